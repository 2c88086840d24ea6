/**
 * manifest.xml checked offline (office-addin-manifest validate needs Microsoft's web service):
 * structure of a shared-runtime add-in, every resid resolves, length limits, https URLs, a GUID
 * id, the version from package.json, and the element order the schema requires.
 */
import * as fs from "fs";
import * as path from "path";
import { XMLParser } from "fast-xml-parser";

const ROOT = path.resolve(__dirname, "..");
const xml = fs.readFileSync(path.join(ROOT, "manifest.xml"), "utf8");
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));

type Node = Record<string, unknown>;
/** Ordered view: each element is { tag: [children], ":@": {attributes} }. */
const ordered = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  preserveOrder: true,
}).parse(xml) as Node[];

function tagOf(n: Node): string {
  return Object.keys(n).find((k) => k !== ":@")!;
}
function childrenOf(n: Node): Node[] {
  return (n[tagOf(n)] as Node[]) ?? [];
}
function attrs(n: Node): Record<string, string> {
  return (n[":@"] as Record<string, string>) ?? {};
}
function text(n: Node): string {
  return childrenOf(n)
    .map((c) =>
      typeof c["#text"] === "string" || typeof c["#text"] === "number" ? String(c["#text"]) : ""
    )
    .join("")
    .trim();
}
/** Every element, depth first, with its path of tags. */
function walk(nodes: Node[], trail: string[] = [], out: { node: Node; path: string[] }[] = []) {
  for (const n of nodes) {
    const tag = tagOf(n);
    if (tag === "#text" || tag === "?xml" || tag === "#comment") continue;
    const p = [...trail, tag];
    out.push({ node: n, path: p });
    walk(childrenOf(n), p, out);
  }
  return out;
}
const all = walk(ordered);
const find = (tag: string) => all.filter((e) => e.path[e.path.length - 1] === tag);
const one = (tag: string): Node => {
  const f = find(tag);
  if (f.length !== 1) throw new Error(`expected one <${tag}>, found ${f.length}`);
  return f[0].node;
};
const childTags = (n: Node): string[] =>
  childrenOf(n)
    .map(tagOf)
    .filter((t) => t !== "#text" && t !== "#comment");

const root = one("OfficeApp");

test("a task pane add-in for workbooks with a GUID id and the package version", () => {
  expect(attrs(root)["xsi:type"]).toBe("TaskPaneApp");
  expect(text(one("Id"))).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
  );
  const version = text(one("Version"));
  expect(version).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  // the build writes package.json's version into dist/manifest.xml; the source must agree
  expect(version).toBe(`${pkg.version}.0`);
  expect(find("Host").map((h) => attrs(h.node).Name ?? attrs(h.node)["xsi:type"])).toEqual([
    "Workbook",
    "Workbook",
  ]);
  expect(text(one("Permissions"))).toBe("ReadWriteDocument");
  const sets = find("Set").map((s) => attrs(s.node));
  expect(sets).toContainEqual({ Name: "SharedRuntime", MinVersion: "1.1" });
  // error messages and parameter addresses of the custom functions
  expect(sets).toContainEqual({ Name: "CustomFunctionsRuntime", MinVersion: "1.3" });
});

test("top-level elements in schema order", () => {
  const order = [
    "Id",
    "Version",
    "ProviderName",
    "DefaultLocale",
    "DisplayName",
    "Description",
    "IconUrl",
    "HighResolutionIconUrl",
    "SupportUrl",
    "AppDomains",
    "Hosts",
    "Requirements",
    "DefaultSettings",
    "Permissions",
    "VersionOverrides",
  ];
  const tags = childTags(root);
  const positions = tags.filter((t) => order.includes(t)).map((t) => order.indexOf(t));
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(tags.filter((t) => !order.includes(t))).toEqual([]);
});

test("shared runtime: Runtimes first, lifetime long, one resid for runtime, page and function file", () => {
  const host = find("Host").find((h) => h.path.includes("VersionOverrides"))!.node;
  expect(childTags(host)).toEqual(["Runtimes", "AllFormFactors", "DesktopFormFactor"]);
  const runtime = one("Runtime");
  expect(attrs(runtime).lifetime).toBe("long");
  const resid = attrs(runtime).resid;
  const page = find("SourceLocation").find((e) => e.path.includes("Page"))!.node;
  expect(attrs(page).resid).toBe(resid);
  expect(attrs(one("FunctionFile")).resid).toBe(resid);
  const action = one("Action");
  expect(attrs(action)["xsi:type"]).toBe("ShowTaskpane");
  const actionSource = childrenOf(action).find((c) => tagOf(c) === "SourceLocation")!;
  expect(attrs(actionSource).resid).toBe(resid);
});

test("custom functions extension point with script, page, metadata and namespace TIEBREAK", () => {
  const ep = find("ExtensionPoint").find((e) => attrs(e.node)["xsi:type"] === "CustomFunctions")!;
  expect(childTags(ep.node)).toEqual(["Script", "Page", "Metadata", "Namespace"]);
  const ns = attrs(one("Namespace")).resid;
  const str = find("bt:String").find((s) => attrs(s.node).id === ns)!;
  expect(attrs(str.node).DefaultValue).toBe("TIEBREAK");
  expect(attrs(str.node).DefaultValue.length).toBeLessThanOrEqual(32);
});

test("one ribbon button on the Home tab", () => {
  expect(find("Control")).toHaveLength(1);
  expect(attrs(one("Control"))["xsi:type"]).toBe("Button");
  expect(attrs(one("OfficeTab")).id).toBe("TabHome");
});

