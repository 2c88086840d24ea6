/**
 * Team events on the pane and the page: a team grid or a TRF with team lines is read
 * as a team event, the team presets come first, an order nobody chose follows the default team
 * order, and the table is the team ranking list. Values: the team Swiss table hand-worked in
 * test/functions/team.test.ts (MP Alpha 4, Delta 3, Gamma 1, Beta 0; OSB 2½, 2, 6, 2) and the
 * five-team TRF hand-worked in test/engine/team/model.test.ts (Team A: 5 MP, 4½ GP, OSB 10).
 */
import * as fs from "fs";
import * as path from "path";
import { loadGrid, loadTrf } from "../../src/taskpane/load";
import { defaultState, presetGroups, presetsFor } from "../../src/taskpane/order";
import { standingsSheet } from "../../src/taskpane/standings-sheet";
import { teamKind, teamPaneStandings } from "../../src/taskpane/team";
import { teamWorking } from "../../src/formats/working";

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
  expect(kind).toEqual({ game: "team", type: "swiss", own: "team-olympiad" });
  expect(
    presetsFor(kind)
      .slice(0, 3)
      .map((p) => p.id)
  ).toEqual(["team-olympiad", "team-league", "team-gp"]);
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

test("the event's own preset is listed first: league for a round robin, GP for a GP-primary event", () => {
  // a 4-team round robin of match scores: its default order is the league's (MP, GP, EDE)
  const rr = loadGrid(
    [
      ["No", "Team", 1, 2, 3, 4],
      [1, "North", "x", "2½", 2, "1½"],
      [2, "East", "1½", "x", "2½", 2],
      [3, "South", 2, "1½", "x", "2½"],
      [4, "West", "2½", 2, 1, "x"],
    ],
    "range"
  );
  if (!rr.ok) throw new Error("not read");
  const kind = teamKind(rr.loaded.team!);
  expect(
    presetsFor(kind)
      .slice(0, 3)
      .map((p) => p.id)
  ).toEqual(["team-league", "team-olympiad", "team-gp"]);
  // the selected preset is the first one listed, under the event's own group
  expect(teamPaneStandings(defaultState(), rr.loaded.team!).state.presetId).toBe("team-league");
  const groups = presetGroups(kind);
  expect(groups[0].label).toBe("For this event (Team chess round robin)");
  expect(groups[0].presets.map((p) => p.id)).toEqual(["team-league", "team-olympiad", "team-gp"]);
  // a TRF whose 192 code makes GP primary: the GP preset first
  const text = fs
    .readFileSync(path.resolve(__dirname, "../fixtures/team/five-teams.trf"), "utf8")
    .replace("092 Team Swiss\n", "092 Team Swiss\n192 FIDE_TEAM_TYPEA_GP_MP\n");
  const gp = loadTrf(text, "file five-teams.trf");
  if (!gp.ok) throw new Error("not read");
  expect(presetsFor(teamKind(gp.loaded.team!))[0].id).toBe("team-gp");
  expect(teamPaneStandings(defaultState(), gp.loaded.team!).state.presetId).toBe("team-gp");
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

describe("team working, team crosstable and warnings on the pane's sheet", () => {
  const FIVE = fs.readFileSync(path.resolve(__dirname, "../fixtures/team/five-teams.trf"), "utf8");

  test("a team row's working: every code of the order and the comparison with the team above", () => {
    // OSB (EMGSB/C1, 2026 rules) of Team C and Team E, both on 3 MP, by hand (five-teams.trf;
    // adjusted MP: A 5, B 1, C 4 (its withdrawn last round counts as a draw, 16.2.5), D 2, E 3):
    //   C: R1 forfeit win vs D, dummy min(3, D 2) = 2 × 2 GP = 4; R2 A 5 × 1 = 5; R3 withdrawn
    //      (a VUR), dummy min(3, 1 × 3) = 3 × 0 = 0. C1 (16.5): a = the VUR's 0, b = the lowest
    //      opponent score (2, round 1): 4; the higher (4) is cut: 5 + 0 = 5.
    //   E: R1 PAB (a draw's 1 MP and 1 GP by default), dummy min(3, 3) = 3 × 1 GP = 3; R2 B 1 ×
    //      1½ = 1½ (cut: lowest opponent score); R3 A 5 × 0 = 0: 3.
    const r = loadTrf(FIVE, "file five-teams.trf");
    if (!r.ok) throw new Error("not read");
    const { standings } = teamPaneStandings(defaultState(), r.loaded.team!);
    const e = r.loaded.tournament.players.findIndex((p) => p.name === "Team E");
    const we = teamWorking(standings, e);
    expect(we.place).toBe("3");
    expect(we.team).toEqual({ scores: "3 MP, 2.5 GP" });
    expect(we.comparison).toBe("Tied on 3 MP with Team C (above); OSB 5 vs 3 decided.");
    expect(we.steps?.map((s) => [s.key, String(s.above), String(s.mine), s.result])).toEqual([
      ["MP", "3", "3", "equal"],
      ["OSB", "5", "3", "decided"],
    ]);
    expect(we.codes[1].explanation.rows[0].label).toMatch(/^team PAB/);
    const c = r.loaded.tournament.players.findIndex((p) => p.name === "Team C");
    const w = teamWorking(standings, c);
    expect(w.place).toBe("2");
    expect(w.codes.map((x) => x.code)).toEqual(["MP", "OSB", "GP"]);
    const osb = w.codes[1].explanation;
    expect(osb.value?.toString()).toBe("5");
    expect(
      osb.rows.map((x) => [x.round, x.opponent, x.contribution?.toString(), x.status])
    ).toEqual([
      // an unplayed round's opponent is the dummy (none); the label names the match
      [1, null, "4", "cut"],
      [2, 1, "5", "kept"],
      [3, null, "0", "kept"],
    ]);
    expect(osb.rows[0].label).toMatch(/^forfeited match 2-0 vs Team D \(won\)/);
    expect(osb.rows[1].label).toMatch(/^match 1-1 vs Team A/);
  });

  test("the sheet's crosstable is the team crosstable; reader warnings reach its notes", () => {
    // 4 teams, 4 boards, single round robin; South-West 2½-1 adds up to 3½ of 4 game points:
    // a warning at the first cell of the match (the reader's). MP 3 each; GP North, East, South 6, West 5½;
    // EDE on MP among the three: North 1, East 2, South 3.
    const grid = [
      ["No", "Team", 1, 2, 3, 4],
      [1, "North", "x", "2½", 2, "1½"],
      [2, "East", "1½", "x", "2½", 2],
      [3, "South", 2, "1½", "x", "2½"],
      [4, "West", "2½", 2, 1, "x"],
    ];
    const r = loadGrid(grid, "range Teams!A1:F5", { sheet: "Teams", row: 0, col: 0 });
    if (!r.ok) throw new Error("not read");
    expect(r.loaded.warnings.map((w) => w.where)).toEqual(["Teams!F4"]);
    const { standings } = teamPaneStandings(defaultState(), r.loaded.team!);
    const sheet = standingsSheet(standings, r.loaded.tournament, {
      preset: "Team league",
      writtenAt: new Date(2026, 0, 1),
      inputWarnings: r.loaded.warnings,
    });
    expect(sheet.crosstable.kind).toBe("round-robin");
    expect(sheet.crosstable.rows[2]).toEqual([3, 3, "South", "2-2", "1½-2½", "x", "2½-1", 3, 6]);
    // the crosstable block on the sheet: its title row, then the header
    // (the apostrophe keeps Excel from reading the text as anything else)
    expect(sheet.values[sheet.crosstableRow][0]).toBe("'Team crosstable (after round 3 of 3)");
    expect(sheet.values[sheet.crosstableRow + 1].slice(0, 9)).toEqual(
      ["Rk", "SNo", "Team", "1", "2", "3", "4", "MP", "GP"].map((x) => expect.stringContaining(x))
    );
    const warn = sheet.table.notes.filter((n) => n.startsWith("Warning: "));
    expect(warn).toHaveLength(1);
    expect(warn[0]).toBe(
      "Warning: Teams!F4: the match scores 2.5-1: 3.5 of 4 game points (a board lost by both sides?)"
    );
  });
});
