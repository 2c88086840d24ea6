/**
 * The standings workbook opens in LibreOffice: Debian's LibreOffice Calc (installed by .ci/run)
 * converts the .xlsx we write to CSV headlessly, and the CSV holds the same table. Excel itself
 * is not available on these machines.
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { computeStandings } from "../../src/engine";
import { readCsv } from "../../src/formats/csv";
import { parseGrid } from "../../src/formats/grid";
import { printed, standingsTable } from "../../src/formats/table";
import { writeStandingsXlsx } from "../../src/formats/xlsx";
import { loadFixture } from "../helpers/fixtures";

const SOFFICE = process.env.SOFFICE_PATH ?? "/usr/bin/soffice";

describe("an --out standings.xlsx opens in LibreOffice", () => {
  it("LibreOffice reads back the standings of arena-swiss-5 cell for cell", async () => {
    if (!fs.existsSync(SOFFICE)) {
      throw new Error(
        `${SOFFICE} is missing: install Debian's LibreOffice Calc (apt-get install libreoffice-calc-nogui; .ci/run does it)`
      );
    }
    const fx = loadFixture("seeds/arena-swiss-5.json");
    const { tournament } = parseGrid(fx.grid);
    const st = computeStandings(tournament, fx.order, { rules: "plain" });
    const table = standingsTable(st, tournament);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tb-lo-"));
    const file = path.join(dir, "standings.xlsx");
    fs.writeFileSync(file, await writeStandingsXlsx(table));
    execFileSync(
      SOFFICE,
      [
        "--headless",
        `-env:UserInstallation=file://${dir}/profile`,
        "--convert-to",
        // the formatted text of each cell, as shown on screen and in print
        "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true",
        "--outdir",
        dir,
        file,
      ],
      { stdio: "pipe", timeout: 120000 }
    );
    const all = readCsv(fs.readFileSync(path.join(dir, "standings.csv"), "utf8"));
    // the event header first, then the table
    expect(all[0][0]).toBe(table.title);
    const top = all.findIndex((r) => r[0] === "Rk");
    const rows = all.slice(top);
    expect(rows[0]).toEqual(table.header);
    // the table rows as LibreOffice shows them: each number in the one number format
    // (formatNumber: 2, 3.5, 6.75), text as text
    for (let r = 0; r < table.rows.length; r++) {
      expect(rows[r + 1].map(String)).toEqual(table.rows[r].map((v) => printed(v)));
    }
    // the ranking is the fixture's
    const noCol = table.header.indexOf("SNo");
    expect(rows.slice(1, 1 + fx.expected.ranking.length).map((row) => Number(row[noCol]))).toEqual(
      fx.expected.ranking
    );
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120000);
});
