/**
 * The team crosstable (src/formats/team-crosstable.ts), worked by hand from the sources.
 *
 * Team Swiss: test/fixtures/team/five-teams.trf (2 boards, 3 rounds; hand-worked in
 * test/formats/trf-team.test.ts), read off its 001 lines. Board 1 of a team in a match is its
 * first fielded player in roster (013) order; the colour is that player's:
 *   Team A  R1 board 1 player 1 "4 w 1" vs Team B, 1½-½      -> "2w 1½-½"
 *           R2 player 1 sits out (Z): board 1 player 2 "6 w -" vs Team C, 1-1 -> "3w 1-1"
 *           R3 player 1 "10 w 1" vs Team E, 2-0             -> "5w 2-0"
 *   Team E  R1 U U (team PAB: a draw's 1 MP and 1 GP, the default) -> "bye 1"
 *           R2 player 10 "4 b =" vs Team B, 1½-½            -> "2b 1½-½"
 *           R3 player 10 "1 b 0" vs Team A, 0-2             -> "1b 0-2"
 *   Team C  R1 "8 w +", "9 b +": match won by forfeit vs Team D -> "4 +"
 *           R2 player 6 "2 b +" vs Team A, 1-1              -> "1b 1-1"
 *           R3 absent after withdrawing                     -> "wd"
 *   Team D  R1 lost by forfeit -> "3 -"; R2 U U -> "bye 1"; R3 player 8 "4 b =" 1-1 -> "2b 1-1"
 *   Team B  R1 player 4 "1 b 0" ½-1½ -> "1b ½-1½"; R2 player 4 "10 w =" ½-1½ -> "5w ½-1½";
 *           R3 player 4 "8 w =" 1-1 -> "4w 1-1"
 * Ranking (MP, then OSB, then GP): A 5 MP; C and E 3 MP, OSB 5 and 3 (worked in
 * test/taskpane/team.test.ts); D 2; B 1.
 *
 * Team round robin (4 boards), the grid below, row team's game points:
 *   North-East 2½-1½, North-South 2-2, North-West 1½-2½, East-South 2½-1½, East-West 2-2,
 *   South-West 2½-1 (a board lost by both sides).
 *   MP (2/1/0): every team W D L = 3. GP: North 2½+2+1½ = 6, East 1½+2½+2 = 6, South 2+1½+2½ = 6,
 *   West 2½+2+1 = 5½. EDE among North, East, South on MP: North beat East, drew South (3);
 *   East beat South (2); South 1: North, East, South; West 4th on GP.
 */
import * as fs from "fs";
import * as path from "path";
import { teamStandings } from "../../src/engine";
import { parseTrf } from "../../src/formats/trf";
import { readTeamTrf } from "../../src/formats/trf-team";
import { parseTeamGrid } from "../../src/formats/grid-team";
import { gpText, teamCrosstable } from "../../src/formats/team-crosstable";
import { Q } from "../../src/engine/rational";

const FIVE = fs.readFileSync(path.resolve(__dirname, "../fixtures/team/five-teams.trf"), "utf8");

const RR_GRID = [
  ["No", "Team", 1, 2, 3, 4],
  [1, "North", "x", "2½", 2, "1½"],
  [2, "East", "1½", "x", "2½", 2],
  [3, "South", 2, "1½", "x", "2½"],
  [4, "West", "2½", 2, 1, "x"],
];

test("game points in crosstable notation", () => {
  expect([Q.ZERO, Q.HALF, Q.of(7, 2), Q.int(4), Q.of(1, 4)].map(gpText)).toEqual([
    "0",
    "½",
    "3½",
    "4",
    "0.25",
  ]);
});

test("team Swiss: opponent's start number, colour of board 1, match score, byes, forfeits, withdrawal", () => {
  const ev = readTeamTrf(FIVE, parseTrf(FIVE)).event;
  const x = teamCrosstable(teamStandings(ev, ["MP", "OSB", "GP"]));
  expect(x.kind).toBe("swiss");
  expect(x.header).toEqual(["Rk", "SNo", "Team", "MP", "GP", "R1", "R2", "R3"]);
  expect(x.rows).toEqual([
    [1, 1, "Team A", 5, 4.5, "2w 1½-½", "3w 1-1", "5w 2-0"],
    [2, 3, "Team C", 3, 3, "4 +", "1b 1-1", "wd"],
    [3, 5, "Team E", 3, 2.5, "bye 1", "2b 1½-½", "1b 0-2"],
    [4, 4, "Team D", 2, 2, "3 -", "bye 1", "2b 1-1"],
    [5, 2, "Team B", 1, 2, "1b ½-1½", "5w ½-1½", "4w 1-1"],
  ]);
  // the title says which round the table stands after, as the individual crosstable's (XXR 3)
  expect(x.title).toBe(
    "Team crosstable: Five teams, hand-worked (test/engine/team/trf-team.test.ts) (after round 3 of 3)"
  );
  expect(x.legend.join(" ")).toMatch(/match score in game points/);
});

test("after round 2: the later rounds are left out", () => {
  const ev = readTeamTrf(FIVE, parseTrf(FIVE)).event;
  const x = teamCrosstable(teamStandings(ev, ["MP", "GP"], { rounds: 2 }));
  expect(x.header.slice(-2)).toEqual(["R1", "R2"]);
  expect(x.title).toMatch(/ \(after round 2 of 3\)$/);
});

test("team round robin: the N x N table of match scores in ranking order", () => {
  const r = parseTeamGrid(RR_GRID);
  expect(r.event.type).toBe("round-robin");
  const st = teamStandings(r.event);
  const x = teamCrosstable(st);
  expect(x.kind).toBe("round-robin");
  // no name in a grid; 4 teams: 3 rounds of 3
  expect(x.title).toBe("Team crosstable (after round 3 of 3)");
  expect(x.header).toEqual(["Rk", "SNo", "Team", "1", "2", "3", "4", "MP", "GP"]);
  expect(x.rows).toEqual([
    [1, 1, "North", "x", "2½-1½", "2-2", "1½-2½", 3, 6],
    [2, 2, "East", "1½-2½", "x", "2½-1½", "2-2", 3, 6],
    [3, 3, "South", "2-2", "1½-2½", "x", "2½-1", 3, 6],
    [4, 4, "West", "2½-1½", "2-2", "1-2½", "x", 3, 5.5],
  ]);
});

test("the round-robin cells read back through the team crosstable reader", () => {
  // the notation is the readers': the table (without Rk, MP, GP) is a team crosstable again
  const x = teamCrosstable(teamStandings(parseTeamGrid(RR_GRID).event));
  const back = [
    ["No", "Team", ...x.header.slice(3, 7).map(Number)],
    ...x.rows.map((row) => [row[1], row[2], ...row.slice(3, 7)]),
  ];
  const st = teamStandings(parseTeamGrid(back).event);
  expect(st.rows.map((row) => [row.player.name, row.mp.toNumber(), row.gp.toNumber()])).toEqual([
    ["North", 3, 6],
    ["East", 3, 6],
    ["South", 3, 6],
    ["West", 3, 5.5],
  ]);
});
