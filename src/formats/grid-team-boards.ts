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

/** Where a roster's header row and columns are. */
interface RosterColumns {
  headerRow: number;
  team: number;
  /** The Player column (-1 in a roster with one row per team). */
  name: number;
  no: number;
  rating: number;
  /** The board columns of a roster with one row per team. */
  boardCols: number[];
}

/** The roster's header row and columns; null after an error at the header. */
function rosterColumns(cells: unknown[][], issues: Issues): RosterColumns | null {
  const width = widthOf(cells);
  const headerRow = findHeaderRow(cells, (row) => row.some((v) => ROSTER_TEAM.test(norm(v))));
  const header = cells[headerRow] ?? [];
  const cols: RosterColumns = { headerRow, team: -1, name: -1, no: -1, rating: -1, boardCols: [] };
  for (let c = 0; c < width; c++) {
    const h = norm(header[c]);
    if (ROSTER_TEAM.test(h) && cols.team < 0) cols.team = c;
    else if (ROSTER_NAME.test(h) && cols.name < 0) cols.name = c;
    else if (ROSTER_NO.test(h) && cols.no < 0) cols.no = c;
    else if (ROSTER_RATING.test(h) && cols.rating < 0) cols.rating = c;
    else if (ROSTER_BOARD.test(h)) cols.boardCols.push(c);
  }
  const { team, name, boardCols } = cols;
  if (team < 0 || (name < 0 && boardCols.length === 0)) {
    issues.error(
      headerRow,
      0,
      'roster: expected a header row with "Team" and "Player" (or "Name") columns, one row per player in board order; or "Team" and board columns ("1", "2", ... or "Board 1", "Board 2", ...), one row per team',
      "missing"
    );
    return null;
  }
  if (name >= 0 && boardCols.length > 0) {
    // the two shapes in one header: which cells hold the players is not known
    issues.error(
      headerRow,
      boardCols[0],
      `roster: a "${cellText(header[name])}" column (${issues.at(headerRow, name)}) and board columns ("${cellText(header[boardCols[0]])}") in one roster: use one shape, either Team and Player columns (one row per player in board order) or Team and board columns (one row per team)`,
      "inconsistent"
    );
    return null;
  }
  return cols;
}

/** A roster as it is read, row by row: the players and teams so far, and where each was written. */
class RosterBuilder {
  readonly out = emptyRoster();
  private readonly teamKeyOf = new Map<string, string>();
  private readonly teamRow = new Map<string, number>();
  /** Each player's team, by index in players. */
  private readonly teamOfPlayer: string[] = [];
  /** The cell each explicit number was written in. */
  private readonly noCell = new Map<number, string>();

  constructor(
    private readonly cells: unknown[][],
    private readonly issues: Issues
  ) {}

