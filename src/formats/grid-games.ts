/**
 * Games list: one row per game (round, white, black, result) or per bye (a player and "bye").
 * Players are referred to by number or by name; an optional player-list range supplies
 * numbers, names, ratings and attributes. Without it, optional "White No"/"White Rating"
 * (and Black) columns, or PGN-style "WhiteElo", carry them.
 */
import { Q } from "../engine/rational";
import { pointsFor } from "../engine/scoring";
import {
  defaultPoints,
  type Colour,
  type Player,
  type PointsSystem,
  type RoundEntry,
  type Tournament,
} from "../engine/types";
import {
  badInt,
  byeForPoints,
  cellInt,
  cellNumber,
  cellText,
  dataRowsBelow,
  findHeaderRow,
  isBlank,
  isMaybeBlank,
  Issues,
  norm,
  outcomeForPoints,
  qOfNumber,
  playerColumns,
  readPlayer,
  resultPoints,
  show,
  tooLarge,
  widthOf,
  type GridOptions,
  type GridResult,
  classifyHeader,
} from "./grid-common";
import { tableRows } from "./grid-rows";
import { parseSwissCell } from "./grid-swiss";
import { countsOutcome, countsText, mirrorCounts, parseGameCounts } from "./game-counts";

export const GAMES_ACCEPTED =
  'accepted results: "1-0", "0-1", "½-½", "1/2-1/2", "=", "+-" and "-+" (forfeits), "0-0", "--" (double forfeit), ' +
  '"2-1", "0-2", "2-1-0" (a match\'s games won-lost-drawn), ' +
  '"?" or "*" (no result yet); bye rows: a player, "bye" as the opponent, and the bye\'s points ("1", "½", "0", "H", "Z", "F", "U") or nothing';

type Side = "white" | "black";
type Sub = "main" | "no" | "name" | "rating" | "points";

const SIDE_WORDS: Record<Side, string> = {
  white: "white|w|weiss|weiß|blanc|blancs|blancas|bianco|player ?1|p1|home|player a",
  black: "black|b|schwarz|noir|noirs|negras|nero|player ?2|p2|away|player b",
};
const SUB_RE = "(?:\\s*(no|nr|number|#|id|snr|name|rating|elo|rtg|fide))?";
const ROUND_WORDS = new Set([
  "round",
  "rd",
  "rnd",
  "r",
  "runde",
  "ronde",
  "ronda",
  "tour",
  "turno",
  "rodada",
]);
const RESULT_WORDS = new Set([
  "result",
  "res",
  "score",
  "ergebnis",
  "resultat",
  "résultat",
  "resultado",
  "risultato",
]);
const BYE_MARKERS = new Set(["", "bye", "pab", "-", "--", "free", "spielfrei", "exempt", "none"]);
/** A column of each match's game counts, White's (the first player's) side: "2-1", "2-1-0". */
const GAMES_WORDS = new Set([
  "games",
  "game score",
  "game scores",
  "games score",
  "spiele",
  "parties",
]);

export interface GamesColumns {
  round?: number;
  result?: number;
  /** The match's game counts (GAMES_WORDS), when the list has them. */
  games?: number;
  side: Record<Side, Partial<Record<Sub, number>>>;
  /** Whether the sides are White and Black (colours known). */
  colours: boolean;
}

export function gamesColumns(header: unknown[], width: number): GamesColumns {
  const gc: GamesColumns = { side: { white: {}, black: {} }, colours: true };
  for (let c = 0; c < width; c++) {
    const h = norm(header[c]);
    if (h === "") continue;
    if (ROUND_WORDS.has(h)) {
      gc.round ??= c;
      continue;
    }
    if (RESULT_WORDS.has(h)) {
      gc.result ??= c;
      continue;
    }
    if (GAMES_WORDS.has(h)) {
      gc.games ??= c;
      continue;
    }
    for (const side of ["white", "black"] as Side[]) {
      const m = new RegExp(`^(?:${SIDE_WORDS[side]})${SUB_RE}$`).exec(h);
      if (!m) continue;
      const sub: Sub =
        m[1] === undefined
          ? "main"
          : ["name"].includes(m[1])
            ? "name"
            : ["rating", "elo", "rtg", "fide"].includes(m[1])
              ? "rating"
              : "no";
      if (sub === "main" && /^(player|p|home|away)/.test(h)) gc.colours = false;
      gc.side[side][sub] ??= c;
    }
  }
  pairingsColumns(header, width, gc);
  return gc;
}

