/**
 * The writers as they were before the speed work of issue 13, kept as the oracles the fast ones
 * are pinned to (test/formats/standings-json.test.ts); not used by the product:
 * - the command line's JSON standings the straightforward way, as src/cli/main.ts wrote them
 *   before src/formats/standings-json.ts: standingsJson's object, one JSON.stringify per player,
 *   inertJson over the whole text;
 * - Q.toNumber through the decimal text; formatNumber and tableText as they were (split on ".",
 *   a regular expression for the trailing blanks of each line).
 */
import type { Q, Standings, Tournament } from "../../src/engine";
import { inert, inertJson, inertLines } from "../../src/formats/inert";
import { numericColumn, standingsJson, type StandingsTable } from "../../src/formats/table";

/** Q.toNumber before the fast path: terminating decimals through their text. */
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
