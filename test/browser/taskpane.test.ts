/**
 * The built task pane opened outside Excel, in headless Chromium (Debian's /usr/bin/chromium
 * driven by playwright-core; see harness.ts for the server and the browser flags).
 *
 * Seed 001 (arena-swiss-5): its grid is loaded as a CSV file, the club preset (when the engine
 * has it), rules plain and the fixture's order are set; Ava must be first. Moving BWG above BH
 * with the keyboard (Alt+ArrowUp) must put Chloe first (the fixture's "also"). No console errors,
 * no request to a host other than 127.0.0.1, and screenshots (light and dark) in test-output/.
 *
 * Needs dist/ (npm test builds before jest). TASKPANE_DIST points to another build directory.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { readCsv } from "../../src/formats/csv";
import { loadFixture } from "../helpers/fixtures";
import {
  gridCsv,
  offLoopback,
  OUT,
  startHarness,
  tableRows,
  watchErrors,
  type Harness,
} from "./harness";

describe("task pane outside Excel (headless Chromium)", () => {
  const fx = loadFixture("seeds/arena-swiss-5.json");
  let h: Harness;
  let tmp: string;

  beforeAll(async () => {
    h = await startHarness({ downloads: true });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tb-files-"));
  }, 60000);

  afterAll(async () => {
    await h?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test("loads seed 001, ranks Ava first, and Chloe first after moving BWG above BH with the keyboard", async () => {
    const page = await h.context.newPage();
    const consoleErrors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 20000 });
    const readyAt = Date.now();
    expect(await page.textContent("#mode-note")).toMatch(/Not running in Excel/);

    // the results file
    const csv = path.join(tmp, "arena-swiss-5.csv");
    fs.writeFileSync(csv, gridCsv(fx.grid));
    await page.setInputFiles("#file-input", csv);
    await page.waitForSelector("#source-summary >> text=5 players");

    // the club preset when the engine has it, rules plain, the fixture's order typed as codes
    const presets = await page.$$eval("#preset option", (os) =>
      os.map((o) => (o as HTMLOptionElement).value)
    );
    if (presets.includes("club")) await page.selectOption("#preset", "club");
    await page.selectOption("#rules", "plain");
    const order = (fx.order as string[]).filter((c) => c !== "PTS");
    const text = page.locator("#order-text");
    // invalid text: an inline error that lists the valid codes; the list stays as it was
    const listBefore = await page.$$eval("#order-list li", (lis) =>
      lis.map((li) => li.dataset.code)
    );
    await text.fill("BH, XYZ");
    await page.waitForSelector("#order-error >> text=XYZ");
    expect(await page.textContent("#order-error")).toContain("Valid codes");
    expect(await page.$$eval("#order-list li", (lis) => lis.map((li) => li.dataset.code))).toEqual(
      listBefore
    );
    await text.fill(order.join(", "));
    await text.press("Enter");
    await expect(page.locator("#order-list li").count()).resolves.toBe(order.length);
    await page.waitForFunction(
      (n) => document.querySelectorAll("#standings thead th").length === n,
      5 + order.length + 2
    );
    const before = await tableRows(page);
    expect(before.map((r) => r.name)).toEqual(
      fx.expected.ranking.map(
        (id: number) => fx.players.find((p: { id: number }) => p.id === id).name
      )
    );
    expect(before[0].name).toBe("Ava Chen");

    // move BWG above BH with the keyboard only
    const bwg = page.locator('#order-list li[data-code="BWG"]');
    await bwg.focus();
    const steps = order.indexOf("BWG") - order.indexOf("BH");
    for (let k = 0; k < steps; k++) await page.keyboard.press("Alt+ArrowUp");
    const codes = await page.$$eval("#order-list li", (lis) =>
      lis.map((li) => li.getAttribute("data-code"))
    );
    expect(codes.indexOf("BWG")).toBe(order.indexOf("BH"));
    expect(codes.indexOf("BH")).toBe(order.indexOf("BH") + 1);
    // the focus stayed on the moved item, and the text field followed the list
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-code"))).toBe(
      "BWG"
    );
    expect(await page.inputValue("#order-text")).toBe(codes.join(", "));

    await page.waitForFunction(() => {
      const first = document.querySelector("#standings tbody tr th");
      return first?.textContent?.trim() === "Chloe Ng";
    });
    const after = await tableRows(page);
    expect(after[0].name).toBe("Chloe Ng");
    expect(after[1].name).toBe("Ava Chen");

    // downloads: .csv with the table and its notes, .xlsx as a real workbook (a zip)
    const [csvDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.click("#download-csv"),
    ]);
    const csvText = fs.readFileSync((await csvDownload.path())!, "utf8");
    const table = readCsv(csvText);
    expect(table[0].slice(0, 8)).toEqual(["Rk", "SNo", "Name", "Rtg", "Pts", "DE", "BWG", "BH"]);
    expect(table[1][2]).toBe("Chloe Ng");
    expect(csvText).toMatch(/Rules: plain/);
    expect(csvText).toMatch(/BWG: Games won with Black/);
    const [xlsxDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.click("#download-xlsx"),
    ]);
    expect(xlsxDownload.suggestedFilename()).toBe("arena-swiss-5-standings.xlsx");
    const bytes = fs.readFileSync((await xlsxDownload.path())!);
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");

    fs.mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: path.join(OUT, "taskpane-standalone.png"), fullPage: true });

    // office.js schedules its telemetry frame 3 s after start-up: wait past that point so that
    // the request check below covers it
    const waited = Date.now() - readyAt;
    if (waited < 4000) await page.waitForTimeout(4000 - waited);
    // dark theme: the page follows the system colour scheme and stays readable
    await page.emulateMedia({ colorScheme: "dark" });
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    const [bg, fg] = await page.evaluate(() => {
      const cs = getComputedStyle(document.body);
      return [cs.backgroundColor, cs.color];
    });
    const lum = (c: string): number => {
      const [r, g, b] = (c.match(/\d+(\.\d+)?/g) ?? ["0", "0", "0"]).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    expect(lum(bg)).toBeLessThan(0.3);
    expect(lum(fg) - lum(bg)).toBeGreaterThan(0.5);
    await page.screenshot({ path: path.join(OUT, "taskpane-standalone-dark.png"), fullPage: true });

    // drag with the mouse: the last tie-break dropped on the first moves it to the top
    const before2 = await page.$$eval("#order-list li", (lis) => lis.map((li) => li.dataset.code));
    const last = before2[before2.length - 1]!;
    await page
      .locator(`#order-list li[data-code="${last}"]`)
      .dragTo(page.locator("#order-list li").first());
    const after2 = await page.$$eval("#order-list li", (lis) => lis.map((li) => li.dataset.code));
    expect(after2).toEqual([last, ...before2.slice(0, -1)]);
    expect(await page.inputValue("#order-text")).toBe(after2.join(", "));

    expect({ consoleErrors, notFound: h.notFound }).toEqual({ consoleErrors: [], notFound: [] });
    expect(offLoopback(h.requests)).toEqual([]);
    expect(h.requests.length).toBeGreaterThan(0);
  }, 90000);
});
