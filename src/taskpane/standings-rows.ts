/**
 * The standings table's head and rows as elements, fast enough for thousands of players (issue 13
 * target 5): each row is a clone of one template row (cells with their classes, the name cell's
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

/** The text of row r's cell in column c, as the table shows it. */
export function cellText(t: StandingsTable, r: number, c: number): string {
  const v = t.rows[r]?.[c] ?? "";
  return c === t.kinds.indexOf("name") ? String(v) : printed(v);
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
 * A maker of the table's rows by index: `openable` rows (when the working can be shown) for
 * players the table names, plain ones otherwise.
 */
export function rowMaker(
  t: StandingsTable,
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
    const row = t.rows[r] ?? [];
    let cell = tr.firstElementChild as HTMLElement | null;
    for (let c = 0; c < cols && cell; c++, cell = cell.nextElementSibling as HTMLElement | null) {
      const v = row[c] ?? "";
      if (c === nameCol) {
        const name = String(v);
        const b = isOpen ? (cell.firstElementChild as HTMLElement | null) : null;
        if (b) {
          b.textContent = name;
          b.title = `Show the working of ${name}`;
        } else cell.textContent = name;
      } else {
        const s = printed(v);
        if (s !== "") cell.textContent = s;
      }
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
