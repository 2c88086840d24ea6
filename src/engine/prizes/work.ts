/**
 * What every phase of the prize computation reads: the method, the checked prizes, the ranking,
 * who may take which prize, and the prizes in value order. Built once by computePrizes
 * (compute.ts). Pure: no Office, DOM or Node APIs.
 */
import type { PrizeRanking, PrizeSpec, SplitMethod } from "./types";

export interface Work {
  split: SplitMethod;
  specs: readonly PrizeSpec[];
  rows: PrizeRanking["rows"];
  /** Players in the ranking. */
  n: number;
  /** [prize index][ranking position]. */
  eligible: readonly (readonly boolean[])[];
  elig(p: number, pos: number): boolean;
  /** Prize indices, most valuable first (equal amounts: the one listed first). */
  order: readonly number[];
  /** Position of each prize in `order`. */
  valueRank: readonly number[];
}

/** The prizes in value order: most valuable first, equal amounts in listed order. */
export function valueOrder(specs: readonly PrizeSpec[]): { order: number[]; valueRank: number[] } {
  const order = specs.map((_, i) => i).sort((a, b) => specs[b].cents - specs[a].cents || a - b);
  const valueRank = new Array<number>(specs.length);
  order.forEach((p, k) => (valueRank[p] = k));
  return { order, valueRank };
}
