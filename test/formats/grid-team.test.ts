/**
 * Team grids: the team Swiss table, the team crosstable and the board list,
 * each read into a TeamEvent; values worked by hand next to each test (match points 2/1/0).
 */
import { teamOf, teamStandings, type TeamEvent } from "../../src/engine";
import { boardTables } from "../../src/engine/team/boards";
import { teamContext } from "../../src/engine/team/view";
import { gpOf, parseTeamGrid, teamLayoutOf } from "../../src/formats/grid-team";
import { issuesOf } from "../helpers/grid-issues";

/** [name, MP, GP] of every team, in start-number order. */
function scores(ev: TeamEvent): [string, number, number][] {
  const st = teamStandings(ev, ["MP", "GP"]);
  return [...st.rows]
    .sort((a, b) => a.player.id - b.player.id)
    .map((r) => [r.player.name, r.mp.toNumber(), r.gp.toNumber()]);
}

function value(ev: TeamEvent, code: string, team: string, options = {}): number | null {
  const st = teamStandings(ev, ["MP", code], options);
  const row = st.rows.find((r) => r.player.name === team)!;
  return row.values[0]?.toNumber() ?? null;
}

describe("team Swiss table", () => {
  // 4 teams, 4 boards, 2 rounds.
  //   R1  Alpha-Beta 3½-½ (Alpha White on board 1)   Gamma-Delta 2-2
  //   R2  Gamma-Alpha 1½-2½ (Alpha Black)            Beta-Delta 1-3
  // MP: Alpha W W = 4, Beta L L = 0, Gamma D L = 1, Delta D W = 3
  // GP: Alpha 3½ + 2½ = 6, Beta ½ + 1 = 1½, Gamma 2 + 1½ = 3½, Delta 2 + 3 = 5
  // BH:MP Alpha: Beta 0 + Gamma 1 = 1; Delta: Gamma 1 + Beta 0 = 1
  // EMGSB Alpha: Beta 0 × 3½ + Gamma 1 × 2½ = 2½; Delta: Gamma 1 × 2 + Beta 0 × 3 = 2
  // OSB (EMGSB/C1) Alpha: the contribution of the lowest-scoring opponent (Beta, 0 MP) cut: 2½
  const grid = [
    ["No", "Team", "R1", "R2"],
    [1, "Alpha", "2w 3½-½", "3b 2½"],
    [2, "Beta", "1b ½", "4 1"],
    [3, "Gamma", "4w 2", "1w 1½"],
    [4, "Delta", "3 2", "2 3"],
  ];

  test("detected, with the boards from the scores", () => {
    expect(teamLayoutOf(grid)).toBe("team-swiss");
    const r = parseTeamGrid(grid);
    expect(r.layout).toBe("team-swiss");
    expect(r.event.boards).toBe(4);
    expect(r.teamRows).toEqual([1, 2, 3, 4]);
    expect(r.warnings).toEqual([]);
  });

  test("match and game points", () => {
    expect(scores(parseTeamGrid(grid).event)).toEqual([
      ["Alpha", 4, 6],
      ["Beta", 0, 1.5],
      ["Gamma", 1, 3.5],
      ["Delta", 3, 5],
    ]);
  });

  test("tie-breaks on the grid's matches", () => {
    const ev = parseTeamGrid(grid).event;
    expect(value(ev, "BH:MP", "Alpha")).toBe(1);
    expect(value(ev, "BH:MP", "Delta")).toBe(1);
    expect(value(ev, "EMGSB", "Alpha")).toBe(2.5);
    expect(value(ev, "EMGSB", "Delta")).toBe(2);
    expect(value(ev, "OSB", "Alpha")).toBe(2.5);
  });

  test("colour of board 1 from either row", () => {
    const ev = parseTeamGrid(grid).event;
    const r2 = ev.matches.find((m) => m.round === 2 && (m.home === 1 || m.away === 1))!;
    // Alpha's row is read first: Alpha is home and had Black on board 1
    expect(r2.home).toBe(1);
    expect(r2.colour).toBe("b");
  });

  test("a team PAB, a forfeited match and the C.04.6 default", () => {
    // R1 Alpha-Beta 3-1 (4 boards), Gamma wins against Delta by forfeit, Echo has the PAB.
    // Forfeit: Gamma scores every board, 4 GP, and 2 MP; Delta 0. PAB: a draw, 1 MP and 2 GP.
    const r = parseTeamGrid([
      ["No", "Team", "Rd 1"],
      [1, "Alpha", "2w 3-1"],
      [2, "Beta", "1b 1"],
      [3, "Gamma", "4 +"],
      [4, "Delta", "3 -"],
      [5, "Echo", "bye"],
    ]);
    expect(scores(r.event)).toEqual([
      ["Alpha", 2, 3],
      ["Beta", 0, 1],
      ["Gamma", 2, 4],
      ["Delta", 0, 0],
      ["Echo", 1, 2],
    ]);
    // pab=win in the options: 2 MP and 4 GP
    const st = teamStandings(r.event, ["MP", "GP"], { extra: { pab: "win" } });
    const echo = st.rows.find((x) => x.player.name === "Echo")!;
    expect([echo.mp.toNumber(), echo.gp.toNumber()]).toEqual([2, 4]);
  });

  test("a blank cell facing both scores is filled; withdrawn and absent teams", () => {
    // R1 Alpha-Beta 2½-1½ (Beta's cell blank), Gamma-Delta 2-2; R2 Alpha-Gamma 4-0, Delta wd,
    // Beta absent. MP: Alpha 4, Beta 0, Gamma 1, Delta 1; GP: Alpha 6½, Beta 1½, Gamma 2, Delta 2.
    const r = parseTeamGrid([
      ["No", "Team", "1", "2"],
      [1, "Alpha", "2w 2½-1½", "3 4-0"],
      [2, "Beta", "", "-"],
      [3, "Gamma", "4 2", "1 0"],
      [4, "Delta", "3 2", "wd"],
    ]);
    expect(scores(r.event)).toEqual([
      ["Alpha", 4, 6.5],
      ["Beta", 0, 1.5],
      ["Gamma", 1, 2],
      ["Delta", 1, 2],
    ]);
    expect(r.event.teams[3].withdrawnAfter).toBe(1);
  });

  test("a round of pairings without scores is not counted", () => {
    const r = parseTeamGrid([
      ["No", "Team", "R1", "R2"],
      [1, "Alpha", "2w 3-1", "3w"],
      [2, "Beta", "1b 1", "4b"],
      [3, "Gamma", "4 2½", "1b"],
      [4, "Delta", "3 1½", "2w"],
    ]);
    expect(r.event.matches.every((m) => m.round === 1)).toBe(true);
    expect(scores(r.event)[0]).toEqual(["Alpha", 2, 3]);
  });

  test("errors at their cells", () => {
    // two matches of 4 game points fix the boards at 4; 3½-1½ is 5
    const over = issuesOf(() =>
      parseTeamGrid([
        ["No", "Team", "R1"],
        [1, "A", "2 3½-1½"],
        [2, "B", "1 1½"],
        [3, "C", "4 2"],
        [4, "D", "3 2"],
        [5, "E", "6 3"],
        [6, "F", "5 1"],
      ])
    );
    expect(over).toEqual([
      {
        cell: "C2",
        message: expect.stringMatching(/add up to 5 game points, more than the 4 boards/),
      },
    ]);
    // boards=4 given: 5 game points on one side exceed them
    const five = issuesOf(() =>
      parseTeamGrid(
        [
          ["No", "Team", "R1"],
          [1, "A", "2 5"],
          [2, "B", "1 0"],
        ],
        { boards: 4 }
      )
    );
    expect(five[0]).toEqual({
      cell: "C2",
      message: expect.stringMatching(/5 game points exceed the 4 boards/),
    });
    const disagree = issuesOf(() =>
      parseTeamGrid([
        ["No", "Team", "R1"],
        [1, "A", "2w 3-1"],
        [2, "B", "1b 2"],
      ])
    );
    expect(disagree).toEqual([
      { cell: "C2", message: expect.stringMatching(/C3 disagree: game points 3-1 against 2/) },
    ]);
    const blank = issuesOf(() =>
      parseTeamGrid([
        ["No", "Team", "R1"],
        [1, "A", "2 3"],
        [2, "B", ""],
      ])
    );
    expect(blank).toEqual([
      { cell: "C3", message: expect.stringMatching(/blank, but C2 names this team/) },
    ]);
    const other = issuesOf(() =>
      parseTeamGrid([
        ["No", "Team", "R1"],
        [1, "A", "2 3-1"],
        [2, "B", "3 2-2"],
        [3, "C", "2 2-2"],
        [4, "D", "bye"],
      ])
    );
    expect(other[0]).toEqual({
      cell: "C2",
      message: expect.stringMatching(/names team 2, whose cell C3 says team 3/),
    });
    const bad = issuesOf(() =>
      parseTeamGrid([
        ["No", "Team", "R1"],
        [1, "A", "2 three"],
        [2, "B", "1 3"],
      ])
    );
    expect(bad[0].cell).toBe("C2");
    expect(bad[0].message).toMatch(/cannot read "2 three" as a team round/);
  });

  test("an individual Swiss table is not a team grid", () => {
    expect(
      teamLayoutOf([
        ["No", "Name", "R1"],
        [1, "Ann", "2w1"],
        [2, "Bob", "1b0"],
      ])
    ).toBeNull();
  });
});

