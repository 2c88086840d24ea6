/**
 * The ranking's sort of a tied group (standings.ts sortedGroup): the leading columns packed as
 * whole-number keys into one double per member, the rest by comparators. Pinned to the
 * straightforward sort (the comparators column after column, ties in index order) on random
 * columns: few distinct values (ties reaching the last columns), undefined values, negative
 * values, denominators 2, 3, 7 and one above the packing limit (2^20 + 7), values near 2^50
 * (keys too large to pack), ascending and descending columns, up to 40 columns, so that the packed
 * keys run out part way and the remaining columns are sorted by the comparators.
 */
import fc from "fast-check";
import { Q, type Value } from "../../src/engine";
import { compareAsc, compareDesc } from "../../src/engine/rational";
import { sortedGroup } from "../../src/engine/standings";

const value: fc.Arbitrary<Value> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -3, max: 3 }).map((k) => Q.int(k)) },
  { weight: 2, arbitrary: fc.constant(null) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.integer({ min: -20, max: 20 }), fc.constantFrom(2, 3, 7))
      .map(([n, d]) => Q.of(n, d)),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }).map((k) => Q.of(k, 2 ** 20 + 7)) },
  { weight: 1, arbitrary: fc.integer({ min: -2, max: 2 }).map((k) => Q.int(2 ** 50 + k)) }
);

/** The straightforward sort: each comparator in turn, then the index. */
function reference(
  g: number[],
  live: number[],
  cols: Value[][],
  cmps: ((a: Value, b: Value) => number)[]
): number[] {
  return [...g].sort((a, b) => {
    for (const c of live) {
      const r = cmps[c](cols[c][a], cols[c][b]);
      if (r !== 0) return r;
    }
    return a - b;
  });
}

describe("the ranking's sort of a tied group", () => {
  it("equals the comparators applied column after column, ties in index order", () => {
    const plan = fc
      .record({
        size: fc.integer({ min: 2, max: 60 }),
        columns: fc.integer({ min: 1, max: 40 }),
        // values drawn from a short palette per column, so that members tie often
        palette: fc.array(value, { minLength: 1, maxLength: 4 }),
        picks: fc.array(fc.nat(), { minLength: 1, maxLength: 400 }),
        asc: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        members: fc.array(fc.nat(), { minLength: 2, maxLength: 60 }),
        dropped: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
      })
      .filter((p) => p.members.length <= p.size);
    fc.assert(
      fc.property(plan, (p) => {
        let k = 0;
        const pick = (): number => p.picks[k++ % p.picks.length];
        const cols: Value[][] = Array.from({ length: p.columns }, (_, c) =>
          Array.from({ length: p.size }, () => p.palette[(pick() + c) % p.palette.length])
        );
        const cmps = cols.map((_, c) => (p.asc[c] ? compareAsc : compareDesc));
        // distinct members in index order (as the ranking's groups are)
        const g = [...new Set(p.members.map((m) => m % p.size))].sort((a, b) => a - b);
        fc.pre(g.length >= 2);
        const live = cols.map((_, c) => c).filter((c) => !p.dropped[c]);
        expect(sortedGroup(g, live, cols, cmps, p.size)).toEqual(reference(g, live, cols, cmps));
      }),
      { numRuns: 500 }
    );
  });

  it("keys of many columns beyond 2^53 together: the later columns still order the ties", () => {
    // 40 columns of 0 / 1 / undefined: three keys each, and 3^33 × 4 players is past 2^53, so
    // the last columns are left to the comparators; members 0 and 2 tie on every column but the
    // last (descending: 1 before 0), member 1 is first on column 0, member 3 last on column 0
    const cols: Value[][] = Array.from({ length: 40 }, (_, c) =>
      c === 0
        ? [Q.ZERO, Q.ONE, Q.ZERO, null]
        : c === 39
          ? [Q.ZERO, null, Q.ONE, null]
          : [Q.ZERO, Q.ZERO, Q.ZERO, Q.ONE]
    );
    const live = cols.map((_, c) => c);
    const cmps = cols.map(() => compareDesc);
    expect(sortedGroup([0, 1, 2, 3], live, cols, cmps, 4)).toEqual([1, 2, 0, 3]);
  });
});
