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
 *
 * This module holds the declarations only: the work behind them (answers.ts) is loaded on the
 * first call, which then answers with a Promise (see E below). A new function starts with the
 * same `if (!E) return whenLoaded(...)` line as the others (test/functions/functions-load.test.ts
 * calls every exported function before the load).
 */
import { cellTexts, FunctionError, shortMessage } from "./cells";
import type { Matrix, RosterArg } from "./evaluate";
import type * as Answers from "./answers";

// The build appends CustomFunctions.associate(...) calls to this file. On the plain page without
// office.js (offline, or its CDN blocked) there is no CustomFunctions: a no-op associate keeps
// those calls from stopping the page ("CustomFunctions is not defined").
const scope = globalThis as { CustomFunctions?: unknown };
if (typeof scope.CustomFunctions === "undefined") {
  scope.CustomFunctions = { associate: (): void => undefined };
}

/**
 * The work behind the functions (answers.ts: the grid readers, the memo, the engine's answers),
 * loaded on the first call rather than with the page: the page that hosts the functions is the
 * task pane's too, and its start-up budget leaves the readers out (docs/decisions.md, "What the
 * pane loads"). Undefined until loaded; every function below starts with `if (!E) return
 * whenLoaded(...)`.
 */
let E: typeof Answers | undefined;
let loading: Promise<typeof Answers> | undefined;

/** Loads answers.ts once (anew after a failed load: the next call tries again). */
function loadAnswers(): Promise<typeof Answers> {
  loading ??= import(/* webpackChunkName: "answers" */ "./answers").then(
    (m) => (E = m),
    (e: unknown) => {
      loading = undefined;
      throw new CustomFunctions.Error(
        CustomFunctions.ErrorCode.notAvailable,
        shortMessage(
          `the add-in's code could not be loaded (${e instanceof Error ? e.message : String(e)}); recalculate to try again`
        )
      );
    }
  );
  return loading;
}

/**
 * A call made before answers.ts is loaded: loads it, then makes the call. Excel takes the
 * Promise as the answer to come (a custom function may return a value or a Promise). The calls
 * that waited may come from several host messages, so each one starts a run of its own: the
 * same-run rule of evaluate.ts (one address, one content within a message) must not join them.
 */
function whenLoaded(call: () => unknown[][]): unknown[][] {
  return loadAnswers().then((m) => {
    m.endRunNow();
    return call();
  }) as unknown as unknown[][];
}

/**
 * Loads what the functions compute, for callers that call the functions directly (tests,
 * benchmarks): after it, every function answers at once, as in Excel after its first call.
 */
export async function functionsReady(): Promise<void> {
  await loadAnswers();
}