/** Column headers that name no side: a number, a rating, the points (a pairings export). */
const BARE_SUBS: Record<string, Sub> = {
  no: "no",
  nr: "no",
  snr: "no",
  sno: "no",
  "#": "no",
  rtg: "rating",
  rating: "rating",
  elo: "rating",
  fide: "rating",
  pts: "points",
  points: "points",
  pkt: "points",
  punkte: "points",
};

/**
 * A pairings export (chess-results, Swiss-Manager: "Rd., Bo., No., White, Rtg, Pts., Result,
 * Pts., Black, Rtg, No."): the No., Rtg and Pts. columns name no side; those left of the result
 * are White's, those right of it Black's. Only when a number column stands on each side of the
 * result, so that a games list's own game number stays no player's.
 */
function pairingsColumns(header: unknown[], width: number, gc: GamesColumns): void {
  const result = gc.result;
  if (result === undefined) return;
  const bare: { c: number; sub: Sub }[] = [];
  for (let c = 0; c < width; c++) {
    const sub = BARE_SUBS[norm(header[c])];
    if (sub) bare.push({ c, sub });
  }
  const numbers = bare.filter((b) => b.sub === "no");
  if (!numbers.some((b) => b.c < result) || !numbers.some((b) => b.c > result)) return;
  for (const b of bare) gc.side[b.c < result ? "white" : "black"][b.sub] ??= b.c;
}

/** Whether a header row is a games list header: round, two sides and a result. */
export function looksLikeGames(header: unknown[], width: number): boolean {
  const gc = gamesColumns(header, width);
  const has = (s: Side): boolean => Object.keys(gc.side[s]).length > 0;
  return gc.round !== undefined && gc.result !== undefined && has("white") && has("black");
}

export type GameResult =
  | {
      t: "pair";
      white: Exclude<RoundEntry, { kind: "bye" }>;
      black: Exclude<RoundEntry, { kind: "bye" }>;
      unusual: boolean;
    }
  | { t: "blank"; zero: boolean }
  | { t: "bad"; why?: string };

type Side3 = "win" | "draw" | "loss";

const other = (o: Side3): Side3 => (o === "win" ? "loss" : o === "loss" ? "win" : "draw");

/** A game with these outcomes for White and Black (unusual when they do not make one game). */
function game(a: Side3, b: Side3): GameResult {
  return {
    t: "pair",
    white: { kind: "game", opponent: 0, outcome: a },
    black: { kind: "game", opponent: 0, outcome: b },
    unusual: !(
      (a === "win" && b === "loss") ||
      (a === "loss" && b === "win") ||
      (a === "draw" && b === "draw") ||
      (a === "loss" && b === "loss")
    ),
  };
}

/**
 * One notation of a games list's result cell, on the cell's normalised text (lower case, no
 * spaces, dashes unified, "+/-" as "+-"). The rules run in table order; the first that returns
 * a result decides. Adding a notation is one row here and its test.
 */
export interface ResultRule {
  name: string;
  read(s: string, ps: PointsSystem): GameResult | null;
}

