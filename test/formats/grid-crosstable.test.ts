import type { RoundEntry, Tournament } from "../../src/engine";
import { parseGrid } from "../../src/formats/grid";
import { bergerRound } from "../../src/formats/grid-crosstable";
import { issuesOf } from "../helpers/grid-issues";

/** Entries of player `a` against player `b`, in round order. */
function against(t: Tournament, a: number, b: number): RoundEntry[] {
  return t.players
    .find((p) => p.id === a)!
    .rounds.filter((e) => e.kind !== "bye" && e.opponent === b);
}

describe("Berger rounds", () => {
  it("FIDE's table for 6 players (C.05 Annex 1): round 1 is 1-6 2-5 3-4, round 2 is 6-4 5-3 1-2", () => {
    expect([bergerRound(0, 5, 6), bergerRound(1, 4, 6), bergerRound(2, 3, 6)]).toEqual([1, 1, 1]);
    expect([bergerRound(5, 3, 6), bergerRound(4, 2, 6), bergerRound(0, 1, 6)]).toEqual([2, 2, 2]);
  });
  it("every player meets every other exactly once, one game per round", () => {
    for (const n of [3, 4, 5, 8, 9]) {
      const m = n % 2 ? n + 1 : n;
      for (let a = 0; a < n; a++) {
        const rounds = [...Array(n).keys()].filter((b) => b !== a).map((b) => bergerRound(a, b, n));
        expect(new Set(rounds).size).toBe(rounds.length);
        expect(Math.max(...rounds)).toBeLessThanOrEqual(m - 1);
      }
    }
  });
});

describe("crosstable notations", () => {
  const grid = (a: unknown, b: unknown): unknown[][] => [
    ["No", "Name", "1", "2", "3"],
    [1, "A", "x", a, 1],
    [2, "B", b, "*", 1],
    [3, "C", 0, 0, ""],
  ];
  const cases: [unknown, unknown, RoundEntry][] = [
    [1, 0, { kind: "game", opponent: 2, outcome: "win" }],
    ["1", "0", { kind: "game", opponent: 2, outcome: "win" }],
    ["½", "½", { kind: "game", opponent: 2, outcome: "draw" }],
    [0.5, 0.5, { kind: "game", opponent: 2, outcome: "draw" }],
    ["0.5", "=", { kind: "game", opponent: 2, outcome: "draw" }],
    ["+", "-", { kind: "forfeit", opponent: 2, outcome: "win" }],
    ["-", "+", { kind: "forfeit", opponent: 2, outcome: "loss" }],
    ["-", "-", { kind: "forfeit", opponent: 2, outcome: "loss" }],
    ["1ff", "0ff", { kind: "forfeit", opponent: 2, outcome: "win" }],
    ["w1", "b0", { kind: "game", opponent: 2, outcome: "win", colour: "w" }],
    ["0b", "1w", { kind: "game", opponent: 2, outcome: "loss", colour: "b" }],
    ["?", "?", { kind: "unknown", opponent: 2 }],
  ];
  for (const [a, b, expected] of cases) {
    it(`${JSON.stringify(a)} against ${JSON.stringify(b)}`, () => {
      const r = parseGrid(grid(a, b));
      expect(r.layout).toBe("crosstable");
      expect(against(r.tournament, 1, 2)).toEqual([expected]);
      // "?": a game without a result yet in a round with results (Berger round 2: 1-2, and 3
      // rests), at each player's cell
      expect(r.warnings).toMatchObject(
        expected.kind === "unknown"
          ? [
              { cell: "D2", kind: "grid:postponed", round: 2 },
              { cell: "C3", kind: "grid:postponed", round: 2 },
            ]
          : []
      );
    });
  }

  it("two zeros (desktop blanks) are a game not played, with one warning", () => {
    const r = parseGrid(grid(0, 0));
    expect(against(r.tournament, 1, 2)).toEqual([]);
    expect(r.warnings).toMatchObject([
      { cell: "D2", message: expect.stringMatching(/not played/) },
    ]);
    // 3 players: 3 Berger rounds; player 1 rests once, and is absent in the round of the unplayed game
    expect(r.tournament.players[0].rounds.filter((e) => e.kind === "bye")).toEqual(
      expect.arrayContaining([
        { kind: "bye", bye: "zpb", reason: "unpaired" },
        { kind: "bye", bye: "zpb", reason: "absent" },
      ])
    );
  });

  it("a 0 facing a win is that loss; a blank facing a draw is filled with a warning", () => {
    expect(parseGrid(grid(0, 1)).warnings).toMatchObject([]);
    const r = parseGrid(grid(null, "½"));
    expect(against(r.tournament, 1, 2)).toEqual([{ kind: "game", opponent: 2, outcome: "draw" }]);
    expect(r.warnings).toMatchObject([{ cell: "D2", message: expect.stringMatching(/C3/) }]);
  });

  it("results that disagree, a bad diagonal, an unreadable cell", () => {
    expect(issuesOf(() => parseGrid(grid(1, 1)))).toEqual([
      { cell: "D2", message: expect.stringMatching(/disagree.*C3/) },
    ]);
    const diag = grid(1, 0);
    diag[1][2] = "1";
    expect(issuesOf(() => parseGrid(diag, { layout: "crosstable" }))[0]).toMatchObject({
      cell: "C2",
    });
    expect(issuesOf(() => parseGrid(grid("2", "0"), { layout: "crosstable" }))[0]).toMatchObject({
      cell: "D2",
      message: expect.stringMatching(/accepted/),
    });
  });

  it("a column without a player", () => {
    const g = grid(1, 0);
    g[0][4] = "7";
    expect(issuesOf(() => parseGrid(g, { layout: "crosstable" }))).toContainEqual({
      cell: "E1",
      message: expect.stringMatching(/column 7 has no player/),
    });
  });
});

