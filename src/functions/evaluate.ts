/**
 * The work behind the custom functions, free of the CustomFunctions runtime so that tests and the
 * benchmark call it directly: read the grid (memoised), compute values and standings (memoised per
 * grid, options and code), and shape the answers as Excel cells.
 *
 * Memoisation: Excel calls every formula cell separately and hands each call its own copy of the
 * grid, so identity cannot be used. Parsed grids are kept in a small most-recently-used list and
 * a call finds its entry by comparing the cells one by one with the stored copy (a changed cell
 * anywhere means another entry: a stale value is never returned). Each entry keeps a bounded LRU
 * of what was computed on it (engine context, values per code, standings tables, errors).
 *
 * That comparison reads the whole grid on every call, which for 20,000 calls on a 2,000-player
 * grid costs several times one STANDINGS computation. Within one synchronous run of calls it is
 * skipped when the grid comes from the same sheet address, read the same way, with the same size
 * as a grid already checked in that run. Why this is safe: Excel's custom-functions runtime
 * (office-js custom-functions-runtime.js, CustomFunctionProxy._handleMessage) receives one host
 * message holding a batch of invocations, parses all of their arguments, then calls the functions
 * one after another in a synchronous loop (continuing in a later task after 1 s); two host
 * messages never share one synchronous run, and the invocations of one message are taken from one
 * state of the sheet, so one address holds one content. Without parameter addresses (older
 * Excel), every call compares in full. See SAME_RUN_REUSE. No cell of a later call's grid is
 * read: each call's copy is new memory, so even a few sampled rows would be most of a later
 * call's cost, and they would guard only against an edit within one message, which the contract
 * rules out.
 *
 * The per-call path after the first call of a run is kept free of hashing, key strings, closures
 * and reads of the argument's cells: when a call brings the last call's address, options text and
 * size, it gets the last call's Session outright (runSession); else a map lookup by address, the
 * size, then the Session, values and cells cached per grid entry and options object.
 */
import {
  isInputError,
  Ctx,
  explainValue,
  isRatingCode,
  Q,
  getPreset,
  parseCode,
  parseOrder,
  resolveEvent,
  standingsIn,
  teamContext,
  teamStandingsIn,
  defaultTeamOrderIn,
  explainTeamIn,
  valuesOf,
  type CodeSpec,
  type TeamEvent,
  type TeamStandings,
  type Standings,
  type Tournament,
  type Value,
} from "../engine";
import {
  GridError,
  parseGrid,
  type GridLayout,
  type GridOrigin,
  type GridResult,
} from "../formats/grid";
import { parseTeamGrid, teamLayoutOf, type TeamGridLayout } from "../formats/grid-team";
import { teamStandingsTable } from "../formats/team-table";
import { teamColumns } from "../formats/team-columns";
import { attributeColumns, standingsTable } from "../formats/table";
import { cellOf, cellTexts, FunctionError, isBlank, originOf, scalarOf } from "./cells";
import { placedWarning } from "../engine/warnings";
import { Lru } from "./lru";
// the rating changes' engine (RATING_CHANGE, columns=rating-change, EXPLAIN "RATING")
import { explainRatingChange, ratingChangesIn } from "../engine/rating-change";
import { parseOptions, type FunctionOptions } from "./options";

export type Cell = string | number;
export type Matrix = Cell[][];

/** How many different grids (content, position, layout) are kept. */
export const GRID_CACHE_SIZE = 8;
/** How many computed results (values of a code, a standings table, ...) are kept per grid. */
export const DERIVED_CACHE_SIZE = 64;

type Outcome<T> = { ok: T } | { error: FunctionError };

/** A grid as read: an individual grid, or a team grid (team: the event) with its teams as rows. */
type ParsedGrid = GridResult & { team?: TeamEvent };

interface GridEntry {
  cells: unknown[][];
  where: string;
  parsed: Outcome<ParsedGrid>;
  derived: Lru<string, Outcome<unknown>>;
  players?: { byId: Map<number, number>; byName?: Map<string, number> };
  /** Per options (cached options objects are shared by every call): context, values by code text. */
  perOptions: Map<FunctionOptions, PerOptions>;
  /** False once the entry has left the list of grids (it is then never reused). */
  live: boolean;
}

interface PerOptions {
  ctx: Outcome<Ctx>;
  values: Map<string, Value[]>;
  /** The cells of those values by code text (codeAnswer). */
  cells: Map<string, Cell[]>;
  points?: Value[];
  session?: Session;
}