/** Anything thrown below, as the CustomFunctions.Error shown in the cell with its message. */
function cellError(e: unknown): CustomFunctions.Error {
  const fe = (E as typeof Answers).asFunctionError(e);
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
  if (!E) return whenLoaded(() => perPlayer(code, grid, player, options, invocation)) as Matrix;
  // no closure per call: these functions run 20,000 times for one sheet
  try {
    return E.codeAnswer(grid, options, gridAddress(invocation), code, player);
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
  if (!E) return whenLoaded(() => points(grid, player, options, invocation));
  const A = E;
  return guard(() => {
    const s = A.session(grid, options, gridAddress(invocation));
    return A.perPlayerAnswer(s, A.pointsValues(s), player);
  });
}

/**
 * FIDE rating change for the event (Handbook B.02): K x (W - We) over the rated games, rounded. K: k= in the options, else a K column of the grid, else derived (40, 20, 10). Blank for an unrated player and for one without a rated game.
 * @customfunction RATING_CHANGE
 * @param grid The results grid with its header row (Swiss table, crosstable or games list).
 * @param [player] Start number or name. Omitted: a column beside the grid, one change per player row (a games list: one per player).
 * @param [options] Options, e.g. "k=20; rating=rapid" (rating= standard, rapid or blitz; default standard) or "rounds=5".
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The rating change, or a column of changes beside the grid.
 * @requiresParameterAddresses
 */
export function ratingChange(
  grid: unknown[][],
  player?: unknown,
  options?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  if (!E) return whenLoaded(() => ratingChange(grid, player, options, invocation));
  const A = E;
  return guard(() =>
    A.ratingChangeAnswer(A.session(grid, options, gridAddress(invocation)), player)
  );
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
  if (!E) return whenLoaded(() => rank(grid, player, options, invocation));
  const A = E;
  return guard(() => {
    const s = A.session(grid, options, gridAddress(invocation));
    return A.perPlayerAnswer(s, A.rankValues(s, A.orderText(s, null)), player);
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
  if (!E) return whenLoaded(() => value(grid, code, player, options, roster, invocation));
  const A = E;
  return guard(() => {
    const text = cellTexts(code)[0];
    if (text === undefined) {
      throw new FunctionError("value", 'code: a tie-break code is needed, e.g. "BH/C1"');
    }
    const s = A.session(grid, options, gridAddress(invocation), rosterOf(roster, invocation, 4));
    return A.perPlayerAnswer(s, A.codeValues(s, text), player);
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
  if (!E) return whenLoaded(() => standingsOf(grid, order, options, roster, invocation, team));
  const A = E;
  return guard(() => {
    const read = A.session(
      grid,
      A.withOrderPreset(order, options),
      gridAddress(invocation),
      rosterOf(roster, invocation, 3)
    );
    const s = team ? A.teamSession(read) : read;
    return A.standingsMatrix(s, A.orderText(s, order));
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
  if (!E) return whenLoaded(() => explain(grid, player, code, options, roster, invocation));
  const A = E;
  return guard(() => {
    const s = A.session(grid, options, gridAddress(invocation), rosterOf(roster, invocation, 4));
    return A.explainMatrix(s, player, code);
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
  if (!E) return whenLoaded(() => boards(grid, board, options, roster, invocation));
  const A = E;
  return guard(() => {
    const s = A.session(grid, options, gridAddress(invocation), rosterOf(roster, invocation, 3));
    return A.boardsMatrix(s, board);
  });
}

/**
 * The prize list on the standings: one row per prize and player (over a team grid: team) it goes to (place, name, points, amount paid, why), then the notes (split method, fund and warnings).
 * @customfunction PRIZES
 * @param grid The results grid with its header row (Swiss table, crosstable, games list, or a team grid: then teams are paid by the team ranking).
 * @param prizes The prize list: one row per prize with name, amount (a word such as Trophy for a non-cash prize) and an optional category (Rtg<1800, Born>=2008, U16, S50, Sex=f, unrated...), with or without a header row.
 * @param [order] Tie-break list ("BH/C1, BH, SB") or a preset id. Omitted: order= or preset= in the options, else the default list.
 * @param [options] Rules and options, e.g. "split=hort; rating=fide; rules=fide-2024". split= tiebreak (default), shared, hort or us-chess; priority= place, category or listed; trophies= independent or exclusive; hort=50; round=1; age_date=YYYY-MM-DD.
 * @param [roster] Team board lists without team columns: the roster range (Team and Player columns, players in board order; or one row per team with board columns "1", "2", ...).
 * @param invocation Invocation parameter (not shown in Excel).
 * @returns The prize table, spilling down and right.
 * @requiresParameterAddresses
 */
export function prizes(
  grid: unknown[][],
  prizes: unknown[][],
  order?: unknown[][],
  options?: unknown[][],
  roster?: unknown[][],
  invocation?: CustomFunctions.Invocation
): unknown[][] {
  return prizeList(grid, prizes, order, options, roster, invocation);
}
/** PRIZES (a function of its own: the parameter `prizes` hides the function's name). */
function prizeList(
  grid: unknown[][],
  prizes: unknown[][],
  order: unknown[][] | undefined,
  options: unknown[][] | undefined,
  roster: unknown[][] | undefined,
  invocation: CustomFunctions.Invocation | undefined
): unknown[][] {
  if (!E) return whenLoaded(() => prizeList(grid, prizes, order, options, roster, invocation));
  const A = E;
  return guard(() => {
    const s = A.session(
      grid,
      A.withOrderPreset(order, options),
      gridAddress(invocation),
      rosterOf(roster, invocation, 4)
    );
    const addresses = (invocation as { parameterAddresses?: unknown[] } | undefined)
      ?.parameterAddresses;
    const at = typeof addresses?.[1] === "string" ? addresses[1] : undefined;
    return A.prizesMatrix(s, A.orderText(s, order), prizes, at);
  });
}
