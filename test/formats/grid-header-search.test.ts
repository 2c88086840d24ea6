/**
 * Messages that lead somewhere (test/fixtures/grids/header-*.csv): a header row below a long
 * title block, a two-row merged header, a title line with many commas above a ';' table and
 * German ordinal round headers are read; a sheet without any header row says what was looked
 * for and which row came closest. Every readable file holds the 4-player event of README.md
 * (points 3, 2, ½, ½; Buchholz 3, 4, 5½, 5½).
 */
import ExcelJS from "exceljs";
import { readCsv } from "../../src/formats/csv";
import { GridError, parseGrid } from "../../src/formats/grid";
import { readXlsx } from "../../src/formats/xlsx";
import { gridCells, pointsById, valuesById } from "../helpers/grid-fixtures";

const POINTS = { 1: 3, 2: 2, 3: 0.5, 4: 0.5 };
const BH = { 1: 3, 2: 4, 3: 5.5, 4: 5.5 };

describe("the header row wherever it is", () => {
  for (const [name, headerRow] of [
    ["header-title-block.csv", 13],
    ["header-two-rows.csv", 1],
    ["header-semicolon-title.csv", 1],
    ["header-ordinal-german.csv", 0],
  ] as const) {
    test(name, () => {
      const r = parseGrid(gridCells(name));
      expect(r.layout).toBe("swiss");
      expect(r.tournament.totalRounds).toBe(3);
      expect(pointsById(r.tournament)).toEqual(POINTS);
      expect(valuesById(r.tournament, "BH")).toEqual(BH);
      expect(r.warnings).toEqual([]);
      // the first player is on the row after the header
      expect(r.playerRows[0]).toBe(headerRow + 1);
    });
  }

  test("a title line with more commas than the table's semicolons: the names keep their comma", () => {
    const r = parseGrid(gridCells("header-semicolon-title.csv"));
    expect(r.tournament.players.map((p) => p.name)).toEqual([
      "Adams, Ann",
      "Berg, Ben",
      "Costa, Cas",
      "Dietz, Dan",
    ]);
  });

  test("the CSV separator: the one the table's lines agree on", () => {
    expect(readCsv("Title, with, many, commas, here\na;b;c\n1;2;3\n")[1]).toEqual(["a", "b", "c"]);
    expect(readCsv("a,b,c\n1,2,3\n")[1]).toEqual([1, 2, 3]);
    expect(readCsv('No;Name\n1;"Smith, John"\n2;"Jones, Ann"\n')[2]).toEqual([2, "Jones, Ann"]);
  });

  test("a two-row header with merged cells in an .xlsx", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Results");
    ws.addRows(gridCells("header-two-rows.csv"));
    ws.mergeCells("A1:A2");
    ws.mergeCells("B1:B2");
    ws.mergeCells("C1:E1");
    ws.mergeCells("F1:F2");
    const book = await readXlsx(new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer));
    const r = parseGrid(book.cells, { origin: book.origin });
    expect(r.header).toEqual(["No", "Name", 1, 2, 3, "Pts"].map(String));
    expect(valuesById(r.tournament, "BH")).toEqual(BH);
  });

  test("no header row: what was looked for, and the closest row", () => {
    let issues: { cell: string; message: string }[] = [];
    try {
      parseGrid(gridCells("header-none.csv"));
    } catch (e) {
      if (!(e instanceof GridError)) throw e;
      issues = e.issues;
    }
    expect(issues).toEqual([
      {
        cell: "A3",
        message: expect.stringMatching(
          /^no header row found in the first 50 rows: looked for a row naming the players \(No, Name, Player\.\.\.\) and the rounds \(R1, Round 1, 1st round\.\.\.\).*The closest is this row \("Nummer", "Spieler", "Elo", "Partie eins", "Partie zwei"\): it has a rating column but no round columns$/
        ),
      },
    ]);
  });
});