let grids: GridEntry[] = [];
const optionsCache = new Lru<string, Outcome<FunctionOptions>>(32);

/**
 * Whether a grid already checked in the current synchronous run of calls is reused without a
 * full comparison when address, reading and size agree (see the comment at the top).
 */
export const SAME_RUN_REUSE = { enabled: true };

/**
 * Grids checked in the current synchronous run, by address: the entry and the layout it was read
 * with. A later call of the run reuses the entry when its grid has the entry's size: as many rows
 * and as long a first row (sameSize).
 */
interface RunHit {
  /** How the grid was read (readKey). */
  layout: string;
  entry: GridEntry;
}
const sameRun = new Map<string, RunHit[]>();
let runOpen = false;

function endRun(): void {
  runOpen = false;
  sameRun.clear();
  runSession = undefined;
}

/**
 * The last session handed out in the current run, with what it was found by: the grid's address,
 * the options' text (optionsText), the grid's size, no roster. A later call of the run that
 * brings the same gets it without the lookups of session(): these determine the same grid entry
 * (address, reading, size: gridEntry's same-run rule, the reading following from the options)
 * and the same options, so the answer is the one session() would give. Cleared with the run.
 */
interface RunSession {
  address: string;
  optionsText: string;
  rows: number;
  width: number;
  session: Session;
}
let runSession: RunSession | undefined;

/**
 * Ends the current synchronous run of calls at once, so that the next call compares its grid in
 * full. For calls that did not come straight from one host message: functions.ts runs the calls
 * that waited for this module to load one by one, and they may come from several messages.
 */
export function endRunNow(): void {
  endRun();
}

function inSameRun(): void {
  if (runOpen) return;
  // the run ends when the current task's synchronous code is done (a microtask)
  void Promise.resolve().then(endRun);
  runOpen = true;
  sameRun.clear();
}

/**
 * Whether a grid has the size of a stored copy: as many rows, and a first row as long. The
 * same-run reuse relies on the runtime's contract (one address, one content within one host
 * message), not on this; a grid of another size is another grid, though, and is compared in
 * full. No cell is compared: reading cells of the argument is what a later call of a run must
 * not pay for (docs/decisions.md, "Functions and the memo").
 */
function sameSize(cells: unknown[][], entry: GridEntry): boolean {
  const stored = entry.cells;
  return cells.length === stored.length && cells[0].length === stored[0].length;
}

/** Forgets every parsed grid and computed value (tests, benchmark). */
export function clearCaches(): void {
  for (const e of grids) e.live = false;
  grids = [];
  optionsCache.clear();
  sameRun.clear();
  runSession = undefined;
}

/** Number of grids currently cached (tests). */
export function cachedGridCount(): number {
  return grids.length;
}

/** Whether a row holds the same cells (===) as a stored row (any row: the header, odd shapes). */
function sameRow(stored: unknown[], row: unknown): boolean {
  if (row === stored) return true;
  if (!Array.isArray(row)) return false;
  const m = stored.length;
  if (row.length !== m) return false;
  for (let j = 0; j < m; j++) if (stored[j] !== row[j]) return false;
  return true;
}

/**
 * Whether the cells of a row of m cells (both rows m long) are the same (===), the first 16
 * columns each compared at its own place in the code. This is the loop that reads every cell of
 * a grid on the first call of every host message (and on every call without an address), so it
 * is written for V8: a comparison site sees one kind of value when each column has one (start
 * numbers and ratings are small integers, round cells short strings that JSON.parse interns),
 * and V8 then compares by reference or as integers in place, instead of calling its generic
 * strict-equality routine for every cell as one shared loop does (about 25% of the full
 * comparison on the benchmark's grid; bench/functions.bench.ts, BENCHMARKS.md). Wider rows go
 * on in an ordinary loop.
 */
