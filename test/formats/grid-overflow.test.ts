/**
 * Numbers too large (or too fine) for exact arithmetic in a results grid (issue 9, point 6) are
 * an InputError at their cell, never a crash, an internal error or a silently wrong value; a
 * points column that cannot be read is a warning at its cell and the results decide. The grids
 * are built here; the expected cells are where the test puts the numbers (range-relative A1).
 */
import { computeStandings, isInputError } from "../../src/engine";
import { parseGrid } from "../../src/formats/grid";

function errorCells(cells: unknown[][]): string[] {
  try {
    const r = parseGrid(cells);
    computeStandings(r.tournament, ["PTS", "BH", "SB"]);
  } catch (e) {
    if (!isInputError(e)) throw e;
    expect(e.message).not.toMatch(/internal error/i);
    return e.problems.map((p) =>
      p.place.kind === "cell" ? p.place.cell : `not a cell: ${p.place.kind}`
    );
  }
  return [];
}

const BIG = 1e20;
const BIG_TEXT = "99999999999999999999";

describe("a number past exact arithmetic is an error at its cell", () => {
  test.each([
    [
      "Swiss round cell as a number",
      [
        ["No", "Name", "R1"],
        [1, "Ann", BIG],
        [2, "Bob", "bye"],
      ],
      "C2",
    ],
    [
      "Swiss bye worth 10^20 points",
      [
        ["No", "Name", "R1"],
        [1, "Ann", `${BIG_TEXT} bye`],
        [2, "Bob", "bye"],
      ],
      "C2",
    ],
    [
      "Swiss result of 10^20 points",
      [
        ["No", "Name", "R1"],
        [1, "Ann", `2w${BIG_TEXT}`],
        [2, "Bob", "1b0"],
      ],
      "C2",
    ],
    [
      "Swiss opponent 10^20",
      [
        ["No", "Name", "R1"],
        [1, "Ann", `${BIG_TEXT}w1`],
        [2, "Bob", "bye"],
      ],
      "C2",
    ],
    [
      "a rating of 10^20",
      [
        ["No", "Name", "Rating", "R1"],
        [1, "Ann", BIG, "2w1"],
        [2, "Bob", 1800, "1b0"],
      ],
      "C2",
    ],
    [
      "a player number of 10^20",
      [
        ["No", "Name", "R1"],
        [BIG, "Ann", "bye"],
        [2, "Bob", "bye"],
      ],
      "A2",
    ],
    [
      "crosstable cell 10^20",
      [
        ["No", "Name", "1", "2"],
        [1, "Ann", "x", BIG],
        [2, "Bob", 0, "x"],
      ],
      "D2",
    ],
    [
      "crosstable cell as text",
      [
        ["No", "Name", "1", "2"],
        [1, "Ann", "x", BIG_TEXT],
        [2, "Bob", "0", "x"],
      ],
      "D2",
    ],
    [
      "crosstable cell 1/3 (a fraction without an exact decimal)",
      [
        ["No", "Name", "1", "2"],
        [1, "Ann", "x", 1 / 3],
        [2, "Bob", 2 / 3, "x"],
      ],
      ["D2", "C3"],
    ],
    [
      "games list result 10^20-0",
      [
        ["Round", "White", "Black", "Result"],
        [1, "Ann", "Bob", `${BIG_TEXT}-0`],
      ],
      "D2",
    ],
    [
      "games list round 10^20",
      [
        ["Round", "White", "Black", "Result"],
        [BIG, "Ann", "Bob", "1-0"],
      ],
      "A2",
    ],
  ])("%s", (_what, cells, cell) => {
    // both cells of the game are numbers past exact arithmetic in the 1/3 case
    expect(errorCells(cells as unknown[][])).toEqual(typeof cell === "string" ? [cell] : cell);
  });
});

test("a points column past exact arithmetic is a warning at its cell; the results give the points", () => {
  const r = parseGrid([
    ["No", "Name", "R1", "Pts"],
    [1, "Ann", "2w1", 1e300],
    [2, "Bob", "1b0", 0],
  ]);
  expect(r.warnings.map((w) => w.cell)).toEqual(["D2"]);
  const st = computeStandings(r.tournament, ["PTS"]);
  expect(st.rows.map((x) => [x.player.id, x.points.toNumber()])).toEqual([
    [1, 1],
    [2, 0],
  ]);
});
