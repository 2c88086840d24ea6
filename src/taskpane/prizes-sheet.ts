/**
 * The Prizes sheet as pure data: the prize table of the formats layer (prizeTable: one row per
 * prize and player paid, the same table as the command line's and =TIEBREAK.PRIZES), laid out as
 * one block for excel.ts, like the standings sheet:
 *
 * the title and two lines (the prize list read, the split) from A1, a blank row, the Excel
 * table, a blank row, then "Notes" and one note per row (fund and paid, unawarded prizes,
 * warnings, the odd-cent rule, when written).
 *
 * Money columns (Amount, Paid) are numbers with the format "0.00" when any sum has cents, "0"
 * otherwise, so that the sheet shows what the command line prints; text is written as text
 * (blocks.ts asText).
 */
import type { PrizeResult } from "../engine/prizes";
import { hasCents, prizeTable, splitTitle, type PrizeTable } from "../formats/prize-table";
import { asText, TEXT_CELL_FORMAT, toBlock, type Cell, type TableBlock } from "./blocks";

export const PRIZES_NAME = "Prizes";
export const PRIZES_TABLE_NAME = "TieBreakPrizes";

/** Columns of prizeTable holding money. */
const MONEY_HEADERS = new Set(["Amount", "Paid"]);

export interface PrizesSheet extends TableBlock {
  /** The same content for the page and the downloads. */
  table: PrizeTable;
}

export interface PrizesSheetInfo {
  /** The event's name, if known. */
  event?: string;
  /** Where the prize list came from: "range Prizes!A1:C9", "file prizes.csv". */
  source: string;
  writtenAt: Date;
}

/** The prize table with the time of writing in its notes. */
export function prizesContent(r: PrizeResult, writtenAt: Date): PrizeTable {
  return prizeTable(r, { writtenAt });
}

export { hasCents };

/** The Prizes sheet block (see the layout above). */
export function prizesSheet(r: PrizeResult, info: PrizesSheetInfo): PrizesSheet {
  const table = prizesContent(r, info.writtenAt);
  const cols = table.header.length;
  const money = hasCents(r) ? "0.00" : "0";
  const values: Cell[][] = [];
  const numberFormats: string[][] = [];
  const blank = (): void => {
    values.push(new Array<Cell>(cols).fill(""));
    numberFormats.push(new Array<string>(cols).fill("General"));
  };
  const textLine = (line: string): void => {
    blank();
    values[values.length - 1][0] = asText(line);
    numberFormats[numberFormats.length - 1][0] = TEXT_CELL_FORMAT;
  };
  textLine(info.event ? `Prizes: ${info.event}` : "Prizes");
  textLine(`Prize list: ${info.source}`);
  textLine(`${r.subject === "teams" ? "Teams" : "Players"} tied on points: ${splitTitle(r)}`);
  blank();
  const tableTop = values.length;
  const block = toBlock(table.header, table.rows);
  table.header.forEach((h, c) => {
    if (!MONEY_HEADERS.has(h)) return;
    for (let k = 1; k < block.values.length; k++) {
      if (typeof block.values[k][c] === "number") block.numberFormats[k][c] = money;
    }
  });
  values.push(...block.values);
  numberFormats.push(...block.numberFormats);
  blank();
  const notesRow = values.length;
  for (const line of ["Notes", ...table.notes]) textLine(line);
  return {
    values,
    numberFormats,
    tableTop,
    tableRows: block.values.length,
    tableCols: cols,
    notesRow,
    table,
  };
}
