/**
 * A round split over several columns (test/fixtures/grids/split-*.csv): the opponent, the colour
 * (optional) and the result of each round in columns of their own, as club templates keep them:
 * "Opp1, Col1, Res1, ...", "R1 Opp, R1 Res, ...", German "Gegner, Farbe, Erg." repeated, and a
 * merged "Round 1" above "Opp, Col, Res". Every file holds the 4-player event of README.md
 * (points 3, 2, ½, ½; Buchholz 3, 4, 5½, 5½).
 */
import { GridError, parseGrid } from "../../src/formats/grid";
import { roundPartOf, ROUND_PART_WORDS } from "../../src/formats/grid-rounds";
import { gridCells, pointsById, valuesById } from "../helpers/grid-fixtures";

const POINTS = { 1: 3, 2: 2, 3: 0.5, 4: 0.5 };
const BH = { 1: 3, 2: 4, 3: 5.5, 4: 5.5 };

function refusal(name: string): { cell: string; message: string }[] {
  try {
    parseGrid(gridCells(name));
  } catch (e) {
    if (e instanceof GridError) return e.issues.map((i) => ({ cell: i.cell, message: i.message }));
    throw e;
  }
  throw new Error(`${name} was read`);
}

describe("split round columns", () => {
  for (const [name, colours] of [
    ["split-opp-col-res.csv", true],
    ["split-r-opp-res.csv", false],
    ["split-gegner-farbe-erg.csv", true],
    ["split-merged-header.csv", true],
  ] as const) {
    test(name, () => {
      const r = parseGrid(gridCells(name));
      expect(r.layout).toBe("swiss");
      expect(r.tournament.totalRounds).toBe(3);
      expect(pointsById(r.tournament)).toEqual(POINTS);
      expect(valuesById(r.tournament, "BH")).toEqual(BH);
      expect(r.warnings).toEqual([]);
      // Ann: won against 2 (White), 4 (Black), 3 (White); the parts are no player columns
      const ann = r.tournament.players[0];
      expect(ann.rounds).toEqual(
        [
          [2, "w"],
          [4, "b"],
          [3, "w"],
        ].map(([opponent, colour]) => ({
          kind: "game",
          opponent,
          outcome: "win",
          ...(colours ? { colour } : {}),
        }))
      );
      expect(ann.attrs).toEqual({});
    });
  }

  test("a bye: no opponent (or the word bye) and the points", () => {
    const r = parseGrid(gridCells("split-bye.csv"));
    expect(r.tournament.players[4].rounds[0]).toEqual({ kind: "bye", bye: "pab" });
    expect(pointsById(r.tournament)[5]).toBe(1);
    expect(valuesById(r.tournament, "BH")).toEqual({ ...BH, 5: 0 });
  });

  test("a round without its result column: an error at its header", () => {
    expect(refusal("split-no-result.csv")).toEqual([
      {
        cell: "C1",
        message: expect.stringMatching(/^round 1 of the split rounds has no result column/),
      },
    ]);
  });

  test("a colour that is neither White nor Black: an error at its cell", () => {
    expect(refusal("split-bad-colour.csv")).toEqual([
      {
        cell: "D2",
        message: expect.stringMatching(
          /^cannot read round 1 \(opponent 2, colour "x", result 1\): the colour "x" is not White or Black/
        ),
      },
    ]);
  });
});

describe("ROUND_PART_WORDS", () => {
  test("headers of round parts", () => {
    for (const [text, part] of [
      ["Opp1", { part: "opponent", round: 1 }],
      ["Opp 12", { part: "opponent", round: 12 }],
      ["R3 Opp", { part: "opponent", round: 3 }],
      ["Round 2 Res", { part: "result", round: 2 }],
      ["Res2", { part: "result", round: 2 }],
      ["Col1", { part: "colour", round: 1 }],
      ["Gegner", { part: "opponent" }],
      ["Farbe", { part: "colour" }],
      ["Erg.", { part: "result" }],
      ["3. Erg", { part: "result", round: 3 }],
    ] as const)
      expect([text, roundPartOf(text)]).toEqual([text, part]);
    for (const text of ["Name", "R1", "Pts", "Opposition club", "Result 1 2"])
      expect([text, roundPartOf(text)]).toEqual([text, null]);
    expect(Object.keys(ROUND_PART_WORDS)).toEqual(["opponent", "colour", "result"]);
  });
});
