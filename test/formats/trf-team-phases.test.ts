/**
 * The team TRF reader's phases on their own: one record line into what it says (read320,
 * read330, read300), the teams of the 013 / 310 lines (readTeamList) and the records checked
 * against the teams (readTeamRecords). Columns as the module's header and TRF-2026 §10.3 give
 * them (1-based):
 *   320: MP 5-8, GP 10-13, then one team number per round in 4-column fields from column 14;
 *   330: the outcome 5-6, the round 8-10, the two teams 12-14 and 16-18;
 *   300: the round 5-7, the team 9-11, its opponent 13-15, its players from column 17 in
 *        4-column fields with a blank between (0 or blank an empty board);
 *   013: the name 5-36, the players from column 37 in 4-column fields with a blank between;
 *   310: the team number 5-7, the name 9-40, MP 55-60, GP 62-67, the players from column 74.
 * The lines below are built field by field, so each expected value is the field written.
 */
import * as fs from "fs";
import * as path from "path";
import { Q } from "../../src/engine/rational";
import { parseTrf } from "../../src/formats/trf";
import {
  read300,
  read320,
  read330,
  readTeamList,
  readTeamRecords,
  type Line,
} from "../../src/formats/trf-team";
import type { TrfIssue } from "../../src/formats/trf";

const FIVE = fs.readFileSync(path.resolve(__dirname, "../fixtures/team/five-teams.trf"), "utf8");

const right = (v: string | number, w: number): string => String(v).padStart(w);
const line = (s: string, n = 7): Line => ({ n, s });

describe("read330: a forfeited match record", () => {
  const rec330 = (code: string, round: number, a: number, b: number): Line =>
    line(`330 ${code} ${right(round, 3)} ${right(a, 3)} ${right(b, 3)}`, 12);

  it("reads the outcome, the round and the two teams at their columns", () => {
    expect(rec330("+-", 2, 1, 3).s).toBe("330 +-   2   1   3");
    expect(read330(rec330("+-", 2, 1, 3))).toMatchObject({ round: 2, a: 1, b: 3, code: "+-" });
    expect(read330(rec330("--", 11, 14, 9))).toMatchObject({ round: 11, a: 14, b: 9, code: "--" });
  });

  it("takes the other programs' spellings of the outcome", () => {
    const codes: Record<string, string> = {
      "10": "+-",
      WL: "+-",
      wz: "+-",
      "01": "-+",
      LW: "-+",
      ZW: "-+",
      "00": "--",
      LL: "--",
      ZZ: "--",
    };
    for (const [raw, code] of Object.entries(codes))
      expect(read330(rec330(raw, 1, 1, 2))).toMatchObject({ code });
  });

  it("an unknown outcome, a missing round or team is an error at the line", () => {
    for (const l of [
      rec330("=-", 1, 1, 2),
      rec330("+-", 0, 1, 2),
      line("330 +-   1   1"),
      line("330 to"),
    ]) {
      const r = read330(l) as TrfIssue;
      expect(r.line).toBe(l.n);
      expect(r.message).toMatch(/^forfeited match record 330: expected "\+-", "-\+" or "--"/);
    }
  });
});

describe("read300: a team's boards out of roster order", () => {
  it("reads the round, the team, its opponent and the board order, 0 an empty board", () => {
    // the fixture out-of-order.trf's third round: Alpha's board 1 empty, player 1 on board 2
    expect(read300(line("300   3   1   2    0    1"))).toEqual({
      line: 7,
      round: 3,
      team: 1,
      other: 2,
      order: [0, 1],
    });
    // a blank field is an empty board too; empty boards at the end are dropped
    const fields = ["  12", "    ", "  30", "   0"].join(" ");
    expect(read300(line(`300   1   4   2 ${fields}`))).toMatchObject({ order: [12, 0, 30] });
  });

  it("a field that is not a number, no players, or no round is an error at the line", () => {
    for (const s of ["300   1   1   2    2   x1", "300   1   1   2", "300       1   2    2"]) {
      const r = read300(line(s, 9)) as TrfIssue;
      expect(r.line).toBe(9);
      expect(r.message).toMatch(
        /^boards out of order record 300: expected the round at columns 5-7/
      );
    }
  });
});

describe("read320: the team PAB record", () => {
  it("reads MP and GP and the team given the bye in each round", () => {
    // MP 2.0 at 5-8, GP 2.0 at 10-13, team 5 in round 1, none in round 2, team 4 in round 3
    const r = read320(line("320  2.0  2.0   5       4"));
    expect("message" in r).toBe(false);
    if ("message" in r) return;
    expect(r.mp.eq(Q.int(2))).toBe(true);
    expect(r.gp.eq(Q.int(2))).toBe(true);
    expect(r.teams).toEqual([
      { round: 1, team: 5 },
      { round: 3, team: 4 },
    ]);
    const half = read320(line("320  1.0  1,5"));
    expect("message" in half ? null : half.gp.toString()).toBe(Q.parse("1.5")!.toString());
  });

  it("no MP or GP at their columns is an error at the line", () => {
    expect(read320(line("320  1.0", 3))).toEqual({
      line: 3,
      message: "team PAB record 320: MP at columns 5-8 and GP at 10-13 expected",
    });
  });
});

