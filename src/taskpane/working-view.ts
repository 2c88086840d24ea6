/**
 * The result view's additions to the standings table, on the standalone page and in the task
 * pane (both modes share App):
 *
 * - the event header above the table: the ranking list's title and header lines (place, dates,
 *   "after round N of M", the rules in words, the order), from the one table model;
 * - every ranking row opens that player's (or team's: formats/working.ts teamWorking) working: the name cell is a button (Enter or Space),
 *   and a click anywhere on the row does the same. The working is the content of
 *   `tiebreaks explain` (src/formats/working.ts: per code of the order the per-round rows, DE's
 *   mini-table, the total) and the comparison with the player ranked directly above, criterion
 *   by criterion down to the one that separated them.
 *
 * The elements are made here and placed around #standings-wrap, so the page's layout
 * (taskpane.html) only needs that element. Text goes through textContent (dom.ts h()).
 */
import type { EngineOptions, Standings, Tournament } from "../engine";
import type { StandingsTable } from "../formats/table";
import { isTeamStandings } from "../formats/team-crosstable";
import {
  explainCells,
  playerWorking,
  stepText,
  teamWorking,
  type Working,
} from "../formats/working";
import { formatValue } from "../formats/table";
import { byId, clear, h } from "./dom";

export interface ResultContext {
  table: StandingsTable;
  standings: Standings;
  tournament: Tournament;
  /** The engine options the standings were computed with (the working uses the same). */
  options: EngineOptions;
}

export const EVENT_HEADER_ID = "event-header";
export const WORKING_ID = "working";

/** An element placed before (or after) #standings-wrap, made once (`init` runs then). */
function placed(
  id: string,
  tag: string,
  where: "before" | "after",
  init?: (el: HTMLElement) => void
): HTMLElement {
  const found = document.getElementById(id);
  if (found) return found;
  const el = h(tag, { id });
  const wrap = byId("standings-wrap");
  if (where === "before") wrap.before(el);
  else wrap.after(el);
  init?.(el);
  return el;
}

function valueText(v: Parameters<typeof formatValue>[0]): string {
  return v === null ? "undefined" : formatValue(v);
}

/** The event header: title and lines of the ranking list. */
export function renderEventHeader(table: StandingsTable | null): void {
  const el = placed(EVENT_HEADER_ID, "div", "before");
  el.className = "event-header";
  clear(el);
  el.hidden = !table;
  if (!table) return;
  el.append(
    h("div", { class: "event-title", role: "heading", "aria-level": 3 }, table.title),
    ...table.headerLines.map((l) => h("div", { class: "hint" }, l))
  );
}

/** A small table of text cells, with the columns that have a value somewhere. */
function cellsTable(
  caption: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  numeric: ReadonlySet<number>,
  kind: "steps" | "rows" | "mini"
): HTMLElement {
  const keep = header.map((_, c) => c).filter((c) => c < 2 || rows.some((r) => r[c] !== ""));
  return h(
    "div",
    // a region that may scroll sideways: focusable, so that the keyboard scrolls it too
    { class: "table-wrap", role: "region", "aria-label": caption, tabindex: 0 },
    h(
      "table",
      { class: `working-table ${kind}` },
      h("caption", { class: "visually-hidden" }, caption),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          ...keep.map((c) =>
            h("th", { scope: "col", class: numeric.has(c) ? "num" : undefined }, header[c])
          )
        )
      ),
      h(
        "tbody",
        {},
        ...rows.map((r) =>
          h(
            "tr",
            {},
            ...keep.map((c) => h("td", { class: numeric.has(c) ? "num" : undefined }, r[c] ?? ""))
          )
        )
      )
    )
  );
}

/** The working of one player as elements (the same content as `tiebreaks explain`). */
export function workingElements(w: Working, t: Tournament): HTMLElement[] {
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const out: HTMLElement[] = [];
  out.push(h("p", { class: "comparison" }, w.comparison));
  if (w.steps && w.steps.length > 1) {
    const above = w.above ? `${w.above.name} (above)` : "Above";
    out.push(
      cellsTable(
        `Comparison with the ${w.team ? "team" : "player"} directly above`,
        ["Criterion", above, w.name, "Result"],
        w.steps.map((s) => [
          s.key,
          valueText(s.above),
          valueText(s.mine),
          stepText(s).replace(/^.*, /, ""),
        ]),
        new Set([1, 2]),
        "steps"
      )
    );
  }
  for (const c of w.codes) {
    const ex = c.explanation;
    const block = h(
      "div",
      { class: "working-code", "data-code": c.code },
      h(
        "div",
        { class: "working-code-title", role: "heading", "aria-level": 4 },
        h("span", { class: "code" }, c.code),
        `: ${c.words} = ${valueText(ex.value)}`
      )
    );
    if (ex.rows.length > 0) {
      const cells = explainCells(ex, names);
      block.append(
        cellsTable(
          `${c.code} of ${w.name}, round by round`,
          cells.header,
          cells.rows,
          new Set([0, 1, 4, 5, 6]),
          "rows"
        )
      );
    }
    if (ex.table) {
      const rows = ex.table.rows.map((r) =>
        r.map((v) => (typeof v === "string" ? v : formatValue(v)))
      );
      const numeric = new Set(
        ex.table.right ?? ex.table.header.map((_, k) => k).filter((k) => k !== 1)
      );
      block.append(
        h("div", { class: "hint" }, `${ex.table.title}:`),
        cellsTable(ex.table.title, ex.table.header, rows, numeric, "mini")
      );
    }
    block.append(
      h("p", { class: "working-total" }, `Total: ${valueText(ex.value)} (${ex.summary})`)
    );
    out.push(block);
  }
  return out;
}

