/**
 * The prize list on the page outside Excel: a prize-list file (.csv, .xlsx or .json, read like
 * the command line's --prizes through formats/prize-file.ts and its one decoder), the prize table
 * on the standings shown, and the table as a download (.xlsx, .csv, .html), as the command
 * line's --out writes it. Nothing leaves the browser.
 */
import type { App } from "./app";
import { byId } from "./dom";
import { chosenEncoding, onEncodingChange } from "./encoding-choice";
import { PrizePanel, prizeProblems } from "./prizes-panel";

export function startPrizesPage(
  app: App,
  download: (data: BlobPart, type: string, name: string) => void
): PrizePanel {
  const panel = new PrizePanel(app);
  app.standingsChanged.push(() => panel.recompute());
  let base = "prizes";

  const input = byId<HTMLInputElement>("prize-input");
  const open = async (): Promise<void> => {
    const file = input.files?.[0];
    if (!file) return;
    base = file.name.replace(/\.[^.]*$/, "") || "prizes";
    const source = `file ${file.name}`;
    panel.status(`Reading ${file.name}…`);
    try {
      const { readPrizeFile } = await import(
        /* webpackChunkName: "prize-file" */ "../formats/prize-file"
      );
      const r = await readPrizeFile(
        file.name,
        new Uint8Array(await file.arrayBuffer()),
        chosenEncoding()
      );
      panel.setList(r.list, source, r.warning ? [{ where: file.name, message: r.warning }] : []);
    } catch (e) {
      panel.setFailed(source, prizeProblems(e));
    }
  };
  input.addEventListener("change", () => void open());
  onEncodingChange(() => void open());

  const ready = (): boolean => {
    if (panel.result && panel.table) return true;
    panel.status(
      panel.list
        ? "No prize table to download: see the problems above."
        : "Open a prize list first.",
      "error"
    );
    return false;
  };
  byId("download-prizes-csv").addEventListener("click", async () => {
    if (!ready()) return;
    const t = panel.table!;
    const { writeCsv } = await import(/* webpackChunkName: "csv" */ "../formats/csv");
    download(
      writeCsv([t.header, ...t.rows, [], ...t.notes.map((n) => [n])]),
      "text/csv;charset=utf-8",
      `${base}-awarded.csv`
    );
  });
  byId("download-prizes-html").addEventListener("click", async () => {
    if (!ready()) return;
    const { prizeHtml } = await import("../formats/prize-table");
    download(
      prizeHtml(panel.result!, { title: app.loaded?.tournament.name }),
      "text/html;charset=utf-8",
      `${base}-awarded.html`
    );
  });
  byId("download-prizes-xlsx").addEventListener("click", async () => {
    if (!ready()) return;
    try {
      panel.status("Preparing the workbook…");
      const { writeStandingsXlsx } = await import(/* webpackChunkName: "xlsx" */ "../formats/xlsx");
      const bytes = await writeStandingsXlsx(panel.table!, "Prizes");
      download(
        bytes as BlobPart,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        `${base}-awarded.xlsx`
      );
      panel.status("Workbook downloaded.", "ok");
    } catch (e) {
      panel.status(
        `Could not make the workbook: ${e instanceof Error ? e.message : String(e)}`,
        "error"
      );
    }
  });
  return panel;
}
