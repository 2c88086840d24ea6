/**
 * FIDE rating changes (src/engine/rating-change.ts), one describe per clause of the regulations:
 * FIDE Handbook B.02, Rating Regulations effective from 1 March 2024 (8.3.1 as amended from
 * 1 October 2025) and the Rapid and Blitz Rating Regulations 2024 (7.3.1 amended from
 * 1 December 2024). Every expected value is worked by hand next to its test, PD read off table
 * 8.1.2 and dp off table 8.1.1 (test/fixtures/fide/).
 */
import fc from "fast-check";
import { Q, type Tournament } from "../../src/engine";
import { ratingChanges, ratingTypeOf, typeOfTimeControl } from "../../src/engine/rating-change";
import { resolveRating } from "../../src/engine/prizes";
import { mini, type MiniPlayer } from "../helpers/mini";

function event(
  players: (number | MiniPlayer)[],
  rounds: string[][],
  o: { date?: string; meta?: Record<string, string> } = {}
): Tournament {
  const t = mini(players, rounds);
  if (o.date) t.startDate = o.date;
  t.meta = { ...(o.meta ?? {}) };
  return t;
}

/** Start number -> change (null: none). */
function changes(t: Tournament, opts = {}): Record<number, number | null> {
  const r = ratingChanges(t, opts);
  return Object.fromEntries(r.players.map((p) => [p.start, p.change]));
}

const rated = (id: number, rating: number, extra: Partial<MiniPlayer> = {}): MiniPlayer => ({
  id,
  rating,
  ...extra,
});

describe("rated games only (B.02 5.1, 8.3.1)", () => {
  // Player 1 (2000), K 20 derived (under 2400, no year of birth):
  // r1 forfeit win vs 2: not rated; r2 PAB: not rated; r3 a win of less than one move (TRF W)
  // vs 3: not rated; r4 a draw vs 4, unrated: not rated for 1 (counts for 4's first rating);
  // r5 a win vs 5 (1900): D = +100, row 99-106: PD .64, dR = 1 - .64 = +.36.
  // Change = 20 x .36 = 7.2 -> 7; one rated game, W 1, We .64.
  const t = event(
    [rated(1, 2000), rated(2, 1900), rated(3, 1900), 4, rated(5, 1900), rated(6, 1900)],
    [["1 2 +"], ["1 pab"], ["1 3 W"], ["1 4 D"], ["1 5 W"]],
    { date: "2026-01-10" }
  );
  // round 3 was a game of less than one move
  for (const id of [1, 3]) {
    const e = t.players[id - 1].rounds[2];
    if (e.kind === "game") e.short = true;
  }
  const r = ratingChanges(t);
  const p1 = r.players[0];

  it("counts only the game over the board against a rated opponent", () => {
    expect(p1.games).toBe(1);
    expect(p1.rounds.map((x) => x.counted)).toEqual([false, false, false, false, true]);
    expect(p1.score.toString()).toBe("1");
    expect(p1.expected.toString()).toBe("0.64");
    expect(p1.k).toBe(20);
    expect(p1.change).toBe(7);
  });

  it("says why each other round is not rated", () => {
    const notes = p1.rounds.map((x) => x.note ?? "");
    expect(notes[0]).toMatch(/forfeit.*not rated/);
    expect(notes[1]).toMatch(/bye.*not rated/);
    expect(notes[2]).toMatch(/less than one move/);
    expect(notes[3]).toMatch(/opponent is unrated/);
  });

  it("a player without a rated game has no change", () => {
    // 2 lost by forfeit, 3's only game was under one move
    expect(r.players[1].change).toBeNull();
    expect(r.players[2].change).toBeNull();
    expect(r.players[5].change).toBeNull();
  });
});

