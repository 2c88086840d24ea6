/**
 * The CLI's reading and loading, each in a fresh node process as the CLI does
 * it once: `require` of lib/cli/main.js (the modules a plain `standings` run loads before it
 * reads), and parseTrf of the bench's 3,000 x 11 TRF after decoding its bytes (lib/formats/trf.js,
 * cold, as in the CLI). Not a test.
 *
 *   npm run prepare && npx tsx bench/cli-read.bench.ts [--runs N] [--lib OTHER/lib]...
 *
 * Every --lib is a compiled lib/ (this tree's by default; e.g. main's, built in another folder):
 * runs alternate between them, and ratios are medians of per-run ratios to the first. Times: the
 * main thread's CPU (/proc/self/task/PID/schedstat), the process's CPU (process.cpuUsage, which
 * also counts V8's compiler and GC helper threads) and wall. Allocation: the bytes parseTrf
 * allocates, measured once per build with a young generation large enough that nothing is
 * collected during the parse (--min-semi-space-size=64), and what the result keeps.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { makeTrf } from "../src/formats/trf-write";
import { generateSwiss } from "./generate";

/** The child: `node CHILD LIB require|parse|alloc FILE` prints one JSON line. */
const CHILD = `"use strict";
const fs = require("fs");
const path = require("path");
const [lib, job, file] = process.argv.slice(2);
const stat = "/proc/self/task/" + process.pid + "/schedstat";
const mainNs = () => (fs.existsSync(stat) ? Number(fs.readFileSync(stat, "utf8").split(" ")[0]) : NaN);
let run;
if (job === "require") {
  run = () => require(path.join(lib, "cli/main.js"));
} else {
  const { parseTrf } = require(path.join(lib, "formats/trf.js"));
  const { decodeBytes } = require(path.join(lib, "formats/decode.js"));
  const text = decodeBytes(fs.readFileSync(file), file).text;
  run = () => parseTrf(text);
}
if (job === "alloc") {
  global.gc();
  const h0 = process.memoryUsage().heapUsed;
  const kept = run();
  const h1 = process.memoryUsage().heapUsed;
  global.gc();
  const h2 = process.memoryUsage().heapUsed;
  console.log(JSON.stringify({ allocated: h1 - h0, retained: h2 - h0, players: kept.tournament.players.length }));
} else {
  const c0 = process.cpuUsage();
  const m0 = mainNs();
  const t0 = process.hrtime.bigint();
  run();
  const wall = Number(process.hrtime.bigint() - t0) / 1e6;
  const main = (mainNs() - m0) / 1e6;
  const c = process.cpuUsage(c0);
  console.log(JSON.stringify({ wall, cpu: (c.user + c.system) / 1000, main: Number.isFinite(main) ? main : null }));
}
`;

interface Sample {
  wall: number;
  cpu: number;
  main: number | null;
}

export interface ReadBench {
  runs: number;
  loadStart: number;
  loadEnd: number;
  builds: {
    lib: string;
    require: { wall: number; cpu: number; main: number | null; mainRatio: number | null };
    parse: { wall: number; cpu: number; main: number | null; mainRatio: number | null };
    parseCpuRatio: number;
    allocatedMB: number;
    retainedMB: number;
  }[];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function child(script: string, args: string[], flags: string[] = []): Record<string, number> {
  const r = spawnSync(process.execPath, [...flags, script, ...args], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${args.join(" ")}: exit ${r.status}: ${r.stderr}`);
  return JSON.parse(r.stdout) as Record<string, number>;
}

export function runReadBench(runs = 15, libs: string[] = []): ReadBench {
  const root = path.resolve(__dirname, "..");
  const builds = libs.length ? libs : [path.join(root, "lib")];
  for (const lib of builds)
    if (!fs.existsSync(path.join(lib, "cli/main.js")))
      throw new Error(`${lib}: no cli/main.js (run \`npm run prepare\`)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-read-"));
  const loadStart = os.loadavg()[0];
  try {
    const script = path.join(dir, "child.js");
    fs.writeFileSync(script, CHILD);
    const file = path.join(dir, "swiss-3000x11.trf");
    const event = { players: 3000, rounds: 11, seed: 3000, colours: "balanced" as const };
    fs.writeFileSync(file, makeTrf(generateSwiss(event)));
    const req = builds.map(() => [] as Sample[]);
    const parse = builds.map(() => [] as Sample[]);
    for (let k = 0; k < runs; k++) {
      builds.forEach((lib, b) => {
        req[b].push(child(script, [lib, "require", file]) as unknown as Sample);
        parse[b].push(child(script, [lib, "parse", file]) as unknown as Sample);
      });
    }
    const summary = (xs: Sample[], first: Sample[]) => {
      const hasMain = xs.every((x) => x.main !== null) && first.every((x) => x.main !== null);
      return {
        wall: median(xs.map((x) => x.wall)),
        cpu: median(xs.map((x) => x.cpu)),
        main: hasMain ? median(xs.map((x) => x.main as number)) : null,
        mainRatio: hasMain
          ? median(xs.map((x, i) => (x.main as number) / (first[i].main as number)))
          : null,
      };
    };
    return {
      runs,
      loadStart,
      loadEnd: os.loadavg()[0],
      builds: builds.map((lib, b) => {
        const alloc = child(
          script,
          [lib, "alloc", file],
          ["--expose-gc", "--min-semi-space-size=64", "--max-semi-space-size=64"]
        );
        return {
          lib,
          require: summary(req[b], req[0]),
          parse: summary(parse[b], parse[0]),
          parseCpuRatio: median(parse[b].map((x, i) => x.cpu / parse[0][i].cpu)),
          allocatedMB: alloc.allocated / 1e6,
          retainedMB: alloc.retained / 1e6,
        };
      }),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function readReport(b: ReadBench): string {
  const ms = (x: number | null): string => (x === null ? "n/a" : `${x.toFixed(1)} ms`);
  const ratio = (x: number | null, k: number): string =>
    k === 0 || x === null ? "" : ` (${x.toFixed(2)}x the first)`;
  return [
    `CLI reading and loading, one fresh process per measurement, median of ${b.runs} runs; load average ${b.loadStart.toFixed(1)} at the start, ${b.loadEnd.toFixed(1)} at the end`,
    "",
    "| lib | require cli/main.js: main thread | CPU | wall | parseTrf 3,000 x 11: main thread | CPU | wall | parseTrf allocates | keeps |",
    "|---|---|---|---|---|---|---|---|---|",
    ...b.builds.map(
      (x, k) =>
        `| ${path.relative(process.cwd(), x.lib) || x.lib} | ${ms(x.require.main)}${ratio(x.require.mainRatio, k)} | ${ms(x.require.cpu)} | ${ms(x.require.wall)} | ${ms(x.parse.main)}${ratio(x.parse.mainRatio, k)} | ${ms(x.parse.cpu)}${k === 0 ? "" : ` (${x.parseCpuRatio.toFixed(2)}x)`} | ${ms(x.parse.wall)} | ${x.allocatedMB.toFixed(2)} MB | ${x.retainedMB.toFixed(2)} MB |`
    ),
  ].join("\n");
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const values = (name: string): string[] =>
    args.flatMap((a, k) => (a === name && args[k + 1] !== undefined ? [args[k + 1]] : []));
  const runs = Number(values("--runs")[0] ?? 15);
  console.log(
    readReport(
      runReadBench(
        runs,
        values("--lib").map((f) => path.resolve(f))
      )
    )
  );
}
