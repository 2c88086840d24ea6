/**
 * Extra columns on the page and in the task pane (Club or any other attribute the
 * source has, when asked), in headless Chromium at 320 px:
 * - the page: a results file with a Club and a Born column; "Extra columns" offers Born and
 *   Club, Club is ticked by keyboard; the table, the .csv, the .xlsx and the .html downloads have
 *   the Club column with each player's club; axe-core finds no critical or serious violation;
 * - the pane (office.js faked, test/browser/fake-office.js): Club ticked, "Write standings"
 *   writes the sheet with the Club column, and the choice comes back when the workbook is
 *   reopened (page reload with the same settings); unticked, it stays off after a reload.
 *
 * The results: seed arena-swiss-5 (test/fixtures/seeds) with Club and Born written in by hand
 * (CLUBS, BORN below). Expected cells come from those lines, never from the program.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Page } from "playwright-core";
import { readCsv } from "../../src/formats/csv";
import { readXlsx } from "../../src/formats/xlsx";
import { loadFixture } from "../helpers/fixtures";
import { axeSerious, unlabelledControls } from "./a11y";
import {
  cellRows,
  gridCsv,
  offLoopback,
  OUT,
  seedWorkbook,
  sheetCells,
  startHarness,
  watchErrors,
  type Harness,
} from "./harness";

const fx = loadFixture("seeds/arena-swiss-5.json");

/** Start number -> club and year of birth, written by hand. */
const CLUBS: Record<number, string> = {
  1: "Hastings",
  2: "Lewes",
  3: "Hastings",
  4: "Rye & District",
  5: "",
};
const BORN: Record<number, number> = { 1: 2001, 2: 1998, 3: 1975, 4: 2010, 5: 1985 };

/** The seed's grid with Club and Born after the rating. */
const GRID: unknown[][] = (fx.grid as unknown[][]).map((r, k) => [
  ...r.slice(0, 3),
  k === 0 ? "Club" : CLUBS[r[0] as number],
  k === 0 ? "Born" : BORN[r[0] as number],
  ...r.slice(3),
]);

/** Name -> club, from the lines above. */
const CLUB_OF: Record<string, string> = Object.fromEntries(
  (fx.grid as unknown[][]).slice(1).map((r) => [String(r[1]), CLUBS[r[0] as number]])
);

/** Name -> cell of the column headed `header`, in a table whose header row starts with "Rk". */
function byName(rows: unknown[][], header: string): Record<string, string> {
  const top = rows.findIndex((r) => r[0] === "Rk");
  const head = rows[top].map((x) => String(x ?? ""));
  const name = head.indexOf("Name");
  const c = head.indexOf(header);
  const out: Record<string, string> = {};
  for (const r of rows.slice(top + 1)) {
    if (r[0] === "" || r[0] === undefined || r[0] === null) break;
    out[String(r[name])] = String(r[c] ?? "");
  }
  return out;
}

/** The page's standings as rows of text (the header row first). */
async function pageTable(page: Page): Promise<string[][]> {
  return page.$$eval("#standings tr", (trs) =>
    trs.map((tr) => [...tr.children].map((c) => (c.textContent ?? "").trim()))
  );
}

/** The labels of the "Extra columns" checkboxes and whether each is ticked. */
async function choices(page: Page): Promise<[string, boolean][]> {
  return page.$$eval("#columns-choices label", (ls) =>
    ls.map((l) => [
      (l.textContent ?? "").trim(),
      (l.querySelector("input") as HTMLInputElement).checked,
    ])
  ) as Promise<[string, boolean][]>;
}