describe("the 400-point rule by rating and date (8.3.1)", () => {
  // 1 (2649) loses to 2 (2100): D = 549. 1 is rated below 2650: D counts as 400, PD .92 (row
  //   392-411); dR = 0 - .92; K 10 (2400 or more): -9.2 -> -9.
  // 3 (2650) loses to 4 (2101): D = 549. From 1 October 2025 a player rated 2650 or more uses
  //   the real difference: PD .97 (row 518-559); dR = -.97; K 10: -9.7 -> -10.
  // 2 and 4 (under 2650): D = -549 counts as -400, PD .08; dR = 1 - .08 = .92; K 20: 18.4 -> 18.
  const players = [rated(1, 2649), rated(2, 2100), rated(3, 2650), rated(4, 2101)];
  const rounds = [["1 2 L", "3 4 L"]];

  it("from 1 October 2025: 2649 capped, 2650 the real difference", () => {
    const t = event(players, rounds, { date: "2025-10-01" });
    expect(changes(t)).toEqual({ 1: -9, 2: 18, 3: -10, 4: 18 });
    const r = ratingChanges(t);
    expect(r.players[0].rounds[0]).toMatchObject({ d: 400, realD: 549, pd: 92 });
    expect(r.players[2].rounds[0]).toMatchObject({ d: 549, pd: 97 });
    expect(r.players[2].rounds[0].realD).toBeUndefined();
  });

  it("before 1 October 2025 (the event starts 30 September): everyone capped, 2650 too", () => {
    // 3: D 549 counts as 400, PD .92: -9.2 -> -9
    const t = event(players, rounds, { date: "2025-09-30" });
    expect(changes(t)).toEqual({ 1: -9, 2: 18, 3: -9, 4: 18 });
  });

  it("the event's date is its start (TRF 042), else its end (TRF 052)", () => {
    const t = event(players, rounds, { meta: { "052": "2025/10/05" } });
    expect(changes(t)[3]).toBe(-10);
    t.meta["052"] = "2025/09/29";
    expect(changes(t)[3]).toBe(-9);
  });

  it("rapid and blitz: the 400-point rule for every player, 2650 and above too (Rapid and Blitz 7.3.1)", () => {
    const t = event(players, rounds, { date: "2026-01-10" });
    expect(changes(t, { extra: { rating: "rapid" } })).toEqual({ 1: -9, 2: 18, 3: -9, 4: 18 });
    expect(changes(t, { extra: { rating: "blitz" } })[3]).toBe(-9);
  });
});

describe("rapid and blitz: 600 points or more with a player above 2600 is not rated (from 1 December 2024)", () => {
  // 1 (2605) draws 2 (2005): difference 600, 1 above 2600: not rated for either.
  // 3 (2600) draws 4 (2000): difference 600 but nobody above 2600: rated. D 600 counts as 400:
  //   3: PD .92, dR .5 - .92 = -.42, K 10: -4.2 -> -4; 4: PD .08, dR +.42, K 20: 8.4 -> 8.
  // 5 (2700) beats 6 (2101): difference 599: rated; D 400: 5: dR 1 - .92 = .08, K 10: 0.8 -> 1;
  //   6: dR 0 - .08, K 20: -1.6 -> -2.
  const players = [
    rated(1, 2605),
    rated(2, 2005),
    rated(3, 2600),
    rated(4, 2000),
    rated(5, 2700),
    rated(6, 2101),
  ];
  const rounds = [["1 2 D", "3 4 D", "5 6 W"]];

  for (const type of ["rapid", "blitz"]) {
    it(`${type}, 1 December 2024`, () => {
      const t = event(players, rounds, { date: "2024-12-01" });
      expect(changes(t, { extra: { rating: type } })).toEqual({
        1: null,
        2: null,
        3: -4,
        4: 8,
        5: 1,
        6: -2,
      });
      const r = ratingChanges(t, { extra: { rating: type } });
      expect(r.players[0].rounds[0].note).toMatch(/600 or more.*above 2600.*not rated/);
    });
  }

  it("before 1 December 2024 the game is rated: 1 gets -4, 2 gets +8 (D 600 counts as 400)", () => {
    // 1: PD .92, dR -.42, K 10: -4.2 -> -4; 2: PD .08, dR +.42, K 20: 8.4 -> 8
    const t = event(players, rounds, { date: "2024-11-30" });
    expect(changes(t, { extra: { rating: "rapid" } })).toMatchObject({ 1: -4, 2: 8 });
  });

  it("standard play has no 600-point rule", () => {
    const t = event(players, rounds, { date: "2026-01-10" });
    // 1 (2605, under 2650): D 600 counts as 400, as in the case before December 2024
    expect(changes(t)).toMatchObject({ 1: -4, 2: 8 });
  });
});

