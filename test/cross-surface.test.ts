/**
 * One answer for one file: the same files through the command line, the
 * custom functions, the standalone page and the task pane give the same ranking, because all of
 * them resolve order, edition and event type with the engine's resolveEvent.
 *
 * - CLI: `tiebreaks standings FILE --format json`;
 * - functions: =TIEBREAK.STANDINGS(grid) with no order and no options (for a TRF, the grid the
 *   task pane's TRF import writes, makeGrid);
 * - page: the file as the standalone page reads it (load.ts), under the order a new page starts
 *   with (defaultState, which follows the event), through paneStandings as App.recompute does;
 * - pane: the sheet's cells as the Excel mode reads them (loadGrid), under the order of a
 *   workbook with none saved.
 *
 * Expected rankings: the seeds' published rankings, and hand calculations for the TRF files.
 *
 * The same ranking list: the page's table, the pane's standings sheet, the
 * command line's CSV and the STANDINGS spill have the same header row and the same cells, printed
 * in the one number format; the command line's text has the page's event header and legend.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { run } from "../src/cli/main";
import { readCsv } from "../src/formats/csv";
import { makeGrid } from "../src/formats/grid";
import { formatNumber } from "../src/formats/table";
import { parseTrf } from "../src/formats/trf";
import { loadGrid, loadTrf, shownWarnings } from "../src/taskpane/load";
import { defaultState, paneStandings } from "../src/taskpane/order";
import { standingsContent, standingsSheet } from "../src/taskpane/standings-sheet";
import { recordingRuntime } from "./functions/cf-runtime";
import { loadFixture } from "./helpers/fixtures";

(globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = recordingRuntime();
const cf = require("../src/functions/functions") as typeof import("../src/functions/functions");
// the functions load their work on the first call (functions.ts); these tests call them directly
beforeAll(() => cf.functionsReady());

const ROOT = path.resolve(__dirname, "..");
let dir: string;
beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "tb-cross-"))));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function csvOf(grid: unknown[][]): string {
  const cell = (v: unknown): string => {
    const s = String(v ?? "");
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return grid.map((r) => r.map(cell).join(",")).join("\n") + "\n";
}

async function cliRanking(file: string): Promise<number[]> {
  let out = "";
  const code = await run(["standings", file, "--format", "json"], {
    stdout: (s) => void (out += s),
    stderr: () => undefined,
    cwd: dir,
  });
  expect(code).toBe(0);
  return (JSON.parse(out) as { players: { start: number }[] }).players.map((p) => p.start);
}

/** The STANDINGS spill's table: the rows above the blank row before its notes (the warnings). */
function spillTable(spill: unknown[][]): unknown[][] {
  const blank = spill.findIndex((r) => r.every((v) => v === ""));
  return blank < 0 ? spill : spill.slice(0, blank);
}

function functionsRanking(grid: unknown[][]): number[] {
  const table = spillTable(
    cf.standings(
      grid.map((r) => [...r]),
      null as unknown as unknown[][],
      null as unknown as unknown[][]
    ) as unknown[][]
  );
  const sno = table[0].indexOf("SNo");
  return table.slice(1).map((r) => Number(r[sno]));
}

function paneRanking(loaded: ReturnType<typeof loadGrid>): number[] {
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  const { standings } = paneStandings(defaultState(), loaded.loaded.tournament);
  return standings.rows.map((r) => r.player.id);
}

interface Case {
  name: string;
  /** A TRF file, or a seed whose grid is read as CSV. */
  trf?: string;
  grid?: unknown[][];
  /** The ranking, or only its groups by points (then the surfaces are compared with each other). */
  expected?: number[];
  groups?: number[][];
  /** The header's "after round N of M" on every surface. */
  after?: string;
}

