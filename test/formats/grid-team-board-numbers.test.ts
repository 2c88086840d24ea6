/**
 * Board lists with hostile round and board numbers: a round or board beyond
 * 999 is refused at its cell (a round of 1e15 crashed the reader, 5,000,000 ran out of memory,
 * a board typed 99999999 made a 99,999,999-board event with no word), and a match whose board
 * numbers leave a gap below the event's highest board is named in a warning.
 */
import { teamStandings } from "../../src/engine";
import { parseTeamGrid } from "../../src/formats/grid-team";
import { issuesOf } from "../helpers/grid-issues";

const HEAD = ["Round", "Board", "White", "Black", "Result", "White team", "Black team"];

describe("board list: round and board numbers", () => {
  test.each([
    [1e15, "round 1000000000000000 is too large (at most 999)"],
    [5_000_000, "round 5000000 is too large (at most 999)"],
    ["1e15", 'round "1e15" is too large (at most 999)'],
    [1000, "round 1000 is too large (at most 999)"],
    [-2, "round -2 is not a positive whole number"],
  ])("round %p is refused at its cell", (round, message) => {
    const grid = [
      HEAD,
      [1, 1, "A1", "B1", "1-0", "Alpha", "Beta"],
      [round, 1, "C1", "D1", "1-0", "Gamma", "Delta"],
    ];
    expect(issuesOf(() => parseTeamGrid(grid))).toEqual([{ cell: "A3", message }]);
  });

  test.each([
    [99_999_999, "board 99999999 is too large (at most 999)"],
    [1e9, "board 1000000000 is too large (at most 999)"],
    [-3, "board -3 is not a positive whole number"],
  ])("board %p is refused at its cell", (board, message) => {
    const grid = [
      HEAD,
      [1, 1, "A1", "B1", "1-0", "Alpha", "Beta"],
      [1, board, "B2", "A2", "1-0", "Beta", "Alpha"],
    ];
    expect(issuesOf(() => parseTeamGrid(grid))).toEqual([{ cell: "B3", message }]);
  });

  test("a 999-board round is still read (the limit is inclusive)", () => {
    const grid = [HEAD, [1, 999, "A1", "B1", "1-0", "Alpha", "Beta"]];
    expect(parseTeamGrid(grid).event.boards).toBe(999);
  });

  test("a gap in a match's board numbers is a warning at the match's first board cell", () => {
    // Round 1: Alpha-Beta on boards 1 and 2; Gamma-Delta on boards 1 and 3 (board 2 typed as 3).
    // The event then has 3 boards; Alpha-Beta lacks board 3, Gamma-Delta board 2.
    const grid = [
      HEAD,
      [1, 1, "A1", "B1", "1-0", "Alpha", "Beta"],
      [1, 2, "B2", "A2", "1-0", "Beta", "Alpha"],
      [1, 1, "C1", "D1", "1-0", "Gamma", "Delta"],
      [1, 3, "D2", "C2", "1-0", "Delta", "Gamma"],
    ];
    const r = parseTeamGrid(grid);
    expect(r.event.boards).toBe(3);
    expect(r.warnings.map((w) => [w.cell, w.round, w.message])).toEqual([
      [
        "B2",
        1,
        expect.stringMatching(
          /^round 1: match Alpha-Beta has no entry for board 3 of the 3 boards/
        ),
      ],
      [
        "B4",
        1,
        expect.stringMatching(
          /^round 1: match Gamma-Delta has no entry for board 2 of the 3 boards/
        ),
      ],
    ]);
    // the values are those of the boards entered, the missing ones empty on both sides:
    // Alpha 1 (A1 beat B1), Beta 1; Gamma 1 (C1 beat D1), Delta 1 (D2 beat C2 on board 3).
    const st = teamStandings(r.event, ["MP", "GP"]);
    const gp = Object.fromEntries(st.rows.map((x) => [x.player.name, x.gp.toNumber()]));
    expect(gp).toEqual({ Alpha: 1, Beta: 1, Gamma: 1, Delta: 1 });
  });

  test("boards numbered 1..n in every match give no warning", () => {
    const grid = [
      HEAD,
      [1, 1, "A1", "B1", "1-0", "Alpha", "Beta"],
      [1, 2, "B2", "A2", "1-0", "Beta", "Alpha"],
    ];
    expect(parseTeamGrid(grid).warnings).toEqual([]);
  });
});
