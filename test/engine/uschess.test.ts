import {
  computeStandings,
  computeValues,
  explainValue,
  getPreset,
  type EngineOptions,
  type Tournament,
  type Value,
} from "../../src/engine";
import { mini } from "../helpers/mini";

function vals(t: Tournament, code: string, opts: EngineOptions = {}): Record<number, string> {
  const { values } = computeValues(t, code, { rules: "plain", ...opts });
  const out: Record<number, string> = {};
  t.players.forEach((p, i) => (out[p.id] = show(values[i])));
  return out;
}
function show(v: Value): string {
  return v === null ? "null" : v.toString();
}

/*
 * Tournament U (6 players, 4 rounds, 1/½/0; first player named has White):
 *   R1: 1 beat 2, 3 drew 4, 6 beat 5 (5 White)
 *   R2: 6 drew 1 (6 White), 4 beat 2, 3 PAB, 5 absent
 *   R3: 1 beat 4, 3 won by forfeit against 6, 2 drew 5
 *   R4: 3 beat 1, 4 beat 5 (5 White), 2 half-point bye, 6 half-point bye
 * Scores: 1: 2.5, 2: 1, 3: 3.5, 4: 2.5, 5: 0.5, 6: 2 (exactly half of 4)
 * US adjusted scores (every unplayed round ½):
 *   1: 2.5; 2: 0+0+½+½ = 1; 3: ½ + ½ (PAB) + ½ (forfeit) + 1 = 2.5; 4: 2.5;
 *   5: 0 + ½ (absent) + ½ + 0 = 1; 6: 1 + ½ + ½ (forfeit) + ½ (bye) = 2.5
 * Opponents' adjusted scores per round (own unplayed round = 0):
 *   1: 1, 2.5, 2.5, 2.5      2: 2.5, 2.5, 1, 0      3: 2.5, 0, 0, 2.5
 *   4: 2.5, 1, 2.5, 1        5: 2.5, 0, 1, 2.5      6: 1, 2.5, 0, 0
 */
const U = mini(
  [
    { id: 1, rating: 1800 },
    { id: 2, rating: 1500 },
    { id: 3, rating: 1700 },
    { id: 4, rating: 1600 },
    { id: 5 },
    { id: 6, rating: 1400 },
  ],
  [
    ["1 2 W", "3 4 D", "5 6 L"],
    ["6 1 D", "4 2 W", "3 pab", "5 zpb"],
    ["1 4 W", "3 6 +", "2 5 D"],
    ["3 1 W", "5 4 L", "2 hpb", "6 hpb"],
  ]
);

