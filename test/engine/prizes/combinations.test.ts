/**
 * The combinations an arbiter meets on the last evening, each worked by hand under every method
 * where it applies (tiebreak, shared, hort, us-chess): a category prize in a tie, a place and a
 * category prize of equal value, non-cash prizes, the two readings of "shared", the Hort share
 * and whole units, age categories. Tie-breaks by start number: the rows are in ranking order.
 * Every amount is worked out in the comment beside it, never taken from the program's output.
 */
import { computePrizes, type PrizeResult } from "../../../src/engine/prizes";
import { paid, prizes, ranking, things, unawarded, whyOf } from "../../helpers/prizes";

const fund = (r: PrizeResult): number =>
  (r.paidCents + r.unawarded.reduce((t, u) => t + u.prize.cents, 0)) / 100;

describe("a category prize in a tie", () => {
  // 1st 300, 2nd 200, 3rd 100, Best junior 100 (Born>=2008). A 4½; B (born 2010), C, D 4;
  // E (born 2011) 3½. Fund 700.
  const field = ranking([
    { name: "A", pts: 4.5, birth: "1990" },
    { name: "B", pts: 4, birth: "2010" },
    { name: "C", pts: 4, birth: "1988" },
    { name: "D", pts: 4, birth: "1975" },
    { name: "E", pts: 3.5, birth: "2011" },
  ]);
  const list = prizes(["1st", 300], ["2nd", 200], ["3rd", 100], ["Best junior", 100, "Born>=2008"]);

  test("hort: B keeps 150 from places 2-4 and the junior prize passes to E", () => {
    // B, C and D occupy places 2-4 (200 + 100 + 0). Half by the ranking: 100, 50, 0; half
    // pooled: (100 + 50 + 0) / 3 = 50 each. B 150, C 100, D 50. B's junior prize alone would be
    // 100 < 150: B keeps the places; Best junior passes to E, 100. Paid 300 + 300 + 100 = 700.
    const r = computePrizes(field, list, { split: "hort" });
    expect(paid(r)).toEqual({ A: 300, B: 150, C: 100, D: 50, E: 100 });
    expect(whyOf(r, "B")).toBe(
      "shared places 2-4 (2nd-3rd) with C and D; Hort: 100 by tie-break + 50 shared; " +
        "declined Best junior (100) for 150 from places 2-4 (2nd-3rd); Best junior passed to E"
    );
    expect(whyOf(r, "E")).toMatch(/^Best junior passed to E: B took 150 from places 2-4/);
    expect(fund(r)).toBe(700);
  });

  test("tiebreak: B takes 2nd, D nothing, the junior prize passes to E", () => {
    // places by the ranking: A 1st 300, B 2nd 200 (> Best junior 100), C 3rd 100, D nothing;
    // Best junior passes to E, 100.
    const r = computePrizes(field, list, { split: "tiebreak" });
    expect(paid(r)).toEqual({ A: 300, B: 200, C: 100, E: 100 });
    expect(whyOf(r, "E")).toBe("Best junior passed to E: B took 2nd");
  });

  test("shared: 100 each from places 2-4; equal to the junior prize, B takes the place (priority=place)", () => {
    // B, C, D share places 2-4: (200 + 100 + 0) / 3 = 100 each. B alone on junior place 1: 100,
    // the same: the place prize first, so B keeps the places and Best junior passes to E, 100.
    const r = computePrizes(field, list, { split: "shared" });
    expect(paid(r)).toEqual({ A: 300, B: 100, C: 100, D: 100, E: 100 });
    expect(whyOf(r, "B")).toBe(
      "shared places 2-4 (2nd-3rd) with C and D; 300 / 3; " +
        "declined Best junior (100) for 100 from places 2-4 (2nd-3rd); Best junior passed to E"
    );
    // priority=category: B takes Best junior, 100, and leaves the places; C and D now share
    // places 2-3: (200 + 100) / 2 = 150 each; E gets nothing. Paid 300 + 100 + 300 = 700.
    const c = computePrizes(field, list, { split: "shared", priority: "category" });
    expect(paid(c)).toEqual({ A: 300, B: 100, C: 150, D: 150 });
    expect(whyOf(c, "C")).toBe(
      "shared 2nd-3rd with D; 300 / 2; tied on points, B took Best junior"
    );
  });

  test("us-chess: the tied players' place and class prizes pooled, 400 / 3", () => {
    // B, C, D tied on 4 take as one group 2nd 200, 3rd 100 and Best junior 100 (B can take it:
    // one prize per member): 400 among the three, 40000 cents / 3 = 13333 r 1: B 133.34, C and
    // D 133.33. Nobody is above the largest prize they could win without the tie (2nd, 200).
    // B alone on the junior prize would get 100 < 133.34 (32B3's "unless" does not apply). E,
    // outside the tie, gets nothing: the junior prize went into the tie's pool.
    const r = computePrizes(field, list, { split: "us-chess" });
    expect(paid(r)).toEqual({ A: 300, B: 133.34, C: 133.33, D: 133.33 });
    expect(unawarded(r)).toEqual([]);
  });

  test("within the tie the money from the places never rises as the ranking falls", () => {
    for (const split of ["tiebreak", "shared", "hort"] as const) {
      const r = computePrizes(field, list, { split });
      const money = ["B", "C", "D"].map((n) => paid(r)[n] ?? 0);
      for (let k = 1; k < money.length; k++) expect(money[k]).toBeLessThanOrEqual(money[k - 1]);
    }
  });
});

