/**
 * The shared exact values of the whole-unit paths (unplayed-units.ts `unitValues`): a kept `Q`
 * is the value `Q.of` makes, for every whole number (negative ones and ones beyond the kept
 * range are made each time), asked once or many times, in any order.
 */
import fc from "fast-check";
import { Q } from "../../src/engine";
import { applyCuts } from "../../src/engine/unplayed";
import { cutElementRows, unitValues } from "../../src/engine/unplayed-units";

describe("unitValues(scale).of(u) is Q.of(u, scale)", () => {
  it("for any whole u and scale, repeatedly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 720 * 720 }),
        fc.array(fc.integer({ min: -2000, max: 70000 }), { minLength: 1, maxLength: 40 }),
        (scale, us) => {
          const values = unitValues(scale);
          for (const u of [...us, ...us]) {
            const q = values.of(u);
            const want = Q.of(u, scale);
            expect([q.n, q.d]).toEqual([want.n, want.d]);
          }
        }
      )
    );
  });

  it("worked examples: 5 halves, 6 quarters, -3 halves, 0", () => {
    expect(unitValues(2).of(5).toString()).toBe(Q.of(5, 2).toString());
    expect(unitValues(4).of(6).eq(Q.of(3, 2))).toBe(true);
    expect(unitValues(2).of(-3).eq(Q.of(-3, 2))).toBe(true);
    expect(unitValues(4).of(0).eq(Q.ZERO)).toBe(true);
  });
});

/**
 * The unit path's cuts (the rows' two least and most significant contributions, and the sorted
 * rows of the rows with a VUR or a cut beyond two) against `applyCuts` on the same elements:
 * random rows with many equal opponent scores and contributions, negative ones, VURs anywhere,
 * every cut and median up to beyond the row's length, both kinds, with and without the 16.5
 * rule and the plain median rule.
 */
describe("cutElementRows: the unit rows' cuts are applyCuts' values", () => {
  const element = fc.record({
    key: fc.integer({ min: -2, max: 6 }),
    own: fc.integer({ min: -1, max: 3 }),
    vur: fc.boolean(),
  });
  it("for random rows, every cut and median, both kinds and rules", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(element, { maxLength: 9 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (rows, cut, median, sb, vurRule, plainMedian) => {
          const n = 9;
          const el = {
            len: Int32Array.from(rows, (r) => r.length),
            key: new Float64Array(rows.length * n),
            own: new Float64Array(rows.length * n),
            vur: new Uint8Array(rows.length * n),
            differs: null,
          };
          rows.forEach((r, i) =>
            r.forEach((e, q) => {
              el.key[i * n + q] = e.key;
              el.own[i * n + q] = e.own;
              el.vur[i * n + q] = e.vur ? 1 : 0;
            })
          );
          const got = cutElementRows(el, n, 1, sb, cut, median, vurRule, plainMedian);
          const want = rows.map(
            (r) =>
              applyCuts(
                r.map((e) => ({ oppScore: Q.int(e.key), own: Q.int(e.own), isVUR: e.vur })),
                sb ? "SB" : "BH",
                cut,
                median,
                vurRule,
                plainMedian
              ).value
          );
          expect(got.map(String)).toEqual(want.map(String));
        }
      ),
      { numRuns: 3000 }
    );
  });

  it("by hand: Cut-1 of (2 × 1, VUR 3 × 0, 1 × 1) with and without 16.5, SB and BH", () => {
    // elements (opponent score × own): 2 × 1 = 2, VUR 3 × 0 = 0, 1 × 1 = 1. b (least
    // significant, lowest opponent score) is 1; a (lowest VUR contribution) is 0; SB cuts the
    // higher, b: 2 + 0 = 2. BH Cut-1 cuts the VUR: 2 + 1 = 3. Without 16.5 both cut b.
    const el = {
      len: Int32Array.of(3),
      key: Float64Array.of(2, 3, 1),
      own: Float64Array.of(1, 0, 1),
      vur: Uint8Array.of(0, 1, 0),
      differs: null,
    };
    const cut1 = (sb: boolean, rule: boolean): string =>
      String(cutElementRows(el, 3, 1, sb, 1, 0, rule, false)[0]);
    expect(cut1(true, true)).toBe("2");
    expect(cut1(false, true)).toBe("3");
    expect(cut1(true, false)).toBe("2");
    expect(cut1(false, false)).toBe("5");
  });
});
