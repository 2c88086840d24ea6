import {
  computeStandings,
  computeValues,
  explainValue,
  getPreset,
  Q,
  type EngineOptions,
  type GameEntry,
  type Player,
  type RoundEntry,
  type Tournament,
  type Value,
} from "../../src/engine";
import { loadFixture } from "../helpers/fixtures";
import { mini } from "../helpers/mini";

/** Values of a code as text, by player id. */
function vals(t: Tournament, code: string, opts: EngineOptions = {}): Record<number, string> {
  const { values } = computeValues(t, code, { rules: "plain", ...opts });
  const out: Record<number, string> = {};
  t.players.forEach((p, i) => (out[p.id] = show(values[i])));
  return out;
}
function show(v: Value): string {
  return v === null ? "null" : v.d === 1 ? String(v.n) : `${v.n}/${v.d}`;
}

/*
 * Tournament A (5 players, 3 rounds, points 1/½/0, PAB = 1):
 *   R1: 1 beat 2, 3 drew 4, 5 PAB
 *   R2: 1 beat 3, 2 beat 5, 4 PAB
 *   R3: 4 beat 1, 3 beat 5, 2 PAB
 * Records (W-L-D): 1: 2-1-0, 2: 2-1-0 (PAB a win), 3: 1-1-1, 4: 2-0-1 (PAB), 5: 1-2-0 (PAB)
 * Points: 1: 2, 2: 2, 3: 1.5, 4: 2.5, 5: 1
 */
const A = mini(
  [1, 2, 3, 4, 5].map((id) => ({ id, attrs: { TP: 60 - 10 * id } })), // TP 50 40 30 20 10
  [
    ["1 2 W", "3 4 D", "5 pab"],
    ["1 3 W", "2 5 W", "4 pab"],
    ["4 1 W", "3 5 W", "2 pab"],
  ]
);

describe("REC: record points", () => {
  it("default weights 1-½-0", () => {
    // 1: 2 wins = 2; 3: 1 win + 1 draw = 1.5; 4: 2 wins + 1 draw = 2.5
    expect(vals(A, "REC")).toEqual({ 1: "2", 2: "2", 3: "3/2", 4: "5/2", 5: "1" });
  });
  it("weights from the code or the rec option", () => {
    // 3-1-0: 1: 6, 2: 6, 3: 3+1 = 4, 4: 6+1 = 7, 5: 3
    const expected = { 1: "6", 2: "6", 3: "4", 4: "7", 5: "3" };
    expect(vals(A, "REC:3-1-0")).toEqual(expected);
    expect(vals(A, "REC", { extra: { rec: "3-1-0" } })).toEqual(expected);
    // 2-1-1 (a loss is worth 1): 3: 2+1+1 = 4, 5: 2 + 2 losses = 4
    expect(vals(A, "REC:2-1-1")[5]).toBe("4");
  });
  it("an absence is not in the record; forfeits are", () => {
    // 1 beat 2 by forfeit, then 1 absent: 1 = 1 win; 2 = 1 loss (2 × 0.5 for REC:1-0.5-0.5)
    const t = mini([1, 2], [["1 2 +"], ["1 zpb", "2 zpb"]]);
    expect(vals(t, "REC:1-0.5-0.5")).toEqual({ 1: "1", 2: "1/2" });
  });
  it("leading the order it ranks first in place of the points", () => {
    // points (1/½/0) would put 4 first (2.5); REC:3-1-0 puts 4 first too (7), then 1 and 2 (6)
    // tied, then 3 (4), 5 (3). Decided by H2H: 1 beat 2.
    const st = computeStandings(A, "REC:3-1-0, H2H", { rules: "plain" });
    expect(st.primary).toBe("REC:3-1-0");
    expect(st.rows.map((r) => r.player.id)).toEqual([4, 1, 2, 3, 5]);
    expect(st.rows[1].decidedBy).toBe("H2H");
  });
  it("bad weights are a clear error", () => {
    expect(() => computeValues(A, "REC:3-1")).toThrow(/win-draw-loss/);
  });
});

