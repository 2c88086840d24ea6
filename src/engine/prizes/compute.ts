/**
 * computePrizes: the prize list on a ranking, in named phases (each its own module):
 *
 * 1. the options, the checked list (list.ts) and what the categories read (rating.ts, ages);
 * 2. who may take which prize (eligibility.ts);
 * 3. the order prizes are handed out in (work.ts: value, then the priority rule);
 * 4. cash: by places for tiebreak, shared and hort (tracks.ts), or by score groups and pools for
 *    us-chess (assign.ts, pools.ts, payout.ts);
 * 5. non-cash prizes, one player each by the ranking (tracks.ts under tiebreak), beside the money
 *    or (trophies=exclusive) only for players without cash;
 * 6. the words: each player's why, lots warnings, the lines, the unawarded prizes (track-words.ts,
 *    explain.ts).
 *
 * Pure: no Office, DOM or Node APIs.
 */
import { tiebreakAssignment } from "./assign";
import { ageRuleOf } from "./ages";
import { FilterError, hasAgeTerm, type FilterEnv } from "./categories";
import { eligibilityOf } from "./eligibility";
import { usUnawarded, usWhy } from "./explain";
import { preparePrizes } from "./list";
import { payout } from "./payout";
import { captureByGroups, formPools, scoreGroups } from "./pools";
import { resolveRating } from "./rating";
import { takesOf, TrackWords, type Take } from "./track-words";
import { buildTracks, settleTracks, type TrackRules } from "./tracks";
import {
  issue,
  PrizeError,
  SPLIT_METHODS,
  type PlayerPrizes,
  type PrizeInput,
  type PrizeLine,
  type PrizeOptions,
  type PrizeRanking,
  type PrizeResult,
  type PrizeSpec,
} from "./types";
import { workOf, type Work } from "./work";

/** Phase 1: the options with their defaults, the checked prizes and the readers; throws PrizeError. */
export function resolveInputs(
  ranking: PrizeRanking,
  prizeList: readonly PrizeInput[] | readonly PrizeSpec[],
  opts: PrizeOptions
): {
  o: Required<Omit<PrizeOptions, "ageDate" | "eventDate" | "rating">>;
  specs: PrizeSpec[];
  env: FilterEnv;
} {
  const split = opts.split ?? "tiebreak";
  if (!SPLIT_METHODS.includes(split)) {
    throw new PrizeError([
      issue(
        { kind: "option", option: "split" },
        "invalid-value",
        `split=${String(split)}: use ${SPLIT_METHODS.join(", ")}`
      ),
    ]);
  }
  const specs: PrizeSpec[] =
    prizeList.length > 0 && "cents" in prizeList[0]
      ? [...(prizeList as PrizeSpec[])]
      : preparePrizes(prizeList as PrizeInput[]);
  const o = {
    split,
    by: opts.by ?? "prize",
    priority: opts.priority ?? "place",
    trophies: opts.trophies ?? "independent",
    hortShare: opts.hortShare ?? 50,
    unitCents: opts.unitCents ?? 1,
  } as const;
  try {
    const env = resolveRating(
      ranking.rows.map((r) => r.player),
      opts.rating
    );
    return { o, specs, env: { ...env, age: ageRuleOf(opts.ageDate, opts.eventDate) } };
  } catch (e) {
    if (e instanceof FilterError)
      throw new PrizeError([issue({ kind: "option", option: "rating" }, "missing", e.message)]);
    throw e;
  }
}

/** One position's prizes as the phases leave them. */
interface Got {
  cents: number;
  byRanking: number;
  fromPool: number;
  /** The cash prize listed under, -1 for none. */
  prize: number;
  why: string;
  nonCash: { prize: number; why: string }[];
}

interface Phase {
  unawarded: PrizeResult["unawarded"];
  warnings: string[];
}

function gotAt(got: (Got | undefined)[], pos: number): Got {
  return (got[pos] ??= { cents: 0, byRanking: 0, fromPool: 0, prize: -1, why: "", nonCash: [] });
}

/** Phase 4, tiebreak / shared / hort: the cash by places. */
function cashByPlaces(w: Work, rules: TrackRules, got: (Got | undefined)[]): Phase {
  const tracks = buildTracks(w, w.order, (p) => w.specs[p].cents);
  const declines = settleTracks(w, tracks, rules);
  const takes = takesOf(w, tracks);
  const words = new TrackWords(w, rules, takes, true);
  takes.forEach((t: Take | undefined, pos) => {
    if (!t) return;
    Object.assign(gotAt(got, pos), {
      cents: t.offer.cents,
      byRanking: t.offer.ranked,
      fromPool: t.offer.shared,
      prize: t.prize,
      why: words.why(pos, declines),
    });
  });
  return { unawarded: words.unawarded(tracks), warnings: words.lots(tracks) };
}

