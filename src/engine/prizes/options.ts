/**
 * The prize options as every surface writes them (--split, split=..., rating=..., priority=...):
 * registered with the one options grammar and checked once here, so that the command line, the
 * custom function, the pane and the page give the same answer. Unknown values are errors at the
 * option. Pure: no Office, DOM or Node APIs.
 */
import { InputError } from "../errors";
import { registerOptions } from "../options";
import { centsOf } from "./money";
import { Q } from "../rational";
import { dayOf } from "./ages";
import type { PrizeOptions, SplitMethod } from "./types";

registerOptions([
  {
    key: "split",
    describe: "tiebreak | shared | hort | us-chess (prize lists: players tied on points)",
  },
  {
    key: "rating",
    describe:
      "standard | rapid | blitz (the type of play, for rating changes); main | fide | national | a column (prize lists: rating categories)",
  },
  {
    key: "priority",
    describe: "place | category | listed (prize lists: prizes of equal value)",
    values: ["place", "category", "listed"],
  },
  {
    key: "trophies",
    describe: "independent | exclusive (prize lists: non-cash prizes beside the money or not)",
    values: ["independent", "exclusive"],
  },
  { key: "hort", describe: "percent of each prize shared under split=hort (default 50)" },
  { key: "round", describe: "shares in multiples of this amount, e.g. round=1 (whole units)" },
  { key: "age_date", describe: "YYYY-MM-DD: the day ages are counted on (U16, S50 categories)" },
]);

const SPLIT_ALIASES: Record<string, SplitMethod> = {
  tiebreak: "tiebreak",
  tiebreaks: "tiebreak",
  tb: "tiebreak",
  ranking: "tiebreak",
  shared: "shared",
  share: "shared",
  pooled: "shared",
  fide: "shared",
  european: "shared",
  hort: "hort",
  uschess: "us-chess",
  us: "us-chess",
  uscf: "us-chess",
};

/** The options a prize list reads, as written (from --split, --option and the options text). */
export interface PrizeOptionValues {
  split?: string;
  rating?: string;
  priority?: string;
  trophies?: string;
  hort?: string;
  round?: string;
  age_date?: string;
}

function bad(option: string, message: string): InputError {
  return new InputError("invalid-value", message, { kind: "option", option });
}

function given(v: string | undefined): string | undefined {
  return v !== undefined && v.trim() !== "" ? v.trim() : undefined;
}

function splitOf(v: string): SplitMethod {
  const m = SPLIT_ALIASES[v.toLowerCase().replace(/[\s_-]/g, "")];
  if (!m) {
    throw bad(
      "split",
      `split=${v}: use tiebreak (the ranking decides), shared (tied players share equally), hort (part shared, part by the ranking) or us-chess (US Chess 32B3)`
    );
  }
  return m;
}

function hortOf(v: string): number {
  const t = v.replace(/\s*%$/, "");
  if (!/^\d{1,3}$/.test(t) || Number(t) > 100)
    throw bad(
      "hort",
      `hort=${v}: the percentage of each prize shared, a whole number 0 to 100 (hort=50)`
    );
  return Number(t);
}

function roundOf(v: string): number {
  const q = /^\d{1,9}(?:\.\d{1,2})?$/.test(v) ? Q.parse(v) : null;
  const cents = q ? centsOf(q) : null;
  if (cents === null || cents < 1)
    throw bad("round", `round=${v}: an amount such as 1 (whole units), 0.50, 5 or 10`);
  return cents;
}

/**
 * The prize options (see PrizeOptionValues), checked; `event` is the tournament, whose start
 * date gives the year of age categories.
 */
export function prizeOptions(
  values: Readonly<PrizeOptionValues>,
  event: { startDate?: string } = {}
): PrizeOptions {
  const out: PrizeOptions = {};
  const split = given(values.split);
  if (split !== undefined) out.split = splitOf(split);
  const rating = given(values.rating);
  if (rating !== undefined) out.rating = rating;
  const priority = given(values.priority)?.toLowerCase();
  if (priority !== undefined) {
    if (priority !== "place" && priority !== "category" && priority !== "listed")
      throw bad("priority", `priority=${priority}: use place, category or listed`);
    out.priority = priority;
  }
  const trophies = given(values.trophies)?.toLowerCase();
  if (trophies !== undefined) {
    if (trophies !== "independent" && trophies !== "exclusive")
      throw bad("trophies", `trophies=${trophies}: use independent or exclusive`);
    out.trophies = trophies;
  }
  const hort = given(values.hort);
  if (hort !== undefined) out.hortShare = hortOf(hort);
  const round = given(values.round);
  if (round !== undefined) out.unitCents = roundOf(round);
  const ageDate = given(values.age_date);
  if (ageDate !== undefined) {
    if (!dayOf(ageDate)) throw bad("age_date", `age_date=${ageDate}: a date such as 2026-01-01`);
    out.ageDate = ageDate;
  }
  if (event.startDate) out.eventDate = event.startDate;
  return out;
}
