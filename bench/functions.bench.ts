/**
 * Custom functions recalculation: a sheet of 2,000 players with 10
 * per-player tie-break columns is 20,000 formula cells, and Excel calls each one separately with
 * its own copy of the grid. Targets: those 20,000 calls cost at most 1.3x one STANDINGS call on
 * the same grid when Excel gives the grid's address, and at most 3x without it.
 *
 * Simulation: the grid is a generated 2,000-player, 9-round Swiss event written in the Swiss
 * table layout (makeGrid). Every call gets a deep copy made by JSON.parse, as Excel's runtime
 * parses each invocation's arguments; the copies come from a pool of 16 made before the clock
 * starts (the cache compares cell contents, never object identity, so reusing a copy gives it no
 * advantage). Calls arrive as Excel's runtime delivers them: host messages of B invocations,
 * each message's calls run synchronously, with a task boundary between messages; each call
 * carries the grid's address (parameterAddresses). A last scenario gives no address (Excel
 * without CustomFunctionsRuntime 1.3): every call then compares the whole grid. A floor line
 * gives what only reading every cell of every call's copy costs (no comparison, no answer): no
 * check that is sure without an address can cost less. Every scenario starts from empty caches;
 * only the calls are timed, in CPU time of the process (process.cpuUsage: other jobs on a shared
 * machine slow it less than the wall clock) and in wall-clock time.
 *
 *   npx tsx bench/functions.bench.ts [--runs N] [--before DIR] [--batches 100,0] [--fresh M]
 *     [--settle]
 *
 * --batches: the scenarios to run (messages of B calls; 0: no address, with the floor lines).
 * --fresh M: messages of 100 freshly parsed copies sampled per run for the runtime-model lines
 * (0: none).
 *
 * --settle: every CPU measurement (STANDINGS, the sheet) starts and ends on an idle process (see
 * settle()); the wall-clock times are unchanged.
 *
 * --before DIR: another checkout (e.g. `git worktree add DIR main`) whose src/functions is
 * measured in the same process, run by run alternately with this one, for before/after ratios.
 */
import * as os from "os";
import * as path from "path";
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

/** One implementation of the functions: this checkout's, or another's (--before DIR). */
export interface Impl {
  label: string;
  cf: typeof import("../src/functions/functions") & { functionsReady?: () => Promise<void> };
  ev: typeof import("../src/functions/evaluate");
}

export function loadImpl(root: string, label: string): Impl {
  return {
    label,
    cf: require(path.join(root, "src/functions/functions")) as Impl["cf"],
    ev: require(path.join(root, "src/functions/evaluate")) as Impl["ev"],
  };
}

type PerPlayer = (
  grid: unknown[][],
  player?: unknown,
  options?: unknown[][],
  invocation?: CustomFunctions.Invocation
) => unknown[][];

/** The sheet's columns: function id, and that function in an implementation. */
const COLUMN_IDS: [string, (cf: Impl["cf"]) => PerPlayer][] = [
  ["POINTS", (cf) => cf.points],
  ["BUCHHOLZ_CUT1", (cf) => cf.buchholzCut1],
  ["BUCHHOLZ", (cf) => cf.buchholz],
  ["BUCHHOLZ_MEDIAN", (cf) => cf.buchholzMedian],
  ["SONNEBORN_BERGER", (cf) => cf.sonnebornBerger],
  ["DIRECT_ENCOUNTER", (cf) => cf.directEncounter],
  ["PROGRESSIVE", (cf) => cf.progressive],
  ["WINS", (cf) => cf.wins],
  ["WINS_BLACK", (cf) => cf.winsBlack],
  ["ARO", (cf) => cf.aro],
];

/** The sheet's per-player columns as a STANDINGS order (POINTS is always in the table). */
export const SAME_COLUMNS = "BH/C1, BH, BH/M1, SB, DE, PS, WIN, BWG, ARO";

