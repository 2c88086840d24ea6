/**
 * `npm run bench`: every benchmark, printed as Markdown for BENCHMARKS.md. Not a test: nothing
 * here is timed by jest. Usage: npm run bench [-- --runs N] [-- --only buchholz|engine|functions|team|size|cli]
 */
import * as os from "os";
import { buchholzReport, runBuchholzBench } from "./buchholz.bench";
import { engineReport, runEngineBench } from "./engine.bench";
import { functionsReport, runFunctionsBench } from "./functions.bench";
import { cliReport, runCliBench } from "./cli.bench";
import { runSizeBench, sizeReport } from "./size.bench";
import { runTeamBench, teamReport } from "./team.bench";

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
  if (only === "size") {
    // about a minute and a half on a loaded machine, so only when asked for
    console.log("");
    console.log(sizeReport(runSizeBench(runs), runs));
  }
  if (only === undefined || only === "functions") {
    console.log("");
    console.log(functionsReport(await runFunctionsBench(runs)));
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
