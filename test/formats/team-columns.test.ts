/**
 * Further columns of the team ranking list (--columns, columns= for team events):
 * the team grid's own team columns, FED and Club shared by all a team's players, Players (how
 * many played a board). Hand-worked on the league of test/helpers/league.ts as TRF
 * (test/fixtures/team/league.trf: players' federations Alpha ENG ENG ENG, Bravo SCO SCO,
 * Charlie ENG WLS, Delta IRL IRL; Alpha fielded a1, a2 in round 1, a1, a3 in round 2).
 */
import * as fs from "fs";
import * as path from "path";
import { teamStandings } from "../../src/engine";
import { InputError } from "../../src/engine/errors";
import { parseTrf } from "../../src/formats/trf";
import { readTeamTrf } from "../../src/formats/trf-team";
import { parseTeamGrid } from "../../src/formats/grid-team";
import { teamColumns } from "../../src/formats/team-columns";
import { teamStandingsJson, teamStandingsTable } from "../../src/formats/team-table";
import { LEAGUE_BOARDS, LEAGUE_EXPECTED, LEAGUE_ROSTER } from "../helpers/league";

const text = fs.readFileSync(path.resolve(__dirname, "../fixtures/team/league.trf"), "latin1");
const league = readTeamTrf(text, parseTrf(text)).event;

test("the TRF league and the board list by roster are the same event", () => {
  const byStart = (ev: typeof league): [string, number, number, number][] =>
    [...teamStandings(ev, ["MP", "GP", "EMGSB"]).rows]
      .sort((a, b) => a.player.id - b.player.id)
      .map((r) => [r.player.name, r.mp.toNumber(), r.gp.toNumber(), r.values[1]!.toNumber()]);
  expect(byStart(league)).toEqual(LEAGUE_EXPECTED);
  const grid = parseTeamGrid(LEAGUE_BOARDS, { roster: LEAGUE_ROSTER }).event;
  expect(byStart(grid)).toEqual(LEAGUE_EXPECTED);
});

describe("team columns of a TRF team event", () => {
  const st = teamStandings(league, ["MP", "GP"]);

  test("FED shared by the team's players (blank when they differ), Players fielded", () => {
    const t = teamStandingsTable(st, { attributes: ["fed", "players"] });
    expect(t.header.slice(0, 7)).toEqual(["Rk", "SNo", "Team", "FED", "Players", "MP", "GP"]);
    expect(t.kinds.slice(3, 5)).toEqual(["attr", "attr"]);
    // ranking Alpha, Delta, Bravo, Charlie (MP, then GP for Bravo and Charlie)
    expect(t.rows.map((r) => r.slice(2, 5))).toEqual([
      ["Alpha", "ENG", 3],
      ["Delta", "IRL", 2],
      ["Bravo", "SCO", 2],
      ["Charlie", "", 2],
    ]);
  });

  test("Players counts the rounds counted only: after round 1 Alpha fielded 2", () => {
    const after1 = teamStandings(league, ["MP", "GP"], { rounds: 1 });
    const cols = teamColumns(after1, ["Players"]);
    expect(league.teams.map((_, k) => cols[0].get(k))).toEqual([2, 2, 2, 2]);
  });

  test("names the list shows anyway add nothing; the JSON gets a columns object when asked", () => {
    expect(teamColumns(st, ["Team", "MP", "rank", "SNo"])).toEqual([]);
    const j = teamStandingsJson(st, { attributes: ["Federation"] });
    expect(j.teams[0]).toEqual({
      start: 1,
      name: "Alpha",
      rank: 1,
      mp: 5,
      gp: 4,
      tiebreaks: { MP: 5, GP: 4 },
      decidedBy: "MP",
      columns: { FED: "ENG" },
    });
    // not asked: exactly the shape
    expect(Object.keys(teamStandingsJson(st).teams[0])).toEqual([
      "start",
      "name",
      "rank",
      "mp",
      "gp",
      "tiebreaks",
      "decidedBy",
    ]);
  });

  test("a name nothing has: an error at the option listing what the event has", () => {
    let e: unknown;
    try {
      teamColumns(st, ["club"]);
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(InputError);
    expect((e as InputError).message).toBe(
      'columns: "club": no team has a value for it; this team event has FED, Players'
    );
    expect((e as InputError).place).toEqual({ kind: "option", option: "columns" });
  });
});

describe("team columns of a team Swiss table", () => {
  // the team Swiss table of test/formats/grid-team.test.ts with a Club and a FED column
  const grid = [
    ["No", "Team", "FED", "Club", "R1", "R2"],
    [1, "Alpha", "ENG", "Riverside", "2w 3½-½", "3b 2½"],
    [2, "Beta", "SCO", "", "1b ½", "4 1"],
    [3, "Gamma", "ENG", "Hillhead", "4w 2", "1w 1½"],
    [4, "Delta", "WLS", "Castle", "3 2", "2 3"],
  ];
  const st = teamStandings(parseTeamGrid(grid).event, ["MP", "GP"]);

  test("the team's own columns, by their header", () => {
    const t = teamStandingsTable(st, { attributes: ["club", "fed"] });
    expect(t.header.slice(2, 5)).toEqual(["Team", "Club", "FED"]);
    // MP: Alpha 4, Delta 3, Gamma 1, Beta 0
    expect(t.rows.map((r) => r.slice(2, 5))).toEqual([
      ["Alpha", "Riverside", "ENG"],
      ["Delta", "Castle", "WLS"],
      ["Gamma", "Hillhead", "ENG"],
      ["Beta", "", "SCO"],
    ]);
  });

  test("Players needs board entries, which a team Swiss table does not have", () => {
    expect(() => teamColumns(st, ["players"])).toThrow(
      'columns: "players": the event has no board entries (a team Swiss table or crosstable holds match scores only); this team event has Club, FED'
    );
  });
});
