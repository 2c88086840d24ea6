import fc from "fast-check";
import {
  computeValues,
  Ctx,
  defaultPoints,
  Q,
  type Edition,
  type Tournament,
} from "../../src/engine";
import {
  adjustedScore,
  applyCuts,
  classifyRound,
  dummyScore,
  elementsOf,
  fastCutValues,
  packedSort,
  foreRound,
  virtualOpponentScore,
  type Element,
} from "../../src/engine/unplayed";
import { crosstable } from "../helpers/crosstable";
import { mini, rr4, sbCuts, tec } from "../helpers/vectors";

const q = (s: string): Q => Q.parse(s)!;
const ctx = (t: Tournament, rules: Edition, rounds?: number): Ctx =>
  new Ctx(t, { rules, ...(rounds !== undefined ? { rounds } : {}) });
const idx = (t: Tournament, id: number): number => t.players.findIndex((p) => p.id === id);

describe("16.2 classification (spec §13.9)", () => {
  it("a ZPB followed by a forfeit win is 16.2.3 (a forfeit win is not a VUR)", () => {
    const t = crosstable("1,+W2,+W3,+W4,--,+F5\n2\n3\n4\n5");
    expect(classifyRound(ctx(t, "fide-2026"), 0, 3)).toBe("16.2.3");
  });
  it("a ZPB followed by a forfeit loss is 16.2.5", () => {
    const t = crosstable("1,+W2,+W3,+W4,--,-F5\n2\n3\n4\n5");
    expect(classifyRound(ctx(t, "fide-2026"), 0, 3)).toBe("16.2.5");
  });
  it("a HPB in the final round is 16.2.5; part-way the last counted round is the last round", () => {
    const t = crosstable("1,+W2,=BYE,+W3\n2\n3");
    expect(classifyRound(ctx(t, "fide-2026"), 0, 1)).toBe("16.2.3");
    // standings after round 2: R2 is the last round counted (spec §3.1, §11.2)
    expect(classifyRound(ctx(t, "fide-2026", 2), 0, 1)).toBe("16.2.5");
  });
  it("for FB a final-round forfeit is played, a final-round bye is not (8.3: byes keep their points)", () => {
    // 1: R1 game, R2 ZPB, R3 forfeit loss; 2: R1 game, R2 ZPB, R3 HPB (3 rounds scheduled)
    const t = crosstable("1,+W2,--,-F3\n2,.,--,HPB\n3", { totalRounds: 3 });
    const c = ctx(t, "fide-2026");
    expect(classifyRound(c, 0, 1)).toBe("16.2.5");
    expect(classifyRound(c, 0, 1, true)).toBe("16.2.3");
    expect(classifyRound(c, 0, 2, true)).toBe("played");
    expect(classifyRound(c, 1, 1, true)).toBe("16.2.5");
    expect(classifyRound(c, 1, 2, true)).toBe("16.2.5");
    // part-way (after round 2) FB is BH: nothing changes
    expect(classifyRound(ctx(t, "fide-2026", 2), 0, 1, true)).toBe("16.2.5");
  });
  it("games, forfeits and pairing byes get their own categories", () => {
    const t = mini();
    const c = ctx(t, "fide-2026");
    expect(classifyRound(c, idx(t, 3), 0)).toBe("16.2.2"); // forfeit win
    expect(classifyRound(c, idx(t, 6), 0)).toBe("16.2.4"); // forfeit loss
    expect(classifyRound(c, idx(t, 6), 1)).toBe("16.2.1"); // PAB
    expect(classifyRound(c, idx(t, 5), 1)).toBe("16.2.3"); // HPB, R3 played
    expect(classifyRound(c, idx(t, 1), 0)).toBe("played");
  });
});

