/**
 * Reading a tournament from a file: TRF (any extension but .csv and .xlsx), CSV or xlsx through
 * the results grid reader. Bytes are decoded by src/formats/decode.ts (UTF-8, else the likely code page,
 * a mixed file line by line), as in the page and the pane; the readers get text or bytes and
 * never touch the file system.
 */
import type { Tournament } from "../engine";
import type { GridIssue, GridOrigin } from "../formats/grid-common";
import { decodeBytes } from "../formats/decode";
import { isTeamTrf, parseTrf, type TrfIssue } from "../formats/trf";
import type { TeamTrfResult } from "../formats/trf-team";
import {
  groupWarnings,
  placedWarning,
  WARNING_LIMITS,
  warningLines,
  type PlacedWarning,
} from "../engine/warnings";
import { UsageError } from "./args";

/** A warning from a reader, with where it is: "12" (TRF line) or "Results!C7" (cell). */
export interface InputWarning {
  where: string;
  message: string;
  /** The reader's kind and round, for grouping (engine/warnings.ts). */
  kind?: string;
  round?: number;
}

export interface LoadedInput {
  tournament: Tournament;
  warnings: InputWarning[];
  kind: "trf" | "csv" | "xlsx";
  /** A team event (a TRF with 013/310 team lines, unless read with `individual`). */
  team?: TeamTrfResult;
}

export function inputKind(file: string): "trf" | "csv" | "xlsx" {
  const lower = file.toLowerCase();
  if (lower.endsWith(".csv")) return "csv";
  if (lower.endsWith(".xlsx") || lower.endsWith(".xlsm")) return "xlsx";
  if (lower.endsWith(".xls") || lower.endsWith(".ods")) {
    throw new UsageError(
      `${file}: this spreadsheet format is not read; save it as .xlsx (Excel workbook) or .csv`
    );
  }
  return "trf";
}

/** A board list's roster read from its own file (src/cli/main.ts, --roster FILE). */
export interface RosterInput {
  cells: unknown[][];
  origin?: GridOrigin;
}

export interface LoadOptions {
  sheet?: string;
  individual?: boolean;
  boards?: string;
  /** The roster of a board list from its own file. */
  roster?: RosterInput;
  /** The roster of a board list from this sheet of the same workbook (--roster SHEET). */
  rosterSheet?: string;
  /** The text encoding of a TRF or CSV (--encoding), instead of the guess. */
  encoding?: string;
}

export async function loadTournament(
  file: string,
  bytes: Uint8Array,
  opts: LoadOptions = {}
): Promise<LoadedInput> {
  const kind = inputKind(file);
  if (opts.sheet !== undefined && kind !== "xlsx") {
    throw new UsageError(`--sheet only applies to .xlsx files, not to ${file}`);
  }
  if (opts.rosterSheet !== undefined && kind !== "xlsx") {
    throw new UsageError(
      `--roster ${opts.rosterSheet}: no such file (a sheet name only applies to an .xlsx input, not to ${file})`,
      "io",
      { kind: "argument", name: "--roster" }
    );
  }
  if ((opts.roster || opts.rosterSheet !== undefined) && opts.individual) {
    throw new UsageError(
      "--roster puts a board list's players in teams; it cannot go with --individual",
      "usage",
      { kind: "argument", name: "--roster" }
    );
  }
  if (kind === "trf") {
    const d = decodeBytes(bytes, file, opts.encoding);
    const text = d.text;
    const decodeWarnings = d.warning ? [{ where: "", message: d.warning }] : [];
    const r = parseTrf(text);
    if (!opts.individual && isTeamTrf(text)) {
      const { readTeamTrf } = await import("../formats/trf-team");
      const team = readTeamTrf(text, r);
      return {
        tournament: r.tournament,
        warnings: [...decodeWarnings, ...team.warnings.map(trfWarning)],
        kind,
        team,
      };
    }
    return {
      tournament: r.tournament,
      warnings: [...decodeWarnings, ...r.warnings.map(trfWarning)],
      kind,
    };
  }
  const { parseGrid } = await import("../formats/grid");
  if (kind === "csv") {
    const { readCsv } = await import("../formats/csv");
    const d = decodeBytes(bytes, file, opts.encoding);
    const cells = readCsv(d.text);
    const team = opts.individual
      ? null
      : await teamGrid(cells, undefined, opts.boards, opts.roster);
    if (team)
      return {
        tournament: team.tournament,
        warnings: [...(d.warning ? [{ where: "", message: d.warning }] : []), ...team.warnings],
        kind,
        team: team.team,
      };
    const r = parseGrid(cells);
    return {
      tournament: r.tournament,
      warnings: [
        ...(d.warning ? [{ where: "", message: d.warning }] : []),
        ...r.warnings.map(gridWarning),
      ],
      kind,
    };
  }
  const { readXlsx } = await import("../formats/xlsx");
  const { rosterSheetName, takesSheetRoster } = await import("../formats/grid-team");
  let book: Awaited<ReturnType<typeof readXlsx>>;
  try {
    // the roster: --roster SHEET, else a sheet named Roster (Teams, Squads...) beside the list
    book = await readXlsx(bytes, opts.sheet, (names, first) =>
      opts.individual || opts.roster
        ? undefined
        : (opts.rosterSheet ?? rosterSheetName(names, first))
    );
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    throw new UsageError(`${file}: cannot read the workbook: ${msg}`);
  }
  // a Roster sheet found by its name is used only by a board list without team columns
  const sheetRoster =
    book.other && (opts.rosterSheet !== undefined || takesSheetRoster(book.cells))
      ? { cells: book.other.cells, origin: book.other.origin }
      : undefined;
  const team = opts.individual
    ? null
    : await teamGrid(book.cells, book.origin, opts.boards, opts.roster ?? sheetRoster);
  if (team)
    return {
      tournament: team.tournament,
      warnings: [...book.warnings.map(gridWarning), ...team.warnings],
      kind,
      team: team.team,
    };
  const r = parseGrid(book.cells, { origin: book.origin });
  return {
    tournament: r.tournament,
    warnings: [...book.warnings, ...r.warnings].map(gridWarning),
    kind,
  };
}

