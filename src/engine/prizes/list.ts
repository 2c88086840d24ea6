/**
 * Reading the organiser's list: each prize checked (an amount of whole cents, a category that
 * parses) and numbered within its kind (the place prizes' 1st, 2nd...; a category's 1st, 2nd...;
 * non-cash prizes apart). A prize is not money when its amount is 0 or a word (Trophy, Medal).
 * Pure: no Office, DOM or Node APIs.
 */
import { NOWHERE, placeText } from "../errors";
import { FilterError, parseFilter, type Filter } from "./categories";
import { centsOf } from "./money";
import { normKey } from "./rating";
import { issue, PrizeError, type PrizeInput, type PrizeIssue, type PrizeSpec } from "./types";

const ORDINAL = (n: number): string => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${s}`;
};

/** Checks and numbers the prizes; throws PrizeError listing every bad row. */
export function preparePrizes(list: readonly PrizeInput[]): PrizeSpec[] {
  const issues: PrizeIssue[] = [];
  const counts = new Map<string, number>();
  const specs: PrizeSpec[] = [];
  list.forEach((p, index) => {
    const source = p.place ?? NOWHERE;
    const where = placeText(source) || `prize ${index + 1}`;
    const cents = centsOf(p.amount);
    if (cents === null) {
      issues.push(
        issue(
          source,
          "invalid-value",
          `amount ${p.amount.toString()} is not a sum of money (a number not below 0 with at most two decimals)`,
          where
        )
      );
    }
    const cat = (p.category ?? "").trim();
    let filter: Filter | null = null;
    if (cat !== "") {
      try {
        filter = parseFilter(cat);
      } catch (e) {
        if (!(e instanceof FilterError)) throw e;
        issues.push(issue(source, "syntax", `category "${cat}": ${e.message}`, where));
      }
    }
    const word = (p.nonCash ?? "").trim();
    const nonCash = word !== "" ? word : cents === 0 ? "non-cash" : null;
    const key = (nonCash !== null ? "#" : "") + (cat === "" ? "" : normKey(cat));
    const place = (counts.get(key) ?? 0) + 1;
    counts.set(key, place);
    const name = p.name.trim() || (cat === "" ? ORDINAL(place) : `${ORDINAL(place)} ${cat}`);
    specs.push({
      index,
      name,
      cents: nonCash !== null ? 0 : (cents ?? 0),
      nonCash,
      category: cat === "" ? null : cat,
      source,
      filter,
      place,
      where,
    });
  });
  if (list.length > 10000) issues.push(issue(NOWHERE, "too-large", "more than 10000 prizes"));
  if (issues.length) throw new PrizeError(issues);
  return specs;
}
