/**
 * Round-robin crosstable: an N x N matrix of results seen from the row's player, the diagonal
 * blank, x or *. A double round robin has two results per cell ("1½", "1 0") or two columns
 * per opponent. The crosstable does not say in which round a game was played, so rounds are
 * assigned from the Berger tables (FIDE C.05 Annex 1) by start number (never by row position:
 * crosstables are often sorted by rank); colours only where written. The tournament says so
 * (roundsAssumed), and round-dependent tie-breaks warn.
 */
import {
  defaultPoints,
  type Colour,
  type Player,
  type PointsSystem,
  type RoundEntry,
  type Tournament,
} from "../engine/types";
import {
  cellInt,
  cellText,
  classifyHeader,
  isBlank,
  isMaybeBlank,
  type GridOptions,
  type GridResult,
  Issues,
  outcomeForPoints,
  qOfNumber,
  playerColumns,
  readPlayers,
  resultPoints,
  show,
} from "./grid-common";
import { tableRows, type RowTest } from "./grid-rows";
import { agree, filledFrom, filledNeedsWarning, isDoubleLoss, mirrorEntry } from "./grid-pairing";

/** One result in a crosstable cell, from the row's player. Opponent filled in later. */
type Half = Exclude<RoundEntry, { kind: "bye" }>;
/** A result before its colour is known (each kind of Half without "colour"). */
type Bare = Half extends infer H ? (H extends Half ? Omit<H, "colour"> : never) : never;

type CrossCell =
  | { t: "results"; halves: Half[] }
  | { t: "blank"; zero: boolean }
  | { t: "diagonal" }
  | { t: "bad"; why?: string };

/** Two one-character results side by side, a double round robin's cell ("1½", "10", "+-"). */
const TWO_CHARS = /^([10½=+-])([10½=+-])$/;
/** A colour before or after a result ("w1", "1b", "W½"); what is left is the rules' symbol. */
const COLOURED = /^(?:([wb])\s*)?(.*?)(?:\s*([wb]))?$/i;
/** A result in points (not a forfeit): "1", "0", "½", "1½", "0.5", "0,5", ".5", "1/2", "=". */
const POINTS = /^(?:\d+(?:[.,]\d+)?|\d*½|1\/2|[.,]5|=)$/;
const DIAGONAL = new Set(["x", "*", "-", "/", "#", "•", "—", "–", "xx", "x x", "**"]);

/** A result in points as a game's outcome, or the message why it is none. */
function pointsGame(sym: string, ps: PointsSystem): Bare | string {
  const q = resultPoints(sym.replace(/^(\d+)½$/, "$1.5").replace(/^[.,]5$/, "0.5"));
  const outcome = q === null ? null : outcomeForPoints(q, ps);
  if (!outcome) return `"${sym}" is not a win, draw or loss in this points system`;
  return { kind: "game", opponent: 0, outcome };
}

/**
 * One notation of a result in a crosstable cell: `pattern` is matched against the part's
 * symbol (a colour before or after it taken off), and `read` makes the result, or a message for
 * the error. The rules run in table order and the first whose pattern matches decides;
 * `examples` make up the "accepted" list of the error messages. Adding a notation is one row
 * here and its test.
 */
export interface CrossRule {
  name: string;
  examples: string;
  pattern: RegExp;
  read(m: RegExpExecArray, ps: PointsSystem): Bare | string;
}