describe("the change: K x (W - We), rounded to a whole number, .5 away from zero (8.3.2, 8.3.4)", () => {
  // 1 (2000) draws 2 (1965): D = 35, row 33-39: 1's PD .55, 2's .45.
  // k=10: 1: 10 x (.5 - .55) = -0.5 -> -1; 2: 10 x (.5 - .45) = +0.5 -> +1.
  // k=8: 1: 8 x -.05 = -0.4 -> 0; 2: +0.4 -> 0.
  const t = event([rated(1, 2000), rated(2, 1965)], [["1 2 D"]], { date: "2026-01-10" });

  it(".5 rounds away from zero, up and down", () => {
    expect(changes(t, { extra: { k: "10" } })).toEqual({ 1: -1, 2: 1 });
    const r = ratingChanges(t, { extra: { k: "10" } });
    expect(r.players[0].exact?.toString()).toBe("-0.5");
    expect(r.players[1].exact?.toString()).toBe("0.5");
  });

  it("less than .5 rounds to 0 either way", () => {
    expect(changes(t, { extra: { k: "8" } })).toEqual({ 1: 0, 2: 0 });
  });

  it("We is the exact sum of PD over several games", () => {
    // 3 (1800) plays 4 (1700, D +100: .64), 5 (1900, D -100: .36), 6 (1800, D 0: .50):
    // We = 1.50; W = 1 + .5 + 0 = 1.5; change 0.
    const u = event(
      [rated(3, 1800), rated(4, 1700), rated(5, 1900), rated(6, 1800)],
      [["3 4 W"], ["3 5 D"], ["3 6 L"]],
      { date: "2026-01-10" }
    );
    const p = ratingChanges(u).players[0];
    expect(p.expected.toString()).toBe("1.5");
    expect(p.change).toBe(0);
  });
});

