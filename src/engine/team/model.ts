/**
 * The team-event model (C.07 art. 11-13, spec §8): teams with an ordered roster, matches per
 * round made of board games, a team pairing-allocated bye (PAB), forfeited matches, absent or
 * withdrawn teams. Pure data plus the one derivation every team tie-break reads: each team's
 * rounds (opponent, match and game points, its side of every board).
 *
 * Scoring
 * - Game points (GP) of a match: the sum of the team's board points (or the GP given when a
 *   source has no boards, such as a team Swiss table).
 * - Match points (MP): from the game points, under `matchPoints` (TRF 362; default 2/1/0).
 * - A match where no board was played over the board (every board forfeited) is a forfeited
 *   match: the winner by GP has a forfeit win, the other a forfeit loss; 0-0 is a double forfeit
 *   (loss on both sides); equal game points above 0 a forfeited match drawn (a draw's MP, an
 *   unplayed round for both teams, C.07 15.1). TRF-2026 330 records say so explicitly (`+-`, `-+`, `--`); without board
 *   entries the winner scores every board (a win's GP per board).
 * - A team PAB scores the 320 record's MP and GP or the `pab=` option (`pab`), else a draw's MP
 *   and GP (C.04.6, the Olympiad) however the file writes it (a TRF's `U` on each board, a grid's
 *   `bye`); a grid's `bye 2` gives its game points.
 */
import { InputError, placeOfSource, type ErrorReason } from "../errors";
import { Q } from "../rational";
import type { Colour, EventType, Outcome, Player, SourceRef } from "../types";

/** Match points per match outcome (TRF-2026 362: TW TD TL). */
export interface MatchPointsSystem {
  win: Q;
  draw: Q;
  loss: Q;
}

export function defaultMatchPoints(): MatchPointsSystem {
  return { win: Q.int(2), draw: Q.ONE, loss: Q.ZERO };
}

export interface Team {
  /** Start number; matches refer to it. Unique, positive. */
  id: number;
  name: string;
  /** Player start numbers (Player.id of `TeamEvent.players`) in board order. */
  roster: number[];
  /** The team withdrew after this round (later rounds are absences, reason "withdrawn"). */
  withdrawnAfter?: number;
  source?: SourceRef;
  /** The team's own federation (a team grid's FED column), when the source has one. */
  federation?: string;
  /** Further columns of the team's row in a team grid (Club, Captain ...), by header. */
  attrs?: Record<string, string | number>;
}

/** One side of a board game. */
export interface BoardSide {
  /** Player start number, if known. */
  player?: number;
  /** Game points scored on this board (1, ½, 0; a forfeit win 1). */
  points: Q;
  /**
   * game: played over the board (also a TRF W/D/L short game or an unknown result); forfeit:
   * decided without play; absent: nobody on the board for this side; bye: a board of a team PAB.
   */
  kind: "game" | "forfeit" | "absent" | "bye";
  colour?: Colour;
}

export interface Board {
  /** Board number, 1 = top. */
  board: number;
  home: BoardSide;
  /** The other team's side (undefined for a PAB). */
  away?: BoardSide;
}

export interface TeamMatch {
  /** Round, 1-based. */
  round: number;
  home: number;
  /** The opponent team's id; null for a PAB or an absence. */
  away: number | null;
  /**
   * played: at least one board was played over the board; forfeit: the match was decided
   * without play (330 records, or every board forfeited); pab: the team pairing-allocated bye;
   * absent: no match for `home` this round (a zero-point round).
   */
  kind: "played" | "forfeit" | "pab" | "absent";
  /** Game points when the source has no boards (a grid of match scores). */
  homeGP?: Q;
  awayGP?: Q;
  /**
   * Forfeited match outcome for home when given explicitly (TRF 330; a grid's `+`, `-`, `=`):
   * "==" drawn, boards forfeited on both sides for a draw's game points each.
   */
  forfeit?: "+-" | "-+" | "--" | "==";
  /** The home team's colour on board 1, if known. */
  colour?: Colour;
  boards?: Board[];
  source?: SourceRef;
}