export const CROSS_RULES: readonly CrossRule[] = [
  {
    name: "points",
    examples: "1, 0, ½, 0.5, =",
    pattern: POINTS,
    read: (m, ps) => pointsGame(m[0], ps),
  },
  {
    name: "forfeit win",
    examples: "+",
    pattern: /^\+$/,
    read: () => ({ kind: "forfeit", opponent: 0, outcome: "win" }),
  },
  {
    name: "forfeit loss",
    examples: "-",
    pattern: /^-$/,
    read: () => ({ kind: "forfeit", opponent: 0, outcome: "loss" }),
  },
  {
    name: "no result yet",
    examples: "?",
    pattern: /^\?$/,
    read: () => ({ kind: "unknown", opponent: 0 }),
  },
  {
    name: "forfeit written with ff",
    examples: "1ff, 0ff",
    pattern: /^(\d+(?:[.,]\d+)?|\d*½|1\/2|[.,]5|=|\+|-|\?)ff$/i,
    read: (m, ps) => {
      const inner = m[1];
      const forfeit = "a forfeit is a win (1ff) or a loss (0ff)";
      if (inner === "+" || inner === "-" || inner === "?") return forfeit;
      const g = pointsGame(inner, ps);
      if (typeof g === "string") return g;
      if (g.kind !== "game" || g.outcome === "draw") return forfeit;
      return { kind: "forfeit", opponent: 0, outcome: g.outcome };
    },
  },
];

export const CROSS_ACCEPTED = `accepted: ${CROSS_RULES.map((r) => `${r.examples} (${r.name})`).join(
  ", "
)}, each with an optional colour ("w1", "1b"); two games in one cell for a double round robin ("1½", "1 0"); a blank cell for a game not played`;

/** One part of a cell (one game): its colour, then the first rule whose pattern matches. */
function half(part: string, ps: PointsSystem, rules: readonly CrossRule[]): Half | string | null {
  const c = COLOURED.exec(part);
  if (!c || c[2] === "") return null;
  const colour = (c[1] ?? c[3])?.toLowerCase() as Colour | undefined;
  for (const rule of rules) {
    const m = rule.pattern.exec(c[2]);
    if (!m) continue;
    const h = rule.read(m, ps);
    if (typeof h === "string") return h;
    return (colour ? { ...h, colour } : { ...h }) as Half;
  }
  return null;
}

/**
 * Reads one crosstable cell (off the diagonal): the number, or the text split into its parts
 * (one game, or two in a double round robin), each read by `rules`.
 */
export function parseCrossCell(
  v: unknown,
  ps: PointsSystem,
  rules: readonly CrossRule[] = CROSS_RULES
): CrossCell {
  if (isBlank(v)) return { t: "blank", zero: false };
  if (v === 0) return { t: "blank", zero: true };
  if (typeof v === "number") {
    if (!Number.isFinite(v)) return { t: "bad" };
    const q = qOfNumber(v);
    const outcome = q && outcomeForPoints(q, ps);
    if (!outcome) return { t: "bad", why: `${v} is not a win, draw or loss in this points system` };
    return { t: "results", halves: [{ kind: "game", opponent: 0, outcome }] };
  }
  if (typeof v !== "string") return { t: "bad" };
  const s = v.trim().replace(/[\u2013\u2014\u2212]/g, "-");
  const two = TWO_CHARS.exec(s);
  const parts = two ? [two[1], two[2]] : s.split(/\s*[\s,;|]\s*/).filter((x) => x !== "");
  if (parts.length === 0 || parts.length > 2) return { t: "bad" };
  const halves: Half[] = [];
  for (const part of parts) {
    const h = half(part, ps, rules);
    if (h === null) return { t: "bad" };
    if (typeof h === "string") return { t: "bad", why: h };
    halves.push(h);
  }
  return { t: "results", halves };
}

function isDiagonal(v: unknown): boolean {
  return isMaybeBlank(v) || DIAGONAL.has(cellText(v).toLowerCase());
}

/** Round (1-based, within one cycle) in which positions a and b (0-based) meet, Berger tables. */
export function bergerRound(a: number, b: number, n: number): number {
  const m = n % 2 === 0 ? n : n + 1; // with a dummy for an odd number of players
  const i = Math.min(a, b) + 1;
  const j = Math.max(a, b) + 1;
  if (j === m) return ((2 * i - 2) % (m - 1)) + 1;
  return ((i + j - 2) % (m - 1)) + 1;
}

