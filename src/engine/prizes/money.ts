/**
 * Money in whole cents (integers): reading an amount, writing it, and sharing a sum.
 *
 * Odd cents: a pool of T cents shared by k players gives each floor(T/k) cents, and the T mod k
 * cents left over go one each to the pool's best-placed players. With a rounding unit U (round=1:
 * whole units, 100 cents) each share is a multiple of U: floor(T/(kU)) units each, the units left
 * over one each to the best placed, and what is left below one unit (a sum that is not itself a
 * multiple of U) to the best placed of all, so that nothing of the fund is lost. Under Hort the
 * part of a prize that goes by the ranking is rounded up to a whole unit (so it carries the odd
 * cent or unit) and the rest is shared.
 * Pure: no Office, DOM or Node APIs.
 */
import { Q } from "../rational";

const MAX_CENTS = 1e13;

/** Whole cents of an amount with at most two decimals; null when it has finer parts or is too large. */
export function centsOf(amount: Q): number | null {
  const c = amount.mul(Q.int(100));
  if (!c.isInteger() || c.n < 0 || c.n > MAX_CENTS) return null;
  return c.n;
}

/** Cents as money text: "55", "27.50" (decimals when `decimals` or the amount needs them). */
export function moneyText(cents: number, decimals = cents % 100 !== 0): string {
  const whole = Math.floor(cents / 100);
  const frac = cents % 100;
  return decimals ? `${whole}.${String(frac).padStart(2, "0")}` : String(whole);
}

/** Cents as a JSON number (55, 27.5): exact, since cents/100 prints as the short decimal. */
export function moneyNumber(cents: number): number {
  return Number(moneyText(cents, true));
}

/** Splits T cents among k players: floor(T/k) each, the T mod k left over to the first ones. */
export function splitCents(total: number, k: number): number[] {
  const base = Math.floor(total / k);
  const rest = total - base * k;
  return Array.from({ length: k }, (_, i) => base + (i < rest ? 1 : 0));
}

/** Splits T cents among k players in multiples of `unit` cents (see the header). */
export function splitUnits(total: number, k: number, unit = 1): number[] {
  if (unit <= 1) return splitCents(total, k);
  const units = Math.floor(total / unit);
  const shares = splitCents(units, k).map((u) => u * unit);
  shares[0] += total - units * unit;
  return shares;
}

/**
 * A prize cut for the Hort system: the part that goes by the ranking (100 - share percent of it,
 * up to a whole unit, at most the prize) and the part shared (the rest). Rounding the ranked part
 * up keeps it from falling as the prize rises, so a better place never pays less by the ranking.
 */
export function hortParts(
  cents: number,
  share: number,
  unit = 1
): { shared: number; ranked: number } {
  const ranked = Math.min(cents, Math.ceil((cents * (100 - share)) / (100 * unit)) * unit);
  return { shared: cents - ranked, ranked };
}