function sameCellsOfRow(q: unknown[], r: unknown[], m: number): boolean {
  if (m === 0) return true;
  if (q[0] !== r[0]) return false;
  if (m === 1) return true;
  if (q[1] !== r[1]) return false;
  if (m === 2) return true;
  if (q[2] !== r[2]) return false;
  if (m === 3) return true;
  if (q[3] !== r[3]) return false;
  if (m === 4) return true;
  if (q[4] !== r[4]) return false;
  if (m === 5) return true;
  if (q[5] !== r[5]) return false;
  if (m === 6) return true;
  if (q[6] !== r[6]) return false;
  if (m === 7) return true;
  if (q[7] !== r[7]) return false;
  if (m === 8) return true;
  if (q[8] !== r[8]) return false;
  if (m === 9) return true;
  if (q[9] !== r[9]) return false;
  if (m === 10) return true;
  if (q[10] !== r[10]) return false;
  if (m === 11) return true;
  if (q[11] !== r[11]) return false;
  if (m === 12) return true;
  if (q[12] !== r[12]) return false;
  if (m === 13) return true;
  if (q[13] !== r[13]) return false;
  if (m === 14) return true;
  if (q[14] !== r[14]) return false;
  if (m === 15) return true;
  if (q[15] !== r[15]) return false;
  for (let j = 16; j < m; j++) if (q[j] !== r[j]) return false;
  return true;
}

/**
 * Whether a grid has the same cells as a stored copy (every row of the copy an array). The
 * header row (text over number columns) goes through the plain loop, so that it does not mix
 * the kinds of value the other rows' comparison sites see.
 */
function sameCells(stored: unknown[][], cells: unknown[][]): boolean {
  const n = stored.length;
  if (cells.length !== n) return false;
  if (n === 0) return true;
  if (!sameRow(stored[0], cells[0])) return false;
  for (let i = 1; i < n; i++) {
    const q = stored[i];
    const r = cells[i];
    if (r === q) continue;
    if (!Array.isArray(r) || r.length !== q.length) return false;
    if (!sameCellsOfRow(q, r as unknown[], q.length)) return false;
  }
  return true;
}

/** Turns anything thrown below into the error shown in the cell. */
export function asFunctionError(e: unknown, context?: string): FunctionError {
  if (e instanceof FunctionError) return e;
  const prefix = context ? `${context}: ` : "";
  if (e instanceof GridError) return new FunctionError("value", e.message, e.reason, e.place);
  if (isInputError(e)) {
    // a player or value that is not there is #N/A; everything else the input got wrong #VALUE!
    const kind = e.reason === "not-found" ? "na" : "value";
    return new FunctionError(kind, prefix + e.message, e.reason, e.place);
  }
  const msg = e instanceof Error ? e.message : String(e);
  return new FunctionError("value", `${prefix}could not compute (${msg})`);
}

function attempt<T>(f: () => T, context?: string): Outcome<T> {
  try {
    return { ok: f() };
  } catch (e) {
    return { error: asFunctionError(e, context) };
  }
}

function unwrap<T>(o: Outcome<T>): T {
  if ("error" in o) throw o.error;
  return o.ok;
}

/** A quick look at the shape (every row is checked only when a grid is read for the first time). */
function checkGrid(grid: unknown, allRows = false): unknown[][] {
  if (
    !Array.isArray(grid) ||
    grid.length === 0 ||
    !Array.isArray(grid[0]) ||
    (allRows && !grid.every((r) => Array.isArray(r)))
  ) {
    throw new FunctionError(
      "value",
      "grid: expected a range of cells (the results grid with its header row)"
    );
  }
  return grid as unknown[][];
}

/**
 * The roster range of a board list whose teams are not in columns (team events: Team and Player
 * columns, or one row per team), with its sheet address for messages. Omitted (null) or one blank
 * cell: none.
 */
export interface RosterArg {
  cells: unknown;
  address?: string;
}

/** The roster's cells, or undefined when it is omitted. */
function rosterCells(roster: RosterArg | undefined): unknown[][] | undefined {
  const v = roster?.cells;
  if (v === null || v === undefined) return undefined;
  if (!Array.isArray(v) || !v.every((r) => Array.isArray(r)))
    throw new FunctionError(
      "value",
      "roster: expected a range of cells (Team and Player columns, the players in board order)"
    );
  const rows = v as unknown[][];
  if (rows.length === 1 && rows[0].length === 1 && (isBlank(rows[0][0]) || rows[0][0] === 0))
    return undefined;
  return rows;
}

/** How a grid is read: its layout, for team grids the boards per match and the roster. */
function readKey(opts: FunctionOptions, roster?: unknown[][], rosterAddress?: string): string {
  const boards = opts.engine.extra?.["boards"];
  const base = `${opts.layout ?? ""}${boards !== undefined ? `;boards=${boards}` : ""}`;
  // a roster is small (a few hundred cells): its whole content is part of the key
  return roster ? `${base};roster@${rosterAddress ?? ""}=${JSON.stringify(roster)}` : base;
}

