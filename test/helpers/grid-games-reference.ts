/**
 * The games list reader in one piece, without phases (src/formats/grid-games.ts as it read at
 * 2a4de6e), kept as the oracle of test/formats/grid-games-reference.test.ts: the phased reader
 * must give the same tournament, warnings and errors. Only readGames is used; a message changed
 * on purpose in the reader must be changed here too.
 *
 * Games list: one row per game (round, white, black, result) or per bye (a player and "bye").
 * Players are referred to by number or by name; an optional player-list range supplies
 * numbers, names, ratings and attributes. Without it, optional "White No"/"White Rating"
 * (and Black) columns, or PGN-style "WhiteElo", carry them.
 */
import { Q } from "../../src/engine/rational";
import {
  defaultPoints,
  type Colour,
  type Player,
  type PointsSystem,
  type RoundEntry,
  type Tournament,
} from "../../src/engine/types";
import {
  badInt,
  byeForPoints,
  cellInt,
  cellNumber,
  cellText,
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
} from "../../src/formats/grid-common";
import { parseSwissCell } from "../../src/formats/grid-swiss";
import { countsOutcome, mirrorCounts, parseGameCounts } from "../../src/formats/game-counts";

export const GAMES_ACCEPTED =
  'accepted results: "1-0", "0-1", "½-½", "1/2-1/2", "=", "+-" and "-+" (forfeits), "0-0", "--" (double forfeit), ' +
  '"2-1", "0-2", "2-1-0" (a match\'s games won-lost-drawn), ' +
  '"?" or "*" (no result yet); bye rows: a player, "bye" as the opponent, and the bye\'s points ("1", "½", "0", "H", "Z", "F", "U") or nothing';

type Side = "white" | "black";
type Sub = "main" | "no" | "name" | "rating";

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

export interface GamesColumns {
  round?: number;
  result?: number;
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
  return gc;
}

/** Whether a header row is a games list header: round, two sides and a result. */
export function looksLikeGames(header: unknown[], width: number): boolean {
  const gc = gamesColumns(header, width);
  const has = (s: Side): boolean => Object.keys(gc.side[s]).length > 0;
  return gc.round !== undefined && gc.result !== undefined && has("white") && has("black");
}

type GameResult =
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
interface ResultRule {
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
    // a match's game counts (changed on purpose with the reader: "2-1", "2-1-0")
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
export function parseGameResult(v: unknown, ps: PointsSystem): GameResult {
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
  for (const rule of GAME_RESULT_RULES) {
    const r = rule.read(s, ps);
    if (r) return r;
  }
  return { t: "bad" };
}

/** The entry of a bye row for the player on `side`, from the result cell. */
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
  if (typeof text === "string") {
    const m = /^([^-:]+)\s*[-:]\s*([^-:]+)$/.exec(text);
    if (m) {
      const q = resultPoints((side === "white" ? m[1] : m[2]).trim().replace(/^(\d+)½$/, "$1.5"));
      const bye = q && byeForPoints(q, ps);
      return bye ?? `the bye's result ${show(v)} does not match the points system`;
    }
  }
  const tok = parseSwissCell(text, ps, false);
  if (tok.t === "entry" && tok.entry.kind === "bye") return tok.entry;
  if (tok.t === "u") return { kind: "bye", bye: "pab" };
  if (tok.t === "number" && tok.n === 1)
    return byeForPoints(Q.ONE, ps) ?? "1 is not a bye in this points system";
  return `cannot read ${show(v)} as a bye`;
}

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
  const dataRows: number[] = [];
  for (let r = headerRow + 1; r < cells.length; r++) {
    if (Array.isArray(cells[r]) && cells[r].some((v) => !isMaybeBlank(v))) dataRows.push(r);
  }
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
    issues.warnings.push({ cell: issues.at(0, 0), message: `player list ${w.cell}: ${w.message}` });
  return { players, rows };
}

const keyOf = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, " ");

