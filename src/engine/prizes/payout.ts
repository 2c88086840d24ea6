/**
 * us-chess: the money of each position, in cents. Each pool's sum is divided equally among its
 * members (odd cents, or units, to the best placed), except that no member receives more than the
 * largest prize of the pool they are eligible for, the largest they could have won without the tie
 * (US Chess 32B3 as amended); what a capped member cannot take is shared by the others the same
 * way. Also the prize each player is listed under. Pure: no Office, DOM or Node APIs.
 */
import { matchable } from "./matching";
import { splitUnits } from "./money";
import type { Pool } from "./pools";
import type { Work } from "./work";

export interface Payout {
  /** Cents from a pool, per ranking position. */
  fromPool: number[];
  /** The cap that held a position's share (cents), or -1 when none did. */
  capped: number[];
  /** The prize each position is listed under, -1 for none. */
  nominal: number[];
  /** The pool each position shares in, if any. */
  poolOf: (Pool | null)[];
}

export function payout(w: Work, pools: readonly Pool[], unitCents = 1): Payout {
  const out: Payout = {
    fromPool: new Array<number>(w.n).fill(0),
    capped: new Array<number>(w.n).fill(-1),
    nominal: new Array<number>(w.n).fill(-1),
    poolOf: new Array<Pool | null>(w.n).fill(null),
  };
  for (const pool of pools) payPool(w, pool, out, unitCents);
  return out;
}

/**
 * T cents among members with caps: members whose cap is below the equal share of what is left
 * take their cap, until none is; the others share the rest (splitUnits). Caps are in the members'
 * order; the shares come back in it.
 */
export function cappedShares(
  total: number,
  caps: readonly number[],
  unit = 1
): { shares: number[]; held: boolean[] } {
  const shares = new Array<number>(caps.length).fill(0);
  const isHeld = new Array<boolean>(caps.length).fill(false);
  let open = caps.map((_, i) => i);
  let left = total;
  for (;;) {
    const held = open.filter((i) => caps[i] * open.length < left);
    if (held.length === 0) break;
    for (const i of held) {
      shares[i] = caps[i];
      isHeld[i] = true;
      left -= caps[i];
    }
    open = open.filter((i) => !held.includes(i));
    if (open.length === 0) break;
  }
  if (open.length > 0) splitUnits(left, open.length, unit).forEach((c, k) => (shares[open[k]] = c));
  else if (left > 0) shares[0] += left;
  return { shares, held: isHeld };
}

function payPool(w: Work, pool: Pool, out: Payout, unit: number): void {
  const { specs } = w;
  const total = pool.prizes.reduce((t, p) => t + specs[p].cents, 0);
  const caps = pool.members.map((m) =>
    Math.max(0, ...pool.prizes.filter((p) => w.elig(p, m)).map((p) => specs[p].cents))
  );
  const { shares, held } = cappedShares(total, caps, unit);
  pool.members.forEach((m, i) => {
    out.fromPool[m] += shares[i];
    out.poolOf[m] = pool;
    if (held[i]) out.capped[m] = caps[i];
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
    } else if (out.nominal[m] < 0) {
      const eligibleOnes = pool.prizes.filter((p) => w.elig(p, m));
      out.nominal[m] = eligibleOnes[eligibleOnes.length - 1];
    }
  });
}