export const GAME_RESULT_RULES: readonly ResultRule[] = [
  {
    name: "draw word",
    read: (s) => (["=", "½", "draw", "remis"].includes(s) ? game("draw", "draw") : null),
  },
  {
    name: 'forfeit written after a score ("1-0 ff", "0-1(forfeit)", "0-0 ff")',
    read: (s, ps) => {
      const ff = /^(.+?)\(?(?:ff|forfeit|default)\)?$/.exec(s);
      if (!ff || /^[+-]+$/.test(ff[1])) return null;
      const base = parseGameResult(ff[1], ps);
      if (base.t !== "pair" || base.white.kind !== "game" || base.black.kind !== "game")
        return { t: "bad" };
      const wo = base.white.outcome;
      const bo = base.black.outcome;
      if (wo === "draw" || bo === "draw" || (wo === "win" && bo === "win"))
        return { t: "bad", why: "a forfeit is won by one side or lost by both" };
      return {
        t: "pair",
        white: { kind: "forfeit", opponent: 0, outcome: wo },
        black: { kind: "forfeit", opponent: 0, outcome: bo },
        unusual: false,
      };
    },
  },
  {
    name: "no result yet",
    read: (s) =>
      s === "?" || s === "*"
        ? {
            t: "pair",
            white: { kind: "unknown", opponent: 0 },
            black: { kind: "unknown", opponent: 0 },
            unusual: false,
          }
        : null,
  },
  {
    name: 'forfeit signs ("+-", "-+", "--")',
    read: (s) => {
      const signs = /^([+-])([+-])$/.exec(s);
      if (!signs) return null;
      if (signs[1] === "+" && signs[2] === "+")
        return { t: "bad", why: "a forfeit win on both sides" };
      return {
        t: "pair",
        white: { kind: "forfeit", opponent: 0, outcome: signs[1] === "+" ? "win" : "loss" },
        black: { kind: "forfeit", opponent: 0, outcome: signs[2] === "+" ? "win" : "loss" },
        unusual: false,
      };
    },
  },
  {
    name: 'game counts of a match ("2-1", "0-2", "2-1-0": games won-lost-drawn)',
    read: (s) => {
      const c = parseGameCounts(s);
      if (!c) return null;
      const o = countsOutcome(c);
      const pair = game(o, other(o));
      if (pair.t !== "pair" || pair.white.kind !== "game" || pair.black.kind !== "game")
        return pair;
      return {
        ...pair,
        white: { ...pair.white, stats: { ...c } },
        black: { ...pair.black, stats: { ...mirrorCounts(c) } },
      };
    },
  },
  {
    name: 'two scores ("1-0", "½-½", "0:1", "0-0")',
    read: (s, ps) => {
      const parts = s.includes(":") ? s.split(":") : /^([^-]+)-([^-]+)$/.exec(s)?.slice(1);
      if (!parts || parts.length !== 2) return null;
      const a = resultPoints(parts[0].replace(/^(\d+)½$/, "$1.5"));
      const b = resultPoints(parts[1].replace(/^(\d+)½$/, "$1.5"));
      const oa = a && outcomeForPoints(a, ps);
      const ob = b && outcomeForPoints(b, ps);
      return oa && ob ? game(oa, ob) : { t: "bad" };
    },
  },
  {
    name: "White's score alone",
    read: (s, ps) => {
      const q = resultPoints(s.replace(/^(\d+)½$/, "$1.5"));
      const o = q && outcomeForPoints(q, ps);
      return o ? game(o, other(o)) : null;
    },
  },
];

/** Reads a game's result cell: "1-0", "½-½", "+-", "0-0", "=", "1" (White's score), ... */
export function parseGameResult(
  v: unknown,
  ps: PointsSystem,
  rules: readonly ResultRule[] = GAME_RESULT_RULES
): GameResult {
  if (isBlank(v)) return { t: "blank", zero: false };
  if (v === 0) return { t: "blank", zero: true };
  if (typeof v === "number") {
    if (!Number.isFinite(v)) return { t: "bad" };
    const q = qOfNumber(v);
    const o = q && outcomeForPoints(q, ps);
    return o ? game(o, other(o)) : { t: "bad" };
  }
  if (typeof v !== "string") return { t: "bad" };
  const s = v
    .toLowerCase()
    .replace(/[\u2013\u2014\u2212]/g, "-")
    .replace(/\s+/g, "")
    .replace(/^\+\/-$/, "+-")
    .replace(/^-\/\+$/, "-+")
    .replace(/^\+:-$/, "+-")
    .replace(/^-:\+$/, "-+")
    .replace(/^-:-$/, "--");
  for (const rule of rules) {
    const r = rule.read(s, ps);
    if (r) return r;
  }
  return { t: "bad" };
}

// ---------------------------------------------------------------------------------------------
// Bye rows: one player, "bye" (or nothing) as the opponent, the bye's points in the result cell

/**
 * One notation of a bye row's result cell (`v`: the cell, text trimmed with dashes unified).
 * The rules run in table order; the first that does not return null decides: a bye entry, or
 * a message for the error. Adding a notation is one row here and its test.
 */
interface ByeRule {
  name: string;
  read(v: unknown, side: Side, ps: PointsSystem): RoundEntry | string | null;
}

