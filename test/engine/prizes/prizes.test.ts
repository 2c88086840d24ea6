/**
 * The prize list, on hand-worked examples. Each expected amount is worked out in the comment
 * beside it from the rules in src/engine/prizes/ and docs/decisions.md, never taken
 * from the program's output. Rankings are written directly (place, points, tied flag), so that
 * each example is only about the prizes.
 */
import {
  computePrizes,
  PrizeError,
  splitCents,
  type SplitMethod,
} from "../../../src/engine/prizes";
import { paid, prizes, ranking, whyOf } from "../../helpers/prizes";

// Adams 5, Brennan 4½, Fitzgerald 4 (1750), Sandhu 4 (1700), Evans 3 (1600); Fitzgerald is above
// Sandhu by tie-break. Prizes 1st 100, 2nd 60, 3rd 40, Best U1800 30.
const field = ranking([
  { name: "Adams", pts: 5, rating: 2100 },
  { name: "Brennan", pts: 4.5, rating: 1900 },
  { name: "Fitzgerald", pts: 4, rating: 1750 },
  { name: "Sandhu", pts: 4, rating: 1700 },
  { name: "Evans", pts: 3, rating: 1600 },
]);
const list = prizes(["1st", 100], ["2nd", 60], ["3rd", 40], ["Best U1800", 30, "Rtg<1800"]);

describe("tiebreak: the ranking decides", () => {
  test("a player eligible for a place and a category prize takes the larger; the category passes on", () => {
    // 1st -> Adams, 2nd -> Brennan, 3rd (40) -> Fitzgerald, who is also U1800 but 40 > 30;
    // Best U1800 passes to the next U1800 player, Sandhu.
    const r = computePrizes(field, list, { split: "tiebreak" });
    expect(paid(r)).toEqual({ Adams: 100, Brennan: 60, Fitzgerald: 40, Sandhu: 30 });
    expect(whyOf(r, "Sandhu")).toBe("Best U1800 passed to Sandhu: Fitzgerald took 3rd");
    expect(r.fundCents).toBe(23000);
    expect(r.paidCents).toBe(23000);
    expect(r.unawarded).toEqual([]);
  });

  test("a category prize worth more than the place is taken instead, and the place passes down", () => {
    // Best U1800 90 > 3rd 40: Fitzgerald (best U1800) takes it, 3rd passes to Sandhu.
    const r = computePrizes(
      field,
      prizes(["1st", 100], ["2nd", 60], ["3rd", 40], ["Best U1800", 90, "Rtg<1800"]),
      { split: "tiebreak" }
    );
    expect(paid(r)).toEqual({ Adams: 100, Brennan: 60, Fitzgerald: 90, Sandhu: 40 });
    expect(whyOf(r, "Sandhu")).toBe("3rd passed to Sandhu: Fitzgerald took Best U1800");
  });

  test("a tie the tie-break order leaves open across a prize place asks for lots", () => {
    const tied = ranking([
      { name: "A", pts: 5 },
      { name: "B", pts: 4 },
      { name: "C", pts: 4, tiedAbove: true },
    ]);
    const r = computePrizes(tied, prizes(["1st", 100], ["2nd", 50]), { split: "tiebreak" });
    // B and C share place 2=; the only prize left, 2nd, goes to B by start number
    expect(paid(r)).toEqual({ A: 100, B: 50 });
    expect(r.warnings.some((w) => /^2nd: B and C are tied .* lots are needed/.test(w))).toBe(true);
  });
});

