/**
 * The prize list part of the page, in both modes: the prize list read (from a sheet range in
 * Excel, from a file outside it), the split for players tied on points, the rating that rating
 * categories read, and the prize table computed on the standings the page shows (the engine's
 * computePrizes, as the command line and =TIEBREAK.PRIZES). The mode supplies where the list
 * comes from and where the table goes (prizes-excel.ts, prizes-page.ts).
 */
import type { Standings } from "../engine";
import { InputError, isInputError } from "../engine/errors";
import { parseOptionsText } from "../engine/options";
import {
  computePrizes,
  moneyText,
  PrizeError,
  prizeOptions,
  type PrizeInput,
  type PrizeOptionValues,
  type PrizeResult,
} from "../engine/prizes";
import { MONEY_COLUMNS, NUMBER_COLUMNS, type PrizeTable } from "../formats/prize-table";
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
  priority: string;
  trophies: string;
  /** Further prize options as written ("hort=40; round=1"). */
  more: string;
}

const PRIZE_KEYS: readonly (keyof PrizeOptionValues)[] = ["hort", "round", "age_date"];

/**
 * The prize options of the pane's controls, through the one options grammar (the text field
 * takes hort=, round= and age_date=; anything else is refused at the option).
 */
export function paneOptionValues(s: PrizeSettings): PrizeOptionValues {
  const out: PrizeOptionValues = {
    split: s.split,
    rating: s.rating,
    priority: s.priority,
    trophies: s.trophies,
  };
  if (s.more.trim() === "") return out;
  const extra = parseOptionsText(s.more).engine.extra ?? {};
  for (const [k, v] of Object.entries(extra)) {
    if (!(PRIZE_KEYS as readonly string[]).includes(k))
      throw new InputError(
        "unknown-option",
        `${k}: not a prize option here; use ${PRIZE_KEYS.join(", ")} (the lists above set the rest)`,
        { kind: "option", option: k }
      );
    out[k as keyof PrizeOptionValues] = v;
  }
  return out;
}

const SELECTS: Record<"split" | "rating" | "priority" | "trophies", readonly string[]> = {
  split: ["tiebreak", "shared", "hort", "us-chess"],
  rating: ["main", "fide", "national"],
  priority: ["place", "category", "listed"],
  trophies: ["independent", "exclusive"],
};

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
    for (const id of [
      "prize-split",
      "prize-rating",
      "prize-priority",
      "prize-trophies",
      "prize-more",
    ]) {
      byId(id).addEventListener("change", () => {
        this.hooks.settingsChanged?.(this.settings);
        this.recompute();
      });
    }
  }

  get settings(): PrizeSettings {
    return {
      split: valueOf(byId("prize-split")),
      rating: valueOf(byId("prize-rating")),
      priority: valueOf(byId("prize-priority")),
      trophies: valueOf(byId("prize-trophies")),
      more: valueOf(byId("prize-more")),
    };
  }

  set settings(s: Partial<PrizeSettings>) {
    for (const k of ["split", "rating", "priority", "trophies"] as const) {
      const v = s[k];
      if (v !== undefined && SELECTS[k].includes(v)) setValue(byId(`prize-${k}`), v);
    }
    if (typeof s.more === "string") setValue(byId("prize-more"), s.more);
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
      const event = this.app.loaded?.team ?? this.app.loaded?.tournament ?? {};
      const r = computePrizes(st, this.list, prizeOptions(paneOptionValues(s), event));
      this.result = r;
      this.table = prizesContent(r, new Date());
      const d = hasCents(r);
      this.problems(
        [...this.listWarnings, ...r.warnings.map((w) => ({ where: "", message: w }))],
        "warning"
      );
      this.status(
        `${r.lines.length} prizes from ${this.source}: ${r.players.length} ${r.subject === "teams" ? "teams" : "players"} with a prize, ` +
          `${moneyText(r.paidCents, d)} paid of ${moneyText(r.fundCents, d)}.`,
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
            h("th", { scope: "col", class: NUMBER_COLUMNS.has(x) ? "num" : undefined }, x)
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
              typeof v === "number" && MONEY_COLUMNS.has(x)
                ? moneyText(Math.round(v * 100), d)
                : String(v);
            return h(
              "td",
              { class: NUMBER_COLUMNS.has(x) ? "num" : undefined, "data-col": x },
              text
            );
          })
        )
      );
    }
    table.append(body);
    for (const n of t.notes) notes.append(h("li", {}, n));
  }
}
