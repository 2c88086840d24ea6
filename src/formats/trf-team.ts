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
import { roundsEntered, type Colour, type RoundEntry, type Tournament } from "../engine/types";
import {
  defaultMatchPoints,
  type Board,
  type BoardSide,
  type MatchPointsSystem,
  type Team,
  type TeamEvent,
  type TeamMatch,
} from "../engine/team/model";
import { TrfError, type TrfIssue, type TrfResult } from "./trf";

/** Whether a TRF text describes a team event (013 or 310 records). */
export function isTeamTrf(text: string): boolean {
  return /(^|[\r\n])(013|310) /.test(text);
}

export interface TeamTrfResult {
  event: TeamEvent;
  warnings: TrfIssue[];
}

interface Line {
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
    const v = decimal(m[2]);
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

/**
 * The team event of a TRF whose individual part parseTrf has read. Errors (a player in two
 * teams, a start number that is no player, a player facing two teams in one round ...) are
 * thrown as a TrfError naming the lines.
 */
export function readTeamTrf(text: string, trf: TrfResult): TeamTrfResult {
  const t: Tournament = trf.tournament;
  const errors: TrfIssue[] = [];
  const warnings: TrfIssue[] = [];
  const playerIds = new Set(t.players.map((p) => p.id));
  const lineOfPlayer = new Map(t.players.map((p) => [p.id, p.source?.line ?? 0]));
  const teams: Team[] = [];
  const teamOf = new Map<number, number>(); // player id -> team index
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
  const rosterIds = (s: string, from: number): number[] => {
    const ids: number[] = [];
    for (let c = from; c < s.length; c += 5) {
      const v = num(s.slice(c, c + 4));
      if (v !== null && v > 0) ids.push(v);
    }
    return ids;
  };
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
  if (errors.length) throw new TrfError(errors);

  // records 362, 320, 330, 192
  let matchPoints = defaultMatchPoints();
  for (const l of linesOf(text, "362")) matchPoints = read362(l, errors);
  let pab: TeamEvent["pab"];
  const pabTeams = new Map<string, number>(); // "round:team"
  for (const l of linesOf(text, "320")) {
    const mp = decimal(l.s.slice(4, 8));
    const gp = decimal(l.s.slice(9, 13));
    if (!mp || !gp) {
      errors.push({
        line: l.n,
        message: "team PAB record 320: MP at columns 5-8 and GP at 10-13 expected",
      });
      continue;
    }
    pab = { mp, gp };
    let round = 0;
    for (let c = 13; c < l.s.length; c += 4) {
      round++;
      const v = num(l.s.slice(c, c + 4));
      if (v) pabTeams.set(`${round}:${v}`, l.n);
    }
  }
  const forfeits: { l: Line; round: number; a: number; b: number; code: "+-" | "-+" | "--" }[] = [];
  for (const l of linesOf(text, "330")) {
    const raw = l.s.slice(4, 6).toUpperCase();
    const code = (
      {
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
      } as const
    )[raw as "+-"];
    const round = num(l.s.slice(7, 10));
    const a = num(l.s.slice(11, 14));
    const b = num(l.s.slice(15, 18));
    if (!code || !round || !a || !b) {
      errors.push({
        line: l.n,
        message: `forfeited match record 330: expected "+-", "-+" or "--" at columns 5-6, the round at 8-10 and the teams at 12-14 and 16-18`,
      });
      continue;
    }
    forfeits.push({ l, round, a, b, code });
  }
  const l192 = linesOf(text, "192")[0];
  const primary = l192 ? primaryFrom192(l192.s.slice(4)) : undefined;

  // matches from the board games
  const n = roundsEntered(t);
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const matches: TeamMatch[] = [];
  let boards = 0;
  const gp = (e: RoundEntry): Q => pointsFor(e, t.points);
  for (let r = 0; r < n; r++) {
    // opponent team of each team this round, from its players' games
    const opp = new Map<number, number>();
    teams.forEach((team, k) => {
      for (const pid of team.roster) {
        const e = byId.get(pid)!.rounds[r];
        if (!e || e.kind === "bye") continue;
        const ok = teamOf.get(e.opponent);
        if (ok === undefined) continue;
        if (ok === k) {
          errors.push({
            line: lineOfPlayer.get(pid) ?? 0,
            message: `round ${r + 1}: player ${pid} plays ${e.opponent}, a player of the same team "${team.name}"`,
          });
          continue;
        }
        const prev = opp.get(k);
        if (prev !== undefined && prev !== ok)
          errors.push({
            line: lineOfPlayer.get(pid) ?? 0,
            message: `round ${r + 1}: team "${team.name}" has players facing two teams ("${teams[prev].name}" and "${teams[ok].name}")`,
          });
        else opp.set(k, ok);
      }
    });
    const fielded = (k: number, against: number | null): { pid: number; e: RoundEntry }[] =>
      teams[k].roster
        .map((pid) => ({ pid, e: byId.get(pid)!.rounds[r] }))
        .filter((x): x is { pid: number; e: RoundEntry } => {
          const e = x.e;
          if (!e) return false;
          if (e.kind === "bye") return e.bye === "pab" || e.bye === "fpb";
          return against !== null && teamOf.get(e.opponent) === against;
        });
    const done = new Set<number>();
    teams.forEach((team, k) => {
      if (done.has(k)) return;
      const o = opp.get(k);
      const src = { line: teams[k].source?.line };
      if (o === undefined) {
        done.add(k);
        const mine = fielded(k, null);
        const isPab =
          pabTeams.has(`${r + 1}:${team.id}`) ||
          mine.some((x) => x.e.kind === "bye" && x.e.bye === "pab");
        const bs: Board[] = mine.map((x, b) => ({
          board: b + 1,
          home: {
            player: x.pid,
            points: gp(x.e),
            kind: x.e.kind === "bye" && x.e.bye === "pab" ? "bye" : "forfeit",
          },
        }));
        const ff = forfeits.find((f) => f.round === r + 1 && (f.a === team.id || f.b === team.id));
        if (ff) return; // handled below with its opponent
        matches.push({
          round: r + 1,
          home: team.id,
          away: null,
          kind: isPab ? "pab" : "absent",
          boards: isPab ? bs : undefined,
          source: src,
        });
        return;
      }
      done.add(k);
      done.add(o);
      const a = fielded(k, o);
      const b = fielded(o, k);
      const boardOfB = new Map(b.map((x, i) => [x.pid, i + 1]));
      const list: Board[] = [];
      let outOfOrder = false;
      a.forEach((x, i) => {
        const e = x.e;
        const side: BoardSide = {
          player: x.pid,
          points: gp(e),
          kind:
            e.kind === "game" || e.kind === "unknown"
              ? "game"
              : e.kind === "forfeit"
                ? "forfeit"
                : "forfeit",
          colour: e.kind === "bye" ? undefined : e.colour,
        };
        let away: BoardSide = { points: Q.ZERO, kind: "absent" };
        if (e.kind !== "bye") {
          const oe = byId.get(e.opponent)?.rounds[r];
          if (boardOfB.get(e.opponent) !== i + 1) outOfOrder = true;
          if (oe && oe.kind !== "bye")
            away = {
              player: e.opponent,
              points: gp(oe),
              kind: oe.kind === "forfeit" ? "forfeit" : "game",
              colour: oe.colour,
            };
        }
        list.push({ board: i + 1, home: side, away });
      });
      // the other team's boards not yet listed: forfeit wins against an empty board
      for (const x of b) {
        if (x.e.kind !== "bye") continue;
        list.push({
          board: list.length + 1,
          home: { points: Q.ZERO, kind: "absent" },
          away: { player: x.pid, points: gp(x.e), kind: "forfeit" },
        });
      }
      if (outOfOrder)
        warnings.push({
          line: teams[k].source?.line ?? 0,
          message: `round ${r + 1}: the boards of "${team.name}" and "${teams[o].name}" differ in roster order; boards follow "${team.name}"`,
        });
      boards = Math.max(boards, list.length);
      const colour: Colour | undefined = list[0]?.home.colour;
      const ff = forfeits.find(
        (f) =>
          f.round === r + 1 &&
          ((f.a === team.id && f.b === teams[o].id) || (f.b === team.id && f.a === teams[o].id))
      );
      matches.push({
        round: r + 1,
        home: team.id,
        away: teams[o].id,
        kind: list.some((x) => x.home.kind === "game") ? "played" : "forfeit",
        colour,
        boards: list,
        forfeit: ff
          ? ff.a === team.id
            ? ff.code
            : ff.code === "+-"
              ? "-+"
              : ff.code === "-+"
                ? "+-"
                : "--"
          : undefined,
        source: src,
      });
    });
  }
  // forfeited matches without board entries
  for (const f of forfeits) {
    if (matches.some((m) => m.round === f.round && (m.home === f.a || m.away === f.a))) continue;
    matches.push({
      round: f.round,
      home: f.a,
      away: f.b,
      kind: "forfeit",
      forfeit: f.code,
      source: { line: f.l.n },
    });
  }
  if (errors.length) throw new TrfError(errors);

  // a team absent in every round from some round on has withdrawn after the last match
  for (const team of teams) {
    const mine = matches.filter((m) => m.home === team.id || m.away === team.id);
    let last = 0;
    for (const m of mine) if (m.kind !== "absent") last = Math.max(last, m.round);
    if (last > 0 && last < n) team.withdrawnAfter = last;
  }
  const tb = t.tiebreaks;
  return {
    event: {
      name: t.name,
      startDate: t.startDate,
      type: t.type,
      totalRounds: t.totalRounds,
      boards,
      teams,
      matches,
      matchPoints,
      pab,
      game: { win: t.points.win, draw: t.points.draw },
      primary,
      players: t.players,
      tiebreaks: tb,
      meta: t.meta,
    },
    warnings: [...trf.warnings, ...warnings],
  };
}
