/**
 * FIDE Tournament Report File: reads TRF16 (C.04 Annex 2) with the TRF-2026 and JaVaFo/bbp
 * extensions. The writer is src/formats/trf-write.ts.
 *
 * The text is passed in already decoded (the caller picks UTF-8 or latin-1). Columns are 1-based
 * and inclusive, as in the specification. Every problem is reported with its line number and the
 * columns that were read; errors are collected and thrown together as one TrfError.
 *
 * Choices:
 * - A blank result is a zero-point bye (Z). A round block that is absent (the line ends earlier)
 *   is a round not entered.
 * - An opponent with a blank result, X or ? is a game without a result yet (UnknownEntry): it
 *   scores nothing (record 162's X when the file gives one: TRF-2026's adjourned games), with a
 *   warning at its line; a last round where no game has a result is not counted (no-result.ts).
 * - Old bye notations with opponent 0000 ("+", "1", "=", "-", "0") are read as PAB, half-point
 *   bye and zero-point bye, with a warning.
 * - The points column (cols 81-84) is checked against the computed score and a difference is a
 *   warning; the computed score is what the engine uses. Without a points record (162, XXS, BBx),
 *   a file whose points column fits 3/1/0 or 2/1/0 and not 1/½/0 is read with that system, with a
 *   warning saying so.
 */
import {
  InputError,
  isInputError,
  NOWHERE,
  type ErrorReason,
  type Problem,
} from "../engine/errors";
import { gcd, Q } from "../engine/rational";
import {
  defaultPoints,
  roundsCounted,
  roundsEntered,
  type Colour,
  type EventType,
  type Outcome,
  type Player,
  type PointsSystem,
  type RoundEntry,
  type Tournament,
} from "../engine/types";
import { noResultNotes } from "./no-result";

export interface TrfIssue {
  line: number;
  message: string;
  /** What kind of problem (errors only); "syntax" when not given. */
  reason?: ErrorReason;
  /** Warnings only: the kind of warning, for grouping (see groupWarnings). */
  kind?: string;
  /** Warnings only: the round (1-based) the warning is about, for grouping. */
  round?: number;
}

/** Every error of a TRF text, each with its line; `reason`/`place` are the first one's. */
export class TrfError extends InputError {
  readonly issues: TrfIssue[];
  constructor(issues: TrfIssue[]) {
    const shown = issues.slice(0, 3).map((i) => `line ${i.line}: ${i.message}`);
    const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : "";
    const problems: Problem[] = issues.map((i) => ({
      reason: i.reason ?? "syntax",
      place: { kind: "line", line: i.line },
      message: i.message,
    }));
    const first = problems[0] ?? { reason: "syntax" as const, place: NOWHERE };
    super(first.reason, shown.join("; ") + more, first.place, problems);
    this.name = "TrfError";
    this.issues = issues;
  }
}

export interface TrfResult {
  tournament: Tournament;
  warnings: TrfIssue[];
}

const COLOUR_SET = new Set(["", "w", "b", "-"]);

/** A bye by index: 0 pab (U), 1 fpb (F), 2 hpb (H), 3 zpb (Z). */
type ByeIndex = 0 | 1 | 2 | 3;
const BYE_NAMES = [
  "a pairing-allocated bye (U)",
  "a full-point bye (F)",
  "a half-point bye (H)",
  "a zero-point bye (Z)",
];

/**
 * One result code of a round block (the character at the result's column; "" for a blank).
 * `against`: what it is with an opponent (a shape of SHAPE_TALLY), null when it needs 0000.
 * `alone`: what it is with opponent 0000 (a bye), null when it needs an opponent; `old`: that
 * bye is an old notation, read with a warning. The reader runs this table and nothing else, so
 * adding a code is one row here and its test.
 */
export interface TrfCode {
  code: string;
  name: string;
  against: number | null;
  alone: ByeIndex | null;
  old?: boolean;
  /** A blank: with an opponent, a game without a result yet (as X); alone, a zero-point bye. */
  pending?: boolean;
  /** Listed in the "expected one of" message (every code but "?" and the blank). */
  listed: boolean;
}

export const TRF_CODES: readonly TrfCode[] = [
  { code: "1", name: "win", against: 0, alone: 0, old: true, listed: true },
  { code: "=", name: "draw", against: 1, alone: 2, old: true, listed: true },
  { code: "0", name: "loss", against: 2, alone: 3, old: true, listed: true },
  { code: "+", name: "forfeit win", against: 6, alone: 0, old: true, listed: true },
  { code: "-", name: "forfeit loss", against: 7, alone: 3, old: true, listed: true },
  { code: "W", name: "win under one move", against: 3, alone: null, listed: true },
  { code: "D", name: "draw under one move", against: 4, alone: null, listed: true },
  { code: "L", name: "loss under one move", against: 5, alone: null, listed: true },
  { code: "H", name: "half-point bye", against: null, alone: 2, listed: true },
  { code: "F", name: "full-point bye", against: null, alone: 1, listed: true },
  { code: "U", name: "pairing-allocated bye", against: null, alone: 0, listed: true },
  { code: "Z", name: "zero-point bye", against: null, alone: 3, listed: true },
  { code: "X", name: "unknown result", against: 8, alone: null, listed: true },
  { code: "?", name: "unknown result", against: 8, alone: null, listed: false },
  { code: "", name: "blank", against: 8, alone: 3, pending: true, listed: false },
];

const RESULT_CODES = TRF_CODES.filter((k) => k.listed)
  .map((k) => k.code)
  .join(" ");
const CODE_BY_TEXT = new Map(TRF_CODES.map((k) => [k.code, k]));

/** Records turned into tournament fields (not kept in meta). */
const FIELD_RECORDS = new Set([
  "012",
  "042",
  "142",
  "XXR",
  "162",
  "XXS",
  "202",
  "212",
  "BBW",
  "BBD",
  "BBL",
  "BBZ",
  "BBF",
  "BBU",
]);

/** Reads the 001 player layout; fields as 1-based inclusive columns. */
const COL = {
  start: [5, 8],
  sex: [10, 10],
  title: [11, 13],
  name: [15, 47],
  rating: [49, 52],
  federation: [54, 56],
  fideId: [58, 68],
  birth: [70, 79],
  points: [81, 84],
  rank: [86, 89],
} as const;

