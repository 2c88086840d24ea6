/**
 * Money per ranking position, in cents: under tiebreak each holder's prize; under shared each
 * pool's sum split among its members (odd cents to the best placed); under hort each prize cut in
 * two (the odd cent stays with the first half), the first half by the ranking inside its pool,
 * the second pooled. Also the prize each player is listed under. Pure: no Office, DOM or Node APIs.
 */
import type { Assignment } from "./assign";
import { matchable } from "./matching";
import { splitCents } from "./money";
import type { Pool } from "./pools";
import type { Work } from "./work";

export interface Payout {
  /** Cents by the ranking (tiebreak: all; hort: the first halves), per ranking position. */
  byRanking: number[];
  /** Cents from a pool (shared, hort), per ranking position. */
  fromPool: number[];
  /** The prize each position is listed under, -1 for none. */
  nominal: number[];
  /** The pool each position shares in, if any. */
  poolOf: (Pool | null)[];
}

/**
 * Pays the positions. Under hort the assignment `a` is rewritten: its holders become those of
 * the tie-break halves (inside each pool, best placed first, each taking the most valuable prize
 * of the pool that leaves one for every member after them who must have one).
 */
export function payout(w: Work, pools: readonly Pool[], a: Assignment): Payout {
  const { n, specs, split } = w;
  const out: Payout = {
    byRanking: new Array<number>(n).fill(0),
    fromPool: new Array<number>(n).fill(0),
    nominal: new Array<number>(n).fill(-1),
    poolOf: new Array<Pool | null>(n).fill(null),
  };
  if (split === "tiebreak") {
    for (let p = 0; p < specs.length; p++) {
      if (a.holder[p] < 0) continue;
      out.byRanking[a.holder[p]] += specs[p].cents;
      out.nominal[a.holder[p]] = p;
    }
    return out;
  }
  if (split === "hort") {
    a.holder.fill(-1);
    a.held.fill(-1);
  }
  for (const pool of pools) payPool(w, pool, a, out);
  return out;
}

function payPool(w: Work, pool: Pool, a: Assignment, out: Payout): void {
  const { specs, split } = w;
  const total = pool.prizes.reduce(
    (t, p) => t + (split === "hort" ? Math.floor(specs[p].cents / 2) : specs[p].cents),
    0
  );
  const shares = splitCents(total, pool.members.length);
  pool.members.forEach((m, i) => {
    out.fromPool[m] += shares[i];
    out.poolOf[m] = pool;
  });
  // the prize each member is listed under: best placed take the most valuable they can
  const left = [...pool.prizes];
  pool.members.forEach((m, i) => {
    const rest = pool.members.slice(i + 1);
    const pick = left.find(
      (p) =>
        w.elig(p, m) &&
        matchable(
          left.filter((q) => q !== p),
          rest,
          w.elig
        )
    );
    if (pick !== undefined) {
      left.splice(left.indexOf(pick), 1);
      out.nominal[m] = pick;
      if (split === "hort") {
        a.holder[pick] = m;
        a.held[m] = pick;
        out.byRanking[m] += Math.ceil(specs[pick].cents / 2);
      }
    } else if (out.nominal[m] < 0) {
      const eligibleOnes = pool.prizes.filter((p) => w.elig(p, m));
      out.nominal[m] = eligibleOnes[eligibleOnes.length - 1];
    }
  });
}
