/**
 * Numbers too large (or too fine) for exact arithmetic in a results grid are
 * an InputError at their cell, never a crash, an internal error or a silently wrong value; a
 * points column that cannot be read is a warning at its cell and the results decide. The grids
 * are built here; the expected cells are where the test puts the numbers (range-relative A1).
 */
import { computeStandings, isInputError } from "../../src/engine";
import { parseGrid } from "../../src/formats/grid";
import { parseTeamGrid } from "../../src/formats/grid-team";

function errorCells(cells: unknown[][]): string[] {
  try {
    const r = parseGrid(cells);
    computeStandings(r.tournament, ["PTS", "BH", "SB"]);
  } catch (e) {
    if (!isInputError(e)) throw e;
    expect(e.message).not.toMatch(/internal error/i);
    return e.problems.map((p) =>
      p.place.kind === "cell" ? p.place.cell : `not a cell: ${p.place.kind}`
    );
  }
  return [];
}

const BIG = 1e20;
const BIG_TEXT = "99999999999999999999";

describe("a number past exact arithmetic is an error at its cell", () => {
  test.each([
    [
      "Swiss round cell as a number",
      [
        ["No", "Name", "R1"],
        [1, "Ann", BIG],
        [2, "Bob", "bye"],
      ],
      "C2",
    ],
    [
      "Swiss bye worth 10^20 points",
      [
        ["No", "Name", "R1"],
        [1, "Ann", `${BIG_TEXT} bye`],
        [2, "Bob", "bye"],
      ],
      "C2",
    ],
    [
      "Swiss result of 10^20 points",
      [
        ["No", "Name", "R1"],
        [1, "Ann", `2w${BIG_TEXT}`],
        [2, "Bob", "1b0"],
      ],
      "C2",
    ],
    [
      "Swiss opponent 10^20",
      [
        ["No", "Name", "R1"],
        [1, "Ann", `${BIG_TEXT}w1`],
        [2, "Bob", "bye"],
      ],
      "C2",
    ],
    [
      "a rating of 10^20",
      [
        ["No", "Name", "Rating", "R1"],
        [1, "Ann", BIG, "2w1"],
        [2, "Bob", 1800, "1b0"],
      ],
      "C2",
    ],
    [
      "a player number of 10^20",
      [
        ["No", "Name", "R1"],
        [BIG, "Ann", "bye"],
        [2, "Bob", "bye"],
      ],
      "A2",
    ],
    [
      "crosstable cell 10^20",
      [
        ["No", "Name", "1", "2"],
        [1, "Ann", "x", BIG],
        [2, "Bob", 0, "x"],
      ],
      "D2",
    ],
    [
      "crosstable cell as text",
      [
        ["No", "Name", "1", "2"],
        [1, "Ann", "x", BIG_TEXT],
        [2, "Bob", "0", "x"],
      ],
      "D2",
    ],
    [
      "crosstable cell 1/3 (a fraction without an exact decimal)",
      [
        ["No", "Name", "1", "2"],
        [1, "Ann", "x", 1 / 3],
        [2, "Bob", 2 / 3, "x"],
      ],
      ["D2", "C3"],
    ],
    [
      "games list result 10^20-0",
      [
        ["Round", "White", "Black", "Result"],
        [1, "Ann", "Bob", `${BIG_TEXT}-0`],
      ],
      "D2",
    ],
    [
      "games list round 10^20",
      [
        ["Round", "White", "Black", "Result"],
        [BIG, "Ann", "Bob", "1-0"],
      ],
      "A2",
    ],
  ])("%s", (_what, cells, cell) => {
    // both cells of the game are numbers past exact arithmetic in the 1/3 case
    expect(errorCells(cells as unknown[][])).toEqual(typeof cell === "string" ? [cell] : cell);
  });
});

test("a points column past exact arithmetic is a warning at its cell; the results give the points", () => {
  const r = parseGrid([
    ["No", "Name", "R1", "Pts"],
    [1, "Ann", "2w1", 1e300],
    [2, "Bob", "1b0", 0],
  ]);
  expect(r.warnings.map((w) => w.cell)).toEqual(["D2"]);
  const st = computeStandings(r.tournament, ["PTS"]);
  expect(st.rows.map((x) => [x.player.id, x.points.toNumber()])).toEqual([
    [1, 1],
    [2, 0],
  ]);
});

