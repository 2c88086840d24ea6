/**
 * Property tests: round trips tournament → grid → tournament for each layout, and fuzzing
 * (random cells, random damage to valid grids): nothing but GridError is thrown, and every
 * issue names a cell inside the range.
 */
import fc from "fast-check";
import type { Tournament } from "../../src/engine";
import { tournamentArb } from "../helpers/tournament-arb";
import {
  GridError,
  makeGrid,
  parseGrid,
  type GridIssue,
  type GridLayout,
} from "../../src/formats/grid";

/** makeGrid writes no text that Excel's range.values would turn into a formula. */
function expectNoFormulaText(grid: (string | number)[][]): void {
  for (const row of grid)
    for (const v of row) if (typeof v === "string") expect(v).not.toMatch(/^[=+\-@]/);
}

function core(t: Tournament) {
  return t.players.map((p) => ({
    id: p.id,
    name: p.name,
    rating: p.rating,
    attrs: p.attrs,
    rounds: p.rounds,
  }));
}

describe("round trips tournament → grid → tournament", () => {
  it("Swiss table (TRF-style tokens, with or without colours)", () => {
    fc.assert(
      fc.property(
        fc.boolean().chain((colours) => tournamentArb({ colours, go: false })),
        (t) => {
          const r = parseGrid(makeGrid(t, "swiss"));
          expect(r.layout).toBe("swiss");
          expect(core(r.tournament)).toEqual(core(t));
        }
      ),
      { numRuns: 150 }
    );
  });

  it("Swiss table with Go games (EGD tokens, handicaps, both win)", () => {
    fc.assert(
      fc.property(tournamentArb({ colours: true, go: true }), (t) => {
        const r = parseGrid(makeGrid(t, "swiss"));
        expect(core(r.tournament)).toEqual(core(t));
      }),
      { numRuns: 100 }
    );
  });

  it("games list (colours known; every player has a row)", () => {
    fc.assert(
      fc.property(tournamentArb({ colours: true, go: false }), (t) => {
        const shown = t.players.every((p) =>
          p.rounds.some((e) => !(e.kind === "bye" && e.bye === "zpb" && e.reason === "absent"))
        );
        fc.pre(shown);
        const grid = makeGrid(t, "games");
        expectNoFormulaText(grid);
        const r = parseGrid(grid);
        expect(r.layout).toBe("games");
        expect(core(r.tournament)).toEqual(core(t));
      }),
      { numRuns: 150 }
    );
  });

  it("crosstable: grid → tournament → grid → the same tournament (single and double)", () => {
    const cell = fc.constantFrom("1", "0", "½", "+", "-", "");
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }),
        fc.boolean(),
        fc.array(fc.tuple(cell, cell), { minLength: 60, maxLength: 60 }),
        (n, double, picks) => {
          let k = 0;
          const res: string[][][] = [...Array(n)].map(() =>
            [...Array(n)].map(() => [] as string[])
          );
          const mirror: Record<string, string> = {
            "1": "0",
            "0": "1",
            "½": "½",
            "+": "-",
            "-": "+",
            "": "",
          };
          for (let i = 0; i < n; i++) {
            for (let j = i + 1; j < n; j++) {
              for (let g = 0; g < (double ? 2 : 1); g++) {
                const [a] = picks[k++ % picks.length];
                res[i][j].push(a);
                res[j][i].push(mirror[a]);
              }
            }
          }
          const header = ["No", "Name", ...[...Array(n).keys()].map((i) => String(i + 1))];
          const grid = [
            header,
            ...res.map((row, i) => [
              i + 1,
              `P${i + 1}`,
              ...row.map((r, j) => (i === j ? "x" : r.join(" "))),
            ]),
          ];
          const played = res.some((row) => row.some((r) => r.some((x) => x !== "")));
          fc.pre(played);
          const t1 = parseGrid(grid, { layout: "crosstable" }).tournament;
          const grid2 = makeGrid(t1, "crosstable");
          expectNoFormulaText(grid2);
          const t2 = parseGrid(grid2, { layout: "crosstable" }).tournament;
          expect(core(t2)).toEqual(core(t1));
        }
      ),
      { numRuns: 150 }
    );
  });
});

// ---------------------------------------------------------------------------------------------

function colIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

function expectInside(issues: GridIssue[], cells: unknown[][]): void {
  const height = Math.max(1, cells.length);
  const width = Math.max(1, ...cells.map((r) => (Array.isArray(r) ? r.length : 0)));
  for (const is of issues) {
    const m = /^([A-Z]+)(\d+)$/.exec(is.cell);
    expect(m).not.toBeNull();
    const c = colIndex(m![1]);
    const r = Number(m![2]) - 1;
    expect([is.cell, r < height && c < width]).toEqual([is.cell, true]);
    expect(typeof is.message).toBe("string");
    // the reader's safety net for its own defects must never be reached
    expect(is.message).not.toMatch(/internal error/);
  }
}

