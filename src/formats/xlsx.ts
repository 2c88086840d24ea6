/**
 * .xlsx in and out with ExcelJS. Bytes in, bytes out: no Node APIs.
 *
 * readXlsx gives a sheet's used range as plain cell values, the way Excel's range.values would:
 * numbers, strings, booleans; formulas as their cached result; rich text and hyperlinks as their
 * text; dates as ISO text; error values as their code ("#N/A"); the hidden part of a merged
 * cell as null. The origin says where the range starts, for sheet addresses in messages.
 *
 * writeStandingsXlsx writes the standings as a formatted Excel table (header row, filter
 * buttons, banded rows, number formats, widths) with a notes block below it. Text stays text.
 */
import ExcelJS from "exceljs";
import { InputError } from "../engine/errors";
import type { Crosstable } from "./crosstable";
import type { BoardSection } from "./team-table";
import { colName, FormulaCell, type GridIssue, type GridOrigin } from "./grid-common";
import { isWide } from "./html";
import { formatNumber, numberFormatFor, type StandingsTable } from "./table";
import { inert } from "./inert";
import { isPercentFormat } from "./number-format";

/**
 * Limits of what is read (docs/decisions.md). A results sheet of 10,000 players and 20 rounds
 * is about 10 MB of sheet XML; ExcelJS holds roughly 10 to 15 times the XML in memory while
 * reading, so 40 MB for one part and 100 MB for the whole archive keep a read under about 1 GB.
 */
export const XLSX_LIMITS = {
  /** Largest uncompressed part (a sheet, the shared strings). */
  part: 40 * 1024 * 1024,
  /** Largest sum of uncompressed parts. */
  total: 100 * 1024 * 1024,
  /** Largest range read (rows x columns) once stray far-away cells are left out. */
  cells: 4_000_000,
  /** Empty rows (columns) after which a cell is no longer part of the table above (left of it). */
  rowGap: 1000,
  colGap: 100,
};

const MB = (n: number): string => `${(n / (1024 * 1024)).toFixed(n < 10 * 1024 * 1024 ? 1 : 0)} MB`;

function tooLarge(message: string): InputError {
  return new InputError("too-large", message, { kind: "none" });
}

interface ZipEntry {
  name: string;
  method: number;
  compressed: number;
  size: number;
  /** Offset of the local header. */
  offset: number;
}

/** The entries of a zip archive's central directory (declared sizes), without inflating anything. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const notZip = (): InputError =>
    new InputError("syntax", "not an .xlsx workbook (no zip directory found)", { kind: "none" });
  // end of central directory: the last signature 0x06054b50 within the last 64 KB + 22 bytes
  let eocd = -1;
  for (let i = bytes.length - 22; i >= 0 && i >= bytes.length - 65557; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notZip();
  const count = view.getUint16(eocd + 10, true);
  const dirSize = view.getUint32(eocd + 12, true);
  const dirOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || dirOffset === 0xffffffff || dirSize === 0xffffffff) {
    throw tooLarge(
      "the workbook is a ZIP64 archive (over 4 GB or 65,535 parts): too large to read"
    );
  }
  if (dirOffset + dirSize > bytes.length) throw notZip();
  const entries: ZipEntry[] = [];
  let p = dirOffset;
  const decoder = new TextDecoder();
  for (let k = 0; k < count; k++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== 0x02014b50) throw notZip();
    const method = view.getUint16(p + 10, true);
    const compressed = view.getUint32(p + 20, true);
    const size = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    const offset = view.getUint32(p + 42, true);
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLen));
    entries.push({ name, method, compressed, size, offset });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** Inflates a raw deflate stream counting bytes; throws once it passes `limit`. */
async function inflatedSize(data: Uint8Array, limit: number, name: string): Promise<number> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream("deflate-raw"));
  const reader = stream.getReader();
  let n = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return n;
    n += value.length;
    if (n > limit) {
      await reader.cancel();
      throw tooLarge(
        `the workbook's part ${name} inflates past ${MB(limit)} although it declares less: refused (limit ${MB(XLSX_LIMITS.part)} per part)`
      );
    }
  }
}

