/**
 * What both modes of the page share (inside Excel and in an ordinary browser): the loaded
 * tournament and what the reader found, the list of problems, the order editor, and the
 * standings table computed from them. The mode supplies where results come from and where
 * standings go (excel-mode.ts, standalone.ts).
 */
import {
  asksRatingColumn,
  ratingEngineLoaded,
  type EngineOptions,
  type Standings,
  type Tournament,
} from "../engine";
import { roundsCounted, roundsEntered } from "../engine/types";
import { numericColumn, type StandingsTable } from "../formats/table";
import { byId, clear, h, problemItem } from "./dom";
import { keepFocusAboveBar } from "./action-bar";
import { wireFolds } from "./fold";
import { eventKind, paneStandings, presetLabel, type OrderState } from "./order";
import { OrderEditor } from "./order-editor";
import { RoundsControl } from "./rounds-control";
import { ColumnsControl } from "./columns-control";
import { BoardsControl } from "./boards-control";
import { boardSections, type BoardSection } from "../formats/team-table";
import { standingsContent, type SheetInfo } from "./standings-sheet";
import {
  AT_ONCE,
  bodyOf,
  cellTexts,
  FIRST_ROWS,
  fillRows,
  fixWidths,
  rowMaker,
  standingsHead,
  textWidth,
  widestRows,
  type Filling,
} from "./standings-rows";
import { measureColumns, pinnedColumns, probeRows, setPinOffsets, watchPins } from "./table-pin";
import { TEAM_LAYOUT_NAMES, teamKind, teamPaneStandings } from "./team";
import { ResultView } from "./working-view";
import { shownWarnings } from "./warning-list";
import type { Loaded, Mode, Problem } from "./types";

const LAYOUT_NAMES: Record<string, string> = {
  swiss: "Swiss table",
  crosstable: "round-robin crosstable",
  games: "games list",
  ...TEAM_LAYOUT_NAMES,
};

export function layoutName(layout: string): string {
  return LAYOUT_NAMES[layout] ?? layout;
}

/** "5 rounds", or "4 rounds (round 5 paired, no results yet)" while a round is being played. */
function roundsText(t: Tournament): string {
  const n = roundsCounted(t);
  const e = roundsEntered(t);
  const counted = `${n} round${n === 1 ? "" : "s"}`;
  if (e <= n) return counted;
  return `${counted} (round${e > n + 1 ? `s ${n + 1}-${e}` : ` ${e}`} paired, no results yet)`;
}

