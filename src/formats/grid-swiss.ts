/**
 * Swiss table layout: one row per player, one column per round, each round cell in one of the
 * notations organisers type (TRF-like "12w1", US wallchart "W12", EGD "12+/b0", byes).
 * Results are checked from both sides; a blank (or desktop 0) cell facing an opponent who names
 * this player is filled from the opponent's row.
 */
import { Q } from "../engine/rational";
import { pointsFor } from "../engine/scoring";
import {
  defaultPoints,
  roundsCounted,
  type Colour,
  type Player,
  type PointsSystem,
  type RoundEntry,
  type Tournament,
} from "../engine/types";
import { egdToRoundEntry, parseEgdToken } from "./egd";
import { countsOutcome, parseGameCounts } from "./game-counts";
import { isFinalRoundHeader } from "./grid-rounds";
import { tableRows } from "./grid-rows";
import {
  splitCell,
  splitColumns,
  splitRoundColumns,
  splitShown,
  type SplitRound,
} from "./grid-split";
import {
  byeForPoints,
  cellInt,
  cellText,
  classifyHeader,
  roundBeyondLimit,
  isBlank,
  type GridOptions,
  type GridResult,
  type Issues,
  outcomeForPoints,
  qOfNumber,
  playerColumns,
  readPlayers,
  resultPoints,
  roundsEntered,
  show,
} from "./grid-common";
import {
  agree,
  describe,
  filledFrom,
  filledNeedsWarning,
  isDoubleLoss,
  mirrorEntry,
} from "./grid-pairing";

export { agree, describe, mirrorEntry } from "./grid-pairing";

/** How one round cell reads, before the two sides of each game are compared. */
export type SwissToken =
  | { t: "entry"; entry: RoundEntry; notation: "trf" | "us" | "egd" | "bye" }
  /** "U": a pairing-allocated bye in TRF, an unplayed round in a US wallchart. */
  | { t: "u" }
  /** Blank; `zero` when it is the number 0 (a blank on Excel desktop, or a typed 0). */
  | { t: "blank"; zero: boolean }
  /** A bare whole number (an opponent without result, or "+12" that Excel turned into 12). */
  | { t: "number"; n: number }
  /**
   * "-1" (text, or the number -1): a bye worth one point in a chess-results / Swiss-Manager
   * export, or a forfeit loss against player 1. The cross-check decides: player 1's row naming
   * this player in that round makes it the forfeit.
   */
  | { t: "minus1" }
  /** Paired, no result yet ("4w" with nothing after the colour, "4w?", "4w*"): not played yet. */
  | { t: "pending"; opponent: number; colour?: Colour }
  | { t: "bad"; why?: string; col?: number };

/** What a rule sees: the cell as trimmed text (dashes unified), lower case, and the context. */
export interface CellText {
  s: string;
  lower: string;
  ps: PointsSystem;
  goMode: boolean;
}

/**
 * One notation of a Swiss round cell. The rules run in table order and the first one that
 * returns a token decides; `examples` make up the "accepted" list of error messages. Adding a
 * notation is one row here and its test.
 */
export interface SwissRule {
  name: string;
  examples: string;
  read(c: CellText): SwissToken | null;
}

const RESULT = String.raw`(\d+(?:[.,]\d+)?|\d*½|1/2|=|\+|-|\?|\*)`;
// colour w/b, and German s (schwarz) for Black as in chess-results exports ("12s½")
const OPP_COLOUR_RESULT = new RegExp(String.raw`^(\d{1,5})\s*([wbs])\s*${RESULT}$`, "i");
const OPP_COLOUR_PENDING = /^(\d{1,5})\s*([wbs])$/i;
/** Opponent, optional colour, then a match's game counts: "12w 2-1", "12 2-1", "12b 1-2-0". */
const OPP_GAME_COUNTS =
  /^(\d{1,5})(?:\s*([wbs])\s*|\s+)(\d{1,2}\s*[-:]\s*\d{1,2}(?:\s*[-:]\s*\d{1,2})?)$/i;
const OPP_SPACE_RESULT = new RegExp(String.raw`^(\d{1,5})\s+${RESULT}$`, "i");
const OPP_SYMBOL = /^(\d{1,5})\s*(½|=|\+|-|\?|\*)$/;
const COLOUR_OPP_RESULT = new RegExp(String.raw`^([wb])\s*(\d{1,5})\s+${RESULT}$`, "i");
const COLOUR_OPP_SYMBOL = /^([wb])\s*(\d{1,5})\s*(½|=|\+|-|\?|\*)$/i;
const SIGN_OPP = /^([+-])\s*(\d{1,5})\s*([wb])?$/i;
const WALLCHART = /^([wldxf])\s*(\d{1,5})(?:\s*\(?([wb])\)?)?$/i;
const POINTS_BYE = /^(?:(\S+)\s*bye|bye\s*(\S+))$/i;
/** chess-results byes: "-" for the opponent, then the points ("-1", "-½", "-0", "- 0.5"). */
const MINUS_POINTS = /^-\s*(1|0|½|0[.,]5|1\/2)$/;
export const EGD_SPECIFIC = /^(?:\d+!?[+\-=?][/!].*|\d+![+\-=?].*|0[+=-])$/;

