/**
 * Team events in TRF: TRF16 `013` team lines (name in columns 5-36, the start numbers of the
 * team's players from column 37 in 4-character fields separated by a blank) and the TRF-2026
 * team records (spec §10.3): 310 team roster (team number at 5-7, name at 9-40, players from
 * column 74), 320 team PAB (MP at 5-8, GP at 10-13, then a team number per round in 4-character
 * fields from column 14), 330 forfeited matches (`+-`/`-+`/`--` at 5-6, round at 8-10, the two
 * teams at 12-14 and 16-18), 362 match points (W D L values), 192 the competition code
 * (`..._MP_GP`: MP primary; `..._GP_MP` or `..._GP`: GP primary).
 *
 * Reads what parseTrf gives (the players and their games) plus the team records of the text;
 * the individual reader stays unaware of teams. Boards: in each match, a team's fielded players
 * (those with a game or a forfeit against the other team, or a board entry of a team PAB) in
 * roster order are boards 1, 2, ...; players with a zero-point or half-point bye are reserves
 * not fielded. A full-point bye (`F`, or `+` with no opponent) in a round the team plays a match
 * is a board won by forfeit against an empty board.
 */
import { Q } from "../engine/rational";
import { pointsFor } from "../engine/scoring";
import {
  roundsEntered,
  type Colour,
  type Player,
  type RoundEntry,
  type Tournament,
} from "../engine/types";
import {
  defaultMatchPoints,
  type Board,
  type BoardSide,
  type MatchPointsSystem,
  type Team,
  type TeamEvent,
  type TeamMatch,
  type TeamRound,
  freeRoundCount,
  teamRounds,
} from "../engine/team/model";
import { TrfError, type TrfIssue, type TrfResult } from "./trf";

export { isTeamTrf } from "./trf";

export interface TeamTrfResult {
  event: TeamEvent;
  warnings: TrfIssue[];
}

/** A 300 record: the board order of a team in one round. */
export interface OutOfOrder {
  line: number;
  round: number;
  team: number;
  other: number;
  /** Start numbers in board order; 0 an empty board. */
  order: number[];
}

export interface Line {
  n: number;
  s: string;
}

function linesOf(text: string, code: string): Line[] {
  const out: Line[] = [];
  text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .forEach((s, k) => {
      if (s.startsWith(code + " ") || s === code) out.push({ n: k + 1, s: s.trimEnd() });
    });
  return out;
}

function num(s: string): number | null {
  const t = s.trim();
  return /^\d+$/.test(t) ? Number(t) : null;
}

function decimal(s: string): Q | null {
  const t = s.trim().replace(",", ".");
  return /^\d+(\.\d+)?$/.test(t) ? Q.parse(t) : null;
}

/** The competition's primary score from a 192 code, if it says. */
export function primaryFrom192(code: string): "MP" | "GP" | undefined {
  const c = code.trim().toUpperCase();
  if (!/TEAM/.test(c)) return undefined;
  if (/_GP(_MP)?(_|$)/.test(c) && !/_MP_GP/.test(c)) return "GP";
  if (/_MP(_|$)/.test(c)) return "MP";
  return undefined;
}

function read362(l: Line, errors: TrfIssue[]): MatchPointsSystem {
  const mp = defaultMatchPoints();
  const re = /T?([WDL])\s*(\d+(?:[.,]\d+)?)/gi;
  let m: RegExpExecArray | null;
  let any = false;
  while ((m = re.exec(l.s.slice(4))) !== null) {
    let v: Q | null;
    try {
      v = decimal(m[2]);
    } catch (e) {
      // a value with more digits than exact arithmetic holds: an error at this line
      errors.push({
        line: l.n,
        message: `match points record 362: ${e instanceof Error ? e.message : String(e)}`,
      });
      return mp;
    }
    if (!v) continue;
    any = true;
    const k = m[1].toUpperCase();
    if (k === "W") mp.win = v;
    else if (k === "D") mp.draw = v;
    else mp.loss = v;
  }
  if (!any)
    errors.push({
      line: l.n,
      message: `match points record 362 "${l.s.slice(4).trim()}": expected values such as "TW 2.0 TD 1.0 TL 0.0"`,
    });
  return mp;
}

/** A 310 record's match and game points as the file states them. */
interface Stated {
  line: number;
  id: number;
  mp: Q | null;
  gp: Q | null;
}

/** A 320 record: the team PAB's match and game points, and the team given it in each round. */
export interface Pab320 {
  l: Line;
  mp: Q;
  gp: Q;
  teams: { round: number; team: number }[];
}

/** A 330 record: the match of teams a and b in a round, forfeited. */
export interface Forfeit330 {
  l: Line;
  round: number;
  a: number;
  b: number;
  code: "+-" | "-+" | "--";
  /** Set once a match of the board games has taken the record. */
  used?: boolean;
}

/** The teams of the 310 (or else 013) records, and who is in which. */
export interface TeamList {
  teams: Team[];
  /** Player id -> index in teams. */
  teamOf: Map<number, number>;
  stated: Stated[];
}

/** The records beside the teams: 362, 320, 330, 300 and 192. */
export interface TeamRecords {
  matchPoints: MatchPointsSystem;
  pab: TeamEvent["pab"];
  /** "round:team" -> the line of the 320 record giving that team the PAB. */
  pabTeams: Map<string, number>;
  l320: Pab320[];
  forfeits: Forfeit330[];
  /** "round:team" -> that team's 300 record. */
  outOfOrder: Map<string, OutOfOrder>;
  primary: "MP" | "GP" | undefined;
}

