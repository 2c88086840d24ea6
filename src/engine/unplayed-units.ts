/**
 * The BH / FB / SB pipeline of ./unplayed (points table, 16.2 categories, 16.3 adjusted scores,
 * 16.4 dummies or pre-2023 virtual opponents, element rows, the 14.1 sort, cuts with the 16.5
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
interface UnitElements {
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
 * Every player's contributions in units, least significant first (14.1: by opponent score, then
 * contribution; equal ones in round order), player i's at i * n .. i * n + len[i] - 1, with
 * their running sums; whether each is a VUR.
 */
export interface UnitRows {
  /** A value is units / scale (unit for BH, unit² for SB). */
  scale: number;
  /** Rounds counted: the stride of the rows. */
  n: number;
  len: Int32Array;
  contrib: Float64Array;
  /** Running sums: sums[i * n + q] = contrib[i * n] + ... + contrib[i * n + q]. */
  sums: Float64Array;
  vur: Uint8Array;
  /** Row totals. */
  total: Float64Array;
  hasVUR: Uint8Array;
}

/** The sorted rows of a variant (memoised), or null where units do not apply. */
export function unitRows(ctx: Ctx, o: ElementOptions, kind: SumKind): UnitRows | null {
  const b = unitBase(ctx);
  if (b === null) return null;
  const p = Boolean(o.p);
  const fore = Boolean(o.fore) && foreRound(ctx) !== null;
  return ctx.memo(`units:rows:${p}:${fore}:${kind}`, () =>
    sortRows(
      b,
      unitElements(ctx, b, p, fore),
      kind === "SB",
      p ? unitRows(ctx, { fore }, kind) : null
    )
  );
}

/**
 * Sorts each row by insertion as its elements come in round order: stable, so equal (opponent
 * score, contribution) pairs stay in round order, as the exact path's stable sort leaves them.
 * Rows are as long as the rounds counted, where insertion is the cheapest sort. With `without`
 * (the rows without /P), only the rows that differ from it are sorted, the others copied.
 */
function sortRows(b: UnitBase, el: UnitElements, sb: boolean, without: UnitRows | null): UnitRows {
  const { size, n } = b;
  const { len, key, own, vur } = el;
  const differs = without === null ? null : el.differs;
  const out: UnitRows =
    without === null || differs === null
      ? {
          scale: sb ? b.unit * b.unit : b.unit,
          n,
          len,
          contrib: new Float64Array(size * n),
          sums: new Float64Array(size * n),
          vur: new Uint8Array(size * n),
          total: new Float64Array(size),
          hasVUR: new Uint8Array(size),
        }
      : {
          ...without,
          len,
          contrib: without.contrib.slice(),
          sums: without.sums.slice(),
          vur: without.vur.slice(),
          total: without.total.slice(),
          hasVUR: without.hasVUR.slice(),
        };
  const { contrib, sums, total, hasVUR } = out;
  const vurAt = out.vur;
  const keys = new Float64Array(n); // the sorted row's opponent scores
  for (let i = 0; i < size; i++) {
    if (differs !== null && differs[i] === 0) continue;
    const row = i * n;
    const m = len[i];
    let any = 0;
    for (let q = 0; q < m; q++) {
      const kq = key[row + q];
      // the product is taken for BH too: the loop then runs one way for both kinds
      const product = kq * own[row + q];
      const cq = sb ? product : kq;
      const vq = vur[row + q];
      let j = q;
      while (j > 0 && (keys[j - 1] > kq || (keys[j - 1] === kq && contrib[row + j - 1] > cq))) {
        keys[j] = keys[j - 1];
        contrib[row + j] = contrib[row + j - 1];
        vurAt[row + j] = vurAt[row + j - 1];
        j--;
      }
      keys[j] = kq;
      contrib[row + j] = cq;
      vurAt[row + j] = vq;
      any |= vq;
    }
    let t = 0;
    for (let k = row; k < row + m; k++) {
      t += contrib[k];
      sums[k] = t;
    }
    total[i] = t;
    hasVUR[i] = any;
  }
  return out;
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
 * Cut-n / Median-n remove the ends of the sorted row; under the 16.5 rule a row with a VUR is
 * cut as `applyCuts` does it, on the sorted units.
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
  if (cut === 0 && median === 0) return Array.from(rows.total, (u) => values.of(u));
  return cutRows(rows, kind === "BH", cut, median, vurCutRule(ctx), ctx.edition === "plain");
}

/** Cut-n (cut) or Median-n (median) of every row; bh: BH-style 16.5 cuts, else SB-style. */
function cutRows(
  rows: UnitRows,
  bh: boolean,
  cut: number,
  median: number,
  vurRule: boolean,
  plainMedian: boolean
): Q[] {
  const { n, len, sums, hasVUR } = rows;
  const values = unitValues(rows.scale);
  const size = len.length;
  const out = new Array<Q>(size);
  for (let i = 0; i < size; i++) {
    const off = i * n;
    const m = len[i];
    // plain rules: a median needs two values (fewer: nothing is cut)
    const none = median > 0 && plainMedian && m < 2;
    const low = none ? 0 : cut + median;
    const high = none ? 0 : median;
    let u = 0;
    if (vurRule && hasVUR[i] === 1) u = vurCut(rows, off, m, bh, low, high);
    else if (low + high < m) {
      // the values from low to m - high - 1: a difference of running sums
      u = sums[off + m - high - 1] - (low > 0 ? sums[off + low - 1] : 0);
    }
    out[i] = values.of(u);
  }
  return out;
}

let cutAt = new Uint8Array(16);

/**
 * The sum of one sorted row (m values from off) after `low` cuts under the 16.5 rule and `high`
 * cuts of the most significant values, choosing the elements `applyCuts` chooses.
 */
function vurCut(
  rows: UnitRows,
  off: number,
  m: number,
  bh: boolean,
  low: number,
  high: number
): number {
  const { contrib, vur } = rows;
  if (cutAt.length < m) cutAt = new Uint8Array(m);
  cutAt.fill(0, 0, m);
  for (let c = 0; c < low; c++) {
    // b: the least significant value left (the first kept in the sorted row)
    let least = -1;
    for (let k = 0; k < m; k++) {
      if (cutAt[k] === 0) {
        least = k;
        break;
      }
    }
    if (least < 0) break;
    // a: the VUR with the lowest contribution left; of several, the least significant
    let a = -1;
    for (let k = 0; k < m; k++) {
      if (cutAt[k] === 0 && vur[off + k] === 1 && (a < 0 || contrib[off + k] < contrib[off + a]))
        a = k;
    }
    let victim = least;
    // BH/FB: the VUR; SB: the higher of a and b, the VUR a on equal contributions
    if (a >= 0) victim = bh || contrib[off + a] >= contrib[off + least] ? a : least;
    cutAt[victim] = 1;
  }
  // high cuts ignore 16.5: the most significant values left (equal ones are interchangeable)
  for (let k = m - 1, h = high; k >= 0 && h > 0; k--) {
    if (cutAt[k] === 0) {
      cutAt[k] = 2;
      h--;
    }
  }
  let u = 0;
  for (let k = 0; k < m; k++) if (cutAt[k] === 0) u += contrib[off + k];
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
