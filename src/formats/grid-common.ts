/**
 * Shared pieces of the results grid reader: the public types, the error, cell addresses, cell
 * values ("maybe blank" handling), header classification and the player columns.
 * Pure: no Office, DOM or Node APIs.
 */
import { InputError, NOWHERE, type ErrorReason, type Problem } from "../engine/errors";
import { MAX_ROUNDS } from "../engine/options";
import { Q } from "../engine/rational";
import type { Player, PointsSystem, RoundEntry, Tournament } from "../engine/types";
import { roundOfHeader } from "./grid-rounds";

export type GridLayout = "swiss" | "crosstable" | "games";

/** 0-based sheet position of the range's top-left cell. */
export interface GridOrigin {
  sheet?: string;
  row: number;
  col: number;
}

export interface GridOptions {
  /** Default: detected from the header row. */
  layout?: GridLayout;
  /** To report sheet addresses ("Results!C7") instead of range-relative ones. */
  origin?: GridOrigin;
  /** Optional player-list range for the games layout. */
  players?: unknown[][];
  /** Default 1/½/0. */
  points?: PointsSystem;
}

/** One problem, at a cell: "C7" (range-relative) or "Results!C7" (with an origin). */
export interface GridIssue {
  cell: string;
  message: string;
  /** Warnings: the kind, for grouping (engine/warnings.ts), e.g. "grid:filled-from-opponent". */
  kind?: string;
  /** Warnings: the round (1-based) the warning is about, when the reader knows it. */
  round?: number;
}

/** What a reader says about a warning for grouping: its kind, and its round when known. */
export interface WarningTag {
  kind: string;
  round?: number;
}

export interface GridResult {
  tournament: Tournament;
  layout: GridLayout;
  warnings: GridIssue[];
  /** 0-based row index in the grid of each tournament.players[k] (-1 when the player has no row). */
  playerRows: number[];
  /** The header row as text. */
  header: string[];
}

/** The only error the grid reader throws: every issue found, each with its cell. */
export class GridError extends InputError {
  readonly issues: GridIssue[];

  /** `reasons[k]`: the reason of issues[k] when it is not `reason`. */
  constructor(
    issues: GridIssue[],
    reason: ErrorReason = "syntax",
    reasons: readonly (ErrorReason | undefined)[] = []
  ) {
    const shown = issues.slice(0, 3).map((i) => (i.cell ? `${i.cell}: ${i.message}` : i.message));
    const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : "";
    const problems: Problem[] = issues.map((i, k) => ({
      reason: reasons[k] ?? reason,
      place: { kind: "cell", cell: i.cell },
      message: i.message,
    }));
    super(
      problems[0]?.reason ?? reason,
      shown.join("; ") + more,
      problems[0]?.place ?? NOWHERE,
      problems
    );
    this.name = "GridError";
    this.issues = issues;
  }
}

/**
 * A cell that holds a formula without a computed value (a file written by a program that does
 * not calculate, e.g. a script): the grid reader reports it at its cell, never reads it as blank.
 */
export class FormulaCell {
  constructor(readonly formula: string) {}
}

export const FORMULA_WITHOUT_VALUE =
  "formula without a computed value: open and save the file in Excel or LibreOffice";

// ---------------------------------------------------------------------------------------------
// Cell addresses

