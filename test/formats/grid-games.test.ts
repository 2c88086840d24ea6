import type { RoundEntry } from "../../src/engine";
import { parseGrid } from "../../src/formats/grid";
import { loadFixture, tournamentFromRounds } from "../helpers/fixtures";
import { issuesOf } from "../helpers/grid-issues";

describe("games list results", () => {
  const one = (result: unknown) =>
    parseGrid([
      ["Round", "White", "Black", "Result"],
      [1, 1, 2, result],
    ]);
  const w = (outcome: "win" | "draw" | "loss"): RoundEntry => ({
    kind: "game",
    opponent: 2,
    colour: "w",
    outcome,
  });
  const b = (outcome: "win" | "draw" | "loss"): RoundEntry => ({
    kind: "game",
    opponent: 1,
    colour: "b",
    outcome,
  });
  const cases: [unknown, RoundEntry, RoundEntry][] = [
    ["1-0", w("win"), b("loss")],
    ["0-1", w("loss"), b("win")],
    ["½-½", w("draw"), b("draw")],
    ["1/2-1/2", w("draw"), b("draw")],
    ["=", w("draw"), b("draw")],
    ["1:0", w("win"), b("loss")],
    ["1 – 0", w("win"), b("loss")],
    ["0-0", w("loss"), b("loss")],
    [
      "+-",
      { kind: "forfeit", opponent: 2, colour: "w", outcome: "win" },
      { kind: "forfeit", opponent: 1, colour: "b", outcome: "loss" },
    ],
    [
      "-+",
      { kind: "forfeit", opponent: 2, colour: "w", outcome: "loss" },
      { kind: "forfeit", opponent: 1, colour: "b", outcome: "win" },
    ],
    [
      "--",
      { kind: "forfeit", opponent: 2, colour: "w", outcome: "loss" },
      { kind: "forfeit", opponent: 1, colour: "b", outcome: "loss" },
    ],
    [
      "1-0 ff",
      { kind: "forfeit", opponent: 2, colour: "w", outcome: "win" },
      { kind: "forfeit", opponent: 1, colour: "b", outcome: "loss" },
    ],
    [
      "?",
      { kind: "unknown", opponent: 2, colour: "w" },
      { kind: "unknown", opponent: 1, colour: "b" },
    ],
  ];
  for (const [res, we, be] of cases) {
    it(JSON.stringify(res), () => {
      const r = one(res);
      expect(r.layout).toBe("games");
      expect(r.tournament.players.map((p) => p.rounds)).toEqual([[we], [be]]);
      // "?" in the only round: that round has no result, so it is not counted, said once
      expect(r.warnings).toMatchObject(
        we.kind === "unknown" ? [{ cell: "D2", kind: "grid:round-not-counted", round: 1 }] : []
      );
    });
  }

  it("a blank result (or desktop 0) is a game without result, with a warning", () => {
    for (const blank of [null, "", 0]) {
      const r = one(blank);
      expect(r.tournament.players[0].rounds[0]).toMatchObject({ kind: "unknown" });
      const notCounted = { cell: "D2", kind: "grid:round-not-counted", round: 1 };
      expect(r.warnings).toMatchObject(
        blank === 0 ? [{ cell: "D2", kind: "grid:zero-no-result" }, notCounted] : [notCounted]
      );
    }
  });

  it("an unreadable result lists what is accepted", () => {
    // ("2-0" is a match's game counts: read, see test/formats/game-counts.test.ts)
    const is = issuesOf(() => one("2-x"));
    expect(is).toEqual([{ cell: "D2", message: expect.stringMatching(/"2-x".*1\/2-1\/2/) }]);
  });
});

describe("games list players and byes", () => {
  it("players by name get numbers in order of appearance; bye rows", () => {
    const r = parseGrid([
      ["Rd", "White", "Black", "Res"],
      [1, "Ava", "Ben", "1-0"],
      [1, "Cy", "bye", ""],
      [2, "Ben", "Cy", "½-½"],
      [2, "Ava", "BYE", "½"],
    ]);
    const [ava, ben, cy] = r.tournament.players;
    expect([ava, ben, cy].map((p) => [p.id, p.name])).toEqual([
      [1, "Ava"],
      [2, "Ben"],
      [3, "Cy"],
    ]);
    expect(cy.rounds[0]).toEqual({ kind: "bye", bye: "pab" });
    expect(ava.rounds[1]).toEqual({ kind: "bye", bye: "hpb" });
    expect(r.playerRows).toEqual([-1, -1, -1]);
  });

  it("a player list range supplies numbers, ratings and attributes", () => {
    const players = [
      ["No", "Name", "Rating", "TP"],
      [1, "Ava", 1500, 3],
      [2, "Ben", 1400, 1],
      [3, "Cy", 0, 0],
    ];
    const r = parseGrid(
      [
        ["Round", "White", "Black", "Result"],
        [1, "Ava", 2, "1-0"],
      ],
      { players }
    );
    expect(r.tournament.players.map((p) => [p.id, p.rating, p.attrs.TP])).toEqual([
      [1, 1500, 3],
      [2, 1400, 1],
      [3, undefined, 0],
    ]);
    // Cy has no game: absent in round 1
    expect(r.tournament.players[2].rounds).toEqual([{ kind: "bye", bye: "zpb", reason: "absent" }]);
    expect(r.playerRows).toEqual([1, 2, 3]);
    const is = issuesOf(() =>
      parseGrid(
        [
          ["Round", "White", "Black", "Result"],
          [1, "Zed", 2, "1-0"],
        ],
        { players }
      )
    );
    expect(is).toEqual([
      { cell: "B2", message: expect.stringMatching(/"Zed" is not in the player list/) },
    ]);
  });

  it("a player paired twice in a round; a missing round; missing columns", () => {
    const is = issuesOf(() =>
      parseGrid([
        ["Round", "White", "Black", "Result"],
        [1, 1, 2, "1-0"],
        [1, 3, 1, "0-1"],
        ["", 4, 5, "1-0"],
      ])
    );
    expect(is).toContainEqual({ cell: "C3", message: expect.stringMatching(/paired twice.*B2/) });
    expect(is).toContainEqual({
      cell: "A4",
      message: expect.stringMatching(/round number is missing/),
    });
    const cols = issuesOf(() =>
      parseGrid(
        [
          ["Round", "White", "Black"],
          [1, 1, 2],
        ],
        { layout: "games" }
      )
    );
    expect(cols).toEqual([{ cell: "A1", message: expect.stringMatching(/missing: Result/) }]);
  });

  it("the arena-swiss-5 fixture as a games list gives its rounds", () => {
    const fx = loadFixture("seeds/arena-swiss-5.json");
    const rows: unknown[][] = [["Round", "White", "Black", "Result"]];
    (fx.rounds as any[][]).forEach((round, k) => {
      for (const g of round) {
        rows.push(
          "bye" in g ? [k + 1, g.bye, "bye", g.points] : [k + 1, g.white, g.black, g.result]
        );
      }
    });
    const players = [
      ["No", "Name", "Rating"],
      ...fx.players.map((p: any) => [p.id, p.name, p.rating]),
    ];
    const r = parseGrid(rows, { players });
    const want = tournamentFromRounds(fx);
    expect(r.tournament.players.map((p) => p.rounds)).toEqual(want.players.map((p) => p.rounds));
  });
});