export interface TeamEvent {
  name?: string;
  startDate?: string;
  type?: EventType;
  totalRounds?: number;
  /** The worksheet the event was read from (an .xlsx sheet, a range in Excel), if any. */
  sheet?: string;
  /** Boards per match (team size); 0 when unknown. */
  boards: number;
  teams: Team[];
  matches: TeamMatch[];
  matchPoints: MatchPointsSystem;
  /** The team PAB's match and game points (TRF 320 or an option); undefined: see the header. */
  pab?: { mp: Q; gp?: Q };
  /** Win and draw of one board game (the individual points system; default 1 and ½). */
  game: { win: Q; draw: Q };
  /** The primary score of the competition (TRF 192 ..._MP_GP / _GP_MP), if it says. */
  primary?: "MP" | "GP";
  /** The individual players (the board games as 001 lines), when the source has them. */
  players?: Player[];
  tiebreaks?: string[];
  meta: Record<string, string>;
  /** The rounds are assumed (a crosstable), not written: what they rest on (Tournament.roundsAssumed). */
  roundsAssumed?: string;
}

/** One board from one team's point of view. */
export interface TeamBoard {
  board: number;
  player?: number;
  opponentPlayer?: number;
  points: Q;
  /** Points of the board opponent (undefined for a PAB board). */
  opponentPoints?: Q;
  kind: BoardSide["kind"];
  colour?: Colour;
}

/** One team's round. */
export interface TeamRound {
  kind: TeamMatch["kind"];
  /** Index of the opponent team in TeamEvent.teams, or -1. */
  opponent: number;
  /**
   * Outcome by match points (a PAB: by its MP against the system's win/draw); a forfeited match
   * is drawn when both teams forfeited boards worth the same game points.
   */
  outcome: Outcome;
  mp: Q;
  gp: Q;
  /** The opponent's game points in the match (undefined without an opponent). */
  opponentGP?: Q;
  colour?: Colour;
  /** This team's boards, by board number; empty when the source has no boards. */
  boards: TeamBoard[];
  /** A zero-point round after the team withdrew. */
  withdrawn?: boolean;
  /** An odd round robin's free round (no match, not a withdrawal; C.07 15.2): see freeRounds. */
  free?: boolean;
  match?: TeamMatch;
}

/**
 * The rounds without a match of a round robin that a team's free rounds account for: with an
 * odd number of teams every team has one free round per cycle (C.07 15.2: with pre-determined
 * pairings it is no unplayed round the team chose). A team with no more rounds without a match
 * than the event has cycles is having its free rounds, however the source marked them (a TRF
 * reader sees a team without a match in the last round as withdrawn); with more, some were
 * absences or a withdrawal, and the rounds stay as the source says.
 */
export function freeRoundCount(
  ev: Pick<TeamEvent, "teams" | "totalRounds">,
  rounds: number
): number {
  const n = ev.teams.length;
  if (n % 2 === 0 || n < 3) return 0;
  return Math.max(1, Math.ceil(Math.max(rounds, ev.totalRounds ?? 0) / n));
}

/** A round robin's rounds with its free rounds marked (see freeRoundCount). */
export function freeRounds(ev: TeamEvent, rounds: TeamRound[][]): TeamRound[][] {
  const cycles = freeRoundCount(ev, roundsOf(ev));
  if (cycles === 0) return rounds;
  return rounds.map((rs) => {
    const none = rs.filter((tr) => tr.kind === "absent").length;
    if (none === 0 || none > cycles) return rs;
    return rs.map((tr) => (tr.kind === "absent" ? { ...tr, withdrawn: false, free: true } : tr));
  });
}

/** A team event that does not hold together (named match, line or cell in the message). */
export class TeamModelError extends InputError {
  readonly source?: SourceRef;
  constructor(message: string, source?: SourceRef, reason: ErrorReason = "inconsistent") {
    super(reason, message, placeOfSource(source));
    this.name = "TeamModelError";
    this.source = source;
  }
}

function where(m: TeamMatch): string {
  const s = m.source;
  return s?.cell ? ` (cell ${s.cell})` : s?.line ? ` (line ${s.line})` : "";
}

function sum(list: readonly Q[]): Q {
  let s = Q.ZERO;
  for (const q of list) s = s.add(q);
  return s;
}

function side(b: Board, home: boolean): BoardSide | undefined {
  return home ? b.home : b.away;
}

/** The MP outcome of `gp` against `other`, in a match decided over the board or by forfeit. */
function byPoints(gp: Q, other: Q): Outcome {
  const c = gp.cmp(other);
  return c > 0 ? "win" : c < 0 ? "loss" : "draw";
}

/** `count` boards sharing `gp` evenly (and `other`, the opponent's game points), no players. */
function evenBoards(count: number, gp: Q, kind: TeamBoard["kind"], other?: Q): TeamBoard[] {
  const B = Q.int(count);
  return Array.from({ length: count }, (_, k) => ({
    board: k + 1,
    points: gp.div(B),
    opponentPoints: other?.div(B),
    kind,
  }));
}