/** Column letters of a 0-based column index: 0 → A, 25 → Z, 26 → AA. */
export function colName(c: number): string {
  let s = "";
  let n = c + 1;
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

function sheetPrefix(sheet: string | undefined): string {
  if (!sheet) return "";
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(sheet) ? `${sheet}!` : `'${sheet.replace(/'/g, "''")}'!`;
}

/** Collects errors and warnings with their cell addresses. */
export class Issues {
  readonly errors: GridIssue[] = [];
  readonly warnings: GridIssue[] = [];
  /** The reason of errors[k], when given (else "syntax"). */
  readonly reasons: (ErrorReason | undefined)[] = [];
  private readonly prefix: string;
  private readonly dr: number;
  private readonly dc: number;

  constructor(origin?: GridOrigin) {
    this.prefix = sheetPrefix(origin?.sheet);
    this.dr = origin?.row ?? 0;
    this.dc = origin?.col ?? 0;
  }

  /** Address of grid cell (row r, column c), both 0-based in the range. */
  at(r: number, c: number): string {
    return `${this.prefix}${colName(c + this.dc)}${r + 1 + this.dr}`;
  }

  /** The sheet's row number (1-based) of grid row r. */
  rowNumber(r: number): number {
    return r + 1 + this.dr;
  }

  error(r: number, c: number, message: string, reason?: ErrorReason): void {
    this.errors.push({ cell: this.at(r, c), message });
    this.reasons[this.errors.length - 1] = reason;
  }

  /** A warning at grid cell (r, c); `tag`: its kind (and round) for grouping. */
  warn(r: number, c: number, message: string, tag?: WarningTag): void {
    const w: GridIssue = { cell: this.at(r, c), message };
    if (tag) {
      w.kind = tag.kind;
      if (tag.round !== undefined) w.round = tag.round;
    }
    this.warnings.push(w);
  }

  /** Throws the GridError when any error was recorded. */
  check(): void {
    if (this.errors.length) throw new GridError(this.errors, "syntax", this.reasons);
  }
}

// ---------------------------------------------------------------------------------------------
// Cell values

/** null, undefined, or whitespace-only text: blank on every platform. */
export function isBlank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === "string" && v.trim() === "");
}

/** Blank, or the number 0 that Excel desktop hands over for a blank cell. */
export function isMaybeBlank(v: unknown): boolean {
  return isBlank(v) || v === 0;
}

/** The cell as trimmed text ("" for blanks; numbers without float noise; booleans TRUE/FALSE). */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "string") return v.trim();
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "";
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "" : v.toISOString().slice(0, 10);
  return "";
}

/** Shows a cell value in a message. */
export function show(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (v === null || v === undefined) return "a blank";
  return "a value of an unsupported type";
}

/** The exact value of a numeric cell (short decimals such as 0.5 or 2.25); null when out of range. */
export function qOfNumber(v: number): Q | null {
  if (!Number.isFinite(v) || Math.abs(v) > 1e9) return null;
  if (v === 0) return Q.ZERO; // the common cells first (large crosstables are mostly 0, 1, ½)
  if (v === 1) return Q.ONE;
  if (v === 0.5) return Q.HALF;
  if (Number.isInteger(v)) return Q.int(v);
  try {
    return Q.fromNumber(Number(v.toFixed(6)));
  } catch {
    return null;
  }
}

/** Q.parse without exceptions (very long digit strings overflow exact arithmetic). */
export function qParse(s: string): Q | null {
  if (s.length > 20) return null;
  try {
    return Q.parse(s);
  } catch {
    return null;
  }
}

/** A number from a numeric cell or numeric text ("1420", "2.5", "3½"); null otherwise. */
export function cellNumber(v: unknown): Q | null {
  if (typeof v === "number") return qOfNumber(v);
  if (typeof v === "string") {
    const s = v
      .trim()
      .replace(/^(\d+)½$/, "$1.5")
      .replace(",", ".");
    if (s === "") return null;
    return qParse(s);
  }
  return null;
}

/** A positive whole number ("12", 12, "12.", "#12"); null otherwise. */
export function cellInt(v: unknown): number | null {
  if (typeof v === "number") return Number.isSafeInteger(v) && v > 0 ? v : null;
  if (typeof v === "string") {
    const m = /^#?\s*(\d{1,9})\.?$/.exec(v.trim());
    if (m && Number(m[1]) > 0) return Number(m[1]);
  }
  return null;
}

/** The largest player or round number a cell may hold (cellInt's nine digits). */
export const MAX_CELL_INT = 999_999_999;

/**
 * Whether a cell holds a number, or number text ("99999999999999999999", "1e20", "#1234567890"),
 * whose size is above `limit` (default: the 10^9 that qOfNumber reads exactly). The readers say
 * "too large" for these rather than "not a number".
 */