  /**
   * A player; `id` is the number written for them (No column, or a numeric board cell at
   * (r, numberCol)), else null: such players are numbered by finish() with numbers no one
   * wrote, so that a name never takes a written number.
   */
  add(
    r: number,
    c: number,
    pn: string,
    current: string,
    id: number | null,
    numberCol: number
  ): void {
    const { issues } = this;
    const { players, byName, byNo } = this.out;
    if (id !== null) {
      const first = this.noCell.get(id);
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
      const other = this.teamOfPlayer[prev];
      issues.error(
        r,
        c,
        `roster: ${pn} is already on the roster of ${other === current ? "this team" : other} (${players[prev].source?.cell}): a player is on one team's roster only, once`,
        "inconsistent"
      );
      return;
    }
    if (id !== null) {
      this.noCell.set(id, issues.at(r, numberCol));
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
    this.teamOfPlayer.push(current);
  }

  /** The player number written at (r, c); undefined after an error there when it is not one. */
  numberAt(r: number, c: number, what: string): number | undefined {
    const v = this.cells[r][c];
    const id = cellInt(v);
    if (id !== null && id <= MAX_CELL_INT) return id;
    this.issues.error(
      r,
      c,
      `roster: ${badInt(what, v)}`,
      tooLarge(v, MAX_CELL_INT) ? "overflow" : "invalid-value"
    );
    return undefined;
  }

  /** The team named `text` (as first written), taken in at row r if it is new. */
  teamOf(r: number, text: string): string {
    const k = nameKey(text);
    const known = this.teamKeyOf.get(k);
    if (known !== undefined) return known;
    this.teamKeyOf.set(k, text);
    this.teamRow.set(k, r);
    this.out.teamOrder.push(text);
    return text;
  }

  /** The row a team was first written in, if it was. */
  rowOfTeam(text: string): number | undefined {
    return this.teamRow.get(nameKey(text));
  }

  /** The players without a written number take the smallest numbers no one wrote, in order. */
  finish(): RosterRead {
    const { players, byNo, rosterOf } = this.out;
    let next = 1;
    players.forEach((p, k) => {
      if (p.id === 0) {
        while (byNo.has(next)) next++;
        p.id = next++;
      }
      rosterOf.set(p.id, this.teamOfPlayer[k]);
    });
    return this.out;
  }
}

/** A row of a roster with one row per team: the team, then a player in each board cell. */
function rosterTeamRow(
  b: RosterBuilder,
  cols: RosterColumns,
  r: number,
  row: unknown[],
  t: string,
  issues: Issues
): void {
  const { team } = cols;
  if (t === "") {
    issues.error(r, team, "roster: the team name is missing", "missing");
    return;
  }
  const first = b.rowOfTeam(t);
  if (first !== undefined) {
    issues.error(
      r,
      team,
      `roster: team ${t} has a second row (also ${issues.at(first, team)})`,
      "inconsistent"
    );
    return;
  }
  const current = b.teamOf(r, t);
  for (const c of cols.boardCols) {
    if (isMaybeBlank(row[c])) continue;
    // a number in a board cell is the player's number (as a board list may write it)
    let asNo: number | null = null;
    if (typeof row[c] === "number") {
      const n = b.numberAt(r, c, "player number");
      if (n === undefined) continue;
      asNo = n;
    }
    b.add(r, c, cellText(row[c]), current, asNo, c);
  }
}

/** A row of a roster with one row per player: the player of team `current`, number and rating. */
function rosterPlayerRow(
  b: RosterBuilder,
  cols: RosterColumns,
  r: number,
  row: unknown[],
  current: string,
  issues: Issues
): void {
  const { name, no, rating } = cols;
  const pn = isMaybeBlank(row[name]) ? "" : cellText(row[name]);
  if (pn === "") return;
  if (current === "") {
    issues.error(r, cols.team, "roster: a player before the first team name", "missing");
    return;
  }
  let id: number | null = null;
  if (no >= 0) {
    const n = b.numberAt(r, no, "player number");
    if (n === undefined) return;
    id = n;
  }
  const { players } = b.out;
  const before = players.length;
  b.add(r, name, pn, current, id, no);
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

/**
 * Reads a roster range, in either shape an organiser keeps:
 * - one row per player: Team and Player (or Name) columns, optional No and Rating, rows in board
 *   order, a blank Team cell continuing the team above;
 * - one row per team: a Team column, then one column per board ("1", "Board 1", "Player 1",
 *   "Reserve"...), each cell a player's name (or number).
 * Errors at its cells: a player on two teams' rosters (or twice on one), a number used twice, a
 * team with two rows, a player before the first team name. Phases: the columns
 * (rosterColumns), each row (rosterTeamRow or rosterPlayerRow), the numbers (finish).
 */
export function readRoster(cells: unknown[][], issues: Issues): RosterRead {
  const cols = rosterColumns(cells, issues);
  if (!cols) return emptyRoster();
  const b = new RosterBuilder(cells, issues);
  let current = "";
  for (const r of dataRowsBelow(cells, cols.headerRow)) {
    const row = cells[r];
    const t = isMaybeBlank(row[cols.team]) ? "" : cellText(row[cols.team]);
    if (cols.name < 0) rosterTeamRow(b, cols, r, row, t, issues);
    else {
      if (t !== "") current = b.teamOf(r, t);
      rosterPlayerRow(b, cols, r, row, current, issues);
    }
  }
  const out = b.finish();
  if (issues.errors.length === 0 && out.players.length === 0)
    issues.error(cols.headerRow, cols.team, "roster: no players below the header row", "missing");
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

/** What the phases of a board list share: its cells and columns, the roster, the messages. */
interface BoardListReading {
  cells: unknown[][];
  gc: TeamBoardColumns;
  opts: TeamGridOptions;
  issues: Issues;
  /** The roster given, or the players and teams met in the list so far. */
  roster: RosterRead;
  rosterGiven: boolean;
  /** Team key -> the team's name as first written. */
  teamNames: Map<string, string>;
}

const teamKey = nameKey;

/**
 * A team board list (header at headerRow) as a team event. Phases: the columns
 * (teamBoardColumns), the roster (boardListRoster), each row (boardRow), the teams of empty
 * boards (emptyBoardTeams), rounds not played yet (pendingRounds), the matches (rowMatches),
 * the boards per match (finishMatches), the rosters in board order (rostersInBoardOrder).
 */
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
  const roster = boardListRoster(gc, headerRow, opts, issues);
  if (!roster) return null;
  const ctx: BoardListReading = {
    cells,
    gc,
    opts,
    issues,
    roster,
    rosterGiven: opts.roster !== undefined,
    teamNames: new Map(roster.teamOrder.map((t) => [teamKey(t), t])),
  };
  const rows: Row[] = [];
  for (const r of dataRowsBelow(cells, headerRow)) {
    const row = boardRow(ctx, r);
    if (row) rows.push(row);
  }
  emptyBoardTeams(ctx, rows);
  const pending = pendingRounds(ctx, rows, headerRow);
  const matches = rowMatches(ctx, rows, pending);
  const { list, boards } = finishMatches(ctx, matches);
  const teams = rostersInBoardOrder(ctx, list);
  const event: TeamEvent = {
    boards,
    teams,
    matches: list,
    matchPoints: defaultMatchPoints(),
    game: { win: Q.ONE, draw: Q.HALF },
    meta: {},
    players: roster.players,
  };
  return { event, teamRows: teams.map(() => -1) };
}

/**
 * The roster range read (its errors moved to `issues`), or an empty roster when the list has
 * its own team columns; null after an error.
 */
function boardListRoster(
  gc: TeamBoardColumns,
  headerRow: number,
  opts: TeamGridOptions,
  issues: Issues
): RosterRead | null {
  if (!opts.roster) {
    if (gc.teams) return emptyRoster();
    issues.error(
      headerRow,
      0,
      'no team columns: add "White team" and "Black team" columns, or give a roster (Team and Player columns)',
      "missing"
    );
    return null;
  }
  const rosterIssues = new Issues(opts.rosterOrigin);
  const roster = readRoster(
    opts.roster.map((r) => (Array.isArray(r) ? r : [])),
    rosterIssues
  );
  for (let k = 0; k < rosterIssues.errors.length; k++) {
    issues.errors.push(rosterIssues.errors[k]);
    issues.reasons[issues.errors.length - 1] = rosterIssues.reasons[k];
  }
  return rosterIssues.errors.length ? null : roster;
}

/** A positive whole number at most MAX_BOARD_LIST in a Round or Board cell, else a message. */
function listNumber(v: unknown, what: string): number | string {
  const n = cellInt(v);
  if (n !== null && n <= MAX_BOARD_LIST) return n;
  return n !== null || tooLarge(v, MAX_BOARD_LIST)
    ? `${what} ${show(v)} is too large (at most ${MAX_BOARD_LIST})`
    : `${what} ${show(v)} is not a positive whole number`;
}

/** Row r of the list: its round, board, result and both sides; null after an error there. */
function boardRow(ctx: BoardListReading, r: number): Row | null {
  const { gc, issues, opts } = ctx;
  const row = ctx.cells[r];
  const round = isMaybeBlank(row[gc.round])
    ? "the round is missing"
    : listNumber(row[gc.round], "round");
  if (typeof round === "string") {
    issues.error(r, gc.round, round);
    return null;
  }
  let board: number | null = null;
  if (!isMaybeBlank(row[gc.board])) {
    const b = listNumber(row[gc.board], "board");
    if (typeof b === "string") {
      issues.error(r, gc.board, b);
      return null;
    }
    if (opts.boards !== undefined && b > opts.boards) {
      issues.error(
        r,
        gc.board,
        `board ${b}, but the event has ${opts.boards} boards (boards=${opts.boards})`,
        "inconsistent"
      );
      return null;
    }
    board = b;
  }
  const res = boardResult(row[gc.result]);
  if (res.t === "one-side") {
    issues.error(
      r,
      gc.result,
      `${show(row[gc.result])}: a board scored on one side only; write both sides ("1-0", "½-½", "0-1", "+-")`,
      "missing"
    );
    return null;
  }
  if (res.t === "bad") {
    issues.error(
      r,
      gc.result,
      `cannot read ${show(row[gc.result])} as a board result; ${TEAM_BOARDS_ACCEPTED}`
    );
    return null;
  }
  const team: [string, string] = ["", ""];
  const player: [number, number] = [-1, -1];
  let bad = false;
  for (const s of [0, 1] as const) if (!boardSide(ctx, r, s, team, player)) bad = true;
  if (bad) return null;
  if (player[0] >= 0 && player[0] === player[1]) {
    issues.error(
      r,
      gc.black,
      `${ctx.roster.players[player[0]].name} cannot play against themselves`,
      "inconsistent"
    );
    return null;
  }
  return { r, round, board, team, player, res: res.t === "pair" ? res : null };
}

/**
 * Side s (0 White, 1 Black) of row r: its team and player into team[s] and player[s] (a bye
 * -2; a player not met before is added when no roster is given); false after an error.
 */
function boardSide(
  ctx: BoardListReading,
  r: number,
  s: 0 | 1,
  team: [string, string],
  player: [number, number]
): boolean {
  const { gc, issues, rosterGiven } = ctx;
  const { players, byName, byNo, teamOrder, rosterOf } = ctx.roster;
  const row = ctx.cells[r];
  const pc = s === 0 ? gc.white : gc.black;
  const tc = s === 0 ? gc.whiteTeam : gc.blackTeam;
  const pv = row[pc];
  const tv = tc === undefined ? undefined : row[tc];
  const ptext = isMaybeBlank(pv) ? "" : cellText(pv);
  const ttext = tv === undefined || isMaybeBlank(tv) ? "" : cellText(tv);
  if (BYE.has(ptext.toLowerCase()) || BYE.has(ttext.toLowerCase())) {
    player[s] = -2;
    team[s] = "bye";
    return true;
  }
  if (ttext !== "") {
    const known = ctx.teamNames.get(teamKey(ttext));
    if (!known && rosterGiven) {
      issues.error(
        r,
        tc!,
        `team "${ttext}" is not on the roster (teams: ${teamOrder.join(", ")})`,
        "not-found"
      );
      return false;
    }
    team[s] = known ?? ttext;
    if (!known) {
      ctx.teamNames.set(teamKey(ttext), ttext);
      teamOrder.push(ttext);
    }
  }
  if (ptext === "") return true;
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
      return false;
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
    return false;
  } else if (theirs && teamKey(theirs) !== teamKey(team[s])) {
    issues.error(
      r,
      pc,
      `${ptext} is fielded for ${team[s]} here, but plays for ${theirs}${rosterGiven ? " on the roster" : ` (${players[k].source?.cell})`}: a player is fielded for one team only`,
      "inconsistent"
    );
    return false;
  } else rosterOf.set(id, team[s]);
  return true;
}

/** Empty boards without a team column: the opponent of the known team in that round. */
function emptyBoardTeams(ctx: BoardListReading, rows: Row[]): void {
  const { gc } = ctx;
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
        ctx.issues.error(
          row.r,
          s === 0 ? gc.white : gc.black,
          `an empty board, and the opponent of ${known} in round ${row.round} is not known from the other boards: give the team column`,
          "missing"
        );
    }
  }
}

