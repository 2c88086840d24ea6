/**
 * us-chess: the words of each paid player (their pool, its sum and divisor, a cap that held
 * them) and the prizes nobody received. Pure: no Office, DOM or Node APIs.
 */
import type { Assignment } from "./assign";
import type { Payout } from "./payout";
import type { Capture } from "./pools";
import type { PrizeResult } from "./types";
import type { Work } from "./work";
import { listWords, someWords, Words } from "./words";

/** "Best U1800 passed to Sandhu: Fitzgerald took 3rd", or "" when nobody above declined it. */
function passedWhy(w: Work, words: Words, a: Assignment, p: number, pos: number): string {
  const { specs, elig } = w;
  const above: string[] = [];
  for (let j = 0; j < pos; j++) {
    const h = a.held[j];
    // those who took an earlier prize of the same kind (1st before 3rd) are not news
    const same = h >= 0 && specs[h].category === specs[p].category;
    if (elig(p, j) && h >= 0 && h !== p && !same)
      above.push(`${words.name(j)} took ${specs[h].name}`);
  }
  if (above.length === 0) return "";
  const shown =
    above.slice(0, 3).join(", ") + (above.length > 3 ? ` and ${above.length - 3} more` : "");
  return `${specs[p].name} passed to ${words.name(pos)}: ${shown}`;
}

/** The why of one paid position (us-chess). */
export function usWhy(w: Work, a: Assignment, pay: Payout, pos: number): string {
  const words = new Words(w);
  const { specs, rows } = w;
  const p = pay.nominal[pos];
  const parts: string[] = [];
  const pool = pay.poolOf[pos];
  const others = pool ? pool.members.filter((m) => m !== pos).map((m) => words.name(m)) : [];
  if (others.length > 0 && pool) {
    parts.push(`shared ${words.prizes(pool.prizes)} with ${someWords(others)}`);
    const total = pool.prizes.reduce((t, q) => t + specs[q].cents, 0);
    parts.push(`${words.money(total)} / ${pool.members.length}`);
    if (pay.capped[pos] >= 0) {
      const top = pool.prizes.find((q) => w.elig(q, pos) && specs[q].cents === pay.capped[pos]);
      parts.push(
        `capped at ${words.money(pay.capped[pos])}${top !== undefined ? ` (${specs[top].name})` : ""}, the largest prize ${words.name(pos)} could win without the tie (US Chess 32B3)`
      );
    } else {
      // the others held by their caps: what is left, shared by the rest
      const held = pool.members.filter((m) => pay.capped[m] >= 0);
      if (held.length > 0) {
        const rest = held.reduce((t, m) => t - pay.fromPool[m], total);
        const caps = held.map((m) => `${words.name(m)} capped at ${words.money(pay.capped[m])}`);
        parts.push(
          `${listWords(caps)}, so ${words.money(rest)} / ${pool.members.length - held.length}`
        );
      }
    }
  } else {
    const q = pool ? pool.prizes[0] : p;
    const passed = a.holder[q] === pos ? passedWhy(w, words, a, q, pos) : "";
    parts.push(passed || `${specs[q].name}${specs[q].filter ? "" : ` (place ${rows[pos].rank})`}`);
  }
  return parts.join("; ");
}

/** The prizes nobody received (us-chess: no score group took them), with why. */
export function usUnawarded(w: Work, c: Capture): PrizeResult["unawarded"] {
  const out: PrizeResult["unawarded"] = [];
  for (const p of w.order) {
    if (c.capturedBy[p] >= 0) continue;
    out.push({ prize: w.specs[p], why: unawardedWhy(w, p) });
  }
  return out;
}

/** Why nobody took prize p. */
export function unawardedWhy(w: Work, p: number): string {
  const s = w.specs[p];
  const count = w.eligible[p].filter((x) => x).length;
  return count > 0
    ? `every eligible player took ${count === 1 ? "a" : "another"} prize worth at least as much`
    : s.filter
      ? `no player is in category "${s.filter.text}"`
      : "more prizes than players";
}

export { listWords };