const BYE_WORDS: Record<string, RoundEntry | "u"> = {
  bye: { kind: "bye", bye: "pab" },
  pab: { kind: "bye", bye: "pab" },
  "+": { kind: "bye", bye: "pab" },
  b: { kind: "bye", bye: "pab" },
  f: { kind: "bye", bye: "fpb" },
  fpb: { kind: "bye", bye: "fpb" },
  x: { kind: "bye", bye: "fpb" },
  h: { kind: "bye", bye: "hpb" },
  hpb: { kind: "bye", bye: "hpb" },
  "½": { kind: "bye", bye: "hpb" },
  "=": { kind: "bye", bye: "hpb" },
  z: { kind: "bye", bye: "zpb" },
  zpb: { kind: "bye", bye: "zpb" },
  "0": { kind: "bye", bye: "zpb" },
  "-": { kind: "bye", bye: "zpb" },
  abs: { kind: "bye", bye: "zpb", reason: "absent" },
  absent: { kind: "bye", bye: "zpb", reason: "absent" },
  wd: { kind: "bye", bye: "zpb", reason: "withdrawn" },
  withdrawn: { kind: "bye", bye: "zpb", reason: "withdrawn" },
  u: "u",
};

function colourOf(s: string | undefined): Colour | undefined {
  const c = s?.toLowerCase();
  return c === "w" || c === "b" ? c : c === "s" ? "b" : undefined;
}

/** A game or forfeit from an opponent, colour and result text; "?" and "*": no result yet. */
function opponentEntry(
  opponent: number,
  colour: Colour | undefined,
  result: string,
  ps: PointsSystem
): SwissToken {
  const extra = colour ? { colour } : {};
  if (result === "+")
    return {
      t: "entry",
      entry: { kind: "forfeit", opponent, outcome: "win", ...extra },
      notation: "trf",
    };
  if (result === "-")
    return {
      t: "entry",
      entry: { kind: "forfeit", opponent, outcome: "loss", ...extra },
      notation: "trf",
    };
  if (result === "?" || result === "*") return { t: "pending", opponent, ...extra };
  const q = resultPoints(result.replace(/^(\d+)½$/, "$1.5"));
  const outcome = q === null ? null : outcomeForPoints(q, ps);
  if (outcome === null) {
    return { t: "bad", why: `result "${result}" is not a win, draw or loss in this points system` };
  }
  return { t: "entry", entry: { kind: "game", opponent, outcome, ...extra }, notation: "trf" };
}

/** The bye worth `text` points ("1", "½", "0.5"), or a bad token naming the points system. */
function pointsBye(text: string, ps: PointsSystem): SwissToken {
  const q = resultPoints(text.replace(/^(\d+)½$/, "$1.5"));
  const bye = q === null ? null : byeForPoints(q, ps);
  return bye
    ? { t: "entry", entry: bye, notation: "bye" }
    : { t: "bad", why: `a bye worth ${text} does not match the points system` };
}

const byRegex =
  (re: RegExp, f: (m: RegExpExecArray, c: CellText) => SwissToken | null) =>
  (c: CellText): SwissToken | null => {
    const m = re.exec(c.s);
    return m ? f(m, c) : null;
  };

