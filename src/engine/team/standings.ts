/**
 * Team standings: the primary score (MP or GP), then the order, on the team views. The default
 * order follows the competition: GP primary → GP, MP, BH:GP; a round robin → MP, GP, EDE;
 * otherwise the Olympiad order MP, OSB, GP (our choice where the regulations name none).
 */
import type { Ctx } from "../context";
import { getPreset, parseCode, parseOrder, type CodeSpec, type Explanation } from "../registry";
import type { Q } from "../rational";
import {
  contextFor,
  mainScoreOf,
  standingsIn,
  valuesOf,
  type StandingRow,
  type Standings,
} from "../standings";
import { TeamModelError, type TeamEvent } from "./model";
import { teamContext, teamOf, type TeamOptions, type TeamScore, type TeamView } from "./view";
import { matchLabel } from "./tiebreaks";

export interface TeamStandingRow extends StandingRow {
  mp: Q;
  gp: Q;
}

export interface TeamStandings extends Standings {
  rows: TeamStandingRow[];
  /** The primary score the standings ranked on. */
  main: "MP" | "GP";
  view: TeamView;
}

/** The default team order for an event (see the header). */
export function defaultTeamOrder(view: TeamView, primary: TeamScore = view.primary): string[] {
  const id =
    primary === "GP" ? "team-gp" : view.mp.type === "round-robin" ? "team-league" : "team-olympiad";
  return [...(getPreset(id)?.order ?? ["MP", "GP"])];
}

export function teamStandings(
  ev: TeamEvent,
  order?: string | readonly string[] | readonly CodeSpec[],
  opts: TeamOptions = {}
): TeamStandings {
  return teamStandingsIn(teamContext(ev, opts), order);
}

/** The primary score the options ask for (primary=MP, primary=GPTS ...), if any. */
function askedPrimary(ctx: Ctx): TeamScore | undefined {
  const asked = /^(MP|GP)(TS)?$/i.exec(ctx.opts.primary?.trim() ?? "");
  return asked ? (asked[1].toUpperCase() as TeamScore) : undefined;
}

/** The default team order of a team context: its event's, or primary='s (options). */
export function defaultTeamOrderIn(ctx: Ctx): string[] {
  const view = teamOf(ctx);
  if (!view) throw new Error("defaultTeamOrderIn: not a team context");
  return defaultTeamOrder(view, askedPrimary(ctx));
}

/**
 * The codes that read the players' ratings (ARO, TPR, PTP, APRO, APPO, RTNG, USARO: those that
 * take /U, a rating for unrated players) cannot rank teams: a team has no rating of its own here
 * (neither the TRF team records nor a team grid carry one), and /U would give every team the
 * same made-up rating. An error naming the code rather than a column undefined for everybody.
 */
function refuseRatingCodes(specs: readonly CodeSpec[]): void {
  const bad = specs.find((s) => s.def.modifiers.includes("U"));
  if (!bad) return;
  throw new TeamModelError(
    `${bad.code} reads the players' ratings, and a team has no rating: it cannot rank teams ` +
      `(the rating tie-breaks ARO, TPR, PTP, APRO, APPO and RTNG are for individual events); ` +
      `choose another tie-break`,
    undefined,
    "not-applicable"
  );
}

/** Team standings on a team context (teamContext), the order resolved as teamStandings does. */
export function teamStandingsIn(
  ctx: Ctx,
  order?: string | readonly string[] | readonly CodeSpec[]
): TeamStandings {
  const view = teamOf(ctx);
  if (!view) throw new Error("teamStandingsIn: not a team context");
  // primary=MP|GP in the options: the default order is that score's, and the score itself later
  // in the order is dropped (it cannot separate teams it ranked equal; it would be a second
  // column and a repeated JSON key)
  const primary = askedPrimary(ctx);
  const given: CodeSpec[] =
    order === undefined || (typeof order !== "string" && order.length === 0)
      ? parseOrder(defaultTeamOrder(view, primary))
      : typeof order === "string" || typeof order[0] === "string"
        ? parseOrder(order as string | string[])
        : [...(order as CodeSpec[])];
  const specs = primary ? given.filter((s, k) => k === 0 || s.code !== primary) : given;
  refuseRatingCodes(specs);
  const st = standingsIn(ctx, specs);
  const main = (st.primary === "GP" ? "GP" : st.primary === "MP" ? "MP" : view.primary) as
    "MP" | "GP";
  const rows = st.rows.map((r) => ({
    ...r,
    // a getter of the row (standings.ts Row), which a spread does not copy
    values: r.values,
    mp: view.mp.score(r.index),
    gp: view.gp.score(r.index),
  }));
  return { ...st, rows, main, view };
}

/** The round labels of the individual machinery, replaced by the team match they stand for. */
const ROUND_LABELS = [
  "forfeit win",
  "forfeit loss",
  "postponed",
  "ZPB (withdrawn)",
  "ZPB (absent)",
  "game",
  "PAB",
  "ZPB",
  "HPB",
  "FPB",
];

/**
 * The per-round working of one team's value (explain / EXPLAIN): the code's own explanation on
 * the view of its score, each round labelled with the match (opponent team, match score, or the
 * team PAB / absence) and the art. 16 wording kept ("match 3-1 vs Beta, as a draw").
 */
export function explainTeamIn(ctx: Ctx, code: string | CodeSpec, i: number): Explanation {
  const view = teamOf(ctx);
  if (!view) throw new Error("explainTeamIn: not a team context");
  const spec = typeof code === "string" ? parseCode(code) : code;
  refuseRatingCodes([spec]);
  const main = mainScoreOf(ctx);
  if (!spec.def.explain) {
    let value;
    if (spec.def.compute) value = valuesOf(ctx, spec, main)[i];
    else value = standingsIn(ctx, [spec]).rows.find((r) => r.index === i)?.values[0] ?? null;
    return { code: spec.code, value, rows: [], summary: spec.def.summary };
  }
  const ex = spec.def.explain(contextFor(ctx, spec, main), spec, i, main);
  if (spec.def.team) return ex;
  const rows = ex.rows.map((r) => {
    if (r.round === null || r.round < 1) return r;
    const tr = view.rounds[i]?.[r.round - 1];
    if (!tr) return r;
    const base = ROUND_LABELS.find((b) => r.label.startsWith(b));
    const match = matchLabel(view, tr);
    return { ...r, label: base ? match + r.label.slice(base.length) : `${match}: ${r.label}` };
  });
  return { ...ex, rows };
}

/** explainTeamIn on a team event under options. */
export function explainTeamValue(
  ev: TeamEvent,
  code: string | CodeSpec,
  i: number,
  opts: TeamOptions = {}
): Explanation {
  return explainTeamIn(teamContext(ev, opts), code, i);
}
