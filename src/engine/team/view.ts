/**
 * A team event seen by the tie-break machinery. The teams become the participants of two
 * projected tournaments, one scored in match points (MP) and one in game points (GP); every
 * individual code runs unchanged on the view of its score (BH:MP, SB:GP, DE:GP ...) with art.
 * 16 on both, and the team codes read the event itself (teamOf).
 *
 * Projection of a team's round: a match played over the board is a game won, drawn or lost by
 * MP; a forfeited match a forfeit win or loss (a forfeited match drawn, boards forfeited on both
 * sides, a forfeit loss for both: unplayed, a VUR, the draw's points awarded); the team PAB a pairing-allocated bye; no match an
 * absence (after a withdrawal: reason "withdrawn"). Points per round are the match's MP or GP
 * (Tournament.awarded); the GP view's win and draw are a whole match's worth (boards × a game
 * win, boards × a draw), which art. 16 uses for adjusted scores and dummies.
 *
 * WIN, WON, REP, STD, BPG and BWG count matches on the MP view and board games on the GP view
 * (the reference checker's reading of "with GP primary").
 */
import { Ctx, inferType, perPlayer, type EngineOptions } from "../context";
import { Q, type Value } from "../rational";
import { InputError } from "../errors";
import { registerOptions } from "../options";
import type { CodeSpec, MainScore } from "../registry";
import type { Player, PointsSystem, RoundEntry, Tournament } from "../types";
import {
  freeRounds,
  roundsOf,
  teamRounds,
  TeamModelError,
  type TeamEvent,
  type TeamRound,
} from "./model";
import { joinTeam, type TeamScore, type TeamView } from "./link";

export { joinTeam, teamOf, type TeamScore, type TeamView } from "./link";

export interface TeamOptions extends EngineOptions {
  /** Primary score when the event does not say (TRF 192); default MP. */
  teamPrimary?: TeamScore;
}

/** The score a code runs on: its own (:MP, :GP), else the main score's. */
export function scoreOf(view: TeamView, spec: CodeSpec | null, main: MainScore): TeamScore {
  if (spec?.on) return spec.on;
  const c = main.code.toUpperCase();
  return c === "GP" || c === "MP" ? c : view.primary;
}

export function otherScore(s: TeamScore): TeamScore {
  return s === "MP" ? "GP" : "MP";
}

function entryOf(ev: TeamEvent, tr: TeamRound): RoundEntry {
  const opp = tr.opponent >= 0 ? ev.teams[tr.opponent].id : 0;
  switch (tr.kind) {
    case "played":
      return { kind: "game", opponent: opp, colour: tr.colour, outcome: tr.outcome };
    case "forfeit":
      // a forfeited match drawn (boards forfeited on both sides) is not won by either team: an
      // unplayed round for both, voluntary as a forfeit loss is (16.1.2: each team forfeited a
      // board), its draw's points awarded (Tournament.awarded)
      return {
        kind: "forfeit",
        opponent: opp,
        colour: tr.colour,
        outcome: tr.outcome === "win" ? "win" : "loss",
      };
    case "pab":
      return { kind: "bye", bye: "pab" };
    case "absent":
      // an odd round robin's free round was not chosen: "unpaired", not a VUR (15.2)
      return {
        kind: "bye",
        bye: "zpb",
        reason: tr.free ? "unpaired" : tr.withdrawn ? "withdrawn" : "absent",
      };
  }
}

function projected(ev: TeamEvent, rounds: TeamRound[][], boards: number, s: TeamScore): Tournament {
  const players: Player[] = ev.teams.map((t, k) => ({
    id: t.id,
    name: t.name,
    attrs: {},
    rounds: rounds[k].map((tr) => entryOf(ev, tr)),
    source: t.source,
  }));
  const B = Q.int(Math.max(1, boards));
  const mp = ev.matchPoints;
  const pabMP = ev.pab?.mp ?? mp.draw;
  const pabGP = ev.pab?.gp ?? ev.game.draw.mul(B);
  const points: PointsSystem =
    s === "MP"
      ? { win: mp.win, draw: mp.draw, loss: mp.loss, absent: Q.ZERO, pab: pabMP, unknown: mp.draw }
      : {
          win: ev.game.win.mul(B),
          draw: ev.game.draw.mul(B),
          loss: Q.ZERO,
          absent: Q.ZERO,
          pab: pabGP,
          unknown: ev.game.draw.mul(B),
        };
  return {
    name: ev.name,
    startDate: ev.startDate,
    type: ev.type,
    totalRounds: ev.totalRounds,
    points,
    players,
    tiebreaks: ev.tiebreaks,
    meta: ev.meta,
    ...(ev.roundsAssumed ? { roundsAssumed: ev.roundsAssumed } : {}),
    awarded: rounds.map((rs) => rs.map((tr) => (s === "MP" ? tr.mp : tr.gp))),
  };
}

registerOptions([
  { key: "mp", describe: "team events: match points for a won, drawn, lost match, e.g. mp=3-1-0" },
  {
    key: "pab",
    describe:
      "team events: the team PAB's MP and GP, e.g. pab=1-2, or pab=draw / pab=win (default: a draw's, however the file writes the bye)",
  },
  { key: "min_games", describe: "team events: games a player needs for a board prize (--boards)" },
  {
    key: "boards",
    describe: "team grids: boards per match, e.g. boards=4 (default: from the scores)",
  },
]);

const BOARD_COUNTS = new Set(["WIN", "WON", "REP", "STD", "BPG", "BWG"]);

