/**
 * The prize options as every surface writes them (--split, split=..., rating=...): registered
 * with the one options grammar and checked once here. Pure: no Office, DOM or Node APIs.
 */
import { InputError } from "../errors";
import { registerOptions } from "../options";
import type { PrizeOptions, SplitMethod } from "./types";

// the prize options go through the one options grammar of every surface (split=, rating=)
registerOptions([
  { key: "split", describe: "tiebreak | shared | hort (prize lists: players tied on points)" },
  {
    key: "rating",
    describe:
      "standard | rapid | blitz (the type of play, for rating changes); main | fide | national | a column (prize lists: rating categories)",
  },
]);

const SPLIT_ALIASES: Record<string, SplitMethod> = {
  tiebreak: "tiebreak",
  tiebreaks: "tiebreak",
  tb: "tiebreak",
  ranking: "tiebreak",
  shared: "shared",
  share: "shared",
  pooled: "shared",
  uschess: "shared",
  hort: "hort",
};

/**
 * The prize options as every surface writes them (--split, split=..., rating=...), checked once
 * here. Unknown values are errors at the option.
 */
export function prizeOptions(values: { split?: string; rating?: string }): PrizeOptions {
  const out: PrizeOptions = {};
  if (values.split !== undefined && values.split.trim() !== "") {
    const key = values.split
      .trim()
      .toLowerCase()
      .replace(/[\s_-]/g, "");
    const m = SPLIT_ALIASES[key];
    if (!m) {
      throw new InputError(
        "invalid-value",
        `split=${values.split.trim()}: use tiebreak (the ranking decides), shared (tied players share) or hort (half and half)`,
        { kind: "option", option: "split" }
      );
    }
    out.split = m;
  }
  if (values.rating !== undefined && values.rating.trim() !== "") out.rating = values.rating.trim();
  return out;
}
