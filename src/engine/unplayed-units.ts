/**
 * The BH / FB / SB pipeline of ./unplayed (points table, 16.2 categories, 16.3 adjusted scores,
 * 16.4 dummies or pre-2023 virtual opponents, element rows, the 14.1 order, cuts with the 16.5
 * VUR rule) on whole units in typed arrays: every points value of the event is a whole number
 * of 1/U, U the least common multiple of their denominators (2 for 1/½/0, 1 for 3/1/0 or Go's
 * 1/0). A BH value is then units / U and an SB value units / U², made into an exact `Q` once per
 * player at the end.
 *
 * The same numbers as the exact path (`cutValues` in ./unplayed), which stays the reference and
 * the fallback: `unitCutValues` returns null where units do not apply (a unit above UNIT_MAX, sums
 * that could leave the safe integers, an opponent that is not a player: the exact path then
 * gives its value or its error). `Ctx.exactPaths` turns the fast path off (tests pin the two
 * together, test/engine/fast-paths.test.ts).
 */
import { CLASS_ENTRIES, type Ctx } from "./context";
import { gcd, Q } from "./rational";
import { cutValues, foreRound, vurCutRule } from "./unplayed";
import type { ElementOptions, SumKind } from "./unplayed";
import type { RoundEntry } from "./types";

/** Largest unit denominator taken (beyond it, e.g. thirds and sevenths mixed, the exact path). */
const UNIT_MAX = 720;
/** Bound on any unit sum (SB sums are below rounds² × (3 × largest points in units)²). */
const SUM_LIMIT = 2 ** 50;

// round kinds (what ./unplayed reads of a RoundEntry)
/** Round kind: a game over the board, or a result not yet known. */
export const K_PLAYED = 0;
export const K_FWIN = 1; // forfeit win
export const K_FLOSS = 2; // forfeit loss (a VUR)
const K_AWARDED_BYE = 3; // PAB, FPB (16.2.1)
const K_REQUESTED = 4; // HPB, ZPB requested, absent, withdrawn, late (a VUR)
const K_UNPAIRED = 5; // ZPB not chosen (an odd round robin's free round): a bye, not a VUR

/** The round kind (K_*) of an entry: the byes are the kinds from K_AWARDED_BYE on. */
function unitKind(e: RoundEntry): number {
  if (e.kind === "bye") {
    if (e.bye === "pab" || e.bye === "fpb") return K_AWARDED_BYE;
    return e.bye === "zpb" && e.reason === "unpaired" ? K_UNPAIRED : K_REQUESTED;
  }
  return e.kind === "forfeit" ? (e.outcome === "win" ? K_FWIN : K_FLOSS) : K_PLAYED;
}

/** unitKind of each round class (Ctx.roundClasses). */
const CLASS_KINDS = Uint8Array.from(CLASS_ENTRIES, unitKind);

/** The event in units, shared by every variant. */
export interface UnitBase {
  size: number;
  n: number;
  /** Points are whole numbers of 1/unit. */
  unit: number;
  /** Points of player i in round r (× unit) at i * n + r. */
  pts: Float64Array;
  kind: Uint8Array;
  /** Opponent's player index, -1 for a bye. */
  opp: Int32Array;
  win: number;
  draw: number;
}

/** The event in units (memoised), or null where units do not apply. */
export function unitBase(ctx: Ctx): UnitBase | null {
  return ctx.memo("units:base", () => buildBase(ctx));
}