export class App {
  readonly editor: OrderEditor;
  loaded: Loaded | null = null;
  standings: Standings | null = null;
  table: StandingsTable | null = null;
  /** The engine options of the standings (the row's working uses the same). */
  options: EngineOptions | null = null;
  /** Event header and the working behind a row (working-view.ts). */
  readonly view = new ResultView();
  /** Standings after this round (null: every round entered); the "After round" control. */
  roundsAfter: number | null = null;
  readonly rounds: RoundsControl;
  /** The extra columns of the ranking list (Club, Born ...): the "Extra columns" control. */
  readonly columns: ColumnsControl;
  /** The extra columns the standings show (labels of the loaded results). */
  attributes: string[] = [];
  /** A team event's board tables (board prizes), under the "Minimum games" control. */
  boards: BoardSection[] = [];
  readonly boardsControl: BoardsControl;
  /** Called whenever the standings were computed again or cleared (the prize list follows). */
  readonly standingsChanged: (() => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The rows of a large table still being added (standings-rows.ts fillRows). */
  private filling: Filling | null = null;

  constructor(
    order: OrderState,
    private readonly mode: Mode
  ) {
    this.editor = new OrderEditor(order, (s) => {
      this.mode.orderChanged?.(s);
      this.scheduleRecompute();
    });
    this.rounds = new RoundsControl((r) => {
      this.roundsAfter = r;
      this.recompute();
    });
    this.columns = new ColumnsControl((names) => {
      this.mode.columnsChanged?.(names);
      this.recompute();
    });
    this.boardsControl = new BoardsControl((n) => {
      this.mode.minGamesChanged?.(n);
      this.recompute();
    });
    wireFolds();
    keepFocusAboveBar();
  }

  get order(): OrderState {
    return this.editor.state;
  }

  /** An order the pane takes on itself (an imported file's own list): shown, saved, applied. */
  adoptOrder(s: OrderState): void {
    this.editor.state = s;
    this.mode.orderChanged?.(s);
    this.scheduleRecompute();
  }

  /** What the ranking list is made with (the page's table and downloads, the pane's sheet). */
  sheetInfo(): SheetInfo {
    return {
      preset: presetLabel(this.order),
      writtenAt: new Date(),
      attributes: this.attributes,
      inputWarnings: this.loaded?.warnings,
      minGames: this.boardsControl.value,
    };
  }

  // ------------------------------------------------------------ status and problems

  status(text: string, kind: "info" | "error" | "ok" = "info"): void {
    const el = byId("status");
    el.textContent = text;
    el.className = `status ${kind}`;
  }

  progress(fraction: number | null, label = ""): void {
    const bar = byId("progress");
    const wrap = byId("progress-wrap");
    if (fraction === null) {
      wrap.hidden = true;
      return;
    }
    wrap.hidden = false;
    bar.setAttribute("value", String(Math.round(fraction * 100)));
    byId("progress-label").textContent = label;
  }

  /** Shows the reader's errors (the computation stopped) or warnings (it went on). */
  problems(list: readonly Problem[], kind: "error" | "warning"): void {
    const box = byId("problems");
    const ul = byId("problem-list");
    clear(ul);
    box.hidden = list.length === 0;
    byId("problems-title").textContent =
      kind === "error"
        ? `${list.length} problem${list.length === 1 ? "" : "s"} in the results`
        : `${list.length} warning${list.length === 1 ? "" : "s"}`;
    box.className = `problems ${kind}`;
    // warnings grouped by kind, as on the command line and in the sheet's notes
    for (const p of kind === "warning" ? shownWarnings(list) : list)
      ul.append(problemItem(p, this.mode.selectCell));
  }

  // ------------------------------------------------------------ loading

  /** A tournament was read: show what was found, then the standings. */
  setLoaded(l: Loaded | null): void {
    this.loaded = l;
    const summary = byId("source-summary");
    clear(summary);
    this.rounds.setEntered(l ? roundsCounted(l.tournament) : null);
    this.roundsAfter = this.rounds.value;
    if (!l) {
      this.standings = null;
      this.table = null;
      this.attributes = this.columns.update(null);
      this.renderTable();
      return;
    }
    const t = l.tournament;
    summary.append(
      h("div", {}, h("strong", {}, "Read: "), l.source),
      h(
        "div",
        {},
        `${layoutName(l.layout)} · ${t.players.length} ${l.team ? "teams" : "players"} · ${roundsText(t)}` +
          (t.name ? ` · ${t.name}` : "")
      )
    );
    this.problems(l.warnings, "warning");
    this.editor.setKind(l.team ? teamKind(l.team) : eventKind(t));
    this.recompute();
  }

  /** The reader refused the results: list the problems, clear the table. */
  setFailed(source: string, list: readonly Problem[]): void {
    this.loaded = null;
    this.rounds.setEntered(null);
    this.roundsAfter = null;
    const summary = byId("source-summary");
    clear(summary);
    summary.append(h("div", {}, h("strong", {}, "Could not read: "), source));
    this.problems(list, "error");
    this.standings = null;
    this.table = null;
    this.attributes = this.columns.update(null);
    this.renderTable();
    this.status("Fix the problems listed, then read the results again.", "error");
  }

  // ------------------------------------------------------------ standings

  private scheduleRecompute(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.recompute();
    }, 60);
  }

  /** Standings for the loaded tournament under the current order; null (and a message) on error. */
  recompute(): Standings | null {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (!this.loaded) return null;
    try {
      if (this.loaded.team) {
        this.attributes = this.columns.update(null, true);
        const r = teamPaneStandings(
          this.order,
          this.loaded.team,
          this.roundsAfter ?? undefined,
          new Date()
        );
        if (r.state !== this.order) this.editor.state = r.state;
        this.standings = r.standings;
        // a team row opens the team's working (working-view.ts, teamWorking)
        this.options = r.options;
        // the sheet's content (preset named, the reader's warnings in the notes)
        this.table = standingsContent(r.standings, this.loaded.tournament, this.sheetInfo());
        // the board prizes, as --boards (the same rounds and minimum games)
        this.boards = boardSections(r.standings, this.boardsControl.value);
        this.status(
          `Team standings for ${r.standings.rows.length} teams after round ${r.standings.rounds}.`,
          "ok"
        );
        this.renderTable();
        return this.standings;
      }
      // an order nobody chose follows the event (engine resolveEvent, as on every surface)
      const {
        state,
        standings: st,
        options,
      } = paneStandings(this.order, this.loaded.tournament, this.roundsAfter ?? undefined);
      if (state !== this.order) this.editor.state = state;
      this.standings = st;
      this.options = options;
      // the extra columns asked for that these results have (columns.ts; the table model resolves)
      this.attributes = this.shownColumns(this.columns.update(this.loaded.tournament));
      this.table = standingsContent(st, this.loaded.tournament, this.sheetInfo());
      this.status(`Standings for ${st.rows.length} players after round ${st.rounds}.`, "ok");
    } catch (e) {
      this.standings = null;
      this.table = null;
      this.status(e instanceof Error ? e.message : String(e), "error");
    }
    this.renderTable();
    return this.standings;
  }

  /** The rating changes' engine, loading (it is outside the first load). */
  private ratingsLoading: Promise<void> | null = null;

  /**
   * The columns the table shows now: the rating change once its engine is loaded; asked for
   * before, it is loaded and the table made again.
   */
  private shownColumns(names: string[]): string[] {
    if (ratingEngineLoaded() || !asksRatingColumn(names)) return names;
    this.ratingsLoading ??= import(
      /* webpackChunkName: "ratings" */ "../engine/rating-change"
    ).then(
      () => void this.recompute(),
      (e: unknown) =>
        this.status(
          `The rating changes could not be loaded: ${e instanceof Error ? e.message : String(e)}`,
          "error"
        )
    );
    return names.filter((n) => !asksRatingColumn([n]));
  }

  private renderTable(): void {
    this.filling?.cancel();
    this.filling = null;
    if (!this.table || !this.loaded?.team) this.boards = [];
    this.boardsControl.render(this.boards);
    for (const f of this.standingsChanged) f();
    const wrap = byId("standings-wrap");
    const table = byId<HTMLTableElement>("standings");
    const notes = byId("standings-notes");
    clear(table);
    clear(notes);
    notes.removeAttribute("aria-busy");
    const t = this.table;
    wrap.hidden = !t;
    if (!t) {
      watchPins(table, []);
      this.view.update(null, null);
      return;
    }
    // Rk and Name stay in view while the table scrolls sideways (table-pin.ts)
    const pinned = pinnedColumns([t.kinds.indexOf("rank"), t.kinds.indexOf("name")]);
    // the event header, and each row opening its player's working (working-view.ts)
    const st = this.standings;
    const loaded = this.loaded;
    const ctx =
      st && loaded && this.options
        ? { table: t, standings: st, tournament: loaded.tournament, options: this.options }
        : null;
    const texts = cellTexts(t);
    const row = rowMaker(t, texts, pinned, ctx !== null);
    table.append(
      // the section's heading says "Standings"; the caption says which ones
      h("caption", {}, this.standings ? `Ranking after round ${this.standings.rounds}` : "Ranking"),
      standingsHead(t, pinned)
    );
    // The columns' widths from a few rows, before the table's body is in (one layout of the big
    // table, not three): the pinned columns' offsets, and for a large table its columns' widths,
    // so that they stay put while its rows come in chunks after its first screenful.
    const n = t.rows.length;
    const progressive = n > AT_ONCE;
    const text = (r: number, c: number): string => texts[r][c];
    const probe = new Set(probeRows(n, pinned, text));
    if (progressive) {
      const width = textWidth(table, t.kinds.indexOf("name"), (c) => numericColumn(t, c));
      for (const r of widestRows(n, t.header.length, text, width)) probe.add(r);
    }
    if (probe.size > 0 || progressive) {
      const widths = measureColumns(table, bodyOf([...probe].sort((a, b) => a - b).map(row)));
      setPinOffsets(table, pinned, widths);
      if (progressive) fixWidths(table, widths);
    }
    const shown = progressive ? FIRST_ROWS : n;
    const body = bodyOf(Array.from({ length: shown }, (_, r) => row(r)));
    table.append(body);
    watchPins(table, pinned);
    this.view.update(ctx, body);
    // the notes (a large table's legend of how every tie was broken) come with its last rows
    const addNotes = (): void => {
      const f = document.createDocumentFragment();
      for (const n of t.notes) f.append(h("li", {}, n));
      notes.append(f);
      notes.removeAttribute("aria-busy");
    };
    if (shown < n) {
      notes.setAttribute("aria-busy", "true");
      this.filling = fillRows(table, body, shown, n, row, () => this.view.rowsAdded(), addNotes);
    } else addNotes();
  }
}
