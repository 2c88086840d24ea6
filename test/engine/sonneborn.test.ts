import { computeValues, explainValue, Q, type Tournament } from "../../src/engine";
import { crosstable } from "../helpers/crosstable";
import { loadFixture, tournamentFromRounds } from "../helpers/fixtures";
import { compareCell, mismatches, specTable, type SpecTable } from "../helpers/spectables";
import { de6, mini, rr4, sbCuts, std310, tec } from "../helpers/vectors";

const value = (t: Tournament, code: string, id: number, opts = {}): string => {
  const { values } = computeValues(t, code, opts);
  const v = values[t.players.findIndex((p) => p.id === id)];
  return v === null ? "null" : v.toString();
};

function withCell(base: SpecTable, id: string, code: string, v: string): void {
  const row = base.rows.find((r) => r[0].replace(/\*/g, "").replace(/^P/, "") === id);
  const k = base.header.indexOf(code);
  if (row && k >= 0) row[k] = v;
}

const copy = (t: SpecTable): SpecTable => ({ header: t.header, rows: t.rows.map((r) => [...r]) });

describe("§13.1 mini Swiss", () => {
  const t2026 = specTable("**Expected values, 2026.**", "### 13.1");
  it("SB and SB/C1, 2026 (P5: the VUR's 0.75 is cut, higher than the 0.25 against P4)", () => {
    expect(mismatches(mini(), { rules: "fide-2026" }, t2026, ["SB", "SB/C1"])).toEqual([]);
  });
  it("SB and SB/C1, 2024 (P3's dummy 3.0)", () => {
    const t2024 = copy(t2026);
    for (const [who, code, v] of specTable("**Values that differ under 2024 rules**", "### 13.1")
      .rows)
      withCell(t2024, who.replace(/^P/, ""), code, v);
    expect(mismatches(mini(), { rules: "fide-2024" }, t2024, ["SB", "SB/C1"])).toEqual([]);
  });
  it("SB after round 2", () => {
    const after2 = specTable("**Same file after round 2**", "### 13.1");
    expect(mismatches(mini(), { rules: "fide-2026", rounds: 2 }, after2, ["SB"])).toEqual([]);
  });
  it("explains P5's SB/C1", () => {
    const ex = explainValue(mini(), "SB/C1", 4, { rules: "fide-2026" });
    expect(ex.value!.toString()).toBe("1.25");
    expect(
      ex.rows.map((r) => [
        r.round,
        r.used!.toString(),
        r.own!.toString(),
        r.contribution!.toString(),
        r.status,
      ])
    ).toEqual([
      [1, "2", "0.5", "1", "kept"],
      [2, "1.5", "0.5", "0.75", "cut"],
      [3, "0.5", "0.5", "0.25", "kept"],
    ]);
  });
});

describe("§13.2 TEC exercise", () => {
  it("official 2023 SB answers under fide-2024", () => {
    const official = specTable("**Official expected values (2023 rules)", "### 13.2");
    const row = official.rows.find((r) => r[0] === "SB")!;
    const { values } = computeValues(tec(), "SB", { rules: "fide-2024" });
    const bad: string[] = [];
    for (const pair of row[1].split(";")) {
      const [id, v] = pair.split(":").map((s) => s.trim());
      bad.push(...compareCell("SB", Number(id), values[Number(id) - 1], v));
    }
    expect(bad).toEqual([]);
  });
  const all2024 = specTable("**All values, 2024 rules.**", "### 13.2");
  it("SB and SB/C1 of the 2024 table", () => {
    expect(mismatches(tec(), { rules: "fide-2024" }, all2024, ["SB", "SB/C1"])).toEqual([]);
  });
  it("2026 changes: 4 (9.25 / 7.75), 6 (6.00 / 5.00), 11 (4.75 / 3.25)", () => {
    const expected = copy(all2024);
    for (const [who, , list] of specTable("**2026 rules: only these values change.**", "### 13.2")
      .rows) {
      if (who.startsWith("AOB")) continue;
      for (const item of list.split(",")) {
        const [code, v] = item.replace(/\*/g, "").trim().split(/\s+/);
        withCell(expected, who, code, v);
      }
    }
    expect(mismatches(tec(), { rules: "fide-2026" }, expected, ["SB", "SB/C1"])).toEqual([]);
  });
});