export function tooLarge(v: unknown, limit = 1e9): boolean {
  if (typeof v === "number") return Number.isFinite(v) && Math.abs(v) > limit;
  if (typeof v !== "string") return false;
  const s = v.trim().replace(/^#\s*/, "").replace(",", ".");
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(s)) return false;
  return Math.abs(Number(s)) > limit;
}

/** "player number 12x is not a positive whole number", or "... is too large" for a huge one. */
export function badInt(what: string, v: unknown): string {
  return tooLarge(v, MAX_CELL_INT)
    ? `${what} ${show(v)} is too large (at most ${MAX_CELL_INT})`
    : `${what} ${show(v)} is not a positive whole number`;
}

/** Header text normalised for matching: lower case, single spaces, no dots or colons. */
export function norm(v: unknown): string {
  return cellText(v).toLowerCase().replace(/[.:_]/g, " ").replace(/\s+/g, " ").trim();
}

// ---------------------------------------------------------------------------------------------
// Header classification

export type ColumnRole =
  | { role: "number" }
  | { role: "place" }
  | { role: "name" }
  | { role: "first" }
  | { role: "last" }
  | { role: "rating" }
  | { role: "federation" }
  | { role: "title" }
  | { role: "sex" }
  | { role: "birth" }
  | { role: "fideId" }
  | { role: "rank" }
  | { role: "points" }
  | { role: "round"; round: number }
  | { role: "attr"; name: string }
  | { role: "none" };

const NUMBER_WORDS = new Set([
  "no",
  "nr",
  "#",
  "n",
  "n°",
  "no#",
  "num",
  "number",
  "snr",
  "sno",
  "s no",
  "start no",
  "start number",
  "startno",
  "starting rank",
  "pairing no",
  "pairing number",
  "id",
  "player no",
  "player number",
  "line",
  "tpn",
]);
const PLACE_WORDS = new Set(["place", "pl", "pos", "position", "rk", "rang", "platz"]);
const NAME_WORDS = new Set(["name", "player", "players", "participant", "team", "full name"]);
const FIRST_WORDS = new Set(["first name", "firstname", "given name", "forename", "first"]);
const LAST_WORDS = new Set(["surname", "last name", "lastname", "family name", "last"]);
const RATING_WORDS = new Set([
  "rating",
  "rtg",
  "rtng",
  "elo",
  "fide",
  "fide rating",
  "rating fide",
  "elo fide",
  "fide elo",
  "ro",
  "rating ro",
  "nat rating",
  "national rating",
  "dwz",
  "uscf",
  "ecf",
  "cfc",
  "gor",
]);
const FED_WORDS = new Set(["fed", "federation", "country", "nat", "nation", "nationality"]);
const TITLE_WORDS = new Set(["title", "tit", "titel"]);
const SEX_WORDS = new Set(["sex", "gender", "s"]);
const BIRTH_WORDS = new Set(["birth", "born", "birthday", "yob", "birth year", "b-day", "bday"]);
const FIDEID_WORDS = new Set(["fide id", "fideid", "id fide", "fide no", "fin"]);
const RANK_WORDS = new Set(["rank", "grade", "go rank", "kyu/dan", "level"]);
const POINTS_WORDS = new Set([
  "pts",
  "points",
  "score",
  "total",
  "pt",
  "punkte",
  "pkt",
  "points total",
  "total points",
]);

/** A Go rank as written: "3d", "5k", "1p", "30 kyu", "2 dan". Returns the short form or null. */
export function goRank(v: unknown): string | null {
  const s = cellText(v).toLowerCase();
  const m = /^(\d{1,2})\s*(k|d|p|kyu|dan|pro)$/.exec(s);
  if (!m) return null;
  const n = Number(m[1]);
  const u = m[2][0];
  if (n < 1 || (u === "k" && n > 30) || (u !== "k" && n > 9)) return null;
  return `${n}${u}`;
}

/** The round number of a header cell ("R1", "Round 1", "3rd round", "1", 1: grid-rounds.ts), or null. */
export function roundNumber(v: unknown): number | null {
  if (typeof v === "number") return Number.isSafeInteger(v) && v > 0 ? v : null;
  return roundOfHeader(cellText(v));
}