describe("double round robin", () => {
  it('two results per cell ("1½", "1 0"): both cycles, in rounds of two Berger cycles', () => {
    const r = parseGrid([
      ["No", "Name", "1", "2", "3"],
      [1, "A", "x", "1½", "1 0"],
      [2, "B", "0½", "x", "= ="],
      [3, "C", "0 1", "½½", "x"],
    ]);
    expect(r.tournament.totalRounds).toBe(6);
    expect(against(r.tournament, 1, 2).map((e) => e.kind === "game" && e.outcome)).toEqual([
      "win",
      "draw",
    ]);
    expect(against(r.tournament, 3, 1).map((e) => e.kind === "game" && e.outcome)).toEqual([
      "loss",
      "win",
    ]);
    expect(r.warnings).toMatchObject([]);
  });

  it("two columns per opponent (a blank header after each number)", () => {
    const r = parseGrid([
      ["No", "Name", "1", "", "2", "", "3", ""],
      [1, "A", "x", "x", 1, 0.5, 1, 0],
      [2, "B", 0, 0.5, "x", "x", 0.5, 0.5],
      [3, "C", 0, 1, 0.5, 0.5, "x", "x"],
    ]);
    expect(r.layout).toBe("crosstable");
    expect(against(r.tournament, 1, 3).map((e) => e.kind === "game" && e.outcome)).toEqual([
      "win",
      "loss",
    ]);
    expect(r.tournament.players[1].rounds.filter((e) => e.kind === "bye")).toHaveLength(2);
  });
});

describe("column numbers", () => {
  it("refer to row positions when the rows are sorted by rank (chess-results style)", () => {
    // rows in final order; No = start number; columns 1..3 = rank positions
    const r = parseGrid([
      ["Rk", "SNo", "Name", "1", "2", "3", "Pts"],
      [1, 3, "C", "*", "1", "1", 2],
      [2, 1, "A", "0", "*", "1", 1],
      [3, 2, "B", "0", "0", "*", 0],
    ]);
    expect(r.layout).toBe("crosstable");
    // C (No 3) beat A (No 1) and B (No 2)
    expect(against(r.tournament, 3, 1)).toEqual([{ kind: "game", opponent: 1, outcome: "win" }]);
    expect(against(r.tournament, 1, 2)).toEqual([{ kind: "game", opponent: 2, outcome: "win" }]);
    expect(r.warnings).toMatchObject([]);
  });
});
