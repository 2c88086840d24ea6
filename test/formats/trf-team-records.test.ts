/**
 * The TRF-2026 team records 300 (boards out of order) and 310 (team roster), and the team PAB
 * options pab=draw / pab=win / pab=MP-GP. Every expected value is worked by hand below; the MP,
 * GP, BC and BH:GP values were confirmed with FIDE's TieBreakServer 1.9.57 on the same files.
 *
 * ## 300: test/fixtures/team/out-of-order.trf
 * Alpha (players 1, 2, 3) and Beta (4, 5), 2 boards, 3 rounds. Record 300 (layout as TRF-2026 and
 * the reference checker read it): round at columns 5-7, the team at 9-11, its opponent at 13-15,
 * then its players' start numbers in board order from column 17 (4 columns each, a blank
 * between; 0 an empty board).
 *   R1  `300   1   1   2    2    1`: Alpha played 2 on board 1 (beat 4) and 1 on board 2 (drew 5).
 *   R2  `300   2   2   1    5    4`: Beta played 5 on board 1 (drew 1) and 4 on board 2 (lost to 2).
 *   R3  `300   3   1   2    0    1`: Alpha's board 1 empty (4 wins it by forfeit, `0000 - F`),
 *       1 on board 2 beat 5.
 * Match points: R1 Alpha 1½-½, R2 Alpha 1½-½, R3 1-1: Alpha 2+2+1 = 5 MP, 4 GP; Beta 1 MP, 2 GP.
 * Game points per board with the records:
 *   Alpha: board 1 = 1 (R1) + ½ (R2) + 0 (R3) = 1½; board 2 = ½ + 1 + 1 = 2½; BC = 1½ + 2 × 2½ = 6½
 *   Beta:  board 1 = 0 + ½ + 1 = 1½; board 2 = ½ + 0 + 0 = ½; BC = 1½ + 2 × ½ = 2½
 * Without the records the boards follow Alpha's roster order (1 above 2) in every round, with a
 * warning per round: R1 board 1 = 1-5 ½-½, board 2 = 2-4 1-0; R2 the same; R3 board 1 = 1-5 1-0,
 * board 2 = Alpha empty, 4 wins: Alpha boards 2 and 2, BC 2 + 4 = 6; Beta 1 and 1, BC 1 + 2 = 3.
 * TieBreakServer: MPTS 5/1, GPTS 4/2, BC 6.5/2.5 (with), BC 6.0/3.0 (without the 300 lines).
 *
 * ## 310: test/fixtures/team/five-teams-310.trf
 * The five-team event of trf-team.test.ts (hand-worked there: MP/GP A 5/4½, B 1/2, C 3/3, D 2/2,
 * E 3/2½; BH:GP A 8½, B 9, C 9½, D 6, E 9) with 310 records instead of 013 lines, listed E
 * first: team number at columns 5-7, name at 9-40, MP at 55-60, GP at 62-67, rank at 69-71, the
 * players from column 74 in 4-column fields, and a 320 record giving the team PAB a draw's 1 MP
 * and 1 GP (as the default). Same values. (TieBreakServer scores the U boards
 * as written, a win's point each: with pab=1-2 ours and its values agree.)
 *
 * ## pab= on five-teams.trf
 * The team PABs: E in round 1 and D in round 2, both written `U` on each board. By default a
 * team PAB is a draw's match and game points (1 MP, 1 GP), whatever its boards say (C.04.6, the
 * Olympiad). E's other rounds: R2 2 MP / 1½ GP, R3 0 / 0; D's: R1 a forfeited match 0 / 0, R3 1 / 1.
 *   default:       PAB 1 MP, 1 GP (2 boards × ½):   E 1+2+0 = 3 MP, 1+1½+0 = 2½ GP;  D 2 MP, 2 GP
 *   pab=draw:      the same
 *   pab=win:       PAB 2 MP, 2 GP:                  E 4 MP, 3½ GP;  D 3 MP, 3 GP
 *   pab=1-2:       PAB 1 MP, 2 GP (the U boards):   E 3 MP, 3½ GP;  D 2 MP, 3 GP
 *   pab=1-1.5:     PAB 1 MP, 1½ GP:                 E 3 MP, 3 GP;   D 2 MP, 2½ GP
 * By default Team C (3 MP, 3 GP) ranks above Team E (3 MP, 2½ GP); with pab=1-2 E (3½) is above.
 * The options override a 320 record (here `320  2.0  2.0  5  4`, which alone gives E 4 / 3½).
 */
