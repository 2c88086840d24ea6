/**
 * Reading results for the task pane: seed 001's grid, problems with their sheet cells (what the
 * pane lists and selects on click), TRF problems with their lines, file kinds.
 */
import { readCsv, writeCsv } from "../../src/formats/csv";
import { fileKind, loadGrid, loadTrf } from "../../src/taskpane/load";
import { loadFixture } from "../helpers/fixtures";

const fx = loadFixture("seeds/arena-swiss-5.json");

describe("loadGrid", () => {
  test("seed 001's grid (through CSV, as the standalone page reads it) gives 5 players and 4 rounds", () => {
    const cells = readCsv(writeCsv(fx.grid));
    const r = loadGrid(cells, "file arena.csv");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.loaded.layout).toBe("swiss");
    expect(r.loaded.tournament.players.map((p) => p.name)).toEqual(
      fx.players.map((p: { name: string }) => p.name)
    );
    expect(Math.max(...r.loaded.tournament.players.map((p) => p.rounds.length))).toBe(
      fx.rounds.length
    );
  });

  test("a bad cell is a problem that names the sheet cell, so the pane can select it", () => {
    const cells = fx.grid.map((r: unknown[]) => [...r]);
    cells[2][4] = "zz?"; // Chloe's round 2 (row 3, column E of the grid)
    const r = loadGrid(cells, "range", { sheet: "Results", row: 4, col: 1 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.length).toBeGreaterThan(0);
    // origin row 4, col 1 (B5): grid row 2, col 4 is sheet row 7 (1-based), column F
    const p = r.problems.find((x) => x.cell && /F7$/.test(x.cell));
    expect(p).toBeDefined();
    expect(p!.cell).toMatch(/^'?Results'?!F7$/);
    expect(p!.where).toBe(p!.cell);
  });
});

describe("loadTrf", () => {
  test("problems carry their line number", () => {
    const r = loadTrf("012 Test\n001 nonsense line\n", "file x.trf");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.some((p) => /^line \d+$/.test(p.where))).toBe(true);
    expect(r.problems.every((p) => p.cell === undefined)).toBe(true);
  });
});

test("file kinds", () => {
  expect(fileKind("a.TRF")).toBe("trf");
  expect(fileKind("a.txt")).toBe("trf");
  expect(fileKind("a.csv")).toBe("csv");
  expect(fileKind("x.y.xlsx")).toBe("xlsx");
  expect(fileKind("a.pdf")).toBeNull();
});
