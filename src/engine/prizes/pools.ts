/**
 * Sharing among players tied on points: the score groups, the prizes each group takes as one
 * (prize by prize, a prize goes to the best score group that can still take it with one prize
 * per member: a matching of prizes to eligible members must exist), and the pools inside each
 * group. A group's prizes are pooled and shared equally among its members eligible for them,
 * except that the members eligible for a category whose own prizes give them more than the equal
 * share take and share those prizes alone (US Chess 32B3's "unless" clause).
 * Pure: no Office, DOM or Node APIs.
 */
import { Q, valueEq } from "../rational";
import { matchable } from "./matching";
import { normKey } from "./rating";
import type { PrizeRanking } from "./types";
import type { Work } from "./work";

export interface Pool {
  /** Ranking positions, best first. */
  members: number[];
  /** Prize indices, most valuable first. */
  prizes: number[];
}

/** Runs of ranking positions tied on the primary score, best first. */
export function scoreGroups(rows: PrizeRanking["rows"]): number[][] {
  const groups: number[][] = [];
  for (let pos = 0; pos < rows.length; pos++) {
    const last = groups[groups.length - 1];
    if (last && valueEq(rows[last[0]].primary, rows[pos].primary)) last.push(pos);
    else groups.push([pos]);
  }
  return groups;
}

export interface Capture {
  /** Per group, the prize indices it took. */
  captured: number[][];
  /** Prize index -> group index, -1 for none. */
  capturedBy: number[];
}

/** What each score group takes as one, prize by prize or group by group (the same result). */
export function captureByGroups(
  w: Work,
  groups: readonly number[][],
  by: "prize" | "player" = "prize"
): Capture {
  const captured: number[][] = groups.map(() => []);
  const capturedBy = new Array<number>(w.specs.length).fill(-1);
  const canTake = (g: number, p: number): boolean =>
    groups[g].some((pos) => w.elig(p, pos)) && matchable([...captured[g], p], groups[g], w.elig);
  const take = (g: number, p: number): void => {
    captured[g].push(p);
    capturedBy[p] = g;
  };
  if (by === "prize") {
    for (const p of w.order) {
      const g = groups.findIndex((_, k) => canTake(k, p));
      if (g >= 0) take(g, p);
    }
  } else {
    for (let g = 0; g < groups.length; g++) {
      for (const p of w.order) if (capturedBy[p] < 0 && canTake(g, p)) take(g, p);
    }
  }
  return { captured, capturedBy };
}

/** The pools of every group (see the header). */
export function formPools(w: Work, groups: readonly number[][], c: Capture): Pool[] {
  const pools: Pool[] = [];
  const catKey = (p: number): string | null => {
    const f = w.specs[p].filter;
    return f ? normKey(f.text) : null;
  };
  const sumCents = (ps: readonly number[]): number => ps.reduce((t, p) => t + w.specs[p].cents, 0);
  const form = (members: number[], prizes: number[]): void => {
    const S = members.filter((m) => prizes.some((p) => w.elig(p, m)));
    if (prizes.length === 0 || S.length === 0) return;
    const share = Q.of(sumCents(prizes), S.length);
    const keys = [...new Set(prizes.map(catKey).filter((k): k is string => k !== null))];
    let best: { E: number[]; P: number[]; s: Q; first: number } | null = null;
    for (const k of keys) {
      const P = prizes.filter((p) => catKey(p) === k);
      const E = S.filter((m) => w.elig(P[0], m));
      if (E.length === S.length || E.length < P.length) continue;
      const s = Q.of(sumCents(P), E.length);
      if (!s.gt(share)) continue;
      const restP = prizes.filter((p) => catKey(p) !== k);
      const restS = S.filter((m) => !E.includes(m));
      if (!matchable(restP, restS, w.elig)) continue;
      const first = Math.min(...P);
      if (!best || s.gt(best.s) || (s.eq(best.s) && first < best.first)) best = { E, P, s, first };
    }
    if (best) {
      const b = best;
      form(b.E, b.P);
      form(
        S.filter((m) => !b.E.includes(m)),
        prizes.filter((p) => !b.P.includes(p))
      );
      return;
    }
    pools.push({ members: S, prizes: [...prizes].sort((a, b) => w.valueRank[a] - w.valueRank[b]) });
  };
  groups.forEach((g, k) => form([...g], c.captured[k]));
  return pools;
}
