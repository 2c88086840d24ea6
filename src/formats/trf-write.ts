/**
 * Writes TRF16 (C.04 Annex 2), plus the TRF-2026 records when they carry information: 162 for a
 * points system other than 1/½/0, 202 for a tie-break list (from the tournament, else from the
 * standings), XXR for the scheduled rounds. With standings, the rank column is filled (shared
 * places get the same rank).
 *
 * Nothing the writer puts in a field can forge or break a line:
 * - text (names, titles of the event, header records, codes) goes through `inertField`: line
 *   breaks, tabs and other control characters become a space or U+FFFD (src/formats/inert.ts);
 * - columns are counted in characters (Unicode code points), as the specification and FIDE's
 *   checker count them; a name longer than its 33 columns is shortened at a character boundary
 *   (never inside a letter with its accents, a surrogate pair or an emoji sequence), with a
 *   warning naming the player;
 * - a number (start number, rating, score, rank, points of the 162 record) or a code (sex, title,
 *   federation, FIDE id, birth date) that does not fit its columns is refused: an InputError
 *   naming the player (or the record) and the field, never a cut value (`X 12.25` never becomes
 *   `X12.2`). All such problems are collected and refused together.
 */
import { InputError, NOWHERE, placeOfSource, type Place, type Problem } from "../engine/errors";
import { Q } from "../engine/rational";
import { pointsFor } from "../engine/scoring";
import {
  defaultPoints,
  type Player,
  type PointsSystem,
  type RoundEntry,
  type Tournament,
} from "../engine/types";
import type { Standings } from "../engine/standings";
import { inertField } from "./inert";

/** What was written, and what the organiser should know about it (shortened names). */
export interface TrfWritten {
  text: string;
  warnings: string[];
}

/** Header records written back in this order; others follow in the order of `meta`. */
const META_ORDER = [
  "022",
  "032",
  "052",
  "062",
  "072",
  "082",
  "092",
  "102",
  "112",
  "122",
  "132",
  "192",
];

/** The 001 fields: first column (1-based), width, right-aligned. */
const FIELD = {
  start: { from: 5, width: 4, right: true, label: "start number (columns 5-8)" },
  sex: { from: 10, width: 1, right: false, label: "sex (column 10)" },
  title: { from: 11, width: 3, right: true, label: "title (columns 11-13)" },
  name: { from: 15, width: 33, right: false, label: "name (columns 15-47)" },
  rating: { from: 49, width: 4, right: true, label: "rating (columns 49-52)" },
  federation: { from: 54, width: 3, right: false, label: "federation (columns 54-56)" },
  fideId: { from: 58, width: 11, right: true, label: "FIDE id (columns 58-68)" },
  birth: { from: 70, width: 10, right: false, label: "birth date (columns 70-79)" },
  points: { from: 81, width: 4, right: true, label: "points (columns 81-84)" },
  rank: { from: 86, width: 4, right: true, label: "rank (columns 86-89)" },
} as const;

function roundCols(r: number): { opp: number; colour: number; result: number } {
  const base = 92 + 10 * r;
  return { opp: base, colour: base + 5, result: base + 7 };
}

/** Characters (code points) of a text, the unit TRF columns count. */
function chars(s: string): string[] {
  return Array.from(s);
}

/** Puts text that fits (checked by the caller) at its columns; one slot per character. */
function put(buf: string[], from: number, text: string, width: number, right: boolean): void {
  const cs = chars(text);
  const pad = new Array<string>(Math.max(0, width - cs.length)).fill(" ");
  const cells = right ? [...pad, ...cs] : [...cs, ...pad];
  for (let i = 0; i < width; i++) buf[from - 1 + i] = cells[i];
}

const segmenter =
  typeof Intl !== "undefined" && "Segmenter" in Intl
    ? new Intl.Segmenter(undefined, { granularity: "grapheme" })
    : undefined;

/**
 * The longest start of `s` of at most `width` characters that ends at a character boundary as
 * people see it (a letter with its combining accents, an emoji sequence are kept whole).
 */
export function cutAtCharacter(s: string, width: number): string {
  if (chars(s).length <= width) return s;
  let out = "";
  let used = 0;
  const pieces = segmenter ? Array.from(segmenter.segment(s), (x) => x.segment) : chars(s);
  for (const g of pieces) {
    const n = chars(g).length;
    if (used + n > width) break;
    out += g;
    used += n;
  }
  return out.trimEnd();
}

/** Exact decimal text of a score or a points value, or null when it has no exact decimal. */
function pointsText(q: Q): string | null {
  if (!q.isFiniteDecimal()) return null;
  return q.isInteger() || q.mul(Q.int(2)).isInteger() ? q.toFixed(1) : q.toString(15);
}

