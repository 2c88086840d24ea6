/**
 * Board lists whose teams come from a roster range: the league of
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

describe("roster numbers, shapes and ratings (bad input at the roster's cells)", () => {
  const at = { sheet: "Rosters", row: 0, col: 0 };
  const games = { sheet: "Games", row: 0, col: 0 };
  /** The league's board list with each player written as `f(name)`. */
  const boardsWith = (f: (p: string) => unknown): unknown[][] =>
    copy(LEAGUE_BOARDS).map((r, i) =>
      i === 0 ? r : r.map((v, c) => (c === 2 || c === 3 ? f(String(v)) : v))
    );
  /** a1 -> 11, b2 -> 22, ... */
  const numberOf = (p: string): number => 11 * ("abcd".indexOf(p[0]) + 1) + Number(p[1]) - 1;

  test("numbers in a one-row-per-team roster are player numbers: the same league", () => {
    const roster = copy(LEAGUE_ROSTER_WIDE).map((r, i) =>
      i === 0 ? r : r.map((v, c) => (c > 0 && v !== "" ? numberOf(String(v)) : v))
    );
    const r = parseTeamGrid(boardsWith(numberOf), { roster });
    expect(table(r.event)).toEqual(LEAGUE_EXPECTED);
  });

  test("a negative, a fractional and a huge number in a board cell are errors at the cell", () => {
    const roster = copy(LEAGUE_ROSTER_WIDE);
    roster[2][1] = -3; // Bravo, board 1
    roster[3][2] = 1e20; // Charlie, board 2
    roster[4][1] = 2.5; // Delta, board 1
    expect(
      issuesOf(() => parseTeamGrid(copy(LEAGUE_BOARDS), { roster, rosterOrigin: at }))
    ).toEqual([
      {
        cell: "Rosters!B3",
        message: expect.stringMatching(/^roster: player number -3 is not a positive whole number/),
      },
      {
        cell: "Rosters!C4",
        message: expect.stringMatching(
          /^roster: player number 100000000000000000000 is too large \(at most 999999999\)/
        ),
      },
      {
        cell: "Rosters!B5",
        message: expect.stringMatching(
          /^roster: player number 2\.5 is not a positive whole number/
        ),
      },
    ]);
  });

  test("a huge number in the No column is too large, at its cell", () => {
    const roster = [
      ["Team", "No", "Player"],
      ...copy(LEAGUE_ROSTER)
        .slice(1)
        .map((r, i) => [r[0], i + 1, r[1]]),
    ];
    roster[3][1] = 123456789012;
    expect(
      issuesOf(() => parseTeamGrid(copy(LEAGUE_BOARDS), { roster, rosterOrigin: at }))
    ).toEqual([
      {
        cell: "Rosters!B4",
        message: expect.stringMatching(/player number 123456789012 is too large/),
      },
    ]);
  });

  test("a number used twice is reported at the second number's cell, naming the first number's cell", () => {
    // one row per player: the numbers are in column B, the names in C
    const roster = [
      ["Team", "No", "Player"],
      ...copy(LEAGUE_ROSTER)
        .slice(1)
        .map((r, i) => [r[0], i + 1, r[1]]),
    ];
    roster[5][1] = 2; // b2 takes a2's number
    expect(
      issuesOf(() => parseTeamGrid(copy(LEAGUE_BOARDS), { roster, rosterOrigin: at }))
    ).toEqual([
      {
        cell: "Rosters!B6",
        message: expect.stringMatching(/^roster: number 2 is used twice \(also Rosters!B3\)/),
      },
    ]);
    // one row per team: two cells holding 7
    const wide = copy(LEAGUE_ROSTER_WIDE);
    wide[1][3] = 7; // Alpha's reserve
    wide[3][2] = 7; // Charlie, board 2
    expect(
      issuesOf(() => parseTeamGrid(copy(LEAGUE_BOARDS), { roster: wide, rosterOrigin: at }))
    ).toEqual([
      {
        cell: "Rosters!C4",
        message: expect.stringMatching(/^roster: number 7 is used twice \(also Rosters!D2\)/),
      },
    ]);
  });

  test("names and numbers mixed: a named player never takes a number written for another", () => {
    // b1 is written as the number 1; a1 (a name, the roster's first player) must not become 1
    const roster = copy(LEAGUE_ROSTER_WIDE);
    roster[2][1] = 1;
    const r = parseTeamGrid(
      boardsWith((p) => (p === "b1" ? 1 : p)),
      { roster, rosterOrigin: at }
    );
    expect(table(r.event)).toEqual(LEAGUE_EXPECTED);
    const alpha = r.event.teams.find((t) => t.name === "Alpha")!;
    const bravo = r.event.teams.find((t) => t.name === "Bravo")!;
    const ids = (t: typeof alpha): number[] => t.roster;
    expect(ids(bravo)[0]).toBe(1);
    expect(ids(alpha)).not.toContain(1);
  });

  test("a number in the list with a roster of names only is not a roster player", () => {
    // a1 is the roster's first player, but nothing in the roster numbers a player 1
    const boards = copy(LEAGUE_BOARDS);
    boards[1][2] = 1;
    expect(
      issuesOf(() => parseTeamGrid(boards, { roster: copy(LEAGUE_ROSTER), origin: games }))
    ).toEqual([
      { cell: "Games!C2", message: expect.stringMatching(/player 1 is not on any team's roster/) },
    ]);
  });

  test("a Name column together with board columns is refused at the first board column", () => {
    const roster = copy(LEAGUE_ROSTER).map((r, i) => [...r, i === 0 ? "Board 1" : ""]);
    expect(
      issuesOf(() => parseTeamGrid(copy(LEAGUE_BOARDS), { roster, rosterOrigin: at }))
    ).toEqual([
      {
        cell: "Rosters!C1",
        message: expect.stringMatching(
          /^roster: a "Player" column \(Rosters!B1\) and board columns \("Board 1"\) in one roster: use one shape/
        ),
      },
    ]);
  });

  test("ratings: blank, 0 and nr are unrated; a huge one is too large, a word not a number", () => {
    const roster = copy(LEAGUE_ROSTER).map((r, i) => [...r, i === 0 ? "Rating" : 2000 + i]);
    roster[2][2] = 0;
    roster[3][2] = "nr";
    roster[4][2] = "";
    const ok = parseTeamGrid(copy(LEAGUE_BOARDS), { roster: copy(roster), rosterOrigin: at });
    expect(table(ok.event)).toEqual(LEAGUE_EXPECTED);
    roster[5][2] = 1e20;
    roster[6][2] = "99999999999999999999";
    roster[7][2] = "strong";
    expect(
      issuesOf(() => parseTeamGrid(copy(LEAGUE_BOARDS), { roster, rosterOrigin: at }))
    ).toEqual([
      {
        cell: "Rosters!C6",
        message: expect.stringMatching(/^roster: rating 100000000000000000000 is too large/),
      },
      {
        cell: "Rosters!C7",
        message: expect.stringMatching(/^roster: rating "?99999999999999999999"? is too large/),
      },
      {
        cell: "Rosters!C8",
        message: expect.stringMatching(/^roster: rating "?strong"? is not a whole number/),
      },
    ]);
  });

  test("an unknown layout with a roster says the layout is unknown and lists the valid ones", () => {
    expect(
      issuesOf(() =>
        parseTeamGrid(copy(LEAGUE_BOARDS), {
          roster: copy(LEAGUE_ROSTER),
          layout: "team-league" as never,
          origin: games,
        })
      )
    ).toEqual([
      {
        cell: "Games!A1",
        message:
          "layout=team-league: unknown team layout (use team-swiss, team-crosstable, team-boards)",
      },
    ]);
  });
});