import * as fs from "fs";
import * as path from "path";
import { teamStandings, type TeamEvent } from "../../src/engine";
import { parseTrf, TrfError } from "../../src/formats/trf";
import { readTeamTrf } from "../../src/formats/trf-team";
import { runCli } from "../helpers/cli";

const DIR = path.resolve(__dirname, "../fixtures/team");
const OOO = fs.readFileSync(path.join(DIR, "out-of-order.trf"), "utf8");
const FIVE = fs.readFileSync(path.join(DIR, "five-teams.trf"), "utf8");
const FIVE310 = fs.readFileSync(path.join(DIR, "five-teams-310.trf"), "utf8");

function read(text: string) {
  return readTeamTrf(text, parseTrf(text));
}

function byName(ev: TeamEvent, codes: string[], extra?: Record<string, string>) {
  const st = teamStandings(ev, codes, extra ? { extra } : {});
  return Object.fromEntries(
    st.rows.map((r) => [
      r.player.name.replace("Team ", ""),
      [r.mp.toString(), r.gp.toString(), ...r.values.map((v) => v?.toString() ?? null)],
    ])
  );
}

/** The issues of a TrfError thrown by reading `text`, as "line: message". */
function issues(text: string): string[] {
  try {
    read(text);
  } catch (e) {
    if (e instanceof TrfError) return e.issues.map((i) => `${i.line}: ${i.message}`);
    throw e;
  }
  throw new Error("no error");
}

/** The points column (columns 81-84) of a 001 line without its round 3 result. */
function pointsWithout3(l: string): string {
  const r3 = l.slice(118, 119);
  const v = r3 === "1" || r3 === "F" ? 1 : r3 === "=" ? 0.5 : 0;
  return (Number(l.slice(80, 84)) - v).toFixed(1).padStart(4);
}

const without300 = OOO.split("\n")
  .filter((l) => !l.startsWith("300"))
  .join("\n");

