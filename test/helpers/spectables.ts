/**
 * The expected-value tables of the C.07 test vectors, kept as data files in test/fixtures/c07
 * (one JSON file per vector, each table with its caption, header and rows cell for cell; sources
 * in each file and in test/fixtures/README.md), so that tests compare against the published
 * numbers rather than copies of them in test code.
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

/** The folder of the C.07 test vector files. */
export const VECTORS_DIR = path.resolve(__dirname, "../fixtures/c07");

export interface SpecTable {
  header: string[];
  rows: string[][];
}

/** One test vector file (test/fixtures/c07/13.N-name.json). */
export interface Vector {
  section: string;
  title: string;
  source: string;
  /** TRF file, relative to `dir`. */
  trf?: string;
  crosstable?: string[];
  tables?: (SpecTable & { caption: string })[];
  values?: Record<string, unknown>;
  /** The folder the file was read from. */
  dir: string;
}

const cache = new Map<string, Vector>();

/** The test vector of a section ("13.1"); throws when there is no such file. */
export function vector(section: string): Vector {
  const hit = cache.get(section);
  if (hit) return hit;
  const file = fs
    .readdirSync(VECTORS_DIR)
    .find((f) => f.startsWith(`${section}-`) && f.endsWith(".json"));
  if (!file) throw new Error(`no test vector file for section ${section} in ${VECTORS_DIR}`);
  const v = {
    ...JSON.parse(fs.readFileSync(path.join(VECTORS_DIR, file), "utf8")),
    dir: VECTORS_DIR,
  } as Vector;
  if (v.section !== section) throw new Error(`${file}: section is ${v.section}, not ${section}`);
  cache.set(section, v);
  return v;
}

/**
 * The table of a test vector whose caption (the bold lead-in written before it) contains
 * `marker`, or whose header row, written "| a | b |", does. `section` names the vector, as
 * "### 13.1" or "13.1". Throws when the vector or the table is missing, so a renamed table fails
 * loudly.
 */
export function specTable(marker: string, section?: string): SpecTable {
  const id = /(\d+\.\d+)/.exec(section ?? "")?.[1];
  if (!id) throw new Error(`specTable("${marker}"): name the section ("13.1")`);
  const tables = vector(id).tables ?? [];
  const t = tables.find(
    (x) => x.caption.includes(marker) || `| ${x.header.join(" | ")} |`.includes(marker)
  );
  if (!t) throw new Error(`test vector ${id}: no table "${marker}"`);
  return { header: t.header, rows: t.rows };
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
