/**
 * Team codes worked by hand on the event of model.test.ts (helpers.ts ev5: 5 teams, 2 boards, 3
 * rounds, match points 2/1/0, Swiss; a forfeited match, two team PABs, a board forfeit, a team
 * withdrawn after round 2), under the 2026 and the 2024 rules.
 *
 *   R1  A-B 1½-½ (1-0, ½-½)   C-D forfeited by D (2-0, no boards)   E PAB (1 MP, 1 GP)
 *   R2  A-C 1-1 (board 1 A lost by forfeit, board 2 1-0)   B-E ½-1½ (½-½, 0-1)   D PAB
 *   R3  A-E 2-0   B-D 1-1 (½-½, ½-½)   C withdrawn (absent)
 *   MP / GP: A 5 / 4½, B 1 / 2, C 3 / 3, D 2 / 2, E 3 / 2½.
 *   Adjusted (16.3; C's absent last round counts as a draw): MP A 5, B 1, C 4, D 2, E 3;
 *   GP A 4½, B 2, C 4, D 2, E 2½. Caps for byes (2026, 16.4.2): a draw × 3 rounds = 3 MP, 3 GP.
 *   Unplayed rounds: C R1 forfeit win (dummy cap D's adjusted), D R1 forfeit loss (VUR, cap C's
 *   adjusted), E R1 and D R2 PABs, C R3 absent (VUR). 2026 dummy = min(own score, cap); 2024 no cap.
 *
 * ESB family: Σ X(opponent, adjusted; dummy when unplayed) × Y(own score in the match).
 *  EGGSB (X = GP, Y = GP), 2026:
 *   A: B 2×1½ + C 4×1 + E 2½×2 = 3 + 4 + 5 = 12          B: A 4½×½ + E 2½×½ + D 2×1 = 5½
 *   C: dummy min(3, 2)=2 ×2 + A 4½×1 + dummy min(3,3)=3 ×0 = 8½
 *   D: dummy min(2, 4)=2 ×0 + PAB dummy min(2,3)=2 ×1 + B 2×1 = 4
 *   E: PAB dummy min(2½,3)=2½ ×1 + B 2×1½ + A 4½×0 = 5½
 *   2024 (no caps): C's R1 dummy is 3: 6 + 4½ + 0 = 10½; the others as 2026.
 *  EGGSB/C1 (16.5 for SB: a = the lowest VUR contribution, b = the contribution of the lowest
 *  opponent score (ties: lowest contribution); cut the higher of a and b):
 *   A cuts B (3): 9; B cuts D (2): 3½; E cuts B (3): 2½; D: a = b = R1 (0): 4;
 *   C 2026: a = R3 (0), b = R1 (opponent score 2, contribution 4): cut R1: 4½;
 *   C 2024: R1 and R3 both score 3, b = the lower contribution R3 = a: cut R3: 10½.
 *  EGGSB/C2 of B: cut D (2) then E (2½): 2¼.
 *  EMGSB (X = MP, Y = GP), 2026: A 1×1½ + 4×1 + 3×2 = 11½; B 5×½ + 3×½ + 2×1 = 6;
 *   C 2×2 + 5×1 + 3×0 = 9; D 2×0 + 2×1 + 1×1 = 3; E 3×1 + 1×1½ + 5×0 = 4½.
 *   2024: C's R1 dummy 3: 6 + 5 + 0 = 11.
 *  EMGSB/C2 (2026): A cuts B (1½) and E (3 → 6): 4; B cuts D (2) and E (1½): 2½;
 *   C: cut R1 (a = 0 < b = 4), then R3 (a = b): 5; D: cut R3 (b = 1 > a = 0), then R1 (a = b): 2;
 *   E: cuts B (1½) and the PAB (3): 0.
 *  EMGSB/P (forfeits as played against the scheduled opponent's adjusted score): 2026 the same as
 *   EMGSB (C's R1: D's adjusted 2 = the dummy); 2024: C's R1 2×2 instead of 3×2: 9.
 *  ESB with MP primary is EMGSB; with GP primary EGMSB (X = GP, Y = MP):
 *   A 2×2 + 4×1 + 2½×2 = 13; B 4½×0 + 2½×0 + 2×1 = 2; C 2×2 + 4½×1 + 3×0 = 8½;
 *   D 2×0 + 2×1 + 2×1 = 4; E 2½×1 + 2×2 + 4½×0 = 6½.
 *
 * SSSC (MP primary): GP + BH:MP ÷ F, F = ⌊2 MP × 3 rounds ÷ 2 boards⌋ = 3.
 *   BH:MP 2026 (model.test.ts): A 8, B 10, C 10, D 5, E 9 → A 4½+8/3 = 43/6, B 2+10/3 = 16/3,
 *   C 3+10/3 = 19/3, D 2+5/3 = 11/3, E 2½+3 = 11/2. 2024: C's BH 3+5+3 = 11 → 3+11/3 = 20/3.
 *  SSSC/P: BH:MP/P of D counts R1 against C's adjusted 4: 4+2+1 = 7 → 2+7/3 = 13/3; 2024 C:
 *   R1 against D's adjusted 2: BH 10 → 19/3.
 *  SSSC/F: Fore Buchholz, R3's pairings as draws: MP A 4, B 1, C 3 (adjusted 4), D 2, E 4:
 *   FB A 1+4+4 = 9, B 4+4+2 = 10, C min(3,2)+4+min(3,3) = 9, D 2+2+1 = 5, E min(4,3)+1+4 = 8;
 *   SSSC/F A 4½+3 = 15/2, B 16/3, C 3+3 = 6, D 11/3, E 2½+8/3 = 31/6.
 *  GP primary: MP + BH:GP ÷ F, F = ⌊2 boards × 3 rounds ÷ 2 MP⌋ = 3; BH:GP A 2+4+2½ = 8½,
 *   B 4½+2½+2 = 9, C 2+4½+3 = 9½, D 2+2+2 = 6, E 2½+2+4½ = 9:
 *   A 5+17/6 = 47/6, B 1+3 = 4, C 3+19/6 = 37/6, D 2+2 = 4, E 3+3 = 6.
 *
 * Counts, MP primary (matches): WIN A 2, B 0, C 1 (forfeit win), D 0, E 1; WON A 2, C 0, E 1;
 *   REP (rounds − forfeit losses − absences) A 3, B 3, C 2, D 2, E 3;
 *   STD (1 more MP than the scheduled opponent, ½ the same; unplayed against a draw):
 *   A 1+½+1 = 2½, B 0+0+½ = ½, C 1+½+0 = 1½, D 0+½+½ = 1, E ½+1+0 = 1½.
 * Counts, GP primary (board games; a match without board entries spreads its game points over
 *   the 2 boards: C's R1 two forfeit wins, a PAB two boards of ½):
 *   WIN A 1+1+2 = 4, B 0, C 2+1 = 3, D 0, E 1; WON A 4, C 0, E 1;
 *   REP (boards but absences and forfeit losses) A 2+1+2 = 5, B 6, C 2+2 = 4, D 0+2+2 = 4, E 6;
 *   STD A (1+½)+(0+1)+(1+1) = 4½, B (0+½)+(½+0)+(½+½) = 2, C (1+1)+(1+0)+0 = 3,
 *   D 0+(½+½)+(½+½) = 2, E (½+½)+(½+1)+0 = 2½.
 *
 * TieBreakServer 1.9.57 on this event as TRF (C-D written as two board forfeits, the PABs in a
 * 320 record `320  1.0  1.0   5   4`; dated 2026/04/01 and 2025/04/01) gives every value above
 * except, with GP primary, WIN D 2 and E 3, STD D 3 and E 3½: it counts each board of a PAB as a
 * won board whatever the PAB scores (docs/decisions.md, "Teams").
 */