/**
 * A board list's roster from its own file (--roster FILE): a .csv, or an .xlsx (its sheet named
 * Roster, Teams... when there is one, else the first). Checked on its own, so that its problems
 * are reported at its own cells: throws the GridError.
 */
export async function loadRoster(
  file: string,
  bytes: Uint8Array,
  encoding?: string
): Promise<RosterInput> {
  const kind = inputKind(file);
  let roster: RosterInput;
  if (kind === "xlsx") {
    const { readXlsx } = await import("../formats/xlsx");
    let book: Awaited<ReturnType<typeof readXlsx>>;
    try {
      const { rosterSheetName } = await import("../formats/grid-team");
      book = await readXlsx(bytes, undefined, rosterSheetName);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      throw new UsageError(`${file}: cannot read the workbook: ${msg}`);
    }
    const sheet = book.other ?? book;
    roster = { cells: sheet.cells, origin: sheet.origin };
  } else {
    const { readCsv } = await import("../formats/csv");
    roster = { cells: readCsv(decodeBytes(bytes, file, encoding).text) };
  }
  const { checkRoster } = await import("../formats/grid-team");
  checkRoster(roster.cells, roster.origin);
  return roster;
}

/** A team grid (grid-team.ts) when the cells are one, else null. */
async function teamGrid(
  cells: unknown[][],
  origin: GridOrigin | undefined,
  boards: string | undefined,
  roster?: RosterInput
): Promise<{ tournament: Tournament; warnings: InputWarning[]; team: TeamTrfResult } | null> {
  const { parseTeamGrid, teamLayoutOf } = await import("../formats/grid-team");
  if (teamLayoutOf(cells) === null && !roster) return null;
  if (boards !== undefined && !/^\d{1,3}$/.test(boards))
    throw new UsageError(
      `--option boards=${boards}: expected a whole number of boards, e.g. boards=4`
    );
  const r = parseTeamGrid(cells, {
    origin,
    ...(boards !== undefined ? { boards: Number(boards) } : {}),
    ...(roster ? { roster: roster.cells, rosterOrigin: roster.origin } : {}),
  });
  const { teamContext } = await import("../engine");
  return {
    tournament: teamContext(r.event).t,
    warnings: r.warnings.map(gridWarning),
    team: { event: r.event, warnings: [] },
  };
}

/**
 * Prints the reader's warnings grouped by kind (engine/warnings.ts: the lines the page and the
 * sheet's notes show): a group of one as "FILE:WHERE: warning: ...", a group of several as
 * "FILE: warning: ...: 377 times, at line 50 rounds 10-11; ...", at most 20 groups.
 */
export function printInputWarnings(
  stderr: (s: string) => void,
  fileLabel: string,
  warnings: readonly InputWarning[]
): void {
  // a TRF warning's where is its line number: "line 12" as the other surfaces say it
  const placed = warnings.map((w) =>
    placedWarning({ ...w, where: /^\d+$/.test(w.where) ? `line ${w.where}` : w.where })
  );
  const byPlaced = new Map(placed.map((p, k) => [p, warnings[k]]));
  const groups = groupWarnings(placed);
  for (const g of groups.slice(0, WARNING_LIMITS.groups)) {
    const w = byPlaced.get(g.first) as InputWarning;
    if (g.count === 1) {
      stderr(
        `tiebreaks: ${w.where ? `${fileLabel}:${w.where}` : fileLabel}: warning: ${w.message}\n`
      );
    } else stderr(`tiebreaks: ${fileLabel}: warning: ${g.text}\n`);
  }
  const lines = warningLines(placed);
  if (groups.length > WARNING_LIMITS.groups) {
    stderr(`tiebreaks: ${fileLabel}: warning: ${lines[lines.length - 1]}\n`);
  }
}

function gridWarning(w: GridIssue): InputWarning {
  return tagged({ where: w.cell, message: w.message }, w);
}

function trfWarning(w: TrfIssue): InputWarning {
  return tagged({ where: String(w.line), message: w.message }, w);
}

function tagged(out: InputWarning, w: { kind?: string; round?: number }): InputWarning {
  if (w.kind !== undefined) out.kind = w.kind;
  if (w.round !== undefined) out.round = w.round;
  return out;
}

/** The warnings as the notes of a written table (the places as printed on stderr). */
export function noteWarnings(warnings: readonly InputWarning[]): PlacedWarning[] {
  return warnings.map((w) =>
    placedWarning({ ...w, where: /^\d+$/.test(w.where) ? `line ${w.where}` : w.where })
  );
}

/** The text of a file's bytes (src/formats/decode.ts: UTF-8, else the likely code page, mixed by lines). */
export function decodeText(
  bytes: Uint8Array,
  file = "the file"
): { text: string; encoding: string } {
  const d = decodeBytes(bytes, file);
  return { text: d.text, encoding: d.encoding };
}