describe("§13.3 round robin with a forfeit", () => {
  it("SB and SB/C1: the forfeit counts as a game (15.2)", () => {
    const table = specTable("**Expected values** (TBS output, hand-checked):", "### 13.3");
    expect(mismatches(rr4(), { rules: "fide-2026" }, table, ["SB", "SB/C1"])).toEqual([]);
  });
});

describe("§13.4 SB cuts with two VURs", () => {
  const r26 = { rules: "fide-2026" as const };
  const r24 = { rules: "fide-2024" as const };
  it("player 2, 2026: SB 3.00; C1 2.50 (cut R1's 0.50, higher than the VUR 0.00); C2 1.00", () => {
    expect(value(sbCuts(), "SB", 2, r26)).toBe("3");
    expect(value(sbCuts(), "SB/C1", 2, r26)).toBe("2.5");
    expect(value(sbCuts(), "SB/C2", 2, r26)).toBe("1");
  });
  it("player 2, 2024 (no caps): SB 3.25, C1 2.75, C2 1.25", () => {
    expect(value(sbCuts(), "SB", 2, r24)).toBe("3.25");
    expect(value(sbCuts(), "SB/C1", 2, r24)).toBe("2.75");
    expect(value(sbCuts(), "SB/C2", 2, r24)).toBe("1.25");
  });
  it("a file dated 2026-02-28 gets the 2024 rules when none are asked for (SB 3.25)", () => {
    const t = sbCuts();
    t.startDate = "2026-02-28";
    expect(value(t, "SB", 2)).toBe("3.25");
    expect(value(sbCuts(), "SB", 2)).toBe("3"); // dated 2026-03-01
  });
  it("other players, 2026", () => {
    const other = specTable("**Other players, 2026**", "### 13.4");
    expect(mismatches(sbCuts(), r26, other, ["SB", "SB/C1", "SB/C2"])).toEqual([]);
  });
  it("player 1: SB 8.50 in 2024 (uncapped forfeit dummy 4.0)", () => {
    expect(value(sbCuts(), "SB", 1, r24)).toBe("8.5");
  });
  it("one-VUR variant: SB 3.00, C1 2.00 (the VUR's 1.00 is cut), C2 1.50", () => {
    expect(value(sbCuts(true), "SB", 2, r26)).toBe("3");
    expect(value(sbCuts(true), "SB/C1", 2, r26)).toBe("2");
    expect(value(sbCuts(true), "SB/C2", 2, r26)).toBe("1.5");
  });
  it("/P: the forfeit is a game against 1's adjusted 4.0 (hand computed)", () => {
    // R3 4.0 × 0 = 0, as with the dummy: SB/P = 0.5 + 1.0 + 0 + 1.5
    expect(value(sbCuts(), "SB/P", 2, r26)).toBe("3");
    // only the HPB is a VUR now: a = 1.0, b = R1's 0.5 → cut 1.0
    expect(value(sbCuts(), "SB/C1/P", 2, r26)).toBe("2");
    // no VUR left: the lowest opponent score is R1 (0.5 × 1) → 1.5 remains
    expect(value(sbCuts(), "SB/C2/P", 2, r26)).toBe("1.5");
    // player 1 under 2024: the forfeit win counts 2's adjusted 2.5 instead of the dummy 4.0
    expect(value(sbCuts(), "SB/P", 1, r24)).toBe("7");
    // medians: player 1's elements 1.5, 2.5, 2.5, 0.5 (all × 1) → M1 drops 0.5 and one 2.5
    expect(value(sbCuts(), "SB/M1/P", 1, r26)).toBe("4");
    expect(value(sbCuts(), "SB/M2", 1, r26)).toBe("0");
  });
});

