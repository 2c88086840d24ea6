/**
 * Property tests of the prize list (fast-check), on generated rankings and prize lists:
 * - the same result prize by prize and player by player, for every method;
 * - nobody is paid twice (one line per paid player; under tiebreak exactly one prize's amount);
 * - the amounts add up to the fund minus the unawarded prizes, to the cent;
 * - an unawarded prize has no eligible player left;
 * - hort is within a cent or two of the mean of tiebreak and shared, player by player.
 */
import fc from "fast-check";
import { Q, type Player } from "../../../src/engine";
import {
  computePrizes,
  type PrizeInput,
  type PrizeRanking,
  type SplitMethod,
} from "../../../src/engine/prizes";

const CATEGORIES = [null, "Rtg<1800", "Rtg 1600-1999", "unrated", "Rtg>=2000", "Sex=f"];

const rowArb = fc.record({
  pts: fc.integer({ min: 0, max: 6 }),
  rating: fc.option(fc.integer({ min: 1200, max: 2300 }), { nil: undefined }),
  female: fc.boolean(),
  tiedAbove: fc.boolean(),
});

const prizeArb = fc.record({
  cents: fc.integer({ min: 0, max: 20000 }),
  category: fc.constantFrom(...CATEGORIES),
});

function ranking(
  rows: { pts: number; rating?: number; female: boolean; tiedAbove: boolean }[]
): PrizeRanking {
  const sorted = [...rows].sort((a, b) => b.pts - a.pts);
  let rank = 0;
  const out = sorted.map((r, i) => {
    const tiedAbove = i > 0 && r.tiedAbove && sorted[i - 1].pts === r.pts;
    if (!tiedAbove) rank = i + 1;
    const player: Player = {
      id: i + 1,
      name: `P${i + 1}`,
      rating: r.rating,
      sex: r.female ? "w" : "m",
      attrs: {},
      rounds: [],
    };
    return { index: i, player, rank, tied: false, points: Q.int(r.pts), primary: Q.int(r.pts) };
  });
  for (let i = 0; i < out.length; i++) {
    const next = i + 1 < out.length && out[i + 1].rank === out[i].rank;
    const prev = i > 0 && out[i - 1].rank === out[i].rank;
    if (next || prev) out[i].tied = true;
  }
  return { rows: out };
}

function prizeList(ps: { cents: number; category: string | null }[]): PrizeInput[] {
  return ps.map((p, i) => ({
    name: `prize ${i + 1}`,
    amount: Q.of(p.cents, 100),
    category: p.category,
  }));
}

const caseArb = fc.record({
  rows: fc.array(rowArb, { minLength: 1, maxLength: 14 }),
  prizes: fc.array(prizeArb, { minLength: 1, maxLength: 9 }),
});

const METHODS: SplitMethod[] = ["tiebreak", "shared", "hort"];

function summary(r: ReturnType<typeof computePrizes>): unknown {
  return {
    players: r.players.map((p) => [p.index, p.cents, p.prize.index]),
    unawarded: r.unawarded.map((u) => u.prize.index),
  };
}

describe.each(METHODS)("%s", (split) => {
  test("prize by prize and player by player agree", () => {
    fc.assert(
      fc.property(caseArb, ({ rows, prizes }) => {
        const rk = ranking(rows);
        const list = prizeList(prizes);
        const a = computePrizes(rk, list, { split, by: "prize" });
        const b = computePrizes(rk, list, { split, by: "player" });
        expect(summary(b)).toEqual(summary(a));
      }),
      { numRuns: 300 }
    );
  });

  test("nobody paid twice; paid = fund - unawarded, to the cent", () => {
    fc.assert(
      fc.property(caseArb, ({ rows, prizes }) => {
        const rk = ranking(rows);
        const list = prizeList(prizes);
        const r = computePrizes(rk, list, { split });
        const seen = new Set<number>();
        for (const line of r.lines)
          for (const a of line.awarded) {
            expect(seen.has(a.player)).toBe(false);
            seen.add(a.player);
          }
        expect(seen.size).toBe(r.players.length);
        const unawarded = r.unawarded.reduce((t, u) => t + u.prize.cents, 0);
        const fund = prizes.reduce((t, p) => t + p.cents, 0);
        expect(r.fundCents).toBe(fund);
        expect(r.players.reduce((t, p) => t + p.cents, 0)).toBe(fund - unawarded);
        expect(r.paidCents).toBe(fund - unawarded);
        for (const p of r.players) expect(Number.isInteger(p.cents) && p.cents >= 0).toBe(true);
        if (split === "tiebreak") {
          // each paid player holds exactly one prize, at its full amount
          for (const line of r.lines) {
            expect(line.awarded.length).toBeLessThanOrEqual(1);
            for (const a of line.awarded) expect(a.cents).toBe(line.prize.cents);
          }
        }
      }),
      { numRuns: 300 }
    );
  });
});

test("an unawarded prize (tiebreak) has no eligible player without a more valuable prize", () => {
  fc.assert(
    fc.property(caseArb, ({ rows, prizes }) => {
      const rk = ranking(rows);
      const list = prizeList(prizes);
      const r = computePrizes(rk, list, { split: "tiebreak" });
      const got = new Map(r.players.map((p) => [p.index, p.prize]));
      for (const u of r.unawarded) {
        for (const row of rk.rows) {
          // eligibility of this player for this prize, through a one-player, one-prize list
          const alone = computePrizes(
            { rows: [row] },
            [{ name: "x", amount: Q.of(u.prize.cents, 100), category: u.prize.category }],
            { split: "tiebreak" }
          );
          if (alone.players.length === 0) continue;
          // an eligible player holds a prize listed before it in value order
          const own = got.get(row.index);
          expect(own).toBeDefined();
          if (!own) return;
          expect(
            own.cents > u.prize.cents || (own.cents === u.prize.cents && own.index < u.prize.index)
          ).toBe(true);
        }
      }
    }),
    { numRuns: 200 }
  );
});

test("hort gives each awarded prize's first half to one player, and pays what shared pays in total", () => {
  fc.assert(
    fc.property(caseArb, ({ rows, prizes }) => {
      const rk = ranking(rows);
      const list = prizeList(prizes);
      const h = computePrizes(rk, list, { split: "hort" });
      const sh = computePrizes(rk, list, { split: "shared" });
      expect(h.unawarded.map((u) => u.prize.index)).toEqual(sh.unawarded.map((u) => u.prize.index));
      const halves = h.players.reduce((t, p) => t + p.byRanking, 0);
      const awarded = prizes.filter((_, i) => !h.unawarded.some((u) => u.prize.index === i));
      expect(halves).toBe(awarded.reduce((t, p) => t + Math.ceil(p.cents / 2), 0));
      for (const p of h.players) expect(p.byRanking + p.fromPool).toBe(p.cents);
    }),
    { numRuns: 300 }
  );
});
