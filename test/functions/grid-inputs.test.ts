/**
 * A player given by name where two rows carry that name is #N/A naming the
 * rows, never the value of one of them. A round paired without any result yet is not counted:
 * the values are after the round before, and rounds= cannot ask for it.
 */
import { outcome, recordingRuntime } from "./cf-runtime";

(globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = recordingRuntime();

const cf =
  require("../../src/functions/functions") as typeof import("../../src/functions/functions");
// the functions load their work on the first call (functions.ts); these tests call them directly
beforeAll(() => cf.functionsReady());
const ev = require("../../src/functions/evaluate") as typeof import("../../src/functions/evaluate");

beforeEach(() => ev.clearCaches());

// Rows 2 and 4 are both "Smith, John" (different players: numbers 1 and 3).
// Points by hand: 1 beats 2 and draws 3 (1.5); 2 loses to 1, then a PAB (1); 3 a PAB, then the draw (1.5).
const GRID = (): unknown[][] => [
  ["No", "Name", "R1", "R2"],
  [1, "Smith, John", "2w1", "3b½"],
  [2, "Brown, Ann", "1b0", "bye"],
  [3, "Smith, John", "bye", "1w½"],
];

describe("players named twice", () => {
  test("a name two rows carry is #N/A with both rows and the numbers to give", () => {
    const r = outcome(() => cf.points(GRID(), "Smith, John"));
    expect(r.code).toBe("#N/A");
    expect(r.message).toBe(
      "two players are named Smith, John: rows 2 and 4; give the number (1 or 3)"
    );
    // spelling and spacing do not matter, as for any name
    expect(outcome(() => cf.points(GRID(), "  smith,   JOHN ")).code).toBe("#N/A");
  });

  test("the rows are sheet rows when Excel gives the grid's address", () => {
    const inv = { parameterAddresses: ["Results!B5:E8", "", ""] };
    const r = outcome(() =>
      cf.points(GRID(), "Smith, John", undefined, inv as unknown as CustomFunctions.Invocation)
    );
    expect(r.code).toBe("#N/A");
    expect(r.message).toMatch(/rows 6 and 8;/);
  });

  test("the numbers still work, and so does a name carried once", () => {
    expect(outcome(() => cf.points(GRID(), 1)).value).toEqual([[1.5]]);
    expect(outcome(() => cf.points(GRID(), "Brown, Ann")).value).toEqual([[1]]);
  });

  test("three players of one name", () => {
    const g = GRID();
    g.push([4, "Smith, John", "", ""]);
    const r = outcome(() => cf.points(g, "Smith, John"));
    expect(r.message).toMatch(/^three players are named Smith, John: rows 2, 4 and 5;/);
  });
});

describe("a game paired without a result yet (chess-results during a round)", () => {
  // round 2 is paired ("2b" / "1w") but not played; round 1: 1 beat 2, 3 had a bye
  const G = (): unknown[][] => [
    ["SNo", "Name", "1.Rd", "2.Rd"],
    [1, "A", "2w1", "2b "],
    [2, "B", "1b0", "1w "],
    [3, "C", "-1", "-0"],
  ];
  test("without rounds= round 2 is not counted: points after round 1", () => {
    expect(outcome(() => cf.points(G(), 1)).value).toEqual([[1]]);
    expect(outcome(() => cf.points(G(), 2)).value).toEqual([[0]]);
    expect(outcome(() => cf.points(G(), 3)).value).toEqual([[1]]);
  });
  test("rounds=1 gives the same; rounds=2 is #VALUE! saying round 2 has no result yet", () => {
    expect(outcome(() => cf.points(G(), 1, [["rounds=1"]])).value).toEqual([[1]]);
    expect(outcome(() => cf.points(G(), 3, [["rounds=1"]])).value).toEqual([[1]]);
    const r = outcome(() => cf.points(G(), 1, [["rounds=2"]]));
    expect(r.code).toBe("#VALUE!");
    expect(r.message).toMatch(
      /no game of round 2 has a result yet .*the last round with results is 1/
    );
  });
});