/** Titles in the old TRF16 one- or two-letter form (read as the current codes). */
const OLD_TITLES: Record<string, string> = {
  g: "GM",
  m: "IM",
  f: "FM",
  c: "CM",
  wg: "WGM",
  wm: "WIM",
  wf: "WFM",
  wc: "WCM",
};

/** Columns that are blank separators in a well-aligned 001 line (before the round blocks). */
const SEPARATORS = [4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91];

function cols(line: string, from: number, to: number): string {
  return line.slice(from - 1, to);
}

function roundCols(r: number): { opp: number; colour: number; result: number } {
  const base = 92 + 10 * r;
  return { opp: base, colour: base + 5, result: base + 7 };
}

/** The first column that should be blank in a well-aligned 001 line, or 0 when there is none. */
function firstMisaligned(line: string): number {
  const n = line.length;
  for (let k = 0; k < SEPARATORS.length; k++) {
    const c = SEPARATORS[k];
    if (n >= c && line.charCodeAt(c - 1) !== 32) return c;
  }
  for (let base = 92; base <= n; base += 10) {
    // opp - 2, opp - 1, colour - 1, result - 1 (90 and 91 again for the first round)
    if (line.charCodeAt(base - 3) !== 32) return base - 2;
    if (line.charCodeAt(base - 2) !== 32) return base - 1;
    if (n >= base + 4 && line.charCodeAt(base + 3) !== 32) return base + 4;
    if (n >= base + 6 && line.charCodeAt(base + 5) !== 32) return base + 6;
  }
  return 0;
}

/**
 * A line whose columns were counted in UTF-8 bytes by the program that wrote it: each non-ASCII
 * character is followed by filler so that character positions equal byte positions.
 */
const FILLER = "\u0000";

function byteAligned(line: string): string {
  let out = "";
  for (const ch of line) {
    const cp = ch.codePointAt(0) ?? 0;
    const bytes = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    out += ch + FILLER.repeat(bytes - ch.length);
  }
  return out;
}

/**
 * A line whose columns count characters (code points, as the specification and FIDE's checker
 * count them) holding characters outside the Basic Multilingual Plane (two UTF-16 units each,
 * e.g. an emoji in a name): each such character is replaced by a private-use stand-in of one unit
 * so that positions equal columns; `restore` gives the characters back in a field's text.
 */
function astralAligned(line: string): { line: string; restore: (s: string) => string } | null {
  const pairs = line.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g);
  if (!pairs) return null;
  const back = new Map<string, string>();
  const to = new Map<string, string>();
  let next = 0xe000;
  for (const ch of pairs) {
    if (to.has(ch)) continue;
    while (line.includes(String.fromCharCode(next))) next++;
    if (next > 0xf8ff) return null;
    const stand = String.fromCharCode(next++);
    to.set(ch, stand);
    back.set(stand, ch);
  }
  return {
    line: line.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, (ch) => to.get(ch) as string),
    restore: (x) => x.replace(/[\uE000-\uF8FF]/g, (c) => back.get(c) ?? c),
  };
}

function clean(s: string): string {
  return (s.includes(FILLER) ? s.split(FILLER).join("") : s).trim();
}

/** yyyy/mm/dd, yyyy-mm-dd, yyyy.mm.dd or dd.mm.yyyy / dd/mm/yyyy (first word of the text) as an ISO date, or null. */
export function trfDate(text: string): string | null {
  const s = text.trim().split(/\s+/)[0] ?? "";
  let y: number, m: number, d: number;
  let mt = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(s);
  if (mt) {
    [y, m, d] = [Number(mt[1]), Number(mt[2]), Number(mt[3])];
  } else if ((mt = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s))) {
    [d, m, y] = [Number(mt[1]), Number(mt[2]), Number(mt[3])];
  } else {
    return null;
  }
  if (m < 1 || m > 12 || d < 1 || d > new Date(Date.UTC(y, m, 0)).getUTCDate()) return null;
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** Event type from free text (092) or an encoded type (192); undefined when it says neither. */
export function typeFromText(text: string): EventType | undefined {
  const s = text.toUpperCase();
  if (/ROBIN|BERGER|\bRR\b|ROUNDROBIN|SCHEVENINGEN|DOUBLE_?RR/.test(s)) return "round-robin";
  if (/SWISS|DUTCH|BURSTEIN|DUBOV|\bLIM\b|MONRAD|OLIMP|AMALFI/.test(s)) return "swiss";
  return undefined;
}

/** Splits a 202/212 list: commas or semicolons, or blanks when there is neither. */
function splitCodes(text: string): string[] {
  const t = text.trim();
  const parts = /[,;]/.test(t) ? t.split(/[,;]/) : t.split(/\s+/);
  return parts.map((s) => s.trim()).filter((s) => s !== "");
}

interface Ctx {
  errors: TrfIssue[];
  warnings: TrfIssue[];
  /**
   * The round entries made so far, one frozen object per opponent, kind and colour (and the four
   * byes), shared by every player whose round says the same: a 50 MB file has millions of rounds
   * but far fewer different ones. Entries are never changed after reading (frozen to make sure).
   */
  entries: (RoundEntry | undefined)[];
}

type PsKey = keyof PointsSystem;

/** Largest points value of a points record (162, XXS, BBx): a game is worth at most this. */
const MAX_POINTS = 9999;

/**
 * A points value of a points record, or null with an error at the line (too many digits for
 * exact arithmetic, or beyond ±MAX_POINTS).
 */
function pointsValue(text: string, line: number, c: Ctx, what: string): Q | null {
  let q: Q | null;
  try {
    q = Q.parse(text);
  } catch (e) {
    if (!isInputError(e)) throw e;
    q = null;
  }
  if (q === null || q.gt(Q.int(MAX_POINTS)) || q.lt(Q.int(-MAX_POINTS))) {
    c.errors.push({
      line,
      reason: "overflow",
      message: `${what} "${text}": points must be a number from -${MAX_POINTS} to ${MAX_POINTS} with at most a few decimals`,
    });
    return null;
  }
  return q;
}