export interface Scenario {
  label: string;
  /** Invocations per host message (synchronous run); 0 = no grid address at all. */
  batch: number;
  /** CPU time of the 20,000 calls (median). */
  ms: number;
  /** Wall-clock time of the 20,000 calls (median). */
  wallMs: number;
  /** The first call of each column (parsing, computing the column's code), CPU time. */
  coldMs: number;
  /** Against STANDINGS with the default order (CPU time, median of the per-run ratios). */
  ratio: number;
  /** Against STANDINGS with the sheet's columns as its order. */
  ratioSame: number;
  /** The same ratio in wall-clock time. */
  wallRatio: number;
  /** The fastest of the runs against the fastest STANDINGS A and B (CPU time). */
  minRatio: number;
  minRatioSame: number;
  perCallUs: number;
  /**
   * A message's first call that is not a column's first (with the address: the message's full
   * comparison), wall time: median and 90th percentile over the runs' messages, and their sum
   * per sheet (median of the runs).
   */
  openMedianUs: number;
  openP90Us: number;
  openSumMs: number;
}

export interface ImplResult {
  label: string;
  standingsMs: number;
  standingsSameMs: number;
  scenarios: Scenario[];
  /** The runtime's JSON.parse of one invocation's grid, against STANDINGS A (median). */
  parseRatio: number;
  parseMs: number;
  /** Reading every cell of 20,000 copies, against STANDINGS A (median of the per-run ratios). */
  floorRatio: number;
  floorMs: number;
  /**
   * The runtime's model: copies parsed afresh per message (see freshOnce). Per call: reading
   * every cell, and the no-address call; for 20,000 calls against STANDINGS A (medians).
   */
  freshFloorUs: number;
  freshFloorRatio: number;
  freshCallUs: number;
  freshCallRatio: number;
  /** The fastest floor (pool, fresh) against the fastest STANDINGS A of the runs. */
  minFloorRatio: number;
  minFreshFloorRatio: number;
}

export interface FunctionsBenchResult {
  /** Whether each measurement waited for an idle process before and after (--settle). */
  settled: boolean;
  players: number;
  rounds: number;
  cells: number;
  runs: number;
  calls: number;
  impls: ImplResult[];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const nextTask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the process is idle: a 10 ms sleep in which it used less than 0.3 ms of CPU (at
 * most 30 tries). With --settle every measurement waits so before it starts and before it
 * stops, so that the collector's work a measurement leaves behind (concurrent marking and
 * sweeping on helper threads, its tasks between turns of the event loop) is counted in that
 * measurement rather than in the next one. Without it, a STANDINGS call measured synchronously
 * leaves part of its collection to whatever is measured next: in each run the sheet comes right
 * after STANDINGS B.
 */
async function settle(): Promise<void> {
  for (let k = 0; k < 30; k++) {
    const c = cpuMs();
    await sleep(10);
    if (cpuMs() - c < 0.3) return;
  }
}

/** CPU time of this process so far, in ms (every thread: the GC's and the compilers' too). */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Reads every cell of a grid once (the floor of any check that reads the whole grid). */
function touchAll(cells: unknown[][]): number {
  let n = 0;
  for (let i = 0; i < cells.length; i++) {
    const row = cells[i];
    for (let j = 0; j < row.length; j++) if (row[j] === undefined) n++;
  }
  return n;
}

