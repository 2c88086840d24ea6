/**
 * Which rating the rating categories read: the option rating=main|fide|national|COLUMN resolved
 * once against the players' columns. Pure: no Office, DOM or Node APIs.
 */
import type { Player } from "../types";
import { FilterError, type FilterEnv } from "./categories";

/** A column name or option value compared without case, spaces, dots, dashes or underscores. */
export function normKey(s: string): string {
  return s.toLowerCase().replace(/[\s._-]/g, "");
}

function numericAttr(p: Player, key: string): number | undefined {
  const v = p.attrs[key];
  const x = typeof v === "number" ? v : typeof v === "string" ? Number(v.trim()) : NaN;
  return Number.isFinite(x) && x > 0 && (typeof v === "number" || String(v).trim() !== "")
    ? x
    : undefined;
}

/** Resolves the rating option to a reader of player ratings. Throws FilterError when it names nothing. */
export function resolveRating(players: readonly Player[], option: string | undefined): FilterEnv {
  const main: FilterEnv = {
    rating: (p) => (p.rating && p.rating > 0 ? p.rating : undefined),
    ratingLabel: "rating",
  };
  const want = (option ?? "").trim();
  // rating=standard|rapid|blitz says the type of play (rating changes): the file's own rating
  if (
    want === "" ||
    ["main", "rating", "rtg", "start", "standard", "rapid", "blitz"].includes(normKey(want))
  )
    return main;
  const keys = new Set<string>();
  for (const p of players) for (const k of Object.keys(p.attrs)) keys.add(k);
  const find = (test: (k: string) => boolean): string | undefined =>
    [...keys].find((k) => test(normKey(k)));
  let key: string | undefined;
  const w = normKey(want);
  if (w === "fide") {
    key = find((k) => /fide|elo/.test(k));
    if (key === undefined) return { ...main, ratingLabel: "rating (FIDE)" };
  } else if (w === "national" || w === "nat") {
    key = find((k) => /^nat|national|dwz|ecf|uscf|cfc|nrtg|natrtg/.test(k));
    if (key === undefined) {
      throw new FilterError(
        `rating=national: no column of national ratings (a header such as "National rating", "NatRtg", "DWZ"); name the column with rating=COLUMN, or use rating=main`
      );
    }
  } else {
    key = find((k) => k === w);
    if (key === undefined) {
      throw new FilterError(
        `rating=${want}: no such column${keys.size ? ` (columns: ${[...keys].slice(0, 8).join(", ")})` : ""}; use main, fide, national or a column name`
      );
    }
  }
  const k = key;
  return { rating: (p) => numericAttr(p, k), ratingLabel: `column "${k}"` };
}