const isBye = (x: Row): boolean => x.player[0] === -2 || x.player[1] === -2;

/**
 * The rounds whose results are all blank (pairings not played yet, a warning); a row without
 * a result in a round with results is an error.
 */
function pendingRounds(
  ctx: BoardListReading,
  rows: readonly Row[],
  headerRow: number
): Set<number> {
  const { gc, issues } = ctx;
  const roundsSeen = [...new Set(rows.map((x) => x.round))].sort((a, b) => a - b);
  const pending = new Set(
    roundsSeen.filter(
      (rd) =>
        rows.every((x) => x.round !== rd || x.res === null || isBye(x)) &&
        rows.some((x) => x.round === rd && !isBye(x))
    )
  );
  for (const row of rows) {
    if (row.res === null && !isBye(row) && !pending.has(row.round))
      issues.error(
        row.r,
        gc.result,
        `round ${row.round}: no result, but the round has results`,
        "missing"
      );
  }
  if (pending.size > 0)
    issues.warn(
      headerRow,
      gc.round,
      `round${pending.size > 1 ? "s" : ""} ${[...pending].join(", ")}: no results yet, not counted`
    );
  return pending;
}

/** A match being read, with the row of each of its boards. */
interface MatchRows {
  m: TeamMatch;
  rowOfBoard: Map<number, number>;
}

