/**
 * The few Excel calls of the task pane, kept thin: workbook settings, reading the results range,
 * writing the standings sheet and the imported results sheet, selecting a cell. The content is
 * computed by sheet.ts; nothing here decides what is written.
 *
 * Rules kept here:
 * - A sheet the user made is never overwritten: the standings sheet the add-in created is
 *   remembered by its worksheet id in a workbook setting; if a sheet called "Standings" exists and
 *   is not that one, a new name is used ("Standings (2)", ...). Re-running updates the remembered
 *   sheet, even if the user renamed it.
 * - Every text cell with Excel's quote prefix (blocks.ts asText), number formats for the numbers,
 *   formulas only via range.formulas.
 * - Few syncs: one to read, one per block of rows to write (one for ordinary events), one to save
 *   the setting.
 *
 * No Excel enums are referenced at run time (string literals only), so that the module runs
 * against the fake in the unit tests.
 */
import { readers } from "./lazy";
import type { Block, ImportSheet, TableBlock } from "./blocks";

export const SETTING_ORDER = "tiebreaks.order";
export const SETTING_SOURCE = "tiebreaks.source";
/** The extra columns of the ranking list chosen in the pane (columns.ts). */
export const SETTING_COLUMNS = "tiebreaks.columns";
export const SETTING_STANDINGS = "tiebreaks.standingsSheet";
/** The roster range of a board list set in the pane (a SourceChoice), saved with the workbook. */
export const SETTING_ROSTER = "tiebreaks.roster";
/** The minimum-games rule of board prizes set in the pane (a number as text), saved with the workbook. */
export const SETTING_MIN_GAMES = "tiebreaks.minGames";

export const STANDINGS_NAME = "Standings";
export const TABLE_NAME = "TieBreakStandings";
export const TABLE_STYLE = "TableStyleMedium2";
/** Rows per sync when writing: a 10,000-player event is written in five steps with progress. */
export const ROWS_PER_SYNC = 2000;

export type Progress = (fraction: number, label: string) => void;

// ---------------------------------------------------------------- settings

export async function readSetting(context: Excel.RequestContext, key: string): Promise<unknown> {
  const item = context.workbook.settings.getItemOrNullObject(key);
  item.load("value");
  await context.sync();
  return item.isNullObject ? undefined : item.value;
}

export async function writeSetting(
  context: Excel.RequestContext,
  key: string,
  value: unknown
): Promise<void> {
  context.workbook.settings.add(key, value as string);
  await context.sync();
}

// ---------------------------------------------------------------- names

/** "Standings", else "Standings (2)", "Standings (3)", ... not among `taken` (case-insensitive). */
export function uniqueName(base: string, taken: readonly string[], max = 31): string {
  const lower = new Set(taken.map((n) => n.toLowerCase()));
  if (!lower.has(base.toLowerCase())) return base.slice(0, max);
  for (let k = 2; ; k++) {
    const suffix = ` (${k})`;
    const name = base.slice(0, max - suffix.length) + suffix;
    if (!lower.has(name.toLowerCase())) return name;
  }
}

/** A table name (letters, digits, underscores) not among `taken`. */
export function uniqueTableName(base: string, taken: readonly string[]): string {
  const lower = new Set(taken.map((n) => n.toLowerCase()));
  if (!lower.has(base.toLowerCase())) return base;
  for (let k = 2; ; k++) if (!lower.has(`${base}_${k}`.toLowerCase())) return `${base}_${k}`;
}

// ---------------------------------------------------------------- sheet addresses

/** Splits "Results!A1:H9" or "'My sheet'!A1" into sheet and cell parts. */
export function splitAddress(address: string): { sheet?: string; cells: string } {
  const bang = address.lastIndexOf("!");
  if (bang < 0) return { cells: address };
  let sheet = address.slice(0, bang);
  if (sheet.startsWith("'") && sheet.endsWith("'")) sheet = sheet.slice(1, -1).replace(/''/g, "'");
  return { sheet, cells: address.slice(bang + 1) };
}

