/**
 * Team board list: one row per board game, with columns Round, Board, White, Black and Result
 * ("1-0", "½-½", "0-1", "+-", "-+", "--"), and the teams either by column ("White team", "Black
 * team"; also "Team white", "Team black") or from a roster range: Team and Player columns (an
 * optional No and Rating), one row per player in board order, a blank Team cell continuing the
 * team above. Players are named or numbered (numbers need a roster with a No column).
 *
 * Rows of one round between the same two teams are one match; the team of White on the first
 * row is the home team. A row with "bye" (or "PAB") as one side's player or team is a board of
 * the other team's pairing-allocated bye; a row without a board number and a result "+-", "-+"
 * or "--" is a whole match forfeited. An empty player cell is an empty board (its result must be
 * a forfeit, "+-" or "-+"). Rounds whose results are all blank are pairings not played yet and
 * are not counted.
 *
 * Errors at cells: a board scored on one side only ("1", "1-"), a board entered twice in a
 * match, a board beyond boards=N, a player fielded for two teams or twice in one round, a team
 * with two opponents in one round, a team in the list that the roster does not know.
 */
import { Q } from "../engine/rational";
import {
  defaultMatchPoints,
  type Board,
  type BoardSide,
  type Team,
  type TeamEvent,
  type TeamMatch,
} from "../engine/team/model";
import type { Player } from "../engine/types";
import {
  badInt,
  cellInt,
  cellNumber,
  cellText,
  dataRowsBelow,
  findHeaderRow,
  type GridOrigin,
  isMaybeBlank,
  Issues,
  MAX_CELL_INT,
  norm,
  show,
  tooLarge,
  widthOf,
} from "./grid-common";
import type { TeamGridOptions } from "./grid-team-cells";

export const TEAM_BOARDS_ACCEPTED =
  'accepted results: "1-0", "0-1", "½-½", "1/2-1/2", "=", "+-" and "-+" (forfeits), "--" (both forfeited), "0-0"';

export interface TeamBoardColumns {
  round: number;
  board: number;
  white: number;
  black: number;
  result: number;
  whiteTeam?: number;
  blackTeam?: number;
  /** Whether both team columns are there. */
  teams: boolean;
}

