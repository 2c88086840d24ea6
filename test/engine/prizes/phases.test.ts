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
import { valueOrder, type Work } from "../../../src/engine/prizes/work";

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
  return {
    split,
    specs,
    rows,
    n: rows.length,
    eligible,
    elig: (p, pos) => eligible[p][pos],
    ...valueOrder(specs),
  };
}

test("eligibility: everyone for place prizes, B, C and D for Best U1800", () => {
  expect(work("tiebreak").eligible).toEqual([
    [true, true, true, true],
    [true, true, true, true],
    [false, true, true, true],
  ]);
});

test("value order: 1st, 2nd, Best U1800", () => {
  expect(valueOrder(specs).order).toEqual([0, 1, 2]);
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
  const pay = payout(w, pools, tiebreakAssignment(w));
  // 110 / 2 = 55 each
  expect(pay.fromPool).toEqual([10000, 5500, 5500, 0]);
  expect(pay.nominal).toEqual([0, 1, 2, -1]);
});
