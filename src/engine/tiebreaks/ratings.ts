/**
 * Rating-based tie-breaks (C.07 art. 10): ARO (with /C1 /C2 /M1 /M2), TPR, PTP, APRO, APPO,
 * RTNG and RTNG/R.
 *
 * - Only games played over the board count (TRF W/D/L short games included); forfeits never count,
 *   in round robins neither (15.2, 2026); results are scored 1/½/0 whatever the points system.
 * - Cuts remove the lowest (medians also the highest) opponent ratings among those games; art.
 *   16.5 does not apply. A cut that leaves nothing makes ARO undefined.
 * - ARO, APRO and APPO are rounded to a whole number, halves up. TPR = rounded ARO + dp(p), p
 *   rounded to 0.01 halves up (B.02 8.1.1). PTP = the lowest whole R with
 *   sum PD(R - R_opp) >= score (B.02 8.1.2, full scale), in integer hundredths.
 * - Unrated players (rating 0 or missing): C.07 art. 10 says to drop these tie-breaks unless a
 *   rule for unrated players is announced. So without a rating for unrated players (/U1400 on the
 *   code, else the `unrated` option) every value of the code is undefined while anybody in the
 *   event is unrated, and a warning says how to fix it (TieBreakServer does the same).
 * - Undefined values (no game over the board, everything cut) rank last.
 */
import { InputError, placeOfSource } from "../errors";
import { CLASS_ENTRIES, type Ctx } from "../context";
import { Q, type Value } from "../rational";
import {
  register,
  type CodeSpec,
  type ExplainRow,
  type Explanation,
  type TieBreakDef,
} from "../registry";
import { chessScore } from "../scoring";
import { dp, PD_HIGH, pd100, performanceRating } from "../fide-tables";
import type { RoundEntry } from "../types";

// the FIDE tables (B.02 8.1.1, 8.1.2), held once for every use
export { dp, pd100 };

/** A game over the board as the rating tie-breaks see it. */
interface RatedGame {
  round: number;
  opponent: number;
  rating: number;
  /** 1, ½ or 0. */
  score: Q;
}

/** The rating for unrated players in force for a code: /U on the code, else the option. */
function unratedRating(ctx: Ctx, spec: CodeSpec): number | undefined {
  const u = spec.unrated ?? ctx.opts.unrated;
  if (u !== undefined && (!Number.isInteger(u) || u <= 0)) {
    throw new InputError(
      "invalid-value",
      `the rating for unrated players must be a positive whole number, got ${u}`,
      { kind: "option", option: "unrated" }
    );
  }
  return u;
}

/**
 * Every player's rating, unrated ones replaced by the rating for unrated players; null when
 * somebody is unrated and no such rating is given (then the code is undefined for everybody).
 */
function ratingsFor(ctx: Ctx, spec: CodeSpec): number[] | null {
  const u = unratedRating(ctx, spec);
  const { ratings, unrated } = ctx.memo(`ratings:${u ?? "none"}`, () => {
    const missing: string[] = [];
    const list = ctx.players.map((p) => {
      const r = p.rating;
      if (r === undefined || r === 0) {
        missing.push(`${p.id}${p.name ? ` (${p.name})` : ""}`);
        return u ?? 0;
      }
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
      return r;
    });
    return { ratings: list, unrated: missing };
  });
  if (unrated.length > 0 && u === undefined) {
    const list = unrated.length > 5 ? `${unrated.slice(0, 5).join(", ")} ...` : unrated.join(", ");
    ctx.warn(
      `${spec.code}: undefined for everybody because ${unrated.length} player(s) have no rating ` +
        `(${list}); C.07 art. 10 drops rating tie-breaks unless a rating for unrated players is ` +
        `announced. Give /U1400 on the code (e.g. ${spec.def.name}/U1400) or the unrated option (--unrated 1400).`
    );
    return null;
  }
  return ratings;
}

/** Games over the board of player i within the counted rounds. */
function gamesOf(ctx: Ctx, ratings: number[], i: number): RatedGame[] {
  const out: RatedGame[] = [];
  for (let r = 0; r < ctx.n; r++) {
    const e = ctx.entry(i, r);
    if (e.kind !== "game") continue;
    const j = ctx.opponent(i, r);
    if (j < 0) continue;
    out.push({ round: r + 1, opponent: j, rating: ratings[j], score: chessScore(e.outcome) });
  }
  return out;
}