export function readGamesReference(
  cells: unknown[][],
  headerRow: number,
  width: number,
  opts: GridOptions,
  issues: Issues
): Omit<GridResult, "warnings" | "layout" | "header"> {
  const ps = opts.points ?? defaultPoints();
  const header = cells[headerRow] ?? [];
  const gc = gamesColumns(header, width);
  const empty = { tournament: { players: [], points: ps, meta: {} }, playerRows: [] };
  const missing = [
    gc.round === undefined ? "Round" : "",
    Object.keys(gc.side.white).length ? "" : "White",
    Object.keys(gc.side.black).length ? "" : "Black",
    gc.result === undefined ? "Result" : "",
  ].filter((x) => x);
  if (missing.length) {
    issues.error(
      headerRow,
      0,
      `a games list needs the columns Round, White, Black and Result; missing: ${missing.join(", ")}`
    );
    return empty;
  }
  const list =
    opts.players && opts.players.length ? readPlayerList(opts.players, issues) : undefined;
  const players: Player[] = list ? list.players : [];
  const byId = new Map(players.map((p) => [p.id, p]));
  const byName = new Map<string, Player>();
  for (const p of players) if (p.name && !byName.has(keyOf(p.name))) byName.set(keyOf(p.name), p);
  const pendingNames: { name: string; r: number; c: number }[] = [];

  /** The player on one side of row r: a Player, "bye", or undefined after an error. */
  const resolve = (r: number, side: Side): Player | "bye" | undefined => {
    const row = cells[r];
    const cols = gc.side[side];
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
    let id = cellInt(noV) ?? (cols.no === undefined ? cellInt(mainV) : null);
    if (cols.no !== undefined && !isMaybeBlank(noV) && id === null) {
      issues.error(r, cols.no, badInt("player number", noV));
      return undefined;
    }
    const name = !isMaybeBlank(nameV)
      ? cellText(nameV)
      : id === null || cols.no !== undefined
        ? mainText
        : "";
    if (list) {
      const p = id !== null ? byId.get(id) : byName.get(keyOf(name));
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
      const known = byName.get(keyOf(name));
      if (known) return known;
      pendingNames.push({ name, r, c: at });
      const p: Player = { id: -1, name, attrs: {}, rounds: [], source: { cell: issues.at(r, at) } };
      byName.set(keyOf(name), p);
      players.push(p);
      return p;
    }
    let p = byId.get(id);
    if (!p) {
      p = { id, name, attrs: {}, rounds: [], source: { cell: issues.at(r, at) } };
      byId.set(id, p);
      players.push(p);
      if (name) byName.set(keyOf(name), p);
    } else if (name && !p.name) {
      p.name = name;
      byName.set(keyOf(name), p);
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
  };

  interface Placed {
    p: Player;
    round: number;
    entry: RoundEntry;
    r: number;
    c: number;
  }
  const placed: Placed[] = [];
  let maxRound = 0;
  for (let r = headerRow + 1; r < cells.length; r++) {
    const row = cells[r];
    if (!Array.isArray(row) || row.every((v) => isMaybeBlank(v))) continue;
    const rv = row[gc.round!];
    const round = cellInt(rv);
    if (round === null) {
      issues.error(
        r,
        gc.round!,
        isMaybeBlank(rv)
          ? "the round number is missing"
          : tooLarge(rv, 999)
            ? `round ${show(rv)} is too large`
            : `round ${show(rv)} is not a positive whole number`
      );
      continue;
    }
    if (round > 999) {
      issues.error(r, gc.round!, `round ${round} is too large`);
      continue;
    }
    maxRound = Math.max(maxRound, round);
    const w = resolve(r, "white");
    const b = resolve(r, "black");
    if (w === undefined || b === undefined) continue;
    const resV = row[gc.result!];
    const wc = gc.side.white.main ?? gc.side.white.no ?? gc.side.white.name ?? 0;
    const bc = gc.side.black.main ?? gc.side.black.no ?? gc.side.black.name ?? 0;
    if (w === "bye" && b === "bye") {
      issues.error(r, wc, "no player in this row (both sides blank or bye)");
      continue;
    }
    if (w === "bye" || b === "bye") {
      const side: Side = w === "bye" ? "black" : "white";
      const p = (side === "white" ? w : b) as Player;
      const markerCol = side === "white" ? bc : wc;
      const markerSaysBye =
        cellText(row[markerCol]).toLowerCase() === "bye" ||
        cellText(row[markerCol]).toLowerCase() === "pab";
      const e = byeRow(resV, side, ps, markerSaysBye);
      if (typeof e === "string") {
        issues.error(r, isMaybeBlank(resV) ? markerCol : gc.result!, `${e}; ${GAMES_ACCEPTED}`);
        continue;
      }
      placed.push({ p, round, entry: e, r, c: side === "white" ? wc : bc });
      continue;
    }
    if (w === b) {
      issues.error(r, bc, `player ${w.name || w.id} cannot play against themselves`);
      continue;
    }
    const res = parseGameResult(resV, ps);
    let we: RoundEntry;
    let be: RoundEntry;
    if (res.t === "bad") {
      issues.error(
        r,
        gc.result!,
        `cannot read ${show(resV)} as a result${res.why ? `: ${res.why}` : ""}; ${GAMES_ACCEPTED}`
      );
      continue;
    } else if (res.t === "blank") {
      // a blank is a game without a result yet, warned by parseGrid with the others
      if (res.zero)
        issues.warn(
          r,
          gc.result!,
          '0 read as no result yet (Excel desktop passes a blank cell as 0; write "0-1" for a loss of White)'
        );
      we = { kind: "unknown", opponent: 0 };
      be = { kind: "unknown", opponent: 0 };
    } else {
      if (res.unusual)
        issues.warn(
          r,
          gc.result!,
          `unusual result ${show(resV)}: the two sides do not add up to one game`
        );
      we = { ...res.white };
      be = { ...res.black };
    }
    const colour = (c: Colour): { colour?: Colour } => (gc.colours ? { colour: c } : {});
    placed.push({
      p: w,
      round,
      entry: { ...we, ...colour("w"), opponent: NaN } as RoundEntry,
      r,
      c: wc,
    });
    placed.push({
      p: b,
      round,
      entry: { ...be, ...colour("b"), opponent: NaN } as RoundEntry,
      r,
      c: bc,
    });
    // opponents are filled once every player has a number
    (placed[placed.length - 2] as Placed & { vs?: Player }).vs = b;
    (placed[placed.length - 1] as Placed & { vs?: Player }).vs = w;
  }
  // numbers for players known only by name: after the largest number used
  let next = Math.max(0, ...players.map((p) => p.id));
  for (const p of players) if (p.id < 0) p.id = ++next;

  const seen = new Map<string, Placed>();
  const pending: { round: number; player: number; where: string }[] = [];
  for (const pl of placed as (Placed & { vs?: Player })[]) {
    const key = `${pl.p.id}@${pl.round}`;
    const before = seen.get(key);
    if (before) {
      issues.error(
        pl.r,
        pl.c,
        `player ${pl.p.id}${pl.p.name ? ` (${pl.p.name})` : ""} is paired twice in round ${pl.round}: here and at ${issues.at(before.r, before.c)}`
      );
      continue;
    }
    seen.set(key, pl);
    if (pl.vs) (pl.entry as { opponent: number }).opponent = pl.vs.id;
    pl.p.rounds[pl.round - 1] = pl.entry;
    if (pl.entry.kind === "unknown")
      pending.push({ round: pl.round, player: pl.p.id, where: issues.at(pl.r, gc.result!) });
  }
  if (!list) players.sort((a, b) => a.id - b.id);
  for (const p of players) {
    for (let k = 0; k < maxRound; k++)
      p.rounds[k] ??= { kind: "bye", bye: "zpb", reason: "absent" };
    p.rounds.length = maxRound;
  }
  const tournament: Tournament = { players, points: ps, meta: {}, totalRounds: maxRound };
  if (pending.length) tournament.pending = pending;
  return { tournament, playerRows: list ? list.rows : players.map(() => -1) };
}
