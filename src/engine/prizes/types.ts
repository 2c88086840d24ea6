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

/**
 * How players tied on points are paid: tiebreak (the ranking decides), shared (FIDE and European
 * practice: the money of the places a tie occupies pooled and divided equally), hort (part of
 * each prize by the ranking, the rest shared), us-chess (US Chess 32B3: the tied players' place
 * and class prizes pooled, each capped at the largest prize they could win without the tie).
 */
export type SplitMethod = "tiebreak" | "shared" | "hort" | "us-chess";
export const SPLIT_METHODS: readonly SplitMethod[] = ["tiebreak", "shared", "hort", "us-chess"];

/** A player eligible for prizes of equal value takes the place prize, the category prize, or the one listed first. */
export type PrizePriority = "place" | "category" | "listed";
export const PRIORITIES: readonly PrizePriority[] = ["place", "category", "listed"];

/** Non-cash prizes: beside the money (a player may take cash and one of them) or one prize among all. */
export type TrophyRule = "independent" | "exclusive";

/** One prize as the organiser listed it. */
export interface PrizeInput {
  name: string;
  /** Amount in money units with at most two decimals (60, 12.5). */
  amount: Q;
  /** Category filter text; empty or null for a place prize. */
  category?: string | null;
  /** A prize that is not money (a trophy, a medal): what it is, as written ("Trophy"); amount 0. */
  nonCash?: string | null;
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
    /** A team ranking's match and game points. */
    mp?: Q;
    gp?: Q;
  }[];
  /** Set for a team ranking (the engine's TeamStandings): the teams are paid, ranked on this score. */
  main?: "MP" | "GP";
}

export interface PrizeOptions {
  split?: SplitMethod;
  /**
   * Which rating the rating filters read: "main" (default: the player's first rating), "fide",
   * "national", or the name of a column.
   */
  rating?: string;
  /** us-chess: compute prize by prize (default) or group by group; the result is the same. */
  by?: "prize" | "player";
  /** Equal values: which prize a player takes (default place, US Chess 32B4). */
  priority?: PrizePriority;
  /** Non-cash prizes beside the money (default) or counted in "one prize per player". */
  trophies?: TrophyRule;
  /** hort: the percentage of each prize that is shared (default 50, the rest by the ranking). */
  hortShare?: number;
  /** Shares in multiples of this many cents (round=1: 100, whole units); default 1. */
  unitCents?: number;
  /** Ages counted on this date (YYYY-MM-DD) instead of the event's year (U16, S50 categories). */
  ageDate?: string;
  /** The event's start date (YYYY-MM-DD or a TRF date), for age categories. */
  eventDate?: string;
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
  /** Whole cents; 0 for a non-cash prize. */
  cents: number;
  /** A non-cash prize: what it is ("Trophy"); null for money. */
  nonCash: string | null;
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
  /** Cents from this prize line (0 for a non-cash prize). */
  cents: number;
  /** Why, in a sentence. */
  why: string;
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
  /** A team ranking's match and game points. */
  mp?: Q;
  gp?: Q;
  /** Cash, in cents. */
  cents: number;
  /** Cents by the ranking (tiebreak: all; hort: the part not shared). */
  byRanking: number;
  /** Cents shared with players tied on points (shared, hort, us-chess). */
  fromPool: number;
  /** The cash prize this player is listed under; null when they take only a non-cash prize. */
  prize: PrizeSpec | null;
  /** Why they get the cash, in a sentence ("" without cash). */
  why: string;
  /** The non-cash prizes they take (at most one), each with why. */
  nonCash: { prize: PrizeSpec; why: string }[];
}

export interface PrizeResult {
  split: SplitMethod;
  priority: PrizePriority;
  trophies: TrophyRule;
  /** hort: the percentage of each prize shared. */
  hortShare: number;
  /** Shares are multiples of this many cents. */
  unitCents: number;
  /** Who is paid: the players, or the teams of a team ranking. */
  subject: "players" | "teams";
  /** A team ranking's main score. */
  main?: "MP" | "GP";
  /** Every prize in listed order. */
  lines: PrizeLine[];
  /** Players who receive a prize (cash or not), in ranking order. */
  players: PlayerPrizes[];
  /** Prizes nobody received, with why. */
  unawarded: { prize: PrizeSpec; why: string }[];
  /** Cash only, in cents. */
  fundCents: number;
  paidCents: number;
  /** What the rating filters read ("rating", "column FIDE"). */
  ratingLabel: string;
  /** How age categories count ages, when the list has one ("U16: under 16 on 1 January 2026"). */
  ageLabel?: string;
  warnings: string[];
}
