/**
 * Direct encounter (C.07 art. 6): both readings. Expected values come from the C.07 test vectors
 * (test/fixtures/c07), the seed fixtures, or hand computation next to the test.
 */
import {
  computeStandings,
  computeValues,
  explainValue,
  type EngineOptions,
  type Tournament,
} from "../../src/engine";
import { parseGrid } from "../../src/formats/grid";
import { crosstable } from "../helpers/crosstable";
import { loadFixture, tournamentFromRounds } from "../helpers/fixtures";
import { specTrf, tournamentFromTrf } from "../helpers/spec-trf";
import { tec } from "../helpers/vectors";

/** DE values keyed by start number ("null" for undefined). */
function de(t: Tournament, opts: EngineOptions = {}, code = "DE"): Record<number, string> {
  const { values } = computeValues(t, code, opts);
  return Object.fromEntries(t.players.map((p, i) => [p.id, values[i]?.toString() ?? "null"]));
}

/** Start numbers in standings order, tied players bracketed: [1, [2, 3], 4]. */
function order(t: Tournament, codes: string, opts: EngineOptions = {}): (number | number[])[] {
  const st = computeStandings(t, codes, opts);
  const out: (number | number[])[] = [];
  for (const row of st.rows) {
    const prev = out[out.length - 1];
    const prevRank = st.rows.find(
      (r) => r.player.id === (Array.isArray(prev) ? prev[0] : prev)
    )?.rank;
    if (row.tied && prevRank === row.rank) {
      if (Array.isArray(prev)) prev.push(row.player.id);
      else out[out.length - 1] = [prev as number, row.player.id];
    } else out.push(row.player.id);
  }
  return out;
}

describe("§13.5 DE with art. 6.3 in a Swiss", () => {
  const t = tournamentFromTrf(specTrf("13.5"));

  it("FIDE: 1 is alone at the top of {1,2,3}; {2,3} and {4,5,6} stay tied (TieBreakServer's values)", () => {
    // spec: DE = 1 for player 1, 2 for players 2 and 3; 0 for 4, 5 and 6
    expect(de(t, { rules: "fide-2026" })).toEqual({
      1: "1",
      2: "2",
      3: "2",
      4: "0",
      5: "0",
      6: "0",
    });
    expect(order(t, "DE", { rules: "fide-2026" })).toEqual([1, [2, 3], [4, 5, 6]]);
    const st = computeStandings(t, "DE", { rules: "fide-2026" });
    expect(st.rows[0].decidedBy).toBe("DE");
    expect(st.rows[1].aboveBy).toBe("DE");
  });

  it("strict reading: both mini-tables are incomplete, so DE splits neither group", () => {
    expect(order(t, "DE", { rules: "fide-2026", de: "strict" })).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    // under plain the shown values are the mini-table points, unmet pairs 0:
    // 1 beat 2 and 3 -> 2; 4 and 5 beat 6 -> 1 each
    expect(de(t, { rules: "plain" })).toEqual({ 1: "2", 2: "0", 3: "0", 4: "1", 5: "1", 6: "0" });
    // plain with the FIDE reading ranks by art. 6.3 and still shows mini-table points
    expect(order(t, "DE", { rules: "plain", de: "fide" })).toEqual([1, [2, 3], [4, 5, 6]]);
  });

  it("explains the mini-table rows of player 2", () => {
    const ex = explainValue(t, "DE", 1, { rules: "fide-2026" });
    // 2 lost to 1 in round 1 and has not met 3
    expect(ex.rows.map((r) => [r.opponent, r.round, r.label, r.own?.toString() ?? null])).toEqual([
      [1, 1, "game", "0"],
      [3, null, "not met", null],
    ]);
    expect(ex.value?.toString()).toBe("2");
    expect(ex.summary).toMatch(/not all of them have met/);
  });
});

describe("§13.2 TEC exercise", () => {
  // spec: "DE resolves nothing in any tie group here; TieBreakServer prints 0 for everyone"
  for (const rules of ["fide-2024", "fide-2026"] as const) {
    it(`DE is 0 for everyone under ${rules}`, () => {
      const t = tec();
      expect(Object.values(de(t, { rules }))).toEqual(t.players.map(() => "0"));
    });
  }
});