export const SWISS_RULES: readonly SwissRule[] = [
  {
    name: "opponent, colour, result (TRF-like, chess-results)",
    examples: '"12w1", "12b½", "12b0.5", "12w=", "12 w 1", "12s½"',
    read: (c) => {
      const m = c.goMode ? null : OPP_COLOUR_RESULT.exec(c.s);
      return m ? opponentEntry(Number(m[1]), colourOf(m[2]), m[3], c.ps) : null;
    },
  },
  {
    name: "opponent, colour, game counts (a match of games: Magic best-of-3)",
    examples: '"12w 2-1", "12 2-0", "12b 1-2-0" (games won-lost-drawn)',
    read: (c) => {
      const m = c.goMode ? null : OPP_GAME_COUNTS.exec(c.s);
      const counts = m ? parseGameCounts(m[3]) : null;
      if (!m || !counts) return null;
      const colour = colourOf(m[2]);
      return {
        t: "entry",
        entry: {
          kind: "game",
          opponent: Number(m[1]),
          outcome: countsOutcome(counts),
          stats: { ...counts },
          ...(colour ? { colour } : {}),
        },
        notation: "trf",
      };
    },
  },
  {
    name: "paired, no result yet",
    examples: '"4w", "4w?", "4w*" (not played yet: no points until the result is entered)',
    read: byRegex(OPP_COLOUR_PENDING, (m) => {
      const colour = colourOf(m[2]);
      return { t: "pending", opponent: Number(m[1]), ...(colour ? { colour } : {}) };
    }),
  },
  {
    name: "bye word",
    examples: '"bye", "PAB", "+", "H", "Z", "F", "U", "-", "0", "½", "abs", "wd"',
    read: (c) => {
      const word = BYE_WORDS[c.lower];
      if (word === "u") return { t: "u" };
      return word ? { t: "entry", entry: { ...word }, notation: "bye" } : null;
    },
  },
  {
    name: "chess-results bye with its points",
    examples: '"-1", "-½", "-0"',
    read: byRegex(MINUS_POINTS, (m, c) => (m[1] === "1" ? { t: "minus1" } : pointsBye(m[1], c.ps))),
  },
  {
    name: "bare number",
    examples: "",
    read: (c) => {
      const n = cellInt(c.s);
      return n !== null ? { t: "number", n } : null;
    },
  },
  {
    name: "points of a bye",
    examples: '"1", "0.5"',
    read: (c) => {
      if (/^[+-]/.test(c.lower) || resultPoints(c.lower) === null) return null;
      const tok = pointsBye(c.lower, c.ps);
      return tok.t === "bad" ? { t: "bad" } : tok;
    },
  },
  {
    name: "points and the word bye",
    examples: '"1 bye", "bye ½"',
    read: (c) => {
      const m = POINTS_BYE.exec(c.lower);
      return m ? pointsBye(m[1] ?? m[2], c.ps) : null;
    },
  },
  {
    name: "EGD / OpenGotha (Go tables)",
    examples: '"18+/b0", "4-/w0", "7=/w2", "0=", "0+", "0-"',
    read: (c) => {
      if (!c.goMode && !EGD_SPECIFIC.test(c.s)) return null;
      const tok = parseEgdToken(c.s);
      return tok ? { t: "entry", entry: egdToRoundEntry(tok), notation: "egd" } : null;
    },
  },
  {
    name: "opponent, colour, result in a Go table",
    examples: "",
    read: byRegex(OPP_COLOUR_RESULT, (m, c) =>
      opponentEntry(Number(m[1]), colourOf(m[2]), m[3], c.ps)
    ),
  },
  {
    name: "opponent and result",
    examples: '"12 1", "12½", "12+"',
    read: (c) => {
      const m = OPP_SPACE_RESULT.exec(c.s) ?? OPP_SYMBOL.exec(c.s);
      return m ? opponentEntry(Number(m[1]), undefined, m[2], c.ps) : null;
    },
  },
  {
    name: "colour, opponent, result",
    examples: '"w12 1"',
    read: (c) => {
      const m = COLOUR_OPP_RESULT.exec(c.s) ?? COLOUR_OPP_SYMBOL.exec(c.s);
      return m ? opponentEntry(Number(m[2]), colourOf(m[1]), m[3], c.ps) : null;
    },
  },
  {
    name: "forfeit sign and opponent",
    examples: '"+12", "-12", "+12w"',
    read: byRegex(SIGN_OPP, (m) => {
      const entry: RoundEntry = {
        kind: "forfeit",
        opponent: Number(m[2]),
        outcome: m[1] === "+" ? "win" : "loss",
      };
      const colour = colourOf(m[3]);
      if (colour) entry.colour = colour;
      return { t: "entry", entry, notation: "trf" };
    }),
  },
  {
    name: "US wallchart",
    examples: '"W12", "L5", "D3", "X12", "F12", "B", "H", "U"',
    read: byRegex(WALLCHART, (m) => {
      const opponent = Number(m[2]);
      const colour = colourOf(m[3]);
      const extra = colour ? { colour } : {};
      const letter = m[1].toLowerCase();
      const entry: RoundEntry =
        letter === "x" || letter === "f"
          ? { kind: "forfeit", opponent, outcome: letter === "x" ? "win" : "loss", ...extra }
          : {
              kind: "game",
              opponent,
              outcome: letter === "w" ? "win" : letter === "l" ? "loss" : "draw",
              ...extra,
            };
      return { t: "entry", entry, notation: "us" };
    }),
  },
  {
    name: "EGD short form in a chess table",
    examples: "",
    read: (c) => {
      const tok = parseEgdToken(c.s);
      return tok ? { t: "entry", entry: egdToRoundEntry(tok), notation: "egd" } : null;
    },
  },
];