export const BYE_RESULT_RULES: readonly ByeRule[] = [
  {
    name: 'two scores, the bye\'s side ("1-0" for a bye of White, "0:1" of Black)',
    read: (v, side, ps) => {
      if (typeof v !== "string") return null;
      const m = /^([^-:]+)\s*[-:]\s*([^-:]+)$/.exec(v);
      if (!m) return null;
      const q = resultPoints((side === "white" ? m[1] : m[2]).trim().replace(/^(\d+)½$/, "$1.5"));
      const bye = q && byeForPoints(q, ps);
      return bye ?? `the bye's result ${show(v)} does not match the points system`;
    },
  },
  {
    name: 'a Swiss table\'s bye notation ("bye", "H", "Z", "F", "1 bye", "½", "U")',
    read: (v, _side, ps) => {
      const tok = parseSwissCell(v, ps, false);
      if (tok.t === "entry" && tok.entry.kind === "bye") return tok.entry;
      return tok.t === "u" ? { kind: "bye", bye: "pab" } : null;
    },
  },
  {
    name: "1: a bye worth one point",
    read: (v, _side, ps) => {
      const tok = parseSwissCell(v, ps, false);
      if (tok.t !== "number" || tok.n !== 1) return null;
      return byeForPoints(Q.ONE, ps) ?? "1 is not a bye in this points system";
    },
  },
];

/** The entry of a bye row for the player on `side`, from the result cell (a string: the error). */
function byeRow(
  v: unknown,
  side: Side,
  ps: PointsSystem,
  markerSaysBye: boolean
): RoundEntry | string {
  if (isMaybeBlank(v))
    return markerSaysBye
      ? { kind: "bye", bye: "pab" }
      : 'a row with one player needs "bye" as the opponent or a bye result';
  const text = typeof v === "string" ? v.trim().replace(/[\u2013\u2014\u2212]/g, "-") : v;
  for (const rule of BYE_RESULT_RULES) {
    const e = rule.read(text, side, ps);
    if (e !== null) return e;
  }
  return `cannot read ${show(v)} as a bye`;
}

// ---------------------------------------------------------------------------------------------
// The reader, in phases: columns, players, tokens (one per row), cross-check and build.

interface PlayerList {
  players: Player[];
  rows: number[];
}

function readPlayerList(cells: unknown[][], issues: Issues): PlayerList {
  const local = new Issues();
  const width = widthOf(cells);
  const headerRow = findHeaderRow(cells, (row) =>
    row.some((v) => ["name", "number", "place", "first", "last"].includes(classifyHeader(v).role))
  );
  const dataRows = dataRowsBelow(cells, headerRow);
  const pc = playerColumns(cells, headerRow, dataRows, new Set(), width);
  const players: Player[] = [];
  const rows: number[] = [];
  const seen = new Set<number>();
  for (const [k, r] of dataRows.entries()) {
    let id = k + 1;
    if (pc.number !== undefined) {
      const n = cellInt(cells[r][pc.number]);
      if (n === null) {
        local.error(r, pc.number, badInt("player number", cells[r][pc.number]));
        continue;
      }
      id = n;
    }
    if (seen.has(id)) {
      local.error(r, pc.number ?? 0, `number ${id} is used twice`);
      continue;
    }
    seen.add(id);
    players.push(readPlayer(cells[r], r, id, pc, local));
    rows.push(r);
  }
  for (const e of local.errors)
    issues.errors.push({ cell: issues.at(0, 0), message: `player list ${e.cell}: ${e.message}` });
  for (const w of local.warnings)
    issues.warnings.push({
      cell: issues.at(0, 0),
      message: `player list ${w.cell}: ${w.message}`,
      ...(w.kind ? { kind: w.kind } : {}),
    });
  return { players, rows };
}

const keyOf = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, " ");

/** Phase 1: the columns, or null after an error naming the missing ones. */
function checkedColumns(
  header: unknown[],
  headerRow: number,
  width: number,
  issues: Issues
): GamesColumns | null {
  const gc = gamesColumns(header, width);
  const missing = [
    gc.round === undefined ? "Round" : "",
    Object.keys(gc.side.white).length ? "" : "White",
    Object.keys(gc.side.black).length ? "" : "Black",
    gc.result === undefined ? "Result" : "",
  ].filter((x) => x);
  if (!missing.length) return gc;
  issues.error(
    headerRow,
    0,
    `a games list needs the columns Round, White, Black and Result; missing: ${missing.join(", ")}`
  );
  return null;
}