describe("a place prize and a category prize of equal value", () => {
  // Best U1800 100 listed first, then 1st 300, 2nd 100, 3rd 50. A 2200 4; B 1750 3½;
  // C 2100 3; D 1700 2½. Nobody is tied, so every method gives the same.
  const field = ranking([
    { name: "A", pts: 4, rating: 2200 },
    { name: "B", pts: 3.5, rating: 1750 },
    { name: "C", pts: 3, rating: 2100 },
    { name: "D", pts: 2.5, rating: 1700 },
  ]);
  const list = prizes(["Best U1800", 100, "U1800"], ["1st", 300], ["2nd", 100], ["3rd", 50]);

  test.each(["tiebreak", "shared", "hort", "us-chess"] as const)(
    "%s: B takes 2nd (the place prize, US Chess 32B4), C 3rd, D Best U1800",
    (split) => {
      // A 1st 300; B is offered 2nd and Best U1800, both 100: the place prize; C 3rd 50; Best
      // U1800 passes to D, 100. Paid 550 = the fund.
      const r = computePrizes(field, list, { split });
      expect(paid(r)).toEqual({ A: 300, B: 100, C: 50, D: 100 });
      expect(r.players.map((p) => [p.player.name, p.prize?.name])).toEqual([
        ["A", "1st"],
        ["B", "2nd"],
        ["C", "3rd"],
        ["D", "Best U1800"],
      ]);
      expect(whyOf(r, "D")).toBe("Best U1800 passed to D: B took 2nd");
      expect(r.paidCents).toBe(55000);
    }
  );

  test.each(["tiebreak", "shared", "hort", "us-chess"] as const)(
    "%s: priority=category or listed (U1800 listed first): B takes Best U1800, C 2nd, D 3rd",
    (split) => {
      // B takes Best U1800 100; 2nd passes to C (100), 3rd to D (50): D has 50 less than above.
      for (const priority of ["category", "listed"] as const) {
        const r = computePrizes(field, list, { split, priority });
        expect(paid(r)).toEqual({ A: 300, B: 100, C: 100, D: 50 });
        expect(r.players.map((p) => p.prize?.name)).toEqual(["1st", "Best U1800", "2nd", "3rd"]);
      }
    }
  );

  test("priority=listed follows the list: with 2nd listed before Best U1800, B takes 2nd", () => {
    const relisted = prizes(["1st", 300], ["2nd", 100], ["3rd", 50], ["Best U1800", 100, "U1800"]);
    // listed: 2nd before Best U1800, so as priority=place; category: Best U1800 for B
    expect(paid(computePrizes(field, relisted, { priority: "listed" }))).toEqual({
      A: 300,
      B: 100,
      C: 50,
      D: 100,
    });
    const c = computePrizes(field, relisted, { priority: "category" });
    expect(c.players.map((p) => p.prize?.name)).toEqual(["1st", "Best U1800", "2nd", "3rd"]);
  });
});

