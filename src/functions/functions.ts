/**
 * The custom functions, =TIEBREAK.NAME(...). Each one reads the organiser's results grid through
 * the grid reader, asks the engine, and answers with cells: one value, a column aligned with the
 * grid's rows, or a whole table. They never write to the workbook.
 *
 * Arguments as Excel passes them: the grid is a matrix of any values (blank cells arrive as 0 on
 * the desktop and as null on the web); an omitted optional argument arrives as null; the last
 * argument is the invocation, whose parameterAddresses give the grid's sheet position so that
 * messages name sheet cells ("Results!C7"). Errors: #VALUE! for a bad grid, code or option, #N/A
 * for an unknown player, each with a message. Parsing and computing are memoised (evaluate.ts).
 */
import { cellTexts, FunctionError, shortMessage } from "./cells";
import {
  asFunctionError,
  codeAnswer,
  codeValues,
  explainMatrix,
  orderText,
  perPlayerAnswer,
  pointsValues,
  rankValues,
  session,
  standingsMatrix,
  teamSession,
  withOrderPreset,
  type Matrix,
  type RosterArg,
} from "./evaluate";
import { prizesMatrix } from "./prizes-matrix";
import { boardsMatrix } from "./boards";

// The build appends CustomFunctions.associate(...) calls to this file. On the plain page without
// office.js (offline, or its CDN blocked) there is no CustomFunctions: a no-op associate keeps
// those calls from stopping the page ("CustomFunctions is not defined").
const scope = globalThis as { CustomFunctions?: unknown };
if (typeof scope.CustomFunctions === "undefined") {
  scope.CustomFunctions = { associate: (): void => undefined };
}

/** Anything thrown below, as the CustomFunctions.Error shown in the cell with its message. */
function cellError(e: unknown): CustomFunctions.Error {
  const fe = asFunctionError(e);
  const code =
    fe.kind === "na"
      ? CustomFunctions.ErrorCode.notAvailable
      : CustomFunctions.ErrorCode.invalidValue;
  return new CustomFunctions.Error(code, shortMessage(fe.message));
}

/** Runs a function body; anything thrown becomes a CustomFunctions.Error with its message. */
function guard(body: () => Matrix): Matrix {
  try {
    return body();
  } catch (e) {
    throw cellError(e);
  }
}

/** The grid's sheet address, from the invocation (when Excel provides parameter addresses). */
function gridAddress(invocation: CustomFunctions.Invocation | undefined): string | undefined {
  const addresses = (invocation as { parameterAddresses?: unknown[] } | undefined)
    ?.parameterAddresses;
  const a = addresses?.[0];
  return typeof a === "string" && a !== "" ? a : undefined;
}

/** The roster argument (team board lists) with its sheet address, parameter `index`. */
function rosterOf(
  roster: unknown,
  invocation: CustomFunctions.Invocation | undefined,
  index: number
): RosterArg | undefined {
  if (roster === null || roster === undefined) return undefined;
  const a = (invocation as { parameterAddresses?: unknown[] } | undefined)?.parameterAddresses?.[
    index
  ];
  return { cells: roster, ...(typeof a === "string" && a !== "" ? { address: a } : {}) };
}

function perPlayer(
  code: string,
  grid: unknown[][],
  player: unknown,
  options: unknown,
  invocation: CustomFunctions.Invocation | undefined
): Matrix {
  // no closure per call: these functions run 20,000 times for one sheet
  try {
    return codeAnswer(grid, options, gridAddress(invocation), code, player);
  } catch (e) {
    throw cellError(e);
  }
}

/**
 * Buchholz (BH): the sum of the opponents' scores, under the rules edition of the options.
 * @customfunction BUCHHOLZ
 * @param grid The results grid with its header row (Swiss table, crosstable or games list).
 * @param [player] Start number or name. Omitted: a column beside the grid, one value per player row (a games list: one per player).
 * @param [options] Rules and options, e.g. "rules=fide-2024; unrated=1400".
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The value, or a column of values beside the grid.
 * @requiresParameterAddresses
 */
export function buchholz(
  grid: unknown[][],
  player?: unknown,
  options?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return perPlayer("BH", grid, player, options, invocation);
}

/**
 * Buchholz Cut 1 (BH/C1): Buchholz without the least significant opponent score.
 * @customfunction BUCHHOLZ_CUT1
 * @param grid The results grid with its header row (Swiss table, crosstable or games list).
 * @param [player] Start number or name. Omitted: a column beside the grid, one value per player row (a games list: one per player).
 * @param [options] Rules and options, e.g. "rules=fide-2024; unrated=1400".
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The value, or a column of values beside the grid.
 * @requiresParameterAddresses
 */
