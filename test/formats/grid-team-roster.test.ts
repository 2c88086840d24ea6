/**
 * Board lists whose teams come from a roster range (issue 11 point 2b): the league of
 * test/helpers/league.ts (hand-worked there, confirmed with TieBreakServer), both roster shapes,
 * and every error at its cell.
 */
import { teamStandings, type TeamEvent } from "../../src/engine";
import { parseTeamGrid, teamLayoutOf } from "../../src/formats/grid-team";
import { issuesOf } from "../helpers/grid-issues";
import {
  LEAGUE_BOARDS,
  LEAGUE_EXPECTED,
  LEAGUE_ROSTER,
  LEAGUE_ROSTER_WIDE,
} from "../helpers/league";

const copy = (g: unknown[][]): unknown[][] => g.map((r) => [...r]);

/** [name, MP, GP, EMGSB] by start number. */
function table(ev: TeamEvent): [string, number, number, number][] {
  const st = teamStandings(ev, ["MP", "GP", "EMGSB"]);
  return [...st.rows]
    .sort((a, b) => a.player.id - b.player.id)
    .map((r) => [r.player.name, r.mp.toNumber(), r.gp.toNumber(), r.values[1]!.toNumber()]);
}

describe("a board list with a roster", () => {
  test("without team columns the list alone is an individual games list", () => {
    expect(teamLayoutOf(LEAGUE_BOARDS)).toBeNull();
  });

  test("one row per player: MP, GP and EMGSB as worked by hand", () => {
    // no layout option: the roster makes the games list a team board list
    const r = parseTeamGrid(copy(LEAGUE_BOARDS), { roster: copy(LEAGUE_ROSTER) });
    expect(r.layout).toBe("team-boards");
    expect(r.event.boards).toBe(2);
    expect(table(r.event)).toEqual(LEAGUE_EXPECTED);
    // rosters in the roster's board order, the reserve last
    expect(r.event.teams.map((t) => [t.name, t.roster.length])).toEqual([
      ["Alpha", 3],
      ["Bravo", 2],
      ["Charlie", 2],
      ["Delta", 2],
    ]);
  });

  test("one row per team with board columns gives the same event", () => {
    const r = parseTeamGrid(copy(LEAGUE_BOARDS), { roster: copy(LEAGUE_ROSTER_WIDE) });
    expect(table(r.event)).toEqual(LEAGUE_EXPECTED);
  });

  test("the ranking: GP puts Bravo above Charlie, EMGSB Charlie above Bravo, DE:MP Bravo", () => {
    const ev = parseTeamGrid(copy(LEAGUE_BOARDS), { roster: copy(LEAGUE_ROSTER) }).event;
    const names = (order: string[]): string[] =>
      teamStandings(ev, order).rows.map((r) => r.player.name);
    expect(names(["MP", "GP"])).toEqual(["Alpha", "Delta", "Bravo", "Charlie"]);
    expect(names(["MP", "EMGSB"])).toEqual(["Alpha", "Delta", "Charlie", "Bravo"]);
    expect(names(["MP", "DE:MP"])).toEqual(["Alpha", "Delta", "Bravo", "Charlie"]);
  });

  test("Excel desktop's blanks (0) in both ranges read as blanks", () => {
    const boards = copy(LEAGUE_BOARDS).map((r) => [...r, 0]);
    const roster = copy(LEAGUE_ROSTER).map((r) => r.map((v) => (v === "" ? 0 : v)));
    expect(table(parseTeamGrid(boards, { roster }).event)).toEqual(LEAGUE_EXPECTED);
  });

  test("team names and player names match without regard to case and spaces", () => {
    const roster = copy(LEAGUE_ROSTER);
    roster[1][1] = "A1";
    roster[4][1] = " b1 ";
    expect(table(parseTeamGrid(copy(LEAGUE_BOARDS), { roster }).event)).toEqual(LEAGUE_EXPECTED);
  });
});

