/**
 * Team results grids: the organiser's sheet of a team event to the engine's
 * TeamEvent, every problem at its cell. Three layouts:
 *
 * - "team-swiss" (grid-team-swiss.ts): one row per team, one column per round, each round cell
 *   the opponent team, an optional colour of board 1 and the game points: `12w 3½-½`, `12 2.5`,
 *   `12b 1½`, `12 +` / `12 -` (a forfeited match), `bye`, blank or `-` (absent), `wd`;
 * - "team-crosstable" (grid-team-crosstable.ts): a round robin, N x N match scores (`2½`,
 *   `2½-1½`, `+`, `-`), one column per opponent (two for a double round robin);
 * - "team-boards" (grid-team-boards.ts): one row per board game (round, board, white, black,
 *   result) with the teams by column ("White team", "Black team") or from a roster range.
 *
 * Detection (teamLayoutOf): a header with a "Team" name column and round cells or crosstable
 * cells that score more than one game (`3½-½`, `2.5`); a games list with team columns; or the
 * layout option. Everything else is an individual grid (grid.ts).
 * Pure: no Office, DOM or Node APIs. Throws nothing but GridError.
 */
import { isInputError } from "../engine/errors";
import { Q } from "../engine/rational";
import {
  cellText,
  classifyHeader,
  dataRowsBelow,
  findHeaderRow,
  FORMULA_WITHOUT_VALUE,
  FormulaCell,
  GridError,
  Issues,
  norm,
  widthOf,
} from "./grid-common";
import { crossColumns } from "./grid-crosstable";
import { readTeamBoards, teamBoardColumns } from "./grid-team-boards";

export { checkRoster } from "./grid-team-boards";
import {
  gpOf,
  SCORE_PAIR,
  TEAM_LAYOUTS,
  type TeamGridLayout,
  type TeamGridOptions,
  type TeamGridResult,
  type TeamReader,
} from "./grid-team-cells";
import { readTeamCrosstable } from "./grid-team-crosstable";
import { readTeamSwiss } from "./grid-team-swiss";

export {
  boardsOf,
  gpOf,
  TEAM_LAYOUTS,
  type TeamGridLayout,
  type TeamGridOptions,
  type TeamGridResult,
} from "./grid-team-cells";

// ---------------------------------------------------------------------------------------------
// Detection

function hasTeamHeader(header: unknown[]): number {
  return header.findIndex((v) => norm(v) === "team" || norm(v) === "teams");
}

function scoresMoreThanOne(v: unknown): boolean {
  const s = cellText(v).replace(/^\d{1,5}\s*[wbs]?\s+/i, "");
  const pair = SCORE_PAIR.exec(s);
  if (pair) {
    const a = gpOf(pair[1]);
    const b = gpOf(pair[2]);
    return a !== null && b !== null && a.add(b).gt(Q.ONE);
  }
  const one = /^\d{1,5}\s*[wbs]?\s+(\S+)$/i.exec(cellText(v));
  const q = one ? gpOf(one[1]) : null;
  return q !== null && q.gt(Q.ONE);
}

/** Whether the grid has a board list's header (Round, Board, White, Black, Result). */
export function isBoardList(cells: unknown[][]): boolean {
  if (!Array.isArray(cells)) return false;
  const rows = cells.map((r) => (Array.isArray(r) ? r : []));
  const width = widthOf(rows);
  const h = findHeaderRow(rows, (row) => teamBoardColumns(row, width) !== null);
  return teamBoardColumns(rows[h] ?? [], width) !== null;
}

/** The team layout of a grid, or null for an individual grid. */
export function teamLayoutOf(cells: unknown[][]): TeamGridLayout | null {
  if (!Array.isArray(cells) || cells.length === 0) return null;
  const rows = cells.map((r) => (Array.isArray(r) ? r : []));
  const width = widthOf(rows);
  const headerRow = findHeaderRow(rows, (row) => {
    const roles = row.map((v) => classifyHeader(v).role);
    return (
      hasTeamHeader(row) >= 0 || teamBoardColumns(row, width) !== null || roles.includes("round")
    );
  });
  const header = rows[headerRow] ?? [];
  if (teamBoardColumns(header, width)?.teams) return "team-boards";
  if (hasTeamHeader(header) < 0) return null;
  const data = dataRowsBelow(rows, headerRow);
  const cross = crossColumns(header, width);
  const roundCols = header
    .map((v, c) => (classifyHeader(v).role === "round" ? c : -1))
    .filter((c) => c >= 0);
  // a crosstable: numbered columns, as many as the rows, cells of bare match scores
  if (cross.byNumber.size >= 2 && cross.byNumber.size === data.length) {
    let scores = 0;
    let other = 0;
    for (const r of data)
      for (const c of cross.all) {
        const v = rows[r][c];
        const t = cellText(v);
        if (t === "" || v === 0) continue;
        const pair = SCORE_PAIR.exec(t);
        const q = pair ? gpOf(pair[1])?.add(gpOf(pair[2]) ?? Q.ZERO) : gpOf(v);
        if (q) {
          if (q.gt(Q.ONE)) scores++;
        } else if (!/^[x*+\-/]$/i.test(t)) other++;
      }
    // a cell that is no score (a typo, a date) is reported at its cell by the reader
    if (scores > other) return "team-crosstable";
  }
  for (const r of data)
    for (const c of roundCols) if (scoresMoreThanOne(rows[r][c])) return "team-swiss";
  return null;
}

