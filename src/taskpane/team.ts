/**
 * Team events in the task pane and on the standalone page: a team grid (team Swiss
 * table, team crosstable, board list) or a TRF with team lines is read as a team event; the
 * editor offers the team presets first; an order nobody chose follows the engine's default team
 * order (MP, OSB, GP; MP, GP, EDE for a round robin; GP, MP, BH:GP when GP is primary), as on the
 * command line and in the custom functions; the table is the team ranking list.
 */
import {
  allPresets,
  defaultTeamOrder,
  teamContext,
  teamOf,
  teamStandings,
  type EngineOptions,
  type TeamEvent,
  type TeamStandings,
} from "../engine";
import type { StandingsTable } from "../formats/table";
import { teamStandingsTable } from "../formats/team-table";
import { engineOptions, type EventKind, type OrderState } from "./order";

export const TEAM_LAYOUT_NAMES: Record<string, string> = {
  "team-swiss": "team Swiss table",
  "team-crosstable": "team crosstable",
  "team-boards": "team board list",
  "TRF teams": "TRF with team lines",
};

/** The preset whose order is the event's default team order (the engine's defaultTeamOrder). */
function ownPreset(ev: TeamEvent): { id?: string; codes: string[] } {
  const codes = defaultTeamOrder(teamOf(teamContext(ev))!);
  const preset = allPresets().find(
    (p) => p.game === "team" && p.order.join(",") === codes.join(",")
  );
  return { id: preset?.id, codes };
}

/**
 * The kind of a team event for the preset list: team presets first, the event's own (the one
 * its default order selects: league for a round robin, GP for a GP-primary event) at the top.
 */
export function teamKind(ev: TeamEvent): EventKind {
  const ctx = teamContext(ev);
  const own = ownPreset(ev).id;
  return {
    game: "team",
    type: ctx.type === "round-robin" ? "round-robin" : "swiss",
    ...(own !== undefined ? { own } : {}),
  };
}

/** The state for a team event: an order nobody chose takes the default team order and its preset. */
export function teamStateForEvent(s: OrderState, ev: TeamEvent): OrderState {
  if (!s.follow) return s;
  const { id, codes } = ownPreset(ev);
  return { presetId: id ?? null, rules: s.rules, codes, unrated: s.unrated, follow: true };
}

/** The team standings and ranking list the pane and the page show. */
export function teamPaneStandings(
  s: OrderState,
  ev: TeamEvent,
  rounds?: number,
  writtenAt?: Date
): { state: OrderState; standings: TeamStandings; table: StandingsTable; options: EngineOptions } {
  const state = teamStateForEvent(s, ev);
  const options = engineOptions(state);
  if (rounds !== undefined) options.rounds = rounds;
  const standings = teamStandings(ev, state.codes, options);
  return { state, standings, table: teamStandingsTable(standings, { writtenAt }), options };
}
