/**
 * Prize amounts and rating bounds as spreadsheets write them:
 * - test/fixtures/inputs/prizes-thousands.csv (made by hand, written the German way: ";" between cells,
 *   "." between thousands, "," before the cents): "1.000" is one thousand because the same list
 *   writes "1.000,50" and "250,50"; the category "Rtg<1.800" is a rating below 1800;
 * - test/fixtures/inputs/prizes-ambiguous.csv: "1.000" beside "12.50" could be one thousand or
 *   one (this list writes its decimals with "."), and "50%" is a share, not money: both refused
 *   at their cells;
 * - an .xlsx amount formatted as a percentage (the number 0.5 shown as "50%") is refused at its
 *   cell, as is the same cell in Excel (range.numberFormat read beside range.values).
 */
import * as fs from "fs";
import * as path from "path";
import ExcelJS from "exceljs";
import { OfficeMockObject } from "office-addin-mock";
import { PrizeError } from "../../src/engine/prizes";
import { parseFilter, testFilter, type FilterEnv } from "../../src/engine/prizes/categories";
import type { Player } from "../../src/engine/types";
import { readPrizeFile } from "../../src/formats/prize-file";
import { readPrizeCells } from "../../src/formats/prize-list";
import { isPercentFormat, percentCells } from "../../src/formats/number-format";
import { readSource } from "../../src/taskpane/excel";

const FIXTURES = path.join(__dirname, "..", "fixtures", "inputs");
const fixture = (name: string): Uint8Array =>
  new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));

async function issuesOf(p: Promise<unknown>): Promise<{ where: string; message: string }[]> {
  const e = await p.then(
    () => null,
    (x: unknown) => x
  );
  expect(e).toBeInstanceOf(PrizeError);
  return (e as PrizeError).issues.map((i) => ({ where: i.where, message: i.message }));
}

test("a list that writes 1.000,50 reads 1.000 as one thousand", async () => {
  const r = await readPrizeFile("prizes-thousands.csv", fixture("prizes-thousands.csv"));
  expect(r.list.map((p) => [p.name, p.amount.toString(), p.category])).toEqual([
    ["1. Preis", "1000", null],
    ["2. Preis", "500", null],
    ["3. Preis", "250.5", null],
    ["Bester Senior", "1000.5", "Born<=1966"],
    ["Beste U1800", "100", "Rtg<1.800"],
  ]);
});

test("Rtg<1.800 is a rating below 1800 (not 1.8); U1.800 and Rtg 1.600-1.799 too", () => {
  const env: FilterEnv = { rating: (p) => p.rating, ratingLabel: "rating" };
  const player = (rating: number): Player => ({ id: 1, name: "A", rating, attrs: {}, rounds: [] });
  for (const text of ["Rtg<1.800", "Rtg<1,800", "U1.800", "Rtg 1.600-1.799"]) {
    const f = parseFilter(text);
    expect([testFilter(f, player(1700), env), testFilter(f, player(1850), env)]).toEqual([
      "yes",
      "no",
    ]);
  }
});

test("1.000 beside 12.50, and 50%, are refused at their cells", async () => {
  const issues = await issuesOf(
    readPrizeFile("prizes-ambiguous.csv", fixture("prizes-ambiguous.csv"))
  );
  expect(issues).toEqual([
    {
      where: "B2",
      message:
        'amount "1.000" could be a thousand or one: this list writes decimals with "." (B3 "12.50"); write 1000 or 1.00',
    },
    {
      where: "B4",
      message:
        "amount 50% is a percentage, not a sum of money: write the amount itself (e.g. 500 for 50% of 1000)",
    },
  ]);
});

test("an .xlsx amount formatted as a percentage is refused at its cell", async () => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Prizes");
  ws.addRows([
    ["Prize", "Amount"],
    ["1st", 1000],
    ["2nd", 0.5],
  ]);
  ws.getCell("B3").numFmt = "0%";
  const data = new Uint8Array(await wb.xlsx.writeBuffer());
  expect(await issuesOf(readPrizeFile("p.xlsx", data))).toEqual([
    {
      where: "Prizes!B3",
      message:
        "amount 50% is a percentage, not a sum of money: write the amount itself (e.g. 500 for 50% of 1000)",
    },
  ]);
  // the same number shown as money is money: 0.50
  ws.getCell("B3").numFmt = "#,##0.00 €";
  const ok = await readPrizeFile("p.xlsx", new Uint8Array(await wb.xlsx.writeBuffer()));
  expect(ok.list.map((p) => p.amount.toString())).toEqual(["1000", "0.5"]);
});

test("percentage formats: a % outside quotes and escapes", () => {
  expect(["0%", "0.00%", "#,##0.0%;-0%"].map(isPercentFormat)).toEqual([true, true, true]);
  expect(['0 "%"', "0\\%", "General", "#,##0.00 €", 0].map(isPercentFormat)).toEqual([
    false,
    false,
    false,
    false,
    false,
  ]);
  expect(
    percentCells([
      ["General", "0%"],
      ["@", "0.0%"],
    ])
  ).toEqual([
    [0, 1],
    [1, 1],
  ]);
});

test("in Excel the pane reads the number formats beside the values (after load and sync)", async () => {
  const seed = {
    workbook: {
      worksheets: {
        sheet: {
          range: {
            address: "Prizes!A1:B3",
            values: [
              ["Prize", "Amount"],
              ["1st", 1000],
              ["2nd", 0.5],
            ],
            numberFormat: [
              ["General", "General"],
              ["General", "#,##0"],
              ["General", "0%"],
            ],
            rowIndex: 0,
            columnIndex: 0,
            worksheet: { name: "Prizes" },
          },
          getRange: function () {
            return this.range;
          },
        },
        getItem: function () {
          return this.sheet;
        },
      },
    },
  };
  const ctx = new OfficeMockObject(seed) as unknown as Excel.RequestContext;
  const data = await readSource(
    ctx,
    { kind: "address", address: "Prizes!A1:B3" },
    { formats: true }
  );
  expect(data.formats?.[2][1]).toBe("0%");
  let thrown: unknown;
  try {
    readPrizeCells(data.cells, {
      origin: { sheet: data.sheet, row: data.row, col: data.col },
      percentCells: percentCells(data.formats ?? []),
    });
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(PrizeError);
  expect((thrown as PrizeError).issues.map((i) => i.where)).toEqual(["Prizes!B3"]);
});