/** Phase 4, us-chess: score groups, pools, caps. */
function cashByPools(
  w: Work,
  o: { by: "prize" | "player"; unitCents: number },
  got: (Got | undefined)[]
): Phase {
  const a = tiebreakAssignment(w, o.by);
  const groups = scoreGroups(w.rows);
  const capture = captureByGroups(w, groups, o.by);
  const pay = payout(w, formPools(w, groups, capture), o.unitCents);
  for (let pos = 0; pos < w.n; pos++) {
    if (pay.fromPool[pos] === 0 && pay.nominal[pos] < 0) continue;
    Object.assign(gotAt(got, pos), {
      cents: pay.fromPool[pos],
      fromPool: pay.fromPool[pos],
      prize: pay.nominal[pos],
      why: usWhy(w, a, pay, pos),
    });
  }
  return { unawarded: usUnawarded(w, capture), warnings: [] };
}

/** Phase 5: the non-cash prizes, one each by the ranking. */
function nonCashPrizes(
  w: Work,
  rules: TrackRules,
  exclusive: boolean,
  got: (Got | undefined)[]
): Phase {
  if (w.nonCash.length === 0) return { unawarded: [], warnings: [] };
  const keep = (pos: number): boolean => !exclusive || (got[pos]?.cents ?? 0) === 0;
  const tracks = buildTracks(w, w.nonCash, () => 1, keep);
  const r: TrackRules = { ...rules, method: "tiebreak" };
  const declines = settleTracks(w, tracks, r);
  const takes = takesOf(w, tracks);
  const words = new TrackWords(w, r, takes, false);
  takes.forEach((t, pos) => {
    if (t) gotAt(got, pos).nonCash.push({ prize: t.prize, why: words.why(pos, declines) });
  });
  return { unawarded: words.unawarded(tracks), warnings: words.lots(tracks) };
}

/** Phase 6: the players and the lines. */
function playersAndLines(
  w: Work,
  got: readonly (Got | undefined)[]
): { players: PlayerPrizes[]; lines: PrizeLine[] } {
  const lines: PrizeLine[] = w.specs.map((s) => ({ prize: s, awarded: [] }));
  const players: PlayerPrizes[] = [];
  got.forEach((g, pos) => {
    if (!g) return;
    const row = w.rows[pos];
    players.push({
      index: row.index,
      player: row.player,
      rank: row.rank,
      tied: row.tied,
      points: row.points,
      ...(row.mp !== undefined ? { mp: row.mp } : {}),
      ...(row.gp !== undefined ? { gp: row.gp } : {}),
      cents: g.cents,
      byRanking: g.byRanking,
      fromPool: g.fromPool,
      prize: g.prize >= 0 ? w.specs[g.prize] : null,
      why: g.why,
      nonCash: g.nonCash.map((x) => ({ prize: w.specs[x.prize], why: x.why })),
    });
    if (g.prize >= 0)
      lines[g.prize].awarded.push({ player: row.index, cents: g.cents, why: g.why });
    for (const x of g.nonCash)
      lines[x.prize].awarded.push({ player: row.index, cents: 0, why: x.why });
  });
  return { players, lines };
}

/** Computes the prize list. Throws PrizeError for a list that does not fit this tournament. */
export function computePrizes(
  ranking: PrizeRanking,
  prizeList: readonly PrizeInput[] | readonly PrizeSpec[],
  opts: PrizeOptions = {}
): PrizeResult {
  const { o, specs, env } = resolveInputs(ranking, prizeList, opts);
  const rows = ranking.rows;
  const { eligible, warnings } = eligibilityOf(specs, rows, env);
  const w = workOf(o.split, o.priority, specs, rows, eligible);
  const rules: TrackRules = {
    method: o.split === "us-chess" ? "shared" : o.split,
    priority: o.priority,
    hortShare: o.hortShare,
    unitCents: o.unitCents,
  };
  const got: (Got | undefined)[] = new Array<Got | undefined>(w.n);
  const cash = o.split === "us-chess" ? cashByPools(w, o, got) : cashByPlaces(w, rules, got);
  const things = nonCashPrizes(w, rules, o.trophies === "exclusive", got);
  const { players, lines } = playersAndLines(w, got);
  const ages = specs.some((s) => s.filter && hasAgeTerm(s.filter));
  return {
    split: o.split,
    priority: o.priority,
    trophies: o.trophies,
    hortShare: o.hortShare,
    unitCents: o.unitCents,
    subject: ranking.main ? "teams" : "players",
    ...(ranking.main ? { main: ranking.main } : {}),
    lines,
    players,
    unawarded: [...cash.unawarded, ...things.unawarded].sort(
      (a, b) => a.prize.index - b.prize.index
    ),
    fundCents: specs.reduce((t, s) => t + s.cents, 0),
    paidCents: players.reduce((t, p) => t + p.cents, 0),
    ratingLabel: env.ratingLabel,
    ...(ages && env.age ? { ageLabel: env.age.label } : {}),
    warnings: [...warnings, ...cash.warnings, ...things.warnings],
  };
}