/**
 * Whether a round column's number is beyond the rounds the engine reads (MAX_ROUNDS, as for
 * `rounds=`); then an error at its header cell. A header such as "R1000" is a round column, so
 * a grid of more rounds is refused at its cell rather than read without its last rounds.
 */
export function roundBeyondLimit(issues: Issues, r: number, c: number, round: number): boolean {
  if (round <= MAX_ROUNDS) return false;
  issues.error(r, c, `round ${round}: at most ${MAX_ROUNDS} rounds can be read`, "invalid-value");
  return true;
}

/** What a header cell means, before looking at the data below it. */
export function classifyHeader(v: unknown): ColumnRole {
  if (v === 0) return { role: "none" }; // a blank header cell on Excel desktop
  const h = norm(v);
  if (h === "") return { role: "none" };
  if (NUMBER_WORDS.has(h)) return { role: "number" };
  if (PLACE_WORDS.has(h)) return { role: "place" };
  if (NAME_WORDS.has(h)) return { role: "name" };
  if (FIRST_WORDS.has(h)) return { role: "first" };
  if (LAST_WORDS.has(h)) return { role: "last" };
  if (RATING_WORDS.has(h)) return { role: "rating" };
  if (FED_WORDS.has(h)) return { role: "federation" };
  if (TITLE_WORDS.has(h)) return { role: "title" };
  if (SEX_WORDS.has(h)) return { role: "sex" };
  if (BIRTH_WORDS.has(h)) return { role: "birth" };
  if (FIDEID_WORDS.has(h)) return { role: "fideId" };
  if (RANK_WORDS.has(h)) return { role: "rank" };
  if (POINTS_WORDS.has(h)) return { role: "points" };
  const r = roundNumber(v);
  if (r !== null) return { role: "round", round: r };
  return { role: "attr", name: cellText(v) };
}

// ---------------------------------------------------------------------------------------------
// Player columns (Swiss table, crosstable, player list)

export interface PlayerColumns {
  number?: number;
  name?: number;
  first?: number;
  last?: number;
  rating?: number;
  federation?: number;
  title?: number;
  sex?: number;
  birth?: number;
  fideId?: number;
  rank?: number;
  points?: number;
  /** Further columns: header text → column (numbers or text → player.attrs). */
  attrs: { name: string; col: number }[];
}

/**
 * Assigns the player columns of a header row. `skip` marks columns taken by the layout itself
 * (round or opponent columns). A numeric "Rank"/"Place" column serves as the number column when
 * there is no explicit one; a "Rank" column of Go ranks ("3d") fills player.rank.
 */
export function playerColumns(
  cells: unknown[][],
  headerRow: number,
  dataRows: number[],
  skip: Set<number>,
  width: number
): PlayerColumns {
  const pc: PlayerColumns = { attrs: [] };
  const header = cells[headerRow] ?? [];
  const places: number[] = [];
  const single = (key: Exclude<keyof PlayerColumns, "attrs">, c: number): void => {
    if (pc[key] === undefined) pc[key] = c;
    else pc.attrs.push({ name: cellText(header[c]), col: c });
  };
  for (let c = 0; c < width; c++) {
    if (skip.has(c)) continue;
    const role = classifyHeader(header[c]);
    switch (role.role) {
      case "none":
      case "round":
        break;
      case "place":
        places.push(c);
        break;
      case "rank": {
        const ranks = dataRows.filter((r) => goRank(cells[r]?.[c]) !== null).length;
        const nums = dataRows.filter((r) => cellInt(cells[r]?.[c]) !== null).length;
        if (ranks > 0 && ranks >= nums) single("rank", c);
        else places.push(c);
        break;
      }
      case "attr":
        pc.attrs.push({ name: role.name, col: c });
        break;
      default:
        single(role.role, c);
    }
  }
  for (const c of places) {
    // a place column numbers the players only when every place is a distinct whole number;
    // shared places (blank on the following tied lines, as in EGD files) leave line numbers
    const nums = dataRows.map((r) => cellInt(cells[r]?.[c]));
    const distinct = nums.every((x) => x !== null) && new Set(nums).size === nums.length;
    if (pc.number === undefined && distinct) pc.number = c;
    else pc.attrs.push({ name: cellText(header[c]), col: c });
  }
  return pc;
}

