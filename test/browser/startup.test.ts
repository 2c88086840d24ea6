/**
 * Start-up of the built pane in headless Chromium:
 * - inside Excel with a slow office.js (test/browser/fake-office.js reports Excel after 6 s):
 *   opened by Office (the _host_Info parameter Office adds to the page's URL), the pane waits,
 *   says it is connecting, then starts in its Excel mode; without that sign, the standalone page
 *   is usable at once and the pane moves to its Excel mode when onReady comes;
 * - outside Excel with no office.js at all (offline, CDN blocked): usable at once, no page error
 *   (before, functions.js threw "CustomFunctions is not defined"), and a file chosen at once is
 *   read;
 * - the table and named-range picker is refreshed by "Read again" and when the pane is shown;
 * - what the page loads at start is the scripts it names and nothing more, in both modes (the
 *   start-up budget, scripts/startup-budget.js): the readers come with the first results read,
 *   the functions' work with the first formula.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Page } from "playwright-core";
import { loadFixture } from "../helpers/fixtures";
import { DIST, gridCsv, seedWorkbook, startHarness, watchErrors, type Harness } from "./harness";

const { startScripts } = require("../../scripts/startup-budget") as {
  startScripts: (html: string) => string[];
};
/** The page's own scripts (office.js and the test's stand-in aside) that the browser fetched. */
const ownScripts = (h: Harness): string[] =>
  h.requests
    .map((u) => new URL(u).pathname.replace(/^\//, ""))
    .filter((p) => p.endsWith(".js") && !p.includes("/"));

const HOST_INFO = "?_host_Info=Excel$Win32$16.01$en-US$$$$0";
const fx = loadFixture("seeds/arena-swiss-5.json");

async function pickerOptions(page: Page): Promise<string[]> {
  return page.$$eval("#source-pick option", (os) =>
    os.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== "")
  );
}

describe("a late Office.onReady (host Excel after 6 s)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ fakeOffice: true });
    await seedWorkbook(h, {
      readyDelay: 6000,
      sheets: [{ name: "Results", cells: fx.grid }],
      officeTheme: { bodyBackgroundColor: "#262626" },
    });
  }, 60000);
  afterAll(async () => h?.close());

  test("opened by Office: waits, says so after 5 s, then starts in Excel mode (dark, as Office)", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    const t0 = Date.now();
    await page.goto(h.url + HOST_INFO);
    await page.waitForSelector("#mode-note >> text=Connecting to Excel");
    expect(await page.getAttribute("body", "data-ready")).toBeNull();
    expect(await page.isVisible("#file-input")).toBe(false);
    await page.waitForSelector("#mode-note >> text=has not answered yet", { timeout: 8000 });
    await page.waitForSelector("body[data-ready=excel]", { timeout: 15000 });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(5500);
    expect(await page.isVisible("#write")).toBe(true);
    expect(await page.isVisible("#file-input")).toBe(false);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      true
    );
    expect(errors).toEqual([]);
    await page.close();
  }, 40000);

  test("no sign of Office: the standalone page at once, a file read, then Excel mode when onReady comes", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    const t0 = Date.now();
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 3000 });
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tb-start-"));
    const csv = path.join(tmp, "arena.csv");
    fs.writeFileSync(csv, gridCsv(fx.grid));
    await page.setInputFiles("#file-input", csv);
    await page.waitForSelector("#source-summary >> text=5 players");
    expect(Date.now() - t0).toBeLessThan(6000); // before onReady
    fs.rmSync(tmp, { recursive: true, force: true });
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    expect(await page.isVisible("#write")).toBe(true);
    expect(await page.isVisible("#file-input")).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  }, 40000);
});

