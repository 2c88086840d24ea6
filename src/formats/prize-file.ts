/**
 * A prize list from the bytes of a file, the same on the command line and the standalone page:
 * .json through readPrizeJson, .xlsx (its first sheet) through readPrizeCells with the sheet's
 * cell addresses, anything else (.csv, .txt) as CSV. Text goes through the one decoder of every
 * surface (decode.ts: UTF-8, else the likely code page). ExcelJS and papaparse are loaded only here, when a
 * file of their kind is read.
 *
 * Throws PrizeError (every bad cell or item, with its place) or InputError (the file itself: a
 * UTF-16 or binary file, a workbook that cannot be read, a format we do not read).
 */
import { InputError } from "../engine/errors";
import type { PrizeInput } from "../engine/prizes";
import { readPrizeCells, readPrizeJson } from "./prize-list";
import { decodeBytes } from "./decode";

export interface PrizeFile {
  list: PrizeInput[];
  /** A warning of the decoder (a file mixing two encodings), if any. */
  warning?: string;
}

/** `encoding`: the text encoding of a .csv or .json list instead of the guess (decode.ts). */
export async function readPrizeFile(
  name: string,
  bytes: Uint8Array,
  encoding?: string
): Promise<PrizeFile> {
  const lower = name.toLowerCase();
  const file = { kind: "file", file: name } as const;
  if (lower.endsWith(".xls") || lower.endsWith(".ods")) {
    throw new InputError("syntax", `${name}: save the prize list as .xlsx, .csv or .json`, file);
  }
  if (lower.endsWith(".xlsx") || lower.endsWith(".xlsm")) {
    const { readXlsx } = await import(/* webpackChunkName: "xlsx" */ "./xlsx");
    let book: Awaited<ReturnType<typeof readXlsx>>;
    try {
      book = await readXlsx(bytes);
    } catch (e) {
      // the reader's own errors (past its size limits, not a zip) and ExcelJS's, with the file
      const msg = e instanceof Error ? e.message : String(e);
      const reason = e instanceof InputError ? e.reason : "syntax";
      throw new InputError(reason, `${name}: cannot read the workbook: ${msg}`, file);
    }
    return {
      list: readPrizeCells(book.cells, { origin: book.origin, percentCells: book.percent }),
    };
  }
  const d = decodeBytes(bytes, name, encoding);
  if (lower.endsWith(".json")) return { list: readPrizeJson(d.text, name), warning: d.warning };
  const { readCsv } = await import(/* webpackChunkName: "csv" */ "./csv");
  // amounts as written: "1.000" is one thousand in a list that writes "1.000,50"
  return { list: readPrizeCells(readCsv(d.text, { numbers: false })), warning: d.warning };
}