describe("16.3 adjusted scores", () => {
  it("W, W, then withdrawal over 5 rounds: score 2.0, adjusted 2 + 3×0.5 = 3.5 (§13.9)", () => {
    const t = crosstable("1,+W2,+W3,WDR,WDR,WDR\n2\n3");
    const c = ctx(t, "fide-2026");
    expect(c.score(0).toString()).toBe("2");
    expect(adjustedScore(c, 0).toString()).toBe("3.5");
  });
  it("TEC exercise: 12's two trailing ZPBs count as draws (3.0); everyone else unchanged (§13.2)", () => {
    const t = tec();
    const c = ctx(t, "fide-2024");
    t.players.forEach((p, i) => {
      expect(adjustedScore(c, i).toString()).toBe(p.id === 12 ? "3" : c.score(i).toString());
    });
    // 14's absence in R4 is followed by a played game: 16.2.3, counted at 0
    expect(classifyRound(c, idx(t, 14), 3)).toBe("16.2.3");
    expect(classifyRound(c, idx(t, 12), 3)).toBe("16.2.5");
  });
  it("§13.4: 3's final-round ZPB counts as a draw (2.5); 2's HPB is 16.2.3 (2.5 as scored)", () => {
    const t = sbCuts();
    const c = ctx(t, "fide-2026");
    expect(adjustedScore(c, idx(t, 3)).toString()).toBe("2.5");
    expect(adjustedScore(c, idx(t, 2)).toString()).toBe("2.5");
    expect(adjustedScore(c, idx(t, 1)).toString()).toBe("4");
  });
  it("a trailing forfeit loss stays at 0 (16.2.4, not 16.2.5)", () => {
    const t = crosstable("1,+W2,-F3\n2\n3");
    expect(adjustedScore(ctx(t, "fide-2026"), 0).toString()).toBe("1");
  });
});

describe("16.4 dummy scores", () => {
  it("§13.1, 2026 caps: P3 forfeit win 1.0, P5 HPB 1.5, P6 forfeit loss 1.0, P6 PAB 1.0", () => {
    const t = mini();
    const c = ctx(t, "fide-2026");
    expect(dummyScore(c, idx(t, 3), 0).toString()).toBe("1"); // min(3.0, adj. score of 6 = 1.0)
    expect(dummyScore(c, idx(t, 5), 1).toString()).toBe("1.5"); // min(1.5, 0.5×3)
    expect(dummyScore(c, idx(t, 6), 0).toString()).toBe("1"); // min(1.0, 3.0)
    expect(dummyScore(c, idx(t, 6), 1).toString()).toBe("1"); // min(1.0, 1.5)
  });
  it("§13.1, 2024: P3's dummy is his own score 3.0", () => {
    const t = mini();
    expect(dummyScore(ctx(t, "fide-2024"), idx(t, 3), 0).toString()).toBe("3");
  });
  it("§13.9: a PAB to a player on 4/4 in a 4-round event: 2026 min(4, 0.5×4) = 2, 2024 4", () => {
    const t = crosstable("1,+W2,+W3,+W4,+BYE\n2\n3\n4");
    expect(dummyScore(ctx(t, "fide-2026"), 0, 3).toString()).toBe("2");
    expect(dummyScore(ctx(t, "fide-2024"), 0, 3).toString()).toBe("4");
  });
  it("§13.1 after round 2: P3's forfeit dummy is min(2.0, 1.0); P5's HPB cap is 0.5×2", () => {
    const t = mini();
    const c = ctx(t, "fide-2026", 2);
    expect(dummyScore(c, idx(t, 3), 0).toString()).toBe("1");
    expect(classifyRound(c, idx(t, 5), 1)).toBe("16.2.5");
    expect(dummyScore(c, idx(t, 5), 1).toString()).toBe("1");
  });
  it("§13.4: player 2's elements (opponent score × own points)", () => {
    const t = sbCuts();
    const els = elementsOf(ctx(t, "fide-2026"), idx(t, 2));
    const view = els.map((e) => [e.round, e.oppScore.toString(), e.own.toString(), e.isVUR]);
    expect(view).toEqual([
      [1, "0.5", "1", false],
      [2, "2", "0.5", true], // dummy min(2.5, 0.5×4)
      [3, "2.5", "0", true], // dummy min(2.5, adjusted score of 1 = 4.0)
      [4, "1.5", "1", false],
    ]);
  });
});