/** The games an ARO with cut/median keeps, and the ones it removes. */
function cutGames(games: RatedGame[], spec: CodeSpec): { kept: RatedGame[]; cut: Set<RatedGame> } {
  const sorted = [...games].sort((a, b) => a.rating - b.rating || a.round - b.round);
  const low = spec.cut + spec.median;
  const high = spec.median;
  const cut = new Set<RatedGame>();
  sorted.slice(0, Math.min(low, sorted.length)).forEach((g) => cut.add(g));
  const rest = sorted.slice(Math.min(low, sorted.length));
  rest.slice(Math.max(0, rest.length - high)).forEach((g) => cut.add(g));
  return { kept: games.filter((g) => !cut.has(g)), cut };
}

function mean(values: number[]): Value {
  if (values.length === 0) return null;
  const s = values.reduce((a, b) => a + b, 0);
  return Q.int(Q.of(s, values.length).roundHalfUp());
}

function aroOf(games: RatedGame[]): Value {
  return mean(games.map((g) => g.rating));
}

/**
 * ARO with the spec's cut/median: the same value as aroOf(cutGames(games, spec).kept) (games of
 * equal rating are interchangeable for the mean), without building the cut set.
 */
function aroCut(games: RatedGame[], spec: CodeSpec): Value {
  const low = spec.cut + spec.median;
  const high = spec.median;
  if (low === 0 && high === 0) return aroOf(games);
  const ratings = games.map((g) => g.rating).sort((a, b) => a - b);
  const from = Math.min(low, ratings.length);
  const to = Math.max(from, ratings.length - high);
  return mean(ratings.slice(from, to));
}

function tprOf(games: RatedGame[]): Value {
  return performanceRating(
    games.map((g) => g.rating),
    Q.sum(games.map((g) => g.score))
  );
}

function ptpOf(games: RatedGame[]): Value {
  if (games.length === 0) return null;
  const target = Q.sum(games.map((g) => g.score))
    .mul(Q.int(100))
    .floor(); // scores are halves, so this is exact
  const expected = (r: number): number => games.reduce((s, g) => s + pd100(r - g.rating), 0);
  // Every PD is 0 at lowest - 800 and 1.00 at highest + 736, so the answer lies in between:
  // a zero score gives lowest - 800, a full score highest + 736 (the table reaches 1.00 at 736).
  let lo = Math.min(...games.map((g) => g.rating)) - 800;
  let hi = Math.max(...games.map((g) => g.rating)) + 736;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (expected(mid) >= target) hi = mid;
    else lo = mid + 1;
  }
  return Q.int(lo);
}

type Kind = "ARO" | "TPR" | "PTP" | "APRO" | "APPO";

function perPlayer(ctx: Ctx, spec: CodeSpec, f: (games: RatedGame[]) => Value): Value[] {
  const ratings = ratingsFor(ctx, spec);
  if (ratings === null) return new Array<Value>(ctx.size).fill(null);
  const u = unratedRating(ctx, spec);
  const all = ctx.memo(`ratings:games:${u ?? "none"}`, () =>
    ctx.players.map((_, i) => gamesOf(ctx, ratings, i))
  );
  return all.map(f);
}

/** TPR or PTP of every player (memoised, used by APRO/APPO). */
function baseValues(ctx: Ctx, spec: CodeSpec, kind: "TPR" | "PTP"): Value[] {
  const u = unratedRating(ctx, spec);
  return ctx.memo(`ratings:${kind}:${u ?? "none"}`, () => {
    if (!ctx.exactPaths) {
      const g = gameTable(ctx, spec);
      if (g === null) return new Array<Value>(ctx.size).fill(null);
      return kind === "TPR" ? unitTpr(g) : unitPtp(g);
    }
    return perPlayer(ctx, spec, kind === "TPR" ? tprOf : ptpOf);
  });
}

/** Mean of the opponents' TPR or PTP over the games over the board, undefined ones skipped. */
function averageOfOpponents(ctx: Ctx, spec: CodeSpec, kind: "TPR" | "PTP"): Value[] {
  const base = baseValues(ctx, spec, kind);
  if (!ctx.exactPaths) {
    const g = gameTable(ctx, spec);
    if (g === null) return new Array<Value>(ctx.size).fill(null);
    return unitAverageOfOpponents(g, base);
  }
  return perPlayer(ctx, spec, (games) => {
    const vals: number[] = [];
    for (const g of games) {
      const v = base[g.opponent];
      if (v !== null) vals.push(v.n);
    }
    return mean(vals);
  });
}