export const SWISS_ACCEPTED = `accepted: ${SWISS_RULES.filter((r) => r.examples)
  .map((r) => `${r.name} (${r.examples})`)
  .join("; ")}; or a blank cell`;

/** A numeric cell: blank (0), a bare opponent number, "-12" turned into a number, a bye's points. */
function numericToken(v: number, ps: PointsSystem): SwissToken {
  if (!Number.isFinite(v)) return { t: "bad" };
  if (v === -1) return { t: "minus1" };
  if (Number.isInteger(v) && v < 0 && v > -100000) {
    // "-12" typed into Excel becomes the number -12
    return {
      t: "entry",
      entry: { kind: "forfeit", opponent: -v, outcome: "loss" },
      notation: "trf",
    };
  }
  if (Number.isInteger(v) && v > 0 && v < 100000) return { t: "number", n: v };
  const q = qOfNumber(v);
  const bye = q && byeForPoints(q, ps);
  return bye ? { t: "entry", entry: bye, notation: "bye" } : { t: "bad" };
}

/**
 * Reads one Swiss round cell. `goMode`: the grid is a Go table, so short EGD forms such as
 * "12+" are games (in a chess table they are forfeits).
 */
export function parseSwissCell(
  v: unknown,
  ps: PointsSystem,
  goMode: boolean,
  rules: readonly SwissRule[] = SWISS_RULES
): SwissToken {
  if (isBlank(v)) return { t: "blank", zero: false };
  if (typeof v === "number") {
    if (v === 0) return { t: "blank", zero: true };
    return numericToken(v, ps);
  }
  if (typeof v !== "string") return { t: "bad" };
  const s = v.trim().replace(/[\u2013\u2014\u2212]/g, "-");
  const c: CellText = { s, lower: s.toLowerCase(), ps, goMode };
  for (const rule of rules) {
    const tok = rule.read(c);
    if (tok) return tok;
  }
  return { t: "bad" };
}

// ---------------------------------------------------------------------------------------------
// The reader, in phases: columns, players, tokens, cross-check (round by round), build.

/** Phase 1: the column of each round (-1 for a missing one), from the header row. */
function roundColumns(
  header: unknown[],
  headerRow: number,
  width: number,
  issues: Issues
): number[] {
  const roundCol = new Map<number, number>();
  for (let c = 0; c < width; c++) {
    const role = classifyHeader(header[c]);
    if (role.role !== "round" || roundBeyondLimit(issues, headerRow, c, role.round)) continue;
    if (roundCol.has(role.round)) {
      issues.error(
        headerRow,
        c,
        `round ${role.round} has two columns (${issues.at(headerRow, roundCol.get(role.round)!)} and this one)`,
        "inconsistent"
      );
    } else roundCol.set(role.round, c);
  }
  const nRounds = Math.max(0, ...roundCol.keys());
  const found = [...roundCol.keys()].sort((a, b) => a - b);
  for (let k = 1; k <= nRounds; k++) {
    if (!roundCol.has(k)) {
      const next = found.find((x) => x > k)!;
      issues.error(
        headerRow,
        roundCol.get(next)!,
        `the column of round ${k} is missing (round columns found: ${found.join(", ")})`,
        "missing"
      );
    }
  }
  return [...Array(nRounds).keys()].map((k) => roundCol.get(k + 1) ?? -1);
}

/** Round k of a row whose rounds are split over columns (grid-split.ts), as a token. */
function splitToken(row: unknown[], s: SplitRound, ps: PointsSystem, goMode: boolean): SwissToken {
  const cell = splitCell(row, s);
  if (cell.kind === "blank") return { t: "blank", zero: cell.zero };
  if (cell.kind === "pending")
    return {
      t: "pending",
      opponent: cell.opponent,
      ...(cell.colour ? { colour: cell.colour } : {}),
    };
  if (cell.kind === "bad") return { t: "bad", why: cell.why, col: cell.col };
  const tok = parseSwissCell(cell.text, ps, goMode);
  return tok.t === "bad" ? { ...tok, col: s.result } : tok;
}

/** Whether a cell is a round written as text (a game, a pairing, a bye word): no number. */
function textResult(v: unknown, ps: PointsSystem): boolean {
  if (typeof v !== "string" || v.trim() === "") return false;
  const t = parseSwissCell(v, ps, false).t;
  return t === "entry" || t === "pending" || t === "u" || t === "minus1";
}

