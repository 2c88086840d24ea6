/**
 * The functions load their work (answers.ts: the grid readers, the memo, the engine's answers)
 * on the first call, so that the page that hosts them loads only their declarations at start
 * (docs/decisions.md, "What the pane loads"). A call made before that answers with a Promise of
 * the same value (Excel takes a value or a Promise); once loaded, every call answers at once.
 * Expected values: test/fixtures/seeds/arena-swiss-5.json (its own hand-checked values).
 */
import { CfError, copyOf, recordingRuntime } from "./cf-runtime";
import { loadFixture } from "../helpers/fixtures";

(globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = recordingRuntime();

type Cf = typeof import("../../src/functions/functions");

const fx = loadFixture("seeds/arena-swiss-5.json");
const GRID: unknown[][] = fx.grid;
const OPTS = [["rules=plain"]];
const bh = (id: number): number => fx.expected.values[String(id)].BH;
const at = (address: string): CustomFunctions.Invocation =>
  ({ address: "Sheet1!J2", parameterAddresses: [address, "", ""] }) as CustomFunctions.Invocation;

const isThenable = (v: unknown): v is Promise<unknown> =>
  typeof (v as { then?: unknown } | null)?.then === "function";

test("a call before the work is loaded answers with a Promise of its value; later calls at once", async () => {
  let cf!: Cf;
  let first: unknown;
  await jest.isolateModulesAsync(async () => {
    cf = require("../../src/functions/functions") as Cf;
    first = cf.buchholz(copyOf(GRID), 1, OPTS, at("Sheet1!A1:G6"));
    expect(isThenable(first)).toBe(true);
    expect(await first).toEqual([[bh(1)]]);
  });
  // loaded: the next call is a value, not a Promise
  const second = cf.buchholz(copyOf(GRID), 2, OPTS, at("Sheet1!A1:G6"));
  expect(isThenable(second)).toBe(false);
  expect(second).toEqual([[bh(2)]]);
});

test("every function answers before the load (no function reads the work before it is there)", async () => {
  await jest.isolateModulesAsync(async () => {
    const cf = require("../../src/functions/functions") as Cf;
    const calls: [string, () => unknown][] = [
      ["buchholz", () => cf.buchholz(copyOf(GRID), 1, OPTS)],
      ["buchholzCut1", () => cf.buchholzCut1(copyOf(GRID), 1, OPTS)],
      ["buchholzMedian", () => cf.buchholzMedian(copyOf(GRID), 1, OPTS)],
      ["sonnebornBerger", () => cf.sonnebornBerger(copyOf(GRID), 1, OPTS)],
      ["directEncounter", () => cf.directEncounter(copyOf(GRID), 1, OPTS)],
      ["progressive", () => cf.progressive(copyOf(GRID), 1, OPTS)],
      ["wins", () => cf.wins(copyOf(GRID), 1, OPTS)],
      ["winsBlack", () => cf.winsBlack(copyOf(GRID), 1, OPTS)],
      ["aro", () => cf.aro(copyOf(GRID), 1, OPTS)],
      ["points", () => cf.points(copyOf(GRID), 1, OPTS)],
      ["rank", () => cf.rank(copyOf(GRID), 1, OPTS)],
      ["ratingChange", () => cf.ratingChange(copyOf(GRID), 1, OPTS)],
      ["value", () => cf.value(copyOf(GRID), "BH", 1, OPTS)],
      ["standings", () => cf.standings(copyOf(GRID), undefined, OPTS)],
      ["teamStandings", () => cf.teamStandings(copyOf(GRID), undefined, OPTS)],
      ["explain", () => cf.explain(copyOf(GRID), 1, "BH", OPTS)],
      ["boards", () => cf.boards(copyOf(GRID), undefined, OPTS)],
      ["prizes", () => cf.prizes(copyOf(GRID), [["1st", 100]], undefined, OPTS)],
    ];
    // every exported custom function is in the list (a new one must answer before the load too)
    const exported = Object.keys(cf).filter(
      (k) => typeof (cf as Record<string, unknown>)[k] === "function" && k !== "functionsReady"
    );
    expect(exported.sort()).toEqual(calls.map(([n]) => n).sort());
    // all called before any of them is awaited: the work is not there for any of them
    const outs = calls.map(([name, call]) => [name, call()] as const);
    for (const [name, out] of outs) expect([name, isThenable(out)]).toEqual([name, true]);
    for (const [, out] of outs) {
      // a value or the function's own #VALUE!/#N/A (a team function over an individual grid)
      await (out as Promise<unknown>).catch((e: unknown) => expect(e).toBeInstanceOf(CfError));
    }
  });
});

test("calls that waited for the load are not joined by the same-run rule (one address, two contents)", async () => {
  // two host messages, the second after an edit of the sheet, both arriving while the work
  // loads: the same address and size, other contents. Each must get its own grid's answer.
  // The edit: Ava Chen's round 1 win over Dylan Patel ("5w1" / "1b0") becomes a loss, so her
  // 3.5 points (the fixture's PTS) become 2.5.
  const edited = copyOf(GRID);
  const r1 = GRID[0].indexOf("R1");
  expect([GRID[1][r1], GRID[5][r1]]).toEqual(["5w1", "1b0"]);
  edited[1][r1] = "5w0";
  edited[5][r1] = "1b1";
  expect(fx.expected.values["1"].PTS).toBe(3.5);
  await jest.isolateModulesAsync(async () => {
    const cf = require("../../src/functions/functions") as Cf;
    const waited = [
      cf.points(copyOf(GRID), 1, OPTS, at("Sheet1!A1:G6")),
      cf.points(copyOf(edited), 1, OPTS, at("Sheet1!A1:G6")),
    ];
    expect(waited.every(isThenable)).toBe(true);
    expect(await Promise.all(waited)).toEqual([[[3.5]], [[2.5]]]);
  });
});

test("a load that fails answers #N/A saying so, and the next call tries again", async () => {
  await jest.isolateModulesAsync(async () => {
    jest.doMock("../../src/functions/answers", () => {
      throw new Error("offline");
    });
    const cf = require("../../src/functions/functions") as Cf;
    const out = cf.buchholz(copyOf(GRID), 1, OPTS);
    await expect(out).rejects.toBeInstanceOf(CfError);
    await (out as unknown as Promise<unknown>).catch((e: CfError) => {
      expect(e.code).toBe("#N/A");
      expect(e.message).toMatch(/could not be loaded \(offline\)/);
    });
    jest.dontMock("../../src/functions/answers");
    expect(await cf.buchholz(copyOf(GRID), 1, OPTS)).toEqual([[bh(1)]]);
  });
});