/** "'My sheet'!A1:H9" (always quoted). */
export function joinAddress(sheet: string, cells: string): string {
  return `'${sheet.replace(/'/g, "''")}'!${cells}`;
}

// ---------------------------------------------------------------- the results range

/** Where the results are: a fixed address (taken from the selection), a table or a named range. */
export type SourceChoice =
  | { kind: "address"; address: string }
  | { kind: "table"; name: string }
  | { kind: "name"; name: string };

export function describeSource(s: SourceChoice): string {
  return s.kind === "address"
    ? `range ${s.address}`
    : s.kind === "table"
      ? `table ${s.name}`
      : `named range ${s.name}`;
}

/** A stored setting as an object: parsed from JSON text, or as given; null for anything else. */
function settingObject(v: unknown): Record<string, unknown> | null {
  let o = v;
  if (typeof v === "string") {
    try {
      o = JSON.parse(v);
    } catch {
      return null;
    }
  }
  return typeof o === "object" && o !== null ? (o as Record<string, unknown>) : null;
}

export function parseSourceChoice(v: unknown): SourceChoice | null {
  const r = settingObject(v);
  if (r === null) return null;
  if (r.kind === "address" && typeof r.address === "string")
    return { kind: "address", address: r.address };
  if ((r.kind === "table" || r.kind === "name") && typeof r.name === "string")
    return { kind: r.kind, name: r.name };
  return null;
}

export interface SourceData {
  cells: unknown[][];
  sheet: string;
  /** 0-based position of the top-left cell. */
  row: number;
  col: number;
  /** Full address, "Results!A1:H31". */
  address: string;
  /** The cells' number formats ("0%", "General"), when asked for. */
  formats?: unknown[][];
}

function rangeOf(context: Excel.RequestContext, s: SourceChoice): Excel.Range {
  const wb = context.workbook;
  if (s.kind === "table") return wb.tables.getItem(s.name).getRange();
  if (s.kind === "name") return wb.names.getItem(s.name).getRange();
  const { sheet, cells } = splitAddress(s.address);
  return sheet
    ? wb.worksheets.getItem(sheet).getRange(cells)
    : wb.worksheets.getActiveWorksheet().getRange(cells);
}

/** Reads the values of the chosen range (one sync). Blank cells arrive as "". */
export async function readSource(
  context: Excel.RequestContext,
  s: SourceChoice,
  opts: { formats?: boolean } = {}
): Promise<SourceData> {
  const range = rangeOf(context, s);
  range.load(`values,address,rowIndex,columnIndex${opts.formats ? ",numberFormat" : ""}`);
  range.worksheet.load("name");
  await context.sync();
  return {
    cells: range.values as unknown[][],
    sheet: range.worksheet.name,
    row: range.rowIndex,
    col: range.columnIndex,
    address: range.address,
    ...(opts.formats ? { formats: range.numberFormat as unknown[][] } : {}),
  };
}

/**
 * A board list's roster in the workbook: the range set in the pane (`choice`, saved as
 * SETTING_ROSTER), else the used range of a sheet named Roster, Teams, Squads ... beside the
 * results sheet (formats/grid-team rosterSheetName, as the command line finds it in an .xlsx);
 * null when there is neither (or that sheet is empty). One sync to list the sheets, one to read.
 */
export async function readRosterSource(
  context: Excel.RequestContext,
  resultsSheet: string,
  choice: SourceChoice | null
): Promise<(SourceData & { found: boolean }) | null> {
  if (choice) return { ...(await readSource(context, choice)), found: false };
  const { rosterSheetName } = await readers();
  const sheets = context.workbook.worksheets;
  sheets.load("items/name");
  await context.sync();
  const name = rosterSheetName(
    sheets.items.map((s) => s.name),
    resultsSheet
  );
  if (name === undefined) return null;
  const range = sheets.getItem(name).getUsedRangeOrNullObject(true);
  range.load("values,address,rowIndex,columnIndex");
  await context.sync();
  if (range.isNullObject) return null;
  return {
    cells: range.values as unknown[][],
    sheet: name,
    row: range.rowIndex,
    col: range.columnIndex,
    address: range.address,
    found: true,
  };
}

