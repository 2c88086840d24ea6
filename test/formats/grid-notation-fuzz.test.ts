/**
 * Random bytes in every notation cell (Swiss round cells, crosstable cells, games
 * results) of valid grids. Reading never crashes and never reports an internal error: either a
 * GridError whose issues name cells of the range, or a tournament the engine computes standings
 * on (or refuses with an input error, such as a pending game).
 */
import fc from "fast-check";
import { computeStandings, isInputError } from "../../src/engine";
import { GridError, parseGrid, type GridLayout } from "../../src/formats/grid";

const SWISS: unknown[][] = [
  ["Rk.", "SNo", "Name", "FED", "Rtg", "1.Rd", "2.Rd", "3.Rd", "Pts."],
  [1, 1, "A", "ENG", 2000, "3b1", "2w½", "-1", "2,5"],
  [2, 2, "B", "SWE", 1900, "-½", "1b½", "3w1", 2],
  [3, 3, "C", "POR", 1800, "1w0", "-0", "2b0", 0],
];
const CROSS: unknown[][] = [
  ["No", "Name", "1", "2", "3", "Pts"],
  [1, "A", "x", "1", "½", 1.5],
  [2, "B", "0", "x", "1", 1],
  [3, "C", "½", "0", "x", 0.5],
];
const GAMES: unknown[][] = [
  ["Round", "White", "Black", "Result"],
  [1, "A", "B", "1-0"],
  [1, "C", "bye", ""],
  [2, "B", "C", "½-½"],
  [2, "A", "bye", "1"],
];
const NOTATION_CELLS: Record<GridLayout, { grid: unknown[][]; cells: [number, number][] }> = {
  swiss: {
    grid: SWISS,
    cells: [1, 2, 3].flatMap((r) => [5, 6, 7].map((c): [number, number] => [r, c])),
  },
  crosstable: {
    grid: CROSS,
    cells: [1, 2, 3].flatMap((r) => [2, 3, 4].map((c): [number, number] => [r, c])),
  },
  games: { grid: GAMES, cells: [1, 2, 3, 4].map((r): [number, number] => [r, 3]) },
};

const bytesText = fc
  .uint8Array({ minLength: 0, maxLength: 8 })
  .map((b) => String.fromCharCode(...b));
const randomCell: fc.Arbitrary<unknown> = fc.oneof(
  bytesText,
  fc.string({ maxLength: 8, unit: "binary" }),
  fc.string({ maxLength: 6, unit: "grapheme" }),
  fc.double(),
  fc.integer({ min: -100000, max: 100000 })
);

function addressInside(cell: string, rows: number, cols: number): boolean {
  const m = /^([A-Z]+)(\d+)$/.exec(cell);
  if (!m) return false;
  let c = 0;
  for (const ch of m[1]) c = c * 26 + (ch.charCodeAt(0) - 64);
  return Number(m[2]) >= 1 && Number(m[2]) <= rows && c >= 1 && c <= cols;
}

describe("random bytes in every notation cell", () => {
  for (const layout of ["swiss", "crosstable", "games"] as GridLayout[]) {
    it(`${layout}: a GridError at a cell, or a valid result`, () => {
      const { grid, cells } = NOTATION_CELLS[layout];
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.nat(cells.length - 1), randomCell), { minLength: 1, maxLength: 4 }),
          fc.boolean(),
          (hits, explicit) => {
            const g = grid.map((r) => [...r]);
            for (const [k, v] of hits) g[cells[k][0]][cells[k][1]] = v;
            let t;
            try {
              t = parseGrid(g, explicit ? { layout } : {}).tournament;
            } catch (e) {
              expect(e).toBeInstanceOf(GridError);
              for (const issue of (e as GridError).issues) {
                expect(issue.message).not.toMatch(/internal error/);
                expect(addressInside(issue.cell, g.length, 9)).toBe(true);
              }
              return;
            }
            try {
              computeStandings(t, ["BH", "SB", "PS"]);
            } catch (e) {
              if (!isInputError(e)) throw e;
            }
          }
        ),
        { numRuns: 300 }
      );
    });
  }
});