/**
 * Phase 2: the players, from the player list when there is one, else as the rows name them
 * (by number, or by name: numbered after the largest number used, see `numberByName`).
 */
class Roster {
  readonly players: Player[];
  private readonly byId: Map<number, Player>;
  private readonly byName = new Map<string, Player>();

  constructor(
    private readonly list: PlayerList | undefined,
    private readonly issues: Issues
  ) {
    this.players = list ? list.players : [];
    this.byId = new Map(this.players.map((p) => [p.id, p]));
    for (const p of this.players)
      if (p.name && !this.byName.has(keyOf(p.name))) this.byName.set(keyOf(p.name), p);
  }

  /** The player of one side of row r: a Player, "bye", or undefined after an error. */
  resolve(
    row: unknown[],
    r: number,
    cols: Partial<Record<Sub, number>>
  ): Player | "bye" | undefined {
    const { issues } = this;
    const mainV = cols.main !== undefined ? row[cols.main] : undefined;
    const noV = cols.no !== undefined ? row[cols.no] : undefined;
    const nameV = cols.name !== undefined ? row[cols.name] : undefined;
    const mainText = cellText(mainV);
    const at = cols.main ?? cols.no ?? cols.name ?? 0;
    if (
      isMaybeBlank(noV) &&
      isMaybeBlank(nameV) &&
      (isMaybeBlank(mainV) || BYE_MARKERS.has(mainText.toLowerCase()))
    ) {
      return "bye";
    }
    const id = cellInt(noV) ?? (cols.no === undefined ? cellInt(mainV) : null);
    if (cols.no !== undefined && !isMaybeBlank(noV) && id === null) {
      issues.error(r, cols.no, badInt("player number", noV));
      return undefined;
    }
    const name = !isMaybeBlank(nameV)
      ? cellText(nameV)
      : id === null || cols.no !== undefined
        ? mainText
        : "";
    if (this.list) {
      const p = id !== null ? this.byId.get(id) : this.byName.get(keyOf(name));
      if (!p) {
        issues.error(
          r,
          at,
          id !== null
            ? `player ${id} is not in the player list`
            : `"${name}" is not in the player list`
        );
        return undefined;
      }
      return p;
    }
    if (id === null) {
      const known = this.byName.get(keyOf(name));
      if (known) return known;
      const p: Player = { id: -1, name, attrs: {}, rounds: [], source: { cell: issues.at(r, at) } };
      this.byName.set(keyOf(name), p);
      this.players.push(p);
      return p;
    }
    let p = this.byId.get(id);
    if (!p) {
      p = { id, name, attrs: {}, rounds: [], source: { cell: issues.at(r, at) } };
      this.byId.set(id, p);
      this.players.push(p);
      if (name) this.byName.set(keyOf(name), p);
    } else if (name && !p.name) {
      p.name = name;
      this.byName.set(keyOf(name), p);
    } else if (name && keyOf(p.name) !== keyOf(name)) {
      issues.error(
        r,
        at,
        `number ${id} is "${p.name}" at ${p.source?.cell ?? "another row"} but "${name}" here`
      );
    }
    const rv = cols.rating !== undefined ? row[cols.rating] : undefined;
    if (!isMaybeBlank(rv)) {
      const q = cellNumber(rv);
      if (q && q.isInteger() && q.n >= 0) {
        if (q.n > 0 && p.rating === undefined) p.rating = q.n;
      } else
        issues.error(
          r,
          cols.rating!,
          `rating ${show(rv)} is ${q === null && tooLarge(rv) ? "too large" : "not a whole number"}`
        );
    }
    return p;
  }

  /** Numbers for the players known only by name: after the largest number used, in order met. */
  numberByName(): void {
    let next = 0;
    for (const p of this.players) if (p.id > next) next = p.id;
    for (const p of this.players) if (p.id < 0) p.id = ++next;
  }
}

/** One side of a game as read from its row, before the opponent has its number. */
type Half = Exclude<RoundEntry, { kind: "bye" }>;

