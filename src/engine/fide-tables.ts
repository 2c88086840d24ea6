/**
 * The two conversion tables of the FIDE Rating Regulations (Handbook B.02 8.1.1 and 8.1.2; the
 * Rapid and Blitz Rating Regulations print the same tables as 7.1.1 and 7.1.2), held once for
 * every use: the rating tie-breaks (TPR, PTP, APRO, APPO), the board tables' performance and the
 * rating changes.
 *
 * - 8.1.2, difference in rating D -> score probability PD: PD_BOUNDS holds the upper end of each
 *   row of D for PD = .50, .51, ... .99 (0-3, 4-10, ... 620-735); above 735, 1.00. The lower-rated
 *   player's PD is 1 - the higher's. test/engine/fide-tables.test.ts checks every D from 0 to 800
 *   against the Handbook's table copied row by row in test/fixtures/fide/table-8-1-2.txt.
 * - 8.1.1, fractional score p -> rating difference dp, for p = 1.00, .99, ... .50; below .50,
 *   dp(p) = -dp(1 - p).
 */
import { Q, type Value } from "./rational";

/** Upper bounds of D for PD = 0.50, 0.51, ... 0.99 (B.02 8.1.2); D >= 736 gives 1.00. */
const PD_BOUNDS = [
  3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162,
  170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374,
  391, 411, 432, 456, 484, 517, 559, 619, 735,
];

/** dp for p = 1.00, 0.99, ... 0.50 (B.02 8.1.1); dp(p) for p < 0.50 is -dp(1 - p). */
const DP_DESC = [
  800, 677, 589, 538, 501, 470, 444, 422, 401, 383, 366, 351, 336, 322, 309, 296, 284, 273, 262,
  251, 240, 230, 220, 211, 202, 193, 184, 175, 166, 158, 149, 141, 133, 125, 117, 110, 102, 95, 87,
  80, 72, 65, 57, 50, 43, 36, 29, 21, 14, 7, 0,
];

/** PD in hundredths for |D| = 0 .. the last bound (beyond it: 100), built from PD_BOUNDS. */
export const PD_HIGH = (() => {
  const last = PD_BOUNDS[PD_BOUNDS.length - 1];
  const table = new Uint8Array(last + 1);
  for (let a = 0, k = 0; a <= last; a++) {
    while (k < PD_BOUNDS.length && a > PD_BOUNDS[k]) k++;
    table[a] = 50 + k;
  }
  return table;
})();

/** Expected score in hundredths of a player rated D points above the opponent (D may be < 0). */
export function pd100(d: number): number {
  const a = Math.abs(d);
  let high: number;
  if (Number.isInteger(a)) {
    high = a < PD_HIGH.length ? PD_HIGH[a] : 100; // 100 when beyond every bound
  } else {
    let k = 0;
    while (k < PD_BOUNDS.length && a > PD_BOUNDS[k]) k++;
    high = 50 + k;
  }
  return d >= 0 ? high : 100 - high;
}

/** dp for a percentage score in hundredths (0..100). */
export function dp(p100: number): number {
  if (!Number.isInteger(p100) || p100 < 0 || p100 > 100) {
    throw new RangeError(`percentage score out of range: ${p100}/100`);
  }
  return p100 >= 50 ? DP_DESC[100 - p100] : -DP_DESC[p100];
}

/**
 * The performance rating of a score against opponents (B.02 8.1.1, C.07 10.2 TPR): their mean
 * rating rounded (.5 up) + dp(p), p = points / games rounded to 0.01 (.5 up); null without games.
 */
export function performanceRating(ratings: readonly number[], points: Q): Value {
  if (ratings.length === 0) return null;
  const n = ratings.length;
  const aro = Q.of(
    ratings.reduce((a, b) => a + b, 0),
    n
  ).roundHalfUp();
  const p100 = points.mul(Q.int(100)).div(Q.int(n)).roundHalfUp();
  return Q.int(aro + dp(p100));
}
