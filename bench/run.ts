/**
 * `npm run bench`: every benchmark, printed as Markdown for BENCHMARKS.md. Not a test: nothing
 * here is timed by jest. Usage: npm run bench [-- --runs N]
 */
import * as os from "os";
import { engineReport, runEngineBench } from "./engine.bench";

const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

console.log(
  `Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`
);
console.log("");
console.log(engineReport(runEngineBench(runs), runs));
