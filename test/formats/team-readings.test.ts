/**
 * Team events whose answer depended on how the file was written: a team bye, an odd round
 * robin's free round, a match in which no board was played, a board won against an empty board,
 * REP in an odd round robin. Each case has its own hand-made file in test/fixtures/team/; the
 * values are worked by hand next to each test (match points 2/1/0, C.07 2026 unless said).
 */
import * as fs from "fs";
import * as path from "path";
import { teamOf, teamStandings, type TeamEvent } from "../../src/engine";
import { boardTables } from "../../src/engine/team/boards";
import { teamContext } from "../../src/engine/team/view";
import { readCsv } from "../../src/formats/csv";
import { parseTeamGrid } from "../../src/formats/grid-team";
import { parseTrf } from "../../src/formats/trf";
import { readTeamTrf } from "../../src/formats/trf-team";
import { teamCrosstable } from "../../src/formats/team-crosstable";
import { teamStandingsTable } from "../../src/formats/team-table";
import { teamWorking } from "../../src/formats/working";

const DIR = path.resolve(__dirname, "../fixtures/team");
const text = (name: string): string => fs.readFileSync(path.join(DIR, name), "utf8");
const trf = (name: string) => readTeamTrf(text(name), parseTrf(text(name)));

/** Per team name (without "Team "): MP/GP, then each code's value. */
function table(ev: TeamEvent, codes: string[], extra?: Record<string, string>) {
  const st = teamStandings(ev, ["MP", ...codes], extra ? { extra } : {});
  return Object.fromEntries(
    [...st.rows]
      .sort((a, b) => a.player.id - b.player.id)
      .map((r) => [
        r.player.name.replace("Team ", ""),
        [`${r.mp}/${r.gp}`, ...r.values.map((v) => v?.toString() ?? null)],
      ])
  );
}

describe("a team bye: one default, however the file writes it", () => {
  // five-teams.trf writes the PABs (E in round 1, D in round 2) as U on each board, each an
  // individual bye worth a win's point; five-teams-grid.csv is the same event as a team Swiss
  // table, the PABs a bare `bye`. Both score a team PAB as a draw's 1 MP and 1 GP (2 boards × ½;
  // C.04.6, the Olympiad): MP/GP A 5/4½, B 1/2, C 3/3, D 0+1+1 = 2 / 0+1+1 = 2,
  // E 1+2+0 = 3 / 1+1½+0 = 2½. BH:GP and EMGSB as worked in trf-team.test.ts (A 8½, B 9, C 9½,
  // D 6, E 9; EMGSB of E 3 × 1 + 1 × 1½ + 5 × 0 = 4½).
  const fromTrf = () => trf("five-teams.trf").event;
  const fromGrid = () => parseTeamGrid(readCsv(text("five-teams-grid.csv"))).event;
  const want = {
    A: ["5/4.5", "8.5", "11.5"],
    B: ["1/2", "9", "6"],
    C: ["3/3", "9.5", "9"],
    D: ["2/2", "6", "3"],
    E: ["3/2.5", "9", "4.5"],
  };

  it("the TRF's U boards and the grid's bye give the same scores and tie-breaks", () => {
    expect(table(fromTrf(), ["BH:GP", "EMGSB"])).toEqual(want);
    expect(table(fromGrid(), ["BH:GP", "EMGSB"])).toEqual(want);
  });

  it("pab= gives the other reading on both: pab=1-2 a win's game point per board", () => {
    // D 0+1+1 = 2 MP, 0+2+1 = 3 GP; E 3 MP, 2+1½+0 = 3½ GP
    for (const ev of [fromTrf(), fromGrid()]) {
      const t = table(ev, ["GP"], { pab: "1-2" });
      expect([t.D[0], t.E[0]]).toEqual(["2/3", "3/3.5"]);
    }
  });

  it("the TRF's U boards are said at the first board's line: what they give, what is scored", () => {
    const { warnings } = trf("five-teams.trf");
    const line = text("five-teams.trf")
      .split("\n")
      .findIndex((l) => l.startsWith("001   10"));
    const w = warnings.find((x) => x.kind === "team:pab-boards" && x.round === 1)!;
    expect(w.line).toBe(line + 1);
    expect(w.message).toBe(
      `round 1: "Team E" has the team PAB, written as U on its boards (each a win's point as an individual bye: 2 GP); scored as a draw's match and game points, the team regulations' default (C.04.6, the Olympiad); pab=1-2 scores the boards as written, a 320 record sets the file's own`
    );
  });
});

