/**
 * Rows that are not players are not players (test/fixtures/grids/rows-*.csv): a Total row, a
 * blank row and footnotes, a signature block end the table with a warning at the row where it
 * ends, and a player without a result in any round is a warning. Every file holds the 4-player
 * event of README.md (points 3, 2, ½, ½; Buchholz 3, 4, 5½, 5½), in a Swiss table, a
 * crosstable or a games list, with the extra rows below it.
 */
import { parseGrid } from "../../src/formats/grid";
import { tableEndLabel, TABLE_END_LABELS } from "../../src/formats/grid-rows";
import { gridCells, pointsById, valuesById } from "../helpers/grid-fixtures";

const POINTS = { 1: 3, 2: 2, 3: 0.5, 4: 0.5 };
const BH = { 1: 3, 2: 4, 3: 5.5, 4: 5.5 };

function read(name: string) {
  const r = parseGrid(gridCells(name));
  return { ...r, ends: r.warnings.filter((w) => w.kind === "grid:table-end") };
}

describe("the table ends where the players end", () => {
  test("a Total row below a table without a number column", () => {
    const r = read("rows-total.csv");
    expect(r.tournament.players.map((p) => p.name)).toEqual(["Ann", "Ben", "Cas", "Dan"]);
    expect(pointsById(r.tournament)).toEqual(POINTS);
    expect(valuesById(r.tournament, "BH")).toEqual(BH);
    expect(r.ends).toEqual([
      {
        cell: "A6",
        kind: "grid:table-end",
        message: expect.stringMatching(/^"Total" is a total, not a player .*row 6 not read$/),
      },
    ]);
  });

  test("a blank row, then an arbiter's line and a footnote", () => {
    const r = read("rows-footnotes.csv");
    expect(r.tournament.players).toHaveLength(4);
    expect(pointsById(r.tournament)).toEqual(POINTS);
    expect(valuesById(r.tournament, "BH")).toEqual(BH);
    expect(r.ends).toEqual([
      {
        cell: "A6",
        kind: "grid:table-end",
        message: expect.stringMatching(/^the table ends at this blank row: rows 7-8 below it/),
      },
    ]);
  });

  test("two blank rows, then a signature block (no number column)", () => {
    const r = read("rows-signature.csv");
    expect(r.tournament.players).toHaveLength(4);
    expect(valuesById(r.tournament, "BH")).toEqual(BH);
    expect(r.ends.map((w) => [w.cell, w.message.slice(0, 60)])).toEqual([
      ["A6", "the table ends at this blank row: rows 8-10 below it are not"],
    ]);
  });

  test("a crosstable's Total row of column sums (0 and 1 among them)", () => {
    const r = read("rows-crosstable-total.csv");
    expect(r.layout).toBe("crosstable");
    expect(pointsById(r.tournament)).toEqual(POINTS);
    expect(valuesById(r.tournament, "BH")).toEqual(BH);
    expect(r.ends.map((w) => w.cell)).toEqual(["A6"]);
  });

  test("a games list: blank rows between the rounds are read over, footnotes end it", () => {
    const r = read("rows-games-footnotes.csv");
    expect(r.layout).toBe("games");
    expect(r.tournament.totalRounds).toBe(3);
    expect(pointsById(r.tournament)).toEqual(POINTS);
    expect(valuesById(r.tournament, "BH")).toEqual(BH);
    expect(r.ends.map((w) => w.cell)).toEqual(["A10"]);
  });

  test("a player without any result is a warning; a footnote right below ends the table", () => {
    const r = read("rows-no-result.csv");
    expect(r.tournament.players.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(r.warnings).toEqual([
      {
        cell: "A7",
        kind: "grid:table-end",
        message: expect.stringMatching(/^"\* Eve entered but did not play" is a footnote/),
      },
      {
        cell: "B6",
        kind: "grid:no-result",
        message: expect.stringMatching(/^player 5 \(Eve\) has no result in any round/),
      },
    ]);
  });

  test("a blank row inside a player table, results below it: read on, with a warning", () => {
    const cells = gridCells("rows-footnotes.csv").slice(0, 5);
    cells.splice(3, 0, ["", "", "", "", "", ""]);
    const r = parseGrid(cells);
    expect(r.tournament.players).toHaveLength(4);
    expect(valuesById(r.tournament, "BH")).toEqual(BH);
    expect(r.warnings).toEqual([
      { cell: "A4", kind: "grid:blank-row", message: expect.stringMatching(/^a blank row inside/) },
    ]);
  });
});

describe("TABLE_END_LABELS", () => {
  test("labels of rows that are no player", () => {
    for (const [row, name] of [
      [["Total", "", 6], "a total"],
      [["", "Sum", 12], "a total"],
      [["Σ", 4], "a total"],
      [["Summe der Punkte"], "a total"],
      [["* withdrew after round 2"], "a footnote"],
      [["Arbiter: A. Person"], "a note or signature"],
      [["Chief arbiter"], "a note or signature"],
      [["Signature", "", ""], "a note or signature"],
    ] as const)
      expect([row, tableEndLabel(row)?.name]).toEqual([row, name]);
    // a player's name is no label; a footnote mark counts only in the row's first cell
    expect(tableEndLabel([1, "Totalova, Ana", "2w1"])).toBeNull();
    expect(tableEndLabel([1, "Ann", "* 2w1"])).toBeNull();
    expect(TABLE_END_LABELS.map((l) => l.name)).toEqual([
      "a total",
      "a footnote",
      "a note or signature",
    ]);
  });
});
