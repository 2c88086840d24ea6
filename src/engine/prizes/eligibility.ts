/**
 * Who may take which prize: per prize and ranking position, whether the player is in the prize's
 * category (a place prize: everyone). Categories are checked against the players' data once: a
 * category no player's data can answer is an error at its row; players without the attribute it
 * reads are warned about and not eligible. Pure: no Office, DOM or Node APIs.
 */
import { filterAttrs, hasAgeTerm, testFilter, type Filter, type FilterEnv } from "./categories";
import { yearIn } from "./ages";
import { normKey } from "./rating";
import { issue, PrizeError, type PrizeIssue, type PrizeRanking, type PrizeSpec } from "./types";

export interface Eligibility {
  /** [prize index][ranking position]. */
  eligible: boolean[][];
  warnings: string[];
}

/** The eligibility of every ranking position for every prize; throws PrizeError as above. */
export function eligibilityOf(
  specs: readonly PrizeSpec[],
  rows: PrizeRanking["rows"],
  env: FilterEnv
): Eligibility {
  const n = rows.length;
  const warnings: string[] = [];
  const issues: PrizeIssue[] = [];
  const eligible: boolean[][] = [];
  const byCategory = new Map<string, boolean[]>();
  for (const s of specs) {
    if (!s.filter) {
      eligible.push(new Array<boolean>(n).fill(true));
      continue;
    }
    const key = normKey(s.filter.text);
    const known = byCategory.get(key);
    if (known) {
      eligible.push(known);
      continue;
    }
    if (!env.age && hasAgeTerm(s.filter)) {
      issues.push(
        issue(
          s.source,
          "missing",
          `category "${s.filter.text}": the event's year is unknown (no start date in the results): give the day ages are counted on, age_date=YYYY-MM-DD`,
          s.where
        )
      );
      eligible.push(new Array<boolean>(n).fill(false));
      continue;
    }
    const res = rows.map((r) => testFilter(s.filter as Filter, r.player, env));
    const row = res.map((x) => x === "yes");
    byCategory.set(key, row);
    eligible.push(row);
    const missing = res.map((x, j) => (x === "missing" ? j : -1)).filter((j) => j >= 0);
    const attrs = filterAttrs(s.filter).join(", ");
    if (n > 0 && missing.length === n) {
      issues.push(
        issue(
          s.source,
          "missing",
          `category "${s.filter.text}": no player has a value for ${attrs}${
            /given:/.test(attrs) ? " (is the column in the results?)" : ""
          }`,
          s.where
        )
      );
    } else if (missing.length > 0) {
      // on an age date, a birth year alone may not decide the age
      const dated = env.age?.date !== undefined && hasAgeTerm(s.filter);
      const yearOnly = dated
        ? missing.filter((j) => yearIn(rows[j].player.birth) !== undefined)
        : [];
      const none = missing.filter((j) => !yearOnly.includes(j));
      if (none.length > 0) warnings.push(missingWarning(s.filter.text, rows, none, `no ${attrs}`));
      if (yearOnly.length > 0) {
        const day = env.age?.iso ?? "the age date";
        warnings.push(
          missingWarning(
            s.filter.text,
            rows,
            yearOnly,
            `a birth year only, which does not decide the age on ${day}`
          )
        );
      }
    }
    if (!row.some((x) => x) && missing.length < n) {
      warnings.push(`Category "${s.filter.text}": no eligible player; its prizes are not awarded`);
    }
  }
  if (issues.length) throw new PrizeError(issues);
  return { eligible, warnings };
}

/** 'Category "X": A, B and 3 more have no Born, so are not eligible for its prizes'. */
function missingWarning(
  category: string,
  rows: PrizeRanking["rows"],
  missing: readonly number[],
  what: string
): string {
  const names = missing.slice(0, 5).map((j) => rows[j].player.name || `No ${rows[j].player.id}`);
  const more = missing.length > 5 ? ` and ${missing.length - 5} more` : "";
  const one = missing.length === 1;
  return `Category "${category}": ${names.join(", ")}${more} ${one ? "has" : "have"} ${what}, so ${
    one ? "is" : "are"
  } not eligible for its prizes`;
}