/** What a crosstable's rounds rest on (Tournament.roundsAssumed). */
export const CROSSTABLE_ROUNDS =
  "a crosstable does not say when each game was played: rounds assumed from the FIDE Berger tables (C.05 Annex 1) by start number";

/**
 * The Berger position (0-based) of each player from the start numbers: the k-th smallest
 * number has position k, so numbers 1..N are positions 0..N-1 whatever the row order.
 */
export function bergerPositions(ids: number[]): number[] {
  const order = ids.map((id, i) => [id, i]).sort((a, b) => a[0] - b[0]);
  const pos = new Array<number>(ids.length);
  order.forEach(([, i], k) => (pos[i] = k));
  return pos;
}

/** The opponent columns: header numbers (each once, or twice for a double round robin). */
export interface CrossColumns {
  /** For each opponent number, its columns (one, or two for two columns per opponent). */
  byNumber: Map<number, number[]>;
  all: Set<number>;
}

export function crossColumns(header: unknown[], width: number): CrossColumns {
  const byNumber = new Map<number, number[]>();
  const all = new Set<number>();
  let prev: number | null = null;
  for (let c = 0; c < width; c++) {
    const v = header[c];
    const n =
      typeof v === "number"
        ? Number.isInteger(v) && v > 0
          ? v
          : null
        : /^\d{1,4}$/.test(cellText(v))
          ? Number(cellText(v))
          : null;
    if (n !== null && n > 0) {
      byNumber.set(n, [...(byNumber.get(n) ?? []), c]);
      all.add(c);
      prev = n;
    } else if (isMaybeBlank(v) && prev !== null && byNumber.get(prev)!.length === 1) {
      // a blank header right after a number: the second column of that opponent
      byNumber.get(prev)!.push(c);
      all.add(c);
      prev = null;
    } else prev = null;
  }
  // a trailing blank column taken as a second column only if every opponent has two
  const counts = [...byNumber.values()].map((cs) => cs.length);
  if (counts.some((x) => x === 2) && counts.some((x) => x === 1)) {
    for (const [n, cs] of byNumber) {
      if (cs.length === 2 && isMaybeBlank(header[cs[1]])) {
        all.delete(cs[1]);
        byNumber.set(n, [cs[0]]);
      }
    }
  }
  return { byNumber, all };
}

// ---------------------------------------------------------------------------------------------
// The reader, in phases: columns, players, tokens (the cells), cross-check (pair by pair), build.

/** Rounds in a crosstable are assumed, so its warnings name no round. */
const FILLED = { kind: "grid:filled-from-opponent" };

/** A cell read, at its place. */
type Slot = { r: number; c: number; cell: CrossCell };

interface CrossFrame {
  cells: unknown[][];
  ps: PointsSystem;
  issues: Issues;
  players: Player[];
  playerRows: number[];
  /** The columns of the j-th player (one, or two for two columns per opponent). */
  colsOf: (j: number) => number[];
  /** slots[i][j]: the cells of i against j (the row of i, the columns of j). */
  slots: Slot[][][];
  /** 1, or 2 for a double round robin. */
  cycles: number;
}

/**
 * Phase 2b: which columns are whose. Opponent column numbers refer to player numbers, or to
 * row positions 1..N (a crosstable sorted by rank, as chess-results prints it): the reading
 * whose diagonal is blank/x/* wins. Reports columns without a player and players without one.
 */
