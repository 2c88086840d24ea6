/**
 * The pane's look: plain HTML elements styled with Fluent 2 design tokens, no
 * component library. Checks the built page (dist/taskpane.html, npm test builds it first) and
 * the token CSS the build inserts (scripts/fluent-tokens.js).
 *
 * Expected token values are Fluent 2's published web themes (webLightTheme / webDarkTheme of
 * @fluentui/tokens; the brand ramp and neutrals shown on fluent2.microsoft.design/color):
 * brand background #0f6cbd light and #115ea3 dark, neutral background 1 #ffffff and #292929,
 * neutral foreground 1 #242424 and #ffffff, focus stroke #000000 and #ffffff.
 */
import * as fs from "fs";
import * as path from "path";
import { DIST, distFile } from "../functions/dist";
const { tokensCss, tokensUsed } = require("../../scripts/fluent-tokens.js") as {
  tokensCss(text: string): string;
  tokensUsed(text: string): string[];
};

/** The custom properties a CSS block sets, by name, for one selector ("" when absent). */
function block(css: string, selector: string): Record<string, string> {
  const esc = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const m = new RegExp(`(?:^|})${esc}\\{([^}]*)\\}`).exec(css);
  const out: Record<string, string> = {};
  for (const d of (m?.[1] ?? "").split(";")) {
    const k = d.indexOf(":");
    if (k > 0) out[d.slice(0, k).trim()] = d.slice(k + 1).trim();
  }
  return out;
}

describe("the built page", () => {
  const html = distFile("taskpane.html");
  const tokens = /<style id="?fluent-tokens"?>([^<]*)<\/style>/.exec(html)?.[1] ?? "";
  const light = block(tokens, ":root");
  const dark = block(tokens, ":root.dark");

  test("uses no component library: no fluent-* elements in the page or the scripts", () => {
    expect(html).not.toMatch(/<fluent-/);
    for (const f of fs.readdirSync(DIST).filter((n) => n.endsWith(".js"))) {
      const js = fs.readFileSync(path.join(DIST, f), "utf8");
      expect([f, /fluent-(button|checkbox|text-field|progress)/.test(js)]).toEqual([f, false]);
      expect([f, js.includes("FASTElement")]).toEqual([f, false]);
    }
  });

  test("the controls are native elements with the ids the pane and its tests use", () => {
    for (const id of ["use-selection", "reload", "write", "download-xlsx", "download-csv"])
      expect(html).toMatch(new RegExp(`<button[^>]*\\bid="?${id}"?[\\s>]`));
    for (const id of ["unrated", "order-text", "mod-u"])
      expect(html).toMatch(new RegExp(`<input[^>]*\\bid="?${id}"?[\\s>/]`));
    for (const id of ["mod-p", "mod-r", "mod-f"])
      expect(html).toMatch(new RegExp(`<input[^>]*type="?checkbox"?[^>]*\\bid="?${id}"?`));
    expect(html).toMatch(/<progress[^>]*\bid="?progress"?/);
  });

  test("every Fluent token the page names is defined, before the page's own styles", () => {
    const page = html.replace(tokens, "");
    const used = tokensUsed(page);
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((n) => !(`--${n}` in light))).toEqual([]);
    expect(html.indexOf("fluent-tokens")).toBeLessThan(html.indexOf("<style>"));
  });

  test("light and dark values are Fluent 2's", () => {
    expect(light["--colorBrandBackground"]).toBe("#0f6cbd");
    expect(dark["--colorBrandBackground"]).toBe("#115ea3");
    expect(light["--colorNeutralBackground1"]).toBe("#ffffff");
    expect(dark["--colorNeutralBackground1"]).toBe("#292929");
    expect(light["--colorNeutralForeground1"]).toBe("#242424");
    expect(dark["--colorNeutralForeground1"]).toBe("#ffffff");
    expect(light["--colorStrokeFocus2"]).toBe("#000000");
    expect(dark["--colorStrokeFocus2"]).toBe("#ffffff");
    expect(light["--fontFamilyBase"]).toMatch(/^'Segoe UI'/);
  });
});

describe("tokensCss", () => {
  test("defines only the tokens named, dark only where it differs; unknown names are left out", () => {
    const css = tokensCss(
      "a{color:var(--colorNeutralForeground1);border-radius:var(--borderRadiusMedium)} b{x:var(--tb-own);y:var(--noSuchToken)}"
    );
    expect(block(css, ":root")).toEqual({
      "--borderRadiusMedium": "4px",
      "--colorNeutralForeground1": "#242424",
    });
    expect(block(css, ":root.dark")).toEqual({ "--colorNeutralForeground1": "#ffffff" });
  });
});

describe("the bundle split (what the shared runtime loads when the workbook opens)", () => {
  const html = distFile("taskpane.html");
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="?([^" >]+)/g)].map((m) => m[1]);
  const chunks = fs.readdirSync(DIST).filter((f) => f.endsWith(".js"));
  const text = (f: string): string => fs.readFileSync(path.join(DIST, f), "utf8");

  test("the page loads office.js, the one webpack runtime, the shared engine, functions.js and taskpane.js, by relative paths", () => {
    expect(scripts.map((s) => s.replace(/^.*\//, ""))).toEqual([
      "office.js",
      "runtime.js",
      "shared.js",
      "functions.js",
      "taskpane.js",
    ]);
    for (const s of scripts.slice(1)) expect(s).not.toMatch(/^(\/|[a-z]+:)/i);
  });

  // "xl/workbook.xml" is the part ExcelJS writes into every .xlsx; BAD_DELIMITERS is papaparse's
  test("ExcelJS and papaparse are in on-demand chunks only", () => {
    for (const f of ["runtime.js", "shared.js", "functions.js", "taskpane.js"]) {
      expect([f, text(f).includes("xl/workbook.xml")]).toEqual([f, false]);
      expect([f, text(f).includes("BAD_DELIMITERS")]).toEqual([f, false]);
    }
    const xlsx = chunks.filter((f) => /^xlsx\.[0-9a-f]+\.js$/.test(f));
    const csv = chunks.filter((f) => /^csv\.[0-9a-f]+\.js$/.test(f));
    expect(xlsx).toHaveLength(1);
    expect(csv).toHaveLength(1);
    expect(text(xlsx[0]).includes("xl/workbook.xml")).toBe(true);
    expect(text(csv[0]).includes("BAD_DELIMITERS")).toBe(true);
  });
});