function checkParse(cells: unknown[][], layout?: GridLayout): void {
  try {
    const r = parseGrid(cells, layout ? { layout } : {});
    expectInside(r.warnings, cells);
  } catch (e) {
    if (!(e instanceof GridError)) throw e;
    expect(e.issues.length).toBeGreaterThan(0);
    expectInside(e.issues, cells);
  }
}

const tokens = [
  "12w1",
  "3b½",
  "2b0.5",
  "1w=",
  "2 w 1",
  "w2 1",
  "2w+",
  "1b-",
  "+2",
  "-1",
  "bye",
  "PAB",
  "+",
  "1 bye",
  "H",
  "½",
  "Z",
  "0",
  "-",
  "U",
  "F",
  "W2",
  "L1",
  "D3",
  "B",
  "X2",
  "F1",
  "2+/b0",
  "1-/w0",
  "3=/w2",
  "0=",
  "0+",
  "0-",
  "x",
  "*",
  "1-0",
  "0-1",
  "½-½",
  "1/2-1/2",
  "=",
  "+-",
  "-+",
  "0-0",
  "--",
  "1",
  "0.5",
  "?",
  "1½",
  "1 0",
  "R1",
  "Rd 2",
  "No",
  "Name",
];
const headers = [
  "No",
  "Name",
  "Rating",
  "Fed",
  "Rank",
  "Pts",
  "TP",
  "R1",
  "R2",
  "Round 3",
  "1",
  "2",
  "3",
  "",
  "Round",
  "White",
  "Black",
  "Result",
];
const cellArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, undefined, "", 0, 1, 2, 3, -2, 0.5, true, false),
  fc.constantFrom(...tokens),
  fc.integer({ min: -5, max: 20 }),
  fc.double(),
  fc.string({ maxLength: 6 }),
  fc.constant({ an: "object" }),
  fc.constant(new Date(2026, 0, 1))
);

describe("fuzzing: only GridError, every issue inside the range", () => {
  it("random cells under a random header", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...headers), { minLength: 0, maxLength: 9 }),
        fc.array(fc.array(cellArb, { maxLength: 9 }), { maxLength: 8 }),
        fc.constantFrom<GridLayout | undefined>(undefined, "swiss", "crosstable", "games"),
        (header, rows, layout) => {
          const cells = header.length ? [header, ...rows] : rows;
          if (cells.length === 0 || !cells.some((r) => r.length)) {
            expect(() => parseGrid(cells)).toThrow(GridError);
            return;
          }
          checkParse(cells, layout);
        }
      ),
      { numRuns: 600 }
    );
  });

  it("random damage to valid grids of each layout", () => {
    const damage = fc.array(
      fc.record({
        kind: fc.constantFrom("set", "delete-row", "swap", "truncate", "blank-row"),
        a: fc.nat(),
        b: fc.nat(),
        v: cellArb,
      }),
      { minLength: 1, maxLength: 4 }
    );
    fc.assert(
      fc.property(
        fc.boolean().chain((go) => tournamentArb({ colours: true, go })),
        fc.constantFrom<GridLayout>("swiss", "crosstable", "games"),
        damage,
        fc.boolean(),
        (t, layout, hits, explicit) => {
          const cells: unknown[][] = makeGrid(t, layout).map((r) => [...r]);
          for (const h of hits) {
            const r = h.a % cells.length;
            const row = cells[r];
            if (h.kind === "set" && row.length) row[h.b % row.length] = h.v;
            if (h.kind === "delete-row" && cells.length > 1) cells.splice(r, 1);
            if (h.kind === "swap" && row.length) {
              const o = cells[h.b % cells.length];
              const c = h.b % row.length;
              [row[c], o[c]] = [o[c], row[c]];
            }
            if (h.kind === "truncate") row.length = h.b % (row.length + 1);
            if (h.kind === "blank-row") cells[r] = row.map(() => (h.v === null ? null : 0));
          }
          checkParse(cells, explicit ? layout : undefined);
        }
      ),
      { numRuns: 500 }
    );
  });

  it("sheet addresses stay inside the sheet range too", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cellArb, { maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        fc.nat(50),
        fc.nat(20),
        (rows, row, col) => {
          const cells = [["No", "Name", "R1", "R2"], ...rows];
          try {
            parseGrid(cells, { origin: { sheet: "S", row, col } });
          } catch (e) {
            if (!(e instanceof GridError)) throw e;
            for (const is of e.issues) {
              const m = /^S!([A-Z]+)(\d+)$/.exec(is.cell)!;
              expect(m).not.toBeNull();
              expect(colIndex(m[1]) - col).toBeLessThan(4 + 5);
              expect(Number(m[2]) - 1 - row).toBeLessThan(cells.length);
              expect(Number(m[2]) - 1 - row).toBeGreaterThanOrEqual(0);
            }
          }
        }
      ),
      { numRuns: 200 }
    );
  });
});