describe("§13.3 round robin: DE on {1, 2}", () => {
  const t = tournamentFromTrf(specTrf("13.3"));
  it("2 beat 1, so 2 ranks first; players tied with nobody show 0", () => {
    expect(de(t, { rules: "fide-2026" })).toEqual({ 1: "2", 2: "1", 3: "0", 4: "0" });
    const st = computeStandings(t, "DE", { rules: "fide-2026" });
    expect(st.rows.map((r) => r.player.id)).toEqual([2, 1, 3, 4]);
    expect(st.rows[1].aboveBy).toBe("DE");
  });
});

describe("§13.6 DE averaging with a rematch (6.1.2)", () => {
  // A=1, B=2, C=3 tied on 1.5: A beat B in R1 and drew with B in R2, C beat A in R3, B beat C in
  // R4; C's extra half point is a draw with D=4 in R1. Averaged mini-table: A 0.75, B 1.25, C 1.
  const t = crosstable(
    `
    1,+W2,=B2,-B3,--
    2,-B1,=W1,--,+W3
    3,=W4,--,+W1,-B2
    4,=B3,--,--,--
    `,
    { type: "swiss" }
  );
  it("all three score 1.5", () => {
    const st = computeStandings(t, "DE", { rules: "fide-2026" });
    expect(st.rows.slice(0, 3).map((r) => r.points.toString())).toEqual(["1.5", "1.5", "1.5"]);
  });
  it("FIDE: order B, C, A", () => {
    expect(order(t, "DE", { rules: "fide-2026" })).toEqual([2, 3, 1, 4]);
    expect(de(t, { rules: "fide-2026" })).toMatchObject({ 1: "3", 2: "1", 3: "2" });
  });
  it("plain with the FIDE reading shows the averaged mini-table points", () => {
    expect(de(t, { rules: "plain", de: "fide" })).toMatchObject({ 1: "0.75", 2: "1.25", 3: "1" });
  });
  it("strict reading sums the rematch: A = B = 1.5 ahead of C = 1, A and B stay tied", () => {
    expect(de(t, { rules: "plain" })).toMatchObject({ 1: "1.5", 2: "1.5", 3: "1" });
    expect(order(t, "DE", { rules: "plain" })).toEqual([[1, 2], 3, 4]);
  });
  it("explains the averaging", () => {
    const ex = explainValue(t, "DE", 0, { rules: "fide-2026" });
    const vsB = ex.rows.filter((r) => r.opponent === 2);
    // 1 and ½ against B, each counted at half weight
    expect(vsB.map((r) => r.contribution?.toString())).toEqual(["0.5", "0.25"]);
    expect(vsB[0].note).toMatch(/averaged/);
  });
});

describe("de-round-robin-5 (seed fixture)", () => {
  const fx = loadFixture("seeds/de-round-robin-5.json");
  const t = parseGrid(fx.crosstable).tournament;
  const expectedDe = Object.fromEntries(
    Object.entries(fx.expected.values as Record<string, { DE?: number }>)
      .filter(([, v]) => v.DE !== undefined)
      .map(([id, v]) => [Number(id), String(v.DE)])
  );

  it("points match the fixture", () => {
    const st = computeStandings(t, [], { rules: "plain" });
    for (const row of st.rows) {
      expect(row.points.toNumber()).toBe(fx.expected.values[String(row.player.id)].PTS);
    }
  });

  it("strict reading (plain): mini-table points and the fixture's ranking", () => {
    expect(de(t, { rules: "plain" })).toMatchObject(expectedDe);
    const st = computeStandings(t, fx.order, { rules: "plain" });
    expect(st.rows.map((r) => r.player.id)).toEqual(fx.expected.ranking);
    expect(st.rows.every((r) => !r.tied)).toBe(true);
  });

  it("strict reading under a FIDE edition ranks the same", () => {
    const st = computeStandings(t, fx.order, { rules: "fide-2026", de: "strict" });
    expect(st.rows.map((r) => r.player.id)).toEqual(fx.expected.ranking);
  });

  it("FIDE reading: complete mini-table, same ranking, ranks 1, 2, 3 shown", () => {
    const st = computeStandings(t, fx.order, { rules: "fide-2026" });
    expect(st.rows.map((r) => r.player.id)).toEqual(fx.expected.ranking);
    expect(de(t, { rules: "fide-2026" })).toMatchObject({ 1: "1", 2: "2", 3: "3" });
  });

  describe("Swiss variant: Anna and Vera did not meet (both took a half-point bye instead)", () => {
    // Same points (the draw becomes two half-point byes). Partial mini-table: Anna 1 (beat
    // Boris), Boris 1 (beat Vera), Vera 0. Applied partially it would put Vera last; the strict
    // reading skips DE for the whole group. FIDE 6.3: Anna's 1 is not above Boris's maximum 1
    // (nothing missing) nor Vera's 0 + 1, so nobody is alone at the top either.
    const sw: Tournament = {
      ...t,
      type: "swiss",
      players: t.players.map((p) => ({
        ...p,
        rounds: p.rounds.map((e) =>
          e.kind === "game" &&
          ((p.id === 1 && e.opponent === 3) || (p.id === 3 && e.opponent === 1))
            ? { kind: "bye", bye: "hpb" }
            : e
        ),
      })),
    };
    it("the three still tie on 2.5", () => {
      const st = computeStandings(sw, [], { rules: "plain" });
      expect(st.rows.slice(0, 3).map((r) => r.points.toString())).toEqual(["2.5", "2.5", "2.5"]);
    });
    it("strict: the incomplete group is not split at all", () => {
      expect(order(sw, "DE", { rules: "plain" }).slice(0, 1)).toEqual([[1, 2, 3]]);
      expect(order(sw, "DE", { rules: "fide-2026", de: "strict" }).slice(0, 1)).toEqual([
        [1, 2, 3],
      ]);
      expect(de(sw, { rules: "plain" })).toMatchObject({ 1: "1", 2: "1", 3: "0" });
    });
    it("FIDE 6.3: nobody alone at the top, group left tied (0 shown)", () => {
      expect(order(sw, "DE", { rules: "fide-2026" }).slice(0, 1)).toEqual([[1, 2, 3]]);
      expect(de(sw, { rules: "fide-2026" })).toMatchObject({ 1: "0", 2: "0", 3: "0" });
    });
  });
});