describe("record 300: boards out of order", () => {
  it("numbers each match's boards by the record (either team's)", () => {
    const { event, warnings } = read(OOO);
    const boards = (round: number) =>
      event.matches
        .find((m) => m.round === round)!
        .boards!.map((b) => [b.board, b.home.player ?? 0, b.away?.player ?? 0]);
    // home is Alpha in every round; [board, Alpha's player, Beta's player], 0 = nobody
    expect(boards(1)).toEqual([
      [1, 2, 4],
      [2, 1, 5],
    ]);
    expect(boards(2)).toEqual([
      [1, 1, 5],
      [2, 2, 4],
    ]);
    expect(boards(3)).toEqual([
      [1, 0, 4],
      [2, 1, 5],
    ]);
    expect(warnings.filter((w) => /roster order/.test(w.message))).toEqual([]);
  });
  it("MP, GP and BC with the records (hand-worked above)", () => {
    expect(byName(read(OOO).event, ["MP", "BC"])).toEqual({
      Alpha: ["5", "4", "6.5"],
      Beta: ["1", "2", "2.5"],
    });
  });
  it("without the records: roster order, a warning per round, other board counts", () => {
    const { event, warnings } = read(without300);
    expect(byName(event, ["MP", "BC"])).toEqual({
      Alpha: ["5", "4", "6"],
      Beta: ["1", "2", "3"],
    });
    expect(
      warnings.filter((w) => /differ in roster order/.test(w.message)).map((w) => w.message)
    ).toEqual([1, 2, 3].map((r) => expect.stringMatching(new RegExp(`^round ${r}: `))));
  });
  it("both teams' records agreeing are accepted; disagreeing is an error at the second", () => {
    const agree = OOO + "300   1   2   1    4    5\n";
    expect(byName(read(agree).event, ["MP", "BC"]).Alpha).toEqual(["5", "4", "6.5"]);
    const clash = OOO + "300   1   2   1    5    4\n";
    expect(issues(clash)).toEqual([
      expect.stringMatching(
        /^15: record 300: player 5 of "Beta" is on board 1 here but on board 2/
      ),
      expect.stringMatching(
        /^15: record 300: player 4 of "Beta" is on board 2 here but on board 1/
      ),
    ]);
  });
  it.each([
    [
      "a player of the other team",
      "300   1   1   2    2    4",
      /^12: record 300: player 4 is not on the roster of "Alpha"/,
      /^12: record 300: player 1 plays for "Alpha" in round 1 but is not in the board order/,
    ],
    [
      "a fielded player left out",
      "300   1   1   2    2",
      /^12: record 300: player 1 plays for "Alpha" in round 1 but is not in the board order/,
    ],
    [
      "a reserve who played no board",
      "300   1   1   2    2    1    3",
      /^12: record 300: player 3 of "Alpha" plays no board in round 1/,
    ],
    [
      "a player twice",
      "300   1   1   2    2    2    1",
      /^12: record 300: player 2 is listed twice/,
    ],
    ["a team that does not exist", "300   1   1   7    2    1", /^12: record 300: team 7 is not/],
    ["a round without results", "300   4   1   2    2    1", /^12: record 300: round 4 has no/],
    ["a field that is no number", "300   1   1   2    x    1", /^12: boards out of order record/],
  ])("an error at its line: %s", (_what, line, ...messages) => {
    const text = OOO.replace("300   1   1   2    2    1", line);
    expect(issues(text)).toEqual(messages.map((m) => expect.stringMatching(m)));
  });
  it("the wrong opponent is an error naming both teams", () => {
    // a third team (013 line, no players) so that team 3 exists but is not Alpha's opponent in
    // round 1; the 300 lines move down one
    const text = OOO.replace("300   1   1   2    2    1", "300   1   1   3    2    1").replace(
      "013 Beta                               4    5",
      "013 Beta                               4    5\n013 Gamma"
    );
    expect(issues(text)).toEqual([
      expect.stringMatching(
        /^13: record 300: in round 1 team 1 \("Alpha"\) plays team 2 \("Beta"\), not team 3/
      ),
    ]);
  });
  it("a record for a round the team has no match (a PAB, an absence): an error at its line", () => {
    // round 3 unpaired for everybody (the round's entries at columns 112-119 become Z, the
    // points column loses the round's points): Alpha has no match in round 3
    const text = OOO.split("\n")
      .map((l) =>
        /^001 /.test(l) ? l.slice(0, 80) + pointsWithout3(l) + l.slice(84, 111) + "0000 - Z" : l
      )
      .join("\n");
    expect(issues(text)).toEqual([
      '14: record 300: team 1 ("Alpha") plays no match against another team in round 3',
    ]);
  });
  it("two records for one team and round: an error at the second", () => {
    expect(issues(OOO + "300   1   1   2    1    2\n")).toEqual([
      "15: record 300: round 1 of team 1 already has a board order (line 12)",
    ]);
  });
});

describe("record 310: team rosters", () => {
  it("reads team numbers, names and rosters (replacing 013), in any order of lines", () => {
    const { event, warnings } = read(FIVE310);
    expect(event.teams.map((t) => [t.id, t.name, t.roster])).toEqual([
      [5, "Team E", [10, 11]],
      [4, "Team D", [8, 9]],
      [3, "Team C", [6, 7]],
      [2, "Team B", [4, 5]],
      [1, "Team A", [1, 2, 3]],
    ]);
    expect(warnings).toEqual([]);
  });
  it("the same MP, GP and BH:GP as the 013 event (hand-worked in trf-team.test.ts)", () => {
    const want = {
      A: ["5", "4.5", "8.5"],
      B: ["1", "2", "9"],
      C: ["3", "3", "9.5"],
      D: ["2", "2", "6"],
      E: ["3", "2.5", "9"],
    };
    expect(byName(read(FIVE310).event, ["MP", "BH:GP"])).toEqual(want);
    // with 013 lines present as well, 310 is read and 013 ignored (as the reference checker)
    const both = FIVE310 + "013 Wrong                              1    4\n";
    expect(byName(read(both).event, ["MP", "BH:GP"])).toEqual(want);
  });
  it("a team's MP or GP in columns 55-67 that the results do not give is a warning at its line", () => {
    const text = FIVE310.replace(
      "310   2 Team B                                           1.0    2.0",
      "310   2 Team B                                           1.5    2.0"
    );
    const line = text.split("\n").findIndex((l) => l.startsWith("310   2")) + 1;
    const { warnings } = read(text);
    expect(warnings).toEqual([
      {
        line,
        message:
          'team 2 ("Team B"): record 310 says match points (columns 55-60) 1.5 but the results give 1; the results are used',
      },
    ]);
  });
  it("a 310 line without a team number is an error at its line", () => {
    const text = FIVE310.replace("310   4 Team D", "310   x Team D");
    const line = text.split("\n").findIndex((l) => l.startsWith("310   x")) + 1;
    expect(issues(text)).toContain(
      `${line}: team record 310: columns 5-7 must hold the team number`
    );
  });
});

