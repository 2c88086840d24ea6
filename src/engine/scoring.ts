/**
 * Points per round under a points system, and the classification of rounds that every
 * tie-break family shares (played over the board, unplayed, voluntarily unplayed).
 */
import { Q } from "./rational";
import type { Outcome, PointsSystem, RoundEntry } from "./types";

/** Points awarded for one round under the event's points system. */
export function pointsFor(e: RoundEntry, ps: PointsSystem): Q {
  switch (e.kind) {
    case "game":
      return e.outcome === "win" ? ps.win : e.outcome === "draw" ? ps.draw : ps.loss;
    case "forfeit":
      return e.outcome === "win" ? (ps.forfeitWin ?? ps.win) : (ps.forfeitLoss ?? ps.absent);
    case "unknown":
      return ps.unknown;
    case "bye":
      switch (e.bye) {
        case "pab":
          return ps.pab;
        case "fpb":
          return ps.fpb ?? ps.win;
        case "hpb":
          return ps.hpb ?? ps.draw;
        case "zpb":
          return ps.zpb ?? ps.absent;
      }
  }
}

/**
 * The outcome of a round, played or not. For unplayed rounds C.07 3.2: a win if the points equal
 * a win's, a draw if they equal a draw's, otherwise a loss.
 */
export function outcomeOf(e: RoundEntry, ps: PointsSystem): Outcome {
  if (e.kind === "game") return e.outcome;
  const p = pointsFor(e, ps);
  if (p.eq(ps.win)) return "win";
  if (p.eq(ps.draw)) return "draw";
  return "loss";
}

/** 1 / ½ / 0 for rating-based tie-breaks, which always score games that way. */
export function chessScore(o: Outcome): Q {
  return o === "win" ? Q.ONE : o === "draw" ? Q.HALF : Q.ZERO;
}

/** Played over the board (a game with a result, including TRF W/D/L short games). */
export function isPlayed(e: RoundEntry): e is Extract<RoundEntry, { kind: "game" }> {
  return e.kind === "game";
}

/**
 * Voluntary unplayed round (C.07 16.1.2): a requested bye (half- or zero-point bye, absence,
 * rounds after withdrawal, rounds before a late entry) or a forfeit loss. A zero-point round
 * the player did not choose (reason "unpaired": an odd round robin's free round, Go's
 * not-assigned round) is not voluntary.
 */
export function isVUR(e: RoundEntry): boolean {
  if (e.kind === "forfeit") return e.outcome === "loss";
  return isRequestedBye(e);
}

/** A requested bye (16.1.1): half-point or zero-point bye, not an unchosen "unpaired" round. */
export function isRequestedBye(e: RoundEntry): boolean {
  return e.kind === "bye" && (e.bye === "hpb" || (e.bye === "zpb" && e.reason !== "unpaired"));
}

/** Parses TRF 162 style text "W 3.0 D 1.0 L 0.0" or "win=3 draw=1" into a points system. */
export function pointsSystemFrom(
  values: Partial<Record<keyof PointsSystem, Q>>,
  base: PointsSystem
): PointsSystem {
  const ps: PointsSystem = { ...base, ...values };
  // P defaults to W when only W was given (TRF-2026 162); X (a game without a result yet)
  // scores only what is given (docs/decisions.md, "Games without a result")
  if (values.win && !values.pab) ps.pab = values.win;
  return ps;
}

/** Plain-words name of a round entry, for explanations ("forfeit win", "half-point bye" ...). */
export function entryLabel(e: RoundEntry): string {
  switch (e.kind) {
    case "game":
      return "game";
    case "forfeit":
      return e.outcome === "win" ? "forfeit win" : "forfeit loss";
    case "unknown":
      return "postponed";
    case "bye":
      return e.bye === "pab"
        ? "PAB"
        : e.bye === "fpb"
          ? "full-point bye"
          : e.bye === "hpb"
            ? "half-point bye"
            : "absent";
  }
}
