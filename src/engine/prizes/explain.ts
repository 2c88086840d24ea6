/**
 * The words of the prize list: each paid player's "why", the warnings that lots are needed, the
 * lines (who got what of each prize) and the prizes nobody received, with why.
 * Pure: no Office, DOM or Node APIs.
 */
import type { Assignment } from "./assign";
import { moneyText } from "./money";
import type { Payout } from "./payout";
import type { Capture } from "./pools";
import type { PlayerPrizes, PrizeLine, PrizeResult } from "./types";
import type { Work } from "./work";

/** "A", "A and B", "A, B and C". */
export function listWords(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** The helpers every text of one computation uses. */
class Words {
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

/** The why of one paid position. */
function whyOf(w: Work, words: Words, a: Assignment, pay: Payout, pos: number): string {
  const { specs, split, rows } = w;
  const p = pay.nominal[pos];
  const parts: string[] = [];
  const pool = pay.poolOf[pos];
  const mine = a.holder[p] === pos;
  const others = pool ? pool.members.filter((m) => m !== pos).map((m) => words.name(m)) : [];
  if (others.length > 0 && pool) {
    const shown =
      others.length > 6
        ? `${others.slice(0, 6).join(", ")} and ${others.length - 6} more`
        : listWords(others);
    parts.push(`shared ${words.prizes(pool.prizes)} with ${shown}`);
    if (split === "shared") {
      const total = pool.prizes.reduce((t, q) => t + specs[q].cents, 0);
      parts.push(`${words.money(total)} / ${pool.members.length}`);
    }
  } else {
    const q = mine ? p : pool ? pool.prizes[0] : p;
    const passed = a.holder[q] === pos ? passedWhy(w, words, a, q, pos) : "";
    parts.push(passed || `${specs[q].name}${specs[q].filter ? "" : ` (place ${rows[pos].rank})`}`);
  }
  if (split === "hort") {
    const byR = pay.byRanking[pos];
    const fromP = pay.fromPool[pos];
    if (byR > 0 && fromP > 0) {
      parts.push(
        others.length === 0 && pool && pool.prizes.length === 1 && a.holder[pool.prizes[0]] === pos
          ? "Hort: no tie, the whole prize"
          : `Hort: ${words.money(byR)} by tie-break + ${words.money(fromP)} shared`
      );
    } else if (byR > 0) {
      parts.push(`Hort: ${words.money(byR)} by tie-break (half of ${specs[p].name})`);
    } else {
      parts.push(`Hort: ${words.money(fromP)} shared`);
    }
  }
  const tied = words.tiedWith(pos);
  if (split !== "shared" && mine && tied.length > 0) {
    parts.push(
      `tied with ${listWords(tied.map((j) => words.name(j)))} on every tie-break: lots needed`
    );
  }
  return parts.join("; ");
}

/** The paid players (and those listed under a prize), in ranking order, each with their why. */
export function explainPlayers(w: Work, a: Assignment, pay: Payout): PlayerPrizes[] {
  const words = new Words(w);
  const players: PlayerPrizes[] = [];
  for (let pos = 0; pos < w.n; pos++) {
    const cents = pay.byRanking[pos] + pay.fromPool[pos];
    if (cents === 0 && pay.nominal[pos] < 0) continue;
    const row = w.rows[pos];
    players.push({
      index: row.index,
      player: row.player,
      rank: row.rank,
      tied: row.tied,
      points: row.points,
      cents,
      byRanking: pay.byRanking[pos],
      fromPool: pay.fromPool[pos],
      prize: w.specs[pay.nominal[pos]],
      why: whyOf(w, words, a, pay, pos),
    });
  }
  return players;
}

/** A prize decided between players the tie-break order did not separate: lots are needed. */
export function lotsWarnings(w: Work, a: Assignment): string[] {
  if (w.split === "shared") return [];
  const words = new Words(w);
  const out: string[] = [];
  for (const p of w.order) {
    const h = a.holder[p];
    if (h < 0) continue;
    const rivals = words
      .tiedWith(h)
      .filter((x) => w.elig(p, x) && (a.held[x] < 0 || w.valueRank[a.held[x]] > w.valueRank[p]));
    if (rivals.length === 0) continue;
    const names = listWords([h, ...rivals].map((j) => words.name(j)));
    out.push(
      `${w.specs[p].name}: ${names} are tied on points and on every tie-break (place ${w.rows[h].rank}=); it went to ${words.name(h)} by start number: lots are needed${
        w.split === "hort" ? " for the tie-break half" : ""
      }`
    );
  }
  return out;
}

/** Every prize in listed order with the players it went to. */
export function linesOf(w: Work, players: readonly PlayerPrizes[]): PrizeLine[] {
  const lines: PrizeLine[] = w.specs.map((s) => ({ prize: s, awarded: [] }));
  for (const pp of players)
    lines[pp.prize.index].awarded.push({ player: pp.index, cents: pp.cents });
  return lines;
}

/** The prizes nobody received, with why. */
export function unawardedOf(w: Work, a: Assignment, c: Capture | null): PrizeResult["unawarded"] {
  const out: PrizeResult["unawarded"] = [];
  for (const s of w.specs) {
    const taken = c === null ? a.holder[s.index] >= 0 : c.capturedBy[s.index] >= 0;
    if (taken) continue;
    const count = w.eligible[s.index].filter((x) => x).length;
    out.push({
      prize: s,
      why:
        count > 0
          ? `every eligible player took ${count === 1 ? "a" : "another"} more valuable prize`
          : s.filter
            ? `no player is in category "${s.filter.text}"`
            : "more prizes than players",
    });
  }
  return out;
}