describe("forfeits: DE and DE/P", () => {
  // R1: 1 beats 2 by forfeit, 3 draws 4; R2: 3 beats 1, 2 beats 4.
  // Points: 1 = 1, 2 = 1, 3 = 1.5, 4 = 0.5. {1, 2} met only by forfeit.
  const t = crosstable(
    `
    1,+F2,-W3
    2,-F1,+B4
    3,=W4,+B1
    4,.,-W2
    `,
    { type: "swiss" }
  );
  it("Swiss: a forfeit is no encounter (6.1.1), so DE leaves 1 and 2 tied", () => {
    expect(de(t, { rules: "fide-2026" })).toMatchObject({ 1: "0", 2: "0" });
    expect(order(t, "DE", { rules: "fide-2026" })).toEqual([3, [1, 2], 4]);
  });
  it("DE/P counts the forfeit: 1 ranks above 2", () => {
    expect(de(t, { rules: "fide-2026" }, "DE/P")).toMatchObject({ 1: "1", 2: "2" });
    expect(order(t, "DE/P", { rules: "fide-2026" })).toEqual([3, 1, 2, 4]);
    // strict reading and plain: mini-table points 1 and 0
    expect(de(t, { rules: "plain" }, "DE/P")).toMatchObject({ 1: "1", 2: "0" });
    expect(de(t, { rules: "plain" })).toMatchObject({ 1: "0", 2: "0" });
  });
  it("pre-determined pairings count forfeits as games (15.2)", () => {
    expect(order(t, "DE", { rules: "fide-2026", type: "round-robin" })).toEqual([3, 1, 2, 4]);
  });
});

describe("unfinished round robin", () => {
  // 4-player round robin after round 1: 1 beat 2, 3 beat 4. {1, 3} and {2, 4} are tied and
  // have not met yet.
  const t = crosstable("1,+W2,.,.\n3,+W4,.,.\n2\n4", { type: "round-robin", totalRounds: 3 });
  it("DE leaves a tied group that has not all met tied, with a warning", () => {
    const st = computeStandings(t, "DE", { rules: "fide-2026", rounds: 1 });
    expect(st.rows.map((r) => r.tied)).toEqual([true, true, true, true]);
    expect(st.rows.map((r) => r.values[0]?.toString())).toEqual(["0", "0", "0", "0"]);
    expect(st.warnings.join("\n")).toMatch(/players 1, 3 are tied but have not all met yet/);
  });
});