describe("an odd round robin's free round in the last round", () => {
  // rr5-free-last.trf: 5 teams, 2 boards, a single round robin by the Berger table of 6 (the
  // sixth the free round): R1 B-E 2-0, C-D 1-1, A free; R2 E-C 1½-½, A-B 2-0, D free; R3 C-A
  // ½-1½, D-E ½-1½, B free; R4 A-D 1½-½, B-C 0-2, E free; R5 D-B 2-0, E-A ½-1½, C free. The
  // free team's players are written `0000 - Z`.
  //   MP: A 2+2+2+2 = 8, B 2+0+0+0 = 2, C 1+0+0+2 = 3, D 1+0+0+2 = 3, E 0+2+2+0 = 4.
  //   GP: A 2+1½+1½+1½ = 6½, B 2, C 1+½+½+2 = 4, D 1+½+½+2 = 4, E 1½+1½+½ = 3½.
  // Team C has no match in round 5 only: its free round (C.07 15.2), not "withdrawn after round 4".
  const ev = () => trf("rr5-free-last.trf").event;

  it("no team is withdrawn, and the type is a round robin", () => {
    const st = teamStandings(ev(), ["MP", "GP"]);
    expect(st.view.mp.type).toBe("round-robin");
    expect(table(ev(), ["GP"])).toEqual({
      A: ["8/6.5", "6.5"],
      B: ["2/2", "2"],
      C: ["3/4", "4"],
      D: ["3/4", "4"],
      E: ["4/3.5", "3.5"],
    });
    const t = teamStandingsTable(st);
    expect(t.header).not.toContain("Status");
    expect(ev().teams.map((x) => x.withdrawnAfter)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("the same when the file does not say round robin (the type inferred: all met)", () => {
    const plain = text("rr5-free-last.trf").replace("092 Team Round Robin", "092 Team");
    const st = teamStandings(readTeamTrf(plain, parseTrf(plain)).event, ["MP", "GP"]);
    expect(st.view.mp.type).toBe("round-robin");
    expect(teamStandingsTable(st).header).not.toContain("Status");
  });

  it("the working names the round a free round", () => {
    const st = teamStandings(ev(), ["MP", "GP"]);
    const c = st.rows.find((r) => r.player.name === "Team C")!.index;
    const rows = teamWorking(st, c).codes[0].explanation.rows;
    expect(rows.map((r) => r.label)).toEqual([
      "match 1-1 vs Team D",
      "match 0.5-1.5 vs Team E",
      "match 0.5-1.5 vs Team A",
      "match 2-0 vs Team B",
      "free round",
    ]);
  });

  it("a team with more rounds without a match than free rounds is still withdrawn", () => {
    // Team E (players 9, 10) stops after round 3: R5 E-A not played (A has no match either), R4
    // its free round. E: 2 rounds without a match, more than the 1 free round of a single round
    // robin: withdrawn after round 3. (A, with R1 free and R5 unplayed, has 2 as well: the
    // file cannot tell a withdrawal from a withdrawn opponent, and A is read as withdrawn after
    // round 4 too, as before; a round robin's organiser records the withdrawn team's matches
    // as forfeits.)
    const cut = text("rr5-free-last.trf")
      .split("\n")
      .map((l) => {
        if (!/^001 {4}(1|2|9) |^001 {3}10 /.test(l)) return l;
        const pts = l.slice(80, 84);
        const r5 = l.slice(131, 141);
        const v = r5.endsWith("1") ? 1 : r5.endsWith("=") ? 0.5 : 0;
        return (
          l.slice(0, 80) + (Number(pts) - v).toFixed(1).padStart(4) + l.slice(84, 131) + "0000 - Z"
        );
      })
      .join("\n");
    const st = teamStandings(readTeamTrf(cut, parseTrf(cut)).event, ["MP", "GP"]);
    const status = teamStandingsTable(st);
    const col = status.header.indexOf("Status");
    const byName = Object.fromEntries(
      status.rows.map((r) => [r[status.header.indexOf("Team")], r[col]])
    );
    expect(byName["Team E"]).toBe("withdrawn after round 3");
  });
});

describe("a match in which no board was played: unplayed for both teams (C.07 15.1)", () => {
  // drawn-forfeit.trf: 4 teams, 2 boards, 3 rounds, dated 2026-04-01.
  //   R1  A-B: board 1 A forfeits (B +), board 2 B forfeits (A +): 1-1, no board played.
  //       C-D 1½-½.
  //   R2  A-C 2-0, B-D ½-1½.   R3  A-D ½-1½, B-C 0-2.
  //   MP: A 1+2+0 = 3, B 1+0+0 = 1, C 2+0+2 = 4, D 0+2+2 = 4.
  //   GP: A 1+2+½ = 3½, B 1+½+0 = 1½, C 1½+0+2 = 3½, D ½+1½+1½ = 3½.
  // R1 is unplayed for A and B: a draw's points awarded, a VUR for each (each forfeited a
  // board; the reference checker reads it so), its element a dummy capped by the scheduled
  // opponent's adjusted score (16.4.1); adjusted scores (16.3.1) are the points awarded, so the
  // opponents' values do not move.
  //   BH:MP  A: dummy min(3, B 1) = 1 + C 4 + D 4 = 9;  B: dummy min(1, A 3) = 1 + D 4 + C 4 = 9
  //          (as a played draw: B had A's 3, 11);  C: D 4 + A 3 + B 1 = 8;  D: C 4 + B 1 + A 3 = 8.
  //   EMGSB  A: 1 × 1 + C 4 × 2 + D 4 × ½ = 11;  B: 1 × 1 + D 4 × ½ + C 4 × 0 = 3 (played: 5);
  //          C: D 4 × 1½ + A 3 × 0 + B 1 × 2 = 8;  D: C 4 × ½ + B 1 × 1½ + A 3 × 1½ = 8.
  //   REP    A, B: 3 - 1 forfeit loss = 2 (played: 3); C, D 3.
  //   STD    A: ½ (the same points as B) + 1 + 0 = 1½; B: ½ + 0 + 0 = ½.
  // Under the 2024 rules the dummy is the team's own score: A BH:MP 3 + 4 + 4 = 11, EMGSB
  // 3 × 1 + 8 + 2 = 13, BH:GP 3½ + 3½ + 3½ = 10½. FIDE's reference checker (TieBreakServer
  // 1.9.57, -s) gives every one of these values on this file (and on it dated 2025-04-01).
  const ev = () => trf("drawn-forfeit.trf").event;

  it("BH:MP, EMGSB, REP and STD of both teams and their opponents", () => {
    expect(table(ev(), ["BH:MP", "EMGSB", "REP", "STD"])).toEqual({
      A: ["3/3.5", "9", "11", "2", "1.5"],
      B: ["1/1.5", "9", "3", "2", "0.5"],
      C: ["4/3.5", "8", "8", "3", "2"],
      D: ["4/3.5", "8", "8", "3", "2"],
    });
  });

  it("under the 2024 rules (no caps on the dummy)", () => {
    const st = teamStandings(ev(), ["MP", "BH:MP", "EMGSB", "BH:GP"], { rules: "fide-2024" });
    const a = st.rows.find((r) => r.player.name === "Team A")!;
    expect(a.values.map(String)).toEqual(["11", "13", "10.5"]);
  });

  it("the working and the team crosstable say so; the crosstable reads back the same", () => {
    const st = teamStandings(ev(), ["MP", "BH:MP"]);
    const a = st.rows.find((r) => r.player.name === "Team A")!.index;
    expect(teamWorking(st, a).codes[1].explanation.rows[0].label).toMatch(
      /^forfeited match 1-1 vs Team B \(drawn, no board played\)/
    );
    const x = teamCrosstable(st);
    const rowA = x.rows.find((r) => r[2] === "Team A")!;
    const rowB = x.rows.find((r) => r[2] === "Team B")!;
    expect([rowA[5], rowB[5]]).toEqual(["2 =", "1 ="]);
    // the crosstable typed back in as a team Swiss table (opponent, "=": drawn, no board played)
    const grid = [
      ["No", "Team", "R1", "R2", "R3"],
      ...[...x.rows]
        .sort((p, q) => Number(p[1]) - Number(q[1]))
        .map((r) => [r[1], r[2], ...r.slice(5)]),
    ];
    const back = parseTeamGrid(grid).event;
    expect(table(back, ["BH:MP", "EMGSB", "REP"])).toEqual(table(ev(), ["BH:MP", "EMGSB", "REP"]));
  });

  it("one side drawn by forfeits and the other not is an error at the cell", () => {
    const grid = [
      ["No", "Team", "R1"],
      [1, "Alpha", "2 ="],
      [2, "Beta", "1 +"],
    ];
    expect(() => parseTeamGrid(grid, { layout: "team-swiss", boards: 2 })).toThrow(
      /C2: round 1: this cell and C3 disagree: one side is drawn by forfeits, the other not/
    );
  });
});

describe("a board won against an empty board: the warning says what is done", () => {
  // short-team.trf: 4 teams, 2 boards, 2 rounds. R1 A-B: board 1 player 1 beats 3; A fields no
  // second player (player 2 `0000 - Z`), so B's player 4 has `0000 - +` (old notation): board 2
  // won by forfeit against A's empty board, 1-1. C-D 1-1 (½, ½). R2 A-C 2-0, B-D: 3 loses to 7,
  // 4 draws 8: ½-1½.
  //   MP/GP: A 1+2 = 3 / 1+2 = 3; B 1+0 = 1 / 1+½ = 1½; C 1 / 1; D 1+2 = 3 / 1+1½ = 2½.
  const read = () => trf("short-team.trf");

  it("scored as a board won by forfeit, and said so (not 'a pairing-allocated bye')", () => {
    const { event, warnings } = read();
    expect(table(event, ["GP"])).toEqual({
      A: ["3/3", "3"],
      B: ["1/1.5", "1.5"],
      C: ["1/1", "1"],
      D: ["3/2.5", "2.5"],
    });
    const line =
      text("short-team.trf")
        .split("\n")
        .findIndex((l) => l.startsWith("001    4")) + 1;
    expect(warnings.map((w) => [w.line, w.message])).toEqual([
      [
        line,
        `round 1: '+' with opponent 0000 (old bye notation) on a board of a match: scored as a board won by forfeit for "Team B", which plays "Team A" this round (the other team left the board empty)`,
      ],
    ]);
    // the board table counts it as a forfeit, not a game
    const b2 = boardTables(teamOf(teamContext(event))!, 2).find((t) => t.board === 2)!;
    const p4 = b2.rows.find((r) => r.player === 4)!;
    expect([p4.games, p4.forfeits, p4.points.toString()]).toEqual([1, 1, "0.5"]);
  });
});

describe("REP in an odd round robin: one rule for MP and GP", () => {
  // rr5-free-last.trf (above): every team has one free round and no forfeit. REP subtracts only
  // forfeit losses in a round robin (15.2): on MP 5 of 5 rounds; on GP every board of the 5
  // rounds, the free round's 2 boards included: 10 of 10 (it was 8: the free round's boards
  // left out while MP counted the round). The reference checker subtracts a free round written
  // Z from both (4 and 8).
  it("REP 5 and REP:GP 10 for every team", () => {
    const t = table(trf("rr5-free-last.trf").event, ["REP", "REP:GP"]);
    for (const k of ["A", "B", "C", "D", "E"]) expect(t[k].slice(1)).toEqual(["5", "10"]);
  });
});
