/**
 * A team event's view (TeamView: the event, its rounds, its MP and GP contexts) and which contexts
 * belong to it. The team layer keeps that link, not Ctx: a context is one tournament, and the team
 * event is built above it (team/view.ts), its MP and GP contexts ordinary ones over the projected
 * tournaments. Types and the link only, so that the standings can ask a context for its team
 * without loading the team layer.
 */
import type { Ctx } from "../context";
import type { Value } from "../rational";
import type { CodeSpec, MainScore } from "../definition";
import type { TeamEvent, TeamRound } from "./model";

export type TeamScore = "MP" | "GP";

export interface TeamView {
  event: TeamEvent;
  /** [team index][round - 1]. */
  rounds: TeamRound[][];
  /** Boards per match (the event's, else the most boards seen in a match). */
  boards: number;
  /** The primary score used when the order and the options name none. */
  primary: TeamScore;
  mp: Ctx;
  gp: Ctx;
  /** The context a code runs on: the view of its score (team codes: the MP view). */
  contextFor(spec: CodeSpec, main: MainScore): Ctx;
  /** Values computed by the team layer instead of the code's own compute (board counts on GP). */
  compute(ctx: Ctx, spec: CodeSpec, main: MainScore): Value[] | undefined;
}

/** Which team event's view a context belongs to. */
const views = new WeakMap<Ctx, TeamView>();

/** The team view of a context of a team event (its MP or GP view); undefined in an individual event. */
export function teamOf(ctx: Ctx): TeamView | undefined {
  return views.get(ctx);
}

/** Joins a context to a team event's view (its MP and GP views, a view under another edition). */
export function joinTeam(ctx: Ctx, view: TeamView | undefined): void {
  if (view) views.set(ctx, view);
}
