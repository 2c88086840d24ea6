/**
 * The sheet read: a hidden first sheet is skipped (with a warning), hidden rows are read (with a
 * warning), and every output names the sheet in its header (text, csv, json and the --out
 * files .xlsx, .html, .csv, .json, .txt; team events too). The workbook is built here: a hidden
 * sheet "Old" (a different, stale table) before the sheet "Results", which holds the 4-player
 * event of test/fixtures/grids/round-headers-ordinal.csv (README.md: Ann 3, Ben 2, Cas ½, Dan ½)
 * with Dan's row hidden.
 */
import ExcelJS from "exceljs";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { readXlsx } from "../../src/formats/xlsx";
import { runCli } from "../helpers/cli";
import { gridCells } from "../helpers/grid-fixtures";
import { LEAGUE_BOARDS, LEAGUE_ROSTER } from "../helpers/league";

let dir: string;

async function workbook(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const old = wb.addWorksheet("Old");
  old.addRows([
    ["No", "Name", "R1"],
    [1, "Stale", "2w1"],
    [2, "Table", "1b0"],
  ]);
  old.state = "hidden";
  const ws = wb.addWorksheet("Results");
  ws.addRows(gridCells("round-headers-ordinal.csv"));
  ws.getRow(5).hidden = true;
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

async function leagueWorkbook(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet("Matches").addRows(LEAGUE_BOARDS);
  wb.addWorksheet("Roster").addRows(LEAGUE_ROSTER);
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tb-sheets-"));
  fs.writeFileSync(path.join(dir, "event.xlsx"), await workbook());
  fs.writeFileSync(path.join(dir, "league.xlsx"), await leagueWorkbook());
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("hidden sheets and rows", () => {
  test("the reader skips the hidden first sheet and reads the hidden row, with warnings", async () => {
    const book = await readXlsx(fs.readFileSync(path.join(dir, "event.xlsx")));
    expect(book.sheet).toBe("Results");
    expect(book.cells).toHaveLength(5);
    expect(book.warnings).toEqual([
      {
        cell: "",
        kind: "xlsx:hidden-sheet",
        message: expect.stringMatching(
          /^the hidden sheet "Old" is skipped: the first visible sheet, "Results", is read/
        ),
      },
      {
        cell: "Results!A5",
        kind: "xlsx:hidden-rows",
        message: expect.stringMatching(/^row 5 is hidden in the sheet: read like the others/),
      },
    ]);
    // asked for by name, the hidden sheet is read, without a word
    const old = await readXlsx(fs.readFileSync(path.join(dir, "event.xlsx")), "Old");
    expect(old.cells[1][1]).toBe("Stale");
    expect(old.warnings).toEqual([]);
  });

  test("the command line: Dan (the hidden row) counts, and both warnings are printed", async () => {
    const r = await runCli(dir, "standings", "event.xlsx", "--tiebreaks", "BH");
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/event\.xlsx: warning: the hidden sheet "Old" is skipped/);
    expect(r.err).toMatch(/event\.xlsx:Results!A5: warning: row 5 is hidden/);
    // the players' points and Buchholz by hand (README.md): Dan is there with ½ and 5½
    expect(r.out).toMatch(/Dan\s+0\.5\s+5\.5/);
  });
});

describe("every output names the sheet read", () => {
  test("stdout: text, csv, json", async () => {
    const text = await runCli(dir, "standings", "event.xlsx");
    expect(text.out.split("\n").slice(0, 3)).toContain("Sheet: Results");
    const csv = await runCli(dir, "standings", "event.xlsx", "--format", "csv");
    // the CSV starts with the table's header row; the event block below it names the sheet
    expect(csv.out).toMatch(/\r\n"Standings"\r\n"Sheet: Results"\r\n/);
    const json = JSON.parse((await runCli(dir, "standings", "event.xlsx", "--format", "json")).out);
    expect(json.event.sheet).toBe("Results");
    expect(json.event.lines).toContain("Sheet: Results");
  });

  test("--out .xlsx, .html, .csv, .json, .txt", async () => {
    for (const ext of ["xlsx", "html", "csv", "json", "txt"]) {
      const r = await runCli(dir, "standings", "event.xlsx", "--out", `out.${ext}`, "--force");
      expect([ext, r.code]).toEqual([ext, 0]);
    }
    const out = (f: string): string => fs.readFileSync(path.join(dir, f), "utf8");
    const xlsx = await readXlsx(fs.readFileSync(path.join(dir, "out.xlsx")));
    expect(xlsx.cells.slice(0, 3).map((r) => r[0])).toContain("Sheet: Results");
    expect(out("out.html")).toContain("<p>Sheet: Results</p>");
    expect(out("out.csv")).toContain('"Sheet: Results"');
    expect(JSON.parse(out("out.json")).event.sheet).toBe("Results");
    expect(out("out.txt").split("\n").slice(0, 3)).toContain("Sheet: Results");
  });

  test("a team event read from a sheet: text, json and --out .xlsx", async () => {
    const text = await runCli(dir, "standings", "league.xlsx");
    expect(text.code).toBe(0);
    expect(text.out.split("\n").slice(0, 3)).toContain("Sheet: Matches");
    const json = JSON.parse(
      (await runCli(dir, "standings", "league.xlsx", "--format", "json")).out
    );
    expect(json.sheet).toBe("Matches");
    expect((await runCli(dir, "standings", "league.xlsx", "--out", "t.xlsx", "--force")).code).toBe(
      0
    );
    const xlsx = await readXlsx(fs.readFileSync(path.join(dir, "t.xlsx")));
    expect(xlsx.cells.slice(0, 3).map((r) => r[0])).toContain("Sheet: Matches");
  });

  test("a .csv has no sheet: no such line", async () => {
    fs.copyFileSync(
      path.join(__dirname, "../fixtures/grids/round-headers-ordinal.csv"),
      path.join(dir, "event.csv")
    );
    const text = await runCli(dir, "standings", "event.csv");
    expect(text.out).not.toMatch(/Sheet:/);
  });
});
