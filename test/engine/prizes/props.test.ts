/**
 * Property tests of the prize list (fast-check), on generated rankings (ties on points, ties on
 * every tie-break, ratings, birth years, sex) and prize lists (place and category prizes, cash and
 * non-cash, equal amounts), with the options drawn too (priority=, trophies=, round= of 1 cent,
 * 1 or 5 units, hort= of 30, 50 or 75), for every method:
 *
 * - within one tie the place money never increases as the ranking falls: under tiebreak, shared
 *   and hort, the players of one score group paid by one kind of prize (the place prizes, or one
 *   category's) get amounts that never increase down the ranking; under us-chess the members of a
 *   pool the cap does not hold are paid equal shares, the odd cent to the better placed;
 * - no player is paid twice in cash (at most one cash line each);
 * - non-cash prizes are whole: one player each, no money;
 * - the cash paid plus the cash unawarded equals the fund, to the cent;
 * - tiebreak is the unique stable assignment (prize by prize and player by player give it);
 * - hort=0 is tiebreak and hort=100 is shared, cent for cent; us-chess prize by prize and group
 *   by group agree.
 */
import fc from "fast-check";
import { Q, type Player } from "../../../src/engine";
import { tiebreakAssignment } from "../../../src/engine/prizes/assign";
import { resolveRating } from "../../../src/engine/prizes/rating";
import { eligibilityOf } from "../../../src/engine/prizes/eligibility";
import {
  computePrizes,
  preparePrizes,
  type PrizeInput,
  type PrizeRanking,
  type PrizeResult,
  type SplitMethod,
} from "../../../src/engine/prizes";
import { workOf } from "../../../src/engine/prizes/work";

const CATEGORIES = [null, "Rtg<1800", "Rtg 1600-1999", "unrated", "Born>=2008", "Sex=f"];

const rowArb = fc.record({
  pts: fc.integer({ min: 0, max: 6 }),
  rating: fc.option(fc.integer({ min: 1200, max: 2300 }), { nil: undefined }),
  born: fc.integer({ min: 1950, max: 2015 }),
  female: fc.boolean(),
  tiedAbove: fc.boolean(),
});

const prizeArb = fc.record({
  // a few amounts often, so that equal values occur
  cents: fc.oneof(fc.constantFrom(1000, 5000, 10000), fc.integer({ min: 1, max: 20000 })),
  category: fc.constantFrom(...CATEGORIES),
  nonCash: fc.boolean().map((b) => (b ? "Trophy" : null)),
});

type Row = { pts: number; rating?: number; born: number; female: boolean; tiedAbove: boolean };

function ranking(rows: Row[]): PrizeRanking {
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
      birth: String(r.born),
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

function prizeList(
  ps: { cents: number; category: string | null; nonCash: string | null }[]
): PrizeInput[] {
  return ps.map((p, i) => ({
    name: `prize ${i + 1}`,
    amount: Q.of(p.nonCash ? 0 : p.cents, 100),
    category: p.category,
    nonCash: p.nonCash,
  }));
}

const caseArb = fc.record({
  rows: fc.array(rowArb, { minLength: 1, maxLength: 14 }),
  prizes: fc.array(prizeArb, { minLength: 1, maxLength: 9 }),
  priority: fc.constantFrom("place" as const, "category" as const, "listed" as const),
  exclusive: fc.boolean(),
  // round= (1 cent, whole units, multiples of 5) and hort= (the share of each prize pooled)
  unitCents: fc.constantFrom(1, 1, 100, 500),
  hortShare: fc.constantFrom(50, 50, 30, 75),
});

const METHODS: SplitMethod[] = ["tiebreak", "shared", "hort", "us-chess"];

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function run(c: Case, split: SplitMethod, extra = {}): PrizeResult {
  return computePrizes(ranking(c.rows), prizeList(c.prizes), {
    split,
    priority: c.priority,
    trophies: c.exclusive ? "exclusive" : "independent",
    unitCents: c.unitCents,
    hortShare: c.hortShare,
    ...extra,
  });
}

/** The kind of a prize: "" for place prizes, else its category. */
const kind = (p: { category: string | null }): string => p.category ?? "";

describe.each(METHODS)("%s", (split) => {
  test("no cash twice, non-cash whole, paid + unawarded = fund", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const r = run(c, split);
        const cashLines = new Map<number, number>();
        for (const line of r.lines) {
          if (line.prize.nonCash !== null) {
            // whole: one player, no money
            expect(line.awarded.length).toBeLessThanOrEqual(1);
            for (const a of line.awarded) expect(a.cents).toBe(0);
            continue;
          }
          for (const a of line.awarded) cashLines.set(a.player, (cashLines.get(a.player) ?? 0) + 1);
        }
        for (const n of cashLines.values()) expect(n).toBe(1);
        for (const p of r.players) {
          expect(Number.isInteger(p.cents) && p.cents >= 0).toBe(true);
          expect(p.nonCash.length).toBeLessThanOrEqual(1);
          if (c.exclusive && p.nonCash.length > 0) expect(p.cents).toBe(0);
          expect(p.byRanking + p.fromPool).toBe(p.cents);
        }
        const fund = c.prizes.reduce((t, p) => t + (p.nonCash ? 0 : p.cents), 0);
        const unawarded = r.unawarded.reduce((t, u) => t + u.prize.cents, 0);
        expect(r.fundCents).toBe(fund);
        expect(r.paidCents).toBe(r.players.reduce((t, p) => t + p.cents, 0));
        expect(r.paidCents + unawarded).toBe(fund);
      }),
      { numRuns: 250 }
    );
  });
});

