/**
 * The prize list: place and category prizes over the standings, one prize per player, ties on
 * points settled by one of three methods. Money is counted in whole cents (integers); shares are
 * exact until the documented odd-cent rule turns them into cents. docs/decisions.md ("Prizes")
 * says which regulations each method follows.
 *
 * - A prize without a category is a place prize; prizes with the same category are its 1st, 2nd...
 * - One prize per player. Prizes are handed out most valuable first (equal amounts: the one listed
 *   first), each to the best-placed eligible player who has none yet; a prize that a player does
 *   not take passes to the next eligible player. Player by player (each player, best placed first,
 *   takes the most valuable prize left that they are eligible for) gives the same result: both
 *   sides rank the other the same way, so there is exactly one stable assignment.
 * - tiebreak: that assignment, with the standings' order deciding between players tied on points.
 * - shared: players tied on points act as one: prize by prize, a prize goes to the best score
 *   group that can still take it (one prize per member: a matching of prizes to eligible members
 *   must exist). The group's prizes are pooled and shared equally among its members eligible for
 *   them, except that the players eligible for a category whose own prizes give them more than
 *   the equal share take and share those prizes alone (US Chess 32B3's "unless" clause).
 * - hort: each prize is cut in two halves (the odd cent stays with the first): the first half goes
 *   by the tiebreak assignment, the second by the shared method.
 *
 * Odd cents: a pool of T cents shared by k players gives each floor(T/k) cents, and the
 * T mod k cents left over go one each to the pool's best-placed players.
 *
 * Pure: no Office, DOM or Node APIs.
 */
import { parseFilter, testFilter, FilterError, filterAttrs } from "./categories";
import type { Filter, FilterEnv } from "./categories";
import {
  InputError,
  NOWHERE,
  placeText,
  type ErrorReason,
  type Place,
  type Problem,
} from "../errors";
import { Q, type Value, valueEq } from "../rational";
import type { Player } from "../types";
import { registerOptions } from "../options";

export type SplitMethod = "tiebreak" | "shared" | "hort";
export const SPLIT_METHODS: readonly SplitMethod[] = ["tiebreak", "shared", "hort"];

/** One prize as the organiser listed it. */
export interface PrizeInput {
  name: string;
  /** Amount in money units with at most two decimals (60, 12.5). */
  amount: Q;
  /** Category filter text; empty or null for a place prize. */
  category?: string | null;
  /** Where it was written (a sheet cell, a CSV line, a JSON item), for messages. */
  place?: Place;
}

/** The ranking the prizes are given on: the engine's Standings fits. */
export interface PrizeRanking {
  rows: readonly {
    index: number;
    player: Player;
    rank: number;
    tied: boolean;
    points: Q;
    /** The score players are tied on (the points unless a primary score ranks first). */
    primary: Value;
  }[];
}

export interface PrizeOptions {
  split?: SplitMethod;
  /**
   * Which rating the rating filters read: "main" (default: the player's first rating), "fide",
   * "national", or the name of a column.
   */
  rating?: string;
  /** Compute prize by prize (default) or player by player; the result is the same. */
  by?: "prize" | "player";
}

/** One problem with the prize list, at its row. */
export interface PrizeIssue {
  /** The place as text ("Prizes!A4", "line 4", "prize 3"), "" for the list as a whole. */
  where: string;
  place: Place;
  reason: ErrorReason;
  message: string;
}

/** A prize list that cannot be used: every problem with its row. */
export class PrizeError extends InputError {
  readonly issues: PrizeIssue[];
  constructor(issues: PrizeIssue[]) {
    const shown = issues.slice(0, 3).map((i) => (i.where ? `${i.where}: ${i.message}` : i.message));
    const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : "";
    const problems: Problem[] = issues.map((i) => ({
      reason: i.reason,
      place: i.place,
      message: i.message,
    }));
    super(
      issues[0]?.reason ?? "invalid-value",
      shown.join("; ") + more,
      issues[0]?.place ?? NOWHERE,
      problems
    );
    this.name = "PrizeError";
    this.issues = issues;
  }
}