describe("team PAB options (hand-worked above)", () => {
  const ev = () => read(FIVE).event;
  const pick = (r: Record<string, (string | null)[]>) => ({
    D: r.D.slice(0, 2),
    E: r.E.slice(0, 2),
  });
  it("default: a draw's MP and GP, whatever the U boards say", () => {
    expect(pick(byName(ev(), ["MP", "GP"]))).toEqual({ D: ["2", "2"], E: ["3", "2.5"] });
  });
  it("pab=draw, pab=win, pab=1-2, pab=1-1.5", () => {
    expect(pick(byName(ev(), ["MP", "GP"], { pab: "1-2" }))).toEqual({
      D: ["2", "3"],
      E: ["3", "3.5"],
    });
    expect(pick(byName(ev(), ["MP", "GP"], { pab: "draw" }))).toEqual({
      D: ["2", "2"],
      E: ["3", "2.5"],
    });
    expect(pick(byName(ev(), ["MP", "GP"], { pab: "win" }))).toEqual({
      D: ["3", "3"],
      E: ["4", "3.5"],
    });
    expect(pick(byName(ev(), ["MP", "GP"], { pab: "1-1.5" }))).toEqual({
      D: ["2", "2.5"],
      E: ["3", "3"],
    });
  });
  it("pab=1-2 changes the order: E (3½ GP) above C (3 GP)", () => {
    const names = (extra?: Record<string, string>) =>
      teamStandings(ev(), ["MP", "GP"], extra ? { extra } : {}).rows.map((r) => r.player.name);
    expect(names()).toEqual(["Team A", "Team C", "Team E", "Team D", "Team B"]);
    expect(names({ pab: "draw" })).toEqual(["Team A", "Team C", "Team E", "Team D", "Team B"]);
    expect(names({ pab: "1-2" })).toEqual(["Team A", "Team E", "Team C", "Team D", "Team B"]);
  });
  it("the option overrides a 320 record", () => {
    const with320 = read(FIVE + "320  2.0  2.0  5  4\n").event;
    expect(pick(byName(with320, ["MP", "GP"]))).toEqual({ D: ["3", "3"], E: ["4", "3.5"] });
    expect(pick(byName(with320, ["MP", "GP"], { pab: "draw" }))).toEqual({
      D: ["2", "2"],
      E: ["3", "2.5"],
    });
  });
  it("a value that is not MP-GP, draw or win is an error naming the option", () => {
    expect(() => byName(ev(), ["MP"], { pab: "half" })).toThrow(
      /option pab=half: expected 2 numbers, e\.g\. pab=1-2 \(MP-GP\), draw or win/
    );
  });
  it("the command line gives the same (--option pab=draw)", async () => {
    const r = await runCli(
      DIR,
      "standings",
      "five-teams.trf",
      "-t",
      "MP,GP",
      "--option",
      "pab=draw",
      "-f",
      "json"
    );
    expect(r.code).toBe(0);
    const teams = (JSON.parse(r.out) as { teams: { name: string; mp: number; gp: number }[] })
      .teams;
    expect(teams.find((t) => t.name === "Team E")).toMatchObject({ mp: 3, gp: 2.5 });
    expect(teams.find((t) => t.name === "Team D")).toMatchObject({ mp: 2, gp: 2 });
  });
});