describe("no office.js at all (offline, or its CDN blocked)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ noOfficeJs: true });
  }, 60000);
  afterAll(async () => h?.close());

  test("usable at once, no page error; a file chosen at once is read", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    const t0 = Date.now();
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 3000 });
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tb-start-"));
    const csv = path.join(tmp, "arena.csv");
    fs.writeFileSync(csv, gridCsv(fx.grid));
    await page.setInputFiles("#file-input", csv);
    await page.waitForSelector("#source-summary >> text=5 players");
    expect(Date.now() - t0).toBeLessThan(5000);
    fs.rmSync(tmp, { recursive: true, force: true });
    // the one expected console error is the browser's own 404 for office.js
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    expect(h.notFound).toEqual(["/office-js/office.js"]);
    await page.close();
  }, 30000);
});

describe("the table and named-range picker", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ fakeOffice: true });
    await seedWorkbook(h, {
      sheets: [{ name: "Results", cells: fx.grid }],
      names: [{ name: "Round5", sheet: "Results", address: "A1:K6" }],
    });
  }, 60000);
  afterAll(async () => h?.close());

  test("is refreshed by Read again and when the pane is shown", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url + HOST_INFO);
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    await page.waitForSelector('#source-pick option[value="name:Round5"]', { state: "attached" });
    const addName = (name: string): Promise<unknown> =>
      page.evaluate(
        (n) =>
          (window as unknown as { __fakeExcel: { names: unknown[] } }).__fakeExcel.names.push({
            name: n,
            sheet: "Results",
            address: "A1:K6",
          }),
        name
      );
    await addName("Final");
    expect(await pickerOptions(page)).toEqual(["name:Round5"]);
    await page.click("#reload");
    await page.waitForSelector('#source-pick option[value="name:Final"]', { state: "attached" });
    await addName("Juniors");
    const handlers = await page.evaluate(() =>
      (window as unknown as { __fakeExcel: { showPane(): number } }).__fakeExcel.showPane()
    );
    expect(handlers).toBe(1);
    await page.waitForSelector('#source-pick option[value="name:Juniors"]', { state: "attached" });
    expect(await pickerOptions(page)).toEqual(["name:Round5", "name:Final", "name:Juniors"]);
    expect(errors).toEqual([]);
    await page.close();
  }, 40000);
});

describe("what the page loads at start: the scripts it names, nothing on demand", () => {
  const start = startScripts(fs.readFileSync(path.join(DIST, "taskpane.html"), "utf8"));

  test("standalone: only the start scripts; a .csv brings the readers, never the functions' work", async () => {
    const h = await startHarness({});
    try {
      const page = await h.context.newPage();
      const errors = watchErrors(page);
      await page.goto(h.url);
      await page.waitForSelector("body[data-ready=standalone]", { timeout: 10000 });
      await page.waitForLoadState("networkidle");
      expect(start).toEqual(["runtime.js", "shared.js", "functions.js", "taskpane.js"]);
      expect(ownScripts(h)).toEqual(start);
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tb-start-"));
      const csv = path.join(tmp, "arena.csv");
      fs.writeFileSync(csv, gridCsv(fx.grid));
      await page.setInputFiles("#file-input", csv);
      await page.waitForSelector("#source-summary >> text=5 players");
      fs.rmSync(tmp, { recursive: true, force: true });
      const later = ownScripts(h).slice(start.length);
      expect(later.some((f) => /^readers\./.test(f))).toBe(true);
      expect(later.some((f) => /^csv\./.test(f))).toBe(true);
      expect(later.filter((f) => /^(answers\.|xlsx\.)/.test(f))).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await h.close();
    }
  }, 40000);

  test("in Excel, an empty workbook: only the start scripts", async () => {
    const h = await startHarness({ fakeOffice: true });
    try {
      await seedWorkbook(h, { sheets: [{ name: "Sheet1", cells: [[""]] }] });
      const page = await h.context.newPage();
      const errors = watchErrors(page);
      await page.goto(h.url + HOST_INFO);
      await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
      await page.waitForLoadState("networkidle");
      expect(ownScripts(h)).toEqual(start);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await h.close();
    }
  }, 40000);
});
