/**
 * The standings sheet as pure data: the ranking list of the formats layer (standingsTable: event
 * header, columns, "Why this place", legend, notes), laid out as one block for excel.ts and as a
 * table for the page outside Excel and the .xlsx / .csv / .html downloads.
 *
 * Layout: the title and the event header lines from A1, a blank row, the Excel table, a blank
 * row, then "Notes" and one legend or note line per row.
 */
import type { Standings, TeamStandings, Tournament } from "../engine";
import { placedWarning } from "../engine/warnings";
import type { Crosstable } from "../formats/crosstable";
import { eventCrosstable } from "../formats/team-crosstable";
import { standingsTable, stamp, whyTexts, WHY_HEADER, type StandingsTable } from "../formats/table";
import { boardSections, teamStandingsTable, type BoardSection } from "../formats/team-table";
import { asText, TEXT_CELL_FORMAT, toBlock, type Cell, type TableBlock } from "./blocks";

export const EXPLANATION_HEADER = WHY_HEADER;
export { stamp };

export interface StandingsSheet extends TableBlock {
  /** The same content for the page outside Excel and for the downloads. */
  table: StandingsTable;
  /** The crosstable written below the notes, and the row of its title. */
  crosstable: Crosstable;
  crosstableRow: number;
  /** A team event with board games: the board tables below the crosstable, and their first row. */
  boards: BoardSection[];
  boardsRow: number;
}

export interface SheetInfo {
  /** "FIDE Swiss (modified)", "Custom list". */
  preset: string;
  writtenAt: Date;
  /** Player attributes shown as columns (e.g. Club), when the source has them. */
  attributes?: readonly string[];
  /** The reader's warnings (where, message), grouped into the notes as on every surface. */
  inputWarnings?: readonly { where: string; message: string; kind?: string; round?: number }[];
  /** The minimum-games rule of the board prizes (formats/team-table boardMinGames; default 0). */
  minGames?: number;
}

/** "Why this place" of every row (the formats layer's whyTexts). */
export function explanations(st: Standings): string[] {
  return whyTexts(st);
}

/** The ranking list with the preset named in the header. */
export function standingsContent(st: Standings, t: Tournament, info: SheetInfo): StandingsTable {
  // a team event (TeamStandings carries its view): the team ranking list
  const team = (st as Partial<TeamStandings>).view ? (st as TeamStandings) : null;
  const inputWarnings = info.inputWarnings?.map(placedWarning);
  const base = team
    ? teamStandingsTable(team, { writtenAt: info.writtenAt, inputWarnings })
    : standingsTable(st, t, {
        writtenAt: info.writtenAt,
        attributes: info.attributes,
        inputWarnings,
      });
  const headerLines = [...base.headerLines];
  const at = headerLines.findIndex((l) => l.startsWith("Tie-breaks in order"));
  headerLines.splice(at < 0 ? headerLines.length : at + 1, 0, `Preset: ${info.preset}`);
  return { ...base, headerLines };
}

/** The standings sheet block (see the layout above). */
export function standingsSheet(st: Standings, t: Tournament, info: SheetInfo): StandingsSheet {
  const table = standingsContent(st, t, info);
  // a team event: the team crosstable (match scores), else the individual one
  const cross = eventCrosstable(st, t);
  // and its board tables (board prizes), as --boards and BOARDS give them
  const team = (st as Partial<TeamStandings>).view ? (st as TeamStandings) : null;
  const boards = team ? boardSections(team, info.minGames ?? 0) : [];
  const cols = Math.max(
    1,
    table.header.length,
    cross.header.length,
    ...boards.map((b) => b.header.length)
  );
  const blankRow = (): Cell[] => new Array<Cell>(cols).fill("");
  const generalRow = (): string[] => new Array<string>(cols).fill("General");
  const values: Cell[][] = [];
  const numberFormats: string[][] = [];
  const textLine = (line: string): void => {
    const v = blankRow();
    const f = generalRow();
    v[0] = asText(line);
    f[0] = TEXT_CELL_FORMAT;
    values.push(v);
    numberFormats.push(f);
  };
  // a table of plain cells (the crosstable, a board table), its rows as wide as the sheet
  const plain = (header: string[], rows: (string | number)[][]): void => {
    const b = toBlock(header, rows);
    for (let r = 0; r < b.values.length; r++) {
      const v = blankRow();
      const f = generalRow();
      b.values[r].forEach((x, c) => {
        v[c] = x;
        f[c] = b.numberFormats[r][c];
      });
      values.push(v);
      numberFormats.push(f);
    }
  };
  for (const line of [table.title, ...table.headerLines]) textLine(line);
  values.push(blankRow());
  numberFormats.push(generalRow());
  const tableTop = values.length;
  const block = toBlock(table.header, table.rows);
  values.push(...block.values);
  numberFormats.push(...block.numberFormats);
  const tableRows = block.values.length;
  values.push(blankRow());
  numberFormats.push(generalRow());
  const notesRow = values.length;
  for (const line of ["Notes", ...table.notes]) textLine(line);
  // the crosstable below the notes (a second table on the same sheet, plain cells)
  values.push(blankRow());
  numberFormats.push(generalRow());
  const crosstableRow = values.length;
  textLine(cross.title);
  plain(cross.header, cross.rows);
  for (const line of cross.legend) textLine(line);
  // the board tables below the crosstable: "Board prizes", then per board its title and table
  let boardsRow = -1;
  if (boards.length > 0) {
    values.push(blankRow());
    numberFormats.push(generalRow());
    boardsRow = values.length;
    textLine("Board prizes");
    for (const b of boards) {
      values.push(blankRow());
      numberFormats.push(generalRow());
      textLine(b.title);
      plain(b.header, b.rows);
    }
  }
  // every row as wide as the widest
  for (let r = 0; r < values.length; r++) {
    while (values[r].length < cols) {
      values[r].push("");
      numberFormats[r].push("General");
    }
  }
  return {
    values,
    numberFormats,
    tableTop,
    tableRows,
    tableCols: table.header.length,
    notesRow,
    table,
    crosstable: cross,
    crosstableRow,
    boards,
    boardsRow,
  };
}
