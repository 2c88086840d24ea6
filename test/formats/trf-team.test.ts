/**
 * TRF16 team events (013 lines) and the TRF-2026 team records. test/fixtures/team/five-teams.trf
 * is our own hand-made event (2 boards, 3 rounds), the TRF form of test/engine/team/model.test.ts
 * with the team PABs written as `U` on each board. A team PAB scores the team regulations'
 * default, a draw's match and game points (1 MP, 1 GP), whatever its boards say:
 *
 *   R1  A-B 1½-½   C-D 2-0 (both boards forfeited by D)   E PAB (U U)
 *   R2  A-C 1-1 (A fields 2 and the reserve 3: board 1 = player 2 "-", board 2 = player 3 "1")
 *       B-E ½-1½   D PAB
 *   R3  A-E 2-0   B-D 1-1   C absent (withdrawn)
 *
 *   MP/GP: A 5/4½, B 1/2, C 3/3, D 2/2, E 3/2½.
 *   Adjusted GP (16.3): C's absent last round counts as a draw (1 GP): 2+1+1 = 4.
 *   BH:GP (2026): A: B 2 + C 4 + E 2½ = 8½; B: A 4½ + E 2½ + D 2 = 9;
 *     C: dummy min(3, D 2) = 2, A 4½, dummy min(3, 1×3) = 3 → 9½;
 *     D: dummy min(2, C 4) = 2, PAB dummy min(2, 3) = 2, B 2 → 6;
 *     E: PAB dummy min(2½, 3) = 2½, B 2, A 4½ → 9.
 *   EMGSB of E: PAB dummy MP min(3, 1×3) = 3 × 1 GP + B 1 × 1½ + A 5 × 0 = 4½.
 *
 * FIDE's reference checker (TieBreakServer 1.9.57) scores the U boards as they are written, a
 * win's point each (1 MP, 2 GP: our pab=1-2). With pab=1-2: D 2/3, E 3/3½; BH:GP A 9½, B 11,
 * C 10½ (dummy min(3, D 3) = 3), D 8, E 9½ (PAB dummy min(3½, 3) = 3); EMGSB of E 3 × 2 + 1½ =
 * 7½: the checker's MP, GP, BH:MP, BH:GP and EMGSB on the same file.
 */
import * as fs from "fs";
import * as path from "path";
import { teamStandings } from "../../src/engine";
import { parseTrf, TrfError } from "../../src/formats/trf";
import { isTeamTrf, primaryFrom192, readTeamTrf } from "../../src/formats/trf-team";

const FIVE = fs.readFileSync(path.resolve(__dirname, "../fixtures/team/five-teams.trf"), "utf8");

function read(text: string) {
  return readTeamTrf(text, parseTrf(text)).event;
}

function col(
  text: string,
  code: string,
  primary = "MP",
  extra?: Record<string, string>
): Record<string, string | null> {
  const st = teamStandings(read(text), [primary, code], extra ? { extra } : {});
  return Object.fromEntries(
    st.rows.map((r) => [r.player.name.replace("Team ", ""), r.values[0]?.toString() ?? null])
  );
}