/** 162: "162  W 3.0    D 1.0    L 0.0" (symbol, value, repeated). */
function read162(rest: string, line: number, c: Ctx): Partial<Record<PsKey, Q>> {
  const out: Partial<Record<PsKey, Q>> = {};
  const map: Record<string, PsKey> = {
    W: "win",
    D: "draw",
    L: "loss",
    A: "absent",
    P: "pab",
    X: "unknown",
  };
  const body = rest.trim();
  const re = /([A-Za-z]+)\s*([+-]?\d+(?:\.\d+)?)\s*/y;
  let pos = 0;
  while (pos < body.length) {
    re.lastIndex = pos;
    const m = re.exec(body);
    if (!m) {
      c.errors.push({
        line,
        message: `points system (162): cannot read "${body.slice(pos)}"; expected a symbol W D L A P X followed by points, e.g. "W 3.0"`,
      });
      return out;
    }
    const key = map[m[1].toUpperCase()];
    if (!key) {
      c.errors.push({
        line,
        message: `points system (162): unknown symbol "${m[1]}"; expected one of W D L A P X`,
      });
    } else {
      const v = pointsValue(m[2], line, c, `points system (162): ${m[1]}`);
      if (v) out[key] = v;
    }
    pos = re.lastIndex;
  }
  return out;
}

/** XXS: "XXS W=3 D=1" with JaVaFo codes WW BW WD BD WL BL ZPB HPB FPB PAB FW FL. */
function readXXS(rest: string, line: number, c: Ctx): Partial<Record<PsKey, Q>> {
  const out: Partial<Record<PsKey, Q>> = {};
  const targets: Record<string, PsKey[]> = {
    W: ["win"],
    WW: ["win"],
    BW: ["win"],
    D: ["draw"],
    WD: ["draw"],
    BD: ["draw"],
    WL: ["loss"],
    BL: ["loss"],
    L: ["loss"],
    ZPB: ["zpb"],
    HPB: ["hpb"],
    FPB: ["fpb"],
    PAB: ["pab"],
    FW: ["forfeitWin"],
    FL: ["forfeitLoss"],
  };
  const seen: Partial<Record<string, Q>> = {};
  for (const tok of rest.trim().split(/\s+/)) {
    if (tok === "") continue;
    const m = /^([A-Za-z]+)=([+-]?\d+(?:\.\d+)?)$/.exec(tok);
    const code = m?.[1].toUpperCase();
    if (!m || !code || !targets[code]) {
      c.errors.push({
        line,
        message: `points (XXS): cannot read "${tok}"; expected CODE=VALUE with CODE one of ${Object.keys(targets).join(" ")}`,
      });
      continue;
    }
    const v = pointsValue(m[2], line, c, `points (XXS): ${code}`);
    if (!v) continue;
    seen[code] = v;
    for (const k of targets[code]) out[k] = v;
  }
  for (const [a, b] of [
    ["WW", "BW"],
    ["WD", "BD"],
    ["WL", "BL"],
  ]) {
    const va = seen[a];
    const vb = seen[b];
    if (va && vb && !va.eq(vb)) {
      c.errors.push({
        line,
        message: `points (XXS): ${a}=${va.toString()} and ${b}=${vb.toString()} differ; points that depend on the colour are not supported`,
      });
    }
  }
  return out;
}

/** bbp: "BBW  3.0", "BBD  1.0", "BBL", "BBZ", "BBF", "BBU". */
function readBB(code: string, rest: string, line: number, c: Ctx): Partial<Record<PsKey, Q>> {
  const keys: Record<string, PsKey[]> = {
    BBW: ["win"],
    BBD: ["draw"],
    BBL: ["loss"],
    BBZ: ["zpb"],
    BBF: ["forfeitWin"],
    BBU: ["pab"],
  };
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(rest.trim())) {
    c.errors.push({ line, message: `${code}: expected a number of points, e.g. "${code}  3.0"` });
    return {};
  }
  const v = pointsValue(rest.trim(), line, c, code);
  if (v === null) return {};
  const out: Partial<Record<PsKey, Q>> = {};
  for (const k of keys[code]) out[k] = v;
  return out;
}

/**
 * Counts of a player's rounds by how they score (see pointsFor), so that the score under any
 * points system is a sum of a few products, computed once per player.
 */
const enum Tally {
  Win,
  Draw,
  Loss,
  ForfeitWin,
  ForfeitLoss,
  Unknown,
  Pab,
  Fpb,
  Hpb,
  Zpb,
}
const TALLIES = 10;

interface RawPlayer {
  player: Player;
  line: number;
  /** The line had errors: its rounds are not read, and pairings with it are not cross-checked. */
  broken: boolean;
  /** The rounds by kind (Tally), for the score. */
  tally: number[];
  /** Problems of the rounds' entries, reported once the duplicates are known (rarely any). */
  entryErrors?: TrfIssue[];
  entryWarnings?: TrfIssue[];
}

/** What one round block of a 001 line says, before it becomes an entry. */
interface RawRound {
  opp: number;
  colour: Colour | undefined;
  code: TrfCode;
}

/**
 * A round block read the straightforward way (trimmed texts, the exact messages); the fast path
 * of readPlayer hands a block here whenever it holds anything but blanks, digits and the usual
 * letters. Returns null after an error.
 */
function slowRound(body: string, r: number, err: (message: string) => void): RawRound | null {
  const at = roundCols(r);
  const oppText = clean(cols(body, at.opp, at.opp + 3));
  const colourText = clean(cols(body, at.colour, at.colour)).toLowerCase();
  const codeText = clean(cols(body, at.result, at.result)).toUpperCase();
  let opp = 0;
  if (oppText !== "") {
    if (!/^\d+$/.test(oppText)) {
      err(
        `round ${r + 1}: opponent "${oppText}" at columns ${at.opp}-${at.opp + 3}: expected a starting rank, or 0000 for a bye`
      );
      return null;
    }
    opp = Number(oppText);
  }
  if (!COLOUR_SET.has(colourText)) {
    err(`round ${r + 1}: colour "${colourText}" at column ${at.colour}: expected w, b, - or blank`);
    return null;
  }
  const code = CODE_BY_TEXT.get(codeText);
  if (code === undefined) {
    err(
      `round ${r + 1} result '${cols(body, at.result, at.result)}' at column ${at.result}: expected one of ${RESULT_CODES}`
    );
    return null;
  }
  const colour = colourText === "w" || colourText === "b" ? colourText : undefined;
  return { opp, colour, code };
}