/**
 * The row → working behaviour of the standings table. `update` is called after every render of
 * the table; an open working follows the player through recomputations (another order, another
 * round) and closes when the player is gone.
 */
export class ResultView {
  private ctx: ResultContext | null = null;
  /** Index (in tournament.players) of the player whose working is open. */
  private open: number | null = null;

  update(ctx: ResultContext | null, body: HTMLElement | null): void {
    this.ctx = ctx;
    renderEventHeader(ctx?.table ?? null);
    if (!ctx || !body) {
      this.close(false);
      return;
    }
    // one listener for every row (standings-rows.ts gives the openable rows data-player and the
    // name button); a click on the button, Enter or Space on it, reaches it too
    body.addEventListener("click", (e) => {
      const tr = e.target instanceof Element ? e.target.closest("tr") : null;
      if (!tr || tr.parentElement !== body || tr.dataset.player === undefined) return;
      // a selection of text is not a click on the row
      if (window.getSelection?.()?.toString()) return;
      e.preventDefault();
      this.show(Number(tr.dataset.player), true);
    });
    if (this.open !== null && ctx.table.players.includes(this.open)) this.show(this.open, false);
    else this.close(false);
  }

  /** More rows of the table were added (a large table comes in chunks): mark the open one. */
  rowsAdded(): void {
    if (this.open !== null) this.mark(this.open);
  }

  /**
   * Marks the row of the player whose working is open (index in tournament.players; null: none):
   * the row "selected", its name button aria-expanded; the row marked before is unmarked.
   */
  private mark(index: number | null): void {
    for (const tr of document.querySelectorAll<HTMLElement>("#standings tr.selected")) {
      tr.classList.remove("selected");
      tr.querySelector(".row-open")?.setAttribute("aria-expanded", "false");
    }
    if (index === null) return;
    const tr = document.querySelector<HTMLElement>(`#standings tr[data-player="${index}"]`);
    if (!tr) return;
    tr.classList.add("selected");
    tr.querySelector(".row-open")?.setAttribute("aria-expanded", "true");
  }

  /** Opens the working of a player (index in tournament.players). */
  show(index: number, focus: boolean): void {
    const ctx = this.ctx;
    if (!ctx) return;
    const panel = placed(WORKING_ID, "section", "after", (el) => {
      el.className = "working";
      el.setAttribute("aria-labelledby", "working-h");
      el.tabIndex = -1;
      el.addEventListener("keydown", (e) => {
        if (e.key === "Escape") this.close(true);
      });
    });
    clear(panel);
    let w: Working;
    try {
      // a team event: the team's working (opponent teams, their MP or GP, match scores)
      w = isTeamStandings(ctx.standings)
        ? teamWorking(ctx.standings, index)
        : playerWorking(ctx.standings, ctx.tournament, index, ctx.options, undefined, {
            // the rating change column shown: its working too
            rating: ctx.table.kinds.includes("change"),
          });
    } catch (e) {
      panel.hidden = false;
      panel.append(
        h("p", { class: "error", role: "alert" }, e instanceof Error ? e.message : String(e))
      );
      return;
    }
    this.open = index;
    const close = h(
      "button",
      { type: "button", class: "btn subtle", id: "working-close" },
      "Close"
    );
    close.addEventListener("click", () => this.close(true));
    panel.append(
      h(
        "div",
        { class: "working-head" },
        h(
          "h3",
          { id: "working-h" },
          `Working: ${w.name} (SNo ${w.id}), place ${w.place}, ${w.team ? w.team.scores : `${valueText(w.points)} points`}`
        ),
        close
      ),
      ...workingElements(w, ctx.tournament)
    );
    panel.hidden = false;
    this.mark(index);
    if (focus) {
      panel.focus();
      panel.scrollIntoView?.({ block: "nearest" });
    }
  }

  /** Closes the working; `focus` returns the focus to the player's row. */
  close(focus: boolean): void {
    const panel = document.getElementById(WORKING_ID);
    const was = this.open;
    this.open = null;
    if (panel) {
      panel.hidden = true;
      clear(panel);
    }
    this.mark(null);
    if (focus && was !== null) {
      document.querySelector<HTMLElement>(`#standings tr[data-player="${was}"] .row-open`)?.focus();
    }
  }
}
