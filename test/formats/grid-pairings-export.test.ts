/**
 * The chess-results pairings export read as a games list
 * (test/fixtures/grids/pairings-chess-results.csv: "Rd.; Bo.; No.; ; White; Rtg; Pts.; Result;
 * Pts.; ; Black; Rtg; No.", a title block above it): each player's start number and rating come
 * from the No. and Rtg columns of their side, and the Pts. columns (the points before the round)
 * are checked against the games. The event of README.md, its boards in an order that does not
 * follow the start numbers (round 1: 3-4 on board 1), so that numbering by first appearance
 * would be seen. By hand: points 3, 2, ½, ½; Buchholz 3, 4, 5½, 5½; ARO (C.07 rounds to whole
 * numbers) Ann (1980 + 1720 + 1890) / 3 = 1863.3 -> 1863, Ben (2050 + 1890 + 1720) / 3 = 1886.7
 * -> 1887, Cas (1720 + 1980 + 2050) / 3 = 1916.7 -> 1917, Dan (1890 + 2050 + 1980) / 3 = 1973.3
 * -> 1973.
 */
import { parseGrid } from "../../src/formats/grid";
import { runCli } from "../helpers/cli";
import { gridCells, GRIDS, pointsById, valuesById } from "../helpers/grid-fixtures";

describe("the chess-results pairings export", () => {
  test("numbers and ratings from their columns, values by hand", () => {
    const r = parseGrid(gridCells("pairings-chess-results.csv"));
    expect(r.layout).toBe("games");
    expect(r.tournament.players.map((p) => [p.id, p.name, p.rating])).toEqual([
      [1, "Adams, Ann", 2050],
      [2, "Berg, Ben", 1980],
      [3, "Costa, Cas", 1890],
      [4, "Dietz, Dan", 1720],
    ]);
    expect(pointsById(r.tournament)).toEqual({ 1: 3, 2: 2, 3: 0.5, 4: 0.5 });
    expect(valuesById(r.tournament, "BH")).toEqual({ 1: 3, 2: 4, 3: 5.5, 4: 5.5 });
    expect(valuesById(r.tournament, "ARO", "fide-2026")).toEqual({
      1: 1863,
      2: 1887,
      3: 1917,
      4: 1973,
    });
    // every Pts. cell agrees with the points before its round: no warning
    expect(r.warnings).toEqual([]);
  });

  test("a Pts. cell that disagrees with the games: a warning at it", () => {
    const r = parseGrid(gridCells("pairings-wrong-points.csv"));
    expect(r.warnings).toEqual([
      {
        cell: "G9",
        kind: "grid:points-written",
        round: 3,
        message: "points written 1.5, but before round 3 player 1's games add up to 2",
      },
    ]);
  });

  test("the command line shows the start numbers and ratings of the export", async () => {
    const r = await runCli(GRIDS, "standings", "pairings-chess-results.csv", "-t", "ARO");
    expect(r.code).toBe(0);
    // Rk, SNo, Name, Rtg, Pts, ARO: the export's numbers and ratings
    expect(r.out).toMatch(/^ *1 +1 +Adams, Ann +2050 +3 +1863 /m);
    expect(r.out).toMatch(/^ *3 +4 +Dietz, Dan +1720 +0\.5 +1973 /m);
  });

  test("a games list's own game number is no player's number", () => {
    const r = parseGrid([
      ["No", "Round", "White", "Black", "Result"],
      [1, 1, "Ann", "Ben", "1-0"],
      [2, 1, "Cas", "Dan", "½-½"],
    ]);
    expect(r.tournament.players.map((p) => [p.id, p.name])).toEqual([
      [1, "Ann"],
      [2, "Ben"],
      [3, "Cas"],
      [4, "Dan"],
    ]);
  });
});
