/**
 * The memo behind the custom functions never answers with a stale value: fast-check draws
 * sequences of edits to a sheet, calls of the functions and host-message boundaries, and every
 * call must give exactly what a fresh evaluation gives (another copy of the modules, its caches
 * emptied before each call), value for value and error for error.
 *
 * The sheet holds two results grids of the same size on two sheets ("Results" and "Copy", which
 * differ in one game), 16 rows each (a header and 15 players) and 17 columns (No, Name, Rating,
 * Fed and 13 rounds: the full comparison takes the first 16 columns one by one and the rest in a
 * loop, and an edit may land in either). Edits change any cell: a game's result on both sides (the grid stays valid), a raw
 * value (often an error somewhere in the grid), a name (duplicates, other spacing), a rating,
 * and the undoing of the last raw edit (so errors come and go).
 *
 * How Excel delivers calls (see evaluate.ts): the invocations of one host message are taken from
 * one state of the sheet. A call with the grid's address therefore sees the sheet as it was when
 * its message began; an edit made during a message reaches address calls from the next message
 * on. A call without an address gets the sheet as it is at that moment, edits within the
 * message included (nothing is assumed then).
 */
import fc from "fast-check";
import { copyOf, outcome, recordingRuntime } from "./cf-runtime";
import { makeGrid } from "../../src/formats/grid";
import { generateSwiss } from "../../bench/generate";

(globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = recordingRuntime();

type Cf = typeof import("../../src/functions/functions");
type Ev = typeof import("../../src/functions/evaluate");

const cached = require("../../src/functions/functions") as Cf;
const cachedEv = require("../../src/functions/evaluate") as Ev;
// a second, independent copy of the modules: the fresh evaluation
let fresh!: Cf;
let freshEv!: Ev;
beforeAll(async () => {
  // the functions load their work on the first call (functions.ts): both copies load it before
  // the properties call them, the fresh one inside its own module registry
  await cached.functionsReady();
  await jest.isolateModulesAsync(async () => {
    fresh = require("../../src/functions/functions") as Cf;
    freshEv = require("../../src/functions/evaluate") as Ev;
    await fresh.functionsReady();
  });
  // the fresh copy's work is its own: its first call fills its own memo, not the other's
  cachedEv.clearCaches();
  freshEv.clearCaches();
  fresh.points(copyOf(BASE), 1, null as unknown as unknown[][], undefined);
  if (freshEv.cachedGridCount() !== 1 || cachedEv.cachedGridCount() !== 0)
    throw new Error("the fresh copy of the functions shares the other copy's memo");
  freshEv.clearCaches();
});

const ROUNDS = 13;
const BASE = makeGrid(
  generateSwiss({ players: 15, rounds: ROUNDS, seed: 7 }),
  "swiss"
) as unknown[][];
const ROWS = BASE.length; // 16
const COLS = BASE[0].length; // 17: No, Name, Rating, Fed, R1..R13
const FIRST_ROUND = BASE[0].indexOf("R1");
const ADDRESSES = ["Results!A1:Q16", "Copy!A1:Q16"];

/** A played game's cell: opponent, colour, result. */
const GAME = /^(\d+)([wb])(1|½|0)$/;
const OTHER: Record<string, string> = { "1": "0", "½": "½", "0": "1" };

/** Sets a game's result on both sides (when the cell holds a played game with a listed opponent). */
function setResult(g: unknown[][], row: number, round: number, result: string): void {
  const col = FIRST_ROUND + round;
  const m = GAME.exec(String(g[row][col]));
  if (!m) return;
  const opp = g.findIndex((r, i) => i > 0 && r[0] === Number(m[1]));
  if (opp < 1) return;
  const back = GAME.exec(String(g[opp][col]));
  if (!back || Number(back[1]) !== g[row][0]) return;
  g[row][col] = `${m[1]}${m[2]}${result}`;
  g[opp][col] = `${back[1]}${back[2]}${OTHER[result]}`;
}

function initialSheet(): unknown[][][] {
  const results = copyOf(BASE);
  const other = copyOf(BASE);
  // the copy differs in one game (row 5)
  setResult(other, 5, 1, "½");
  return [results, other];
}

// the same options in other shapes (spacing, a blank cell below) and options that change the
// values (rounds=): a later call of a message is matched on the options' text (evaluate.ts)
const OPTIONS: (unknown[][] | null)[] = [
  [["rules=fide-2026"]],
  [["rules=plain"]],
  null,
  [[" rules=fide-2026 "], [0]],
  [["rules=plain; rounds=9"]],
];

type Step =
  | { kind: "result"; sheet: number; row: number; round: number; result: string }
  | { kind: "cell"; sheet: number; row: number; col: number; value: unknown }
  | { kind: "call"; sheet: number; fn: number; player: unknown; options: number; address: boolean }
  | { kind: "undo"; sheet: number }
  | { kind: "message" };

const sheetIndex = fc.nat(1);
const row = fc.integer({ min: 1, max: ROWS - 1 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant("result" as const),
      sheet: sheetIndex,
      row,
      round: fc.nat(ROUNDS - 1),
      result: fc.constantFrom("1", "½", "0"),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("cell" as const),
      sheet: sheetIndex,
      row: fc.nat(ROWS - 1),
      col: fc.nat(COLS - 1),
      value: fc.oneof(
        fc.constantFrom(0, "", null, "bye", "Z", "WD", "x", "+", "½", "3b1", "12w0", 99),
        fc.constantFrom("Player 00002", " player 00003 ", "Ava Chen", "FID", "ENG"),
        fc.integer({ min: 1000, max: 2800 })
      ),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("call" as const),
      sheet: sheetIndex,
      fn: fc.nat(9),
      player: fc.oneof(
        fc.integer({ min: 1, max: ROWS - 1 }),
        fc.constant(null), // the whole column: any changed value shows
        fc.constantFrom("Player 00002", "player 00004", 99)
      ),
      options: fc.nat(OPTIONS.length - 1),
      address: fc.boolean(),
    }),
    weight: 8,
  },
  {
    // a rating: one cell of one row, ARO and the rating columns change
    arbitrary: fc.record({
      kind: fc.constant("cell" as const),
      sheet: sheetIndex,
      row,
      col: fc.constant(BASE[0].indexOf("Rating")),
      value: fc.integer({ min: 1000, max: 2800 }),
    }),
    weight: 2,
  },
  {
    // the last raw edit of a sheet taken back (errors come and go)
    arbitrary: fc.record({ kind: fc.constant("undo" as const), sheet: sheetIndex }),
    weight: 2,
  },
  { arbitrary: fc.constant({ kind: "message" as const }), weight: 3 }
);