function gridEntry(
  grid: unknown,
  opts: FunctionOptions,
  address?: string,
  rosterArg?: RosterArg
): GridEntry {
  const roster = rosterCells(rosterArg);
  const layout = readKey(opts, roster, rosterArg?.address);
  const cells = checkGrid(grid);
  let hits: RunHit[] | undefined;
  const reuse = address !== undefined && address !== "" && SAME_RUN_REUSE.enabled;
  if (reuse) {
    inSameRun();
    hits = sameRun.get(address);
    if (hits) {
      for (let k = 0; k < hits.length; k++) {
        const h = hits[k];
        if (h.layout === layout && sameSize(cells, h.entry) && h.entry.live) {
          return h.entry;
        }
      }
    }
  }
  const entry = findOrRead(cells, opts, layout, address, roster, rosterArg?.address);
  if (reuse) {
    const hit: RunHit = { layout, entry };
    if (hits) hits.push(hit);
    else sameRun.set(address, [hit]);
  }
  return entry;
}

/**
 * Reads a grid: a team grid (team layouts, or detected by teamLayoutOf) into its event, its
 * teams as the rows (the MP view's players), else an individual grid.
 */
function readGrid(
  copy: unknown[][],
  opts: FunctionOptions,
  origin: GridOrigin | undefined,
  roster?: unknown[][],
  rosterAddress?: string
): ParsedGrid {
  const layout = opts.layout;
  const team =
    layout === undefined ? teamLayoutOf(copy) : layout.startsWith("team-") ? layout : null;
  if (roster && layout !== undefined && team === null)
    throw new FunctionError(
      "value",
      `roster: a roster goes with a team board list, not with layout=${layout}`
    );
  if (team === null && !roster)
    return parseGrid(copy, { layout: layout as GridLayout | undefined, origin });
  const raw = opts.engine.extra?.["boards"];
  if (raw !== undefined && !/^\d{1,3}$/.test(raw))
    throw new FunctionError(
      "value",
      `options: boards=${raw}: expected a whole number of boards, e.g. boards=4`
    );
  const r = parseTeamGrid(copy, {
    ...(team !== null ? { layout: team as TeamGridLayout } : {}),
    origin,
    ...(raw !== undefined ? { boards: Number(raw) } : {}),
    ...(roster ? { roster, rosterOrigin: originOf(rosterAddress) } : {}),
  });
  const near: Record<TeamGridLayout, GridLayout> = {
    "team-swiss": "swiss",
    "team-crosstable": "crosstable",
    "team-boards": "games",
  };
  return {
    tournament: teamContext(r.event).t,
    layout: near[r.layout],
    warnings: r.warnings,
    playerRows: r.teamRows,
    header: r.header,
    team: r.event,
  };
}

/** The entry of a grid found by comparing every cell with the stored copies, or read anew. */
function findOrRead(
  cells: unknown[][],
  opts: FunctionOptions,
  layout: string,
  address: string | undefined,
  roster?: unknown[][],
  rosterAddress?: string
): GridEntry {
  const origin = originOf(address);
  const where = `${origin?.sheet ?? ""}!${origin?.row ?? ""}:${origin?.col ?? ""}|${layout}`;
  for (let k = 0; k < grids.length; k++) {
    const e = grids[k];
    if (e.where === where && sameCells(e.cells, cells)) {
      if (k > 0) {
        grids.splice(k, 1);
        grids.unshift(e);
      }
      return e;
    }
  }
  // a private copy of the rows, so that nobody's later change of the array fools the comparison
  const copy = checkGrid(cells, true).map((r) => r.slice());
  const parsed = attempt(() => {
    try {
      return readGrid(
        copy,
        opts,
        origin,
        roster?.map((r) => r.slice()),
        rosterAddress
      );
    } catch (e) {
      if (e instanceof GridError) throw e;
      throw new FunctionError(
        "value",
        `grid: could not be read (${e instanceof Error ? e.message : String(e)})`
      );
    }
  });
  const entry: GridEntry = {
    cells: copy,
    where,
    parsed,
    derived: new Lru(DERIVED_CACHE_SIZE),
    perOptions: new Map(),
    live: true,
  };
  grids.unshift(entry);
  while (grids.length > GRID_CACHE_SIZE) (grids.pop() as GridEntry).live = false;
  return entry;
}

