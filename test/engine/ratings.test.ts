/**
 * Rating-based tie-breaks (C.07 art. 10). Expected values are read from the tables of the C.07
 * test vectors (test/fixtures/c07), from the arena-swiss-5 fixture, or hand-computed next to
 * the assertion.
 */
import {
  computeStandings,
  computeValues,
  explainValue,
  type EngineOptions,
  type Tournament,
} from "../../src/engine";
import { dp, pd100 } from "../../src/engine/tiebreaks/ratings";
import { crosstable, pointsSystem } from "../helpers/crosstable";
import { loadFixture, tournamentFromRounds } from "../helpers/fixtures";
import { cellQ, column, specTable } from "../helpers/spectables";
import { specTrf, tournamentFromTrf } from "../helpers/spec-trf";

const show = (v: { toString(): string } | null): string =>
  v === null ? "undefined" : v.toString();

/** Computed values of `code` keyed by start number, as text ("undefined" for null). */
function computed(t: Tournament, code: string, opts: EngineOptions = {}): Record<number, string> {
  const { values } = computeValues(t, code, opts);
  return Object.fromEntries(t.players.map((p, i) => [p.id, show(values[i])]));
}

/** The spec column as the same kind of record ("undefined" kept, numbers normalised). */
function expectedColumn(
  table: ReturnType<typeof specTable>,
  header: string
): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [key, cell] of column(table, header)) {
    const q = cellQ(cell);
    out[Number(key.replace(/^P/, ""))] = q === null ? cell.replace(/\*/g, "").trim() : q.toString();
  }
  return out;
}

describe("§13.1 mini Swiss: rating tie-breaks", () => {
  const t = tournamentFromTrf(specTrf("13.1"));
  const table = specTable("**Rating tie-breaks**", "### 13.1");
  for (const rules of ["fide-2026", "fide-2024"] as const) {
    for (const code of ["ARO", "ARO/C1", "TPR", "PTP", "APRO", "APPO", "RTNG", "TPN"]) {
      it(`${code} under ${rules} matches the spec table`, () => {
        expect(computed(t, code, { rules })).toEqual(expectedColumn(table, code));
      });
    }
  }

  it("P6's ARO/C1 is undefined (its only game over the board is cut) and ranks last", () => {
    // P1 and P5 are tied on 1.5; ARO/C2 leaves P1 one game (vs 2, 2300) and P5 none.
    const st = computeStandings(t, "ARO/C2", { rules: "fide-2026" });
    const row = (id: number) => st.rows.find((r) => r.player.id === id)!;
    expect(row(5).values[0]).toBeNull();
    expect(row(1).values[0]?.toString()).toBe("2300");
    expect(row(1).rank).toBeLessThan(row(5).rank);
    expect(row(5).aboveBy).toBe("ARO/C2");
  });

  it("ARO/M1 drops the lowest and the highest rating", () => {
    // P1 met 4 (2100), 2 (2300), 3 (2200): 2200 remains. P3 met 4 (2100), 1 (2400); the forfeit
    // against 6 is no game, so both are cut and ARO/M1 is undefined.
    const v = computed(t, "ARO/M1");
    expect(v[1]).toBe("2200");
    expect(v[3]).toBe("undefined");
  });

  it("scores games 1/½/0 whatever the points system (3/1/0 gives the same TPR and PTP)", () => {
    const t310 = { ...t, points: pointsSystem(3, 1, 0) };
    expect(computed(t310, "TPR")).toEqual(expectedColumn(table, "TPR"));
    expect(computed(t310, "PTP")).toEqual(expectedColumn(table, "PTP"));
  });

  it("RTNG/R ranks the lowest rating first", () => {
    // P1 and P5 tied on 1.5: ratings 2400 and 2000
    const st = computeStandings(t, "RTNG/R");
    const ids = st.rows.map((r) => r.player.id);
    expect(ids.indexOf(5)).toBeLessThan(ids.indexOf(1));
  });

  it("explains ARO/C1 game by game, with the cut game and the unplayed rounds", () => {
    const ex = explainValue(t, "ARO/C1", 2); // P3: forfeit R1, 4 (2100) R2, 1 (2400) R3
    expect(ex.value?.toString()).toBe("2400");
    expect(ex.rows.map((r) => [r.round, r.status])).toEqual([
      [1, "not counted"],
      [2, "cut"],
      [3, "kept"],
    ]);
    expect(ex.rows[1].used?.toString()).toBe("2100");
  });
});

describe("§13.3 round robin: forfeits never count for ratings (15.2, 2026)", () => {
  const t = tournamentFromTrf(specTrf("13.3"));
  const table = specTable("**Expected values**", "### 13.3");
  for (const code of ["ARO", "TPR"]) {
    it(`${code} matches the spec table`, () => {
      expect(t.type).toBe("round-robin");
      expect(computed(t, code, { rules: "fide-2026" })).toEqual(expectedColumn(table, code));
    });
  }
});

