/**
 * The rating change on the standalone page (headless Chromium, 320 px): "Rating change" among the
 * extra columns, ticked by keyboard, the Rtg+/- column in the table, and the row's working with
 * the rated games (opponent, rating, D after the 400-point rule, PD, result, dR); and in the task
 * pane's Excel mode (office.js faked): the sheet written with the column, the choice saved with
 * the workbook, the working of a row.
 *
 * The event: test/fixtures/fide/rating-event.trf, worked by hand in test/cli/ratings.test.ts:
 * 1 -11, 2 +58, 3 -4, 4 -2, 5 unrated, 6 -6; Clark (3) in round 1 lost to Fox (2450): D -455
 * counts as -400, PD .08, dR -0.08; total 20 x (0.5 - 0.69) = -3.8 -> -4.
 *
 * Needs dist/ (npm test builds before jest).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Page } from "playwright-core";
import { makeGrid } from "../../src/formats/grid";
import { parseTrf } from "../../src/formats/trf";
import { axeSerious, unlabelledControls } from "./a11y";
import {
  cellRows,
  offLoopback,
  ROOT,
  seedWorkbook,
  sheetCells,
  startHarness,
  watchErrors,
  type Harness,
} from "./harness";

describe("the rating change on the page (320 px)", () => {
  let h: Harness;
  let tmp: string;

  beforeAll(async () => {
    h = await startHarness({});
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tb-ratings-page-"));
    fs.copyFileSync(
      path.join(ROOT, "test/fixtures/fide/rating-event.trf"),
      path.join(tmp, "rating-event.trf")
    );
  }, 60000);

  afterAll(async () => {
    await h?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('"Rating change" ticked: the Rtg+/- column, and the working on the row\'s click', async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 20000 });
    await page.setInputFiles("#file-input", path.join(tmp, "rating-event.trf"));
    await page.waitForSelector("#source-summary >> text=6 players");
    await page.waitForSelector("#columns-field:not([hidden])");
    const labels = await page.$$eval("#columns-choices label", (ls) =>
      ls.map((l) => (l.textContent ?? "").trim())
    );
    expect(labels).toContain("Rating change");

    // keyboard: Space on the checkbox ticks it
    await page.getByLabel("Rating change", { exact: true }).focus();
    await page.keyboard.press("Space");
    await page.waitForFunction(() =>
      [...document.querySelectorAll("#standings thead th")].some(
        (th) => th.textContent === "Rtg+/-"
      )
    );
    const rows = await page.$$eval("#standings tr", (trs) =>
      trs.map((tr) => [...tr.children].map((c) => (c.textContent ?? "").trim()))
    );
    const head = rows[0];
    const sno = head.indexOf("SNo");
    const col = head.indexOf("Rtg+/-");
    expect(col).toBe(head.indexOf("Rtg") + 1);
    const got = Object.fromEntries(rows.slice(1).map((r) => [r[sno], r[col]]));
    expect(got).toEqual({ "1": "-11", "2": "58", "3": "-4", "4": "-2", "5": "", "6": "-6" });
    expect(await page.textContent("#columns-note")).toContain("columns=rating-change");

    // Clark's row opens the working with the rating change and its games
    await page.locator("#standings tbody button.row-open", { hasText: /^Clark, Colin$/ }).click();
    await page.waitForSelector('#working .working-code[data-code="RATING"]');
    const block = page.locator('#working .working-code[data-code="RATING"]');
    expect(await block.locator(".working-code-title").textContent()).toBe(
      "RATING: FIDE rating change = -4"
    );
    const r1 = await block
      .locator("table tbody tr", { hasText: "Fox, Frank" })
      .locator("td")
      .allTextContents();
    expect(r1.slice(0, 8)).toEqual(["1", "6", "Fox, Frank", "2450", "-400", ".08", "0", "-0.08"]);
    expect(await block.locator(".working-total").textContent()).toMatch(
      /20 x \(W 0\.5 - We 0\.69 = -0\.19\) = -3\.8, rounded -4/
    );

    // the unrated player's working: the provisional first rating
    await page.locator("#standings tbody button.row-open", { hasText: /^Evans, Ed$/ }).click();
    await page.waitForFunction(() =>
      (document.querySelector("#working-h")?.textContent ?? "").includes("Evans")
    );
    expect(
      await page
        .locator('#working .working-code[data-code="RATING"] .working-code-title')
        .textContent()
    ).toBe("RATING: FIDE first rating (provisional) = 2000");

    expect(await unlabelledControls(page)).toEqual([]);
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 60000);
});

describe("the rating change in the task pane (in-memory workbook)", () => {
  // the grid the pane's TRF import writes: a sheet has no event date, so Brown (born 2009) gets
  // K 20 (the 18th-birthday rule needs the event's year): 20 x 1.46 = 29.2 -> +29; the others as
  // in the file (test/cli/ratings.test.ts)
  const grid = makeGrid(
    parseTrf(fs.readFileSync(path.join(ROOT, "test/fixtures/fide/rating-event.trf"), "utf8"))
      .tournament,
    "swiss"
  ) as unknown[][];
  const address = `A1:${String.fromCharCode(64 + grid[0].length)}${grid.length}`;
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ fakeOffice: true });
    await seedWorkbook(h, {
      sheets: [{ name: "Results", cells: grid }],
      selection: { sheet: "Results", address },
      names: [],
    });
  }, 60000);

  afterAll(async () => {
    await h?.close();
  });

  const ready = async (page: Page): Promise<void> => {
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    await page.waitForSelector("#source-summary >> text=6 players");
    await page.waitForSelector("#columns-field:not([hidden])");
  };
  const hasColumn = (): boolean =>
    [...document.querySelectorAll("#standings thead th")].some((th) => th.textContent === "Rtg+/-");

  test("ticked: the sheet written has Rtg+/-; saved with the workbook; the row's working", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    await page.click("#use-selection");
    await ready(page);
    await page.getByLabel("Rating change", { exact: true }).check();
    await page.waitForFunction(hasColumn);
    await page.click("#write");
    await page.waitForSelector('#status >> text=Wrote the sheet "Standings"');
    const rows = cellRows(await sheetCells(page, "Standings"));
    const head = rows.find((r) => r[0] === "Rk")!;
    const top = rows.indexOf(head);
    const sno = head.indexOf("SNo");
    const col = head.indexOf("Rtg+/-");
    expect(col).toBe(head.indexOf("Rtg") + 1);
    const got = Object.fromEntries(
      rows
        .slice(top + 1, top + 7)
        .map((r) => [String(r[sno]), String(r[col] ?? "").replace(/^'/, "")])
    );
    expect(got).toEqual({ "1": "-11", "2": "29", "3": "-4", "4": "-2", "5": "", "6": "-6" });

    // reopened: still ticked, and the column comes back (its engine loaded again)
    await page.getByLabel("Rating change", { exact: true }).focus();
    await page.waitForTimeout(300); // the setting is written by its own Excel.run
    await page.reload();
    await ready(page);
    await page.waitForFunction(hasColumn);
    expect(await page.getByLabel("Rating change", { exact: true }).isChecked()).toBe(true);

    // a row opens the working with the rating change
    await page.locator("#standings tbody button.row-open", { hasText: /^Fox, Frank$/ }).click();
    await page.waitForSelector('#working .working-code[data-code="RATING"]');
    expect(
      await page
        .locator('#working .working-code[data-code="RATING"] .working-code-title')
        .textContent()
    ).toBe("RATING: FIDE rating change = -6");

    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(h.notFound).toEqual([]);
    expect(offLoopback(h.requests)).toEqual([]);
    await page.close();
  }, 120000);
});