/**
 * Whether column c holds results: at least one cell names an opponent ("12w1", "W12", "+5"),
 * and such cells (with byes and blanks) are at least as many as the cells that are no round.
 */
function holdsResults(
  cells: unknown[][],
  rows: number[],
  c: number,
  ps: PointsSystem
): string | null {
  let results = 0;
  let other = 0;
  let first: string | null = null;
  for (const r of rows) {
    const v = cells[r]?.[c];
    if (isBlank(v) || v === 0) continue;
    const tok = parseSwissCell(v, ps, false);
    const named = tok.t === "pending" || (tok.t === "entry" && tok.entry.kind !== "bye");
    if (named) {
      results++;
      first ??= cellText(v);
    } else if (!(tok.t === "entry" || tok.t === "u" || tok.t === "minus1")) other++;
  }
  return results > 0 && results >= other ? first : null;
}

/**
 * Phase 1b: the columns right of the first round whose headers are no round, yet whose cells
 * are results, are never read as player columns: a "Final" (Last round...) column after the
 * numbered rounds is the next round; any other is an error at its header saying how to head it.
 */
function resultColumnsBeyond(
  cells: unknown[][],
  headerRow: number,
  dataRows: number[],
  rounds: number[],
  width: number,
  ps: PointsSystem,
  issues: Issues
): void {
  const header = cells[headerRow] ?? [];
  const used = rounds.filter((c) => c >= 0);
  const firstCol = Math.min(...used);
  for (let c = firstCol + 1; c < width; c++) {
    if (used.includes(c)) continue;
    const role = classifyHeader(header[c]).role;
    if (role !== "attr" && role !== "none") continue;
    const sample = holdsResults(cells, dataRows, c, ps);
    if (sample === null) continue;
    const next = rounds.length + 1;
    const text = cellText(header[c]);
    const lastCol = Math.max(...used);
    if (role === "attr" && isFinalRoundHeader(text) && c > lastCol && !rounds.includes(-1)) {
      rounds.push(c);
      used.push(c);
      continue;
    }
    const what =
      role === "none"
        ? "this column has no header"
        : `the header ${JSON.stringify(text)} is not a round`;
    issues.error(
      headerRow,
      c,
      `${what}, but its cells are results (such as ${JSON.stringify(sample)}): head it "R${next}" to read it as round ${next}, or clear it`,
      "missing"
    );
  }
}

/** A round cell's token, read as an entry before the other side is known (undefined: none yet). */
function tokenEntry(tok: SwissToken, usMode: boolean): RoundEntry | undefined {
  if (tok.t === "entry") return { ...tok.entry };
  if (tok.t === "u") {
    return usMode ? { kind: "bye", bye: "zpb", reason: "absent" } : { kind: "bye", bye: "pab" };
  }
  if (tok.t === "pending") {
    return {
      kind: "unknown",
      opponent: tok.opponent,
      ...(tok.colour ? { colour: tok.colour } : {}),
    };
  }
  return undefined;
}

/** The opponent number a token names in its round (for "-1": whether player 1 names us). */
function namedOpponent(tok: SwissToken): number | null {
  if (tok.t === "entry") return tok.entry.kind === "bye" ? null : tok.entry.opponent;
  if (tok.t === "pending") return tok.opponent;
  if (tok.t === "number") return tok.n;
  return null;
}

interface SwissFrame {
  players: Player[];
  playerRows: number[];
  index: Map<number, number>;
  tokens: SwissToken[][];
  ps: PointsSystem;
  goMode: boolean;
  usMode: boolean;
  /** Neither TRF-like nor US notation anywhere ("U" is then ambiguous). */
  noNotation: boolean;
  issues: Issues;
  pending: { round: number; player: number; where: string }[];
}

