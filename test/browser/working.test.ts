/**
 * The standalone page's result view: the event header, a ranking row
 * opening that player's working and the comparison with the player directly above (by mouse and
 * by keyboard), and the downloads: the HTML ranking list (the file `--out standings.html`
 * writes) and the .xlsx with its Crosstable sheet (as `--out standings.xlsx`); and the same
 * working in the task pane's Excel mode (the in-memory workbook of fake-office.js).
 *
 * Expected values:
 * - seed arena-swiss-5 (test/fixtures/seeds, published values): Ava Chen and Chloe Ng on 3.5
 *   points, DE 0.5 each (their drawn game), BH 8.5 against 6.5: BH separates them. Chloe's BH by
 *   hand from the grid: round 1 a bye (no opponent under the seed's conventions), round 2 Dylan
 *   (1 point), round 3 Ben (2), round 4 Ava (3.5): 1 + 2 + 3.5 = 6.5.
 * - examples/club-swiss.trf: header records 012 "Riverside Chess Club Spring Swiss 2026",
 *   022 "Riverside", 042 2026/03/10, 052 2026/04/07, 142 5 rounds, five rounds entered; the
 *   start date is after 1 March 2026, so the 2026 edition applies.
 *
 * Needs dist/ (npm test builds before jest).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Page } from "playwright-core";
import { run } from "../../src/cli/main";
import { readXlsx } from "../../src/formats/xlsx";
import { loadFixture } from "../helpers/fixtures";
import { axeSerious } from "./a11y";
import {
  gridCsv,
  offLoopback,
  OUT,
  ROOT,
  seedWorkbook,
  startHarness,
  watchErrors,
  type Harness,
} from "./harness";

const fx = loadFixture("seeds/arena-swiss-5.json");
const ORDER = (fx.order as string[]).filter((c) => c !== "PTS");

async function cli(cwd: string, ...argv: string[]): Promise<string> {
  let out = "";
  let err = "";
  const code = await run(argv, {
    stdout: (s) => void (out += s),
    stderr: (s) => void (err += s),
    cwd,
  });
  if (code !== 0) throw new Error(`tiebreaks ${argv.join(" ")}: exit ${code}: ${err}`);
  return out;
}

/** Values shown in the working panel, per code: the title's value and the number of rows. */
async function panelCodes(page: Page): Promise<{ code: string; value: string; rows: number }[]> {
  return page.$$eval("#working .working-code", (blocks) =>
    blocks.map((b) => {
      const title = b.querySelector(".working-code-title")?.textContent ?? "";
      return {
        code: (b as HTMLElement).dataset.code ?? "",
        value: title.replace(/^.* = /, ""),
        rows: b.querySelectorAll("table.working-table.rows tbody tr").length,
      };
    })
  );
}