describe("pre-2023 virtual opponent (spec §13.8)", () => {
  it("example 1: absent in R3 with 1.5 after R2: 2.5 after R3, 5.5 after 9 rounds", () => {
    const t = crosstable("1,+W2,=B3,--,-W4,-B5,-W6,-B7,-W8,-B9\n2\n3\n4\n5\n6\n7\n8\n9");
    expect(virtualOpponentScore(ctx(t, "fide-pre2023", 3), 0, 2).toString()).toBe("2.5");
    expect(virtualOpponentScore(ctx(t, "fide-pre2023"), 0, 2).toString()).toBe("5.5");
    const el = elementsOf(ctx(t, "fide-pre2023"), 0).find((e) => e.round === 3)!;
    expect(el.source).toBe("virtual");
    expect(el.oppScore.toString()).toBe("5.5");
  });
  it("example 2: opponent absent in R6 with P on 3.5 after R5: 3.5 after R6, 5.0 at the end", () => {
    const t = crosstable("1,+W2,+B3,+W4,=B5,-W6,+F7,-B8,-W9,-B10\n2\n3\n4\n5\n6\n7\n8\n9\n10");
    expect(virtualOpponentScore(ctx(t, "fide-pre2023", 6), 0, 5).toString()).toBe("3.5");
    expect(virtualOpponentScore(ctx(t, "fide-pre2023"), 0, 5).toString()).toBe("5");
  });
  it("example 3: 6 points with a default win in R3 (2 after R2): own R3 element 5, counts 5.5 for opponents", () => {
    const t = crosstable("1,+W2,+B3,+F4,+W5,-B6,+W7,-B8,+W9,-B10\n2\n3\n4\n5\n6\n7\n8\n9\n10");
    const c = ctx(t, "fide-pre2023");
    expect(c.score(0).toString()).toBe("6");
    expect(elementsOf(c, 0)[2].oppScore.toString()).toBe("5"); // 2 + 0 + 6×0.5
    // player 2 met player 1 over the board in R1: 1 counts 6 − 1 + ½
    expect(elementsOf(c, 1)[0].oppScore.toString()).toBe("5.5");
    // under the 2024 rules the forfeit win is an ordinary 16.2.2 round for opponents: 6
    expect(elementsOf(ctx(t, "fide-2024"), 1)[0].oppScore.toString()).toBe("6");
  });
});

describe("elements per edition and event type", () => {
  it("plain: unplayed rounds are no elements, opponents at their actual scores", () => {
    const t = tec();
    const c = ctx(t, "plain");
    const els12 = elementsOf(c, idx(t, 12));
    expect(els12.map((e) => e.round)).toEqual([1]); // only the game against 4
    // 12's opponent 4 sees 12 at the actual 2.0 (not adjusted 3.0)
    const el = elementsOf(c, idx(t, 4)).find((e) => e.round === 1)!;
    expect(el.oppScore.toString()).toBe("2");
    expect(elementsOf(ctx(t, "fide-2026"), idx(t, 4))[0].oppScore.toString()).toBe("3");
  });
  it("/P: a forfeit is a game against the scheduled opponent's adjusted score, not a VUR", () => {
    const t = mini();
    const c = ctx(t, "fide-2026");
    const e6 = elementsOf(c, idx(t, 6), { p: true })[0];
    expect([e6.opponent, e6.oppScore.toString(), e6.own.toString(), e6.isVUR]).toEqual([
      idx(t, 3),
      "3",
      "0",
      false,
    ]);
    const e3 = elementsOf(c, idx(t, 3), { p: true })[0];
    expect(e3.oppScore.toString()).toBe("1");
    expect(elementsOf(ctx(t, "plain"), idx(t, 3), { p: true }).length).toBe(3);
  });
  it("round robin: a forfeit is a regular game, the free round of an odd field no element", () => {
    const t = rr4();
    const c = ctx(t, "fide-2026");
    const e4 = elementsOf(c, idx(t, 4)).find((e) => e.round === 2)!;
    expect([e4.source, e4.opponent, e4.oppScore.toString(), e4.isVUR]).toEqual([
      "real",
      idx(t, 3),
      "1.5",
      false,
    ]);
    const odd = crosstable("1,+W2,+B3,PAB\n2,.,PAB,+W3\n3,PAB", {
      type: "round-robin",
    });
    expect(elementsOf(ctx(odd, "fide-2026"), 0).map((e) => e.round)).toEqual([1, 2]);
  });
  it("an opponent who is not in the tournament is a clear error", () => {
    const t = crosstable("1,+W2\n2");
    t.players[0].rounds[0] = { kind: "game", opponent: 9, outcome: "win" };
    expect(() => elementsOf(ctx(t, "fide-2026"), 0)).toThrow(/player 1 .*round 1: opponent 9/);
  });
});

