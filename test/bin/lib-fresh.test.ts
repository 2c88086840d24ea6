/**
 * `tiebreaks` runs lib/, the build of src/: when a source changed after the build it says so and
 * how to rebuild (bin/lib-fresh.js), so a change that does not show is never a mystery. Each test
 * builds a small project in a temporary folder with the file times set by hand.
 */
import { execFileSync, spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const fresh = require("../../bin/lib-fresh.js") as {
  staleness(root: string): string | null;
  warning(root: string): string | null;
  stamp(root: string): void;
};

const REPO = path.resolve(__dirname, "../..");
let root: string;

/** Writes `file` under the project with its modification time `seconds` after an origin. */
function put(file: string, text: string, seconds: number): void {
  const p = path.join(root, file);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, text);
  const t = new Date(Date.UTC(2026, 0, 1) + seconds * 1000);
  fs.utimesSync(p, t, t);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-fresh-"));
  put(
    "tsconfig.cli.json",
    JSON.stringify({ include: ["src/engine/**/*.ts", "src/cli/**/*.ts"] }),
    0
  );
  put("src/engine/model.ts", "export {};", 10);
  put("src/cli/main.ts", "export {};", 20);
  put("lib/cli/main.js", 'exports.main = () => process.stdout.write("the old build\\n");', 30);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("lib/ against src/", () => {
  test("a build stamped after every source is fresh", () => {
    put("lib/.built", "", 30);
    expect(fresh.staleness(root)).toBeNull();
    expect(fresh.warning(root)).toBeNull();
  });

  test("a source changed after the build: named, with how to rebuild", () => {
    put("lib/.built", "", 30);
    put("src/engine/model.ts", "export const x = 1;", 40);
    expect(fresh.staleness(root)).toBe("src/engine/model.ts changed after lib/ was built");
    expect(fresh.warning(root)).toContain("npm run prepare");
    expect(fresh.warning(root)).toContain("npm run cli -- ARGS");
  });

  test("a file in a nested folder counts; the newest one is named", () => {
    put("lib/.built", "", 30);
    put("src/engine/tiebreaks/buchholz.ts", "export {};", 50);
    put("src/cli/main.ts", "export {};", 45);
    expect(fresh.staleness(root)).toBe(
      "src/engine/tiebreaks/buchholz.ts changed after lib/ was built"
    );
  });

  test("only the folders the command line is built from count (tsconfig.cli.json)", () => {
    put("lib/.built", "", 30);
    // the task pane is not part of lib/
    put("src/taskpane/app.ts", "export {};", 90);
    expect(fresh.staleness(root)).toBeNull();
  });

  test("a lib/ without the build's stamp is not taken as fresh", () => {
    expect(fresh.staleness(root)).toBe("lib/ was not built by `npm run prepare`");
  });

  test("stamp() marks the build as newer than every source", () => {
    put("src/cli/main.ts", "export const changed = true;", 40);
    fresh.stamp(root);
    expect(fresh.staleness(root)).toBeNull();
  });

  test("no src/ (an installed package) or no lib/ (not built yet): nothing to say", () => {
    fs.rmSync(path.join(root, "lib"), { recursive: true });
    expect(fresh.staleness(root)).toBeNull();
    fs.rmSync(path.join(root, "src"), { recursive: true });
    put("lib/cli/main.js", "", 30);
    expect(fresh.staleness(root)).toBeNull();
  });
});

describe("the tiebreaks command", () => {
  /** Runs the project's copy of bin/tiebreaks.js. */
  function runBin(): { stdout: string; stderr: string; status: number | null } {
    for (const f of ["tiebreaks.js", "lib-fresh.js"])
      fs.copyFileSync(path.join(REPO, "bin", f), path.join(root, "bin", f));
    const r = spawnSync(process.execPath, [path.join(root, "bin", "tiebreaks.js")], {
      encoding: "utf8",
    });
    return { stdout: r.stdout, stderr: r.stderr, status: r.status };
  }

  beforeEach(() => fs.mkdirSync(path.join(root, "bin")));

  test("warns on stderr when lib/ is older than src/, then runs it", () => {
    put("lib/.built", "", 30);
    put("src/cli/main.ts", "export const changed = true;", 40);
    const r = runBin();
    expect(r.stderr).toBe(
      "tiebreaks: warning: src/cli/main.ts changed after lib/ was built, so this runs the old build; " +
        "rebuild with `npm run prepare`, or run the sources with `npm run cli -- ARGS`\n"
    );
    expect(r.stdout).toBe("the old build\n");
    expect(r.status).toBe(0);
  });

  test("says nothing when lib/ is fresh", () => {
    put("lib/.built", "", 30);
    const r = runBin();
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe("the old build\n");
  });

  test("without lib/: how to build it, exit 1", () => {
    fs.rmSync(path.join(root, "lib"), { recursive: true });
    const r = runBin();
    expect(r.stderr).toBe(
      "tiebreaks: the command line is not built yet; run `npm run prepare` (npm ci runs it)\n"
    );
    expect(r.status).toBe(1);
  });
});

describe("npm run cli runs the sources", () => {
  test("tsx scripts/tiebreaks-src.ts gives the command line's answer without lib/", () => {
    const tsx = path.join(REPO, "node_modules", "tsx", "dist", "cli.mjs");
    const out = execFileSync(process.execPath, [tsx, "scripts/tiebreaks-src.ts", "codes"], {
      cwd: REPO,
      encoding: "utf8",
    });
    // `tiebreaks codes` lists every code by family; BH is Buchholz (C.07 art. 8.1)
    expect(out).toMatch(/^\s*BH\b.*Buchholz/m);
  });
});
