/**
 * The helpers of every text of one prize computation: names, lists, prize names, money.
 * Pure: no Office, DOM or Node APIs.
 */
import { moneyText } from "./money";
import type { Work } from "./work";

/** "A", "A and B", "A, B and C". */
export function listWords(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** At most `max` names, then "and N more". */
export function someWords(names: readonly string[], max = 6): string {
  return names.length > max
    ? `${names.slice(0, max).join(", ")} and ${names.length - max} more`
    : listWords(names);
}

export class Words {
  constructor(private readonly w: Work) {}

  name(pos: number): string {
    const p = this.w.rows[pos].player;
    return p.name || `No ${p.id}`;
  }

  /** "2nd-3rd" for consecutive place prizes, else the names listed. */
  prizes(ps: readonly number[]): string {
    const specs = this.w.specs;
    const sorted = [...ps].sort((a, b) => a - b);
    const places = sorted.every((p) => !specs[p].filter);
    if (
      places &&
      sorted.length > 1 &&
      sorted.every((p, k) => k === 0 || specs[p].place === specs[sorted[k - 1]].place + 1)
    ) {
      return `${specs[sorted[0]].name}-${specs[sorted[sorted.length - 1]].name}`;
    }
    return listWords(sorted.map((p) => specs[p].name));
  }

  money(c: number): string {
    const decimals = this.w.specs.some((s) => s.cents % 100 !== 0) || this.w.split !== "tiebreak";
    return moneyText(c, decimals && c % 100 !== 0);
  }

  /** Positions tied with `pos` on every tie-break (the same shared place). */
  tiedWith(pos: number): number[] {
    const rows = this.w.rows;
    if (!rows[pos].tied) return [];
    const out: number[] = [];
    for (let j = 0; j < rows.length; j++)
      if (j !== pos && rows[j].tied && rows[j].rank === rows[pos].rank) out.push(j);
    return out;
  }
}
