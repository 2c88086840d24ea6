/**
 * computePrizes: the prize list on a ranking, in named phases (each its own module):
 *
 * 1. the method, the checked list (list.ts) and the rating the categories read (rating.ts);
 * 2. who may take which prize (eligibility.ts);
 * 3. the tiebreak assignment, one prize per player (assign.ts);
 * 4. shared and hort: the score groups, what each takes as one, the pools (pools.ts);
 * 5. the money of each position (payout.ts);
 * 6. the words: each player's why, lots warnings, the lines, the unawarded prizes (explain.ts).
 *
 * Pure: no Office, DOM or Node APIs.
 */
import { FilterError, type FilterEnv } from "./categories";
import { eligibilityOf } from "./eligibility";
import { tiebreakAssignment } from "./assign";
import { explainPlayers, linesOf, lotsWarnings, unawardedOf } from "./explain";
import { preparePrizes } from "./list";
import { payout } from "./payout";
import { captureByGroups, formPools, scoreGroups, type Capture, type Pool } from "./pools";
import { resolveRating } from "./rating";
import {
  issue,
  PrizeError,
  SPLIT_METHODS,
  type PrizeInput,
  type PrizeOptions,
  type PrizeRanking,
  type PrizeResult,
  type PrizeSpec,
  type SplitMethod,
} from "./types";
import { valueOrder, type Work } from "./work";

/** Phase 1: the method, the checked prizes and the rating reader; throws PrizeError. */
export function resolveInputs(
  ranking: PrizeRanking,
  prizeList: readonly PrizeInput[] | readonly PrizeSpec[],
  opts: PrizeOptions
): { split: SplitMethod; specs: PrizeSpec[]; env: FilterEnv } {
  const split = opts.split ?? "tiebreak";
  if (!SPLIT_METHODS.includes(split)) {
    throw new PrizeError([
      issue(
        { kind: "option", option: "split" },
        "invalid-value",
        `split=${String(split)}: use tiebreak, shared or hort`
      ),
    ]);
  }
  const specs: PrizeSpec[] =
    prizeList.length > 0 && "cents" in prizeList[0]
      ? [...(prizeList as PrizeSpec[])]
      : preparePrizes(prizeList as PrizeInput[]);
  try {
    const env = resolveRating(
      ranking.rows.map((r) => r.player),
      opts.rating
    );
    return { split, specs, env };
  } catch (e) {
    if (e instanceof FilterError)
      throw new PrizeError([issue({ kind: "option", option: "rating" }, "missing", e.message)]);
    throw e;
  }
}

/** Computes the prize list. Throws PrizeError for a list that does not fit this tournament. */
export function computePrizes(
  ranking: PrizeRanking,
  prizeList: readonly PrizeInput[] | readonly PrizeSpec[],
  opts: PrizeOptions = {}
): PrizeResult {
  const { split, specs, env } = resolveInputs(ranking, prizeList, opts);
  const rows = ranking.rows;
  const { eligible, warnings } = eligibilityOf(specs, rows, env);
  const w: Work = {
    split,
    specs,
    rows,
    n: rows.length,
    eligible,
    elig: (p, pos) => eligible[p][pos],
    ...valueOrder(specs),
  };
  const by = opts.by ?? "prize";
  const a = tiebreakAssignment(w, by);
  let capture: Capture | null = null;
  let pools: Pool[] = [];
  if (split !== "tiebreak") {
    const groups = scoreGroups(rows);
    capture = captureByGroups(w, groups, by);
    pools = formPools(w, groups, capture);
  }
  const pay = payout(w, pools, a);
  const players = explainPlayers(w, a, pay);
  const unawarded = unawardedOf(w, a, capture);
  return {
    split,
    lines: linesOf(w, players),
    players,
    unawarded,
    fundCents: specs.reduce((t, s) => t + s.cents, 0),
    paidCents: players.reduce((t, p) => t + p.cents, 0),
    ratingLabel: env.ratingLabel,
    warnings: [...warnings, ...lotsWarnings(w, a)],
  };
}