/**
 * Refuses, before ExcelJS inflates anything, an archive whose declared sizes pass the limits;
 * then inflates each compressed part once with a cap, so that a part lying about its size is
 * refused too (where the platform has DecompressionStream).
 */
export async function checkArchive(bytes: Uint8Array): Promise<void> {
  const entries = zipEntries(bytes);
  let total = 0;
  for (const e of entries) {
    if (e.size > XLSX_LIMITS.part) {
      throw tooLarge(
        `the workbook's part ${e.name} inflates to ${MB(e.size)} (from ${MB(e.compressed)}): more than the ${MB(XLSX_LIMITS.part)} read for one part`
      );
    }
    total += e.size;
  }
  if (total > XLSX_LIMITS.total) {
    throw tooLarge(
      `the workbook inflates to ${MB(total)}: more than the ${MB(XLSX_LIMITS.total)} read for one workbook`
    );
  }
  if (typeof DecompressionStream === "undefined") return;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const e of entries) {
    if (e.method !== 8) continue;
    const p = e.offset;
    if (p + 30 > bytes.length || view.getUint32(p, true) !== 0x04034b50) continue;
    const start = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true);
    const data = bytes.subarray(start, Math.min(bytes.length, start + e.compressed));
    try {
      await inflatedSize(data, Math.min(XLSX_LIMITS.part, e.size + 1024), e.name);
    } catch (err) {
      if (err instanceof InputError) throw err;
      // a damaged stream: ExcelJS reports it with its own words
    }
  }
}

function plain(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v === "number" || typeof v === "string" || typeof v === "boolean") return v;
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return null;
    const iso = v.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso.replace(/\.000Z$/, "Z");
  }
  if (typeof v === "object") {
    const o = v as Record<string, unknown>;
    if (Array.isArray(o.richText)) {
      return (o.richText as { text?: unknown }[]).map((run) => String(run.text ?? "")).join("");
    }
    if ("formula" in o || "sharedFormula" in o) {
      const text = String(o.formula ?? o.sharedFormula ?? "");
      return o.result === undefined || o.result === null ? new FormulaCell(text) : plain(o.result);
    }
    if ("error" in o) return String(o.error);
    if ("text" in o) return plain(o.text);
  }
  return null;
}

/** An ExcelJS cell's plain value; the hidden part of a merged cell is null, as in Excel's range.values. */
function cellValue(x: ExcelJS.Cell): unknown {
  return x.isMerged && x.master !== x ? null : plain(x.value);
}

/**
 * The workbook through ExcelJS. Rows or cells without their position (`r=`, which the standard
 * allows) are written in and the workbook read again (xlsx-refs.ts); ExcelJS's own words for
 * what it cannot read ("Invalid row number in model") become a sentence that says what is wrong.
 */
async function loadWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    return wb;
  } catch (e) {
    const { withCellRefs } = await import(/* webpackChunkName: "xlsx-refs" */ "./xlsx-refs");
    const fixed = await withCellRefs(bytes);
    if (fixed !== null) {
      const again = new ExcelJS.Workbook();
      try {
        await again.xlsx.load(fixed as unknown as ExcelJS.Buffer);
        return again;
      } catch {
        // reported below, in words
      }
    }
    const msg = e instanceof Error ? e.message : String(e);
    if (/invalid row number|reading 'col'|cannot read properties/i.test(msg))
      throw new Error(
        `a sheet of the workbook has rows or cells whose position cannot be read (ExcelJS: ${msg}): open and save the file in Excel or LibreOffice`
      );
    throw e;
  }
}

/** One sheet's used range as read by readXlsx. */
export interface XlsxSheet {
  sheet: string;
  cells: unknown[][];
  origin: GridOrigin;
  warnings: GridIssue[];
  /** The cells (row, column in `cells`) holding a number formatted as a percentage ("50%"). */
  percent?: [number, number][];
}

