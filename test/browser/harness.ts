/**
 * Shared by the browser tests: a tiny HTTP server for dist/ on 127.0.0.1, and Debian's Chromium
 * driven by playwright-core with every host but 127.0.0.1 unresolvable and a fresh profile.
 *
 * office.js is served from dist/office-js, else from node_modules/@microsoft/office-js/dist. With
 * `fakeOffice`, taskpane.html loads test/browser/fake-office.js in place of office.js (the page
 * then runs in its Excel mode against an in-memory workbook).
 */
import * as fs from "fs";
import * as http from "http";
import * as os from "os";
import * as path from "path";
import type { AddressInfo } from "net";
import { chromium, type BrowserContext, type Page } from "playwright-core";

export const ROOT = path.resolve(__dirname, "../..");
export const DIST = process.env.TASKPANE_DIST ?? path.join(ROOT, "dist");
export const OUT = path.join(ROOT, "test-output");
const OFFICE_JS = path.join(ROOT, "node_modules/@microsoft/office-js/dist");
const FAKE_OFFICE = path.join(__dirname, "fake-office.js");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".css": "text/css",
  ".png": "image/png",
  ".xml": "application/xml",
};

export interface Harness {
  url: string;
  context: BrowserContext;
  /** Every URL the browser requested. */
  requests: string[];
  /** Paths the server answered 404. */
  notFound: string[];
  close(): Promise<void>;
}

/** Fails with a clear message when the build or the browser is missing. */
export function checkPrerequisites(dist = DIST): void {
  if (!fs.existsSync(path.join(dist, "taskpane.html"))) {
    throw new Error(
      `${path.join(dist, "taskpane.html")} is missing: build first (npm run build; npm test does it before jest)`
    );
  }
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium; .ci/run does it)`
    );
  }
}

function within(base: string, file: string): boolean {
  return file.startsWith(base + path.sep);
}

export async function startHarness(
  opts: {
    fakeOffice?: boolean;
    downloads?: boolean;
    dist?: string;
    noOfficeJs?: boolean;
    /** The browser's language (navigator.languages); en-US unless a test asks for another. */
    locale?: string;
  } = {}
): Promise<Harness> {
  const dist = opts.dist ?? DIST;
  checkPrerequisites(dist);
  const notFound: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const rel = decodeURIComponent(url.pathname).replace(/^\/+/, "");
    if (opts.fakeOffice && rel === "__test__/fake-office.js") {
      res.writeHead(200, { "content-type": TYPES[".js"] });
      fs.createReadStream(FAKE_OFFICE).pipe(res);
      return;
    }
    // noOfficeJs: office.js cannot be had (offline, its CDN blocked)
    const blocked = opts.noOfficeJs === true && /office\.js$/.test(rel);
    const candidates: [string, string][] = blocked ? [] : [[dist, path.join(dist, rel)]];
    if (rel.startsWith("office-js/") && !blocked)
      candidates.push([OFFICE_JS, path.join(OFFICE_JS, rel.slice(10))]);
    for (const [base, file] of candidates) {
      if (!within(base, file) || !fs.existsSync(file) || !fs.statSync(file).isFile()) continue;
      const type = TYPES[path.extname(file)] ?? "application/octet-stream";
      if (opts.fakeOffice && rel === "taskpane.html") {
        const html = fs
          .readFileSync(file, "utf8")
          .replace(/(<script[^>]*\ssrc=["']?)[^"' >]*office\.js/i, "$1/__test__/fake-office.js");
        res.writeHead(200, { "content-type": type });
        res.end(html);
        return;
      }
      res.writeHead(200, { "content-type": type });
      fs.createReadStream(file).pipe(res);
      return;
    }
    notFound.push(url.pathname);
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "tb-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 320, height: 900 },
    locale: opts.locale ?? "en-US",
    acceptDownloads: opts.downloads ?? false,
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
  const requests: string[] = [];
  context.on("request", (r) => requests.push(r.url()));
  return {
    url: `http://127.0.0.1:${port}/taskpane.html`,
    context,
    requests,
    notFound,
    async close() {
      await context.close();
      await new Promise((r) => server.close(() => r(null)));
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The in-memory workbook the pages of this harness open with (fake-office.js reads
 * `window.__fakeSeed`: its sheets, selection and names), set before any page loads.
 */
export async function seedWorkbook(h: Harness, seed: unknown): Promise<void> {
  await h.context.addInitScript((s) => {
    (window as unknown as { __fakeSeed: unknown }).__fakeSeed = s;
  }, seed);
}

/** A cell of the in-memory workbook (fake-office.js): its value, formula and number format. */
export interface FakeCell {
  value: string | number;
  formula?: string;
  format?: string;
}

/** The cells of a sheet of the in-memory workbook by "row,column" (0-based), or null. */
export async function sheetCells(
  page: Page,
  sheet: string
): Promise<Record<string, FakeCell> | null> {
  return page.evaluate(
    (name) =>
      (window as unknown as { __fakeExcel: { cellsOf(n: string): unknown } }).__fakeExcel.cellsOf(
        name
      ) as Record<string, FakeCell> | null,
    sheet
  );
}

/** Cells by "row,column" as rows of values ("" where nothing was written). */
export function cellRows(cells: Record<string, FakeCell> | null): unknown[][] {
  const rows: unknown[][] = [];
  for (const [at, c] of Object.entries(cells ?? {})) {
    const [r, col] = at.split(",").map(Number);
    while (rows.length <= r) rows.push([]);
    rows[r][col] = c.value;
  }
  return rows.map((r) => Array.from(r, (v) => v ?? ""));
}

/** Collects console errors and uncaught page errors. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
  return errors;
}

/** Requests to any host but 127.0.0.1 (data: and blob: URLs have no host). */
export function offLoopback(requests: readonly string[]): string[] {
  return requests.filter((u) => {
    const url = new URL(u);
    if (url.protocol === "data:" || url.protocol === "blob:") return false;
    return url.hostname !== "127.0.0.1";
  });
}

/** The fixture's grid as CSV (cells with commas or quotes quoted). */
export function gridCsv(grid: unknown[][]): string {
  const cell = (v: unknown): string => {
    const s = String(v ?? "");
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return grid.map((r) => r.map(cell).join(",")).join("\n") + "\n";
}

/** Rows of the standings table as {rank, name} in page order. */
export async function tableRows(page: Page): Promise<{ rank: string; name: string }[]> {
  return page.$$eval("#standings tbody tr", (trs) =>
    trs.map((tr) => ({
      rank: (tr.children[0]?.textContent ?? "").trim(),
      name: (tr.querySelector("th")?.textContent ?? "").trim(),
    }))
  );
}
