/**
 * A number the reader cannot use is an error or a warning at its cell, never a message without
 * a place: a team crosstable cell 46137.6079925 (an Excel date and time, 2026-04-25 14:35, in a
 * score column: test/fixtures/grids/team-crosstable-serial.csv) and the same number in a Swiss
 * table's points column. Showing such a number never leaves exact arithmetic.
 */
import { Q } from "../../src/engine/rational";
import { GridError, parseGrid } from "../../src/formats/grid";
import { parseTeamGrid, teamLayoutOf } from "../../src/formats/grid-team";
import { gridCells } from "../helpers/grid-fixtures";

function issues(f: () => unknown): { cell: string; message: string }[] {
  try {
    f();
  } catch (e) {
    if (e instanceof GridError) return e.issues.map((i) => ({ cell: i.cell, message: i.message }));
    throw e;
  }
  throw new Error("read without an error");
}

test("a team crosstable's date-time cell: refused at its cell", () => {
  const cells = gridCells("team-crosstable-serial.csv");
  expect(cells[3][5]).toBe(46137.6079925);
  expect(teamLayoutOf(cells)).toBe("team-crosstable");
  const found = issues(() => parseTeamGrid(cells));
  expect(found).toEqual([
    { cell: "F4", message: expect.stringMatching(/^cannot read 46137\.6079925 as a match score/) },
  ]);
  // the error's text starts with the cell, never with ": "
  try {
    parseTeamGrid(cells);
  } catch (e) {
    expect((e as Error).message).toMatch(/^F4: /);
  }
});

test("the same number in a Swiss table's points column: a warning at its cell", () => {
  const r = parseGrid([
    ["No", "Name", "R1", "Pts"],
    [1, "Ann", "2w1", 46137.6079925],
    [2, "Ben", "1b0", 0],
  ]);
  expect(r.warnings).toEqual([
    {
      cell: "D2",
      kind: "grid:points-written",
      message: "points written 46137.607993, but the rounds add up to 1",
    },
  ]);
});

test("numbers with many decimals are written exactly", () => {
  // 46137.607993 (the cell read to 6 decimals) = 46137607993 / 10^6
  const q = Q.fromNumber(46137.607993);
  expect(q.toString()).toBe("46137.607993");
  expect(q.toFixed(2)).toBe("46137.61");
  expect(q.neg().toFixed(3)).toBe("-46137.608");
  // 2^50 + 1/2 = 1125899906842624.5: two decimals, and rounded half up to none
  const big = Q.int(2 ** 50).add(Q.HALF);
  expect(big.toFixed(2)).toBe("1125899906842624.50");
  expect(big.toFixed(0)).toBe("1125899906842625");
  // the cell as the reader keeps it (6 decimals) is shown with its 6 decimals
  expect(Q.fromNumber(46137.607993).toFixed(6)).toBe("46137.607993");
});
