/**
 * The production build: `ADDIN_URL=https://host/path/ npm run build` writes a dist/
 * that any static HTTPS host can serve, and a build without ADDIN_URL says loudly that its
 * manifest is a development one. Both builds run webpack into temporary folders (webpack's
 * filesystem cache, filled by npm test's own build, keeps them short).
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { XMLParser } from "fast-xml-parser";

const ROOT = path.resolve(__dirname, "..");
const URL_ = "https://chess.example.org/tb/";
const CDN = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";
const config = require("../webpack.config.js") as { PROD_ID: string };

function build(
  out: string,
  addinUrl?: string,
  more: NodeJS.ProcessEnv = {}
): { status: number | null; output: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, ...more };
  delete env.ADDIN_URL;
  delete env.OFFICE_JS;
  if (addinUrl) env.ADDIN_URL = addinUrl;
  const r = spawnSync(
    process.execPath,
    [require.resolve("webpack-cli/bin/cli.js"), "--mode", "production", "--output-path", out],
    { cwd: ROOT, env, encoding: "utf8" }
  );
  return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
}

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : [p];
  });
}

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tb-build-"));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("ADDIN_URL=https://chess.example.org/tb/ npm run build", () => {
  let out: string;
  let built: { status: number | null; output: string };
  beforeAll(() => {
    out = path.join(tmp, "prod");
    built = build(out, URL_);
  }, 240000);

  test("builds without the development warning", () => {
    expect(built.status).toBe(0);
    expect(built.output).not.toMatch(/DEVELOPMENT/);
  });

  test("no localhost or 127.0.0.1 anywhere in dist/, the manifest's comments included", () => {
    const hits = files(out).filter((f) =>
      /localhost|127\.0\.0\.1/.test(fs.readFileSync(f, "latin1"))
    );
    expect(hits.map((f) => path.relative(out, f))).toEqual([]);
    expect(fs.existsSync(path.join(out, "office-js"))).toBe(false);
  });

  test("every manifest URL is under ADDIN_URL; the AppDomain is its origin; production Id and name", () => {
    const xml = fs.readFileSync(path.join(out, "manifest.xml"), "utf8");
    // every URL but the XML namespaces (xmlns="http://schemas.microsoft.com/...", xsi)
    const rest = [...xml.matchAll(/(?<!xmlns(?::\w+)?=)"(https?:\/\/[^"]+)"/g)].map((m) => m[1]);
    expect(rest.length).toBeGreaterThan(8);
    expect(rest.filter((u) => !u.startsWith(URL_))).toEqual([]);
    // every URL names a file the build wrote
    for (const u of rest)
      expect([u, fs.existsSync(path.join(out, u.slice(URL_.length)))]).toEqual([u, true]);
    const m = new XMLParser({ ignoreAttributes: false }).parse(xml).OfficeApp;
    expect(m.AppDomains.AppDomain).toBe("https://chess.example.org");
    expect(m.Id).toBe(config.PROD_ID);
    expect(m.DisplayName["@_DefaultValue"]).toBe("Tie-breaks");
    expect(m.SupportUrl["@_DefaultValue"]).toBe(`${URL_}install.html`);
  });

  test("the page: office.js from Microsoft's CDN, every other asset by a relative path", () => {
    const html = fs.readFileSync(path.join(out, "taskpane.html"), "utf8");
    const refs = [...html.matchAll(/\s(?:src|href)=["']?([^"' >]+)/g)].map((m) => m[1]);
    expect(refs.filter((r) => /office\.js$/.test(r))).toEqual([CDN]);
    expect(refs.filter((r) => r !== CDN && /^(\/|[a-z]+:)/i.test(r))).toEqual([]);
    expect(refs).toEqual(
      expect.arrayContaining(["functions.js", "taskpane.js", "assets/icon-16.png"])
    );
    // webpack (its one runtime, runtime.js) finds the on-demand chunks relative to the script,
    // not from a fixed root
    const js = fs.readFileSync(path.join(out, "runtime.js"), "utf8");
    expect(js).toContain("document.currentScript");
  });

  test("the shared runtime finds the functions: the page loads their script after the runtime and the engine", () => {
    const xml = fs.readFileSync(path.join(out, "manifest.xml"), "utf8");
    const url = (id: string): string =>
      new RegExp(`<bt:Url id="${id}" DefaultValue="([^"]+)"`).exec(xml)?.[1] ?? "";
    expect(xml).toContain('<Set Name="SharedRuntime"');
    expect(url("Functions.Script.Url")).toBe(`${URL_}functions.js`);
    expect(url("Taskpane.Url")).toBe(`${URL_}taskpane.html`);
    const html = fs.readFileSync(path.join(out, "taskpane.html"), "utf8");
    const scripts = [...html.matchAll(/<script[^>]*\ssrc=["']?([^"' >]+)/g)].map((m) => m[1]);
    expect(scripts).toEqual([CDN, "runtime.js", "shared.js", "functions.js", "taskpane.js"]);
  });

  test("install.html is the organisers' guide, with this build's manifest and standalone page", () => {
    const html = fs.readFileSync(path.join(out, "install.html"), "utf8");
    expect(html).toContain("Upload My Add-in");
    expect(html).toContain("Trusted Add-in Catalogs");
    expect(html).toMatch(/href="?manifest\.xml"? download/);
    expect(html).toMatch(/href="?taskpane\.html"?/);
  });
});

describe("npm run build without ADDIN_URL", () => {
  let out: string;
  let built: { status: number | null; output: string };
  beforeAll(() => {
    out = path.join(tmp, "dev");
    built = build(out);
  }, 240000);

  test("warns loudly, at the start and as a webpack warning at the end", () => {
    expect(built.status).toBe(0);
    expect(built.output).toContain("DEVELOPMENT MANIFEST: ADDIN_URL is not set");
    expect(built.output).toMatch(/WARNING in dist\/manifest\.xml is a DEVELOPMENT manifest/);
  });

  test("writes the development manifest: its own Id, Tie-breaks (dev), localhost", () => {
    const m = new XMLParser({ ignoreAttributes: false }).parse(
      fs.readFileSync(path.join(out, "manifest.xml"), "utf8")
    ).OfficeApp;
    expect(m.Id).not.toBe(config.PROD_ID);
    expect(m.Id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(m.DisplayName["@_DefaultValue"]).toBe("Tie-breaks (dev)");
    expect(m.SourceLocation ?? m.DefaultSettings.SourceLocation["@_DefaultValue"]).toBe(
      "https://localhost:3000/taskpane.html"
    );
  });
});

describe("the start-up budget (scripts/startup-budget.js)", () => {
  const budget = require("../scripts/startup-budget.js") as {
    STARTUP_BUDGET: number;
    startupSizes: (dist: string) => {
      start: { file: string; bytes: number }[];
      startTotal: number;
    };
  };

  test("npm test's build loads at most 350 KB at start: the page and its scripts, office.js aside", () => {
    expect(budget.STARTUP_BUDGET).toBe(350000);
    const sizes = budget.startupSizes(path.join(ROOT, "dist"));
    expect(sizes.start.map((s) => s.file)).toEqual([
      "taskpane.html",
      "runtime.js",
      "shared.js",
      "functions.js",
      "taskpane.js",
    ]);
    expect(sizes.startTotal).toBeLessThanOrEqual(350000);
  });

  test("a production build above the budget fails, naming the files and the way out", () => {
    // the same build with a budget its start-up cannot meet (1 KB)
    const r = build(path.join(tmp, "over"), undefined, { TIEBREAKS_STARTUP_BUDGET: "1000" });
    expect(r.status).not.toBe(0);
    expect(r.output).toMatch(
      /start-up budget: taskpane\.html loads [\d.]+ KB at start, more than 1\.0 KB \(taskpane\.html [\d.]+ KB, runtime\.js/
    );
    expect(r.output).toContain('docs/decisions.md, "What the pane loads"');
  }, 240000);
});
