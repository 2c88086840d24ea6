/**
 * The page inside Excel: the results range (selection, table or named range, remembered in the
 * workbook), the order saved with the workbook, "Write standings", and "Import TRF".
 */
import { App } from "./app";
import type { Problem } from "./types";
import { importSheet } from "./blocks";
import { byId } from "./dom";
import { officeMessage as message, pickerValue, sourcePicker } from "./source-picker";
import {
  describeSource,
  parseSourceChoice,
  readRosterSource,
  readSetting,
  readSource,
  selectCell,
  selectionChoice,
  SETTING_COLUMNS,
  SETTING_MIN_GAMES,
  SETTING_ORDER,
  SETTING_ROSTER,
  SETTING_SOURCE,
  writeImport,
  writeSetting,
  writeStandings,
  type SourceChoice,
} from "./excel";
import { deserializeColumns, serializeColumns } from "./columns";
import type { RosterCells } from "./load";
import { readers } from "./lazy";
import {
  defaultState,
  deserialize,
  importedOrder,
  optionsText,
  serialize,
  type OrderState,
} from "./order";
import { startPrizesExcel } from "./prizes-excel";
import { standingsSheet } from "./standings-sheet";
import { BoardsControl } from "./boards-control";

/** Dispatched on the document when the task pane is shown again. */
export const PANE_SHOWN = "tiebreaks:pane-shown";

