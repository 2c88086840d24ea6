/**
 * The import rules of src/ (.dependency-cruiser.cjs), checked by dependency-cruiser: no circles
 * (type-only imports included), the engine imports nothing above it and no Node API, the formats
 * nothing of the adapters, and the adapters (functions, taskpane, cli) not one another. The same
 * rules run on a small made-up project to show that each one fails when broken.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const ROOT = path.resolve(__dirname, "..");
const CONFIG = path.join(ROOT, ".dependency-cruiser.cjs");
const BIN = path.join(ROOT, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs");

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: { name: string }[];
}

/** dependency-cruiser on `target` under `cwd` with the repository's rules: the violations. */
function cruise(cwd: string, target: string): Violation[] {
  const r = spawnSync(
    process.execPath,
    [BIN, target, "--config", CONFIG, "--output-type", "json", "--no-progress"],
    { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }
  );
  if (r.error) throw r.error;
  if (!r.stdout.trim().startsWith("{")) throw new Error(`dependency-cruiser: ${r.stderr}`);
  const out = JSON.parse(r.stdout) as { summary: { violations: Violation[] } };
  return out.summary.violations;
}

function described(v: Violation): string {
  const via = v.cycle ? ` (circle: ${[v.from, ...v.cycle.map((c) => c.name)].join(" -> ")})` : "";
  return `${v.rule.name}: ${v.from} -> ${v.to}${via}`;
}

test("src/ has no import circle and keeps the layers", () => {
  expect(cruise(ROOT, "src").map(described)).toEqual([]);
}, 180000);

describe("each rule fails when broken (a made-up project)", () => {
  let dir: string;
  let found: string[];

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-deps-"));
    const files: Record<string, string> = {
      "tsconfig.json": JSON.stringify({
        compilerOptions: { module: "commonjs", moduleResolution: "node", strict: true },
        include: ["src/**/*.ts"],
      }),
      // a circle of two engine files, one side a type-only import
      "src/engine/a.ts":
        'import { b } from "./b";\nexport interface A { n: number }\nexport const a = b + 1;\n',
      "src/engine/b.ts": 'import type { A } from "./a";\nexport const b = 1;\nexport type B = A;\n',
      // the engine reaching up into a format, and into Node
      "src/engine/up.ts": 'import { f } from "../formats/f";\nexport const up = f;\n',
      "src/engine/node.ts": 'import * as fs from "fs";\nexport const exists = fs.existsSync;\n',
      // a format reaching into an adapter
      "src/formats/f.ts": 'import { c } from "../cli/c";\nexport const f = c;\n',
      // one adapter importing another
      "src/cli/c.ts": 'import { p } from "../taskpane/p";\nexport const c = p;\n',
      "src/taskpane/p.ts": "export const p = 1;\n",
      // the product importing a test helper
      "src/taskpane/q.ts": 'import { h } from "../../test/h";\nexport const q = h;\n',
      "test/h.ts": "export const h = 1;\n",
      // allowed: an adapter's own files, and the layers below it
      "src/functions/x.ts": 'import { y } from "./y";\nexport const x = y;\n',
      "src/functions/y.ts":
        'import { w } from "../formats/w";\nimport { e } from "../engine/e";\nexport const y = w + e;\n',
      "src/formats/w.ts": 'import { e } from "../engine/e";\nexport const w = e;\n',
      "src/engine/e.ts": "export const e = 1;\n",
    };
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    found = cruise(dir, "src")
      .map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)
      .sort();
  }, 180000);

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("a new circle fails, also through a type-only import", () => {
    // b.ts reaches a.ts only by `import type`: without it there would be no circle
    expect(found).toContain("no-circular: src/engine/a.ts -> src/engine/b.ts");
  });

  test("the engine importing a format or a Node API fails", () => {
    expect(found).toContain("engine-imports-nothing-above: src/engine/up.ts -> src/formats/f.ts");
    expect(found).toContain("engine-no-node: src/engine/node.ts -> fs");
  });

  test("a format importing an adapter fails", () => {
    expect(found).toContain("formats-import-no-adapter: src/formats/f.ts -> src/cli/c.ts");
  });

  test("one adapter importing another fails", () => {
    expect(found).toContain("adapters-apart: src/cli/c.ts -> src/taskpane/p.ts");
  });

  test("the product importing a test fails", () => {
    expect(found).toContain("src-imports-no-tests: src/taskpane/q.ts -> test/h.ts");
  });

  test("nothing else: an adapter's own files and the layers below it are allowed", () => {
    expect(found).toEqual([
      "adapters-apart: src/cli/c.ts -> src/taskpane/p.ts",
      "engine-imports-nothing-above: src/engine/up.ts -> src/formats/f.ts",
      "engine-no-node: src/engine/node.ts -> fs",
      "formats-import-no-adapter: src/formats/f.ts -> src/cli/c.ts",
      "no-circular: src/engine/a.ts -> src/engine/b.ts",
      "src-imports-no-tests: src/taskpane/q.ts -> test/h.ts",
    ]);
  });
});