/** A player with a bye entry on a board of a match: a board won against an empty board. */
interface AgainstEmpty {
  pid: number;
  round: number;
  k: number;
}

/** What the match phases share: the individual event, the teams, the records, the messages. */
interface Reading extends TeamList, TeamRecords {
  t: Tournament;
  errors: TrfIssue[];
  warnings: TrfIssue[];
  byId: Map<number, Player>;
  lineOfPlayer: Map<number, number>;
  /** Team id -> index in teams. */
  teamIndex: Map<number, number>;
  /** The 300 records a match has taken. */
  used: Set<OutOfOrder>;
  againstEmpty: AgainstEmpty[];
}

/** A team's fielded player in a round, with the entry of that round. */
interface Fielded {
  pid: number;
  e: RoundEntry;
}

/**
 * The team event of a TRF whose individual part parseTrf has read. Errors (a player in two
 * teams, a start number that is no player, a player facing two teams in one round ...) are
 * thrown as a TrfError naming the lines. Phases: the teams (readTeamList), the other records
 * (readTeamRecords), the matches of the board games (boardMatches), the forfeited matches
 * without board entries (forfeitsWithoutBoards), the 320 records against the matches
 * (check320), withdrawals (markWithdrawn).
 */
export function readTeamTrf(text: string, trf: TrfResult): TeamTrfResult {
  const t: Tournament = trf.tournament;
  const errors: TrfIssue[] = [];
  const warnings: TrfIssue[] = [];
  const list = readTeamList(text, t, errors);
  if (errors.length) throw new TrfError(errors);
  const records = readTeamRecords(text, t, list.teams, errors);
  if (errors.length) throw new TrfError(errors);
  const ctx: Reading = {
    ...list,
    ...records,
    t,
    errors,
    warnings,
    byId: new Map(t.players.map((p) => [p.id, p])),
    lineOfPlayer: new Map(t.players.map((p) => [p.id, p.source?.line ?? 0])),
    teamIndex: new Map(list.teams.map((x, k) => [x.id, k])),
    used: new Set(),
    againstEmpty: [],
  };
  const { matches, boards } = boardMatches(ctx);
  checkUnusedOrders(ctx);
  matches.push(...forfeitsWithoutBoards(ctx, matches));
  check320(ctx, matches, boards);
  if (errors.length) throw new TrfError(errors);
  const { teams } = list;
  markWithdrawn(t, teams, matches);
  const event: TeamEvent = {
    name: t.name,
    startDate: t.startDate,
    type: t.type,
    totalRounds: t.totalRounds,
    boards,
    teams,
    matches,
    matchPoints: records.matchPoints,
    pab: records.pab,
    game: { win: t.points.win, draw: t.points.draw },
    primary: records.primary,
    players: t.players,
    tiebreaks: t.tiebreaks,
    meta: t.meta,
  };
  if (list.stated.length > 0) checkStated(event, list.stated, warnings);
  const ownWarnings = boardsAgainstEmpty(trf.warnings, ctx.againstEmpty, t, teams, matches);
  return { event, warnings: [...ownWarnings, ...warnings] };
}

// ---------------------------------------------------------------------------------------------
// The teams: 310 records, else 013 lines
// ---------------------------------------------------------------------------------------------

/** The start numbers in 4-character fields separated by a blank from column `from` + 1. */
function rosterIds(s: string, from: number): number[] {
  const ids: number[] = [];
  for (let c = from; c < s.length; c += 5) {
    const v = num(s.slice(c, c + 4));
    if (v !== null && v > 0) ids.push(v);
  }
  return ids;
}

/**
 * The teams of the 310 records (or, without any, of the 013 lines) with their rosters; errors
 * for a start number without a 001 line, a player in two teams, a team number used twice, a
 * player who plays games in no team.
 */
export function readTeamList(text: string, t: Tournament, errors: TrfIssue[]): TeamList {
  const playerIds = new Set(t.players.map((p) => p.id));
  const teams: Team[] = [];
  const teamOf = new Map<number, number>();
  const addTeam = (l: Line, id: number, name: string, ids: number[]): void => {
    const roster: number[] = [];
    for (const pid of ids) {
      if (!playerIds.has(pid)) {
        errors.push({ line: l.n, message: `team "${name}": player ${pid} has no 001 line` });
        continue;
      }
      const prev = teamOf.get(pid);
      if (prev !== undefined) {
        errors.push({
          line: l.n,
          message: `player ${pid} is in two teams ("${teams[prev].name}" and "${name}")`,
        });
        continue;
      }
      teamOf.set(pid, teams.length);
      roster.push(pid);
    }
    if (teams.some((x) => x.id === id))
      errors.push({ line: l.n, message: `team number ${id} is used twice` });
    teams.push({ id, name, roster, source: { line: l.n } });
  };
  const stated: Stated[] = [];
  const l310 = linesOf(text, "310");
  if (l310.length > 0) {
    for (const l of l310) {
      const id = num(l.s.slice(4, 7));
      if (id === null || id <= 0) {
        errors.push({
          line: l.n,
          message: "team record 310: columns 5-7 must hold the team number",
        });
        continue;
      }
      addTeam(l, id, l.s.slice(8, 40).trim() || `Team ${id}`, rosterIds(l.s, 73));
      // the team's match and game points as the file states them (columns 55-60, 62-67)
      const mp = decimal(l.s.slice(54, 60));
      const gp = decimal(l.s.slice(61, 67));
      if (mp || gp) stated.push({ line: l.n, id, mp, gp });
    }
  } else {
    linesOf(text, "013").forEach((l) => {
      const id = teams.length + 1;
      addTeam(l, id, l.s.slice(4, 36).trim() || `Team ${id}`, rosterIds(l.s, 36));
    });
  }
  const noTeam = t.players.filter(
    (p) => !teamOf.has(p.id) && p.rounds.some((e) => e.kind !== "bye")
  );
  for (const p of noTeam)
    errors.push({
      line: p.source?.line ?? 0,
      message: `player ${p.id} (${p.name}) plays games but is in no team (013/310 line)`,
    });
  return { teams, teamOf, stated };
}