describe("strength of schedule on tournament A", () => {
  it("SOSSUM:W sums the opponents' wins; a bye is not an opponent", () => {
    // 1: opps 2,3,4 wins 2+1+2 = 5; 2: opps 1,5 = 2+1 = 3; 3: 4,1,5 = 2+2+1 = 5;
    // 4: 3,1 = 1+2 = 3; 5: 2,3 = 2+1 = 3
    expect(vals(A, "SOSSUM:W")).toEqual({ 1: "5", 2: "3", 3: "5", 4: "3", 5: "3" });
    expect(vals(A, "SOSSUM")).toEqual(vals(A, "SOSSUM:W"));
  });
  it("SOSAVG:W averages; sos.bye=win0 adds a 0-valued opponent for each bye", () => {
    // 1: 5/3, 2: 3/2, 3: 5/3, 4: 3/2, 5: 3/2
    expect(vals(A, "SOSAVG:W")).toEqual({ 1: "5/3", 2: "3/2", 3: "5/3", 4: "3/2", 5: "3/2" });
    // with the bye as a 0 opponent: 2, 4, 5 have 3 opponents summing 3 -> 1
    expect(vals(A, "SOSAVG:W", { extra: { "sos.bye": "win0" } })).toEqual({
      1: "5/3",
      2: "1",
      3: "5/3",
      4: "1",
      5: "1",
    });
  });
  it("measures PTS, WR, PPR, WL and a given column", () => {
    // PTS: 1: 2+1.5+2.5 = 6; 2: 2+1 = 3; 3: 2.5+2+1 = 5.5; 4: 1.5+2 = 3.5; 5: 2+1.5 = 3.5
    expect(vals(A, "SOSSUM:PTS")).toEqual({ 1: "6", 2: "3", 3: "11/2", 4: "7/2", 5: "7/2" });
    // WR (wins / 3 rounds): 2: 2/3, 3: 1/3, 4: 2/3 -> SOSAVG for 1 = (2/3+1/3+2/3)/3 = 5/9
    expect(vals(A, "SOSAVG:WR")[1]).toBe("5/9");
    // PPR (points / 3 rounds): for 1 = (2/3 + 1.5/3 + 2.5/3)/3 = 6/9 = 2/3
    expect(vals(A, "SOSAVG:PPR")[1]).toBe("2/3");
    // WL: 1: 1, 4: 2, 5: -1 -> SOSSUM:WL for 3 (opps 4,1,5) = 2+1-1 = 2
    expect(vals(A, "SOSSUM:WL")[3]).toBe("2");
    // TP 50 40 30 20 10: SOSAVG:TP for 1 (opps 2,3,4) = (40+30+20)/3 = 30
    expect(vals(A, "SOSAVG:TP")[1]).toBe("30");
    expect(vals(A, "SOSAVG:given:TP")[1]).toBe("30");
    // another code as the measure: REC:3-1-0 of 2, 3, 4 = 6 + 4 + 7 = 17; WIN equals W here
    expect(vals(A, "SOSSUM:REC:3-1-0")[1]).toBe("17");
    expect(vals(A, "SOSSUM:WIN")).toEqual(vals(A, "SOSSUM:W"));
    expect(() => vals(A, "SOSSUM:H2H")).toThrow(/tied group/);
  });
  it("a floor lifts each opponent's measure", () => {
    // WR of 2, 3, 4 = 2/3, 1/3 -> 1/2, 2/3: (2/3 + 1/2 + 2/3)/3 = (11/6)/3 = 11/18
    expect(vals(A, "SOSAVG:WR", { extra: { "sos.floor": "0.5" } })[1]).toBe("11/18");
  });
  it("cut and median modifiers", () => {
    // 1's contributions 2, 1, 2: /C1 drops the 1 -> 4; /M1 drops 1 and a 2 -> 2
    expect(vals(A, "SOSSUM:W/C1")[1]).toBe("4");
    expect(vals(A, "SOSSUM:W/M1")[1]).toBe("2");
  });
  it("extended SoS applies the same operator to the opponents' SoS", () => {
    // ESOSSUM:W for 1 = SOSSUM(2)+SOSSUM(3)+SOSSUM(4) = 3+5+3 = 11; for 2 = 5+3 = 8
    expect(vals(A, "ESOSSUM:W")[1]).toBe("11");
    expect(vals(A, "ESOSSUM:W")[2]).toBe("8");
    // ESOSAVG:W for 1 = (3/2 + 5/3 + 3/2)/3 = (14/3)/3 = 14/9
    expect(vals(A, "ESOSAVG:W")[1]).toBe("14/9");
  });
  it("sos.dedupe counts an opponent met twice once", () => {
    // R1 1 beat 2, 3 beat 4; R2 1 beat 2, 4 beat 3; R3 1 beat 3, 2 drew 4.
    // wins: 1: 3, 2: 0, 3: 1, 4: 1. SOSAVG:W for 1: (0+0+1)/3 = 1/3; deduplicated (0+1)/2 = 1/2
    const t = mini(
      [1, 2, 3, 4],
      [
        ["1 2 W", "3 4 W"],
        ["1 2 W", "4 3 W"],
        ["1 3 W", "2 4 D"],
      ]
    );
    expect(vals(t, "SOSAVG:W")[1]).toBe("1/3");
    expect(vals(t, "SOSAVG:W", { extra: { "sos.dedupe": "yes" } })[1]).toBe("1/2");
  });
  it("forfeits count as meetings only with /P", () => {
    // R1: 1 beat 2, 3 PAB; R2: 1 beat 3 by forfeit, 2 PAB. 2 and 3 have 1 point and 1 win each.
    // Without /P only 2 is an opponent of 1: 1; with /P 2 and 3: 2
    const t = mini(
      [1, 2, 3],
      [
        ["1 2 W", "3 pab"],
        ["1 3 +", "2 pab"],
      ]
    );
    expect(vals(t, "SOSSUM:PTS")[1]).toBe("1");
    expect(vals(t, "SOSSUM:PTS/P")[1]).toBe("2");
    expect(vals(t, "SOSSUM:W/P")[1]).toBe("2");
  });
  it("explains the opponents used", () => {
    const ex = explainValue(A, "SOSSUM:W/C1", 0, { rules: "plain" });
    expect(ex.value?.eq(Q.int(4))).toBe(true);
    expect(ex.rows.map((r) => [r.opponent, r.used?.toNumber(), r.status])).toEqual([
      [2, 2, "kept"],
      [3, 1, "cut"],
      [4, 2, "kept"],
    ]);
  });
  it("bad options are clear errors", () => {
    expect(() => vals(A, "SOSSUM", { extra: { "sos.bye": "maybe" } })).toThrow(/sos\.bye/);
    expect(() => vals(A, "SOSSUM", { extra: { "sos.floor": "x" } })).toThrow(/sos\.floor/);
    expect(() => vals(A, "SOSSUM:NOPE")).toThrow(/no column "NOPE"/);
  });
});