/**
 * Every player's games over the board in typed arrays (the fast paths' copy of gamesOf): row i
 * from start[i] to start[i + 1] - 1 in round order, the opponent's index, the opponent's rating
 * (unrated ones replaced), the score in halves (2, 1, 0); and the same ratings with each row
 * sorted ascending.
 */
interface GameTable {
  start: Int32Array;
  opp: Int32Array;
  rating: Float64Array;
  halves: Uint8Array;
  sorted: Float64Array;
}

/** A game over the board's score in halves (2, 1, 0); -1 for a round without one. */
function gameHalves(e: RoundEntry): number {
  if (e.kind !== "game") return -1;
  return e.outcome === "win" ? 2 : e.outcome === "draw" ? 1 : 0;
}

/** gameHalves of each round class. */
const CLASS_HALVES = Int8Array.from(CLASS_ENTRIES, gameHalves);

/** The game table of a code's rating for unrated players (memoised); null when the code is undefined for everybody. */
function gameTable(ctx: Ctx, spec: CodeSpec): GameTable | null {
  const ratings = ratingsFor(ctx, spec);
  if (ratings === null) return null;
  const u = unratedRating(ctx, spec);
  return ctx.memo(`ratings:table:${u ?? "none"}`, () => {
    const size = ctx.size;
    const n = ctx.n;
    const start = new Int32Array(size + 1);
    const opp = new Int32Array(size * n);
    const rating = new Float64Array(size * n);
    const halves = new Uint8Array(size * n);
    const classes = ctx.roundClasses();
    let at = 0;
    for (let i = 0; i < size; i++) {
      start[i] = at;
      for (let r = 0; r < n; r++) {
        const h = classes ? CLASS_HALVES[classes[i * n + r]] : gameHalves(ctx.entry(i, r));
        if (h < 0) continue;
        const j = ctx.opponent(i, r);
        if (j < 0) continue;
        opp[at] = j;
        rating[at] = ratings[j];
        halves[at] = h;
        at++;
      }
    }
    start[size] = at;
    const sorted = rating.slice(0, at);
    for (let i = 0; i < size; i++) {
      const off = start[i];
      // insertion sort: a row has at most one game per round
      for (let k = off + 1; k < start[i + 1]; k++) {
        const x = sorted[k];
        let q = k;
        while (q > off && sorted[q - 1] > x) {
          sorted[q] = sorted[q - 1];
          q--;
        }
        sorted[q] = x;
      }
    }
    return { start, opp, rating: rating.subarray(0, at), halves: halves.subarray(0, at), sorted };
  });
}

/** The mean of `count` whole numbers summing to s, rounded half up (mean's value), in integers. */
function roundedMean(s: number, count: number): Value {
  return count === 0 ? null : Q.int(Math.floor((2 * s + count) / (2 * count)));
}

/** TPR of every player from the game table: the values of tprOf. */
function unitTpr(g: GameTable): Value[] {
  const size = g.start.length - 1;
  const out = new Array<Value>(size);
  for (let i = 0; i < size; i++) {
    const from = g.start[i];
    const len = g.start[i + 1] - from;
    if (len === 0) {
      out[i] = null;
      continue;
    }
    let s = 0;
    let h = 0;
    for (let k = from; k < from + len; k++) {
      s += g.rating[k];
      h += g.halves[k];
    }
    const aro = Math.floor((2 * s + len) / (2 * len));
    // p = (h / 2) / len in hundredths, rounded half up: floor((100 h + len) / (2 len))
    out[i] = Q.int(aro + dp(Math.floor((100 * h + len) / (2 * len))));
  }
  return out;
}

/** PD in hundredths for D = -PD_REACH .. PD_REACH at D + PD_REACH (pd100's values for whole D). */
const PD_REACH = PD_HIGH.length;
const PD_SIGNED = Uint8Array.from({ length: 2 * PD_REACH + 1 }, (_, k) => pd100(k - PD_REACH));

