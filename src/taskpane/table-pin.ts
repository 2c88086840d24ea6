/**
 * Keeps columns of a wide table in view while it scrolls sideways: each pinned column's cells
 * carry the classes "pin pin-K" (K its place among the pinned columns, 0 the leftmost), which
 * make them position: sticky (taskpane.html) with a left offset of `var(--pin-K)`: the widths of
 * the pinned columns before it, so that Rk and Name stay side by side at the left edge.
 *
 * The offsets are one custom property each on the table, never a style per cell, and they are
 * measured before the table's body is in the document: on a few probe rows that have the widest
 * texts of the pinned columns (`probeRows`), with the table at its max-content width
 * (`measureColumns`). Every cell
 * is nowrap, so a column is as wide as its widest cell whenever the table is wider than its frame,
 * the only time a sticky offset matters (a table that fits does not scroll sideways, and its
 * columns may then be wider than their text). A large table is so laid out once, when it is
 * painted, instead of once more per pinned column (docs/decisions.md, "Large tables").
 *
 * A ResizeObserver checks the offsets again after layout (reading them then costs nothing): if
 * the table scrolls sideways and a pinned column's width differs from the offsets (another font,
 * a zoom, a table measured while it was hidden), they are set again.
 */

/** At most this many pinned columns (the CSS has rules for pin-0 to pin-3). */
export const MAX_PINNED = 4;

/** The pinned columns: the given indexes without negative ones and repeats, left to right. */
export function pinnedColumns(cols: readonly number[]): number[] {
  const list = [...new Set(cols.filter((c) => c >= 0))].sort((a, b) => a - b);
  if (list.length > MAX_PINNED) throw new Error(`at most ${MAX_PINNED} columns can be pinned`);
  return list;
}

/** The class names of column `c`'s cells ("pin pin-K"), or "" when it is not pinned. */
export function pinClass(pinned: readonly number[], c: number): string {
  const k = pinned.indexOf(c);
  return k < 0 ? "" : `pin pin-${k}`;
}

/** A text's shape for width: digits alike (the numeric cells use tabular figures). */
function shape(s: string): string {
  return s.replace(/[0-9]/g, "0");
}

/** At most this many probe rows. */
const PROBES = 40;

/**
 * Indexes of the rows to measure the pinned columns on: for every pinned column but the last
 * (whose width moves nothing), the rows of its distinct text shapes, longest first. `text(r, c)`
 * is the text of row r's cell in column c.
 */
export function probeRows(
  rows: number,
  pinned: readonly number[],
  text: (r: number, c: number) => string
): number[] {
  const picked = new Set<number>();
  for (const c of pinned.slice(0, -1)) {
    const byShape = new Map<string, number>();
    for (let r = 0; r < rows; r++) {
      const s = shape(text(r, c));
      if (!byShape.has(s)) byShape.set(s, r);
    }
    const longest = [...byShape].sort((a, b) => b[0].length - a[0].length).slice(0, PROBES);
    for (const [, r] of longest) picked.add(r);
  }
  return [...picked].sort((a, b) => a - b);
}

const observers = new WeakMap<HTMLTableElement, ResizeObserver>();

/** The widths of the table's columns: its header row's cells as laid out. */
function headWidths(table: HTMLTableElement): number[] {
  const head = table.tHead?.rows[0];
  return head ? [...head.cells].map((c) => c.getBoundingClientRect().width) : [];
}

/** The offsets of the pinned columns after the first, from the columns' widths. */
export function pinOffsets(widths: readonly number[], pinned: readonly number[]): number[] {
  const out: number[] = [];
  let left = 0;
  for (let k = 0; k < pinned.length - 1; k++) {
    left += widths[pinned[k]] ?? 0;
    out.push(left);
  }
  return out;
}

/** Sets the pinned columns' offsets (--pin-1 ...) on the table. */
export function setPinOffsets(
  table: HTMLTableElement,
  pinned: readonly number[],
  widths: readonly number[]
): void {
  pinOffsets(widths, pinned).forEach((x, k) => table.style.setProperty(`--pin-${k + 1}`, `${x}px`));
}

/**
 * The widths of the table's columns measured on `probe` (a body of a few rows, see probeRows and
 * standings-rows.ts widestRows, put in the table for the measurement and taken out again), with
 * the table at its max-content width. Call it with the table's caption and head in place and
 * before its real body is added: only the head and the probe are laid out.
 */
export function measureColumns(table: HTMLTableElement, probe: HTMLTableSectionElement): number[] {
  table.classList.add("measure-widths");
  table.append(probe);
  const widths = headWidths(table);
  probe.remove();
  table.classList.remove("measure-widths");
  return widths;
}

/** Watches the table's size and sets the offsets again when the columns no longer match them. */
export function watchPins(table: HTMLTableElement, pinned: readonly number[]): void {
  observers.get(table)?.disconnect();
  observers.delete(table);
  if (pinned.length < 2 || typeof ResizeObserver === "undefined") return;
  const ro = new ResizeObserver(() => {
    // after layout: these reads force nothing
    const frame = table.parentElement;
    if (!frame || table.getBoundingClientRect().width <= frame.clientWidth + 0.5) return;
    const widths = headWidths(table);
    const now = pinOffsets(widths, pinned);
    const set = now.map((_, k) => parseFloat(table.style.getPropertyValue(`--pin-${k + 1}`)));
    if (now.some((x, k) => !(Math.abs(x - set[k]) < 0.5))) setPinOffsets(table, pinned, widths);
  });
  ro.observe(table);
  observers.set(table, ro);
}
