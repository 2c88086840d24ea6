/**
 * Output benchmark (the writing part of the cli benchmark's command): what the command line
 * spends after the engine, from the end of computeStandings to the end of the run (the writer,
 * its scans, the write to stdout), and the whole process, for one or more builds in the same
 * runs. Not a test.
 *
 *   npm run prepare && npx tsx bench/output.bench.ts [--runs N] [--format json|text|csv]
 *     [--lib lib --lib OTHER/lib ...] [--file EVENT.trf]
 *
 * Each run is a fresh node process per build (the writer runs once, cold, as in the command
 * line), alternating between the builds; stdout goes to /dev/null. The child loads the build's
 * cli/main.js, wraps its engine/standings.js computeStandings to note the time when the engine
 * returns, and calls run() with `standings FILE -t <26 codes> -f FORMAT`. It reports
 * - the main thread's CPU time after the engine (Linux /proc/thread-self/schedstat, so neither
 *   waiting for a core nor the compiler's and collector's helper threads count),
 * - the whole process's CPU time after the engine (process.cpuUsage: every thread),
 * - the whole process's CPU time at exit (process.resourceUsage) and its wall time.
 * Figures are medians; ratios are medians of per-run ratios against the first build.
 * The default event is the CLI bench's: 3,000 x 11, seed 3000, colours balanced.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { makeTrf } from "../src/formats/trf-write";
import { builtLibs, CLI_CODES } from "./cli.bench";
import { generateSwiss } from "./generate";

/** The child: one command line run with the engine's end noted (plain JS, run with node -e). */
const CHILD = `
const [lib, argsJson] = process.argv.slice(1);
const fs = require("fs");
const thread = () => Number(fs.readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
const engine = require(lib + "/engine/standings.js");
const compute = engine.computeStandings;
let mark = null;
engine.computeStandings = function (...a) {
  const st = compute.apply(this, a);
  mark = { main: thread(), cpu: process.cpuUsage(), wall: performance.now() };
  return st;
};
require(lib + "/cli/main.js").run(JSON.parse(argsJson)).then((code) => {
  if (mark === null) throw new Error("computeStandings was not called through " + lib + "/engine/standings.js");
  const cpu = process.cpuUsage(mark.cpu);
  const after = { code, main: thread() - mark.main, cpu: (cpu.user + cpu.system) / 1000, wall: performance.now() - mark.wall };
  process.on("exit", () => {
    const r = process.resourceUsage();
    const whole = { total: (r.userCPUTime + r.systemCPUTime) / 1000, mainTotal: thread(), wallTotal: performance.now() };
    fs.writeSync(2, "\\n" + JSON.stringify({ ...after, ...whole }) + "\\n");
  });
});
`;

interface Sample {
  /** Main thread CPU after the engine (ms). */
  main: number;
  /** Whole process CPU after the engine (ms). */
  cpu: number;
  /** Wall time after the engine (ms). */
  wall: number;
  /** Whole process CPU at exit (ms). */
  total: number;
  /** Main thread CPU at exit (ms). */
  mainTotal: number;
}

export interface OutputBench {
  format: string;
  runs: number;
  libs: { lib: string; median: Sample; ratio: Sample }[];
  loadStart: number;
  loadEnd: number;
}

const FIELDS = ["main", "cpu", "wall", "total", "mainTotal"] as const;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0
    ? NaN
    : s.length % 2
      ? s[(s.length - 1) / 2]
      : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

function runChild(lib: string, args: string[], out: number): Sample {
  const r = spawnSync(process.execPath, ["-e", CHILD, lib, JSON.stringify(args)], {
    stdio: ["ignore", out, "pipe"],
    maxBuffer: 64 * 2 ** 20,
  });
  const last = r.stderr.toString().trim().split("\n").pop() ?? "";
  let s: Sample & { code: number };
  try {
    s = JSON.parse(last) as Sample & { code: number };
  } catch {
    throw new Error(`${lib}: the child gave no figures (exit ${r.status}): ${r.stderr.toString()}`);
  }
  if (s.code !== 0) throw new Error(`${lib}: the command line exited with ${s.code}`);
  return s;
}

export function runOutputBench(
  opts: { runs?: number; libs?: string[]; format?: string; file?: string } = {}
): OutputBench {
  const libs = builtLibs(opts.libs);
  const runs = opts.runs ?? 7;
  const format = opts.format ?? "json";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-output-"));
  const loadStart = os.loadavg()[0];
  const devNull = fs.openSync("/dev/null", "w");
  try {
    let file = opts.file;
    if (file === undefined) {
      file = path.join(dir, "swiss-3000x11.trf");
      const event = { players: 3000, rounds: 11, seed: 3000, colours: "balanced" as const };
      fs.writeFileSync(file, makeTrf(generateSwiss(event)));
    }
    const args = ["standings", path.resolve(file), "-t", CLI_CODES.join(","), "-f", format];
    const samples = libs.map(() => [] as Sample[]);
    for (const lib of libs) runChild(lib, args, devNull); // the file cache
    for (let k = 0; k < runs; k++)
      libs.forEach((lib, b) => samples[b].push(runChild(lib, args, devNull)));
    const pick = (xs: Sample[], f: (typeof FIELDS)[number]): number[] => xs.map((x) => x[f]);
    return {
      format,
      runs,
      libs: libs.map((lib, b) => {
        const med = {} as Sample;
        const ratio = {} as Sample;
        for (const f of FIELDS) {
          med[f] = median(pick(samples[b], f));
          ratio[f] = median(samples[b].map((x, k) => x[f] / samples[0][k][f]));
        }
        return { lib, median: med, ratio };
      }),
      loadStart,
      loadEnd: os.loadavg()[0],
    };
  } finally {
    fs.closeSync(devNull);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function outputReport(b: OutputBench): string {
  const ms = (x: number): string => `${x.toFixed(1)} ms`;
  const rel = (f: string): string => path.relative(process.cwd(), f) || f;
  const vs = (x: number, k: number): string => (k === 0 ? "" : ` (${x.toFixed(2)}x)`);
  return [
    `Output after the engine, -f ${b.format}, PTS + ${CLI_CODES.length} codes, median of ${b.runs} runs (ratios: median of per-run ratios to the first build); load average ${b.loadStart.toFixed(1)} at the start, ${b.loadEnd.toFixed(1)} at the end`,
    "",
    "| build | after the engine: main thread CPU | all threads CPU | wall | whole process: CPU | main thread CPU |",
    "|---|---|---|---|---|---|",
    ...b.libs.map(
      (l, k) =>
        `| ${rel(l.lib)} | ${ms(l.median.main)}${vs(l.ratio.main, k)} | ${ms(l.median.cpu)}${vs(l.ratio.cpu, k)} | ${ms(l.median.wall)}${vs(l.ratio.wall, k)} | ${ms(l.median.total)}${vs(l.ratio.total, k)} | ${ms(l.median.mainTotal)}${vs(l.ratio.mainTotal, k)} |`
    ),
  ].join("\n");
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const values = (name: string): string[] =>
    args.flatMap((a, k) => (a === name && args[k + 1] !== undefined ? [args[k + 1]] : []));
  console.log(
    outputReport(
      runOutputBench({
        runs: Number(values("--runs")[0] ?? 7),
        libs: values("--lib").map((f) => path.resolve(f)),
        format: values("--format")[0],
        file: values("--file")[0],
      })
    )
  );
}
