/**
 * Rankings and prize lists written directly for the prize tests: each row's place, points and
 * "tied on every tie-break with the row above", so that an example is only about the prizes.
 */
import { Q, type Player } from "../../src/engine";
import type { PrizeInput, PrizeRanking, PrizeResult } from "../../src/engine/prizes";

export interface PrizeRow {
  name: string;
  pts: number;
  rating?: number;
  /** Same rank as the row above (tied on every tie-break). */
  tiedAbove?: boolean;
  birth?: string;
  sex?: string;
  attrs?: Record<string, number | string>;
}

/** A ranking in the order given; start numbers 1, 2, ... in that order. */
export function ranking(rows: PrizeRow[]): PrizeRanking {
  let rank = 0;
  const out: PrizeRanking["rows"][number][] = [];
  rows.forEach((r, i) => {
    if (!r.tiedAbove) rank = i + 1;
    const player: Player = {
      id: i + 1,
      name: r.name,
      rating: r.rating,
      birth: r.birth,
      sex: r.sex,
      attrs: { ...(r.attrs ?? {}) },
      rounds: [],
    };
    const pts = Q.fromNumber(r.pts);
    out.push({ index: i, player, rank, tied: false, points: pts, primary: pts });
  });
  for (let i = 0; i < rows.length; i++) {
    const sameAsNext = i + 1 < rows.length && rows[i + 1].tiedAbove;
    if (rows[i].tiedAbove || sameAsNext) out[i] = { ...out[i], tied: true };
  }
  return { rows: out };
}

/**
 * Prizes as [name, amount, category?], listed from cell A2 down; an amount that is a word
 * ("Trophy") is a non-cash prize.
 */
export function prizes(...list: [string, number | string, string?][]): PrizeInput[] {
  return list.map(([name, amount, category], i) => ({
    name,
    amount: typeof amount === "number" ? Q.fromNumber(amount) : Q.ZERO,
    ...(typeof amount === "string" ? { nonCash: amount } : {}),
    category: category ?? null,
    place: { kind: "cell" as const, cell: `A${i + 2}` },
  }));
}

/** name -> cash in money units (players with a non-cash prize only: 0). */
export function paid(r: PrizeResult): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of r.players) if (p.prize) out[p.player.name] = p.cents / 100;
  return out;
}

/** name -> the non-cash prize they take. */
export function things(r: PrizeResult): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of r.players) for (const x of p.nonCash) out[p.player.name] = x.prize.name;
  return out;
}

export function whyOf(r: PrizeResult, name: string): string {
  return r.players.find((p) => p.player.name === name)?.why ?? "";
}

/** The prizes nobody received, by name. */
export function unawarded(r: PrizeResult): string[] {
  return r.unawarded.map((u) => u.prize.name);
}