// ---------------------------------------------------------------------------------------------
// The records 362, 320, 330, 300 and 192
// ---------------------------------------------------------------------------------------------

/**
 * The 362, 320, 330, 300 and 192 records, each line checked on its own, then the 300 records'
 * teams and rounds against the event.
 */
export function readTeamRecords(
  text: string,
  t: Tournament,
  teams: readonly Team[],
  errors: TrfIssue[]
): TeamRecords {
  let matchPoints = defaultMatchPoints();
  for (const l of linesOf(text, "362")) matchPoints = read362(l, errors);
  let pab: TeamEvent["pab"];
  const pabTeams = new Map<string, number>();
  const l320: Pab320[] = [];
  for (const l of linesOf(text, "320")) {
    const rec = read320(l);
    if ("message" in rec) {
      errors.push(rec);
      continue;
    }
    pab = { mp: rec.mp, gp: rec.gp };
    for (const { round, team } of rec.teams) pabTeams.set(`${round}:${team}`, l.n);
    l320.push(rec);
  }
  const forfeits: Forfeit330[] = [];
  for (const l of linesOf(text, "330")) {
    const rec = read330(l);
    if ("message" in rec) errors.push(rec);
    else forfeits.push(rec);
  }
  const outOfOrder = new Map<string, OutOfOrder>();
  for (const l of linesOf(text, "300")) {
    const rec = read300(l);
    if ("message" in rec) {
      errors.push(rec);
      continue;
    }
    const key = `${rec.round}:${rec.team}`;
    const prev = outOfOrder.get(key);
    if (prev) {
      errors.push({
        line: l.n,
        message: `record 300: round ${rec.round} of team ${rec.team} already has a board order (line ${prev.line})`,
      });
      continue;
    }
    outOfOrder.set(key, rec);
  }
  const ids = new Set(teams.map((x) => x.id));
  for (const o of outOfOrder.values()) {
    const bad = [o.team, o.other].find((id) => !ids.has(id));
    if (bad !== undefined)
      errors.push({ line: o.line, message: `record 300: team ${bad} is not a team of this event` });
    else if (o.round > roundsEntered(t))
      errors.push({ line: o.line, message: `record 300: round ${o.round} has no results` });
  }
  const l192 = linesOf(text, "192")[0];
  const primary = l192 ? primaryFrom192(l192.s.slice(4)) : undefined;
  return { matchPoints, pab, pabTeams, l320, forfeits, outOfOrder, primary };
}

/** A 320 line: MP at columns 5-8, GP at 10-13, then a team number per round from column 14. */
export function read320(l: Line): Pab320 | TrfIssue {
  const mp = decimal(l.s.slice(4, 8));
  const gp = decimal(l.s.slice(9, 13));
  if (!mp || !gp)
    return {
      line: l.n,
      message: "team PAB record 320: MP at columns 5-8 and GP at 10-13 expected",
    };
  const rec: Pab320 = { l, mp, gp, teams: [] };
  let round = 0;
  for (let c = 13; c < l.s.length; c += 4) {
    round++;
    const v = num(l.s.slice(c, c + 4));
    if (v) rec.teams.push({ round, team: v });
  }
  return rec;
}

/** The outcome codes of a 330 record (columns 5-6), as the programs that write them spell them. */
const FORFEIT_CODES: Readonly<Record<string, Forfeit330["code"]>> = {
  "+-": "+-",
  "10": "+-",
  WL: "+-",
  WZ: "+-",
  "-+": "-+",
  "01": "-+",
  LW: "-+",
  ZW: "-+",
  "--": "--",
  "00": "--",
  LL: "--",
  ZZ: "--",
};

/** A 330 line: the outcome at columns 5-6, the round at 8-10, the two teams at 12-14 and 16-18. */
export function read330(l: Line): Forfeit330 | TrfIssue {
  const raw = l.s.slice(4, 6).toUpperCase();
  const code = Object.prototype.hasOwnProperty.call(FORFEIT_CODES, raw)
    ? FORFEIT_CODES[raw]
    : undefined;
  const round = num(l.s.slice(7, 10));
  const a = num(l.s.slice(11, 14));
  const b = num(l.s.slice(15, 18));
  if (!code || !round || !a || !b)
    return {
      line: l.n,
      message: `forfeited match record 330: expected "+-", "-+" or "--" at columns 5-6, the round at 8-10 and the teams at 12-14 and 16-18`,
    };
  return { l, round, a, b, code };
}

