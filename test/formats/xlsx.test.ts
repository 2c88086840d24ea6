import ExcelJS from "exceljs";
import JSZip from "jszip";
import { GridError, makeGrid, parseGrid } from "../../src/formats/grid";
import { readXlsx, writeStandingsXlsx } from "../../src/formats/xlsx";
import { loadFixture } from "../helpers/fixtures";

async function bytesOf(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

describe("readXlsx", () => {
  it("plain values: numbers, text, booleans, formula results, rich text, hyperlinks, dates, errors, merged cells", async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("Cover").getCell("A1").value = "not this one";
    const ws = wb.addWorksheet("Results");
    // the table starts at B3 (title rows above are empty here)
    ws.getCell("B3").value = 1;
    ws.getCell("C3").value = "12w½";
    ws.getCell("D3").value = true;
    ws.getCell("E3").value = { formula: "1+2", result: 3 };
    ws.getCell("B4").value = {
      richText: [{ text: "Ava " }, { font: { bold: true }, text: "Chen" }],
    };
    ws.getCell("C4").value = { text: "site", hyperlink: "https://example.org" };
    ws.getCell("D4").value = new Date(Date.UTC(2026, 2, 1));
    ws.getCell("E4").value = { error: "#N/A" };
    ws.getCell("B5").value = "merged";
    ws.mergeCells("B5:C5");
    ws.getCell("E5").value = { formula: 'A1&"x"', result: "text result" };
    const r = await readXlsx(await bytesOf(wb), "results");
    expect(r.sheet).toBe("Results");
    expect(r.origin).toEqual({ sheet: "Results", row: 2, col: 1 });
    expect(r.cells).toEqual([
      [1, "12w½", true, 3],
      ["Ava Chen", "site", "2026-03-01", "#N/A"],
      ["merged", null, null, "text result"],
    ]);
    const first = await readXlsx(await bytesOf(wb));
    expect(first.sheet).toBe("Cover");
    expect(first.cells).toEqual([["not this one"]]);
  });

  it("a missing sheet is an error naming the sheets; an ArrayBuffer is accepted", async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("A");
    wb.addWorksheet("B");
    const bytes = await bytesOf(wb);
    await expect(readXlsx(bytes, "C")).rejects.toThrow(/no sheet "C".*A, B/);
    const ab = bytes.buffer.slice(
      bytes.byteOffset,
      bytes.byteOffset + bytes.byteLength
    ) as ArrayBuffer;
    expect((await readXlsx(ab, "B")).cells).toEqual([]);
  });

  it("a Swiss table in a workbook: the fixture's tournament; issues carry sheet addresses", async () => {
    const fx = loadFixture("seeds/arena-swiss-5.json");
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Round 4");
    ws.getCell("A1").value = "Arena club, April";
    (fx.grid as (string | number)[][]).forEach((row, r) =>
      row.forEach((v, c) => (ws.getCell(r + 3, c + 2).value = v))
    );
    const book = await readXlsx(await bytesOf(wb));
    const r = parseGrid(book.cells, { origin: book.origin });
    expect(r.tournament.players).toEqual(
      parseGrid(fx.grid).tournament.players.map((p) => ({
        ...p,
        source: r.tournament.players.find((q) => q.id === p.id)!.source,
      }))
    );
    // a bad token in the sheet: the message names the sheet cell
    ws.getCell("E5").value = "1x0";
    const bad = await readXlsx(await bytesOf(wb));
    try {
      parseGrid(bad.cells, { origin: bad.origin });
      throw new Error("expected a GridError");
    } catch (e) {
      expect(e).toBeInstanceOf(GridError);
      // the grid's header is row 3 of the sheet (after the title and a blank row), No in column B
      expect((e as GridError).issues[0].cell).toBe("'Round 4'!E5");
    }
  });

  it("makeGrid written to a sheet and read back gives the same tournament", async () => {
    const fx = loadFixture("seeds/de-round-robin-5.json");
    const t = parseGrid(fx.crosstable).tournament;
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Crosstable");
    makeGrid(t, "crosstable").forEach((row) => ws.addRow(row));
    const book = await readXlsx(await bytesOf(wb));
    expect(
      parseGrid(book.cells, { origin: book.origin }).tournament.players.map((p) => p.rounds)
    ).toEqual(t.players.map((p) => p.rounds));
  });
});

describe("writeStandingsXlsx", () => {
  const table = {
    header: ["Rank", "No", "Name", "Rating", "Points", "SB", "ARO", "Decided by"],
    rows: [
      [1, 1, "Ava Chen", 1420, 3.5, 6.75, 1230, "SB"],
      ["2=", 2, "=Chloe+Ng", 1350, 3.5, 4.75, "", ""],
      ["2=", 5, "-", "", 1, 0, 1350, ""],
    ] as (string | number)[][],
    notes: ["Rules: FIDE C.07 (2026)", "Order: SB, ARO", "=1+1 is a note, not a formula"],
  };

  it("writes a real workbook: an Excel table with header, rows, number formats, widths and notes", async () => {
    const bytes = await writeStandingsXlsx(table);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const ws = wb.getWorksheet("Standings")!;
    expect(ws).toBeDefined();
    // values come back as written, text stays text (no formula)
    const back = await readXlsx(bytes);
    expect(back.cells.slice(0, 4)).toEqual([
      table.header,
      ...table.rows.map((r) => r.map((v) => (v === "" ? null : v))),
    ]);
    expect(ws.getCell("C3").type).toBe(ExcelJS.ValueType.String);
    expect(ws.getCell("C3").formula).toBeUndefined();
    // number formats: enough decimals for every value of the column
    expect(ws.getCell("E2").numFmt).toBe("0.0");
    expect(ws.getCell("F2").numFmt).toBe("0.00");
    expect(ws.getCell("D2").numFmt).toBe("0");
    // widths follow the longest entry
    expect(ws.getColumn(3).width).toBeGreaterThanOrEqual("=Chloe+Ng".length);
    expect(ws.getColumn(3).width).toBeLessThanOrEqual(60);
    // notes block below the table
    expect(back.cells[5]).toEqual(["Notes", null, null, null, null, null, null, null]);
    expect(back.cells.slice(6).map((r) => r[0])).toEqual(table.notes);
    // the table part: a named Excel table over the header and rows, with an autofilter
    const zip = await JSZip.loadAsync(bytes);
    const tableXml = await zip.file(/xl\/tables\/table\d+\.xml/)[0].async("string");
    expect(tableXml).toMatch(/name="Standings"/);
    expect(tableXml).toMatch(/ref="A1:H4"/);
    expect(tableXml).toMatch(/autoFilter/);
    expect(tableXml).toMatch(/TableStyleMedium2/);
    expect(tableXml.match(/<tableColumn /g)).toHaveLength(8);
  });

  it("an empty standings table still writes a workbook with the header", async () => {
    const back = await readXlsx(
      await writeStandingsXlsx({ header: ["Rank", "Name"], rows: [], notes: [] })
    );
    expect(back.cells).toEqual([["Rank", "Name"]]);
  });

  it("duplicate or blank header names are made unique (Excel tables require it)", async () => {
    const back = await readXlsx(
      await writeStandingsXlsx({ header: ["BH", "BH", ""], rows: [[1, 2, 3]], notes: [] })
    );
    expect(back.cells[0]).toEqual(["BH", "BH (2)", "Column 3"]);
  });
});
