/**
 * The HTML ranking list (--out standings.html) rendered in headless Chromium: the columns and the
 * legend are there as a reader sees them, the page makes no request, and printed to PDF (A4) the
 * header row is repeated and the 30-player list with 6 tie-breaks fits the page width.
 * A screenshot and the PDF are kept in test-output/.
 */
import * as fs from "fs";
import * as path from "path";
import { chromium, type Browser } from "playwright-core";
import { computeStandings } from "../../src/engine";
import { crosstable } from "../../src/formats/crosstable";
import { standingsHtml } from "../../src/formats/html";
import { standingsTable } from "../../src/formats/table";
import { parseTrf } from "../../src/formats/trf";
import { OUT } from "./harness";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ORDER = ["BH/C1", "BH", "SB", "DE", "WIN", "ARO"];

describe("the HTML ranking list in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    if (!fs.existsSync(CHROMIUM))
      throw new Error(`${CHROMIUM} is missing (apt-get install chromium)`);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP * ~NOTFOUND"],
    });
    fs.mkdirSync(OUT, { recursive: true });
  }, 60000);
  afterAll(async () => browser?.close());

  test("columns, legend, crosstable; no request; prints on A4 with the header repeated", async () => {
    const t = parseTrf(
      fs.readFileSync(path.resolve(__dirname, "../fixtures/trf/swiss30.trf"), "utf8")
    ).tournament;
    const st = computeStandings(t, ORDER, { unrated: 1400 });
    const table = standingsTable(st, t, { writtenAt: new Date(2026, 4, 4, 18, 30) });
    const html = standingsHtml(table, crosstable(st, t));
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.setContent(html, { waitUntil: "load" });

    const heads = await page.$$eval("table.ranking thead th", (ths) =>
      ths.map((th) => th.textContent ?? "")
    );
    expect(heads).toEqual(table.header);
    expect(heads).toEqual(
      expect.arrayContaining(["Rk", "SNo", "Title", "Name", "FED", "Rtg", "Pts", ...ORDER])
    );
    const rows = await page.$$eval("table.ranking tbody tr", (trs) => trs.length);
    expect(rows).toBe(30);
    const legend = await page.$$eval("section.ranking ul.legend li", (lis) =>
      lis.map((li) => li.textContent ?? "")
    );
    expect(legend).toContain("BH/C1: Buchholz, the lowest opponent score cut");
    expect(legend).toContain("Written at 2026-05-04 18:30");
    expect(await page.$$eval("table.crosstable tbody tr", (trs) => trs.length)).toBe(30);
    // every visible text of the list: a number is never written "2.0"
    const cells = await page.$$eval("table.ranking tbody td", (tds) =>
      tds.map((td) => td.textContent ?? "")
    );
    expect(cells.filter((c) => /^\d+\.0$/.test(c))).toEqual([]);
    await page.screenshot({ path: path.join(OUT, "standings-html.png"), fullPage: false });

    // print: the print style sheet applies
    await page.emulateMedia({ media: "print" });
    const printStyle = await page.evaluate(() => {
      const thead = document.querySelector("table.ranking thead")!;
      const tr = document.querySelector("table.ranking tbody tr")!;
      return {
        thead: getComputedStyle(thead).display,
        tr: getComputedStyle(tr).breakInside,
      };
    });
    expect(printStyle).toEqual({ thead: "table-header-group", tr: "avoid" });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    fs.writeFileSync(path.join(OUT, "standings-html.pdf"), pdf);
    const text = pdf.toString("latin1");
    const pages = (text.match(/\/Type\s*\/Page\b/g) ?? []).length;
    // 30 rows, the legend and the crosstable on its own page: at least 2 pages, and not one
    // page per column band (a list that did not fit the width would need many more)
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(4);
    // the ranking table is no wider than the printable width of A4 landscape (297 mm less
    // 2 x 10 mm margins, at 96 px per inch): laid out at that width, nothing overflows
    const printable = Math.floor(((297 - 20) / 25.4) * 96);
    await page.setViewportSize({ width: printable, height: 800 });
    const widths = await page.evaluate(() => ({
      table: document.querySelector("table.ranking")!.getBoundingClientRect().right,
      scroll: document.documentElement.scrollWidth,
    }));
    expect(widths.table).toBeLessThanOrEqual(printable);
    expect(widths.scroll).toBeLessThanOrEqual(printable);
    expect(requests.filter((u) => !u.startsWith("about:") && !u.startsWith("data:"))).toEqual([]);
  }, 60000);
});
