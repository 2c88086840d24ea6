/**
 * The prize list in the built page, in headless Chromium (harness.ts): outside Excel from a
 * prize-list file, and inside Excel (fake-office.js) from a named range, with the Prizes sheet.
 * The amounts are checked against the hand calculation below, not against the program.
 *
 * The event is the bundled example examples/club-swiss.trf, ordered by its record 202
 * (BH/C1, BH, SB, DE, WIN). Its standings (start number in brackets; test/cli/prizes-command.test.ts):
 *   1 Lindqvist (3) 4.0 f 2046; 2 Hartley (1) 3.5, 3 Brennan (4) 3.5; 4 Achterberg (7) 3.0 1811;
 *   5 Okafor (2) 2.5 2105, 6 Fitzgerald (9) 2.5 f 1690, 7 Castellano (5) 2.5 1932,
 *   8 Sandhu (10) 2.5 1602, 9 Moreau (8) 2.5 1755; 10 Novak (6) 2.0 f 1870, 11 Whitaker (11)
 *   2.0 1540; 12 Kowalczyk (12) 0.0 unrated.
 *
 * Page: the prize list 1st 150, 2nd 100, 3rd 60, "Beste U1800 (Schüler)" €40 (Rtg<1800), Best
 * woman 40 (Sex=f), Best unrated 20, saved in Windows-1252 ("ü" and "€" as single bytes) with
 * semicolons, split hort. By hand:
 *   1st 150 to Lindqvist (nobody else on 4.0).
 *   2nd-3rd: Hartley and Brennan tied on 3.5. Hort: each prize half by the ranking, half pooled:
 *   2nd: 50 to Hartley + 50 to the pool; 3rd: 30 to Brennan + 30 to the pool; pool 80 / 2 = 40.
 *   Hartley 90, Brennan 70.
 *   On 2.5 the group takes U1800 and Best woman; Fitzgerald (1690, f), Sandhu (1602) and Moreau
 *   (1755) are eligible; shared, 80 / 3 = 26.67 < 40 for Fitzgerald alone, so she takes Best
 *   woman (40) and Sandhu and Moreau the U1800 prize (decisions.md, US Chess 32B3), under Hort
 *   20 by the ranking to Sandhu and 20 pooled: Sandhu 30, Moreau 10.
 *   Best unrated 20 to Kowalczyk. Paid 150 + 160 + 40 + 40 + 20 = 410 = the fund.
 *
 * Pane: the prize list on the organiser's own sheet "Prizes", named PrizeList; the Prizes sheet
 * goes beside it ("Prizes (2)") and is updated in place; "Read again" reads a corrected amount;
 * a bad amount is listed at its cell and a click selects it; the range and the split come back
 * when the workbook is reopened. Its list is the page's (third prize 60.01, a prize called
 * "-Best woman"), split shared:
 *   1st 150 Lindqvist; 2nd + 3rd = 160.01 pooled by Hartley and Brennan: 80.00 each and the odd
 *   cent to the better placed, Hartley 80.01, Brennan 80.00; Best woman 40 Fitzgerald; U1800 40
 *   shared by Sandhu and Moreau, 20 each; unrated 20 Kowalczyk. Paid 410.01.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Page } from "playwright-core";
import { readCsv } from "../../src/formats/csv";
import { makeGrid } from "../../src/formats/grid-make";
import { parseTrf } from "../../src/formats/trf";
import { axeSerious } from "./a11y";
import {
  offLoopback,
  ROOT,
  seedWorkbook,
  sheetCells,
  startHarness,
  watchErrors,
  type Harness,
} from "./harness";

const TRF = path.join(ROOT, "examples/club-swiss.trf");

/** The page's prize table as {prize, no, paid} rows (paid as shown). */
async function prizeRows(page: Page): Promise<{ prize: string; no: string; paid: string }[]> {
  return page.$$eval("#prizes tbody tr", (trs) =>
    trs.map((tr) => {
      const at = (c: string): string =>
        (tr.querySelector(`td[data-col="${c}"]`)?.textContent ?? "").trim();
      return { prize: at("Prize"), no: at("No"), paid: at("Paid") };
    })
  );
}

/** Start number -> total paid, from the table rows. */
function totals(rows: { no: string; paid: string }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of rows) if (r.no) out[r.no] = (out[r.no] ?? 0) + Number(r.paid);
  return out;
}

