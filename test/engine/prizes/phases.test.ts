/**
 * The phases of the prize computation one by one (src/engine/prizes/compute.ts), on one small
 * hand-worked field: A 5, B 4 (1700), C 4 (1750), D 3 (1600); prizes 1st 100, 2nd 60,
 * Best U1800 50 (Rtg<1800).
 */
import { Q, type Player } from "../../../src/engine";
import { tiebreakAssignment } from "../../../src/engine/prizes/assign";
import { resolveRating } from "../../../src/engine/prizes/rating";
import { eligibilityOf } from "../../../src/engine/prizes/eligibility";
import { preparePrizes } from "../../../src/engine/prizes/list";
import { payout } from "../../../src/engine/prizes/payout";
import { captureByGroups, formPools, scoreGroups } from "../../../src/engine/prizes/pools";
import type { PrizeRanking, SplitMethod } from "../../../src/engine/prizes";
import { buildTracks, settleTracks, trackOffers } from "../../../src/engine/prizes/tracks";
import { prizeOrder, workOf, type Work } from "../../../src/engine/prizes/work";

const field: [string, number, number][] = [
  ["A", 5, 2000],
  ["B", 4, 1700],
  ["C", 4, 1750],
  ["D", 3, 1600],
];
const rows: PrizeRanking["rows"] = field.map(([name, pts, rating], i) => {
  const player: Player = { id: i + 1, name, rating, attrs: {}, rounds: [] };
  return { index: i, player, rank: i + 1, tied: false, points: Q.int(pts), primary: Q.int(pts) };
});
const specs = preparePrizes([
  { name: "1st", amount: Q.int(100) },
  { name: "2nd", amount: Q.int(60) },
  { name: "Best U1800", amount: Q.int(50), category: "Rtg<1800" },
]);

function work(split: SplitMethod): Work {
  const env = resolveRating(
    rows.map((r) => r.player),
    undefined
  );
  const { eligible } = eligibilityOf(specs, rows, env);
  return workOf(split, "place", specs, rows, eligible);
}

test("eligibility: everyone for place prizes, B, C and D for Best U1800", () => {
  expect(work("tiebreak").eligible).toEqual([
    [true, true, true, true],
    [true, true, true, true],
    [false, true, true, true],
  ]);
});

test("prize order: by value; equal values by the priority rule, then as listed", () => {
  expect(prizeOrder(specs).order).toEqual([0, 1, 2]);
  // 2nd and a U1800 prize both 60: place first, category first, or as listed
  const eq = preparePrizes([
    { name: "Best U1800", amount: Q.int(60), category: "Rtg<1800" },
    { name: "1st", amount: Q.int(100) },
    { name: "2nd", amount: Q.int(60) },
    { name: "Cup", amount: Q.ZERO },
  ]);
  expect(prizeOrder(eq, "place")).toMatchObject({ order: [1, 2, 0], nonCash: [3] });
  expect(prizeOrder(eq, "category").order).toEqual([1, 0, 2]);
  expect(prizeOrder(eq, "listed").order).toEqual([1, 0, 2]);
});

test("tiebreak assignment: 1st A, 2nd B, Best U1800 passes to C", () => {
  const a = tiebreakAssignment(work("tiebreak"));
  expect(a.holder).toEqual([0, 1, 2]);
  expect(a.held).toEqual([0, 1, 2, -1]);
  expect(tiebreakAssignment(work("tiebreak"), "player")).toEqual(a);
});

test("score groups, capture and pools: B and C pool 2nd and Best U1800", () => {
  const w = work("shared");
  const groups = scoreGroups(rows);
  expect(groups).toEqual([[0], [1, 2], [3]]);
  const c = captureByGroups(w, groups);
  // 1st to {A}; 2nd and Best U1800 to {B, C} (two members, two prizes)
  expect(c.captured).toEqual([[0], [1, 2], []]);
  const pools = formPools(w, groups, c);
  // both are U1800, so the category is not split off: one pool of 110
  expect(pools).toEqual([
    { members: [0], prizes: [0] },
    { members: [1, 2], prizes: [1, 2] },
  ]);
  const pay = payout(w, pools);
  // 110 / 2 = 55 each; nobody is capped (B and C could each win 2nd, 60, without the tie)
  expect(pay.fromPool).toEqual([10000, 5500, 5500, 0]);
  expect(pay.capped).toEqual([-1, -1, -1, -1]);
  expect(pay.nominal).toEqual([0, 1, 2, -1]);
});

test("tracks: the places of a tie, the offers, who takes what", () => {
  const w = work("shared");
  const rules = {
    method: "shared" as const,
    priority: "place" as const,
    hortShare: 50,
    unitCents: 1,
  };
  const tracks = buildTracks(w, w.order, (p) => specs[p].cents);
  // the place prizes (everyone) and Best U1800 (B, C, D)
  expect(tracks.map((t) => [t.key, t.prizes, t.members])).toEqual([
    ["", [0, 1], [0, 1, 2, 3]],
    ["rtg<1800", [2], [1, 2, 3]],
  ]);
  // places: A 100; B and C on 4 occupy places 2-3: 60 / 2 = 30 each
  const place = trackOffers(w, tracks[0], rules);
  expect([...place].map(([pos, o]) => [pos, o.cents, o.from, o.to])).toEqual([
    [0, 10000, 0, 1],
    [1, 3000, 1, 3],
    [2, 3000, 1, 3],
  ]);
  // U1800: B and C occupy its places 1-2: 50 / 2 = 25 each. B (30 > 25) takes the places and
  // leaves U1800, where C alone has 50 > 30: C leaves the places, where B alone has 60.
  const declines = settleTracks(w, tracks, rules);
  expect(declines.map((d) => [d.pos, d.track.key, d.offer.cents])).toEqual([
    [1, "rtg<1800", 2500],
    [2, "", 3000],
  ]);
  expect(tracks[0].offers.get(1)?.cents).toBe(6000);
  expect(tracks[1].offers.get(2)?.cents).toBe(5000);
});