describe("US Chess 34E on tournament U", () => {
  it("points", () => {
    const st = computeStandings(U, [], { rules: "plain" });
    expect(st.rows.map((r) => r.points.toString())).toEqual(["3.5", "2.5", "2.5", "2", "1", "0.5"]);
  });
  it("USSOLK: sum of the opponents' adjusted scores, own unplayed rounds 0", () => {
    // 1: 1+2.5+2.5+2.5 = 8.5; 2: 6; 3: 5; 4: 7; 5: 6; 6: 3.5
    expect(vals(U, "USSOLK")).toEqual({ 1: "8.5", 2: "6", 3: "5", 4: "7", 5: "6", 6: "3.5" });
  });
  it("USMM: plus drops the lowest, minus the highest, even both", () => {
    // 1 (plus): 8.5 - 1 = 7.5; 2 (minus): 6 - 2.5 = 3.5; 3 (plus): 5 - 0 = 5;
    // 4 (plus): 7 - 1 = 6; 5 (minus): 6 - 2.5 = 3.5; 6 (2 of 4, even): 3.5 - 0 - 2.5 = 1
    expect(vals(U, "USMM")).toEqual({ 1: "7.5", 2: "3.5", 3: "5", 4: "6", 5: "3.5", 6: "1" });
  });
  it("USMED: drops the highest and the lowest", () => {
    // 1: 8.5-1-2.5 = 5; 2: 6-0-2.5 = 3.5; 3: 5-0-2.5 = 2.5; 4: 7-1-2.5 = 3.5; 5: 3.5; 6: 3.5-0-2.5 = 1
    expect(vals(U, "USMED")).toEqual({ 1: "5", 2: "3.5", 3: "2.5", 4: "3.5", 5: "3.5", 6: "1" });
  });
  it("USCUM: running scores less the unplayed results (34E3: wins and half-point byes)", () => {
    // 1: 1+1.5+2.5+2.5 = 7.5; 2: 0+0+.5+1 = 1.5, less ½ for the half-point bye = 1;
    // 3: .5+1.5+2.5+3.5 = 8, less 1 each for the PAB and the forfeit win = 6;
    // 4: .5+1.5+1.5+2.5 = 6; 5: 0+0+.5+.5 = 1; 6: 1+1.5+1.5+2 = 6, less ½ (half-point bye) = 5.5
    expect(vals(U, "USCUM")).toEqual({ 1: "7.5", 2: "1", 3: "6", 4: "6", 5: "1", 6: "5.5" });
    // us.cum=win takes off the unplayed wins only: 2: 1.5; 6: 6
    const win = vals(U, "USCUM", { extra: { "us.cum": "win" } });
    expect([win[2], win[3], win[6]]).toEqual(["1.5", "6", "6"]);
    expect(vals(U, "USCUM", { extra: { "us.cum": "half" } })).toEqual(vals(U, "USCUM"));
    expect(() => vals(U, "USCUM", { extra: { "us.cum": "all" } })).toThrow(/us\.cum/);
  });
  it("USOPPCUM: sum of the opponents' cumulative, own unplayed 0", () => {
    // 1: opps 2, 6, 4, 3: 1 + 5.5 + 6 + 6 = 18.5; 3: 4 and 1: 6 + 7.5 = 13.5; 6: 5 and 1: 1 + 7.5
    const v = vals(U, "USOPPCUM");
    expect([v[1], v[3], v[6]]).toEqual(["18.5", "13.5", "8.5"]);
  });
  it("USKASH: 4 / 2 / 1 for win / draw / loss, unplayed 0", () => {
    // 1: 4+2+4+1 = 11; 3: 2+0+0+4 = 6; 4: 2+4+1+4 = 11; 6: 4+2 = 6; 2: 1+1+2 = 4; 5: 1+2+1 = 4
    expect(vals(U, "USKASH")).toEqual({ 1: "11", 2: "4", 3: "6", 4: "11", 5: "4", 6: "6" });
  });
  it("USSB: adjusted scores of opponents beaten + ½ of those drawn", () => {
    // 1: 1 (2) + 1.25 (6) + 2.5 (4) = 4.75; 3: 1.25 (4) + 2.5 (1) = 3.75 (bye, forfeit 0);
    // 4: 1.25 (3) + 1 (2) + 1 (5) = 3.25; 6: 1 (5) + 1.25 (1) = 2.25; 2: ½ of 1 (5) = 0.5; 5: 0.5
    expect(vals(U, "USSB")).toEqual({
      1: "4.75",
      2: "0.5",
      3: "3.75",
      4: "3.25",
      5: "0.5",
      6: "2.25",
    });
  });
  it("USBLACK: games played with Black", () => {
    // Black: 1 in R2, R4; 2 in R1, R2; 4 in R1, R3, R4; 5 in R3; 6 in R1; 3 never (forfeit not played)
    expect(vals(U, "USBLACK")).toEqual({ 1: "2", 2: "2", 3: "0", 4: "3", 5: "1", 6: "1" });
  });
  it("USARO: average rating of the opponents played, unrated left out unless /U", () => {
    // 1: (1500+1400+1600+1700)/4 = 1550; 3: (1600+1800)/2 = 1700; 4: (1700+1500+1800)/3 = 5000/3
    const r = computeValues(U, "USARO", { rules: "plain" });
    expect(show(r.values[0])).toBe("1550");
    expect(show(r.values[2])).toBe("1700");
    expect(r.values[3]?.n).toBe(5000);
    expect(r.values[3]?.d).toBe(3);
    expect(r.warnings.join(" ")).toMatch(/unrated/);
    // /U1000 for 5: (5000 + 1000)/4 = 1500
    expect(vals(U, "USARO/U1000")[4]).toBe("1500");
  });
  it("USH2H: net wins among the tied players", () => {
    // 1 and 4 tied on 2.5; 1 beat 4
    expect(vals(U, "USH2H")).toEqual({ 1: "1", 2: "0", 3: "0", 4: "-1", 5: "0", 6: "0" });
  });
  it("explains the cumulative", () => {
    // player 3: running .5, 1.5, 2.5, 3.5; PAB (R2) and forfeit win (R3) each less 1
    const ex = explainValue(U, "USCUM", 2, { rules: "plain" });
    expect(ex.rows.map((r) => r.contribution?.toString())).toEqual(["0.5", "0.5", "1.5", "3.5"]);
    expect(ex.value?.toString()).toBe("6");
  });
  it("explains the modified median", () => {
    const ex = explainValue(U, "USMM", 5, { rules: "plain" }); // player 6, even score
    expect(ex.value?.toString()).toBe("1");
    expect(ex.rows.map((r) => [r.opponent, r.used?.toString(), r.status])).toEqual([
      [5, "1", "kept"],
      [1, "2.5", "cut-high"],
      [null, "0", "cut"],
      [null, "0", "kept"],
    ]);
  });
});