describe("roster errors at their cells", () => {
  const at = { sheet: "Rosters", row: 0, col: 0 };

  test("a player on two teams' rosters, and twice on one", () => {
    const roster = copy(LEAGUE_ROSTER);
    roster.push(["Echo", "b1"], ["", "e2"], ["", "e2"]);
    expect(
      issuesOf(() =>
        parseTeamGrid(copy(LEAGUE_BOARDS), {
          roster,
          rosterOrigin: at,
          origin: { ...at, sheet: "Games" },
        })
      )
    ).toEqual([
      {
        cell: "Rosters!B11",
        message: expect.stringMatching(/b1 is already on the roster of Bravo \(Rosters!B5\)/),
      },
      {
        cell: "Rosters!B13",
        message: expect.stringMatching(/e2 is already on the roster of this team \(Rosters!B12\)/),
      },
    ]);
  });

  test("a player in the list on no roster", () => {
    const boards = copy(LEAGUE_BOARDS);
    boards[7][3] = "Zed"; // round 2, board 1: d1 - Zed
    expect(
      issuesOf(() =>
        parseTeamGrid(boards, {
          roster: copy(LEAGUE_ROSTER),
          origin: { sheet: "Games", row: 0, col: 0 },
        })
      )
    ).toEqual([
      {
        cell: "Games!D8",
        message: expect.stringMatching(/player "Zed" is not on any team's roster/),
      },
    ]);
  });

  test("a game between two players of the same team", () => {
    const boards = copy(LEAGUE_BOARDS);
    boards[2][2] = "a3"; // round 1, board 2: a3 - a2
    const e = issuesOf(() => parseTeamGrid(boards, { roster: copy(LEAGUE_ROSTER) }));
    expect(e).toEqual([
      {
        cell: "D3",
        message: expect.stringMatching(
          /a3 and a2 are both on the roster of Alpha: a board is played between players of two teams/
        ),
      },
    ]);
  });

  test("a team column naming a team the roster does not know", () => {
    const boards = copy(LEAGUE_BOARDS).map((r, i) => [...r, i === 0 ? "White team" : ""]);
    boards[1][5] = "Alfa";
    const e = issuesOf(() => parseTeamGrid(boards, { roster: copy(LEAGUE_ROSTER) }));
    expect(e).toEqual([
      { cell: "F2", message: expect.stringMatching(/team "Alfa" is not on the roster/) },
    ]);
  });

  test("a roster without its header, one without players, a player before any team", () => {
    const none = issuesOf(() =>
      parseTeamGrid(copy(LEAGUE_BOARDS), { roster: [["Alpha", "a1"]], rosterOrigin: at })
    );
    expect(none).toEqual([
      {
        cell: "Rosters!A1",
        message: expect.stringMatching(/roster: expected a header row with "Team"/),
      },
    ]);
    const empty = issuesOf(() =>
      parseTeamGrid(copy(LEAGUE_BOARDS), { roster: [["Team", "Player"]], rosterOrigin: at })
    );
    expect(empty).toEqual([
      { cell: "Rosters!A1", message: expect.stringMatching(/roster: no players below the header/) },
    ]);
    const orphan = issuesOf(() =>
      parseTeamGrid(copy(LEAGUE_BOARDS), {
        roster: [["Team", "Player"], ["", "a1"], ...copy(LEAGUE_ROSTER).slice(1)],
        rosterOrigin: at,
      })
    );
    expect(orphan).toEqual([
      { cell: "Rosters!A2", message: expect.stringMatching(/a player before the first team name/) },
    ]);
  });

  test("one row per team: a team with two rows", () => {
    const roster = copy(LEAGUE_ROSTER_WIDE);
    roster.push(["alpha", "x1", "x2", ""]);
    expect(issuesOf(() => parseTeamGrid(copy(LEAGUE_BOARDS), { roster }))).toEqual([
      { cell: "A6", message: expect.stringMatching(/team alpha has a second row \(also A2\)/) },
    ]);
  });

  test("a roster with a grid that is not a board list", () => {
    const swiss = [
      ["No", "Team", "R1"],
      [1, "Alpha", "2w 1½-½"],
      [2, "Bravo", "1b ½"],
    ];
    expect(issuesOf(() => parseTeamGrid(swiss, { roster: copy(LEAGUE_ROSTER) }))).toEqual([
      {
        cell: "A1",
        message: expect.stringMatching(/a roster was given, but this grid is a team Swiss table/),
      },
    ]);
    expect(
      issuesOf(() =>
        parseTeamGrid(
          [
            ["Name", "Rating"],
            ["Ann", 2000],
          ],
          { roster: copy(LEAGUE_ROSTER) }
        )
      )
    ).toEqual([
      {
        cell: "A1",
        message: expect.stringMatching(/a roster was given, but the grid is not a board list/),
      },
    ]);
  });
});