describe("extra columns on the page (320 px)", () => {
  let h: Harness;
  let tmp: string;

  beforeAll(async () => {
    h = await startHarness({ downloads: true });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tb-columns-page-"));
    fs.writeFileSync(path.join(tmp, "arena-club.csv"), gridCsv(GRID));
  }, 60000);

  afterAll(async () => {
    await h?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test("Club asked for: in the table and in the .csv, .xlsx and .html downloads", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 20000 });
    expect(await page.isVisible("#columns-field")).toBe(false);
    await page.setInputFiles("#file-input", path.join(tmp, "arena-club.csv"));
    await page.waitForSelector("#source-summary >> text=5 players");
    await page.waitForSelector("#columns-field:not([hidden])");

    // the columns the file has, none ticked, none in the table yet
    expect(await choices(page)).toEqual([
      ["Born", false],
      ["Club", false],
      ["Rating change", false],
    ]);
    expect((await pageTable(page))[0]).not.toContain("Club");

    // keyboard: Tab from the order's text field reaches the Club checkbox; Space ticks it
    await page.focus("#order-text");
    let reached = false;
    for (let k = 0; k < 20 && !reached; k++) {
      await page.keyboard.press("Tab");
      reached = await page.evaluate(
        () => (document.activeElement?.parentElement?.textContent ?? "").trim() === "Club"
      );
    }
    expect(reached).toBe(true);
    await page.keyboard.press("Space");
    await page.waitForFunction(() =>
      [...document.querySelectorAll("#standings thead th")].some((th) => th.textContent === "Club")
    );
    // the focus stays on the checkbox while the table is computed again
    expect(
      await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.checked)
    ).toBe(true);
    expect(await choices(page)).toEqual([
      ["Born", false],
      ["Club", true],
      ["Rating change", false],
    ]);

    // the table: Club after Rtg and before Pts, each player's club
    const table = await pageTable(page);
    const rtg = table[0].indexOf("Rtg");
    expect(table[0].slice(rtg, rtg + 3)).toEqual(["Rtg", "Club", "Pts"]);
    expect(byName(table, "Club")).toEqual(CLUB_OF);
    expect(table[0]).not.toContain("Born");
    expect(await page.textContent("#columns-note")).toContain("columns=Club");

    // the .csv download
    const [csvDl] = await Promise.all([page.waitForEvent("download"), page.click("#download-csv")]);
    const csv = readCsv(fs.readFileSync((await csvDl.path())!, "utf8")) as unknown[][];
    expect(csv[0].slice(csv[0].indexOf("Rtg"), csv[0].indexOf("Rtg") + 3)).toEqual([
      "Rtg",
      "Club",
      "Pts",
    ]);
    expect(byName(csv, "Club")).toEqual(CLUB_OF);

    // the .xlsx download: the ranking sheet
    const [xlsxDl] = await Promise.all([
      page.waitForEvent("download"),
      page.click("#download-xlsx"),
    ]);
    const x = await readXlsx(fs.readFileSync((await xlsxDl.path())!));
    expect(byName(x.cells, "Club")).toEqual(CLUB_OF);

    // the .html download: the column heading and an escaped club
    const [htmlDl] = await Promise.all([
      page.waitForEvent("download"),
      page.click("#download-html"),
    ]);
    const html = fs.readFileSync((await htmlDl.path())!, "utf8");
    expect(html).toMatch(/<th[^>]*>Club<\/th>/);
    expect(html).toContain("Rye &amp; District");

    // unticked: the column goes again
    await page.getByLabel("Club", { exact: true }).uncheck();
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll("#standings thead th")].some(
          (th) => th.textContent === "Club"
        )
    );
    await page.getByLabel("Club", { exact: true }).check();
    await page.waitForFunction(() =>
      [...document.querySelectorAll("#standings thead th")].some((th) => th.textContent === "Club")
    );

    // labelled, no axe-core finding, nothing wider than the 320 px page
    expect(await unlabelledControls(page)).toEqual([]);
    expect(await axeSerious(page)).toEqual([]);
    const field = await page.$eval("#columns-field", (f) => ({
      right: f.getBoundingClientRect().right,
      page: document.documentElement.clientWidth,
      scroll: document.documentElement.scrollWidth,
    }));
    expect(field.right).toBeLessThanOrEqual(field.page);
    expect(field.scroll).toBeLessThanOrEqual(field.page);
    fs.mkdirSync(OUT, { recursive: true });
    await page.locator("#columns-field").screenshot({ path: path.join(OUT, "columns-page.png") });
    expect(errors).toEqual([]);
    expect(offLoopback(h.requests)).toEqual([]);
  }, 120000);
});

