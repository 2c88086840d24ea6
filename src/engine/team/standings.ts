/**
 * Team standings: the primary score (MP or GP), then the order, on the team views. The default
 * order follows the competition: GP primary → GP, MP, BH:GP; a round robin → MP, GP, EDE;
 * otherwise the Olympiad order MP, OSB, GP (our choice where the regulations name none).
 */
import { getPreset, parseOrder, type CodeSpec } from "../registry";
import type { Q } from "../rational";
import { standingsIn, type StandingRow, type Standings } from "../standings";
import type { TeamEvent } from "./model";
import { teamContext, type TeamOptions, type TeamView } from "./view";
import "./tiebreaks";

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
export function defaultTeamOrder(view: TeamView): string[] {
  const id =
    view.primary === "GP"
      ? "team-gp"
      : view.mp.type === "round-robin"
        ? "team-league"
        : "team-olympiad";
  return [...(getPreset(id)?.order ?? ["MP", "GP"])];
}

export function teamStandings(
  ev: TeamEvent,
  order?: string | readonly string[] | readonly CodeSpec[],
  opts: TeamOptions = {}
): TeamStandings {
  const ctx = teamContext(ev, opts);
  const view = ctx.team!;
  const specs: CodeSpec[] =
    order === undefined || (typeof order !== "string" && order.length === 0)
      ? parseOrder(defaultTeamOrder(view))
      : typeof order === "string" || typeof order[0] === "string"
        ? parseOrder(order as string | string[])
        : [...(order as CodeSpec[])];
  const st = standingsIn(ctx, specs);
  const main = (st.primary === "GP" ? "GP" : st.primary === "MP" ? "MP" : view.primary) as
    "MP" | "GP";
  const rows = st.rows.map((r) => ({
    ...r,
    mp: view.mp.score(r.index),
    gp: view.gp.score(r.index),
  }));
  return { ...st, rows, main, view };
}