import {
  explainTeamValue,
  isInputError,
  lookup,
  parseCode,
  Q,
  teamStandings,
  type TeamEvent,
} from "../../../src/engine";
import type { Edition } from "../../../src/engine/context";
import { ev5 } from "./helpers";

type Col = Record<string, string | null>;

function col(code: string, primary = "MP", rules?: Edition, ev: TeamEvent = ev5()): Col {
  const st = teamStandings(ev, [primary, code], rules ? { rules } : {});
  return Object.fromEntries(
    st.rows.map((r) => [r.player.name, r.values[0] === null ? null : r.values[0].toString()])
  );
}

function exact(code: string, primary = "MP", rules?: Edition): Record<string, Q> {
  const st = teamStandings(ev5(), [primary, code], rules ? { rules } : {});
  return Object.fromEntries(st.rows.map((r) => [r.player.name, r.values[0] as Q]));
}

function expectExact(got: Record<string, Q>, want: Record<string, [number, number]>): void {
  for (const [k, [n, d]] of Object.entries(want))
    expect([k, got[k].toString()]).toEqual([k, Q.of(n, d).toString()]);
}

describe("MPTS and GPTS are MP and GP", () => {
  it("as columns and as the primary score", () => {
    expect(col("MPTS", "GP")).toEqual({ A: "5", B: "1", C: "3", D: "2", E: "3" });
    expect(col("GPTS")).toEqual({ A: "4.5", B: "2", C: "3", D: "2", E: "2.5" });
    expect(col("BH", "MPTS")).toEqual(col("BH", "MP"));
    expect(col("BH", "GPTS")).toEqual(col("BH", "GP"));
    expect(col("BH:MPTS")).toEqual(col("BH:MP"));
    expect(col("SB:GPTS")).toEqual(col("SB:GP"));
  });
});