function buildBase(ctx: Ctx): UnitBase | null {
  const size = ctx.size;
  const n = ctx.n;
  const { win, draw } = ctx.t.points;
  let unit = lcm(lcm(1, win.d), draw.d);
  let maxAbs = Math.max(Math.abs(win.n / win.d), Math.abs(draw.n / draw.d));
  // one pass over the rounds: numerators (made whole numbers of 1/unit below), denominators,
  // round kinds and opponents
  const pts = new Float64Array(size * n);
  const den = new Float64Array(size * n);
  const kind = new Uint8Array(size * n);
  const opp = new Int32Array(size * n);
  const classes = ctx.roundClasses();
  for (let i = 0; i < size; i++) {
    for (let r = 0; r < n; r++) {
      const k = i * n + r;
      const q = ctx.points(i, r);
      const d = q.d;
      // (once past UNIT_MAX the unit path is off: the unit stops growing)
      if (d !== 1 && unit <= UNIT_MAX && unit % d !== 0) unit = lcm(unit, d);
      const a = Math.abs(q.n / d);
      if (a > maxAbs) maxAbs = a;
      pts[k] = q.n;
      den[k] = d;
      const c = classes ? CLASS_KINDS[classes[k]] : unitKind(ctx.entry(i, r));
      kind[k] = c;
      if (c >= K_AWARDED_BYE) {
        opp[k] = -1;
        continue;
      }
      const j = ctx.opponent(i, r);
      // an opponent that is not a player: the exact path says so (or leaves the round out)
      if (j < 0) return null;
      opp[k] = j;
    }
  }
  if (unit > UNIT_MAX) return null;
  const m = (maxAbs + 1) * unit;
  if (3 * (n + 1) * (n + 1) * 9 * m * m >= SUM_LIMIT) return null;
  for (let k = 0; k < size * n; k++) pts[k] *= unit / den[k];
  return {
    size,
    n,
    unit,
    pts,
    kind,
    opp,
    win: win.n * (unit / win.d),
    draw: draw.n * (unit / draw.d),
  };
}

/** The least common multiple of two whole numbers above 0. */
function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

/** Scores in units of one variant (fore: the final round's pairings drawn, for FB). */
export interface UnitScores {
  /** The points table of the variant. */
  pts: Float64Array;
  actual: Float64Array;
  /** 16.3 adjusted scores. */
  adjusted: Float64Array;
  /** The score as somebody's opponent under the context's edition and event type. */
  asOpp: Float64Array;
}

/** Scores in units of a variant (memoised). */
export function unitScores(ctx: Ctx, b: UnitBase, fore: boolean): UnitScores {
  return ctx.memo(`units:scores:${fore}`, () => {
    const { size, n, kind, draw } = b;
    const last = fore ? (foreRound(ctx) ?? 0) - 1 : -1;
    let pts = b.pts;
    if (last >= 0) {
      pts = pts.slice();
      for (let i = 0; i < size; i++) {
        const k = i * n + last;
        if (b.opp[k] >= 0) pts[k] = draw;
      }
    }
    const actual = new Float64Array(size);
    const adjusted = new Float64Array(size);
    const old = new Float64Array(size);
    for (let i = 0; i < size; i++) {
      let s = 0;
      let adj = 0;
      let o = 0;
      let laterNonVUR = false;
      for (let r = n - 1; r >= 0; r--) {
        const k = i * n + r;
        const p = pts[k];
        const c = kind[k];
        s += p;
        o += c === K_PLAYED ? p : draw;
        if (r === last && (c === K_FWIN || c === K_FLOSS)) {
          // FB: a final-round forfeit is a drawn game (16.2.3, not 16.2.5, before it)
          adj += p;
          laterNonVUR = true;
          continue;
        }
        // 16.2.5: a bye other than PAB/FPB with only VURs after it counts as a draw
        adj += (c === K_REQUESTED || c === K_UNPAIRED) && !laterNonVUR ? draw : p;
        if (c !== K_REQUESTED && c !== K_FLOSS) laterNonVUR = true;
      }
      actual[i] = s;
      adjusted[i] = adj;
      old[i] = o;
    }
    const asOpp =
      ctx.type === "round-robin" || ctx.edition === "plain"
        ? actual
        : ctx.edition === "fide-pre2023"
          ? old
          : adjusted;
    return { pts, actual, adjusted, asOpp };
  });
}

/**
 * Every player's elements of one variant (/P, fore) in units, in round order: player i's at
 * i * n .. i * n + len[i] - 1 (n the rounds counted). Shared by BH and SB (the same opponent
 * scores, dummies and VURs; SB multiplies by own points when it sorts).
 */
export interface UnitElements {
  len: Int32Array;
  /** The opponent score used (real, dummy or virtual), units. */
  key: Float64Array;
  /** Own points in the round (the variant's points table), units. */
  own: Float64Array;
  vur: Uint8Array;
  /**
   * /P: the players whose rows differ from the variant without /P (those with a forfeit; the
   * other rows are copies of it), else null.
   */
  differs: Uint8Array | null;
}

