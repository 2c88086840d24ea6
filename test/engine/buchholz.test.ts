import {
  computeStandings,
  computeValues,
  Ctx,
  explainValue,
  parseCode,
  Q,
  type Tournament,
} from "../../src/engine";
import { adjustedScore, classifyRound } from "../../src/engine/unplayed";
import { crosstable } from "../helpers/crosstable";
import { loadFixture, tournamentFromRounds } from "../helpers/fixtures";
import { cellQ, compareCell, mismatches, specTable, type SpecTable } from "../helpers/spectables";
import { mini, rr4, sbCuts, std310, tec } from "../helpers/vectors";

const value = (t: Tournament, code: string, id: number, opts = {}): string => {
  const { values } = computeValues(t, code, opts);
  const v = values[t.players.findIndex((p) => p.id === id)];
  return v === null ? "null" : v.toString();
};

/** Applies a "values that differ" table (rows: P3 | BH | 5.0) to a base table. */
function overridden(base: SpecTable, diffs: SpecTable): SpecTable {
  const rows = base.rows.map((r) => [...r]);
  for (const [who, code, v] of diffs.rows) {
    const id = who.replace(/^P/, "");
    const row = rows.find((r) => r[0].replace(/\*/g, "") === id);
    const k = base.header.indexOf(code);
    if (!row || k < 0) throw new Error(`no cell for ${who} ${code}`);
    row[k] = v;
  }
  return { header: base.header, rows };
}

describe("§13.1 mini Swiss", () => {
  const codes = ["BH", "BH/C1", "BH/C2", "BH/M1", "FB", "FB/C1", "AOB", "AOB/F"];
  const t2026 = specTable("**Expected values, 2026.**", "### 13.1");

  it("2026 values (BH, cuts, FB, AOB, AOB/F)", () => {
    expect(mismatches(mini(), { rules: "fide-2026" }, t2026, codes)).toEqual([]);
  });
  it("2024 values: P3's uncapped forfeit dummy changes BH, FB and AOB of P1 and P4", () => {
    const diffs = specTable("**Values that differ under 2024 rules**", "### 13.1");
    const t2024 = overridden(t2026, diffs);
    expect(mismatches(mini(), { rules: "fide-2024" }, t2024, codes)).toEqual([]);
  });
  it("after round 2 (2026): BH and BH/C1", () => {
    const after2 = specTable("**Same file after round 2**", "### 13.1");
    expect(mismatches(mini(), { rules: "fide-2026", rounds: 2 }, after2, ["BH", "BH/C1"])).toEqual(
      []
    );
  });
  it("the edition follows the start date when no rules are asked for (2026-04-01: 2026)", () => {
    expect(value(mini(), "BH", 3)).toBe("3");
    const t = mini();
    t.startDate = "2025-04-01";
    expect(value(t, "BH", 3)).toBe("5");
    // a code can force its edition: /V2024
    expect(value(mini(), "BH/V2024", 3)).toBe("5");
  });
  it("/P in combination with cuts (hand computed)", () => {
    const t = mini();
    const r = { rules: "fide-2026" as const };
    // P6: forfeit loss counted vs 3 (adjusted 3.0), PAB dummy min(1, 1.5) = 1, game vs 2 (2.0)
    expect(value(t, "BH/P", 6, r)).toBe("6");
    // no VUR left (the forfeit is a game under /P): the lowest value, the PAB's 1.0, goes
    expect(value(t, "BH/C1/P", 6, r)).toBe("5");
    expect(value(t, "BH/C2/P", 6, r)).toBe("3");
    expect(value(t, "BH/M1/P", 6, r)).toBe("2"); // 1.0 low, 3.0 high
    expect(value(t, "BH/M2/P", 6, r)).toBe("0"); // 3 elements, 4 cut
    // P3 under 2024: BH 5.0 with the uncapped dummy, BH/P uses 6's adjusted 1.0 instead
    expect(value(t, "BH/P", 3, { rules: "fide-2024" })).toBe("3");
    // FB/P for P6: fore scores 3 → 2.5, 2 → 1.5, own 1.5 (PAB dummy min(1.5, 1.5))
    expect(value(t, "FB/P", 6, r)).toBe("5.5");
    expect(value(t, "FB/M1/P", 6, r)).toBe("1.5");
    expect(value(t, "FB/C1/P", 6, r)).toBe("4");
  });
  it("every BH/FB modifier combination parses and never exceeds the uncut value", () => {
    const t = tec();
    for (const base of ["BH", "FB"]) {
      for (const p of ["", "/P"]) {
        const full = computeValues(t, base + p, { rules: "fide-2026" }).values;
        for (const m of ["/C1", "/C2", "/M1", "/M2"]) {
          const spec = parseCode(`${base.toLowerCase()}-${m.slice(1)}${p.replace("/", "-")}`);
          expect(spec.code).toBe(base + m + p);
          const cut = computeValues(t, spec, { rules: "fide-2026" }).values;
          cut.forEach((v, i) => expect(v!.le(full[i]!)).toBe(true));
        }
      }
    }
  });
  it("explains P5's BH/C1: the HPB element (VUR, 1.5) is cut, not the lowest game (0.5)", () => {
    const t = mini();
    const ex = explainValue(t, "BH/C1", 4, { rules: "fide-2026" });
    expect(ex.value!.toString()).toBe("2.5");
    expect(
      ex.rows.map((r) => [r.round, r.opponent, r.label, r.used?.toString(), r.status])
    ).toEqual([
      [1, 2, "game", "2", "kept"],
      [2, null, "HPB", "1.5", "cut"],
      [3, 4, "game", "0.5", "kept"],
    ]);
    expect(ex.rows[1].note).toMatch(/dummy.*16\.4\.2.*VUR/);
  });
  it("explains FB with the fore scores and the capped forfeit dummy of P3", () => {
    const ex = explainValue(mini(), "FB", 2, { rules: "fide-2026" });
    // min(2.5, fore-adjusted score of 6 = 1.5) + 4 (0.5) + 1 (2.0)
    expect(ex.rows.map((r) => r.used!.toString())).toEqual(["1.5", "0.5", "2"]);
    expect(ex.value!.toString()).toBe("4");
  });
});