describe("SB cuts when two VURs share the lowest contribution", () => {
  // 6 players, 6 rounds. Player 1: R1 +2, R2 +3, R3 HPB, R4 +4, R5 forfeit loss to 5, R6 ZPB.
  // Scores: 1 3.5, 2 3, 3 3, 4 4, 5 4, 6 1 (nobody else has a VUR; 4 and 6 have a PAB).
  const t = (startDate: string): Tournament =>
    crosstable(
      `
      1,+W2,+B3,HPB,+W4,-F5,ZPB
      2,-B1,=W5,+W6,=W3,=B4,=B3
      3,=W4,-W1,=B5,=B2,+W6,=W2
      4,=B3,+W6,PAB,-B1,=W2,+W5
      5,+W6,=B2,=W3,+B6,+F1,-B4
      6,-B5,-B4,-B2,-W5,-B3,PAB
      `,
      { totalRounds: 6, startDate }
    );
  it("2026: player 1 SB 11.50, SB/C1 11.50, SB/C2 10.00 (R6, then the HPB)", () => {
    // Dummies: byes min(3.5, 0.5 × 6 = 3) = 3, forfeit min(3.5, adjusted score of 5 = 4) = 3.5.
    // Elements (opp × own): R1 3 × 1 = 3, R2 3 × 1 = 3, R3 3 × ½ = 1.5 (VUR), R4 4 × 1 = 4,
    // R5 3.5 × 0 = 0 (VUR), R6 3 × 0 = 0 (VUR). SB = 11.5.
    // C1: a = 0 (R5, R6); b = lowest opponent score 3 (R1, R2, R3, R6), lowest contribution R6:
    // a VUR, the same element: cut R6 (11.5). C2: a = R5 (0); b = R3 (3, 1.5 < 3): cut the
    // higher, R3: 11.5 − 1.5 = 10.0. (Cutting R5 first, then R6, left 11.5.)
    // TieBreakServer 1.9.57 prints 11.50 / 11.50 / 10.00.
    const c = t("2026-04-01");
    expect(value(c, "SB", 1)).toBe("11.5");
    expect(value(c, "SB/C1", 1)).toBe("11.5");
    expect(value(c, "SB/C2", 1)).toBe("10");
    // BH/C1: the VUR of lowest contribution (3: R3 or R6): 19.5 − 3
    expect(value(c, "BH/C1", 1)).toBe("16.5");
  });
  it("2024: player 1 SB 11.75, SB/C1 8.75, SB/C2 5.75 (games cut, higher than the VURs' 0)", () => {
    // No caps: every dummy is 3.5. R3 3.5 × ½ = 1.75, R5 and R6 3.5 × 0 = 0 (equal, the same
    // value either way). SB = 3 + 3 + 1.75 + 4 = 11.75. C1: a = 0, b = lowest opponent score
    // 3 (R1 or R2, 3 × 1 = 3): cut the higher, b: 8.75. C2: a = 0, b = the other 3: 5.75.
    // TieBreakServer 1.9.57 prints the same.
    const c = t("2025-04-01");
    expect(value(c, "SB", 1)).toBe("11.75");
    expect(value(c, "SB/C1", 1)).toBe("8.75");
    expect(value(c, "SB/C2", 1)).toBe("5.75");
  });
});

describe("§13.5 and §13.7", () => {
  it("§13.5 SB 4 / 2 / 2 / 1 / 1 / 2 and BH 5 / 4 / 4 / 5 / 5 / 4", () => {
    const sb = computeValues(de6(), "SB", { rules: "fide-2026" }).values.map((v) => v!.toString());
    const bh = computeValues(de6(), "BH", { rules: "fide-2026" }).values.map((v) => v!.toString());
    expect(sb).toEqual(["4", "2", "2", "1", "1", "2"]);
    expect(bh).toEqual(["5", "4", "4", "5", "5", "4"]);
  });
  it("§13.7 SB (2026) under 3/1/0 uses the event's points (3 × 3 = 9)", () => {
    const table = specTable("| # | STD (text reading)", "### 13.7");
    const t = { header: table.header.map((h) => (h === "SB (2026)" ? "SB" : h)), rows: table.rows };
    expect(mismatches(std310(), { rules: "fide-2026" }, t, ["SB"])).toEqual([]);
  });
});

describe("arena-swiss-5 under plain rules (fixture)", () => {
  it("SB matches the published column (byes add nothing)", () => {
    const fx = loadFixture("seeds/arena-swiss-5.json");
    const t = tournamentFromRounds(fx);
    const { values } = computeValues(t, "SB", { rules: "plain" });
    t.players.forEach((p, i) => {
      expect(values[i]!.eq(Q.fromNumber(fx.expected.values[String(p.id)].SB))).toBe(true);
    });
  });
});