/** The cells of a sheet of the in-page workbook as rows ("" where nothing was written). */
async function sheetRows(page: Page, sheet: string): Promise<unknown[][]> {
  return cellRows(await sheetCells(page, sheet));
}

describe("extra columns in the task pane (in-memory workbook)", () => {
  let h: Harness;
  const width = GRID[0].length;
  const address = `A1:${String.fromCharCode(64 + width)}${GRID.length}`;

  beforeAll(async () => {
    h = await startHarness({ fakeOffice: true });
    await seedWorkbook(h, {
      sheets: [{ name: "Results", cells: GRID }],
      selection: { sheet: "Results", address },
      names: [],
    });
  }, 60000);

  afterAll(async () => {
    await h?.close();
  });

  const ready = async (page: Page): Promise<void> => {
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    await page.waitForSelector("#source-summary >> text=5 players");
    await page.waitForSelector("#columns-field:not([hidden])");
  };
  const hasClub = (): boolean =>
    [...document.querySelectorAll("#standings thead th")].some((th) => th.textContent === "Club");

  test("Club ticked: the sheet has it; the choice is saved with the workbook", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    await page.click("#use-selection");
    await ready(page);
    expect(await choices(page)).toEqual([
      ["Born", false],
      ["Club", false],
      ["Rating change", false],
    ]);
    await page.getByLabel("Club", { exact: true }).check();
    await page.waitForFunction(hasClub);

    // Write standings: the sheet's table has Club after Rtg with each player's club
    await page.click("#write");
    await page.waitForSelector('#status >> text=Wrote the sheet "Standings"');
    const rows = await sheetRows(page, "Standings");
    const head = rows.find((r) => r[0] === "Rk")!;
    const rtg = head.indexOf("Rtg");
    expect(head.slice(rtg, rtg + 3)).toEqual(["Rtg", "Club", "Pts"]);
    expect(byName(rows, "Club")).toEqual(CLUB_OF);

    // reopened: Club is still ticked, the table and the sheet written again have it
    await page.reload();
    await ready(page);
    expect(await choices(page)).toEqual([
      ["Born", false],
      ["Club", true],
      ["Rating change", false],
    ]);
    await page.waitForFunction(hasClub);
    await page.click("#write");
    // the fake keeps the settings over a reload, the sheets are the seed's again
    await page.waitForSelector('#status >> text=/(Wrote|Updated) the sheet "Standings"/');
    expect(byName(await sheetRows(page, "Standings"), "Club")).toEqual(CLUB_OF);

    // unticked and reopened: it stays off, and the sheet written has no Club column
    await page.getByLabel("Club", { exact: true }).uncheck();
    await page.waitForFunction(() => !document.querySelector("#columns-choices input:checked"));
    await page.waitForTimeout(300); // the setting is written by its own Excel.run
    await page.reload();
    await ready(page);
    expect(await choices(page)).toEqual([
      ["Born", false],
      ["Club", false],
      ["Rating change", false],
    ]);
    await page.click("#write");
    // the fake keeps the settings over a reload, the sheets are the seed's again
    await page.waitForSelector('#status >> text=/(Wrote|Updated) the sheet "Standings"/');
    expect((await sheetRows(page, "Standings")).find((r) => r[0] === "Rk")).not.toContain("Club");

    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(h.notFound).toEqual([]);
    expect(offLoopback(h.requests)).toEqual([]);
  }, 120000);
});
