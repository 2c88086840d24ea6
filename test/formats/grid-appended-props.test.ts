/**
 * Appending a Total row, a footnote block or a blank round column to any valid grid changes no
 * value: the same players from the same rows, the same rounds, and the same tie-break values,
 * for the Swiss table, the games list and the crosstable (random tournaments of
 * test/helpers/tournament-arb.ts written by makeGrid), with the blanks of every platform
 * ("", null, and the 0 of Excel desktop).
 */
import fc from "fast-check";
import { computeStandings, parseOrder, type Tournament } from "../../src/engine";
import { makeGrid, parseGrid, type GridLayout } from "../../src/formats/grid";
import { classifyHeader } from "../../src/formats/grid-common";
import { tournamentArb } from "../helpers/tournament-arb";

type Blank = "" | null | 0;
const blankArb = fc.constantFrom<Blank>("", null, 0);

const CODES = ["BH", "BH/C1", "SB", "ARO", "PS", "WIN", "DE"];

/** What a reading gives: players with their rows and rounds, and every code's values. */
function reading(cells: unknown[][]) {
  const r = parseGrid(cells);
  const t: Tournament = r.tournament;
  const st = computeStandings(t, parseOrder(CODES.join(",")), { rules: "fide-2026" });
  return {
    layout: r.layout,
    players: t.players.map((p, i) => ({
      id: p.id,
      name: p.name,
      rating: p.rating,
      row: r.playerRows[i],
      rounds: p.rounds,
    })),
    rows: st.rows.map((row) => [
      row.player.id,
      row.points.toString(),
      ...row.values.map((v) => (v === null ? null : v.toString())),
    ]),
  };
}

const width = (g: unknown[][]): number => Math.max(...g.map((r) => r.length));

/** A Total row: the label in the name (or first) column, counts and sums as numbers elsewhere. */
function totalRow(g: unknown[][], inName: boolean, blank: Blank): unknown[] {
  const header = g[0];
  const nameCol = header.findIndex((h) => classifyHeader(h).role === "name");
  const at = inName && nameCol >= 0 ? nameCol : 0;
  return header.map((_, c) => {
    if (c === at) return "Total";
    const filled = g.slice(1).filter((row) => row[c] !== "" && row[c] !== null).length;
    return c === 0 ? blank : filled;
  });
}

function footnotes(g: unknown[][], blank: Blank): unknown[][] {
  const w = width(g);
  const line = (text: string): unknown[] => [text, ...Array(w - 1).fill(blank)];
  return [
    Array(w).fill(blank),
    line("Arbiter: A. Person (IA)"),
    line("* withdrew after round 1"),
    line("Signed: ______________"),
  ];
}

function blankRound(g: unknown[][], blank: Blank): unknown[][] {
  const rounds = g[0].filter((h) => classifyHeader(h).role === "round").length;
  return g.map((row, r) => [...row, r === 0 ? `R${rounds + 1}` : blank]);
}

/** A tournament's grid in a layout, when it reads back (a crosstable holds one game a pair). */
function validGrid(t: Tournament, layout: GridLayout): unknown[][] | null {
  const g = makeGrid(t, layout) as unknown[][];
  try {
    const r = parseGrid(g);
    return r.layout === layout && r.tournament.players.length > 0 ? g : null;
  } catch {
    return null;
  }
}

const appendix = fc.record({
  kind: fc.constantFrom("total", "footnotes", "total+footnotes", "blank round"),
  inName: fc.boolean(),
  blank: blankArb,
});

describe("appending rows that are not players, or a blank round, changes no value", () => {
  for (const layout of ["swiss", "games", "crosstable"] as GridLayout[]) {
    it(layout, () => {
      fc.assert(
        fc.property(tournamentArb({ colours: true, go: false }), appendix, (t, a) => {
          const g = validGrid(t, layout);
          fc.pre(g !== null);
          const grid = g!;
          if (a.kind === "blank round") fc.pre(layout === "swiss");
          const more =
            a.kind === "total"
              ? [...grid, totalRow(grid, a.inName, a.blank)]
              : a.kind === "footnotes"
                ? [...grid, ...footnotes(grid, a.blank)]
                : a.kind === "total+footnotes"
                  ? [...grid, totalRow(grid, a.inName, a.blank), ...footnotes(grid, a.blank)]
                  : blankRound(grid, a.blank);
          expect(reading(more)).toEqual(reading(grid));
        }),
        { numRuns: 120 }
      );
    });
  }
});
