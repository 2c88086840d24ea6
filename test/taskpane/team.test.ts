/**
 * Team events on the pane and the page (issue 11): a team grid or a TRF with team lines is read
 * as a team event, the team presets come first, an order nobody chose follows the default team
 * order, and the table is the team ranking list. Values: the team Swiss table hand-worked in
 * test/functions/team.test.ts (MP Alpha 4, Delta 3, Gamma 1, Beta 0; OSB 2½, 2, 6, 2) and the
 * five-team TRF hand-worked in test/engine/team/model.test.ts (Team A: 5 MP, 4½ GP, OSB 10).
 */
import * as fs from "fs";
import * as path from "path";
import { loadGrid, loadTrf } from "../../src/taskpane/load";
import { defaultState, presetsFor } from "../../src/taskpane/order";
import { standingsSheet } from "../../src/taskpane/standings-sheet";
import { teamKind, teamPaneStandings } from "../../src/taskpane/team";

const GRID = [
  ["No", "Team", "R1", "R2"],
  [1, "Alpha", "2w 3½-½", "3b 2½"],
  [2, "Beta", "1b ½", "4 1"],
  [3, "Gamma", "4w 2", "1w 1½"],
  [4, "Delta", "3 2", "2 3"],
];

test("a team grid is read as a team event and ranked in the Olympiad order", () => {
  const r = loadGrid(GRID, "range Teams!A1:D5");
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  expect(r.loaded.layout).toBe("team-swiss");
  expect(r.loaded.team).toBeDefined();
  expect(r.loaded.tournament.players.map((p) => p.name)).toEqual([
    "Alpha",
    "Beta",
    "Gamma",
    "Delta",
  ]);
  const kind = teamKind(r.loaded.team!);
  expect(kind).toEqual({ game: "team", type: "swiss" });
  expect(presetsFor(kind)[0].game).toBe("team");
  const { state, table } = teamPaneStandings(defaultState(), r.loaded.team!);
  expect(state.presetId).toBe("team-olympiad");
  expect(state.codes).toEqual(["MP", "OSB", "GP"]);
  expect(table.header.slice(0, 6)).toEqual(["Rk", "SNo", "Team", "MP", "GP", "OSB"]);
  expect(table.rows.map((row) => row.slice(0, 6))).toEqual([
    [1, 1, "Alpha", 4, 6, 2.5],
    [2, 4, "Delta", 3, 5, 2],
    [3, 3, "Gamma", 1, 3.5, 6],
    [4, 2, "Beta", 0, 1.5, 2],
  ]);
});

test("a chosen order is kept", () => {
  const r = loadGrid(GRID, "range");
  if (!r.ok) throw new Error("not read");
  const chosen = { presetId: null, rules: "auto" as const, codes: ["GP", "BH:MP"] };
  const { state, table } = teamPaneStandings(chosen, r.loaded.team!);
  expect(state).toBe(chosen);
  expect(table.header.slice(3, 6)).toEqual(["GP", "MP", "BH:MP"]);
});

test("a team grid error is a problem at its cell", () => {
  const bad = GRID.map((row) => [...row]);
  bad[2][2] = "1b 1";
  const r = loadGrid(bad, "range", { sheet: "Teams", row: 0, col: 0 });
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.problems[0].cell).toBe("Teams!C2");
});

test("a TRF with team lines is a team event", () => {
  const text = fs.readFileSync(path.resolve(__dirname, "../fixtures/team/five-teams.trf"), "utf8");
  const r = loadTrf(text, "file five-teams.trf");
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  expect(r.loaded.team?.teams).toHaveLength(5);
  const { table } = teamPaneStandings(defaultState(), r.loaded.team!);
  expect(table.rows[0].slice(0, 6)).toEqual([1, 1, "Team A", 5, 4.5, 10]);
});

test("the standings sheet of a team event is the team ranking list", () => {
  const r = loadGrid(GRID, "range");
  if (!r.ok) throw new Error("not read");
  const { standings } = teamPaneStandings(defaultState(), r.loaded.team!);
  const sheet = standingsSheet(standings, r.loaded.tournament, {
    preset: "Team Swiss, Olympiad style",
    writtenAt: new Date(2026, 0, 1),
  });
  expect(sheet.table.header.slice(0, 6)).toEqual(["Rk", "SNo", "Team", "MP", "GP", "OSB"]);
  expect(sheet.table.headerLines).toContain("Preset: Team Swiss, Olympiad style");
});