describe("the page's result view (headless Chromium)", () => {
  let h: Harness;
  let tmp: string;

  beforeAll(async () => {
    h = await startHarness({ downloads: true });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tb-working-"));
    fs.writeFileSync(path.join(tmp, "arena-swiss-5.csv"), gridCsv(fx.grid));
    fs.copyFileSync(path.join(ROOT, "examples/club-swiss.trf"), path.join(tmp, "club-swiss.trf"));
  }, 60000);

  afterAll(async () => {
    await h?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test("a row opens the player's working and the comparison with the player above (mouse and keyboard)", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 20000 });
    await page.setInputFiles("#file-input", path.join(tmp, "arena-swiss-5.csv"));
    await page.waitForSelector("#source-summary >> text=5 players");
    await page.selectOption("#rules", "plain");
    await page.locator("#order-text").fill(ORDER.join(", "));
    await page.locator("#order-text").press("Enter");
    await page.waitForFunction(
      (n) => document.querySelectorAll("#standings thead th").length === n,
      5 + ORDER.length + 2
    );
    expect(await page.isHidden("#working")).toBe(true);

    // keyboard: Tab to Chloe's name button, Enter opens her working
    const chloe = page.locator("#standings tbody tr:nth-child(2) button.row-open");
    expect(await chloe.textContent()).toBe("Chloe Ng");
    expect(await chloe.getAttribute("aria-expanded")).toBe("false");
    await chloe.focus();
    await page.keyboard.press("Enter");
    await page.waitForSelector("#working:not([hidden])");
    expect(await chloe.getAttribute("aria-expanded")).toBe("true");
    expect(await page.textContent("#working-h")).toBe(
      "Working: Chloe Ng (SNo 2), place 2, 3.5 points"
    );
    expect(await page.textContent("#working .comparison")).toBe(
      "Tied on 3.5 points with Ava Chen (above); BH 8.5 vs 6.5 decided."
    );
    // criterion by criterion: PTS equal, DE equal (0.5 each), BH decided
    const steps = await page.$$eval("#working table.steps tbody tr", (trs) =>
      trs.map((tr) => [...tr.children].map((c) => c.textContent))
    );
    expect(steps).toEqual([
      ["PTS", "3.5", "3.5", "equal"],
      ["DE", "0.5", "0.5", "equal"],
      ["BH", "8.5", "6.5", "decided"],
    ]);
    // every code of the order, with the seed's published values for Chloe
    const codes = await panelCodes(page);
    expect(codes.map((c) => c.code)).toEqual(ORDER);
    const want = fx.expected.values["2"] as Record<string, number>;
    for (const c of codes) expect([c.code, c.value]).toEqual([c.code, String(want[c.code])]);
    // BH round by round: the round-4 game against Ava counts her 3.5 points
    const bh = page.locator('#working .working-code[data-code="BH"] table.rows tbody tr');
    const r4 = await bh.filter({ hasText: "Ava Chen" }).locator("td").allTextContents();
    expect(r4.slice(0, 3)).toEqual(["4", "1", "Ava Chen"]);
    expect(r4).toContain("3.5");
    expect(await page.textContent('#working .working-code[data-code="BH"] .working-total')).toMatch(
      /^Total: 6\.5 \(/
    );

    // the same content as `tiebreaks explain`: per code the value and the number of rows
    const j = JSON.parse(
      await cli(
        tmp,
        "explain",
        "arena-swiss-5.csv",
        "2",
        "-t",
        ORDER.join(","),
        "--rules",
        "plain",
        "--format",
        "json"
      )
    ) as { comparison: string; codes: { code: string; value: number | null; rows: unknown[] }[] };
    expect(j.comparison).toBe(await page.textContent("#working .comparison"));
    expect(codes).toEqual(
      j.codes.map((c) => ({
        code: c.code,
        value: c.value === null ? "undefined" : String(c.value),
        rows: c.rows.length,
      }))
    );
    fs.mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: path.join(OUT, "page-working.png"), fullPage: true });
    // the open working passes axe-core (no critical or serious violation)
    expect(await axeSerious(page)).toEqual([]);

    // Escape closes it and gives the focus back to the row
    await page.keyboard.press("Escape");
    await page.waitForSelector("#working", { state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Chloe Ng");
    expect(await chloe.getAttribute("aria-expanded")).toBe("false");

    // mouse: a click anywhere on Ben's row (here his points cell)
    await page.locator("#standings tbody tr:nth-child(3) td").nth(3).click();
    await page.waitForSelector("#working:not([hidden])");
    expect(await page.textContent("#working-h")).toMatch(/^Working: Ben Walsh \(SNo 3\), place 3/);
    // Ben (2 points) below Chloe (3.5): the points decided
    expect(await page.textContent("#working .comparison")).toBe(
      "3.5 points for Chloe Ng (above) against 2: the points decided."
    );
    // the first player has nobody above
    await page.locator("#standings tbody tr:nth-child(1) button.row-open").click();
    await page.waitForFunction(() =>
      document.querySelector("#working-h")?.textContent?.includes("Ava Chen")
    );
    expect(await page.textContent("#working .comparison")).toBe("First place.");
    // another order: the open working follows Ava through the recomputation
    await page.locator("#order-text").fill("BWG, BH");
    await page.locator("#order-text").press("Enter");
    await page.waitForFunction(
      () => document.querySelector("#standings tbody tr th")?.textContent === "Chloe Ng"
    );
    await page.waitForFunction(() =>
      document.querySelector("#working .comparison")?.textContent?.includes("BWG")
    );
    // BWG (published): Ava 0, Chloe 1 (her round-3 win with Black, "3b1"): Chloe above by BWG
    expect(await page.textContent("#working .comparison")).toBe(
      "Tied on 3.5 points with Chloe Ng (above); BWG 1 vs 0 decided."
    );
    expect(errors).toEqual([]);
  }, 90000);

  test("event header; .html and .xlsx downloads are the command line's --out files", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 20000 });
    await page.setInputFiles("#file-input", path.join(tmp, "club-swiss.trf"));
    await page.waitForSelector("#source-summary >> text=12 players");
    await page.waitForSelector("#event-header:not([hidden])");
    const header = await page.$$eval("#event-header > *", (els) => els.map((e) => e.textContent));
    expect(header[0]).toBe("Riverside Chess Club Spring Swiss 2026");
    expect(header).toContain("Riverside, 10 March 2026 to 7 April 2026");
    expect(header).toContain("Swiss, 12 players. Standings after round 5 of 5.");
    expect(header).toContain("Rules: FIDE C.07 (2026), in force from 1 March 2026 [fide-2026]");
    // the same header lines as the command line's ranking list
    const cliText = await cli(tmp, "standings", "club-swiss.trf");
    for (const line of header.slice(1).filter((l) => !/^Preset: /.test(l ?? "")))
      expect(cliText).toContain(line);

    // the HTML download: the file --out standings.html writes (but for the written-at minute
    // and the page's "Preset:" line, which names the editor's preset)
    const [htmlDl] = await Promise.all([
      page.waitForEvent("download"),
      page.click("#download-html"),
    ]);
    expect(htmlDl.suggestedFilename()).toBe("club-swiss-standings.html");
    const pageHtml = fs.readFileSync((await htmlDl.path())!, "utf8");
    await cli(tmp, "standings", "club-swiss.trf", "--out", "standings.html", "--force");
    const cliHtml = fs.readFileSync(path.join(tmp, "standings.html"), "utf8");
    const norm = (s: string): string =>
      s.replace(/<li>Written at [^<]*<\/li>\n/, "").replace(/<p>Preset: [^<]*<\/p>\n/, "");
    expect(norm(pageHtml)).toBe(norm(cliHtml));
    expect(pageHtml).toContain('<section class="crosstable"');
    expect(pageHtml).toMatch(/<li>Written at \d{4}-\d\d-\d\d \d\d:\d\d<\/li>/);

    // the xlsx download: the ranking sheet and the Crosstable sheet, as the CLI's
    const [xlsxDl] = await Promise.all([
      page.waitForEvent("download"),
      page.click("#download-xlsx"),
    ]);
    const bytes = fs.readFileSync((await xlsxDl.path())!);
    await cli(tmp, "standings", "club-swiss.trf", "--out", "standings.xlsx", "--force");
    const cliBytes = fs.readFileSync(path.join(tmp, "standings.xlsx"));
    const pageX = await readXlsx(bytes, "Crosstable");
    const cliX = await readXlsx(cliBytes, "Crosstable");
    // club-swiss.trf: 012 Riverside Chess Club Spring Swiss 2026, XXR 5, five rounds played
    expect(pageX.cells[0][0]).toBe(
      "Crosstable: Riverside Chess Club Spring Swiss 2026 (after round 5 of 5)"
    );
    expect(pageX.cells).toEqual(cliX.cells);
    const pageS = await readXlsx(bytes);
    const cliS = await readXlsx(cliBytes);
    const top = (c: unknown[][]): unknown[][] => c.slice(c.findIndex((r) => r[0] === "Rk"));
    const rowsOnly = (c: unknown[][]): unknown[][] => top(c).slice(0, 13);
    expect(rowsOnly(pageS.cells)).toEqual(rowsOnly(cliS.cells));
    await page.screenshot({ path: path.join(OUT, "page-event-header.png"), fullPage: true });
    expect(errors).toEqual([]);
    expect(offLoopback(h.requests)).toEqual([]);
  }, 90000);
});

