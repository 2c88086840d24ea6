/**
 * A straightforward TRF reader (src/formats/trf.ts as it read at 849904d, before its fast paths),
 * kept as the reference that test/formats/trf-fastpath.test.ts compares the fast
 * reader with: the same tournament, the same warnings, the same errors at the same lines, for
 * generated, damaged and hostile texts. Not used by the product. When a message of the reader
 * changes on purpose, change it here too.
 */
import { isInputError } from "../../src/engine/errors";
import { Q } from "../../src/engine/rational";
import { pointsFor } from "../../src/engine/scoring";
import {
  defaultPoints,
  roundsCounted,
  type Colour,
  type EventType,
  type Player,
  type PointsSystem,
  type RoundEntry,
  type Tournament,
} from "../../src/engine/types";
import {
  TrfError,
  trfDate,
  typeFromText,
  type TrfIssue,
  type TrfResult,
} from "../../src/formats/trf";
import { noResultNotes } from "../../src/formats/no-result";

const RESULT_CODES = "1 = 0 + - W D L H F U Z X";
const RESULT_SET = new Set([...RESULT_CODES.split(" "), "?"]);
const COLOUR_SET = new Set(["", "w", "b", "-"]);

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

function misaligned(line: string): number[] {
  const bad: number[] = [];
  for (const c of SEPARATORS) if (line.length >= c && line[c - 1] !== " ") bad.push(c);
  for (let r = 0; 92 + 10 * r <= line.length; r++) {
    const { opp, colour, result } = roundCols(r);
    for (const c of [opp - 2, opp - 1, colour - 1, result - 1]) {
      if (line.length >= c && line[c - 1] !== " ") bad.push(c);
    }
  }
  return bad;
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

function clean(s: string): string {
  return (s.includes(FILLER) ? s.split(FILLER).join("") : s).trim();
}

function splitCodes(text: string): string[] {
  const t = text.trim();
  const parts = /[,;]/.test(t) ? t.split(/[,;]/) : t.split(/\s+/);
  return parts.map((s) => s.trim()).filter((s) => s !== "");
}

interface Ctx {
  errors: TrfIssue[];
  warnings: TrfIssue[];
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

interface RawRound {
  opp: number;
  colour?: Colour;
  code: string;
  col: number;
}

interface RawPlayer {
  player: Player;
  line: number;
  raw: RawRound[];
  /** The line had errors: its rounds are not read, and pairings with it are not cross-checked. */
  broken: boolean;
}

function readPlayer(text: string, line: number, c: Ctx): RawPlayer | null {
  let s = text;
  const errorsBefore = c.errors.length;
  if (/[^ -~]/.test(s) && misaligned(s).length > 0) {
    const b = byteAligned(s);
    if (misaligned(b).length === 0) {
      s = b;
      c.warnings.push({
        line,
        message:
          "the columns of this line are counted in UTF-8 bytes, not characters; read it that way (check the names)",
      });
    }
  }
  const field = (name: keyof typeof COL): string => clean(cols(s, COL[name][0], COL[name][1]));
  const err = (message: string): void => void c.errors.push({ line, message });

  const startText = field("start");
  if (!/^\d+$/.test(startText) || Number(startText) === 0) {
    err(
      `starting rank "${startText}" at columns 5-8: expected a positive number (right-aligned, e.g. "   7")`
    );
    return null;
  }
  const player: Player = {
    id: Number(startText),
    name: field("name"),
    attrs: {},
    rounds: [],
    source: { line },
  };
  // one message for a misaligned line: the first column that should be blank
  const bad = misaligned(s);
  if (bad.length > 0) {
    const col = bad[0];
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
    return { player, line, raw: [], broken: true };
  }
  const sex = field("sex");
  if (sex) player.sex = sex;
  const title = field("title");
  if (title) player.title = OLD_TITLES[title] ?? title;
  const rating = field("rating");
  if (rating !== "") {
    if (!/^\d+$/.test(rating))
      err(`rating "${rating}" at columns 49-52: expected a number or blank`);
    else player.rating = Number(rating);
  }
  const fed = field("federation");
  if (fed) player.federation = fed;
  const fideId = field("fideId");
  if (fideId) player.fideId = fideId;
  const birth = field("birth");
  if (birth) player.birth = birth;
  const pts = field("points");
  if (pts !== "") {
    const q = Q.parse(pts);
    if (q === null) err(`points "${pts}" at columns 81-84: expected a number such as 3.5 or blank`);
    else player.declaredPoints = q;
  }
  const rank = field("rank");
  if (rank !== "" && !/^\d+$/.test(rank)) {
    err(`rank "${rank}" at columns 86-89: expected a number or blank`);
  }

  const raw: RawRound[] = [];
  const body = s.trimEnd();
  for (let r = 0; 92 + 10 * r <= body.length; r++) {
    const at = roundCols(r);
    const oppText = clean(cols(body, at.opp, at.opp + 3));
    const colourText = clean(cols(body, at.colour, at.colour)).toLowerCase();
    const code = clean(cols(body, at.result, at.result)).toUpperCase();
    let opp = 0;
    if (oppText !== "") {
      if (!/^\d+$/.test(oppText)) {
        err(
          `round ${r + 1}: opponent "${oppText}" at columns ${at.opp}-${at.opp + 3}: expected a starting rank, or 0000 for a bye`
        );
        continue;
      }
      opp = Number(oppText);
    }
    if (!COLOUR_SET.has(colourText)) {
      err(
        `round ${r + 1}: colour "${colourText}" at column ${at.colour}: expected w, b, - or blank`
      );
      continue;
    }
    if (code !== "" && !RESULT_SET.has(code)) {
      err(
        `round ${r + 1} result '${cols(body, at.result, at.result)}' at column ${at.result}: expected one of ${RESULT_CODES}`
      );
      continue;
    }
    const colour = colourText === "w" || colourText === "b" ? colourText : undefined;
    raw.push({ opp, colour, code, col: at.result });
  }
  return { player, line, raw, broken: c.errors.length > errorsBefore };
}

/** The entry of one round before the cross-check with the opponent. */
function entryOf(rp: RawPlayer, r: number, c: Ctx): RoundEntry | null {
  const { opp, colour, code, col } = rp.raw[r];
  const line = rp.line;
  const where = `round ${r + 1}`;
  if (opp === 0) {
    switch (code) {
      case "U":
        return { kind: "bye", bye: "pab" };
      case "F":
        return { kind: "bye", bye: "fpb" };
      case "H":
        return { kind: "bye", bye: "hpb" };
      case "Z":
      case "":
        return { kind: "bye", bye: "zpb" };
      case "+":
      case "1":
        c.warnings.push({
          line,
          message: `${where}: '${code}' with opponent 0000 (old bye notation) read as a pairing-allocated bye (U)`,
        });
        return { kind: "bye", bye: "pab" };
      case "=":
        c.warnings.push({
          line,
          message: `${where}: '=' with opponent 0000 (old bye notation) read as a half-point bye (H)`,
        });
        return { kind: "bye", bye: "hpb" };
      case "-":
      case "0":
        c.warnings.push({
          line,
          message: `${where}: '${code}' with opponent 0000 (old bye notation) read as a zero-point bye (Z)`,
        });
        return { kind: "bye", bye: "zpb" };
      default:
        c.errors.push({
          line,
          message: `${where} result '${code}' at column ${col} needs an opponent, but the opponent is 0000 (byes are U, F, H or Z)`,
        });
        return null;
    }
  }
  if (opp === rp.player.id) {
    c.errors.push({
      line,
      message: `${where}: the player is paired with himself (opponent ${opp})`,
    });
    return null;
  }
  const base = { opponent: opp, ...(colour ? { colour } : {}) };
  switch (code) {
    case "1":
      return { kind: "game", ...base, outcome: "win" };
    case "=":
      return { kind: "game", ...base, outcome: "draw" };
    case "0":
      return { kind: "game", ...base, outcome: "loss" };
    case "W":
      return { kind: "game", ...base, outcome: "win", short: true };
    case "D":
      return { kind: "game", ...base, outcome: "draw", short: true };
    case "L":
      return { kind: "game", ...base, outcome: "loss", short: true };
    case "+":
      return { kind: "forfeit", ...base, outcome: "win" };
    case "-":
      return { kind: "forfeit", ...base, outcome: "loss" };
    case "X":
    case "?":
    case "":
      // a game without a result yet, warned after the cross-check
      return { kind: "unknown", ...base };
    default:
      c.errors.push({
        line,
        message: `${where} result '${code}' at column ${col} is a bye code but the opponent is ${opp} (a bye has opponent 0000)`,
      });
      return null;
  }
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
    const doubleLoss = a.outcome === "loss" && b.outcome === "loss";
    const inverse = { win: "loss", loss: "win", draw: "draw" }[a.outcome];
    if (b.outcome !== inverse && !doubleLoss) return "result";
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

/** Parses a TRF text (TRF16, TRF-2026, JaVaFo/bbp extensions). Throws only TrfError. */
export function parseTrfReference(text: string): TrfResult {
  const c: Ctx = { errors: [], warnings: [] };
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const meta: Record<string, string> = {};
  const t: Tournament = { players: [], points: defaultPoints(), meta };
  const rawPlayers: RawPlayer[] = [];
  let pointValues: Partial<Record<PsKey, Q>> = {};
  let pointsRecord = false;
  let list202: string[] | undefined;
  let list212: string[] | undefined;
  let type192: EventType | undefined;
  let type092: EventType | undefined;

  lines.forEach((rawLine, k) => {
    const line = k + 1;
    const s = rawLine.trimEnd();
    if (s.trim() === "") return;
    if (s.startsWith("###")) return;
    if (/\t/.test(s)) {
      c.errors.push({
        line,
        message: "contains a tab character; TRF fields are at fixed columns and need spaces",
      });
      return;
    }
    const code = s.slice(0, 3).toUpperCase();
    if (!/^[0-9A-Z]{3}$/.test(code) || (s.length > 3 && s[3] !== " ")) {
      c.warnings.push({
        line,
        message: `not a TRF record (expected a 3-character record code such as 001 in columns 1-3, then a blank); ignored`,
      });
      return;
    }
    const rest = s.slice(4);
    switch (code) {
      case "001": {
        const rp = readPlayer(s, line, c);
        if (rp) rawPlayers.push(rp);
        return;
      }
      case "012":
        t.name = rest.trim();
        return;
      case "042": {
        const d = trfDate(rest);
        if (d) t.startDate = d;
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
        if (/^\d+$/.test(n) && Number(n) > 0) t.totalRounds = Number(n);
        else
          c.errors.push({
            line,
            message: `number of rounds "${n}" (${code}): expected a positive whole number`,
          });
        return;
      }
      case "162":
        pointsRecord = true;
        pointValues = { ...pointValues, ...read162(rest, line, c) };
        return;
      case "XXS":
        pointsRecord = true;
        pointValues = { ...pointValues, ...readXXS(rest, line, c) };
        return;
      case "BBW":
      case "BBD":
      case "BBL":
      case "BBZ":
      case "BBF":
      case "BBU":
        pointsRecord = true;
        pointValues = { ...pointValues, ...readBB(code, rest, line, c) };
        return;
      case "202":
        list202 = splitCodes(rest);
        return;
      case "212":
        list212 = splitCodes(rest).filter((x, i) => !(i === 0 && x.toUpperCase() === "PTS"));
        return;
      case "092":
        type092 = typeFromText(rest);
        break;
      case "192":
        type192 = typeFromText(rest);
        break;
    }
    if (!FIELD_RECORDS.has(code))
      meta[code] = meta[code] === undefined ? rest : `${meta[code]}\n${rest}`;
  });

  // points system
  if (pointsRecord) {
    const ps: PointsSystem = { ...defaultPoints(), ...pointValues };
    if (!pointValues.pab) ps.pab = ps.win;
    t.points = ps;
  }
  t.type = type192 ?? type092;
  const tb = list202 ?? list212;
  if (tb && tb.length > 0) t.tiebreaks = tb;

  // players: duplicates, then entries, then the cross-check
  const byId = new Map<number, RawPlayer>();
  for (const rp of rawPlayers) {
    const prev = byId.get(rp.player.id);
    if (prev) {
      c.errors.push({
        line: rp.line,
        message: `starting rank ${rp.player.id} is used twice (also on line ${prev.line})`,
      });
      continue;
    }
    byId.set(rp.player.id, rp);
    t.players.push(rp.player);
  }
  for (const rp of byId.values()) {
    if (rp.broken) continue;
    for (let r = 0; r < rp.raw.length; r++) {
      const e = entryOf(rp, r, c);
      // a placeholder keeps the round numbering; the error stops the parse anyway
      rp.player.rounds.push(e ?? { kind: "bye", bye: "zpb" });
    }
  }
  for (const rp of byId.values()) {
    rp.player.rounds.forEach((e, r) => {
      if (e.kind === "bye") return;
      const where = `round ${r + 1}`;
      const other = byId.get(e.opponent);
      if (other?.broken) return;
      if (!other) {
        c.errors.push({
          line: rp.line,
          message: `${where}: opponent ${e.opponent} at columns ${92 + 10 * r}-${95 + 10 * r} is not a player of this file (no 001 line with that starting rank)`,
        });
        return;
      }
      const oe = other.player.rounds[r];
      const oeOpp = oe === undefined ? null : oe.kind === "bye" ? 0 : oe.opponent;
      if (oeOpp !== rp.player.id) {
        c.errors.push({
          line: rp.line,
          message: `${where}: paired with ${e.opponent}, but player ${e.opponent} (line ${other.line}) has ${oe === undefined ? "no round " + (r + 1) : oeOpp === 0 ? "a bye (0000)" : "opponent " + oeOpp} in that round`,
        });
        return;
      }
      if (rp.player.id > e.opponent) return; // check each pair once
      const m = mirrored(e, oe);
      if (m === "result") {
        c.errors.push({
          line: rp.line,
          message: `${where}: result against ${e.opponent} is ${resultText(e)}, but line ${other.line} gives ${e.opponent} a ${resultText(oe)}; the two lines must agree`,
        });
      } else if (m === "colour") {
        c.errors.push({
          line: rp.line,
          message: `${where}: both ${rp.player.id} and ${e.opponent} (line ${other.line}) have colour '${e.colour}'`,
        });
      } else if (m === "short") {
        c.warnings.push({
          line: rp.line,
          message: `${where}: one side of the game against ${e.opponent} is marked as a game under one move (W/D/L) and the other is not; read as played`,
        });
      }
    });
  }

  // the games without a result yet, at their lines
  const places: { round: number; at: number }[] = [];
  for (const rp of byId.values())
    rp.player.rounds.forEach((e, r) => {
      if (e.kind === "unknown") places.push({ round: r + 1, at: rp.line });
    });
  for (const n of noResultNotes(t, places))
    c.warnings.push({ line: n.at, message: n.message, kind: `trf:${n.kind}`, round: n.round });

  if (rawPlayers.length === 0 && c.errors.length === 0) {
    c.errors.push({
      line: Math.max(1, lines.length),
      message: "no player records (001) found; is this a TRF file?",
    });
  }
  if (c.errors.length > 0) throw new TrfError(c.errors);

  const entered = t.players.reduce((m, p) => Math.max(m, p.rounds.length), 0);
  if (t.totalRounds !== undefined && entered > t.totalRounds) {
    c.warnings.push({
      line: rawPlayers[0].line,
      message: `the players' lines have ${entered} rounds but the number of rounds (XXR/142) is ${t.totalRounds}`,
    });
  }

  // points column against the computed score, over the rounds counted (a last round paired
  // without any result is not; a column that counts its byes is accepted too)
  const counted = roundsCounted(t);
  const declared = t.players.filter((p) => p.declaredPoints !== undefined);
  const score = (p: Player, ps: PointsSystem): Q =>
    Q.sum(p.rounds.slice(0, counted).map((e) => pointsFor(e, ps)));
  const right = (p: Player, ps: PointsSystem): boolean =>
    score(p, ps).eq(p.declaredPoints as Q) ||
    Q.sum(p.rounds.map((e) => pointsFor(e, ps))).eq(p.declaredPoints as Q);
  const fits = (ps: PointsSystem): boolean =>
    declared.every((p) => score(p, ps).eq(p.declaredPoints as Q));
  if (!pointsRecord && declared.length > 0 && !declared.every((p) => right(p, t.points))) {
    const alt = CANDIDATES.find((cand) => fits(cand.ps));
    if (alt) {
      t.points = { ...alt.ps };
      c.warnings.push({
        line: rawPlayers[0].line,
        message: `no points system record (162); the points column of every player fits ${alt.label}, so that system is used. Add "162  ${alt.label.replace(/ (?=[DL])/g, "    ")}" to make it explicit`,
      });
    }
  }
  for (const p of declared) {
    const s = score(p, t.points);
    const d = p.declaredPoints as Q;
    if (!right(p, t.points)) {
      c.warnings.push({
        line: p.source?.line ?? 0,
        message: `points column (columns 81-84) says ${d.toString()} but the results give ${s.toString()}; ${s.toString()} is used`,
      });
    }
  }
  return { tournament: t, warnings: c.warnings };
}