function unitElements(ctx: Ctx, b: UnitBase, p: boolean, fore: boolean): UnitElements {
  return ctx.memo(`units:elements:${p}:${fore}`, () =>
    buildElements(ctx, b, fore, p ? unitElements(ctx, b, false, fore) : null)
  );
}

/** The elements of a variant; with `without` (the variant without /P), those of /P. */
function buildElements(
  ctx: Ctx,
  b: UnitBase,
  fore: boolean,
  without: UnitElements | null
): UnitElements {
  const { size, n, opp, draw, win } = b;
  const codes = b.kind;
  const { pts, actual, adjusted, asOpp } = unitScores(ctx, b, fore);
  const foreIndex = fore ? (foreRound(ctx) ?? 0) - 1 : -1;
  const rr = ctx.type === "round-robin";
  const plain = ctx.edition === "plain";
  const pre = ctx.edition === "fide-pre2023";
  const caps = ctx.edition === "fide-2026";
  // a forfeit counts as a game against its opponent (/P, or a FIDE round robin, art. 15.2)
  const forfeitGame = without !== null || (rr && !plain);
  const byeCap = draw * n; // 16.4.2
  const el: UnitElements =
    without === null
      ? {
          len: new Int32Array(size),
          key: new Float64Array(size * n),
          own: new Float64Array(size * n),
          vur: new Uint8Array(size * n),
          differs: null,
        }
      : {
          len: without.len.slice(),
          key: without.key.slice(),
          own: without.own.slice(),
          vur: without.vur.slice(),
          differs: forfeitRows(b),
        };
  const { len, key, own, vur, differs } = el;
  for (let i = 0; i < size; i++) {
    if (differs !== null && differs[i] === 0) continue;
    const row = i * n;
    const s = actual[i];
    let at = row;
    let before = 0; // points before round r (pre-2023 virtual opponent)
    for (let k = row; k < row + n; k++) {
      const c = codes[k];
      const mine = pts[k];
      const forfeit = c === K_FWIN || c === K_FLOSS;
      if (c === K_PLAYED || (forfeit && (forfeitGame || k - row === foreIndex))) {
        key[at] = asOpp[opp[k]];
        vur[at] = 0;
      } else if (plain || (rr && !forfeit)) {
        before += mine;
        continue;
      } else {
        vur[at] = c === K_REQUESTED || c === K_FLOSS ? 1 : 0;
        if (pre) {
          // Svon = SPR + (W − SfPR) + D × (n − R)
          key[at] = before + (win - mine) + draw * (row + n - 1 - k);
        } else {
          const cap = !caps ? s : forfeit ? adjusted[opp[k]] : byeCap;
          key[at] = s <= cap ? s : cap;
        }
      }
      own[at++] = mine;
      before += mine;
    }
    len[i] = at - row;
  }
  return el;
}

/** 1 for the players with a forfeit (won or lost) among the rounds counted. */
function forfeitRows(b: UnitBase): Uint8Array {
  const { size, n, kind } = b;
  const out = new Uint8Array(size);
  for (let k = 0; k < size * n; k++) {
    if (kind[k] === K_FWIN || kind[k] === K_FLOSS) out[(k / n) | 0] = 1;
  }
  return out;
}

/**
 * Every player's row of contributions in units (BH: the opponent score, SB: times own points),
 * as cuts read it: the total and the two least and two most significant contributions (14.1
 * order: by opponent score, then contribution), which are all that Cut-1/2 and Median-1/2 take
 * from a row without VURs. A BH row with a VUR under the 16.5 rule is cut from the same ends of
 * its VURs and its other elements (`vurEndsOf`); only SB rows with a VUR under 16.5, and every
 * row for a cut beyond two, are sorted, when first needed (`sortedRows`).
 */
export interface UnitRows {
  /** A value is units / scale (unit for BH, unit² for SB). */
  scale: number;
  sb: boolean;
  /** The elements (round order) the rows were made from. */
  el: UnitElements;
  /** Rounds counted: the stride of the elements. */
  n: number;
  len: Int32Array;
  total: Float64Array;
  /** At 3i + k: the sum of player i's k least significant contributions (k = 0, 1, 2). */
  low: Float64Array;
  /** At 3i + k: the sum of player i's k most significant contributions (k = 0, 1, 2). */
  high: Float64Array;
  hasVUR: Uint8Array;
  /** The rows with a VUR sorted (made when first needed; a field from the start: one shape). */
  sortedVUR: SortedRows | undefined;
  /** Every row sorted (made when first needed). */
  sortedAll: SortedRows | undefined;
  /** BH: the ends of the VURs and of the other elements of the rows with a VUR (when needed). */
  vurEnds: VurEnds | undefined;
}