/** The points text in four columns: "11.5", "17.0", "100" for a whole 100; null when none fits. */
function pointsIn4(q: Q): string | null {
  const text = pointsText(q);
  if (text === null) return null;
  if (text.length <= 4) return text;
  if (q.isInteger() && String(q.n).length <= 4) return String(q.n);
  return null;
}

function codeOf(e: RoundEntry): { opp: number; colour: string; code: string } {
  switch (e.kind) {
    case "game": {
      const c = e.outcome === "win" ? "1" : e.outcome === "draw" ? "=" : "0";
      const short = e.outcome === "win" ? "W" : e.outcome === "draw" ? "D" : "L";
      return { opp: e.opponent, colour: e.colour ?? "-", code: e.short ? short : c };
    }
    case "forfeit":
      return { opp: e.opponent, colour: e.colour ?? "-", code: e.outcome === "win" ? "+" : "-" };
    case "unknown":
      return { opp: e.opponent, colour: e.colour ?? "-", code: "X" };
    case "bye":
      return {
        opp: 0,
        colour: "-",
        code: { pab: "U", fpb: "F", hpb: "H", zpb: "Z" }[e.bye],
      };
  }
}

function isDefaultPoints(ps: PointsSystem): boolean {
  const d = defaultPoints();
  return (
    ps.win.eq(d.win) &&
    ps.draw.eq(d.draw) &&
    ps.loss.eq(d.loss) &&
    ps.absent.eq(d.absent) &&
    ps.pab.eq(ps.win) &&
    ps.unknown.eq(d.unknown) &&
    ps.fpb === undefined &&
    ps.hpb === undefined &&
    ps.zpb === undefined &&
    ps.forfeitWin === undefined &&
    ps.forfeitLoss === undefined
  );
}

function score(p: Player, ps: PointsSystem): Q {
  return Q.sum(p.rounds.map((e) => pointsFor(e, ps)));
}

/** "player 12 (Müller, Hans)" for messages; the name made inert and kept short. */
function who(p: Player): string {
  const name = inertField(p.name).trim();
  const shown = chars(name).length > 40 ? cutAtCharacter(name, 40) + "…" : name;
  return shown ? `player ${p.id} (${shown})` : `player ${p.id}`;
}

