/**
 * The standings table's head and rows as elements, fast enough for thousands of players: each
 * row is a clone of one template row (cells with their classes, the name cell's
 * button) whose cells then get their text through textContent, as dom.ts h() would give it.
 *
 * A row that opens its player's working (working-view.ts) carries data-player (the player's index
 * in tournament.players) and the class "openable", and its name cell is a button (Enter or Space);
 * the view listens to clicks once, on the table's body.
 */
import { numericColumn, printed, type StandingsTable } from "../formats/table";
import { h } from "./dom";
import { pinClass } from "./table-pin";
import { WORKING_ID } from "./working-view";

/** The texts of the table's cells as the table shows them, by row then column. */
export function cellTexts(t: StandingsTable): string[][] {
  const nameCol = t.kinds.indexOf("name");
  const cols = t.header.length;
  return t.rows.map((row) => {
    const out: string[] = new Array<string>(cols);
    for (let c = 0; c < cols; c++) {
      const v = row[c] ?? "";
      out[c] = c === nameCol ? String(v) : printed(v);
    }
    return out;
  });
}

function classOf(...names: string[]): string | undefined {
  const s = names.filter((n) => n !== "").join(" ");
  return s === "" ? undefined : s;
}

/** The header row's cells (column headers; numeric ones right-aligned, pinned ones sticky). */
export function standingsHead(t: StandingsTable, pinned: readonly number[]): HTMLElement {
  return h(
    "thead",
    {},
    h(
      "tr",
      {},
      ...t.header.map((x, c) =>
        h(
          "th",
          { scope: "col", class: classOf(numericColumn(t, c) ? "num" : "", pinClass(pinned, c)) },
          x
        )
      )
    )
  );
}

/**
 * A maker of the table's rows by index, with the cells' `texts` (cellTexts): `openable` rows
 * (when the working can be shown) for players the table names, plain ones otherwise.
 */
export function rowMaker(
  t: StandingsTable,
  texts: readonly (readonly string[])[],
  pinned: readonly number[],
  openable: boolean
): (r: number) => HTMLTableRowElement {
  const nameCol = t.kinds.indexOf("name");
  const cols = t.header.length;
  const template = (open: boolean): HTMLTableRowElement => {
    const cells: HTMLElement[] = [];
    for (let c = 0; c < cols; c++) {
      const pin = pinClass(pinned, c);
      if (c === nameCol) {
        cells.push(
          h(
            "th",
            { scope: "row", class: classOf(pin) },
            open &&
              h("button", {
                type: "button",
                class: "row-open",
                "aria-controls": WORKING_ID,
                "aria-expanded": "false",
              })
          )
        );
      } else cells.push(h("td", { class: classOf(numericColumn(t, c) ? "num" : "", pin) }));
    }
    const tr = h("tr", { class: open ? "openable" : undefined }, ...cells);
    return tr as HTMLTableRowElement;
  };
  const plain = template(false);
  const open = openable ? template(true) : plain;
  return (r) => {
    const player = t.players[r];
    const isOpen = openable && player !== undefined;
    const tr = (isOpen ? open : plain).cloneNode(true) as HTMLTableRowElement;
    if (isOpen) tr.dataset.player = String(player);
    const row = texts[r] ?? [];
    let cell = tr.firstElementChild as HTMLElement | null;
    for (let c = 0; c < cols && cell; c++, cell = cell.nextElementSibling as HTMLElement | null) {
      const s = row[c] ?? "";
      if (c === nameCol && isOpen) {
        const b = cell.firstElementChild as HTMLElement | null;
        if (b) {
          b.textContent = s;
          b.title = `Show the working of ${s}`;
        }
      } else if (s !== "") cell.textContent = s;
    }
    return tr;
  };
}

/** A table body of the given rows. */
export function bodyOf(rows: Iterable<HTMLTableRowElement>): HTMLTableSectionElement {
  const body = document.createElement("tbody");
  const f = document.createDocumentFragment();
  for (const tr of rows) f.append(tr);
  body.append(f);
  return body;
}
/** A table of at most this many rows is shown at once; a larger one progressively. */
export const AT_ONCE = 200;
/** A larger table's rows in its first frame (more than the frame shows on a tall screen). */
export const FIRST_ROWS = 100;
/**
 * Then the rest at once, after that frame is painted: every chunk lays out the whole table again
 * (its columns are one), so more, smaller chunks would cost more in all (docs/decisions.md).
 */
export const CHUNK_ROWS = Infinity;

/**
 * The rows of every column with the widest texts, by `width(text, c)` (an estimate, see
 * textWidth): at most `perColumn` rows each, ties to the earlier row, a repeated text counted at
 * its first row. Every text is weighed, in one pass without sorting. The rows' true widths are
 * then laid out (table-pin.ts measureColumns); a text the estimate ranks too low only widens its
 * column when its row comes in (never clipped).
 */