/** Who met whom so far: each team's opponent and each player's row, per round. */
interface Pairings {
  opponentIn: Map<string, { opp: string; r: number }>;
  fielded: Map<string, number>;
}

type PairRes = Extract<Res, { t: "pair" }>;

/** Each team's number: its place in the order the teams were first met (1-based). */
function teamIds(ctx: BoardListReading): (t: string) => number {
  const teamId = new Map(ctx.roster.teamOrder.map((t, k) => [teamKey(t), k + 1]));
  return (t) => teamId.get(teamKey(t))!;
}

/** The rows of the rounds played as matches, by "round|team key(s)". */
function rowMatches(
  ctx: BoardListReading,
  rows: readonly Row[],
  pending: ReadonlySet<number>
): Map<string, MatchRows> {
  const idOf = teamIds(ctx);
  const matches = new Map<string, MatchRows>();
  const seen: Pairings = { opponentIn: new Map(), fielded: new Map() };
  for (const row of rows) {
    if (pending.has(row.round) || ctx.issues.errors.length > 50) continue;
    if (row.res === null && !isBye(row)) continue;
    const res: PairRes = row.res ?? { t: "pair", w: Q.ZERO, b: Q.ZERO, wk: "bye", bk: "bye" };
    if (!rowPairing(ctx, row, res, seen)) continue;
    addBoardRow(ctx, row, res, matches, idOf);
  }
  return matches;
}

