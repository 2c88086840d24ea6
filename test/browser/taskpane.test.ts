/**
 * The built task pane opened outside Excel, in headless Chromium (Debian's /usr/bin/chromium
 * driven by playwright-core). dist/ is served over plain HTTP on 127.0.0.1 by a tiny server in
 * this test (office.js from dist/office-js, else from node_modules/@microsoft/office-js/dist);
 * every other host is unresolvable for the browser, and every request is recorded.
 *
 * Seed 001 (arena-swiss-5): its grid is loaded as a CSV file, the rules are set to plain and the
 * order to the fixture's; Ava must be first. Moving BWG above BH with the keyboard
 * (Alt+ArrowUp) must put Chloe first (the fixture's "also"). No console errors, no request to a
 * host other than 127.0.0.1, and a screenshot in test-output/.
 *
 * Needs dist/ (npm test builds before jest). TASKPANE_DIST points to another build directory.
 */
import * as fs from "fs";
import * as http from "http";
import * as os from "os";
import * as path from "path";
import type { AddressInfo } from "net";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { loadFixture } from "../helpers/fixtures";

const ROOT = path.resolve(__dirname, "../..");
const DIST = process.env.TASKPANE_DIST ?? path.join(ROOT, "dist");
const OFFICE_JS = path.join(ROOT, "node_modules/@microsoft/office-js/dist");
const OUT = path.join(ROOT, "test-output");
const notFound: string[] = [];
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".css": "text/css",
  ".png": "image/png",
  ".xml": "application/xml",
};

/** Serves `dir` (and office.js) on 127.0.0.1; never outside those folders. */
function serve(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const rel = decodeURIComponent(url.pathname).replace(/^\/+/, "");
    const candidates = [path.join(DIST, rel)];
    if (rel.startsWith("office-js/")) candidates.push(path.join(OFFICE_JS, rel.slice(10)));
    for (const file of candidates) {
      const base = file.startsWith(OFFICE_JS) ? OFFICE_JS : DIST;
      if (!file.startsWith(base + path.sep)) continue;
      if (fs.existsSync(file) && fs.statSync(file).isFile()) {
        res.writeHead(200, {
          "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
        });
        fs.createReadStream(file).pipe(res);
        return;
      }
    }
    notFound.push(url.pathname);
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("not found");
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** The fixture's grid as CSV (names quoted; the ½ stays as written). */
function gridCsv(grid: unknown[][]): string {
  const cell = (v: unknown): string => {
    const s = String(v ?? "");
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return grid.map((r) => r.map(cell).join(",")).join("\n") + "\n";
}

/** Rows of the standings table as {name, rank} in page order. */
async function tableRows(page: Page): Promise<{ rank: string; name: string }[]> {
  return page.$$eval("#standings tbody tr", (trs) =>
    trs.map((tr) => ({
      rank: (tr.children[0]?.textContent ?? "").trim(),
      name: (tr.children[2]?.textContent ?? "").trim(),
    }))
  );
}

describe("task pane outside Excel (headless Chromium)", () => {
  const fx = loadFixture("seeds/arena-swiss-5.json");
  let server: http.Server;
  let context: BrowserContext;
  let profile: string;
  let tmp: string;
  const requests: string[] = [];
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    if (!fs.existsSync(path.join(DIST, "taskpane.html"))) {
      throw new Error(
        `${path.join(DIST, "taskpane.html")} is missing: build first (npm run build; npm test does it before jest)`
      );
    }
    if (!fs.existsSync(CHROMIUM)) {
      throw new Error(
        `${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium; .ci/run does it)`
      );
    }
    server = await serve();
    profile = fs.mkdtempSync(path.join(os.tmpdir(), "tb-chromium-"));
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tb-files-"));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 320, height: 900 },
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      ],
    });
    context.on("request", (r) => requests.push(r.url()));
  }, 60000);

  afterAll(async () => {
    await context?.close();
    await new Promise((r) => (server ? server.close(() => r(null)) : r(null)));
    for (const d of [profile, tmp]) if (d) fs.rmSync(d, { recursive: true, force: true });
  });

  test("loads seed 001, ranks Ava first, and Chloe first after moving BWG above BH with the keyboard", async () => {
    const page = await context.newPage();
    page.on("console", (m) => {
      if (m.type() === "error") consoleErrors.push(m.text());
    });
    page.on("pageerror", (e) => consoleErrors.push(`page error: ${e.message}`));
    page.on("response", (r) => {
      if (r.status() >= 400) consoleErrors.push(`HTTP ${r.status()} for ${r.url()}`);
    });
    const port = (server.address() as AddressInfo).port;
    await page.goto(`http://127.0.0.1:${port}/taskpane.html`);
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
    const text = page.locator("#order-text input");
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
    expect(await page.inputValue("#order-text input")).toBe(codes.join(", "));

    await page.waitForFunction(() => {
      const first = document.querySelector("#standings tbody tr th");
      return first?.textContent?.trim() === "Chloe Ng";
    });
    const after = await tableRows(page);
    expect(after[0].name).toBe("Chloe Ng");
    expect(after[1].name).toBe("Ava Chen");

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

    expect({ consoleErrors, notFound }).toEqual({ consoleErrors: [], notFound: [] });
    const outside = requests.filter((u) => {
      const url = new URL(u);
      if (url.protocol === "data:" || url.protocol === "blob:") return false;
      return url.hostname !== "127.0.0.1";
    });
    expect({ outside, requests }).toEqual({ outside: [], requests });
    expect(requests.length).toBeGreaterThan(0);
  }, 90000);
});