describe("§13.9 quick checks and the B.02 tables", () => {
  it("PTP for a zero score against 1800/1900/2000 is 1000", () => {
    const t = crosstable("1,-2,-3,-4\n2,.,.,.\n3,.,.,.\n4,.,.,.", {
      ratings: { 1: 2000, 2: 1800, 3: 1900, 4: 2000 },
    });
    expect(computed(t, "PTP")[1]).toBe("1000");
    // and TPR = ARO 1900 + dp(0) = 1900 - 800
    expect(computed(t, "TPR")[1]).toBe("1100");
  });

  it("TPR at p = 0.67 is ARO + 125, at p = 0.33 ARO - 125", () => {
    // player 1 scores 2/3 against 1900, 2000, 2100 (ARO 2000) in rounds 1-3; player 5 scores 1/3
    // against the same players in rounds 4-6
    const t = crosstable("1,+2,+3,-4,.,.,.\n5,.,.,.,-2,-3,+4\n2\n3\n4", {
      ratings: { 1: 1500, 5: 1500, 2: 1900, 3: 2000, 4: 2100 },
    });
    const tpr = computed(t, "TPR");
    expect(tpr[1]).toBe(String(2000 + 125));
    expect(tpr[5]).toBe(String(2000 - 125));
  });

  it("PD and dp tables: ends and boundaries", () => {
    expect([pd100(0), pd100(3), pd100(4), pd100(735), pd100(736), pd100(5000)]).toEqual([
      50, 50, 51, 99, 100, 100,
    ]);
    expect([pd100(-4), pd100(-736)]).toEqual([49, 0]);
    expect([dp(100), dp(67), dp(50), dp(33), dp(0)]).toEqual([800, 125, 0, -125, -800]);
  });

  it("PTP at 100% is the highest opponent + 736; a short game (TRF W/D/L) counts as played", () => {
    const t = crosstable("1,+2,+3\n2,.,.\n3,.,.", { ratings: { 1: 2000, 2: 1900, 3: 2000 } });
    (t.players[0].rounds[0] as { short?: boolean }).short = true;
    expect(computed(t, "PTP")[1]).toBe(String(2000 + 736));
    expect(computed(t, "ARO")[1]).toBe("1950");
  });
});

describe("unrated players", () => {
  // §13.1 with player 4 (2100) unrated
  const base = tournamentFromTrf(specTrf("13.1"));
  const t: Tournament = {
    ...base,
    players: base.players.map((p) => (p.id === 4 ? { ...p, rating: undefined } : p)),
  };

  it("without a rating for unrated players every value is undefined, with a warning", () => {
    for (const code of ["ARO", "ARO/C1", "TPR", "PTP", "APRO", "APPO", "RTNG"]) {
      const { values, warnings } = computeValues(t, code);
      expect(values.every((v) => v === null)).toBe(true);
      expect(warnings.join("\n")).toMatch(/1 player\(s\) have no rating \(4 /);
      expect(warnings.join("\n")).toMatch(/\/U1400/);
    }
  });

  it("/U1400 on the code or the unrated option gives unrated players that rating", () => {
    // P1 met 4 (now 1400), 2 (2300), 3 (2200): (1400 + 2300 + 2200) / 3 = 1966.67 -> 1967
    expect(computed(t, "ARO/U1400")[1]).toBe("1967");
    expect(computed(t, "ARO", { unrated: 1400 })[1]).toBe("1967");
    // the code's own /U wins over the option: (1500 + 2300 + 2200) / 3 = 2000
    expect(computed(t, "ARO/U1500", { unrated: 1400 })[1]).toBe("2000");
    expect(computed(t, "RTNG", { unrated: 1400 })[4]).toBe("1400");
    // P4's own rating plays no part in its TPR: ARO of 1, 3, 5 = (2400 + 2200 + 2000) / 3 = 2200,
    // 0.5/3 -> p 0.17 -> dp = -dp(0.83) = -273
    expect(computed(t, "TPR/U1400")[4]).toBe(String(2200 - 273));
    // P1's TPR: rounded ARO 1967, 1.5/3 -> p 0.50 -> dp 0
    expect(computed(t, "TPR/U1400")[1]).toBe("1967");
    expect(computeValues(t, "ARO/U1400").warnings).toEqual([]);
  });

  it("rejects a rating for unrated players that is not a positive whole number", () => {
    expect(() => computeValues(t, "ARO", { unrated: 1400.5 })).toThrow(/positive whole number/);
  });
});

describe("arena-swiss-5 (plain): ARO and RTNG columns", () => {
  const fx = loadFixture("seeds/arena-swiss-5.json");
  const t = tournamentFromRounds(fx);
  for (const code of ["ARO", "RTNG"]) {
    it(`${code} matches the published column`, () => {
      const { values } = computeValues(t, code, { rules: "plain" });
      t.players.forEach((p, i) => {
        expect(values[i]?.toNumber()).toBe(fx.expected.values[String(p.id)][code]);
      });
    });
  }
});