/**
 * A 300 line: a team's boards in one round out of roster order (round 5-7, the team 9-11, its
 * opponent 13-15, then its players' start numbers in board order from column 17, 4-character
 * fields separated by a blank; 0 or blank an empty board).
 */
export function read300(l: Line): OutOfOrder | TrfIssue {
  const round = num(l.s.slice(4, 7));
  const team = num(l.s.slice(8, 11));
  const other = num(l.s.slice(12, 15));
  const order: number[] = [];
  let bad = !round || !team || !other;
  for (let c = 16; c < l.s.length; c += 5) {
    const f = l.s.slice(c, c + 4);
    if (f.trim() === "") order.push(0);
    else {
      const v = num(f);
      if (v === null) bad = true;
      else order.push(v);
    }
  }
  while (order.length > 0 && order[order.length - 1] === 0) order.pop();
  if (bad || order.length === 0)
    return {
      line: l.n,
      message:
        "boards out of order record 300: expected the round at columns 5-7, the team at 9-11, its opponent at 13-15 and its players' start numbers in board order from column 17 (4 columns each, separated by a blank)",
    };
  return { line: l.n, round: round!, team: team!, other: other!, order };
}

// ---------------------------------------------------------------------------------------------
// The matches of the board games, round by round
// ---------------------------------------------------------------------------------------------

/** Every round's matches from the players' games, and the most boards a match has. */
function boardMatches(ctx: Reading): { matches: TeamMatch[]; boards: number } {
  const matches: TeamMatch[] = [];
  let boards = 0;
  const n = roundsEntered(ctx.t);
  for (let r = 0; r < n; r++) {
    const opp = opponentTeams(ctx, r);
    const done = new Set<number>();
    ctx.teams.forEach((_, k) => {
      if (done.has(k)) return;
      const o = opp.get(k);
      done.add(k);
      if (o === undefined) {
        const m = matchWithoutOpponent(ctx, r, k);
        if (m) matches.push(m);
        return;
      }
      done.add(o);
      const m = matchOfBoards(ctx, r, k, o);
      if (!m) return;
      boards = Math.max(boards, m.boards!.length);
      matches.push(m);
    });
  }
  return { matches, boards };
}

/** Each team's opponent team in round r (0-based), from its players' games. */
function opponentTeams(ctx: Reading, r: number): Map<number, number> {
  const { teams, teamOf, errors } = ctx;
  const opp = new Map<number, number>();
  teams.forEach((team, k) => {
    for (const pid of team.roster) {
      const e = ctx.byId.get(pid)!.rounds[r];
      if (!e || e.kind === "bye") continue;
      const ok = teamOf.get(e.opponent);
      if (ok === undefined) continue;
      if (ok === k) {
        errors.push({
          line: ctx.lineOfPlayer.get(pid) ?? 0,
          message: `round ${r + 1}: player ${pid} plays ${e.opponent}, a player of the same team "${team.name}"`,
        });
        continue;
      }
      const prev = opp.get(k);
      if (prev !== undefined && prev !== ok)
        errors.push({
          line: ctx.lineOfPlayer.get(pid) ?? 0,
          message: `round ${r + 1}: team "${team.name}" has players facing two teams ("${teams[prev].name}" and "${teams[ok].name}")`,
        });
      else opp.set(k, ok);
    }
  });
  return opp;
}

/**
 * Team k's players fielded in round r: a game or forfeit against team `against`, or a
 * pairing-allocated or full-point bye; in roster order.
 */
function fielded(ctx: Reading, r: number, k: number, against: number | null): Fielded[] {
  return ctx.teams[k].roster
    .map((pid) => ({ pid, e: ctx.byId.get(pid)!.rounds[r] }))
    .filter((x): x is Fielded => {
      const e = x.e;
      if (!e) return false;
      if (e.kind === "bye") return e.bye === "pab" || e.bye === "fpb";
      return against !== null && ctx.teamOf.get(e.opponent) === against;
    });
}

function gpOf(ctx: Reading, e: RoundEntry): Q {
  return pointsFor(e, ctx.t.points);
}

function sideOf(ctx: Reading, pid: number, e: RoundEntry): BoardSide {
  return {
    player: pid,
    points: gpOf(ctx, e),
    kind: e.kind === "game" || e.kind === "unknown" ? "game" : "forfeit",
    colour: e.kind === "bye" ? undefined : e.colour,
  };
}

