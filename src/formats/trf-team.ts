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
interface OutOfOrder {
  line: number;
  round: number;
  team: number;
  other: number;
  /** Start numbers in board order; 0 an empty board. */
  order: number[];
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
  const stated: { line: number; id: number; mp: Q | null; gp: Q | null }[] = [];
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
  if (errors.length) throw new TrfError(errors);

  // records 362, 320, 330, 192
  let matchPoints = defaultMatchPoints();
  for (const l of linesOf(text, "362")) matchPoints = read362(l, errors);
  let pab: TeamEvent["pab"];
  const pabTeams = new Map<string, number>(); // "round:team"
  const l320: { l: Line; mp: Q; gp: Q; teams: { round: number; team: number }[] }[] = [];
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
    const rec = { l, mp, gp, teams: [] as { round: number; team: number }[] };
    let round = 0;
    for (let c = 13; c < l.s.length; c += 4) {
      round++;
      const v = num(l.s.slice(c, c + 4));
      if (v) {
        pabTeams.set(`${round}:${v}`, l.n);
        rec.teams.push({ round, team: v });
      }
    }
    l320.push(rec);
  }
  const forfeits: {
    l: Line;
    round: number;
    a: number;
    b: number;
    code: "+-" | "-+" | "--";
    used?: boolean;
  }[] = [];
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
  // 300: a team's boards in one round out of roster order (round 5-7, the team 9-11, its
  // opponent 13-15, then its players' start numbers in board order from column 17, 4-character
  // fields separated by a blank; 0 or blank an empty board)
  const outOfOrder = new Map<string, OutOfOrder>(); // "round:team"
  for (const l of linesOf(text, "300")) {
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
    if (bad || order.length === 0) {
      errors.push({
        line: l.n,
        message:
          "boards out of order record 300: expected the round at columns 5-7, the team at 9-11, its opponent at 13-15 and its players' start numbers in board order from column 17 (4 columns each, separated by a blank)",
      });
      continue;
    }
    const key = `${round}:${team}`;
    const prev = outOfOrder.get(key);
    if (prev) {
      errors.push({
        line: l.n,
        message: `record 300: round ${round!} of team ${team!} already has a board order (line ${prev.line})`,
      });
      continue;
    }
    outOfOrder.set(key, { line: l.n, round: round!, team: team!, other: other!, order });
  }
  const teamIndex = new Map(teams.map((x, k) => [x.id, k]));
  const used = new Set<OutOfOrder>();
  for (const o of outOfOrder.values()) {
    const bad = [o.team, o.other].find((id) => !teamIndex.has(id));
    if (bad !== undefined)
      errors.push({ line: o.line, message: `record 300: team ${bad} is not a team of this event` });
    else if (o.round > roundsEntered(t))
      errors.push({ line: o.line, message: `record 300: round ${o.round} has no results` });
  }
  if (errors.length) throw new TrfError(errors);
  const l192 = linesOf(text, "192")[0];
  const primary = l192 ? primaryFrom192(l192.s.slice(4)) : undefined;

  // matches from the board games
  const n = roundsEntered(t);
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const matches: TeamMatch[] = [];
  // players with a bye entry (U, F, or the old `+`, `1` with 0000) in a round their team plays a
  // match: each is a board won by forfeit against an empty board
  const againstEmpty: { pid: number; round: number; k: number }[] = [];
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
    const sideOf = (pid: number, e: RoundEntry): BoardSide => ({
      player: pid,
      points: gp(e),
      kind: e.kind === "game" || e.kind === "unknown" ? "game" : "forfeit",
      colour: e.kind === "bye" ? undefined : e.colour,
    });
    /**
     * The boards of the match between teams k and o (board i + 1 is the i-th entry, both sides
     * from k's point of view as home), or null after an error. Board order: a 300 record of
     * either team for this round (k's first), else k's fielded players in roster order (with a
     * warning when o's roster order differs).
     */
    const matchBoards = (k: number, o: number): Board[] | null => {
      const recK = outOfOrder.get(`${r + 1}:${teams[k].id}`);
      const recO = outOfOrder.get(`${r + 1}:${teams[o].id}`);
      const rec = recK ?? recO;
      if (recK) used.add(recK);
      if (recO) used.add(recO);
      const driver = rec === recK && recK ? k : rec ? o : k;
      const other = driver === k ? o : k;
      const mine = fielded(driver, other);
      const theirs = fielded(other, driver);
      let order: number[];
      if (rec) {
        const ok = checkOrder(rec, driver, other, mine);
        if (!ok) return null;
        order = rec.order;
      } else order = mine.map((x) => x.pid);
      const entryOf = new Map(mine.map((x) => [x.pid, x.e]));
      for (const x of [...mine, ...theirs])
        if (x.e.kind === "bye")
          againstEmpty.push({ pid: x.pid, round: r + 1, k: teamOf.get(x.pid)! });
      // the other team's players with a full-point bye face an empty board of the driver: they
      // take the boards the order leaves empty, in roster order, then the boards after
      const spare = theirs.filter((x) => x.e.kind === "bye");
      const pairs: { d: BoardSide; o: BoardSide }[] = [];
      const empty: BoardSide = { points: Q.ZERO, kind: "absent" };
      for (const pid of order) {
        if (pid === 0) {
          const x = spare.shift();
          pairs.push({ d: empty, o: x ? sideOf(x.pid, x.e) : empty });
          continue;
        }
        const e = entryOf.get(pid)!;
        let away: BoardSide = empty;
        if (e.kind !== "bye") {
          const oe = byId.get(e.opponent)?.rounds[r];
          if (oe && oe.kind !== "bye")
            away = {
              player: e.opponent,
              points: gp(oe),
              kind: oe.kind === "forfeit" ? "forfeit" : "game",
              colour: oe.colour,
            };
        }
        pairs.push({ d: sideOf(pid, e), o: away });
      }
      for (const x of spare) pairs.push({ d: empty, o: sideOf(x.pid, x.e) });
      const list: Board[] = pairs.map((p, i) =>
        driver === k
          ? { board: i + 1, home: p.d, away: p.o }
          : { board: i + 1, home: p.o, away: p.d }
      );
      if (recK && recO) {
        // both teams gave an order: they must put every game on the same board
        recO.order.forEach((pid, i) => {
          if (pid === 0) return;
          const at = list.findIndex((b) => b.away?.player === pid);
          if (at !== i)
            errors.push({
              line: recO.line,
              message: `record 300: player ${pid} of "${teams[o].name}" is on board ${i + 1} here but on board ${at < 0 ? "(none)" : at + 1} by the order of "${teams[k].name}" (line ${recK.line})`,
            });
        });
      } else if (!rec) {
        const boardOfO = new Map(theirs.map((x, i) => [x.pid, i + 1]));
        const differs = list.some((b, i) => {
          const p = b.away?.player;
          return b.home.player !== undefined && p !== undefined && boardOfO.get(p) !== i + 1;
        });
        if (differs)
          warnings.push({
            line: teams[k].source?.line ?? 0,
            message: `round ${r + 1}: the boards of "${teams[k].name}" and "${teams[o].name}" differ in roster order; boards follow "${teams[k].name}" (a 300 record gives the order played)`,
          });
      }
      return list;
    };
    /** A 300 record's list against the team's players in that round; false after an error. */
    const checkOrder = (
      rec: OutOfOrder,
      driver: number,
      other: number,
      mine: { pid: number; e: RoundEntry }[]
    ): boolean => {
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
        if (teamOf.get(pid) !== driver)
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
    };
    /**
     * A 330 record for a match with board entries: no board may be played over the board, and
     * the forfeited boards must give the record's outcome (else the 330's match points and the
     * boards' game points would disagree).
     */
    const checkForfeit = (
      f: (typeof forfeits)[number],
      list: Board[],
      k: number,
      o: number
    ): void => {
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
    };
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
        if (ff && isPab) {
          ff.used = true;
          errors.push({
            line: ff.l.n,
            message: `record 330: round ${ff.round}: team ${team.id} ("${team.name}") has the team PAB that round (${pabTeams.has(`${r + 1}:${team.id}`) ? `record 320, line ${pabTeams.get(`${r + 1}:${team.id}`)!}` : "U on its boards"}), not a forfeited match against team ${ff.a === team.id ? ff.b : ff.a}`,
          });
          return;
        }
        if (ff) return; // handled below with its opponent
        const uBoards = mine.filter((x) => x.e.kind === "bye" && x.e.bye === "pab");
        if (isPab && l320.length === 0 && uBoards.length > 0) {
          // the U entries are individual byes, each a win's point; the team PAB's score is the
          // event's (a draw's MP and GP by default), not their sum
          const at = lineOfPlayer.get(uBoards[0].pid) ?? 0;
          const written = uBoards.reduce((acc, x) => acc.add(gp(x.e)), Q.ZERO);
          warnings.push({
            line: at,
            kind: "team:pab-boards",
            round: r + 1,
            message: `round ${r + 1}: "${team.name}" has the team PAB, written as U on its boards (each a win's point as an individual bye: ${written} GP); scored as a draw's match and game points, the team regulations' default (C.04.6, the Olympiad); pab=${matchPoints.draw}-${written} scores the boards as written, a 320 record sets the file's own`,
          });
        }
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
      const list = matchBoards(k, o);
      if (!list) return;
      boards = Math.max(boards, list.length);
      const colour: Colour | undefined = list[0]?.home.colour;
      const ff = forfeits.find(
        (f) =>
          f.round === r + 1 &&
          ((f.a === team.id && f.b === teams[o].id) || (f.b === team.id && f.a === teams[o].id))
      );
      if (ff) {
        ff.used = true;
        checkForfeit(ff, list, k, o);
      }
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
  for (const o of outOfOrder.values())
    if (!used.has(o) && !errors.some((e) => e.line === o.line))
      errors.push({
        line: o.line,
        message: `record 300: team ${o.team} ("${teams[teamIndex.get(o.team)!].name}") plays no match against another team in round ${o.round}`,
      });
  // forfeited matches without board entries
  const teamName = (id: number): string => `team ${id} ("${teams[teamIndex.get(id)!].name}")`;
  const forfeitAt = new Map<string, number>(); // "round:team" -> line of its 330
  for (const f of forfeits) {
    if (f.used) continue;
    const unknown = [f.a, f.b].find((id) => !teamIndex.has(id));
    if (unknown !== undefined) {
      errors.push({
        line: f.l.n,
        message: `record 330: team ${unknown} is not a team of this event`,
      });
      continue;
    }
    if (t.totalRounds !== undefined && f.round > t.totalRounds) {
      errors.push({
        line: f.l.n,
        message: `record 330: round ${f.round} is after the event's last round (${t.totalRounds})`,
      });
      continue;
    }
    if (f.round > n)
      warnings.push({
        line: f.l.n,
        message: `record 330: round ${f.round} has no board results: the standings count it, with every other team absent that round`,
      });
    if (f.a === f.b) {
      errors.push({
        line: f.l.n,
        message: `record 330: round ${f.round}: ${teamName(f.a)} is paired with itself`,
      });
      continue;
    }
    const twice = [f.a, f.b].find((id) => forfeitAt.has(`${f.round}:${id}`));
    if (twice !== undefined) {
      errors.push({
        line: f.l.n,
        message: `record 330: round ${f.round}: ${teamName(twice)} already has a forfeited match (line ${forfeitAt.get(`${f.round}:${twice}`)!})`,
      });
      continue;
    }
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
      if (other === f.a || other === f.b) {
        errors.push({
          line: f.l.n,
          message: `record 330: round ${f.round}: the match of ${teamName(f.a)} and ${teamName(f.b)} has another 330 record`,
        });
        continue;
      }
      errors.push({
        line: f.l.n,
        message: `record 330: round ${f.round}: ${teamName(f.a)} and ${teamName(f.b)} did not meet: ${teamName(clash.id)} ${other === null ? "has the team PAB" : `plays ${teamName(other)}`} that round`,
      });
      continue;
    }
    forfeitAt.set(`${f.round}:${f.a}`, f.l.n);
    forfeitAt.set(`${f.round}:${f.b}`, f.l.n);
    matches.push({
      round: f.round,
      home: f.a,
      away: f.b,
      kind: "forfeit",
      forfeit: f.code,
      source: { line: f.l.n },
    });
  }
  // 320: the bye's values within what a match can give, and only for teams without a match
  for (const p of l320) {
    const maxGP = t.points.win.mul(Q.int(boards));
    if (boards > 0 && p.gp.gt(maxGP))
      errors.push({
        line: p.l.n,
        message: `team PAB record 320: ${p.gp} game points exceed the ${boards} boards (at most ${maxGP})`,
      });
    if (p.mp.gt(matchPoints.win))
      errors.push({
        line: p.l.n,
        message: `team PAB record 320: ${p.mp} match points exceed a match win's ${matchPoints.win}`,
      });
    for (const { round, team } of p.teams) {
      if (!teamIndex.has(team)) {
        errors.push({
          line: p.l.n,
          message: `team PAB record 320: team ${team} (round ${round}) is not a team of this event`,
        });
        continue;
      }
      if (round > n) {
        warnings.push({
          line: p.l.n,
          message: `team PAB record 320: round ${round} (${teamName(team)}) is after the last round with results (${n}); ignored`,
        });
        continue;
      }
      const m = matches.find(
        (x) => x.round === round && x.away !== null && (x.home === team || x.away === team)
      );
      if (m)
        errors.push({
          line: p.l.n,
          message: `team PAB record 320: round ${round}: ${teamName(team)} has no PAB, it plays ${teamName(m.home === team ? m.away! : m.home)} that round`,
        });
    }
    // a round the record names a team for, whose bye (U on its boards) went to another team
    for (const m of matches) {
      if (m.kind !== "pab" || pabTeams.has(`${m.round}:${m.home}`)) continue;
      const named = p.teams.filter((x) => x.round === m.round && teamIndex.has(x.team));
      if (named.length === 0) continue;
      warnings.push({
        line: p.l.n,
        message: `team PAB record 320: round ${m.round}: it names ${named.map((x) => teamName(x.team)).join(", ")}, but ${teamName(m.home)} has the PAB that round (U on its boards)`,
      });
    }
  }
  if (errors.length) throw new TrfError(errors);

  // a team absent in every round from some round on has withdrawn after the last match; in a
  // round robin of an odd number of teams the rounds its free rounds account for are not a
  // withdrawal (C.07 15.2; the engine reads them so when the type is inferred: freeRounds)
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
  const tb = t.tiebreaks;
  const event: TeamEvent = {
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
  };
  if (stated.length > 0) checkStated(event, stated, warnings);
  const ownWarnings = boardsAgainstEmpty(trf.warnings, againstEmpty, t, teams, matches);
  return { event, warnings: [...ownWarnings, ...warnings] };
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
