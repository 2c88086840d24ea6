/**
 * The built task pane in its Excel mode, in headless Chromium, against an in-memory workbook
 * (test/browser/fake-office.js is served in place of office.js; see harness.ts). Real Excel is
 * not available on Linux; this checks the pane's own wiring end to end:
 * - the results range from the selection, remembered in the workbook settings;
 * - "Write standings" never overwrites the user's sheet called Standings, and re-running
 *   updates the sheet it created;
 * - the order (and the range) are restored when the workbook is reopened (page reload with the
 *   same settings);
 * - a bad grid lists its problems, and clicking one selects the offending cell;
 * - Import TRF writes a new results sheet with a =TIEBREAK.STANDINGS formula beside the grid.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Page } from "playwright-core";
import { makeTrf } from "../../src/formats/trf-write";
import { loadFixture, tournamentFromRounds } from "../helpers/fixtures";
import {
  offLoopback,
  OUT,
  seedWorkbook,
  sheetCells,
  startHarness,
  tableRows,
  watchErrors,
  type Harness,
} from "./harness";

async function fake<T>(page: Page, expr: string): Promise<T> {
  return page.evaluate(
    (e) =>
      new Function("f", `return (${e});`)(
        (window as unknown as { __fakeExcel: unknown }).__fakeExcel
      ),
    expr
  ) as Promise<T>;
}

describe("task pane inside Excel (in-memory workbook)", () => {
  const fx = loadFixture("seeds/arena-swiss-5.json");
  const order = (fx.order as string[]).filter((c) => c !== "PTS");
  const width = fx.grid[0].length;
  const lastCol = String.fromCharCode(64 + width);
  const gridAddress = `A1:${lastCol}${fx.grid.length}`;
  let h: Harness;
  let tmp: string;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    h = await startHarness({ fakeOffice: true });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tb-files-"));
    const bad = fx.grid.map((r: unknown[]) => [...r]);
    bad[2][4] = "zz?"; // Chloe, round 2: cell E3 of the sheet "Bad"
    await seedWorkbook(h, {
      sheets: [
        { name: "Standings", cells: [["my own notes"]] },
        { name: "Results", cells: fx.grid },
        { name: "Bad", cells: bad },
      ],
      selection: { sheet: "Results", address: gridAddress },
      names: [{ name: "BadResults", sheet: "Bad", address: gridAddress }],
    });
    page = await h.context.newPage();
    errors = watchErrors(page);
  }, 60000);

  afterAll(async () => {
    await h?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test("selection, write without overwriting, update, reopen, problems, TRF import", async () => {
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    expect(await page.isVisible("#write")).toBe(true);
    expect(await page.isVisible("#file-input")).toBe(false);

    // 1. the selection as the results range
    await page.click("#use-selection");
    await page.waitForSelector("#source-summary >> text=5 players");
    expect(await page.textContent("#source-label")).toContain(gridAddress);

    // 2. rules and order, as in the standalone test
    const presets = await page.$$eval("#preset option", (os) =>
      os.map((o) => (o as HTMLOptionElement).value)
    );
    if (presets.includes("club")) await page.selectOption("#preset", "club");
    await page.selectOption("#rules", "plain");
    const text = page.locator("#order-text");
    await text.fill(order.join(", "));
    await text.press("Enter");
    await page.waitForFunction(
      () => document.querySelector("#standings tbody tr th")?.textContent === "Ava Chen"
    );

    // 3. write: the user's "Standings" is kept, ours is "Standings (2)"
    await page.click("#write");
    await page.waitForSelector('#status >> text=Wrote the sheet "Standings (2)"');
    const mine = await sheetCells(page, "Standings");
    expect(mine).toEqual({ "0,0": { value: "my own notes", format: "General" } });
    const ours = (await sheetCells(page, "Standings (2)"))!;
    // the event header from A1, then the table (its header row starts with Rk)
    expect(ours["0,0"].value).toBe("Standings");
    const top = Number(
      Object.entries(ours)
        .find(([, c]) => c.value === "Rk")![0]
        .split(",")[0]
    );
    expect(ours[`${top},1`].value).toBe("SNo");
    expect(ours[`${top + 1},2`]).toMatchObject({ value: "Ava Chen", format: "General" });
    expect(ours[`${top + 2},2`].value).toBe("Chloe Ng");
    expect(Object.values(ours).some((c) => c.formula !== undefined)).toBe(false);
    expect(await fake<string[]>(page, "f.tables.map(t => t.worksheet.name)")).toEqual([
      "Standings (2)",
    ]);
    expect(await fake<string>(page, "f.active")).toBe("Standings (2)");

    // 4. BWG above BH with the keyboard, write again: the same sheet is updated
    await page.locator('#order-list li[data-code="BWG"]').focus();
    for (let k = order.indexOf("BWG") - order.indexOf("BH"); k > 0; k--) {
      await page.keyboard.press("Alt+ArrowUp");
    }
    await page.waitForFunction(
      () => document.querySelector("#standings tbody tr th")?.textContent === "Chloe Ng"
    );
    const moved = await page.$$eval("#order-list li", (lis) => lis.map((li) => li.dataset.code));
    await page.click("#write");
    await page.waitForSelector('#status >> text=Updated the sheet "Standings (2)"');
    expect((await sheetCells(page, "Standings (2)"))![`${top + 1},2`].value).toBe("Chloe Ng");
    expect(await fake<number>(page, "f.sheets.length")).toBe(4);
    expect(await fake<number>(page, "f.tables.length")).toBe(1);

    // 5. reopen: order, rules and range come back from the workbook settings
    await page.waitForTimeout(500); // the order is saved 300 ms after the last change
    await page.reload();
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    await page.waitForSelector("#source-summary >> text=5 players");
    expect(await page.$$eval("#order-list li", (lis) => lis.map((li) => li.dataset.code))).toEqual(
      moved
    );
    expect(await page.inputValue("#rules")).toBe("plain");
    expect((await tableRows(page))[0].name).toBe("Chloe Ng");

    // 6. a bad grid: the problems are listed, a click selects the cell
    await page.selectOption("#source-pick", "name:BadResults");
    await page.waitForSelector(".problems.error .problem-link");
    const link = page.locator(".problem-link").first();
    const label = (await link.textContent()) ?? "";
    expect(label).toMatch(/^'?Bad'?!E3: /);
    await link.click();
    await page.waitForFunction(
      () => (window as unknown as { __fakeExcel: { selected: string } }).__fakeExcel.selected !== ""
    );
    expect(await fake<string>(page, "f.selected")).toBe("Bad!E3");

    // 7. import a TRF: a new results sheet (the user's "Results" stays), formula beside the grid
    const trf = path.join(tmp, "arena.trf");
    fs.writeFileSync(trf, makeTrf(tournamentFromRounds(fx)));
    await page.setInputFiles("#trf-input", trf);
    await page.waitForSelector('#status >> text=into the sheet "Results (2)"');
    await page.waitForSelector("#source-summary >> text=5 players");
    const imported = (await sheetCells(page, "Results (2)"))!;
    const formulas = Object.values(imported).filter((c) => c.formula !== undefined);
    expect(formulas).toHaveLength(1);
    // the grid's width depends on the columns makeGrid writes; the rest is exact: the current
    // order and rules from the editor, the quoted sheet name
    const f = formulas[0].formula!.replace(/\$[A-Z]+\$6,/, "$X$6,");
    expect(f).toBe(
      `=TIEBREAK.STANDINGS('Results (2)'!$A$1:$X$6, "${moved.join(", ")}", "rules=plain")`
    );
    expect((await sheetCells(page, "Results"))!["1,1"].value).toBe("Ava Chen");
    expect(await page.textContent("#source-label")).toContain("Results (2)");

    fs.mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: path.join(OUT, "taskpane-excel.png"), fullPage: true });
    expect(errors).toEqual([]);
    expect(h.notFound).toEqual([]);
    expect(offLoopback(h.requests)).toEqual([]);
  }, 120000);
});
