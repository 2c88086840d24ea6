/**
 * Reader warnings reach the STANDINGS spill: below the table a blank row, then the
 * warnings grouped by kind as on every other surface (engine/warnings.ts), then the engine's.
 * The team table carries the reader's warnings in its notes the same way (TEAM_STANDINGS and
 * the team sheet build on teamStandingsTable). The grids are built here; the expected lines are
 * worked out from them (which cells are blank, which cells name the game).
 */
import { copyOf, recordingRuntime } from "./cf-runtime";
import { teamStandings } from "../../src/engine";
import { teamStandingsTable } from "../../src/formats/team-table";
import { parseTeamGrid } from "../../src/formats/grid-team";

(globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = recordingRuntime();
const cf =
  require("../../src/functions/functions") as typeof import("../../src/functions/functions");
// the functions load their work on the first call (functions.ts); these tests call them directly
beforeAll(() => cf.functionsReady());

// players 1-4; 1 beat 2 and 3 beat 4 in round 1, 1 beat 3 and 2 beat 4 in round 2; the cells
// of 2 and 4 in round 1 and of 3 in round 2 are blank: three warnings of one kind
const GRID = [
  ["No", "Name", "R1", "R2"],
  [1, "A", "2w1", "3b1"],
  [2, "B", "", "4w1"],
  [3, "C", "4b1", ""],
  [4, "D", "", "2b0"],
];
const FILLED =
  "Warning: blank, but C2 records a win of player 1 against player 2: taken from there (the first of 3 like it): 3 times, at C3 round 1; C5 round 1; D4 round 2";

test("STANDINGS: the table, a blank row, the reader's warnings grouped", () => {
  const spill = cf.standings(copyOf(GRID), [["PTS"]]) as unknown[][];
  // header and 4 players, then the notes
  expect(spill[0][0]).toBe("Rk");
  expect(spill.slice(1, 5).map((r) => r[1])).toEqual([1, 2, 3, 4]);
  expect(spill[5].every((v) => v === "")).toBe(true);
  expect(spill.slice(6).map((r) => r[0])).toEqual([FILLED]);
  expect(spill.slice(6).every((r) => r.slice(1).every((v) => v === ""))).toBe(true);
});

test("STANDINGS without warnings: the table alone", () => {
  const clean = copyOf(GRID);
  clean[2][2] = "1b0";
  clean[4][2] = "3w0";
  clean[3][3] = "1w0";
  const spill = cf.standings(clean, [["PTS"]]) as unknown[][];
  expect(spill).toHaveLength(5);
});

test("the team table's notes carry the reader's warnings before the engine's", () => {
  const r = parseTeamGrid([
    ["No", "Team", "R1"],
    [1, "Alpha", "2w 3-1"],
    [2, "Beta", "1b 1-3"],
  ]);
  const st = teamStandings(r.event, ["MP", "GP"]);
  const table = teamStandingsTable(st, {
    inputWarnings: [
      { place: "Results!C2", message: "a note", kind: "k", round: 1 },
      { place: "Results!C3", message: "a note", kind: "k", round: 1 },
    ],
  });
  expect(table.notes.filter((n) => n.startsWith("Warning: "))[0]).toBe(
    "Warning: a note: 2 times, at Results!C2 round 1; Results!C3 round 1"
  );
});
