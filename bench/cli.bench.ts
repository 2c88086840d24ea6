/**
 * CLI benchmark: the whole process on a generated 3,000-player, 11-round
 * Swiss TRF with 26 FIDE codes, against `node -e 0`, a node process that reads and splits the
 * file, and FIDE's reference checker TieBreakServer when it is present. Not a test.
 *
 *   npm run prepare && npm run bench -- --only cli [--runs N] [--bin OTHER/bin/tiebreaks.js]...
 *
 * The event's colours are balanced as a pairing program gives them (generate.ts "balanced"):
 * with colours by position one player gets white in 10 of 11 games and FIDE's checker stops with
 * an IndexError (colourDifferenceNote says why); the bench runs the checker once on that file
 * too and reports it. --bin adds further builds of the command line (e.g. main's, built in
 * another folder) measured in the same runs.
 *
 * Uses bin/tiebreaks.js (the compiled lib/, so `npm run prepare` first). The checker is looked
 * for in $TBS_DIR (default /work/scratch/tbs: tiebreakchecker.py, Python 3 standard library);
 * when it is absent the report says so. It runs once per run (it takes tens of seconds).
 * Target: ours at most 2.5x the read-and-split process, i.e. at least 90x faster than the
 * checker. Runs alternate between the commands; figures are medians, ratios of medians. Besides
 * wall and CPU time, each node child's main-thread CPU time (MAIN_THREAD_PROBE): on a machine
 * shared by many, the figure nearest what a quiet machine's wall time follows.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Tournament } from "../src/engine";
import { makeTrf } from "../src/formats/trf-write";
import { generateSwiss } from "./generate";

/** The 26 codes of the issue's measurement (fide-c07.md 12.3), after PTS. */
export const CLI_CODES = [
  "BH",
  "BH/C1",
  "BH/C2",
  "BH/M1",
  "FB",
  "FB/C1",
  "SB",
  "SB/C1",
  "AOB",
  "AOB/F",
  "WIN",
  "WON",
  "BPG",
  "BWG",
  "REP",
  "PS",
  "PS/C1",
  "STD",
  "ARO",
  "ARO/C1",
  "TPR",
  "PTP",
  "APRO",
  "APPO",
  "TPN",
  "RTNG",
];

/**
 * The lib/ folders a bench of the built command line runs (the given ones, else this checkout's),
 * each checked for a build, on Linux (the main thread's CPU time is read from
 * /proc/thread-self/schedstat).
 */
export function builtLibs(libs: readonly string[] | undefined): string[] {
  const root = path.resolve(__dirname, "..");
  const out = libs?.length ? [...libs] : [path.join(root, "lib")];
  for (const lib of out)
    if (!fs.existsSync(path.join(lib, "cli/main.js")))
      throw new Error(`${lib}/cli/main.js: no build there (npm run prepare)`);
  if (!fs.existsSync("/proc/thread-self/schedstat"))
    throw new Error("needs Linux's /proc/thread-self/schedstat for the main thread's CPU time");
  return out;
}

/**
 * CPU time (user + system, ms) of the children this process has waited for, from Linux's
 * /proc/self/stat (cutime and cstime, in clock ticks of 1/100 s); null where there is no /proc.
 * On a loaded machine a process's CPU time is nearer what it would take on a quiet one than its
 * wall time, which includes the waits for a core.
 */
export function childrenCpuMs(stat?: string): number | null {
  let text = stat;
  if (text === undefined) {
    try {
      text = fs.readFileSync("/proc/self/stat", "utf8");
    } catch {
      return null;
    }
  }
  // the fields after the command name (in parentheses, which may hold blanks): state is the
  // third field, cutime and cstime the 16th and 17th
  const f = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(f[13]) + Number(f[14]);
  return Number.isFinite(ticks) ? ticks * 10 : null;
}

/** One run: its wall time and, where known, its CPU time and its main thread's (ms). */
interface Timed {
  ms: number;
  cpuMs: number | null;
  mainMs: number | null;
}

/**
 * A script that a node child loads first (--require) to write, as it exits, its main thread's CPU
 * time in nanoseconds (Linux's /proc/self/task/PID/schedstat, first field) to the file named by
 * $TIEBREAKS_BENCH_MAIN_THREAD. The process's CPU time also counts V8's compiler and GC helper
 * threads, which on a quiet two-core machine run beside the main thread; the main thread is what
 * the wall time of a quiet machine follows. Only one exit listener and one file write are added.
 */