function columnsOfPlayers(
  cells: unknown[][],
  headerRow: number,
  cols: CrossColumns,
  players: Player[],
  playerRows: number[],
  issues: Issues
): (j: number) => number[] {
  const n = players.length;
  const index = new Map(players.map((p, i) => [p.id, i]));
  const numbers = [...cols.byNumber.keys()];
  const idCols = (j: number): number[] => cols.byNumber.get(players[j].id) ?? [];
  const posCols = (j: number): number[] => cols.byNumber.get(j + 1) ?? [];
  const diagonalOk = (of: (j: number) => number[]): boolean =>
    players.every((_, i) => of(i).every((c) => isDiagonal(cells[playerRows[i]][c])));
  const idsMatch = numbers.every((x) => index.has(x));
  const byId = idsMatch && (diagonalOk(idCols) || !diagonalOk(posCols));
  const colsOf = byId ? idCols : posCols;
  for (const [num, cs] of cols.byNumber) {
    const j = byId ? index.get(num) : num - 1;
    if (j === undefined || j < 0 || j >= n) {
      issues.error(
        headerRow,
        cs[0],
        `column ${num} has no player (numbers: ${players.map((p) => p.id).join(", ")})`
      );
    }
  }
  for (let j = 0; j < n; j++) {
    if (colsOf(j).length === 0) {
      issues.error(
        headerRow,
        Math.max(...cols.all),
        `player ${players[j].id} (${players[j].name}) has no column`
      );
    }
  }
  return colsOf;
}

/** Phase 3: every cell read (the diagonal checked); the number of cycles. */
function readCells(
  f: Omit<CrossFrame, "slots" | "cycles">,
  twoColumns: boolean
): {
  slots: Slot[][][];
  cycles: number;
} {
  const { cells, ps, issues, players, playerRows, colsOf } = f;
  const n = players.length;
  const slots: Slot[][][] = players.map(() => players.map(() => [] as Slot[]));
  let cycles = twoColumns ? 2 : 1;
  for (let i = 0; i < n; i++) {
    const r = playerRows[i];
    for (let j = 0; j < n; j++) {
      for (const c of colsOf(j)) {
        const v = cells[r][c];
        if (i === j) {
          if (!isDiagonal(v))
            issues.error(
              r,
              c,
              `a player's cell against themselves must be blank, x or *; found ${show(v)}`
            );
          continue;
        }
        const cell = parseCrossCell(v, ps);
        if (cell.t === "bad") {
          issues.error(
            r,
            c,
            `cannot read ${show(v)} as a result${cell.why ? `: ${cell.why}` : ""}; ${CROSS_ACCEPTED}`
          );
        }
        if (cell.t === "results" && cell.halves.length === 2) {
          if (twoColumns)
            issues.error(
              r,
              c,
              "two results in one cell, but this crosstable has two columns per opponent"
            );
          cycles = 2;
        }
        slots[i][j].push({ r, c, cell });
      }
    }
  }
  return { slots, cycles };
}

/** The g-th result of i against j (cycle g), with its cell. */
function resultOf(
  f: CrossFrame,
  i: number,
  j: number,
  g: number
): { slot?: Slot; half?: Half; blank: boolean; zero: boolean } {
  const ss = f.slots[i][j];
  if (ss.length === 2) {
    const slot = ss[g];
    const cell = slot?.cell;
    if (!cell || cell.t !== "results")
      return { slot, blank: cell?.t === "blank", zero: cell?.t === "blank" && cell.zero };
    return { slot, half: cell.halves[0], blank: false, zero: false };
  }
  const slot = ss[0];
  const cell = slot?.cell;
  if (!cell || cell.t !== "results")
    return { slot, blank: cell?.t === "blank" || g > 0, zero: cell?.t === "blank" && cell.zero };
  const h = cell.halves[g];
  return { slot, half: h, blank: h === undefined, zero: false };
}

/**
 * Phase 4: both cells of every game, cycle by cycle: a blank side is filled from the other
 * (with a warning unless it is a desktop 0 facing a win), two results must agree. Returns
 * each player's rounds (holes where no game was played) and the games not played.
 */
