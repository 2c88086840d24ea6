/**
 * Spreadsheets read the way they were left, within documented limits.
 * - a formula without a computed value is an error at its cell, not a blank round;
 * - the used range is bounded by the data: one stray cell at XFD1048576 is left out with a
 *   warning instead of a 17-billion-cell sheet;
 * - an archive whose parts inflate past XLSX_LIMITS is refused from its declared sizes before
 *   anything is inflated, and a part lying about its size is refused while inflating;
 * - the standalone page (same reader) answers with a message instead of crashing the tab.
 */
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { isInputError } from "../../src/engine";
import { GridError, parseGrid } from "../../src/formats/grid";
import { checkArchive, readXlsx, XLSX_LIMITS, zipEntries } from "../../src/formats/xlsx";
import { readFile } from "../../src/taskpane/standalone";

async function bytesOf(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

function results(wb: ExcelJS.Workbook): ExcelJS.Worksheet {
  const ws = wb.addWorksheet("Results");
  ws.addRow(["No", "Name", "R1", "R2"]);
  ws.addRow([1, "A", "2w1", "2b½"]);
  ws.addRow([2, "B", "1b0", "1w½"]);
  return ws;
}

/** Rewrites the declared uncompressed size of one part in the central directory. */
function declareSize(bytes: Uint8Array, part: string, size: number): Uint8Array {
  const out = bytes.slice();
  const view = new DataView(out.buffer);
  const e = zipEntries(out).find((x) => x.name === part)!;
  // find the central directory record of that part: signature, then its name at +46
  for (let p = 0; p + 46 < out.length; p++) {
    if (view.getUint32(p, true) !== 0x02014b50) continue;
    const len = view.getUint16(p + 28, true);
    const name = new TextDecoder().decode(out.subarray(p + 46, p + 46 + len));
    if (name === part && view.getUint32(p + 42, true) === e.offset) {
      view.setUint32(p + 24, size, true);
      return out;
    }
  }
  throw new Error(`no ${part}`);
}

describe("formulas without a computed value", () => {
  it("are an error at their cell with what to do", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = results(wb);
    ws.getCell("D3").value = { formula: 'IF(A1="","1b0","")' } as ExcelJS.CellFormulaValue;
    const book = await readXlsx(await bytesOf(wb));
    let issues: { cell: string; message: string }[] = [];
    try {
      parseGrid(book.cells, { origin: book.origin });
    } catch (e) {
      expect(e).toBeInstanceOf(GridError);
      issues = (e as GridError).issues;
      expect((e as GridError).reason).toBe("missing");
    }
    expect(issues).toEqual([
      {
        cell: "Results!D3",
        message:
          '=IF(A1="","1b0",""): formula without a computed value: open and save the file in Excel or LibreOffice',
      },
    ]);
  });

  it("a formula with its cached value reads as that value", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = results(wb);
    ws.getCell("D3").value = { formula: '"1w½"', result: "1w½" } as ExcelJS.CellFormulaValue;
    const book = await readXlsx(await bytesOf(wb));
    expect(parseGrid(book.cells, { origin: book.origin }).tournament.players[1].rounds[1]).toEqual({
      kind: "game",
      opponent: 1,
      outcome: "draw",
      colour: "w",
    });
  });
});

describe("the used range is bounded by the data", () => {
  it("a stray cell at XFD1048576 is left out with a warning; the table is read", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = results(wb);
    ws.getCell("XFD1048576").value = "x";
    const started = Date.now();
    const book = await readXlsx(await bytesOf(wb));
    expect(Date.now() - started).toBeLessThan(20000);
    expect(book.cells).toHaveLength(3);
    expect(book.cells[0]).toHaveLength(4);
    expect(book.warnings).toEqual([
      {
        cell: "Results!XFD1048576",
        message: expect.stringMatching(
          /1 cell\(s\) far from the table left out \(XFD1048576\).*D3/
        ),
      },
    ]);
    expect(parseGrid(book.cells, { origin: book.origin }).tournament.players).toHaveLength(2);
  });

  it("notes a few rows below the table stay in the range", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = results(wb);
    ws.getCell("A10").value = "Arbiter: N.N.";
    const book = await readXlsx(await bytesOf(wb));
    expect(book.cells).toHaveLength(10);
    expect(book.warnings).toEqual([]);
  });
});

describe("archive size limits (XLSX_LIMITS: 40 MB a part, 100 MB a workbook)", () => {
  it("a part declaring more than the limit is refused before inflating", async () => {
    const wb = new ExcelJS.Workbook();
    results(wb);
    const bytes = declareSize(await bytesOf(wb), "xl/worksheets/sheet1.xml", 1024 * 1024 * 1024);
    const err = await readXlsx(bytes).catch((e: unknown) => e);
    expect(isInputError(err)).toBe(true);
    expect((err as { reason: string }).reason).toBe("too-large");
    expect((err as Error).message).toMatch(
      /xl\/worksheets\/sheet1\.xml inflates to 1024 MB .*more than the 40 MB read for one part/
    );
  });

  it("a part that inflates past what it declares is refused while inflating", async () => {
    // 3 MB of sheet XML (zeros compress to a few KB) declared as 100 bytes
    const zip = new JSZip();
    zip.file("[Content_Types].xml", "<Types/>");
    zip.file(
      "xl/worksheets/sheet1.xml",
      "<sheetData>" + " ".repeat(3 * 1024 * 1024) + "</sheetData>"
    );
    const real = new Uint8Array(
      await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" })
    );
    expect(real.length).toBeLessThan(100_000);
    const bytes = declareSize(real, "xl/worksheets/sheet1.xml", 100);
    const err = await checkArchive(bytes).catch((e: unknown) => e);
    expect(isInputError(err)).toBe(true);
    expect((err as Error).message).toMatch(/inflates past .* although it declares less/);
    await expect(checkArchive(real)).resolves.toBeUndefined();
  });

  it("the whole workbook past the total limit is refused", async () => {
    const saved = { ...XLSX_LIMITS };
    XLSX_LIMITS.total = 1000;
    try {
      const wb = new ExcelJS.Workbook();
      results(wb);
      const err = await readXlsx(await bytesOf(wb)).catch((e: unknown) => e);
      expect((err as Error).message).toMatch(/the workbook inflates to .*read for one workbook/);
    } finally {
      Object.assign(XLSX_LIMITS, saved);
    }
  });

  it("the standalone page answers with the message instead of crashing", async () => {
    const wb = new ExcelJS.Workbook();
    results(wb);
    const bytes = declareSize(await bytesOf(wb), "xl/worksheets/sheet1.xml", 2 ** 31);
    const out = await readFile(new File([bytes as BlobPart], "bomb.xlsx"));
    expect(out.ok).toBe(false);
    expect(!out.ok && out.problems[0].message).toMatch(/inflates to 2048 MB/);
    // and a stray cell's warning reaches the page's warnings
    const wb2 = new ExcelJS.Workbook();
    results(wb2).getCell("XFD1048576").value = "x";
    const ok = await readFile(new File([(await bytesOf(wb2)) as BlobPart], "stray.xlsx"));
    expect(ok.ok && ok.loaded.warnings[0].message).toMatch(/far from the table/);
  });
});