describe("prizes that are not money", () => {
  // 1st 300, 2nd 200, a Trophy (a place prize that is not money: the first such goes to the
  // winner), a Medal for the best junior. The field of the category case: A 4½; B (2010), C, D
  // 4; E (2011) 3½. Fund 500 in cash.
  const field = ranking([
    { name: "A", pts: 4.5, birth: "1990" },
    { name: "B", pts: 4, birth: "2010" },
    { name: "C", pts: 4, birth: "1988" },
    { name: "D", pts: 4, birth: "1975" },
    { name: "E", pts: 3.5, birth: "2011" },
  ]);
  const list = prizes(
    ["1st", 300],
    ["2nd", 200],
    ["Winner's trophy", "Trophy"],
    ["Junior medal", "Medal", "Born>=2008"]
  );

  test("independent (default): by the ranking, whole, beside the money, under every method", () => {
    // cash: tiebreak A 300, B 200; shared A 300, B/C/D 200 / 3 = 66.67, 66.67, 66.66 (20000
    // cents / 3 = 6666 r 2); hort A 300, B 100 + 100 / 3 = 133.34, C and D 33.33; us-chess as
    // shared (the tie takes 2nd only). Trophy to A (place 1), Junior medal to B (the best-placed
    // junior), whatever money they have: never shared, never split.
    const cash = {
      tiebreak: { A: 300, B: 200 },
      shared: { A: 300, B: 66.67, C: 66.67, D: 66.66 },
      hort: { A: 300, B: 133.34, C: 33.33, D: 33.33 },
      "us-chess": { A: 300, B: 66.67, C: 66.67, D: 66.66 },
    };
    for (const split of ["tiebreak", "shared", "hort", "us-chess"] as const) {
      const r = computePrizes(field, list, { split });
      expect(paid(r)).toEqual(cash[split]);
      expect(things(r)).toEqual({ A: "Winner's trophy", B: "Junior medal" });
      expect(r.fundCents).toBe(50000);
      expect(r.paidCents).toBe(50000);
      for (const l of r.lines.filter((x) => x.prize.nonCash !== null)) {
        expect(l.awarded.length).toBe(1);
        expect(l.awarded[0].cents).toBe(0);
      }
    }
  });

  test("trophies=exclusive: only players without cash; one prize per player", () => {
    // tiebreak: A and B have cash; the trophy goes to C (best placed without cash), the medal to
    // E (the only junior without cash).
    const t = computePrizes(field, list, { split: "tiebreak", trophies: "exclusive" });
    expect(paid(t)).toEqual({ A: 300, B: 200 });
    expect(things(t)).toEqual({ C: "Winner's trophy", E: "Junior medal" });
    // shared, hort, us-chess: A, B, C and D all have cash; E, the only one without, is offered
    // both; they are worth the same, so the place prize (priority=place): the trophy. Nobody is
    // left for the medal.
    for (const split of ["shared", "hort", "us-chess"] as const) {
      const r = computePrizes(field, list, { split, trophies: "exclusive" });
      expect(things(r)).toEqual({ E: "Winner's trophy" });
      expect(unawarded(r)).toEqual(["Junior medal"]);
      expect(r.paidCents).toBe(50000);
    }
  });

  test("an amount of 0 is not money either", () => {
    // "Book prize" 0: one player (A, place 1), and no 0 / 3 "shares"
    const r = computePrizes(field, prizes(["1st", 300], ["Book prize", 0]), { split: "shared" });
    expect(things(r)).toEqual({ A: "Book prize" });
    expect(r.lines[1].awarded.length).toBe(1);
  });
});

