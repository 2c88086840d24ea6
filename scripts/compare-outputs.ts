/**
 * Every output of the command line on the example files and the test fixtures, written into a
 * folder, and two such folders compared: what a refactoring must leave unchanged.
 *
 *   npm run compare -- write DIR [--root TREE]   every output into DIR (a new or empty folder)
 *   npm run compare -- diff BEFORE AFTER         the differences between two such folders
 *   npm run compare -- against [REV]             the outputs of REV (default main) and of this
 *                                                work tree, compared (REV's src/ and examples/
 *                                                from git, this tree's node_modules)
 *
 * Each run (a command line) is one file: its exit status, stdout, stderr and the file written by
 * --out, an .xlsx as data (every sheet's cells, values and formats, merges, widths, print set-up).
 * The inputs are always this tree's: examples/, test/fixtures/ (TRF files; the JSON fixtures'
 * grids written as CSV) and a few generated events. The clock is fixed, so "written at" dates do
 * not differ; paths are written relative to the root and the work folder.
 *
 * `diff` and `against` exit 1 when an output differs (the differences through `git diff
 * --no-index`), 0 when every output is the same, 2 on a usage error.
 */
import { execFileSync, spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const HERE = path.resolve(__dirname, "..");

/** The fixed clock of every run: 1 March 2026, 12:00 UTC. */
const FIXED_TIME = Date.UTC(2026, 2, 1, 12, 0, 0);

function fixClock(): void {
  const Real = Date;
  class FixedDate extends Real {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(FIXED_TIME);
      else super(...(args as [number]));
    }
    static override now(): number {
      return FIXED_TIME;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
}

interface Run {
  /** The output file's name (without .txt). */
  name: string;
  argv: string[];
  /** The --out file to read back, relative to the work folder. */
  out?: string;
}

/** A TRF or CSV results file of an individual event, relative to the work folder. */
interface Input {
  file: string;
  kind: "individual" | "team" | "grid" | "go";
  /** Extra arguments every run on this input takes (a Go case's criteria and options). */
  args?: string[];
}

// ---------------------------------------------------------------------------------------------
// The inputs: this tree's examples and fixtures, copied into the work folder
// ---------------------------------------------------------------------------------------------

function copyInto(work: string, from: string, to: string): void {
  const dest = path.join(work, to);
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  fs.copyFileSync(path.join(HERE, from), dest);
}

function csvOf(grid: unknown[][]): string {
  const Papa = require("papaparse") as typeof import("papaparse");
  return Papa.unparse(grid.map((r) => r.map((c) => (c === null || c === undefined ? "" : c))));
}

function listFiles(dir: string, ext: string): string[] {
  const abs = path.join(HERE, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs)
    .filter((f) => f.endsWith(ext))
    .sort()
    .map((f) => `${dir}/${f}`);
}

function prepareInputs(work: string): Input[] {
  const inputs: Input[] = [];
  for (const f of ["examples/club-swiss.trf", ...listFiles("test/fixtures/trf", ".trf")]) {
    copyInto(work, f, f);
    inputs.push({ file: f, kind: "individual" });
  }
  for (const f of listFiles("test/fixtures/team", ".trf")) {
    copyInto(work, f, f);
    inputs.push({ file: f, kind: "team" });
  }
  for (const dir of ["test/fixtures/grids", "test/fixtures/inputs"]) {
    for (const ext of [".csv", ".trf", ".txt"]) {
      for (const f of listFiles(dir, ext)) {
        copyInto(work, f, f);
        inputs.push({ file: f, kind: "grid" });
      }
    }
  }
  copyInto(work, "examples/prizes.csv", "examples/prizes.csv");
  // the JSON fixtures' grids (published rankings), as an organiser's CSV export
  const grids: [string, string][] = [];
  for (const f of listFiles("test/fixtures/seeds", ".json"))
    grids.push([f, "grid"], [f, "crosstable"]);
  grids.push(["test/fixtures/c07/13.2-tec-exercise.json", "crosstable"]);
  for (const [f, key] of grids) {
    const data = JSON.parse(fs.readFileSync(path.join(HERE, f), "utf8")) as Record<string, unknown>;
    if (!Array.isArray(data[key])) continue;
    const file = `${f.replace(/\.json$/, "")}.${key}.csv`;
    fs.mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    const rows = data[key] as unknown[];
    // rows of cells, or the lines of a published CSV (the TEC exercise)
    const text = rows.every((r) => typeof r === "string")
      ? rows.join("\n") + "\n"
      : csvOf(rows as unknown[][]);
    fs.writeFileSync(path.join(work, file), text);
    inputs.push({ file, kind: "grid" });
  }
  // the OpenGotha cases with their criteria and McMahon / Swiss parameters
  for (const f of listFiles("test/fixtures/opengotha", ".json")) {
    const c = JSON.parse(fs.readFileSync(path.join(HERE, f), "utf8")) as {
      system: string;
      mcmahon: Record<string, unknown>;
      criteria: string[];
      grid: unknown[][];
    };
    const m = c.mcmahon;
    const opts: Record<string, unknown> = {
      system: c.system,
      bar: m.bar,
      floor: m.floor,
      zero: m.zero,
      absent_mms: m.absent_mms,
      bye_mms: m.bye_mms,
      absent_nbw: m.absent_nbw,
      bye_nbw: m.bye_nbw,
      round_down: m.round_down_absent_bye,
      sos_unplayed_as_half: m.sos_unplayed_as_half,
    };
    for (const [row, v] of Object.entries((m.corrections ?? {}) as Record<string, number>))
      opts[`correction:${row}`] = v;
    const file = f.replace(/\.json$/, ".csv");
    fs.mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    fs.writeFileSync(path.join(work, file), csvOf(c.grid));
    const args = ["-t", c.criteria.join(",")];
    for (const [k, v] of Object.entries(opts))
      if (v !== undefined) args.push("--option", `${k}=${v}`);
    inputs.push({ file, kind: "go", args });
  }
  return inputs;
}

// ---------------------------------------------------------------------------------------------
// The runs
// ---------------------------------------------------------------------------------------------

const EDITIONS = ["fide-2026", "fide-2024", "fide-pre2023", "plain"];
const OUTS = ["xlsx", "html", "csv", "json", "txt"];

/** A file name for a run: the input and the arguments, readable. */
function runName(input: string, words: string[]): string {
  const base = [input.replace(/[/\\]/g, "~"), ...words]
    .join(" ")
    .replace(/[^A-Za-z0-9._~=+,-]+/g, "_")
    .replace(/_+/g, "_");
  return base.length > 180 ? base.slice(0, 180) : base;
}

function runsFor(input: Input, presets: string[]): Run[] {
  const f = input.file;
  const extra = input.args ?? [];
  const runs: Run[] = [];
  const add = (argv: string[], out?: string): void => {
    runs.push({
      name: runName(
        f,
        argv.filter((a) => a !== f)
      ),
      argv: [...argv, ...extra],
      out,
    });
  };
  const outFile = (ext: string): string => `out/written.${ext}`;
  if (input.kind === "go") {
    for (const fmt of ["text", "json"]) add(["standings", f, "-f", fmt]);
    add(["standings", f, "--crosstable"]);
    add(["explain", f, "1"]);
    return runs;
  }
  // every format on stdout, with and without the crosstable
  for (const fmt of ["text", "json", "csv"]) {
    add(["standings", f, "-f", fmt]);
    add(["standings", f, "-f", fmt, "--crosstable"]);
  }
  // every --out kind (the text line on stdout, the file read back)
  const outs = input.kind === "team" ? OUTS : [...OUTS, "trf"];
  for (const ext of outs) add(["standings", f, "--crosstable", "-o", outFile(ext)], outFile(ext));
  add(["explain", f, "1"]);
  add(["explain", f, "1", "-f", "json"]);
  add(["explain", f, "2", "BH/C1", "SB", "-f", "text"]);
  if (input.kind === "team") {
    add(["standings", f, "--boards"]);
    for (const ext of ["xlsx", "html", "txt"])
      add(["standings", f, "--boards", "-o", outFile(ext)], outFile(ext));
    add(["standings", f, "--individual"]);
    add(["standings", f, "--individual", "-f", "json"]);
    add(["standings", f, "--boards", "-f", "json"]);
    return runs;
  }
  add(["standings", f, "-n", "2"]);
  for (const rules of EDITIONS) add(["standings", f, "-r", rules, "-f", "json"]);
  if (input.kind === "individual") {
    for (const p of presets) add(["standings", f, "-p", p, "-f", "json"]);
    // prizes: every format, every --out kind, the three ways of splitting
    for (const fmt of ["text", "json", "csv"])
      add(["prizes", f, "--prizes", "examples/prizes.csv", "-f", fmt]);
    for (const ext of OUTS)
      add(["prizes", f, "--prizes", "examples/prizes.csv", "-o", outFile(ext)], outFile(ext));
    for (const split of ["shared", "hort"])
      add(["prizes", f, "--prizes", "examples/prizes.csv", "--split", split]);
  }
  return runs;
}

/** Runs that take no input file, and usage errors (each is an output too). */
function generalRuns(): Run[] {
  const r = (name: string, ...argv: string[]): Run => ({ name: `_${name}`, argv });
  return [
    r("help", "--help"),
    r("no-command"),
    r("codes", "codes"),
    r("presets", "presets"),
    r("example", "standings"),
    r("example-json", "standings", "-f", "json"),
    r("example-crosstable", "standings", "--crosstable"),
    r("unknown-command", "standings.trf"),
    r("unknown-format", "standings", "-f", "xml"),
    r("explain-csv", "explain", "examples/club-swiss.trf", "1", "-f", "csv"),
    r("explain-no-player", "explain", "examples/club-swiss.trf"),
    r("out-bad-extension", "standings", "-o", "out/x.pdf"),
    r("boards-json", "standings", "test/fixtures/team/league.trf", "--boards", "-f", "json"),
    r("prizes-no-file", "prizes"),
    r("team-out-trf", "standings", "test/fixtures/team/league.trf", "-o", "out/x.trf"),
    r("unknown-preset", "standings", "-p", "nope"),
    r("unknown-code", "standings", "-t", "BH,XYZ"),
  ];
}

// ---------------------------------------------------------------------------------------------
// Writing the outputs
// ---------------------------------------------------------------------------------------------

/** An .xlsx as data: per sheet its cells (value, number format, bold, wrap), merges, widths, print set-up. */
async function xlsxAsData(bytes: Buffer): Promise<string> {
  const ExcelJS = require("exceljs") as typeof import("exceljs");
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const lines: string[] = [];
  wb.eachSheet((ws) => {
    const ps = ws.pageSetup;
    lines.push(`== sheet ${JSON.stringify(ws.name)} (${ws.state})`);
    lines.push(
      `page: ${JSON.stringify({
        orientation: ps.orientation,
        paperSize: ps.paperSize,
        fitToPage: ps.fitToPage,
        fitToWidth: ps.fitToWidth,
        fitToHeight: ps.fitToHeight,
        printTitlesRow: ps.printTitlesRow,
        printArea: ps.printArea,
      })}`
    );
    lines.push(`views: ${JSON.stringify(ws.views)}`);
    lines.push(`autoFilter: ${JSON.stringify(ws.autoFilter ?? null)}`);
    lines.push(`merges: ${JSON.stringify((ws.model as { merges?: string[] }).merges ?? [])}`);
    lines.push(`widths: ${JSON.stringify((ws.columns ?? []).map((c) => c.width ?? null))}`);
    ws.eachRow({ includeEmpty: false }, (row, r) => {
      row.eachCell({ includeEmpty: false }, (cell) => {
        const style: string[] = [];
        if (cell.numFmt) style.push(`fmt=${cell.numFmt}`);
        if (cell.font?.bold) style.push("bold");
        if (cell.font?.italic) style.push("italic");
        if (cell.alignment?.wrapText) style.push("wrap");
        if (cell.alignment?.horizontal) style.push(`align=${cell.alignment.horizontal}`);
        const fill = cell.fill as { fgColor?: { argb?: string } } | undefined;
        if (fill?.fgColor?.argb) style.push(`fill=${fill.fgColor.argb}`);
        const v = cell.value instanceof Date ? cell.value.toISOString() : cell.value;
        lines.push(
          `${cell.address} (row ${r}) ${JSON.stringify(v)}${style.length ? "  [" + style.join(" ") + "]" : ""}`
        );
      });
    });
  });
  return lines.join("\n") + "\n";
}

type RunFn = (
  argv: readonly string[],
  io: {
    stdout(t: string): void;
    stderr(t: string): void;
    cwd: string;
  }
) => Promise<number>;

async function writeAll(dir: string, root: string): Promise<number> {
  fixClock();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-compare-"));
  const rootAbs = path.resolve(root);
  // the tree under test: its command line (through tsx, its sources) and its registry
  const cli = require(path.join(rootAbs, "src", "cli", "main.ts")) as { run: RunFn };
  const engine = require(path.join(rootAbs, "src", "engine", "index.ts")) as {
    allPresets(): { id: string }[];
  };
  const presets = engine.allPresets().map((p) => p.id);
  try {
    const inputs = prepareInputs(work);
    const runs = [...generalRuns(), ...inputs.flatMap((i) => runsFor(i, presets))];
    const seen = new Set<string>();
    const clean = (text: string): string =>
      text.split(work).join("<WORK>").split(rootAbs).join("<ROOT>");
    for (const run of runs) {
      let name = run.name;
      for (let k = 2; seen.has(name); k++) name = `${run.name}.${k}`;
      seen.add(name);
      fs.rmSync(path.join(work, "out"), { recursive: true, force: true });
      fs.mkdirSync(path.join(work, "out"));
      let out = "";
      let err = "";
      let code: number;
      try {
        code = await cli.run(run.argv, {
          stdout: (t) => void (out += t),
          stderr: (t) => void (err += t),
          cwd: work,
        });
      } catch (e) {
        code = -1;
        err += `(run threw) ${e instanceof Error ? e.message : String(e)}\n`;
      }
      let written = "";
      if (run.out) {
        const p = path.join(work, run.out);
        if (!fs.existsSync(p)) written = "(not written)\n";
        else if (run.out.endsWith(".xlsx")) written = await xlsxAsData(fs.readFileSync(p));
        else written = fs.readFileSync(p, "utf8");
      }
      const text =
        `$ tiebreaks ${run.argv.map((a) => (/^[\w./:=,~-]+$/.test(a) ? a : JSON.stringify(a))).join(" ")}\n` +
        `exit ${code}\n--- stdout\n${out}\n--- stderr\n${err}` +
        (run.out ? `\n--- ${run.out}\n${written}` : "");
      fs.writeFileSync(path.join(dir, `${name}.txt`), clean(text));
    }
    process.stdout.write(`compare: ${runs.length} outputs of ${rootAbs} written to ${dir}\n`);
    return 0;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Comparing
// ---------------------------------------------------------------------------------------------

function diffFolders(before: string, after: string): number {
  const r = spawnSync("git", ["diff", "--no-index", "--stat=200", "--", before, after], {
    encoding: "utf8",
  });
  if (r.status === 0) {
    const n = fs.readdirSync(before).length;
    process.stdout.write(`compare: the ${n} outputs are the same\n`);
    return 0;
  }
  if (r.status !== 1) {
    process.stderr.write(`compare: git diff failed: ${r.stderr || r.error}\n`);
    return 2;
  }
  const full = spawnSync("git", ["diff", "--no-index", "--no-color", "--", before, after], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  process.stdout.write(full.stdout);
  process.stdout.write(`\ncompare: outputs differ:\n${r.stdout}`);
  return 1;
}

function usage(message: string): number {
  process.stderr.write(
    `compare: ${message}\n` +
      "usage: npm run compare -- write DIR [--root TREE] | diff BEFORE AFTER | against [REV]\n"
  );
  return 2;
}

function freshFolder(dir: string): string | null {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) return null;
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** The outputs of REV and of this tree, compared. */
function against(rev: string): number {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-against-"));
  try {
    const tree = path.join(scratch, "tree");
    fs.mkdirSync(tree);
    const tar = execFileSync(
      "git",
      ["archive", "--format=tar", rev, "src", "examples", "package.json"],
      {
        cwd: HERE,
        maxBuffer: 512 * 1024 * 1024,
      }
    );
    execFileSync("tar", ["-x", "-C", tree], { input: tar });
    fs.symlinkSync(path.join(HERE, "node_modules"), path.join(tree, "node_modules"), "dir");
    const tsx = path.join(HERE, "node_modules", "tsx", "dist", "cli.mjs");
    for (const [side, root] of [
      ["before", tree],
      ["after", HERE],
    ]) {
      const dir = path.join(scratch, side);
      fs.mkdirSync(dir);
      const r = spawnSync(process.execPath, [tsx, __filename, "write", dir, "--root", root], {
        stdio: "inherit",
      });
      if (r.status !== 0) {
        process.stderr.write(`compare: writing the ${side} outputs failed\n`);
        return 2;
      }
    }
    process.stdout.write(`compare: ${rev} (before) against this work tree (after)\n`);
    return diffFolders(path.join(scratch, "before"), path.join(scratch, "after"));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "write": {
      const k = rest.indexOf("--root");
      const root = k >= 0 ? rest[k + 1] : HERE;
      const args = k >= 0 ? rest.filter((_, j) => j !== k && j !== k + 1) : rest;
      if (args.length !== 1 || !root) return usage("write needs one folder");
      if (!fs.existsSync(path.join(root, "src", "cli", "main.ts")))
        return usage(`--root ${root}: no src/cli/main.ts there`);
      const dir = freshFolder(path.resolve(args[0]));
      if (!dir) return usage(`${args[0]} is not empty: give a new or empty folder`);
      return writeAll(dir, root);
    }
    case "diff":
      if (rest.length !== 2) return usage("diff needs two folders");
      for (const d of rest) if (!fs.existsSync(d)) return usage(`no such folder: ${d}`);
      return diffFolders(rest[0], rest[1]);
    case "against":
      if (rest.length > 1) return usage("against takes one revision");
      return against(rest[0] ?? "main");
    default:
      return usage(command === undefined ? "no command" : `unknown command ${command}`);
  }
}

export { generalRuns, prepareInputs, runsFor, xlsxAsData, diffFolders, type Input, type Run };

if (require.main === module)
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`compare: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 1;
    }
  );