function needBoards(view: TeamView, code: string): void {
  if (view.rounds.some((rs) => rs.some((tr) => tr.kind === "played" && tr.boards.length === 0)))
    throw new TeamModelError(
      `${code} on game points counts board games, but the results give match scores only (no boards)`,
      undefined,
      "missing"
    );
}

/** A board count over the counted rounds: WIN, WON, REP, STD, BPG, BWG of the team's boards. */
function boardCount(view: TeamView, ctx: Ctx, name: string): Value[] {
  needBoards(view, name);
  const win = view.event.game.win;
  const draw = view.event.game.draw;
  const rr = ctx.type === "round-robin";
  return perPlayer(ctx, (i) => {
    let c = Q.ZERO;
    for (let r = 0; r < ctx.n; r++) {
      const tr = view.rounds[i][r];
      // REP in a round robin subtracts only forfeit losses (15.2, as on MP): a round without a
      // match (the free round of an odd field) counts all its boards as elected
      if (rr && tr.kind === "absent" && name === "REP") c = c.add(Q.int(view.boards));
      for (const b of tr.boards) {
        const game = b.kind === "game";
        switch (name) {
          case "WIN":
            if (b.points.eq(win)) c = c.add(Q.ONE);
            break;
          case "WON":
            if (game && b.points.eq(win)) c = c.add(Q.ONE);
            break;
          case "BPG":
            if (game && b.colour === "b") c = c.add(Q.ONE);
            break;
          case "BWG":
            if (game && b.colour === "b" && b.points.eq(win)) c = c.add(Q.ONE);
            break;
          case "REP":
            // boards the team elected to play: every board but an absence or a forfeit loss
            if (!(b.kind === "absent" || (b.kind === "forfeit" && b.points.isZero())))
              c = c.add(Q.ONE);
            break;
          case "STD": {
            const other = b.opponentPoints ?? draw;
            const k = b.points.cmp(other);
            if (k > 0) c = c.add(Q.ONE);
            else if (k === 0) c = c.add(Q.HALF);
            break;
          }
        }
      }
    }
    return c;
  });
}

function optionNumbers(key: string, text: string, count: number, example: string): Q[] {
  const parts = text.split(/[-/,\s]+/).filter((x) => x !== "");
  const qs = parts.map((x) => Q.parse(x));
  if (parts.length !== count || qs.some((x) => x === null))
    throw new InputError(
      "invalid-value",
      `option ${key}=${text}: expected ${count} numbers, e.g. ${key}=${example}`,
      { kind: "option", option: key }
    );
  return qs as Q[];
}

/**
 * The event with the team options applied (engine options `extra`, so that every surface reads
 * them the same way): mp=W-D-L match points (e.g. mp=3-1-0), pab=MP-GP for the team PAB (e.g.
 * pab=1-2), pab=draw or pab=win (a draw's or a win's MP and GP).
 */
export function withOptions(ev: TeamEvent, opts: EngineOptions): TeamEvent {
  const mp = opts.extra?.["mp"];
  const pab = opts.extra?.["pab"];
  if (mp === undefined && pab === undefined) return ev;
  const out: TeamEvent = { ...ev };
  if (mp !== undefined) {
    const [win, draw, loss] = optionNumbers("mp", mp, 3, "3-1-0");
    out.matchPoints = { win, draw, loss };
  }
  if (pab !== undefined) {
    const B = Q.int(Math.max(1, ev.boards));
    const p = pab.trim().toLowerCase();
    if (p === "draw") out.pab = { mp: out.matchPoints.draw, gp: ev.game.draw.mul(B) };
    else if (p === "win") out.pab = { mp: out.matchPoints.win, gp: ev.game.win.mul(B) };
    else {
      const [m, g] = optionNumbers("pab", pab, 2, "1-2 (MP-GP), draw or win");
      out.pab = { mp: m, gp: g };
    }
  }
  return out;
}

/**
 * The context of a team event: the MP view, joined to its team view (teamOf; the view's `gp` is
 * the GP view). Errors in the event (a team paired twice in a round, game points beyond the
 * boards) are thrown as TeamModelError naming the match.
 */
export function teamContext(given: TeamEvent, opts: TeamOptions = {}): Ctx {
  const ev = withOptions(given, opts);
  const entered = teamRounds(ev);
  let boards = ev.boards;
  if (boards <= 0)
    for (const rs of entered) for (const tr of rs) boards = Math.max(boards, tr.boards.length);
  const type =
    opts.type ?? ev.type ?? inferType(projected(ev, entered, boards, "MP"), roundsOf(ev));
  const rounds = type === "round-robin" ? freeRounds(ev, entered) : entered;
  const { teamPrimary, ...engine } = opts;
  const view: TeamView = {
    event: ev,
    rounds,
    boards,
    primary: teamPrimary ?? ev.primary ?? "MP",
    mp: undefined as unknown as Ctx,
    gp: undefined as unknown as Ctx,
    contextFor: (spec, main) => {
      if (spec.def.team || spec.def.primaryScore) return view.mp;
      return scoreOf(view, spec, main) === "GP" ? view.gp : view.mp;
    },
    compute: (ctx, spec, main) => {
      if (spec.def.team || !BOARD_COUNTS.has(spec.def.name)) return undefined;
      if (scoreOf(view, spec, main) !== "GP") return undefined;
      return ctx.memo(`team:boards:${spec.def.name}`, () => boardCount(view, ctx, spec.def.name));
    },
  };
  view.mp = new Ctx(projected(ev, rounds, boards, "MP"), engine);
  view.gp = new Ctx(projected(ev, rounds, boards, "GP"), engine);
  joinTeam(view.mp, view);
  joinTeam(view.gp, view);
  return view.mp;
}
