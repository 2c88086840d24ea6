/**
 * Extra player columns (Club or any other attribute the source has, when asked):
 * `--columns club` in every output of the command line (text, csv, json, --out xlsx,
 * html, csv, json, txt), `columns=club` in =TIEBREAK.STANDINGS' options, all through the one
 * table model. The results: seed arena-swiss-5 (test/fixtures/seeds) with a Club column added by
 * hand; the ranking under the seed's order is the seed's published one (1, 2, 3, 4, 5).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { writeCsv } from "../../src/formats/csv";
import { attributeColumns, standingsTable } from "../../src/formats/table";
import { readXlsx } from "../../src/formats/xlsx";
import { loadGrid } from "../../src/taskpane/load";
import { paneStandings, defaultState } from "../../src/taskpane/order";
import { standingsContent } from "../../src/taskpane/standings-sheet";
import { recordingRuntime } from "../functions/cf-runtime";
import { runCli, type CliRun } from "../helpers/cli";
import { loadFixture } from "../helpers/fixtures";

(globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = recordingRuntime();
const cf =
  require("../../src/functions/functions") as typeof import("../../src/functions/functions");
// the functions load their work on the first call (functions.ts); these tests call them directly
beforeAll(() => cf.functionsReady());

const fx = loadFixture("seeds/arena-swiss-5.json");
const ORDER = (fx.order as string[]).filter((c) => c !== "PTS").join(",");
/** Start number -> club, written by hand next to the seed's players. */
const CLUBS: Record<number, string> = {
  1: "Hastings",
  2: "Lewes",
  3: "Hastings",
  4: "Rye & District",
  5: "",
};