/** The current selection as a fixed address. */
export async function selectionChoice(context: Excel.RequestContext): Promise<SourceChoice> {
  const r = context.workbook.getSelectedRange();
  r.load("address");
  await context.sync();
  return { kind: "address", address: r.address };
}

/** Tables and named ranges of the workbook, for the source picker. */
export async function listSources(
  context: Excel.RequestContext
): Promise<{ tables: string[]; names: string[] }> {
  const tables = context.workbook.tables;
  const names = context.workbook.names;
  tables.load("items/name");
  names.load("items/name,items/type");
  await context.sync();
  return {
    tables: tables.items.map((t) => t.name),
    names: names.items.filter((n) => n.type === "Range").map((n) => n.name),
  };
}

/** Selects a cell ("Results!C7", or "C7" on `defaultSheet`) and brings its sheet forward. */
export async function selectCell(
  context: Excel.RequestContext,
  cell: string,
  defaultSheet?: string
): Promise<void> {
  const { sheet, cells } = splitAddress(cell);
  const name = sheet ?? defaultSheet;
  const ws = name
    ? context.workbook.worksheets.getItem(name)
    : context.workbook.worksheets.getActiveWorksheet();
  ws.activate();
  ws.getRange(cells).select();
  await context.sync();
}

// ---------------------------------------------------------------- writing

interface StoredSheet {
  id: string;
  name?: string;
  table?: string;
}

function storedSheet(v: unknown): StoredSheet | null {
  const r = settingObject(v);
  if (r === null) return null;
  return typeof r.id === "string"
    ? { id: r.id, name: typeof r.name === "string" ? r.name : undefined }
    : null;
}

/** Writes rows [from, to) of a block at the top-left of `sheet`: formats first, then values. */
function writeRows(sheet: Excel.Worksheet, block: Block, from: number, to: number): void {
  const cols = block.values[0]?.length ?? 0;
  if (to <= from || cols === 0) return;
  const range = sheet.getRangeByIndexes(from, 0, to - from, cols);
  range.numberFormat = block.numberFormats.slice(from, to);
  range.values = block.values.slice(from, to) as unknown as string[][];
}

export interface WriteResult {
  sheetName: string;
  /** True when a new sheet was added, false when the add-in's own sheet was updated. */
  created: boolean;
  /** Number of Excel round trips used. */
  syncs: number;
}

/** A sheet the add-in writes and remembers: its setting, its base name, its table's name. */
export interface SheetTarget {
  setting: string;
  baseName: string;
  tableName: string;
}

export const STANDINGS_TARGET: SheetTarget = {
  setting: SETTING_STANDINGS,
  baseName: STANDINGS_NAME,
  tableName: TABLE_NAME,
};

/** Writes the standings sheet (writeOwnSheet with the standings target). */
export async function writeStandings(
  context: Excel.RequestContext,
  content: TableBlock,
  progress: Progress = () => {}
): Promise<WriteResult> {
  return writeOwnSheet(context, content, STANDINGS_TARGET, progress);
}

/**
 * Writes one of the add-in's sheets (standings, prizes). Reuses the sheet this add-in created
 * earlier for the target (remembered by id in the target's workbook setting), clearing it first;
 * otherwise adds a sheet under a free name. A remembered sheet named in `keep` (where the input
 * ranges are) is not cleared: a new sheet is added instead.
 */
