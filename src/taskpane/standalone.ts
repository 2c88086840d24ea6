/**
 * The page opened in an ordinary browser (no Excel, or office.js missing): load a .trf, .csv or
 * .xlsx file, edit the order, see the standings, download them as .xlsx (with the crosstable
 * sheet), .html (the self-contained ranking list) or .csv. Nothing leaves
 * the browser: files are read locally and downloads are made from blobs.
 */
import { eventCrosstable } from "../formats/team-crosstable";
import { standingsHtml } from "../formats/html";
import { tableRowsForCsv } from "../formats/table";
import { App } from "./app";
import { byId, h } from "./dom";
import type { LoadOutcome } from "./load";
import { readers } from "./lazy";
import { defaultState, fileOrder } from "./order";
import { chosenEncoding, onEncodingChange, startEncodingChoice } from "./encoding-choice";
import { startPrizesPage } from "./prizes-page";

function download(data: BlobPart, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

function baseName(file: string): string {
  return file.replace(/\.[^.]*$/, "") || "standings";
}

/** A results file's standings; `encoding`: its text encoding instead of the guess (decode.ts). */
export async function readFile(file: File, encoding?: string): Promise<LoadOutcome> {
  const { fileKind, fileText, loadGrid, loadTrf, rosterSheetName, takesSheetRoster, withWarning } =
    await readers();
  const kind = fileKind(file.name);
  const source = `file ${file.name}`;
  if (kind === "trf" || kind === "csv") {
    const t = fileText(new Uint8Array(await file.arrayBuffer()), file.name, encoding);
    if (!t.ok) return t;
    if (kind === "trf") return withWarning(loadTrf(t.text, source), t.warning);
    // papaparse loads with the first .csv (the start-up bundle stays small)
    const { readCsv } = await import(/* webpackChunkName: "csv" */ "../formats/csv");
    return withWarning(loadGrid(readCsv(t.text), source), t.warning);
  }
  if (kind === "xlsx") {
    try {
      // ExcelJS is large: load it only when an .xlsx is opened
      const { readXlsx } = await import(/* webpackChunkName: "xlsx" */ "../formats/xlsx");
      // a sheet named Roster (Teams, Squads...) beside the results, as the command line finds it
      const r = await readXlsx(
        new Uint8Array(await file.arrayBuffer()),
        undefined,
        rosterSheetName
      );
      // used only by a board list without team columns (takesSheetRoster), as on the command line
      const roster = r.other && takesSheetRoster(r.cells) ? r.other : undefined;
      return loadGrid(
        r.cells,
        `${source}, sheet ${r.sheet}${roster ? `, roster sheet ${roster.sheet}` : ""}`,
        r.origin,
        [...r.warnings, ...(roster?.warnings ?? [])],
        roster
      );
    } catch (e) {
      return {
        ok: false,
        problems: [{ where: file.name, message: e instanceof Error ? e.message : String(e) }],
      };
    }
  }
  return {
    ok: false,
    problems: [
      { where: file.name, message: "not a results file: choose a .trf, .csv or .xlsx file" },
    ],
  };
}

export function startStandalone(reason: string): App {
  document.body.classList.add("standalone");
  byId("mode-note").textContent = reason;
  for (const el of document.querySelectorAll<HTMLElement>(".excel-only")) el.hidden = true;
  for (const el of document.querySelectorAll<HTMLElement>(".standalone-only")) el.hidden = false;

  const app = new App(defaultState(), {});
  startPrizesPage(app, download);
  let fileName = "standings";

  const input = byId<HTMLInputElement>("file-input");
  const open = async (): Promise<void> => {
    const file = input.files?.[0];
    if (!file) return;
    fileName = baseName(file.name);
    app.status(`Reading ${file.name}…`);
    const r = await readFile(file, chosenEncoding());
    if (r.ok) {
      // an order nobody chose follows the file (its TRF record 202, else the default for the
      // event type): the engine's resolution, as in the CLI (App.recompute)
      const follows = app.order.follow === true;
      const own = fileOrder(r.loaded.tournament.tiebreaks);
      app.setLoaded(r.loaded);
      if (follows && own && app.standings)
        app.status(`Tie-break order taken from ${file.name} (TRF record 202).`);
    } else {
      app.setFailed(`file ${file.name}`, r.problems);
    }
  };
  input.addEventListener("change", () => void open());
  // another encoding chosen: the open file is read again in it
  startEncodingChoice();
  onEncodingChange(() => void open());

  byId("download-csv").addEventListener("click", async () => {
    const t = app.table;
    if (!t) return;
    const { writeCsv } = await import(/* webpackChunkName: "csv" */ "../formats/csv");
    download(writeCsv(tableRowsForCsv(t)), "text/csv;charset=utf-8", `${fileName}-standings.csv`);
  });
  // the ranking list as the command line's --out standings.html writes it (html.ts), with the
  // crosstable section
  const htmlButton = h(
    "button",
    { type: "button", id: "download-html", class: "btn" },
    "Download .html"
  );
  byId("download-csv").after(htmlButton);
  htmlButton.addEventListener("click", () => {
    const t = app.table;
    const st = app.standings;
    if (!t || !st || !app.loaded) return;
    const html = standingsHtml(t, eventCrosstable(st, app.loaded.tournament), app.boards);
    download(html, "text/html;charset=utf-8", `${fileName}-standings.html`);
  });
  byId("download-xlsx").addEventListener("click", async () => {
    const t = app.table;
    const st = app.standings;
    if (!t || !st || !app.loaded) return;
    try {
      app.status("Preparing the workbook…");
      const { writeStandingsXlsx } = await import(/* webpackChunkName: "xlsx" */ "../formats/xlsx");
      // the crosstable as the second sheet, as the command line's --out standings.xlsx
      const bytes = await writeStandingsXlsx(t, {
        crosstable: eventCrosstable(st, app.loaded.tournament),
        // a team event's board tables as the sheet "Boards"
        boards: app.boards,
      });
      download(
        bytes as BlobPart,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        `${fileName}-standings.xlsx`
      );
      app.status("Workbook downloaded.", "ok");
    } catch (e) {
      app.status(
        `Could not make the workbook: ${e instanceof Error ? e.message : String(e)}`,
        "error"
      );
    }
  });
  return app;
}