/** A team without an opponent team in round r: the team PAB, or absent (null: a 330 has it). */
function matchWithoutOpponent(ctx: Reading, r: number, k: number): TeamMatch | null {
  const { errors, pabTeams } = ctx;
  const team = ctx.teams[k];
  const mine = fielded(ctx, r, k, null);
  const key = `${r + 1}:${team.id}`;
  const isPab = pabTeams.has(key) || mine.some((x) => x.e.kind === "bye" && x.e.bye === "pab");
  const bs: Board[] = mine.map((x, b) => ({
    board: b + 1,
    home: {
      player: x.pid,
      points: gpOf(ctx, x.e),
      kind: x.e.kind === "bye" && x.e.bye === "pab" ? "bye" : "forfeit",
    },
  }));
  const ff = ctx.forfeits.find((f) => f.round === r + 1 && (f.a === team.id || f.b === team.id));
  if (ff && isPab) {
    ff.used = true;
    errors.push({
      line: ff.l.n,
      message: `record 330: round ${ff.round}: team ${team.id} ("${team.name}") has the team PAB that round (${pabTeams.has(key) ? `record 320, line ${pabTeams.get(key)!}` : "U on its boards"}), not a forfeited match against team ${ff.a === team.id ? ff.b : ff.a}`,
    });
    return null;
  }
  if (ff) return null; // read with its opponent by forfeitsWithoutBoards
  const uBoards = mine.filter((x) => x.e.kind === "bye" && x.e.bye === "pab");
  if (isPab && ctx.l320.length === 0 && uBoards.length > 0) {
    // the U entries are individual byes, each a win's point; the team PAB's score is the
    // event's (a draw's MP and GP by default), not their sum
    const at = ctx.lineOfPlayer.get(uBoards[0].pid) ?? 0;
    const written = uBoards.reduce((acc, x) => acc.add(gpOf(ctx, x.e)), Q.ZERO);
    ctx.warnings.push({
      line: at,
      kind: "team:pab-boards",
      round: r + 1,
      message: `round ${r + 1}: "${team.name}" has the team PAB, written as U on its boards (each a win's point as an individual bye: ${written} GP); scored as a draw's match and game points, the team regulations' default (C.04.6, the Olympiad); pab=${ctx.matchPoints.draw}-${written} scores the boards as written, a 320 record sets the file's own`,
    });
  }
  return {
    round: r + 1,
    home: team.id,
    away: null,
    kind: isPab ? "pab" : "absent",
    boards: isPab ? bs : undefined,
    source: { line: team.source?.line },
  };
}

/** The outcome of a 330 code from the other team's side. */
function flipForfeit(code: Forfeit330["code"]): Forfeit330["code"] {
  return code === "+-" ? "-+" : code === "-+" ? "+-" : "--";
}

/** The match of teams k and o in round r from their boards (null after an error). */
function matchOfBoards(ctx: Reading, r: number, k: number, o: number): TeamMatch | null {
  const team = ctx.teams[k];
  const list = matchBoards(ctx, r, k, o);
  if (!list) return null;
  const colour: Colour | undefined = list[0]?.home.colour;
  const ff = ctx.forfeits.find(
    (f) =>
      f.round === r + 1 &&
      ((f.a === team.id && f.b === ctx.teams[o].id) || (f.b === team.id && f.a === ctx.teams[o].id))
  );
  if (ff) {
    ff.used = true;
    checkForfeit(ctx, ff, list, k, o);
  }
  return {
    round: r + 1,
    home: team.id,
    away: ctx.teams[o].id,
    kind: list.some((x) => x.home.kind === "game") ? "played" : "forfeit",
    colour,
    boards: list,
    forfeit: ff ? (ff.a === team.id ? ff.code : flipForfeit(ff.code)) : undefined,
    source: { line: team.source?.line },
  };
}

/**
 * The boards of the match between teams k and o in round r (board i + 1 is the i-th entry,
 * both sides from k's point of view as home), or null after an error. Board order: a 300
 * record of either team for this round (k's first), else k's fielded players in roster order
 * (with a warning when o's roster order differs).
 */
function matchBoards(ctx: Reading, r: number, k: number, o: number): Board[] | null {
  const { teams } = ctx;
  const recK = ctx.outOfOrder.get(`${r + 1}:${teams[k].id}`);
  const recO = ctx.outOfOrder.get(`${r + 1}:${teams[o].id}`);
  const rec = recK ?? recO;
  if (recK) ctx.used.add(recK);
  if (recO) ctx.used.add(recO);
  const driver = rec === recK && recK ? k : rec ? o : k;
  const other = driver === k ? o : k;
  const mine = fielded(ctx, r, driver, other);
  const theirs = fielded(ctx, r, other, driver);
  let order: number[];
  if (rec) {
    const ok = checkOrder(ctx, rec, driver, other, mine);
    if (!ok) return null;
    order = rec.order;
  } else order = mine.map((x) => x.pid);
  for (const x of [...mine, ...theirs])
    if (x.e.kind === "bye")
      ctx.againstEmpty.push({ pid: x.pid, round: r + 1, k: ctx.teamOf.get(x.pid)! });
  const pairs = boardPairs(ctx, r, order, mine, theirs);
  const list: Board[] = pairs.map((p, i) =>
    driver === k ? { board: i + 1, home: p.d, away: p.o } : { board: i + 1, home: p.o, away: p.d }
  );
  if (recK && recO) checkBothOrders(ctx, list, k, o, recK, recO);
  else if (!rec) warnIfRosterOrdersDiffer(ctx, r, list, k, o, theirs);
  return list;
}

/**
 * The boards in `order` (the driver's start numbers, 0 an empty board) as pairs of the
 * driver's side d and the other team's side o. The other team's players with a full-point
 * bye face an empty board of the driver: they take the boards the order leaves empty, in
 * roster order, then the boards after.
 */