/**
 * Row's two sides as a pairing: two teams (or a team and a bye), each with one opponent per
 * round, each player once per round, an empty board a forfeit; false when the row is left out.
 */
function rowPairing(ctx: BoardListReading, row: Row, res: PairRes, seen: Pairings): boolean {
  const { gc, issues } = ctx;
  const { players } = ctx.roster;
  const [wt, bt] = row.team;
  if (wt === "" || bt === "") return false;
  if (wt === "bye" && bt === "bye") {
    issues.error(row.r, gc.white, "both sides are a bye", "inconsistent");
    return false;
  }
  if (wt !== "bye" && bt !== "bye" && teamKey(wt) === teamKey(bt)) {
    if (row.player[0] >= 0 && row.player[1] >= 0 && gc.blackTeam === undefined) {
      issues.error(
        row.r,
        gc.black,
        `${players[row.player[0]].name} and ${players[row.player[1]].name} are both on the roster of ${wt}: a board is played between players of two teams`,
        "inconsistent"
      );
      return false;
    }
    issues.error(
      row.r,
      gc.blackTeam ?? gc.black,
      `${wt} cannot play against itself`,
      "inconsistent"
    );
    return false;
  }
  // each team one opponent per round
  let clash = false;
  for (const [t, o] of [
    [wt, bt],
    [bt, wt],
  ]) {
    if (t === "bye") continue;
    const key = `${row.round}|${teamKey(t)}`;
    const prev = seen.opponentIn.get(key);
    if (prev && teamKey(prev.opp) !== teamKey(o)) {
      issues.error(
        row.r,
        gc.result,
        `round ${row.round}: ${t} plays ${o} here and ${prev.opp} at ${issues.at(prev.r, gc.round)}: a team has one match per round`,
        "inconsistent"
      );
      clash = true;
    } else if (!prev) seen.opponentIn.set(key, { opp: o, r: row.r });
  }
  if (clash) return false;
  // each player once per round
  for (const s of [0, 1] as const) {
    const k = row.player[s];
    if (k < 0) continue;
    const key = `${row.round}|${k}`;
    if (seen.fielded.has(key)) {
      issues.error(
        row.r,
        s === 0 ? gc.white : gc.black,
        `round ${row.round}: ${players[k].name} already plays at ${issues.at(seen.fielded.get(key)!, gc.round)}`,
        "inconsistent"
      );
      clash = true;
    } else seen.fielded.set(key, row.r);
  }
  if (clash) return false;
  // an empty board must be a forfeit (an error, the row still read)
  for (const s of [0, 1] as const) {
    if (row.player[s] === -1 && row.team[s] !== "bye" && row.board !== null && res.wk === "game")
      issues.error(
        row.r,
        s === 0 ? gc.white : gc.black,
        `an empty board scored as a played game ${show(ctx.cells[row.r][gc.result])}: write "+-" or "-+"`,
        "inconsistent"
      );
  }
  return true;
}