/*
 * ## 330 and 320 checked against the games; 362 values too long (on five-teams.trf, 20 lines,
 * so a record appended is line 21). The cases are the auditor's files /tmp/a11/z12.trf, z4.trf,
 * z2.trf, z7.trf and z1.trf, rebuilt here on five-teams.trf (rounds hand-read from its 001 lines):
 *   R1  A-B played (1-4 1-0, 2-5 ½-½)   C-D every board forfeited by D (6 +, 7 +): 2-0   E PAB (U)
 *   R2  A-C (2-6 -+, 3-7 1-0)           B-E played                                     D PAB (U)
 *   R3  A-E played, B-D played, C absent
 * Boards: 2, a game won 1, match points 2/1/0: a PAB can give at most 2 GP and 2 MP.
 * FIDE's TieBreakServer reports Error 502 for a 330 of teams that did not meet, and ignores a
 * 330 that contradicts the boards; we refuse both (docs/decisions.md, "Teams").
 */
describe("record 330 against the games", () => {
  it("a forfeited match whose boards were played over the board is an error at the 330 line (z12)", () => {
    expect(issues(FIVE + "330 -+   1   1   2\n")).toEqual([
      '21: record 330: round 1: the match of team 1 ("Team A") and team 2 ("Team B") is recorded as forfeited ("-+") but boards 1, 2 were played over the board (1.5-0.5); correct the 001 results or remove the 330 line',
    ]);
  });
  it("a 330 agreeing with the forfeited boards is accepted; one giving the other side the win is an error", () => {
    const ok = read(FIVE + "330 +-   1   3   4\n").event;
    const st = teamStandings(ok, ["MP", "GP"]);
    const c = st.rows.find((r) => r.player.name === "Team C")!;
    expect(`${c.mp}/${c.gp}`).toBe("3/3"); // R1 forfeit win 2 MP, 2 GP; R2 1/1; R3 absent
    expect(issues(FIVE + "330 -+   1   3   4\n")).toEqual([
      '21: record 330: round 1: the match of team 3 ("Team C") and team 4 ("Team D") is recorded as "-+" but its forfeited boards score 2-0; correct the 001 results or the 330 line',
    ]);
    // the same with the teams the other way round: D-C "+-" gives D the win against 0-2
    expect(issues(FIVE + "330 +-   1   4   3\n")).toEqual([
      '21: record 330: round 1: the match of team 4 ("Team D") and team 3 ("Team C") is recorded as "+-" but its forfeited boards score 0-2; correct the 001 results or the 330 line',
    ]);
  });
  it("two teams that did not meet that round: an error naming the line, round and teams (z4)", () => {
    expect(issues(FIVE + "330 +-   2   1   2\n")).toEqual([
      '21: record 330: round 2: team 1 ("Team A") and team 2 ("Team B") did not meet: team 1 ("Team A") plays team 3 ("Team C") that round',
    ]);
  });
  it("a 330 naming the PAB team of the round, or no team of the event: an error at its line", () => {
    expect(issues(FIVE + "330 +-   1   3   5\n")).toEqual([
      '21: record 330: round 1: team 5 ("Team E") has the team PAB that round (U on its boards), not a forfeited match against team 3',
    ]);
    expect(issues(FIVE + "330 +-   3   3   9\n")).toEqual([
      "21: record 330: team 9 is not a team of this event",
    ]);
  });
});

describe("record 330 after the rounds played", () => {
  it("a round after the event's last (XXR 3) is an error at its line", () => {
    // counted, it would give team A 2 more match points "after round 5" of a 3-round event
    expect(issues(FIVE + "330 +-   5   1   2\n")).toEqual([
      "21: record 330: round 5 is after the event's last round (3)",
    ]);
  });
  it("a round within the event but without board results is counted, with a warning", () => {
    const text = FIVE.replace("XXR 3", "XXR 4") + "330 +-   4   3   4\n";
    const { event, warnings } = read(text);
    expect(warnings.map((w) => `${w.line}: ${w.message}`)).toContain(
      "21: record 330: round 4 has no board results: the standings count it, with every other team absent that round"
    );
    // C: 3 MP / 3 GP after round 3 (above), + a forfeit win (2 MP, 2 GP: every board) = 5 / 5
    const c = teamStandings(event, ["MP", "GP"]).rows.find((r) => r.player.name === "Team C")!;
    expect(`${c.mp}/${c.gp}`).toBe("5/5");
  });
});

