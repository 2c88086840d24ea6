/**
 * Exact rational numbers for scores and tie-break values.
 *
 * Numerator and denominator are JavaScript safe integers, kept normalised (denominator > 0,
 * gcd 1), so two equal values always have the same representation and `eq` is exact.
 * Tournament values (half points, products of scores, averages over a few opponents) stay far
 * below 2^53; an operation that would leave the safe range throws instead of rounding.
 */

import { InputError } from "./errors";

/** The greatest common divisor of two whole numbers (of their absolute values). */
export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

function checkSafe(n: number): number {
  if (!Number.isSafeInteger(n)) {
    // only numbers from the input grow this large (tournament values stay far below 2^53)
    throw new InputError(
      "overflow",
      `a number of the input is too large for exact arithmetic (${n} leaves the range of ±2^53); use smaller points or values`
    );
  }
  return n;
}

// Normalised values n/d with d <= FRAC_MAX_D and -FRAC_NEG <= n < FRAC_POS are shared instances.
const FRAC_MAX_D = 16;
const FRAC_NEG = 1024;
const FRAC_POS = 16384;
const INTS = new Array<Q | undefined>(FRAC_NEG + FRAC_POS).fill(undefined);
const FRACS: (Q | undefined)[][] = [];

export class Q {
  readonly n: number;
  readonly d: number;

  private constructor(n: number, d: number) {
    this.n = n;
    this.d = d;
  }

  /** n/d, normalised. Both must be integers; d must not be 0. */
  static of(n: number, d = 1): Q {
    if (!Number.isInteger(n) || !Number.isInteger(d) || d === 0) {
      throw new RangeError(`not a rational: ${n}/${d}`);
    }
    if (d === 1) return Q.int(n);
    if (d < 0) {
      n = -n;
      d = -d;
    }
    return Q.norm(n, d);
  }

  /** n/d for integers n and d > 0, normalised. */
  private static norm(n: number, d: number): Q {
    const g = gcd(n, d);
    if (g !== 1) {
      n /= g;
      d /= g;
    }
    if (d === 1) return Q.int(n);
    if (d <= FRAC_MAX_D && n >= -FRAC_NEG && n < FRAC_POS) {
      // interned: tie-break sums are mostly halves and quarters; a shared instance is as exact
      const row = (FRACS[d] ??= new Array<Q | undefined>(FRAC_NEG + FRAC_POS).fill(undefined));
      return (row[n + FRAC_NEG] ??= new Q(n, d));
    }
    return new Q(checkSafe(n), checkSafe(d));
  }

  static int(n: number): Q {
    if (n >= -FRAC_NEG && n < FRAC_POS && Number.isInteger(n)) {
      return (INTS[n + FRAC_NEG] ??= new Q(n === 0 ? 0 : n, 1));
    }
    return new Q(checkSafe(n), 1);
  }

  static readonly ZERO = Q.int(0);
  static readonly ONE = Q.int(1);
  static readonly HALF = Q.of(1, 2);

  /**
   * Parses a decimal or fraction written by a person or a file: "3", "2.5", "-0.25", "½", "1½",
   * "3/4", ",5" is not accepted. Returns null when the text is not a number.
   */
  static parse(text: string): Q | null {
    const s = text.trim().replace("\u00bd", ".5");
    let m = /^([+-]?)(\d*)(?:\.(\d+))?$/.exec(s);
    if (m && (m[2] !== "" || m[3] !== undefined)) {
      if (m[2].replace(/^0+/, "").length + (m[3] ?? "").length > 15) {
        // more digits than a double holds exactly: refuse rather than round
        throw new InputError(
          "overflow",
          `"${s}" has more digits than exact arithmetic holds (at most 15)`
        );
      }
      const whole = m[2] === "" ? 0 : Number(m[2]);
      const frac = m[3] ?? "";
      const d = 10 ** frac.length;
      const q = Q.of(whole * d + (frac === "" ? 0 : Number(frac)), d);
      return m[1] === "-" ? q.neg() : q;
    }
    m = /^([+-]?\d+)\/(\d+)$/.exec(s);
    if (m && Number(m[2]) !== 0) {
      if (!Number.isSafeInteger(Number(m[1])) || !Number.isSafeInteger(Number(m[2]))) {
        throw new InputError("overflow", `"${s}" is too large for exact arithmetic`);
      }
      return Q.of(Number(m[1]), Number(m[2]));
    }
    return null;
  }

  /** The exact value of a JavaScript number that was written as a short decimal (0.5, 2.25, 1400). */
  static fromNumber(x: number): Q {
    if (Number.isInteger(x)) return Q.int(x);
    const q = Q.parse(String(x));
    if (q === null) throw new RangeError(`not a finite decimal: ${x}`);
    return q;
  }

  add(o: Q): Q {
    const d = this.d;
    if (d === o.d) {
      const n = checkSafe(this.n + o.n);
      return d === 1 ? Q.int(n) : Q.norm(n, d);
    }
    return Q.norm(checkSafe(this.n * o.d + o.n * d), checkSafe(d * o.d));
  }

  sub(o: Q): Q {
    return this.add(o.neg());
  }

  mul(o: Q): Q {
    if (this.d === 1 && o.d === 1) return Q.int(checkSafe(this.n * o.n));
    return Q.norm(checkSafe(this.n * o.n), checkSafe(this.d * o.d));
  }

  div(o: Q): Q {
    if (o.n === 0) throw new RangeError("division by zero");
    return Q.of(checkSafe(this.n * o.d), checkSafe(this.d * o.n));
  }

  neg(): Q {
    return this.n === 0 ? this : Q.of(-this.n, this.d);
  }

