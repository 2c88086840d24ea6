/**
 * CSV in and out (papaparse). Text in, text out: no Node APIs.
 *
 * readCsv keeps every row (so that a grid issue's row is the file's line for one-line records),
 * turns plain numbers ("12", "-3", "0.5") into numbers as Excel would, leaves everything else as
 * text ("+12", "01", "12w1", "0,5"), and undoes the quote that writeCsv puts before text
 * starting with = + - @ (which spreadsheet programs would otherwise run as a formula).
 */
import Papa from "papaparse";
import { inert } from "./inert";

const PLAIN_NUMBER = /^-?(?:0|[1-9]\d{0,14})(?:\.\d{1,10})?$/;
// text starting with = + - @ tab or CR (after any quotes) gets one more quote on writing, and
// loses one on reading: "=1" -> "'=1" -> "=1", and "'=1" -> "''=1" -> "'=1" (no name changes)
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;
const FORMULA_START = /^'*[=+\-@\t\r]/;

function cellOf(text: string, numbers: boolean): string | number {
  // "-0" stays text: a zero-point bye in chess-results exports, not the number 0 (a blank)
  if (numbers && PLAIN_NUMBER.test(text) && !/^-0(?:\.0*)?$/.test(text)) return Number(text);
  if (ESCAPED_FORMULA.test(text)) return text.slice(1);
  return text;
}

/**
 * The separator: among the first 20 non-empty lines, the one of , ; tab | that the most lines
 * have the same number of times (outside quotes), the larger number on a tie. A table's rows
 * agree on their count; a title line above it ("Club Open, Round 5, 12 May, ...") does not
 * outvote a semicolon table, nor do the commas in its names ("Smith, John").
 */
function guessDelimiter(text: string): string {
  const seps = [",", ";", "\t", "|"];
  const counts: Record<string, number[]> = { ",": [], ";": [], "\t": [], "|": [] };
  let seen = 0;
  for (const line of text.split(/\r?\n/, 2000)) {
    if (line.trim() === "") continue;
    if (++seen > 20) break;
    const here: Record<string, number> = { ",": 0, ";": 0, "\t": 0, "|": 0 };
    let quoted = false;
    for (const ch of line) {
      if (ch === '"') quoted = !quoted;
      else if (!quoted && ch in here) here[ch]++;
    }
    for (const d of seps) if (here[d] > 0) counts[d].push(here[d]);
  }
  let best = ",";
  let bestLines = 0;
  let bestCount = 0;
  for (const d of seps) {
    const lines = new Map<number, number>();
    for (const n of counts[d]) lines.set(n, (lines.get(n) ?? 0) + 1);
    for (const [n, k] of lines) {
      if (k > bestLines || (k === bestLines && n > bestCount)) {
        best = d;
        bestLines = k;
        bestCount = n;
      }
    }
  }
  return best;
}

/**
 * The rows of a CSV text (comma, semicolon or tab separated, detected), cells as text or numbers;
 * with `numbers: false` every cell stays text (a prize list reads "1.000" beside "1.000,50" as
 * one thousand, which the number 1 could not tell).
 */
export function readCsv(text: string, opts: { numbers?: boolean } = {}): unknown[][] {
  const numbers = opts.numbers ?? true;
  const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(clean, {
    skipEmptyLines: false,
    delimiter: guessDelimiter(clean),
  });
  const rows = parsed.data.map((row) =>
    Array.isArray(row) ? row.map((v) => cellOf(String(v ?? ""), numbers)) : []
  );
  while (rows.length && rows[rows.length - 1].every((v) => v === "")) rows.pop();
  return rows;
}

function textOf(v: unknown): string | number | boolean {
  if (v === null || v === undefined) return "";
  if (typeof v === "number") return Number.isFinite(v) ? v : "";
  if (typeof v === "boolean") return v;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "" : v.toISOString();
  if (typeof v === "object" && typeof (v as { toString?: unknown }).toString === "function") {
    const s = inert(String(v));
    return s === "[object Object]" ? "" : s;
  }
  return inert(String(v));
}

/**
 * CSV text (comma separated, CRLF line ends) of rows of cells. Text is made inert (inert.ts: no
 * control characters) and formula-like text is quoted with ' (see ESCAPED_FORMULA).
 */
export function writeCsv(rows: readonly (readonly unknown[])[]): string {
  return Papa.unparse(
    rows.map((row) => row.map(textOf)),
    {
      escapeFormulae: FORMULA_START,
      newline: "\r\n",
      // text quoted, so that any reader (ours guesses the separator) sees one field
      quotes: (v: unknown) => typeof v === "string" && v !== "",
    }
  );
}