describe('a huge number is "too large" at its cell, not "not a number"', () => {
  // each grid puts one huge value at the cell named; the message is the one written for a value
  // past the limit (ratings and points: 10^9, qOfNumber's exact range; player and round numbers:
  // nine digits, 999999999; a games list round: 999)
  const issues = (cells: unknown[][]): { cell: string; message: string }[] => {
    try {
      parseGrid(cells);
    } catch (e) {
      if (!isInputError(e)) throw e;
      return e.problems.map((p) => ({
        cell: p.place.kind === "cell" ? p.place.cell : "?",
        message: p.message,
      }));
    }
    return [];
  };
  test.each([
    [
      "Swiss rating 10^20 (number)",
      [
        ["No", "Name", "Rating", "R1"],
        [1, "Ann", BIG, "2w1"],
        [2, "Bob", 1800, "1b0"],
      ],
      "C2",
      "rating 100000000000000000000 is too large",
    ],
    [
      "Swiss rating 10^20 (text)",
      [
        ["No", "Name", "Rating", "R1"],
        [1, "Ann", "2w1", "2w1"].map((v, k) => (k === 2 ? BIG_TEXT : v)),
        [2, "Bob", 1800, "1b0"],
      ],
      "C2",
      `rating "${BIG_TEXT}" is too large`,
    ],
    [
      "Swiss player number 10^20",
      [
        ["No", "Name", "R1"],
        [BIG_TEXT, "Ann", "bye"],
        [2, "Bob", "bye"],
      ],
      "A2",
      `player number "${BIG_TEXT}" is too large (at most 999999999)`,
    ],
    [
      "Swiss player number 10^10 + ½ (number)",
      [
        ["No", "Name", "R1"],
        [1e10 + 0.5, "Ann", "bye"],
        [2, "Bob", "bye"],
      ],
      "A2",
      "player number 10000000000.5 is too large (at most 999999999)",
    ],
    [
      "games list round 10^20 (text)",
      [
        ["Round", "White", "Black", "Result"],
        [BIG_TEXT, "Ann", "Bob", "1-0"],
      ],
      "A2",
      `round "${BIG_TEXT}" is too large`,
    ],
    [
      "games list White's number 10^20",
      [
        ["Round", "White No", "Black No", "Result"],
        [1, BIG, 2, "1-0"],
      ],
      "B2",
      "player number 100000000000000000000 is too large (at most 999999999)",
    ],
    [
      "games list White's rating 10^20",
      [
        ["Round", "White No", "Black No", "White Rating", "Result"],
        [1, 1, 2, BIG, "1-0"],
      ],
      "D2",
      "rating 100000000000000000000 is too large",
    ],
  ])("%s", (_what, cells, cell, message) => {
    expect(issues(cells as unknown[][])).toEqual([{ cell, message }]);
  });

  test("a small bad value keeps its own message", () => {
    expect(
      issues([
        ["No", "Name", "Rating", "R1"],
        ["x1", "Ann", 1800, "bye"],
        [2, "Bob", "high", "bye"],
      ])
    ).toEqual([
      { cell: "A2", message: 'player number "x1" is not a positive whole number' },
      {
        cell: "C3",
        message: 'rating "high" is not a whole number (leave it blank or write 0 for unrated)',
      },
    ]);
  });

  test("points past 10^9 are a warning that says too large", () => {
    const r = parseGrid([
      ["No", "Name", "R1", "Pts"],
      [1, "Ann", "2w1", 1e300],
      [2, "Bob", "1b0", BIG_TEXT],
    ]);
    expect(r.warnings).toMatchObject([
      { cell: "D2", message: "points 1e+300 are too large; ignored" },
      { cell: "D3", message: `points "${BIG_TEXT}" are too large; ignored` },
    ]);
  });
});

describe("a round column past the 999 rounds the engine reads is an error at its header", () => {
  // Two players who play each other in every round; header cells R1..Rn. Columns A and B are
  // No and Name, so round k is in column k + 2 (range-relative A1). The 26 one-letter and
  // 676 two-letter columns end at column 702, so column 1002 is the three-letter column number
  // 300: 300 - 1 = 0 x 676 + 11 x 26 + 13, i.e. A, L (the 12th letter), N (the 14th): "ALN".
  function pairGrid(rounds: number, header: (k: number) => unknown): unknown[][] {
    const ks = Array.from({ length: rounds }, (_, i) => i + 1);
    return [
      ["No", "Name", ...ks.map(header)],
      [1, "Ann", ...ks.map((k) => (k % 2 ? "2w1" : "2b1"))],
      [2, "Bob", ...ks.map((k) => (k % 2 ? "1b0" : "1w0"))],
    ];
  }

  test("999 rounds are read whole", () => {
    const r = parseGrid(pairGrid(999, (k) => `R${k}`));
    expect(r.tournament.players[0].rounds).toHaveLength(999);
    // Ann wins all 999 games
    expect(computeStandings(r.tournament, ["PTS"]).rows[0].points.toString()).toBe("999");
  });

  test.each([
    ["R1000 text headers", (k: number) => `R${k}`],
    ["plain number headers", (k: number) => k],
    ["Round 1000 text headers", (k: number) => `Round ${k}`],
  ])("1,001 rounds, %s: refused at the headers of rounds 1000 and 1001", (_what, header) => {
    // rounds 1000 and 1001 are columns 1002 ("ALN", worked out above) and 1003 ("ALO")
    expect(errorCells(pairGrid(1001, header))).toEqual(["ALN1", "ALO1"]);
  });

  test("the message names the limit", () => {
    expect(() => parseGrid(pairGrid(1000, (k) => `R${k}`))).toThrow(
      "round 1000: at most 999 rounds can be read"
    );
  });

  test("a team Swiss table with a round 1000 column is refused there too", () => {
    const grid = [
      ["No", "Team", "R1", "R1000"],
      [1, "Alpha", "2w 3½-½", "2b 2"],
      [2, "Beta", "1b ½", "1w 2"],
    ];
    try {
      parseTeamGrid(grid);
      throw new Error("expected an error");
    } catch (e) {
      if (!isInputError(e)) throw e;
      expect(e.problems.map((p) => (p.place.kind === "cell" ? p.place.cell : ""))).toContain("D1");
      expect(e.message).toContain("round 1000: at most 999 rounds can be read");
    }
  });
});
