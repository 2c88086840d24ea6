/**
 * Games without a result yet (UnknownEntry: a postponed game, a game being played, the next
 * round's pairings), as every reader reports them: one warning at each such game's place in a
 * round that is counted, and one per round that is not counted because none of its games has a
 * result yet (roundsCounted). The same words in every layout and on every surface.
 */
import { Q } from "../engine/rational";
import { roundsCounted, type PointsSystem, type Tournament } from "../engine/types";

/** What a reader's warning about games without a result is. */
export type NoResultKind = "postponed" | "round-not-counted";

export interface NoResultNote<P> {
  at: P;
  round: number;
  kind: NoResultKind;
  message: string;
}

/** The warning at a game without a result in a counted round. */
export function postponedMessage(round: number, ps: PointsSystem): string {
  return ps.unknown.eq(Q.ZERO)
    ? `round ${round}: postponed: counted when the result is entered (no points until then)`
    : `round ${round}: no result yet (adjourned): scored ${ps.unknown.toString()} as the points system's X says, until the result is entered`;
}

/**
 * The notes for the games without a result at `places` (one per player and round, in the order
 * read): each one in a counted round, and the first one of each round that is not counted.
 */
export function noResultNotes<P>(
  t: Pick<Tournament, "players" | "points" | "totalRounds">,
  places: readonly { round: number; at: P }[]
): NoResultNote<P>[] {
  if (places.length === 0) return [];
  const counted = roundsCounted(t);
  const out: NoResultNote<P>[] = [];
  const told = new Set<number>();
  const total = t.totalRounds && t.totalRounds >= counted ? ` of ${t.totalRounds}` : "";
  const seen = new Set<string>();
  for (const p of places) {
    // one warning per place and round (a games list names both players at one result cell)
    const key = `${String(p.at)}\u0000${p.round}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (p.round <= counted) {
      out.push({
        at: p.at,
        round: p.round,
        kind: "postponed",
        message: postponedMessage(p.round, t.points),
      });
    } else if (!told.has(p.round)) {
      told.add(p.round);
      out.push({
        at: p.at,
        round: p.round,
        kind: "round-not-counted",
        message: `round ${p.round}: paired, but no game has a result yet: not counted until one is entered (${counted > 0 ? `the standings go up to round ${counted}${total}` : "no round has a result yet"})`,
      });
    }
  }
  return out;
}
