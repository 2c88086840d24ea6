/**
 * Cold against warm: the command line's run() for the cli benchmark's command
 * (`standings FILE -t <26 codes> -f json`, 3,000 x 11) several times in ONE node process, its
 * output to a sink that only counts, next to the whole process. The first run is cold (V8
 * interprets, collects feedback and compiles code that runs once); the later ones are warm, so
 * the difference is what warming up costs and the warm run is the work itself. Not a test.
 *
 *   npm run prepare && npm run bench -- --only cli-warm [--runs N]
 *   npx tsx bench/cli-warm.bench.ts [--runs N] [--repeat R] [--lib lib --lib OTHER/lib ...]
 *
 * Each of the N runs is a fresh node process per build (alternating), which requires the build's
 * cli/main.js and calls run() R times (default 8). It notes, on the main thread: the CPU time
 * node took to start (up to the child's first line), requiring the command line, and each run();
 * the wall time of each run and, by wrapping the build's parseTrf and computeStandings, of the
 * parse and the engine within it (the rest: decoding, arguments, the order, the JSON writer).
 * Main-thread CPU is /proc/thread-self/schedstat, which the kernel updates at its scheduler tick
 * (4 ms here): good for runs of 50 ms and more, medians over processes. The whole-process figures
 * (node -e 0, read and split, the command line as a process) come from cli.bench.ts in the same
 * invocation, without FIDE's checker.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { makeTrf } from "../src/formats/trf-write";
import { builtLibs, CLI_CODES, cliReport, runCliBench, type CliBench } from "./cli.bench";
import { generateSwiss } from "./generate";

/** The child: `node -e CHILD LIB ARGS_JSON REPEAT` writes one JSON line to stderr. */
const CHILD = `"use strict";
const startWall = performance.now();
const fs = require("fs");
const thread = () => Number(fs.readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
const startMain = thread();
const [lib, argsJson, repeat] = process.argv.slice(1);
const t0 = performance.now();
const trf = require(lib + "/formats/trf.js");
const engine = require(lib + "/engine/standings.js");
let phase = { parse: 0, engine: 0 };
const timed = (mod, name, key) => {
  const f = mod[name];
  mod[name] = function (...a) {
    const s = performance.now();
    try { return f.apply(this, a); } finally { phase[key] += performance.now() - s; }
  };
};
timed(trf, "parseTrf", "parse");
timed(engine, "computeStandings", "engine");
const { run } = require(lib + "/cli/main.js");
const required = { wall: performance.now() - t0, main: thread() - startMain };
(async () => {
  const runs = [];
  for (let k = 0; k < Number(repeat); k++) {
    let chars = 0;
    const sink = { stdout: (t) => void (chars += t.length), stderr: (t) => void (chars += t.length) };
    phase = { parse: 0, engine: 0 };
    const m = thread();
    const c = process.cpuUsage();
    const w = performance.now();
    const code = await run(JSON.parse(argsJson), sink);
    const wall = performance.now() - w;
    const cpu = process.cpuUsage(c);
    if (code !== 0) throw new Error("exit " + code);
    runs.push({ wall, main: thread() - m, cpu: (cpu.user + cpu.system) / 1000, parse: phase.parse, engine: phase.engine, chars });
  }
  fs.writeSync(2, "\\n" + JSON.stringify({ start: { wall: startWall, main: startMain }, required, runs }) + "\\n");
})();
`;

/** One run() in the process: wall, main-thread CPU, all threads' CPU, parse and engine (wall). */
interface RunSample {
  wall: number;
  main: number;
  cpu: number;
  parse: number;
  engine: number;
  chars: number;
}

interface ProcessSample {
  /** Node's own start, up to the child's first line. */
  start: { wall: number; main: number };
  /** Requiring the command line (lib/cli/main.js and what it loads). */
  required: { wall: number; main: number };
  runs: RunSample[];
}

/** Medians over the processes of one build. */
export interface WarmFigures {
  lib: string;
  start: { wall: number; main: number };
  required: { wall: number; main: number };
  /** The first run() of each process. */
  cold: RunSample;
  /** The second. */
  second: RunSample;
  /** The median of runs 2..R of each process, then the median over processes. */
  warm: RunSample;
  /** Every process's main-thread CPU per run, for the report's detail line (the first process). */
  firstProcess: number[];
}

