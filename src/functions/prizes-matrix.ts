/**
 * =TIEBREAK.PRIZES(grid, prizes, [order], [options], [roster]): the prize list on the standings
 * of the grid (a team grid: the team ranking, teams paid), as a spilling table (the same table as
 * the command line's and the task pane's Prizes sheet), its notes and warnings below it. The prize
 * range is read by the formats' prize reader, with errors at its sheet cells; split=, rating=,
 * priority=, trophies=, hort=, round= and age_date= are options of the one options grammar.
 */
import { computePrizes, prizeOptions } from "../engine";
import { readPrizeCells } from "../formats/prize-list";
import { prizeTable } from "../formats/prize-table";
import { cellOf, FunctionError, originOf } from "./cells";
import { standings, type Matrix, type Session } from "./evaluate";

/** The prize table with its header row, then a blank row and the notes, padded to one width. */
export function prizesMatrix(
  s: Session,
  order: string,
  prizesArg: unknown,
  prizesAddress?: string
): Matrix {
  if (!Array.isArray(prizesArg) || !prizesArg.every((r) => Array.isArray(r))) {
    throw new FunctionError(
      "value",
      "prizes: expected a range with one row per prize (name, amount, category)"
    );
  }
  const list = readPrizeCells(prizesArg as unknown[][], { origin: originOf(prizesAddress) });
  const extra = s.opts.engine.extra ?? {};
  const r = computePrizes(standings(s, order), list, prizeOptions(extra, s.team ?? s.t));
  const t = prizeTable(r);
  const width = t.header.length;
  const pad = (row: readonly (string | number)[]): (string | number)[] => {
    const out: (string | number)[] = [];
    for (let j = 0; j < width; j++) out.push(cellOf(row[j]));
    return out;
  };
  return [pad(t.header), ...t.rows.map(pad), pad([]), ...t.notes.map((n) => pad([n]))];
}