/**
 * A sheet of an .xlsx workbook as a 2-D array of plain values (the used range), the sheet's
 * name, the range's origin and warnings (cells left out). `sheet`: a sheet name (exact, else
 * case-insensitive); default the first visible sheet (hidden ones before it are skipped with a
 * warning; hidden rows and columns of the table are read, with a warning). The used range is
 * bounded by the data: a cell more than XLSX_LIMITS.rowGap empty rows below (colGap columns
 * right of) the table is left out with a warning, so one stray cell at XFD1048576 does not make
 * a sheet of 17 billion cells.
 * Throws an InputError for an archive past XLSX_LIMITS, an Error naming the sheets when the
 * sheet is not there.
 *
 * `second` may pick a further sheet of the same workbook by name (e.g. a board list's Roster
 * sheet), given every sheet's name and the one read; it is returned as `other`.
 */
export async function readXlsx(
  data: Uint8Array | ArrayBuffer,
  sheet?: string,
  second?: (names: readonly string[], first: string) => string | undefined
): Promise<XlsxSheet & { other?: XlsxSheet }> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  await checkArchive(bytes);
  const wb = await loadWorkbook(bytes);
  const sheets = wb.worksheets;
  if (sheets.length === 0) throw new Error("the workbook has no sheets");
  const find = (name: string): ExcelJS.Worksheet => {
    const found =
      sheets.find((s) => s.name === name) ??
      sheets.find((s) => s.name.toLowerCase() === name.toLowerCase());
    if (!found) {
      throw new Error(
        `no sheet "${name}" in the workbook (sheets: ${sheets.map((s) => s.name).join(", ")})`
      );
    }
    return found;
  };
  // by default the first visible sheet: a hidden one (an old version, a lookup table) is skipped
  const shown = sheets.find((s) => s.state === undefined || s.state === "visible");
  const ws = sheet !== undefined ? find(sheet) : (shown ?? sheets[0]);
  const main = sheetCells(ws);
  if (sheet === undefined) {
    const skipped = sheets.slice(0, sheets.indexOf(ws)).map((s) => `"${s.name}"`);
    if (!shown)
      main.warnings.unshift({
        cell: "",
        message: `every sheet of the workbook is hidden: the first one, "${ws.name}", is read`,
        kind: "xlsx:hidden-sheet",
      });
    else if (skipped.length)
      main.warnings.unshift({
        cell: "",
        message: `the hidden sheet${skipped.length > 1 ? "s" : ""} ${skipped.join(", ")} ${skipped.length > 1 ? "are" : "is"} skipped: the first visible sheet, "${ws.name}", is read (name a sheet to read another: --sheet on the command line)`,
        kind: "xlsx:hidden-sheet",
      });
  }
  const also = second?.(
    sheets.map((s) => s.name),
    ws.name
  );
  return also !== undefined ? { ...main, other: sheetCells(find(also)) } : main;
}

/**
 * Hidden rows and columns of the table that hold something: read like the others (a hidden row
 * is often a withdrawn player, whose games still count), with a warning naming them.
 */
function hiddenWarnings(
  ws: ExcelJS.Worksheet,
  rowsUsed: number[],
  colsUsed: number[],
  box: { top: number; bottom: number; left: number; right: number },
  warnings: GridIssue[]
): void {
  const list = (xs: string[]): string =>
    xs.length > 6 ? `${xs.slice(0, 6).join(", ")}, ... (${xs.length} in all)` : xs.join(", ");
  const rows = rowsUsed.filter((r) => r <= box.bottom && ws.getRow(r).hidden);
  if (rows.length)
    warnings.push({
      cell: `${ws.name}!${colName(box.left - 1)}${rows[0]}`,
      message: `${rows.length > 1 ? "rows" : "row"} ${list(rows.map(String))} ${rows.length > 1 ? "are" : "is"} hidden in the sheet: read like the others (a hidden player's games still count); delete ${rows.length > 1 ? "them" : "it"} if not part of the results`,
      kind: "xlsx:hidden-rows",
    });
  const cols = colsUsed.filter((c) => c <= box.right && ws.getColumn(c).hidden);
  if (cols.length)
    warnings.push({
      cell: `${ws.name}!${colName(cols[0] - 1)}${box.top}`,
      message: `${cols.length > 1 ? "columns" : "column"} ${list(cols.map((c) => colName(c - 1)))} ${cols.length > 1 ? "are" : "is"} hidden in the sheet: read like the others`,
      kind: "xlsx:hidden-columns",
    });
}

