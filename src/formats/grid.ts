/**
 * Results grid reader: the organiser's own sheet (a 2-D array of cell values, exactly as Excel
 * hands it over) to the engine's tournament, with every problem reported at its cell.
 *
 * Layouts (detected from the header row, or chosen with opts.layout):
 * - "swiss": one row per player, one column per round (grid-swiss.ts);
 * - "crosstable": round-robin N x N matrix (grid-crosstable.ts);
 * - "games": one row per game or bye (grid-games.ts).
 * makeGrid (grid-make.ts) writes a tournament back in any layout.
 * Pure: no Office, DOM or Node APIs. Throws nothing but GridError.
 */
import { isInputError } from "../engine/errors";
import {
  cellText,
  classifyHeader,
  findHeaderRow,
  FORMULA_WITHOUT_VALUE,
  FormulaCell,
  GridError,
  Issues,
  widthOf,
  type GridLayout,
  type GridOptions,
  type GridResult,
} from "./grid-common";
import { looksLikeCrosstable, readCrosstable } from "./grid-crosstable";
import { looksLikeGames, readGames } from "./grid-games";
import { findHeader, noHeaderMessage } from "./grid-header";
import { roundPartOf } from "./grid-rounds";
import { NO_ROUND_COLUMNS, readSwiss } from "./grid-swiss";
import { noResultNotes } from "./no-result";

export {
  FormulaCell,
  GridError,
  type GridIssue,
  type GridLayout,
  type GridOptions,
  type GridOrigin,
  type GridResult,
} from "./grid-common";
export { makeGrid } from "./grid-make";

const LAYOUTS: GridLayout[] = ["swiss", "crosstable", "games"];

function isHeaderRow(row: unknown[], width: number): boolean {
  if (looksLikeGames(row, width)) return true;
  const roles = row.map((v) => classifyHeader(v).role);
  const named = roles.some((r) => r === "name" || r === "number" || r === "place" || r === "last");
  const rounds = roles.filter((r) => r === "round").length;
  // rounds split over columns: an opponent and a result part ("Opp1", "Res1"; "Gegner", "Erg.")
  const parts = new Set(row.map((v) => roundPartOf(cellText(v))?.part));
  return named && (rounds > 0 || (parts.has("opponent") && parts.has("result")));
}

/** The layout of a grid whose header row is `headerRow`. */
export function detectLayout(cells: unknown[][], headerRow: number, width: number): GridLayout {
  const header = cells[headerRow] ?? [];
  if (looksLikeGames(header, width)) return "games";
  if (looksLikeCrosstable(cells, headerRow, width)) return "crosstable";
  return "swiss";
}

/** Reads a results grid. Throws only GridError, which lists every problem with its cell. */
export function parseGrid(cells: unknown[][], options?: GridOptions | null): GridResult {
  const opts: GridOptions = options ?? {}; // null from an omitted optional argument
  const issues = new Issues(opts.origin);
  try {
    if (
      !Array.isArray(cells) ||
      cells.length === 0 ||
      !cells.some((r) => Array.isArray(r) && r.length)
    ) {
      issues.error(0, 0, "the range is empty: select the results table with its header row");
      issues.check();
    }
    if (opts.layout !== undefined && !LAYOUTS.includes(opts.layout)) {
      issues.error(
        0,
        0,
        `unknown layout "${String(opts.layout)}" (use swiss, crosstable or games)`
      );
      issues.check();
    }
    const rows = cells.map((r) => (Array.isArray(r) ? r : []));
    rows.forEach((row, r) =>
      row.forEach((v, c) => {
        if (v instanceof FormulaCell) {
          const f = v.formula.length > 40 ? `${v.formula.slice(0, 40)}...` : v.formula;
          issues.error(r, c, `=${f}: ${FORMULA_WITHOUT_VALUE}`, "missing");
        }
      })
    );
    issues.check();
    const width = widthOf(rows);
    // the header row anywhere in the first 50 rows, or two rows merged into one
    const found = findHeader(rows, width, (row) => isHeaderRow(row, width));
    const headerRow = found?.row ?? findHeaderRow(rows, () => false);
    if (found?.merged) rows[found.row] = found.merged;
    const layout = opts.layout ?? detectLayout(rows, headerRow, width);
    const read =
      layout === "games" ? readGames : layout === "crosstable" ? readCrosstable : readSwiss;
    const { tournament, playerRows } = read(rows, headerRow, width, opts, issues);
    if (!found && issues.errors[0]?.message.startsWith(NO_ROUND_COLUMNS)) {
      // no header row at all: say what was looked for and which row came closest
      const why = noHeaderMessage(rows);
      issues.errors[0] = { cell: issues.at(why.row, 0), message: why.message };
    }
    // games without a result yet, the same words in every layout (no-result.ts)
    const places = (tournament.pending ?? []).map((p) => ({ round: p.round, at: p.where }));
    for (const n of noResultNotes(tournament, places))
      issues.warnings.push({
        cell: n.at,
        message: n.message,
        kind: `grid:${n.kind}`,
        round: n.round,
      });
    if (!issues.errors.length && tournament.players.length === 0) {
      issues.error(headerRow, 0, "no players below the header row");
    }
    issues.check();
    const header = [...Array(width).keys()].map((c) => {
      const v = rows[headerRow]?.[c];
      return v === 0 ? "" : cellText(v);
    });
    // every output names the sheet read (the header of the ranking list)
    if (opts.origin?.sheet) tournament.sheet = opts.origin.sheet;
    return { tournament, layout, warnings: issues.warnings, playerRows, header };
  } catch (e) {
    if (e instanceof GridError) throw e;
    if (isInputError(e))
      throw new GridError([...issues.errors, { cell: "", message: e.message }], e.reason);
    // a defect in the reader: still only a GridError, with the problem named
    throw new GridError([
      ...issues.errors,
      {
        cell: issues.at(0, 0),
        message: `internal error while reading the grid: ${e instanceof Error ? e.message : String(e)}`,
      },
    ]);
  }
}