export const MAIN_THREAD_PROBE = `"use strict";
process.on("exit", () => {
  const fs = require("fs");
  try {
    const ns = fs.readFileSync("/proc/self/task/" + process.pid + "/schedstat", "utf8").split(" ")[0];
    fs.writeFileSync(process.env.TIEBREAKS_BENCH_MAIN_THREAD, ns);
  } catch {}
});
`;

/** Main-thread times, when the probe is set up (runCliBench). */
let probe: { script: string; out: string } | null = null;

function wall(cmd: string, args: string[], cwd?: string): Timed {
  const nodeChild = cmd === process.execPath && probe !== null;
  if (nodeChild && probe) fs.rmSync(probe.out, { force: true });
  const env =
    nodeChild && probe ? { ...process.env, TIEBREAKS_BENCH_MAIN_THREAD: probe.out } : process.env;
  const argv = nodeChild && probe ? ["--require", probe.script, ...args] : args;
  const c0 = childrenCpuMs();
  const t0 = performance.now();
  const r = spawnSync(cmd, argv, { cwd, env, encoding: "utf8", maxBuffer: 256 << 20 });
  const ms = performance.now() - t0;
  const c1 = childrenCpuMs();
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")}: exit ${r.status}: ${r.stderr}`);
  let mainMs: number | null = null;
  if (nodeChild && probe && fs.existsSync(probe.out)) {
    const ns = Number(fs.readFileSync(probe.out, "utf8"));
    if (Number.isFinite(ns) && ns > 0) mainMs = ns / 1e6;
  }
  return { ms, cpuMs: c0 === null || c1 === null ? null : c1 - c0, mainMs };
}

/** The median CPU time of runs, null when any run has none. */
function medianCpu(xs: Timed[]): number | null {
  return xs.some((x) => x.cpuMs === null) ? null : median(xs.map((x) => x.cpuMs as number));
}