function derive<T>(entry: GridEntry, key: string, f: () => T, context?: string): T {
  return unwrap(entry.derived.getOrCompute(key, () => attempt(f, context)) as Outcome<T>);
}

/** The options argument as one text (its cells' texts, a line each): what the options are parsed from. */
function optionsText(arg: unknown): string {
  // the usual shapes first: omitted (null) or one cell of text
  const one =
    Array.isArray(arg) && arg.length === 1 && Array.isArray(arg[0]) && arg[0].length === 1;
  const v: unknown = one ? (arg as unknown[][])[0][0] : arg;
  return typeof v === "string" && !v.includes("\n")
    ? v.trim()
    : isBlank(v)
      ? ""
      : cellTexts(arg).join("\n");
}

function options(arg: unknown, texts: string): FunctionOptions {
  let o = optionsCache.get(texts);
  if (!o) {
    o = attempt(() => parseOptions(arg));
    optionsCache.set(texts, o);
  }
  return unwrap(o);
}

/** Everything a function needs: the parsed grid, the options, the shared engine context. */
export interface Session {
  readonly entry: GridEntry;
  readonly grid: GridResult;
  readonly t: Tournament;
  readonly opts: FunctionOptions;
  readonly ctx: Ctx;
  readonly per: PerOptions;
  /** A team grid's event (values, standings and explanations are the teams'). */
  readonly team?: TeamEvent;
}

/**
 * The parsed grid and options of one call. `address` is the grid's sheet address from the
 * invocation ("Results!A1:H31"), when Excel gives it.
 */
export function session(
  grid: unknown,
  optionsArg: unknown,
  address?: string,
  roster?: RosterArg
): Session {
  const text = optionsText(optionsArg);
  const last = runSession;
  if (
    last !== undefined &&
    address === last.address &&
    text === last.optionsText &&
    roster === undefined &&
    Array.isArray(grid) &&
    grid.length === last.rows &&
    Array.isArray(grid[0]) &&
    (grid[0] as unknown[]).length === last.width &&
    last.session.entry.live &&
    SAME_RUN_REUSE.enabled
  )
    return last.session;
  const s = sessionOf(grid, options(optionsArg, text), address, roster);
  if (runOpen && address !== undefined && address !== "" && roster === undefined) {
    const cells = grid as unknown[][];
    runSession = {
      address,
      optionsText: text,
      rows: cells.length,
      width: cells[0].length,
      session: s,
    };
  }
  return s;
}

function sessionOf(
  grid: unknown,
  opts: FunctionOptions,
  address: string | undefined,
  roster: RosterArg | undefined
): Session {
  const entry = gridEntry(grid, opts, address, roster);
  let per = entry.perOptions.get(opts);
  if (!per) {
    const parsed = unwrap(entry.parsed);
    if (entry.perOptions.size >= 32) entry.perOptions.clear();
    per = {
      ctx: attempt(
        () =>
          parsed.team
            ? teamContext(parsed.team, opts.engine)
            : new Ctx(parsed.tournament, opts.engine),
        "options"
      ),
      values: new Map(),
      cells: new Map(),
    };
    entry.perOptions.set(opts, per);
  }
  // one Session object per grid entry and options, shared by every later call
  if (per.session) return per.session;
  const parsed = unwrap(entry.parsed);
  const s: Session = {
    entry,
    grid: parsed,
    t: parsed.tournament,
    opts,
    ctx: unwrap(per.ctx),
    per,
    ...(parsed.team ? { team: parsed.team } : {}),
  };
  per.session = s;
  return s;
}

function normName(s: string): string {
  return s.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
}

function playerList(t: Tournament): string {
  if (t.players.length === 0) return "the grid has no players";
  const ids = t.players.map((p) => p.id);
  return `numbers ${Math.min(...ids)} to ${Math.max(...ids)}`;
}

const COUNT_WORDS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** The #N/A for a name that two or more players carry: their rows, and what to give instead. */
function sameName(t: Tournament, key: string): FunctionError {
  const named = t.players.filter((p) => p.name && normName(p.name) === key);
  const rows = named.map((p) => {
    const m = /(\d+)$/.exec(p.source?.cell ?? "");
    return m ? m[1] : `number ${p.id}`;
  });
  const list =
    rows.length > 1 ? `${rows.slice(0, -1).join(", ")} and ${rows[rows.length - 1]}` : rows[0];
  const count = COUNT_WORDS[named.length] ?? String(named.length);
  return new FunctionError(
    "na",
    `${count} players are named ${named[0].name}: rows ${list}; give the number (${named.map((p) => p.id).join(" or ")})`
  );
}

