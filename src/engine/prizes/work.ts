/**
 * What every phase of the prize computation reads: the method, the checked prizes, the ranking,
 * who may take which prize, and the prizes in the order they are handed out. Built once by
 * computePrizes (compute.ts). Pure: no Office, DOM or Node APIs.
 */
import { normKey } from "./rating";
import type { PrizePriority, PrizeRanking, PrizeSpec, SplitMethod } from "./types";

export interface Work {
  split: SplitMethod;
  priority: PrizePriority;
  specs: readonly PrizeSpec[];
  rows: PrizeRanking["rows"];
  /** Players in the ranking. */
  n: number;
  /** [prize index][ranking position]. */
  eligible: readonly (readonly boolean[])[];
  elig(p: number, pos: number): boolean;
  /** The cash prizes in the order they are handed out (see prizeOrder). */
  order: readonly number[];
  /** Position of each cash prize in `order` (-1 for a non-cash prize). */
  valueRank: readonly number[];
  /** The non-cash prizes in the order they are handed out. */
  nonCash: readonly number[];
  /** The kind of a prize: "" for a place prize, else its category's key. */
  kindOf(p: number): string;
}

/** The kind of a prize: "" for a place prize, else its category (case and spaces ignored). */
export function kindOf(s: PrizeSpec): string {
  return s.filter ? normKey(s.filter.text) : "";
}

/**
 * The order prizes are handed out in: most valuable first; equal amounts by the priority rule
 * (place: place prizes before category prizes, US Chess 32B4; category: the other way; listed:
 * the list's order), then in listed order. Non-cash prizes are worth nothing: after all money,
 * among themselves by the same rule.
 */
export function prizeOrder(
  specs: readonly PrizeSpec[],
  priority: PrizePriority = "place"
): { order: number[]; valueRank: number[]; nonCash: number[] } {
  const cls = (s: PrizeSpec): number =>
    priority === "listed" ? 0 : (s.filter ? 1 : 0) ^ (priority === "category" ? 1 : 0);
  const sorted = specs
    .map((_, i) => i)
    .sort((a, b) => specs[b].cents - specs[a].cents || cls(specs[a]) - cls(specs[b]) || a - b);
  const order = sorted.filter((p) => specs[p].nonCash === null);
  const nonCash = sorted.filter((p) => specs[p].nonCash !== null);
  const valueRank = new Array<number>(specs.length).fill(-1);
  order.forEach((p, k) => (valueRank[p] = k));
  return { order, valueRank, nonCash };
}

/** The Work of a computation. */
export function workOf(
  split: SplitMethod,
  priority: PrizePriority,
  specs: readonly PrizeSpec[],
  rows: PrizeRanking["rows"],
  eligible: readonly (readonly boolean[])[]
): Work {
  const kinds = specs.map(kindOf);
  return {
    split,
    priority,
    specs,
    rows,
    n: rows.length,
    eligible,
    elig: (p, pos) => eligible[p][pos],
    ...prizeOrder(specs, priority),
    kindOf: (p) => kinds[p],
  };
}