describe("prizes on the page outside Excel", () => {
  let h: Harness;
  let tmp: string;
  beforeAll(async () => {
    h = await startHarness({ downloads: true });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tb-prizes-"));
  }, 60000);
  afterAll(async () => {
    await h?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test("a Windows-1252 prize list, Hort split, the table and its downloads", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 20000 });
    await page.setInputFiles("#file-input", TRF);
    await page.waitForSelector("#source-summary >> text=12 players");
    await page.waitForFunction(
      () => document.querySelector("#standings tbody tr th")?.textContent === "Lindqvist, Maja"
    );

    const list =
      "Prize;Amount;Category\r\n1st;150;\r\n2nd;100;\r\n3rd;60;\r\n" +
      "Beste U1800 (Schüler);€40;Rtg<1800\r\nBest woman;40;Sex=f\r\nBest unrated;20;unrated\r\n";
    const file = path.join(tmp, "preise.csv");
    // Windows-1252: "ü" is 0xFC as in Latin-1, "€" is 0x80
    fs.writeFileSync(file, Buffer.from(list.replace("€", "\x80"), "latin1"));
    await page.selectOption("#prize-split", "hort");
    await page.setInputFiles("#prize-input", file);
    await page.waitForSelector("#prizes tbody tr");
    const rows = await prizeRows(page);
    expect(rows.map((r) => r.prize)).toContain("Beste U1800 (Schüler)");
    expect(totals(rows)).toEqual({
      "3": 150,
      "1": 90,
      "4": 70,
      "9": 40,
      "10": 30,
      "8": 10,
      "12": 20,
    });
    expect(await page.textContent("#prize-notes")).toContain("Fund 410, paid 410");
    expect(await axeSerious(page)).toEqual([]);

    // the split can be changed afterwards: tiebreak gives 2nd 100 to Hartley, 3rd 60 to Brennan
    await page.selectOption("#prize-split", "tiebreak");
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#prizes td[data-col="Paid"]')].some(
        (td) => td.textContent === "100"
      )
    );
    expect(totals(await prizeRows(page))).toMatchObject({ "1": 100, "4": 60 });
    await page.selectOption("#prize-split", "hort");
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#prizes td[data-col="Paid"]')].some(
        (td) => td.textContent === "90"
      )
    );

    // downloads: the same table as CSV (amounts as numbers), a real workbook, an HTML page
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.click("#download-prizes-csv"),
    ]);
    const cells = readCsv(fs.readFileSync((await csv.path())!, "utf8"));
    expect(cells[0].slice(0, 3)).toEqual(["Prize", "Category", "Amount"]);
    const paid = cells[0].indexOf("Paid");
    const no = cells[0].indexOf("No");
    const hartley = cells.find((r) => String(r[no]) === "1")!;
    expect(Number(hartley[paid])).toBe(90);
    const [xlsx] = await Promise.all([
      page.waitForEvent("download"),
      page.click("#download-prizes-xlsx"),
    ]);
    expect(xlsx.suggestedFilename()).toBe("preise-awarded.xlsx");
    expect(
      fs
        .readFileSync((await xlsx.path())!)
        .subarray(0, 2)
        .toString("latin1")
    ).toBe("PK");
    const [html] = await Promise.all([
      page.waitForEvent("download"),
      page.click("#download-prizes-html"),
    ]);
    expect(fs.readFileSync((await html.path())!, "utf8")).toContain("Beste U1800 (Schüler)");

    // a bad prize list: the problem at its cell, no table
    const bad = path.join(tmp, "bad.csv");
    fs.writeFileSync(bad, "Prize,Amount\n1st,100\n2nd,a lot\n");
    await page.setInputFiles("#prize-input", bad);
    await page.waitForSelector("#prize-problems.error");
    expect(await page.textContent("#prize-problem-list")).toMatch(/B3: amount "a lot"/);
    expect(await page.isVisible("#prizes-wrap")).toBe(false);
    expect(await axeSerious(page)).toEqual([]);

    expect(errors).toEqual([]);
    expect(offLoopback(h.requests)).toEqual([]);
  }, 90000);
});