/** The rows of a variant (memoised), or null where units do not apply. */
export function unitRows(ctx: Ctx, o: ElementOptions, kind: SumKind): UnitRows | null {
  const b = unitBase(ctx);
  if (b === null) return null;
  const p = Boolean(o.p);
  const fore = Boolean(o.fore) && foreRound(ctx) !== null;
  return ctx.memo(`units:rows:${p}:${fore}:${kind}`, () =>
    buildRows(
      unitElements(ctx, b, p, fore),
      b.n,
      kind === "SB" ? b.unit * b.unit : b.unit,
      kind === "SB",
      p ? unitRows(ctx, { fore }, kind) : null
    )
  );
}

/**
 * One pass over each row's elements keeping its total and its two least and two most
 * significant contributions. With `without` (the rows without /P), only the rows whose elements
 * differ from it are read, the others copied.
 */
function buildRows(
  el: UnitElements,
  n: number,
  scale: number,
  sb: boolean,
  without: UnitRows | null
): UnitRows {
  const { len, key, own, vur } = el;
  const size = len.length;
  const differs = without === null ? null : el.differs;
  const copy = without !== null && differs !== null;
  const rows: UnitRows = {
    scale,
    sb,
    el,
    n,
    len,
    total: copy ? without.total.slice() : new Float64Array(size),
    low: copy ? without.low.slice() : new Float64Array(3 * size),
    high: copy ? without.high.slice() : new Float64Array(3 * size),
    hasVUR: copy ? without.hasVUR.slice() : new Uint8Array(size),
    sortedVUR: undefined,
    sortedAll: undefined,
    vurEnds: undefined,
  };
  const { total, low, high, hasVUR } = rows;
  for (let i = 0; i < size; i++) {
    if (differs !== null && differs[i] === 0) continue;
    const row = i * n;
    const end = row + len[i];
    // (opponent score, contribution) of the two least (k0 <= k1) and two most (h0 >= h1)
    let k0 = Infinity;
    let c0 = Infinity;
    let k1 = Infinity;
    let c1 = Infinity;
    let h0 = -Infinity;
    let d0 = -Infinity;
    let h1 = -Infinity;
    let d1 = -Infinity;
    let t = 0;
    let any = 0;
    for (let k = row; k < end; k++) {
      const kq = key[k];
      // the product is taken for BH too: the loop then runs one way for both kinds
      const product = kq * own[k];
      const cq = sb ? product : kq;
      t += cq;
      any |= vur[k];
      if (kq < k1 || (kq === k1 && cq < c1)) {
        if (kq < k0 || (kq === k0 && cq < c0)) {
          k1 = k0;
          c1 = c0;
          k0 = kq;
          c0 = cq;
        } else {
          k1 = kq;
          c1 = cq;
        }
      }
      if (kq > h1 || (kq === h1 && cq > d1)) {
        if (kq > h0 || (kq === h0 && cq > d0)) {
          h1 = h0;
          d1 = d0;
          h0 = kq;
          d0 = cq;
        } else {
          h1 = kq;
          d1 = cq;
        }
      }
    }
    total[i] = t;
    hasVUR[i] = any;
    // (an end past the row's length is never read: cuts of the whole row are 0)
    low[3 * i + 1] = c0;
    low[3 * i + 2] = c0 + c1;
    high[3 * i + 1] = d0;
    high[3 * i + 2] = d0 + d1;
  }
  return rows;
}

/** Values of this many units and more are made by `Q.of` each time rather than kept. */
const KEPT_UNITS = 4096;

/**
 * Exact values u / scale of whole numbers u, one shared `Q` per distinct u from 0 to
 * KEPT_UNITS - 1 (a column of BH or SB values has few distinct ones, and a `Q` is immutable:
 * the gcd is taken once per value).
 */