/** The median main-thread CPU time of runs, null when any run has none. */
function medianMain(xs: Timed[]): number | null {
  return xs.some((x) => x.mainMs === null) ? null : median(xs.map((x) => x.mainMs as number));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export interface CliBench {
  nodeMs: number;
  readMs: number;
  /** Median CPU times (user + system) of the same runs; null without /proc. */
  nodeCpuMs: number | null;
  readCpuMs: number | null;
  /** Median main-thread CPU times of the same runs (see MAIN_THREAD_PROBE); null without /proc. */
  nodeMainMs: number | null;
  readMainMs: number | null;
  /** Per build of the command line (--bin), its median time (wall, CPU, main thread). */
  ours: {
    bin: string;
    ms: number;
    cpuMs: number | null;
    mainMs: number | null;
    ratioToFirst: number;
    /** Median of per-run ratios of the main thread's CPU time to the first build's. */
    mainRatioToFirst: number | null;
  }[];
  /** The first build's median. */
  oursMs: number;
  checkerMs: number | null;
  checkerDir: string;
  /** Why the checker gave no time: absent, or its error on this file. */
  checkerNote?: string;
  /** The checker on the same event with colours by position (the file it cannot read), once. */
  alternateNote?: string;
  runs: number;
  loadStart: number;
  loadEnd: number;
}

/**
 * Why FIDE's checker stops on an event, when it is the colour difference: its compute_score
 * (tiebreak.py) indexes `(other[colour] + "bbbbwwww")[difference]`, a string of 9 characters, by
 * the running difference of whites and blacks in played games, so a difference of 9 or more, or
 * -10 or less, raises IndexError ("### Error 510 Program error"). TRF (fide-c07.md 10.1) puts no
 * limit on colours; pairing rules keep the difference small, which is why real files pass.
 */
export function colourDifferenceNote(t: Tournament): string | null {
  let worst: { id: number; diff: number; white: number; black: number } | null = null;
  for (const p of t.players) {
    let white = 0;
    let black = 0;
    for (const e of p.rounds) {
      if (!e || e.kind !== "game") continue;
      if (e.colour === "w") white++;
      else if (e.colour === "b") black++;
      const diff = white - black;
      if (diff >= 9 || diff <= -10) {
        if (!worst || Math.abs(diff) > Math.abs(worst.diff))
          worst = { id: p.id, diff, white, black };
        break;
      }
    }
  }
  if (!worst) return null;
  return `player ${worst.id} reaches a colour difference of ${worst.diff > 0 ? "+" : ""}${worst.diff} (${worst.white} whites, ${worst.black} blacks in played games); the checker's compute_score indexes the 9-character string (other[colour] + "bbbbwwww") by that difference, so 9 or more (or -10 or less) raises IndexError. The file is valid TRF16 (no limit on colours)`;
}

function runChecker(dir: string, file: string): { ms: number } | { failed: string } {
  const args = ["tiebreakchecker.py", "-i", file, "-o", "-", "-s", "-d", "T"];
  const t0 = performance.now();
  const r = spawnSync("python3", [...args, "-t", "PTS", ...CLI_CODES], {
    cwd: dir,
    encoding: "utf8",
    maxBuffer: 256 << 20,
  });
  const ms = performance.now() - t0;
  if (r.status !== 0 || /^### Error/m.test(r.stdout))
    return { failed: (r.stdout + r.stderr).replace(/\s+/g, " ").trim().slice(0, 120) };
  return { ms };
}

/**
 * Runs alternate between node -e 0, the read-and-split process, each build of the command line
 * (bins: the first is this tree's bin/tiebreaks.js unless given, e.g. main's build as a second)
 * and the checker (unless `checker: false`, e.g. for cli-warm.bench.ts's whole-process figures).
 */
export function runCliBench(runs = 3, opts: { bins?: string[]; checker?: boolean } = {}): CliBench {
  const root = path.resolve(__dirname, "..");
  const bins = opts.bins?.length ? opts.bins : [path.join(root, "bin/tiebreaks.js")];
  if (!fs.existsSync(path.join(root, "lib"))) throw new Error("run `npm run prepare` first");
  const checkerDir = process.env.TBS_DIR ?? "/work/scratch/tbs";
  const checker =
    opts.checker !== false && fs.existsSync(path.join(checkerDir, "tiebreakchecker.py"));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-cli-"));
  const loadStart = os.loadavg()[0];
  if (fs.existsSync(`/proc/self/task/${process.pid}/schedstat`)) {
    probe = { script: path.join(dir, "main-thread.js"), out: path.join(dir, "main-thread.ns") };
    fs.writeFileSync(probe.script, MAIN_THREAD_PROBE);
  }
  try {
    // colours as a pairing program gives them: the checker reads the file (see
    // colourDifferenceNote for the event with colours by position, which it cannot read)
    const file = path.join(dir, "swiss-3000x11.trf");
    const event = { players: 3000, rounds: 11, seed: 3000 };
    fs.writeFileSync(file, makeTrf(generateSwiss({ ...event, colours: "balanced" })));
    const read = `require("fs").readFileSync(${JSON.stringify(file)}, "utf8").split("\\n").length`;
    const node: Timed[] = [];
    const reads: Timed[] = [];
    const ours = bins.map(() => [] as Timed[]);
    const checks: number[] = [];
    let checkerNote: string | undefined = checker
      ? undefined
      : opts.checker === false
        ? "not run"
        : "absent";
    let alternateNote: string | undefined;
    if (checker) {
      const alternate = generateSwiss(event);
      const altFile = path.join(dir, "swiss-3000x11-alternate.trf");
      fs.writeFileSync(altFile, makeTrf(alternate));
      const r = runChecker(checkerDir, altFile);
      const why = colourDifferenceNote(alternate);
      alternateNote =
        "failed" in r
          ? `fails ("${r.failed}")${why ? `: ${why}` : ""}`
          : `reads it (${(r.ms / 1000).toFixed(1)} s)`;
    }
    const argsOf = (bin: string): string[] => [
      bin,
      "standings",
      file,
      "-t",
      CLI_CODES.join(","),
      "-f",
      "json",
    ];
    for (const bin of bins) wall(process.execPath, argsOf(bin)); // warm the file cache
    for (let k = 0; k < runs; k++) {
      node.push(wall(process.execPath, ["-e", "0"]));
      reads.push(wall(process.execPath, ["-e", read]));
      bins.forEach((bin, b) => ours[b].push(wall(process.execPath, argsOf(bin))));
      if (checker && checkerNote === undefined) {
        const r = runChecker(checkerDir, file);
        if ("failed" in r) checkerNote = `failed on this file: ${r.failed}`;
        else checks.push(r.ms);
      }
    }
    const ms = (xs: Timed[]): number[] => xs.map((x) => x.ms);
    const firstMs = median(ms(ours[0]));
    return {
      nodeMs: median(ms(node)),
      readMs: median(ms(reads)),
      nodeCpuMs: medianCpu(node),
      readCpuMs: medianCpu(reads),
      nodeMainMs: medianMain(node),
      readMainMs: medianMain(reads),
      ours: bins.map((bin, b) => ({
        bin,
        ms: median(ms(ours[b])),
        cpuMs: medianCpu(ours[b]),
        mainMs: medianMain(ours[b]),
        ratioToFirst: median(ours[b].map((x, k) => x.ms / ours[0][k].ms)),
        mainRatioToFirst:
          medianMain(ours[b]) === null || medianMain(ours[0]) === null
            ? null
            : median(ours[b].map((x, k) => (x.mainMs as number) / (ours[0][k].mainMs as number))),
      })),
      oursMs: firstMs,
      checkerMs: checks.length > 0 ? median(checks) : null,
      checkerDir,
      checkerNote,
      alternateNote,
      runs,
      loadStart,
      loadEnd: os.loadavg()[0],
    };
  } finally {
    probe = null;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function cliReport(b: CliBench): string {
  const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
  const rel = (f: string): string => path.relative(process.cwd(), f) || f;
  const cpu = (ms: number | null): string => (ms === null ? "n/a" : s(ms));
  const cpuRatio = (ms: number | null): string =>
    ms === null || b.readCpuMs === null || b.readCpuMs === 0
      ? "n/a"
      : `${(ms / b.readCpuMs).toFixed(2)}x`;
  const main = (ms: number | null, ratio?: number | null): string =>
    ms === null || b.readMainMs === null || b.readMainMs === 0
      ? "n/a | n/a"
      : `${s(ms)} | ${(ms / b.readMainMs).toFixed(2)}x${ratio != null ? `; ${ratio.toFixed(2)}x the first` : ""}`;
  return [
    `CLI, whole process, 3,000 x 11 (colours balanced), PTS + ${CLI_CODES.length} codes, -f json, median of ${b.runs} runs; load average ${b.loadStart.toFixed(1)} at the start, ${b.loadEnd.toFixed(1)} at the end`,
    "",
    "| command | time | / read and split | CPU (user + system) | CPU / read and split's | main thread CPU | main thread / read and split's |",
    "|---|---|---|---|---|---|---|",
    `| node -e 0 | ${s(b.nodeMs)} | ${(b.nodeMs / b.readMs).toFixed(2)}x | ${cpu(b.nodeCpuMs)} | ${cpuRatio(b.nodeCpuMs)} | ${main(b.nodeMainMs)} |`,
    `| node: read and split the file | ${s(b.readMs)} | 1.00x | ${cpu(b.readCpuMs)} | ${cpuRatio(b.readCpuMs)} | ${main(b.readMainMs)} |`,
    ...b.ours.map(
      (o, k) =>
        `| tiebreaks standings (${rel(o.bin)}) | ${s(o.ms)} | ${(o.ms / b.readMs).toFixed(2)}x${k > 0 ? `; ${o.ratioToFirst.toFixed(2)}x the first (median of per-run ratios)` : ""} | ${cpu(o.cpuMs)} | ${cpuRatio(o.cpuMs)} | ${main(o.mainMs, k > 0 ? o.mainRatioToFirst : null)} |`
    ),
    b.checkerMs === null
      ? `| TieBreakServer (${b.checkerDir}) | no time: ${b.checkerNote ?? "absent"} | | | | | |`
      : `| TieBreakServer (python3 tiebreakchecker.py) | ${s(b.checkerMs)} | ${(b.checkerMs / b.readMs).toFixed(1)}x | | | | |`,
    "",
    b.checkerMs === null
      ? `checker / ours: not measured (checker ${b.checkerNote ?? "absent"}); ours / read: ${(b.oursMs / b.readMs).toFixed(2)}x (target at most 2.5x)`
      : `checker / ours: ${(b.checkerMs / b.oursMs).toFixed(1)}x (target at least 90x); ours / read: ${(b.oursMs / b.readMs).toFixed(2)}x (target at most 2.5x)`,
    ...(b.alternateNote
      ? [
          "",
          `The checker on the same event with colours by position (the generator's default): ${b.alternateNote}.`,
        ]
      : []),
  ].join("\n");
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const values = (name: string): string[] =>
    args.flatMap((a, k) => (a === name && args[k + 1] !== undefined ? [args[k + 1]] : []));
  const runs = Number(values("--runs")[0] ?? 3);
  console.log(cliReport(runCliBench(runs, { bins: values("--bin").map((f) => path.resolve(f)) })));
}