describe("TRF16 with 013 team lines", () => {
  it("is detected as a team event", () => {
    expect(isTeamTrf(FIVE)).toBe(true);
    expect(isTeamTrf(FIVE.replace(/^013.*$/gm, ""))).toBe(false);
  });
  it("reads teams, rosters and the boards in roster order within each match", () => {
    const ev = read(FIVE);
    expect(ev.teams.map((t) => [t.id, t.name, t.roster])).toEqual([
      [1, "Team A", [1, 2, 3]],
      [2, "Team B", [4, 5]],
      [3, "Team C", [6, 7]],
      [4, "Team D", [8, 9]],
      [5, "Team E", [10, 11]],
    ]);
    expect(ev.boards).toBe(2);
    const ac = ev.matches.find((m) => m.round === 2 && m.home === 1)!;
    expect(ac.away).toBe(3);
    expect(ac.boards!.map((b) => [b.board, b.home.player, b.away?.player])).toEqual([
      [1, 2, 6],
      [2, 3, 7],
    ]);
    expect(ev.teams[2].withdrawnAfter).toBe(2);
  });
  it("scores MP and GP, the U boards of a team PAB and the all-forfeit match", () => {
    const st = teamStandings(read(FIVE), ["MP", "GP"]);
    const got = Object.fromEntries(st.rows.map((r) => [r.player.name, `${r.mp}/${r.gp}`]));
    expect(got).toEqual({
      "Team A": "5/4.5",
      "Team B": "1/2",
      "Team C": "3/3",
      "Team D": "2/2",
      "Team E": "3/2.5",
    });
    expect(st.rows.map((r) => r.player.id)).toEqual([1, 3, 5, 4, 2]);
  });
  it("BH:GP and EMGSB with art. 16 (hand-worked above)", () => {
    expect(col(FIVE, "BH:GP")).toEqual({ A: "8.5", B: "9", C: "9.5", D: "6", E: "9" });
    expect(col(FIVE, "EMGSB").E).toBe("4.5");
  });
  it("with pab=1-2, the U boards' game points: the reference checker's values", () => {
    const pab = { pab: "1-2" };
    expect(col(FIVE, "GP", "MP", pab)).toEqual({ A: "4.5", B: "2", C: "3", D: "3", E: "3.5" });
    expect(col(FIVE, "BH:GP", "MP", pab)).toEqual({
      A: "9.5",
      B: "11",
      C: "10.5",
      D: "8",
      E: "9.5",
    });
    expect(col(FIVE, "EMGSB", "MP", pab).E).toBe("7.5");
  });
  it("a PAB's U boards are a warning at the first board's line, naming what is scored", () => {
    const { warnings } = readTeamTrf(FIVE, parseTrf(FIVE));
    const lineOf = (no: number) =>
      FIVE.split("\n").findIndex((l) => l.startsWith(`001 ${String(no).padStart(4)}`)) + 1;
    expect(warnings.filter((w) => w.kind === "team:pab-boards")).toEqual([
      expect.objectContaining({ line: lineOf(10), round: 1 }),
      expect.objectContaining({ line: lineOf(8), round: 2 }),
    ]);
    expect(warnings[0].message).toMatch(
      /^round 1: "Team E" has the team PAB, written as U on its boards \(.*: 2 GP\); scored as a draw's match and game points, .*; pab=1-2 scores the boards as written/
    );
    // a 320 record gives the PAB's values: no warning
    const with320 = FIVE + "320  1.0  2.0  5  4\n";
    expect(
      readTeamTrf(with320, parseTrf(with320)).warnings.filter((w) => w.kind === "team:pab-boards")
    ).toEqual([]);
  });
  it("TRF-2026 records: 362 match points, 320 team PAB, 192 primary score", () => {
    const text =
      FIVE + "362  W 3.0    D 1.0    L 0.0\n320  1.5  1.0  5  4\n192 FIDE_TEAM_TYPEA_GP_MP\n";
    const ev = read(text);
    expect([ev.matchPoints.win, ev.matchPoints.draw].map(String)).toEqual(["3", "1"]);
    expect(ev.primary).toBe("GP");
    const st = teamStandings(ev, ["GP", "MP"]);
    const e = st.rows.find((r) => r.player.name === "Team E")!;
    // PAB 1.5 MP / 1 GP (320), win 3, loss 0
    expect([e.mp.toString(), e.gp.toString()]).toEqual(["4.5", "2.5"]);
    expect(st.primary).toBe("GP");
  });
  it("192 codes name the primary score", () => {
    expect(primaryFrom192("FIDE_TEAM_TYPEA_MP_GP")).toBe("MP");
    expect(primaryFrom192("FIDE_TEAM_GP")).toBe("GP");
    expect(primaryFrom192("FIDE_TEAM_MP_BAKU")).toBe("MP");
    expect(primaryFrom192("FIDE_DUTCH")).toBeUndefined();
  });
  it("330 forfeited match without board entries: the winner scores every board", () => {
    // drop round 3's B-D boards (columns 110-119) and declare the match forfeited by D;
    // the points column must still agree: players 4, 5, 8, 9 lose their ½
    const fixed = (FIVE + "330 +-   3   2   4\n").split("\n").map((l) => {
      if (!/^001 {4}[4589] /.test(l)) return l;
      const pts = (Number(l.slice(80, 84)) - 0.5).toFixed(1).padStart(4);
      return l.slice(0, 80) + pts + l.slice(84, 109) + "  0000 - Z" + l.slice(119);
    });
    const st = teamStandings(read(fixed.join("\n")), ["MP", "GP"]);
    const b = st.rows.find((r) => r.player.name === "Team B")!;
    const d = st.rows.find((r) => r.player.name === "Team D")!;
    expect(`${b.mp}/${b.gp}`).toBe("2/3"); // 0 + 0 + 2 (forfeit win, 2 boards)
    expect(`${d.mp}/${d.gp}`).toBe("1/1"); // 0 + 1 + 0 (the PAB a draw: 1 MP, 1 GP)
  });
});

describe("team TRF errors name the line", () => {
  it("a player in two teams", () => {
    const text = FIVE.replace(
      "013 Team B                             4    5",
      "013 Team B                             4    5    1"
    );
    expect(() => read(text)).toThrow(TrfError);
    expect(() => read(text)).toThrow(/player 1 is in two teams \("Team A" and "Team B"\)/);
  });
  it("a player facing a player of the same team", () => {
    const text = FIVE.replace(
      "013 Team B                             4    5",
      "013 Team B                             4"
    ).replace(
      "013 Team E                            10   11",
      "013 Team E                            10   11    5"
    );
    try {
      read(text);
      throw new Error("no error");
    } catch (e) {
      expect(e).toBeInstanceOf(TrfError);
      expect(
        (e as TrfError).issues.some((i) =>
          /plays 11, a player of the same team "Team E"/.test(i.message)
        )
      ).toBe(true);
    }
  });
  it("a 013 start number without a player", () => {
    const text = FIVE.replace(
      "013 Team D                             8    9",
      "013 Team D                             8    9   99"
    );
    expect(() => read(text)).toThrow(/team "Team D": player 99 has no 001 line/);
  });
});
