/**
 * What every surface loads of the rating changes at start: the report's types, the option k=,
 * the code RATING that asks for the working, the column's names, and the hand-over of the engine
 * itself (rating-change.ts), which the command line loads when a command needs it, the custom
 * functions at once, and the task pane and the page only when a rating change is shown (it is
 * outside their first load).
 */
import type { Ctx, EngineOptions } from "./context";
import { registerOptions } from "./options";
import type { Q } from "./rational";
import type { Explanation } from "./registry";
import type { Tournament } from "./types";

export type RatingType = "standard" | "rapid" | "blitz";
export const RATING_TYPES: readonly RatingType[] = ["standard", "rapid", "blitz"];

/** Where a player's K came from. */
export type KSource = "option" | "column" | "list" | "derived";

/** One round of a player, as the rating change sees it. */
export interface RatingRound {
  round: number;
  /** The opponent's start number, null for a bye. */
  opponent: number | null;
  /** The opponent's rating (null: unrated, or no opponent). */
  opponentRating: number | null;
  /** What the round is: "game", "forfeit win", "PAB", ... */
  label: string;
  /** The player's result (1, 1/2, 0) in a game over the board, else null. */
  score: Q | null;
  /** Whether it counts: a rated game, or for an unrated player a game towards a first rating. */
  counted: boolean;
  /** D used (own rating - opponent's), after the 400-point rule; rated games only. */
  d?: number;
  /** The real difference, when the 400-point rule changed it. */
  realD?: number;
  /** PD in hundredths; rated games only. */
  pd?: number;
  /** W - PD; rated games only. */
  dr?: Q;
  /** Why the round does not count, or what changed D. */
  note?: string;
}

/** An unrated player's first rating as this event alone would give it (B.02 8.2, 7.1.4). */
export interface FirstRating {
  /** Games against rated opponents. */
  games: number;
  points: Q;
  /** The mean rating of those opponents and two hypothetical opponents rated 1800 (8.2.2). */
  ra: Q;
  /** p = (points + 1) / (games + 2) in hundredths, rounded. */
  p100: number;
  dp: number;
  /** Ra + dp rounded, before the 2200 maximum. */
  raw: number;
  /** Ru: at most 2200 (8.2.3); null for a zero score (8.2.1) or without games. */
  ru: number | null;
  /** What it would take to be published, in words. */
  note: string;
}

export interface PlayerRatingChange {
  index: number;
  start: number;
  name: string;
  /** Ro: the rating at the start of the event, null for an unrated player. */
  rating: number | null;
  /** Set when Ro is not the file's own rating (a FIDE list's, 7.2.1). */
  ratingNote?: string;
  /** K used (after the 700 cap); null for an unrated player. */
  k: number | null;
  kSource: KSource | null;
  /** Why this K, in words ("rated under 2400 (8.3.3)", "option k=20"). */
  kReason: string;
  /** Rated games (an unrated player: games against rated opponents). */
  games: number;
  /** W: points in those games. */
  score: Q;
  /** We: the sum of PD (rated players). */
  expected: Q;
  /** K x (W - We), exact; null without rated games or for an unrated player. */
  exact: Q | null;
  /** The change, rounded (.5 away from zero); null when there is none. */
  change: number | null;
  /** Rp over the games counted (their opponents' real ratings), null without games. */
  performance: number | null;
  /** An unrated player's provisional first rating. */
  first?: FirstRating;
  rounds: RatingRound[];
}

export interface RatingReport {
  type: RatingType;
  /** Where the type of play came from, in words. */
  typeSource: string;
  /** The rounds counted. */
  rounds: number;
  /** The date the rules go by (yyyy-mm-dd), null when the file has none. */
  date: string | null;
  /** The rules applied, in words, one line each. */
  rules: string[];
  players: PlayerRatingChange[];
  warnings: string[];
}

/** The largest K accepted from the data (the regulations' largest is 40). */
export const MAX_K = 100;

registerOptions([{ key: "k", describe: "a K factor for every player (rating changes), e.g. 20" }]);

/** The code the working of a rating change is asked for by (`explain FILE PLAYER RATING`). */
export const RATING_CODE = "RATING";
const RATING_NAMES = new Set(["rating", "ratingchange", "rtg+", "rtg+/-", "elo"]);

/** Whether a code asked for names the rating change rather than a tie-break. */
export function isRatingCode(code: string): boolean {
  return RATING_NAMES.has(
    code
      .trim()
      .toLowerCase()
      .replace(/[\s._-]/g, "")
  );
}

/** The names --columns and columns= take for the rating change, normalised (table.ts normName). */
const COLUMN_NAMES = new Set(["ratingchange", "rtg+", "rtgchange", "elochange"]);

/** Whether a column name (normalised: lower case, no spaces, dots, dashes, slashes) is the rating change. */
export function isRatingColumn(normalised: string): boolean {
  return COLUMN_NAMES.has(normalised);
}

/** Whether a list of column names as written asks for the rating change. */
export function asksRatingColumn(names: readonly string[] | undefined): boolean {
  return (names ?? []).some((n) => isRatingColumn(n.toLowerCase().replace(/[\s._\-/]/g, "")));
}

/** The engine's functions (rating-change.ts hands them over when it is loaded). */
export interface RatingEngine {
  ratingChanges(t: Tournament, opts?: EngineOptions): RatingReport;
  ratingChangesIn(ctx: Ctx): RatingReport;
  explainRatingChange(report: RatingReport, i: number, t: Tournament): Explanation;
}

let engine: RatingEngine | undefined;

export function provideRatingEngine(e: RatingEngine): void {
  engine = e;
}

/** Whether rating-change.ts is loaded. */
export function ratingEngineLoaded(): boolean {
  return engine !== undefined;
}

/** The engine; an Error when rating-change.ts was not loaded (a defect of the caller). */
export function ratingEngine(): RatingEngine {
  if (!engine)
    throw new Error("the rating changes are not loaded (import src/engine/rating-change first)");
  return engine;
}