describe("shared (FIDE and European practice): the money of the places a tie occupies", () => {
  test("tied for 3rd and U1800: each takes the better share; the tie they leave is recomputed", () => {
    // place prizes: Fitzgerald and Sandhu (4) occupy places 3-4: (40 + 0) / 2 = 20 each;
    // U1800 (Fitzgerald 1750, Sandhu 1700, Evans 1600): the two occupy U1800 places 1-2:
    // (30 + 0) / 2 = 15 each. Fitzgerald, best placed, takes 20 from the places and leaves
    // U1800, where Sandhu is now alone: 30 > 20, so Sandhu leaves the places, where Fitzgerald
    // is now alone on place 3: 40.
    const r = computePrizes(field, list, { split: "shared" });
    expect(paid(r)).toEqual({ Adams: 100, Brennan: 60, Fitzgerald: 40, Sandhu: 30 });
    expect(whyOf(r, "Fitzgerald")).toBe(
      "3rd (place 3); tied on points, Sandhu took Best U1800; declined a share of Best U1800, 15, for 3rd"
    );
    expect(whyOf(r, "Sandhu")).toBe(
      "Best U1800; tied on points, Fitzgerald took 3rd; declined a share of places 3-4 (3rd), 20, for Best U1800"
    );
  });

  test("300 + 200 + a 150 youth prize, four tied for first", () => {
    // places 1-4: (300 + 200) / 4 = 125 each; the junior Y is alone on junior place 1: 150 > 125,
    // so Y takes the junior prize and W, X, Z occupy places 1-3: 50000 cents / 3 = 16666 r 2:
    // W 166.67, X 166.67, Z 166.66.
    const r = computePrizes(
      ranking([
        { name: "W", pts: 4, birth: "1980" },
        { name: "X", pts: 4, birth: "1985" },
        { name: "Y", pts: 4, birth: "2010" },
        { name: "Z", pts: 4, birth: "1970" },
        { name: "V", pts: 2, birth: "2011" },
      ]),
      prizes(["1st", 300], ["2nd", 200], ["Best junior", 150, "Born>=2008"]),
      { split: "shared" }
    );
    expect(paid(r)).toEqual({ W: 166.67, X: 166.67, Y: 150, Z: 166.66 });
    expect(whyOf(r, "W")).toBe(
      "shared places 1-3 (1st-2nd) with X and Z; 500 / 3; tied on points, Y took Best junior"
    );
    expect(whyOf(r, "Y")).toBe(
      "Best junior; declined a share of places 1-4 (1st-2nd), 125, for Best junior"
    );
  });

  test("a category prize worth more than the share of the places is taken", () => {
    // A (2000), B (1700) tied on 5: places 1-2 (100 + 20) / 2 = 60; B alone on U1800 place 1:
    // 120 (then 90) > 60: B takes it, A is alone on place 1 (100), C (4) on place 2 (20).
    const rows = ranking([
      { name: "A", pts: 5, rating: 2000 },
      { name: "B", pts: 5, rating: 1700 },
      { name: "C", pts: 4, rating: 1600 },
    ]);
    const r = computePrizes(
      rows,
      prizes(["1st", 100], ["2nd", 20], ["Best U1800", 120, "Rtg<1800"]),
      {
        split: "shared",
      }
    );
    expect(paid(r)).toEqual({ A: 100, B: 120, C: 20 });
    const r2 = computePrizes(
      rows,
      prizes(["1st", 100], ["2nd", 20], ["Best U1800", 90, "Rtg<1800"]),
      {
        split: "shared",
      }
    );
    expect(paid(r2)).toEqual({ A: 100, B: 90, C: 20 });
  });
});