export async function startExcel(): Promise<App> {
  document.body.classList.add("in-excel");
  for (const el of document.querySelectorAll<HTMLElement>(".standalone-only")) el.hidden = true;
  for (const el of document.querySelectorAll<HTMLElement>(".excel-only")) el.hidden = false;
  byId("mode-note").textContent =
    "Choose the results, set the tie-break order (saved with the workbook), then write the standings.";

  let source: SourceChoice | null = null;
  /** The roster range set in the pane (saved), else null: a sheet named Roster is looked for. */
  let rosterChoice: SourceChoice | null = null;
  let order: OrderState = defaultState();
  let orderWarning: string | undefined;
  let columns: string[] = [];
  let minGames = 0;
  await Excel.run(async (ctx) => {
    const saved = deserialize(await readSetting(ctx, SETTING_ORDER));
    if (saved.state) order = saved.state;
    orderWarning = saved.warning;
    // the extra columns of the ranking list, saved beside the order (columns.ts)
    const cols = deserializeColumns(await readSetting(ctx, SETTING_COLUMNS));
    columns = cols.columns;
    if (cols.warning)
      orderWarning = orderWarning ? `${orderWarning} ${cols.warning}` : cols.warning;
    source = parseSourceChoice(await readSetting(ctx, SETTING_SOURCE));
    rosterChoice = parseSourceChoice(await readSetting(ctx, SETTING_ROSTER));
    // the minimum-games rule of board prizes; a value the rule refuses is dropped, with a word
    const savedMin = await readSetting(ctx, SETTING_MIN_GAMES);
    if (savedMin !== undefined && savedMin !== null && savedMin !== "") {
      const n = BoardsControl.parse(String(savedMin));
      if (typeof n === "number") minGames = n;
      else orderWarning = `${orderWarning ? `${orderWarning} ` : ""}Saved ${n} (0 used).`;
    }
  });

  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let sheetName: string | undefined;
  const app: App = new App(order, {
    selectCell: (cell) => {
      Excel.run((ctx) => selectCell(ctx, cell, sheetName)).catch((e) =>
        app.status(`Could not select ${cell}: ${message(e)}`, "error")
      );
    },
    orderChanged: (s) => {
      if (saveTimer !== undefined) clearTimeout(saveTimer);
      saveTimer = setTimeout(() => {
        Excel.run((ctx) => writeSetting(ctx, SETTING_ORDER, serialize(s))).catch((e) =>
          app.status(`Could not save the order in the workbook: ${message(e)}`, "error")
        );
      }, 300);
    },
    minGamesChanged: (n) => {
      Excel.run((ctx) => writeSetting(ctx, SETTING_MIN_GAMES, String(n))).catch((e) =>
        app.status(`Could not save the minimum games in the workbook: ${message(e)}`, "error")
      );
    },
    columnsChanged: (names) => {
      Excel.run((ctx) => writeSetting(ctx, SETTING_COLUMNS, serializeColumns(names))).catch((e) =>
        app.status(`Could not save the extra columns in the workbook: ${message(e)}`, "error")
      );
    },
  });
  app.columns.set(columns);
  app.boardsControl.set(minGames);
  if (orderWarning) app.status(orderWarning, "error");

  const sourceLabel = byId("source-label");
  const rosterLabel = byId("roster-label");
  /** The roster the last read used, for the label. */
  let rosterUsed: string | null = null;
  const showSource = (): void => {
    sourceLabel.textContent = source
      ? `Results: ${describeSource(source)}`
      : "No results range chosen yet.";
    rosterLabel.textContent = rosterUsed
      ? `Roster: ${rosterUsed}`
      : rosterChoice
        ? `Roster: ${describeSource(rosterChoice)} (used by a board list)`
        : "Roster: a sheet named Roster, Teams or Squads, when the results are a board list without team columns.";
    byId("clear-roster").hidden = rosterChoice === null;
  };

  const load = async (): Promise<boolean> => {
    if (!source) {
      app.setLoaded(null);
      showSource();
      return false;
    }
    const s = source;
    try {
      const [data, r] = await Promise.all([Excel.run((ctx) => readSource(ctx, s)), readers()]);
      sheetName = data.sheet;
      // a board list's roster: the range set here (as --roster), else a sheet named Roster
      // beside a board list without team columns (as the command line finds it in an .xlsx)
      rosterUsed = null;
      let roster: RosterCells | undefined;
      if (rosterChoice ? r.isBoardList(data.cells) : r.takesSheetRoster(data.cells)) {
        const found = await Excel.run((ctx) => readRosterSource(ctx, data.sheet, rosterChoice));
        if (found) {
          roster = {
            cells: found.cells,
            origin: { sheet: found.sheet, row: found.row, col: found.col },
          };
          rosterUsed = found.found
            ? `sheet ${found.sheet} (${found.address})`
            : `range ${found.address}`;
        }
      }
      const where =
        (s.kind === "address"
          ? `range ${data.address}`
          : `${describeSource(s)} (${data.address})`) +
        (rosterUsed ? `, roster ${rosterUsed}` : "");
      const out = r.loadGrid(
        data.cells,
        where,
        {
          sheet: data.sheet,
          row: data.row,
          col: data.col,
        },
        [],
        roster
      );
      if (out.ok) app.setLoaded(out.loaded);
      else app.setFailed(where, out.problems);
      return out.ok;
    } catch (e) {
      app.setFailed(describeSource(s), [{ where: "", message: message(e) }]);
      return false;
    } finally {
      showSource();
    }
  };

  const picker = byId<HTMLSelectElement>("source-pick");
  const choose = async (c: SourceChoice): Promise<boolean> => {
    source = c;
    // the picker shows the chosen table or name, and nothing for a range from the selection
    picker.value = pickerValue(c);
    await Excel.run((ctx) => writeSetting(ctx, SETTING_SOURCE, JSON.stringify(c)));
    return load();
  };

  // the source picker: tables and named ranges of the workbook, and the selection
  const sources = sourcePicker(
    picker,
    byId("use-selection"),
    () => source,
    choose,
    (text) => app.status(text, "error")
  );
  const fillPicker = (): Promise<void> => sources.fill();

  // the roster: the selected range, saved with the workbook; "Clear" goes back to the sheet
  const setRoster = async (c: SourceChoice | null): Promise<void> => {
    rosterChoice = c;
    await Excel.run((ctx) => writeSetting(ctx, SETTING_ROSTER, c ? JSON.stringify(c) : ""));
    await load();
  };
  byId("use-roster-selection").addEventListener("click", () => {
    Excel.run((ctx) => selectionChoice(ctx))
      .then((c) => setRoster(c))
      .catch((e) =>
        app.status(`Could not use the selection as the roster: ${message(e)}`, "error")
      );
  });
  byId("clear-roster").addEventListener("click", () => {
    setRoster(null).catch((e) => app.status(`Could not clear the roster: ${message(e)}`, "error"));
  });

  // "Read again" also lists the tables and names made since (the runtime outlives the pane)
  byId("reload").addEventListener("click", () => {
    fillPicker().catch(() => (picker.disabled = true));
    load().catch((e) => app.status(message(e), "error"));
  });
  // and so does opening the pane again (SharedRuntime 1.1: the page stays loaded while hidden)
  try {
    Office.addin?.onVisibilityModeChanged?.((args) => {
      if (String(args.visibilityMode) !== "Taskpane") return;
      fillPicker().catch(() => (picker.disabled = true));
      // the other pickers of the pane (the prize list's) listen for this
      document.dispatchEvent(new Event(PANE_SHOWN));
    });
  } catch {
    // an Office without Office.addin: the picker is refreshed by "Read again"
  }

  byId("write").addEventListener("click", async () => {
    const button = byId("write");
    button.setAttribute("disabled", "");
    try {
      app.progress(0, "Reading the results");
      if (!(await load())) return;
      const st = app.recompute();
      if (!st || !app.loaded) return;
      // let the page paint the progress bar before the sheet is built
      await new Promise((r) => setTimeout(r, 0));
      // the same ranking list as the pane shows: preset, extra columns, warnings
      const content = standingsSheet(st, app.loaded.tournament, app.sheetInfo());
      const res = await Excel.run((ctx) =>
        writeStandings(ctx, content, (f, label) => app.progress(f, label))
      );
      app.status(
        `${res.created ? "Wrote" : "Updated"} the sheet "${res.sheetName}" (${st.rows.length} ${app.loaded.team ? "teams" : "players"}).`,
        "ok"
      );
    } catch (e) {
      app.status(`Could not write the standings: ${message(e)}`, "error");
    } finally {
      app.progress(null);
      button.removeAttribute("disabled");
    }
  });

  const trfInput = byId<HTMLInputElement>("trf-input");
  trfInput.addEventListener("change", async () => {
    const file = trfInput.files?.[0];
    if (!file) return;
    trfInput.value = "";
    try {
      const { fileText, makeGrid, parseTrf, TrfError } = await readers();
      const decoded = fileText(new Uint8Array(await file.arrayBuffer()), file.name);
      if (!decoded.ok) {
        app.setFailed(`file ${file.name}`, decoded.problems);
        return;
      }
      const text = decoded.text;
      let result;
      try {
        result = parseTrf(text);
      } catch (e) {
        if (e instanceof TrfError) {
          const list: Problem[] = e.issues.map((i) => ({
            where: `line ${i.line}`,
            message: i.message,
          }));
          app.setFailed(
            `file ${file.name}`,
            list.length ? list : [{ where: "", message: e.message }]
          );
          return;
        }
        throw e;
      }
      const grid = makeGrid(result.tournament, "swiss");
      // an order nobody chose follows the file's own list (record 202), as on the page and the
      // command line, and becomes the workbook's order: the sheet written does not carry it
      const own = importedOrder(app.order, result.tournament);
      const current = own ?? app.order;
      const res = await Excel.run((ctx) =>
        writeImport(ctx, "Results", (name) =>
          importSheet(grid, name, current.codes, optionsText(current))
        )
      );
      if (own) app.adoptOrder(own);
      const ok = await choose({ kind: "address", address: res.address });
      if (ok)
        app.status(
          `Imported ${file.name} into the sheet "${res.sheetName}"` +
            (own ? "; the tie-break order is taken from the file (TRF record 202)." : "."),
          "ok"
        );
      const warnings: Problem[] = [
        ...(decoded.warning ? [decoded.warning] : []),
        ...result.warnings.map((w) => ({ where: `line ${w.line}`, message: w.message })),
      ];
      if (warnings.length) app.problems(warnings, "warning");
    } catch (e) {
      app.status(`Could not import ${file.name}: ${message(e)}`, "error");
    }
  });

  showSource();
  fillPicker().catch(() => (picker.disabled = true));
  await load();
  // the prize list and the Prizes sheet (prizes-excel.ts)
  await startPrizesExcel(app, { load, sheet: () => sheetName }).catch((e) =>
    app.status(`The prize list could not be set up: ${message(e)}`, "error")
  );
  return app;
}