const UNRATED = new Set(["", "-", "–", "nr", "unr", "unrated", "none", "n/a", "0"]);

/**
 * Reads the player of a data row (everything but the rounds). `id` is the number already
 * decided by the caller. Reports unreadable ratings and points at their cells.
 */
export function readPlayer(
  row: unknown[],
  r: number,
  id: number,
  pc: PlayerColumns,
  issues: Issues
): Player {
  const text = (c: number | undefined): string =>
    c === undefined || isMaybeBlank(row[c]) ? "" : cellText(row[c]);
  let name = text(pc.name);
  if (!name && (pc.first !== undefined || pc.last !== undefined)) {
    const first = text(pc.first);
    const last = text(pc.last);
    name = last && first ? `${last}, ${first}` : last || first;
  }
  const p: Player = { id, name, attrs: {}, rounds: [] as RoundEntry[], source: {} };
  p.source = { cell: issues.at(r, pc.name ?? pc.number ?? 0) };
  if (pc.rating !== undefined) {
    const v = row[pc.rating];
    const q = cellNumber(v);
    if (q !== null && q.isInteger() && q.n >= 0) {
      if (q.n > 0) p.rating = q.n;
    } else if (!UNRATED.has(cellText(v).toLowerCase())) {
      issues.error(
        r,
        pc.rating,
        q === null && tooLarge(v)
          ? `rating ${show(v)} is too large`
          : `rating ${show(v)} is not a whole number (leave it blank or write 0 for unrated)`,
        q === null && tooLarge(v) ? "overflow" : undefined
      );
    }
  }
  const fed = text(pc.federation);
  if (fed) p.federation = fed;
  const title = text(pc.title);
  if (title) p.title = title;
  const sex = text(pc.sex);
  if (sex) p.sex = sex;
  const birth = text(pc.birth);
  if (birth) p.birth = birth;
  const fideId = text(pc.fideId);
  if (fideId) p.fideId = fideId;
  if (pc.rank !== undefined && !isMaybeBlank(row[pc.rank])) {
    const rank = goRank(row[pc.rank]);
    if (rank) p.rank = rank;
    else
      issues.error(
        r,
        pc.rank,
        `Go rank ${show(row[pc.rank])} is not a rank like "3d", "5k" or "1p"`
      );
  }
  if (pc.points !== undefined && !isMaybeBlank(row[pc.points])) {
    const q = cellNumber(row[pc.points]);
    if (q !== null) p.declaredPoints = q;
    else
      issues.warn(
        r,
        pc.points,
        `points ${show(row[pc.points])} are ${tooLarge(row[pc.points]) ? "too large" : "not a number"}; ignored`,
        { kind: "grid:points-unreadable" }
      );
  }
  for (const { name: key, col } of pc.attrs) {
    const v = row[col];
    if (isBlank(v) || key === "") continue;
    // a number stays a number; text stays text, number-like or not ("0044" in a club or ID
    // column is not 44): given: and prize categories read numbers from text themselves
    if (typeof v === "number") {
      if (Number.isFinite(v)) p.attrs[key] = v;
    } else if (typeof v === "string") {
      p.attrs[key] = v.trim();
    } else if (typeof v === "boolean") {
      p.attrs[key] = v ? "TRUE" : "FALSE";
    }
  }
  return p;
}

/** The points system's outcome for a number of points, or null when it matches none. */
export function outcomeForPoints(q: Q, ps: PointsSystem): "win" | "draw" | "loss" | null {
  if (q.eq(ps.win)) return "win";
  if (q.eq(ps.draw)) return "draw";
  if (q.eq(ps.loss)) return "loss";
  return null;
}