// ---------------------------------------------------------------------------------------------
// The roster beside a board list: one resolution for the CLI, the pane and the page

/** Sheet names taken as a board list's roster: Roster(s), Team(s), Squad(s), Team list, Line-up. */
export const ROSTER_SHEET = /^(rosters?|teams?|squads?|team ?lists?|line-?ups?)$/i;

/** The workbook's roster sheet beside the results sheet `results`, by its name, if any. */
export function rosterSheetName(names: readonly string[], results: string): string | undefined {
  return names.find((n) => n !== results && ROSTER_SHEET.test(n.trim()));
}

/**
 * Whether a roster found beside the grid (a sheet named Roster, or one the user set) goes with
 * it: a board list without team columns (a board list with them, a team Swiss table, a
 * crosstable or an individual grid ignore it).
 */
export function takesSheetRoster(cells: unknown[][]): boolean {
  return isBoardList(cells) && teamLayoutOf(cells) === null;
}

/**
 * The team event of a grid when it is one (a team layout, or a roster given: the board list's
 * players in teams), else null for an individual grid. Throws GridError as parseTeamGrid.
 */
export function readTeamGridIfAny(
  cells: unknown[][],
  options?: TeamGridOptions | null
): TeamGridResult | null {
  if (
    options?.roster === undefined &&
    options?.layout === undefined &&
    teamLayoutOf(cells) === null
  )
    return null;
  return parseTeamGrid(cells, options);
}

// ---------------------------------------------------------------------------------------------
// Entry point

/**
 * Reads a team results grid. Throws only GridError, which lists every problem with its cell.
 */
export function parseTeamGrid(
  cells: unknown[][],
  options?: TeamGridOptions | null
): TeamGridResult {
  const opts: TeamGridOptions = options ?? {};
  const issues = new Issues(opts.origin);
  try {
    if (!Array.isArray(cells) || !cells.some((r) => Array.isArray(r) && r.length)) {
      issues.error(0, 0, "the range is empty: select the team results with their header row");
      issues.check();
    }
    const rows = cells.map((r) => (Array.isArray(r) ? r : []));
    rows.forEach((row, r) =>
      row.forEach((v, c) => {
        if (v instanceof FormulaCell)
          issues.error(r, c, `=${v.formula.slice(0, 40)}: ${FORMULA_WITHOUT_VALUE}`, "missing");
      })
    );
    issues.check();
    if (
      opts.boards !== undefined &&
      (!Number.isInteger(opts.boards) || opts.boards < 1 || opts.boards > 100)
    ) {
      issues.error(
        0,
        0,
        `boards=${opts.boards}: expected a whole number of boards from 1 to 100`,
        "invalid-value"
      );
      issues.check();
    }
    if (opts.layout !== undefined && !TEAM_LAYOUTS.includes(opts.layout)) {
      issues.error(
        0,
        0,
        `layout=${String(opts.layout)}: unknown team layout (use ${TEAM_LAYOUTS.join(", ")})`,
        "invalid-value"
      );
      issues.check();
    }
    const detected = opts.layout ?? teamLayoutOf(rows);
    const rostered = opts.roster !== undefined;
    // a roster goes with a board list: one without team columns is a board list only by it
    const layout = detected === null && rostered && isBoardList(rows) ? "team-boards" : detected;
    if (rostered && layout !== null && layout !== "team-boards") {
      issues.error(
        0,
        0,
        `a roster was given, but this grid is a ${layout === "team-swiss" ? "team Swiss table" : "team crosstable"}: a roster only goes with a board list (Round, Board, White, Black, Result), whose players it puts in teams`,
        "inconsistent"
      );
      issues.check();
    }
    if (layout === null) {
      issues.error(
        0,
        0,
        layout === null && rostered
          ? "a roster was given, but the grid is not a board list: expected a header row with Round, Board, White, Black and Result columns"
          : 'not a team grid: expected a "Team" column with round cells such as "12w 3½-½" or "12 2.5", a crosstable of match scores, or a board list with "White team" and "Black team" columns'
      );
      issues.check();
    }
    const width = widthOf(rows);
    const headerRow = findHeaderRow(rows, (row) =>
      layout === "team-boards"
        ? teamBoardColumns(row, width) !== null
        : hasTeamHeader(row) >= 0 || row.some((v) => classifyHeader(v).role === "name")
    );
    const read: TeamReader =
      layout === "team-boards"
        ? readTeamBoards
        : layout === "team-crosstable"
          ? readTeamCrosstable
          : readTeamSwiss;
    const out = read(rows, headerRow, width, opts, issues);
    issues.check();
    if (!out || out.event.teams.length === 0) {
      issues.error(headerRow, 0, "no teams below the header row");
      issues.check();
    }
    const header = [...Array(width).keys()].map((c) => {
      const v = rows[headerRow]?.[c];
      return v === 0 ? "" : cellText(v);
    });
    // every output names the sheet read (the header of the ranking list)
    if (opts.origin?.sheet) out!.event.sheet = opts.origin.sheet;
    return {
      event: out!.event,
      layout: layout!,
      warnings: issues.warnings,
      teamRows: out!.teamRows,
      header,
    };
  } catch (e) {
    if (e instanceof GridError) throw e;
    if (isInputError(e))
      throw new GridError([...issues.errors, { cell: "", message: e.message }], e.reason);
    throw new GridError([
      ...issues.errors,
      {
        cell: issues.at(0, 0),
        message: `internal error while reading the team grid: ${e instanceof Error ? e.message : String(e)}`,
      },
    ]);
  }
}