describe("K (8.3.3): option, K column, list, derived with its reason, the 700 cap", () => {
  function withBirth(t: Tournament, births: Record<number, string>): Tournament {
    for (const p of t.players) if (births[p.id]) p.birth = births[p.id];
    return t;
  }

  it("derived: 10 from 2400, 40 under 2300 until the end of the year of the 18th birthday, else 20", () => {
    // event 2026: born 2008 -> 18 in 2026: 40 (under 2300); born 2007 -> 19: 20;
    // born 2008 but rated 2300: 20; 2400: 10.
    const t = withBirth(
      event(
        [rated(1, 2299), rated(2, 2000), rated(3, 2300), rated(4, 2400), rated(5, 2100)],
        [["1 5 D", "2 3 D", "4 5 D"]],
        { date: "2026-12-31" }
      ),
      { 1: "2008/06/01", 2: "2007", 3: "2008", 4: "2010" }
    );
    const r = ratingChanges(t);
    const k = Object.fromEntries(r.players.map((p) => [p.start, [p.k, p.kSource]]));
    expect(k).toEqual({
      1: [40, "derived"],
      2: [20, "derived"],
      3: [20, "derived"],
      4: [10, "derived"],
      5: [20, "derived"],
    });
    expect(r.players[0].kReason).toMatch(/born 2008.*18th birthday.*8\.3\.3/);
    expect(r.players[3].kReason).toMatch(/2400 or more.*8\.3\.3/);
    expect(r.players[4].kReason).toMatch(/under 2400, year of birth not known/);
    expect(r.rules.join("\n")).toMatch(/30 rated games/);
  });

  it("a K column, the option k= over it, a FIDE list's K below both", () => {
    const t = event(
      [rated(1, 2000, { attrs: { K: 40 } }), rated(2, 2000), rated(3, 2000)],
      [["1 2 D"], ["1 3 D"]],
      { date: "2026-01-10" }
    );
    t.players[1].listed = { list: "players_list_foa.txt", standard: { rating: 2000, k: 40 } };
    const r = ratingChanges(t);
    expect([r.players[0].k, r.players[0].kSource]).toEqual([40, "column"]);
    expect([r.players[1].k, r.players[1].kSource]).toEqual([40, "list"]);
    expect(r.players[1].kReason).toMatch(/standard K of players_list_foa\.txt/);
    expect([r.players[2].k, r.players[2].kSource]).toEqual([20, "derived"]);
    const o = ratingChanges(t, { extra: { k: "15" } });
    expect(o.players.map((p) => [p.k, p.kSource])).toEqual([
      [15, "option"],
      [15, "option"],
      [15, "option"],
    ]);
  });

  it("a K column that is not a K factor is an error naming the player", () => {
    const t = event([rated(1, 2000, { attrs: { K: "forty" } }), rated(2, 2000)], [["1 2 D"]]);
    expect(() => ratingChanges(t)).toThrow(/player 1 .*K "forty" is not a K factor/);
    expect(() =>
      ratingChanges(event([rated(1, 2000), rated(2, 2000)], [["1 2 D"]]), { extra: { k: "0" } })
    ).toThrow(/k=0: expected a K factor/);
  });

  it("the 700 cap: 18 rated games at K 40 give K 38, 17 keep 40; 20 games 35", () => {
    // 40 x 17 = 680 <= 700: 40. 40 x 18 = 720 > 700: the largest K with K x 18 <= 700 is 38
    // (38 x 18 = 684, 39 x 18 = 702). 40 x 20 = 800: 35 (35 x 20 = 700).
    // Player 1 (1800, born 2012, event 2026: K 40) beats 2..n+1, all 1800: D 0, PD .50, dR .5
    // each: 18 games: 38 x 9 = 342; 20 games: 35 x 10 = 350; 17 games: 40 x 8.5 = 340.
    for (const [n, k, change] of [
      [17, 40, 340],
      [18, 38, 342],
      [20, 35, 350],
    ]) {
      const players = Array.from({ length: n + 1 }, (_, i) => rated(i + 1, 1800));
      const rounds = Array.from({ length: n }, (_, r) => [`1 ${r + 2} W`]);
      const t = withBirth(event(players, rounds, { date: "2026-03-01" }), { 1: "2012" });
      const p = ratingChanges(t).players[0];
      expect([p.games, p.k, p.change]).toEqual([n, k, change]);
      if (k !== 40) expect(p.kReason).toMatch(new RegExp(`40 x ${n} games > 700: K ${k}`));
    }
  });

  it("the 700 cap applies to a K from the option too", () => {
    const players = Array.from({ length: 19 }, (_, i) => rated(i + 1, 1800));
    const rounds = Array.from({ length: 18 }, (_, r) => [`1 ${r + 2} W`]);
    const p = ratingChanges(event(players, rounds), { extra: { k: "40" } }).players[0];
    expect([p.k, p.kSource, p.change]).toEqual([38, "option", 342]);
  });
});