function issue(
  place: Place,
  reason: ErrorReason,
  message: string,
  where = placeText(place)
): PrizeIssue {
  return { where, place, reason, message };
}

export interface PrizeSpec {
  /** Position in the list (0-based). */
  index: number;
  name: string;
  cents: number;
  /** The category as written, or null for a place prize. */
  category: string | null;
  filter: Filter | null;
  /** 1 for the category's (or the place prizes') first prize, 2 for its second ... */
  place: number;
  where: string;
  /** Where it was written. */
  source: Place;
}

/** One player's money from one prize line. */
export interface Award {
  /** Index in tournament.players. */
  player: number;
  cents: number;
}

export interface PrizeLine {
  prize: PrizeSpec;
  /** The players attributed this prize, best placed first, with their whole amount. */
  awarded: Award[];
}

export interface PlayerPrizes {
  /** Index in tournament.players. */
  index: number;
  player: Player;
  rank: number;
  tied: boolean;
  points: Q;
  cents: number;
  /** Cents by the tie-break half (hort) or all (tiebreak); 0 for shared. */
  byRanking: number;
  /** Cents from a pool (shared, hort). */
  fromPool: number;
  /** The prize this player is listed under. */
  prize: PrizeSpec;
  /** Why, in a sentence. */
  why: string;
}

export interface PrizeResult {
  split: SplitMethod;
  /** Every prize in listed order. */
  lines: PrizeLine[];
  /** Players who receive money, in ranking order. */
  players: PlayerPrizes[];
  /** Prizes nobody received, with why. */
  unawarded: { prize: PrizeSpec; why: string }[];
  fundCents: number;
  paidCents: number;
  /** What the rating filters read ("rating", "column FIDE"). */
  ratingLabel: string;
  warnings: string[];
}

// ---------------------------------------------------------------------------------------------
// Money

const MAX_CENTS = 1e13;

/** Whole cents of an amount with at most two decimals; null when it has finer parts or is too large. */
export function centsOf(amount: Q): number | null {
  const c = amount.mul(Q.int(100));
  if (!c.isInteger() || c.n < 0 || c.n > MAX_CENTS) return null;
  return c.n;
}

/** Cents as money text: "55", "27.50" (decimals when `decimals` or the amount needs them). */
export function moneyText(cents: number, decimals = cents % 100 !== 0): string {
  const whole = Math.floor(cents / 100);
  const frac = cents % 100;
  return decimals ? `${whole}.${String(frac).padStart(2, "0")}` : String(whole);
}

/** Cents as a JSON number (55, 27.5): exact, since cents/100 prints as the short decimal. */
export function moneyNumber(cents: number): number {
  return Number(moneyText(cents, true));
}

