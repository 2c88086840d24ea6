/**
 * Shared pieces of the team grid readers (grid-team.ts): options, result, game points, boards.
 * Pure: no Office, DOM or Node APIs.
 */
import { Q } from "../engine/rational";
import type { TeamEvent } from "../engine/team/model";
import { cellText, qParse, type GridIssue, type GridOrigin, type Issues } from "./grid-common";

export type TeamGridLayout = "team-swiss" | "team-crosstable" | "team-boards";
export const TEAM_LAYOUTS: readonly TeamGridLayout[] = [
  "team-swiss",
  "team-crosstable",
  "team-boards",
];

export interface TeamGridOptions {
  /** Default: detected (teamLayoutOf). */
  layout?: TeamGridLayout;
  origin?: GridOrigin;
  /** Boards per match; default: what the grid shows (see boardsOf). */
  boards?: number;
  /** Board list: a roster range (Team, Player, optional No and Rating; rows in board order). */
  roster?: unknown[][];
  rosterOrigin?: GridOrigin;
}

export interface TeamGridResult {
  event: TeamEvent;
  layout: TeamGridLayout;
  warnings: GridIssue[];
  /** 0-based grid row of each team (event.teams order); -1 when a team has no row. */
  teamRows: number[];
  header: string[];
}

/** Reader of one layout: the event, the rows of the teams. */
export type TeamReader = (
  cells: unknown[][],
  headerRow: number,
  width: number,
  opts: TeamGridOptions,
  issues: Issues
) => { event: TeamEvent; teamRows: number[] } | null;

/** Game points as written: "3½", "½", "2.5", "2,5", 2.5; null when not a number of points. */
export function gpOf(v: unknown): Q | null {
  if (typeof v === "number") {
    if (!Number.isFinite(v) || v < 0 || v > 1e6) return null;
    // at most 3 decimals, as in text: 46137.6079925 is a date and time, not game points
    const q = Number(v.toFixed(3));
    if (Math.abs(q - v) > 1e-9) return null;
    return Q.fromNumber(q);
  }
  const s = cellText(v).replace(",", ".").replace(/\s+/g, "");
  if (s === "½") return Q.HALF;
  const m = /^(\d{1,6})?(½|\.5|\.\d{1,3})?$/.exec(s);
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  const whole = m[1] ?? "0";
  const frac = m[2] === "½" ? ".5" : (m[2] ?? "");
  return qParse(whole + frac);
}

const GP = String.raw`(\d{1,6}(?:[.,]\d{1,3})?½?|½|[.,]5)`;
/** A match score "3½-½", "2.5:1.5", "2½ – 1½". */
export const SCORE_PAIR = new RegExp(String.raw`^${GP}\s*[-:–]\s*${GP}$`);
export const SCORE_ONE = new RegExp(String.raw`^${GP}$`);

/**
 * Boards per match: the option, else the most common total of a match's two scores (ties: the
 * larger). Null when nothing says.
 */
export function boardsOf(totals: readonly Q[], given?: number): number | null {
  if (given !== undefined) return given;
  const count = new Map<string, { q: Q; n: number }>();
  for (const q of totals) {
    // the exact fraction as the key (toString of a huge score would leave exact arithmetic)
    const k = `${q.n}/${q.d}`;
    const e = count.get(k) ?? { q, n: 0 };
    e.n++;
    count.set(k, e);
  }
  let best: { q: Q; n: number } | null = null;
  for (const e of count.values()) {
    if (!best || e.n > best.n || (e.n === best.n && e.q.gt(best.q))) best = e;
  }
  if (!best || !best.q.isInteger() || best.q.n < 1) return null;
  return best.q.n;
}

/** The boards per match for a grid's checks: B, and the words its messages add when inferred. */
export interface MatchBoards {
  boards: number;
  B: Q;
  /** "" when the option gave the number, else a hint to give boards=N. */
  given: string;
}

/**
 * boardsOf for a team grid: null, with an error at the header row when something needs the
 * number (`needed`), when neither the option nor the scores say it.
 */
export function matchBoards(
  totals: readonly Q[],
  given: number | undefined,
  needed: boolean,
  issues: Issues,
  headerRow: number
): MatchBoards | null {
  const boards = boardsOf(totals, given);
  if (boards === null) {
    if (needed)
      issues.error(
        headerRow,
        0,
        "cannot tell the number of boards from the scores: give it in the options, e.g. boards=4",
        "missing"
      );
    return null;
  }
  return {
    boards,
    B: Q.int(boards),
    given:
      given !== undefined
        ? ""
        : " (the number of boards most matches add up to; give boards=N in the options if the event has more)",
  };
}

/** A match score from one team's side: its game points, the opponent's when written, or a forfeit. */
export type ScoreToken =
  | { t: "score"; gp: Q; ogp?: Q }
  /**
   * A forfeited match: won (+) or lost (-) without play; `drawn` (=): boards forfeited on both
   * sides for the same game points, no board played.
   */
  | { t: "forfeit"; won: boolean; drawn?: boolean }
  | { t: "bad"; why: string };

/** Reads a match score: "3½-½", "2.5", "2½", "+", "-", "=". */
export function scoreToken(v: unknown): ScoreToken {
  const s = cellText(v).replace(/\s+/g, " ");
  if (s === "=" || s === "=:=" || s === "==") return { t: "forfeit", won: false, drawn: true };
  if (s === "+" || s === "+:-" || s === "+-") return { t: "forfeit", won: true };
  if (s === "-" || s === "-:+" || s === "-+") return { t: "forfeit", won: false };
  const pair = SCORE_PAIR.exec(s);
  if (pair) {
    const gp = gpOf(pair[1]);
    const ogp = gpOf(pair[2]);
    if (gp && ogp) return { t: "score", gp, ogp };
  }
  const gp = typeof v === "number" ? gpOf(v) : SCORE_ONE.test(s) ? gpOf(s) : null;
  if (gp) return { t: "score", gp };
  return {
    t: "bad",
    why: `${JSON.stringify(s)} is not a match score (game points "2.5", "2½", "3½-½", "+" / "-" for a match won or lost by forfeit, or "=" drawn with no board played)`,
  };
}

/** The other side of a forfeited match: won becomes lost, drawn stays drawn. */
export function otherForfeit(x: { won: boolean; drawn?: boolean }): {
  t: "forfeit";
  won: boolean;
  drawn?: boolean;
} {
  return x.drawn ? { t: "forfeit", won: false, drawn: true } : { t: "forfeit", won: !x.won };
}

/** Why the two sides of a forfeited match disagree, or null. */
export function forfeitsDisagree(
  x: { won: boolean; drawn?: boolean },
  y: { won: boolean; drawn?: boolean }
): string | null {
  if (Boolean(x.drawn) !== Boolean(y.drawn)) return "one side is drawn by forfeits, the other not";
  return !x.drawn && x.won === y.won ? "both sides give the same forfeit" : null;
}

/** The model's forfeit code of a forfeited match from the home side. */
export function forfeitCode(x: { won: boolean; drawn?: boolean }): "+-" | "-+" | "==" {
  return x.drawn ? "==" : x.won ? "+-" : "-+";
}

/** The score as written in messages: "3½-½" as "3.5-0.5". */
export function scoreText(gp: Q, ogp?: Q): string {
  return ogp ? `${gp}-${ogp}` : gp.toString();
}