describe("nine rounds or more drop two", () => {
  /*
   * 1 meets 2 in odd rounds (5 games) and 3 in even rounds (4), winning all: 9.
   * 4 meets 3 in odd rounds (5 draws) and 2 in even rounds (2 wins all 4).
   * Scores: 1: 9, 2: 4, 3: 2.5, 4: 2.5.
   * 1: opponents 4 (x5) and 2.5 (x4): Solkoff 30; plus -> drop the two lowest: 25;
   *    median drops two each end: 30 - 5 - 8 = 17
   * 2: opponents 9 (x5) and 2.5 (x4): Solkoff 55; 4 of 9 is minus -> drop two 9s: 37
   */
  const rounds: string[][] = [];
  for (let r = 1; r <= 9; r++) rounds.push(r % 2 ? ["1 2 W", "4 3 D"] : ["1 3 W", "2 4 W"]);
  const t = mini([1, 2, 3, 4], rounds);
  it("USMM and USMED", () => {
    expect(vals(t, "USSOLK")[1]).toBe("30");
    expect(vals(t, "USMM")[1]).toBe("25");
    expect(vals(t, "USMED")[1]).toBe("17");
    expect(vals(t, "USMM")[2]).toBe("37");
  });
});

describe("US presets", () => {
  it("us-chess: 34E default order", () => {
    const p = getPreset("us-chess")!;
    expect(p.order).toEqual(["USMM", "USSOLK", "USCUM", "USOPPCUM"]);
    const st = computeStandings(U, p.order, { rules: "plain" });
    // 3 (3.5); 1 and 4 (2.5): USMM 7.5 > 6; 6 (2); 2 (1); 5 (0.5)
    expect(st.rows.map((r) => r.player.id)).toEqual([3, 1, 4, 6, 2, 5]);
    expect(st.rows[1].decidedBy).toBe("USMM");
  });
  it("us-scholastic", () => {
    const p = getPreset("us-scholastic")!;
    const st = computeStandings(U, p.order, { rules: "plain" });
    expect(st.keys).toEqual(["USMM", "USSOLK", "USSB", "USCUM", "USKASH", "USH2H", "USBLACK"]);
    expect(st.rows.map((r) => r.player.id)).toEqual([3, 1, 4, 6, 2, 5]);
  });
  it("scholastic order: an early win decides through USCUM", () => {
    /*
     * R1 1 beat 2, R2 2 beat 1: points 1-1, MM/Solkoff 1-1, SB 1-1 (each beat a 1-point
     * opponent), cumulative 1: 1+1 = 2, 2: 0+1 = 1 -> decided by USCUM.
     */
    const t = mini([1, 2], [["1 2 W"], ["2 1 W"]]);
    const st = computeStandings(t, getPreset("us-scholastic")!.order, { rules: "plain" });
    expect(st.rows.map((r) => [r.player.id, r.decidedBy])).toEqual([
      [1, "USCUM"],
      [2, "USCUM"],
    ]);
  });
});
