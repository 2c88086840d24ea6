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
  teamOf,
  teamStandings,
  type CodeSpec,
  type EngineOptions,
  type TeamStandings,
} from "../engine";
import { boardTables } from "../engine/team/boards";
import type { TeamTrfResult } from "../formats/trf-team";
import { writeCsv } from "../formats/csv";
import { formatValue, jsonNumber, tableRowsForCsv, tableText } from "../formats/table";
import {
  findPlayer,
  teamWorking,
  workingJson,
  workingText,
  type Working,
} from "../formats/working";
import {
  boardMinGames,
  boardTablesText,
  teamStandingsJsonText,
  teamStandingsTable,
} from "../formats/team-table";
import { teamColumns } from "../formats/team-columns";
import { isInputError } from "../engine/errors";
import { UsageError, type StandingsArgs } from "./args";

export interface TeamRun {
  stdout: string;
  warnings: string[];
  st: TeamStandings;
  /** Where the order came from, in words. */
  from: string;
  /** With --boards: the minimum-games rule (option min_games), for the --out files' board tables. */
  minGames?: number;
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

/** The team event's standings under the command line's order (--tiebreaks, --preset, 202, default). */
export function teamStandingsOf(
  a: StandingsArgs,
  team: TeamTrfResult,
  opts: EngineOptions,
  label: string
): { st: TeamStandings; from: string } {
  const { specs, source } = orderOf(a, team, label);
  let st: TeamStandings;
  try {
    st = teamStandings(team.event, specs, opts);
  } catch (e) {
    if (e instanceof CodeError) throw new UsageError(e.message);
    throw e;
  }
  return {
    st,
    from: source || `the default team order (${defaultTeamOrder(st.view, st.main).join(", ")})`,
  };
}

export function runTeamStandings(
  a: StandingsArgs,
  team: TeamTrfResult,
  opts: EngineOptions,
  label: string
): TeamRun {
  const { st, from } = teamStandingsOf(a, team, opts, label);
  const attributes = a.columns;
  if (attributes) {
    // the team columns asked for, checked before anything is printed or written
    try {
      teamColumns(st, attributes);
    } catch (e) {
      if (isInputError(e))
        throw new UsageError(`--${e.message}`, e.reason, { kind: "argument", name: "--columns" });
      throw e;
    }
  }
  if (a.boards && (a.format === "json" || a.format === "csv"))
    // the board tables are text tables: appended to JSON or CSV they would make the output unreadable
    throw new UsageError(
      `--boards prints text tables and cannot be combined with --format ${a.format}: ` +
        "use --boards with the text format (the default), or --format json/csv without --boards",
      undefined,
      { kind: "argument", name: "--boards" }
    );
  let out: string;
  switch (a.format ?? "text") {
    case "json":
      out = teamStandingsJsonText(st, { attributes });
      break;
    case "csv":
      out = writeCsv(tableRowsForCsv(teamStandingsTable(st, { attributes })));
      break;
    default:
      out = tableText(teamStandingsTable(st, { attributes })) + `Order from: ${from}\n`;
  }
  let minGames: number | undefined;
  if (a.boards) {
    try {
      minGames = boardMinGames(opts.extra);
    } catch (e) {
      throw new UsageError(`--option ${e instanceof Error ? e.message : String(e)}`);
    }
    const ctx = teamContext(team.event, opts);
    const tables = boardTables(teamOf(ctx)!, ctx.n, minGames);
    if (tables.length === 0)
      // as =TIEBREAK.BOARDS says: nothing printed, exit 2, rather than an empty section
      throw new UsageError(
        "--boards: no board games: a team Swiss table or crosstable holds match scores only; " +
          "board tables need a board list (Round, Board, White, Black, Result) or a team TRF",
        undefined,
        { kind: "argument", name: "--boards" }
      );
    out += "\n" + boardTablesText(tables, minGames);
  }
  return { stdout: out, warnings: st.warnings, st, from, minGames };
}

/**
 * `tiebreaks explain teams.trf TEAM [CODE ...]`: one team's working, per code (default: the
 * primary score and the order) round by round: the opponent team, its MP or GP used, the match
 * score, the contribution and whether it is kept or cut.
 */
export function runTeamExplain(
  a: StandingsArgs,
  team: TeamTrfResult,
  opts: EngineOptions,
  label: string,
  who: string,
  codes: readonly CodeSpec[]
): { stdout: string; warnings: string[] } {
  const { st } = teamStandingsOf(a, team, opts, label);
  const ctx = st.view.mp;
  const t = ctx.t;
  let i: number;
  try {
    i = findPlayer(t, who);
  } catch (e) {
    throw new UsageError(
      `${label}: ${(e instanceof Error ? e.message : String(e)).replace(/player/g, "team")}`
    );
  }
  const j = st.rows.findIndex((r) => r.index === i);
  const row = st.rows[j];
  let w: Working;
  try {
    // the same working as a team row on the page and in the task pane (formats/working.ts)
    w = teamWorking(st, i, codes);
  } catch (e) {
    if (e instanceof CodeError) throw new UsageError(e.message);
    throw e;
  }
  const head = `${w.name} (SNo ${w.id}): place ${w.place}, ${formatValue(row.mp)} MP, ${formatValue(row.gp)} GP`;
  if (a.format === "json") {
    const j2 = workingJson(w) as { player: object; comparison: string; codes: object[] };
    const out = {
      team: {
        start: w.id,
        name: w.name,
        place: w.place,
        mp: jsonNumber(row.mp),
        gp: jsonNumber(row.gp),
      },
      comparison: j2.comparison,
      codes: j2.codes,
    };
    return { stdout: JSON.stringify(out, null, 2) + "\n", warnings: st.warnings };
  }
  const text = workingText(w, t);
  return { stdout: head + text.slice(text.indexOf("\n")), warnings: st.warnings };
}