/** The kind of bye that scores `q` points under `ps` (pab first, then half-point, zero, full). */
export function byeForPoints(q: Q, ps: PointsSystem): RoundEntry | null {
  if (q.eq(ps.pab)) return { kind: "bye", bye: "pab" };
  if (q.eq(ps.hpb ?? ps.draw)) return { kind: "bye", bye: "hpb" };
  if (q.eq(ps.zpb ?? ps.absent)) return { kind: "bye", bye: "zpb" };
  if (q.eq(ps.fpb ?? ps.win)) return { kind: "bye", bye: "fpb" };
  return null;
}

/** Result text ("1", "½", "0.5", "=", "1/2") as points; null when not a number of points. */
export function resultPoints(s: string): Q | null {
  const t = s.trim().replace(",", ".");
  if (t === "=" || t === "½") return Q.HALF;
  return qParse(t);
}

/** How far down a header row is looked for (a long title block above the table). */
export const HEADER_SEARCH_ROWS = 50;

/**
 * Finds the first row (among the first HEADER_SEARCH_ROWS) that looks like a header row; else
 * the first row with content.
 */
export function findHeaderRow(cells: unknown[][], accept: (row: unknown[]) => boolean): number {
  const limit = Math.min(cells.length, HEADER_SEARCH_ROWS);
  for (let r = 0; r < limit; r++) if (accept(cells[r] ?? [])) return r;
  for (let r = 0; r < cells.length; r++) {
    if ((cells[r] ?? []).some((v) => !isMaybeBlank(v))) return r;
  }
  return 0;
}

/** Width of the range (the longest row). */
export function widthOf(cells: unknown[][]): number {
  return cells.reduce((m, row) => Math.max(m, Array.isArray(row) ? row.length : 0), 0);
}

/** The rows below the header that hold anything (desktop 0s count as blank). */
export function dataRowsBelow(cells: unknown[][], headerRow: number): number[] {
  const rows: number[] = [];
  for (let r = headerRow + 1; r < cells.length; r++) {
    const row = cells[r];
    if (Array.isArray(row) && row.some((v) => !isMaybeBlank(v))) rows.push(r);
  }
  return rows;
}

/**
 * The players of the data rows (Swiss table, crosstable): numbers from the number column (or
 * 1, 2, 3... in row order), each number once; a name written twice is a warning.
 */
export function readPlayers(
  cells: unknown[][],
  dataRows: number[],
  pc: PlayerColumns,
  issues: Issues
): { players: Player[]; playerRows: number[] } {
  const players: Player[] = [];
  const playerRows: number[] = [];
  const rowOfId = new Map<number, number>();
  const names = new Map<string, number>();
  for (const [k, r] of dataRows.entries()) {
    const row = cells[r];
    let id = k + 1;
    if (pc.number !== undefined) {
      const v = row[pc.number];
      const n = cellInt(v);
      if (n === null) {
        issues.error(
          r,
          pc.number,
          isMaybeBlank(v) ? "the player number is missing" : badInt("player number", v),
          isMaybeBlank(v) ? "missing" : tooLarge(v, MAX_CELL_INT) ? "overflow" : "invalid-value"
        );
        continue;
      }
      id = n;
    }
    if (rowOfId.has(id)) {
      issues.error(
        r,
        pc.number ?? 0,
        `number ${id} is used twice (also at ${issues.at(rowOfId.get(id)!, pc.number ?? 0)})`,
        "inconsistent"
      );
      continue;
    }
    rowOfId.set(id, r);
    const p = readPlayer(row, r, id, pc, issues);
    const key = p.name.toLowerCase().replace(/\s+/g, " ");
    if (key && names.has(key)) {
      issues.warn(
        r,
        pc.name ?? 0,
        `the name "${p.name}" appears twice (also at ${issues.at(names.get(key)!, pc.name ?? 0)})`,
        { kind: "grid:name-twice" }
      );
    } else if (key) names.set(key, r);
    players.push(p);
    playerRows.push(r);
  }
  return { players, playerRows };
}

/** Rounds entered: 1 + the last round (column) where any row's token passes `filled`. */
export function roundsEntered<T>(
  tokens: T[][],
  nRounds: number,
  filled: (tok: T) => boolean
): number {
  for (let k = nRounds - 1; k >= 0; k--) if (tokens.some((row) => filled(row[k]))) return k + 1;
  return 0;
}