/** Phase 3: what one row says (null: nothing, or an error already reported). */
type RowToken =
  | { t: "game"; r: number; round: number; w: Player; b: Player; white: Half; black: Half }
  | { t: "bye"; r: number; round: number; p: Player; c: number; entry: RoundEntry };

const UNKNOWN: Half = { kind: "unknown", opponent: 0 };

interface Frame {
  gc: GamesColumns;
  ps: PointsSystem;
  roster: Roster;
  issues: Issues;
  /** Result cells read once per distinct value (a games list has a handful: "1-0", "½-½"...). */
  results: Map<unknown, GameResult>;
}

/** The round of row r, or null after an error at its cell. */
function rowRound(f: Frame, row: unknown[], r: number): number | null {
  const col = f.gc.round!;
  const rv = row[col];
  const round = cellInt(rv);
  if (round === null) {
    f.issues.error(
      r,
      col,
      isMaybeBlank(rv)
        ? "the round number is missing"
        : tooLarge(rv, 999)
          ? `round ${show(rv)} is too large`
          : `round ${show(rv)} is not a positive whole number`
    );
    return null;
  }
  if (round > 999) {
    f.issues.error(r, col, `round ${round} is too large`);
    return null;
  }
  return round;
}

function rowToken(f: Frame, row: unknown[], r: number, round: number): RowToken | null {
  const { gc, ps, issues } = f;
  const w = f.roster.resolve(row, r, gc.side.white);
  const b = f.roster.resolve(row, r, gc.side.black);
  if (w === undefined || b === undefined) return null;
  const resC = gc.result!;
  const resV = row[resC];
  const wc = sideColumn(gc, "white");
  const bc = sideColumn(gc, "black");
  if (w === "bye" && b === "bye") {
    issues.error(r, wc, "no player in this row (both sides blank or bye)");
    return null;
  }
  if (w === "bye" || b === "bye") {
    const side: Side = w === "bye" ? "black" : "white";
    const p = (side === "white" ? w : b) as Player;
    const markerCol = side === "white" ? bc : wc;
    const marker = cellText(row[markerCol]).toLowerCase();
    const e = byeRow(resV, side, ps, marker === "bye" || marker === "pab");
    if (typeof e === "string") {
      issues.error(r, isMaybeBlank(resV) ? markerCol : resC, `${e}; ${GAMES_ACCEPTED}`);
      return null;
    }
    return { t: "bye", r, round, p, c: side === "white" ? wc : bc, entry: e };
  }
  if (w === b) {
    issues.error(r, bc, `player ${w.name || w.id} cannot play against themselves`);
    return null;
  }
  let res = f.results.get(resV);
  if (res === undefined) {
    res = parseGameResult(resV, ps);
    f.results.set(resV, res);
  }
  if (res.t === "bad") {
    issues.error(
      r,
      resC,
      `cannot read ${show(resV)} as a result${res.why ? `: ${res.why}` : ""}; ${GAMES_ACCEPTED}`
    );
    return null;
  }
  if (res.t === "blank") {
    // a blank result is a game without a result yet, warned with the others (no-result.ts)
    if (res.zero)
      issues.warn(
        r,
        resC,
        '0 read as no result yet (Excel desktop passes a blank cell as 0; write "0-1" for a loss of White)',
        { kind: "grid:zero-no-result", round }
      );
    return { t: "game", r, round, w, b, white: UNKNOWN, black: UNKNOWN };
  }
  if (res.unusual)
    issues.warn(r, resC, `unusual result ${show(resV)}: the two sides do not add up to one game`, {
      kind: "grid:unusual-result",
      round,
    });
  if (gc.games !== undefined && !isMaybeBlank(row[gc.games])) {
    const sides = withGameCounts(res.white, res.black, row[gc.games], resV);
    if (typeof sides === "string") {
      issues.error(r, gc.games, sides);
      return null;
    }
    return { t: "game", r, round, w, b, white: sides[0], black: sides[1] };
  }
  return { t: "game", r, round, w, b, white: res.white, black: res.black };
}

/**
 * A game's two sides with the match's game counts of a Games column (White's side), or what is
 * wrong: counts that are not counts, or that give the match to the other side than the result.
 */