export class UnitValues {
  private readonly made = new Array<Q | undefined>(KEPT_UNITS).fill(undefined);

  constructor(private readonly scale: number) {}

  of(u: number): Q {
    if (!(u >= 0 && u < KEPT_UNITS)) return Q.of(u, this.scale);
    return (this.made[u] ??= Q.of(u, this.scale));
  }
}

const unitValuesByScale = new Map<number, UnitValues>();

/** The shared `UnitValues` of a scale (values are the same in every context). */
export function unitValues(scale: number): UnitValues {
  let v = unitValuesByScale.get(scale);
  if (v === undefined) {
    v = new UnitValues(scale);
    unitValuesByScale.set(scale, v);
  }
  return v;
}

/**
 * `cutValues` (same arguments, same numbers) on unit rows, or null where units do not apply.
 * Cut-n / Median-n remove the ends of the row in 14.1 order; under the 16.5 rule a row with a VUR
 * is cut as `applyCuts` does it, on the units.
 */
export function unitCutValues(
  ctx: Ctx,
  o: ElementOptions,
  kind: SumKind,
  cut: number,
  median: number
): Q[] | null {
  const rows = unitRows(ctx, o, kind);
  if (rows === null) return null;
  const values = unitValues(rows.scale);
  if (cut === 0 && median === 0) {
    const out = new Array<Q>(rows.total.length);
    for (let i = 0; i < out.length; i++) out[i] = values.of(rows.total[i]);
    return out;
  }
  return cutRows(rows, cut, median, vurCutRule(ctx), ctx.edition === "plain");
}

/**
 * For tests: Cut-n / Median-n of whole-number element rows (n the stride, `el.differs` null) on
 * the unit path, as `applyCuts` takes them (values in 1/scale).
 */
export function cutElementRows(
  el: UnitElements,
  n: number,
  scale: number,
  sb: boolean,
  cut: number,
  median: number,
  vurRule: boolean,
  plainMedian: boolean
): Q[] {
  return cutRows(buildRows(el, n, scale, sb, null), cut, median, vurRule, plainMedian);
}

/** Cut-n (cut) or Median-n (median) of every row (BH- or SB-style 16.5 cuts as the rows' kind). */
function cutRows(
  rows: UnitRows,
  cut: number,
  median: number,
  vurRule: boolean,
  plainMedian: boolean
): Q[] {
  const { n, len, total, low, high } = rows;
  const values = unitValues(rows.scale);
  const size = len.length;
  const out = new Array<Q>(size);
  // Cut-1/2 and Median-1/2 of a row without VURs (or without the 16.5 rule) from its ends, and
  // under 16.5 of a BH row with VURs from the ends of its VURs and other elements; the other
  // rows on their sorted row
  const ends = cut + median <= 2;
  const split = ends && vurRule && !rows.sb ? vurEndsOf(rows) : null;
  const sorted = !ends || (vurRule && rows.sb) ? sortedRows(rows, !ends) : null;
  for (let i = 0; i < size; i++) {
    const m = len[i];
    // plain rules: a median needs two values (fewer: nothing is cut)
    const none = median > 0 && plainMedian && m < 2;
    const lows = none ? 0 : cut + median;
    const highs = none ? 0 : median;
    let u = 0;
    if (split !== null && split.slot[i] >= 0) {
      u = lows + highs < m ? bhVurCut(split, split.slot[i], m, total[i], lows, highs) : 0;
    } else if (sorted !== null && sorted.slot[i] >= 0) {
      u = vurCut(sorted, sorted.slot[i] * n, m, total[i], rows.sb, lows, highs, vurRule);
    } else if (lows + highs < m) {
      // the values from lows to m - highs - 1 of the sorted row
      u = total[i] - low[3 * i + lows] - high[3 * i + highs];
    }
    out[i] = values.of(u);
  }
  return out;
}

/**
 * BH rows with a VUR, for Cut-1/2 and Median-1/2 under 16.5: player i's (at slot[i]) number of
 * VURs and, of its VURs and of its other elements apart, the sums of the 0, 1 and 2 lowest
 * values (at 3 × slot + k) and the two highest (at 2 × slot, highest first).
 */
interface VurEnds {
  slot: Int32Array;
  vurs: Int32Array;
  vurLow: Float64Array;
  vurHigh: Float64Array;
  otherLow: Float64Array;
  otherHigh: Float64Array;
}