describe("DE more than once in an order works on the group it is given", () => {
  // §13.5's {4, 5, 6}: DE cannot split it (4-5 unmet). A given column then puts 4 first; the
  // second DE sees {5, 6}, where 5 beat 6.
  const base = tournamentFromTrf(specTrf("13.5"));
  const t: Tournament = {
    ...base,
    players: base.players.map((p) => ({ ...p, attrs: { X: p.id === 4 ? 1 : 0 } })),
  };
  it("DE, given:X, DE", () => {
    const st = computeStandings(t, "DE, given:X, DE", { rules: "fide-2026" });
    expect(st.keys).toEqual(["DE", "given:X", "DE#2"]);
    const row = (id: number) => st.rows.find((r) => r.player.id === id)!;
    expect(st.rows.slice(3).map((r) => r.player.id)).toEqual([4, 5, 6]);
    expect([4, 5, 6].map((id) => row(id).values[0]?.toString())).toEqual(["0", "0", "0"]);
    expect([5, 6].map((id) => row(id).values[2]?.toString())).toEqual(["1", "2"]);
    expect(row(6).aboveBy).toBe("DE#2");
  });
});

describe("double round robin (seed variant)", () => {
  // 1-2: 1 won R1, drew R4. Points: 1 = 1+0+½+½+0+½ = 2.5, 2 = 0+½+½+½+½+½ = 2.5,
  // 3 = 0+1+½+0+1+½ = 3, 4 = 1+½+½+1+½+½ = 4.
  const t = crosstable(
    `
    1,+W2,-W3,=W4,=B2,-B3,=B4
    2,-B1,=W4,=W3,=W1,=B4,=B3
    3,-W4,+B1,=B2,-B4,+W1,=W2
    4,+B3,=B2,=B1,+W3,=W2,=W1
    `,
    { type: "round-robin" }
  );
  it("a win and a draw place the winner higher; strict sums both games", () => {
    expect(de(t, { rules: "plain" })).toMatchObject({ 1: "1.5", 2: "0.5" });
    expect(de(t, { rules: "fide-2026" })).toMatchObject({ 1: "1", 2: "2" });
    expect(order(t, "DE", { rules: "plain" })).toEqual([4, 3, 1, 2]);
  });
  it("a win and a loss settle nothing", () => {
    // R4 becomes a win for 2; in R6, 1 beats 4 and 3 beats 2: 1 = 1+0+½+0+0+1 = 2.5, 2 = 0+½+½+1+½+0 = 2.5, 3 = 0+1+½+0+1+1 = 3.5,
    // 4 = 1+½+½+1+½+0 = 3.5; 4 beat 3 twice.
    const t2 = crosstable(
      `
      1,+W2,-W3,=W4,-B2,-B3,+B4
      2,-B1,=W4,=W3,+W1,=B4,-B3
      3,-W4,+B1,=B2,-B4,+W1,+W2
      4,+B3,=B2,=B1,+W3,=W2,-W1
      `,
      { type: "round-robin" }
    );
    expect(de(t2, { rules: "plain" })).toEqual({ 1: "1", 2: "1", 3: "0", 4: "2" });
    expect(order(t2, "DE", { rules: "plain" })).toEqual([4, 3, [1, 2]]);
    expect(order(t2, "DE", { rules: "fide-2026" })).toEqual([4, 3, [1, 2]]);
  });
});

describe("arena-swiss-5 (plain)", () => {
  const fx = loadFixture("seeds/arena-swiss-5.json");
  const t = tournamentFromRounds(fx);
  it("DE column: mini-table points, 0 for a player tied with nobody", () => {
    const { values } = computeValues(t, "DE", { rules: "plain" });
    t.players.forEach((p, i) => {
      expect(values[i]?.toNumber()).toBe(fx.expected.values[String(p.id)].DE);
    });
  });
  // Needs BH, BH/C1, BH/M1 and SB (buchholz.ts, sonneborn.ts) besides DE, PS, WIN, BWG, ARO, RTNG.
  it("whole ranking and every column with the fixture's order", () => {
    const st = computeStandings(t, fx.order, { rules: "plain" });
    expect(st.rows.map((r) => r.player.id)).toEqual(fx.expected.ranking);
    for (const row of st.rows) {
      const want = fx.expected.values[String(row.player.id)];
      expect(row.points.toNumber()).toBe(want.PTS);
      st.keys.forEach((k, c) => expect([k, row.values[c]?.toNumber()]).toEqual([k, want[k]]));
    }
  });
});
