/**
 * The .xlsx ranking list prints as one: LibreOffice Calc converts the
 * workbook we write to PDF headlessly; the PDF's pages are counted and each page's text read with
 * pdftotext (poppler-utils, installed by .ci/run beside LibreOffice). A 30-player list with 6
 * tie-breaks must be fitted to one page wide: every column heading on page 1, the header row
 * again on every further page of the list, and the event name in the page header. The same
 * workbook with the fit switched off is converted too, to show that the check would fail.
 */
import { execFileSync } from "child_process";
import ExcelJS from "exceljs";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { computeStandings } from "../../src/engine";
import { crosstable } from "../../src/formats/crosstable";
import { standingsTable } from "../../src/formats/table";
import { parseTrf } from "../../src/formats/trf";
import { writeStandingsXlsx } from "../../src/formats/xlsx";

const SOFFICE = process.env.SOFFICE_PATH ?? "/usr/bin/soffice";
const PDFTOTEXT = process.env.PDFTOTEXT_PATH ?? "/usr/bin/pdftotext";
const ORDER = ["BH/C1", "BH", "SB", "DE", "WIN", "ARO"];

function toPdf(dir: string, file: string): string {
  execFileSync(
    SOFFICE,
    [
      "--headless",
      `-env:UserInstallation=file://${dir}/profile`,
      "--convert-to",
      "pdf",
      "--outdir",
      dir,
      file,
    ],
    { stdio: "pipe", timeout: 120000 }
  );
  return file.replace(/\.xlsx$/, ".pdf");
}

function pageCount(pdf: string): number {
  return (
    fs
      .readFileSync(pdf)
      .toString("latin1")
      .match(/\/Type\s*\/Page\b/g) ?? []
  ).length;
}

function pageText(pdf: string, page: number): string {
  return execFileSync(PDFTOTEXT, ["-layout", "-f", String(page), "-l", String(page), pdf, "-"], {
    encoding: "utf8",
  });
}

describe("the .xlsx ranking list printed by LibreOffice", () => {
  it("30 players, 6 tie-breaks: one page wide, header row repeated, event name in the header, page numbers in the footer", async () => {
    for (const tool of [SOFFICE, PDFTOTEXT]) {
      if (!fs.existsSync(tool)) {
        throw new Error(
          `${tool} is missing: install Debian's libreoffice-calc-nogui and poppler-utils (.ci/run does it)`
        );
      }
    }
    const t = parseTrf(
      fs.readFileSync(path.resolve(__dirname, "../fixtures/trf/swiss30.trf"), "utf8")
    ).tournament;
    const st = computeStandings(t, ORDER, { unrated: 1400 });
    const table = standingsTable(st, t);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tb-print-"));
    const bytes = await writeStandingsXlsx(table, { crosstable: crosstable(st, t) });
    // only the ranking sheet, to count its pages
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    wb.removeWorksheet(wb.getWorksheet("Crosstable")!.id);
    const file = path.join(dir, "ranking.xlsx");
    fs.writeFileSync(file, new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer));
    const pdf = toPdf(dir, file);
    const pages = pageCount(pdf);

    // the heading row of the table on page 1 holds every column, in order
    const heading = new RegExp(table.header.map((h) => h.replace(/[/]/g, "\\/")).join("\\s+"));
    const first = pageText(pdf, 1);
    expect(first).toMatch(heading);
    expect(first).toContain(table.title);
    expect(first).toContain(String(table.rows[0][table.header.indexOf("Name")]));
    // the list has 30 rows, about 45 printed lines of legend: fitted to the width, landscape
    // A4 needs 2 pages (2 x ~38 lines); column bands would add pages
    expect(pages).toBe(2);
    // the event name is in every page header; the last row of the list is on page 1 or 2 with
    // the heading row above it
    for (let p = 1; p <= pages; p++) expect(pageText(pdf, p)).toContain(table.title);
    // and the page number in every page footer
    for (let p = 1; p <= pages; p++) expect(pageText(pdf, p)).toContain(`Page ${p} of ${pages}`);
    const last = String(table.rows[29][table.header.indexOf("Name")]);
    const withLast = [1, 2].find((p) => pageText(pdf, p).includes(last))!;
    expect(pageText(pdf, withLast)).toMatch(heading);
    // page 2 starts with the heading row again (print titles)
    expect(pageText(pdf, 2)).toMatch(heading);

    // the control: without the fit to one page wide the last columns leave page 1
    const loose = new ExcelJS.Workbook();
    await loose.xlsx.load(fs.readFileSync(file) as unknown as ExcelJS.Buffer);
    const ws = loose.getWorksheet("Standings")!;
    ws.pageSetup.fitToPage = false;
    ws.pageSetup.scale = 100;
    ws.pageSetup.orientation = "portrait";
    const looseFile = path.join(dir, "loose.xlsx");
    fs.writeFileSync(looseFile, new Uint8Array((await loose.xlsx.writeBuffer()) as ArrayBuffer));
    const loosePdf = toPdf(dir, looseFile);
    expect(pageCount(loosePdf)).toBeGreaterThan(pages);
    expect(pageText(loosePdf, 1)).not.toMatch(heading);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 180000);
});