describe("the two readings of shared", () => {
  // 1st 12000, 2nd 6000, 3rd 3000, 4th 1500, 5th 1000, 6th 800, 1st U1700 2000, 2nd U1700 1000
  // (fund 27300). A 8½; B, C, D 7½; E (1750), F, G, H (under 1700) 7; I (1800) 5.
  const field = ranking([
    { name: "A", pts: 8.5, rating: 2400 },
    { name: "B", pts: 7.5, rating: 2300 },
    { name: "C", pts: 7.5, rating: 2250 },
    { name: "D", pts: 7.5, rating: 2200 },
    { name: "E", pts: 7, rating: 1750 },
    { name: "F", pts: 7, rating: 1650 },
    { name: "G", pts: 7, rating: 1600 },
    { name: "H", pts: 7, rating: 1550 },
    { name: "I", pts: 5, rating: 1800 },
  ]);
  const list = prizes(
    ["1st", 12000],
    ["2nd", 6000],
    ["3rd", 3000],
    ["4th", 1500],
    ["5th", 1000],
    ["6th", 800],
    ["1st U1700", 2000, "U1700"],
    ["2nd U1700", 1000, "U1700"]
  );

  test("us-chess (32B3 as amended): E capped at 1000, F, G, H share the rest", () => {
    // B, C, D pool 2nd-4th: 10500 / 3 = 3500. E, F, G, H pool 5th, 6th, 1st and 2nd U1700:
    // 1000 + 800 + 2000 + 1000 = 4800, 1200 each; but E could win at most 5th (1000) without
    // the tie: E 1000, and F, G, H share 3800: 380000 cents / 3 = 126666 r 2: F 1266.67,
    // G 1266.67, H 1266.66. I nothing. Paid 12000 + 10500 + 1000 + 3800 = 27300.
    const r = computePrizes(field, list, { split: "us-chess" });
    expect(paid(r)).toEqual({
      A: 12000,
      B: 3500,
      C: 3500,
      D: 3500,
      E: 1000,
      F: 1266.67,
      G: 1266.67,
      H: 1266.66,
    });
    expect(whyOf(r, "E")).toMatch(
      /capped at 1000 \(5th\), the largest prize E could win without the tie \(US Chess 32B3\)$/
    );
    expect(whyOf(r, "F")).toBe(
      "shared 5th, 6th, 1st U1700 and 2nd U1700 with E, G and H; 4800 / 4; E capped at 1000, so 3800 / 3"
    );
    expect(fund(r)).toBe(27300);
  });

  test("shared (FIDE and European practice): categories within their category", () => {
    // places 5-8 (E, F, G, H): (1000 + 800 + 0 + 0) / 4 = 450; U1700 places 1-3 (F, G, H):
    // (2000 + 1000 + 0) / 3 = 1000. F, G, H each take 1000 > the places' share (450, then 600
    // with F gone, 900 with G gone) and leave the places: E alone on place 5, 1000; 6th passes to
    // I, 800. Paid 12000 + 10500 + 1000 + 3000 + 800 = 27300.
    const r = computePrizes(field, list, { split: "shared" });
    expect(paid(r)).toEqual({
      A: 12000,
      B: 3500,
      C: 3500,
      D: 3500,
      E: 1000,
      F: 1000,
      G: 1000,
      H: 1000,
      I: 800,
    });
    expect(whyOf(r, "I")).toMatch(/^6th passed to I: F took 1000 from/);
    expect(fund(r)).toBe(27300);
  });

  test("tiebreak and hort on the same field", () => {
    // tiebreak: B 2nd, C 3rd, D 4th, E 5th; F 1st U1700 2000 (> 6th 800), G 2nd U1700 1000
    // (> 800); H 6th 800. I nothing.
    expect(paid(computePrizes(field, list, { split: "tiebreak" }))).toEqual({
      A: 12000,
      B: 6000,
      C: 3000,
      D: 1500,
      E: 1000,
      F: 2000,
      G: 1000,
      H: 800,
    });
    // hort: B, C, D places 2-4: halves 3000, 1500, 750 + (3000 + 1500 + 750) / 3 = 1750:
    // 4750, 3250, 2500. U1700 places 1-3 (F, G, H): halves 1000, 500, 0 + 1500 / 3 = 500:
    // 1500, 1000, 500; places 5-8 (E, F, G, H): halves 500, 400, 0, 0 + 900 / 4 = 225: 725, 625,
    // 225, 225. F takes 1500 (> 625) and leaves the places: E, G, H places 5-7: 500 + 300, 400 +
    // 300, 300. G takes 1000 (> 700): E, H places 5-6: 500 + 450 = 950, 400 + 450 = 850. H takes
    // 850 (> 500) and leaves U1700: F, G places 1-2: 1000 + 750 = 1750, 500 + 750 = 1250.
    // Paid 12000 + 10500 + 950 + 850 + 1750 + 1250 = 27300.
    expect(paid(computePrizes(field, list, { split: "hort" }))).toEqual({
      A: 12000,
      B: 4750,
      C: 3250,
      D: 2500,
      E: 950,
      F: 1750,
      G: 1250,
      H: 850,
    });
  });
});