function withGameCounts(
  white: Half,
  black: Half,
  v: unknown,
  resV: unknown
): [Half, Half] | string {
  const c = parseGameCounts(cellText(v), true);
  if (!c)
    return `cannot read ${show(v)} as the match's games (games won-lost or won-lost-drawn by the first player, "2-1", "2-1-0")`;
  if (white.kind !== "game" || black.kind !== "game")
    return `games ${show(v)} given for a match that was not played (result ${show(resV)})`;
  if (white.outcome !== countsOutcome(c))
    return `games ${countsText(c)} give the first player a match ${countsOutcome(c)}, the result ${show(resV)} a ${white.outcome}`;
  return [
    { ...white, stats: { ...white.stats, ...c } },
    { ...black, stats: { ...black.stats, ...mirrorCounts(c) } },
  ];
}

function sideColumn(gc: GamesColumns, side: Side): number {
  const s = gc.side[side];
  return s.main ?? s.no ?? s.name ?? 0;
}

/** One side's round entry (the same fields, in the same order, for every reader of the list). */
function sideEntry(h: Half, opponent: number, colour: Colour | undefined): RoundEntry {
  if (h.kind === "unknown")
    return colour ? { kind: "unknown", opponent, colour } : { kind: "unknown", opponent };
  if (h.kind === "forfeit")
    return colour
      ? { kind: "forfeit", opponent, outcome: h.outcome, colour }
      : { kind: "forfeit", opponent, outcome: h.outcome };
  const stats = h.stats ? { stats: { ...h.stats } } : {};
  return colour
    ? { kind: "game", opponent, outcome: h.outcome, colour, ...stats }
    : { kind: "game", opponent, outcome: h.outcome, ...stats };
}

/**
 * Phases 4 and 5: each player once per round (a second pairing is an error naming the first),
 * the entries with their opponents' numbers, absent rounds as zero-point byes.
 */
function build(
  f: Frame,
  tokens: RowToken[],
  maxRound: number
): { round: number; player: number; where: string }[] {
  const { gc, issues } = f;
  const pending: { round: number; player: number; where: string }[] = [];
  const { players } = f.roster;
  f.roster.numberByName();
  // where each player's round was placed (row, column), for the "paired twice" message
  const placedAt = new Map<Player, [number, number][]>();
  const place = (p: Player, round: number, entry: RoundEntry, r: number, c: number): boolean => {
    let at = placedAt.get(p);
    if (!at) placedAt.set(p, (at = []));
    const before = at[round - 1];
    if (before) {
      issues.error(
        r,
        c,
        `player ${p.id}${p.name ? ` (${p.name})` : ""} is paired twice in round ${round}: here and at ${issues.at(before[0], before[1])}`
      );
      return false;
    }
    at[round - 1] = [r, c];
    p.rounds[round - 1] = entry;
    return true;
  };
  const wc = sideColumn(gc, "white");
  const bc = sideColumn(gc, "black");
  const cw: Colour | undefined = gc.colours ? "w" : undefined;
  const cb: Colour | undefined = gc.colours ? "b" : undefined;
  for (const tok of tokens) {
    if (tok.t === "bye") {
      place(tok.p, tok.round, tok.entry, tok.r, tok.c);
      continue;
    }
    // a game without a result yet (blank, "?", "*"): its place is its result cell
    const where = issues.at(tok.r, gc.result!);
    if (place(tok.w, tok.round, sideEntry(tok.white, tok.b.id, cw), tok.r, wc))
      if (tok.white.kind === "unknown") pending.push({ round: tok.round, player: tok.w.id, where });
    if (place(tok.b, tok.round, sideEntry(tok.black, tok.w.id, cb), tok.r, bc))
      if (tok.black.kind === "unknown") pending.push({ round: tok.round, player: tok.b.id, where });
  }
  for (const p of players) {
    for (let k = 0; k < maxRound; k++)
      p.rounds[k] ??= { kind: "bye", bye: "zpb", reason: "absent" };
    p.rounds.length = maxRound;
  }
  return pending;
}

/** A round's title line between the rounds of an export: one cell, "Round 2", "Round 2 on ...". */
function isRoundTitle(row: unknown[]): boolean {
  const filled = row.filter((v) => !isMaybeBlank(v));
  return (
    filled.length === 1 &&
    /^(?:round|rd|rnd|runde|ronde|ronda|tour)\.?\s*\d{1,3}(?:\s|$|[.:,])/i.test(cellText(filled[0]))
  );
}

