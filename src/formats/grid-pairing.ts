/**
 * The two sides of a pairing, shared by the grid layouts: a round entry in words, the same game
 * seen from the opponent, and the check that both sides tell the same game.
 * Pure: no Office, DOM or Node APIs.
 */
import type { Colour, RoundEntry } from "../engine/types";
import { countsOf, countsText, mirrorCounts } from "./game-counts";

export function opposite(c: Colour | undefined): Colour | undefined {
  return c === "w" ? "b" : c === "b" ? "w" : undefined;
}

/** The same game seen from the opponent (`self` = this player's number). */
export function mirrorEntry(e: RoundEntry, self: number): RoundEntry {
  if (e.kind === "bye") return e;
  const extra: { colour?: Colour; handicap?: number } = {};
  const c = opposite(e.colour);
  if (c) extra.colour = c;
  if (e.handicap !== undefined) extra.handicap = e.handicap;
  if (e.kind === "unknown") return { kind: "unknown", opponent: self, ...extra };
  if (e.kind === "forfeit") {
    return {
      kind: "forfeit",
      opponent: self,
      outcome: e.outcome === "win" ? "loss" : "win",
      ...extra,
    };
  }
  const outcome = e.outcome === "win" ? "loss" : e.outcome === "loss" ? "win" : "draw";
  const counts = countsOf(e);
  return {
    kind: "game",
    opponent: self,
    outcome,
    ...extra,
    ...(counts ? { stats: { ...mirrorCounts(counts) } } : {}),
  };
}

/** Words for a round entry in messages. */
export function describe(e: RoundEntry): string {
  switch (e.kind) {
    case "game":
      return e.outcome === "win" ? "a win" : e.outcome === "loss" ? "a loss" : "a draw";
    case "forfeit":
      return e.outcome === "win" ? "a forfeit win" : "a forfeit loss";
    case "unknown":
      return "a game without a result yet";
    case "bye":
      return {
        pab: "a bye",
        fpb: "a full-point bye",
        hpb: "a half-point bye",
        zpb: "a zero-point bye",
      }[e.bye];
  }
}

/**
 * Compares the two sides of one game. Returns null when they agree (and completes missing
 * colour or handicap on either side), else what disagrees.
 * A double loss is allowed; `go`: Go's "both win" is allowed too.
 */
export function agree(a: RoundEntry, b: RoundEntry, go: boolean): string | null {
  if (a.kind === "bye" || b.kind === "bye") return "one side is a bye";
  if (a.kind !== b.kind) return `${describe(a)} on one side and ${describe(b)} on the other`;
  if (a.kind === "game" && b.kind === "game") {
    const ok =
      (a.outcome === "draw" && b.outcome === "draw") ||
      (a.outcome === "win" && b.outcome === "loss") ||
      (a.outcome === "loss" && b.outcome === "win") ||
      // a double loss (0-0) is a played game lost by both (C.07); Go also has "both win"
      (a.outcome === "loss" && b.outcome === "loss") ||
      (go && a.outcome === b.outcome);
    if (!ok) return `${describe(a)} on one side and ${describe(b)} on the other`;
  }
  if (a.kind === "forfeit" && b.kind === "forfeit" && a.outcome === "win" && b.outcome === "win") {
    return "a forfeit win on both sides";
  }
  if (a.colour && b.colour && a.colour === b.colour) {
    return `both sides have ${a.colour === "w" ? "White" : "Black"}`;
  }
  if (a.handicap !== undefined && b.handicap !== undefined && a.handicap !== b.handicap) {
    return `handicap ${a.handicap} on one side and ${b.handicap} on the other`;
  }
  // a match's game counts: the two sides mirror each other; one side's fill the other's
  const ca = countsOf(a);
  const cb = countsOf(b);
  if (ca && cb && countsText(ca) !== countsText(mirrorCounts(cb)))
    return `games ${countsText(ca)} on one side and ${countsText(cb)} on the other`;
  if (ca && !cb && b.kind === "game") b.stats = { ...b.stats, ...mirrorCounts(ca) };
  if (cb && !ca && a.kind === "game") a.stats = { ...a.stats, ...mirrorCounts(cb) };
  if (!a.colour && b.colour) a.colour = opposite(b.colour);
  if (!b.colour && a.colour) b.colour = opposite(a.colour);
  if (a.handicap === undefined && b.handicap !== undefined) a.handicap = b.handicap;
  if (b.handicap === undefined && a.handicap !== undefined) b.handicap = a.handicap;
  return null;
}

export function isLoss(e: RoundEntry): boolean {
  return (e.kind === "game" || e.kind === "forfeit") && e.outcome === "loss";
}

/** Whether both sides lost a played game (0-0): valid (C.07's double loss), worth a warning. */
export function isDoubleLoss(a: RoundEntry, b: RoundEntry): boolean {
  return a.kind === "game" && b.kind === "game" && a.outcome === "loss" && b.outcome === "loss";
}

/**
 * Whether a blank cell filled from the other side of its game gets a warning: not when it is a
 * desktop 0 (`zero`) that the other side makes a loss, since that 0 says the same.
 */
export function filledNeedsWarning(zero: boolean, filled: RoundEntry): boolean {
  return !(zero && isLoss(filled));
}

/** The warning for a blank (or desktop 0) cell taken from `other`, which records `e` of `of`. */
export function filledFrom(zero: boolean, other: string, e: RoundEntry, of: string): string {
  return `${zero ? "0 (a blank on Excel desktop)" : "blank"}, but ${other} records ${describe(e)} of ${of}: taken from there`;
}