describe("unrated players: the games towards a first rating (8.2, 7.1.4)", () => {
  // 10 (unrated) plays 1600, 1700, 1800, 1900, 2000 and scores 1 + 1 + .5 + 0 + .5 = 3.
  // Ra = (1600 + 1700 + 1800 + 1900 + 2000 + 1800 + 1800) / 7 = 12600 / 7 = 1800.
  // p = (3 + 1) / (5 + 2) = .571 -> .57: dp 50. Ru = 1800 + 50 = 1850 (provisional).
  // The rated players' games against 10 are not rated for them.
  const players = [
    rated(1, 1600),
    rated(2, 1700),
    rated(3, 1800),
    rated(4, 1900),
    rated(5, 2000),
    10,
  ];
  const rounds = [["10 1 W"], ["10 2 W"], ["10 3 D"], ["10 4 L"], ["10 5 D"]];

  it("Ra with two 1800 draws, Ru = Ra + dp, provisional", () => {
    const r = ratingChanges(event(players, rounds, { date: "2026-01-10" }));
    const u = r.players[5];
    expect(u.rating).toBeNull();
    expect(u.change).toBeNull();
    expect(u.games).toBe(5);
    expect(u.first).toMatchObject({ games: 5, p100: 57, dp: 50, raw: 1850, ru: 1850 });
    expect(u.first?.ra.toString()).toBe("1800");
    expect(u.first?.note).toMatch(/^provisional/);
    expect(r.players[0].games).toBe(0);
    expect(r.players[0].change).toBeNull();
  });

  it("Ru at most 2200; fewer than 5 games: what it takes to be published", () => {
    // 10 beats 2400 and 2500: Ra = (2400 + 2500 + 3600) / 4 = 2125; p = 3 / 4 = .75: dp 193;
    // 2125 + 193 = 2318 -> at most 2200.
    const t = event([rated(1, 2400), rated(2, 2500), 10], [["10 1 W"], ["10 2 W"]]);
    const f = ratingChanges(t).players[2].first;
    expect(f).toMatchObject({ games: 2, ra: Q.int(2125), p100: 75, dp: 193, raw: 2318, ru: 2200 });
    expect(f?.note).toMatch(
      /at most 2200.*published with 5 games against rated opponents.*this event: 2/
    );
  });

  it("under 1400 is not published; a zero score is disregarded (8.2.1)", () => {
    // 10 scores .5 against four 1400s: Ra = (5600 + 3600) / 6 = 1533.33; p = 1.5 / 6 = .25:
    // dp -193; 1533.33 - 193 = 1340.33 -> 1340, under 1400.
    const t = event(
      [rated(1, 1400), rated(2, 1400), rated(3, 1400), rated(4, 1400), 10, 11],
      [["10 1 D", "11 2 L"], ["10 2 L"], ["10 3 L"], ["10 4 L"]]
    );
    const r = ratingChanges(t);
    expect(r.players[4].first).toMatchObject({ p100: 25, dp: -193, raw: 1340, ru: 1340 });
    expect(r.players[4].first?.note).toMatch(/at least 1400/);
    // 11 lost its only game: a zero score in a first event is disregarded
    expect(r.players[5].first?.ru).toBeNull();
    expect(r.players[5].first?.note).toMatch(/zero score.*disregarded.*8\.2\.1/);
  });
});

describe("the type of play: rating=, TRF 092, TRF 122", () => {
  const t = event([rated(1, 2000), rated(2, 2000)], [["1 2 D"]]);
  it("the option wins; then 092, then 122; else standard", () => {
    expect(ratingTypeOf(t, {}).type).toBe("standard");
    expect(ratingTypeOf(t, {}).source).toMatch(/not stated/);
    t.meta["122"] = "15 min + 10 s/move";
    expect(ratingTypeOf(t, {})).toMatchObject({ type: "rapid" });
    t.meta["092"] = "Individual: Swiss-System, Blitz";
    expect(ratingTypeOf(t, {})).toMatchObject({
      type: "blitz",
      source: expect.stringMatching(/TRF 092/),
    });
    expect(ratingTypeOf(t, { extra: { rating: "standard" } })).toMatchObject({ type: "standard" });
    // a prize list's rating=fide is not a type of play
    expect(ratingTypeOf(t, { extra: { rating: "fide" } }).type).toBe("blitz");
  });

  it("time controls: minutes for 60 moves (B.02 1.1; Rapid and Blitz 1.1)", () => {
    // 90 + 30 s: 120 minutes; 15 + 10 s: 25; 3 + 2 s: 5; 10 + 0: 10 (blitz: not more than 10);
    // 60 minutes: standard
    expect(typeOfTimeControl("90 min + 30 s/move")?.type).toBe("standard");
    expect(typeOfTimeControl("90'/40+30'+30\"")?.type).toBe("standard");
    expect(typeOfTimeControl("15+10")).toEqual({ type: "rapid", minutes: 25 });
    expect(typeOfTimeControl("3+2")).toEqual({ type: "blitz", minutes: 5 });
    expect(typeOfTimeControl("10 min")).toEqual({ type: "blitz", minutes: 10 });
    expect(typeOfTimeControl("60 min")?.type).toBe("standard");
    expect(typeOfTimeControl("1h30 + 30s")?.type).toBe("standard");
    expect(typeOfTimeControl("G/45;d5")?.type).toBe("rapid");
    expect(typeOfTimeControl("see the rules")).toBeUndefined();
  });
});

