/**
 * Team standings: the ranking list model (StandingsTable of table.ts, so that the text, CSV,
 * xlsx and HTML writers of individual events write team events too), the JSON, and the board
 * tables. Columns: Rk ("3-5" for a shared place, as the individual list), SNo, Team, the primary
 * score, the secondary one, each further code, "Decided by", "Why this place", a Status column
 * when a team withdrew. The JSON is
 *   {"rules", "tiebreaks": [primary, ...codes], "teams": [{"start", "name", "rank", "mp", "gp",
 *    "tiebreaks": {code: value | null}, "decidedBy"}]}
 * with canonical codes as keys (the primary score first), teams in rank order.
 */
import { Q, type Value } from "../engine/rational";
import type { TeamStandings } from "../engine/team/standings";
import { boardTables, type BoardRow, type BoardTable } from "../engine/team/boards";
import { InputError } from "../engine/errors";
import { codeWords } from "../engine/words";
import {
  DECIDED_HEADER,
  EDITION_TITLES,
  jsonNumber,
  NO_HEADER,
  placeTexts,
  RANK_HEADER,
  SHARED_TEXT,
  stamp,
  STATUS_HEADER,
  tableText,
  WHY_HEADER,
  whyTexts,
  withdrawnAfter,
  type ColumnKind,
  type StandingsTable,
} from "./table";
import { inert, inertJson } from "./inert";
import { teamColumns } from "./team-columns";
import { warningLines, type PlacedWarning } from "../engine/warnings";

const QHUNDRED = Q.int(100);

function columns(st: TeamStandings): {
  keys: string[];
  get: (r: TeamStandings["rows"][number]) => Value[];
} {
  const p = st.primary ?? st.main;
  return { keys: [p, ...st.keys], get: (row) => [row.primary, ...row.values] };
}

export function teamStandingsJson(
  st: TeamStandings,
  opts: { attributes?: readonly string[] } = {}
): {
  sheet?: string;
  rules: string;
  tiebreaks: string[];
  teams: object[];
} {
  const { keys, get } = columns(st);
  const attrs = teamColumns(st, opts.attributes ?? []);
  const sheet = st.view.event.sheet;
  return {
    // the sheet read, when the event came from one
    ...(sheet ? { sheet } : {}),
    rules: st.edition,
    tiebreaks: keys,
    teams: st.rows.map((row) => {
      const vals = get(row);
      const tb: Record<string, number | null> = {};
      keys.forEach((k, j) => (tb[k] = vals[j] === null ? null : jsonNumber(vals[j]!)));
      return {
        start: row.player.id,
        name: row.player.name,
        rank: row.rank,
        mp: jsonNumber(row.mp),
        gp: jsonNumber(row.gp),
        tiebreaks: tb,
        decidedBy: row.decidedBy,
        // only when asked (--columns): the issue's shape otherwise
        ...(attrs.length > 0
          ? { columns: Object.fromEntries(attrs.map((a) => [a.label, a.get(row.index)])) }
          : {}),
      };
    }),
  };
}

/** The JSON text, one team per line. */
export function teamStandingsJsonText(
  st: TeamStandings,
  opts: { attributes?: readonly string[] } = {}
): string {
  const j = teamStandingsJson(st, opts);
  const teams = j.teams.map((t) => `    ${JSON.stringify(t)}`).join(",\n");
  return inertJson(
    `{\n${j.sheet ? `  "sheet": ${JSON.stringify(j.sheet)},\n` : ""}  "rules": ${JSON.stringify(j.rules)},\n  "tiebreaks": ${JSON.stringify(j.tiebreaks)},\n` +
      `  "teams": [${teams ? `\n${teams}\n  ` : ""}]\n}\n`
  );
}

