/**
 * =TIEBREAK.PRIZES on a grid written by makeGrid from a small tournament (hand-worked):
 * round 1: 1 beats 2, 3 beats 4; round 2: 1 beats 3, 2 beats 4. Points: 1: 2, 2: 1, 3: 1, 4: 0.
 * Prizes 1st 100, 2nd 60, 3rd 40. shared: player 1 100; players 2 and 3 (tied on 1 point) share
 * 60 + 40 = 50 each.
 */
import { makeGrid } from "../../src/formats/grid";
import { mini } from "../helpers/mini";

(globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = {
  Error: class extends Error {
    constructor(
      public code: string,
      message?: string
    ) {
      super(message);
    }
  },
  ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A" },
};
const cf =
  require("../../src/functions/functions") as typeof import("../../src/functions/functions");
// the functions load their work on the first call (functions.ts); these tests call them directly
beforeAll(() => cf.functionsReady());

const t = mini(
  [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
  [
    ["1 2 W", "3 4 W"],
    ["1 3 W", "2 4 W"],
  ]
);
const grid = makeGrid(t, "swiss") as unknown[][];
const list = [
  ["Prize", "Amount"],
  ["1st", 100],
  ["2nd", 60],
  ["3rd", 40],
];

test("spills the prize table with the shared amounts and the notes", () => {
  const m = cf.prizes(grid, list, null as unknown as unknown[][], [["split=shared"]]);
  expect(m[0].slice(0, 3)).toEqual(["Prize", "Category", "Amount"]);
  const paid = m.slice(1, 4).map((r) => [r[0], r[5], r[7]]);
  expect(paid).toEqual([
    ["1st", "P1", 100],
    ["2nd", "P2", 50],
    ["3rd", "P3", 50],
  ]);
  expect(m.some((r) => r[0] === "Fund 200, paid 200")).toBe(true);
  // every row the same width, no null cells
  for (const r of m) {
    expect(r.length).toBe(m[0].length);
    for (const c of r) expect(c === null || c === undefined).toBe(false);
  }
});

test("a bad prize row or split is #VALUE! with its message", () => {
  expect(() => cf.prizes(grid, [["1st", "lots"]])).toThrow(/B1: amount "lots"/);
  expect(() => cf.prizes(grid, list, null as unknown as unknown[][], [["split=lots"]])).toThrow(
    /split=lots/
  );
});

test("the prize options of every surface: hort=, round=, trophies=, priority=", () => {
  // hort=40, round=1: 2nd 60 keeps 36 by the ranking and shares 24; 3rd 40 keeps 24, shares 16;
  // P2 and P3 (1 point each) pool 40: 20 each: P2 56, P3 44. The trophy, exclusive: P4, the only
  // player without cash.
  const withCup = [...list, ["Cup", "Trophy"]];
  const m = cf.prizes(grid, withCup, null as unknown as unknown[][], [
    ["split=hort; hort=40; round=1; trophies=exclusive; priority=category"],
  ]);
  expect(m.slice(1, 5).map((r) => [r[0], r[2], r[5], r[7]])).toEqual([
    ["1st", 100, "P1", 100],
    ["2nd", 60, "P2", 56],
    ["3rd", 40, "P3", 44],
    ["Cup", "Trophy", "P4", ""],
  ]);
  const notes = m.map((r) => r[0]);
  expect(notes).toContain(
    "Prizes of equal value: the category prize first [priority=category]. One cash prize per player."
  );
  expect(notes.some((n) => /\[round=1\]/.test(String(n)))).toBe(true);
  expect(() => cf.prizes(grid, list, null as unknown as unknown[][], [["hort=abc"]])).toThrow(
    /hort=abc: the percentage of each prize shared/
  );
});