describe("the task pane inside Excel (in-memory workbook): a row opens the working too", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ fakeOffice: true });
    const width = fx.grid[0].length;
    await seedWorkbook(h, {
      sheets: [{ name: "Results", cells: fx.grid }],
      selection: {
        sheet: "Results",
        address: `A1:${String.fromCharCode(64 + width)}${fx.grid.length}`,
      },
      names: [],
    });
  }, 60000);
  afterAll(async () => {
    await h?.close();
  });

  test("Chloe's row in the pane: the same working and comparison as on the page", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    await page.click("#use-selection");
    await page.waitForSelector("#source-summary >> text=5 players");
    await page.selectOption("#rules", "plain");
    await page.locator("#order-text").fill(ORDER.join(", "));
    await page.locator("#order-text").press("Enter");
    await page.waitForFunction(
      () => document.querySelector("#standings tbody tr th")?.textContent === "Ava Chen"
    );
    await page.locator("#standings tbody tr:nth-child(2) button.row-open").press("Enter");
    await page.waitForSelector("#working:not([hidden])");
    expect(await page.textContent("#working .comparison")).toBe(
      "Tied on 3.5 points with Ava Chen (above); BH 8.5 vs 6.5 decided."
    );
    const codes = await panelCodes(page);
    const want = fx.expected.values["2"] as Record<string, number>;
    expect(codes.map((c) => [c.code, c.value])).toEqual(ORDER.map((c) => [c, String(want[c])]));
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 90000);
});