/** The VurEnds of BH rows (memoised in the rows). */
function vurEndsOf(rows: UnitRows): VurEnds {
  if (rows.vurEnds !== undefined) return rows.vurEnds;
  const { n, len, hasVUR } = rows;
  const { key, vur } = rows.el;
  const size = len.length;
  const slot = new Int32Array(size).fill(-1);
  let count = 0;
  for (let i = 0; i < size; i++) if (hasVUR[i] === 1) slot[i] = count++;
  const out: VurEnds = {
    slot,
    vurs: new Int32Array(count),
    vurLow: new Float64Array(3 * count),
    vurHigh: new Float64Array(2 * count),
    otherLow: new Float64Array(3 * count),
    otherHigh: new Float64Array(2 * count),
  };
  const { vurs, vurLow, vurHigh, otherLow, otherHigh } = out;
  for (let i = 0; i < size; i++) {
    const at = slot[i];
    if (at < 0) continue;
    // the two lowest (a0 <= a1) and two highest (b0 >= b1) VURs, and the same of the others
    let a0 = Infinity;
    let a1 = Infinity;
    let b0 = -Infinity;
    let b1 = -Infinity;
    let c0 = Infinity;
    let c1 = Infinity;
    let d0 = -Infinity;
    let d1 = -Infinity;
    let count = 0;
    for (let k = i * n; k < i * n + len[i]; k++) {
      const v = key[k];
      if (vur[k] === 1) {
        count++;
        if (v < a1) {
          a1 = v < a0 ? a0 : v;
          a0 = v < a0 ? v : a0;
        }
        if (v > b1) {
          b1 = v > b0 ? b0 : v;
          b0 = v > b0 ? v : b0;
        }
      } else {
        if (v < c1) {
          c1 = v < c0 ? c0 : v;
          c0 = v < c0 ? v : c0;
        }
        if (v > d1) {
          d1 = v > d0 ? d0 : v;
          d0 = v > d0 ? v : d0;
        }
      }
    }
    vurs[at] = count;
    vurLow[3 * at + 1] = a0;
    vurLow[3 * at + 2] = a0 + a1;
    vurHigh[2 * at] = b0;
    vurHigh[2 * at + 1] = b1;
    otherLow[3 * at + 1] = c0;
    otherLow[3 * at + 2] = c0 + c1;
    otherHigh[2 * at] = d0;
    otherHigh[2 * at + 1] = d1;
  }
  rows.vurEnds = out;
  return out;
}

/**
 * A BH row with a VUR after `lows` (at most 2) cuts under 16.5 and `highs` (at most 2) high
 * cuts, lows + highs below its m elements: the low cuts take its lowest VURs (the lowest
 * contribution first, while any is left), then its lowest other values; the high cuts the
 * highest values left, which are among the two highest VURs and the two highest others left.
 */
function bhVurCut(
  e: VurEnds,
  at: number,
  m: number,
  total: number,
  lows: number,
  highs: number
): number {
  const vurs = e.vurs[at];
  const others = m - vurs;
  const cutVurs = lows < vurs ? lows : vurs;
  const cutOthers = lows - cutVurs;
  let u = total - e.vurLow[3 * at + cutVurs] - e.otherLow[3 * at + cutOthers];
  if (highs === 0) return u;
  // the highest VURs and others left (-Infinity: none left; enough are, as lows + highs < m)
  const v1 = vurs - 1 >= cutVurs ? e.vurHigh[2 * at] : -Infinity;
  const v2 = vurs - 2 >= cutVurs ? e.vurHigh[2 * at + 1] : -Infinity;
  const o1 = others - 1 >= cutOthers ? e.otherHigh[2 * at] : -Infinity;
  const o2 = others - 2 >= cutOthers ? e.otherHigh[2 * at + 1] : -Infinity;
  u -= v1 >= o1 ? v1 : o1;
  if (highs > 1) u -= v1 >= o1 ? (v2 >= o1 ? v2 : o1) : v1 >= o2 ? v1 : o2;
  return u;
}

/**
 * Some players' contributions sorted least significant first (14.1: by opponent score, then
 * contribution; equal pairs in round order, as the exact path's stable sort leaves them).
 */
