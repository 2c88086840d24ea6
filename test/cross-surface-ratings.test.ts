/**
 * One rating change for one event on every surface: the command line (`tiebreaks ratings
 * --format json`, `tiebreaks standings --columns rating-change`), the STANDINGS spill with
 * columns=rating-change and RATING_CHANGE, and the page (the file as the standalone page reads
 * it, under the order a new page starts with, its ranking list with "Rating change" ticked and
 * the working a click on a row opens).
 *
 * The event: test/fixtures/fide/rating-event.trf, worked by hand in test/cli/ratings.test.ts:
 * 1 -11, 2 +58 (K 40: born 2009, under 2300, the event in 2026), 3 -4, 4 -2, 5 unrated (first
 * rating 2000, provisional), 6 -6. As a sheet (the grid the pane's TRF import writes, read as
 * .csv by the command line and the page, as cells by STANDINGS) the file has no event date: the
 * 18th-birthday rule cannot be applied, K 20 for 2: 20 x 1.46 = 29.2 -> +29.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { writeCsv } from "../src/formats/csv";
import { makeGrid } from "../src/formats/grid";
import { standingsTable } from "../src/formats/table";
import { parseTrf } from "../src/formats/trf";
import { playerWorking } from "../src/formats/working";
import { loadGrid, loadTrf } from "../src/taskpane/load";
import { columnsView, toggleColumn } from "../src/taskpane/columns";
import { defaultState, paneStandings } from "../src/taskpane/order";
import { recordingRuntime } from "./functions/cf-runtime";
import { runCli } from "./helpers/cli";

(globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = recordingRuntime();
const cf = require("../src/functions/functions") as typeof import("../src/functions/functions");

const TRF = fs.readFileSync(path.join(__dirname, "fixtures", "fide", "rating-event.trf"), "utf8");
const GRID = makeGrid(parseTrf(TRF).tournament, "swiss") as (string | number)[][];

/** Start number -> change ("" for none), by hand. */
const FROM_TRF: Record<number, number | ""> = { 1: -11, 2: 58, 3: -4, 4: -2, 5: "", 6: -6 };
const FROM_SHEET: Record<number, number | ""> = { ...FROM_TRF, 2: 29 };

// the functions' work is loaded on the first call (functions.ts); load it first
beforeAll(() => cf.functionsReady());
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tb-cross-ratings-"));
  fs.writeFileSync(path.join(dir, "event.trf"), TRF);
  fs.writeFileSync(path.join(dir, "event.csv"), writeCsv(GRID));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function cliRatings(file: string): Promise<Record<number, number | "">> {
  const r = await runCli(dir, "ratings", file, "--format", "json");
  expect(r.code).toBe(0);
  const players = JSON.parse(r.out).players as { start: number; change: number | null }[];
  return Object.fromEntries(players.map((p) => [p.start, p.change ?? ""]));
}

/** Start number -> Rtg+/- of a ranking list's rows (header row first). */
function column(rows: readonly (readonly unknown[])[]): Record<number, unknown> {
  const head = rows[0];
  const sno = head.indexOf("SNo");
  const c = head.indexOf("Rtg+/-");
  expect(c).toBe(head.indexOf("Rtg") + 1);
  return Object.fromEntries(
    rows
      .slice(1)
      .filter((r) => typeof r[sno] === "number")
      .map((r) => [r[sno] as number, r[c] ?? ""])
  );
}

async function cliColumn(file: string): Promise<Record<number, unknown>> {
  const r = await runCli(dir, "standings", file, "--columns", "rating-change", "--format", "json");
  expect(r.code).toBe(0);
  const players = JSON.parse(r.out).players as {
    start: number;
    columns: Record<string, unknown>;
  }[];
  return Object.fromEntries(players.map((p) => [p.start, p.columns["Rtg+/-"]]));
}

/** The page: the file loaded, "Rating change" ticked, the ranking list's column. */
function page(loaded: ReturnType<typeof loadTrf>): Record<number, unknown> {
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  const t = loaded.loaded.tournament;
  const view = columnsView([], t);
  const choice = view.choices.find((c) => c.title === "Rating change");
  expect(choice).toBeDefined();
  const chosen = toggleColumn([], t, choice!.label, true);
  expect(chosen).toEqual(["rating-change"]);
  const { standings } = paneStandings(defaultState(), t);
  const table = standingsTable(standings, t, { attributes: columnsView(chosen, t).shown });
  return column([table.header, ...table.rows]);
}

describe("one rating change for one event on every surface", () => {
  test("the TRF: command line (ratings and --columns) and page", async () => {
    expect(await cliRatings("event.trf")).toEqual(FROM_TRF);
    expect(await cliColumn("event.trf")).toEqual(FROM_TRF);
    expect(page(loadTrf(TRF, "file event.trf"))).toEqual(FROM_TRF);
  });

  test("the sheet: command line on its .csv, STANDINGS and RATING_CHANGE on its cells, page", async () => {
    expect(await cliRatings("event.csv")).toEqual(FROM_SHEET);
    expect(await cliColumn("event.csv")).toEqual(FROM_SHEET);
    const spill = cf.standings(
      GRID.map((r) => [...r]),
      null as unknown as unknown[][],
      [["columns=rating-change"]]
    ) as unknown[][];
    expect(column(spill)).toEqual(FROM_SHEET);
    const each = cf.ratingChange(
      GRID.map((r) => [...r]),
      null,
      null as unknown as unknown[][]
    ) as unknown[][];
    expect(Object.fromEntries(GRID.slice(1).map((r, k) => [r[0], each[k + 1][0]]))).toEqual(
      FROM_SHEET
    );
    expect(page(loadGrid(GRID, "file event.csv"))).toEqual(FROM_SHEET);
  });

  test("the working of a row on the page is the command line's explain RATING", async () => {
    const loaded = loadTrf(TRF, "file event.trf");
    if (!loaded.ok) throw new Error("not read");
    const t = loaded.loaded.tournament;
    const { standings, options } = paneStandings(defaultState(), t);
    const w = playerWorking(standings, t, 2, options, undefined, { rating: true });
    const rating = w.codes[w.codes.length - 1];
    expect(rating.code).toBe("RATING");
    const r = await runCli(dir, "explain", "event.trf", "3", "RATING", "--format", "json");
    const cli = JSON.parse(r.out).codes[0] as { value: number; summary: string };
    expect(rating.explanation.value?.toNumber()).toBe(-4);
    expect(cli.value).toBe(-4);
    expect(rating.explanation.summary).toBe(cli.summary);
  });
});