describe("team crosstable", () => {
  // 4 teams, 4 boards, a single round robin:
  //          1     2     3     4
  //   Alpha  x     3     2½    2      W W D  MP 5  GP 7½
  //   Beta   1     x     +     1½     L W(forfeit, 4 GP) L  MP 2  GP 6½
  //   Gamma  1½    -     x     4      L L W  MP 2  GP 5½
  //   Delta  2     2½    0     x      D W L  MP 3  GP 4½
  // SB:MP is EMMSB (spec §8): Σ opponent's MP × own MP against it:
  //   Alpha: Beta 2 × 2 + Gamma 2 × 2 + Delta 3 × 1 = 11
  const grid = [
    ["No", "Team", 1, 2, 3, 4],
    [1, "Alpha", "x", 3, "2½", 2],
    [2, "Beta", 1, "x", "+", "1½"],
    [3, "Gamma", "1½", "-", "x", 4],
    [4, "Delta", 2, "2½", 0, "x"],
  ];

  test("detected and read", () => {
    expect(teamLayoutOf(grid)).toBe("team-crosstable");
    const r = parseTeamGrid(grid);
    expect(r.event.type).toBe("round-robin");
    expect(r.event.boards).toBe(4);
    expect(r.event.roundsAssumed).toMatch(/Berger/);
    expect(scores(r.event)).toEqual([
      ["Alpha", 5, 7.5],
      ["Beta", 2, 6.5],
      ["Gamma", 2, 5.5],
      ["Delta", 3, 4.5],
    ]);
    expect(value(r.event, "SB:MP", "Alpha")).toBe(11);
    expect(value(r.event, "EMMSB", "Alpha")).toBe(11);
    // Berger rounds for 4: 1-4 and 2-3 in round 1, 4-3 and 1-2 in round 2, 2-4 and 3-1 in round 3
    const round = (a: number, b: number): number =>
      r.event.matches.find((m) => (m.home === a && m.away === b) || (m.home === b && m.away === a))!
        .round;
    expect([round(1, 4), round(2, 3), round(1, 2), round(3, 4), round(2, 4), round(1, 3)]).toEqual([
      1, 1, 2, 2, 3, 3,
    ]);
  });

  test("errors at cells", () => {
    const e = issuesOf(() =>
      parseTeamGrid([
        ["No", "Team", 1, 2, 3],
        [1, "A", "x", "3", "2-2"],
        [2, "B", "2", "x", "2"],
        [3, "C", "2½", "2", "x"],
      ])
    );
    // A-B: 3 and 2 make 5 (the boards are 4: the two other matches add up to 4);
    // A-C: A says 2-2, C says 2½
    expect(e).toEqual([
      { cell: "E2", message: expect.stringMatching(/C4 disagree: game points 2-2 against 2.5/) },
    ]);
    const over = issuesOf(() =>
      parseTeamGrid(
        [
          ["No", "Team", 1, 2],
          [1, "A", "x", "3"],
          [2, "B", "2", "x"],
        ],
        { boards: 4 }
      )
    );
    expect(over).toEqual([
      { cell: "D2", message: expect.stringMatching(/5 game points, more than the 4 boards/) },
    ]);
    // only forfeited matches: no score says how many boards there are, and a forfeit's game
    // points depend on it: refused at the header row, unless boards= gives the number
    const forfeits = [
      ["No", "Team", 1, 2],
      [1, "A", "x", "+"],
      [2, "B", "-", "x"],
    ];
    expect(issuesOf(() => parseTeamGrid(forfeits, { layout: "team-crosstable" }))).toEqual([
      { cell: "A1", message: expect.stringMatching(/cannot tell the number of boards.*boards=4/) },
    ]);
    expect(parseTeamGrid(forfeits, { layout: "team-crosstable", boards: 3 }).event.boards).toBe(3);
  });
});