/*
 * Four players all level on a given column P (so the whole field is one tied group):
 *   1 beat 2 (VP 10:5), 2 beat 3 (10:5), 3 beat 1 (20:5), 1 beat 4 (20:0), 2 beat 4 (20:10),
 *   3 beat 4 (10:5).
 * Among all four: points 1: 2, 2: 2, 3: 2, 4: 0 (a cycle among 1, 2, 3);
 *   VP difference 1: 5 - 15 + 20 = 10, 2: -5 + 5 + 10 = 10, 3: -5 + 15 + 5 = 15, 4: -35;
 *   VP scored 1: 10+5+20 = 35, 2: 5+10+20 = 35, 3: 5+20+10 = 35, 4: 5+0+10 = 15.
 * So the mini-league puts 3 first on VP difference, 1 and 2 level; re-applied to {1, 2}: 1 beat 2.
 */
const L = mini(
  [1, 2, 3, 4].map((id) => ({ id, attrs: { P: 0 } })),
  [
    ["1 2 W vp=10:5 vpa=5:10", "3 4 W vp=10:5 vpa=5:10"],
    ["2 3 W vp=10:5 vpa=5:10", "1 4 W vp=20:0 vpa=0:20"],
    ["3 1 W vp=20:5 vpa=5:20", "2 4 W vp=20:10 vpa=10:20"],
  ]
);
const GROUP: EngineOptions = { rules: "plain", primary: "given:P" };