describe("§13.1 under the pre-2023 rules (hand computed)", () => {
  it("virtual opponents for own unplayed rounds, opponents' unplayed rounds as draws", () => {
    const r = { rules: "fide-pre2023" as const };
    // P3: R1 forfeit win, virtual 0 + (1 − 1) + ½×(3 − 1) = 1; 4 scored 0.5; 1 scored 1.5
    expect(value(mini(), "BH", 3, r)).toBe("3");
    // P6: R1 forfeit loss, virtual 0 + 1 + ½×2 = 2; R2 PAB, 0 + 0 + ½×1 = 0.5; 2 scored 2.0
    expect(value(mini(), "BH", 6, r)).toBe("4.5");
    // P1: 4 (0.5), 2 (2.0), 3 counted 0.5 + 1 + 1 = 2.5 (his forfeit win as a draw)
    expect(value(mini(), "BH", 1, r)).toBe("5");
    // P2: 5 (1.5), 1 (1.5), 6 counted ½ + ½ + 0 = 1.0
    expect(value(mini(), "BH", 2, r)).toBe("4");
    // P5: 2 (2.0), HPB virtual 0.5 + 0.5 + ½×1 = 1.5, 4 (0.5): 4.0; no 16.5 exception, so
    // Cut-1 removes the lowest value 0.5 (2026 removes the VUR's 1.5)
    expect(value(mini(), "BH", 5, r)).toBe("4");
    expect(value(mini(), "BH/C1", 5, r)).toBe("3.5");
  });
});