describe("a team score in any place of the code", () => {
  it("BH:GP/C1, BH:GP-C1, BH/C1:GP and BH-C1:GP are one code", () => {
    for (const text of ["BH:GP-C1", "BH/C1:GP", "BH-C1:GP", "bh/c1:gp", "BH/C1 : GP"])
      expect([text, parseCode(text).code]).toEqual([text, "BH:GP/C1"]);
    expect(parseCode("SB-C1-P:MPTS").code).toBe("SB:MP/C1/P");
    expect(parseCode("bh:mp-c1-p").code).toBe("BH:MP/C1/P");
  });
  it("a wrong part after the modifiers is still refused", () => {
    expect(() => parseCode("BH/C1:XX")).toThrow(/expected a number of values to cut/);
    expect(() => parseCode("BH:GP-Z1")).toThrow(/does not take the modifier "\/Z1"/);
  });
});

describe("descriptions say what the code does", () => {
  it("EDET and EDEB use no board count; EDEBT and EDEBB say BC is lower-first", () => {
    expect(lookup("EDET")!.summary).not.toMatch(/BC/);
    expect(lookup("EDEB")!.summary).not.toMatch(/BC/);
    expect(lookup("EDEBT")!.summary).toMatch(/BC then TBR .*\(BC: lower is better\)/);
    expect(lookup("EDEBB")!.summary).toMatch(/BC then BBE .*\(BC: lower is better\)/);
    expect(lookup("ESB")!.summary).toMatch(/the opponent's primary score × own secondary score/);
  });
});

describe("ESB family (hand-worked above)", () => {
  it("EGGSB, 2026 and 2024", () => {
    expect(col("EGGSB")).toEqual({ A: "12", B: "5.5", C: "8.5", D: "4", E: "5.5" });
    expect(col("EGGSB", "MP", "fide-2024")).toEqual({
      A: "12",
      B: "5.5",
      C: "10.5",
      D: "4",
      E: "5.5",
    });
  });
  it("EGGSB/C1 with the 16.5 exception, 2026 and 2024; EGGSB/C2", () => {
    expect(col("EGGSB/C1")).toEqual({ A: "9", B: "3.5", C: "4.5", D: "4", E: "2.5" });
    expect(col("EGGSB/C1", "MP", "fide-2024").C).toBe("10.5");
    expect(col("EGGSB/C2").B).toBe("2.25");
  });
  it("EMGSB, EMGSB/C2, EMGSB/P; 2024 for C", () => {
    expect(col("EMGSB")).toEqual({ A: "11.5", B: "6", C: "9", D: "3", E: "4.5" });
    expect(col("EMGSB/C2")).toEqual({ A: "4", B: "2.5", C: "5", D: "2", E: "0" });
    expect(col("EMGSB/P")).toEqual(col("EMGSB"));
    expect(col("EMGSB", "MP", "fide-2024").C).toBe("11");
    expect(col("EMGSB/P", "MP", "fide-2024").C).toBe("9");
  });
  it("ESB is EMGSB with MP primary and EGMSB with GP primary", () => {
    expect(col("ESB")).toEqual(col("EMGSB"));
    expect(col("ESB/C2")).toEqual(col("EMGSB/C2"));
    expect(col("ESB", "GP")).toEqual({ A: "13", B: "2", C: "8.5", D: "4", E: "6.5" });
    expect(col("EGMSB")).toEqual(col("ESB", "GP"));
  });
});

describe("SSSC, SSSC/P, SSSC/F (hand-worked above)", () => {
  it("SSSC with MP primary, 2026 and 2024", () => {
    expectExact(exact("SSSC"), { A: [43, 6], B: [16, 3], C: [19, 3], D: [11, 3], E: [11, 2] });
    expectExact(exact("SSSC", "MP", "fide-2024"), { C: [20, 3], D: [11, 3] });
  });
  it("SSSC/P counts the forfeited match against the scheduled opponent", () => {
    expectExact(exact("SSSC/P"), { A: [43, 6], C: [19, 3], D: [13, 3], E: [11, 2] });
    expectExact(exact("SSSC/P", "MP", "fide-2024"), { C: [19, 3], D: [13, 3] });
  });
  it("SSSC/F uses Fore Buchholz", () => {
    expectExact(exact("SSSC/F"), { A: [15, 2], B: [16, 3], C: [6, 1], D: [11, 3], E: [31, 6] });
  });
  it("SSSC with GP primary", () => {
    expectExact(exact("SSSC", "GP"), { A: [47, 6], B: [4, 1], C: [37, 6], D: [4, 1], E: [6, 1] });
  });
});

describe("WIN, WON, REP, STD without a suffix: matches on MP primary, board games on GP primary", () => {
  it("MP primary counts matches", () => {
    expect(col("WIN")).toEqual({ A: "2", B: "0", C: "1", D: "0", E: "1" });
    expect(col("WON")).toEqual({ A: "2", B: "0", C: "0", D: "0", E: "1" });
    expect(col("REP")).toEqual({ A: "3", B: "3", C: "2", D: "2", E: "3" });
    expect(col("STD")).toEqual({ A: "2.5", B: "0.5", C: "1.5", D: "1", E: "1.5" });
  });
  it("GP primary counts board games", () => {
    expect(col("WIN", "GP")).toEqual({ A: "4", B: "0", C: "3", D: "0", E: "1" });
    expect(col("WON", "GP")).toEqual({ A: "4", B: "0", C: "0", D: "0", E: "1" });
    expect(col("REP", "GP")).toEqual({ A: "5", B: "6", C: "4", D: "4", E: "6" });
    expect(col("STD", "GP")).toEqual({ A: "4.5", B: "2", C: "3", D: "2", E: "2.5" });
  });
  it("the suffix wins over the primary score", () => {
    expect(col("WIN:MP", "GP")).toEqual(col("WIN", "MP"));
    expect(col("STD:GP", "MP")).toEqual(col("STD", "GP"));
  });
  it("the counts are the same under the 2024 rules", () => {
    for (const code of ["WIN", "WON", "REP"])
      for (const p of ["MP", "GP"])
        expect([code, p, col(code, p, "fide-2024")]).toEqual([code, p, col(code, p)]);
  });
});

describe("the rating codes cannot rank teams: an error naming the code", () => {
  // a team has no rating (neither TRF team records nor team grids carry one); before, every
  // one of these gave a column undefined for every team and a warning suggesting /U1400
  const RATING_CODES = [
    "ARO",
    "ARO/C1",
    "TPR",
    "PTP",
    "APRO",
    "APPO",
    "RTNG",
    "TPR/U1400",
    "USARO",
  ];
  it.each(RATING_CODES)("%s in the order", (code) => {
    let err: unknown;
    try {
      teamStandings(ev5(), ["MP", "GP", code]);
    } catch (e) {
      err = e;
    }
    expect(isInputError(err)).toBe(true);
    if (!isInputError(err)) return;
    expect(err.reason).toBe("not-applicable");
    expect(err.message).toContain(`${parseCode(code).code} reads the players' ratings`);
    expect(err.message).toContain("cannot rank teams");
  });
  it("explaining one is refused the same way", () => {
    expect(() => explainTeamValue(ev5(), "APRO", 0)).toThrow(
      "APRO reads the players' ratings, and a team has no rating"
    );
  });
  it("codes that do not read ratings still run on teams (TPN, the pairing number, is no rating)", () => {
    expect(col("TPN")).toEqual({ A: "1", B: "2", C: "3", D: "4", E: "5" });
  });
});