/** The TRF text of a tournament; refuses (InputError) what does not fit the fixed columns. */
export function writeTrf(t: Tournament, opts: { standings?: Standings } = {}): TrfWritten {
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const refuse = (message: string, place: Place, reason: Problem["reason"] = "overflow"): void =>
    void problems.push({ reason, place, message });

  const out: string[] = [];
  const header = (code: string, value: string): void => {
    const v = inertField(value).trimEnd();
    out.push(v === "" ? code : `${code} ${v}`);
  };
  if (t.name !== undefined) header("012", t.name);
  const meta = { ...t.meta };
  const keys = [
    ...META_ORDER.filter((k) => k in meta),
    ...Object.keys(meta).filter((k) => !META_ORDER.includes(k)),
  ];
  const headerLines: [string, string][] = [];
  for (const k of keys) {
    // a record code is three letters or digits: anything else would start a line of its own kind
    if (!/^[0-9A-Z]{3}$/.test(k)) {
      refuse(
        `header record "${inertField(k)}" is not a TRF record code (three letters or digits)`,
        NOWHERE,
        "invalid-value"
      );
      continue;
    }
    // several lines of one record (the reader joins them with a line break) are written back
    for (const v of meta[k].split(/\r\n|\r|\n/)) headerLines.push([k, v]);
  }
  const at = (k: string): number => headerLines.findIndex(([x]) => x > k);
  const insert = (k: string, v: string): void => {
    const i = at(k);
    if (i < 0) headerLines.push([k, v]);
    else headerLines.splice(i, 0, [k, v]);
  };
  if (t.startDate) insert("042", t.startDate.replace(/-/g, "/"));
  if (t.type && !("092" in meta) && !("192" in meta)) {
    insert("092", t.type === "round-robin" ? "Round Robin" : "Swiss System");
  }
  for (const [k, v] of headerLines) header(k, v);
  if (t.totalRounds !== undefined) out.push(`XXR ${t.totalRounds}`);

  const ps = t.points;
  if (!isDefaultPoints(ps)) {
    const items: [string, string, Q | undefined][] = [
      ["W", "a win", ps.win],
      ["D", "a draw", ps.draw],
      ["L", "a loss", ps.loss],
      ["A", "an absence", ps.absent],
      ["P", "a pairing-allocated bye", ps.pab],
      ["X", "a game without a result yet", ps.unknown],
    ];
    const buf: string[] = "162".split("");
    items.forEach(([sym, what, v], k) => {
      if (!v) return;
      const text = pointsText(v);
      const from = 7 + 9 * k;
      if (text === null || text.length > 4) {
        refuse(
          `record 162: the points for ${what} (${sym}, columns ${from}-${from + 3}) are ${v.toString()}, which ${text === null ? "has no exact decimal" : "does not fit four columns"}; TRF cannot hold this points system`,
          NOWHERE
        );
        return;
      }
      put(buf, from - 1, sym, 1, false);
      put(buf, from, text, 4, true);
    });
    out.push(
      Array.from(buf, (ch) => ch ?? " ")
        .join("")
        .replace(/\s+$/, "")
    );
    const extra: string[] = [];
    const xxs = (key: string, v: Q | undefined): void => {
      if (!v) return;
      const text = pointsText(v);
      if (text === null) {
        refuse(`record XXS: ${key} is ${v.toString()}, which has no exact decimal`, NOWHERE);
        return;
      }
      extra.push(`${key}=${text.replace(/\.0$/, "")}`);
    };
    xxs("FPB", ps.fpb);
    xxs("HPB", ps.hpb);
    xxs("ZPB", ps.zpb);
    xxs("FW", ps.forfeitWin);
    xxs("FL", ps.forfeitLoss);
    if (extra.length) out.push(`XXS ${extra.join(" ")}`);
  }
  const order = t.tiebreaks ?? opts.standings?.order.map((s) => s.code);
  if (order && order.length > 0) header("202", order.join(","));

  const rankOf = new Map<number, number>();
  for (const row of opts.standings?.rows ?? []) rankOf.set(row.player.id, row.rank);
  for (const p of t.players) {
    const place = placeOfSource(p.source);
    const n = p.rounds.length;
    const buf: string[] = new Array<string>(n > 0 ? 89 + 10 * n + 1 : 89).fill(" ");
    let ok = true;
    const field = (f: keyof typeof FIELD, value: string, what: string): void => {
      const spec = FIELD[f];
      if (chars(value).length > spec.width) {
        ok = false;
        refuse(
          `${who(p)}: ${what} "${value}" does not fit the TRF ${spec.label}`,
          place,
          f === "rating" || f === "start" || f === "rank" || f === "points"
            ? "overflow"
            : "invalid-value"
        );
        return;
      }
      put(buf, spec.from, value, spec.width, spec.right);
    };
    put(buf, 1, "001", 3, false);
    if (!Number.isInteger(p.id) || p.id < 1 || p.id > 9999) {
      ok = false;
      refuse(
        `${who(p)}: TRF start numbers are 1 to 9999 (four columns, 5-8); this player has ${p.id}`,
        place
      );
    } else field("start", String(p.id), "start number");
    field("sex", inertField(p.sex ?? "").trim(), "sex");
    field("title", inertField(p.title ?? "").trim(), "title");
    const name = inertField(p.name).trim();
    const shortName = cutAtCharacter(name, FIELD.name.width);
    if (shortName !== name) {
      warnings.push(
        `${who(p)}: the name has ${chars(name).length} characters; the TRF name field (columns 15-47) holds 33, so it is written as "${shortName}"`
      );
    }
    field("name", shortName, "name");
    if (p.rating !== undefined) {
      if (!Number.isInteger(p.rating) || p.rating < 0 || p.rating > 9999) {
        ok = false;
        refuse(
          `${who(p)}: rating ${p.rating} does not fit the TRF rating (columns 49-52, a whole number of at most four digits)`,
          place
        );
      } else field("rating", String(p.rating), "rating");
    }
    field("federation", inertField(p.federation ?? "").trim(), "federation");
    field("fideId", inertField(p.fideId ?? "").trim(), "FIDE id");
    field("birth", inertField(p.birth ?? "").trim(), "birth date");
    const s = score(p, ps);
    const pts = pointsIn4(s);
    if (pts === null) {
      ok = false;
      refuse(
        `${who(p)}: score ${s.toString()} does not fit the TRF points column (columns 81-84, e.g. "11.5" or "100")`,
        place
      );
    } else field("points", pts, "score");
    field("rank", String(rankOf.get(p.id) ?? 0), "rank");
    p.rounds.forEach((e, r) => {
      const { opp, colour, code } = codeOf(e);
      const c = roundCols(r);
      if (!Number.isInteger(opp) || opp < 0 || opp > 9999) {
        ok = false;
        refuse(`${who(p)}: round ${r + 1}: opponent ${opp} does not fit four columns`, place);
        return;
      }
      put(buf, c.opp, opp === 0 ? "0000" : String(opp), 4, true);
      put(buf, c.colour, colour, 1, false);
      put(buf, c.result, code, 1, false);
    });
    if (ok) out.push(buf.join("").replace(/\s+$/, ""));
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 3).map((x) => x.message);
    const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : "";
    throw new InputError(problems[0].reason, shown.join("; ") + more, problems[0].place, problems);
  }
  return { text: out.join("\n") + "\n", warnings };
}

/** The TRF text (warnings dropped; see writeTrf). */
export function makeTrf(t: Tournament, opts: { standings?: Standings } = {}): string {
  return writeTrf(t, opts).text;
}
