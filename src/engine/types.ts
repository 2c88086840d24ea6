/**
 * The tournament model shared by every layer. Pure data: no Office, no DOM, no Node APIs.
 *
 * One player's round is one `RoundEntry`, a discriminated union, so that every tie-break that
 * switches on `kind` is checked by the compiler when a new kind is added.
 */
import { Q } from "./rational";

export type Colour = "w" | "b";
export type Outcome = "win" | "draw" | "loss";

/** A game played over the board (chess), or a game with a result (Go, wargames). */
export interface GameEntry {
  kind: "game";
  /** The opponent's start number (Player.id). */
  opponent: number;
  colour?: Colour;
  /** This player's outcome. Go's "both win"/"both lose" are two entries with the same outcome. */
  outcome: Outcome;
  /** TRF W/D/L: a game of less than one move. Counts as played, is unrated. */
  short?: boolean;
  /** Go: handicap stones of this game (0 = even). */
  handicap?: number;
  /** Wargames: secondary numbers of this game (battle points, VP for/against, game wins...). */
  stats?: Record<string, number>;
}

/** A game decided without play against a scheduled opponent (TRF + and -). A double forfeit is a loss on both sides. */
export interface ForfeitEntry {
  kind: "forfeit";
  opponent: number;
  colour?: Colour;
  outcome: "win" | "loss";
  handicap?: number;
}

/**
 * Paired, but no result yet: a game postponed or still being played, whatever the notation (a
 * blank result, "?", "*", "12w" with nothing after the colour, TRF blank / X / ?, Go "?"). It
 * scores the points system's `unknown` value, which is nothing unless the source gives one (a
 * TRF-2026 record 162 "X" for adjourned games). For every tie-break it is a game against its
 * opponent without points yet (docs/decisions.md, "Games without a result").
 */
export interface UnknownEntry {
  kind: "unknown";
  opponent: number;
  colour?: Colour;
  handicap?: number;
}

/**
 * A round without an opponent.
 * - pab: pairing-allocated bye (TRF U); scores `pab` points.
 * - fpb: full-point bye (TRF F); scores a win.
 * - hpb: half-point bye, requested (TRF H); scores a draw.
 * - zpb: zero-point bye or absence (TRF Z or blank); scores `absent`.
 */
export interface ByeEntry {
  kind: "bye";
  bye: "pab" | "fpb" | "hpb" | "zpb";
  /**
   * Why a zero-point round happened, when known. "withdrawn": every round after a withdrawal;
   * "late": rounds before a late entry; "unpaired": present but not paired (Go's not-assigned).
   */
  reason?: "absent" | "withdrawn" | "late" | "unpaired";
}

export type RoundEntry = GameEntry | ForfeitEntry | UnknownEntry | ByeEntry;

/** Points awarded per kind of round (TRF-2026 record 162: W D L A P X). */
export interface PointsSystem {
  win: Q;
  draw: Q;
  loss: Q;
  /** Absence: zero-point bye and forfeit loss. */
  absent: Q;
  /** Pairing-allocated bye. */
  pab: Q;
  /** A game without a result yet (UnknownEntry): 0 unless the source says otherwise (TRF 162 X). */
  unknown: Q;
  /** Optional finer values (JaVaFo XXS): default win, draw, absent, win, absent. */
  fpb?: Q;
  hpb?: Q;
  zpb?: Q;
  forfeitWin?: Q;
  forfeitLoss?: Q;
}

/** Where something came from, for error messages: a TRF line or a sheet cell. */
export interface SourceRef {
  line?: number;
  cell?: string;
}

export interface Player {
  /** Start (pairing) number; opponents refer to it. Unique, positive. */
  id: number;
  name: string;
  /** First (start) rating; undefined or 0 means unrated. */
  rating?: number;
  federation?: string;
  fideId?: string;
  title?: string;
  sex?: string;
  birth?: string;
  /** Go rank as written ("6d", "5k", "1p"). */
  rank?: string;
  /** Further named attributes from the source (TP, MMS, club...). Numbers can serve as "given:NAME" criteria. */
  attrs: Record<string, number | string>;
  /** The points total written in the source (TRF 001 cols 81-84, a "Pts" column), if any. */
  declaredPoints?: Q;
  /** One entry per round, index 0 = round 1. Shorter arrays mean the later rounds were not entered. */
  rounds: RoundEntry[];
  source?: SourceRef;
  /** What a FIDE rating list says of the player (matched by FIDE ID), for rating changes. */
  listed?: ListedPlayer;
}