describe("the Hort share and whole units", () => {
  // Wikipedia "Hort-System": 100, 80, 60, 40, 20, 10; A, B 8; C 7½; D, E, F 7; G 6.
  const field = ranking([
    { name: "A", pts: 8 },
    { name: "B", pts: 8 },
    { name: "C", pts: 7.5 },
    { name: "D", pts: 7 },
    { name: "E", pts: 7 },
    { name: "F", pts: 7 },
    { name: "G", pts: 6 },
  ]);
  const list = prizes(
    ["1st", 100],
    ["2nd", 80],
    ["3rd", 60],
    ["4th", 40],
    ["5th", 20],
    ["6th", 10]
  );

  test("round=1: whole units, the units left over to the best placed, the fund exact", () => {
    // D, E, F pot 20 + 10 + 5 = 35 units / 3 = 11 r 2: D 12, E 12, F 11 (Wikipedia's table rounds
    // each share up to 12 and so pays 71 of 70). D 20 + 12 = 32, E 10 + 12 = 22, F 5 + 11 = 16.
    // A, B: 50 + 45, 40 + 45. Paid 95 + 85 + 60 + 70 = 310.
    const r = computePrizes(field, list, { split: "hort", unitCents: 100 });
    expect(paid(r)).toEqual({ A: 95, B: 85, C: 60, D: 32, E: 22, F: 16 });
    expect(r.paidCents).toBe(31000);
  });

  test("hort=40 with round=1: the shared part down to a whole unit, the rest by the ranking", () => {
    // 1st 101 shares floor(40.4) = 40 and keeps 61 by the ranking; 2nd 50 shares 20, keeps 30.
    // A and B pool 40 + 20 = 60: 30 each. A 61 + 30 = 91, B 30 + 30 = 60.
    const r = computePrizes(
      ranking([
        { name: "A", pts: 5 },
        { name: "B", pts: 5 },
      ]),
      prizes(["1st", 101], ["2nd", 50]),
      { split: "hort", hortShare: 40, unitCents: 100 }
    );
    expect(paid(r)).toEqual({ A: 91, B: 60 });
    expect(whyOf(r, "A")).toBe("shared 1st-2nd with B; Hort: 61 by tie-break + 30 shared");
  });

  test("hort=0 is tiebreak and hort=100 is shared", () => {
    expect(paid(computePrizes(field, list, { split: "hort", hortShare: 0 }))).toEqual(
      paid(computePrizes(field, list, { split: "tiebreak" }))
    );
    // shared: A, B (100 + 80) / 2 = 90; D, E, F 70 / 3 = 23.34, 23.33, 23.33
    expect(paid(computePrizes(field, list, { split: "hort", hortShare: 100 }))).toEqual({
      A: 90,
      B: 90,
      C: 60,
      D: 23.34,
      E: 23.33,
      F: 23.33,
    });
  });

  test("round=1 under shared: a sum below one unit goes to the best placed", () => {
    // 100.50 among three: 100 units / 3 = 33 r 1: 34, 33, 33 units; the 0.50 below one unit to
    // the best placed: 34.50, 33, 33.
    const r = computePrizes(
      ranking([
        { name: "A", pts: 3 },
        { name: "B", pts: 3 },
        { name: "C", pts: 3 },
      ]),
      prizes(["1st", 100.5]),
      { split: "shared", unitCents: 100 }
    );
    expect(paid(r)).toEqual({ A: 34.5, B: 33, C: 33 });
    // round=5 (multiples of 5): 20 units of 5 among three: 7, 7, 6 units: 35, 35, 30; the 0.50 to A
    const five = computePrizes(
      ranking([
        { name: "A", pts: 3 },
        { name: "B", pts: 3 },
        { name: "C", pts: 3 },
      ]),
      prizes(["1st", 100.5]),
      { split: "shared", unitCents: 500 }
    );
    expect(paid(five)).toEqual({ A: 35.5, B: 35, C: 30 });
  });

  test("us-chess with round=1 and a cap", () => {
    // the two-readings field's 7-point group: E capped at 1000; F, G, H 3800 units / 3 = 1266 r 2:
    // 1267, 1267, 1266.
    const r = computePrizes(
      ranking([
        { name: "E", pts: 7, rating: 1750 },
        { name: "F", pts: 7, rating: 1650 },
        { name: "G", pts: 7, rating: 1600 },
        { name: "H", pts: 7, rating: 1550 },
      ]),
      prizes(
        ["5th", 1000],
        ["6th", 800],
        ["1st U1700", 2000, "U1700"],
        ["2nd U1700", 1000, "U1700"]
      ),
      { split: "us-chess", unitCents: 100 }
    );
    expect(paid(r)).toEqual({ E: 1000, F: 1267, G: 1267, H: 1266 });
  });
});

