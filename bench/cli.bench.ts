/**
 * CLI benchmark (issue 13 target 1): the whole process on a generated 3,000-player, 11-round
 * Swiss TRF with 26 FIDE codes, against `node -e 0`, a node process that reads and splits the
 * file, and FIDE's reference checker TieBreakServer when it is present. Not a test.
 *
 *   npm run prepare && npm run bench -- --only cli [--runs N]
 *
 * Uses bin/tiebreaks.js (the compiled lib/, so `npm run prepare` first). The checker is looked
 * for in $TBS_DIR (default /work/scratch/tbs: tiebreakchecker.py, Python 3 standard library);
 * when it is absent the report says so. It runs once per run (it takes tens of seconds).
 * Target: ours at most 2.5x the read-and-split process, i.e. at least 90x faster than the
 * checker. Runs alternate between the commands; figures are medians, ratios of medians.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { makeTrf } from "../src/formats/trf";
import { generateSwiss } from "./generate";

/** The 26 codes of the measurement (fide-c07.md 12.3), after PTS. */
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

function wall(cmd: string, args: string[], cwd?: string): number {
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { cwd, encoding: "utf8", maxBuffer: 256 << 20 });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")}: exit ${r.status}: ${r.stderr}`);
  return ms;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export interface CliBench {
  nodeMs: number;
  readMs: number;
  oursMs: number;
  checkerMs: number | null;
  checkerDir: string;
  /** Why the checker gave no time: absent, or its error on this file. */
  checkerNote?: string;
  runs: number;
}

export function runCliBench(runs = 3): CliBench {
  const root = path.resolve(__dirname, "..");
  const bin = path.join(root, "bin/tiebreaks.js");
  if (!fs.existsSync(path.join(root, "lib"))) throw new Error("run `npm run prepare` first");
  const checkerDir = process.env.TBS_DIR ?? "/work/scratch/tbs";
  const checker = fs.existsSync(path.join(checkerDir, "tiebreakchecker.py"));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-cli-"));
  try {
    const file = path.join(dir, "swiss-3000x11.trf");
    fs.writeFileSync(file, makeTrf(generateSwiss({ players: 3000, rounds: 11, seed: 3000 })));
    const read = `require("fs").readFileSync(${JSON.stringify(file)}, "utf8").split("\\n").length`;
    const node: number[] = [];
    const reads: number[] = [];
    const ours: number[] = [];
    const checks: number[] = [];
    let checkerNote: string | undefined = checker ? undefined : "absent";
    const oursArgs = [bin, "standings", file, "-t", CLI_CODES.join(","), "-f", "json"];
    wall(process.execPath, oursArgs); // warm the file cache
    for (let k = 0; k < runs; k++) {
      node.push(wall(process.execPath, ["-e", "0"]));
      reads.push(wall(process.execPath, ["-e", read]));
      ours.push(wall(process.execPath, oursArgs));
      if (checker && checkerNote === undefined) {
        const args = ["tiebreakchecker.py", "-i", file, "-o", "-", "-s", "-d", "T"];
        const t0 = performance.now();
        const r = spawnSync("python3", [...args, "-t", "PTS", ...CLI_CODES], {
          cwd: checkerDir,
          encoding: "utf8",
          maxBuffer: 256 << 20,
        });
        const failed = r.status !== 0 || /^### Error/m.test(r.stdout);
        if (failed)
          checkerNote = `failed on this file: ${(r.stdout + r.stderr).replace(/\s+/g, " ").trim().slice(0, 120)}`;
        else checks.push(performance.now() - t0);
      }
    }
    return {
      nodeMs: median(node),
      readMs: median(reads),
      oursMs: median(ours),
      checkerMs: checks.length > 0 ? median(checks) : null,
      checkerDir,
      checkerNote,
      runs,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function cliReport(b: CliBench): string {
  const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
  return [
    `CLI, whole process, 3,000 x 11, PTS + ${CLI_CODES.length} codes, -f json, median of ${b.runs} runs`,
    "",
    "| command | time | / read and split |",
    "|---|---|---|",
    `| node -e 0 | ${s(b.nodeMs)} | ${(b.nodeMs / b.readMs).toFixed(2)}x |`,
    `| node: read and split the file | ${s(b.readMs)} | 1.00x |`,
    `| tiebreaks standings | ${s(b.oursMs)} | ${(b.oursMs / b.readMs).toFixed(2)}x |`,
    b.checkerMs === null
      ? `| TieBreakServer (${b.checkerDir}) | no time: ${b.checkerNote ?? "absent"} | |`
      : `| TieBreakServer (python3 tiebreakchecker.py) | ${s(b.checkerMs)} | ${(b.checkerMs / b.readMs).toFixed(1)}x |`,
    "",
    b.checkerMs === null
      ? `checker / ours: not measured (checker ${b.checkerNote ?? "absent"}); ours / read: ${(b.oursMs / b.readMs).toFixed(2)}x (target at most 2.5x)`
      : `checker / ours: ${(b.checkerMs / b.oursMs).toFixed(1)}x (target at least 90x); ours / read: ${(b.oursMs / b.readMs).toFixed(2)}x (target at most 2.5x)`,
  ].join("\n");
}

if (require.main === module) {
  const r = process.argv.indexOf("--runs");
  console.log(cliReport(runCliBench(r > 0 ? Number(process.argv[r + 1]) : 3)));
}
