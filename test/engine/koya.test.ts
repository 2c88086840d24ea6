import { Ctx, computeValues, explainValue, parseCode, type Tournament } from "../../src/engine";
import { koyaLine, koyaMaximum } from "../../src/engine/tiebreaks/koya";
import { crosstable, pointsSystem } from "../helpers/crosstable";
import { mismatches, specTable } from "../helpers/spectables";
import { mini, rr4, sbCuts } from "../helpers/vectors";

/** A single round robin of n players (ids 1..n), every game drawn: i and j meet in round (i + j) mod rounds. */
function drawnRoundRobin(n: number): Tournament {
  const rounds = n % 2 === 1 ? n : n - 1;
  const rows: string[][] = Array.from({ length: n }, (_, i) => [String(i + 1)]);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < n; i++) {
      if (rows[i].length > r + 1) continue;
      let partner = -1;
      for (let j = 0; j < n; j++) {
        if (j !== i && (i + j) % rounds === r && rows[j].length === r + 1) partner = j;
      }
      if (partner < 0) rows[i].push("PAB");
      else {
        rows[i].push(`=W${partner + 1}`);
        rows[partner].push(`=B${i + 1}`);
      }
    }
  }
  const t = crosstable(rows.map((r) => r.join(",")).join("\n"), { type: "round-robin" });
  // the free round of an odd round robin scores nothing
  t.points = { ...t.points, pab: t.points.loss };
  return t;
}

const vals = (t: Tournament, code: string, opts = {}): string[] =>
  computeValues(t, code, opts).values.map((v) => (v === null ? "null" : v.toString()));

describe("§13.3 round robin of 4 with a forfeit", () => {
  it("KS and KS/L+1 (line 1.5, then 2.0)", () => {
    const table = specTable("**Expected values** (TBS output, hand-checked):", "### 13.3");
    expect(mismatches(rr4(), { rules: "fide-2026" }, table, ["KS", "KS/L+1"])).toEqual([]);
  });
  it("the maximum is 3 (even field: every round scorable)", () => {
    expect(koyaMaximum(new Ctx(rr4())).toString()).toBe("3");
  });
});

describe("§13.9 KS in an odd round robin (5 players, all draws)", () => {
  const t = drawnRoundRobin(5);
  it("every player met every other once, the free round has no opponent", () => {
    for (const p of t.players) {
      const opps = p.rounds
        .filter((e) => e.kind === "game")
        .map((e) => (e as { opponent: number }).opponent);
      expect(new Set(opps).size).toBe(4);
      expect(p.rounds.filter((e) => e.kind === "bye").length).toBe(1);
    }
  });
  it("maximum 4 (rounds − 1), line 2.0: KS 2.0; KS/L+1 (line 2.5) 0; KS/L-1 2.0; SB 4.00", () => {
    const ctx = new Ctx(t, { rules: "fide-2026" });
    expect(koyaMaximum(ctx).toString()).toBe("4");
    expect(koyaLine(ctx, parseCode("KS")).toString()).toBe("2");
    expect(vals(t, "KS")).toEqual(["2", "2", "2", "2", "2"]);
    expect(vals(t, "KS/L+1")).toEqual(["0", "0", "0", "0", "0"]);
    expect(vals(t, "KS/L-1")).toEqual(["2", "2", "2", "2", "2"]);
    expect(vals(t, "SB")).toEqual(["4", "4", "4", "4", "4"]);
  });
  it("KS/L1 (VCL spelling) is KS/L+1; /L75% is a percentage of the maximum (line 3)", () => {
    expect(parseCode("KS/L1").code).toBe("KS/L+1");
    expect(vals(t, "KS/L1")).toEqual(vals(t, "KS/L+1"));
    expect(koyaLine(new Ctx(t), parseCode("KS/L75%")).toString()).toBe("3");
    expect(vals(t, "KS/L75%")).toEqual(["0", "0", "0", "0", "0"]);
    expect(vals(t, "KS/L50%")).toEqual(vals(t, "KS"));
  });
});

describe("KS in a Swiss", () => {
  it("is computed with a warning; maximum W × rounds", () => {
    const r = computeValues(mini(), "KS", { rules: "fide-2026" });
    expect(r.warnings.join(" ")).toMatch(/Koya.*Swiss/);
    // line 1.5: P1 drew 2 (2.0) and lost to 3 (3.0): 0.5; P3 beat 1 (1.5) → 1, the forfeit win
    // over 6 (1.0) is below the line; P4 drew 5 (1.5): 0.5; P5 drew 2 (2.0): 0.5; P6 lost to 2: 0
    expect(r.values.map((v) => v!.toString())).toEqual(["0.5", "1", "1", "0.5", "0.5", "0"]);
  });
  it("uses the event's points under 3/1/0 (line = 3 × rounds / 2)", () => {
    const t = crosstable("1,+W2,+W3\n2,.,+W4\n3,+W4\n4", { points: pointsSystem(3, 1, 0) });
    // scores 6, 3, 3, 0; maximum 6, line 3: 1 scored 3 + 3 against 2 and 3; the others
    // scored nothing against a qualifying opponent (2 beat 4, who is below the line)
    expect(vals(t, "KS", { rules: "fide-2026", type: "swiss" })).toEqual(["6", "0", "0", "0"]);
  });
  it("explains which opponents are above the line", () => {
    const ex = explainValue(mini(), "KS", 0, { rules: "fide-2026" });
    expect(ex.rows.map((r) => r.status)).toEqual(["not counted", "kept", "kept"]);
    expect(ex.summary).toMatch(/at least 1\.5/);
  });
});

describe("KS counts a forfeit as points scored against the scheduled opponent", () => {
  // §13.4 (Swiss, 4 rounds): maximum 4, line 2.0; qualifying opponents: 1 (4.0), 2 (2.5), 3 (2.0).
  // P1: R1 beat 4 (1.5, below), R2 beat 3 (2.0) = 1, R3 forfeit win over 2 (2.5) = 1, R4 beat 5
  // (0.5, below) -> KS 2 under the FIDE editions (TieBreakServer prints 2.0 for this file too).
  // Under plain the forfeit is no element -> 1.
  it("in a Swiss under FIDE rules, not under plain", () => {
    expect(vals(sbCuts(), "KS", { rules: "fide-2026" })[0]).toBe("2");
    expect(vals(sbCuts(), "KS", { rules: "plain" })[0]).toBe("1");
  });
});