describe("head-to-head variants", () => {
  it("H2H: net wins inside the tied group", () => {
    // A: 1 and 2 tied on 2 points, 1 beat 2 -> +1 / -1; alone in their groups: 0
    expect(vals(A, "H2H")).toEqual({ 1: "1", 2: "-1", 3: "0", 4: "0", 5: "0" });
    // L: 1, 2, 3 each 2 wins 1 loss = +1; 4: -3
    expect(vals(L, "H2H", GROUP)).toEqual({ 1: "1", 2: "1", 3: "1", 4: "-3" });
    const st = computeStandings(L, "H2H", GROUP);
    expect(st.rows.map((r) => [r.player.id, r.rank, r.tied])).toEqual([
      [1, 1, true],
      [2, 1, true],
      [3, 1, true],
      [4, 4, false],
    ]);
  });
  it("H2H ignores forfeits unless /P", () => {
    // 1 and 2 tied on 1 point: 1 beat 2 by forfeit in R1; R2 2 beat 3 over the board, 1 absent
    const t = mini(
      [1, 2, 3],
      [
        ["1 2 +", "3 zpb"],
        ["2 3 W", "1 zpb"],
      ]
    );
    expect(vals(t, "H2H")).toEqual({ 1: "0", 2: "0", 3: "0" });
    expect(vals(t, "H2H/P")).toEqual({ 1: "1", 2: "-1", 3: "0" });
  });
  it("H2HPTS: mini-table points with the event's points or given weights", () => {
    // L: 1, 2, 3 score 2 points among the four, 4 none; with 3-1-0: 6, 6, 6, 0
    expect(vals(L, "H2HPTS", GROUP)).toEqual({ 1: "2", 2: "2", 3: "2", 4: "0" });
    expect(vals(L, "H2HPTS:3-1-0", GROUP)).toEqual({ 1: "6", 2: "6", 3: "6", 4: "0" });
  });
  it("H2HLEAGUE: points, VP difference, VP scored, re-applied to the still-tied subgroup", () => {
    const st = computeStandings(L, "H2HLEAGUE", GROUP);
    // 3 (VP diff 15) ahead of 1 and 2 (10, 35 scored each); among {1, 2}: 1 beat 2
    expect(st.rows.map((r) => r.player.id)).toEqual([3, 1, 2, 4]);
    expect(st.rows.every((r) => !r.tied && r.decidedBy === "H2HLEAGUE")).toBe(true);
    // shown value: mini-table points among the whole group
    expect(st.rows.map((r) => show(r.values[0]))).toEqual(["2", "2", "2", "0"]);
    // without VP stats the cycle 1 > 2 > 3 > 1 stays level
    const plain = mini(
      [1, 2, 3, 4].map((id) => ({ id, attrs: { P: 0 } })),
      [
        ["1 2 W", "3 4 W"],
        ["2 3 W", "1 4 W"],
        ["3 1 W", "2 4 W"],
      ]
    );
    const st2 = computeStandings(plain, "H2HLEAGUE", GROUP);
    expect(st2.rows.map((r) => [r.player.id, r.rank])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 4],
    ]);
  });
  it("a statistic that is not a decimal number is a clear error", () => {
    const t = mini([1, 2], [["1 2 W vp=1:2"]]);
    t.players[0].rounds[0] = { ...(t.players[0].rounds[0] as GameEntry), stats: { vp: NaN } };
    expect(() => vals(t, "STAT:vp")).toThrow(/P1 round 1: game statistic vp=NaN/);
  });
  it("STAT sums a per-game statistic", () => {
    // vp: 1: 10 + 20 + 5 = 35; 4: 5 + 0 + 10 = 15
    expect(vals(L, "STAT:vp")[1]).toBe("35");
    expect(vals(L, "STAT:vp")[4]).toBe("15");
  });
});

/*
 * Magic tournament M (5 players, 3 rounds; game records in brackets, first player's view):
 *   R1: 1 beat 2 (2-1), 3 beat 4 (2-0), 5 bye
 *   R2: 1 beat 3 (2-0), 5 beat 2 (2-1), 4 bye
 *   R3: 1 beat 5 (2-0), 2 drew 4 (1-1), 3 bye
 * Match points (bye = win): 1: 9, 2: 1, 3: 6, 4: 3+1 = 4, 5: 6 (three rounds each)
 * MW%: 1: 1, 2: 1/9 -> floor 0.33, 3: 2/3, 4: 4/9, 5: 2/3
 * Games (bye = 2-0): 1: 6-1 -> 18/21 = 6/7; 2: 3 won, 5 lost -> 9/24 = 3/8; 3: 4-2 -> 12/18 = 2/3;
 *   4: 3 won, 3 lost -> 9/18 = 1/2; 5: 4-3 -> 12/21 = 4/7
 */