describe("Fore Buchholz round", () => {
  it("is the scheduled final round, and only when it is counted", () => {
    expect(foreRound(ctx(mini(), "fide-2026"))).toBe(3);
    expect(foreRound(ctx(mini(), "fide-2026", 2))).toBeNull();
    const t = mini();
    t.totalRounds = 5; // final round not yet played
    expect(foreRound(ctx(t, "fide-2026"))).toBeNull();
  });
});

describe("cuts (14.1–14.4 with 16.5)", () => {
  const el = (oppScore: string, own: string, isVUR = false, round = 0): Element => ({
    round,
    opponent: -1,
    label: "x",
    source: "real",
    oppScore: q(oppScore),
    own: q(own),
    isVUR,
    played: !isVUR,
  });
  it("a cut larger than the elements cuts everything (value 0)", () => {
    const r = applyCuts([el("2", "1")], "BH", 2, 0, true);
    expect(r.value.toString()).toBe("0");
    expect(r.status).toEqual(["cut"]);
  });
  it("BH: the lowest VUR element goes first, even above the lowest value (HPB 1.5 vs game 0.5)", () => {
    const r = applyCuts([el("0.5", "1"), el("1.5", "0.5", true), el("3", "0")], "BH", 1, 0, true);
    expect(r.value.toString()).toBe("3.5"); // 0.5 + 3
    // without the 16.5 rule the lowest value goes
    expect(
      applyCuts([el("0.5", "1"), el("1.5", "0.5", true)], "BH", 1, 0, false).value.toString()
    ).toBe("1.5");
  });
  it("medians remove the highest after the lowest; high cuts ignore 16.5", () => {
    const r = applyCuts(
      [el("1", "1"), el("2", "1", true), el("3", "1"), el("4", "1")],
      "BH",
      0,
      1,
      true
    );
    expect(r.status).toEqual(["kept", "cut", "kept", "cut-high"]); // VUR 2 low, then 4 high
    expect(r.value.toString()).toBe("4");
  });
  it("SB: cut the higher of the lowest VUR contribution and the least significant value", () => {
    // a = VUR 2×½ = 1; b = lowest opponent score 0.5×1 = 0.5 → cut a
    const els = [el("0.5", "1"), el("2", "0.5", true), el("4", "0"), el("1.5", "1")];
    expect(applyCuts(els, "SB", 1, 0, true).value.toString()).toBe("2");
  });
  it("SB: of two VURs with the lowest contribution, the least significant is cut first", () => {
    // The player (2026 rules, 3 VURs), SB = 4.5 + 5.5 + 1.75 + 3.5 + 4.5 + 0 + 0 = 19.75.
    // Cut 1: a = lowest VUR contribution 0 (R6 and R7); b = lowest opponent score 3.5 (R3, R4,
    // R7), then lowest contribution: R7 (0), itself a VUR, so a and b are the same element: R7.
    // Cut 2: a = R6 (0); b = R3 (3.5, then 1.75 < 3.5 of R4); cut the higher, R3 (1.75).
    // SB/C1 = 19.75, SB/C2 = 19.75 − 1.75 = 18.00 (cutting R6 first would leave 19.75).
    const els = [
      el("4.5", "1", false, 1),
      el("5.5", "1", false, 2),
      el("3.5", "0.5", true, 3), // HPB, dummy min(4.5, 0.5 × 7)
      el("3.5", "1", false, 4),
      el("4.5", "1", false, 5),
      el("4.5", "0", true, 6), // forfeit loss, dummy 4.5
      el("3.5", "0", true, 7), // ZPB, dummy min(4.5, 0.5 × 7)
    ];
    expect(applyCuts(els, "SB", 0, 0, true).value.toString()).toBe("19.75");
    const c1 = applyCuts(els, "SB", 1, 0, true);
    expect(c1.value.toString()).toBe("19.75");
    expect(c1.status[6]).toBe("cut");
    const c2 = applyCuts(els, "SB", 2, 0, true);
    expect(c2.value.toString()).toBe("18");
    expect(c2.status).toEqual(["kept", "kept", "cut", "kept", "kept", "kept", "cut"]);
  });
  it("SB: on equal contributions of a VUR (a) and a game (b), the VUR is cut", () => {
    // a = VUR 3 × 0 = 0, b = game 1 × 0 = 0 (lowest opponent score). Cut 1 removes the VUR; cut
    // 2 then has no VUR left and removes b (0): C2 = 2 × 1 = 2. (Cutting b first would leave a
    // for cut 2, compared with b' = 2: C2 would be 0.)
    const els = [el("1", "0"), el("3", "0", true), el("2", "1")];
    expect(applyCuts(els, "SB", 1, 0, true).status).toEqual(["kept", "cut", "kept"]);
    expect(applyCuts(els, "SB", 2, 0, true).value.toString()).toBe("2");
  });
  it("plain median: exactly two elements drop both; one element is never cut", () => {
    expect(applyCuts([el("2", "1"), el("3", "1")], "BH", 0, 1, false, true).value.toString()).toBe(
      "0"
    );
    expect(applyCuts([el("2", "1")], "BH", 0, 1, false, true).value.toString()).toBe("2");
    // FIDE: the one element is the least significant and is cut
    expect(applyCuts([el("2", "1")], "BH", 0, 1, false, false).value.toString()).toBe("0");
  });
});