/** Call number k of a module copy: the functions a sheet uses, with their arguments. */
function invoke(
  m: Cf,
  fn: number,
  grid: unknown[][],
  player: unknown,
  options: unknown[][] | null,
  inv: CustomFunctions.Invocation
): unknown {
  const o = options as unknown[][];
  switch (fn) {
    case 0:
      return m.points(grid, player, o, inv);
    case 1:
      return m.buchholz(grid, player, o, inv);
    case 2:
      return m.buchholzCut1(grid, player, o, inv);
    case 3:
      return m.sonnebornBerger(grid, player, o, inv);
    case 4:
      return m.directEncounter(grid, player, o, inv);
    case 5:
      return m.aro(grid, player, o, inv);
    case 6:
      return m.rank(grid, player, o, inv);
    case 7:
      return m.value(grid, "BH/C1", player, o, null as unknown as unknown[][], inv);
    case 8:
      return m.standings(
        grid,
        null as unknown as unknown[][],
        o,
        null as unknown as unknown[][],
        inv
      );
    default:
      return m.explain(grid, player ?? 1, "BH", o, null as unknown as unknown[][], inv);
  }
}

const nextMessage = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** How many calls answered with values and with errors (both must be exercised). */
const STATS = { values: 0, errors: 0 };

async function play(steps: Step[]): Promise<void> {
  cachedEv.clearCaches();
  const sheet = initialSheet();
  // what address calls of the current message see: the sheet when the message began
  let snapshot = sheet.map(copyOf);
  const undo: [number, number, unknown][][] = [[], []];
  for (const [k, step] of steps.entries()) {
    if (step.kind === "message") {
      await nextMessage();
      snapshot = sheet.map(copyOf);
    } else if (step.kind === "result") {
      setResult(sheet[step.sheet], step.row, step.round, step.result);
    } else if (step.kind === "cell") {
      const g = sheet[step.sheet];
      undo[step.sheet].push([step.row, step.col, g[step.row][step.col]]);
      g[step.row][step.col] = step.value;
    } else if (step.kind === "undo") {
      const last = undo[step.sheet].pop();
      if (last) sheet[step.sheet][last[0]][last[1]] = last[2];
    } else {
      const content = step.address ? snapshot[step.sheet] : sheet[step.sheet];
      const inv = (
        step.address ? { parameterAddresses: [ADDRESSES[step.sheet], "", ""] } : {}
      ) as CustomFunctions.Invocation;
      const options = OPTIONS[step.options];
      const got = outcome(() =>
        invoke(cached, step.fn, copyOf(content), step.player, copyOf(options), inv)
      );
      freshEv.clearCaches();
      const want = outcome(() =>
        invoke(fresh, step.fn, copyOf(content), step.player, copyOf(options), inv)
      );
      STATS[got.code ? "errors" : "values"]++;
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        throw new Error(
          `step ${k} (${JSON.stringify(step)}): cached ${JSON.stringify(got).slice(0, 300)}, fresh ${JSON.stringify(want).slice(0, 300)}`
        );
      }
    }
  }
}