describe("property: with one K for all and no 400-point rule, the changes before rounding add up to 0", () => {
  // Each rated game gives W + W' = 1 and PD + PD' = 1 (H + L = 1 on every row of table 8.1.2),
  // so the players' dR add up to 0 game by game; with one K, so do K x dR.
  it("holds for random events of players rated within 400 of each other", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1800, max: 2199 }), { minLength: 2, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 80 }),
        fc.integer({ min: 1, max: 40 }),
        (ratings, choices, k) => {
          const n = ratings.length;
          const rounds: string[][] = [];
          let c = 0;
          const next = (m: number): number => choices[c++ % choices.length] % m;
          for (let r = 0; r < 6; r++) {
            const order = ratings.map((_, i) => i + 1);
            // a rotation of the field, paired neighbours; some forfeits and byes
            const shift = next(n);
            const ids = order.map((_, i) => order[(i + shift) % n]);
            const round: string[] = [];
            for (let i = 0; i + 1 < n; i += 2)
              round.push(`${ids[i]} ${ids[i + 1]} ${["W", "D", "L", "+", "-"][next(5)]}`);
            if (n % 2) round.push(`${ids[n - 1]} pab`);
            rounds.push(round);
          }
          const t = event(
            ratings.map((rt, i) => rated(i + 1, rt)),
            rounds,
            { date: "2026-01-10" }
          );
          const r = ratingChanges(t, { extra: { k: String(k) } });
          const sum = Q.sum(r.players.map((p) => p.exact ?? Q.ZERO));
          return (
            sum.isZero() && r.players.every((p) => p.rounds.every((x) => x.realD === undefined))
          );
        }
      )
    );
  });
});

describe("the FIDE list's ratings (Rapid and Blitz 7.2.1) and the file's", () => {
  it("a rapid event: no rapid rating but a standard one in the list: rated with it", () => {
    // 1 (unrated in the file; the list: standard 2000, no rapid rating) beats 2 (rapid 2000):
    // 1 rated with 2000 (7.2.1): D 0, PD .50, dR +.5, K 20: +10; 2: -10.
    const t = event([1, rated(2, 2000)], [["1 2 W"]], { date: "2026-01-10" });
    t.players[0].listed = { list: "players_list_foa.txt", standard: { rating: 2000, k: 20 } };
    const r = ratingChanges(t, { extra: { rating: "rapid" } });
    expect(r.players[0]).toMatchObject({ rating: 2000, k: 20, kSource: "derived", change: 10 });
    expect(r.players[0].ratingNote).toMatch(
      /no rapid rating: the standard rating of players_list_foa\.txt \(Rapid and Blitz 7\.2\.1\)/
    );
    expect(r.players[1].change).toBe(-10);
    // in standard play the same player is rated with the list's standard rating, said so
    const s = ratingChanges(t);
    expect(s.players[0]).toMatchObject({
      rating: 2000,
      ratingNote: "standard rating from players_list_foa.txt",
    });
  });

  it("the file's rating is Ro; a list that says otherwise is a warning", () => {
    const t = event([rated(1, 2046), rated(2, 2000)], [["1 2 D"]]);
    t.players[0].listed = { list: "players_list_foa.txt", standard: { rating: 2050 } };
    const r = ratingChanges(t);
    expect(r.players[0].rating).toBe(2046);
    expect(r.warnings).toEqual([
      "player 1 (P1): the file's rating 2046, players_list_foa.txt's 2050: the file's is used",
    ]);
  });

  it("a prize list's rating=rapid reads the file's own rating", () => {
    expect(resolveRating([], "rapid").ratingLabel).toBe("rating");
    expect(resolveRating([], "blitz").ratingLabel).toBe("rating");
  });
});
