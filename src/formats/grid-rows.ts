/**
 * Where a results table ends: rows that are not players (a Total row, footnotes, an arbiter's
 * signature block) are not read as players. The table stops at its first blank row, or at a row
 * without any result whose label says it is a total or a note; each stop is a warning naming the
 * rows left out. The labels are data (TABLE_END_LABELS): a new one is a row and its test.
 * Pure: no Office, DOM or Node APIs.
 */
import { cellText, isMaybeBlank, type Issues } from "./grid-common";

/** A label of a row that is no player: its leftmost text cell (or any cell, for a total). */
export interface TableEndLabel {
  name: string;
  pattern: RegExp;
  /** Whether the label may be in any cell of the row (a total's label is often in the name column). */
  anyCell: boolean;
}

export const TABLE_END_LABELS: readonly TableEndLabel[] = [
  {
    name: "a total",
    pattern: /^(?:totals?|sum|sums|summe|gesamt|insgesamt|somme|suma|totaal|σ|∑)(?![\p{L}\p{N}])/iu,
    anyCell: true,
  },
  { name: "a footnote", pattern: /^[*†‡]/, anyCell: false },
  {
    name: "a note or signature",
    pattern:
      /^(?:chief arbiter|deputy arbiter|arbiters?|schiedsrichter|arbitre|organi[sz]ers?|tournament director|signature|signed|unterschrift|notes?|remarks?|legend|bemerkungen?|hinweis)(?![\p{L}\p{N}])/iu,
    anyCell: false,
  },
];

/** The label of a row that is no player (the rule's name and the text), or null. */
export function tableEndLabel(row: readonly unknown[]): { name: string; text: string } | null {
  const texts = row.filter((v) => typeof v === "string" && v.trim() !== "") as string[];
  if (texts.length === 0) return null;
  const first = row.find((v) => !isMaybeBlank(v));
  for (const rule of TABLE_END_LABELS) {
    const cellsToTry = rule.anyCell ? texts : typeof first === "string" ? [first] : [];
    const hit = cellsToTry.find((t) => rule.pattern.test(t.trim()));
    if (hit !== undefined) return { name: rule.name, text: hit.trim() };
  }
  return null;
}

function isBlankRow(row: unknown): boolean {
  return !Array.isArray(row) || row.every((v) => isMaybeBlank(v));
}

/** "row 14", "rows 14-16": the rows (0-based) as the sheet numbers them. */
function rowsText(issues: Issues, from: number, to: number): string {
  const a = issues.rowNumber(from);
  const b = issues.rowNumber(to);
  return from === to ? `row ${a}` : `rows ${a}-${b}`;
}

/** How a layout tells a player's (a game's) row from a row that is none. */
export interface RowTest {
  /** Whether the row holds a result (a round naming an opponent, a game). */
  hasResult(row: unknown[], r: number): boolean;
  /**
   * A blank row followed by rows with results: true (a games list, one game per row) reads on
   * silently; false (a player table) reads on with a warning at the blank row.
   */
  blankRowsBetween: boolean;
  /**
   * Rows read over without a word (a games list: the header repeated, a round's title line
   * "Round 2 on 2024/05/04" between the rounds of an export).
   */
  skip?(row: unknown[]): boolean;
}

/**
 * The data rows of a table whose header is `headerRow`: from the first row with content below
 * it, up to the first blank row whose next row holds no result (footnotes, a signature block),
 * or up to a row without any result whose label is a total or a note. A stop with content
 * below it is a warning at the row where the table ends, naming what was left out; a blank row
 * followed by more results is read over (with a warning in a player table).
 */
export function tableRows(
  cells: unknown[][],
  headerRow: number,
  test: RowTest,
  issues: Issues
): number[] {
  const rows: number[] = [];
  let r = headerRow + 1;
  while (r < cells.length && isBlankRow(cells[r])) r++;
  for (; r < cells.length; r++) {
    const row = cells[r];
    if (isBlankRow(row)) {
      const rest = contentBelow(cells, r);
      if (rest === null) return rows;
      let k = rest.from;
      while (k < cells.length && (isBlankRow(cells[k]) || test.skip?.(cells[k] as unknown[]))) k++;
      const next = (cells[k] ?? []) as unknown[];
      if (k < cells.length && test.hasResult(next, k) && !tableEndLabel(next)) {
        if (!test.blankRowsBetween)
          issues.warn(
            r,
            0,
            `a blank row inside the table: the rows below it hold results and are read as players too`,
            { kind: "grid:blank-row" }
          );
        r = rest.from - 1;
        continue;
      }
      issues.warn(
        r,
        0,
        `the table ends at this blank row: ${rowsText(issues, rest.from, rest.to)} below it ${rest.from === rest.to ? "is" : "are"} not read (${rest.sample}, no result)`,
        { kind: "grid:table-end" }
      );
      return rows;
    }
    if (test.skip?.(row as unknown[])) continue;
    const label = tableEndLabel(row as unknown[]);
    if (label && !test.hasResult(row as unknown[], r)) {
      const rest = contentBelow(cells, r - 1)!;
      issues.warn(
        r,
        0,
        `"${label.text}" is ${label.name}, not a player (no result): the table ends above it, ${rowsText(issues, rest.from, rest.to)} not read`,
        { kind: "grid:table-end" }
      );
      return rows;
    }
    rows.push(r);
  }
  return rows;
}

/** The rows with content below row r (first, last) and the first one's text, or null. */
function contentBelow(
  cells: unknown[][],
  r: number
): { from: number; to: number; sample: string } | null {
  let from = -1;
  let to = -1;
  for (let k = r + 1; k < cells.length; k++) {
    if (isBlankRow(cells[k])) continue;
    if (from < 0) from = k;
    to = k;
  }
  if (from < 0) return null;
  const first = (cells[from] as unknown[]).find((v) => !isMaybeBlank(v));
  const text = cellText(first);
  return { from, to, sample: `"${text.length > 40 ? `${text.slice(0, 40)}...` : text}"` };
}
