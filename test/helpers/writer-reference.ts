/**
 * The writers written the straightforward way, kept as the oracles the fast ones are
 * pinned to (test/formats/standings-json.test.ts); not used by the product:
 * - the command line's JSON standings the straightforward way, without
 *   src/formats/standings-json.ts: standingsJson's object, one JSON.stringify per player,
 *   inertJson over the whole text;
 * - Q.toNumber through the decimal text; formatNumber and tableText the plain way (split on ".",
 *   a regular expression for the trailing blanks of each line);
 * - formatValue always through Q.toString, and whyTexts with one closure and array per row and
 *   a search of the order per value.
 */
import type { Q, StandingRow, Standings, Tournament, Value } from "../../src/engine";
import { inert, inertJson, inertLines } from "../../src/formats/inert";
import {
  numericColumn,
  scoreText,
  standingsJson,
  type StandingsTable,
} from "../../src/formats/table";

/** Q.toNumber without the fast path: terminating decimals through their text. */
export function referenceToNumber(q: Q): number {
  if (q.d === 1) return q.n;
  return q.isFiniteDecimal() ? Number(q.toString()) : q.n / q.d;
}

export function referenceFormatNumber(x: number): string {
  if (!Number.isFinite(x)) return "";
  if (Number.isInteger(x)) return String(x);
  const s = String(x);
  const frac = s.split(".")[1] ?? "";
  if (!s.includes("e") && frac.length <= 4) return s;
  return String(Math.round(x * 100) / 100);
}

function referencePrinted(v: string | number | undefined): string {
  if (v === undefined) return "";
  return typeof v === "number" ? referenceFormatNumber(v) : inert(v);
}

export function referenceTableText(table: StandingsTable, title?: string): string {
  const cols = table.header.map((_, c) => c).filter((c) => table.kinds[c] !== "why");
  const body = table.rows.map((r) => cols.map((c) => referencePrinted(r[c])));
  const head = cols.map((c) => table.header[c]);
  const right = cols.map((c) => numericColumn(table, c));
  const widths = head.map((h, j) => Math.max(h.length, ...body.map((r) => r[j].length)));
  const fmt = (cells: string[]): string =>
    cells
      .map((c, j) => (right[j] ? c.padStart(widths[j]) : c.padEnd(widths[j])))
      .join("  ")
      .replace(/\s+$/, "");
  const warnings = table.notes.filter((n) => n.startsWith("Warning: "));
  const lines: string[] = [];
  lines.push(title ?? table.title);
  for (const l of table.headerLines) lines.push(l);
  lines.push("");
  if (warnings.length > 0) {
    for (const w of warnings) lines.push(w);
    lines.push("");
  }
  lines.push(fmt(head));
  lines.push(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of body) lines.push(fmt(r));
  lines.push("");
  // no legend line for the "Why this place" column, which the text does not print
  for (const n of table.notes)
    if (!n.startsWith("Warning: ") && !n.startsWith("Why this place: ")) lines.push(n);
  return inertLines(lines);
}

export function referenceJsonText(
  st: Standings,
  t: Tournament,
  cross: object | undefined,
  columns: readonly string[] | undefined
): string {
  const j = standingsJson(st, t, { attributes: columns }) as {
    rules: string;
    tiebreaks: string[];
    players: object[];
    event: object;
    legend: string[];
  };
  const players = j.players.map((p) => `    ${JSON.stringify(p)}`).join(",\n");
  return inertJson(
    `{\n  "rules": ${JSON.stringify(j.rules)},\n  "tiebreaks": ${JSON.stringify(j.tiebreaks)},\n` +
      `  "players": [${players ? `\n${players}\n  ` : ""}],\n` +
      `  "event": ${JSON.stringify(j.event)},\n  "legend": ${JSON.stringify(j.legend)}` +
      (cross ? `,\n  "crosstable": ${JSON.stringify(cross)}` : "") +
      `\n}\n`
  );
}

/** formatValue without the fast path: exact decimals through Q.toString, others to 2 decimals. */
export function referenceFormatValue(v: Value): string {
  if (v === null) return "";
  return v.isFiniteDecimal() ? v.toString() : v.toString(2);
}

function referenceValueAt(st: Standings, row: StandingRow, key: string): Value | undefined {
  if (key === (st.primary ?? "PTS")) return st.primary ? row.primary : row.points;
  const k = st.keys.indexOf(key);
  return k >= 0 ? row.values[k] : undefined;
}

function referenceShown(v: Value | undefined): string {
  return v === null || v === undefined ? "undefined" : referenceFormatValue(v);
}

/** whyTexts the plain way: the sentence of each row, "" when the score alone fixed the place. */
export function referenceWhyTexts(st: Standings): string[] {
  const primary = st.primary ?? "PTS";
  const scoreWord = primary === "PTS" ? "points" : primary;
  return st.rows.map((row, j) => {
    const above = j > 0 ? st.rows[j - 1] : null;
    const below = j + 1 < st.rows.length ? st.rows[j + 1] : null;
    const parts: string[] = [];
    const side = (other: StandingRow, by: string | null, dir: "below" | "above"): void => {
      if (by === primary) return;
      if (by === null) {
        parts.push(`not separated from ${other.player.name}`);
        return;
      }
      const mine = referenceValueAt(st, row, by);
      const theirs = referenceValueAt(st, other, by);
      parts.push(
        `${dir} ${other.player.name} by ${by} (${referenceShown(mine)} vs ${referenceShown(theirs)})`
      );
    };
    if (above) side(above, row.aboveBy, "below");
    if (below) side(below, below.aboveBy, "above");
    if (parts.length === 0) return "";
    const score = referenceShown(st.primary ? row.primary : row.points);
    const lead = `Tied on ${scoreText(score, scoreWord)}`;
    return row.decidedBy === null
      ? `${lead}; ${parts.join("; ")}: shared place (lots or the event's rules decide)`
      : `${lead}; ${parts.join("; ")}`;
  });
}
