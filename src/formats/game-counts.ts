/**
 * Game counts of a match (Magic: The Gathering best-of-3, and any game whose match is a series
 * of games): games won, lost and drawn from one player's side, written "2-1" or "2-1-0"
 * (wins-losses-draws, the MTR's order). They become the entry's game statistics gw, gl, gd,
 * which GW% and OGW% read (MTR Appendix C); the match's outcome is the side with more games won.
 *
 * A chess result is never read as game counts: two numbers are counts only when one of them is
 * at least 2 ("2-0", "2-1", "1-2", "2-2"); "1-0", "0-1", "0-0" stay chess results, and a drawn
 * match of one game each is written with its draws ("1-1-0") or in a Games column.
 * Pure: no Office, DOM or Node APIs.
 */
import type { Outcome, RoundEntry } from "../engine/types";

export interface GameCounts {
  gw: number;
  gl: number;
  gd: number;
}

const COUNTS = /^(\d{1,2})\s*[-:]\s*(\d{1,2})(?:\s*[-:]\s*(\d{1,2}))?$/;

/**
 * "2-1", "2:1", "2-1-0" as game counts, or null. `explicit` (a Games column) reads every pair
 * of whole numbers, "1-0" and "1-1" included.
 */
export function parseGameCounts(text: string, explicit = false): GameCounts | null {
  const m = COUNTS.exec(text.trim().replace(/[\u2013\u2014\u2212]/g, "-"));
  if (!m) return null;
  const gw = Number(m[1]);
  const gl = Number(m[2]);
  const gd = m[3] === undefined ? 0 : Number(m[3]);
  if (!explicit && m[3] === undefined && Math.max(gw, gl) < 2) return null;
  if (gw + gl + gd === 0) return null;
  return { gw, gl, gd };
}

/** The match's outcome for the side that won `c.gw` games. */
export function countsOutcome(c: GameCounts): Outcome {
  return c.gw > c.gl ? "win" : c.gw < c.gl ? "loss" : "draw";
}

/** The same counts from the other side. */
export function mirrorCounts(c: GameCounts): GameCounts {
  return { gw: c.gl, gl: c.gw, gd: c.gd };
}

/** The counts an entry carries (its gw/gl/gd statistics), or null. */
export function countsOf(e: RoundEntry): GameCounts | null {
  if (e.kind !== "game" || !e.stats) return null;
  const s = e.stats;
  if (s.gw === undefined && s.gl === undefined && s.gd === undefined) return null;
  return { gw: s.gw ?? 0, gl: s.gl ?? 0, gd: s.gd ?? 0 };
}

/** "2-1" or "2-1-1": the counts as written back (draws only when there are some). */
export function countsText(c: GameCounts): string {
  return c.gd > 0 ? `${c.gw}-${c.gl}-${c.gd}` : `${c.gw}-${c.gl}`;
}