/**
 * The index of a player given by start number or name (case and spacing ignored), or null when
 * the argument is blank (then the function answers for every player).
 */
export function playerIndex(s: Session, player: unknown): number | null {
  const players = s.entry.players ?? playersOf(s);
  const byId = players.byId;
  // a start number, the usual case (0 is a blank cell on the desktop: every player)
  if (typeof player === "number" && player !== 0) {
    const i = byId.get(player);
    if (i !== undefined) return i;
  }
  const v = scalarOf(player);
  if (isBlank(v)) return null;
  if (typeof v === "number") {
    const i = byId.get(v);
    if (i === undefined)
      throw new FunctionError("na", `player ${v}: no player has this number (${playerList(s.t)})`);
    return i;
  }
  if (typeof v === "string") {
    const text = v.trim();
    if (/^\d+$/.test(text)) {
      const i = byId.get(Number(text));
      if (i !== undefined) return i;
    }
    // names are indexed on the first call by name (most sheets give start numbers)
    if (!players.byName) {
      const byName = new Map<string, number>();
      s.t.players.forEach((p, k) => {
        if (!p.name) return;
        const key = normName(p.name);
        // -1: more than one player has this name (never answer for one of them)
        byName.set(key, byName.has(key) ? -1 : k);
      });
      players.byName = byName;
    }
    const i = players.byName.get(normName(text));
    if (i === -1) throw sameName(s.t, normName(text));
    if (i === undefined)
      throw new FunctionError(
        "na",
        `player "${text}": no player of this name or number in the grid (${playerList(s.t)})`
      );
    return i;
  }
  throw new FunctionError("value", `player: expected a start number or a name, got ${String(v)}`);
}

/** The index of every player by start number (names are indexed when first asked for). */
function playersOf(s: Session): NonNullable<GridEntry["players"]> {
  const byId = new Map<number, number>();
  s.t.players.forEach((p, i) => byId.set(p.id, i));
  s.entry.players = { byId };
  return s.entry.players;
}

/**
 * The answer of a per-player function for one code (BUCHHOLZ, WINS...): the session, the code's
 * values and the player's cell (or the column), in one call.
 */
export function codeAnswer(
  grid: unknown,
  optionsArg: unknown,
  address: string | undefined,
  code: string,
  player: unknown
): Matrix {
  const s = session(grid, optionsArg, address);
  // the code first: a bad code is the error even when the player is wrong too
  let cells = s.per.cells.get(code);
  if (cells === undefined) {
    cells = cellsOf(codeValues(s, code));
    if (s.per.cells.size < 256) s.per.cells.set(code, cells);
  }
  const i = playerIndex(s, player);
  return i !== null ? [[cells[i]]] : column(s, codeValues(s, code));
}

/** Values of one code for every player (group-based codes on the groups tied on points). */
export function codeValues(s: Session, code: string | CodeSpec, context = "code"): Value[] {
  if (typeof code === "string") {
    const known = s.per.values.get(code);
    if (known) return known;
    const vals = codeValuesOf(s, code, context);
    if (s.per.values.size < 256) s.per.values.set(code, vals);
    return vals;
  }
  return codeValuesOf(s, code, context);
}

function codeValuesOf(s: Session, code: string | CodeSpec, context: string): Value[] {
  const spec =
    typeof code === "string"
      ? derive(s.entry, `spec|${code}`, () => parseCode(code), `${context} "${code}"`)
      : code;
  return derive(
    s.entry,
    `values|${spec.code}|${s.opts.key}`,
    () => {
      if (spec.def.compute) return valuesOf(s.ctx, spec);
      const st = standingsIn(s.ctx, [spec]);
      const out: Value[] = new Array<Value>(s.t.players.length).fill(null);
      for (const row of st.rows) out[row.index] = row.values[0];
      return out;
    },
    spec.code
  );
}

export function pointsValues(s: Session): Value[] {
  if (s.per.points) return s.per.points;
  const points = derive(s.entry, `points|${s.opts.key}`, () =>
    s.t.players.map((_, i) => s.ctx.score(i))
  );
  s.per.points = points;
  return points;
}

/**
 * The tie-break list for STANDINGS and RANK: the order argument (codes, or a preset id), else
 * order= or preset= in the options, else the file's list, else the engine's default preset for
 * the event type.
 */