export function buchholzCut1(
  grid: unknown[][],
  player?: unknown,
  options?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return perPlayer("BH/C1", grid, player, options, invocation);
}

/**
 * Median Buchholz (BH/M1): Buchholz without the highest and the lowest opponent score.
 * @customfunction BUCHHOLZ_MEDIAN
 * @param grid The results grid with its header row (Swiss table, crosstable or games list).
 * @param [player] Start number or name. Omitted: a column beside the grid, one value per player row (a games list: one per player).
 * @param [options] Rules and options, e.g. "rules=fide-2024; unrated=1400".
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The value, or a column of values beside the grid.
 * @requiresParameterAddresses
 */
export function buchholzMedian(
  grid: unknown[][],
  player?: unknown,
  options?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return perPlayer("BH/M1", grid, player, options, invocation);
}

/**
 * Sonneborn-Berger (SB): the scores of the opponents beaten plus half the scores of those drawn.
 * @customfunction SONNEBORN_BERGER
 * @param grid The results grid with its header row (Swiss table, crosstable or games list).
 * @param [player] Start number or name. Omitted: a column beside the grid, one value per player row (a games list: one per player).
 * @param [options] Rules and options, e.g. "rules=fide-2024; unrated=1400".
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The value, or a column of values beside the grid.
 * @requiresParameterAddresses
 */
export function sonnebornBerger(
  grid: unknown[][],
  player?: unknown,
  options?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return perPlayer("SB", grid, player, options, invocation);
}

/**
 * Direct encounter (DE): points among the players tied on points (FIDE art. 6; de=strict in the options for the strict reading).
 * @customfunction DIRECT_ENCOUNTER
 * @param grid The results grid with its header row (Swiss table, crosstable or games list).
 * @param [player] Start number or name. Omitted: a column beside the grid, one value per player row (a games list: one per player).
 * @param [options] Rules and options, e.g. "rules=fide-2024; unrated=1400".
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The value, or a column of values beside the grid.
 * @requiresParameterAddresses
 */
export function directEncounter(
  grid: unknown[][],
  player?: unknown,
  options?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return perPlayer("DE", grid, player, options, invocation);
}

/**
 * Progressive scores (PS): the sum of the running score after each round.
 * @customfunction PROGRESSIVE
 * @param grid The results grid with its header row (Swiss table, crosstable or games list).
 * @param [player] Start number or name. Omitted: a column beside the grid, one value per player row (a games list: one per player).
 * @param [options] Rules and options, e.g. "rules=fide-2024; unrated=1400".
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The value, or a column of values beside the grid.
 * @requiresParameterAddresses
 */
export function progressive(
  grid: unknown[][],
  player?: unknown,
  options?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return perPlayer("PS", grid, player, options, invocation);
}

/**
 * Number of wins (WIN): rounds scored as a win, forfeit wins and byes worth a win included.
 * @customfunction WINS
 * @param grid The results grid with its header row (Swiss table, crosstable or games list).
 * @param [player] Start number or name. Omitted: a column beside the grid, one value per player row (a games list: one per player).
 * @param [options] Rules and options, e.g. "rules=fide-2024; unrated=1400".
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The value, or a column of values beside the grid.
 * @requiresParameterAddresses
 */
export function wins(
  grid: unknown[][],
  player?: unknown,
  options?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return perPlayer("WIN", grid, player, options, invocation);
}

/**
 * Games won with Black (BWG), over the board only.
 * @customfunction WINS_BLACK
 * @param grid The results grid with its header row (Swiss table, crosstable or games list).
 * @param [player] Start number or name. Omitted: a column beside the grid, one value per player row (a games list: one per player).
 * @param [options] Rules and options, e.g. "rules=fide-2024; unrated=1400".
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The value, or a column of values beside the grid.
 * @requiresParameterAddresses
 */
export function winsBlack(
  grid: unknown[][],
  player?: unknown,
  options?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return perPlayer("BWG", grid, player, options, invocation);
}

/**
 * Average rating of the opponents (ARO); unrated opponents need unrated=RATING in the options.
 * @customfunction ARO
 * @param grid The results grid with its header row (Swiss table, crosstable or games list).
 * @param [player] Start number or name. Omitted: a column beside the grid, one value per player row (a games list: one per player).
 * @param [options] Rules and options, e.g. "rules=fide-2024; unrated=1400".
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The value, or a column of values beside the grid.
 * @requiresParameterAddresses
 */