/** One type of play's rating, K factor and rated games in the period, as a FIDE list gives them. */
export interface ListedRating {
  rating?: number;
  k?: number;
  games?: number;
}

/**
 * A player's line of a FIDE rating list file (--fide-list): only what such a file holds, per
 * type of play the rating, K and games, and the year of birth, sex and title.
 */
export interface ListedPlayer {
  /** The list as named in messages (its file name). */
  list: string;
  standard?: ListedRating;
  rapid?: ListedRating;
  blitz?: ListedRating;
  born?: number;
  sex?: string;
  title?: string;
}

export type EventType = "swiss" | "round-robin";

export interface Tournament {
  name?: string;
  /** ISO date yyyy-mm-dd of the start (TRF 042), selects the rules edition when none is asked for. */
  startDate?: string;
  /** Swiss or pre-determined pairings; undefined = infer from the pairings. */
  type?: EventType;
  /** Scheduled number of rounds (TRF XXR/142), if known. */
  totalRounds?: number;
  /** The worksheet the tournament was read from (an .xlsx sheet, a range in Excel), if any. */
  sheet?: string;
  /**
   * Set when the source does not say in which round each game was played (a crosstable) and the
   * rounds were assumed: the assumption, in words. Tie-breaks that depend on the order of rounds
   * or on colours warn with it.
   */
  roundsAssumed?: string;
  /**
   * Where the games without a result yet are (UnknownEntry), one per player and round, as a
   * grid reader found them: the reader warns at each ("postponed: counted when the result is
   * entered"), and a round where no game has a result is not counted (roundsCounted).
   */
  pending?: { round: number; player: number; where: string }[];
  points: PointsSystem;
  players: Player[];
  /** Default tie-break order from the source (TRF 202), as written. */
  tiebreaks?: string[];
  /** Free-form header records (TRF 012, 022, 092 ...). */
  meta: Record<string, string>;
  /**
   * Points per player (same order as players) per round when they are not a function of the
   * round's kind, e.g. a team's game points in each match: they replace the points system's
   * value in Ctx.points. The points system still says what a win and a draw are worth.
   */
  awarded?: Q[][];
}

export function defaultPoints(): PointsSystem {
  return {
    win: Q.ONE,
    draw: Q.HALF,
    loss: Q.ZERO,
    absent: Q.ZERO,
    pab: Q.ONE,
    unknown: Q.ZERO,
  };
}

/** Rounds that a game entry or forfeit refers to an opponent. */
export function opponentOf(e: RoundEntry): number | null {
  return e.kind === "bye" ? null : e.opponent;
}

/**
 * Rounds entered (the longest player's list of rounds, pairings without results included):
 * what a writer keeps. The rounds counted by default are roundsCounted.
 */
export function roundsEntered(t: Pick<Tournament, "players">): number {
  let n = 0;
  for (const p of t.players) if (p.rounds.length > n) n = p.rounds.length;
  return n;
}

/**
 * The rounds counted when no round is asked for, shared by the engine and every adapter: the
 * rounds entered, less the last ones that are paired but where no game has a result yet (an
 * event during a round: the next round's pairings are out, byes included, and nothing is
 * played). A round with one result is counted; its games without a result score nothing.
 */
export function roundsCounted(t: Pick<Tournament, "players">): number {
  let n = roundsEntered(t);
  for (; n > 0; n--) {
    let unknown = false;
    let result = false;
    for (const p of t.players) {
      const e = p.rounds[n - 1];
      if (e === undefined) continue;
      if (e.kind === "unknown") unknown = true;
      else if (e.kind === "game" || e.kind === "forfeit") {
        result = true;
        break;
      }
    }
    if (result || !unknown) break;
  }
  return n;
}
