/**
 * Whatever Excel hands over, a custom function answers with cells (numbers and text) or throws a
 * CustomFunctions.Error (#VALUE! or #N/A with a message): never another exception, never null.
 * fast-check damages the arena-swiss-5 grid and draws odd arguments.
 */
import fc from "fast-check";
import { CfError, copyOf, recordingRuntime } from "./cf-runtime";
import { loadFixture } from "../helpers/fixtures";

(globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = recordingRuntime();

const cf =
  require("../../src/functions/functions") as typeof import("../../src/functions/functions");
// the functions load their work on the first call (functions.ts); these tests call them directly
beforeAll(() => cf.functionsReady());

const GRID: unknown[][] = loadFixture("seeds/arena-swiss-5.json").grid;

const cell = fc.oneof(
  fc.constant(null),
  fc.constant(0),
  fc.constant(""),
  fc.integer({ min: -3, max: 9 }),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constantFrom("bye", "x", "1w1", "3b½", "9w0", "+", "-", "=", "½", "W3", "L2", "18+/b0", "=A1"),
  fc.string({ maxLength: 6 })
);
const damaged = fc
  .array(fc.tuple(fc.nat(GRID.length - 1), fc.nat(GRID[0].length - 1), cell), {
    minLength: 1,
    maxLength: 4,
  })
  .map((edits) => {
    const g = copyOf(GRID);
    for (const [r, c, v] of edits) g[r][c] = v;
    return g;
  });
const arg = fc.oneof(
  cell,
  fc.constantFrom("Ava Chen", " chloe  ng ", 1, 2, 5, 99, "BH/C1", "ZZ", "rules=plain"),
  fc.array(fc.array(cell, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 2 })
);

// every custom function (functionsReady is the loader, not one of them)
const FUNCTIONS: [string, (...a: unknown[]) => unknown][] = Object.entries(cf).filter(
  ([name, f]) => typeof f === "function" && name !== "functionsReady"
) as [string, (...a: unknown[]) => unknown][];

function check(f: (...a: unknown[]) => unknown, args: unknown[]): void {
  let out: unknown;
  try {
    out = f(...args);
  } catch (e) {
    expect(e).toBeInstanceOf(CfError);
    expect(["#VALUE!", "#N/A"]).toContain((e as CfError).code);
    expect((e as CfError).message.length).toBeGreaterThan(5);
    // an exception from inside the reader or the engine would be wrapped as "could not ..."
    expect((e as CfError).message).not.toMatch(/could not (compute|be read)/);
    return;
  }
  expect(Array.isArray(out)).toBe(true);
  for (const row of out as unknown[][]) {
    expect(Array.isArray(row)).toBe(true);
    for (const v of row) {
      expect(["string", "number"]).toContain(typeof v);
      if (typeof v === "number") expect(Number.isFinite(v)).toBe(true);
    }
  }
}

test.each(FUNCTIONS)("%s answers cells or a #VALUE!/#N/A error for any input", (_name, f) => {
  fc.assert(
    fc.property(damaged, arg, arg, arg, (grid, a, b, c) => check(f, [grid, a, b, c])),
    { numRuns: 60 }
  );
});

test("a grid that is not a grid", () => {
  for (const [, f] of FUNCTIONS) {
    for (const g of [null, 0, "A1:H31", [], [[]], [1, 2], [[1], 2]])
      check(f, [g, null, null, null]);
  }
});