function crossCheck(
  f: CrossFrame,
  pos: number[],
  perCycle: number
): {
  rounds: RoundEntry[][];
  notPlayed: { r: number; c: number }[];
  pending: { round: number; player: number; where: string }[];
} {
  const { players, issues } = f;
  const n = players.length;
  const rounds: RoundEntry[][] = players.map(() => new Array<RoundEntry>(perCycle * f.cycles));
  const notPlayed: { r: number; c: number }[] = [];
  const pending: { round: number; player: number; where: string }[] = [];
  const at = (s: Slot | undefined): string => (s ? issues.at(s.r, s.c) : "the other cell");
  for (let g = 0; g < f.cycles; g++) {
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const a = resultOf(f, i, j, g);
        const b = resultOf(f, j, i, g);
        if (a.slot?.cell.t === "bad" || b.slot?.cell.t === "bad") continue;
        const round = g * perCycle + bergerRound(pos[i], pos[j], n) - 1;
        const idI = players[i].id;
        const idJ = players[j].id;
        let ei: RoundEntry | undefined = a.half ? { ...a.half, opponent: idJ } : undefined;
        let ej: RoundEntry | undefined = b.half ? { ...b.half, opponent: idI } : undefined;
        if (!ei && !ej) {
          if (a.slot) notPlayed.push(a.slot);
          continue;
        }
        if (!ei && ej) {
          ei = mirrorEntry(ej, idJ);
          if (a.slot && filledNeedsWarning(a.zero, ei))
            issues.warn(
              a.slot.r,
              a.slot.c,
              filledFrom(a.zero, at(b.slot), ej, `player ${idJ}`),
              FILLED
            );
        } else if (ei && !ej) {
          ej = mirrorEntry(ei, idI);
          if (b.slot && filledNeedsWarning(b.zero, ej))
            issues.warn(
              b.slot.r,
              b.slot.c,
              filledFrom(b.zero, at(a.slot), ei, `player ${idI}`),
              FILLED
            );
        } else if (ei && ej) {
          const bothLost = isDoubleLoss(ei, ej);
          const why = bothLost ? null : agree(ei, ej, false);
          if (why && a.slot) {
            issues.error(
              a.slot.r,
              a.slot.c,
              `results disagree with ${at(b.slot)} (player ${idI} against ${idJ}): ${why}`
            );
          } else if (bothLost && a.slot) {
            issues.warn(a.slot.r, a.slot.c, `both players lost (0-0) against each other`, {
              kind: "grid:double-loss",
            });
          }
        }
        rounds[i][round] = ei!;
        rounds[j][round] = ej!;
        // "?": a game without a result yet, at each player's cell (a blank one was filled)
        if (ei!.kind === "unknown") {
          pending.push({ round: round + 1, player: idI, where: at(a.slot ?? b.slot) });
          pending.push({ round: round + 1, player: idJ, where: at(b.slot ?? a.slot) });
        }
      }
    }
  }
  return { rounds, notPlayed, pending };
}

/**
 * A crosstable's row holds a result when it has a player number in the number column (a
 * total's label is often written there), or, without one, when its opponent cells are all
 * results (column sums above 1 are none).
 */
function crossRowTest(header: unknown[], cols: CrossColumns): RowTest {
  const numberCol = header.findIndex(
    (v, c) => !cols.all.has(c) && classifyHeader(v).role === "number"
  );
  const ps = defaultPoints();
  return {
    blankRowsBetween: false,
    hasResult: (row) => {
      if (numberCol >= 0) return cellInt(row[numberCol]) !== null;
      let any = false;
      for (const c of cols.all) {
        const v = row[c];
        if (isMaybeBlank(v) || isDiagonal(v)) continue;
        if (parseCrossCell(v, ps).t !== "results") return false;
        any = true;
      }
      return any;
    },
  };
}