/** PTP of every player from the game table: the values of ptpOf. */
function unitPtp(g: GameTable): Value[] {
  const size = g.start.length - 1;
  const out = new Array<Value>(size);
  const { rating } = g;
  // the expected score in hundredths of a player rated r against the games from .. to - 1
  // (nondecreasing in r), from the signed table (ratings and r are whole numbers, so D is)
  const expected = (r: number, from: number, to: number): number => {
    let e = 0;
    for (let k = from; k < to; k++) {
      const d = r - rating[k];
      e += d >= PD_REACH ? 100 : d <= -PD_REACH ? 0 : PD_SIGNED[d + PD_REACH];
    }
    return e;
  };
  for (let i = 0; i < size; i++) {
    const from = g.start[i];
    const to = g.start[i + 1];
    if (to === from) {
      out[i] = null;
      continue;
    }
    let h = 0;
    let min = Infinity;
    let max = -Infinity;
    let sum = 0;
    for (let k = from; k < to; k++) {
      h += g.halves[k];
      sum += rating[k];
      if (rating[k] < min) min = rating[k];
      if (rating[k] > max) max = rating[k];
    }
    const target = 50 * h; // the score in hundredths
    // ptpOf's answer: the least r in [min - 800, max + 736) whose expected score reaches the
    // target, else max + 736
    const lowest = min - 800;
    const highest = max + 736;
    let lo = lowest;
    let hi = highest;
    // bracketed first from a guess near the answer (the mean rating + dp of the score), by
    // steps doubling from 8, then searched in the bracket: the same least r, fewer sums
    const n = to - from;
    const guess = Math.min(
      highest,
      Math.max(lowest, Math.round(sum / n) + dp(Math.round((50 * h) / n)))
    );
    if (expected(guess, from, to) >= target) {
      hi = guess;
      for (let step = 8; ; step *= 2) {
        const p = hi - step;
        if (p <= lowest) break;
        if (expected(p, from, to) < target) {
          lo = p + 1;
          break;
        }
        hi = p;
      }
    } else {
      lo = guess + 1;
      for (let step = 8; ; step *= 2) {
        const p = lo - 1 + step;
        if (p >= highest) break;
        if (expected(p, from, to) >= target) {
          hi = p;
          break;
        }
        lo = p + 1;
      }
    }
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (expected(mid, from, to) >= target) hi = mid;
      else lo = mid + 1;
    }
    out[i] = Q.int(lo);
  }
  return out;
}

/** APRO / APPO from the game table and the opponents' TPR / PTP: the values of averageOfOpponents. */
function unitAverageOfOpponents(g: GameTable, base: Value[]): Value[] {
  const size = g.start.length - 1;
  const out = new Array<Value>(size);
  for (let i = 0; i < size; i++) {
    let s = 0;
    let c = 0;
    for (let k = g.start[i]; k < g.start[i + 1]; k++) {
      const v = base[g.opp[k]];
      if (v !== null) {
        s += v.n;
        c++;
      }
    }
    out[i] = roundedMean(s, c);
  }
  return out;
}

/** ARO with the spec's cut/median from the sorted rows: the values of aroCut. */
function aroValues(ctx: Ctx, spec: CodeSpec): Value[] {
  const rows = gameTable(ctx, spec);
  if (rows === null) return new Array<Value>(ctx.size).fill(null);
  const { start, sorted: r } = rows;
  const out = new Array<Value>(ctx.size);
  for (let i = 0; i < ctx.size; i++) {
    const m = start[i + 1] - start[i];
    const from = Math.min(spec.cut + spec.median, m);
    const to = Math.max(from, m - spec.median);
    let s = 0;
    for (let k = start[i] + from; k < start[i] + to; k++) s += r[k];
    out[i] = roundedMean(s, to - from);
  }
  return out;
}

function compute(kind: Kind) {
  return (ctx: Ctx, spec: CodeSpec): Value[] => {
    switch (kind) {
      case "ARO":
        if (!ctx.exactPaths) return aroValues(ctx, spec);
        return perPlayer(ctx, spec, (games) => aroCut(games, spec));
      case "TPR":
      case "PTP":
        return baseValues(ctx, spec, kind);
      case "APRO":
        return averageOfOpponents(ctx, spec, "TPR");
      case "APPO":
        return averageOfOpponents(ctx, spec, "PTP");
    }
  };
}

const SUMMARIES: Record<Kind, string> = {
  ARO: "mean rating of the opponents met over the board, rounded (.5 up)",
  TPR: "rounded ARO + dp(p), p = score / games over the board rounded to 0.01",
  PTP: "lowest whole rating R whose expected score against these opponents reaches the score",
  APRO: "mean of the opponents' TPR (undefined ones skipped), rounded",
  APPO: "mean of the opponents' PTP (undefined ones skipped), rounded",
};

