/**
 * The ranking list's extra columns chosen on the page and in the task pane (Club or any other
 * attribute the source has, when asked), as pure data. The choice is a list of
 * column names, the same names `--columns` and STANDINGS' `columns=` take; what they mean is
 * resolved once, by the table model (formats/table.ts columnChoices and attributeColumns), so
 * the page, the pane's sheet, the downloads and the command line show the same column for the
 * same name. Nothing here lists columns by name.
 *
 * A name the loaded results have no value for (a choice saved with the workbook, or made for
 * another file on the page) is kept, not shown, and reported; the standings are not refused
 * for it, since nobody asked for it for these results.
 */
import { InputError, type Tournament } from "../engine";
import { attributeColumns, columnChoices, columnName, columnTitle } from "../formats/table";

export interface ColumnsView {
  /** The columns the results have, in their order, each ticked when asked for; `title` is what the control says. */
  choices: { label: string; title: string; on: boolean }[];
  /** The labels to show after the rating (the table model's attributes), in the results' order. */
  shown: string[];
  /** Names asked for that no player of these results has a value for. */
  missing: string[];
}

/** The longest column name the options grammar takes (engine/options.ts, columns=). */
const MAX_NAME = 100;
/** More names than any source has columns: a stored list longer than this was not ours. */
const MAX_NAMES = 50;

/**
 * The label a name finds in the results (attributeColumns), "" when it is a column the list has
 * anyway (Title, FED, Rtg), null when no player has a value for it.
 */
function resolveName(t: Tournament, name: string): string | null {
  try {
    const [c] = attributeColumns(t, [name]);
    return c ? c.label : "";
  } catch (e) {
    if (e instanceof InputError) return null;
    throw e;
  }
}

/** What the control shows and the table gets, for the names chosen and the results loaded. */
export function columnsView(chosen: readonly string[], t: Tournament): ColumnsView {
  const labels = columnChoices(t);
  const asked = new Set<string>();
  const missing: string[] = [];
  for (const name of chosen) {
    const label = resolveName(t, name);
    if (label === null) missing.push(name);
    else if (label !== "") asked.add(label);
  }
  const shown = labels.filter((l) => asked.has(l));
  return {
    choices: labels.map((label) => ({ label, title: columnTitle(label), on: asked.has(label) })),
    shown,
    missing,
  };
}

/**
 * The names after the column `label` was ticked (added, under its label, unless a name already
 * finds it) or unticked (every name that finds it removed). Names these results do not have are
 * kept.
 */
export function toggleColumn(
  chosen: readonly string[],
  t: Tournament,
  label: string,
  on: boolean
): string[] {
  const finds = (n: string): boolean => resolveName(t, n) === label;
  if (on) return chosen.some(finds) ? [...chosen] : [...chosen, columnName(label)];
  return chosen.filter((n) => !finds(n));
}

/**
 * The choice as the other surfaces write it, "columns=Club,Born" (the functions' options; the
 * command line's --columns takes the same list), or null when nothing is shown or a name holds
 * a comma or semicolon (which that grammar splits on).
 */
export function columnsOptionText(shown: readonly string[]): string | null {
  if (shown.length === 0 || shown.some((n) => /[,;]/.test(n))) return null;
  return `columns=${shown.map(columnName).join(",")}`;
}

const VERSION = 1;

/** The choice as stored in the workbook settings (beside the tie-break order). */
export function serializeColumns(names: readonly string[]): string {
  return JSON.stringify({ v: VERSION, columns: names });
}

/**
 * Restores a stored choice. Anything unreadable is reported, not silently dropped: the readable
 * names and a warning.
 */
export function deserializeColumns(value: unknown): { columns: string[]; warning?: string } {
  if (value === undefined || value === null || value === "") return { columns: [] };
  let raw: unknown = value;
  if (typeof value === "string") {
    try {
      raw = JSON.parse(value);
    } catch {
      raw = undefined;
    }
  }
  const list = (raw as { columns?: unknown } | undefined)?.columns;
  if (typeof raw !== "object" || raw === null || !Array.isArray(list)) {
    return {
      columns: [],
      warning: "The saved extra columns could not be read; the standings show none.",
    };
  }
  const columns: string[] = [];
  let bad = 0;
  for (const x of list) {
    const name = typeof x === "string" ? x.trim() : "";
    if (name === "" || name.length > MAX_NAME || columns.length >= MAX_NAMES) bad++;
    else if (!columns.includes(name)) columns.push(name);
  }
  return bad > 0
    ? {
        columns,
        warning: `${bad} saved extra column name${bad === 1 ? " was" : "s were"} unreadable and left out.`,
      }
    : { columns };
}
