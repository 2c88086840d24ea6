/**
 * The readers' warnings as the page and the pane list them, in a module of its own so that the
 * page shows them without loading the readers (load.ts is loaded on demand: readers.ts).
 */
import { groupWarnings, placedWarning, WARNING_LIMITS, warningLines } from "../engine/warnings";
import type { Problem } from "./types";

/**
 * The warnings as the page and the pane list them: grouped by kind (engine/warnings.ts, the same
 * lines as the command line and the sheet's notes); a group of one keeps its place and cell.
 */
export function shownWarnings(list: readonly Problem[]): Problem[] {
  const placed = list.map(placedWarning);
  const byPlaced = new Map(placed.map((w, k) => [w, list[k]]));
  const groups = groupWarnings(placed);
  const shown = groups.slice(0, WARNING_LIMITS.groups).map((g): Problem => {
    const first = byPlaced.get(g.first) as Problem;
    return g.count === 1 ? first : { where: "", message: g.text, cell: first.cell };
  });
  const lines = warningLines(placed);
  if (lines.length > shown.length) shown.push({ where: "", message: lines[lines.length - 1] });
  return shown;
}