const CASES: Case[] = [
  {
    // rr4: a complete round robin (092 Round Robin), by the round-robin default DE, WIN, SB, KS:
    // One and Two on 2 points, Two beat One (001 1 round 2 "2 w 0"); Three 1.5, Four 0.5
    name: "rr4.trf (round robin)",
    trf: "test/fixtures/trf/rr4.trf",
    expected: [2, 1, 3, 4],
  },
  {
    // a round robin where the Swiss order would rank otherwise (hand calculation):
    // scores A 2.5, B 2.5, C 3, D 1, E 1. A beat B and D beat E, so DE (the round-robin
    // default) gives C, A, B, D, E. The Swiss default would give C, B, A, E, D: BH and BH/C1
    // tie in a round robin, and SB(A) = 2.5 + 1 + ½ x 1 = 4 < SB(B) = 3 + 1 + ½ x 1 = 4.5,
    // SB(D) = 1 < SB(E) = ½ x 2.5 + ½ x 2.5 = 2.5
    name: "5-player round robin where the orders disagree",
    grid: [
      ["No", "Name", "1", "2", "3", "4", "5"],
      [1, "A", "x", "1", "0", "1", "½"],
      [2, "B", "0", "x", "1", "1", "½"],
      [3, "C", "1", "0", "x", "1", "1"],
      [4, "D", "0", "0", "0", "x", "1"],
      [5, "E", "½", "½", "0", "0", "x"],
    ],
    expected: [3, 1, 2, 4, 5],
  },
  {
    // seed de-round-robin-5 (published): Anna, Boris, Vera on 2.5 separated by DE
    name: "de-round-robin-5 crosstable",
    grid: loadFixture("seeds/de-round-robin-5.json").crosstable,
    expected: loadFixture("seeds/de-round-robin-5.json").expected.ranking,
  },
  {
    // the bundled example (Swiss, its own list in 202): the surfaces must agree with each other;
    // by points (hand count of the TRF lines): 3 (4), {1, 4} (3.5), 7 (3), {2, 5, 8, 9, 10}
    // (2.5), {6, 11} (2), 12 (0)
    name: "club-swiss example (Swiss)",
    trf: "examples/club-swiss.trf",
    groups: [[3], [1, 4], [7], [2, 5, 8, 9, 10], [6, 11], [12]],
  },
  {
    // an event in progress as chess-results exports it (test/fixtures/in-progress, made here):
    // round 5 paired without results (not counted), games postponed in rounds 2, 3 and 4 (a
    // game against the opponent, no points). By hand (test/formats/no-result.test.ts): points
    // 1: 3; 2, 4, 8: 2½ (BH/C1 6½, 5, 2½); 5: 2; 7, 10: 1½ (BH/C1 6½, 6); 3, 6, 9: ½ (BH/C1
    // 7½, 7½, 6½; BH 9 against 8 puts 3 above 6)
    name: "chess-results export after round 4 of 5, games postponed",
    grid: readCsv(
      fs.readFileSync(
        path.join(ROOT, "test/fixtures/in-progress/ranking-crosstable-after-round-4-of-5.csv"),
        "utf8"
      )
    ),
    expected: [1, 2, 4, 8, 5, 7, 10, 3, 6, 9],
    after: "after round 4 of 5",
  },
  {
    // the same event as a TRF: blank results for the postponed games and round 5, round 5's
    // byes (0000 - U, 0000 - H) entered
    name: "postponed-after-round-4-of-5.trf (the same event in progress)",
    trf: "test/fixtures/in-progress/postponed-after-round-4-of-5.trf",
    expected: [1, 2, 4, 8, 5, 7, 10, 3, 6, 9],
    after: "after round 4 of 5",
  },
];

describe("one answer for one file on all four surfaces", () => {
  test.each(CASES)("$name", async (c) => {
    let cells: unknown[][];
    let file: string;
    let page: number[];
    if (c.trf) {
      const text = fs.readFileSync(path.join(ROOT, c.trf), "utf8");
      file = path.basename(c.trf);
      fs.writeFileSync(path.join(dir, file), text);
      page = paneRanking(loadTrf(text, `file ${file}`));
      // the task pane's TRF import writes this grid into a results sheet
      cells = makeGrid(parseTrf(text).tournament, "swiss");
    } else {
      cells = c.grid!;
      file = `${c.name.replace(/\W+/g, "-")}.csv`;
      fs.writeFileSync(path.join(dir, file), csvOf(cells));
      page = paneRanking(loadGrid(cells, `file ${file}`));
    }
    const cli = await cliRanking(file);
    const functions = functionsRanking(cells);
    const pane = paneRanking(loadGrid(cells, "range Results!A1"));
    const expected = c.expected ?? cli;
    expect({ cli, functions, page, pane }).toEqual({
      cli: expected,
      functions: expected,
      page: expected,
      pane: expected,
    });
    if (c.groups) {
      let k = 0;
      for (const g of c.groups) {
        expect([...cli.slice(k, k + g.length)].sort((a, b) => a - b)).toEqual(g);
        k += g.length;
      }
    }
  });

  test("a state the user chose is kept; one that follows takes the round-robin default", () => {
    const r = loadTrf(fs.readFileSync(path.join(ROOT, "test/fixtures/trf/rr4.trf"), "utf8"), "x");
    if (!r.ok) throw new Error("rr4 not read");
    const follows = paneStandings(defaultState(), r.loaded.tournament);
    expect(follows.state.presetId).toBe("fide-round-robin");
    expect(follows.state.codes).toEqual(["DE", "WIN", "SB", "KS"]);
    const chosen = { ...defaultState(), follow: false };
    expect(paneStandings(chosen, r.loaded.tournament).state.codes).toEqual(chosen.codes);
  });
});