function gridWithClub(): unknown[][] {
  const g = fx.grid as unknown[][];
  return g.map((r, k) => [
    ...r.slice(0, 3),
    k === 0 ? "Club" : CLUBS[r[0] as number],
    ...r.slice(3),
  ]);
}

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tb-columns-"));
  fs.writeFileSync(path.join(dir, "arena.csv"), writeCsv(gridWithClub() as (string | number)[][]));
  fs.copyFileSync(
    path.resolve(__dirname, "../../examples/club-swiss.trf"),
    path.join(dir, "club.trf")
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const cli = (...argv: string[]): Promise<CliRun> =>
  runCli(dir, "standings", "arena.csv", "-t", ORDER, "--rules", "plain", ...argv);

describe("--columns club", () => {
  test("text: a Club column after Rtg, before Pts, with each player's club", async () => {
    const r = await cli("--columns", "club");
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    const head = lines.findIndex((l) => l.startsWith("Rk"));
    expect(lines[head].split(/\s{2,}/).slice(0, 6)).toEqual([
      "Rk",
      "SNo",
      "Name",
      "Rtg",
      "Club",
      "Pts",
    ]);
    // ranking 1..5 (the seed's); Ava 1420 Hastings 3.5
    expect(lines[head + 2]).toMatch(/^\s*1\s+1\s+Ava Chen\s+1420\s+Hastings\s+3\.5\s/);
    expect(lines[head + 5]).toMatch(/^\s*4\s+4\s+Elena Rossi\s+1190\s+Rye & District\s+2\s/);
    // without the flag no Club column
    const plain = await cli();
    expect(plain.out).not.toMatch(/\bClub\b/);
  });

  test("csv and json carry the same column", async () => {
    const { readCsv } = await import("../../src/formats/csv");
    const csv = readCsv((await cli("--columns", "Club", "--format", "csv")).out);
    expect(csv[0].slice(0, 6)).toEqual(["Rk", "SNo", "Name", "Rtg", "Club", "Pts"]);
    expect(csv.slice(1, 6).map((r) => [Number(r[1]), r[4]])).toEqual(
      [1, 2, 3, 4, 5].map((n) => [n, CLUBS[n]])
    );
    const j = JSON.parse((await cli("--columns", "club", "--format", "json")).out) as {
      players: { start: number; columns: Record<string, string> }[];
    };
    expect(j.players.map((p) => [p.start, p.columns.Club])).toEqual(
      [1, 2, 3, 4, 5].map((n) => [n, CLUBS[n]])
    );
  });

  test("--out .xlsx, .html, .csv, .txt and .json all have it", async () => {
    for (const ext of ["xlsx", "html", "csv", "txt", "json"]) {
      const r = await cli("--columns", "club", "--out", `out.${ext}`, "--force");
      expect([ext, r.code, r.err]).toEqual([ext, 0, ""]);
    }
    const book = await readXlsx(fs.readFileSync(path.join(dir, "out.xlsx")));
    const top = book.cells.findIndex((r) => r[0] === "Rk");
    expect(book.cells[top].slice(0, 6)).toEqual(["Rk", "SNo", "Name", "Rtg", "Club", "Pts"]);
    expect(book.cells.slice(top + 1, top + 6).map((r) => [r[1], r[4] ?? ""])).toEqual(
      [1, 2, 3, 4, 5].map((n) => [n, CLUBS[n]])
    );
    const html = fs.readFileSync(path.join(dir, "out.html"), "utf8");
    expect(html).toContain('<th scope="col">Club</th>');
    expect(html).toContain("<td>Rye &amp; District</td>");
    const { readCsv } = await import("../../src/formats/csv");
    const csv = readCsv(fs.readFileSync(path.join(dir, "out.csv"), "utf8"));
    expect(csv[0].slice(0, 6)).toEqual(["Rk", "SNo", "Name", "Rtg", "Club", "Pts"]);
    expect(csv[1][4]).toBe("Hastings");
    expect(fs.readFileSync(path.join(dir, "out.txt"), "utf8")).toMatch(
      /Ava Chen\s+1420\s+Hastings/
    );
    const j = JSON.parse(fs.readFileSync(path.join(dir, "out.json"), "utf8")) as {
      players: { columns: Record<string, string> }[];
    };
    expect(j.players[0].columns).toEqual({ Club: "Hastings" });
  });

  test("a TRF's own fields: --columns sex gives the 001 sex column (m/w)", async () => {
    const r = await runCli(dir, "standings", "club.trf", "--columns", "sex", "--format", "csv");
    expect(r.code).toBe(0);
    const { readCsv } = await import("../../src/formats/csv");
    const csv = readCsv(r.out);
    const c = csv[0].indexOf("Sex");
    expect(c).toBe(csv[0].indexOf("Rtg") + 1);
    // club-swiss.trf: 001 3 "w" (Lindqvist), 001 1 "m" (Hartley)
    const sexOf = (name: string): unknown => csv.find((row) => row[3] === name)![c];
    expect(sexOf("Lindqvist, Maja")).toBe("w");
    expect(sexOf("Hartley, Owen")).toBe("m");
  });

  test("an unknown column: exit 2, the option named, the file's columns listed", async () => {
    const r = await cli("--columns", "club,school"); // "school" is not "club"
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    expect(r.err).toMatch(
      /arena\.csv: --columns: "school": no player has a value for it; this source has Club/
    );
    const t = await runCli(dir, "standings", "club.trf", "--columns", "club");
    expect(t.code).toBe(2);
    expect(t.err).toMatch(/"club": no player has a value for it; this source has Sex/);
    const empty = await cli("--columns", " , ");
    expect(empty.code).toBe(2);
    expect(empty.err).toMatch(/--columns " , ": expected column names/);
  });
});

describe("columns through the one table model", () => {
  test('=TIEBREAK.STANDINGS(grid, order, "columns=club") spills the same Club column', () => {
    const table = cf.standings(gridWithClub(), [[ORDER]], [["rules=plain; columns=club"]]) as (
      string | number
    )[][];
    expect(table[0].slice(0, 6)).toEqual(["Rk", "SNo", "Name", "Rtg", "Club", "Pts"]);
    expect(table.slice(1).map((r) => [r[1], r[4]])).toEqual(
      [1, 2, 3, 4, 5].map((n) => [n, CLUBS[n]])
    );
    expect(() => cf.standings(gridWithClub(), [[ORDER]], [["columns=elo2"]])).toThrow(
      /^options: columns: "elo2": no player has a value for it; this source has Club/
    );
  });

  test("the pane's table (standingsContent) gives the same cells as the CLI's model", () => {
    const loaded = loadGrid(gridWithClub(), "test");
    if (!loaded.ok) throw new Error("grid not read");
    const t = loaded.loaded.tournament;
    const { standings } = paneStandings(defaultState(), t);
    const pane = standingsContent(standings, t, {
      preset: "x",
      writtenAt: new Date(2026, 0, 1),
      attributes: ["club"],
    });
    const model = standingsTable(standings, t, { attributes: ["club"] });
    expect(pane.header).toEqual(model.header);
    expect(pane.rows).toEqual(model.rows);
    expect(attributeColumns(t, ["CLUB", "club", "Rtg"]).map((c) => c.label)).toEqual(["Club"]);
  });
});
