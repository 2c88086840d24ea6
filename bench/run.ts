/**
 * `npm run bench`: the benchmarks, printed as Markdown for BENCHMARKS.md. Not a test: nothing
 * here is timed by jest. Usage: npm run bench [-- --runs N] [-- --only NAME]
 *
 * Without --only: buchholz, engine, team, functions, startup and page (the last two need
 * `npm run build`: they open dist/ in headless Chromium). Only with --only, being long: cli (it
 * runs FIDE's checker, tens of seconds per run; needs `npm run prepare`), cli-read (the CLI's
 * reading and loading, in fresh processes; needs `npm run prepare`), cli-warm (run() cold and warm
 * in one process, beside the whole process; needs `npm run prepare`) and size (a 50 MB TRF).
 */
import * as os from "os";
import { buchholzReport, runBuchholzBench } from "./buchholz.bench";
import { engineReport, runEngineBench } from "./engine.bench";
import { functionsReport, runFunctionsBench } from "./functions.bench";
import { cliReport, runCliBench } from "./cli.bench";
import { readReport, runReadBench } from "./cli-read.bench";
import { runWarmBench, warmReport } from "./cli-warm.bench";
import { runSizeBench, sizeReport } from "./size.bench";
import { runTeamBench, teamReport } from "./team.bench";
import { runStartupBench } from "./startup.bench";
import { pageReport, runPageBench } from "./page.bench";

const arg = (name: string): string | undefined => {
  const k = process.argv.indexOf(name);
  return k > 0 ? process.argv[k + 1] : undefined;
};
const runs = Number(arg("--runs") ?? 5);
const only = arg("--only");

async function main(): Promise<void> {
  const cpus = os.cpus();
  console.log(
    `Machine: ${cpus.length} x ${cpus[0]?.model ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`
  );
  if (only === undefined || only === "buchholz") {
    console.log("");
    console.log(buchholzReport(await runBuchholzBench(runs), runs));
  }
  if (only === undefined || only === "engine") {
    console.log("");
    console.log(engineReport(runEngineBench(runs), runs));
  }
  if (only === undefined || only === "team") {
    console.log("");
    console.log(teamReport(runTeamBench(runs), runs));
  }
  if (only === "cli") {
    // the reference checker takes tens of seconds per run, so only when asked for
    console.log("");
    console.log(cliReport(runCliBench(runs)));
  }
  if (only === "cli-read") {
    // needs lib/ (npm run prepare); more builds: run the file itself with --lib
    console.log("");
    console.log(readReport(runReadBench(runs)));
  }
  if (only === "cli-warm") {
    // run() cold and warm in one process, beside the whole process; needs lib/ (npm run prepare)
    console.log("");
    console.log(warmReport(runWarmBench({ runs })));
  }
  if (only === "size") {
    // about a minute and a half on a loaded machine, so only when asked for
    console.log("");
    console.log(sizeReport(runSizeBench(runs), runs));
  }
  if (only === undefined || only === "functions") {
    console.log("");
    console.log(functionsReport(await runFunctionsBench(runs)));
  }
  if (only === undefined || only === "startup") {
    // task pane start-up: sizes and time to ready, dist/ only (more builds: run the
    // file itself with --dist)
    console.log("");
    const r = await runStartupBench(runs);
    console.log(r.report);
    if (!r.withinLimit) process.exitCode = 1;
  }
  if (only === undefined || only === "page") {
    // a 3,000-player TRF in the standalone page
    console.log("");
    console.log(pageReport(await runPageBench(runs)));
  }
  const known = [
    "buchholz",
    "engine",
    "team",
    "cli",
    "cli-read",
    "cli-warm",
    "size",
    "functions",
    "startup",
    "page",
  ];
  if (only !== undefined && !known.includes(only)) {
    console.error(`--only ${only}: the benchmarks are ${known.join(", ")}`);
    process.exitCode = 2;
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