const M = mini(
  [1, 2, 3, 4, 5],
  [
    ["1 2 W gw=2:1 gl=1:2", "3 4 W gw=2:0 gl=0:2", "5 pab"],
    ["1 3 W gw=2:0 gl=0:2", "5 2 W gw=2:1 gl=1:2", "4 pab"],
    ["1 5 W gw=2:0 gl=0:2", "2 4 D gw=1:1 gl=1:1", "3 pab"],
  ]
);

describe("Magic: MW%, OMW%, GW%, OGW%", () => {
  it("MW% with the 0.33 floor", () => {
    expect(vals(M, "MW")).toEqual({ 1: "1", 2: "33/100", 3: "2/3", 4: "4/9", 5: "2/3" });
  });
  it("OMW%: average of the opponents' MW%; byes are not opponents", () => {
    // 1: (0.33 + 2/3 + 2/3)/3 = (99/300 + 400/300)/3 = 499/900
    // 2: (1 + 2/3 + 4/9)/3 = 19/27;  3: (4/9 + 1)/2 = 13/18
    // 4: (2/3 + 0.33)/2 = 299/600;   5: (0.33 + 1)/2 = 133/200
    expect(vals(M, "OMW")).toEqual({
      1: "499/900",
      2: "19/27",
      3: "13/18",
      4: "299/600",
      5: "133/200",
    });
    expect(vals(M, "OMW%")).toEqual(vals(M, "OMW"));
  });
  it("GW% from game stats (bye 2-0) and OGW%", () => {
    expect(vals(M, "GW")).toEqual({ 1: "6/7", 2: "3/8", 3: "2/3", 4: "1/2", 5: "4/7" });
    // OGW 1: (3/8 + 2/3 + 4/7)/3 = (63 + 112 + 96)/168/3 = 271/504; 3: (1/2 + 6/7)/2 = 19/28
    const ogw = vals(M, "OGW");
    expect(ogw[1]).toBe("271/504");
    expect(ogw[3]).toBe("19/28");
  });
  it("without game stats one game per match", () => {
    // A, player 1: W W L -> (3+3+0)/9 = 2/3; player 2: L, W, PAB (2-0) -> 3 won 1 lost = 9/12 = 3/4
    expect(vals(A, "GW")[1]).toBe("2/3");
    expect(vals(A, "GW")[2]).toBe("3/4");
  });
  it("mtg.byes=ignore leaves byes out of a player's own percentages", () => {
    // 3's MW% 3/6 = 1/2 and 5's 3/6 = 1/2: OMW of 1 = (0.33 + 1/2 + 1/2)/3 = 133/300
    expect(vals(M, "OMW", { extra: { "mtg.byes": "ignore" } })[1]).toBe("133/300");
  });
  it("mtg preset: match points, then OMW% separates 3 and 5", () => {
    const p = getPreset("mtg")!;
    const st = computeStandings(M, p.order, { rules: "plain", extra: p.options });
    // MP 1: 9; 3 and 5: 6 (OMW 13/18 > 133/200); 4: 4; 2: 1
    expect(st.rows.map((r) => r.player.id)).toEqual([1, 3, 5, 4, 2]);
    expect(st.rows[1].decidedBy).toBe("OMW");
    expect(st.rows[1].aboveBy).toBe("REC:3-1-0");
  });
  it("game counts must be whole numbers", () => {
    const t = mini([1, 2], [["1 2 W gw=1.5:0"]]);
    expect(() => vals(t, "GW")).toThrow(/whole number/);
  });
});