/** The row as a board of its match (the match made at its first row), or a whole match forfeited. */
function addBoardRow(
  ctx: BoardListReading,
  row: Row,
  res: PairRes,
  matches: Map<string, MatchRows>,
  idOf: (t: string) => number
): void {
  const { gc, issues } = ctx;
  const [wt, bt] = row.team;
  const pab = wt === "bye" || bt === "bye";
  const homeTeam = pab ? (wt === "bye" ? bt : wt) : wt;
  const a = pab ? homeTeam : [wt, bt].sort((x, y) => idOf(x) - idOf(y)).join("|");
  const mkey = `${row.round}|${pab ? `pab|${teamKey(a)}` : teamKey(a)}`;
  let entry = matches.get(mkey);
  if (!entry) {
    const source = { cell: issues.at(row.r, gc.round) };
    const m: TeamMatch = pab
      ? { round: row.round, home: idOf(homeTeam), away: null, kind: "pab", boards: [], source }
      : { round: row.round, home: idOf(wt), away: idOf(bt), kind: "played", boards: [], source };
    entry = { m, rowOfBoard: new Map() };
    matches.set(mkey, entry);
  }
  const m = entry.m;
  if (row.board === null) {
    if (pab) return; // a bye row without boards: the PAB as the event scores it
    if (row.res === null) return;
    if (res.wk !== "forfeit") {
      issues.error(
        row.r,
        gc.board,
        'the board is missing (a row without a board is a whole match forfeited: "+-", "-+" or "--")',
        "missing"
      );
      return;
    }
    const homeIsWhite = m.home === idOf(wt);
    const [hp, ap] = homeIsWhite ? [res.w, res.b] : [res.b, res.w];
    m.kind = "forfeit";
    m.forfeit = hp.gt(ap) ? "+-" : ap.gt(hp) ? "-+" : "--";
    return;
  }
  if (entry.rowOfBoard.has(row.board)) {
    issues.error(
      row.r,
      gc.board,
      `round ${row.round}: board ${row.board} of this match is entered twice (also ${issues.at(entry.rowOfBoard.get(row.board)!, gc.board)})`,
      "inconsistent"
    );
    return;
  }
  entry.rowOfBoard.set(row.board, row.r);
  const sideOf = (s: 0 | 1): BoardSide => {
    const k = row.player[s];
    const kind: BoardSide["kind"] =
      row.team[s] === "bye" ? "bye" : k === -1 ? "absent" : s === 0 ? res.wk : res.bk;
    return {
      ...(k >= 0 ? { player: ctx.roster.players[k].id } : {}),
      points: s === 0 ? res.w : res.b,
      kind,
      colour: s === 0 ? "w" : "b",
    };
  };
  if (pab) {
    const s = wt === "bye" ? 1 : 0;
    m.boards!.push({ board: row.board, home: sideOf(s) });
    return;
  }
  const homeIsWhite = m.home === idOf(wt);
  const b: Board = homeIsWhite
    ? { board: row.board, home: sideOf(0), away: sideOf(1) }
    : { board: row.board, home: sideOf(1), away: sideOf(0) };
  m.boards!.push(b);
  if (row.board === 1 || m.colour === undefined) m.colour = homeIsWhite ? "w" : "b";
}

/**
 * The matches with their boards in order (a match forfeited as a whole keeps none), the
 * event's boards (boards=N, else the highest board entered), and a warning for a match whose
 * board numbers leave a gap.
 */
function finishMatches(
  ctx: BoardListReading,
  matches: ReadonlyMap<string, MatchRows>
): { list: TeamMatch[]; boards: number } {
  const { issues } = ctx;
  const { teamOrder } = ctx.roster;
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
  let boards = ctx.opts.boards ?? 0;
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
      ctx.gc.board,
      `round ${m.round}: match ${home}-${away} has no entry for board${missing.length > 1 ? "s" : ""} ${boardRanges(missing)} of the ${boards} boards (the highest board number entered); the missing boards count as empty on both sides`,
      { kind: "grid:board-gap", round: m.round }
    );
  }
  return { list, boards };
}

/** The teams with their rosters in board order: the roster's, else by each player's lowest board. */
function rostersInBoardOrder(ctx: BoardListReading, list: readonly TeamMatch[]): Team[] {
  const { players, teamOrder, rosterOf } = ctx.roster;
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
      ctx.rosterGiven
        ? a.k - b.k
        : (lowest.get(a.p.id) ?? 1e9) - (lowest.get(b.p.id) ?? 1e9) || a.k - b.k
    );
  const idOf = teamIds(ctx);
  for (const { p } of order) {
    const t = rosterOf.get(p.id);
    if (t) teams[idOf(t) - 1].roster.push(p.id);
  }
  return teams;
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
