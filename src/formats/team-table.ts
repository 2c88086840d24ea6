/**
 * Team standings as JSON and as a text table, and the board tables. The JSON is
 *   {"rules", "tiebreaks": [primary, ...codes], "teams": [{"start", "name", "rank", "mp", "gp",
 *    "tiebreaks": {code: value | null}, "decidedBy"}]}
 * with canonical codes as keys (the primary score first), teams in rank order.
 */
import { Q, type Value } from "../engine/rational";
import type { TeamStandings } from "../engine/team/standings";
import type { BoardTable } from "../engine/team/boards";
import { jsonNumber, standingsNotes } from "./table";

const QHUNDRED = Q.int(100);

function columns(st: TeamStandings): {
  keys: string[];
  get: (r: TeamStandings["rows"][number]) => Value[];
} {
  const p = st.primary ?? st.main;
  return { keys: [p, ...st.keys], get: (row) => [row.primary, ...row.values] };
}

export function teamStandingsJson(st: TeamStandings): {
  rules: string;
  tiebreaks: string[];
  teams: object[];
} {
  const { keys, get } = columns(st);
  return {
    rules: st.edition,
    tiebreaks: keys,
    teams: st.rows.map((row) => {
      const vals = get(row);
      const tb: Record<string, number | null> = {};
      keys.forEach((k, j) => (tb[k] = vals[j] === null ? null : jsonNumber(vals[j]!)));
      return {
        start: row.player.id,
        name: row.player.name,
        rank: row.rank,
        mp: jsonNumber(row.mp),
        gp: jsonNumber(row.gp),
        tiebreaks: tb,
        decidedBy: row.decidedBy,
      };
    }),
  };
}

/** The JSON text, one team per line. */
export function teamStandingsJsonText(st: TeamStandings): string {
  const j = teamStandingsJson(st);
  const teams = j.teams.map((t) => `    ${JSON.stringify(t)}`).join(",\n");
  return (
    `{\n  "rules": ${JSON.stringify(j.rules)},\n  "tiebreaks": ${JSON.stringify(j.tiebreaks)},\n` +
    `  "teams": [${teams ? `\n${teams}\n  ` : ""}]\n}\n`
  );
}

function decimals(vs: Value[]): number {
  let d = 0;
  for (const v of vs) {
    if (v === null) continue;
    if (!v.isFiniteDecimal()) return 2;
    const s = v.toString();
    const dot = s.indexOf(".");
    if (dot >= 0) d = Math.max(d, s.length - dot - 1);
  }
  return Math.min(d, 6);
}

function table(header: string[], right: boolean[], body: string[][]): string[] {
  const widths = header.map((h, j) => Math.max(h.length, ...body.map((r) => r[j].length)));
  const fmt = (cells: string[]): string =>
    cells
      .map((c, j) => (right[j] ? c.padStart(widths[j]) : c.padEnd(widths[j])))
      .join("  ")
      .replace(/\s+$/, "");
  return [fmt(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(fmt)];
}

export function teamStandingsText(st: TeamStandings, opts: { title?: string } = {}): string {
  const { keys, get } = columns(st);
  const other = keys.slice(1).filter((k) => k !== "MP" && k !== "GP");
  const show = [keys[0], keys[0] === "MP" ? "GP" : "MP", ...other];
  const at = (row: TeamStandings["rows"][number], k: string): Value =>
    k === "MP" ? row.mp : k === "GP" ? row.gp : get(row)[keys.indexOf(k)];
  const dec = show.map((k) => decimals(st.rows.map((r) => at(r, k))));
  const body = st.rows.map((row) => [
    row.tied ? `${row.rank}=` : String(row.rank),
    String(row.player.id),
    row.player.name,
    ...show.map((k, j) => {
      const v = at(row, k);
      return v === null ? "-" : v.toFixed(dec[j]);
    }),
    row.decidedBy ?? "shared",
  ]);
  const header = ["Rank", "No", "Team", ...show, "Decided by"];
  const right = header.map((_, j) => j !== 2 && j !== header.length - 1);
  const lines: string[] = [];
  if (opts.title) lines.push(opts.title, "");
  lines.push(...table(header, right, body), "");
  lines.push(...standingsNotes(st));
  return lines.join("\n") + "\n";
}

export function boardTablesText(tables: BoardTable[], minGames: number): string {
  const lines: string[] = [];
  for (const t of tables) {
    lines.push(`Board ${t.board}${minGames > 0 ? ` (prizes: at least ${minGames} games)` : ""}`);
    const body = t.rows.map((r) => [
      r.place === null ? "-" : String(r.place),
      String(r.player),
      r.name,
      r.team,
      r.points.toString(),
      String(r.games),
      r.percentage === null ? "-" : `${r.percentage.mul(QHUNDRED).toFixed(1)}%`,
      r.performance === null ? "-" : String(r.performance),
      r.forfeits ? String(r.forfeits) : "",
    ]);
    const header = ["Place", "No", "Player", "Team", "Pts", "Games", "%", "Perf", "Forfeits"];
    lines.push(
      ...table(
        header,
        header.map((_, j) => j !== 2 && j !== 3),
        body
      ),
      ""
    );
  }
  return lines.join("\n");
}