  cmp(o: Q): number {
    if (this.d === o.d) return this.n - o.n;
    const l = this.n * o.d;
    const r = o.n * this.d;
    return l < r ? -1 : l > r ? 1 : 0;
  }

  eq(o: Q): boolean {
    return this.n === o.n && this.d === o.d;
  }

  lt(o: Q): boolean {
    return this.cmp(o) < 0;
  }
  gt(o: Q): boolean {
    return this.cmp(o) > 0;
  }
  le(o: Q): boolean {
    return this.cmp(o) <= 0;
  }
  ge(o: Q): boolean {
    return this.cmp(o) >= 0;
  }

  isZero(): boolean {
    return this.n === 0;
  }

  isInteger(): boolean {
    return this.d === 1;
  }

  /** Floor of the value. */
  floor(): number {
    return Math.floor(this.n / this.d);
  }

  /** Nearest integer, halves rounded up (towards +infinity), as FIDE rounds ARO. */
  roundHalfUp(): number {
    return Math.floor((2 * this.n + this.d) / (2 * this.d));
  }

  /** Rounds to `digits` decimals, halves up. */
  roundTo(digits: number): Q {
    const s = 10 ** digits;
    return Q.of(this.mul(Q.int(s)).roundHalfUp(), s);
  }

  static sum(xs: readonly Q[]): Q {
    let t = Q.ZERO;
    for (const x of xs) t = t.add(x);
    return t;
  }

  static max(a: Q, b: Q): Q {
    return a.cmp(b) >= 0 ? a : b;
  }
  static min(a: Q, b: Q): Q {
    return a.cmp(b) <= 0 ? a : b;
  }

  /** True when the decimal expansion terminates (denominator of the form 2^a 5^b). */
  isFiniteDecimal(): boolean {
    let d = this.d;
    while (d % 2 === 0) d /= 2;
    while (d % 5 === 0) d /= 5;
    return d === 1;
  }

  /**
   * Decimal text. A terminating value is written exactly ("7.5", "4.75", "-0.25"); any other
   * value is rounded half up to `maxDigits` decimals (default 4) with trailing zeros removed.
   */
  toString(maxDigits = 4): string {
    if (this.d === 1) return String(this.n);
    let digits = 0;
    if (this.isFiniteDecimal()) {
      let d = this.d;
      while (d !== 1) {
        d = d % 10 === 0 ? d / 10 : d % 2 === 0 ? d / 2 : d / 5;
        digits++;
        if (digits > 15) break;
      }
    } else {
      digits = maxDigits;
    }
    return Q.formatFixed(this, digits).replace(/\.?0+$/, "");
  }

  /** Fixed number of decimals, rounded half up (e.g. 2 -> "13.38" for 13.375). */
  toFixed(digits: number): string {
    return Q.formatFixed(this, digits);
  }

  private static formatFixed(q: Q, digits: number): string {
    const scale = 10 ** digits;
    // a value whose scaled numerator leaves ±2^53 (46137.6079925 with 7 decimals) is written
    // exactly with big integers: showing a number never fails
    if (Math.abs(q.n) * scale > Number.MAX_SAFE_INTEGER) return Q.formatFixedBig(q, digits);
    const r = q.mul(Q.int(scale));
    // round half up on the absolute value so that -0.125 -> -0.13, like 0.125 -> 0.13
    const neg = r.n < 0;
    const absR = neg ? r.neg() : r;
    const k = absR.roundHalfUp();
    const whole = Math.floor(k / scale);
    const frac = k - whole * scale;
    const text = digits > 0 ? `${whole}.${String(frac).padStart(digits, "0")}` : String(whole);
    return neg && k !== 0 ? `-${text}` : text;
  }

  /** formatFixed with big integers (the same rounding: half up on the absolute value). */
  private static formatFixedBig(q: Q, digits: number): string {
    const n = BigInt(Math.abs(q.n));
    const d = BigInt(q.d);
    const scale = BigInt(10) ** BigInt(digits);
    const k = (n * scale * BigInt(2) + d) / (BigInt(2) * d);
    const whole = k / scale;
    const frac = (k % scale).toString().padStart(digits, "0");
    const text = digits > 0 ? `${whole}.${frac}` : `${whole}`;
    return q.n < 0 && k !== BigInt(0) ? `-${text}` : text;
  }

  /** The nearest JavaScript number (for JSON and Excel cells). */
  toNumber(): number {
    // Going through the decimal text avoids 0.30000000000000004-style noise for
    // terminating decimals: Number("0.3") is the double that prints as 0.3.
    if (this.d === 1) return this.n;
    // A power of two up to 2^15 (halves, quarters ...): its decimal text is exact (at most 15
    // decimals), and Number of that text and the division n / d are both the double nearest to
    // the same real number, so they are the same double, without the text.
    if ((this.d & (this.d - 1)) === 0 && this.d <= 32768) return this.n / this.d;
    return this.isFiniteDecimal() ? Number(this.toString()) : this.n / this.d;
  }

  toJSON(): number {
    return this.toNumber();
  }
}

/** A tie-break value: an exact number, or null when the value is undefined (e.g. TPR with no rated game). */
export type Value = Q | null;

/** Descending comparison of values with undefined last: negative when a ranks above b. */
export function compareDesc(a: Value, b: Value): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return b.cmp(a);
}

/** Ascending comparison (smaller ranks higher) with undefined last. */
export function compareAsc(a: Value, b: Value): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return a.cmp(b);
}

export function valueEq(a: Value, b: Value): boolean {
  if (a === null || b === null) return a === b;
  return a.eq(b);
}
