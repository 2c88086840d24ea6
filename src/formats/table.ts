/**
 * One presentation of standings for every adapter: a table (header, rows, notes) for sheets, CSV
 * and xlsx; the JSON of the command line; and an aligned plain-text table.
 *
 * Numbers are exact where a decimal can be: terminating values go through Q.toNumber (7.5, 4.75,
 * 13.375 as written). Values such as 13/3 are the nearest double in table cells (Excel formats
 * them), 4 decimals in JSON (4.3333) and 2 in the text table (4.33), as docs/decisions.md says.
 */
import type { Q, Value } from "../engine/rational";
import type { Standings } from "../engine/standings";
import type { Tournament } from "../engine/types";

export interface StandingsTable {
  /** ["Rank", "No", "Name", "Rating", "Points", ...order codes, "Decided by"]; "Rating" shows a Go rank ("3d") for a player without a rating. */
  header: string[];
  /** Rank as a number, or "3=" for a shared place; values as numbers, undefined values as "". */
  rows: (string | number)[][];
  /** Rules edition, order, warnings (and "written at" when asked for). */
  notes: string[];
}

export const EDITION_TITLES: Record<string, string> = {
  "fide-2026": "FIDE C.07 (2026), in force from 1 March 2026",
  "fide-2024": "FIDE C.07 (2024), in force 1 August 2024 to 28 February 2026",
  "fide-pre2023": "FIDE before 2023 (virtual opponent)",
  plain: "plain (unplayed rounds are not counted)",
};

/** Text shown in the "Decided by" column for a place the list could not separate. */
export const SHARED_TEXT = "not separated (lots)";

function num(v: Value): number | "" {
  return v === null ? "" : v.toNumber();
}

/** The columns beyond the points: the primary score (Go's MMS) when there is one, then the order. */
function valueColumns(st: Standings): {
  keys: string[];
  get: (row: Standings["rows"][number]) => Value[];
} {
  if (st.primary !== null) {
    return { keys: [st.primary, ...st.keys], get: (row) => [row.primary, ...row.values] };
  }
  return { keys: [...st.keys], get: (row) => row.values };
}

function rankCell(row: Standings["rows"][number]): number | string {
  return row.tied ? `${row.rank}=` : row.rank;
}

export function standingsNotes(st: Standings, opts: { writtenAt?: Date } = {}): string[] {
  const notes: string[] = [];
  notes.push(`Rules: ${EDITION_TITLES[st.edition] ?? st.edition} [${st.edition}]`);
  notes.push(
    `Event: ${st.type === "round-robin" ? "round robin (pre-determined pairings)" : "Swiss"}, standings after round ${st.rounds}`
  );
  notes.push(`Order: ${[st.primary ?? "PTS", ...st.keys].join(", ")}`);
  if (st.rows.some((r) => r.tied)) {
    notes.push(
      `Places marked "=" are shared: the tie-break list did not separate those players (lots or the event's rules decide).`
    );
  }
  for (const w of st.warnings) notes.push(`Warning: ${w}`);
  if (opts.writtenAt) notes.push(`Written at ${opts.writtenAt.toISOString()}`);
  return notes;
}

/** The standings as a table of cells for sheets, CSV and xlsx. */
export function standingsTable(
  st: Standings,
  t: Tournament,
  opts: { writtenAt?: Date } = {}
): StandingsTable {
  void t;
  const { keys, get } = valueColumns(st);
  const header = ["Rank", "No", "Name", "Rating", "Points", ...keys, "Decided by"];
  const rows = st.rows.map((row) => [
    rankCell(row),
    row.player.id,
    row.player.name,
    row.player.rating ? row.player.rating : (row.player.rank ?? ""),
    row.points.toNumber(),
    ...get(row).map(num),
    row.decidedBy ?? SHARED_TEXT,
  ]);
  return { header, rows, notes: standingsNotes(st, opts) };
}

/**
 * The command line's --format json: {"rules", "tiebreaks", "players": [{"start", "name", "rank",
 * "points", "tiebreaks": {code: value | null}, "decidedBy"}]} with players in rank order and the
 * shared place number as rank. A primary score (Go's MMS) is listed first among the tie-breaks.
 */
export function standingsJson(st: Standings): object {
  const { keys, get } = valueColumns(st);
  return {
    rules: st.edition,
    tiebreaks: keys,
    players: st.rows.map((row) => {
      const values = get(row);
      const tb: Record<string, number | null> = {};
      keys.forEach((k, j) => (tb[k] = values[j] === null ? null : jsonNumber(values[j] as Q)));
      return {
        start: row.player.id,
        name: row.player.name,
        rank: row.rank,
        points: jsonNumber(row.points),
        tiebreaks: tb,
        decidedBy: row.decidedBy,
      };
    }),
  };
}

/**
 * Decimals for a text column: enough to show every terminating value exactly (13.375 needs 3),
 * and 2 for values such as 13/3 (shown rounded, 4.33).
 */
function decimalsOf(values: Value[]): number {
  let d = 0;
  for (const v of values) {
    if (v === null) continue;
    if (!v.isFiniteDecimal()) {
      d = Math.max(d, 2);
      continue;
    }
    const s = v.toString();
    const dot = s.indexOf(".");
    if (dot >= 0) d = Math.max(d, s.length - dot - 1);
  }
  return Math.min(d, 6);
}

/** A value for JSON: terminating decimals exactly, others rounded to 4 decimals (13/3 -> 4.3333). */
export function jsonNumber(q: Q): number {
  return q.isFiniteDecimal() ? q.toNumber() : Number(q.toString(4));
}

/**
 * An aligned plain-text table (Rank, No, Name, Rtg, Pts, codes..., Decided by) followed by the
 * notes. Each numeric column shows the decimals its values need to be exact; values such as 13/3
 * are rounded half up to 2 decimals for display only.
 */
export function standingsText(st: Standings, opts: { title?: string } = {}): string {
  const { keys, get } = valueColumns(st);
  const header = ["Rank", "No", "Name", "Rtg", "Pts", ...keys, "Decided by"];
  const right = [true, true, false, true, true, ...keys.map(() => true), false];
  const colValues: Value[][] = keys.map((_, j) => st.rows.map((r) => get(r)[j]));
  const ptsDecimals = decimalsOf(st.rows.map((r) => r.points));
  const decimals = colValues.map((vs) => decimalsOf(vs));
  const body = st.rows.map((row) => [
    String(rankCell(row)),
    String(row.player.id),
    row.player.name,
    row.player.rating ? String(row.player.rating) : (row.player.rank ?? ""),
    row.points.toFixed(ptsDecimals),
    ...get(row).map((v, j) => (v === null ? "-" : v.toFixed(decimals[j]))),
    row.decidedBy ?? SHARED_TEXT,
  ]);
  const widths = header.map((h, j) => Math.max(h.length, ...body.map((r) => r[j].length)));
  const fmt = (cells: string[]): string =>
    cells
      .map((c, j) => (right[j] ? c.padStart(widths[j]) : c.padEnd(widths[j])))
      .join("  ")
      .replace(/\s+$/, "");
  const lines: string[] = [];
  if (opts.title) lines.push(opts.title, "");
  lines.push(fmt(header));
  lines.push(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of body) lines.push(fmt(r));
  lines.push("");
  for (const n of standingsNotes(st)) lines.push(n);
  if (colValues.some((vs) => vs.some((v) => v === null))) {
    lines.push(`Undefined values are shown as "-".`);
  }
  return lines.join("\n") + "\n";
}