/** A cell as every surface prints it: numbers in the one number format, text as is. */
function shownCell(v: unknown): string {
  if (typeof v === "number") return formatNumber(v);
  // a sheet's text cells carry Excel's quote prefix (blocks.ts asText), which Excel does not show
  const s = String(v ?? "").replace(/^'/, "");
  return /^-?\d+(\.\d+)?$/.test(s) ? formatNumber(Number(s)) : s;
}

function shownRows(rows: readonly (readonly unknown[])[], width: number): string[][] {
  return rows.map((r) => Array.from({ length: width }, (_, c) => shownCell(r[c])));
}

describe("the same ranking list on every surface", () => {
  test.each(CASES)("$name: the same columns and cells", async (c) => {
    let file: string;
    let loaded: ReturnType<typeof loadGrid>;
    let cells: unknown[][];
    if (c.trf) {
      const text = fs.readFileSync(path.join(ROOT, c.trf), "utf8");
      file = path.basename(c.trf);
      fs.writeFileSync(path.join(dir, file), text);
      loaded = loadTrf(text, `file ${file}`);
      cells = makeGrid(parseTrf(text).tournament, "swiss");
    } else {
      cells = c.grid!;
      file = `${c.name.replace(/\W+/g, "-")}.csv`;
      fs.writeFileSync(path.join(dir, file), csvOf(cells));
      loaded = loadGrid(cells, `file ${file}`);
    }
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const t = loaded.loaded.tournament;
    // the page (App.recompute) and the pane's standings sheet
    const { standings: st } = paneStandings(defaultState(), t);
    const info = { preset: "x", writtenAt: new Date(2026, 10, 30, 14, 5) };
    const page = standingsContent(st, t, info);
    const width = page.header.length;
    const pageCells = shownRows([page.header, ...page.rows], width);
    const sheet = standingsSheet(st, t, info);
    const sheetCells = shownRows(
      sheet.values.slice(sheet.tableTop!, sheet.tableTop! + sheet.tableRows),
      width
    );
    // the command line's --format csv: the table at the top
    let out = "";
    expect(
      await run(["standings", file, "--format", "csv"], {
        stdout: (s) => void (out += s),
        stderr: () => undefined,
        cwd: dir,
      })
    ).toBe(0);
    const cliCells = shownRows(readCsv(out).slice(0, st.rows.length + 1), width);
    // the STANDINGS spill on the grid (for a TRF, the grid its import writes)
    const fullSpill = cf.standings(
      cells.map((r) => [...r]),
      null as unknown as unknown[][],
      null as unknown as unknown[][]
    ) as unknown[][];
    const spill = spillTable(fullSpill);
    const spillCells = shownRows(spill, width);
    expect(page.header[0]).toBe("Rk");
    if (c.after) {
      // the event in progress: the same header on every surface, and the same warnings (the
      // postponed games at their places, the round not counted) on the command line, in the
      // spill's notes and in the page's list
      expect(page.headerLines.join("\n")).toContain(c.after);
      let err = "";
      await run(["standings", file], {
        stdout: () => undefined,
        stderr: (s) => void (err += s),
        cwd: dir,
      });
      const notes = fullSpill
        .slice(spill.length)
        .map((r) => String(r[0]))
        .join("\n");
      const listed = shownWarnings(loaded.loaded.warnings)
        .map((w) => w.message)
        .join("\n");
      for (const said of [err, notes, listed]) {
        expect(said).toMatch(
          /postponed: counted when the result is entered \(no points until then\): 6 times/
        );
        expect(said).toMatch(
          /round 5: paired, but no game has a result yet: not counted until one is entered \(the standings go up to round 4 of 5\)/
        );
      }
    }
    if (c.name.startsWith("5-player")) {
      // D and E on 1 point each (D beat E; E drew twice): singular, D above E by DE
      const why = page.header.indexOf("Why this place");
      const e = page.rows.find((r) => r[page.header.indexOf("Name")] === "E")!;
      expect(e[why]).toMatch(/^Tied on 1 point; below D by DE /);
    }
    expect({ cli: cliCells, sheet: sheetCells, spill: spillCells }).toEqual({
      cli: pageCells,
      sheet: pageCells,
      spill: pageCells,
    });
    // the event header and legend: the command line's text has every line of the page's
    // (the page adds the editor's preset; the text prints no "Why this place" column, so it has
    // no legend line for it: its pairs follow as "Decided by tie-breaks")
    let text = "";
    await run(["standings", file], {
      stdout: (s) => void (text += s),
      stderr: () => undefined,
      cwd: dir,
    });
    for (const line of [
      ...page.headerLines.filter((l) => !l.startsWith("Preset: ")),
      ...page.legend.filter((l) => !l.startsWith("Why this place: ")),
    ])
      expect([line, text.includes(line)]).toEqual([line, true]);
    expect(page.legend.some((l) => l.startsWith("Why this place: "))).toBe(true);
    expect(text).not.toContain("Why this place");
  });
});
