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
import type { GridOrigin } from "./grid-common";
import type { StandingsTable } from "./table";

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
    if ("formula" in o || "sharedFormula" in o) return "result" in o ? plain(o.result) : null;
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
 * A sheet of an .xlsx workbook as a 2-D array of plain values (the used range), the sheet's
 * name and the range's origin. `sheet`: a sheet name (exact, else case-insensitive); default
 * the first sheet. Throws an Error naming the sheets when the sheet is not there.
 */
export async function readXlsx(
  data: Uint8Array | ArrayBuffer,
  sheet?: string
): Promise<{ sheet: string; cells: unknown[][]; origin: GridOrigin }> {
  const wb = new ExcelJS.Workbook();
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheets = wb.worksheets;
  if (sheets.length === 0) throw new Error("the workbook has no sheets");
  let ws = sheets[0];
  if (sheet !== undefined) {
    const found =
      sheets.find((s) => s.name === sheet) ??
      sheets.find((s) => s.name.toLowerCase() === sheet.toLowerCase());
    if (!found) {
      throw new Error(
        `no sheet "${sheet}" in the workbook (sheets: ${sheets.map((s) => s.name).join(", ")})`
      );
    }
    ws = found;
  }
  let top = Infinity;
  let left = Infinity;
  let bottom = 0;
  let right = 0;
  ws.eachRow({ includeEmpty: false }, (row, r) => {
    row.eachCell({ includeEmpty: false }, (cell, c) => {
      if (plain(cell.value) === null) return;
      top = Math.min(top, r);
      bottom = Math.max(bottom, r);
      left = Math.min(left, c);
      right = Math.max(right, c);
    });
  });
  if (bottom === 0)
    return { sheet: ws.name, cells: [], origin: { sheet: ws.name, row: 0, col: 0 } };
  const cells: unknown[][] = [];
  for (let r = top; r <= bottom; r++) {
    const row = ws.getRow(r);
    const out: unknown[] = [];
    for (let c = left; c <= right; c++) {
      out.push(cellValue(row.getCell(c)));
    }
    cells.push(out);
  }
  return { sheet: ws.name, cells, origin: { sheet: ws.name, row: top - 1, col: left - 1 } };
}

/** Decimals needed to show every number of a column exactly (at most 4). */
function decimalsOf(values: unknown[]): number {
  let d = 0;
  for (const v of values) {
    if (typeof v !== "number" || Number.isInteger(v)) continue;
    const s = String(v);
    const frac = s.includes("e") ? 4 : (s.split(".")[1] ?? "").length;
    d = Math.max(d, Math.min(frac, 4));
  }
  return d;
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

/** The standings as a real .xlsx workbook: a formatted Excel table named "Standings" and a notes block. */
export async function writeStandingsXlsx(table: StandingsTable): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.creator = "tiebreaks";
  const ws = wb.addWorksheet("Standings", { views: [{ state: "frozen", ySplit: 1 }] });
  const names = uniqueNames(table.header);
  const width = Math.max(names.length, ...table.rows.map((r) => r.length));
  while (names.length < width) names.push(`Column ${names.length + 1}`);
  const rows = table.rows.map((r) =>
    names.map((_, c) => {
      const v = r[c];
      // "" (an undefined value) is written as an empty cell
      if (typeof v === "number") return Number.isFinite(v) ? v : null;
      return v === undefined || v === null || v === "" ? null : v;
    })
  );
  if (rows.length > 0) {
    ws.addTable({
      name: "Standings",
      ref: "A1",
      headerRow: true,
      totalsRow: false,
      style: { theme: "TableStyleMedium2", showRowStripes: true },
      columns: names.map((name) => ({ name, filterButton: true })),
      rows,
    });
  } else {
    ws.addRow(names).font = { bold: true };
  }
  names.forEach((name, c) => {
    const col = ws.getColumn(c + 1);
    const values = rows.map((r) => r[c]);
    const numeric = values.some((v) => typeof v === "number");
    if (numeric) {
      const d = decimalsOf(values);
      const fmt = d === 0 ? "0" : `0.${"0".repeat(d)}`;
      for (let r = 0; r < rows.length; r++) {
        if (typeof rows[r][c] === "number") ws.getCell(r + 2, c + 1).numFmt = fmt;
      }
    }
    const longest = Math.max(name.length + 3, ...values.map((v) => String(v ?? "").length + 1));
    col.width = Math.min(Math.max(longest, 6), 60);
    col.alignment = numeric ? { horizontal: "right" } : { horizontal: "left" };
  });
  if (table.notes.length) {
    let r = rows.length + 3;
    const title = ws.getCell(r, 1);
    title.value = "Notes";
    title.font = { bold: true };
    for (const note of table.notes) {
      r++;
      const cell = ws.getCell(r, 1);
      cell.value = note;
      cell.alignment = { horizontal: "left", wrapText: false };
    }
  }
  const buf = await wb.xlsx.writeBuffer();
  return new Uint8Array(buf as ArrayBuffer);
}