describe("round robin: opponents count with their actual scores (art. 15.2; art. 16 is for Swiss)", () => {
  // 3 players, Berger order, each with a free round written as a zero-point bye (as a TRF has
  // it): R1 A beats B, C free; R2 B draws C, A free; R3 C beats A, B free (the last round).
  // Scores A 1, B ½, C 1½. Under art. 16.3 B's last-round bye would count as a draw (1); in a
  // round robin the free round is no element and nothing is adjusted: A's SB = 1 × ½ = 0.5,
  // BH = ½ + 1½ = 2.
  const g = (opponent: number, colour: "w" | "b", outcome: "win" | "draw" | "loss") =>
    ({ kind: "game", opponent, colour, outcome }) as const;
  const free = { kind: "bye", bye: "zpb" } as const;
  const t: Tournament = {
    type: "round-robin",
    points: defaultPoints(),
    meta: {},
    players: [
      { id: 1, name: "A", attrs: {}, rounds: [g(2, "w", "win"), free, g(3, "b", "loss")] },
      { id: 2, name: "B", attrs: {}, rounds: [g(1, "b", "loss"), g(3, "w", "draw"), free] },
      { id: 3, name: "C", attrs: {}, rounds: [free, g(2, "b", "draw"), g(1, "w", "win")] },
    ],
  };
  for (const rules of ["fide-2026", "fide-2024", "fide-pre2023"] as const) {
    it(`${rules}: SB and BH of A use B's actual ½`, () => {
      expect(computeValues(t, "SB", { rules }).values[0]?.toString()).toBe("0.5");
      expect(computeValues(t, "BH", { rules }).values[0]?.toString()).toBe("2");
    });
  }
});