/** Result codes by character code (upper and lower case, blank), for the fast path. */
const CODE_BY_CHAR: (TrfCode | undefined)[] = (() => {
  const t = new Array<TrfCode | undefined>(128).fill(undefined);
  for (const k of TRF_CODES) {
    if (k.code === "") t[32] = k;
    else {
      t[k.code.charCodeAt(0)] = k;
      t[k.code.toLowerCase().charCodeAt(0)] = k;
    }
  }
  return t;
})();

/**
 * The text of columns `from`-`to` (1-based, inclusive) without the blanks around it, for a line
 * of printable ASCII only (where a blank is the only white space and there is no filler): equal
 * to clean(cols(line, from, to)) there, with one slice.
 */
function asciiField(line: string, from: number, to: number): string {
  let i = from - 1;
  let j = Math.min(to, line.length);
  while (i < j && line.charCodeAt(i) === 32) i++;
  while (j > i && line.charCodeAt(j - 1) === 32) j--;
  return line.slice(i, j);
}

/** The number a text of digits 0-9 only says (as /^\d+$/ and Number), or -1 for any other text. */
function digitsValue(text: string): number {
  const n = text.length;
  if (n === 0 || n > 15) return n === 0 ? -1 : /^\d+$/.test(text) ? Number(text) : -1;
  let v = 0;
  for (let k = 0; k < n; k++) {
    const d = text.charCodeAt(k) - 48;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return v;
}

/**
 * A points column as Q.parse reads it: the usual forms ("7", "6.5", "10.25") by their digits, any
 * other text through Q.parse.
 */
function pointsColumn(text: string): Q | null {
  const dot = text.indexOf(".");
  const whole = digitsValue(dot < 0 ? text : text.slice(0, dot));
  const frac = dot < 0 ? 0 : digitsValue(text.slice(dot + 1));
  if (whole < 0 || frac < 0) return Q.parse(text);
  const d = dot < 0 ? 1 : 10 ** (text.length - dot - 1);
  return Q.of(whole * d + frac, d);
}

const unchanged = (x: string): string => x;

function readPlayer(text: string, line: number, c: Ctx): RawPlayer | null {
  let s = text;
  const errorsBefore = c.errors.length;
  let restore = unchanged;
  // printable ASCII (almost every line): no stand-ins or fillers, fields with one slice each
  const ascii = !/[^ -~]/.test(s);
  let col = firstMisaligned(s);
  if (col > 0 && !ascii) {
    const astral = astralAligned(s);
    if (astral && firstMisaligned(astral.line) === 0) {
      s = astral.line;
      restore = astral.restore;
      col = 0;
    } else {
      const b = byteAligned(s);
      if (firstMisaligned(b) === 0) {
        s = b;
        col = 0;
        c.warnings.push({
          line,
          message:
            "the columns of this line are counted in UTF-8 bytes, not characters; read it that way (check the names)",
          kind: "trf:utf8-columns",
        });
      }
    }
  }
  const field = (at: readonly [number, number]): string =>
    ascii ? asciiField(s, at[0], at[1]) : restore(clean(cols(s, at[0], at[1])));
  const err = (message: string): void => void c.errors.push({ line, message });

  const startText = field(COL.start);
  const start = digitsValue(startText);
  if (start <= 0) {
    err(
      `starting rank "${startText}" at columns 5-8: expected a positive number (right-aligned, e.g. "   7")`
    );
    return null;
  }
  const player: Player = {
    id: start,
    name: field(COL.name),
    attrs: {},
    rounds: [],
    source: { line },
  };
  const tally = new Array<number>(TALLIES).fill(0);
  // one message for a misaligned line: the first column that should be blank
  if (col > 0) {
    if (col < 92) {
      err(
        `column ${col} should be blank; the 001 fields are at fixed columns (name 15-47, rating 49-52, federation 54-56, FIDE id 58-68, birth date 70-79, points 81-84, rank 86-89, rounds from 92)`
      );
    } else {
      const r = Math.floor((col - 90) / 10);
      const at = roundCols(r);
      err(
        `round ${r + 1}: column ${col} should be blank (each round is two blanks, the opponent at columns ${at.opp}-${at.opp + 3}, a blank, the colour at ${at.colour}, a blank, the result at ${at.result})`
      );
    }
    return { player, line, broken: true, tally };
  }
  const sex = field(COL.sex);
  if (sex) player.sex = sex;
  const title = field(COL.title);
  if (title) player.title = OLD_TITLES[title] ?? title;
  const rating = field(COL.rating);
  if (rating !== "") {
    const v = digitsValue(rating);
    if (v < 0) err(`rating "${rating}" at columns 49-52: expected a number or blank`);
    else player.rating = v;
  }
  const fed = field(COL.federation);
  if (fed) player.federation = fed;
  const fideId = field(COL.fideId);
  if (fideId) player.fideId = fideId;
  const birth = field(COL.birth);
  if (birth) player.birth = birth;
  const pts = field(COL.points);
  if (pts !== "") {
    const q = pointsColumn(pts);
    if (q === null) err(`points "${pts}" at columns 81-84: expected a number such as 3.5 or blank`);
    else player.declaredPoints = q;
  }
  const rank = field(COL.rank);
  if (rank !== "" && digitsValue(rank) < 0) {
    err(`rank "${rank}" at columns 86-89: expected a number or blank`);
  }

  const rp: RawPlayer = { player, line, broken: false, tally };
  readRounds(c, rp, s, err); // readLine trimmed its end (stand-ins and fillers are not white space)
  if (c.errors.length > errorsBefore) {
    rp.broken = true;
    player.rounds = [];
    rp.entryErrors = rp.entryWarnings = undefined;
    tally.fill(0);
  }
  return rp;
}

/**
 * The round blocks of a 001 line (`body`, its end trimmed), in one pass over the characters;
 * entries are made at once. A function of its own, small, so that the engine optimises it early.
 */
function readRounds(c: Ctx, rp: RawPlayer, body: string, err: (message: string) => void): void {
  const rounds = rp.player.rounds;
  const id = rp.player.id;
  const n = body.length;
  for (let r = 0, base = 91; base < n; r++, base += 10) {
    // base: index of the opponent's first column (92 + 10 r, 1-based)
    let opp = 0;
    let state = 0; // 0 leading blanks, 1 digits, 2 trailing blanks, 3 something else
    const oppEnd = Math.min(n, base + 4);
    for (let k = base; k < oppEnd; k++) {
      const ch = body.charCodeAt(k);
      if (ch === 32) {
        if (state === 1) state = 2;
      } else if (ch >= 48 && ch <= 57 && state < 2) {
        opp = opp * 10 + (ch - 48);
        state = 1;
      } else {
        state = 3;
        break;
      }
    }
    const cc = base + 5 < n ? body.charCodeAt(base + 5) : 32;
    const rc = base + 7 < n ? body.charCodeAt(base + 7) : 32;
    const code = rc < 128 ? CODE_BY_CHAR[rc] : undefined;
    let colour: Colour | undefined;
    let fast = state !== 3 && code !== undefined;
    if (cc === 119 || cc === 87) colour = "w";
    else if (cc === 98 || cc === 66) colour = "b";
    else if (cc !== 32 && cc !== 45) fast = false;
    if (fast) {
      const k = code as TrfCode;
      // a game against another player (almost every round): what entryOf would give, at once
      rounds.push(
        opp !== 0 && opp !== id && k.against !== null && k.pending !== true
          ? against(c, rp, opp, k.against, colour)
          : entryOf(c, rp, opp, colour, k, r, base + 8)
      );
    } else {
      const raw = slowRound(body, r, err);
      if (raw) rounds.push(entryOf(c, rp, raw.opp, raw.colour, raw.code, r, base + 8));
    }
  }
}

function entryError(rp: RawPlayer, message: string): RoundEntry {
  (rp.entryErrors ??= []).push({ line: rp.line, message });
  // a placeholder keeps the round numbering; the error stops the parse anyway
  rp.tally[Tally.Zpb]++;
  return { kind: "bye", bye: "zpb" };
}

/** A warning about round `round` (1-based) of a player's line, of kind `kind` (for grouping). */
function entryWarning(rp: RawPlayer, message: string, kind: string, round: number): void {
  (rp.entryWarnings ??= []).push({ line: rp.line, message, kind, round });
}

const BYES = ["pab", "fpb", "hpb", "zpb"] as const;
const BYE_TALLY = [Tally.Pab, Tally.Fpb, Tally.Hpb, Tally.Zpb];

/** A bye (0 pab, 1 fpb, 2 hpb, 3 zpb), shared. */
function bye(c: Ctx, rp: RawPlayer, b: ByeIndex): RoundEntry {
  rp.tally[BYE_TALLY[b]]++;
  return (c.entries[b] ??= Object.freeze({ kind: "bye", bye: BYES[b] }));
}

/**
 * Entries against an opponent, by shape: 0-2 a game won, drawn, lost; 3-5 the same under one
 * move (W/D/L); 6 a forfeit win, 7 a forfeit loss, 8 an unknown result.
 */
const SHAPE_TALLY = [
  Tally.Win,
  Tally.Draw,
  Tally.Loss,
  Tally.Win,
  Tally.Draw,
  Tally.Loss,
  Tally.ForfeitWin,
  Tally.ForfeitLoss,
  Tally.Unknown,
];
const OUTCOMES: Outcome[] = ["win", "draw", "loss"];

/**
 * The entry of a shape, its fields in the order kind, opponent, colour (only when there is one),
 * outcome, short. Object literals without a spread: a spread's object copy would be most of
 * this function's time while the reader's code is cold (one call per distinct entry, about
 * 25,000 on 3,000 players x 11 rounds).
 */
function makeEntry(opponent: number, shape: number, colour: Colour | undefined): RoundEntry {
  if (shape < 6) {
    const outcome = OUTCOMES[shape < 3 ? shape : shape - 3];
    if (shape < 3)
      return colour
        ? { kind: "game", opponent, colour, outcome }
        : { kind: "game", opponent, outcome };
    return colour
      ? { kind: "game", opponent, colour, outcome, short: true }
      : { kind: "game", opponent, outcome, short: true };
  }
  if (shape < 8) {
    const outcome = shape === 6 ? "win" : "loss";
    return colour
      ? { kind: "forfeit", opponent, colour, outcome }
      : { kind: "forfeit", opponent, outcome };
  }
  return colour ? { kind: "unknown", opponent, colour } : { kind: "unknown", opponent };
}

/**
 * Keys of Ctx.entries: start numbers 0-9999 x 9 shapes x 3 colours (none, w, b). The table starts
 * with the keys of start numbers below 128 and doubles when a larger one comes (each time a flat
 * array filled at once, never a sparse one): 3,000 players need 885 KB, not the 2.2 MB of every
 * key, which the old generation would carry until the next full collection.
 */
const ENTRY_KEYS_PER_PLAYER = 9 * 3;
const ENTRY_KEYS_FIRST = 128 * ENTRY_KEYS_PER_PLAYER;

function entryTable(c: Ctx, key: number): (RoundEntry | undefined)[] {
  const old = c.entries;
  if (key < old.length) return old;
  let size = old.length;
  while (size <= key) size *= 2;
  const table = new Array<RoundEntry | undefined>(size).fill(undefined);
  for (let k = 0; k < old.length; k++) table[k] = old[k];
  return (c.entries = table);
}

/** The entry against an opponent (start number 1-9999), shared with every equal one. */
function against(
  c: Ctx,
  rp: RawPlayer,
  opponent: number,
  shape: number,
  colour: Colour | undefined
): RoundEntry {
  rp.tally[SHAPE_TALLY[shape]]++;
  const key = (opponent * 9 + shape) * 3 + (colour === "w" ? 1 : colour === "b" ? 2 : 0);
  return (entryTable(c, key)[key] ??= Object.freeze(makeEntry(opponent, shape, colour)));
}

/** The entry of one round before the cross-check with the opponent (col: the result's column). */
function entryOf(
  c: Ctx,
  rp: RawPlayer,
  opp: number,
  colour: Colour | undefined,
  code: TrfCode,
  r: number,
  col: number
): RoundEntry {
  if (opp === 0) {
    if (code.alone === null) {
      return entryError(
        rp,
        `round ${r + 1} result '${code.code}' at column ${col} needs an opponent, but the opponent is 0000 (byes are U, F, H or Z)`
      );
    }
    if (code.old) {
      entryWarning(
        rp,
        `round ${r + 1}: '${code.code}' with opponent 0000 (old bye notation) read as ${BYE_NAMES[code.alone]}`,
        `trf:old-bye-${"ufhz"[code.alone]}`,
        r + 1
      );
    }
    return bye(c, rp, code.alone);
  }
  if (opp === rp.player.id) {
    return entryError(rp, `round ${r + 1}: the player is paired with himself (opponent ${opp})`);
  }
  if (code.against === null) {
    return entryError(
      rp,
      `round ${r + 1} result '${code.code}' at column ${col} is a bye code but the opponent is ${opp} (a bye has opponent 0000)`
    );
  }
  // a blank result against an opponent: a game without a result yet, warned with X and ? below
  return against(c, rp, opp, code.against, colour);
}

function resultText(e: RoundEntry): string {
  switch (e.kind) {
    case "game":
      return `${e.short ? "short " : ""}${e.outcome}`;
    case "forfeit":
      return `forfeit ${e.outcome}`;
    case "unknown":
      return "unknown result";
    case "bye":
      return e.bye.toUpperCase();
  }
}

/** Whether two entries of one pairing agree. */
function mirrored(a: RoundEntry, b: RoundEntry): "ok" | "short" | "result" | "colour" {
  if (a.kind === "bye" || b.kind === "bye") return "result";
  if (a.colour && b.colour && a.colour === b.colour) return "colour";
  if (a.kind === "game" && b.kind === "game") {
    // a double loss (0-0, C.07: both lost a played game) is valid: loss against loss
    const ok =
      a.outcome === "draw"
        ? b.outcome === "draw"
        : a.outcome === "win"
          ? b.outcome === "loss"
          : b.outcome !== "draw";
    if (!ok) return "result";
    return Boolean(a.short) !== Boolean(b.short) ? "short" : "ok";
  }
  if (a.kind === "forfeit" && b.kind === "forfeit") {
    return a.outcome === "win" && b.outcome === "win" ? "result" : "ok";
  }
  if (a.kind === "unknown" && b.kind === "unknown") return "ok";
  return "result";
}

const CANDIDATES: { label: string; ps: PointsSystem }[] = [
  {
    label: "W 3.0 D 1.0 L 0.0",
    ps: { ...defaultPoints(), win: Q.int(3), draw: Q.ONE, pab: Q.int(3) },
  },
  {
    label: "W 2.0 D 1.0 L 0.0",
    ps: { ...defaultPoints(), win: Q.int(2), draw: Q.ONE, pab: Q.int(2) },
  },
];

/** The points of each Tally under a points system (as pointsFor gives them). */
function tallyPoints(ps: PointsSystem): Q[] {
  const v: Q[] = [];
  v[Tally.Win] = ps.win;
  v[Tally.Draw] = ps.draw;
  v[Tally.Loss] = ps.loss;
  v[Tally.ForfeitWin] = ps.forfeitWin ?? ps.win;
  v[Tally.ForfeitLoss] = ps.forfeitLoss ?? ps.absent;
  v[Tally.Unknown] = ps.unknown;
  v[Tally.Pab] = ps.pab;
  v[Tally.Fpb] = ps.fpb ?? ps.win;
  v[Tally.Hpb] = ps.hpb ?? ps.draw;
  v[Tally.Zpb] = ps.zpb ?? ps.absent;
  return v;
}

/** A player's score from the counts of their rounds: equal to summing pointsFor over the rounds. */
function tallyScore(tally: readonly number[], points: readonly Q[]): Q {
  let s = Q.ZERO;
  for (let k = 0; k < TALLIES; k++) if (tally[k] !== 0) s = s.add(Q.int(tally[k]).mul(points[k]));
  return s;
}

/** The Tally of a round entry (as the reader counted it). */
function tallyOf(e: RoundEntry): Tally {
  switch (e.kind) {
    case "game":
      return e.outcome === "win" ? Tally.Win : e.outcome === "draw" ? Tally.Draw : Tally.Loss;
    case "forfeit":
      return e.outcome === "win" ? Tally.ForfeitWin : Tally.ForfeitLoss;
    case "unknown":
      return Tally.Unknown;
    case "bye":
      return BYE_TALLY[BYES.indexOf(e.bye)];
  }
}

/**
 * Takes the rounds after `counted` (a last round paired without any result) out of the players'
 * tallies, and returns their tallies (null when every round entered is counted).
 */
function notCountedTallies(declared: readonly RawPlayer[], counted: number): number[][] | null {
  if (!declared.some((rp) => rp.player.rounds.length > counted)) return null;
  return declared.map((rp) => {
    const later = new Array<number>(TALLIES).fill(0);
    const rounds = rp.player.rounds;
    for (let r = counted; r < rounds.length; r++) {
      const k = tallyOf(rounds[r]);
      later[k]++;
      rp.tally[k]--;
    }
    return later;
  });
}

/** Whether a player's points column is the score with the rounds not counted (their byes) in. */
function withLater(rp: RawPlayer, later: readonly number[], points: readonly Q[]): boolean {
  const all = rp.tally.map((n, k) => n + later[k]);
  return tallyScore(all, points).eq(rp.player.declaredPoints as Q);
}

/** Bounds of misfits' whole-number sums: within them tallyScore's steps are all safe. */
const UNIT_DENOMINATOR_MAX = 1024;
const UNIT_SUM_MAX = 2 ** 30;

/**
 * The players (indexes into `declared`) whose points column is not tallyScore under `points`
 * (tallyPoints of a system). The score is counted in whole units of 1/L point (L the least common
 * denominator of the points, at most UNIT_DENOMINATOR_MAX) while the sum of the terms' sizes
 * stays within UNIT_SUM_MAX, and compared with the column by cross-multiplication in safe
 * integers: there every step of tallyScore is exact and safe, so the answer is the same; any
 * other player (or points system) goes through tallyScore itself.
 */
function misfits(declared: readonly RawPlayer[], points: readonly Q[]): number[] {
  let den = 1;
  for (let k = 0; k < TALLIES && den <= UNIT_DENOMINATOR_MAX; k++)
    den = (den / gcd(den, points[k].d)) * points[k].d;
  let whole = den <= UNIT_DENOMINATOR_MAX;
  // small integers (| 0, where it changes nothing) so that the sums below stay small integers
  // and allocate no number on the heap
  const units: number[] = [];
  for (let k = 0; k < TALLIES; k++) {
    const u = whole ? points[k].n * (den / points[k].d) : 0;
    if ((u | 0) !== u) whole = false;
    units.push(u | 0);
  }
  const out: number[] = [];
  for (let i = 0; i < declared.length; i++) {
    const tally = declared[i].tally;
    const column = declared[i].player.declaredPoints as Q;
    let sum = 0;
    let size = 0;
    for (let k = 0; k < TALLIES; k++) {
      sum += tally[k] * units[k];
      size += tally[k] * Math.abs(units[k]);
    }
    const a = sum * column.d;
    const b = column.n * den;
    const same =
      whole && size <= UNIT_SUM_MAX && Number.isSafeInteger(a) && Number.isSafeInteger(b)
        ? a === b
        : tallyScore(tally, points).eq(column);
    if (!same) out.push(i);
  }
  return out;
}

/** What the lines of a TRF say, before the players are checked against each other. */
interface Records {
  t: Tournament;
  meta: Record<string, string>;
  rawPlayers: RawPlayer[];
  pointValues: Partial<Record<PsKey, Q>>;
  pointsRecord: boolean;
  list202?: string[];
  list212?: string[];
  type192?: EventType;
  type092?: EventType;
  lineCount: number;
}

/**
 * Phase 1 (columns and tokens): every line, as a record; 001 lines through readPlayer, whose
 * round blocks become entries by TRF_CODES.
 */
function readRecords(body: string, c: Ctx): Records {
  const meta: Record<string, string> = {};
  const rec: Records = {
    t: { players: [], points: defaultPoints(), meta },
    meta,
    rawPlayers: [],
    pointValues: {},
    pointsRecord: false,
    lineCount: 0,
  };
  const readLine = (rawLine: string, line: number): void => {
    const s = rawLine.trimEnd();
    if (s === "") return; // blank (trimEnd leaves nothing of a line of white space only)
    if (s.startsWith("###")) return;
    if (s.includes("\t")) {
      c.errors.push({
        line,
        message: "contains a tab character; TRF fields are at fixed columns and need spaces",
      });
      return;
    }
    if (s.startsWith("001") && (s.length === 3 || s.charCodeAt(3) === 32)) {
      // a player (the code's own case of the switch below, without its tests)
      const rp = readPlayer(s, line, c);
      if (rp) rec.rawPlayers.push(rp);
      return;
    }
    const code = s.slice(0, 3).toUpperCase();
    if (!/^[0-9A-Z]{3}$/.test(code) || (s.length > 3 && s[3] !== " ")) {
      c.warnings.push({
        line,
        message: `not a TRF record (expected a 3-character record code such as 001 in columns 1-3, then a blank); ignored`,
        kind: "trf:not-a-record",
      });
      return;
    }
    const rest = s.slice(4);
    switch (code) {
      case "001": {
        const rp = readPlayer(s, line, c);
        if (rp) rec.rawPlayers.push(rp);
        return;
      }
      case "012":
        rec.t.name = rest.trim();
        return;
      case "042": {
        const d = trfDate(rest);
        if (d) rec.t.startDate = d;
        else if (rest.trim() !== "")
          c.warnings.push({
            line,
            message: `start date "${rest.trim()}" is not a date (expected YYYY/MM/DD); the rules edition cannot be taken from it`,
          });
        return;
      }
      case "142":
      case "XXR": {
        const n = rest.trim();
        if (/^\d+$/.test(n) && Number(n) > 0) rec.t.totalRounds = Number(n);
        else
          c.errors.push({
            line,
            message: `number of rounds "${n}" (${code}): expected a positive whole number`,
          });
        return;
      }
      case "162":
        rec.pointsRecord = true;
        rec.pointValues = { ...rec.pointValues, ...read162(rest, line, c) };
        return;
      case "XXS":
        rec.pointsRecord = true;
        rec.pointValues = { ...rec.pointValues, ...readXXS(rest, line, c) };
        return;
      case "BBW":
      case "BBD":
      case "BBL":
      case "BBZ":
      case "BBF":
      case "BBU":
        rec.pointsRecord = true;
        rec.pointValues = { ...rec.pointValues, ...readBB(code, rest, line, c) };
        return;
      case "202":
        rec.list202 = splitCodes(rest);
        return;
      case "212":
        rec.list212 = splitCodes(rest).filter((x, i) => !(i === 0 && x.toUpperCase() === "PTS"));
        return;
      case "092":
        rec.type092 = typeFromText(rest);
        break;
      case "192":
        rec.type192 = typeFromText(rest);
        break;
    }
    if (!FIELD_RECORDS.has(code))
      rec.meta[code] = rec.meta[code] === undefined ? rest : `${rec.meta[code]}\n${rest}`;
  };

  // lines end at CRLF, CR or LF; one pass with indexOf when there is no CR
  if (!body.includes("\r")) {
    let from = 0;
    for (;;) {
      const to = body.indexOf("\n", from);
      readLine(to < 0 ? body.slice(from) : body.slice(from, to), ++rec.lineCount);
      if (to < 0) break;
      from = to + 1;
    }
  } else {
    for (const rawLine of body.split(/\r\n|\r|\n/)) readLine(rawLine, ++rec.lineCount);
  }

  return rec;
}

/** Phase 2: the points system, type and tie-breaks the records declare. */
function declaredSystem(rec: Records): void {
  if (rec.pointsRecord) {
    const ps: PointsSystem = { ...defaultPoints(), ...rec.pointValues };
    // P defaults to W (TRF-2026); X, a game without a result yet, scores only what is given
    if (!rec.pointValues.pab) ps.pab = ps.win;
    rec.t.points = ps;
  }
  rec.t.type = rec.type192 ?? rec.type092;
  const tb = rec.list202 ?? rec.list212;
  if (tb && tb.length > 0) rec.t.tiebreaks = tb;
}

/** Phase 3: one player per starting rank (a repeated one is an error); their entries' problems. */
function uniquePlayers(
  rec: Records,
  c: Ctx
): { byId: (RawPlayer | undefined)[]; players: RawPlayer[] } {
  const { rawPlayers, t } = rec;
  const byId: (RawPlayer | undefined)[] = [];
  const players: RawPlayer[] = [];
  for (let k = 0; k < rawPlayers.length; k++) {
    const rp = rawPlayers[k];
    const prev = byId[rp.player.id];
    if (prev) {
      c.errors.push({
        line: rp.line,
        message: `starting rank ${rp.player.id} is used twice (also on line ${prev.line})`,
      });
      continue;
    }
    byId[rp.player.id] = rp;
    players.push(rp);
    t.players.push(rp.player);
  }
  for (let k = 0; k < players.length; k++) {
    const rp = players[k];
    if (rp.entryErrors) c.errors.push(...rp.entryErrors);
    if (rp.entryWarnings) c.warnings.push(...rp.entryWarnings);
  }
  return { byId, players };
}

/** Phase 4 (cross-check): both sides of every pairing agree. */
function crossCheck(players: RawPlayer[], byId: (RawPlayer | undefined)[], c: Ctx): void {
  for (let k = 0; k < players.length; k++) {
    const rp = players[k];
    const id = rp.player.id;
    const rounds = rp.player.rounds;
    for (let r = 0; r < rounds.length; r++) {
      const e = rounds[r];
      if (e.kind === "bye") continue;
      const other = byId[e.opponent];
      if (other?.broken) continue;
      if (!other) {
        c.errors.push({
          line: rp.line,
          message: `round ${r + 1}: opponent ${e.opponent} at columns ${92 + 10 * r}-${95 + 10 * r} is not a player of this file (no 001 line with that starting rank)`,
        });
        continue;
      }
      const oe = other.player.rounds[r] as RoundEntry | undefined;
      const oeOpp = oe === undefined ? null : oe.kind === "bye" ? 0 : oe.opponent;
      if (oe === undefined || oeOpp !== id) {
        c.errors.push({
          line: rp.line,
          message: `round ${r + 1}: paired with ${e.opponent}, but player ${e.opponent} (line ${other.line}) has ${oe === undefined ? "no round " + (r + 1) : oeOpp === 0 ? "a bye (0000)" : "opponent " + oeOpp} in that round`,
        });
        continue;
      }
      if (id > e.opponent) continue; // check each pair once
      const m = mirrored(e, oe);
      if (m === "ok") continue;
      const where = `round ${r + 1}`;
      if (m === "result") {
        c.errors.push({
          line: rp.line,
          message: `${where}: result against ${e.opponent} is ${resultText(e)}, but line ${other.line} gives ${e.opponent} a ${resultText(oe)}; the two lines must agree`,
        });
      } else if (m === "colour") {
        c.errors.push({
          line: rp.line,
          message: `${where}: both ${id} and ${e.opponent} (line ${other.line}) have colour '${e.colour}'`,
        });
      } else {
        c.warnings.push({
          line: rp.line,
          message: `${where}: one side of the game against ${e.opponent} is marked as a game under one move (W/D/L) and the other is not; read as played`,
          kind: "trf:short-one-side",
          round: r + 1,
        });
      }
    }
  }
}

/** The warnings at the games without a result yet (blank, X, ?), at their lines (no-result.ts). */
function noResults(t: Tournament, players: RawPlayer[], c: Ctx): void {
  const places: { round: number; at: number }[] = [];
  for (const rp of players) {
    if (rp.tally[Tally.Unknown] === 0) continue;
    const rounds = rp.player.rounds;
    for (let r = 0; r < rounds.length; r++)
      if (rounds[r].kind === "unknown") places.push({ round: r + 1, at: rp.line });
  }
  if (places.length === 0) return;
  for (const n of noResultNotes(t, places))
    c.warnings.push({ line: n.at, message: n.message, kind: `trf:${n.kind}`, round: n.round });
}

/**
 * Whether a TRF text describes a team event (013 or 310 records), read by trf-team.ts. Here, so
 * that a reader of individual events need not load the team reader to ask.
 */
export function isTeamTrf(text: string): boolean {
  return /(^|[\r\n])(013|310) /.test(text);
}

/** Parses a TRF text (TRF16, TRF-2026, JaVaFo/bbp extensions). Throws only TrfError. */
export function parseTrf(text: string): TrfResult {
  // the entries' table grows by whole flat arrays (entryTable), never a sparse one
  const c: Ctx = {
    errors: [],
    warnings: [],
    entries: new Array<RoundEntry | undefined>(ENTRY_KEYS_FIRST).fill(undefined),
  };
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rec = readRecords(body, c);
  declaredSystem(rec);
  const { byId, players } = uniquePlayers(rec, c);
  crossCheck(players, byId, c);
  noResults(rec.t, players, c);

  // 5. build: the checks that need every player, the points column
  const { t, rawPlayers, lineCount, pointsRecord } = rec;
  if (rawPlayers.length === 0 && c.errors.length === 0) {
    c.errors.push({
      line: Math.max(1, lineCount),
      message: "no player records (001) found; is this a TRF file?",
    });
  }
  if (c.errors.length > 0) throw new TrfError(c.errors);

  const entered = roundsEntered(t);
  if (t.totalRounds !== undefined && entered > t.totalRounds) {
    c.warnings.push({
      line: rawPlayers[0].line,
      message: `the players' lines have ${entered} rounds but the number of rounds (XXR/142) is ${t.totalRounds}`,
    });
  }

  // points column against the computed score (each player's score computed once per system),
  // over the rounds counted: a last round paired without any result (its byes included) is
  // taken out of the tallies, and a column that counts its byes is accepted too
  const declared = players.filter((rp) => rp.player.declaredPoints !== undefined);
  const later = notCountedTallies(declared, roundsCounted(t));
  let wrong = misfits(declared, tallyPoints(t.points));
  if (later) wrong = wrong.filter((k) => !withLater(declared[k], later[k], tallyPoints(t.points)));
  if (!pointsRecord && wrong.length > 0) {
    for (const cand of CANDIDATES) {
      if (misfits(declared, tallyPoints(cand.ps)).length > 0) continue;
      t.points = { ...cand.ps };
      wrong = [];
      c.warnings.push({
        line: rawPlayers[0].line,
        message: `no points system record (162); the points column of every player fits ${cand.label}, so that system is used. Add "162  ${cand.label.replace(/ (?=[DL])/g, "    ")}" to make it explicit`,
      });
      break;
    }
  }
  const points = tallyPoints(t.points);
  for (const k of wrong) {
    const rp = declared[k];
    const s = tallyScore(rp.tally, points).toString();
    const d = rp.player.declaredPoints as Q;
    c.warnings.push({
      line: rp.player.source?.line ?? 0,
      message: `points column (columns 81-84) says ${d.toString()} but the results give ${s}; ${s} is used`,
      kind: "trf:points-column",
    });
  }
  return { tournament: t, warnings: c.warnings };
}
