/**
 * The standings sheet as pure data: the standings table of the formats layer (standingsTable),
 * an explanation of how each player was separated from the one above, and a note block (rules,
 * preset, order, warnings, when it was written), laid out as one block for excel.ts and as a
 * table for the page outside Excel and the .xlsx / .csv downloads.
 */
import type { Standings, Tournament, Value } from "../engine";
import { standingsTable, type StandingsTable } from "../formats/table";
import { asText, TEXT_FORMAT, toBlock, type Cell, type TableBlock } from "./blocks";

export const EXPLANATION_HEADER = "Why this place";

export interface StandingsSheet extends TableBlock {
  /** The same content for the page outside Excel and for .xlsx / .csv downloads. */
  table: StandingsTable;
}

export interface SheetInfo {
  /** "FIDE Swiss (modified)", "Custom list". */
  preset: string;
  writtenAt: Date;
}

function show(v: Value | undefined): string {
  return v === null || v === undefined ? "undefined" : v.toString();
}

/**
 * One sentence per row on how the player was separated from the player directly above:
 * nothing when the points did it, the criterion and both values when a tie-break did, and
 * "shared place" when the whole list did not.
 */
export function explanations(st: Standings): string[] {
  const primary = st.primary ?? "PTS";
  return st.rows.map((row, j) => {
    if (j === 0) return "";
    const above = st.rows[j - 1];
    if (row.aboveBy === null) {
      return `Still tied with ${above.player.name} after every tie-break: shared place (lots)`;
    }
    if (row.aboveBy === primary) return "";
    const k = st.keys.indexOf(row.aboveBy);
    if (k < 0) return `Below ${above.player.name} by ${row.aboveBy}`;
    return `Tied on ${primary === "PTS" ? "points" : primary} with ${above.player.name}; ${row.aboveBy} ${show(above.values[k])} vs ${show(row.values[k])}`;
  });
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** Local date and time, "2026-11-30 14:05". */
export function stamp(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The standings table (standingsTable from the formats layer) with the explanation column and
 * the note block (rules edition, preset, order, warnings, when it was written).
 */
export function standingsContent(st: Standings, t: Tournament, info: SheetInfo): StandingsTable {
  const base = standingsTable(st, t, { writtenAt: info.writtenAt });
  const why = explanations(st);
  const header = [...base.header, EXPLANATION_HEADER];
  const rows = base.rows.map((r, j) => [...r, why[j] ?? ""]);
  const notes = [...base.notes];
  const has = (re: RegExp): boolean => notes.some((n) => re.test(n));
  if (!has(/preset/i)) notes.splice(Math.min(1, notes.length), 0, `Preset: ${info.preset}`);
  if (!has(/rules|edition/i)) notes.unshift(`Rules: ${st.edition}`);
  if (!has(/order|tie-?breaks?:/i)) {
    notes.push(`Order: ${["PTS", ...st.order.map((s) => s.code)].join(", ")}`);
  }
  if (!has(/written/i)) notes.push(`Written at ${stamp(info.writtenAt)}`);
  return { header, rows, notes };
}

/** The standings sheet: the table from A1, a blank row, then "Notes" and one note per row. */
export function standingsSheet(st: Standings, t: Tournament, info: SheetInfo): StandingsSheet {
  const table = standingsContent(st, t, info);
  const block = toBlock(table.header, table.rows);
  const cols = table.header.length;
  const tableRows = block.values.length;
  const blankRow = (): Cell[] => new Array<Cell>(cols).fill("");
  const generalRow = (): string[] => new Array<string>(cols).fill("General");
  block.values.push(blankRow());
  block.numberFormats.push(generalRow());
  const notesRow = block.values.length;
  for (const line of ["Notes", ...table.notes]) {
    const v = blankRow();
    const f = generalRow();
    v[0] = asText(line);
    f[0] = TEXT_FORMAT;
    block.values.push(v);
    block.numberFormats.push(f);
  }
  return { ...block, tableRows, tableCols: cols, notesRow, table };
}