const ROUND = /^(round|rd|rnd|r|runde|ronde|ronda|tour)$/;
const BOARD = /^(board|bd|brd|board no|bo|tisch|brett|table)$/;
const WHITE = /^(white|w|white player|white name|weiss|weiß|blanc)$/;
const BLACK = /^(black|b|black player|black name|schwarz|noir)$/;
const RESULT = /^(result|res|score|ergebnis|résultat|resultat)$/;
const WHITE_TEAM = /^(white team|team white|w team|team w|white's team|team 1|home team|home)$/;
const BLACK_TEAM = /^(black team|team black|b team|team b|black's team|team 2|away team|away)$/;

/** The columns of a board list header, or null when the header is not one. */
export function teamBoardColumns(header: unknown[], width: number): TeamBoardColumns | null {
  const found: Partial<TeamBoardColumns> = {};
  const take = (key: keyof TeamBoardColumns, c: number): void => {
    if (found[key] === undefined) (found as Record<string, number>)[key] = c;
  };
  for (let c = 0; c < width; c++) {
    const h = norm(header[c]);
    if (ROUND.test(h)) take("round", c);
    else if (BOARD.test(h)) take("board", c);
    else if (WHITE.test(h)) take("white", c);
    else if (BLACK.test(h)) take("black", c);
    else if (RESULT.test(h)) take("result", c);
    else if (WHITE_TEAM.test(h)) take("whiteTeam", c);
    else if (BLACK_TEAM.test(h)) take("blackTeam", c);
  }
  const { round, board, white, black, result } = found;
  if (
    round === undefined ||
    board === undefined ||
    white === undefined ||
    black === undefined ||
    result === undefined
  )
    return null;
  return {
    round,
    board,
    white,
    black,
    result,
    whiteTeam: found.whiteTeam,
    blackTeam: found.blackTeam,
    teams: found.whiteTeam !== undefined && found.blackTeam !== undefined,
  };
}

type Res =
  | { t: "pair"; w: Q; b: Q; wk: BoardSide["kind"]; bk: BoardSide["kind"] }
  | { t: "blank" }
  | { t: "one-side" }
  | { t: "bad" };

const HALF = "(?:½|1/2|0[.,]5|[.,]5)";
const SIDE = `(1|0|${HALF}|\\+|-)`;
const PAIR = new RegExp(`^${SIDE}\\s*[-:–]\\s*${SIDE}$`);

function side(s: string): Q {
  return s === "1" || s === "+" ? Q.ONE : s === "0" || s === "-" ? Q.ZERO : Q.HALF;
}

/** A board result from White's side. */
export function boardResult(v: unknown): Res {
  if (isMaybeBlank(v)) return { t: "blank" };
  const s = cellText(v).replace(/\s+/g, "").toLowerCase();
  if (s === "=" || s === "½" || s === "draw")
    return { t: "pair", w: Q.HALF, b: Q.HALF, wk: "game", bk: "game" };
  if (s === "+-" || s === "+:-")
    return { t: "pair", w: Q.ONE, b: Q.ZERO, wk: "forfeit", bk: "forfeit" };
  if (s === "-+" || s === "-:+")
    return { t: "pair", w: Q.ZERO, b: Q.ONE, wk: "forfeit", bk: "forfeit" };
  if (s === "--" || s === "-:-")
    return { t: "pair", w: Q.ZERO, b: Q.ZERO, wk: "forfeit", bk: "forfeit" };
  const m = PAIR.exec(s);
  if (m) {
    const forfeit = m[1] === "+" || m[1] === "-" || m[2] === "+" || m[2] === "-";
    if (forfeit) return { t: "bad" };
    const w = side(m[1]);
    const b = side(m[2]);
    if (w.add(b).gt(Q.ONE)) return { t: "bad" };
    return { t: "pair", w, b, wk: "game", bk: "game" };
  }
  if (
    /^(1|0|½|1\/2|0[.,]5|\+|-)[-:–]?$|^[-:–](1|0|½|1\/2|0[.,]5|\+|-)$/.test(s) ||
    typeof v === "number"
  )
    return { t: "one-side" };
  return { t: "bad" };
}

const BYE = new Set(["bye", "pab", "free", "spielfrei"]);

const ROSTER_TEAM = /^(team|teams|team name|squad|club)$/;
const ROSTER_NAME = /^(player|name|players|player name)$/;
const ROSTER_NO = /^(no|nr|#|sno|id|number|start no)$/;
const ROSTER_RATING = /^(rating|rtg|elo|fide)$/;
/** Rating cells that mean unrated, as in an individual grid. */
const UNRATED_TEXT = new Set(["-", "–", "nr", "unr", "unrated", "none", "n/a"]);
/** A board column of a roster with one row per team: "1", "Board 1", "Bd 1", "Player 1", "Reserve". */
const ROSTER_BOARD = /^((board|bd|brd|player|p|b)\s*\d{1,3}|\d{1,3}|(reserve|res)\s*\d{0,2})$/;

/** The teams and their players in board order, read from a roster range. */
interface RosterRead {
  players: Player[];
  byName: Map<string, number>;
  /** Numbers written in the roster (No column, numeric board cells) to player index. */
  byNo: Map<number, number>;
  /** Team names in order of first appearance. */
  teamOrder: string[];
  /** Player id to team name. */
  rosterOf: Map<number, string>;
}

function emptyRoster(): RosterRead {
  return { players: [], byName: new Map(), byNo: new Map(), teamOrder: [], rosterOf: new Map() };
}

const nameKey = (s: string): string => s.normalize("NFC").toLowerCase().replace(/\s+/g, " ");

/**
 * Reads a roster range, in either shape an organiser keeps:
 * - one row per player: Team and Player (or Name) columns, optional No and Rating, rows in board
 *   order, a blank Team cell continuing the team above;
 * - one row per team: a Team column, then one column per board ("1", "Board 1", "Player 1",
 *   "Reserve"...), each cell a player's name (or number).
 * Errors at its cells: a player on two teams' rosters (or twice on one), a number used twice, a
 * team with two rows, a player before the first team name.
 */
export function readRoster(cells: unknown[][], issues: Issues): RosterRead {
  const out = emptyRoster();
  const { players, byName, byNo, teamOrder, rosterOf } = out;
  const width = widthOf(cells);
  const headerRow = findHeaderRow(cells, (row) => row.some((v) => ROSTER_TEAM.test(norm(v))));
  const header = cells[headerRow] ?? [];
  let team = -1;
  let name = -1;
  let no = -1;
  let rating = -1;
  const boardCols: number[] = [];
  for (let c = 0; c < width; c++) {
    const h = norm(header[c]);
    if (ROSTER_TEAM.test(h) && team < 0) team = c;
    else if (ROSTER_NAME.test(h) && name < 0) name = c;
    else if (ROSTER_NO.test(h) && no < 0) no = c;
    else if (ROSTER_RATING.test(h) && rating < 0) rating = c;
    else if (ROSTER_BOARD.test(h)) boardCols.push(c);
  }
  if (team < 0 || (name < 0 && boardCols.length === 0)) {
    issues.error(
      headerRow,
      0,
      'roster: expected a header row with "Team" and "Player" (or "Name") columns, one row per player in board order; or "Team" and board columns ("1", "2", ... or "Board 1", "Board 2", ...), one row per team',
      "missing"
    );
    return out;
  }
  if (name >= 0 && boardCols.length > 0) {
    // the two shapes in one header: which cells hold the players is not known
    issues.error(
      headerRow,
      boardCols[0],
      `roster: a "${cellText(header[name])}" column (${issues.at(headerRow, name)}) and board columns ("${cellText(header[boardCols[0]])}") in one roster: use one shape, either Team and Player columns (one row per player in board order) or Team and board columns (one row per team)`,
      "inconsistent"
    );
    return out;
  }
  const teamKeyOf = new Map<string, string>();
  const teamRow = new Map<string, number>();
  /** Each player's team, by index in players. */
  const teamOfPlayer: string[] = [];
  /** The cell each explicit number was written in. */
  const noCell = new Map<number, string>();
  /**
   * A player; `id` is the number written for them (No column, or a numeric board cell at
   * (r, numberCol)), else null: such players are numbered after the loop with numbers no one
   * wrote, so that a name never takes a written number.
   */
  const add = (
    r: number,
    c: number,
    pn: string,
    current: string,
    id: number | null,
    numberCol: number
  ): void => {
    if (id !== null) {
      const first = noCell.get(id);
      if (first !== undefined) {
        issues.error(
          r,
          numberCol,
          `roster: number ${id} is used twice (also ${first}): a number names one player`,
          "inconsistent"
        );
        return;
      }
    }
    const key = nameKey(pn);
    const prev = byName.get(key);
    if (prev !== undefined) {
      const other = teamOfPlayer[prev];
      issues.error(
        r,
        c,
        `roster: ${pn} is already on the roster of ${other === current ? "this team" : other} (${players[prev].source?.cell}): a player is on one team's roster only, once`,
        "inconsistent"
      );
      return;
    }
    if (id !== null) {
      noCell.set(id, issues.at(r, numberCol));
      byNo.set(id, players.length);
    }
    const p: Player = {
      id: id ?? 0,
      name: pn,
      attrs: {},
      rounds: [],
      source: { cell: issues.at(r, c) },
    };
    byName.set(key, players.length);
    players.push(p);
    teamOfPlayer.push(current);
  };
  /** The player number written at (r, c); undefined after an error there when it is not one. */
  const numberAt = (r: number, c: number, what: string): number | undefined => {
    const v = cells[r][c];
    const id = cellInt(v);
    if (id !== null && id <= MAX_CELL_INT) return id;
    issues.error(
      r,
      c,
      `roster: ${badInt(what, v)}`,
      tooLarge(v, MAX_CELL_INT) ? "overflow" : "invalid-value"
    );
    return undefined;
  };
  const teamOf = (r: number, text: string): string => {
    const k = nameKey(text);
    const known = teamKeyOf.get(k);
    if (known !== undefined) return known;
    teamKeyOf.set(k, text);
    teamRow.set(k, r);
    teamOrder.push(text);
    return text;
  };
  let current = "";
  for (const r of dataRowsBelow(cells, headerRow)) {
    const row = cells[r];
    const t = isMaybeBlank(row[team]) ? "" : cellText(row[team]);
    if (name < 0) {
      // one row per team
      if (t === "") {
        issues.error(r, team, "roster: the team name is missing", "missing");
        continue;
      }
      if (teamKeyOf.has(nameKey(t))) {
        issues.error(
          r,
          team,
          `roster: team ${t} has a second row (also ${issues.at(teamRow.get(nameKey(t))!, team)})`,
          "inconsistent"
        );
        continue;
      }
      current = teamOf(r, t);
      for (const c of boardCols) {
        if (isMaybeBlank(row[c])) continue;
        // a number in a board cell is the player's number (as a board list may write it)
        let asNo: number | null = null;
        if (typeof row[c] === "number") {
          const n = numberAt(r, c, "player number");
          if (n === undefined) continue;
          asNo = n;
        }
        add(r, c, cellText(row[c]), current, asNo, c);
      }
      continue;
    }
    if (t !== "") current = teamOf(r, t);
    const pn = isMaybeBlank(row[name]) ? "" : cellText(row[name]);
    if (pn === "") continue;
    if (current === "") {
      issues.error(r, team, "roster: a player before the first team name", "missing");
      continue;
    }
    let id: number | null = null;
    if (no >= 0) {
      const n = numberAt(r, no, "player number");
      if (n === undefined) continue;
      id = n;
    }
    const before = players.length;
    add(r, name, pn, current, id, no);
    if (players.length > before && rating >= 0) {
      const v = row[rating];
      const q = cellNumber(v);
      if (q !== null && q.isInteger() && q.n >= 0) {
        if (q.n > 0) players[before].rating = q.n;
      } else if (!isMaybeBlank(v) && !UNRATED_TEXT.has(cellText(v).trim().toLowerCase()))
        issues.error(
          r,
          rating,
          q === null && tooLarge(v)
            ? `roster: rating ${show(v)} is too large`
            : `roster: rating ${show(v)} is not a whole number (leave it blank or write 0 for unrated)`,
          q === null && tooLarge(v) ? "overflow" : "invalid-value"
        );
    }
  }
  // players without a written number: the smallest numbers no one wrote, in roster order
  let next = 1;
  players.forEach((p, k) => {
    if (p.id === 0) {
      while (byNo.has(next)) next++;
      p.id = next++;
    }
    rosterOf.set(p.id, teamOfPlayer[k]);
  });
  if (issues.errors.length === 0 && players.length === 0)
    issues.error(headerRow, team, "roster: no players below the header row", "missing");
  return out;
}

/** Checks a roster range on its own: throws a GridError listing its problems at its cells. */
export function checkRoster(cells: unknown[][], origin?: GridOrigin): void {
  const issues = new Issues(origin);
  readRoster(
    cells.map((r) => (Array.isArray(r) ? r : [])),
    issues
  );
  issues.check();
}

interface Row {
  r: number;
  round: number;
  board: number | null;
  /** [white, black]: team name, player index (or -1 for an empty board, -2 for a bye). */
  team: [string, string];
  player: [number, number];
  res: Extract<Res, { t: "pair" }> | null;
}

export function readTeamBoards(
  cells: unknown[][],
  headerRow: number,
  width: number,
  opts: TeamGridOptions,
  issues: Issues
): { event: TeamEvent; teamRows: number[] } | null {
  const gc = teamBoardColumns(cells[headerRow] ?? [], width);
  if (!gc) {
    issues.error(
      headerRow,
      0,
      "a team board list needs the columns Round, Board, White, Black and Result",
      "missing"
    );
    return null;
  }
  const rosterIssues = new Issues(opts.rosterOrigin);
  const { players, byName, byNo, teamOrder, rosterOf } = opts.roster
    ? readRoster(
        opts.roster.map((r) => (Array.isArray(r) ? r : [])),
        rosterIssues
      )
    : emptyRoster();
  if (opts.roster) {
    for (let k = 0; k < rosterIssues.errors.length; k++) {
      issues.errors.push(rosterIssues.errors[k]);
      issues.reasons[issues.errors.length - 1] = rosterIssues.reasons[k];
    }
    if (rosterIssues.errors.length) return null;
  } else if (!gc.teams) {
    issues.error(
      headerRow,
      0,
      'no team columns: add "White team" and "Black team" columns, or give a roster (Team and Player columns)',
      "missing"
    );
    return null;
  }
  const rosterGiven = opts.roster !== undefined;
  const teamKey = nameKey;
  const teamNames = new Map<string, string>(teamOrder.map((t) => [teamKey(t), t]));

  // pass 1: rows
  const rows: Row[] = [];
  for (const r of dataRowsBelow(cells, headerRow)) {
    const row = cells[r];
    const round = cellInt(row[gc.round]);
    if (round === null || round > MAX_BOARD_LIST) {
      issues.error(
        r,
        gc.round,
        isMaybeBlank(row[gc.round])
          ? "the round is missing"
          : round !== null || tooLarge(row[gc.round], MAX_BOARD_LIST)
            ? `round ${show(row[gc.round])} is too large (at most ${MAX_BOARD_LIST})`
            : `round ${show(row[gc.round])} is not a positive whole number`
      );
      continue;
    }
    let board: number | null = null;
    if (!isMaybeBlank(row[gc.board])) {
      board = cellInt(row[gc.board]);
      if (board === null || board > MAX_BOARD_LIST) {
        issues.error(
          r,
          gc.board,
          board !== null || tooLarge(row[gc.board], MAX_BOARD_LIST)
            ? `board ${show(row[gc.board])} is too large (at most ${MAX_BOARD_LIST})`
            : `board ${show(row[gc.board])} is not a positive whole number`
        );
        continue;
      }
      if (opts.boards !== undefined && board > opts.boards) {
        issues.error(
          r,
          gc.board,
          `board ${board}, but the event has ${opts.boards} boards (boards=${opts.boards})`,
          "inconsistent"
        );
        continue;
      }
    }
    const res = boardResult(row[gc.result]);
    if (res.t === "one-side") {
      issues.error(
        r,
        gc.result,
        `${show(row[gc.result])}: a board scored on one side only; write both sides ("1-0", "½-½", "0-1", "+-")`,
        "missing"
      );
      continue;
    }
    if (res.t === "bad") {
      issues.error(
        r,
        gc.result,
        `cannot read ${show(row[gc.result])} as a board result; ${TEAM_BOARDS_ACCEPTED}`
      );
      continue;
    }
    const team: [string, string] = ["", ""];
    const player: [number, number] = [-1, -1];
    let bad = false;
    ([0, 1] as const).forEach((s) => {
      const pc = s === 0 ? gc.white : gc.black;
      const tc = s === 0 ? gc.whiteTeam : gc.blackTeam;
      const pv = row[pc];
      const tv = tc === undefined ? undefined : row[tc];
      const ptext = isMaybeBlank(pv) ? "" : cellText(pv);
      const ttext = tv === undefined || isMaybeBlank(tv) ? "" : cellText(tv);
      if (BYE.has(ptext.toLowerCase()) || BYE.has(ttext.toLowerCase())) {
        player[s] = -2;
        team[s] = "bye";
        return;
      }
      if (ttext !== "") {
        const known = teamNames.get(teamKey(ttext));
        if (!known && rosterGiven) {
          issues.error(
            r,
            tc!,
            `team "${ttext}" is not on the roster (teams: ${teamOrder.join(", ")})`,
            "not-found"
          );
          bad = true;
          return;
        }
        team[s] = known ?? ttext;
        if (!known) {
          teamNames.set(teamKey(ttext), ttext);
          teamOrder.push(ttext);
        }
      }
      if (ptext === "") return;
      let k: number | undefined;
      if (typeof pv === "number" || /^\d+$/.test(ptext)) k = byNo.get(Number(ptext));
      if (k === undefined) k = byName.get(nameKey(ptext));
      if (k === undefined) {
        if (rosterGiven) {
          issues.error(
            r,
            pc,
            `player ${show(pv)} is not on any team's roster: add them to their team's roster (or correct the name)`,
            "not-found"
          );
          bad = true;
          return;
        }
        k = players.length;
        players.push({
          id: k + 1,
          name: ptext,
          attrs: {},
          rounds: [],
          source: { cell: issues.at(r, pc) },
        });
        byName.set(nameKey(ptext), k);
      }
      player[s] = k;
      const id = players[k].id;
      const theirs = rosterOf.get(id);
      if (team[s] === "" && theirs) team[s] = theirs;
      else if (team[s] === "") {
        issues.error(
          r,
          pc,
          `the team of ${ptext} is not known: give the team column or a roster`,
          "missing"
        );
        bad = true;
      } else if (theirs && teamKey(theirs) !== teamKey(team[s])) {
        issues.error(
          r,
          pc,
          `${ptext} is fielded for ${team[s]} here, but plays for ${theirs}${rosterGiven ? " on the roster" : ` (${players[k].source?.cell})`}: a player is fielded for one team only`,
          "inconsistent"
        );
        bad = true;
      } else rosterOf.set(id, team[s]);
    });
    if (bad) continue;
    if (player[0] >= 0 && player[0] === player[1]) {
      issues.error(
        r,
        gc.black,
        `${players[player[0]].name} cannot play against themselves`,
        "inconsistent"
      );
      continue;
    }
    rows.push({ r, round, board, team, player, res: res.t === "pair" ? res : null });
  }
  // empty boards without a team column: the opponent of the known team in that round
  for (const row of rows) {
    for (const s of [0, 1] as const) {
      if (row.team[s] !== "") continue;
      const known = row.team[1 - s];
      const opp = new Set<string>();
      for (const o of rows)
        if (o.round === row.round && o !== row)
          for (const t of [0, 1] as const)
            if (o.team[t] === known && o.team[1 - t] !== "") opp.add(o.team[1 - t]);
      if (opp.size === 1) row.team[s] = [...opp][0];
      else
        issues.error(
          row.r,
          s === 0 ? gc.white : gc.black,
          `an empty board, and the opponent of ${known} in round ${row.round} is not known from the other boards: give the team column`,
          "missing"
        );
    }
  }
  // rounds whose results are all blank: pairings not played yet
  const roundsSeen = [...new Set(rows.map((x) => x.round))].sort((a, b) => a - b);
  const isBye = (x: Row): boolean => x.player[0] === -2 || x.player[1] === -2;
  const pendingRounds = new Set(
    roundsSeen.filter(
      (rd) =>
        rows.every((x) => x.round !== rd || x.res === null || isBye(x)) &&
        rows.some((x) => x.round === rd && !isBye(x))
    )
  );
  for (const row of rows) {
    if (row.res === null && !isBye(row) && !pendingRounds.has(row.round))
      issues.error(
        row.r,
        gc.result,
        `round ${row.round}: no result, but the round has results`,
        "missing"
      );
  }
  if (pendingRounds.size > 0)
    issues.warn(
      headerRow,
      gc.round,
      `round${pendingRounds.size > 1 ? "s" : ""} ${[...pendingRounds].join(", ")}: no results yet, not counted`
    );

  // pass 2: matches
  const teamId = new Map(teamOrder.map((t, k) => [teamKey(t), k + 1]));
  const idOf = (t: string): number => teamId.get(teamKey(t))!;
  const matches = new Map<string, { m: TeamMatch; rowOfBoard: Map<number, number> }>();
  const opponentIn = new Map<string, { opp: string; r: number }>();
  const fielded = new Map<string, number>();
  for (const row of rows) {
    if (pendingRounds.has(row.round) || issues.errors.length > 50) continue;
    if (row.res === null && !isBye(row)) continue;
    const res = row.res ?? { t: "pair", w: Q.ZERO, b: Q.ZERO, wk: "bye", bk: "bye" };
    const [wt, bt] = row.team;
    if (wt === "" || bt === "") continue;
    if (wt === "bye" && bt === "bye") {
      issues.error(row.r, gc.white, "both sides are a bye", "inconsistent");
      continue;
    }
    if (wt !== "bye" && bt !== "bye" && teamKey(wt) === teamKey(bt)) {
      if (row.player[0] >= 0 && row.player[1] >= 0 && gc.blackTeam === undefined) {
        issues.error(
          row.r,
          gc.black,
          `${players[row.player[0]].name} and ${players[row.player[1]].name} are both on the roster of ${wt}: a board is played between players of two teams`,
          "inconsistent"
        );
        continue;
      }
      issues.error(
        row.r,
        gc.blackTeam ?? gc.black,
        `${wt} cannot play against itself`,
        "inconsistent"
      );
      continue;
    }
    // each team one opponent per round
    let clash = false;
    for (const [t, o] of [
      [wt, bt],
      [bt, wt],
    ]) {
      if (t === "bye") continue;
      const key = `${row.round}|${teamKey(t)}`;
      const prev = opponentIn.get(key);
      if (prev && teamKey(prev.opp) !== teamKey(o)) {
        issues.error(
          row.r,
          gc.result,
          `round ${row.round}: ${t} plays ${o} here and ${prev.opp} at ${issues.at(prev.r, gc.round)}: a team has one match per round`,
          "inconsistent"
        );
        clash = true;
      } else if (!prev) opponentIn.set(key, { opp: o, r: row.r });
    }
    if (clash) continue;
    // each player once per round
    for (const s of [0, 1] as const) {
      const k = row.player[s];
      if (k < 0) continue;
      const key = `${row.round}|${k}`;
      if (fielded.has(key)) {
        issues.error(
          row.r,
          s === 0 ? gc.white : gc.black,
          `round ${row.round}: ${players[k].name} already plays at ${issues.at(fielded.get(key)!, gc.round)}`,
          "inconsistent"
        );
        clash = true;
      } else fielded.set(key, row.r);
    }
    if (clash) continue;
    // an empty board must be a forfeit
    for (const s of [0, 1] as const) {
      if (row.player[s] === -1 && row.team[s] !== "bye" && row.board !== null && res.wk === "game")
        issues.error(
          row.r,
          s === 0 ? gc.white : gc.black,
          `an empty board scored as a played game ${show(cells[row.r][gc.result])}: write "+-" or "-+"`,
          "inconsistent"
        );
    }
    const pab = wt === "bye" || bt === "bye";
    const homeTeam = pab ? (wt === "bye" ? bt : wt) : wt;
    const a = pab ? homeTeam : [wt, bt].sort((x, y) => idOf(x) - idOf(y)).join("|");
    const mkey = `${row.round}|${pab ? `pab|${teamKey(a)}` : teamKey(a)}`;
    let entry = matches.get(mkey);
    if (!entry) {
      const m: TeamMatch = pab
        ? {
            round: row.round,
            home: idOf(homeTeam),
            away: null,
            kind: "pab",
            boards: [],
            source: { cell: issues.at(row.r, gc.round) },
          }
        : {
            round: row.round,
            home: idOf(wt),
            away: idOf(bt),
            kind: "played",
            boards: [],
            source: { cell: issues.at(row.r, gc.round) },
          };
      entry = { m, rowOfBoard: new Map() };
      matches.set(mkey, entry);
    }
    const m = entry.m;
    if (row.board === null) {
      if (pab) continue; // a bye row without boards: the PAB as the event scores it
      if (row.res === null) continue;
      if (res.wk !== "forfeit") {
        issues.error(
          row.r,
          gc.board,
          'the board is missing (a row without a board is a whole match forfeited: "+-", "-+" or "--")',
          "missing"
        );
        continue;
      }
      const homeIsWhite = m.home === idOf(wt);
      const [hp, ap] = homeIsWhite ? [res.w, res.b] : [res.b, res.w];
      m.kind = "forfeit";
      m.forfeit = hp.gt(ap) ? "+-" : ap.gt(hp) ? "-+" : "--";
      continue;
    }
    if (entry.rowOfBoard.has(row.board)) {
      issues.error(
        row.r,
        gc.board,
        `round ${row.round}: board ${row.board} of this match is entered twice (also ${issues.at(entry.rowOfBoard.get(row.board)!, gc.board)})`,
        "inconsistent"
      );
      continue;
    }
    entry.rowOfBoard.set(row.board, row.r);
    const sideOf = (s: 0 | 1): BoardSide => {
      const k = row.player[s];
      const pts = s === 0 ? res.w : res.b;
      const kind: BoardSide["kind"] =
        row.team[s] === "bye" ? "bye" : k === -1 ? "absent" : s === 0 ? res.wk : res.bk;
      return {
        ...(k >= 0 ? { player: players[k].id } : {}),
        points: pts,
        kind,
        colour: s === 0 ? "w" : "b",
      };
    };
    if (pab) {
      const s = wt === "bye" ? 1 : 0;
      m.boards!.push({ board: row.board, home: sideOf(s) });
    } else {
      const homeIsWhite = m.home === idOf(wt);
      const b: Board = homeIsWhite
        ? { board: row.board, home: sideOf(0), away: sideOf(1) }
        : { board: row.board, home: sideOf(1), away: sideOf(0) };
      m.boards!.push(b);
      if (row.board === 1 || m.colour === undefined) m.colour = homeIsWhite ? "w" : "b";
    }
  }
  const list = [...matches.values()].map((e) => e.m);
  for (const m of list) {
    m.boards!.sort((a, b) => a.board - b.board);
    if (m.kind === "forfeit" && m.boards!.length > 0) {
      issues.error(
        0,
        0,
        `round ${m.round}: match ${teamOrder[m.home - 1]}-${teamOrder[(m.away ?? 1) - 1]} is both forfeited as a whole and has board results (${m.source?.cell})`,
        "inconsistent"
      );
    }
    if (m.kind === "forfeit") delete m.boards;
  }
  let boards = opts.boards ?? 0;
  for (const m of list) for (const b of m.boards ?? []) boards = Math.max(boards, b.board);
  // a match whose board numbers leave a gap below the event's highest board: most often a typo
  // in a board cell (a "99" makes a 99-board event), so say which boards are missing
  for (const { m, rowOfBoard } of matches.values()) {
    if (m.kind !== "played" || !m.boards?.length) continue;
    const have = new Set(m.boards.map((b) => b.board));
    const missing: number[] = [];
    for (let b = 1; b <= boards; b++) if (!have.has(b)) missing.push(b);
    if (missing.length === 0) continue;
    const home = teamOrder[m.home - 1];
    const away = teamOrder[(m.away ?? 1) - 1];
    issues.warn(
      Math.min(...rowOfBoard.values()),
      gc.board,
      `round ${m.round}: match ${home}-${away} has no entry for board${missing.length > 1 ? "s" : ""} ${boardRanges(missing)} of the ${boards} boards (the highest board number entered); the missing boards count as empty on both sides`,
      { kind: "grid:board-gap", round: m.round }
    );
  }
  // rosters in board order: the roster's, else by the lowest board each player played
  const teams: Team[] = teamOrder.map((name, k) => ({ id: k + 1, name, roster: [] }));
  const lowest = new Map<number, number>();
  for (const m of list)
    for (const b of m.boards ?? [])
      for (const s of [b.home, b.away])
        if (s?.player !== undefined)
          lowest.set(s.player, Math.min(lowest.get(s.player) ?? Infinity, b.board));
  const order = players
    .map((p, k) => ({ p, k }))
    .sort((a, b) =>
      rosterGiven
        ? a.k - b.k
        : (lowest.get(a.p.id) ?? 1e9) - (lowest.get(b.p.id) ?? 1e9) || a.k - b.k
    );
  for (const { p } of order) {
    const t = rosterOf.get(p.id);
    if (t) teams[idOf(t) - 1].roster.push(p.id);
  }
  const event: TeamEvent = {
    boards,
    teams,
    matches: list,
    matchPoints: defaultMatchPoints(),
    game: { win: Q.ONE, draw: Q.HALF },
    meta: {},
    players,
  };
  return { event, teamRows: teams.map(() => -1) };
}

/** The largest round or board number a board list may hold. */
const MAX_BOARD_LIST = 999;

/** "3", "3, 5", "4-998": board numbers as short ranges, at most five of them. */
function boardRanges(nums: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < nums.length;) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === nums[j] + 1) j++;
    parts.push(j > i ? `${nums[i]}-${nums[j]}` : `${nums[i]}`);
    i = j + 1;
  }
  return parts.length > 5 ? `${parts.slice(0, 5).join(", ")} ...` : parts.join(", ");
}
