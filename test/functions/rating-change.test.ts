/**
 * Rating changes in Excel: =TIEBREAK.RATING_CHANGE(grid, [player], [options]), STANDINGS with
 * columns=rating-change, EXPLAIN with "RATING". The grid: test/fixtures/fide/rating-event.trf as
 * the task pane's TRF import writes it (makeGrid: No, Name, Rating, Fed, Title, Sex, Birth, FIDE
 * ID, the rounds). A sheet has no event date, so the 18th-birthday rule cannot be applied (K 20
 * for Brown, born 2009) and the rules in force now apply; otherwise the values are the ones worked
 * by hand in test/cli/ratings.test.ts: 1 -11, 2 20 x 1.46 = 29.2 -> 29, 3 -4, 4 -2, 5 unrated,
 * 6 -6.
 */
import * as fs from "fs";
import * as path from "path";
import { makeGrid } from "../../src/formats/grid";
import { parseTrf } from "../../src/formats/trf";
import { copyOf, outcome, recordingRuntime } from "./cf-runtime";

(globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = recordingRuntime();
const cf =
  require("../../src/functions/functions") as typeof import("../../src/functions/functions");
const ev = require("../../src/functions/evaluate") as typeof import("../../src/functions/evaluate");

const TRF = fs.readFileSync(
  path.resolve(__dirname, "..", "fixtures", "fide", "rating-event.trf"),
  "utf8"
);
const GRID = makeGrid(parseTrf(TRF).tournament, "swiss") as unknown[][];
const none = null as unknown as unknown[][];

// the functions' work is loaded on the first call (functions.ts); load it first
beforeAll(() => cf.functionsReady());
beforeEach(() => ev.clearCaches());

describe("RATING_CHANGE", () => {
  test("one player: the change", () => {
    expect(cf.ratingChange(copyOf(GRID), 1, none)).toEqual([[-11]]);
    expect(cf.ratingChange(copyOf(GRID), "Brown, Beth", none)).toEqual([[29]]);
    expect(cf.ratingChange(copyOf(GRID), 6, none)).toEqual([[-6]]);
  });

  test("no player: a column beside the grid, blank on the header and for the unrated player", () => {
    expect(cf.ratingChange(copyOf(GRID), null, none)).toEqual([
      [""],
      [-11],
      [29],
      [-4],
      [-2],
      [""],
      [-6],
    ]);
  });

  test("options: k= for everyone (6: 20 x -0.62 = -12.4 -> -12), rounds= (1 after round 2: 8)", () => {
    expect(cf.ratingChange(copyOf(GRID), 6, [["k=20"]])).toEqual([[-12]]);
    expect(cf.ratingChange(copyOf(GRID), 1, [["rounds=2"]])).toEqual([[8]]);
    const bad = outcome(() => cf.ratingChange(copyOf(GRID), 1, [["k=0"]]));
    expect(bad.code).toBe("#VALUE!");
    expect(bad.message).toMatch(/k=0: expected a K factor/);
  });

  test("a K column of the sheet gives the K (3 with K 40: 40 x -0.19 = -7.6 -> -8)", () => {
    const withK = GRID.map((r, k) => [
      ...r.slice(0, 2),
      k === 0 ? "K" : k === 3 ? 40 : "",
      ...r.slice(2),
    ]);
    expect(cf.ratingChange(withK, 3, none)).toEqual([[-8]]);
    expect(cf.ratingChange(copyOf(withK), 1, none)).toEqual([[-11]]);
  });

  test("an unrated player: #N/A saying why, with the provisional first rating", () => {
    const r = outcome(() => cf.ratingChange(copyOf(GRID), 5, none));
    expect(r.code).toBe("#N/A");
    expect(r.message).toMatch(
      /player 5 \(Evans, Ed\) is unrated: no rating change; a first rating of 2000 \(provisional\)/
    );
  });
});

describe("STANDINGS columns=rating-change and EXPLAIN RATING", () => {
  test("the Rtg+/- column after Rtg, the same values", () => {
    const table = cf.standings(copyOf(GRID), none, [["columns=rating-change"]]) as unknown[][];
    const head = table[0];
    const col = head.indexOf("Rtg+/-");
    expect(col).toBe(head.indexOf("Rtg") + 1);
    const name = head.indexOf("Name");
    const got = Object.fromEntries(table.slice(1, 7).map((r) => [r[name], r[col]]));
    expect(got).toEqual({
      "Adams, Alan": -11,
      "Brown, Beth": 29,
      "Clark, Colin": -4,
      "Davis, Dan": -2,
      "Evans, Ed": "",
      "Fox, Frank": -6,
    });
  });

  test('EXPLAIN(grid, 3, "RATING"): the total, then the rated games with D, PD and dR', () => {
    const m = cf.explain(copyOf(GRID), 3, "RATING", none) as unknown[][];
    const total = m.find((r) => r[0] === "Total")!;
    expect(total[6]).toBe(-4);
    expect(String(total[3])).toMatch(/20 x \(W 0\.5 - We 0\.69 = -0\.19\) = -3\.8, rounded -4/);
    const head = m.findIndex((r) => r[0] === "Rd");
    expect(m[head].slice(0, 8)).toEqual(["Rd", "Opp", "Name", "Rtg", "D", "PD", "Res", "dR"]);
    // round 1: Fox 2450, D -455 counted as -400, PD .08, lost
    expect(m[head + 1].slice(0, 8)).toEqual([
      "1",
      "6",
      "Fox, Frank",
      "2450",
      "-400",
      ".08",
      "0",
      "-0.08",
    ]);
  });
});