describe("us-chess (US Chess 32B3): tied players pool their place and class prizes", () => {
  test("two tied on points for 3rd and the U1800 prize pool both", () => {
    // Fitzgerald and Sandhu (4 points) take 3rd (40) and Best U1800 (30) as a group: 70 / 2 = 35.
    // Both are U1800, so the category is not split off.
    const r = computePrizes(field, list, { split: "us-chess" });
    expect(paid(r)).toEqual({ Adams: 100, Brennan: 60, Fitzgerald: 35, Sandhu: 35 });
    expect(whyOf(r, "Sandhu")).toMatch(/^shared 3rd and Best U1800 with Fitzgerald; 70 \/ 2$/);
  });

  test("a tie across the last prize place shares it, the odd cent to the best placed", () => {
    // C, D, E tied on 3 points for the last prize, 3rd = 31.00: 3100 cents / 3 = 1033 r 1, so
    // C (best placed) 10.34, D and E 10.33; 10.34 + 10.33 + 10.33 = 31.00.
    const r = computePrizes(
      ranking([
        { name: "A", pts: 5 },
        { name: "B", pts: 4 },
        { name: "C", pts: 3 },
        { name: "D", pts: 3 },
        { name: "E", pts: 3 },
        { name: "F", pts: 2 },
      ]),
      prizes(["1st", 100], ["2nd", 50], ["3rd", 31]),
      { split: "us-chess" }
    );
    expect(paid(r)).toEqual({ A: 100, B: 50, C: 10.34, D: 10.33, E: 10.33 });
    expect(r.paidCents).toBe(18100);
    expect(r.lines[2].awarded.map((a) => a.cents)).toEqual([1034, 1033, 1033]);
  });

  test("US 32B3 example (WinTD): 300 + 200 + youth 150 shared four ways", () => {
    // Four tied for first; one is a junior. 300 + 200 + 150 = 650 / 4 = 162.50 each: the
    // junior's own prize alone (150) is less than the equal share, so nothing is split off.
    const r = computePrizes(
      ranking([
        { name: "W", pts: 4, birth: "1980" },
        { name: "X", pts: 4, birth: "1985" },
        { name: "Y", pts: 4, birth: "2010" },
        { name: "Z", pts: 4, birth: "1970" },
        { name: "V", pts: 2, birth: "2011" },
      ]),
      prizes(["1st", 300], ["2nd", 200], ["Best junior", 150, "Born>=2008"]),
      { split: "us-chess" }
    );
    expect(paid(r)).toEqual({ W: 162.5, X: 162.5, Y: 162.5, Z: 162.5 });
  });

  test("a category prize worth more than the equal share is taken alone (32B3 'unless')", () => {
    // A (2000) and B (1700) tied on 5; C 4. Prizes 1st 100, 2nd 20, Best U1800 120.
    // The group {A, B} takes U1800 and 1st (two members, two prizes); 2nd passes to C.
    // Equal share (120 + 100) / 2 = 110 < 120 for B alone: B takes U1800, A 1st.
    const r = computePrizes(
      ranking([
        { name: "A", pts: 5, rating: 2000 },
        { name: "B", pts: 5, rating: 1700 },
        { name: "C", pts: 4, rating: 1600 },
      ]),
      prizes(["1st", 100], ["2nd", 20], ["Best U1800", 120, "Rtg<1800"]),
      { split: "us-chess" }
    );
    expect(paid(r)).toEqual({ A: 100, B: 120, C: 20 });
    // with U1800 at 90: (100 + 90) / 2 = 95 > 90, so both share
    const r2 = computePrizes(
      ranking([
        { name: "A", pts: 5, rating: 2000 },
        { name: "B", pts: 5, rating: 1700 },
        { name: "C", pts: 4, rating: 1600 },
      ]),
      prizes(["1st", 100], ["2nd", 20], ["Best U1800", 90, "Rtg<1800"]),
      { split: "us-chess" }
    );
    expect(paid(r2)).toEqual({ A: 95, B: 95, C: 20 });
  });

  test("a category's prizes are shared inside the category", () => {
    // Place prizes go to P and Q; X and Z (both U1800, 3 points) share 1st and 2nd U1800:
    // (50 + 30) / 2 = 40. Y (3 points, 1900) is not U1800 and is in no pool.
    const r = computePrizes(
      ranking([
        { name: "P", pts: 5, rating: 2200 },
        { name: "Q", pts: 4, rating: 2100 },
        { name: "X", pts: 3, rating: 1750 },
        { name: "Y", pts: 3, rating: 1900 },
        { name: "Z", pts: 3, rating: 1500 },
        { name: "W", pts: 1, rating: 1400 },
      ]),
      prizes(
        ["1st", 100],
        ["2nd", 60],
        ["U1800 1st", 50, "Rtg<1800"],
        ["U1800 2nd", 30, "Rtg<1800"]
      ),
      { split: "us-chess" }
    );
    expect(paid(r)).toEqual({ P: 100, Q: 60, X: 40, Z: 40 });
  });
});

describe("hort: half by the ranking, half shared", () => {
  test("Wikipedia's Hort example (100/80/60/40/20/10)", () => {
    // A, B 8 points: A 50 + (50 + 40) / 2 = 95, B 40 + 45 = 85; C alone 60;
    // D, E, F 7 points: pot 20 + 10 + 5 = 35 -> 3500 / 3 = 1166 r 2: D 11.67, E 11.67, F 11.66;
    // D 20 + 11.67 = 31.67, E 10 + 11.67 = 21.67, F 5 + 11.66 = 16.66. Total 310.
    const r = computePrizes(
      ranking([
        { name: "A", pts: 8 },
        { name: "B", pts: 8 },
        { name: "C", pts: 7.5 },
        { name: "D", pts: 7 },
        { name: "E", pts: 7 },
        { name: "F", pts: 7 },
        { name: "G", pts: 6 },
      ]),
      prizes(["1st", 100], ["2nd", 80], ["3rd", 60], ["4th", 40], ["5th", 20], ["6th", 10]),
      { split: "hort" }
    );
    expect(paid(r)).toEqual({ A: 95, B: 85, C: 60, D: 31.67, E: 21.67, F: 16.66 });
    expect(r.paidCents).toBe(31000);
  });

  test("two tied for 2nd: shared 2nd-3rd with Brennan, 30 by tie-break + 25 shared", () => {
    // 2nd 60, 3rd 40; Cole and Brennan tied on points, Cole ahead by tie-break:
    // Cole 30 + (30 + 20) / 2 = 55, Brennan 20 + 25 = 45.
    const r = computePrizes(
      ranking([
        { name: "Ames", pts: 6 },
        { name: "Cole", pts: 5 },
        { name: "Brennan", pts: 5 },
      ]),
      prizes(["1st", 100], ["2nd", 60], ["3rd", 40]),
      { split: "hort" }
    );
    expect(paid(r)).toEqual({ Ames: 100, Cole: 55, Brennan: 45 });
    expect(whyOf(r, "Cole")).toBe("shared 2nd-3rd with Brennan; Hort: 30 by tie-break + 25 shared");
  });

  test("a tie across the last place: the tie-break half to the best placed", () => {
    // C, D, E tied for 3rd = 31: tie-break half 1550 cents to C; pooled half 1550 / 3 = 516 r 2:
    // C 517, D 517, E 516. C 15.50 + 5.17 = 20.67, D 5.17, E 5.16.
    const r = computePrizes(
      ranking([
        { name: "A", pts: 5 },
        { name: "B", pts: 4 },
        { name: "C", pts: 3 },
        { name: "D", pts: 3 },
        { name: "E", pts: 3 },
      ]),
      prizes(["1st", 100], ["2nd", 50], ["3rd", 31]),
      { split: "hort" }
    );
    expect(paid(r)).toEqual({ A: 100, B: 50, C: 20.67, D: 5.17, E: 5.16 });
  });

  test("the place + category field: each takes the better of two Hort shares", () => {
    // places 3-4 (Fitzgerald, Sandhu on 4): 3rd 40 cut 20 / 20: Fitzgerald 20 + 10, Sandhu 10;
    // U1800 places 1-2 (the same two): 30 cut 15 / 15: Fitzgerald 15 + 7.50, Sandhu 7.50.
    // Fitzgerald takes 30 from the places and leaves U1800, where Sandhu alone takes the whole 30
    // (> 10) and leaves the places, where Fitzgerald alone takes the whole 40.
    const r = computePrizes(field, list, { split: "hort" });
    expect(paid(r)).toEqual({ Adams: 100, Brennan: 60, Fitzgerald: 40, Sandhu: 30 });
  });
});