function explainGames(kind: Kind) {
  return (ctx: Ctx, spec: CodeSpec, i: number): Explanation => {
    const ratings = ratingsFor(ctx, spec);
    const value = compute(kind)(ctx, spec)[i];
    const rows: ExplainRow[] = [];
    const games = ratings ? gamesOf(ctx, ratings, i) : [];
    const cut = kind === "ARO" ? cutGames(games, spec).cut : new Set<RatedGame>();
    const base =
      kind === "APRO" || kind === "APPO"
        ? baseValues(ctx, spec, kind === "APRO" ? "TPR" : "PTP")
        : null;
    for (let r = 0; r < ctx.n; r++) {
      const e = ctx.entry(i, r);
      const g = games.find((x) => x.round === r + 1);
      if (g) {
        const used = base ? base[g.opponent] : Q.int(g.rating);
        const status = cut.has(g) ? "cut" : base && used === null ? "not counted" : "kept";
        rows.push({
          round: r + 1,
          opponent: ctx.players[g.opponent].id,
          label: "game",
          used,
          own: g.score,
          contribution: status === "kept" ? used : null,
          status,
          note:
            status === "not counted"
              ? `the opponent's ${kind === "APRO" ? "TPR" : "PTP"} is undefined`
              : !ctx.players[g.opponent].rating
                ? `the opponent is unrated: counted as ${g.rating} (rating for unrated players)`
                : undefined,
        });
      } else if (ratings === null && e.kind === "game") {
        // a game over the board: left out only because the whole tie-break is undefined
        const j = ctx.indexOf(e.opponent);
        const oppUnrated = j >= 0 && !ctx.players[j].rating;
        rows.push({
          round: r + 1,
          opponent: e.opponent,
          label: "game",
          used: null,
          own: null,
          contribution: null,
          status: "not counted",
          note: oppUnrated
            ? `the opponent is unrated and no rating for unrated players is given (/U1400 or the unrated option), so ${spec.def.name} is undefined (C.07 art. 10)`
            : `${spec.def.name} is undefined: some players are unrated and no rating for unrated players is given (C.07 art. 10)`,
        });
      } else {
        rows.push({
          round: r + 1,
          opponent: e.kind === "bye" ? null : e.opponent,
          label:
            e.kind === "bye"
              ? `${e.bye.toUpperCase()}`
              : e.kind === "forfeit"
                ? `forfeit ${e.outcome}`
                : e.kind === "unknown"
                  ? "postponed"
                  : e.kind,
          used: null,
          own: null,
          contribution: null,
          status: "not counted",
          note:
            e.kind === "unknown"
              ? "no result yet: counted when the result is entered (only games with a result count)"
              : "only games played over the board count",
        });
      }
    }
    const summary =
      ratings === null
        ? "undefined: unrated players present and no rating for them given"
        : SUMMARIES[kind];
    return { code: spec.code, value, rows, summary };
  };
}

function ratingDef(kind: Kind, title: string, fideType: string): TieBreakDef {
  return {
    name: kind,
    title,
    summary: SUMMARIES[kind].charAt(0).toUpperCase() + SUMMARIES[kind].slice(1) + ".",
    family: "Rating",
    fideType,
    modifiers: kind === "ARO" ? ["C", "M", "U"] : ["U"],
    compute: compute(kind),
    explain: explainGames(kind),
  };
}

const RTNG: TieBreakDef = {
  name: "RTNG",
  title: "Rating",
  summary: "The player's own (first) rating, highest first; /R lowest first.",
  family: "Rating",
  fideType: "B",
  modifiers: ["R", "U"],
  new2026: true,
  compute: (ctx, spec) => {
    const ratings = ratingsFor(ctx, spec);
    return ctx.players.map((_, i) => (ratings === null ? null : Q.int(ratings[i])));
  },
};

register(
  ratingDef("ARO", "Average rating of opponents", "D"),
  ratingDef("TPR", "Tournament performance rating", "DB"),
  ratingDef("PTP", "Perfect tournament performance", "DB"),
  ratingDef("APRO", "Average performance rating of opponents", "DC"),
  ratingDef("APPO", "Average perfect performance of opponents", "DC"),
  RTNG
);