function boardPairs(
  ctx: Reading,
  r: number,
  order: readonly number[],
  mine: readonly Fielded[],
  theirs: readonly Fielded[]
): { d: BoardSide; o: BoardSide }[] {
  const entryOf = new Map(mine.map((x) => [x.pid, x.e]));
  const spare = theirs.filter((x) => x.e.kind === "bye");
  const pairs: { d: BoardSide; o: BoardSide }[] = [];
  const empty: BoardSide = { points: Q.ZERO, kind: "absent" };
  for (const pid of order) {
    if (pid === 0) {
      const x = spare.shift();
      pairs.push({ d: empty, o: x ? sideOf(ctx, x.pid, x.e) : empty });
      continue;
    }
    const e = entryOf.get(pid)!;
    let away: BoardSide = empty;
    if (e.kind !== "bye") {
      const oe = ctx.byId.get(e.opponent)?.rounds[r];
      if (oe && oe.kind !== "bye")
        away = {
          player: e.opponent,
          points: gpOf(ctx, oe),
          kind: oe.kind === "forfeit" ? "forfeit" : "game",
          colour: oe.colour,
        };
    }
    pairs.push({ d: sideOf(ctx, pid, e), o: away });
  }
  for (const x of spare) pairs.push({ d: empty, o: sideOf(ctx, x.pid, x.e) });
  return pairs;
}

/** Both teams gave a 300 order: they must put every game on the same board. */
function checkBothOrders(
  ctx: Reading,
  list: readonly Board[],
  k: number,
  o: number,
  recK: OutOfOrder,
  recO: OutOfOrder
): void {
  recO.order.forEach((pid, i) => {
    if (pid === 0) return;
    const at = list.findIndex((b) => b.away?.player === pid);
    if (at !== i)
      ctx.errors.push({
        line: recO.line,
        message: `record 300: player ${pid} of "${ctx.teams[o].name}" is on board ${i + 1} here but on board ${at < 0 ? "(none)" : at + 1} by the order of "${ctx.teams[k].name}" (line ${recK.line})`,
      });
  });
}

/** Without a 300 record, a warning when o's roster order would give other boards than k's. */
function warnIfRosterOrdersDiffer(
  ctx: Reading,
  r: number,
  list: readonly Board[],
  k: number,
  o: number,
  theirs: readonly Fielded[]
): void {
  const { teams } = ctx;
  const boardOfO = new Map(theirs.map((x, i) => [x.pid, i + 1]));
  const differs = list.some((b, i) => {
    const p = b.away?.player;
    return b.home.player !== undefined && p !== undefined && boardOfO.get(p) !== i + 1;
  });
  if (differs)
    ctx.warnings.push({
      line: teams[k].source?.line ?? 0,
      message: `round ${r + 1}: the boards of "${teams[k].name}" and "${teams[o].name}" differ in roster order; boards follow "${teams[k].name}" (a 300 record gives the order played)`,
    });
}

/** A 300 record's list against the team's players in that round; false after an error. */
function checkOrder(
  ctx: Reading,
  rec: OutOfOrder,
  driver: number,
  other: number,
  mine: readonly Fielded[]
): boolean {
  const { teams, errors } = ctx;
  const team = teams[driver];
  const before = errors.length;
  if (teams[other].id !== rec.other)
    errors.push({
      line: rec.line,
      message: `record 300: in round ${rec.round} team ${team.id} ("${team.name}") plays team ${teams[other].id} ("${teams[other].name}"), not team ${rec.other}`,
    });
  const seen = new Set<number>();
  const playing = new Set(mine.map((x) => x.pid));
  for (const pid of rec.order) {
    if (pid === 0) continue;
    if (seen.has(pid))
      errors.push({ line: rec.line, message: `record 300: player ${pid} is listed twice` });
    seen.add(pid);
    if (ctx.teamOf.get(pid) !== driver)
      errors.push({
        line: rec.line,
        message: `record 300: player ${pid} is not on the roster of "${team.name}"`,
      });
    else if (!playing.has(pid))
      errors.push({
        line: rec.line,
        message: `record 300: player ${pid} of "${team.name}" plays no board in round ${rec.round}`,
      });
  }
  for (const pid of playing)
    if (!seen.has(pid))
      errors.push({
        line: rec.line,
        message: `record 300: player ${pid} plays for "${team.name}" in round ${rec.round} but is not in the board order`,
      });
  return errors.length === before;
}

/**
 * A 330 record for a match with board entries: no board may be played over the board, and
 * the forfeited boards must give the record's outcome (else the 330's match points and the
 * boards' game points would disagree).
 */
function checkForfeit(
  ctx: Reading,
  f: Forfeit330,
  list: readonly Board[],
  k: number,
  o: number
): void {
  const { teams, errors } = ctx;
  const [a, b] = f.a === teams[k].id ? [k, o] : [o, k];
  const pts = (side: "home" | "away"): Q =>
    list.reduce((acc, x) => acc.add(x[side]?.points ?? Q.ZERO), Q.ZERO);
  const [ga, gb] = a === k ? [pts("home"), pts("away")] : [pts("away"), pts("home")];
  const what = `record 330: round ${f.round}: the match of team ${teams[a].id} ("${teams[a].name}") and team ${teams[b].id} ("${teams[b].name}")`;
  const played = list.filter((x) => x.home.kind === "game" && x.away?.kind === "game");
  if (played.length > 0) {
    errors.push({
      line: f.l.n,
      message: `${what} is recorded as forfeited ("${f.code}") but ${played.length === 1 ? "board " + played[0].board + " was" : "boards " + played.map((x) => x.board).join(", ") + " were"} played over the board (${ga}-${gb}); correct the 001 results or remove the 330 line`,
    });
    return;
  }
  const agrees =
    f.code === "+-" ? ga.gt(gb) : f.code === "-+" ? gb.gt(ga) : ga.isZero() && gb.isZero();
  if (!agrees)
    errors.push({
      line: f.l.n,
      message: `${what} is recorded as "${f.code}" but its forfeited boards score ${ga}-${gb}; correct the 001 results or the 330 line`,
    });
}