export interface WarmBench {
  runs: number;
  repeat: number;
  builds: WarmFigures[];
  whole: CliBench;
  loadStart: number;
  loadEnd: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

const RUN_FIELDS = ["wall", "main", "cpu", "parse", "engine", "chars"] as const;

function medianRun(xs: RunSample[]): RunSample {
  const out = {} as RunSample;
  for (const f of RUN_FIELDS) out[f] = median(xs.map((x) => x[f]));
  return out;
}

function runChild(lib: string, args: string[], repeat: number): ProcessSample {
  const r = spawnSync(process.execPath, ["-e", CHILD, lib, JSON.stringify(args), String(repeat)], {
    stdio: ["ignore", "ignore", "pipe"],
    maxBuffer: 64 * 2 ** 20,
  });
  const last = r.stderr.toString().trim().split("\n").pop() ?? "";
  try {
    return JSON.parse(last) as ProcessSample;
  } catch {
    throw new Error(`${lib}: the child gave no figures (exit ${r.status}): ${r.stderr.toString()}`);
  }
}

export function runWarmBench(
  opts: { runs?: number; repeat?: number; libs?: string[] } = {}
): WarmBench {
  const libs = builtLibs(opts.libs);
  const runs = opts.runs ?? 5;
  const repeat = Math.max(2, opts.repeat ?? 8);
  const loadStart = os.loadavg()[0];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-warm-"));
  try {
    // the CLI bench's event: 3,000 x 11, seed 3000, colours balanced
    const file = path.join(dir, "swiss-3000x11.trf");
    const event = { players: 3000, rounds: 11, seed: 3000, colours: "balanced" as const };
    fs.writeFileSync(file, makeTrf(generateSwiss(event)));
    const args = ["standings", file, "-t", CLI_CODES.join(","), "-f", "json"];
    const samples = libs.map(() => [] as ProcessSample[]);
    for (const lib of libs) runChild(lib, args, 1); // the file cache
    for (let k = 0; k < runs; k++)
      libs.forEach((lib, b) => samples[b].push(runChild(lib, args, repeat)));
    const builds = libs.map((lib, b): WarmFigures => {
      const ps = samples[b];
      return {
        lib,
        start: {
          wall: median(ps.map((p) => p.start.wall)),
          main: median(ps.map((p) => p.start.main)),
        },
        required: {
          wall: median(ps.map((p) => p.required.wall)),
          main: median(ps.map((p) => p.required.main)),
        },
        cold: medianRun(ps.map((p) => p.runs[0])),
        second: medianRun(ps.map((p) => p.runs[1])),
        warm: medianRun(ps.map((p) => medianRun(p.runs.slice(1)))),
        firstProcess: ps[0].runs.map((r) => r.main),
      };
    });
    // the whole process in the same invocation (no checker: tens of seconds a run)
    const bins = libs.map((lib) => path.join(lib, "..", "bin", "tiebreaks.js"));
    const whole = runCliBench(runs, { bins, checker: false });
    return { runs, repeat, builds, whole, loadStart, loadEnd: os.loadavg()[0] };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function warmReport(b: WarmBench): string {
  const ms = (x: number): string => `${x.toFixed(0)} ms`;
  const rel = (f: string): string => path.relative(process.cwd(), f) || f;
  const run = (r: RunSample): string =>
    `${ms(r.main)} | ${ms(r.wall)} | ${ms(r.cpu)} | ${ms(r.parse)} | ${ms(r.engine)} | ${ms(r.wall - r.parse - r.engine)}`;
  const lines = [
    `Cold against warm: run() of \`standings FILE -t <${CLI_CODES.length} codes> -f json\` (3,000 x 11) ${b.repeat} times in one node process, output to a counting sink; ${b.runs} processes per build, alternating, medians; load average ${b.loadStart.toFixed(1)} at the start, ${b.loadEnd.toFixed(1)} at the end`,
    "",
    "| build | run | main thread CPU | wall | all threads CPU | parse (wall) | engine (wall) | rest (wall) |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const f of b.builds) {
    lines.push(
      `| ${rel(f.lib)} | node start (to the first line) | ${ms(f.start.main)} | ${ms(f.start.wall)} | | | | |`
    );
    lines.push(
      `| | require cli/main.js | ${ms(f.required.main)} | ${ms(f.required.wall)} | | | | |`
    );
    lines.push(`| | run 1 (cold) | ${run(f.cold)} |`);
    lines.push(`| | run 2 | ${run(f.second)} |`);
    lines.push(`| | runs 2-${b.repeat} (warm, median) | ${run(f.warm)} |`);
    lines.push(
      `| | floor: start + require + cold run | ${ms(f.start.main + f.required.main + f.cold.main)} | ${ms(f.start.wall + f.required.wall + f.cold.wall)} | | | | |`
    );
  }
  lines.push("");
  for (const f of b.builds)
    lines.push(
      `${rel(f.lib)}, main-thread CPU of each run in the first process: ${f.firstProcess.map((x) => x.toFixed(0)).join(", ")} ms; cold / warm ${(f.cold.main / f.warm.main).toFixed(2)}x (main thread), ${(f.cold.wall / f.warm.wall).toFixed(2)}x (wall).`
    );
  lines.push("", "The whole process in the same invocation:", "", cliReport(b.whole));
  return lines.join("\n");
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const values = (name: string): string[] =>
    args.flatMap((a, k) => (a === name && args[k + 1] !== undefined ? [args[k + 1]] : []));
  console.log(
    warmReport(
      runWarmBench({
        runs: Number(values("--runs")[0] ?? 5),
        repeat: Number(values("--repeat")[0] ?? 8),
        libs: values("--lib").map((f) => path.resolve(f)),
      })
    )
  );
}