/** Rounds entered: the highest round of any match. */
export function roundsOf(ev: TeamEvent): number {
  let n = 0;
  for (const m of ev.matches) n = Math.max(n, m.round);
  return n;
}

/**
 * Every team's rounds, index [team][round-1]. Rounds without a match are absences (withdrawn
 * after `withdrawnAfter`). Checks that each team has at most one match per round and that game
 * points do not exceed the boards.
 */
export function teamRounds(ev: TeamEvent): TeamRound[][] {
  const n = roundsOf(ev);
  const index = new Map<number, number>();
  ev.teams.forEach((t, k) => {
    if (index.has(t.id))
      throw new TeamModelError(`team start number ${t.id} is used twice`, t.source);
    index.set(t.id, k);
  });
  const out: (TeamRound | undefined)[][] = ev.teams.map(() => new Array<TeamRound | undefined>(n));
  const maxGP = ev.boards > 0 ? ev.game.win.mul(Q.int(ev.boards)) : undefined;
  const place = (team: number, r: number, tr: TeamRound, m: TeamMatch): void => {
    const k = index.get(team);
    if (k === undefined)
      throw new TeamModelError(
        `round ${r}: team ${team} is not a team of this event${where(m)}`,
        m.source
      );
    if (out[k][r - 1])
      throw new TeamModelError(
        `round ${r}: team ${ev.teams[k].name} (${team}) has two matches in this round${where(m)}`,
        m.source
      );
    out[k][r - 1] = tr;
  };
  const mpOf = (o: Outcome): Q =>
    o === "win" ? ev.matchPoints.win : o === "draw" ? ev.matchPoints.draw : ev.matchPoints.loss;

  for (const m of ev.matches) {
    if (!Number.isInteger(m.round) || m.round < 1)
      throw new TeamModelError(`match round ${m.round} is not a round number${where(m)}`, m.source);
    const boardsOf = (home: boolean): TeamBoard[] =>
      (m.boards ?? [])
        .map((b): TeamBoard | null => {
          const s = side(b, home);
          const o = side(b, !home);
          if (!s) return null;
          return {
            board: b.board,
            player: s.player,
            opponentPlayer: o?.player,
            points: s.points,
            opponentPoints: o?.points,
            kind: s.kind,
            colour: s.colour,
          };
        })
        .filter((x): x is TeamBoard => x !== null)
        .sort((a, b) => a.board - b.board);
    if (m.kind === "absent" || m.kind === "pab" || m.away === null) {
      const boards = boardsOf(true);
      if (m.kind === "pab") {
        // one default however the file writes the bye: a draw's MP and GP (the team
        // regulations: C.04.6, the Olympiad), whether a TRF has `U` on each board (each a win's
        // point as an individual bye) or a grid a bare `bye`; `pab=` or a 320 record say otherwise,
        // a grid's `bye 2` gives its game points
        const gp = ev.pab?.gp ?? m.homeGP ?? ev.game.draw.mul(Q.int(Math.max(1, ev.boards)));
        const mp = ev.pab?.mp ?? ev.matchPoints.draw;
        // the PAB's game points spread evenly over the event's boards (keeping the players of
        // the board entries), so that the board counts on GP (WIN, REP, STD) see its boards
        if (ev.boards > 0) {
          const even = evenBoards(ev.boards, gp, "bye");
          boards.forEach((b, k) => {
            if (k < even.length) even[k].player = b.player;
          });
          boards.splice(0, boards.length, ...even);
        }
        const outcome: Outcome = mp.eq(ev.matchPoints.win)
          ? "win"
          : mp.eq(ev.matchPoints.draw)
            ? "draw"
            : "loss";
        place(m.home, m.round, { kind: "pab", opponent: -1, outcome, mp, gp, boards, match: m }, m);
      } else {
        const k = index.get(m.home);
        const w = k === undefined ? undefined : ev.teams[k].withdrawnAfter;
        place(
          m.home,
          m.round,
          {
            kind: "absent",
            opponent: -1,
            outcome: "loss",
            mp: Q.ZERO,
            gp: Q.ZERO,
            boards,
            match: m,
            withdrawn: w !== undefined && m.round > w,
          },
          m
        );
      }
      continue;
    }
    if (m.away === m.home)
      throw new TeamModelError(
        `round ${m.round}: team ${m.home} is paired with itself${where(m)}`,
        m.source
      );
    const hb = boardsOf(true);
    const ab = boardsOf(false);
    let hgp: Q;
    let agp: Q;
    if (m.boards && m.boards.length > 0) {
      hgp = sum(hb.map((b) => b.points));
      agp = sum(ab.map((b) => b.points));
    } else if (m.homeGP !== undefined && m.awayGP !== undefined) {
      hgp = m.homeGP;
      agp = m.awayGP;
    } else if (m.forfeit && maxGP) {
      const half = ev.game.draw.mul(Q.int(ev.boards));
      hgp = m.forfeit === "+-" ? maxGP : m.forfeit === "==" ? half : Q.ZERO;
      agp = m.forfeit === "-+" ? maxGP : m.forfeit === "==" ? half : Q.ZERO;
    } else {
      throw new TeamModelError(
        `round ${m.round}: match ${m.home}-${m.away} has neither board results nor game points${where(m)}`,
        m.source
      );
    }
    if (maxGP && (hgp.gt(maxGP) || agp.gt(maxGP)))
      throw new TeamModelError(
        `round ${m.round}: match ${m.home}-${m.away} scores ${hgp}-${agp} game points, more than ${ev.boards} boards allow${where(m)}`,
        m.source
      );
    // A board is played over the board when no side of it is a forfeit, an absence or a bye; the
    // test looks at both sides, so that which team is listed first never changes the answer.
    const overTheBoard = (b: Board): boolean => {
      const sides = [b.home, b.away].filter((s): s is BoardSide => s !== undefined);
      return sides.length > 0 && sides.every((s) => s.kind === "game");
    };
    const boards = m.boards ?? [];
    const played = m.kind === "played" && (boards.length === 0 || boards.some(overTheBoard));
    let ho: Outcome;
    let ao: Outcome;
    let kind: TeamMatch["kind"] = played ? "played" : "forfeit";
    if (m.forfeit) {
      kind = "forfeit";
      ho = m.forfeit === "+-" ? "win" : m.forfeit === "==" ? "draw" : "loss";
      ao = m.forfeit === "-+" ? "win" : m.forfeit === "==" ? "draw" : "loss";
    } else if (!played && hgp.isZero() && agp.isZero()) {
      ho = "loss";
      ao = "loss";
    } else {
      // an unplayed match drawn on points (as many boards forfeited on each side) stays
      // unplayed for both teams (C.07 15.1: no match was played), scored as a draw
      ho = byPoints(hgp, agp);
      ao = byPoints(agp, hgp);
    }
    // a forfeited match without board entries (a 330 record, a grid's `12 +`): every board
    // forfeited, the game points spread evenly (a win's on each board for the winner), so that
    // the board counts and the knock-out codes (art. 12: forfeits count as wins and losses) see them
    if (kind === "forfeit" && boards.length === 0 && ev.boards > 0) {
      hb.push(...evenBoards(ev.boards, hgp, "forfeit", agp));
      ab.push(...evenBoards(ev.boards, agp, "forfeit", hgp));
    }
    const ak = index.get(m.away);
    const hk = index.get(m.home);
    if (ak === undefined || hk === undefined) {
      const missing = ak === undefined ? m.away : m.home;
      throw new TeamModelError(
        `round ${m.round}: team ${missing} is not a team of this event${where(m)}`,
        m.source
      );
    }
    const other: Colour | undefined = m.colour === "w" ? "b" : m.colour === "b" ? "w" : undefined;
    place(
      m.home,
      m.round,
      {
        kind,
        opponent: ak,
        outcome: ho,
        mp: mpOf(ho),
        gp: hgp,
        opponentGP: agp,
        colour: m.colour,
        boards: hb,
        match: m,
      },
      m
    );
    place(
      m.away,
      m.round,
      {
        kind,
        opponent: hk,
        outcome: ao,
        mp: mpOf(ao),
        gp: agp,
        opponentGP: hgp,
        colour: other,
        boards: ab,
        match: m,
      },
      m
    );
  }
  return out.map((rounds, k) =>
    Array.from({ length: n }, (_, r): TeamRound => {
      const tr = rounds[r];
      if (tr) return tr;
      const w = ev.teams[k].withdrawnAfter;
      return {
        kind: "absent",
        opponent: -1,
        outcome: "loss",
        mp: Q.ZERO,
        gp: Q.ZERO,
        boards: [],
        withdrawn: w !== undefined && r + 1 > w,
      };
    })
  );
}