export function readCrosstable(
  cells: unknown[][],
  headerRow: number,
  width: number,
  opts: GridOptions,
  issues: Issues
): Omit<GridResult, "warnings" | "layout" | "header"> {
  const ps = opts.points ?? defaultPoints();

  // 1. columns
  const cols = crossColumns(cells[headerRow] ?? [], width);
  if (cols.byNumber.size === 0) {
    issues.error(
      headerRow,
      0,
      'no opponent columns: a crosstable has one column per player, headed by the player numbers "1", "2", "3"...'
    );
    return { tournament: { players: [], points: ps, meta: {} }, playerRows: [] };
  }

  // 2. players (player columns exclude the opponent columns, where round-like headers are
  // opponents), and which columns are whose
  const dataRows = tableRows(cells, headerRow, crossRowTest(cells[headerRow] ?? [], cols), issues);
  const pc = playerColumns(cells, headerRow, dataRows, cols.all, width);
  const { players, playerRows } = readPlayers(cells, dataRows, pc, issues);
  const n = players.length;
  // Berger positions come from the start numbers, never from the row order (a crosstable is
  // often sorted by final rank): position k = the k-th smallest start number
  const pos = bergerPositions(players.map((p) => p.id));
  if (pc.number === undefined && n > 0) {
    issues.warn(
      headerRow,
      0,
      "no number column (No, SNo, Nr...): players are numbered 1, 2, 3... in row order, and the rounds are assumed from the Berger tables by those numbers",
      { kind: "grid:no-number-column" }
    );
  }
  const colsOf = columnsOfPlayers(cells, headerRow, cols, players, playerRows, issues);

  // 3. tokens
  const twoColumns = [...cols.byNumber.values()].some((cs) => cs.length === 2);
  const base = { cells, ps, issues, players, playerRows, colsOf };
  const f: CrossFrame = { ...base, ...readCells(base, twoColumns) };

  // 4. cross-check
  const perCycle = n % 2 === 0 ? n - 1 : n;
  const total = perCycle * f.cycles;
  const { rounds, notPlayed, pending } = crossCheck(f, pos, perCycle);

  // 5. build: games not played, the rest round of an odd round robin
  if (notPlayed.length) {
    const shown = notPlayed
      .slice(0, 6)
      .map((x) => issues.at(x.r, x.c))
      .join(", ");
    issues.warn(
      notPlayed[0].r,
      notPlayed[0].c,
      `${notPlayed.length} game(s) not played (both cells blank or 0): ${shown}${notPlayed.length > 6 ? "..." : ""}; they count as absences`,
      { kind: "grid:not-played" }
    );
  }
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < total; k++) {
      if (rounds[i][k]) continue;
      // the Berger rest round of an odd round robin, or a game not played
      const rest = n % 2 === 1 && bergerRound(pos[i], n, n) === (k % perCycle) + 1;
      rounds[i][k] = { kind: "bye", bye: "zpb", reason: rest ? "unpaired" : "absent" };
    }
    players[i].rounds = rounds[i];
  }
  const tournament: Tournament = {
    players,
    points: ps,
    meta: {},
    type: "round-robin",
    totalRounds: total,
    roundsAssumed: CROSSTABLE_ROUNDS,
  };
  if (pending.length) tournament.pending = pending;
  return { tournament, playerRows };
}

/** Whether the grid under a header of plain numbers looks like a crosstable rather than a Swiss table. */
export function looksLikeCrosstable(cells: unknown[][], headerRow: number, width: number): boolean {
  const header = cells[headerRow] ?? [];
  const cols = crossColumns(header, width);
  // every opponent column is headed by a number (or blank after one) by construction, also
  // beyond 999 where a header is no longer a round number: a large crosstable stays one
  if (cols.byNumber.size < 2) return false;
  const ps = defaultPoints();
  let results = 0;
  let diagonals = 0;
  // the table's rows, as the reader takes them (a total or footnotes below are none)
  const rows = tableRows(cells, headerRow, crossRowTest(header, cols), new Issues()).map(
    (r) => cells[r]
  );
  for (const row of rows) {
    for (const c of cols.all) {
      const v = row[c];
      if (isMaybeBlank(v)) continue;
      const cell = parseCrossCell(v, ps);
      if (cell.t === "results") results++;
      else if (isDiagonal(v)) diagonals++;
      else return false; // an opponent token such as "5w1": a Swiss table
    }
  }
  return (
    rows.length >= 2 &&
    rows.length === cols.byNumber.size &&
    (results > 0 || diagonals > 0) &&
    diagonals <= rows.length * 2
  );
}