/** Phase 4: both sides of every game of round k (0-based, column c); fills players' rounds. */
function crossCheckRound(f: SwissFrame, k: number, c: number): void {
  const { players, playerRows, index, tokens, ps, issues } = f;
  const at = (i: number): string => issues.at(playerRows[i], c);
  const entries: (RoundEntry | undefined)[] = tokens.map((row) => tokenEntry(row[k], f.usMode));
  // "-1": a forfeit loss against player 1 when player 1's cell names this player, else a bye
  tokens.forEach((row, i) => {
    if (row[k].t !== "minus1") return;
    const j = index.get(1);
    const namesMe = j !== undefined && j !== i && namedOpponent(tokens[j][k]) === players[i].id;
    if (namesMe) {
      entries[i] = { kind: "forfeit", opponent: 1, outcome: "loss" };
      return;
    }
    const bye = byeForPoints(Q.ONE, ps);
    if (bye) entries[i] = bye;
    else
      issues.error(playerRows[i], c, "-1: a bye worth one point does not match the points system");
    if (j !== undefined && j !== i && tokens[j][k].t === "blank") {
      issues.warn(
        playerRows[i],
        c,
        `-1 read as a bye worth one point (chess-results notation); for a forfeit loss against player 1, write "+${players[i].id}" in ${at(j)}`,
        { kind: "grid:minus1-bye", round: k + 1 }
      );
    }
  });
  if (f.noNotation) {
    tokens.forEach((row, i) => {
      if (row[k].t === "u") {
        issues.warn(
          playerRows[i],
          c,
          'U read as a pairing-allocated bye (TRF); in a US wallchart U is an unplayed round: write "Z" or leave it blank for that',
          { kind: "grid:u-pab", round: k + 1 }
        );
      }
    });
  }
  const opp: number[] = entries.map(() => -1);
  const namedBy = new Map<number, number[]>();
  entries.forEach((e, i) => {
    if (!e || e.kind === "bye") return;
    const j = index.get(e.opponent);
    if (j === undefined) {
      issues.error(
        playerRows[i],
        c,
        `opponent ${e.opponent} is not in the number column`,
        "inconsistent"
      );
      return;
    }
    if (j === i) {
      issues.error(
        playerRows[i],
        c,
        `player ${e.opponent} cannot play against themselves`,
        "inconsistent"
      );
      return;
    }
    opp[i] = j;
    namedBy.set(j, [...(namedBy.get(j) ?? []), i]);
  });
  const twice = new Set<number>();
  for (const [j, by] of namedBy) {
    if (by.length > 1) {
      twice.add(j);
      issues.error(
        playerRows[by[1]],
        c,
        `player ${players[j].id} is paired twice in round ${k + 1}: here and at ${at(by[0])}`,
        "inconsistent"
      );
    }
  }
  const done = new Set<number>();
  entries.forEach((e, i) => {
    const j = opp[i];
    if (!e || j < 0 || twice.has(j) || done.has(i)) return;
    const ej = entries[j];
    const tj = tokens[j][k];
    const idI = players[i].id;
    const idJ = players[j].id;
    if (ej === undefined) {
      const mirror = mirrorEntry(e, idI);
      if (tj.t === "blank") {
        entries[j] = mirror;
        if (filledNeedsWarning(tj.zero, mirror)) {
          issues.warn(
            playerRows[j],
            c,
            filledFrom(tj.zero, at(i), e, `player ${idI} against player ${idJ}`),
            { kind: "grid:filled-from-opponent", round: k + 1 }
          );
        }
      } else if (tj.t === "number" && tj.n === idI) {
        entries[j] = mirror;
        issues.warn(
          playerRows[j],
          c,
          `the bare number ${tj.n} is read as ${describe(mirror)} against ${idI}, from ${at(i)}${mirror.kind === "forfeit" && mirror.outcome === "win" ? ' (Excel turns "+12" into 12: type it as text)' : ""}`,
          { kind: "grid:bare-number", round: k + 1 }
        );
      } else if (tj.t === "number") {
        issues.error(
          playerRows[j],
          c,
          `${tj.n} is not readable here: ${at(i)} says player ${idI} played player ${idJ} in round ${k + 1}`,
          "inconsistent"
        );
        entries[j] = mirror;
      }
      done.add(j);
      return;
    }
    if (ej.kind === "bye") {
      issues.error(
        playerRows[j],
        c,
        `results disagree: this cell says ${describe(ej)}, but ${at(i)} says player ${idI} played player ${idJ}`,
        "inconsistent"
      );
      done.add(j);
      return;
    }
    if (ej.opponent !== idI) {
      issues.error(
        playerRows[i],
        c,
        `pairings disagree: this cell says opponent ${idJ}, but ${at(j)} says player ${idJ} played ${ej.opponent}`,
        "inconsistent"
      );
      return;
    }
    done.add(j);
    const pendingI = tokens[i][k].t === "pending";
    const pendingJ = tj.t === "pending";
    const why =
      pendingI !== pendingJ
        ? `${pendingI ? "no result yet" : describe(e)} on one side and ${pendingJ ? "no result yet" : describe(ej)} on the other`
        : agree(e, ej, f.goMode);
    if (why) {
      issues.error(
        playerRows[i],
        c,
        `results disagree with ${at(j)} (player ${idI} against ${idJ}): ${why}`,
        "inconsistent"
      );
    } else if (isDoubleLoss(e, ej) && !f.goMode) {
      issues.warn(playerRows[i], c, `a double loss: both players lost (0-0), a game for both`, {
        kind: "grid:double-loss",
        round: k + 1,
      });
    }
  });
  entries.forEach((e, i) => {
    if (e) return;
    const tok = tokens[i][k];
    if (tok.t === "blank") {
      if (tok.zero) {
        issues.warn(
          playerRows[i],
          c,
          '0 read as an absence (zero-point round): Excel desktop passes a blank cell as 0, so a lost game written as 0 cannot be told apart; write a game as opponent, colour and result ("12b0")',
          { kind: "grid:zero-absence", round: k + 1 }
        );
      }
      entries[i] = { kind: "bye", bye: "zpb", reason: "absent" };
    } else if (tok.t === "number") {
      const bye = tok.n === 1 ? byeForPoints(Q.ONE, ps) : null;
      if (bye) {
        issues.warn(playerRows[i], c, "1 without an opponent read as a bye worth one point", {
          kind: "grid:one-bye",
          round: k + 1,
        });
        entries[i] = bye;
      } else {
        issues.error(
          playerRows[i],
          c,
          `the bare number ${tok.n} has no result (no row names this player in round ${k + 1}); ${SWISS_ACCEPTED}`,
          "missing"
        );
      }
    }
  });
  entries.forEach((e, i) => {
    if (!e) return;
    players[i].rounds[k] = e;
    // a paired game without a result yet: "4w" or "4w?" here, or a cell filled from one
    if (e.kind === "unknown") f.pending.push({ round: k + 1, player: players[i].id, where: at(i) });
  });
}

