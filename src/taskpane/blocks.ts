/**
 * Cell blocks the task pane writes into a workbook, as pure data: values and number formats of
 * one rectangular write, and the results sheet of a TRF import with its STANDINGS formula. The
 * Excel module (excel.ts) only transfers these blocks.
 *
 * Text is always written as text: every text cell gets Excel's quote prefix (a leading
 * apostrophe, which Excel takes as "this entry is text" and does not store), so that a player
 * called "=SUM(A1)", "+44", "-Ann", "@home", "'t Hart", "1860" or "TRUE" reads back as exactly that
 * text. Text cells keep the General number format: the apostrophe alone decides, and a user
 * typing into the sheet later gets Excel's ordinary behaviour (docs/decisions.md, "Sheets the
 * pane writes").
 * Text is inert as in every writer (src/formats/inert.ts): a line break is a space, another
 * control character U+FFFD.
 */
import { inert } from "../formats/inert";
import { numberFormatFor } from "../formats/table";

export type Cell = string | number;

/** A rectangular block for one Excel write. */
export interface Block {
  values: Cell[][];
  numberFormats: string[][];
}

/** A block whose rows from tableTop form an Excel table, followed by a note block. */
export interface TableBlock extends Block {
  /** Row index (0-based) of the Excel table's header row (the event header is above it). */
  tableTop?: number;
  /** The Excel table covers rows [tableTop, tableTop + tableRows) and columns [0, tableCols). */
  tableRows: number;
  tableCols: number;
  /** Row index (0-based) of the note block's heading. */
  notesRow: number;
}

/** The number format of a text cell: General (the quote prefix keeps the text text). */
export const TEXT_CELL_FORMAT = "General";

/**
 * The text as Excel must receive it through range.values to store exactly this text: with the
 * quote prefix, whatever it looks like. Excel reads an unprefixed string as if typed: "=x", "+44",
 * "-x" and "@x" become formulas, "1860", "1/2", "TRUE" and "2025-03-01" numbers, booleans or
 * dates, and which strings it converts depends on the user's locale; a leading apostrophe of the
 * text itself would be taken as the prefix and lost. One prefix on every non-empty text avoids
 * guessing. The empty string stays empty (a blank cell).
 */
export function asText(s: string): string {
  // inert: no control character reaches the workbook raw, as in .xlsx
  return s === "" ? "" : `'${inert(s)}`;
}

/** Number of decimals needed to show a number exactly (at most 4). */
function decimals(x: number): number {
  if (Number.isInteger(x)) return 0;
  const s = String(x);
  const dot = s.indexOf(".");
  if (dot < 0 || s.includes("e")) return 4;
  return Math.min(4, s.length - dot - 1);
}

/** A number format that shows every value of a column exactly: "0", "0.0", "0.0#", "0.0##". */
export function formatFor(numbers: readonly number[]): string {
  const d = numbers.reduce((m, x) => Math.max(m, decimals(x)), 0);
  return d === 0 ? "0" : "0.0" + "#".repeat(d - 1);
}

/**
 * Turns a table of mixed cells into a block: strings with the quote prefix, numbers with
 * the one number format of every surface (numberFormatFor: 2 as "0", 3.5 as "0.0", 4.333.. as
 * "0.00"; docs/decisions.md), so that a sheet shows what the page and the CLI print.
 */
export function toBlock(header: readonly string[], rows: readonly (readonly Cell[])[]): Block {
  const cols = header.length;
  const values: Cell[][] = [header.map((h) => asText(h))];
  const numberFormats: string[][] = [header.map(() => TEXT_CELL_FORMAT)];
  for (const r of rows) {
    const vr: Cell[] = [];
    const fr: string[] = [];
    for (let c = 0; c < cols; c++) {
      const v = r[c] ?? "";
      if (typeof v === "number" && Number.isFinite(v)) {
        vr.push(v);
        fr.push(numberFormatFor(v));
      } else if (v === "") {
        vr.push("");
        fr.push("General");
      } else {
        vr.push(asText(String(v)));
        fr.push(TEXT_CELL_FORMAT);
      }
    }
    values.push(vr);
    numberFormats.push(fr);
  }
  return { values, numberFormats };
}

/** Column letters of a 0-based column index (0 → A, 26 → AA). */
export function columnName(c: number): string {
  let s = "";
  let n = c + 1;
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** A sheet name as it appears in a formula: always quoted, quotes doubled ('Results (2)'). */
export function sheetRef(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}

/** A string literal for a formula: quotes doubled. */
export function formulaString(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}

export interface ImportSheet extends Block {
  /** Where the STANDINGS formula goes (0-based) and the formula itself. */
  formulaRow: number;
  formulaCol: number;
  formula: string;
  /** Address of the grid on its sheet, "A1:H31". */
  gridAddress: string;
}

/**
 * A results sheet for an imported TRF: the Swiss-table grid from A1, and two columns to its
 * right a label and =TIEBREAK.STANDINGS(grid, order, options). The order is a list of canonical
 * codes and the options come from the editor; both are written as escaped string literals, and
 * the sheet name is quoted, so nothing from the file is spliced into the formula unescaped.
 */
export function importSheet(
  grid: readonly (readonly Cell[])[],
  sheetName: string,
  order: readonly string[],
  options: string
): ImportSheet {
  if (grid.length === 0) throw new Error("the imported grid is empty");
  const cols = grid.reduce((m, r) => Math.max(m, r.length), 0);
  const header = grid[0].map((h) => String(h));
  while (header.length < cols) header.push("");
  const rows = grid.slice(1).map((r) => {
    const out = [...r];
    while (out.length < cols) out.push("");
    return out;
  });
  const block = toBlock(header, rows);
  // every cell General: text carries its quote prefix, numbers stay numbers (a rating typed later
  // stays a number)
  block.numberFormats = block.values.map((r) => r.map(() => "General"));
  const gridAddress = `A1:${columnName(cols - 1)}${grid.length}`;
  const abs = `$A$1:$${columnName(cols - 1)}$${grid.length}`;
  const args = [`${sheetRef(sheetName)}!${abs}`, formulaString(order.join(", "))];
  if (options) args.push(formulaString(options));
  const formula = `=TIEBREAK.STANDINGS(${args.join(", ")})`;
  // label above the formula, in the second column to the right of the grid
  const formulaCol = cols + 1;
  const width = formulaCol + 1;
  for (let r = 0; r < block.values.length; r++) {
    while (block.values[r].length < width) {
      block.values[r].push("");
      block.numberFormats[r].push("General");
    }
  }
  block.values[0][formulaCol] = asText("Standings (live formula)");
  return { ...block, formulaRow: 1, formulaCol, formula, gridAddress };
}