/** A sheet's used range: the cells that hold something, stray far-away cells left out. */
function sheetCells(ws: ExcelJS.Worksheet): XlsxSheet {
  // the cells that hold something, as (row, column), 1-based
  const held: { r: number; c: number; v: unknown }[] = [];
  const percent: { r: number; c: number }[] = [];
  ws.eachRow({ includeEmpty: false }, (row, r) => {
    row.eachCell({ includeEmpty: false }, (cell, c) => {
      const v = cellValue(cell);
      if (v !== null) held.push({ r, c, v });
      if (typeof v === "number" && isPercentFormat(cell.numFmt)) percent.push({ r, c });
    });
  });
  const empty = {
    sheet: ws.name,
    cells: [],
    origin: { sheet: ws.name, row: 0, col: 0 },
    warnings: [],
  };
  if (held.length === 0) return empty;
  const rowsUsed = [...new Set(held.map((h) => h.r))].sort((a, b) => a - b);
  const top = rowsUsed[0];
  let bottom = top;
  for (const r of rowsUsed) {
    if (r - bottom > XLSX_LIMITS.rowGap) break;
    bottom = r;
  }
  const colsUsed = [...new Set(held.filter((h) => h.r <= bottom).map((h) => h.c))].sort(
    (a, b) => a - b
  );
  const left = colsUsed[0];
  let right = left;
  for (const c of colsUsed) {
    if (c - right > XLSX_LIMITS.colGap) break;
    right = c;
  }
  const warnings: GridIssue[] = [];
  const outside = held.filter((h) => h.r > bottom || h.c > right);
  if (outside.length) {
    const name = (h: { r: number; c: number }): string => `${colName(h.c - 1)}${h.r}`;
    const shown = outside.slice(0, 3).map(name).join(", ");
    warnings.push({
      cell: `${ws.name}!${name(outside[0])}`,
      message: `${outside.length} cell(s) far from the table left out (${shown}${outside.length > 3 ? ", ..." : ""}): the table ends at ${colName(right - 1)}${bottom}`,
    });
  }
  hiddenWarnings(ws, rowsUsed, colsUsed, { top, bottom, left, right }, warnings);
  const height = bottom - top + 1;
  const width = right - left + 1;
  if (height * width > XLSX_LIMITS.cells) {
    throw tooLarge(
      `sheet ${ws.name}: the table spans ${height.toLocaleString("en")} rows x ${width.toLocaleString("en")} columns, more than the ${XLSX_LIMITS.cells.toLocaleString("en")} cells read`
    );
  }
  const cells: unknown[][] = Array.from({ length: height }, () =>
    new Array<unknown>(width).fill(null)
  );
  for (const h of held) {
    if (h.r <= bottom && h.c <= right && h.c >= left) cells[h.r - top][h.c - left] = h.v;
  }
  const inside = percent.filter((h) => h.r <= bottom && h.c <= right && h.c >= left);
  return {
    sheet: ws.name,
    cells,
    origin: { sheet: ws.name, row: top - 1, col: left - 1 },
    warnings,
    ...(inside.length
      ? { percent: inside.map((h): [number, number] => [h.r - top, h.c - left]) }
      : {}),
  };
}