describe("readTeamList: the teams of the 013 and 310 lines", () => {
  it("013 lines: teams numbered in file order, rosters as written", () => {
    const t = parseTrf(FIVE).tournament;
    const errors: TrfIssue[] = [];
    const list = readTeamList(FIVE, t, errors);
    expect(errors).toEqual([]);
    expect(list.teams.map((x) => [x.id, x.name, x.roster])).toEqual([
      [1, "Team A", [1, 2, 3]],
      [2, "Team B", [4, 5]],
      [3, "Team C", [6, 7]],
      [4, "Team D", [8, 9]],
      [5, "Team E", [10, 11]],
    ]);
    expect(list.teamOf.get(9)).toBe(3);
    expect(list.stated).toEqual([]);
  });

  it("310 lines take the place of 013 lines: number, name, stated MP and GP", () => {
    const rec310 = (id: number, name: string, mp: string, gp: string, ids: number[]): string =>
      `310 ${right(id, 3)} ${name.padEnd(32)}${" ".repeat(14)}${right(mp, 6)} ${right(gp, 6)}` +
      `${" ".repeat(6)}${ids.map((x) => right(x, 4)).join(" ")}`;
    const l = rec310(7, "Seven", "3.0", "4.5", [1, 2, 3]);
    // the players start at column 74, MP at 55, GP at 62
    expect(l.indexOf("   1")).toBe(73);
    expect(l.slice(54, 60).trim()).toBe("3.0");
    expect(l.slice(61, 67).trim()).toBe("4.5");
    const text = FIVE.replace(/^013 Team A .*$/m, l).replace(/^013 .*\n/gm, "");
    const t = parseTrf(text).tournament;
    const errors: TrfIssue[] = [];
    const list = readTeamList(text, t, errors);
    expect(list.teams.map((x) => [x.id, x.name, x.roster])).toEqual([[7, "Seven", [1, 2, 3]]]);
    expect(list.stated.map((s) => [s.id, s.mp?.toString(), s.gp?.toString()])).toEqual([
      [7, Q.int(3).toString(), Q.parse("4.5")!.toString()],
    ]);
    // the other players play games in no team now: one error each, at their 001 line
    expect(errors.map((e) => e.message)).toEqual(
      [4, 5, 6, 7, 8, 9, 10, 11].map(
        (id) =>
          `player ${id} (Player ${String(id).padStart(2, "0")}) plays games but is in no team (013/310 line)`
      )
    );
  });

  it("a player in two teams and a start number without a player are errors at the 013 line", () => {
    const text = FIVE.replace(
      "013 Team E                            10   11",
      "013 Team E                            10   11    4   99"
    );
    const errors: TrfIssue[] = [];
    readTeamList(text, parseTrf(text).tournament, errors);
    const at = text.split("\n").findIndex((s) => s.startsWith("013 Team E")) + 1;
    expect(errors).toEqual([
      { line: at, message: `player 4 is in two teams ("Team B" and "Team E")` },
      { line: at, message: `team "Team E": player 99 has no 001 line` },
    ]);
  });
});

describe("readTeamRecords: the records against the teams", () => {
  const t = parseTrf(FIVE).tournament;
  const teams = readTeamList(FIVE, t, []).teams;

  it("362 sets the match points, 192 the primary score, 320 the team PAB", () => {
    const text = `${FIVE}362 TW 3.0 TD 1.0 TL 0.0\n192 FIDE_TEAM_GP_MP\n320  1.0  1.5   5   4\n`;
    const errors: TrfIssue[] = [];
    const r = readTeamRecords(text, t, teams, errors);
    expect(errors).toEqual([]);
    expect([r.matchPoints.win, r.matchPoints.draw, r.matchPoints.loss].map(String)).toEqual(
      [Q.int(3), Q.int(1), Q.ZERO].map(String)
    );
    expect(r.primary).toBe("GP");
    expect(r.pab && [r.pab.mp.toString(), r.pab.gp?.toString()]).toEqual([
      Q.int(1).toString(),
      Q.parse("1.5")!.toString(),
    ]);
    const at = text.split("\n").findIndex((s) => s.startsWith("320")) + 1;
    expect([...r.pabTeams]).toEqual([
      ["1:5", at],
      ["2:4", at],
    ]);
  });

  it("a second 300 for the same round and team, an unknown team, a round without results", () => {
    const text = `${FIVE}300   1   1   2    2    1\n300   1   1   2    1    2\n300   2   9   2    4\n300   7   2   1    4\n`;
    const errors: TrfIssue[] = [];
    readTeamRecords(text, t, teams, errors);
    const first = text.split("\n").findIndex((s) => s.startsWith("300")) + 1;
    expect(errors).toEqual([
      {
        line: first + 1,
        message: `record 300: round 1 of team 1 already has a board order (line ${first})`,
      },
      { line: first + 2, message: "record 300: team 9 is not a team of this event" },
      { line: first + 3, message: "record 300: round 7 has no results" },
    ]);
  });
});