describe("age categories by name", () => {
  // an event starting 2026-03-14. FIDE's youth and senior events count the year: U16 is born
  // 2010 or later, U18 2008 or later, S50 born 1976 or earlier, S65 1961 or earlier.
  const field = ranking([
    { name: "Adult", pts: 6, birth: "1990-05-05" },
    { name: "Youth18", pts: 5, birth: "2008-12-31" },
    { name: "Youth16", pts: 4, birth: "2010-01-01" },
    { name: "Senior65", pts: 3, birth: "1961-12-31" },
    { name: "Senior50", pts: 2, birth: "1976" },
    { name: "Almost50", pts: 1, birth: "1977-01-01" },
  ]);
  const list = prizes(
    ["1st", 100],
    ["Best U16", 30, "U16"],
    ["Best U18", 30, "U18"],
    ["Best S65", 30, "S65"],
    ["Best S50", 30, "S50"]
  );

  test("the year of the event decides", () => {
    // 1st Adult. The category prizes are worth the same: handed out in listed order. U16: only
    // Youth16 (2010); U18: Youth18 (2008; Youth16 has one); S65: only Senior65 (1961); S50:
    // Senior65 has one, so Senior50 (1976: 50 in 2026). Almost50 (1977) is 49 in 2026.
    const r = computePrizes(field, list, { eventDate: "2026-03-14" });
    expect(paid(r)).toEqual({ Adult: 100, Youth18: 30, Youth16: 30, Senior65: 30, Senior50: 30 });
    expect(r.ageLabel).toMatch(/1 January 2026/);
  });

  test("equal category prizes go in listed order: S50 before S65 leaves S65 unawarded", () => {
    // Senior65 is offered S50 and S65, both 30: the one listed first, S50. Nobody else is 65 or
    // older, so S65 is not awarded, and Senior50 gets nothing (S50 taken). Listing the narrower
    // category first (as above) pays both.
    const r = computePrizes(
      field,
      prizes(["1st", 100], ["Best S50", 30, "S50"], ["Best S65", 30, "S65"]),
      { eventDate: "2026-03-14" }
    );
    expect(paid(r)).toEqual({ Adult: 100, Senior65: 30 });
    expect(unawarded(r)).toEqual(["Best S65"]);
  });

  test("age_date counts ages on that day, from the full birth date", () => {
    // on 2026-09-01 (a national "under 16 on 1 September"): U16 is born after 2010-09-01:
    // nobody (Youth16 is 16); U18 after 2008-09-01: Youth18 (17), Youth16; S65 born on or before
    // 1961-09-01: nobody (Senior65 is 64); S50 on or before 1976-09-01: Senior65; Senior50, born
    // in 1976 without a day, is 49 or 50 by the birthday: not decided, not eligible (warned).
    // 1st Adult; U18 Youth18 (best placed); S50 Senior65; U16 and S65 not awarded.
    const r = computePrizes(field, list, { ageDate: "2026-09-01", eventDate: "2026-03-14" });
    expect(paid(r)).toEqual({ Adult: 100, Youth18: 30, Senior65: 30 });
    expect(unawarded(r)).toEqual(["Best U16", "Best S65"]);
    expect(r.warnings).toContain(
      'Category "S50": Senior50 has a birth year only, which does not decide the age on 2026-09-01, so is not eligible for its prizes'
    );
    expect(r.ageLabel).toMatch(/2026-09-01/);
    // on 31 December a birth year decides: Senior50 is 50 whatever the day
    const dec = computePrizes(field, prizes(["Best S50", 30, "S50"]), { ageDate: "2026-12-31" });
    expect(paid(dec)).toEqual({ Senior65: 30 });
    expect(dec.warnings).toEqual([]);
  });

  test("without the event's date an age category is an error at its row", () => {
    expect(() => computePrizes(field, list)).toThrow(
      /A3: category "U16": the event's year is unknown/
    );
  });

  test("U1800 stays a rating class beside U16", () => {
    const r = computePrizes(
      ranking([
        { name: "A", pts: 2, rating: 1700, birth: "1980" },
        { name: "B", pts: 1, rating: 1900, birth: "2012" },
      ]),
      prizes(["U1800", 10, "U1800"], ["U16", 10, "U16"]),
      { eventDate: "2026-01-10" }
    );
    expect(r.players.map((p) => [p.player.name, p.prize?.name])).toEqual([
      ["A", "U1800"],
      ["B", "U16"],
    ]);
  });
});