export function aro(
  grid: unknown[][],
  player?: unknown,
  options?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return perPlayer("ARO", grid, player, options, invocation);
}

/**
 * Points (PTS): the player's score under the grid's points system.
 * @customfunction POINTS
 * @param grid The results grid with its header row (Swiss table, crosstable or games list).
 * @param [player] Start number or name. Omitted: a column beside the grid, one value per player row (a games list: one per player).
 * @param [options] Rules and options, e.g. "rounds=5" for the points after round 5.
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The points, or a column of points beside the grid.
 * @requiresParameterAddresses
 */
export function points(
  grid: unknown[][],
  player?: unknown,
  options?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return guard(() => {
    const s = session(grid, options, gridAddress(invocation));
    return perPlayerAnswer(s, pointsValues(s), player);
  });
}

/**
 * Rank in the standings: points, then the tie-break list (order= or preset= in the options, else the default list for the event type). Shared places have the same rank.
 * @customfunction RANK
 * @param grid The results grid with its header row (Swiss table, crosstable or games list).
 * @param [player] Start number or name. Omitted: a column beside the grid, one rank per player row (a games list: one per player).
 * @param [options] Rules and options, e.g. "order=BH/C1, BH, SB; rules=fide-2024".
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The rank, or a column of ranks beside the grid.
 * @requiresParameterAddresses
 */
export function rank(
  grid: unknown[][],
  player?: unknown,
  options?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return guard(() => {
    const s = session(grid, options, gridAddress(invocation));
    return perPlayerAnswer(s, rankValues(s, orderText(s, null)), player);
  });
}

/**
 * The value of any tie-break code the engine knows, e.g. "BH/C1", "SB/P", "ARO/U1400", "KS", "given:TP"; over a team grid the team codes, e.g. "MP", "GP", "OSB", "BH:MP", "EDE".
 * @customfunction VALUE
 * @param grid The results grid with its header row (Swiss table, crosstable or games list).
 * @param code A tie-break code, e.g. "BH/C1".
 * @param [player] Start number or name. Omitted: a column beside the grid, one value per player row (a games list: one per player).
 * @param [options] Rules and options, e.g. "rules=fide-2024; unrated=1400".
 * @param [roster] Team board lists without team columns: the roster range (Team and Player columns, players in board order; or one row per team with board columns "1", "2", ...).
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The value, or a column of values beside the grid.
 * @requiresParameterAddresses
 */
export function value(
  grid: unknown[][],
  code: unknown,
  player?: unknown,
  options?: unknown[][],
  roster?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return guard(() => {
    const text = cellTexts(code)[0];
    if (text === undefined) {
      throw new FunctionError("value", 'code: a tie-break code is needed, e.g. "BH/C1"');
    }
    const s = session(grid, options, gridAddress(invocation), rosterOf(roster, invocation, 4));
    return perPlayerAnswer(s, codeValues(s, text), player);
  });
}

/**
 * The whole ranking list with a header row: place ("3-5" when shared), start number, title, name, federation, rating, points, each tie-break, "Decided by" and "Why this place" (the same columns as the CLI and the task pane).
 * @customfunction STANDINGS
 * @param grid The results grid with its header row (Swiss table, crosstable or games list).
 * @param [order] Tie-break list ("BH/C1, BH, SB") or a preset id, in one cell or a range. Omitted: order= or preset= in the options, else the default list.
 * @param [options] Rules and options, e.g. "rules=fide-2024; unrated=1400"; columns=club,born adds player columns of the grid.
 * @param [roster] Team board lists without team columns: the roster range (Team and Player columns, players in board order; or one row per team with board columns "1", "2", ...).
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The standings table, spilling down and right.
 * @requiresParameterAddresses
 */
export function standings(
  grid: unknown[][],
  order?: unknown[][],
  options?: unknown[][],
  roster?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return standingsOf(grid, order, options, roster, invocation, false);
}
/** STANDINGS and TEAM_STANDINGS: the session of the grid (a team session for TEAM_STANDINGS) and its table. */
function standingsOf(
  grid: unknown[][],
  order: unknown[][] | undefined,
  options: unknown[][] | undefined,
  roster: unknown[][] | undefined,
  invocation: CustomFunctions.Invocation | undefined,
  team: boolean
): unknown[][] {
  return guard(() => {
    const read = session(
      grid,
      withOrderPreset(order, options),
      gridAddress(invocation),
      rosterOf(roster, invocation, 3)
    );
    const s = team ? teamSession(read) : read;
    return standingsMatrix(s, orderText(s, order));
  });
}

