/**
 * FIDE rating changes for every player of one event (Handbook B.02: the Rating Regulations in
 * force from 1 March 2024, article 8.3.1 as amended from 1 October 2025; the Rapid and Blitz
 * Rating Regulations of 2024, with the 600-point rule from 1 December 2024), beside the
 * tie-breaks. docs/decisions.md "Rating changes" gives every choice with its source.
 *
 * - Rated games only: a game played over the board (not a forfeit, bye, unknown result or TRF
 *   W/D/L game of less than one move, B.02 5.1) between two rated players. A game against an
 *   unrated opponent counts towards the opponent's first rating only. Rapid and blitz from
 *   1 December 2024: a difference of 600 or more is not rated when either player is above 2600.
 * - D = own rating - opponent's; more than 400 counts as 400 (8.3.1), except in standard play
 *   from 1 October 2025 for a player rated 2650 or more. PD from table 8.1.2 (fide-tables.ts).
 * - Change = K x sum(W - PD), rounded to a whole number, .5 away from zero (8.3.2, 8.3.4), in
 *   integer hundredths: exact.
 * - K: the option k= for everyone, else the sheet's K column, else the FIDE list's (SK, RK, BK),
 *   else derived (8.3.3: 10 from 2400; 40 under 2300 until the end of the year of the 18th
 *   birthday; else 20); then at most 700 / rated games (8.3.3), the games of this event.
 * - Unrated players: the games against rated opponents, Ra with two 1800 draws, Ru = Ra + dp
 *   rounded, at most 2200, published from 1400 and 5 such games (7.1.4, 8.2): provisional.
 * - The rules go by the event's start date (TRF 042; else its end, 052); without a date the ones
 *   in force now. The type of play: rating=standard|rapid|blitz, else TRF 092/122, else standard.
 */
import { Ctx, type EngineOptions } from "./context";
import { InputError, placeOfSource } from "./errors";
import { dp, pd100, performanceRating } from "./fide-tables";
import { Q, type Value } from "./rational";
import type { Explanation } from "./registry";
import { chessScore } from "./scoring";
import {
  MAX_K,
  provideRatingEngine,
  RATING_CODE,
  type FirstRating,
  type KSource,
  type PlayerRatingChange,
  type RatingReport,
  type RatingRound,
  type RatingType,
} from "./rating-code";
import type { ListedRating, Player, RoundEntry, Tournament } from "./types";
import { teamOf } from "./team/link";

// ------------------------------------------------------------------ options

const TYPE_WORDS = new Map<string, RatingType>([
  ["standard", "standard"],
  ["std", "standard"],
  ["classical", "standard"],
  ["classic", "standard"],
  ["rapid", "rapid"],
  ["rpd", "rapid"],
  ["blitz", "blitz"],
  ["blz", "blitz"],
]);

/** rating=standard|rapid|blitz as a type of play; other values (a prize list's rating=fide) are not one. */
export function ratingTypeOption(value: string | undefined): RatingType | undefined {
  return value === undefined ? undefined : TYPE_WORDS.get(value.trim().toLowerCase());
}

function kOption(opts: EngineOptions): number | undefined {
  const v = opts.extra?.["k"];
  if (v === undefined) return undefined;
  const t = v.trim();
  if (!/^\d{1,3}$/.test(t) || Number(t) < 1 || Number(t) > MAX_K) {
    throw new InputError(
      "invalid-value",
      `k=${v}: expected a K factor, a whole number from 1 to ${MAX_K} (FIDE uses 40, 20 and 10)`,
      { kind: "option", option: "k" }
    );
  }
  return Number(t);
}

// ------------------------------------------------------------------ the event

/** yyyy-mm-dd of a date written yyyy/mm/dd, yyyy-mm-dd or yyyy.mm.dd (TRF 042/052), else null. */
function isoDate(text: string | undefined): string | null {
  const m = /^\s*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(text ?? "");
  return m ? `${m[1]}-${m[2].padStart(2, "0")}-${m[3].padStart(2, "0")}` : null;
}

/** The 400-point rule's exemption for players rated 2650 and above (standard play). */
export const FROM_2650 = "2025-10-01";
/** The rapid and blitz 600-point rule. */
export const FROM_600 = "2024-12-01";
/** The regulations computed here. */
export const REGULATIONS_FROM = "2024-03-01";

