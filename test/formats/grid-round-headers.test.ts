/**
 * The last round's column is never dropped (test/fixtures/grids/round-headers-*.csv): ordinal
 * and decorated round headers are read, a "Final" column after the rounds is the next round, and
 * a column after the rounds whose cells are results is an error at its header, never a player
 * column. The fixtures are one event of 4 players and 3 rounds; its values by hand (README.md):
 * points 3, 2, ½, ½ and Buchholz 3, 4, 5½, 5½.
 */
import { GridError, parseGrid } from "../../src/formats/grid";
import { gridCells, pointsById, valuesById } from "../helpers/grid-fixtures";

const POINTS = { 1: 3, 2: 2, 3: 0.5, 4: 0.5 };
const BH = { 1: 3, 2: 4, 3: 5.5, 4: 5.5 };

function refusal(name: string): { cell: string; message: string }[] {
  try {
    parseGrid(gridCells(name));
  } catch (e) {
    if (e instanceof GridError) return e.issues;
    throw e;
  }
  throw new Error(`${name} was read`);
}

describe("round headers", () => {
  for (const name of [
    "round-headers-ordinal.csv",
    "round-headers-decorated.csv",
    "round-headers-final.csv",
  ]) {
    test(`${name}: three rounds, the last one too`, () => {
      const r = parseGrid(gridCells(name));
      expect(r.tournament.totalRounds).toBe(3);
      expect(pointsById(r.tournament)).toEqual(POINTS);
      expect(valuesById(r.tournament, "BH")).toEqual(BH);
      // the Pts column agrees with the rounds: no warning
      expect(r.warnings).toEqual([]);
      // the last round's column is no player column
      expect(r.tournament.players[0].attrs).toEqual({});
    });
  }

  test("results under a blank header after the rounds: an error at the header", () => {
    expect(refusal("round-headers-unnamed.csv")).toEqual([
      {
        cell: "E1",
        message: expect.stringMatching(
          /^this column has no header, but its cells are results \(such as "3w1"\): head it "R3"/
        ),
      },
    ]);
  });

  test("results under a header that is no round: an error at the header", () => {
    expect(refusal("round-headers-unknown.csv")).toEqual([
      {
        cell: "E1",
        message: expect.stringMatching(
          /^the header "Game 3" is not a round, but its cells are results/
        ),
      },
    ]);
  });
});