describe("the custom functions' memo against a fresh evaluation", () => {
  test("the starting sheet is valid and the two grids answer differently", () => {
    const [a, b] = initialSheet();
    const pa = fresh.points(copyOf(a), null, OPTIONS[0] as unknown[][]);
    const pb = fresh.points(copyOf(b), null, OPTIONS[0] as unknown[][]);
    expect(pa).toHaveLength(ROWS);
    expect(pa).not.toEqual(pb);
  });

  test("random edits, calls and messages: every answer is a fresh evaluation's", async () => {
    await fc.assert(fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 40 }), play), {
      numRuns: 100,
    });
    // the sequences reach both answers and errors (an edit can break the grid, an undo mend it)
    expect(STATS.values).toBeGreaterThan(100);
    expect(STATS.errors).toBeGreaterThan(5);
  }, 120_000);

  test("one-cell edits in any row: seen by the next message, and at once without the address", async () => {
    // a call with the address within a message compares no cell (evaluate.ts sameSize); a
    // rating is one cell of one row, and it moves the ARO of that player's opponents
    const rating = BASE[0].indexOf("Rating");
    const steps: Step[] = [];
    for (let r = 1; r < ROWS; r++) {
      steps.push({ kind: "call", sheet: 0, fn: 5, player: null, options: 0, address: true });
      steps.push({ kind: "cell", sheet: 0, row: r, col: rating, value: 1000 + 50 * r });
      steps.push({ kind: "call", sheet: 0, fn: 5, player: null, options: 0, address: false });
      steps.push({ kind: "call", sheet: 0, fn: 5, player: null, options: 0, address: true });
      steps.push({ kind: "message" });
      steps.push({ kind: "call", sheet: 0, fn: 5, player: null, options: 0, address: true });
      steps.push({ kind: "call", sheet: 1, fn: 5, player: null, options: 0, address: true });
    }
    // a round cell that is not a game (an error of the grid), in the columns compared one by
    // one (R9, column 12) and in the loop after them (R13, column 16), then taken back
    for (const col of [12, 16]) {
      steps.push({ kind: "call", sheet: 0, fn: 1, player: 2, options: 0, address: true });
      steps.push({ kind: "cell", sheet: 0, row: 7, col, value: "x" });
      steps.push({ kind: "call", sheet: 0, fn: 1, player: 2, options: 0, address: false });
      steps.push({ kind: "message" });
      steps.push({ kind: "call", sheet: 0, fn: 1, player: 2, options: 0, address: true });
      steps.push({ kind: "undo", sheet: 0 });
      steps.push({ kind: "call", sheet: 0, fn: 1, player: 2, options: 0, address: false });
      steps.push({ kind: "message" });
      steps.push({ kind: "call", sheet: 0, fn: 1, player: 2, options: 0, address: true });
    }
    await play(steps);
  });
});
