/**
 * The prize list's data: what the organiser lists (PrizeInput), the ranking it is given on
 * (PrizeRanking), the options, the checked prizes (PrizeSpec) and the result (PrizeResult), and
 * the error that lists every bad row (PrizeError). Pure: no Office, DOM or Node APIs.
 */
import {
  InputError,
  NOWHERE,
  placeText,
  type ErrorReason,
  type Place,
  type Problem,
} from "../errors";
import type { Q, Value } from "../rational";
import type { Player } from "../types";
import type { Filter } from "./categories";

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

export function issue(
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