describe("§13.2 TEC exercise", () => {
  const official = specTable("**Official expected values (2023 rules)", "### 13.2");
  for (const code of ["BH", "BH-C1"]) {
    it(`official 2023 answers for ${code} under fide-2024`, () => {
      const row = official.rows.find((r) => r[0] === code)!;
      const { values } = computeValues(tec(), code, { rules: "fide-2024" });
      const bad: string[] = [];
      for (const pair of row[1].split(";")) {
        const [id, v] = pair.split(":").map((s) => s.trim());
        bad.push(...compareCell(code, Number(id), values[Number(id) - 1], v));
      }
      expect(bad).toEqual([]);
      expect(row[1].split(";").length).toBeGreaterThan(7);
    });
  }

  const all2024 = specTable("**All values, 2024 rules.**", "### 13.2");
  const codes = ["BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2", "FB", "FB/C1", "AOB", "AOB/F"];
  it("every BH/FB/AOB value of the 2024 table", () => {
    expect(
      mismatches(tec(), { rules: "fide-2024" }, all2024, codes, { AOB: 2, "AOB/F": 2 })
    ).toEqual([]);
  });

  it("2026: only the listed values change", () => {
    const changes = specTable("**2026 rules: only these values change.**", "### 13.2");
    const expected: SpecTable = { header: all2024.header, rows: all2024.rows.map((r) => [...r]) };
    const set = (id: string, code: string, v: string): void => {
      const row = expected.rows.find((r) => r[0] === id)!;
      const k = expected.header.indexOf(code);
      if (k >= 0) row[k] = v;
    };
    for (const [who, , list] of changes.rows) {
      if (who.startsWith("AOB")) {
        for (const item of list.split(";")) {
          const [id, pair] = item.split(":").map((s) => s.trim());
          const [a, f] = pair.split("/");
          set(id, "AOB", a);
          set(id, "AOB/F", f);
        }
      } else {
        for (const item of list.split(",")) {
          const m = /^\s*(\S+)\s+(\S+)\s*$/.exec(item.replace(/\*/g, ""))!;
          set(who, m[1], m[2]);
        }
      }
    }
    expect(
      mismatches(tec(), { rules: "fide-2026" }, expected, codes, { AOB: 2, "AOB/F": 2 })
    ).toEqual([]);
    // consequence named in the spec: #8 (13.5) now ahead of #11 (12.5) on BH
    expect(value(tec(), "BH", 8, { rules: "fide-2026" })).toBe("13.5");
    expect(value(tec(), "BH", 11, { rules: "fide-2026" })).toBe("12.5");
  });

  it("hand derivations: #9 BH/C1 7.5, #12 BH 11.5 / C1 9.5, #14 BH 11.0 / C1 9.0 (2024)", () => {
    const r = { rules: "fide-2024" as const };
    expect(value(tec(), "BH/C1", 9, r)).toBe("7.5");
    expect(value(tec(), "BH", 12, r)).toBe("11.5");
    expect(value(tec(), "BH/C1", 12, r)).toBe("9.5");
    expect(value(tec(), "BH", 14, r)).toBe("11");
    expect(value(tec(), "BH/C1", 14, r)).toBe("9");
  });

  it("explains P4's R1 opponent 12 at the adjusted 3.0 (actual 2.0) and the HPB dummy", () => {
    const ex = explainValue(tec(), "BH", 3, { rules: "fide-2026" });
    expect(ex.rows[0].used!.toString()).toBe("3");
    expect(ex.rows[0].note).toMatch(/adjusted score \(16\.3\); actual score 2/);
    // 2026: HPB dummy min(3.5, 0.5 × 5) = 2.5
    expect(ex.rows[1].used!.toString()).toBe("2.5");
    expect(ex.rows[1].note).toMatch(/^dummy.*16\.4\.2.*VUR$/);
  });
  it("AOB stays exact: P4's 13.38 is 107/8", () => {
    expect(value(tec(), "AOB", 4, { rules: "fide-2024" })).toBe("13.375");
  });
});