describe.each(["tiebreak", "shared", "hort"] as SplitMethod[])("%s", (split) => {
  test("within one tie the place money never increases as the ranking falls", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const rk = ranking(c.rows);
        const r = run(c, split);
        const cash = r.players.filter((p) => p.prize !== null);
        // players of one score group paid by one kind of prize, in ranking order
        const groups = new Map<string, { pos: number; cents: number }[]>();
        for (const p of cash) {
          const pos = rk.rows.findIndex((x) => x.index === p.index);
          const key = `${String(rk.rows[pos].primary)}|${kind(p.prize!)}`;
          const list = groups.get(key) ?? [];
          list.push({ pos, cents: p.cents });
          groups.set(key, list);
        }
        for (const list of groups.values()) {
          list.sort((a, b) => a.pos - b.pos);
          for (let k = 1; k < list.length; k++)
            expect(list[k].cents).toBeLessThanOrEqual(list[k - 1].cents);
        }
      }),
      { numRuns: 250 }
    );
  });
});

test("us-chess: a pool's members the cap does not hold get equal shares, the odd cent higher up", () => {
  fc.assert(
    fc.property(caseArb, (c) => {
      const r = run(c, "us-chess");
      // members of one pool share a why that names the same sum and divisor
      const pools = new Map<string, { index: number; cents: number; capped: boolean }[]>();
      for (const p of r.players) {
        const m = /shared .* with .*; ([\d.]+ \/ \d+)/.exec(p.why);
        if (!m || p.prize === null) continue;
        const key = `${p.points.toString()}|${m[1]}`;
        const list = pools.get(key) ?? [];
        list.push({ index: p.index, cents: p.cents, capped: /capped at/.test(p.why) });
        pools.set(key, list);
      }
      for (const list of pools.values()) {
        const open = list.filter((x) => !x.capped).sort((a, b) => a.index - b.index);
        for (let k = 1; k < open.length; k++) {
          expect(open[k].cents).toBeLessThanOrEqual(open[k - 1].cents);
          // the odd cent (or units) one each to the better placed; with round=, what is left
          // below one unit goes to the best placed on top
          if (c.unitCents === 1) expect(open[0].cents - open[k].cents).toBeLessThanOrEqual(1);
          else {
            expect(open[0].cents - open[k].cents).toBeLessThan(2 * c.unitCents);
            if (k > 1) expect(open[1].cents - open[k].cents).toBeLessThanOrEqual(c.unitCents);
          }
        }
        for (const x of list.filter((y) => y.capped))
          for (const y of open) expect(x.cents).toBeLessThan(y.cents + 1);
      }
    }),
    { numRuns: 250 }
  );
});

test("tiebreak is the unique stable assignment (prize by prize = player by player)", () => {
  fc.assert(
    fc.property(caseArb, (c) => {
      const rk = ranking(c.rows);
      const specs = preparePrizes(prizeList(c.prizes));
      const env = resolveRating(
        rk.rows.map((x) => x.player),
        undefined
      );
      const { eligible } = eligibilityOf(specs, rk.rows, env);
      const w = workOf("tiebreak", c.priority, specs, rk.rows, eligible);
      const a = tiebreakAssignment(w, "prize");
      expect(tiebreakAssignment(w, "player")).toEqual(a);
      const r = run(c, "tiebreak");
      const got = new Map(r.players.filter((p) => p.prize).map((p) => [p.index, p.prize!.index]));
      for (let pos = 0; pos < rk.rows.length; pos++) {
        expect(got.get(rk.rows[pos].index) ?? -1).toBe(a.held[pos]);
      }
    }),
    { numRuns: 250 }
  );
});

function cents(r: PrizeResult): [number, number][] {
  return r.players.map((p) => [p.index, p.cents]);
}

test("hort=0 is tiebreak, hort=100 is shared; us-chess by prize = by group", () => {
  fc.assert(
    fc.property(caseArb, (c) => {
      expect(cents(run(c, "hort", { hortShare: 0 }))).toEqual(cents(run(c, "tiebreak")));
      expect(cents(run(c, "hort", { hortShare: 100 }))).toEqual(cents(run(c, "shared")));
      expect(cents(run(c, "us-chess", { by: "player" }))).toEqual(cents(run(c, "us-chess")));
    }),
    { numRuns: 200 }
  );
});