interface SortedRows {
  /** Player i's sorted row is at slot[i] * n (-1: not sorted). */
  slot: Int32Array;
  contrib: Float64Array;
  vur: Uint8Array;
}

/** The sorted rows of every player (all), or of those with a VUR; memoised in the rows. */
function sortedRows(rows: UnitRows, all: boolean): SortedRows {
  const kept = all ? rows.sortedAll : rows.sortedVUR;
  if (kept !== undefined) return kept;
  const { n, len, hasVUR, sb } = rows;
  const { key, own, vur } = rows.el;
  const size = len.length;
  const slot = new Int32Array(size).fill(-1);
  let count = 0;
  for (let i = 0; i < size; i++) if (all || hasVUR[i] === 1) slot[i] = count++;
  const contrib = new Float64Array(count * n);
  const vurAt = new Uint8Array(count * n);
  const keys = new Float64Array(n); // the sorted row's opponent scores
  for (let i = 0; i < size; i++) {
    if (slot[i] < 0) continue;
    // insertion as the elements come in round order: stable, and the cheapest sort of a few
    const row = i * n;
    const at = slot[i] * n;
    for (let q = 0; q < len[i]; q++) {
      const kq = key[row + q];
      const product = kq * own[row + q];
      const cq = sb ? product : kq;
      let j = q;
      while (j > 0 && (keys[j - 1] > kq || (keys[j - 1] === kq && contrib[at + j - 1] > cq))) {
        keys[j] = keys[j - 1];
        contrib[at + j] = contrib[at + j - 1];
        vurAt[at + j] = vurAt[at + j - 1];
        j--;
      }
      keys[j] = kq;
      contrib[at + j] = cq;
      vurAt[at + j] = vur[row + q];
    }
  }
  const out = { slot, contrib, vur: vurAt };
  if (all) rows.sortedAll = out;
  else rows.sortedVUR = out;
  return out;
}

let cutAt = new Uint8Array(16);

/**
 * The sum of one sorted row (m values from off, their sum total) after `lows` cuts of the least
 * significant values (under the 16.5 rule with `vurRule`) and `highs` of the most significant,
 * choosing the elements `applyCuts` chooses.
 */
function vurCut(
  sorted: SortedRows,
  off: number,
  m: number,
  total: number,
  sb: boolean,
  lows: number,
  highs: number,
  vurRule: boolean
): number {
  const { contrib, vur } = sorted;
  if (cutAt.length < m) cutAt = new Uint8Array(m);
  cutAt.fill(0, 0, m);
  // whole numbers far below 2^53: the differences are exact (all cut: 0)
  let u = total;
  for (let c = 0, least = 0; c < lows; c++) {
    // b: the least significant value left (the first kept in the sorted row)
    while (least < m && cutAt[least] !== 0) least++;
    if (least === m) break;
    let victim = least;
    if (vurRule) {
      // a: the VUR with the lowest contribution left; of several, the least significant
      let a = -1;
      for (let k = least; k < m; k++) {
        if (cutAt[k] === 0 && vur[off + k] === 1 && (a < 0 || contrib[off + k] < contrib[off + a]))
          a = k;
      }
      // BH/FB: the VUR; SB: the higher of a and b, the VUR a on equal contributions (compared
      // for BH too: the loop then runs one way for both kinds)
      if (a >= 0) {
        const higher = contrib[off + a] >= contrib[off + least];
        victim = !sb || higher ? a : least;
      }
    }
    cutAt[victim] = 1;
    u -= contrib[off + victim];
  }
  // high cuts ignore 16.5: the most significant values left (equal ones are interchangeable)
  for (let k = m - 1, h = highs; k >= 0 && h > 0; k--) {
    if (cutAt[k] === 0) {
      u -= contrib[off + k];
      h--;
    }
  }
  return u;
}

/**
 * BH / FB / SB values of every player: the unit path where it applies and the context allows
 * fast paths, else the exact one (`cutValues`).
 */
export function sumValues(
  ctx: Ctx,
  o: ElementOptions,
  kind: SumKind,
  cut: number,
  median: number
): Q[] {
  const fast = ctx.exactPaths ? null : unitCutValues(ctx, o, kind, cut, median);
  return fast ?? cutValues(ctx, o, kind, cut, median);
}