function table(header: string[], right: boolean[], cells: string[][]): string[] {
  const body = cells.map((r) => r.map(inert));
  const widths = header.map((h, j) => Math.max(h.length, ...body.map((r) => r[j].length)));
  const fmt = (cells: string[]): string =>
    cells
      .map((c, j) => (right[j] ? c.padStart(widths[j]) : c.padEnd(widths[j])))
      .join("  ")
      .replace(/\s+$/, "");
  return [fmt(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(fmt)];
}

const SCORE_WORDS: Record<string, string> = {
  MP: "match points (a match won, drawn, lost by game points; the team PAB as the event scores it)",
  GP: "game points (the sum of the board points)",
};

export interface TeamTableOptions {
  /** When it was written (a "Written at" note in local time). */
  writtenAt?: Date;
  /** The event's name (default: the event's own, else "Team standings"). */
  title?: string;
  /** Further team columns after the name (--columns; team-columns.ts). */
  attributes?: readonly string[];
  /** The reader's warnings, grouped (engine/warnings.ts) into the notes before the engine's. */
  inputWarnings?: readonly PlacedWarning[];
}

/** The team ranking list as a table of cells for every surface (same model as standingsTable). */
export function teamStandingsTable(st: TeamStandings, opts: TeamTableOptions = {}): StandingsTable {
  const { keys, get } = columns(st);
  const first = keys[0];
  const second = first === "MP" ? "GP" : "MP";
  const others = keys.slice(1).filter((k) => k !== "MP" && k !== "GP");
  const shownKeys = [first, second, ...others];
  const at = (row: TeamStandings["rows"][number], k: string): Value =>
    k === "MP" ? row.mp : k === "GP" ? row.gp : get(row)[keys.indexOf(k)];
  const places = placeTexts(st);
  const why = whyTexts(st);
  const withdrawn = st.rows.map((r) => withdrawnAfter(r, st.rounds));
  const anyWithdrawn = withdrawn.some((w) => w !== null);
  const attrs = teamColumns(st, opts.attributes ?? []);
  const header: string[] = [
    RANK_HEADER,
    NO_HEADER,
    "Team",
    ...attrs.map((a) => a.label),
    ...shownKeys,
    DECIDED_HEADER,
    WHY_HEADER,
  ];
  const kinds: ColumnKind[] = [
    "rank",
    "sno",
    "name",
    ...attrs.map((): ColumnKind => "attr"),
    "pts",
    "pts",
    ...others.map((): ColumnKind => "value"),
    "decided",
    "why",
  ];
  if (anyWithdrawn) {
    header.push(STATUS_HEADER);
    kinds.push("status");
  }
  const rows = st.rows.map((row, j) => {
    const out: (string | number)[] = [places[j], row.player.id, row.player.name];
    for (const a of attrs) out.push(a.get(row.index));
    for (const k of shownKeys) {
      const v = at(row, k);
      out.push(v === null ? "" : v.toNumber());
    }
    out.push(row.decidedBy ?? SHARED_TEXT, why[j]);
    if (anyWithdrawn)
      out.push(withdrawn[j] !== null ? `withdrawn after round ${withdrawn[j]}` : "");
    return out;
  });
  const ev = st.view.event;
  const legend: string[] = [];
  legend.push(
    `${RANK_HEADER}: place${places.some((p) => typeof p === "string") ? '; a shared place is written as a range ("3-5"): the tie-breaks did not separate those teams' : ""}. ${NO_HEADER}: start number.`
  );
  for (const k of shownKeys) {
    const c = st.keys.indexOf(k);
    const spec = c >= 0 ? st.order[c] : null;
    const words = SCORE_WORDS[k] ?? (spec ? codeWords(spec) : k);
    legend.push(
      `${k}: ${words}${k === first ? "; the main score, ranked before the tie-breaks" : ""}`
    );
  }
  legend.push(
    `${DECIDED_HEADER}: the last criterion needed to fix the place; ${first} when the score alone did it.`
  );
  legend.push(
    `${WHY_HEADER}: how the team was separated from the teams directly above and below on the same score, with both values.`
  );
  if (anyWithdrawn) legend.push(`${STATUS_HEADER}: the round after which a team withdrew.`);
  if (st.rows.some((r) => get(r).some((v) => v === null)))
    legend.push("An empty value is undefined; it ranks last.");
  const notes = [...legend];
  for (const w of warningLines(opts.inputWarnings ?? [])) notes.push(`Warning: ${w}`);
  for (const w of st.warnings) notes.push(`Warning: ${w}`);
  if (opts.writtenAt) notes.push(`Written at ${stamp(opts.writtenAt)}`);
  const total = ev.totalRounds && ev.totalRounds >= st.rounds ? ` of ${ev.totalRounds}` : "";
  const kind = st.type === "round-robin" ? "Team round robin" : "Team Swiss";
  const headerLines = [
    ...(ev.sheet ? [`Sheet: ${ev.sheet}`] : []),
    `${kind}, ${st.rows.length} teams${st.view.boards ? `, ${st.view.boards} boards` : ""}. Standings after round ${st.rounds}${total}.`,
    `Match points: ${ev.matchPoints.win}/${ev.matchPoints.draw}/${ev.matchPoints.loss} for a match won/drawn/lost.`,
    `Rules: ${EDITION_TITLES[st.edition] ?? st.edition} [${st.edition}]`,
    `Tie-breaks in order: ${keys.join(", ")}`,
  ];
  return {
    title: opts.title ?? (ev.name?.trim() || "Team standings"),
    headerLines,
    header,
    kinds,
    rows,
    legend,
    notes,
    players: st.rows.map((r) => r.index),
  };
}

/** The team ranking list as plain text (the individual list's layout, tableText). */
export function teamStandingsText(st: TeamStandings, opts: TeamTableOptions = {}): string {
  return tableText(teamStandingsTable(st, opts));
}

/**
 * The minimum-games rule of board prizes: the option min_games=N (default 0: every player with
 * a game is eligible); one reading for the command line's --boards and BOARDS.
 */
export function boardMinGames(extra?: Readonly<Record<string, string>>): number {
  const raw = extra?.["min_games"];
  if (raw === undefined || raw.trim() === "") return 0;
  if (!/^\d{1,3}$/.test(raw.trim()))
    throw new InputError(
      "invalid-value",
      `min_games=${raw}: expected a whole number of games (0 to 999), e.g. min_games=5`,
      { kind: "option", option: "min_games" }
    );
  return Number(raw.trim());
}

/** A board table's title: "Board 2 (prizes: at least 5 games)". */
export function boardTitle(board: number, minGames: number): string {
  return `Board ${board}${minGames > 0 ? ` (prizes: at least ${minGames} games)` : ""}`;
}

/** The columns of a board table. */
export const BOARD_HEADER = [
  "Place",
  "No",
  "Player",
  "Team",
  "Pts",
  "Games",
  "%",
  "Perf",
  "Forfeits",
];

/**
 * One player's row of a board table as cells (for a spill or a sheet): numbers as numbers, the
 * percentage to one decimal (83.3), "" for no place (not eligible), no percentage, no
 * performance and no forfeits.
 */
export function boardRowCells(r: BoardRow): (string | number)[] {
  return [
    r.place ?? "",
    r.player,
    r.name,
    r.team,
    r.points.toNumber(),
    r.games,
    r.percentage === null ? "" : Number(r.percentage.mul(QHUNDRED).toFixed(1)),
    r.performance ?? "",
    r.forfeits || "",
  ];
}

/** One board table as cells: its title, the header and the rows (boardRowCells). */
export interface BoardSection {
  board: number;
  title: string;
  header: string[];
  rows: (string | number)[][];
}

/**
 * The board tables of team standings as cell tables (the pane's sheet, the page and its
 * downloads): the same tables as --boards and BOARDS, after the standings' rounds. Empty when the
 * event has no board games (a team Swiss table or crosstable holds match scores only).
 */
export function boardSections(st: TeamStandings, minGames: number): BoardSection[] {
  return boardTables(st.view, st.rounds, minGames).map((t) => ({
    board: t.board,
    title: boardTitle(t.board, minGames),
    header: [...BOARD_HEADER],
    rows: t.rows.map(boardRowCells),
  }));
}

export function boardTablesText(tables: BoardTable[], minGames: number): string {
  const lines: string[] = [];
  for (const t of tables) {
    lines.push(boardTitle(t.board, minGames));
    const body = t.rows.map((r) => [
      r.place === null ? "-" : String(r.place),
      String(r.player),
      r.name,
      r.team,
      r.points.toString(),
      String(r.games),
      r.percentage === null ? "-" : `${r.percentage.mul(QHUNDRED).toFixed(1)}%`,
      r.performance === null ? "-" : String(r.performance),
      r.forfeits ? String(r.forfeits) : "",
    ]);
    const header = BOARD_HEADER;
    lines.push(
      ...table(
        header,
        header.map((_, j) => j !== 2 && j !== 3),
        body
      ),
      ""
    );
  }
  return lines.map(inert).join("\n");
}
