/**
 * TEAM_STANDINGS, VALUE, STANDINGS and EXPLAIN over a board list whose teams come from a roster
 * range: the league of test/helpers/league.ts, hand-worked there (MP, GP,
 * EMGSB) and confirmed with TieBreakServer. The roster is the last optional argument; its sheet
 * address (from the invocation) names the roster's cells in messages.
 */
import { clearCaches } from "../../src/functions/evaluate";
import { copyOf, outcome, recordingRuntime } from "./cf-runtime";
import { LEAGUE_BOARDS, LEAGUE_ROSTER, LEAGUE_ROSTER_WIDE } from "../helpers/league";

const runtime = recordingRuntime();
(globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = runtime;
const cf =
  require("../../src/functions/functions") as typeof import("../../src/functions/functions");
// the functions load their work on the first call (functions.ts); these tests call them directly
beforeAll(() => cf.functionsReady());

const boards = (): unknown[][] => copyOf(LEAGUE_BOARDS);
const roster = (): unknown[][] => copyOf(LEAGUE_ROSTER);
/** The invocation Excel passes: the grid on Games!A1, the roster on Rosters!A1 (parameter k). */
const inv = (k: number, n: number): CustomFunctions.Invocation =>
  ({
    parameterAddresses: [...Array(n).keys()].map((j) =>
      j === 0 ? "Games!A1:E13" : j === k ? "Rosters!A1:B10" : ""
    ),
  }) as unknown as CustomFunctions.Invocation;

beforeEach(() => clearCaches());

describe("TEAM_STANDINGS(grid, [order], [options], [roster])", () => {
  test("the default order of a round robin, MP, GP, EDE, with the values worked by hand", () => {
    const t = cf.teamStandings(boards(), null as never, null as never, roster(), inv(3, 4)) as (
      string | number
    )[][];
    expect(t[0].slice(0, 6)).toEqual(["Rk", "SNo", "Team", "MP", "GP", "EDE"]);
    // Bravo and Charlie tie on 2 MP; GP 2½ against 2 decides
    expect(t.slice(1).map((r) => r.slice(0, 5))).toEqual([
      [1, 1, "Alpha", 5, 4],
      [2, 4, "Delta", 3, 3.5],
      [3, 2, "Bravo", 2, 2.5],
      [4, 3, "Charlie", 2, 2],
    ]);
    expect(t[3][t[0].indexOf("Decided by")]).toBe("GP");
  });

  test("an order given: EMGSB puts Charlie (8) above Bravo (6½)", () => {
    const t = cf.teamStandings(boards(), [["MP, EMGSB"]], null as never, roster()) as (
      string | number
    )[][];
    expect(t[0].slice(2, 6)).toEqual(["Team", "MP", "GP", "EMGSB"]);
    expect(t.slice(1).map((r) => [r[2], r[3], r[5]])).toEqual([
      ["Alpha", 5, 9.5],
      ["Delta", 3, 8.5],
      ["Charlie", 2, 8],
      ["Bravo", 2, 6.5],
    ]);
  });

  test("a roster with one row per team gives the same table", () => {
    const a = cf.teamStandings(boards(), [["MP, EMGSB"]], null as never, roster());
    const b = cf.teamStandings(
      boards(),
      [["MP, EMGSB"]],
      null as never,
      copyOf(LEAGUE_ROSTER_WIDE)
    );
    expect(b).toEqual(a);
  });

  test("an omitted roster (null) or one blank cell leaves the list an individual games list", () => {
    const r = outcome(() =>
      cf.teamStandings(boards(), null as never, null as never, null as never)
    );
    expect(r.code).toBe("#VALUE!");
    expect(r.message).toMatch(/not a team grid.*roster range as the last argument/);
    const blank = outcome(() => cf.teamStandings(boards(), null as never, null as never, [[0]]));
    expect(blank.message).toMatch(/not a team grid/);
  });

  test("a changed roster is read again (the cache keys on it)", () => {
    const first = cf.teamStandings(boards(), [["MP, GP"]], null as never, roster()) as unknown[][];
    expect(first[1][2]).toBe("Alpha");
    const renamed = roster();
    renamed[1][0] = "Alpha Club";
    const second = cf.teamStandings(boards(), [["MP, GP"]], null as never, renamed) as unknown[][];
    expect(second[1][2]).toBe("Alpha Club");
  });
});

describe("errors at the roster's and the list's sheet cells", () => {
  test("a player on two teams' rosters: #VALUE! at the roster cell", () => {
    const r2 = roster();
    r2.push(["Echo", "d2"]);
    const r = outcome(() =>
      cf.teamStandings(boards(), null as never, null as never, r2, inv(3, 4))
    );
    expect(r.code).toBe("#VALUE!");
    expect(r.message).toMatch(
      /Rosters!B11: roster: d2 is already on the roster of Delta \(Rosters!B10\)/
    );
  });

  test("a player in the list on no roster: at the list's cell", () => {
    const g = boards();
    g[4][2] = "Dee"; // round 1, board 2: Dee - c2
    const r = outcome(() => cf.teamStandings(g, null as never, null as never, roster(), inv(3, 4)));
    expect(r.code).toBe("#VALUE!");
    expect(r.message).toMatch(/Games!C5: player "Dee" is not on any team's roster/);
  });

  test("a game between two players of one team", () => {
    const g = boards();
    g[6][3] = "c1"; // round 2, board 2: a3 - c1 is fine; make it c2 - c1
    g[6][2] = "c2";
    const r = outcome(() => cf.teamStandings(g, null as never, null as never, roster(), inv(3, 4)));
    expect(r.message).toMatch(/Games!D7: c2 and c1 are both on the roster of Charlie/);
  });

  test("a roster with a team Swiss table, a roster with a layout that is not a team one", () => {
    const swiss = [
      ["No", "Team", "R1"],
      [1, "Alpha", "2w 1½-½"],
      [2, "Bravo", "1b ½"],
    ];
    const r = outcome(() => cf.teamStandings(swiss, null as never, null as never, roster()));
    expect(r.message).toMatch(/a roster was given, but this grid is a team Swiss table/);
    const l = outcome(() => cf.value(boards(), "MP", 1, [["layout=games"]], roster()));
    expect(l.message).toMatch(
      /roster: a roster goes with a team board list, not with layout=games/
    );
  });
});

describe("VALUE, STANDINGS and EXPLAIN take the roster too (last argument)", () => {
  test("VALUE(grid, code, player, options, roster)", () => {
    expect(cf.value(boards(), "EMGSB", "Bravo", null as never, roster(), inv(4, 5))).toEqual([
      [6.5],
    ]);
    expect(cf.value(boards(), "GP", "Delta", null as never, roster())).toEqual([[3.5]]);
    expect(cf.value(boards(), "DE:MP", "Charlie", [["order=MP, DE:MP"]], roster())).toEqual([[2]]);
  });

  test("STANDINGS over the same grid and roster is the team table", () => {
    expect(cf.standings(boards(), [["MP, EMGSB"]], null as never, roster())).toEqual(
      cf.teamStandings(boards(), [["MP, EMGSB"]], null as never, roster())
    );
  });

  test("EXPLAIN: Alpha's EMGSB match by match, 3 + 2 + 4½ = 9½", () => {
    const ex = cf.explain(boards(), "Alpha", "EMGSB", null as never, roster()) as unknown[][];
    const total = ex[ex.length - 1];
    expect(total[0]).toBe("Total");
    expect(total).toContain(9.5);
    const text = ex.map((r) => r.join(" ")).join("\n");
    expect(text).toMatch(/Bravo/);
    expect(text).toMatch(/Delta/);
  });
});

describe("columns= in TEAM_STANDINGS' options (team columns)", () => {
  test("Players fielded: Alpha 3 (a1, a2, a3), the others 2", () => {
    const t = cf.teamStandings(boards(), [["MP, GP"]], [["columns=players"]], roster()) as (
      string | number
    )[][];
    expect(t[0].slice(2, 5)).toEqual(["Team", "Players", "MP"]);
    expect(t.slice(1).map((r) => [r[2], r[3]])).toEqual([
      ["Alpha", 3],
      ["Delta", 2],
      ["Bravo", 2],
      ["Charlie", 2],
    ]);
  });

  test("a column the board list does not have: #VALUE! listing what it has", () => {
    const r = outcome(() => cf.teamStandings(boards(), null as never, [["columns=fed"]], roster()));
    expect(r.code).toBe("#VALUE!");
    expect(r.message).toBe(
      'options: columns: "fed": no team has a value for it; this team event has Players'
    );
  });
});

test("primary=GP in the options: the same default order as the CLI, GP, MP, BH:GP", () => {
  // BH:GP by hand in test/cli/team-columns.test.ts: Alpha 8, Delta 8½, Bravo 9½, Charlie 10
  const t = cf.teamStandings(boards(), null as never, [["primary=GP"]], roster()) as (
    string | number
  )[][];
  expect(t[0].slice(3, 6)).toEqual(["GP", "MP", "BH:GP"]);
  // the four teams (below them, after a blank row, the spill's warning notes)
  expect(t.slice(1, 5).map((r) => [r[2], r[5]])).toEqual([
    ["Alpha", 8],
    ["Delta", 8.5],
    ["Bravo", 9.5],
    ["Charlie", 10],
  ]);
});