export function orderText(s: Session, orderArg: unknown): string {
  const items = cellTexts(orderArg);
  if (items.length > 0) {
    if (items.length === 1) {
      const p = getPreset(items[0]);
      if (p) return p.order.join(", ");
    }
    return items.join(", ");
  }
  if (s.team) {
    // a team grid: order=, else preset=, else the engine's default team order (as the CLI)
    if (s.opts.order) return s.opts.order;
    if (s.opts.preset) return s.opts.preset.order.join(", ");
    return defaultTeamOrderIn(s.ctx).join(", ");
  }
  // the same resolution as every other surface (engine resolveEvent)
  return resolveEvent(s.t, {
    order: s.opts.order ?? null,
    preset: s.opts.preset ?? null,
    options: s.opts.engine,
  })
    .specs.map((x) => x.code)
    .join(", ");
}

/** A preset named as the order argument brings its options (rules...), unless the options say otherwise. */
export function withOrderPreset(orderArg: unknown, optionsArg: unknown): unknown {
  const items = cellTexts(orderArg);
  if (items.length !== 1) return optionsArg;
  const p = getPreset(items[0]);
  if (!p) return optionsArg;
  const explicit = cellTexts(optionsArg);
  if (explicit.some((t) => /(^|[;\n\r])\s*preset\s*=/i.test(t))) return optionsArg;
  return [`preset=${p.id}`, ...explicit];
}

export function standings(s: Session, order: string): Standings {
  return derive(
    s.entry,
    `standings|${order}|${s.opts.key}`,
    () =>
      s.team ? teamStandingsIn(s.ctx, parseOrder(order)) : standingsIn(s.ctx, parseOrder(order)),
    "order"
  );
}

/** The ranked table with its header row, every cell a number or text ("" for undefined). */
export function standingsMatrix(s: Session, order: string): Matrix {
  const columns = s.opts.columns;
  if (columns)
    unwrap(
      attempt(
        () =>
          s.team
            ? teamColumns(standings(s, order) as TeamStandings, columns)
            : attributeColumns(s.t, columns),
        "options"
      )
    );
  return derive(
    s.entry,
    `table|${order}|${s.opts.key}`,
    () => {
      // the reader's warnings (grouped as on every surface) and the engine's, as notes below
      const inputWarnings = s.grid.warnings.map((w) => placedWarning({ ...w, where: w.cell }));
      const table = s.team
        ? teamStandingsTable(standings(s, order) as TeamStandings, {
            attributes: columns,
            inputWarnings,
          })
        : standingsTable(standings(s, order), s.t, { attributes: s.opts.columns, inputWarnings });
      const width = Math.max(table.header.length, ...table.rows.map((r) => r.length));
      const pad = (r: readonly unknown[]): Cell[] => {
        const out: Cell[] = [];
        for (let j = 0; j < width; j++) out.push(cellOf(r[j] as string | number | undefined));
        return out;
      };
      const warnings = table.notes.filter((n) => n.startsWith("Warning: "));
      const notes = warnings.length ? [pad([]), ...warnings.map((n) => pad([n]))] : [];
      return [pad(table.header), ...table.rows.map(pad), ...notes];
    },
    "order"
  );
}

export function rankValues(s: Session, order: string): (number | null)[] {
  return derive(s.entry, `rank|${order}|${s.opts.key}`, () => {
    const st = standings(s, order);
    const out = new Array<number | null>(s.t.players.length).fill(null);
    for (const row of st.rows) out[row.index] = row.rank;
    return out;
  });
}

/**
 * One value ([[v]]) for a player, or a column aligned with the grid's rows ("" on the header
 * and on rows that are not players) when no player is given.
 */
export function perPlayerAnswer(
  s: Session,
  values: readonly (Value | number | null)[],
  player: unknown
): Matrix {
  const i = playerIndex(s, player);
  if (i !== null) return [[cellsOf(values)[i]]];
  return column(s, values);
}

const cellCache = new WeakMap<readonly (Value | number | null)[], Cell[]>();

/** The cells of a list of values, computed once per list. */
function cellsOf(values: readonly (Value | number | null)[]): Cell[] {
  let cells = cellCache.get(values);
  if (!cells) {
    cells = values.map((v) => cellOf(v));
    cellCache.set(values, cells);
  }
  return cells;
}