describe("§13.4 two VURs", () => {
  it("other players, 2026 (BH, BH/C1)", () => {
    const other = specTable("**Other players, 2026**", "### 13.4");
    expect(mismatches(sbCuts(), { rules: "fide-2026" }, other, ["BH", "BH/C1"])).toEqual([]);
  });
  it("player 2: BH 6.5, BH/C1 4.5 (the lowest VUR, 2.0, is cut) in 2026; BH 7.0 in 2024", () => {
    expect(value(sbCuts(), "BH", 2, { rules: "fide-2026" })).toBe("6.5");
    expect(value(sbCuts(), "BH/C1", 2, { rules: "fide-2026" })).toBe("4.5");
    expect(value(sbCuts(), "BH", 2, { rules: "fide-2024" })).toBe("7");
  });
  it("player 1: forfeit-win dummy min(4.0, 2.5) in 2026; 4.0 in 2024 (BH 8.5)", () => {
    expect(value(sbCuts(), "BH", 1, { rules: "fide-2026" })).toBe("7");
    expect(value(sbCuts(), "BH", 1, { rules: "fide-2024" })).toBe("8.5");
  });
  it("one-VUR variant: player 2 BH 8.0, BH/C1 6.0", () => {
    expect(value(sbCuts(true), "BH", 2, { rules: "fide-2026" })).toBe("8");
    expect(value(sbCuts(true), "BH/C1", 2, { rules: "fide-2026" })).toBe("6");
  });
});

describe("§13.7 3/1/0 with a double forfeit", () => {
  it("BH (2026): player 1's forfeit-loss dummy is min(3, adjusted score of 3 = 1)", () => {
    const table = specTable("| # | STD (text reading)", "### 13.7");
    expect(
      mismatches(std310(), { rules: "fide-2026" }, renamed(table, "BH (2026)", "BH"), ["BH"])
    ).toEqual([]);
  });
});

/** The same table with one header renamed (spec headers carry the edition in brackets). */
function renamed(t: SpecTable, from: string, to: string): SpecTable {
  return { header: t.header.map((h) => (h === from ? to : h)), rows: t.rows };
}

describe("arena-swiss-5 under plain rules (fixture)", () => {
  const fx = loadFixture("seeds/arena-swiss-5.json");
  const t = tournamentFromRounds(fx);
  for (const code of ["BH", "BH/C1", "BH/M1"]) {
    it(`${code} matches the published column`, () => {
      const { values } = computeValues(t, code, { rules: "plain" });
      t.players.forEach((p, i) => {
        expect(values[i]!.eq(Q.fromNumber(fx.expected.values[String(p.id)][code]))).toBe(true);
      });
    });
  }
  it("a bye is not counted in the explanation", () => {
    const ex = explainValue(t, "BH", 1, { rules: "plain" });
    expect(ex.rows[0].status).toBe("not counted");
    expect(ex.rows[0].contribution).toBeNull();
  });
});

describe("standings", () => {
  it("§13.1: 1 and 5 (both 1.5) did not meet; BH/C1 (5.0 vs 2.5) ranks 1 ahead", () => {
    const st = computeStandings(mini(), "BH/C1", { rules: "fide-2026" });
    const ids = st.rows.map((r) => r.player.id);
    expect(ids.indexOf(1)).toBeLessThan(ids.indexOf(5));
    const row5 = st.rows.find((r) => r.player.id === 5)!;
    expect(ids[ids.indexOf(5) - 1]).toBe(1);
    expect(row5.aboveBy).toBe("BH/C1");
  });
  it("§13.2 under 2026: #8 (BH 13.5) now ranks ahead of #11 (12.5) on BH", () => {
    const st = computeStandings(tec(), "BH", { rules: "fide-2026" });
    const ids = st.rows.map((r) => r.player.id);
    expect(ids.indexOf(8)).toBeLessThan(ids.indexOf(11));
    const tied = computeStandings(tec(), "BH", { rules: "fide-2024" }).rows.filter((r) =>
      [8, 11].includes(r.player.id)
    );
    expect(tied.every((r) => r.tied)).toBe(true);
  });
  it("a round robin's standings carry the Buchholz warning", () => {
    const st = computeStandings(rr4(), "BH, SB", { rules: "fide-2026" });
    expect(st.warnings.some((w) => /round robin/.test(w))).toBe(true);
  });
});

