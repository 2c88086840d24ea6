/**
 * The prize list part of the page, in both modes: the prize list read (from a sheet range in
 * Excel, from a file outside it), the split for players tied on points, the rating that rating
 * categories read, and the prize table computed on the standings the page shows (the engine's
 * computePrizes, as the command line and =TIEBREAK.PRIZES). The mode supplies where the list
 * comes from and where the table goes (prizes-excel.ts, prizes-page.ts).
 */
import type { Standings } from "../engine";
import { isInputError } from "../engine/errors";
import {
  computePrizes,
  moneyText,
  PrizeError,
  prizeOptions,
  type PrizeInput,
  type PrizeResult,
} from "../engine/prizes";
import type { PrizeTable } from "../formats/prize-table";
import type { App } from "./app";
import type { Problem } from "./types";
import { byId, clear, h, problemItem, setValue, valueOf } from "./dom";
import { hasCents, prizesContent } from "./prizes-sheet";

/** The problems of a prize list (or of its categories against the players), at their places. */
export function prizeProblems(e: unknown): Problem[] {
  if (e instanceof PrizeError) {
    return e.issues.map((i) => ({
      where: i.where,
      message: i.message,
      cell: i.place.kind === "cell" ? i.place.cell : undefined,
    }));
  }
  if (isInputError(e)) {
    const where =
      e.place.kind === "cell" ? e.place.cell : e.place.kind === "file" ? e.place.file : "";
    return [{ where, message: e.message }];
  }
  return [{ where: "", message: e instanceof Error ? e.message : String(e) }];
}

/** What the pane remembers of the prize settings (saved with the workbook in Excel). */
export interface PrizeSettings {
  split: string;
  rating: string;
}

const MONEY = new Set(["Amount", "Paid"]);
const NUMERIC = new Set(["Amount", "Place", "No", "Points", "Paid"]);

export class PrizePanel {
  list: PrizeInput[] | null = null;
  source = "";
  result: PrizeResult | null = null;
  table: PrizeTable | null = null;
  private listWarnings: Problem[] = [];

  constructor(
    private readonly app: App,
    private readonly hooks: {
      /** Selects a sheet cell (Excel only). */
      selectCell?(cell: string): void;
      /** The split or the rating changed. */
      settingsChanged?(s: PrizeSettings): void;
    } = {}
  ) {
    for (const id of ["prize-split", "prize-rating"]) {
      byId(id).addEventListener("change", () => {
        this.hooks.settingsChanged?.(this.settings);
        this.recompute();
      });
    }
  }

  get settings(): PrizeSettings {
    return { split: valueOf(byId("prize-split")), rating: valueOf(byId("prize-rating")) };
  }

  set settings(s: PrizeSettings) {
    if (["tiebreak", "shared", "hort"].includes(s.split)) setValue(byId("prize-split"), s.split);
    if (["main", "fide", "national"].includes(s.rating)) setValue(byId("prize-rating"), s.rating);
  }

  status(text: string, kind: "info" | "error" | "ok" = "info"): void {
    const el = byId("prize-status");
    el.textContent = text;
    el.className = `status ${kind}`;
  }

  private problems(list: readonly Problem[], kind: "error" | "warning"): void {
    const box = byId("prize-problems");
    const ul = byId("prize-problem-list");
    clear(ul);
    box.hidden = list.length === 0;
    box.className = `problems ${kind}`;
    byId("prize-problems-title").textContent =
      kind === "error"
        ? `${list.length} problem${list.length === 1 ? "" : "s"} with the prize list`
        : `${list.length} warning${list.length === 1 ? "" : "s"} about the prizes`;
    for (const p of list) ul.append(problemItem(p, this.hooks.selectCell));
  }

  /** A prize list was read. */
  setList(list: PrizeInput[], source: string, warnings: Problem[] = []): void {
    this.list = list;
    this.source = source;
    this.listWarnings = warnings;
    this.recompute();
  }

  /** The prize list could not be read: its problems, no table. */
  setFailed(source: string, problems: Problem[]): void {
    this.list = null;
    this.source = source;
    this.result = null;
    this.table = null;
    this.render();
    this.problems(problems, "error");
    this.status(`Could not read the prize list (${source}).`, "error");
  }

  /** The prizes on the current standings; null (and the problems shown) when they cannot be given. */
  recompute(): PrizeResult | null {
    const st: Standings | null = this.app.standings;
    this.result = null;
    this.table = null;
    if (!this.list) {
      this.render();
      return null;
    }
    if (!st) {
      this.render();
      this.problems([], "warning");
      this.status("Read the results first: the prizes go by the standings.");
      return null;
    }
    try {
      const s = this.settings;
      const r = computePrizes(st, this.list, prizeOptions({ split: s.split, rating: s.rating }));
      this.result = r;
      this.table = prizesContent(r, new Date());
      const d = hasCents(r);
      this.problems(
        [...this.listWarnings, ...r.warnings.map((w) => ({ where: "", message: w }))],
        "warning"
      );
      this.status(
        `${r.lines.length} prizes from ${this.source}: ${r.players.length} players paid ` +
          `${moneyText(r.paidCents, d)} of ${moneyText(r.fundCents, d)}.`,
        "ok"
      );
    } catch (e) {
      this.problems(prizeProblems(e), "error");
      this.status("The prize list does not fit these results.", "error");
    }
    this.render();
    return this.result;
  }

  private render(): void {
    const wrap = byId("prizes-wrap");
    const table = byId<HTMLTableElement>("prizes");
    const notes = byId("prize-notes");
    clear(table);
    clear(notes);
    const t = this.table;
    wrap.hidden = !t;
    if (!t || !this.result) return;
    const d = hasCents(this.result);
    table.append(
      h("caption", {}, "Prizes"),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          ...t.header.map((x) =>
            h("th", { scope: "col", class: NUMERIC.has(x) ? "num" : undefined }, x)
          )
        )
      )
    );
    const body = h("tbody");
    for (const r of t.rows) {
      body.append(
        h(
          "tr",
          {},
          ...t.header.map((x, c) => {
            const v = r[c] ?? "";
            const text =
              typeof v === "number" && MONEY.has(x) ? moneyText(Math.round(v * 100), d) : String(v);
            return h("td", { class: NUMERIC.has(x) ? "num" : undefined, "data-col": x }, text);
          })
        )
      );
    }
    table.append(body);
    for (const n of t.notes) notes.append(h("li", {}, n));
  }
}