function uniqueNames(header: string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((h, i) => {
    const base = h.trim() === "" ? `Column ${i + 1}` : h.trim();
    const n = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

/** Width (characters) of a column whose text wraps ("Why this place"). */
const WRAP_WIDTH = 56;

/** What the writer needs: the table's cells, and the ranking list's header, kinds and crosstable when there. */
export type XlsxTable = Pick<StandingsTable, "header" | "rows" | "notes"> &
  Partial<Pick<StandingsTable, "title" | "headerLines" | "kinds">>;

export interface XlsxOptions {
  /** A second sheet "Crosstable". */
  crosstable?: Crosstable;
  /** A team event's board tables (board prizes): a sheet "Boards", one table per board. */
  boards?: readonly BoardSection[];
  /** Name of the first sheet and its table (default "Standings"; the prize list writes "Prizes"). */
  sheet?: string;
}

function safeCell(v: unknown): ExcelJS.CellValue {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  return v === undefined || v === null || v === "" ? null : inert(String(v));
}

/**
 * Page setup of a ranking list: A4, landscape when wide, fitted to one page wide (as many pages
 * tall as needed), the header row repeated on every page, the event name in the page header and
 * "Page n of m" in the footer.
 */
function printSetup(ws: ExcelJS.Worksheet, title: string, headerRow: number, wide: boolean): void {
  ws.pageSetup = {
    ...ws.pageSetup,
    paperSize: 9,
    orientation: wide ? "landscape" : "portrait",
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    horizontalCentered: true,
    margins: { left: 0.4, right: 0.4, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
    printTitlesRow: `${headerRow}:${headerRow}`,
  };
  // & starts a code in header/footer text: a literal & is written &&
  const text = inert(title).replace(/&/g, "&&");
  ws.headerFooter = {
    ...ws.headerFooter,
    oddHeader: `&C&"-,Bold"${text}`,
    oddFooter: "&LPage &P of &N&R&D &T",
  };
}

/** Writes header and rows as a formatted Excel table (or a bold header row when empty) from `top`. */
function writeTable(
  ws: ExcelJS.Worksheet,
  name: string,
  header: string[],
  rows: (string | number)[][],
  top: number,
  opts: { wrapCols?: Set<number> } = {}
): void {
  const names = uniqueNames(header.map(inert));
  const width = Math.max(names.length, ...rows.map((r) => r.length));
  while (names.length < width) names.push(`Column ${names.length + 1}`);
  const values = rows.map((r) => names.map((_, c) => safeCell(r[c])));
  if (values.length > 0) {
    ws.addTable({
      name,
      ref: `A${top}`,
      headerRow: true,
      totalsRow: false,
      style: { theme: "TableStyleMedium2", showRowStripes: true },
      columns: names.map((n) => ({ name: n, filterButton: true })),
      rows: values,
    });
  } else {
    const row = ws.getRow(top);
    names.forEach((n, c) => (row.getCell(c + 1).value = n));
    row.font = { bold: true };
  }
  // widths, alignment and tall rows are computed here and only written to ExcelJS objects
  const tall = new Set<number>();
  const horizontal: ("left" | "right")[] = [];
  names.forEach((n, c) => {
    const col = ws.getColumn(c + 1);
    const colValues = values.map((r) => r[c]);
    const wrap = opts.wrapCols?.has(c) ?? false;
    horizontal[c] = colValues.some((v) => typeof v === "number") ? "right" : "left";
    // the column's alignment first: setting it restyles every cell of the column
    if (!wrap) col.alignment = { horizontal: horizontal[c] };
    const longest = Math.max(
      n.length + 3,
      ...colValues.map(
        (v) => (typeof v === "number" ? formatNumber(v) : String(v ?? "")).length + 1
      )
    );
    const width = wrap
      ? Math.min(Math.max(longest, 12), WRAP_WIDTH)
      : Math.min(Math.max(longest, 5), 60);
    col.width = width;
    for (let r = 0; r < values.length; r++) {
      const v = values[r][c];
      const cellRef = ws.getCell(top + 1 + r, c + 1);
      // one number format everywhere: 2, 3.5, 13.375, 4.33 (docs/decisions.md)
      if (typeof v === "number") cellRef.numFmt = numberFormatFor(v);
      if (wrap) {
        cellRef.alignment = { wrapText: true, vertical: "top" };
        // row heights for wrapped text (a viewer need not compute them): lines x 15 points
        const lines = Math.ceil(String(v ?? "").length / Math.max(1, width - 2));
        if (lines > 1) {
          ws.getRow(top + 1 + r).height = 15 * lines;
          tall.add(r);
        }
      }
    }
  });
  // a tall row reads from its top line
  for (const r of tall) {
    names.forEach((_, c) => {
      if (opts.wrapCols?.has(c)) return;
      ws.getCell(top + 1 + r, c + 1).alignment = { horizontal: horizontal[c], vertical: "top" };
    });
  }
}

/**
 * The ranking list as a real .xlsx workbook: on the sheet "Standings" the event header (when the
 * table has one), a formatted Excel table named "Standings", the legend and notes below it, and
 * the print setup of a ranking list; with a crosstable, a second sheet "Crosstable". Text stays
 * text.
 */
export async function writeStandingsXlsx(
  table: XlsxTable,
  options: XlsxOptions | string = {}
): Promise<Uint8Array> {
  const opts: XlsxOptions = typeof options === "string" ? { sheet: options } : options;
  const sheetName = opts.sheet ?? "Standings";
  const wb = new ExcelJS.Workbook();
  wb.creator = "tiebreaks";
  const lines = table.title ? [table.title, ...(table.headerLines ?? [])] : [];
  const top = lines.length ? lines.length + 2 : 1;
  const ws = wb.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: top }] });
  const whyCol = table.kinds ? table.kinds.indexOf("why") : -1;
  writeTable(ws, sheetName, table.header, table.rows, top, {
    wrapCols: whyCol >= 0 ? new Set([whyCol]) : undefined,
  });
  lines.forEach((l, k) => {
    const c = ws.getCell(k + 1, 1);
    c.value = inert(l);
    // left-aligned (after the column's alignment), so that the text runs on to the right
    c.alignment = { horizontal: "left" };
    if (k === 0) c.font = { bold: true, size: 14 };
  });
  if (table.notes.length) {
    let r = top + table.rows.length + 2;
    const title = ws.getCell(r, 1);
    title.value = "Notes";
    title.font = { bold: true };
    for (const note of table.notes) {
      r++;
      const cell = ws.getCell(r, 1);
      cell.value = inert(note);
      cell.alignment = { horizontal: "left", wrapText: false };
    }
  }
  const wide = isWide(table.header, table.rows);
  printSetup(ws, table.title ?? "Standings", top, wide);
  const x = opts.crosstable;
  if (x) {
    const xs = wb.addWorksheet("Crosstable", { views: [{ state: "frozen", ySplit: 3 }] });
    xs.getCell(1, 1).value = inert(x.title);
    xs.getCell(1, 1).font = { bold: true, size: 14 };
    writeTable(xs, "Crosstable", x.header, x.rows, 3);
    let r = 3 + x.rows.length + 2;
    for (const l of x.legend) xs.getCell(r++, 1).value = inert(l);
    printSetup(xs, x.title, 3, isWide(x.header, x.rows) || x.header.length > 12);
  }
  const boards = opts.boards ?? [];
  if (boards.length > 0) {
    // one sheet, the boards one below the other: each its title, then an Excel table "Board2"
    const bs = wb.addWorksheet("Boards");
    let r = 1;
    for (const b of boards) {
      bs.getCell(r, 1).value = inert(b.title);
      bs.getCell(r, 1).font = { bold: true };
      writeTable(bs, `Board${b.board}`, b.header, b.rows, r + 1);
      r += b.rows.length + 3;
    }
    printSetup(bs, "Board prizes", 2, false);
  }
  const buf = await wb.xlsx.writeBuffer();
  return new Uint8Array(buf as ArrayBuffer);
}