describe("record 320 sanity", () => {
  it("GP above the boards and MP above a win's are errors at the 320 line (z2)", () => {
    expect(issues(FIVE + "320 9999 9999  5  4\n")).toEqual([
      "21: team PAB record 320: 9999 game points exceed the 2 boards (at most 2)",
      "21: team PAB record 320: 9999 match points exceed a match win's 2",
    ]);
    expect(issues(FIVE + "320  1.0  2.5  5  4\n")).toEqual([
      "21: team PAB record 320: 2.5 game points exceed the 2 boards (at most 2)",
    ]);
    // a win's MP and every board's GP are the most a bye can give: accepted (3 MP with 362 3/1/0)
    expect(() => read(FIVE + "320  2.0  2.0  5  4\n")).not.toThrow();
    expect(() => read(FIVE + "362  W 3.0    D 1.0    L 0.0\n320  3.0  2.0  5  4\n")).not.toThrow();
  });
  it("a team that played a match that round is an error at the 320 line (z7)", () => {
    // round 1's PAB is E (U on its boards); the record names A, who played B
    expect(issues(FIVE + "320  1.0  1.0  1  4\n")).toEqual([
      '21: team PAB record 320: round 1: team 1 ("Team A") has no PAB, it plays team 2 ("Team B") that round',
    ]);
    expect(issues(FIVE + "320  1.0  1.0  5  9\n")).toEqual([
      "21: team PAB record 320: team 9 (round 2) is not a team of this event",
    ]);
  });
});

describe("record 320 against the rounds played (warnings at its line)", () => {
  const said = (text: string): string[] =>
    read(text)
      .warnings.filter((w) => /record 320/.test(w.message))
      .map((w) => `${w.line}: ${w.message}`);

  it("a round after the last round with results is ignored, with a warning", () => {
    // five-teams.trf has results for rounds 1-3; the record's fourth field names team A
    expect(said(FIVE + "320  2.0  2.0   5   4   0   1\n")).toEqual([
      '21: team PAB record 320: round 4 (team 1 ("Team A")) is after the last round with results (3); ignored',
    ]);
    expect(said(FIVE + "320  2.0  2.0  5  4\n")).toEqual([]);
  });

  it("a record naming another team than the one with U on its boards that round", () => {
    // a sixth team F (players 12, 13) absent in every round (Z); in round 1 the record names F,
    // while E's boards carry U (five-teams.trf): both get a bye that round, and the warning says so
    const p = (id: number): string =>
      `001 ${String(id).padStart(4)} m    Player ${id}                         ${1500 + 10 * id} ENG                         0.0    0  0000 - Z  0000 - Z  0000 - Z`;
    const six =
      FIVE.replace("013 Team A", `${p(12)}\n${p(13)}\n013 Team A`) +
      "013 Team F                            12   13\n";
    const lines = six.split("\n").length - 1; // the 320 record is the line after these
    expect(said(six + "320  2.0  2.0  6\n")).toEqual([
      `${lines + 1}: team PAB record 320: round 1: it names team 6 ("Team F"), but team 5 ("Team E") has the PAB that round (U on its boards)`,
    ]);
    // naming E, the team with U, says nothing
    expect(said(six + "320  2.0  2.0  5\n")).toEqual([]);
  });
});

describe("record 362 errors name the line (z1)", () => {
  it("a value with more digits than exact arithmetic holds", () => {
    expect(issues(FIVE + "362 TW 99999999999999999999999999999999.5 TD 1.0 TL 0.0\n")).toEqual([
      '21: match points record 362: "99999999999999999999999999999999.5" has more digits than exact arithmetic holds (at most 15)',
    ]);
  });
});