/**
 * A player without a result in any round entered (every cell blank, no opponent naming them):
 * a warning at the row, since a note or a total row below the table reads so.
 */
function noResultWarnings(f: SwissFrame, last: number, col: number): void {
  if (last === 0) return;
  f.players.forEach((p, i) => {
    const none = p.rounds.every(
      (e) => e.kind === "bye" && e.bye === "zpb" && e.reason === "absent"
    );
    if (!none || !f.tokens[i].every((t) => t.t === "blank")) return;
    f.issues.warn(
      f.playerRows[i],
      col,
      `player ${p.id}${p.name ? ` (${p.name})` : ""} has no result in any round: counted absent in ${last === 1 ? "round 1" : `rounds 1-${last}`}; if this row is no player (a note, a total), delete it or leave a blank row above it`,
      { kind: "grid:no-result" }
    );
  });
}

/** The start of the error of a Swiss table without round columns. */
export const NO_ROUND_COLUMNS = "no round columns";

/** Reads a Swiss table whose header row is `headerRow`. Records problems in `issues`. */
export function readSwiss(
  cells: unknown[][],
  headerRow: number,
  width: number,
  opts: GridOptions,
  issues: Issues
): Omit<GridResult, "warnings" | "layout" | "header"> {
  const ps = opts.points ?? defaultPoints();
  const header = cells[headerRow] ?? [];

  // 1. columns: the round columns (or each round split over opponent, colour and result
  // columns: grid-split.ts), then any column right of them whose cells are results
  const errorsBefore = issues.errors.length;
  const split = splitRoundColumns(header, headerRow, width, issues);
  const splitRefused = issues.errors.length > errorsBefore;
  const plain = roundColumns(header, headerRow, width, issues);
  if (split.length && plain.length)
    issues.error(
      headerRow,
      plain.find((c) => c >= 0) ?? 0,
      `round columns ("R1") and rounds split over opponent and result columns ("Opp1", "Res1") in one table: use one of the two`,
      "inconsistent"
    );
  const rounds = split.length ? split.map((s) => s.opponent) : plain;
  const splitCols = new Set(splitColumns(split));
  /** Round k of a row as a token, whatever the layout of its columns. */
  const tokenOf = (row: unknown[], k: number, go: boolean): SwissToken =>
    split.length
      ? splitToken(row, split[k], ps, go)
      : rounds[k] < 0
        ? { t: "blank", zero: false }
        : parseSwissCell(row[rounds[k]], ps, go);
  if (rounds.length === 0) {
    // split rounds refused at their headers already say what is missing
    if (splitRefused) return { tournament: { players: [], points: ps, meta: {} }, playerRows: [] };
    issues.error(
      headerRow,
      0,
      `${NO_ROUND_COLUMNS}: expected headers such as "R1", "Rd 1", "Round 1" or "1"`,
      "missing"
    );
    return { tournament: { players: [], points: ps, meta: {} }, playerRows: [] };
  }
  // the table's rows: up to a blank row or a Total row (grid-rows.ts)
  const dataRows = tableRows(
    cells,
    headerRow,
    {
      hasResult: (row) =>
        split.length
          ? split.some((_, k) => ["entry", "pending"].includes(tokenOf(row, k, false).t))
          : rounds.some((c) => c >= 0 && textResult(row[c], ps)),
      blankRowsBetween: false,
    },
    issues
  );
  if (!split.length) resultColumnsBeyond(cells, headerRow, dataRows, rounds, width, ps, issues);
  const nRounds = rounds.length;

  // 2. players
  const pc = playerColumns(
    cells,
    headerRow,
    dataRows,
    new Set([...rounds.filter((c) => c >= 0), ...splitCols]),
    width
  );
  if (pc.number === undefined && dataRows.length) {
    issues.warn(
      headerRow,
      0,
      "no number column (No, Nr, #, Place...): players are numbered 1, 2, 3... in row order, and opponents refer to those numbers",
      { kind: "grid:no-number-column" }
    );
  }
  const { players, playerRows } = readPlayers(cells, dataRows, pc, issues);
  const index = new Map(players.map((p, i) => [p.id, i]));

  // 3. tokens
  const goMode =
    players.some((p) => p.rank !== undefined) ||
    playerRows.some((r) =>
      rounds.some(
        (c) => c >= 0 && typeof cells[r][c] === "string" && EGD_SPECIFIC.test(cellText(cells[r][c]))
      )
    );
  const tokens: SwissToken[][] = playerRows.map((r) =>
    rounds.map((_, k) => tokenOf(cells[r], k, goMode))
  );
  let trf = 0;
  let us = 0;
  for (const row of tokens) {
    for (const tok of row) {
      if (tok.t === "entry" && tok.notation === "trf") trf++;
      if (tok.t === "entry" && tok.notation === "us") us++;
    }
  }
  tokens.forEach((row, i) =>
    row.forEach((tok, k) => {
      if (tok.t !== "bad") return;
      const row = cells[playerRows[i]];
      if (split.length) {
        issues.error(
          playerRows[i],
          tok.col ?? rounds[k],
          `cannot read round ${k + 1} (${splitShown(row, split[k])})${tok.why ? `: ${tok.why}` : ""}`
        );
        return;
      }
      const c = rounds[k];
      issues.error(
        playerRows[i],
        c,
        `cannot read ${show(row[c])} as a round${tok.why ? `: ${tok.why}` : ""}; ${SWISS_ACCEPTED}`
      );
    })
  );

  // rounds entered: up to the last column with any content
  const last = roundsEntered(tokens, nRounds, (tok) => tok.t !== "blank");
  for (let k = 0; k < last; k++) {
    if (rounds[k] >= 0 && !tokens.some((row) => row[k].t !== "blank")) {
      issues.warn(
        headerRow,
        rounds[k],
        `round ${k + 1} is empty although later rounds have results: every player is counted absent in it`,
        { kind: "grid:empty-round", round: k + 1 }
      );
    }
  }

  // 4. cross-check, round by round
  const frame: SwissFrame = {
    players,
    playerRows,
    index,
    tokens,
    ps,
    goMode,
    usMode: us > 0 && trf === 0,
    noNotation: us === 0 && trf === 0,
    issues,
    pending: [],
  };
  for (let k = 0; k < last; k++) crossCheckRound(frame, k, rounds[k]);
  noResultWarnings(frame, last, pc.name ?? pc.number ?? 0);

  // 5. build: declared points (only when every round was read), over the rounds counted: a
  // last round paired without any result is not in the points written (a column that counts
  // that round's byes is accepted too)
  if (!issues.errors.length && pc.points !== undefined) {
    const counted = roundsCounted({ players });
    for (const [i, p] of players.entries()) {
      if (p.declaredPoints === undefined) continue;
      let total = Q.ZERO;
      let withLater = Q.ZERO;
      for (let k = 0; k < last; k++) {
        // a game not played yet adds nothing to the points written beside it
        if (tokens[i][k].t === "pending") continue;
        const q = pointsFor(p.rounds[k], ps);
        if (k < counted) total = total.add(q);
        withLater = withLater.add(q);
      }
      if (!total.eq(p.declaredPoints) && !withLater.eq(p.declaredPoints)) {
        issues.warn(
          playerRows[i],
          pc.points,
          `points written ${p.declaredPoints.toString()}, but the rounds add up to ${total.toString()}`,
          { kind: "grid:points-written" }
        );
      }
    }
  }
  const tournament: Tournament = { players, points: ps, meta: {}, totalRounds: nRounds };
  if (frame.pending.length) tournament.pending = frame.pending;
  return { tournament, playerRows };
}