/** A 300 record no match took: its team plays no other team that round. */
function checkUnusedOrders(ctx: Reading): void {
  const { errors } = ctx;
  for (const o of ctx.outOfOrder.values())
    if (!ctx.used.has(o) && !errors.some((e) => e.line === o.line))
      errors.push({
        line: o.line,
        message: `record 300: team ${o.team} ("${ctx.teams[ctx.teamIndex.get(o.team)!].name}") plays no match against another team in round ${o.round}`,
      });
}

// ---------------------------------------------------------------------------------------------
// Forfeited matches without board entries, the 320 records, withdrawals
// ---------------------------------------------------------------------------------------------

function teamName(ctx: Reading, id: number): string {
  return `team ${id} ("${ctx.teams[ctx.teamIndex.get(id)!].name}")`;
}

/** The 330 records no match of the board games took: each a forfeited match (or an error). */
function forfeitsWithoutBoards(ctx: Reading, matches: readonly TeamMatch[]): TeamMatch[] {
  const out: TeamMatch[] = [];
  const forfeitAt = new Map<string, number>(); // "round:team" -> line of its 330
  for (const f of ctx.forfeits) {
    if (f.used) continue;
    const m = forfeitWithoutBoards(ctx, f, [...matches, ...out], forfeitAt);
    if (!m) continue;
    forfeitAt.set(`${f.round}:${f.a}`, f.l.n);
    forfeitAt.set(`${f.round}:${f.b}`, f.l.n);
    out.push(m);
  }
  return out;
}

/** One 330 record without board entries as a forfeited match; null after an error. */
function forfeitWithoutBoards(
  ctx: Reading,
  f: Forfeit330,
  matches: readonly TeamMatch[],
  forfeitAt: ReadonlyMap<string, number>
): TeamMatch | null {
  const { t, errors } = ctx;
  const name = (id: number): string => teamName(ctx, id);
  const fail = (message: string): null => {
    errors.push({ line: f.l.n, message });
    return null;
  };
  const unknown = [f.a, f.b].find((id) => !ctx.teamIndex.has(id));
  if (unknown !== undefined) return fail(`record 330: team ${unknown} is not a team of this event`);
  if (t.totalRounds !== undefined && f.round > t.totalRounds)
    return fail(`record 330: round ${f.round} is after the event's last round (${t.totalRounds})`);
  if (f.round > roundsEntered(t))
    ctx.warnings.push({
      line: f.l.n,
      message: `record 330: round ${f.round} has no board results: the standings count it, with every other team absent that round`,
    });
  if (f.a === f.b) return fail(`record 330: round ${f.round}: ${name(f.a)} is paired with itself`);
  const twice = [f.a, f.b].find((id) => forfeitAt.has(`${f.round}:${id}`));
  if (twice !== undefined)
    return fail(
      `record 330: round ${f.round}: ${name(twice)} already has a forfeited match (line ${forfeitAt.get(`${f.round}:${twice}`)!})`
    );
  // the two teams did not meet: one of them has another match (or the PAB) that round
  const clash = [f.a, f.b]
    .map((id) => ({
      id,
      m: matches.find((m) => m.round === f.round && (m.home === id || m.away === id)),
    }))
    .find((x) => x.m !== undefined && x.m.kind !== "absent");
  if (clash) {
    const m = clash.m!;
    const other = m.home === clash.id ? m.away : m.home;
    if (other === f.a || other === f.b)
      return fail(
        `record 330: round ${f.round}: the match of ${name(f.a)} and ${name(f.b)} has another 330 record`
      );
    return fail(
      `record 330: round ${f.round}: ${name(f.a)} and ${name(f.b)} did not meet: ${name(clash.id)} ${other === null ? "has the team PAB" : `plays ${name(other)}`} that round`
    );
  }
  return {
    round: f.round,
    home: f.a,
    away: f.b,
    kind: "forfeit",
    forfeit: f.code,
    source: { line: f.l.n },
  };
}

/** 320: the bye's values within what a match can give, and only for teams without a match. */
function check320(ctx: Reading, matches: readonly TeamMatch[], boards: number): void {
  const { t, errors, warnings } = ctx;
  const n = roundsEntered(t);
  const name = (id: number): string => teamName(ctx, id);
  for (const p of ctx.l320) {
    const maxGP = t.points.win.mul(Q.int(boards));
    if (boards > 0 && p.gp.gt(maxGP))
      errors.push({
        line: p.l.n,
        message: `team PAB record 320: ${p.gp} game points exceed the ${boards} boards (at most ${maxGP})`,
      });
    if (p.mp.gt(ctx.matchPoints.win))
      errors.push({
        line: p.l.n,
        message: `team PAB record 320: ${p.mp} match points exceed a match win's ${ctx.matchPoints.win}`,
      });
    for (const { round, team } of p.teams) {
      if (!ctx.teamIndex.has(team)) {
        errors.push({
          line: p.l.n,
          message: `team PAB record 320: team ${team} (round ${round}) is not a team of this event`,
        });
        continue;
      }
      if (round > n) {
        warnings.push({
          line: p.l.n,
          message: `team PAB record 320: round ${round} (${name(team)}) is after the last round with results (${n}); ignored`,
        });
        continue;
      }
      const m = matches.find(
        (x) => x.round === round && x.away !== null && (x.home === team || x.away === team)
      );
      if (m)
        errors.push({
          line: p.l.n,
          message: `team PAB record 320: round ${round}: ${name(team)} has no PAB, it plays ${name(m.home === team ? m.away! : m.home)} that round`,
        });
    }
    // a round the record names a team for, whose bye (U on its boards) went to another team
    for (const m of matches) {
      if (m.kind !== "pab" || ctx.pabTeams.has(`${m.round}:${m.home}`)) continue;
      const named = p.teams.filter((x) => x.round === m.round && ctx.teamIndex.has(x.team));
      if (named.length === 0) continue;
      warnings.push({
        line: p.l.n,
        message: `team PAB record 320: round ${m.round}: it names ${named.map((x) => name(x.team)).join(", ")}, but ${name(m.home)} has the PAB that round (U on its boards)`,
      });
    }
  }
}

