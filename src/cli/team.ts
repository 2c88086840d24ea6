/**
 * `tiebreaks standings teams.trf`: team standings of a TRF with team lines (013 or 310). The
 * order: --tiebreaks, else --preset, else the file's 202 list, else the engine's default team
 * order for the event. --boards adds the board tables (option min_games=N for board prizes).
 */
import {
  CodeError,
  defaultTeamOrder,
  getPreset,
  allPresets,
  parseOrder,
  teamContext,
  teamStandings,
  type CodeSpec,
  type EngineOptions,
  type TeamStandings,
} from "../engine";
import { boardTables } from "../engine/team/boards";
import type { TeamTrfResult } from "../formats/trf-team";
import { boardTablesText, teamStandingsJsonText, teamStandingsText } from "../formats/team-table";
import { UsageError, type StandingsArgs } from "./args";

export interface TeamRun {
  stdout: string;
  warnings: string[];
  st: TeamStandings;
}

function orderOf(
  a: StandingsArgs,
  team: TeamTrfResult,
  label: string
): { specs: CodeSpec[] | undefined; source: string } {
  const parse = (text: string | readonly string[], prefix: string): CodeSpec[] => {
    try {
      return parseOrder(text);
    } catch (e) {
      if (e instanceof CodeError) throw new UsageError(prefix + e.message);
      throw e;
    }
  };
  if (a.tiebreaks !== undefined)
    return { specs: parse(a.tiebreaks, "--tiebreaks: "), source: "--tiebreaks" };
  if (a.preset !== undefined) {
    const p = getPreset(a.preset);
    if (!p)
      throw new UsageError(
        `unknown preset "${a.preset}". Team presets: ${allPresets()
          .filter((x) => x.game === "team")
          .map((x) => x.id)
          .join(", ")}`
      );
    return { specs: parse(p.order, `preset ${p.id}: `), source: `preset ${p.id}` };
  }
  const tb = team.event.tiebreaks;
  if (tb && tb.length > 0)
    return {
      specs: parse(tb, `${label}: tie-break list (record 202): `),
      source: `${label} (record 202)`,
    };
  return { specs: undefined, source: "" };
}

export function runTeamStandings(
  a: StandingsArgs,
  team: TeamTrfResult,
  opts: EngineOptions,
  label: string
): TeamRun {
  const { specs, source } = orderOf(a, team, label);
  let st: TeamStandings;
  try {
    st = teamStandings(team.event, specs, opts);
  } catch (e) {
    if (e instanceof CodeError) throw new UsageError(e.message);
    throw e;
  }
  const from = source || `the default team order (${defaultTeamOrder(st.view).join(", ")})`;
  let out: string;
  switch (a.format ?? "text") {
    case "json":
      out = teamStandingsJsonText(st);
      break;
    case "csv":
      throw new UsageError("--format csv is not available for team events yet; use text or json");
    default:
      out = teamStandingsText(st, { title: team.event.name }) + `Order from: ${from}\n`;
  }
  if (a.boards) {
    const raw = opts.extra?.["min_games"] ?? "0";
    if (!/^\d+$/.test(raw))
      throw new UsageError(`--option min_games=${raw}: expected a whole number`);
    const ctx = teamContext(team.event, opts);
    const tables = boardTables(ctx.team!, ctx.n, Number(raw));
    out += "\n" + boardTablesText(tables, Number(raw));
  }
  return { stdout: out, warnings: st.warnings, st };
}