describe("warnings and errors", () => {
  test("a category without eligible players is unawarded with a warning", () => {
    const r = computePrizes(field, [...list, ...prizes(["Best U1000", 25, "Rtg<1000"])], {
      split: "shared",
    });
    expect(r.unawarded.map((u) => u.prize.name)).toEqual(["Best U1000"]);
    expect(r.warnings).toContain(
      'Category "Rtg<1000": no eligible player; its prizes are not awarded'
    );
    expect(r.fundCents - r.paidCents).toBe(2500);
  });

  test("a player without the attribute a category reads is warned about and not eligible", () => {
    const r = computePrizes(
      ranking([
        { name: "A", pts: 5, birth: "1990" },
        { name: "B", pts: 4 },
        { name: "C", pts: 3, birth: "2009-04-01" },
      ]),
      prizes(["1st", 100], ["Best junior", 20, "Born>=2008"])
    );
    expect(paid(r)).toEqual({ A: 100, C: 20 });
    expect(r.warnings.some((w) => /"Born>=2008": B has no Born/.test(w))).toBe(true);
  });

  test("a filter no player's data can answer is an error naming the row", () => {
    const run = (): unknown =>
      computePrizes(field, prizes(["1st", 100], ["Best grade 5", 20, "given:Grade>=5"]));
    expect(run).toThrow(PrizeError);
    expect(run).toThrow(/^A3: category "given:Grade>=5": no player has a value for given:Grade/);
  });

  test("an unknown attribute, a bad amount and a bad method are errors with their rows", () => {
    expect(() => computePrizes(field, prizes(["x", 10, "Colour=red"]))).toThrow(
      /A2: category "Colour=red": unknown attribute "Colour"/
    );
    expect(() => computePrizes(field, prizes(["x", 10.005]))).toThrow(/A2: amount 10.005/);
    expect(() => computePrizes(field, list, { split: "lots" as SplitMethod })).toThrow(
      /split=lots/
    );
  });

  test("the rating option picks a column", () => {
    // NatRtg: Fitzgerald 1850, Sandhu 1790: only Sandhu is U1800 by national rating
    const rows = ranking([
      { name: "Adams", pts: 5, rating: 2100, attrs: { NatRtg: 2050 } },
      { name: "Fitzgerald", pts: 4, rating: 1750, attrs: { NatRtg: 1850 } },
      { name: "Sandhu", pts: 3, rating: 1850, attrs: { NatRtg: 1790 } },
    ]);
    const l = prizes(["1st", 100], ["Best U1800", 30, "Rtg<1800"]);
    expect(paid(computePrizes(rows, l))).toEqual({ Adams: 100, Fitzgerald: 30 });
    expect(paid(computePrizes(rows, l, { rating: "national" }))).toEqual({
      Adams: 100,
      Sandhu: 30,
    });
    expect(() => computePrizes(rows, l, { rating: "ECF" })).toThrow(/rating=ECF: no such column/);
  });
});

test("splitCents gives the odd cents to the first ones", () => {
  expect(splitCents(100, 3)).toEqual([34, 33, 33]);
  expect(splitCents(101, 3)).toEqual([34, 34, 33]);
  expect(splitCents(0, 2)).toEqual([0, 0]);
});