/**
 * The points written beside each game (a pairings export's Pts. columns) against the games
 * read: the player's points before the round (as a pairings list shows them), or after it when
 * most of the cells say so. A cell that agrees with neither reading chosen is a warning at it.
 */
function writtenPoints(cells: unknown[][], f: Frame, tokens: RowToken[]): void {
  const { gc, ps, issues } = f;
  const wc = gc.side.white.points;
  const bc = gc.side.black.points;
  if (wc === undefined && bc === undefined) return;
  const checks: { r: number; c: number; p: Player; round: number; written: Q }[] = [];
  const add = (r: number, c: number | undefined, p: Player, round: number): void => {
    if (c === undefined || isMaybeBlank(cells[r][c])) return;
    const written = cellNumber(cells[r][c]);
    if (written === null) {
      issues.warn(r, c, `points ${show(cells[r][c])} are not a number; not checked`, {
        kind: "grid:points-unreadable",
        round,
      });
      return;
    }
    checks.push({ r, c, p, round, written });
  };
  for (const tok of tokens) {
    if (tok.t === "game") {
      add(tok.r, wc, tok.w, tok.round);
      add(tok.r, bc, tok.b, tok.round);
    } else add(tok.r, tok.c === sideColumn(gc, "white") ? wc : bc, tok.p, tok.round);
  }
  const before = (p: Player, round: number): Q => {
    let q = Q.ZERO;
    for (let k = 0; k < round - 1; k++) if (p.rounds[k]) q = q.add(pointsFor(p.rounds[k], ps));
    return q;
  };
  const after = (p: Player, round: number): Q =>
    before(p, round).add(p.rounds[round - 1] ? pointsFor(p.rounds[round - 1], ps) : Q.ZERO);
  const agreeBefore = checks.filter((x) => x.written.eq(before(x.p, x.round))).length;
  const agreeAfter = checks.filter((x) => x.written.eq(after(x.p, x.round))).length;
  const afterRound = agreeAfter > agreeBefore;
  for (const x of checks) {
    const q = afterRound ? after(x.p, x.round) : before(x.p, x.round);
    if (x.written.eq(q)) continue;
    issues.warn(
      x.r,
      x.c,
      `points written ${x.written.toString()}, but ${afterRound ? "after" : "before"} round ${x.round} player ${x.p.id}'s games add up to ${q.toString()}`,
      { kind: "grid:points-written", round: x.round }
    );
  }
}

export function readGames(
  cells: unknown[][],
  headerRow: number,
  width: number,
  opts: GridOptions,
  issues: Issues
): Omit<GridResult, "warnings" | "layout" | "header"> {
  const ps = opts.points ?? defaultPoints();

  // 1. columns
  const gc = checkedColumns(cells[headerRow] ?? [], headerRow, width, issues);
  if (!gc) return { tournament: { players: [], points: ps, meta: {} }, playerRows: [] };

  // 2. players
  const list =
    opts.players && opts.players.length ? readPlayerList(opts.players, issues) : undefined;
  const roster = new Roster(list, issues);

  // 3. tokens, one per row
  const f: Frame = { gc, ps, roster, issues, results: new Map() };
  const tokens: RowToken[] = [];
  let maxRound = 0;
  const rows = tableRows(
    cells,
    headerRow,
    {
      hasResult: (row) => cellInt(row[gc.round!]) !== null,
      blankRowsBetween: true,
      skip: (row) => looksLikeGames(row, width) || isRoundTitle(row),
    },
    issues
  );
  for (const r of rows) {
    const row = cells[r];
    const round = rowRound(f, row, r);
    if (round === null) continue;
    if (round > maxRound) maxRound = round;
    const tok = rowToken(f, row, r, round);
    if (tok) tokens.push(tok);
  }

  // 4, 5. cross-check and build; the points written beside each game checked
  const pending = build(f, tokens, maxRound);
  writtenPoints(cells, f, tokens);
  const players = roster.players;
  if (!list) players.sort((a, b) => a.id - b.id);
  const tournament: Tournament = { players, points: ps, meta: {}, totalRounds: maxRound };
  if (pending.length) tournament.pending = pending;
  return { tournament, playerRows: list ? list.rows : players.map(() => -1) };
}