describe("team board list", () => {
  // 3 teams, 2 boards, 2 rounds:
  //   R1  A-B: a1-b1 1-0, b2-a2 ½-½: A 1½, B ½ (A W, B L); C has the PAB (no boards: a draw, 1 MP, 1 GP)
  //   R2  C-A: c1-a1 0-1, a2-c2 +- (c2 did not come): A 2, C 0; B has the PAB
  // MP: A 4, B 1, C 1. GP: A 3½, B 1½, C 1.
  // Board 1: a1 2 games 2 points (100%); board 2: a2 1 game ½ point, 1 forfeit.
  const list = [
    ["Round", "Board", "White team", "White", "Black", "Black team", "Result"],
    [1, 1, "A", "a1", "b1", "B", "1-0"],
    [1, 2, "B", "b2", "a2", "A", "½-½"],
    [1, "", "C", "", "bye", "", ""],
    [2, 1, "C", "c1", "a1", "A", "0-1"],
    [2, 2, "A", "a2", "c2", "C", "+-"],
    [2, "", "B", "", "bye", "", ""],
  ];

  test("teams by column", () => {
    expect(teamLayoutOf(list)).toBe("team-boards");
    const r = parseTeamGrid(list);
    expect(r.event.boards).toBe(2);
    expect(scores(r.event)).toEqual([
      ["A", 4, 3.5],
      ["B", 1, 1.5],
      ["C", 1, 1],
    ]);
    const ctx = teamContext(r.event);
    const tables = boardTables(teamOf(ctx)!, ctx.n);
    const a1 = tables[0].rows.find((x) => x.name === "a1")!;
    expect([a1.games, a1.points.toNumber(), a1.percentage?.toNumber()]).toEqual([2, 2, 1]);
    const a2 = tables[1].rows.find((x) => x.name === "a2")!;
    expect([a2.games, a2.points.toNumber(), a2.forfeits]).toEqual([1, 0.5, 1]);
  });

  test("teams from a roster range, an empty board", () => {
    // the same event without team columns; in round 2 c2's board is empty (A wins it by forfeit)
    const roster = [
      ["Team", "Player", "Rating"],
      ["A", "a1", 2000],
      ["", "a2", 1900],
      ["B", "b1", 1800],
      ["", "b2", ""],
      ["C", "c1", ""],
      ["", "c2", ""],
    ];
    const r = parseTeamGrid(
      [
        ["Round", "Board", "White", "Black", "Result"],
        [1, 1, "a1", "b1", "1-0"],
        [1, 2, "b2", "a2", "½-½"],
        [1, "", "c1", "bye", ""],
        [2, 1, "c1", "a1", "0-1"],
        [2, 2, "a2", "", "+-"],
        [2, "", "b1", "bye", ""],
      ],
      { roster, layout: "team-boards" }
    );
    expect(scores(r.event)).toEqual([
      ["A", 4, 3.5],
      ["B", 1, 1.5],
      ["C", 1, 1],
    ]);
    expect(r.event.teams.map((t) => t.roster)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    // b1's board-1 performance: one game lost against a1 (2000): 2000 + dp(0) = 2000 - 800
    const ctx = teamContext(r.event);
    const b1 = boardTables(teamOf(ctx)!, ctx.n)[0].rows.find((x) => x.name === "b1")!;
    expect(b1.performance).toBe(1200);
  });

  test("errors at cells", () => {
    const e = issuesOf(() =>
      parseTeamGrid([
        ["Round", "Board", "White team", "White", "Black", "Black team", "Result"],
        [1, 1, "A", "a1", "b1", "B", "1-0"],
        [1, 2, "B", "b2", "a2", "A", "1"],
        [2, 1, "C", "c1", "a1", "B", "0-1"],
        [2, 2, "A", "a2", "c2", "C", "1-0"],
        [2, 2, "A", "a3", "c3", "C", "1-0"],
      ])
    );
    expect(e).toEqual([
      { cell: "G3", message: expect.stringMatching(/a board scored on one side only/) },
      { cell: "E4", message: expect.stringMatching(/a1 is fielded for B here, but plays for A/) },
      { cell: "B6", message: expect.stringMatching(/board 2 of this match is entered twice/) },
    ]);
    const beyond = issuesOf(() =>
      parseTeamGrid(
        [
          ["Round", "Board", "White team", "White", "Black", "Black team", "Result"],
          [1, 5, "A", "a1", "b1", "B", "1-0"],
        ],
        { boards: 4 }
      )
    );
    expect(beyond).toEqual([
      { cell: "B2", message: expect.stringMatching(/board 5, but the event has 4 boards/) },
    ]);
  });

  test("an individual games list is not a team grid", () => {
    expect(
      teamLayoutOf([
        ["Round", "Board", "White", "Black", "Result"],
        [1, 1, "Ann", "Bob", "1-0"],
      ])
    ).toBeNull();
  });
});

test("game points as written", () => {
  expect(["3½", "½", "2.5", "2,5", 2.5, "12"].map((x) => gpOf(x)?.toString())).toEqual([
    "3.5",
    "0.5",
    "2.5",
    "2.5",
    "2.5",
    "12",
  ]);
  expect(gpOf("x")).toBeNull();
});
