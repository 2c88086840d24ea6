/**
 * Reading a tournament from a file: TRF (any extension but .csv and .xlsx), CSV or xlsx through
 * the results grid reader. Bytes are decoded here (UTF-8, else latin-1); the readers in
 * src/formats get text or bytes and never touch the file system.
 */
import type { Tournament } from "../engine";
import { parseTrf } from "../formats/trf";
import { isTeamTrf, readTeamTrf, type TeamTrfResult } from "../formats/trf-team";
import { UsageError } from "./args";

/** A warning from a reader, with where it is: "12" (TRF line) or "Results!C7" (cell). */
export interface InputWarning {
  where: string;
  message: string;
}

export interface LoadedInput {
  tournament: Tournament;
  warnings: InputWarning[];
  kind: "trf" | "csv" | "xlsx";
  /** A team event (a TRF with 013/310 team lines, unless read with `individual`). */
  team?: TeamTrfResult;
}

/** UTF-8 when the bytes are valid UTF-8, else latin-1 (TRF files from older programs). */
export function decodeText(bytes: Uint8Array): { text: string; encoding: "utf-8" | "latin-1" } {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { text: text.replace(/^\uFEFF/, ""), encoding: "utf-8" };
  } catch {
    let text = "";
    for (let i = 0; i < bytes.length; i += 8192) {
      text += String.fromCharCode(...bytes.subarray(i, i + 8192));
    }
    return { text, encoding: "latin-1" };
  }
}

export function inputKind(file: string): "trf" | "csv" | "xlsx" {
  const lower = file.toLowerCase();
  if (lower.endsWith(".csv")) return "csv";
  if (lower.endsWith(".xlsx") || lower.endsWith(".xlsm")) return "xlsx";
  if (lower.endsWith(".xls") || lower.endsWith(".ods")) {
    throw new UsageError(
      `${file}: this spreadsheet format is not read; save it as .xlsx (Excel workbook) or .csv`
    );
  }
  return "trf";
}

export async function loadTournament(
  file: string,
  bytes: Uint8Array,
  opts: { sheet?: string; individual?: boolean } = {}
): Promise<LoadedInput> {
  const kind = inputKind(file);
  if (opts.sheet !== undefined && kind !== "xlsx") {
    throw new UsageError(`--sheet only applies to .xlsx files, not to ${file}`);
  }
  if (kind === "trf") {
    const { text } = decodeText(bytes);
    const r = parseTrf(text);
    if (!opts.individual && isTeamTrf(text)) {
      const team = readTeamTrf(text, r);
      return {
        tournament: r.tournament,
        warnings: team.warnings.map((w) => ({ where: String(w.line), message: w.message })),
        kind,
        team,
      };
    }
    return {
      tournament: r.tournament,
      warnings: r.warnings.map((w) => ({ where: String(w.line), message: w.message })),
      kind,
    };
  }
  const { parseGrid } = await import("../formats/grid");
  if (kind === "csv") {
    const { readCsv } = await import("../formats/csv");
    const cells = readCsv(decodeText(bytes).text);
    const r = parseGrid(cells);
    return { tournament: r.tournament, warnings: r.warnings.map(gridWarning), kind };
  }
  const { readXlsx } = await import("../formats/xlsx");
  let book: Awaited<ReturnType<typeof readXlsx>>;
  try {
    book = await readXlsx(bytes, opts.sheet);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    throw new UsageError(`${file}: cannot read the workbook: ${msg}`);
  }
  const r = parseGrid(book.cells, { origin: book.origin });
  return {
    tournament: r.tournament,
    warnings: [...book.warnings, ...r.warnings].map(gridWarning),
    kind,
  };
}

function gridWarning(w: { cell: string; message: string }): InputWarning {
  return { where: w.cell, message: w.message };
}
