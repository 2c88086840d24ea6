/**
 * The shared exact values of the whole-unit paths (unplayed-units.ts `unitValues`): a kept `Q`
 * is the value `Q.of` makes, for every whole number (negative ones and ones beyond the kept
 * range are made each time), asked once or many times, in any order.
 */
import fc from "fast-check";
import { Q } from "../../src/engine";
import { unitValues } from "../../src/engine/unplayed-units";

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
