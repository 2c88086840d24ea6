/**
 * Custom functions over team grids: TEAM_STANDINGS, VALUE with team codes, EXPLAIN
 * of one team, on the team Swiss table of test/formats/grid-team.test.ts, worked by hand:
 *
 *   R1  Alpha-Beta 3½-½ (Alpha White on board 1)   Gamma-Delta 2-2
 *   R2  Gamma-Alpha 1½-2½                           Beta-Delta 1-3
 *
 *           MP   GP   OSB (EMGSB/C1: Σ opponent's MP × own GP; C1 cuts the contribution of the
 *                     lowest-scoring opponent, C.07 14.1.1)
 *   Alpha    4    6   Beta (0 MP) 0 × 3½ cut, Gamma 1 × 2½ = 2½           → 2½
 *   Beta     0   1½   Alpha 4 × ½ = 2, Delta (3 MP) 3 × 1 cut             → 2
 *   Gamma    1   3½   Delta (3 MP) 3 × 2 cut, Alpha 4 × 1½ = 6            → 6
 *   Delta    3    5   Gamma 1 × 2 = 2, Beta (0 MP) 0 × 3 cut              → 2
 * BH:MP Alpha: Beta 0 + Gamma 1 = 1. With mp=3-1-0 Alpha has 6 MP.
 * Confirmed with FIDE's TieBreakServer on the same event as TRF16 with 013 lines (boards R1
 * 1-0 1-0 1-0 ½-½ and 1-0 0-1 ½-½ ½-½; R2 ½-½ ½-½ ½-½ 0-1 and 0-1 0-1 ½-½ ½-½): MPTS 4/0/1/3,
 * GPTS 6/1.5/3.5/5, EMGSB/C1 2.5/2/6/2, BH:MP 1/7/7/1, SB:MP 2/0/3/1 for Alpha/Beta/Gamma/Delta.
 */
import { copyOf, outcome, recordingRuntime } from "./cf-runtime";

const runtime = recordingRuntime();
(globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = runtime;
const cf =
  require("../../src/functions/functions") as typeof import("../../src/functions/functions");
// the functions load their work on the first call (functions.ts); these tests call them directly
beforeAll(() => cf.functionsReady());

const GRID = [
  ["No", "Team", "R1", "R2"],
  [1, "Alpha", "2w 3½-½", "3b 2½"],
  [2, "Beta", "1b ½", "4 1"],
  [3, "Gamma", "4w 2", "1w 1½"],
  [4, "Delta", "3 2", "2 3"],
];
const grid = (): unknown[][] => copyOf(GRID);

describe("TEAM_STANDINGS", () => {
  test("the default Olympiad order MP, OSB, GP with every value", () => {
    const t = cf.teamStandings(grid()) as (string | number)[][];
    expect(t[0]).toEqual(["Rk", "SNo", "Team", "MP", "GP", "OSB", "Decided by", "Why this place"]);
    expect(t.slice(1).map((r) => r.slice(0, 6))).toEqual([
      [1, 1, "Alpha", 4, 6, 2.5],
      [2, 4, "Delta", 3, 5, 2],
      [3, 3, "Gamma", 1, 3.5, 6],
      [4, 2, "Beta", 0, 1.5, 2],
    ]);
  });

  test("an order, a team preset and the options", () => {
    const t = cf.teamStandings(grid(), [["GP, BH:MP"]]) as (string | number)[][];
    // GP leads the order: the primary score, its column first
    expect(t[0].slice(0, 6)).toEqual(["Rk", "SNo", "Team", "GP", "MP", "BH:MP"]);
    expect(t[1].slice(0, 6)).toEqual([1, 1, "Alpha", 6, 4, 1]);
    const p = cf.teamStandings(grid(), [["team-league"]]) as (string | number)[][];
    expect(p[0].slice(3, 6)).toEqual(["MP", "GP", "EDE"]);
    const three = cf.teamStandings(grid(), null as never, [["mp=3-1-0"]]) as (string | number)[][];
    expect(three[1].slice(2, 4)).toEqual(["Alpha", 6]);
  });

  test("shared places written as a range, as the individual list", () => {
    // A-B 3-1 and C-D 3-1: A and C tie on MP 2 and GP 3, B and D on MP 0 and GP 1
    const t = cf.teamStandings(
      [
        ["No", "Team", "R1"],
        [1, "A", "2w 3-1"],
        [2, "B", "1b 1"],
        [3, "C", "4w 3-1"],
        [4, "D", "3b 1"],
      ],
      [["MP, GP"]]
    ) as (string | number)[][];
    expect(t.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ["1-2", "A"],
      ["1-2", "C"],
      ["3-4", "B"],
      ["3-4", "D"],
    ]);
  });

  test("an individual grid is #VALUE! saying what a team grid is", () => {
    const r = outcome(() =>
      cf.teamStandings([
        ["No", "Name", "R1"],
        [1, "Ann", "2w1"],
        [2, "Bob", "1b0"],
      ])
    );
    expect(r.code).toBe("#VALUE!");
    expect(r.message).toMatch(/not a team grid/);
  });

  test("an error in the team grid names its cell", () => {
    const bad = grid();
    bad[2][2] = "1b 1";
    const r = outcome(() => cf.teamStandings(bad));
    expect(r.code).toBe("#VALUE!");
    expect(r.message).toMatch(/C2: round 1: this cell and C3 disagree/);
  });
});

describe("VALUE, POINTS and EXPLAIN on a team grid", () => {
  test("team codes for one team and as a column beside the grid", () => {
    expect(cf.value(grid(), "OSB", "Gamma")).toEqual([[6]]);
    expect(cf.value(grid(), "BH:MP", 1)).toEqual([[1]]);
    expect(cf.value(grid(), "MP")).toEqual([[""], [4], [0], [1], [3]]);
    expect(cf.value(grid(), "GP", "Delta")).toEqual([[5]]);
    // POINTS of a team grid: its main score, match points
    expect(cf.points(grid(), "Alpha")).toEqual([[4]]);
  });

  test("a team code on an individual grid is #VALUE!", () => {
    const r = outcome(() =>
      cf.value(
        [
          ["No", "Name", "R1"],
          [1, "Ann", "2w1"],
          [2, "Bob", "1b0"],
        ],
        "OSB",
        1
      )
    );
    expect(r.code).toBe("#VALUE!");
    expect(r.message).toMatch(/team tie-break/);
  });

  test("EXPLAIN shows the matches round by round", () => {
    const ex = cf.explain(grid(), "Alpha", "OSB") as (string | number)[][];
    expect(ex[0].slice(0, 7)).toEqual([
      "Round",
      "Opponent",
      "Name",
      "Element",
      "Score used",
      "Own points",
      "Contribution",
    ]);
    expect(ex[1].slice(0, 8)).toEqual([1, 2, "Beta", "match 3.5-0.5 vs Beta", 0, 3.5, 0, "cut"]);
    expect(ex[2].slice(0, 8)).toEqual([
      2,
      3,
      "Gamma",
      "match 2.5-1.5 vs Gamma",
      1,
      2.5,
      2.5,
      "kept",
    ]);
    expect(ex[3][0]).toBe("Total");
    expect(ex[3][6]).toBe(2.5);
    // an individual code on MP: the rounds labelled with the matches too
    const bh = cf.explain(grid(), 4, "BH:MP") as (string | number)[][];
    expect(bh[1].slice(0, 5)).toEqual([1, 3, "Gamma", "match 2-2 vs Gamma", 1]);
  });
});