/**
 * Team standings of a team grid (team Swiss table, team crosstable or board list): place ("3-5" when shared), start number, team, match and game points, each tie-break, "Decided by" and "Why this place". Default order: MP, OSB, GP (Swiss), MP, GP, EDE (round robin), GP, MP, BH:GP (GP primary).
 * @customfunction TEAM_STANDINGS
 * @param grid The team results with their header row: a team Swiss table ("12w 3½-½", "12 2.5"), a team crosstable of match scores, or a board list (Round, Board, White, Black, Result) with "White team" and "Black team" columns or a roster.
 * @param [order] Tie-break list ("MP, OSB, GP") or a team preset (team-olympiad, team-league, team-gp). Omitted: order= or preset= in the options, else the default team order.
 * @param [options] Rules and options, e.g. "mp=3-1-0; pab=draw; boards=4; primary=GP".
 * @param [roster] A board list without team columns: the roster range (Team and Player columns, players in board order; or one row per team with board columns "1", "2", ...), e.g. Rosters!A1:B40.
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The team standings table, spilling down and right.
 * @requiresParameterAddresses
 */
export function teamStandings(
  grid: unknown[][],
  order?: unknown[][],
  options?: unknown[][],
  roster?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return standingsOf(grid, order, options, roster, invocation, true);
}

/**
 * The per-round working of one player's value: round, opponent, element (game, bye, dummy...), score used, contribution, and whether it is kept or cut. Over a team grid: one team's matches (opponent team, its MP or GP used, match score, contribution).
 * @customfunction EXPLAIN
 * @param grid The results grid with its header row (Swiss table, crosstable or games list).
 * @param player Start number or name.
 * @param code A tie-break code, e.g. "BH/C1".
 * @param [options] Rules and options, e.g. "rules=fide-2024; unrated=1400".
 * @param [roster] Team board lists without team columns: the roster range (Team and Player columns, players in board order; or one row per team with board columns "1", "2", ...).
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns A table with a header row, one row per element and a total row.
 * @requiresParameterAddresses
 */
export function explain(
  grid: unknown[][],
  player: unknown,
  code: unknown,
  options?: unknown[][],
  roster?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return guard(() => {
    const s = session(grid, options, gridAddress(invocation), rosterOf(roster, invocation, 4));
    return explainMatrix(s, player, code);
  });
}

/**
 * Board prizes of a team grid: per board its players with place among the eligible, number, name, team, points, games, percentage, performance and forfeits. The option min_games=N is the minimum-games rule.
 * @customfunction BOARDS
 * @param grid The team results with their header row: a board list (Round, Board, White, Black, Result) with team columns or a roster, or a team grid with board entries.
 * @param [board] A board number: that board's table only. Omitted: every board, one table below the other.
 * @param [options] Options, e.g. "min_games=5" (players with fewer games are listed without a place).
 * @param [roster] A board list without team columns: the roster range (Team and Player columns, players in board order; or one row per team with board columns "1", "2", ...).
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The board tables, spilling down and right.
 * @requiresParameterAddresses
 */
export function boards(
  grid: unknown[][],
  board?: unknown,
  options?: unknown[][],
  roster?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return guard(() => {
    const s = session(grid, options, gridAddress(invocation), rosterOf(roster, invocation, 3));
    return boardsMatrix(s, board);
  });
}

/**
 * The prize list on the standings: one row per prize and player it goes to (place, name, points, amount paid, why), then the notes (split method, fund and warnings).
 * @customfunction PRIZES
 * @param grid The results grid with its header row (Swiss table, crosstable or games list).
 * @param prizes The prize list: one row per prize with name, amount and an optional category (Rtg<1800, Born>=2008, Sex=f, unrated...), with or without a header row.
 * @param [order] Tie-break list ("BH/C1, BH, SB") or a preset id. Omitted: order= or preset= in the options, else the default list.
 * @param [options] Rules and options, e.g. "split=hort; rating=fide; rules=fide-2024". split= tiebreak (default), shared or hort.
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The prize table, spilling down and right.
 * @requiresParameterAddresses
 */
export function prizes(
  grid: unknown[][],
  prizes: unknown[][],
  order?: unknown[][],
  options?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return guard(() => {
    const s = session(grid, withOrderPreset(order, options), gridAddress(invocation));
    const addresses = (invocation as { parameterAddresses?: unknown[] } | undefined)
      ?.parameterAddresses;
    const at = typeof addresses?.[1] === "string" ? addresses[1] : undefined;
    return prizesMatrix(s, orderText(s, order), prizes, at);
  });
}
