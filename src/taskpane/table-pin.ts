/**
 * Keeps columns of a wide table in view while it scrolls sideways: each pinned column gets the
 * class "pin" (position: sticky, in taskpane.html) and a left offset equal to the widths of the
 * pinned columns before it, so that Rk and Name stay side by side at the left edge. Column widths
 * change with the pane's width, so the offsets are measured again when the table is resized.
 */

const observers = new WeakMap<HTMLTableElement, ResizeObserver>();

function place(table: HTMLTableElement, cols: readonly number[]): void {
  const head = table.tHead?.rows[0];
  if (!head) return;
  let left = 0;
  for (const c of cols) {
    const cell = head.cells[c];
    if (!cell) continue;
    for (const row of table.rows) {
      const x = row.cells[c];
      if (!x) continue;
      x.classList.add("pin");
      x.style.left = `${left}px`;
    }
    left += cell.getBoundingClientRect().width;
  }
}

/** Pins the columns at the given indexes (left to right; negative or missing ones are skipped). */
export function pinColumns(table: HTMLTableElement, cols: readonly number[]): void {
  const list = [...new Set(cols.filter((c) => c >= 0))].sort((a, b) => a - b);
  place(table, list);
  observers.get(table)?.disconnect();
  if (typeof ResizeObserver === "undefined") return;
  let last = -1;
  const ro = new ResizeObserver(() => {
    const w = table.getBoundingClientRect().width;
    if (w === last) return;
    last = w;
    place(table, list);
  });
  ro.observe(table);
  observers.set(table, ro);
}