describe("advice", () => {
  it("Buchholz in a round robin is computed with a warning", () => {
    const r = computeValues(rr4(), "BH", { rules: "fide-2026" });
    expect(r.warnings.join(" ")).toMatch(/BH .*round robin/);
    // forfeits are games (15.2): 3 met 2 (2.0), 4 (0.5), 1 (2.0)
    expect(r.values[2]!.toString()).toBe("4.5");
    expect(computeValues(mini(), "BH", { rules: "fide-2026" }).warnings).toEqual([]);
  });
  it("AOB: undefined without a game over the board", () => {
    const t = mini();
    t.players[5].rounds = [
      { kind: "forfeit", opponent: 3, outcome: "loss" },
      { kind: "bye", bye: "pab" },
      { kind: "bye", bye: "zpb" },
    ];
    t.players[1].rounds[2] = { kind: "bye", bye: "zpb" };
    expect(computeValues(t, "AOB", { rules: "fide-2026" }).values[5]).toBeNull();
  });
  it("explaining a player index outside the tournament is a clear error", () => {
    expect(() => explainValue(mini(), "BH", 6)).toThrow(/no player at index 6.*6 players/);
    expect(() => explainValue(mini(), "KS", -1)).toThrow(/no player at index -1/);
    expect(() => explainValue(mini(), "AOB", 9)).toThrow(/no player at index 9/);
  });
  it("spec cell parsing reads fractions and bold values", () => {
    expect(cellQ("13/3 (4.33)")!.toString()).toBe("4.3333");
    expect(cellQ("**3.0**")!.toString()).toBe("3");
  });
});

describe("FB: a final-round forfeit counts as a drawn game against the scheduled opponent", () => {
  // §13.7 (3/1/0, 2 rounds): R1 1 beats 2, 3 draws 4; R2 (final) 1-3 double forfeit, 2 beats 4.
  // "As if all paired games of the final round had ended in draws": 1-3 and 2-4 become draws
  // (1 point each). Fore scores: 1: 3 + 1 = 4, 2: 0 + 1 = 1, 3: 1 + 1 = 2, 4: 1 + 1 = 2.
  // FB 1 = 1 (P2) + 2 (P3) = 3; FB 2 = 4 + 2 = 6; FB 3 = 2 (P4) + 4 (P1) = 6; FB 4 = 2 + 1 = 3.
  // (Keeping the forfeit unplayed would give P3 a dummy min(2, 4) = 2: FB 4.) AOB/F over the
  // Fore games: 1: (6 + 6) / 2 = 6; 2: (3 + 3) / 2 = 3; 3: (3 + 3) / 2 = 3; 4: (6 + 6) / 2 = 6.
  // TieBreakServer 1.9.57 prints the same FB and AOB/F for this file.
  it("FB and AOB/F of §13.7", () => {
    const fb = computeValues(std310(), "FB", { rules: "fide-2026" }).values.map(String);
    const aobf = computeValues(std310(), "AOB/F", { rules: "fide-2026" }).values.map(String);
    expect(fb).toEqual(["3", "6", "6", "3"]);
    expect(aobf).toEqual(["6", "3", "3", "6"]);
  });
});

