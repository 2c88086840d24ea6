/**
 * Reads the expected-value tables of the reference spec (../shared/reference/fide-c07.md §13)
 * from disk, so that tests compare against the published numbers rather than copies of them.
 */
import * as fs from "fs";
import * as path from "path";
import {
  computeValues,
  Q,
  type EngineOptions,
  type Tournament,
  type Value,
} from "../../src/engine";
import { SHARED } from "./fixtures";

export const SPEC_PATH = path.join(SHARED, "reference", "fide-c07.md");

export interface SpecTable {
  header: string[];
  rows: string[][];
}

/**
 * The first markdown table after the line containing `marker` (searched after `after`, if
 * given). Throws when the marker or the table is missing, so a changed spec fails loudly.
 */
export function specTable(marker: string, after?: string): SpecTable {
  const text = fs.readFileSync(SPEC_PATH, "utf8");
  let from = 0;
  if (after !== undefined) {
    from = text.indexOf(after);
    if (from < 0) throw new Error(`spec: "${after}" not found`);
  }
  const at = text.indexOf(marker, from);
  if (at < 0) throw new Error(`spec: "${marker}" not found`);
  const lines = text.slice(at).split(/\r?\n/);
  let k = lines[0].startsWith("|") ? 0 : 1;
  while (k < lines.length && !lines[k].startsWith("|")) k++;
  const table: string[][] = [];
  while (k < lines.length && lines[k].startsWith("|")) {
    table.push(
      lines[k]
        .slice(1, lines[k].lastIndexOf("|"))
        .split("|")
        .map((c) => c.trim())
    );
    k++;
  }
  if (table.length < 3) throw new Error(`spec: no table after "${marker}"`);
  return { header: table[0], rows: table.slice(2) };
}

/** A number cell: "**3.0**" → 3, "13/3 (4.33)" → 13/3, "0.75" → 3/4; null for text. */
export function cellQ(cell: string): Q | null {
  const s = cell
    .replace(/\*/g, "")
    .replace(/\(.*\)/, "")
    .trim();
  return Q.parse(s);
}

/** Column values by row key (first column, "**" removed), for one header. */
export function column(t: SpecTable, header: string): Map<string, string> {
  const k = t.header.indexOf(header);
  if (k < 0) throw new Error(`spec table has no column "${header}" (has ${t.header.join(", ")})`);
  return new Map(t.rows.map((r) => [r[0].replace(/\*/g, "").trim(), r[k]]));
}

/**
 * Compares computed values with a spec table, column by column. Rows are keyed by start number
 * (first column, "P3" or "3"). `decimals` lists codes printed rounded in the spec (AOB: 2), which
 * are compared after rounding half up; everything else must be exactly equal. Returns the
 * mismatches as readable lines (empty when all agree).
 */
export function mismatches(
  t: Tournament,
  opts: EngineOptions,
  table: SpecTable,
  codes: readonly string[],
  decimals: Record<string, number> = {}
): string[] {
  const out: string[] = [];
  for (const code of codes) {
    const col = column(table, code);
    const { values } = computeValues(t, code, opts);
    for (const [key, cell] of col) {
      const id = Number(key.replace(/^P/, ""));
      const i = t.players.findIndex((p) => p.id === id);
      if (i < 0) throw new Error(`spec row "${key}" is not a player`);
      out.push(...compareCell(code, id, values[i], cell, decimals[code]));
    }
  }
  return out;
}

/** One comparison of a computed value with a spec cell ("undefined" = null). */
export function compareCell(
  code: string,
  id: number,
  got: Value,
  cell: string,
  decimals?: number
): string[] {
  const want = cellQ(cell);
  if (want === null) {
    return got === null && /undefined/i.test(cell)
      ? []
      : [`${code} #${id}: want "${cell}", got ${got?.toString() ?? "null"}`];
  }
  if (got === null) return [`${code} #${id}: want ${cell}, got null`];
  const ok =
    decimals !== undefined ? got.toFixed(decimals) === want.toFixed(decimals) : got.eq(want);
  return ok ? [] : [`${code} #${id}: want ${cell}, got ${got.toString()}`];
}
