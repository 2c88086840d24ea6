/**
 * Custom functions recalculation (issue 4): a sheet of 2,000 players with 10 per-player
 * tie-break columns is 20,000 formula cells, and Excel calls each one separately with its own
 * copy of the grid. Target: those 20,000 calls cost at most 2x one STANDINGS call on the same grid.
 *
 * Simulation: the grid is a generated 2,000-player, 9-round Swiss event written in the Swiss
 * table layout (makeGrid). Every call gets a deep copy made by JSON.parse, as Excel's runtime
 * parses each invocation's arguments; the copies come from a pool of 16 made before the clock
 * starts (the cache compares cell contents, never object identity, so reusing a copy gives it no
 * advantage). Calls arrive as Excel's runtime delivers them: host messages of B invocations,
 * each message's calls run synchronously, with a task boundary between messages; each call
 * carries the grid's address (parameterAddresses). A last scenario gives no address (Excel
 * without CustomFunctionsRuntime 1.3): every call then compares the whole grid. Every scenario
 * starts from empty caches; times are medians of several runs; only the calls are timed.
 *
 *   npx tsx bench/functions.bench.ts [--runs N]
 */
import * as os from "os";
import { makeGrid } from "../src/formats/grid";
import { generateSwiss } from "./generate";

// The functions only touch the CustomFunctions global when they throw; a bare stand-in suffices.
(globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = {
  ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A" },
  Error: class extends Error {
    constructor(
      readonly code: string,
      message?: string
    ) {
      super(message);
    }
  },
};

const cf = require("../src/functions/functions") as typeof import("../src/functions/functions");

const ev = require("../src/functions/evaluate") as typeof import("../src/functions/evaluate");

type PerPlayer = (
  grid: unknown[][],
  player?: unknown,
  options?: unknown[][],
  invocation?: CustomFunctions.Invocation
) => unknown[][];

export const COLUMNS: [string, PerPlayer][] = [
  ["POINTS", cf.points],
  ["BUCHHOLZ_CUT1", cf.buchholzCut1],
  ["BUCHHOLZ", cf.buchholz],
  ["BUCHHOLZ_MEDIAN", cf.buchholzMedian],
  ["SONNEBORN_BERGER", cf.sonnebornBerger],
  ["DIRECT_ENCOUNTER", cf.directEncounter],
  ["PROGRESSIVE", cf.progressive],
  ["WINS", cf.wins],
  ["WINS_BLACK", cf.winsBlack],
  ["ARO", cf.aro],
];

/** The sheet's per-player columns as a STANDINGS order (POINTS is always in the table). */
export const SAME_COLUMNS = "BH/C1, BH, BH/M1, SB, DE, PS, WIN, BWG, ARO";

export interface Scenario {
  label: string;
  /** Invocations per host message (synchronous run); 0 = no grid address at all. */
  batch: number;
  ms: number;
  /** The first call of each column (parsing, computing the column's code). */
  coldMs: number;
  /** Against STANDINGS with the default order. */
  ratio: number;
  /** Against STANDINGS with the sheet's columns as its order. */
  ratioSame: number;
  perCallUs: number;
}

export interface FunctionsBenchResult {
  players: number;
  rounds: number;
  cells: number;
  runs: number;
  calls: number;
  standingsMs: number;
  standingsSameMs: number;
  scenarios: Scenario[];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const nextTask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function runFunctionsBench(
  runs = 5,
  players = 2000,
  rounds = 9,
  batches = [20000, 1000, 100, 0]
): Promise<FunctionsBenchResult> {
  const grid = makeGrid(generateSwiss({ players, rounds, seed: 2024 }), "swiss") as unknown[][];
  const text = JSON.stringify(grid);
  const pool = Array.from({ length: 16 }, () => JSON.parse(text) as unknown[][]);
  let next = 0;
  const copy = (): unknown[][] => pool[next++ % pool.length];
  const ids = grid.slice(1).map((row) => row[0]);
  const options = [["rules=fide-2026"]];
  const address = `Results!A1:${String.fromCharCode(64 + grid[0].length)}${grid.length}`;
  const invocation = { address: "Results!Z1", parameterAddresses: [address, "", ""] };
  const noAddress = { address: "Results!Z1" };

  // one STANDINGS call, from empty caches: with the default order (BH/C1, BH, SB, DE, WIN), or
  // with the same columns as the sheet (SAME_COLUMNS)
  const standingsOnce = async (
    order: string | null = null
  ): Promise<{ ms: number; table: unknown[][] }> => {
    ev.clearCaches();
    await nextTask();
    const g = copy();
    const t0 = performance.now();
    const table = cf.standings(
      g,
      (order === null ? null : [[order]]) as unknown as unknown[][],
      options,
      invocation as never
    );
    return { ms: performance.now() - t0, table };
  };
  // 2,000 players x 10 columns, one call per cell, from empty caches, in host messages of `batch`
  const sheetOnce = async (
    batch: number
  ): Promise<{ ms: number; coldMs: number; calls: number; sample: unknown[][] }> => {
    ev.clearCaches();
    await nextTask();
    const inv = (batch > 0 ? invocation : noAddress) as never;
    const perMessage = batch > 0 ? batch : 1000;
    const sample: unknown[][] = COLUMNS.map(() => []);
    const cells: [number, unknown][] = [];
    COLUMNS.forEach((_, k) => ids.forEach((id) => cells.push([k, id])));
    let ms = 0;
    let coldMs = 0;
    for (let start = 0; start < cells.length; start += perMessage) {
      await nextTask();
      const t0 = performance.now();
      for (let c = start; c < Math.min(cells.length, start + perMessage); c++) {
        const [k, id] = cells[c];
        if (c % ids.length === 0) {
          // the first call of a column computes that column's code
          const t1 = performance.now();
          sample[k].push(COLUMNS[k][1](copy(), id, options, inv)[0][0]);
          coldMs += performance.now() - t1;
        } else {
          sample[k].push(COLUMNS[k][1](copy(), id, options, inv)[0][0]);
        }
      }
      ms += performance.now() - t0;
    }
    return { ms, coldMs, calls: cells.length, sample };
  };

  // warm-up (JIT), and a check that the per-cell values agree with the STANDINGS table
  const warmTable = (await standingsOnce()).table;
  const header = warmTable[0] as string[];
  const byNo = new Map(warmTable.slice(1).map((r) => [r[1], r]));
  const checks: [string, string][] = [
    ["POINTS", "Points"],
    ["BUCHHOLZ_CUT1", "BH/C1"],
    ["BUCHHOLZ", "BH"],
    ["SONNEBORN_BERGER", "SB"],
    ["WINS", "WIN"],
  ];
  for (const batch of batches) {
    const warm = await sheetOnce(batch);
    for (const [fn, col] of checks) {
      const k = COLUMNS.findIndex(([n]) => n === fn);
      ids.forEach((id, r) => {
        const want = byNo.get(id)![header.indexOf(col)];
        if (warm.sample[k][r] !== want) {
          throw new Error(`${fn} for player ${id}: ${warm.sample[k][r]}, STANDINGS says ${want}`);
        }
      });
    }
  }

  // Each run measures, for every scenario, the two STANDINGS calls and then the 20,000 calls, so
  // that each ratio compares measurements taken moments apart on this shared machine.
  const st: number[] = [];
  const stSame: number[] = [];
  const times = batches.map(() => [] as number[]);
  const cold = batches.map(() => [] as number[]);
  const ratios = batches.map(() => [] as number[]);
  const ratiosSame = batches.map(() => [] as number[]);
  let calls = 0;
  for (let k = 0; k < runs; k++) {
    for (let b = 0; b < batches.length; b++) {
      const one = (await standingsOnce()).ms;
      const same = (await standingsOnce(SAME_COLUMNS)).ms;
      const s = await sheetOnce(batches[b]);
      st.push(one);
      stSame.push(same);
      times[b].push(s.ms);
      cold[b].push(s.coldMs);
      ratios[b].push(s.ms / one);
      ratiosSame[b].push(s.ms / same);
      calls = s.calls;
    }
  }
  return {
    players,
    rounds,
    cells: grid.length * grid[0].length,
    runs,
    calls,
    standingsMs: median(st),
    standingsSameMs: median(stSame),
    scenarios: batches.map((batch, b) => {
      const ms = median(times[b]);
      return {
        label:
          batch > 0
            ? `messages of ${batch.toLocaleString("en")} calls, grid address given`
            : "no grid address (every call compares the whole grid)",
        batch,
        ms,
        coldMs: median(cold[b]),
        ratio: median(ratios[b]),
        ratioSame: median(ratiosSame[b]),
        perCallUs: (ms * 1000) / calls,
      };
    }),
  };
}

export function functionsReport(r: FunctionsBenchResult): string {
  return [
    `Custom functions: ${r.calls.toLocaleString("en")} per-player calls (${COLUMNS.length} columns x ${r.players.toLocaleString("en")} players, ${r.rounds} rounds, a grid of ${r.cells.toLocaleString("en")} cells, a fresh copy per call), empty caches, ${r.runs} runs.`,
    `One STANDINGS call: ${r.standingsMs.toFixed(0)} ms with the default order (A), ${r.standingsSameMs.toFixed(0)} ms with the sheet's columns as its order (B) (medians). Ratios: median of the per-run ratios.`,
    "",
    "| calls delivered as | 20,000 calls | of which first call per column | calls / STANDINGS A | calls / STANDINGS B | per call |",
    "|---|---|---|---|---|---|",
    ...r.scenarios.map(
      (s) =>
        `| ${s.label} | ${s.ms.toFixed(0)} ms | ${s.coldMs.toFixed(0)} ms | ${s.ratio.toFixed(2)}x | ${s.ratioSame.toFixed(2)}x | ${s.perCallUs.toFixed(1)} µs |`
    ),
  ].join("\n");
}

if (require.main === module) {
  const runsArg = process.argv.indexOf("--runs");
  const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
  const load = (): string =>
    os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(", ");
  console.log(
    `Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${load()} (1, 5, 15 min) at the start`
  );
  console.log("");
  runFunctionsBench(runs)
    .then((r) => console.log(`${functionsReport(r)}\n\nLoad average at the end: ${load()}`))
    .catch((e) => {
      console.error(e);
      process.exitCode = 1;
    });
}