test("every resid resolves to a resource of the right kind; ids at most 32 characters", () => {
  const resources = new Map<string, string>();
  for (const kind of ["bt:Image", "bt:Url", "bt:String"]) {
    for (const e of find(kind).filter((x) => x.path.includes("Resources"))) {
      const id = attrs(e.node).id;
      expect([id, resources.has(id)]).toEqual([id, false]);
      resources.set(id, kind);
      expect([id, id.length <= 32]).toEqual([id, true]);
    }
  }
  const imageUsers = new Set(["bt:Image"]);
  const urlUsers = new Set(["SourceLocation", "Runtime", "FunctionFile", "LearnMoreUrl"]);
  let count = 0;
  for (const e of all) {
    const resid = attrs(e.node).resid;
    if (resid === undefined) continue;
    count++;
    const tag = e.path[e.path.length - 1];
    expect([tag, resid, resid.length <= 32]).toEqual([tag, resid, true]);
    const kind = resources.get(resid);
    const want = imageUsers.has(tag) ? "bt:Image" : urlUsers.has(tag) ? "bt:Url" : "bt:String";
    expect([tag, resid, kind]).toEqual([tag, resid, want]);
  }
  expect(count).toBeGreaterThan(10);
  for (const e of all.filter(
    (x) => attrs(x.node).id !== undefined && !x.path.includes("Resources")
  )) {
    expect(attrs(e.node).id.length).toBeLessThanOrEqual(32);
  }
});

test("every URL is https, and the icons exist in assets/", () => {
  const urls: string[] = [];
  for (const e of all) {
    const a = attrs(e.node);
    if (a.DefaultValue && /^[a-z]+:\/\//i.test(a.DefaultValue)) urls.push(a.DefaultValue);
    const tag = e.path[e.path.length - 1];
    if (tag === "AppDomain") urls.push(text(e.node));
  }
  expect(urls.length).toBeGreaterThan(8);
  for (const u of urls) expect(u).toMatch(/^https:\/\//);
  for (const img of find("bt:Image").filter((x) => x.path.includes("Resources"))) {
    const file = new URL(attrs(img.node).DefaultValue).pathname.replace(/^\//, "");
    expect(fs.existsSync(path.join(ROOT, file))).toBe(true);
    const size = attrs(img.node).id.match(/(\d+)x\1/)![1];
    const png = fs.readFileSync(path.join(ROOT, file));
    expect(png.readUInt32BE(16)).toBe(Number(size)); // IHDR width
  }
});

test("short strings at most 125 characters, long strings at most 250", () => {
  for (const e of find("bt:String")) {
    const limit = e.path.includes("bt:ShortStrings") ? 125 : 250;
    expect(attrs(e.node).DefaultValue.length).toBeLessThanOrEqual(limit);
  }
});

describe("the manifest as the build writes it (webpack.config.js)", () => {
  const config = require("../webpack.config.js") as {
    manifestVersion(v: string): string;
    rewriteManifest(xml: string, version: string, url?: string): string;
    PROD_ID: string;
  };

  test("four-part version from package.json", () => {
    expect(config.manifestVersion("1.2.3")).toBe("1.2.3.0");
    expect(config.manifestVersion("2.0.0-beta.4")).toBe("2.0.0.4");
    expect(config.rewriteManifest(xml, "3.4.5")).toContain("<Version>3.4.5.0</Version>");
  });

  test("development: localhost URLs kept", () => {
    expect(config.rewriteManifest(xml, pkg.version)).toBe(xml);
  });

  test("production: every localhost URL moves to ADDIN_URL, the production Id and name, one comment; nothing else changes", () => {
    const out = config.rewriteManifest(xml, pkg.version, "https://chess.example.org/tb/");
    expect(out).not.toMatch(/localhost/);
    expect(out).toContain('DefaultValue="https://chess.example.org/tb/taskpane.html"');
    expect(out).toContain('DefaultValue="https://chess.example.org/tb/functions.json"');
    expect(out).toContain("<AppDomain>https://chess.example.org</AppDomain>");
    expect(out).toContain(`<Id>${config.PROD_ID}</Id>`);
    expect(out).toContain('<DisplayName DefaultValue="Tie-breaks"/>');
    const comments = out.match(/<!--[\s\S]*?-->/g) ?? [];
    expect(comments).toHaveLength(1);
    expect(comments[0]).toContain("production manifest for https://chess.example.org/tb/");
    const noComments = (s: string): string => s.replace(/[ \t]*<!--[\s\S]*?-->\n?/g, "");
    const count = (s: string, re: RegExp): number => (s.match(re) ?? []).length;
    expect(count(noComments(out), /https:\/\/chess\.example\.org\/tb\//g)).toBe(
      count(noComments(xml), /https:\/\/localhost:3000\//g)
    );
    expect(
      noComments(out)
        .replace(/https:\/\/chess\.example\.org\/tb\//g, "https://localhost:3000/")
        .replace(`<Id>${config.PROD_ID}</Id>`, `<Id>${text(one("Id"))}</Id>`)
        .replace(
          '<DisplayName DefaultValue="Tie-breaks"/>',
          '<DisplayName DefaultValue="Tie-breaks (dev)"/>'
        )
    ).toBe(
      noComments(xml).replace(
        "<AppDomain>https://localhost:3000</AppDomain>",
        "<AppDomain>https://chess.example.org</AppDomain>"
      )
    );
  });

  test("development: its own Id and the name Tie-breaks (dev), so both can be installed", () => {
    expect(text(one("Id"))).not.toBe(config.PROD_ID);
    expect(xml).toContain('<DisplayName DefaultValue="Tie-breaks (dev)"/>');
    expect(xml).toContain('<SupportUrl DefaultValue="https://localhost:3000/install.html"/>');
  });
});