/** The type of play written in a TRF's 092 or 122 text, with why; undefined when it says none. */
function typeFromText(text: string): { type: RatingType; why: string } | undefined {
  const t = text.toLowerCase();
  if (/\bblitz\b|\blampo\b/.test(t)) return { type: "blitz", why: "says blitz" };
  if (/\brapid|\brapide\b|\br[aá]pid[ao]s?\b|schnellschach/.test(t))
    return { type: "rapid", why: "says rapid" };
  if (/\b(standard|classical|classic)\b/.test(t)) return { type: "standard", why: "says standard" };
  return undefined;
}

/**
 * The type of play of a time control (TRF 122): minutes for 60 moves, the first period's
 * minutes plus the increment's seconds (B.02 1.1, Rapid and Blitz 1.1: 60 minutes or more
 * standard, more than 10 rapid, more than 3 blitz). Undefined when it cannot be read.
 */
export function typeOfTimeControl(text: string): { type: RatingType; minutes: number } | undefined {
  const t = text.toLowerCase().replace(/,/g, ".");
  // the first period: "90 min", "90'", "1h30", "G/90", "40/120" (moves/minutes), "15+10"
  let base: number | undefined;
  let m = /(\d+(?:\.\d+)?)\s*(?:h|hours?)\s*(\d+)?/.exec(t);
  if (m) base = Number(m[1]) * 60 + (m[2] ? Number(m[2]) : 0);
  if (base === undefined) {
    m = /(\d+)\s*\/\s*(\d+)/.exec(t);
    if (m) base = Math.max(Number(m[1]), Number(m[2]));
  }
  if (base === undefined) {
    m = /(\d+(?:\.\d+)?)/.exec(t);
    if (m) base = Number(m[1]);
  }
  if (base === undefined || !(base > 0)) return undefined;
  // the increment: "+ 30 s", "+30''", '+30"', "30 sec/move", or the second number of "15+10"
  let inc = 0;
  const secs = /(\d+(?:\.\d+)?)\s*(?:s\b|sec|seconds?|''|"|″)/.exec(t);
  if (secs) inc = Number(secs[1]);
  else {
    const plus = /^\s*\d+(?:\.\d+)?\s*\+\s*(\d+(?:\.\d+)?)\s*$/.exec(t);
    if (plus) inc = Number(plus[1]);
  }
  const minutes = base + inc;
  if (minutes >= 60) return { type: "standard", minutes };
  if (minutes > 10) return { type: "rapid", minutes };
  if (minutes > 3) return { type: "blitz", minutes };
  return undefined;
}

/** The type of play: the option, else TRF 092, else TRF 122, else standard; with its source. */
export function ratingTypeOf(
  t: Tournament,
  opts: EngineOptions
): { type: RatingType; source: string } {
  const asked = opts.extra?.["rating"];
  const fromOption = ratingTypeOption(asked);
  if (fromOption) return { type: fromOption, source: `option rating=${fromOption}` };
  const r092 = t.meta["092"]?.trim();
  const said092 = r092 ? typeFromText(r092) : undefined;
  if (said092) return { type: said092.type, source: `TRF 092 "${r092}"` };
  const r122 = t.meta["122"]?.trim();
  if (r122) {
    const said = typeFromText(r122);
    if (said) return { type: said.type, source: `TRF 122 "${r122}"` };
    const tc = typeOfTimeControl(r122);
    if (tc)
      return {
        type: tc.type,
        source: `TRF 122 "${r122}": ${formatMinutes(tc.minutes)} minutes for 60 moves`,
      };
  }
  return {
    type: "standard",
    source:
      "not stated in the file (TRF 092/122): standard; rating=rapid or rating=blitz to change",
  };
}

function formatMinutes(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

/** The year of a birth date or year ("2008/05/12", "2008", "12.05.2008"), else undefined. */
export function birthYear(p: Player): number | undefined {
  const m = /(?:^|\D)((?:19|20)\d{2})(?:\D|$)/.exec(p.birth ?? "");
  if (m) return Number(m[1]);
  return p.listed?.born;
}

// ------------------------------------------------------------------ per player

interface EventRules {
  type: RatingType;
  date: string | null;
  /** Whether players rated 2650 and above use the real difference (standard, from 1 October 2025). */
  exempt2650: boolean;
  /** Whether the 600-point rule applies (rapid and blitz, from 1 December 2024). */
  rule600: boolean;
  year: number | undefined;
  k: number | undefined;
}

function listedOf(p: Player, type: RatingType): ListedRating | undefined {
  return p.listed?.[type];
}

/** Ro, from the file, else the list (of the type of play; rapid/blitz: the standard one, 7.2.1). */
function startRating(p: Player, type: RatingType): { rating: number | null; note?: string } {
  const r = p.rating;
  if (r !== undefined && r !== 0) {
    if (!Number.isInteger(r) || r < 0) {
      const where = p.source?.line
        ? `, line ${p.source.line}`
        : p.source?.cell
          ? `, cell ${p.source.cell}`
          : "";
      throw new InputError(
        "invalid-value",
        `player ${p.id} (${p.name})${where}: rating ${r} is not a whole number`,
        placeOfSource(p.source)
      );
    }
    return { rating: r };
  }
  const own = listedOf(p, type)?.rating;
  if (own) return { rating: own, note: `${type} rating from ${p.listed?.list}` };
  const std = p.listed?.standard?.rating;
  if (type !== "standard" && std)
    return {
      rating: std,
      note: `no ${type} rating: the standard rating of ${p.listed?.list} (Rapid and Blitz 7.2.1)`,
    };
  return { rating: null };
}

/** The K column's name (normalised): "K", "K factor", "Kfactor". */
function kColumn(p: Player): { key: string; value: number | string } | undefined {
  for (const [key, value] of Object.entries(p.attrs)) {
    const n = key.toLowerCase().replace(/[\s._\-/]/g, "");
    if ((n === "k" || n === "kfactor") && String(value).trim() !== "") return { key, value };
  }
  return undefined;
}

/** K before the 700 cap, with its source and reason. */
function baseK(
  p: Player,
  rating: number,
  rules: EventRules
): { k: number; source: KSource; reason: string } {
  if (rules.k !== undefined) return { k: rules.k, source: "option", reason: `option k=${rules.k}` };
  const col = kColumn(p);
  if (col) {
    const text = String(col.value).trim();
    const k = Number(text);
    if (!/^\d{1,3}$/.test(text) || k < 1 || k > MAX_K) {
      throw new InputError(
        "invalid-value",
        `player ${p.id} (${p.name}): ${col.key} "${text}" is not a K factor (a whole number such as 40, 20 or 10)`,
        placeOfSource(p.source)
      );
    }
    return { k, source: "column", reason: `the ${col.key} column` };
  }
  const listed = listedOf(p, rules.type)?.k;
  if (listed)
    return { k: listed, source: "list", reason: `the ${rules.type} K of ${p.listed?.list}` };
  if (rating >= 2400) return { k: 10, source: "derived", reason: "rated 2400 or more (8.3.3)" };
  const born = birthYear(p);
  if (born !== undefined && rules.year !== undefined && rules.year <= born + 18 && rating < 2300)
    return {
      k: 40,
      source: "derived",
      reason: `born ${born}, rated under 2300: until the end of the year of the 18th birthday (8.3.3)`,
    };
  return {
    k: 20,
    source: "derived",
    reason: `rated under 2400${
      born === undefined
        ? ", year of birth not known"
        : rules.year === undefined && rating < 2300
          ? ", the event's date not known"
          : ""
    } (8.3.3)`,
  };
}

/** K after the cap of 8.3.3: K x n at most 700. */
function cappedK(k: number, games: number): { k: number; note?: string } {
  if (games === 0 || k * games <= 700) return { k };
  const capped = Math.floor(700 / games);
  return {
    k: capped,
    note: `${k} x ${games} games > 700: K ${capped}, the largest with K x ${games} <= 700 (8.3.3)`,
  };
}

/** n / 100 as a Q. */
const hundredths = (n: number): Q => Q.of(n, 100);

/** A whole number rounded from hundredths, .5 away from zero (8.3.4). */
export function roundHundredths(h: number): number {
  const a = Math.floor((Math.abs(h) + 50) / 100);
  return h < 0 && a > 0 ? -a : a; // never -0
}

function roundLabel(e: RoundEntry): string {
  switch (e.kind) {
    case "bye":
      return e.bye.toUpperCase();
    case "forfeit":
      return `forfeit ${e.outcome}`;
    case "unknown":
      return "no result";
    case "game":
      return e.short ? "game under one move" : "game";
  }
}

/** Every round of player i: what counts and, for a rated player, D, PD and dR. */
function roundsOf(
  ctx: Ctx,
  i: number,
  own: number | null,
  ratings: (number | null)[],
  rules: EventRules
): RatingRound[] {
  const out: RatingRound[] = [];
  for (let r = 0; r < ctx.n; r++) {
    const e = ctx.entry(i, r);
    const j = e.kind === "bye" ? -1 : ctx.opponent(i, r);
    const opp = j >= 0 ? ratings[j] : null;
    const row: RatingRound = {
      round: r + 1,
      opponent: e.kind === "bye" ? null : e.opponent,
      opponentRating: opp,
      label: roundLabel(e),
      score: e.kind === "game" ? chessScore(e.outcome) : null,
      counted: false,
    };
    out.push(row);
    if (e.kind !== "game") {
      row.note =
        e.kind === "unknown"
          ? "no result yet"
          : `${e.kind === "bye" ? "a bye" : "a forfeit"} is not a game played: not rated (5.1)`;
      continue;
    }
    if (e.short) {
      row.note = "less than one move played (TRF W/D/L): not rated (5.1)";
      continue;
    }
    if (j < 0) {
      row.note = "the opponent is not in the event";
      continue;
    }
    if (own === null) {
      if (opp === null) row.note = "neither player is rated";
      else row.counted = true;
      continue;
    }
    if (opp === null) {
      row.note =
        "the opponent is unrated: the game counts towards the opponent's first rating only (8.3.1)";
      continue;
    }
    const realD = own - opp;
    if (rules.rule600 && Math.abs(realD) >= 600 && (own > 2600 || opp > 2600)) {
      row.note = `a difference of ${Math.abs(realD)} (600 or more) with a player rated above 2600: not rated (Rapid and Blitz 7.3.1, from 1 December 2024)`;
      continue;
    }
    let d = realD;
    if (Math.abs(realD) > 400) {
      if (rules.exempt2650 && own >= 2650) {
        row.note = `the real difference of ${Math.abs(realD)}: rated 2650 or more, no 400-point rule (8.3.1, from 1 October 2025)`;
      } else {
        d = realD > 0 ? 400 : -400;
        row.realD = realD;
        row.note = `a difference of ${Math.abs(realD)} counts as 400 (8.3.1)`;
      }
    }
    const pd = pd100(d);
    row.counted = true;
    row.d = d;
    row.pd = pd;
    row.dr = (row.score as Q).sub(hundredths(pd));
  }
  return out;
}

/** The provisional first rating of an unrated player from the games towards it (8.2, 7.1.4). */
function firstRating(rounds: readonly RatingRound[]): FirstRating | undefined {
  const games = rounds.filter((x) => x.counted);
  const n = games.length;
  if (n === 0) return undefined;
  const points = Q.sum(games.map((g) => g.score as Q));
  const sum = games.reduce((s, g) => s + (g.opponentRating as number), 0);
  const ra = Q.of(sum + 2 * 1800, n + 2);
  const p100 = points
    .add(Q.ONE)
    .mul(Q.int(100))
    .div(Q.int(n + 2))
    .roundHalfUp();
  const d = dp(p100);
  const raw = ra.add(Q.int(d)).roundHalfUp();
  const zero = points.isZero();
  const ru = zero ? null : Math.min(raw, 2200);
  const needs: string[] = [];
  if (n < 5) needs.push(`5 games against rated opponents within 26 months (this event: ${n})`);
  if (ru !== null && ru < 1400) needs.push("a rating of at least 1400");
  const note = zero
    ? "no point against rated opponents: a zero score in a first event is disregarded (8.2.1)"
    : `provisional${raw > 2200 ? ", at most 2200 (8.2.3)" : ""}${needs.length ? `; published with ${needs.join(" and ")}, 7.1.4` : ""}`;
  return { games: n, points, ra, p100, dp: d, raw, ru, note };
}

function playerChange(
  ctx: Ctx,
  i: number,
  start: { rating: number | null; note?: string },
  ratings: (number | null)[],
  rules: EventRules
): PlayerRatingChange {
  const p = ctx.players[i];
  const own = start.rating;
  const rounds = roundsOf(ctx, i, own, ratings, rules);
  const counted = rounds.filter((x) => x.counted);
  const score = Q.sum(counted.map((x) => x.score as Q));
  const performance = performanceRating(
    counted.map((x) => x.opponentRating as number),
    score
  );
  const base = {
    index: i,
    start: p.id,
    name: p.name,
    rating: own,
    ...(start.note ? { ratingNote: start.note } : {}),
    games: counted.length,
    score,
    performance: performance === null ? null : performance.n,
    rounds,
  };
  if (own === null) {
    const first = firstRating(rounds);
    return {
      ...base,
      k: null,
      kSource: null,
      kReason: "unrated",
      expected: Q.ZERO,
      exact: null,
      change: null,
      ...(first ? { first } : {}),
    };
  }
  const b = baseK(p, own, rules);
  const cap = cappedK(b.k, counted.length);
  const expected100 = counted.reduce((s, x) => s + (x.pd as number), 0);
  const dr100 = score.mul(Q.int(100)).floor() - expected100; // scores are halves: exact
  const exact = counted.length ? Q.of(cap.k * dr100, 100) : null;
  return {
    ...base,
    k: cap.k,
    kSource: b.source,
    kReason: cap.note ? `${b.reason}; ${cap.note}` : b.reason,
    expected: hundredths(expected100),
    exact,
    change: counted.length ? roundHundredths(cap.k * dr100) : null,
  };
}

/** The rules of the event: type, date and which amendments apply. */
function eventRules(ctx: Ctx): {
  rules: EventRules;
  typeSource: string;
  lines: string[];
  warnings: string[];
} {
  const t = ctx.t;
  const { type, source } = ratingTypeOf(t, ctx.opts);
  const date = isoDate(t.startDate) ?? isoDate(t.meta["042"]) ?? isoDate(t.meta["052"]);
  const on = (from: string): boolean => date === null || date >= from;
  const exempt2650 = type === "standard" && on(FROM_2650);
  const rule600 = type !== "standard" && on(FROM_600);
  const yearText = date?.slice(0, 4);
  const rules: EventRules = {
    type,
    date,
    exempt2650,
    rule600,
    year: yearText ? Number(yearText) : undefined,
    k: kOption(ctx.opts),
  };
  const lines: string[] = [];
  const warnings: string[] = [];
  const when =
    date === null ? "no date in the file: the rules in force now" : `the event starts ${date}`;
  lines.push(`${type} play (${source}); ${when}`);
  lines.push(
    exempt2650
      ? "D over 400 counts as 400 for players rated under 2650; 2650 and above: the real difference (B.02 8.3.1, from 1 October 2025)"
      : `D over 400 counts as 400 for every player (${type === "standard" ? "B.02 8.3.1 before 1 October 2025" : "Rapid and Blitz 7.3.1"})`
  );
  if (rule600)
    lines.push(
      "games with a difference of 600 or more are not rated when a player is rated above 2600 (Rapid and Blitz 7.3.1, from 1 December 2024)"
    );
  lines.push("change = K x (W - We), rounded to a whole number, .5 away from zero (8.3.2, 8.3.4)");
  if (date !== null && date < REGULATIONS_FROM)
    warnings.push(
      `the event started ${date}, before the rating regulations of 1 March 2024: computed with those (other rules applied then, e.g. the 400-point rule once per event)`
    );
  return { rules, typeSource: source, lines, warnings };
}

/** The rating changes of every player, memoised per context. */
export function ratingChangesIn(ctx: Ctx): RatingReport {
  return ctx.memo("rating-change", () => {
    if (teamOf(ctx)) {
      throw new InputError(
        "not-applicable",
        "rating changes are computed for the players of an individual event, not for teams",
        { kind: "option", option: "columns" }
      );
    }
    const { rules, typeSource, lines, warnings } = eventRules(ctx);
    const starts = ctx.players.map((p) => startRating(p, rules.type));
    const ratings = starts.map((s) => s.rating);
    for (const p of ctx.players) {
      const l = listedOf(p, rules.type)?.rating;
      if (l && p.rating && l !== p.rating)
        warnings.push(
          `player ${p.id} (${p.name}): the file's rating ${p.rating}, ${p.listed?.list}'s ${l}: the file's is used`
        );
    }
    const players = ctx.players.map((_, i) => playerChange(ctx, i, starts[i], ratings, rules));
    if (players.some((x) => x.kSource === "derived"))
      lines.push(
        "K derived (8.3.3) where neither k=, a K column nor a FIDE list gives it: the file does not say whether a player has 30 rated games (else 40) or a published rating that reached 2400 (then 10)"
      );
    return {
      type: rules.type,
      typeSource,
      rounds: ctx.n,
      date: rules.date,
      rules: lines,
      players,
      warnings,
    };
  });
}

/** The rating changes of every player of a tournament under options (rounds=, k=, rating=). */
export function ratingChanges(t: Tournament, opts: EngineOptions = {}): RatingReport {
  return ratingChangesIn(new Ctx(t, opts));
}

// ------------------------------------------------------------------ the working

function signed(x: number | Q): string {
  const q = typeof x === "number" ? Q.int(x) : x;
  const s = q.toString(2);
  return q.gt(Q.ZERO) ? `+${s}` : s;
}

const PD_TEXT = (pd: number): string => (pd === 100 ? "1.00" : `.${String(pd).padStart(2, "0")}`);

/** The working's numeric columns: Rd, Opp, Rtg, D, PD, Res, dR. */
const RIGHT = [0, 1, 3, 4, 5, 6, 7];

/** The working of one player's rating change as an explanation (its table holds the games). */
export function explainRatingChange(report: RatingReport, i: number, t: Tournament): Explanation {
  const x = report.players[i];
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const header = ["Rd", "Opp", "Name", "Rtg", "D", "PD", "Res", "dR", "Note"];
  const rows: (Value | string)[][] = x.rounds.map((r) => [
    String(r.round),
    r.opponent === null ? "" : String(r.opponent),
    r.opponent === null ? "" : (names.get(r.opponent) ?? ""),
    r.opponentRating === null ? (r.opponent === null ? "" : "unrated") : String(r.opponentRating),
    r.d === undefined ? "" : signed(r.d),
    r.pd === undefined ? "" : PD_TEXT(r.pd),
    r.score === null ? r.label : r.score.toString(),
    r.dr === undefined ? "" : signed(r.dr),
    r.counted && r.d === undefined ? "towards a first rating" : (r.note ?? ""),
  ]);
  if (x.rating === null) {
    const f = x.first;
    return {
      code: RATING_CODE,
      value: f?.ru !== null && f?.ru !== undefined ? Q.int(f.ru) : null,
      rows: [],
      summary: f
        ? `unrated: first rating Ru = Ra ${f.ra.toString(2)} (${f.games} rated opponents and two 1800 draws) + dp(${PD_TEXT(f.p100)}) ${f.dp} = ${f.raw}${f.ru === null ? "" : f.ru !== f.raw ? `, at most 2200: ${f.ru}` : ""}; ${f.note} (8.2)`
        : "unrated, and no game against a rated opponent: nothing towards a first rating (8.2)",
      table: { title: "Games towards a first rating (B.02 8.2)", header, rows, right: RIGHT },
    };
  }
  const we = x.expected.toString(2);
  const diff = x.score.sub(x.expected);
  return {
    code: RATING_CODE,
    value: x.change === null ? null : Q.int(x.change),
    rows: [],
    summary:
      x.change === null
        ? `Ro ${x.rating}; K ${x.k}: ${x.kReason}; no rated game`
        : `Ro ${x.rating}; K ${x.k}: ${x.kReason}; ${x.k} x (W ${x.score.toString(2)} - We ${we} = ${signed(diff)}) = ${signed(x.exact as Q)}, rounded ${signed(x.change)} (8.3.2, 8.3.4)`,
    table: { title: `Rated games (${report.type} play, B.02 8.3)`, header, rows, right: RIGHT },
  };
}

// the engine, for the modules that load it only when a rating change is shown (rating-code.ts)
provideRatingEngine({ ratingChanges, ratingChangesIn, explainRatingChange });