export function widestRows(
  rows: number,
  cols: number,
  text: (r: number, c: number) => string,
  width: (s: string, c: number) => number,
  perColumn = 3
): number[] {
  const picked = new Set<number>();
  for (let c = 0; c < cols; c++) {
    // the column's widest so far, widest first: [width, text, row]
    const top: { w: number; s: string; r: number }[] = [];
    for (let r = 0; r < rows; r++) {
      const s = text(r, c);
      if (s === "") continue;
      const w = width(s, c);
      if (top.length === perColumn && !(w > top[perColumn - 1].w)) continue;
      if (top.some((t) => t.s === s)) continue;
      let k = top.length;
      while (k > 0 && w > top[k - 1].w) k--;
      top.splice(k, 0, { w, s, r });
      if (top.length > perColumn) top.pop();
    }
    for (const t of top) picked.add(t.r);
  }
  return [...picked].sort((a, b) => a - b);
}

/**
 * A text's width as the sum of its characters' advances (without kerning), for widestRows: each
 * character is measured once by `measure(ch, bold)`; in a column of figures (`numeric`, shown in
 * tabular figures) every digit as wide as "0". Measuring every text on a canvas took 0.3-0.5 s on
 * 3,000 rows; this is a few milliseconds.
 */
export function charWidths(
  measure: (ch: string, bold: boolean) => number,
  boldColumn: (c: number) => boolean,
  numeric: (c: number) => boolean
): (s: string, c: number) => number {
  // the advance of every UTF-16 code unit met, by weight (NaN: not measured yet)
  const advances = [0, 1].map(() => new Float64Array(0x10000).fill(NaN));
  return (s, c) => {
    const bold = boldColumn(c);
    const digitsAlike = numeric(c);
    const known = advances[bold ? 1 : 0];
    let w = 0;
    for (let i = 0; i < s.length; i++) {
      let code = s.charCodeAt(i);
      if (digitsAlike && code >= 48 && code <= 57) code = 48;
      let x = known[code];
      if (Number.isNaN(x)) x = known[code] = measure(String.fromCharCode(code), bold);
      w += x;
    }
    return w;
  };
}

/**
 * The width estimate for widestRows on the page: characters measured on a canvas with the
 * table's font (the name column in the name button's weight), else every character as wide.
 */
export function textWidth(
  table: HTMLElement,
  nameCol: number,
  numeric: (c: number) => boolean
): (s: string, c: number) => number {
  const ctx = document.createElement("canvas").getContext?.("2d");
  const cs = getComputedStyle(table);
  const font = (weight: number): string =>
    `${cs.fontStyle} ${weight} ${cs.fontSize} ${cs.fontFamily}`;
  // setting the context's font parses it: only when the weight changes
  let weight = 0;
  const measure = (ch: string, bold: boolean): number => {
    if (!ctx) return 1;
    const want = bold ? 600 : 400;
    if (want !== weight) ctx.font = font((weight = want));
    return ctx.measureText(ch).width;
  };
  return charWidths(measure, (c) => c === nameCol, numeric);
}

/**
 * Gives the columns the measured widths as their least (the header cells' min-width, border box;
 * a table cell's `width` is no least): as wide as the table makes them with all its rows, if the
 * measure was taken on the widest texts; a wider text still widens its column.
 */
export function fixWidths(table: HTMLTableElement, widths: readonly number[]): void {
  const head = table.tHead?.rows[0];
  if (!head) return;
  [...head.cells].forEach((th, c) => {
    const w = widths[c];
    if (w === undefined || !(w > 0)) return;
    th.style.boxSizing = "border-box";
    th.style.minWidth = `${w}px`;
  });
}

/** A table's rows still being added: `flush` adds them all now, `cancel` stops. */
export interface Filling {
  flush(): void;
  cancel(): void;
}

/**
 * Appends rows [from, to) of `row` to `body`, CHUNK_ROWS after each painted frame (a hidden page,
 * which paints no frames, gets them in a task), the table marked aria-busy until the last; then,
 * after one more painted frame, runs `finished` (what comes below the table: its notes), so
 * that the frame with every row lays out no more than the table. All of it at once before the
 * page is printed. `added` runs after every chunk.
 */
export function fillRows(
  table: HTMLTableElement,
  body: HTMLTableSectionElement,
  from: number,
  to: number,
  row: (r: number) => HTMLTableRowElement,
  added: () => void,
  finished: () => void = () => undefined
): Filling {
  let next = from;
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = (): void => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
    frame = timer = undefined;
    window.removeEventListener("beforeprint", flush);
    table.removeAttribute("aria-busy");
  };
  const add = (n: number): void => {
    const end = Math.min(to, next + n);
    const f = document.createDocumentFragment();
    for (let r = next; r < end; r++) f.append(row(r));
    body.append(f);
    next = end;
    added();
    if (next >= to) table.removeAttribute("aria-busy");
  };
  // a chunk of rows a frame, then `finished` in a frame of its own
  const step = (): void => {
    if (next < to) {
      add(CHUNK_ROWS);
      later();
      return;
    }
    stop();
    finished();
  };
  // the next frame's animation callbacks run once this frame has been painted
  const later = (): void => {
    if (document.hidden) {
      timer = setTimeout(() => {
        timer = undefined;
        step();
      }, 0);
      return;
    }
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        frame = undefined;
        step();
      });
    });
  };
  function flush(): void {
    if (next < to) add(to - next);
    stop();
    finished();
  }
  if (next >= to) {
    finished();
    return { flush: () => undefined, cancel: () => undefined };
  }
  table.setAttribute("aria-busy", "true");
  window.addEventListener("beforeprint", flush);
  later();
  return { flush, cancel: stop };
}