export async function runFunctionsBench(
  runs = 5,
  players = 2000,
  rounds = 9,
  batches = [20000, 1000, 100, 0],
  impls: Impl[] = [loadImpl(path.join(__dirname, ".."), "this checkout")],
  freshMessages = 2,
  settled = false
): Promise<FunctionsBenchResult> {
  // the functions load their work on their first call (a checkout from before has no loader)
  for (const impl of impls) await impl.cf.functionsReady?.();
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
  const calls = COLUMN_IDS.length * ids.length;

  interface Timed {
    ms: number;
    wallMs: number;
  }
  // one STANDINGS call, from empty caches: with the default order (BH/C1, BH, SB, DE, WIN), or
  // with the same columns as the sheet (SAME_COLUMNS)
  const standingsOnce = async (
    impl: Impl,
    order: string | null = null
  ): Promise<Timed & { table: unknown[][] }> => {
    impl.ev.clearCaches();
    await nextTask();
    if (settled) await settle();
    const g = copy();
    const c0 = cpuMs();
    const t0 = performance.now();
    const orderArg = (order === null ? null : [[order]]) as unknown as unknown[][];
    // STANDINGS(grid, order, options, roster, invocation); checkouts without the roster argument
    // take the invocation fourth
    const table =
      impl.cf.standings.length >= 5
        ? impl.cf.standings(
            g,
            orderArg,
            options,
            null as unknown as unknown[][],
            invocation as never
          )
        : (impl.cf.standings as unknown as (...a: unknown[]) => unknown[][])(
            g,
            orderArg,
            options,
            invocation
          );
    const wallMs = performance.now() - t0;
    if (settled) await settle();
    return { wallMs, ms: cpuMs() - c0, table };
  };
  // 2,000 players x 10 columns, one call per cell, from empty caches, in host messages of `batch`
  const sheetOnce = async (
    impl: Impl,
    batch: number
  ): Promise<Timed & { coldMs: number; openUs: number[]; sample: unknown[][] }> => {
    impl.ev.clearCaches();
    await nextTask();
    const columns = COLUMN_IDS.map(([, f]) => f(impl.cf));
    const inv = (batch > 0 ? invocation : noAddress) as never;
    const perMessage = batch > 0 ? batch : 1000;
    const sample: unknown[][] = columns.map(() => []);
    const cells: [number, unknown][] = [];
    columns.forEach((_, k) => ids.forEach((id) => cells.push([k, id])));
    let wallMs = 0;
    let coldMs = 0;
    // wall time of each message's first call when it is not a column's first: with the address,
    // the one full comparison of the message (performance.now costs well under a µs)
    const openUs: number[] = [];
    // CPU time over the whole sheet: two readings only (process.cpuUsage is a system call that
    // costs several µs, too much to take per message); the turns of the event loop between the
    // messages are in it, a few µs each
    await nextTask();
    if (settled) await settle();
    const c0 = cpuMs();
    for (let start = 0; start < cells.length; start += perMessage) {
      if (start > 0) await nextTask();
      const t0 = performance.now();
      for (let c = start; c < Math.min(cells.length, start + perMessage); c++) {
        const [k, id] = cells[c];
        if (c % ids.length === 0) {
          // the first call of a column computes that column's code
          const c1 = cpuMs();
          sample[k].push(columns[k](copy(), id, options, inv)[0][0]);
          coldMs += cpuMs() - c1;
        } else if (c === start) {
          const t1 = performance.now();
          sample[k].push(columns[k](copy(), id, options, inv)[0][0]);
          openUs.push((performance.now() - t1) * 1000);
        } else {
          sample[k].push(columns[k](copy(), id, options, inv)[0][0]);
        }
      }
      wallMs += performance.now() - t0;
    }
    if (settled) await settle();
    const ms = cpuMs() - c0;
    return { ms, wallMs, coldMs, openUs, sample };
  };
  // reading every cell of every call's copy, in messages of 1,000 (nothing else)
  const floorOnce = async (): Promise<number> => {
    let undef = 0;
    await nextTask();
    const c0 = cpuMs();
    for (let start = 0; start < calls; start += 1000) {
      if (start > 0) await nextTask();
      for (let c = start; c < Math.min(calls, start + 1000); c++) undef += touchAll(copy());
    }
    const ms = cpuMs() - c0;
    if (undef !== 0) throw new Error("a copy of the grid has holes");
    return ms;
  };

  // The runtime's own model, on a sample: each message of 100 invocations is parsed from its own
  // JSON texts before its first call (custom-functions-runtime.js, _handleMessage), so every call
  // gets a copy nobody has read yet, parsed up to 100 copies earlier (the pool above is read again
  // and again, and is kinder to the processor's caches). Not timed: the parsing, and one call of
  // each column first (the codes are then computed). Timed, in CPU time: reading every cell of
  // the even copies (the floor), and the no-address call on the odd ones (its full comparison).
  const freshOnce = async (impl: Impl): Promise<{ floorUs: number; callUs: number }> => {
    impl.ev.clearCaches();
    const columns = COLUMN_IDS.map(([, f]) => f(impl.cf));
    columns.forEach((f) => f(copy(), ids[0], options, noAddress as never));
    let floor = 0;
    let call = 0;
    let undef = 0;
    for (let m = 0; m < freshMessages; m++) {
      await nextTask();
      const message = Array.from({ length: 100 }, () => JSON.parse(text) as unknown[][]);
      const c0 = cpuMs();
      for (let k = 0; k < 100; k += 2) undef += touchAll(message[k]);
      const c1 = cpuMs();
      for (let k = 1; k < 100; k += 2)
        columns[k % columns.length](
          message[k],
          ids[(m * 100 + k) % ids.length],
          options,
          noAddress as never
        );
      const c2 = cpuMs();
      floor += c1 - c0;
      call += c2 - c1;
    }
    if (undef !== 0) throw new Error("a copy of the grid has holes");
    const n = freshMessages * 50;
    return { floorUs: (floor * 1000) / n, callUs: (call * 1000) / n };
  };

  // warm-up (JIT), and a check that the per-cell values agree with the STANDINGS table
  for (const impl of impls) {
    const warmTable = (await standingsOnce(impl)).table;
    const header = warmTable[0] as string[];
    const byNo = new Map(warmTable.slice(1).map((r) => [r[1], r]));
    const checks: [string, string][] = [
      ["POINTS", "Pts"],
      ["BUCHHOLZ_CUT1", "BH/C1"],
      ["BUCHHOLZ", "BH"],
      ["SONNEBORN_BERGER", "SB"],
      ["WINS", "WIN"],
    ];
    for (const [, col] of checks) {
      if (!header.includes(col)) throw new Error(`STANDINGS has no column ${col}: ${header}`);
    }
    for (const batch of batches) {
      const warm = await sheetOnce(impl, batch);
      for (const [fn, col] of checks) {
        const k = COLUMN_IDS.findIndex(([n]) => n === fn);
        ids.forEach((id, r) => {
          const want = byNo.get(id)![header.indexOf(col)];
          if (warm.sample[k][r] !== want) {
            throw new Error(
              `${impl.label}: ${fn} for player ${id}: ${warm.sample[k][r]}, STANDINGS says ${want}`
            );
          }
        });
      }
    }
  }
  if (batches.includes(0)) await floorOnce();

  // Each run measures, for every implementation and scenario, the two STANDINGS calls and then
  // the 20,000 calls, so that each ratio compares measurements taken moments apart on this
  // shared machine.
  const acc = impls.map(() => ({
    st: [] as number[],
    stSame: [] as number[],
    floor: [] as number[],
    floorRatio: [] as number[],
    parse: [] as number[],
    parseRatio: [] as number[],
    freshFloor: [] as number[],
    freshFloorRatio: [] as number[],
    freshCall: [] as number[],
    freshCallRatio: [] as number[],
    times: batches.map(() => [] as number[]),
    wall: batches.map(() => [] as number[]),
    open: batches.map(() => [] as number[]),
    openSum: batches.map(() => [] as number[]),
    cold: batches.map(() => [] as number[]),
    ratios: batches.map(() => [] as number[]),
    ratiosSame: batches.map(() => [] as number[]),
    wallRatios: batches.map(() => [] as number[]),
  }));
  for (let k = 0; k < runs; k++) {
    for (let b = 0; b < batches.length; b++) {
      for (let i = 0; i < impls.length; i++) {
        const impl = impls[i];
        const a = acc[i];
        const one = await standingsOnce(impl);
        const same = await standingsOnce(impl, SAME_COLUMNS);
        const s = await sheetOnce(impl, batches[b]);
        a.st.push(one.ms);
        a.stSame.push(same.ms);
        a.times[b].push(s.ms);
        a.wall[b].push(s.wallMs);
        a.open[b].push(...s.openUs);
        a.openSum[b].push(s.openUs.reduce((x, y) => x + y, 0) / 1000);
        a.cold[b].push(s.coldMs);
        a.ratios[b].push(s.ms / one.ms);
        a.ratiosSame[b].push(s.ms / same.ms);
        a.wallRatios[b].push(s.wallMs / one.wallMs);
        if (batches[b] === 0) {
          const f = await floorOnce();
          a.floor.push(f);
          a.floorRatio.push(f / one.ms);
          const c0 = cpuMs();
          for (let p = 0; p < 5; p++) JSON.parse(text);
          const parse = (cpuMs() - c0) / 5;
          a.parse.push(parse);
          a.parseRatio.push(parse / one.ms);
          if (freshMessages > 0) {
            const fresh = await freshOnce(impl);
            a.freshFloor.push(fresh.floorUs);
            a.freshFloorRatio.push((fresh.floorUs * calls) / 1000 / one.ms);
            a.freshCall.push(fresh.callUs);
            a.freshCallRatio.push((fresh.callUs * calls) / 1000 / one.ms);
          }
        }
      }
    }
  }
  return {
    settled,
    players,
    rounds,
    cells: grid.length * grid[0].length,
    runs,
    calls,
    impls: impls.map((impl, i) => {
      const a = acc[i];
      return {
        label: impl.label,
        standingsMs: median(a.st),
        standingsSameMs: median(a.stSame),
        floorMs: a.floor.length ? median(a.floor) : NaN,
        floorRatio: a.floorRatio.length ? median(a.floorRatio) : NaN,
        parseMs: a.parse.length ? median(a.parse) : NaN,
        parseRatio: a.parseRatio.length ? median(a.parseRatio) : NaN,
        freshFloorUs: a.freshFloor.length ? median(a.freshFloor) : NaN,
        freshFloorRatio: a.freshFloorRatio.length ? median(a.freshFloorRatio) : NaN,
        freshCallUs: a.freshCall.length ? median(a.freshCall) : NaN,
        freshCallRatio: a.freshCallRatio.length ? median(a.freshCallRatio) : NaN,
        minFloorRatio: a.floor.length ? Math.min(...a.floor) / Math.min(...a.st) : NaN,
        minFreshFloorRatio: a.freshFloor.length
          ? (Math.min(...a.freshFloor) * calls) / 1000 / Math.min(...a.st)
          : NaN,
        scenarios: batches.map((batch, b) => {
          const ms = median(a.times[b]);
          return {
            label:
              batch > 0
                ? `messages of ${batch.toLocaleString("en")} calls, grid address given`
                : "no grid address (every call compares the whole grid)",
            batch,
            ms,
            wallMs: median(a.wall[b]),
            coldMs: median(a.cold[b]),
            ratio: median(a.ratios[b]),
            ratioSame: median(a.ratiosSame[b]),
            wallRatio: median(a.wallRatios[b]),
            minRatio: Math.min(...a.times[b]) / Math.min(...a.st),
            minRatioSame: Math.min(...a.times[b]) / Math.min(...a.stSame),
            perCallUs: (ms * 1000) / calls,
            openMedianUs: median(a.open[b]),
            openP90Us: [...a.open[b]].sort((x, y) => x - y)[Math.floor(a.open[b].length * 0.9)],
            openSumMs: median(a.openSum[b]),
          };
        }),
      };
    }),
  };
}