describe("AOB counts opponents played over the board only, also in a round robin", () => {
  // §13.3 (round robin, 4 absent in R2 against 3): BH 1: 4.0, 2: 4.0, 4: 2 + 1.5 + 2 = 5.5.
  // AOB of 3 = mean BH of 2 (R1) and 1 (R3) = 4.0; the forfeit against 4 is not a game played.
  it("§13.3 player 3: AOB 4", () => {
    expect(computeValues(rr4(), "AOB", { rules: "fide-2026" }).values[2]?.toString()).toBe("4");
  });
});

describe("the fast cut path (cutValues) equals applyCuts", () => {
  // Element lists with many ties: opponent scores from a few halves and quarters, own points
  // 0 / ½ / 1 (and 3 for 3/1/0), VURs often at own 0 (several VURs of equal contribution).
  const element = fc.record({
    opp: fc.constantFrom("0", "0.5", "1", "1.5", "2", "2", "2.5", "3", "3", "1.25", "2.75"),
    own: fc.constantFrom("0", "0", "0.5", "1", "3"),
    vur: fc.boolean(),
  });
  const rowsArb = fc.array(fc.array(element, { maxLength: 9 }), { minLength: 1, maxLength: 6 });
  it("for BH and SB, every cut and median, with and without the 16.5 rule", () => {
    fc.assert(
      fc.property(
        rowsArb,
        fc.constantFrom<"BH" | "SB">("BH", "SB"),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        fc.boolean(),
        (rows, kind, cut, median, vurRule, plainMedian) => {
          const flat = rows.flat();
          const start = new Int32Array(rows.length + 1);
          rows.forEach((r, i) => (start[i + 1] = start[i] + r.length));
          const got = fastCutValues(
            {
              start,
              oppScore: flat.map((e) => q(e.opp)),
              own: flat.map((e) => q(e.own)),
              isVUR: Uint8Array.from(flat.map((e) => (e.vur ? 1 : 0))),
            },
            kind,
            cut,
            median,
            vurRule,
            plainMedian
          );
          rows.forEach((r, i) => {
            const els = r.map((e) => ({ oppScore: q(e.opp), own: q(e.own), isVUR: e.vur }));
            const want = applyCuts(els, kind, cut, median, vurRule, plainMedian).value;
            expect(got[i].toString()).toBe(want.toString());
          });
        }
      ),
      { numRuns: 400 }
    );
  });
});

describe("packedSort (the sort of sortRows) gives the order of the stable comparator sort", () => {
  test("random units, with ties, negative units, and ranges too wide to pack", () => {
    const unit = fc.oneof(
      fc.integer({ min: -6, max: 6 }),
      fc.integer({ min: -2000, max: 2000 }),
      fc.constantFrom(2 ** 40, -(2 ** 40), 2 ** 30)
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(unit, unit), { maxLength: 80 }), (pairs) => {
        const m = pairs.length;
        const ku = Float64Array.from(pairs.map((p) => p[0]));
        const cu = Float64Array.from(pairs.map((p) => p[1]));
        const expected = [...Array(m).keys()].sort((a, b) => ku[a] - ku[b] || cu[a] - cu[b]);
        const idx = [...Array(m).keys()];
        // wide ranges are refused (idx untouched) and sorted by the comparator instead
        const wide = pairs.some((p) => Math.abs(p[0]) >= 2 ** 30 || Math.abs(p[1]) >= 2 ** 30);
        const packedOk = packedSort(ku, cu, m, idx);
        if (packedOk) expect(idx).toEqual(expected);
        else expect(idx).toEqual([...Array(m).keys()]);
        if (!wide) expect(packedOk).toBe(true);
      }),
      { numRuns: 500 }
    );
  });
});
