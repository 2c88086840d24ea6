/**
 * The engine's public face: parse a tie-break order, compute values, standings and
 * explanations for a tournament. Importing it registers every tie-break family.
 */
import "./tiebreaks";
import { Ctx, type EngineOptions } from "./context";
import type { Value } from "./rational";
import { codeWarnings, parseCode, type CodeSpec, type Explanation } from "./registry";
import { contextFor, mainScoreOf, standingsIn, valuesOf, type Standings } from "./standings";
import type { Tournament } from "./types";

export * from "./types";
export * from "./errors";
export * from "./options";
// the prize list (registers its options split= and rating=)
export {
  computePrizes,
  moneyNumber,
  moneyText,
  PrizeError,
  prizeOptions,
  SPLIT_METHODS,
  type PrizeInput,
  type PrizeOptions,
  type PrizeResult,
  type SplitMethod,
} from "./prizes";
export { Q, type Value, compareAsc, compareDesc, valueEq } from "./rational";
// rating changes: what every surface loads at start (registers the option k=); the engine itself
// is rating-change.ts, loaded by whoever shows a rating change (rating-code.ts)
export {
  asksRatingColumn,
  isRatingCode,
  isRatingColumn,
  RATING_CODE,
  RATING_TYPES,
  ratingEngine,
  ratingEngineLoaded,
  type FirstRating,
  type KSource,
  type PlayerRatingChange,
  type RatingReport,
  type RatingRound,
  type RatingType,
  type RatingEngine,
} from "./rating-code";
export {
  Ctx,
  EDITIONS,
  editionForDate,
  inferType,
  type Edition,
  type EngineOptions,
} from "./context";
export {
  allDefinitions,
  allPresets,
  canonical,
  CodeError,
  defaultPreset,
  getPreset,
  lookup,
  parseCode,
  parseOrder,
  POINTS,
  type CodeSpec,
  type MainScore,
  type ExplainRow,
  type Explanation,
  type Preset,
  type TieBreakDef,
} from "./registry";
export {
  computeStandings,
  mainScoreOf,
  standingsIn,
  valuesOf,
  type StandingRow,
  type Standings,
} from "./standings";
export { pointsFor, outcomeOf, isVUR, isPlayed } from "./scoring";
export * from "./team/model";
export {
  teamContext,
  teamOf,
  scoreOf,
  type TeamView,
  type TeamOptions,
  type TeamScore,
} from "./team/view";
export {
  teamStandings,
  teamStandingsIn,
  defaultTeamOrder,
  defaultTeamOrderIn,
  explainTeamIn,
  explainTeamValue,
  type TeamStandings,
  type TeamStandingRow,
} from "./team/standings";
export { codeWords, modifierWords, orList, suggestCodes } from "./words";
export {
  presetEngineOptions,
  resolveEvent,
  resolvedStandings,
  ResolveError,
  roundsCounted,
  roundsEntered,
  type OrderOrigin,
  type Resolution,
  type ResolveRequest,
} from "./resolve";

export interface CodeValues {
  spec: CodeSpec;
  /** One value per player, same order as tournament.players. */
  values: Value[];
  warnings: string[];
}

/**
 * Values of one code for every player. A group-based code (DE, DC, H2H) is computed on the
 * groups of players tied on points, as in standings with that code first.
 */
export function computeValues(
  t: Tournament,
  code: string | CodeSpec,
  opts: EngineOptions = {}
): CodeValues {
  const spec = typeof code === "string" ? parseCode(code) : code;
  const ctx = new Ctx(t, opts);
  if (spec.def.compute) {
    for (const w of codeWarnings(ctx, spec, mainScoreOf(ctx))) ctx.warn(w);
    return { spec, values: valuesOf(ctx, spec), warnings: ctx.warnings };
  }
  const st: Standings = standingsIn(ctx, [spec]);
  const values: Value[] = new Array(t.players.length).fill(null);
  for (const row of st.rows) values[row.index] = row.values[0];
  return { spec, values, warnings: st.warnings };
}

/** The per-round working of one player's value. */
export function explainValue(
  t: Tournament,
  code: string | CodeSpec,
  playerIndex: number,
  opts: EngineOptions = {}
): Explanation {
  const spec = typeof code === "string" ? parseCode(code) : code;
  const ctx = new Ctx(t, opts);
  if (spec.def.explain)
    return spec.def.explain(contextFor(ctx, spec), spec, playerIndex, mainScoreOf(ctx));
  const { values } = computeValues(t, spec, opts);
  return {
    code: spec.code,
    value: values[playerIndex],
    rows: [],
    summary: spec.def.summary,
  };
}