export async function writeOwnSheet(
  context: Excel.RequestContext,
  content: TableBlock,
  target: SheetTarget,
  progress: Progress = () => {},
  keep: readonly string[] = []
): Promise<WriteResult> {
  let syncs = 0;
  const wb = context.workbook;
  progress(0, "Reading the workbook");
  const setting = wb.settings.getItemOrNullObject(target.setting);
  setting.load("value");
  const sheets = wb.worksheets;
  sheets.load("items/name,items/id");
  const tables = wb.tables;
  tables.load("items/name,items/worksheet/id");
  await context.sync();
  syncs++;

  const stored = setting.isNullObject ? null : storedSheet(setting.value);
  const kept = new Set(keep.map((n) => n.toLowerCase()));
  const own = stored
    ? sheets.items.find((s) => s.id === stored.id && !kept.has(s.name.toLowerCase()))
    : undefined;
  let sheet: Excel.Worksheet;
  let created: boolean;
  if (own) {
    sheet = own;
    created = false;
    for (const t of tables.items) if (t.worksheet.id === own.id) t.delete();
    own.getRange().clear("All");
  } else {
    const name = uniqueName(
      target.baseName,
      sheets.items.map((s) => s.name)
    );
    sheet = sheets.add(name);
    created = true;
  }
  const ownTables = own ? tables.items.filter((t) => t.worksheet.id === own.id) : [];
  const tableName = uniqueTableName(
    target.tableName,
    tables.items.filter((t) => !ownTables.includes(t)).map((t) => t.name)
  );

  const total = content.values.length;
  for (let from = 0; from < total; from += ROWS_PER_SYNC) {
    const to = Math.min(total, from + ROWS_PER_SYNC);
    writeRows(sheet, content, from, to);
    if (to < total) {
      progress(to / total, `Writing rows ${from + 1} to ${to} of ${total}`);
      // deliberate: one round trip per block keeps each request small and shows progress
      // eslint-disable-next-line office-addins/no-context-sync-in-loop
      await context.sync();
      syncs++;
    }
  }
  const table = sheet.tables.add(
    sheet.getRangeByIndexes(content.tableTop ?? 0, 0, content.tableRows, content.tableCols),
    true
  );
  table.name = tableName;
  table.style = TABLE_STYLE;
  table.showBandedRows = true;
  table.getRange().format.autofitColumns();
  sheet.getRangeByIndexes(content.notesRow, 0, 1, 1).format.font.bold = true;
  sheet.activate();
  sheet.load("id,name");
  progress(0.95, "Writing the table");
  await context.sync();
  syncs++;

  wb.settings.add(target.setting, JSON.stringify({ id: sheet.id, name: sheet.name }));
  await context.sync();
  syncs++;
  progress(1, "Done");
  return { sheetName: sheet.name, created, syncs };
}

/**
 * Adds a results sheet for an imported TRF under a free name (never over an existing sheet):
 * the grid as values, then the STANDINGS formula through range.formulas. Returns the sheet name
 * and the grid's address for the source choice.
 */
export async function writeImport(
  context: Excel.RequestContext,
  baseName: string,
  build: (sheetName: string) => ImportSheet
): Promise<{ sheetName: string; address: string }> {
  const sheets = context.workbook.worksheets;
  sheets.load("items/name");
  await context.sync();
  const name = uniqueName(
    baseName,
    sheets.items.map((s) => s.name)
  );
  const content = build(name);
  const sheet = sheets.add(name);
  writeRows(sheet, content, 0, content.values.length);
  sheet.getRangeByIndexes(content.formulaRow, content.formulaCol, 1, 1).formulas = [
    [content.formula],
  ];
  sheet.getRangeByIndexes(0, 0, 1, content.values[0].length).format.font.bold = true;
  sheet
    .getRangeByIndexes(0, 0, content.values.length, content.values[0].length)
    .format.autofitColumns();
  sheet.activate();
  await context.sync();
  return { sheetName: name, address: joinAddress(name, content.gridAddress) };
}
