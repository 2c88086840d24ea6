/**
 * The Prizes sheet (src/taskpane/prizes-sheet.ts) and its writing (excel.ts writeOwnSheet with the
 * prizes target), against the fake workbook (fake-excel.ts: Excel's entry rules).
 *
 * Event: examples/club-swiss.trf under its record-202 order; standings and the hand calculation
 * of the shared split in test/browser/prizes.test.ts: 1st 150 Lindqvist (3); 2nd 100 + 3rd 60.01
 * pooled by Hartley (1) and Brennan (4): 16001 cents / 2 = 8000 each, the odd cent to Hartley,
 * the better placed: 80.01 and 80.00; "-Best woman" 40 Fitzgerald (9); U1800 40 shared by Sandhu
 * (10) and Moreau (8), 20 each; unrated 20 Kowalczyk (12). Fund = paid = 410.01.
 */
import * as fs from "fs";
import * as path from "path";
import { computeStandings, type Standings } from "../../src/engine";
import { computePrizes, type PrizeResult } from "../../src/engine/prizes";
import { readPrizeCells } from "../../src/formats/prize-list";
import { parseTrf } from "../../src/formats/trf";
import { readSource, writeOwnSheet, writeStandings } from "../../src/taskpane/excel";
import { PRIZES_TARGET } from "../../src/taskpane/prizes-excel";
import { prizesSheet } from "../../src/taskpane/prizes-sheet";
import { standingsSheet } from "../../src/taskpane/standings-sheet";
import { FakeExcel } from "./fake-excel";

const trf = fs.readFileSync(path.resolve(__dirname, "../../examples/club-swiss.trf"), "latin1");
const t = parseTrf(trf).tournament;
const st: Standings = computeStandings(t, ["BH/C1", "BH", "SB", "DE", "WIN"]);
const LIST = [
  ["Prize", "Amount", "Category"],
  ["1st", 150, ""],
  ["2nd", 100, ""],
  ["3rd", 60.01, ""],
  ["Best U1800", 40, "Rtg<1800"],
  ["-Best woman", 40, "Sex=f"],
  ["Best unrated", 20, "unrated"],
];
const when = new Date(2026, 11, 1, 15, 0);

function result(rows = LIST, split: "shared" | "tiebreak" = "shared"): PrizeResult {
  return computePrizes(st, readPrizeCells(rows, { origin: { sheet: "Prizes", row: 0, col: 0 } }), {
    split,
  });
}

describe("the Prizes sheet block", () => {
  const r = result();
  const sheet = prizesSheet(r, { event: t.name, source: "named range PrizeList", writtenAt: when });
  const top = sheet.tableTop!;
  const header = sheet.table.header;
  const col = (h: string): number => header.indexOf(h);
  const body = sheet.values.slice(top + 1, top + sheet.tableRows);

  test("title and lines above the table, every text with the quote prefix", () => {
    expect(sheet.values[0][0]).toBe(`'Prizes: ${t.name}`);
    expect(sheet.values[1][0]).toBe("'Prize list: named range PrizeList");
    expect(String(sheet.values[2][0])).toMatch(/^'Players tied on points: shared/);
    expect(sheet.values[top]).toEqual(header.map((x) => `'${x}`));
    expect(sheet.values[sheet.notesRow][0]).toBe("'Notes");
  });

  test("the amounts of the hand calculation, as numbers shown with cents", () => {
    const paid: Record<string, number> = {};
    for (const row of body)
      if (row[col("No")] !== "") paid[String(row[col("No")])] = row[col("Paid")] as number;
    expect(paid).toEqual({ "3": 150, "1": 80.01, "4": 80, "9": 40, "10": 20, "8": 20, "12": 20 });
    const f = sheet.numberFormats.slice(top + 1, top + sheet.tableRows);
    for (const row of f) {
      expect(row[col("Paid")]).toBe("0.00");
      expect(row[col("Amount")]).toBe("0.00");
    }
    const notes = sheet.values.slice(sheet.notesRow + 1).map((x) => String(x[0]));
    expect(notes).toContain("'Fund 410.01, paid 410.01");
    expect(notes.some((n) => n.includes("Written at 2026-12-01"))).toBe(true);
  });

  test("whole sums are shown without decimals", () => {
    const whole = LIST.map((row, k) => (k === 3 ? ["3rd", 60, ""] : row));
    const s = prizesSheet(result(whole, "tiebreak"), { source: "x", writtenAt: when });
    expect(s.values[0][0]).toBe("'Prizes");
    const f = s.numberFormats[s.tableTop! + 1];
    expect(f[col("Paid")]).toBe("0");
  });
});

describe("writing the Prizes sheet", () => {
  const content = prizesSheet(result(), { source: "range", writtenAt: when });

  test("beside the user's own Prizes sheet, then updated in place; text stays text", async () => {
    const x = new FakeExcel();
    const mine = x.userSheet("Prizes", [[0, 0, "Prize"]]);
    const first = await writeOwnSheet(x.ctx, content, PRIZES_TARGET);
    expect(first).toMatchObject({ sheetName: "Prizes (2)", created: true });
    expect(mine.cells.size).toBe(1);
    const back = (await readSource(x.ctx, { kind: "address", address: `'Prizes (2)'!A1:I20` }))
      .cells;
    const top = content.tableTop!;
    expect(back[top].slice(0, 3)).toEqual(["Prize", "Category", "Amount"]);
    expect(back.slice(top + 1).map((r) => r[0])).toContain("-Best woman");
    expect([...x.sheet("Prizes (2)").cells.values()].some((c) => c.formula)).toBe(false);
    expect(x.tables.map((tb) => tb.name)).toEqual(["TieBreakPrizes"]);
    const second = await writeOwnSheet(x.ctx, content, PRIZES_TARGET);
    expect(second).toMatchObject({ sheetName: "Prizes (2)", created: false });
    expect(x.sheets).toHaveLength(2);
    expect(x.tables).toHaveLength(1);
  });

  test("the standings and the prizes are two sheets, each updated on its own", async () => {
    const x = new FakeExcel();
    const standings = standingsSheet(st, t, { preset: "x", writtenAt: when });
    await writeStandings(x.ctx, standings);
    await writeOwnSheet(x.ctx, content, PRIZES_TARGET);
    await writeStandings(x.ctx, standings);
    expect(x.sheets.map((s) => s.name)).toEqual(["Standings", "Prizes"]);
    expect(x.sheet("Prizes").at(content.tableTop!, 0).value).toBe("Prize");
  });

  test("a prize list kept on the add-in's own sheet is never cleared: a new sheet instead", async () => {
    const x = new FakeExcel();
    await writeOwnSheet(x.ctx, content, PRIZES_TARGET);
    const own = x.sheet("Prizes");
    own.cell(40, 0).value = "my prize list";
    const res = await writeOwnSheet(x.ctx, content, PRIZES_TARGET, () => {}, ["prizes"]);
    expect(res).toMatchObject({ sheetName: "Prizes (2)", created: true });
    expect(own.at(40, 0).value).toBe("my prize list");
  });
});