describe("FB when an opponent's zero-point bye precedes a final-round forfeit", () => {
  // The file (3 rounds): 6 has R1 a loss to 5, R2 a ZPB, R3 a forfeit loss to 4.
  // For FB every pairing of the final round is a drawn game (8.3), so 6 plays R3 and the R2 ZPB
  // is followed by a played round: 16.2.3, counted as awarded (0), not as a draw (16.2.5).
  // Fore scores (R3 all drawn): 1 2.5, 2 1, 3 1, 4 2, 5 2, 6 ½; adjusted score of 6: ½ (not 1).
  // `forfeitR1`: 5 beats 6 by forfeit in R1 instead (6's adjusted score for FB still ½).
  const t = (startDate: string, forfeitR1 = false): Tournament =>
    crosstable(
      `
      1,+W2,+B3,+B5
      2,-B1,=W5,+B3
      3,=W4,-W1,-W2
      4,=B3,PAB,+F6
      5,${forfeitR1 ? "+F6" : "+W6"},=B2,-W1
      6,${forfeitR1 ? "-F5" : "-B5"},ZPB,-F4
      `,
      { totalRounds: 3, startDate }
    );
  const all = (x: Tournament, code: string): string[] =>
    computeValues(x, code).values.map((v) => String(v));
  it("6's R2 ZPB is 16.2.3 for FB (16.2.5 for BH)", () => {
    const c = new Ctx(t("2025-03-01"));
    expect(classifyRound(c, 5, 1)).toBe("16.2.5");
    expect(classifyRound(c, 5, 1, true)).toBe("16.2.3");
    expect(classifyRound(c, 5, 2, true)).toBe("played");
    expect(adjustedScore(c, 5, true).toString()).toBe("0.5");
  });
  it("2024 (dated 2025-03-01): FB 4 / 5.5 / 5.5 / 3.5 / 4 / 4.5, FB/C1 3 / 4.5 / 4.5 / 3 / 3.5 / 4", () => {
    // FB 5 = 6 (½) + 2 (1) + 1 (2.5) = 4.0 (6 at 1 gave 4.5); FB 4 = 3 (1) + PAB dummy (own
    // fore score 2) + 6 (½, a drawn game) = 3.5 (was 4.0). FB 1 = 1 + 1 + 2 = 4; FB 2 = 2.5 +
    // 2 + 1 = 5.5; FB 3 = 2 + 2.5 + 1 = 5.5; FB 6 = 5 (2) + ZPB dummy ½ + 4 (2) = 4.5.
    // FB/C1: the lowest value; for 6 the ZPB (a VUR, ½). TieBreakServer 1.9.57 agrees.
    expect(all(t("2025-03-01"), "FB")).toEqual(["4", "5.5", "5.5", "3.5", "4", "4.5"]);
    expect(all(t("2025-03-01"), "FB/C1")).toEqual(["3", "4.5", "4.5", "3", "3.5", "4"]);
  });
  it("2026: 4's PAB dummy is min(2, ½ × 3) = 1.5: FB 3.0, FB/C1 2.5; the others as in 2024", () => {
    expect(all(t("2026-03-01"), "FB")).toEqual(["4", "5.5", "5.5", "3", "4", "4.5"]);
    expect(all(t("2026-03-01"), "FB/C1")).toEqual(["3", "4.5", "4.5", "2.5", "3.5", "4"]);
  });
  it("2026: the 16.4.1 cap moves with the adjusted score (5's R1 forfeit win against 6)", () => {
    // 5's dummy = min(own fore score 2, adjusted score of 6 for FB ½) = ½ (with 6 at 1: 1):
    // FB 5 = ½ + 1 + 2.5 = 4.0 (was 4.5), FB/C1 3.5. 6: forfeit dummy min(½, 2) = ½ (VUR), ZPB
    // min(½, 1.5) = ½ (VUR), 4 (2): FB 3.0, FB/C1 2.5. TieBreakServer 1.9.57 agrees.
    expect(all(t("2026-03-01", true), "FB")).toEqual(["4", "5.5", "5.5", "3", "4", "3"]);
    expect(all(t("2026-03-01", true), "FB/C1")).toEqual(["3", "4.5", "4.5", "2.5", "3.5", "2.5"]);
  });
  it("2024 with the R1 forfeit: no cap, 5's dummy is its own fore score 2 (FB 5.5)", () => {
    expect(all(t("2025-03-01", true), "FB")).toEqual(["4", "5.5", "5.5", "3.5", "5.5", "3"]);
    expect(all(t("2025-03-01", true), "FB/C1")).toEqual(["3", "4.5", "4.5", "3", "4.5", "2.5"]);
  });
});
