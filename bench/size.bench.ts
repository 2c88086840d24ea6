/**
 * Size benchmark: a 50 MB TRF (8,192 players x 600 rounds, bench/generate.ts
 * xorTrf) and a 100,000-row games list CSV (10,000 players x 20 rounds, gamesCsv). Not a test.
 *
 *   npm run bench -- --only size [--runs N]      or      npx tsx bench/size.bench.ts [--runs N] [--games]
 *   (--games: only the two games list reads)
 *
 * Each measurement runs in a child process of its own, so that its peak memory (the child's
 * maximum resident set size) is that job's alone; "modules only" is a child that loads the same
 * modules and does nothing, the floor under every figure. Jobs:
 * - parse (reference): test/helpers/trf-reference.ts, the TRF reader before the single-pass one;
 * - parse: parseTrf (src/formats/trf.ts);
 * - games list read (reference) / games list read: readCsv and the grid reader with the games
 *   reader before its phase split (test/helpers/grid-games-reference.ts) and with readGames;
 * - CLI standings: `tiebreaks standings FILE` in process (reading, parsing, the default order
 *   PTS BH/C1 BH SB DE WIN, the text table), output discarded.
 * Runs alternate between the jobs; times and peaks are medians.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { gamesCsv, xorTrf } from "./generate";

type Job = "none" | "parse-ref" | "parse" | "cli" | "games-ref" | "games";

interface ChildResult {
  ms: number;
  maxRssMiB: number;
}

async function child(job: Job, file: string): Promise<void> {
  // modules are loaded before the clock starts, in every job (also "none")
  const { parseTrf } = await import("../src/formats/trf");
  const { parseTrfReference } = await import("../test/helpers/trf-reference");
  const { run } = await import("../src/cli/main");
  const { readCsv } = await import("../src/formats/csv");
  const { Issues } = await import("../src/formats/grid-common");
  const { readGames } = await import("../src/formats/grid-games");
  const { readGamesReference } = await import("../test/helpers/grid-games-reference");
  const t0 = performance.now();
  if (job === "parse" || job === "parse-ref") {
    const text = fs.readFileSync(file, "utf8");
    const r = job === "parse" ? parseTrf(text) : parseTrfReference(text);
    if (r.tournament.players.length === 0) throw new Error("no players");
  } else if (job === "games" || job === "games-ref") {
    const cells = readCsv(fs.readFileSync(file, "utf8"));
    const read = job === "games" ? readGames : readGamesReference;
    const issues = new Issues();
    const r = read(cells, 0, 4, {}, issues);
    if (r.tournament.players.length === 0 || issues.errors.length) throw new Error("not read");
  } else if (job === "cli") {
    const code = await run(["standings", file], { stdout: () => undefined, stderr: () => {} });
    if (code !== 0) throw new Error(`tiebreaks standings ${file} exited ${code}`);
  }
  const ms = performance.now() - t0;
  const result: ChildResult = { ms, maxRssMiB: process.resourceUsage().maxRSS / 1024 };
  process.stdout.write(JSON.stringify(result) + "\n");
}

function measure(job: Job, file: string): ChildResult {
  const r = spawnSync(process.execPath, [...process.execArgv, __filename, "--child", job, file], {
    encoding: "utf8",
    maxBuffer: 1 << 20,
  });
  if (r.status !== 0) throw new Error(`${job} ${file}: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split("\n").pop() ?? "") as ChildResult;
}

export interface SizeRow {
  input: string;
  bytes: number;
  job: string;
  ms: number;
  maxRssMiB: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export function runSizeBench(runs = 1, gamesOnly = false): SizeRow[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-size-"));
  try {
    const trf = path.join(dir, "8192x600.trf");
    if (!gamesOnly) fs.writeFileSync(trf, xorTrf(8192, 600));
    const csv = path.join(dir, "games-100k.csv");
    fs.writeFileSync(csv, gamesCsv(10000, 20));
    const games: [string, string, Job, string][] = [
      ["CSV games list, 100,000 rows", csv, "games-ref", "read (reference games reader)"],
      ["CSV games list, 100,000 rows", csv, "games", "read"],
    ];
    const plan: [string, string, Job, string][] = gamesOnly
      ? games
      : [
          ["TRF 8,192 x 600", trf, "none", "modules only"],
          ["TRF 8,192 x 600", trf, "parse-ref", "parse (reference reader)"],
          ["TRF 8,192 x 600", trf, "parse", "parse"],
          ["TRF 8,192 x 600", trf, "cli", "CLI standings"],
          ...games,
          ["CSV games list, 100,000 rows", csv, "cli", "CLI standings"],
        ];
    const got = plan.map(() => [] as ChildResult[]);
    for (let k = 0; k < runs; k++)
      plan.forEach(([, file, job], i) => got[i].push(measure(job, file)));
    return plan.map(([input, file, , job], i) => ({
      input,
      bytes: fs.existsSync(file) ? fs.statSync(file).size : 0,
      job,
      ms: median(got[i].map((g) => g.ms)),
      maxRssMiB: median(got[i].map((g) => g.maxRssMiB)),
    }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function sizeReport(rows: SizeRow[], runs: number): string {
  const lines = [
    `Size: each job in a child process of its own, median of ${runs} run(s); peak = the child's maximum resident set size`,
    "",
    "| input | size | job | time | peak memory |",
    "|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.input} | ${(r.bytes / 2 ** 20).toFixed(1)} MiB | ${r.job} | ${r.job === "modules only" ? "-" : `${(r.ms / 1000).toFixed(2)} s`} | ${r.maxRssMiB.toFixed(0)} MiB |`
    ),
  ];
  const ref = rows.find((r) => r.job.startsWith("parse (reference"));
  const now = rows.find((r) => r.job === "parse");
  if (ref && now) {
    lines.push(
      "",
      `parse / reference parse: time ${(now.ms / ref.ms).toFixed(2)}x, peak memory ${(now.maxRssMiB / ref.maxRssMiB).toFixed(2)}x`
    );
  }
  const gref = rows.find((r) => r.job.startsWith("read (reference games"));
  const gnow = rows.find((r) => r.job === "read");
  if (gref && gnow) {
    lines.push(
      "",
      `games list read / reference read: time ${(gnow.ms / gref.ms).toFixed(2)}x, peak memory ${(gnow.maxRssMiB / gref.maxRssMiB).toFixed(2)}x`
    );
  }
  return lines.join("\n");
}

if (require.main === module) {
  const k = process.argv.indexOf("--child");
  if (k > 0) {
    void child(process.argv[k + 1] as Job, process.argv[k + 2]);
  } else {
    const r = process.argv.indexOf("--runs");
    const runs = r > 0 ? Number(process.argv[r + 1]) : 1;
    console.log(sizeReport(runSizeBench(runs, process.argv.includes("--games")), runs));
  }
}