/**
 * A team absent in every round from some round on has withdrawn after its last match; in a
 * round robin of an odd number of teams the rounds its free rounds account for are not a
 * withdrawal (C.07 15.2; the engine reads them so when the type is inferred: freeRounds).
 */
function markWithdrawn(t: Tournament, teams: Team[], matches: readonly TeamMatch[]): void {
  const n = roundsEntered(t);
  const free =
    t.type === "round-robin" ? freeRoundCount({ teams, totalRounds: t.totalRounds }, n) : 0;
  for (const team of teams) {
    const mine = matches.filter((m) => m.home === team.id || m.away === team.id);
    let last = 0;
    let played = 0;
    for (const m of mine)
      if (m.kind !== "absent") {
        last = Math.max(last, m.round);
        played++;
      }
    if (last > 0 && last < n && n - played > free) team.withdrawnAfter = last;
  }
}

/**
 * The individual reader's warnings with those of bye entries on a board of a match said as what
 * the team reader does with them: the individual reader reads `+` with opponent 0000 as "a
 * pairing-allocated bye (U)", but in a round the player's team plays a match it is a board won
 * by forfeit against an empty board of the other team. A `U` there gets the same warning; an `F`
 * (a full-point bye) is that board without one.
 */
function boardsAgainstEmpty(
  given: readonly TrfIssue[],
  list: readonly { pid: number; round: number; k: number }[],
  t: Tournament,
  teams: readonly Team[],
  matches: readonly TeamMatch[]
): TrfIssue[] {
  if (list.length === 0) return [...given];
  const lineOf = new Map(t.players.map((p) => [p.id, p.source?.line ?? 0]));
  const said = (k: number, round: number): string => {
    const id = teams[k].id;
    const m = matches.find((x) => x.round === round && (x.home === id || x.away === id));
    const other = m ? (m.home === id ? m.away : m.home) : null;
    const name = teams.find((x) => x.id === other)?.name;
    return `scored as a board won by forfeit for "${teams[k].name}"${name ? `, which plays "${name}" this round` : ""} (the other team left the board empty)`;
  };
  const out = [...given];
  for (const x of list) {
    const line = lineOf.get(x.pid) ?? 0;
    const e = t.players.find((p) => p.id === x.pid)?.rounds[x.round - 1];
    const at = out.findIndex(
      (w) => w.line === line && w.round === x.round && w.kind === "trf:old-bye-u"
    );
    if (at >= 0) {
      const code = /'(.)' with opponent 0000/.exec(out[at].message)?.[1] ?? "+";
      out[at] = {
        ...out[at],
        kind: "team:board-against-empty",
        message: `round ${x.round}: '${code}' with opponent 0000 (old bye notation) on a board of a match: ${said(x.k, x.round)}`,
      };
    } else if (e?.kind === "bye" && e.bye === "pab")
      out.push({
        line,
        round: x.round,
        kind: "team:board-against-empty",
        message: `round ${x.round}: 'U' (a pairing-allocated bye) on a board of a match: ${said(x.k, x.round)}`,
      });
  }
  return out;
}

/**
 * The 310 records' match and game points against what the results give (as the 001 points
 * column is checked): a difference is a warning at the 310 line; the results are used.
 */
function checkStated(
  ev: TeamEvent,
  stated: { line: number; id: number; mp: Q | null; gp: Q | null }[],
  warnings: TrfIssue[]
): void {
  let rounds: TeamRound[][];
  try {
    rounds = teamRounds(ev);
  } catch {
    return; // the event does not hold together: the engine reports it, naming the match
  }
  const total = (k: number, f: (tr: TeamRound) => Q): Q =>
    rounds[k].reduce((acc, tr) => acc.add(f(tr)), Q.ZERO);
  for (const s of stated) {
    const k = ev.teams.findIndex((x) => x.id === s.id);
    if (k < 0) continue;
    const mp = total(k, (tr) => tr.mp);
    const gp = total(k, (tr) => tr.gp);
    const diffs: string[] = [];
    if (s.mp && !s.mp.eq(mp))
      diffs.push(`match points (columns 55-60) ${s.mp} but the results give ${mp}`);
    if (s.gp && !s.gp.eq(gp))
      diffs.push(`game points (columns 62-67) ${s.gp} but the results give ${gp}`);
    if (diffs.length)
      warnings.push({
        line: s.line,
        message: `team ${s.id} ("${ev.teams[k].name}"): record 310 says ${diffs.join("; ")}; the results are used`,
      });
  }
}