describe("presets", () => {
  it("wargame-owr, mtg and steamroller parse and run", () => {
    for (const id of ["wargame-owr", "mtg", "steamroller"]) {
      const p = getPreset(id)!;
      expect(p.summary.length).toBeGreaterThan(20);
      const st = computeStandings(A, p.order, { rules: "plain", extra: p.options });
      expect(st.rows).toHaveLength(5);
    }
  });
  it("wargame-owr on A: record points, then H2H (1 beat 2)", () => {
    const p = getPreset("wargame-owr")!;
    const st = computeStandings(A, p.order, { rules: "plain", extra: p.options });
    // REC 1-½-0: 4: 2.5; 1, 2: 2; 3: 1.5; 5: 1
    expect(st.rows.map((r) => [r.player.id, r.decidedBy])).toEqual([
      [4, "REC:1-0.5-0"],
      [1, "H2H"],
      [2, "H2H"],
      [3, "REC:1-0.5-0"],
      [5, "REC:1-0.5-0"],
    ]);
  });
  it("REC explains the record round by round", () => {
    // player 5: PAB (win, 3), loss to 2 (0), loss to 3 (0) under 3-1-0
    const ex = explainValue(A, "REC:3-1-0", 4, { rules: "plain" });
    expect(ex.value?.toNumber()).toBe(3);
    expect(ex.rows.map((r) => r.contribution?.toNumber())).toEqual([3, 0, 0]);
    expect(ex.summary).toMatch(/1-2-0/);
  });
  it("steamroller: wins, then the sum of the opponents' wins", () => {
    const p = getPreset("steamroller")!;
    const st = computeStandings(A, p.order, { rules: "plain", extra: p.options });
    // wins: 1, 2, 4: 2; 3, 5: 1. SOSSUM:W 1: 5, 2: 3, 4: 3 -> 1 first, 2 and 4 tied;
    // 3 (5) above 5 (3)
    expect(st.rows.map((r) => [r.player.id, r.rank])).toEqual([
      [1, 1],
      [2, 2],
      [4, 2],
      [3, 4],
      [5, 5],
    ]);
  });
});

describe("fixture h2h-six-tied (Old World Rankings head-to-head)", () => {
  const fx = loadFixture("seeds/h2h-six-tied.json");
  /** The fixture's players with only the games among them; other rounds are absences. */
  function build(): Tournament {
    const players: Player[] = fx.players.map(
      (p: { id: number; name: string; given: Record<string, number | string> }) => ({
        id: p.id,
        name: p.name,
        attrs: { ...p.given },
        rounds: [] as RoundEntry[],
      })
    );
    const byId = new Map(players.map((p) => [p.id, p]));
    const last = Math.max(...fx.games_in_group.map((g: { round: number }) => g.round));
    for (const g of fx.games_in_group as {
      round: number;
      winner?: number;
      loser?: number;
      draw?: [number, number];
    }[]) {
      const r = g.round - 1;
      const [a, b] = g.draw ?? [g.winner!, g.loser!];
      const oa = g.draw ? "draw" : "win";
      const ob = g.draw ? "draw" : "loss";
      byId.get(a)!.rounds[r] = { kind: "game", opponent: b, outcome: oa };
      byId.get(b)!.rounds[r] = { kind: "game", opponent: a, outcome: ob };
    }
    for (const p of players)
      for (let r = 0; r < last; r++) p.rounds[r] ??= { kind: "bye", bye: "zpb" };
    return { players, points: { ...A.points }, meta: {} };
  }
  const t = build();
  const st = computeStandings(t, fx.order, { rules: "plain", primary: fx.order[0] });

  it("ranks by the given record points first", () => {
    expect(st.primary).toBe(fx.order[0]);
    expect(st.keys).toEqual(fx.order.slice(1));
  });
  it("H2H values", () => {
    const k = st.keys.indexOf("H2H");
    for (const row of st.rows) {
      expect(row.values[k]?.toNumber()).toBe(fx.expected.values[String(row.player.id)].H2H);
    }
  });
  it("ranking and the criterion that decided each place", () => {
    expect(st.rows.map((r) => r.player.id)).toEqual(fx.expected.ranking);
    for (const row of st.rows) {
      const want: string = fx.expected.resolved_by[String(row.player.id)];
      const key = st.keys.find((k) => k === want || k === `given:${want}`);
      expect([row.player.name, row.decidedBy]).toEqual([row.player.name, key]);
    }
  });
});