function column(s: Session, values: readonly (Value | number | null)[]): Matrix {
  const rows = s.entry.cells.length;
  const pr = s.grid.playerRows;
  const aligned =
    Array.isArray(pr) &&
    pr.length === values.length &&
    pr.every((r) => Number.isInteger(r) && r >= 0 && r < rows) &&
    new Set(pr).size === pr.length;
  if (!aligned) return values.map((v) => [cellOf(v)]);
  const out: Matrix = Array.from({ length: rows }, () => [""]);
  pr.forEach((r, k) => (out[r] = [cellOf(values[k])]));
  return out;
}

/**
 * RATING_CHANGE: the FIDE rating change of a player ([[change]]; #N/A saying why there is none:
 * unrated, or no rated game), or a column of them beside the grid ("" where there is none).
 */
export function ratingChangeAnswer(s: Session, player: unknown): Matrix {
  if (s.team)
    throw new FunctionError(
      "value",
      "grid: a team grid; RATING_CHANGE reads the players of an individual event"
    );
  const report = derive(s.entry, `rating|${s.opts.key}`, () => ratingChangesIn(s.ctx), "options");
  const i = playerIndex(s, player);
  if (i === null)
    return column(
      s,
      report.players.map((x) => (x.change === null ? null : Q.int(x.change)))
    );
  const x = report.players[i];
  if (x.change !== null) return [[x.change]];
  const who = `player ${x.start} (${x.name})`;
  const f = x.first;
  throw new FunctionError(
    "na",
    x.rating === null
      ? `${who} is unrated: no rating change${f?.ru ? `; a first rating of ${f.ru} (provisional) from ${f.games} games; EXPLAIN with "RATING" shows it` : ""}`
      : `${who} has no rated game: no rating change`
  );
}

/** The per-round working of one value, with a header row and a total row. */
export function explainMatrix(s: Session, player: unknown, code: unknown): Matrix {
  const codeText = cellTexts(code)[0];
  if (codeText === undefined)
    throw new FunctionError("value", 'code: a tie-break code is needed, e.g. "BH/C1"');
  const i = playerIndex(s, player);
  if (i === null)
    throw new FunctionError("value", "player: EXPLAIN needs one player (number or name)");
  return derive(
    s.entry,
    `explain|${codeText}|${i}|${s.opts.key}`,
    () => {
      // RATING: the rating change's working (its table of games below)
      const ex =
        !s.team && isRatingCode(codeText)
          ? explainRatingChange(ratingChangesIn(s.ctx), i, s.t)
          : s.team
            ? explainTeamIn(s.ctx, parseCode(codeText), i)
            : explainValue(s.t, parseCode(codeText), i, s.opts.engine);
      const names = new Map(s.t.players.map((p) => [p.id, p.name]));
      const header: Cell[] = [
        "Round",
        "Opponent",
        "Name",
        "Element",
        "Score used",
        "Own points",
        "Contribution",
        "Status",
        "Note",
      ];
      const status: Record<string, string> = {
        kept: "kept",
        cut: "cut",
        "cut-high": "cut (highest)",
        "not counted": "not counted",
      };
      const rows: Matrix = ex.rows.map((r) => [
        r.round ?? "",
        r.opponent ?? "",
        r.opponent !== null ? (names.get(r.opponent) ?? "") : "",
        r.label,
        cellOf(r.used),
        cellOf(r.own),
        cellOf(r.contribution),
        status[r.status] ?? r.status,
        r.note ?? "",
      ]);
      const total: Cell[] = ["Total", "", "", ex.summary, "", "", cellOf(ex.value), "", ""];
      const out: Matrix = [header, ...rows, total];
      if (ex.table) {
        // DE's mini-table below the working; every row as wide as the wider of the two
        const tableRows: Cell[][] = [
          [ex.table.title],
          [...ex.table.header],
          ...ex.table.rows.map((r) => r.map((v) => (typeof v === "string" ? v : cellOf(v)))),
        ];
        out.push(...tableRows);
        const width = Math.max(...out.map((r) => r.length));
        for (const r of out) while (r.length < width) r.push("");
      }
      return out;
    },
    `code "${codeText}"`
  );
}

/** The session of a team grid; a #VALUE! saying what a team grid is otherwise. */
export function teamSession(s: Session): Session {
  if (s.team) return s;
  throw new FunctionError(
    "value",
    'grid: not a team grid. TEAM_STANDINGS reads a team Swiss table ("12w 3½-½"), a team crosstable of match scores, or a board list (Round, Board, White, Black, Result) with "White team" and "Black team" columns or a roster range as the last argument'
  );
}
