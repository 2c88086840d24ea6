/**
 * The prize list inside Excel: a range the organiser selects, or a table or named range,
 * remembered in the workbook with the split and the rating choice; "Write prizes" writes the
 * Prizes sheet beside the standings under the same rules as the standings sheet (never over a
 * sheet the user made: a new sheet under a free name, or the sheet the add-in wrote before,
 * remembered by its id; text as text). A prize list kept on that very sheet is never cleared:
 * the prizes then go to a new sheet.
 */
import type { App } from "./app";
import { byId } from "./dom";
import { officeMessage as message, pickerValue, sourcePicker } from "./source-picker";
import {
  describeSource,
  parseSourceChoice,
  readSetting,
  readSource,
  selectCell,
  writeOwnSheet,
  writeSetting,
  type SheetTarget,
  type SourceChoice,
} from "./excel";
import { percentCells } from "../formats/number-format";
import { PrizePanel, prizeProblems } from "./prizes-panel";
import { PRIZES_NAME, PRIZES_TABLE_NAME, prizesSheet } from "./prizes-sheet";

export const SETTING_PRIZES = "tiebreaks.prizes";
export const SETTING_PRIZES_SHEET = "tiebreaks.prizesSheet";

export const PRIZES_TARGET: SheetTarget = {
  setting: SETTING_PRIZES_SHEET,
  baseName: PRIZES_NAME,
  tableName: PRIZES_TABLE_NAME,
};

interface Stored {
  source: SourceChoice | null;
  split: string;
  rating: string;
  priority: string;
  trophies: string;
  more: string;
}

function parseStored(v: unknown): Stored {
  let o: unknown = v;
  if (typeof v === "string") {
    try {
      o = JSON.parse(v);
    } catch {
      o = null;
    }
  }
  const r = (o && typeof o === "object" ? o : {}) as Record<string, unknown>;
  const text = (v: unknown, dflt: string): string => (typeof v === "string" ? v : dflt);
  return {
    source: parseSourceChoice(r.source),
    split: text(r.split, "tiebreak"),
    rating: text(r.rating, "main"),
    priority: text(r.priority, "place"),
    trophies: text(r.trophies, "independent"),
    more: text(r.more, ""),
  };
}

export async function startPrizesExcel(
  app: App,
  results: {
    /** Reads the results range again (true when the standings could be computed). */
    load(): Promise<boolean>;
    /** The sheet the results are on. */
    sheet(): string | undefined;
  }
): Promise<PrizePanel> {
  let stored: Stored = parseStored(null);
  await Excel.run(async (ctx) => {
    stored = parseStored(await readSetting(ctx, SETTING_PRIZES));
  });
  let source = stored.source;
  let listSheet: string | undefined;
  const save = (): void => {
    const s = { source, ...panel.settings };
    Excel.run((ctx) => writeSetting(ctx, SETTING_PRIZES, JSON.stringify(s))).catch((e) =>
      panel.status(`Could not save the prize settings in the workbook: ${message(e)}`, "error")
    );
  };
  const panel: PrizePanel = new PrizePanel(app, {
    selectCell: (cell) => {
      Excel.run((ctx) => selectCell(ctx, cell, listSheet)).catch((e) =>
        panel.status(`Could not select ${cell}: ${message(e)}`, "error")
      );
    },
    settingsChanged: save,
  });
  panel.settings = stored;
  app.standingsChanged.push(() => panel.recompute());

  const label = byId("prize-source-label");
  const showSource = (): void => {
    label.textContent = source
      ? `Prize list: ${describeSource(source)}`
      : "No prize list chosen: select its range (prize, amount, category) and use it.";
  };

  /** Reads the prize list range; true when it could be used. */
  const load = async (): Promise<boolean> => {
    showSource();
    if (!source) return false;
    const s = source;
    try {
      // the number formats too: an amount shown as "50%" is a share, not a sum of money
      const data = await Excel.run((ctx) => readSource(ctx, s, { formats: true }));
      listSheet = data.sheet;
      const where =
        s.kind === "address" ? `range ${data.address}` : `${describeSource(s)} (${data.address})`;
      const { readPrizeCells } = await import("../formats/prize-list");
      try {
        const list = readPrizeCells(data.cells, {
          origin: { sheet: data.sheet, row: data.row, col: data.col },
          percentCells: percentCells(data.formats ?? []),
        });
        panel.setList(list, where);
        return panel.result !== null;
      } catch (e) {
        panel.setFailed(where, prizeProblems(e));
        return false;
      }
    } catch (e) {
      panel.setFailed(describeSource(s), [{ where: "", message: message(e) }]);
      return false;
    }
  };

  const picker = byId<HTMLSelectElement>("prize-pick");
  const choose = async (c: SourceChoice): Promise<boolean> => {
    source = c;
    picker.value = pickerValue(c);
    save();
    return load();
  };
  const sources = sourcePicker(
    picker,
    byId("prize-use-selection"),
    () => source,
    choose,
    (text) => panel.status(text, "error")
  );
  const fillPicker = (): Promise<void> => sources.fill();
  // "Read again" reads the prize list again too (the organiser corrected an amount) and lists
  // the tables and names made since; showing the pane again lists them too (excel-mode.ts)
  byId("reload").addEventListener("click", () => {
    fillPicker().catch(() => (picker.disabled = true));
    load().catch((e) => panel.status(message(e), "error"));
  });
  document.addEventListener("tiebreaks:pane-shown", () => {
    fillPicker().catch(() => (picker.disabled = true));
  });

  byId("write-prizes").addEventListener("click", async () => {
    const button = byId("write-prizes");
    button.setAttribute("disabled", "");
    try {
      if (!source) {
        panel.status("Choose the prize list first (select its range and use it).", "error");
        return;
      }
      if (!(await results.load()) || !(await load()) || !panel.result) return;
      const content = prizesSheet(panel.result, {
        event: app.loaded?.tournament.name,
        source: panel.source,
        writtenAt: new Date(),
      });
      // never clear the sheet the prize list or the results are on
      const keep = [listSheet, results.sheet()].filter((x): x is string => Boolean(x));
      const res = await Excel.run((ctx) =>
        writeOwnSheet(ctx, content, PRIZES_TARGET, (f, l) => app.progress(f, l), keep)
      );
      panel.status(
        `${res.created ? "Wrote" : "Updated"} the sheet "${res.sheetName}" (${panel.result.lines.length} prizes).`,
        "ok"
      );
    } catch (e) {
      panel.status(`Could not write the prizes: ${message(e)}`, "error");
    } finally {
      app.progress(null);
      button.removeAttribute("disabled");
    }
  });

  showSource();
  fillPicker().catch(() => (picker.disabled = true));
  await load();
  return panel;
}
