/**
 * =TIEBREAK.BOARDS(grid, [board], [options], [roster]): the board tables of a team grid (board
 * prizes), as the command line's `--boards` prints them: per board its players
 * with place (among the eligible), number, name, team, points, games, percentage, performance
 * and forfeits; `min_games=N` in the options is the minimum-games rule (formats/team-table
 * boardMinGames, as on the command line). A board number shows that board only.
 */
import { boardTables } from "../engine/team/boards";
import { teamOf } from "../engine/team/view";
import { BOARD_HEADER, boardMinGames, boardRowCells, boardTitle } from "../formats/team-table";
import { cellOf, FunctionError, scalarOf } from "./cells";
import { teamSession, type Matrix, type Session } from "./evaluate";

export function boardsMatrix(session: Session, boardArg: unknown): Matrix {
  const s = teamSession(session);
  const minGames = boardMinGames(s.opts.engine.extra);
  const tables = boardTables(teamOf(s.ctx)!, s.ctx.n, minGames);
  if (tables.length === 0)
    throw new FunctionError(
      "value",
      "grid: no board games: a team Swiss table or crosstable holds match scores only; board tables need a board list (Round, Board, White, Black, Result)"
    );
  const b = scalarOf(boardArg);
  let shown = tables;
  if (b !== null && b !== undefined && b !== "" && b !== 0) {
    const n = typeof b === "number" ? b : Number(String(b).trim());
    shown = tables.filter((t) => t.board === n);
    if (shown.length === 0)
      throw new FunctionError(
        "na",
        `board ${String(b)}: no such board (the event's boards: ${tables.map((t) => t.board).join(", ") || "none"})`
      );
  }
  const width = BOARD_HEADER.length;
  const pad = (row: readonly (string | number)[]): (string | number)[] => {
    const out: (string | number)[] = [];
    for (let j = 0; j < width; j++) out.push(cellOf(row[j]));
    return out;
  };
  const out: Matrix = [];
  shown.forEach((t, k) => {
    if (k > 0) out.push(pad([]));
    out.push(pad([boardTitle(t.board, minGames)]), pad(BOARD_HEADER));
    for (const r of t.rows) out.push(pad(boardRowCells(r)));
  });
  return out;
}