export function functionsReport(r: FunctionsBenchResult): string {
  const out = [
    `Custom functions: ${r.calls.toLocaleString("en")} per-player calls (${COLUMN_IDS.length} columns x ${r.players.toLocaleString("en")} players, ${r.rounds} rounds, a grid of ${r.cells.toLocaleString("en")} cells, a fresh copy per call), empty caches, ${r.runs} runs. Times are CPU time of the process unless marked wall; ratios are medians of the per-run ratios.${r.settled ? " Settled: each CPU measurement starts and ends on an idle process (the collection a measurement leaves is counted in it, not in the next one)." : ""}`,
  ];
  for (const impl of r.impls) {
    out.push(
      "",
      `${impl.label}: one STANDINGS call ${impl.standingsMs.toFixed(0)} ms with the default order (A), ${impl.standingsSameMs.toFixed(0)} ms with the sheet's columns as its order (B) (medians).`,
      "",
      "| calls delivered as | 20,000 calls | of which first call per column | calls / STANDINGS A | calls / STANDINGS B | fastest / fastest A, B | wall: calls / A | per call |",
      "|---|---|---|---|---|---|---|---|",
      ...impl.scenarios.map(
        (s) =>
          `| ${s.label} | ${s.ms.toFixed(0)} ms | ${s.coldMs.toFixed(0)} ms | ${s.ratio.toFixed(2)}x | ${s.ratioSame.toFixed(2)}x | ${s.minRatio.toFixed(2)}x, ${s.minRatioSame.toFixed(2)}x | ${s.wallRatio.toFixed(2)}x | ${s.perCallUs.toFixed(1)} µs |`
      )
    );
    if (Number.isFinite(impl.floorRatio)) {
      out.push(
        `| floor without an address: only reading every cell of each call's copy | ${impl.floorMs.toFixed(0)} ms | | ${impl.floorRatio.toFixed(2)}x | | ${impl.minFloorRatio.toFixed(2)}x | | ${((impl.floorMs * 1000) / r.calls).toFixed(1)} µs |`,
        ...(Number.isFinite(impl.freshFloorRatio)
          ? [
              `| as the runtime hands them (a fresh copy per call, parsed per message of 100; sample, times 20,000): no grid address | ${((impl.freshCallUs * r.calls) / 1000).toFixed(0)} ms | | ${impl.freshCallRatio.toFixed(2)}x | | | | ${impl.freshCallUs.toFixed(1)} µs |`,
              `| the same: floor, only reading every cell of each call's fresh copy | ${((impl.freshFloorUs * r.calls) / 1000).toFixed(0)} ms | | ${impl.freshFloorRatio.toFixed(2)}x | | ${impl.minFreshFloorRatio.toFixed(2)}x | | ${impl.freshFloorUs.toFixed(1)} µs |`,
            ]
          : []),
        "",
        `Not in the calls' time: the runtime's own JSON.parse of one invocation's arguments (the grid) took ${impl.parseMs.toFixed(1)} ms, ${impl.parseRatio.toFixed(2)}x one STANDINGS A call; for 20,000 calls that is ${((impl.parseMs * r.calls) / 1000).toFixed(0)} s.`
      );
    }
    const opened = impl.scenarios.filter((s) => s.batch > 0 && s.openSumMs > 0);
    if (opened.length > 0) {
      out.push(
        "",
        ...opened.map(
          (s) =>
            `${s.label}: a message's first call that is not a column's first (its full comparison), wall: median ${s.openMedianUs.toFixed(0)} µs, 90th percentile ${s.openP90Us.toFixed(0)} µs, ${s.openSumMs.toFixed(1)} ms per sheet.`
        )
      );
    }
  }
  return out.join("\n");
}

if (require.main === module) {
  const arg = (name: string): string | undefined => {
    const k = process.argv.indexOf(name);
    return k > 0 ? process.argv[k + 1] : undefined;
  };
  const runs = Number(arg("--runs") ?? 5);
  const before = arg("--before");
  // --batches 100,20000: only these scenarios (0 = no address, with the floor lines), e.g. many
  // runs of the with-address case without the long no-address one
  const batches = (arg("--batches") ?? "20000,1000,100,0").split(",").map(Number);
  const fresh = Number(arg("--fresh") ?? 2);
  const settled = process.argv.includes("--settle");
  const impls = [
    ...(before ? [loadImpl(path.resolve(before), `before (${before})`)] : []),
    loadImpl(path.join(__dirname, ".."), before ? "after (this checkout)" : "this checkout"),
  ];
  const load = (): string =>
    os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(", ");
  console.log(
    `Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${load()} (1, 5, 15 min) at the start`
  );
  console.log("");
  runFunctionsBench(runs, 2000, 9, batches, impls, fresh, settled)
    .then((r) => console.log(`${functionsReport(r)}\n\nLoad average at the end: ${load()}`))
    .catch((e) => {
      console.error(e);
      process.exitCode = 1;
    });
}