describe("prizes inside Excel (in-memory workbook)", () => {
  let h: Harness;
  const t = parseTrf(fs.readFileSync(TRF, "latin1")).tournament;
  const grid = makeGrid(t, "swiss");
  const lastCol = String.fromCharCode(64 + grid[0].length);
  const prizeList = [
    ["Prize", "Amount", "Category"],
    ["1st", 150, ""],
    ["2nd", 100, ""],
    ["3rd", 60.01, ""],
    ["Best U1800", 40, "Rtg<1800"],
    ["-Best woman", 40, "Sex=f"],
    ["Best unrated", 20, "unrated"],
  ];
  beforeAll(async () => {
    h = await startHarness({ fakeOffice: true });
    await seedWorkbook(h, {
      sheets: [
        { name: "Results", cells: grid },
        // the organiser's own sheet called Prizes, with the prize list on it
        { name: "Prizes", cells: prizeList },
      ],
      selection: { sheet: "Results", address: `A1:${lastCol}${grid.length}` },
      names: [{ name: "PrizeList", sheet: "Prizes", address: "A1:C7" }],
    });
  }, 60000);
  afterAll(async () => {
    await h?.close();
  });

  test("a named prize list, the shared split, the Prizes sheet beside the user's", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    await page.click("#use-selection");
    await page.waitForSelector("#source-summary >> text=12 players");
    // the grid carries no record 202: the example's order typed in
    await page.locator("#order-text").fill("BH/C1, BH, SB, DE, WIN");
    await page.locator("#order-text").press("Enter");
    await page.waitForFunction(
      () => document.querySelector("#standings tbody tr th")?.textContent === "Lindqvist, Maja"
    );

    await page.selectOption("#prize-split", "shared");
    await page.selectOption("#prize-pick", "name:PrizeList");
    await page.waitForSelector("#prizes tbody tr");
    const rows = await prizeRows(page);
    expect(totals(rows)).toEqual({
      "3": 150,
      "1": 80.01,
      "4": 80,
      "9": 40,
      "10": 20,
      "8": 20,
      "12": 20,
    });
    expect(rows.find((r) => r.no === "1")!.paid).toBe("80.01");
    expect(await axeSerious(page)).toEqual([]);

    await page.click("#write-prizes");
    await page.waitForSelector('#prize-status >> text=Wrote the sheet "Prizes (2)"');
    const sheet = (await sheetCells(page, "Prizes (2)"))!;
    // the user's Prizes sheet is as it was
    const mine = (await sheetCells(page, "Prizes"))!;
    expect(mine["5,0"].value).toBe("-Best woman");
    expect(mine["3,1"].value).toBe(60.01);
    // our sheet: no formula anywhere; the table's header row, then the amounts as numbers
    expect(Object.values(sheet).filter((c) => c.formula !== undefined)).toEqual([]);
    const headerRow = Number(
      Object.entries(sheet)
        .find(([, c]) => c.value === "Prize")![0]
        .split(",")[0]
    );
    const header: string[] = [];
    for (let c = 0; sheet[`${headerRow},${c}`]; c++)
      header.push(String(sheet[`${headerRow},${c}`].value));
    const col = (name: string): number => header.indexOf(name);
    const paidBy: Record<string, number> = {};
    const prizes: unknown[] = [];
    for (let r = headerRow + 1; sheet[`${r},0`] && sheet[`${r},0`].value !== ""; r++) {
      prizes.push(sheet[`${r},${col("Prize")}`].value);
      const no = sheet[`${r},${col("No")}`].value;
      if (no !== "") paidBy[String(no)] = sheet[`${r},${col("Paid")}`].value as number;
    }
    expect(paidBy).toEqual({ "3": 150, "1": 80.01, "4": 80, "9": 40, "10": 20, "8": 20, "12": 20 });
    expect(prizes).toContain("-Best woman"); // text stays text

    // the organiser corrects the 1st prize in the list (150 -> 200): "Read again" reads it again
    await page.evaluate(() => {
      const f = (
        window as unknown as {
          __fakeExcel: { sheet(n: string): { cell(r: number, c: number): { value: unknown } } };
        }
      ).__fakeExcel;
      f.sheet("Prizes").cell(1, 1).value = 200;
    });
    await page.click("#reload");
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#prizes td[data-col="Paid"]')].some(
        (td) => td.textContent === "200.00"
      )
    );
    expect(totals(await prizeRows(page))["3"]).toBe(200);

    // again with Hort: the same sheet is updated, the user's is untouched
    await page.selectOption("#prize-split", "hort");
    await page.click("#write-prizes");
    await page.waitForSelector('#prize-status >> text=Updated the sheet "Prizes (2)"');
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __fakeExcel: { sheets: unknown[] } }).__fakeExcel.sheets.length
      )
    ).toBe(3);

    // a bad amount in the list: the problem at its cell, and a click selects that cell
    await page.evaluate(() => {
      const f = (
        window as unknown as {
          __fakeExcel: { sheet(n: string): { cell(r: number, c: number): { value: unknown } } };
        }
      ).__fakeExcel;
      f.sheet("Prizes").cell(2, 1).value = "a lot";
    });
    await page.click("#reload");
    await page.waitForSelector("#prize-problems.error .problem-link");
    const link = page.locator("#prize-problem-list .problem-link").first();
    expect(await link.textContent()).toMatch(/^'?Prizes'?!B3: amount "a lot"/);
    await link.click();
    await page.waitForFunction(
      () => (window as unknown as { __fakeExcel: { selected: string } }).__fakeExcel.selected !== ""
    );
    expect(
      await page.evaluate(
        () => (window as unknown as { __fakeExcel: { selected: string } }).__fakeExcel.selected
      )
    ).toBe("Prizes!B3");
    expect(await page.isVisible("#prizes-wrap")).toBe(false);

    // a named range made while the pane was closed is offered when the pane is shown again
    const handlers = await page.evaluate(() => {
      const f = (
        window as unknown as {
          __fakeExcel: { names: object[]; showPane(): number };
        }
      ).__fakeExcel;
      f.names.push({ name: "MorePrizes", sheet: "Prizes", address: "A1:C4" });
      return f.showPane();
    });
    expect(handlers).toBe(1);
    await page.waitForSelector('#prize-pick option[value="name:MorePrizes"]', {
      state: "attached",
    });

    // reopen (the settings live in the workbook): the prize list range and the split come back
    await page.reload();
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    await page.waitForSelector("#prize-source-label >> text=PrizeList");
    expect(await page.inputValue("#prize-split")).toBe("hort");

    expect(errors).toEqual([]);
    expect(offLoopback(h.requests)).toEqual([]);
  }, 90000);
});