/** Splits T cents among k players: floor(T/k) each, the T mod k left over to the first ones. */
export function splitCents(total: number, k: number): number[] {
  const base = Math.floor(total / k);
  const rest = total - base * k;
  return Array.from({ length: k }, (_, i) => base + (i < rest ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------
// Rating choice

function normKey(s: string): string {
  return s.toLowerCase().replace(/[\s._-]/g, "");
}

function numericAttr(p: Player, key: string): number | undefined {
  const v = p.attrs[key];
  const x = typeof v === "number" ? v : typeof v === "string" ? Number(v.trim()) : NaN;
  return Number.isFinite(x) && x > 0 && (typeof v === "number" || String(v).trim() !== "")
    ? x
    : undefined;
}

/** Resolves the rating option to a reader of player ratings. Throws FilterError when it names nothing. */
export function resolveRating(players: readonly Player[], option: string | undefined): FilterEnv {
  const main: FilterEnv = {
    rating: (p) => (p.rating && p.rating > 0 ? p.rating : undefined),
    ratingLabel: "rating",
  };
  const want = (option ?? "").trim();
  if (want === "" || ["main", "rating", "rtg", "start"].includes(normKey(want))) return main;
  const keys = new Set<string>();
  for (const p of players) for (const k of Object.keys(p.attrs)) keys.add(k);
  const find = (test: (k: string) => boolean): string | undefined =>
    [...keys].find((k) => test(normKey(k)));
  let key: string | undefined;
  const w = normKey(want);
  if (w === "fide") {
    key = find((k) => /fide|elo/.test(k));
    if (key === undefined) return { ...main, ratingLabel: "rating (FIDE)" };
  } else if (w === "national" || w === "nat") {
    key = find((k) => /^nat|national|dwz|ecf|uscf|cfc|nrtg|natrtg/.test(k));
    if (key === undefined) {
      throw new FilterError(
        `rating=national: no column of national ratings (a header such as "National rating", "NatRtg", "DWZ"); name the column with rating=COLUMN, or use rating=main`
      );
    }
  } else {
    key = find((k) => k === w);
    if (key === undefined) {
      throw new FilterError(
        `rating=${want}: no such column${keys.size ? ` (columns: ${[...keys].slice(0, 8).join(", ")})` : ""}; use main, fide, national or a column name`
      );
    }
  }
  const k = key;
  return { rating: (p) => numericAttr(p, k), ratingLabel: `column "${k}"` };
}

// ---------------------------------------------------------------------------------------------
// Reading the list

const ORDINAL = (n: number): string => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${s}`;
};

/** Checks and numbers the prizes; throws PrizeError listing every bad row. */
export function preparePrizes(list: readonly PrizeInput[]): PrizeSpec[] {
  const issues: PrizeIssue[] = [];
  const counts = new Map<string, number>();
  const specs: PrizeSpec[] = [];
  list.forEach((p, index) => {
    const source = p.place ?? NOWHERE;
    const where = placeText(source) || `prize ${index + 1}`;
    const cents = centsOf(p.amount);
    if (cents === null) {
      issues.push(
        issue(
          source,
          "invalid-value",
          `amount ${p.amount.toString()} is not a sum of money (a number not below 0 with at most two decimals)`,
          where
        )
      );
    }
    const cat = (p.category ?? "").trim();
    let filter: Filter | null = null;
    if (cat !== "") {
      try {
        filter = parseFilter(cat);
      } catch (e) {
        if (!(e instanceof FilterError)) throw e;
        issues.push(issue(source, "syntax", `category "${cat}": ${e.message}`, where));
      }
    }
    const key = cat === "" ? "" : normKey(cat);
    const place = (counts.get(key) ?? 0) + 1;
    counts.set(key, place);
    const name = p.name.trim() || (cat === "" ? ORDINAL(place) : `${ORDINAL(place)} ${cat}`);
    specs.push({
      index,
      name,
      cents: cents ?? 0,
      category: cat === "" ? null : cat,
      source,
      filter,
      place,
      where,
    });
  });
  if (list.length > 10000) issues.push(issue(NOWHERE, "too-large", "more than 10000 prizes"));
  if (issues.length) throw new PrizeError(issues);
  return specs;
}

// ---------------------------------------------------------------------------------------------
// Matching: can these prizes go to distinct eligible members?

function matchable(
  prizes: readonly number[],
  members: readonly number[],
  elig: (p: number, m: number) => boolean
): boolean {
  return matching(prizes, members, elig) !== null;
}

/** A matching of every prize to a distinct eligible member (Kuhn's augmenting paths), or null. */
function matching(
  prizes: readonly number[],
  members: readonly number[],
  elig: (p: number, m: number) => boolean
): Map<number, number> | null {
  if (prizes.length > members.length) return null;
  const owner = new Map<number, number>(); // member -> prize
  const tryPrize = (p: number, seen: Set<number>): boolean => {
    for (const m of members) {
      if (!elig(p, m) || seen.has(m)) continue;
      seen.add(m);
      const q = owner.get(m);
      if (q === undefined || tryPrize(q, seen)) {
        owner.set(m, p);
        return true;
      }
    }
    return false;
  };
  for (const p of prizes) if (!tryPrize(p, new Set())) return null;
  return owner;
}

// ---------------------------------------------------------------------------------------------
// The computation

interface Pool {
  /** Ranking positions, best first. */
  members: number[];
  /** Prize indices, most valuable first. */
  prizes: number[];
}

/** Computes the prize list. Throws PrizeError for a list that does not fit this tournament. */
export function computePrizes(
  ranking: PrizeRanking,
  prizeList: readonly PrizeInput[] | readonly PrizeSpec[],
  opts: PrizeOptions = {}
): PrizeResult {
  const split = opts.split ?? "tiebreak";
  if (!SPLIT_METHODS.includes(split)) {
    throw new PrizeError([
      issue(
        { kind: "option", option: "split" },
        "invalid-value",
        `split=${String(split)}: use tiebreak, shared or hort`
      ),
    ]);
  }
  const specs: PrizeSpec[] =
    prizeList.length > 0 && "cents" in prizeList[0]
      ? [...(prizeList as PrizeSpec[])]
      : preparePrizes(prizeList as PrizeInput[]);
  const rows = ranking.rows;
  const n = rows.length;
  const warnings: string[] = [];
  let env: FilterEnv;
  try {
    env = resolveRating(
      rows.map((r) => r.player),
      opts.rating
    );
  } catch (e) {
    if (e instanceof FilterError)
      throw new PrizeError([issue({ kind: "option", option: "rating" }, "missing", e.message)]);
    throw e;
  }

  // eligibility per prize and ranking position; categories checked against the players' data
  const issues: PrizeIssue[] = [];
  const eligible: boolean[][] = [];
  const byCategory = new Map<string, boolean[]>();
  for (const s of specs) {
    if (!s.filter) {
      eligible.push(new Array<boolean>(n).fill(true));
      continue;
    }
    const key = normKey(s.filter.text);
    const known = byCategory.get(key);
    if (known) {
      eligible.push(known);
      continue;
    }
    const res = rows.map((r) => testFilter(s.filter as Filter, r.player, env));
    const row = res.map((x) => x === "yes");
    byCategory.set(key, row);
    eligible.push(row);
    const missing = res.map((x, j) => (x === "missing" ? j : -1)).filter((j) => j >= 0);
    const attrs = filterAttrs(s.filter).join(", ");
    if (n > 0 && missing.length === n) {
      issues.push(
        issue(
          s.source,
          "missing",
          `category "${s.filter.text}": no player has a value for ${attrs}${
            /given:/.test(attrs) ? " (is the column in the results?)" : ""
          }`,
          s.where
        )
      );
    } else if (missing.length > 0) {
      const names = missing
        .slice(0, 5)
        .map((j) => rows[j].player.name || `No ${rows[j].player.id}`);
      const more = missing.length > 5 ? ` and ${missing.length - 5} more` : "";
      warnings.push(
        `Category "${s.filter.text}": ${names.join(", ")}${more} ${missing.length === 1 ? "has" : "have"} no ${attrs}, so ${
          missing.length === 1 ? "is" : "are"
        } not eligible for its prizes`
      );
    }
    if (!row.some((x) => x) && missing.length < n) {
      warnings.push(`Category "${s.filter.text}": no eligible player; its prizes are not awarded`);
    }
  }
  if (issues.length) throw new PrizeError(issues);

  const elig = (p: number, pos: number): boolean => eligible[p][pos];
  const order = specs.map((_, i) => i).sort((a, b) => specs[b].cents - specs[a].cents || a - b);
  const valueRank = new Array<number>(specs.length);
  order.forEach((p, k) => (valueRank[p] = k));

  // 1. the tiebreak assignment (unique stable matching): prize -> ranking position
  const holder = new Array<number>(specs.length).fill(-1);
  const held = new Array<number>(n).fill(-1);
  if ((opts.by ?? "prize") === "prize") {
    for (const p of order) {
      for (let pos = 0; pos < n; pos++) {
        if (held[pos] < 0 && elig(p, pos)) {
          holder[p] = pos;
          held[pos] = p;
          break;
        }
      }
    }
  } else {
    for (let pos = 0; pos < n; pos++) {
      for (const p of order) {
        if (holder[p] < 0 && elig(p, pos)) {
          holder[p] = pos;
          held[pos] = p;
          break;
        }
      }
    }
  }

  // 2. score groups (players tied on the main score) and what each captures as a group
  const groups: number[][] = [];
  for (let pos = 0; pos < n; pos++) {
    const last = groups[groups.length - 1];
    if (last && valueEq(rows[last[0]].primary, rows[pos].primary)) last.push(pos);
    else groups.push([pos]);
  }
  const captured: number[][] = groups.map(() => []);
  const capturedBy = new Array<number>(specs.length).fill(-1);
  const canTake = (g: number, p: number): boolean =>
    groups[g].some((pos) => elig(p, pos)) && matchable([...captured[g], p], groups[g], elig);
  if (split !== "tiebreak") {
    if ((opts.by ?? "prize") === "prize") {
      for (const p of order) {
        for (let g = 0; g < groups.length; g++) {
          if (canTake(g, p)) {
            captured[g].push(p);
            capturedBy[p] = g;
            break;
          }
        }
      }
    } else {
      for (let g = 0; g < groups.length; g++) {
        for (const p of order) {
          if (capturedBy[p] < 0 && canTake(g, p)) {
            captured[g].push(p);
            capturedBy[p] = g;
          }
        }
      }
    }
  }

  // 3. pools inside each group
  const pools: Pool[] = [];
  const catKey = (p: number): string | null =>
    specs[p].filter ? normKey(specs[p].filter!.text) : null;
  const sumCents = (ps: readonly number[]): number => ps.reduce((t, p) => t + specs[p].cents, 0);
  const formPools = (members: number[], prizes: number[]): void => {
    const S = members.filter((m) => prizes.some((p) => elig(p, m)));
    if (prizes.length === 0 || S.length === 0) return;
    const share = Q.of(sumCents(prizes), S.length);
    const keys = [...new Set(prizes.map(catKey).filter((k): k is string => k !== null))];
    let best: { E: number[]; P: number[]; s: Q; first: number } | null = null;
    for (const k of keys) {
      const P = prizes.filter((p) => catKey(p) === k);
      const E = S.filter((m) => elig(P[0], m));
      if (E.length === S.length || E.length < P.length) continue;
      const s = Q.of(sumCents(P), E.length);
      if (!s.gt(share)) continue;
      const restP = prizes.filter((p) => catKey(p) !== k);
      const restS = S.filter((m) => !E.includes(m));
      if (!matchable(restP, restS, elig)) continue;
      const first = Math.min(...P);
      if (!best || s.gt(best.s) || (s.eq(best.s) && first < best.first)) best = { E, P, s, first };
    }
    if (best) {
      const b = best;
      formPools(b.E, b.P);
      formPools(
        S.filter((m) => !b.E.includes(m)),
        prizes.filter((p) => !b.P.includes(p))
      );
      return;
    }
    pools.push({ members: S, prizes: [...prizes].sort((a, b) => valueRank[a] - valueRank[b]) });
  };
  if (split !== "tiebreak") groups.forEach((g, k) => formPools(g, captured[k]));

  // 4. money per ranking position
  const byRanking = new Array<number>(n).fill(0);
  const fromPool = new Array<number>(n).fill(0);
  const nominal = new Array<number>(n).fill(-1);
  const poolOf = new Array<Pool | null>(n).fill(null);
  if (split === "tiebreak") {
    for (let p = 0; p < specs.length; p++) {
      if (holder[p] < 0) continue;
      byRanking[holder[p]] += specs[p].cents;
      nominal[holder[p]] = p;
    }
  }
  if (split === "hort") {
    // the tie-break half goes by the ranking among the prizes each pool took (below)
    holder.fill(-1);
    held.fill(-1);
  }
  if (split !== "tiebreak") {
    for (const pool of pools) {
      const total = pool.prizes.reduce(
        (t, p) => t + (split === "hort" ? Math.floor(specs[p].cents / 2) : specs[p].cents),
        0
      );
      const shares = splitCents(total, pool.members.length);
      pool.members.forEach((m, i) => {
        fromPool[m] += shares[i];
        poolOf[m] = pool;
      });
      // the prize each member is listed under: best placed take the most valuable they can
      const left = [...pool.prizes];
      pool.members.forEach((m, i) => {
        const rest = pool.members.slice(i + 1);
        const pick = left.find(
          (p) =>
            elig(p, m) &&
            matchable(
              left.filter((q) => q !== p),
              rest,
              elig
            )
        );
        if (pick !== undefined) {
          left.splice(left.indexOf(pick), 1);
          nominal[m] = pick;
          if (split === "hort") {
            holder[pick] = m;
            held[m] = pick;
            byRanking[m] += Math.ceil(specs[pick].cents / 2);
          }
        } else if (nominal[m] < 0) {
          const eligibleOnes = pool.prizes.filter((p) => elig(p, m));
          nominal[m] = eligibleOnes[eligibleOnes.length - 1];
        }
      });
    }
  }

  // 5. explanations, lines, warnings
  const nameOf = (pos: number): string => rows[pos].player.name || `No ${rows[pos].player.id}`;
  const list = (names: string[]): string =>
    names.length <= 1
      ? (names[0] ?? "")
      : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  const prizeNames = (ps: readonly number[]): string => {
    const sorted = [...ps].sort((a, b) => a - b);
    const places = sorted.every((p) => !specs[p].filter);
    if (
      places &&
      sorted.length > 1 &&
      sorted.every((p, k) => k === 0 || specs[p].place === specs[sorted[k - 1]].place + 1)
    ) {
      return `${specs[sorted[0]].name}-${specs[sorted[sorted.length - 1]].name}`;
    }
    return list(sorted.map((p) => specs[p].name));
  };
  const decimals = specs.some((s) => s.cents % 100 !== 0) || split !== "tiebreak";
  const money = (c: number): string => moneyText(c, decimals && c % 100 !== 0);

  const passedWhy = (p: number, pos: number): string => {
    const above: string[] = [];
    for (let j = 0; j < pos; j++) {
      // those who took an earlier prize of the same kind (1st before 3rd) are not news
      const same = held[j] >= 0 && specs[held[j]].category === specs[p].category;
      if (elig(p, j) && held[j] >= 0 && held[j] !== p && !same)
        above.push(`${nameOf(j)} took ${specs[held[j]].name}`);
    }
    if (above.length === 0) return "";
    const shown =
      above.slice(0, 3).join(", ") + (above.length > 3 ? ` and ${above.length - 3} more` : "");
    return `${specs[p].name} passed to ${nameOf(pos)}: ${shown}`;
  };
  const tiedWith = (pos: number): number[] => {
    const out: number[] = [];
    for (let j = 0; j < n; j++)
      if (j !== pos && rows[j].tied && rows[j].rank === rows[pos].rank) out.push(j);
    return rows[pos].tied ? out : [];
  };

  const players: PlayerPrizes[] = [];
  for (let pos = 0; pos < n; pos++) {
    const cents = byRanking[pos] + fromPool[pos];
    if (cents === 0 && nominal[pos] < 0) continue;
    const p = nominal[pos];
    const parts: string[] = [];
    const pool = poolOf[pos];
    const mine = holder[p] === pos;
    const others = pool ? pool.members.filter((m) => m !== pos).map(nameOf) : [];
    if (others.length > 0 && pool) {
      const shown =
        others.length > 6
          ? `${others.slice(0, 6).join(", ")} and ${others.length - 6} more`
          : list(others);
      parts.push(`shared ${prizeNames(pool.prizes)} with ${shown}`);
      if (split === "shared") {
        const total = pool.prizes.reduce((t, q) => t + specs[q].cents, 0);
        parts.push(`${money(total)} / ${pool.members.length}`);
      }
    } else {
      const q = mine ? p : pool ? pool.prizes[0] : p;
      const passed = holder[q] === pos ? passedWhy(q, pos) : "";
      parts.push(
        passed || `${specs[q].name}${specs[q].filter ? "" : ` (place ${rows[pos].rank})`}`
      );
    }
    if (split === "hort") {
      if (byRanking[pos] > 0 && fromPool[pos] > 0) {
        parts.push(
          others.length === 0 && pool && pool.prizes.length === 1 && holder[pool.prizes[0]] === pos
            ? "Hort: no tie, the whole prize"
            : `Hort: ${money(byRanking[pos])} by tie-break + ${money(fromPool[pos])} shared`
        );
      } else if (byRanking[pos] > 0) {
        parts.push(`Hort: ${money(byRanking[pos])} by tie-break (half of ${specs[p].name})`);
      } else {
        parts.push(`Hort: ${money(fromPool[pos])} shared`);
      }
    }
    if (split !== "shared" && mine && tiedWith(pos).length > 0) {
      parts.push(`tied with ${list(tiedWith(pos).map(nameOf))} on every tie-break: lots needed`);
    }
    players.push({
      index: rows[pos].index,
      player: rows[pos].player,
      rank: rows[pos].rank,
      tied: rows[pos].tied,
      points: rows[pos].points,
      cents,
      byRanking: byRanking[pos],
      fromPool: fromPool[pos],
      prize: specs[p],
      why: parts.join("; "),
    });
  }

  // lots warnings: a prize decided between players the tie-break order did not separate
  if (split !== "shared") {
    for (const p of order) {
      const w = holder[p];
      if (w < 0) continue;
      const rivals = tiedWith(w).filter(
        (x) => elig(p, x) && (held[x] < 0 || valueRank[held[x]] > valueRank[p])
      );
      if (rivals.length > 0) {
        warnings.push(
          `${specs[p].name}: ${list([w, ...rivals].map(nameOf))} are tied on points and on every tie-break (place ${rows[w].rank}=); it went to ${nameOf(w)} by start number: lots are needed${
            split === "hort" ? " for the tie-break half" : ""
          }`
        );
      }
    }
  }

  const lines: PrizeLine[] = specs.map((s) => ({ prize: s, awarded: [] }));
  for (const pp of players) {
    lines[pp.prize.index].awarded.push({ player: pp.index, cents: pp.cents });
  }
  const unawarded: PrizeResult["unawarded"] = [];
  for (const s of specs) {
    const taken = split === "tiebreak" ? holder[s.index] >= 0 : capturedBy[s.index] >= 0;
    if (taken) continue;
    const anyone = eligible[s.index].some((x) => x);
    unawarded.push({
      prize: s,
      why: anyone
        ? `every eligible player took ${eligible[s.index].filter((x) => x).length === 1 ? "a" : "another"} more valuable prize`
        : s.filter
          ? `no player is in category "${s.filter.text}"`
          : "more prizes than players",
    });
  }
  const fundCents = specs.reduce((t, s) => t + s.cents, 0);
  const paidCents = players.reduce((t, p) => t + p.cents, 0);
  return {
    split,
    lines,
    players,
    unawarded,
    fundCents,
    paidCents,
    ratingLabel: env.ratingLabel,
    warnings,
  };
}

// the prize options go through the one options grammar of every surface (split=, rating=)
registerOptions([
  { key: "split", describe: "tiebreak | shared | hort (prize lists: players tied on points)" },
  { key: "rating", describe: "main | fide | national | a column (prize lists: rating categories)" },
]);

const SPLIT_ALIASES: Record<string, SplitMethod> = {
  tiebreak: "tiebreak",
  tiebreaks: "tiebreak",
  tb: "tiebreak",
  ranking: "tiebreak",
  shared: "shared",
  share: "shared",
  pooled: "shared",
  uschess: "shared",
  hort: "hort",
};

/**
 * The prize options as every surface writes them (--split, split=..., rating=...), checked once
 * here. Unknown values are errors at the option.
 */
export function prizeOptions(values: { split?: string; rating?: string }): PrizeOptions {
  const out: PrizeOptions = {};
  if (values.split !== undefined && values.split.trim() !== "") {
    const key = values.split
      .trim()
      .toLowerCase()
      .replace(/[\s_-]/g, "");
    const m = SPLIT_ALIASES[key];
    if (!m) {
      throw new InputError(
        "invalid-value",
        `split=${values.split.trim()}: use tiebreak (the ranking decides), shared (tied players share) or hort (half and half)`,
        { kind: "option", option: "split" }
      );
    }
    out.split = m;
  }
  if (values.rating !== undefined && values.rating.trim() !== "") out.rating = values.rating.trim();
  return out;
}
