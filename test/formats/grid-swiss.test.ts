import { GridError, parseGrid, type GridResult } from "../../src/formats/grid";
import { computeStandings, type RoundEntry } from "../../src/engine";
import { issuesOf } from "../helpers/grid-issues";
import { isBlank } from "../../src/formats/grid-common";

/** A one-round Swiss table with players 1 and 12 (and 3, who has a bye), cells as given. */
function oneRound(c1: unknown, c12: unknown, ...rest: unknown[]): GridResult {
  const c3 = rest.length ? rest[0] : "bye";
  return parseGrid([
    ["No", "Name", "R1"],
    [1, "Ann", c1],
    [12, "Bob", c12],
    [3, "Cid", c3],
  ]);
}

function entries(r: GridResult, id: number): RoundEntry[] {
  return r.tournament.players.find((p) => p.id === id)!.rounds;
}

describe("Swiss table: opponent, colour and result", () => {
  const win = (colour?: "w" | "b"): RoundEntry => ({
    kind: "game",
    opponent: 12,
    outcome: "win",
    ...(colour ? { colour } : {}),
  });
  const cases: [string, unknown, unknown, RoundEntry][] = [
    ["12w1", "12w1", "1b0", win("w")],
    ["12b½", "12b½", "1w½", { kind: "game", opponent: 12, outcome: "draw", colour: "b" }],
    ["12b0.5", "12b0.5", "1w0.5", { kind: "game", opponent: 12, outcome: "draw", colour: "b" }],
    ["12w=", "12w=", "1b=", { kind: "game", opponent: 12, outcome: "draw", colour: "w" }],
    ["12 w 1", "12 w 1", "1 b 0", win("w")],
    ["w12 1", "w12 1", "b1 0", win("w")],
    ["12W1 (upper case)", "12W1", "1B0", win("w")],
    ["12b0", "12b0", "1w1", { kind: "game", opponent: 12, outcome: "loss", colour: "b" }],
    ["12 1 (no colour)", "12 1", "1 0", win()],
    ["12b1/2", "12b1/2", "1w1/2", { kind: "game", opponent: 12, outcome: "draw", colour: "b" }],
    ["12w+", "12w+", "1b-", { kind: "forfeit", opponent: 12, outcome: "win", colour: "w" }],
    ["12b-", "12b-", "1w+", { kind: "forfeit", opponent: 12, outcome: "loss", colour: "b" }],
    ["+12", "+12", "-1", { kind: "forfeit", opponent: 12, outcome: "win" }],
    ["-12", "-12", "+1", { kind: "forfeit", opponent: 12, outcome: "loss" }],
    [
      "-12 as the number Excel makes of it",
      -12,
      "+1",
      { kind: "forfeit", opponent: 12, outcome: "loss" },
    ],
    ["12w? (no result yet)", "12w?", "1b?", { kind: "unknown", opponent: 12, colour: "w" }],
    ["W12 (US wallchart)", "W12", "L1", win()],
    ["L12", "L12", "W1", { kind: "game", opponent: 12, outcome: "loss" }],
    ["D12", "D12", "D1", { kind: "game", opponent: 12, outcome: "draw" }],
    ["X12 (US forfeit win)", "X12", "F1", { kind: "forfeit", opponent: 12, outcome: "win" }],
    ["F12 (US forfeit loss)", "F12", "X1", { kind: "forfeit", opponent: 12, outcome: "loss" }],
    [
      "18+/b0 style (EGD)",
      "12+/b0",
      "1-/w0",
      { kind: "game", opponent: 12, outcome: "win", colour: "b", handicap: 0 },
    ],
    [
      "4-/w0 style",
      "12-/w0",
      "1+/b0",
      { kind: "game", opponent: 12, outcome: "loss", colour: "w", handicap: 0 },
    ],
    [
      "7=/w2 style",
      "12=/w2",
      "1=/b2",
      { kind: "game", opponent: 12, outcome: "draw", colour: "w", handicap: 2 },
    ],
    [
      "EGD by default",
      "12+!b0",
      "1-!w0",
      { kind: "forfeit", opponent: 12, outcome: "win", colour: "b", handicap: 0 },
    ],
    ["EGD unknown", "12?/w0", "1?/b0", { kind: "unknown", opponent: 12, colour: "w", handicap: 0 }],
  ];
  for (const [label, c1, c12, expected] of cases) {
    it(`${label}`, () => {
      const r = oneRound(c1, c12);
      expect(r.layout).toBe("swiss");
      expect(entries(r, 1)).toEqual([expected]);
      // a game without a result yet in the only round: that round is not counted, said once
      expect(r.warnings).toMatchObject(
        expected.kind === "unknown"
          ? [{ cell: "C2", kind: "grid:round-not-counted", round: 1 }]
          : []
      );
    });
  }

  it("colour written on one side only is completed on the other", () => {
    const r = oneRound("12w1", "1 0");
    expect(entries(r, 12)).toEqual([{ kind: "game", opponent: 1, outcome: "loss", colour: "b" }]);
  });

  it("Go tables allow both win and both lose; chess tables do not", () => {
    const go = oneRound("12+/w0", "1+/b0");
    expect(entries(go, 12)[0]).toMatchObject({ outcome: "win" });
    expect(issuesOf(() => oneRound("12w1", "1b1"))[0]).toMatchObject({ cell: "C2" });
  });

  it("in a Go table (a Rank column of Go ranks) the short form 12+ is a game, in chess a forfeit", () => {
    const go = parseGrid([
      ["Place", "Name", "Rank", "R1"],
      [1, "A", "3d", "2+"],
      [2, "B", "5k", "1-"],
    ]);
    expect(go.tournament.players[0].rank).toBe("3d");
    expect(go.tournament.players[1].rank).toBe("5k");
    expect(go.tournament.players[0].rounds).toEqual([
      { kind: "game", opponent: 2, outcome: "win" },
    ]);
    const chess = parseGrid([
      ["No", "Name", "R1"],
      [1, "A", "2+"],
      [2, "B", "1-"],
    ]);
    expect(chess.tournament.players[0].rounds).toEqual([
      { kind: "forfeit", opponent: 2, outcome: "win" },
    ]);
  });
});

describe("Swiss table: byes", () => {
  const cases: [unknown, RoundEntry][] = [
    ["bye", { kind: "bye", bye: "pab" }],
    ["PAB", { kind: "bye", bye: "pab" }],
    ["+", { kind: "bye", bye: "pab" }],
    ["1 bye", { kind: "bye", bye: "pab" }],
    ["½ bye", { kind: "bye", bye: "hpb" }],
    ["0 bye", { kind: "bye", bye: "zpb" }],
    ["H", { kind: "bye", bye: "hpb" }],
    ["½", { kind: "bye", bye: "hpb" }],
    [0.5, { kind: "bye", bye: "hpb" }],
    ["Z", { kind: "bye", bye: "zpb" }],
    ["0", { kind: "bye", bye: "zpb" }],
    ["-", { kind: "bye", bye: "zpb" }],
    ["F", { kind: "bye", bye: "fpb" }],
    ["B", { kind: "bye", bye: "pab" }],
    ["0+", { kind: "bye", bye: "pab" }],
    ["0=", { kind: "bye", bye: "zpb", reason: "absent" }],
    ["0-", { kind: "bye", bye: "zpb", reason: "unpaired" }],
    ["", { kind: "bye", bye: "zpb", reason: "absent" }],
    [null, { kind: "bye", bye: "zpb", reason: "absent" }],
    [undefined, { kind: "bye", bye: "zpb", reason: "absent" }],
  ];
  for (const [cell, expected] of cases) {
    it(`${JSON.stringify(cell) ?? "undefined"}`, () => {
      const r = oneRound("12w1", "1b0", cell);
      expect(entries(r, 3)).toEqual([expected]);
      // a blank in every round entered: no result at all, which a note or a total row reads as
      expect(r.warnings).toMatchObject(
        isBlank(cell) ? [{ cell: "B4", kind: "grid:no-result" }] : []
      );
    });
  }

  it("U is TRF's pairing-allocated bye in a TRF-style table", () => {
    const r = oneRound("12w1", "1b0", "U");
    expect(entries(r, 3)).toEqual([{ kind: "bye", bye: "pab" }]);
    expect(r.warnings).toMatchObject([]);
  });

  it("U is an unplayed round in a US wallchart", () => {
    const r = oneRound("W12", "L1", "U");
    expect(entries(r, 3)).toEqual([{ kind: "bye", bye: "zpb", reason: "absent" }]);
  });

  it("U alone (notation unknown) is read as TRF with a warning at its cell", () => {
    const r = parseGrid([
      ["No", "Name", "R1"],
      [1, "A", "U"],
    ]);
    expect(r.tournament.players[0].rounds).toEqual([{ kind: "bye", bye: "pab" }]);
    expect(r.warnings).toMatchObject([
      { cell: "C2", message: expect.stringMatching(/US wallchart/) },
    ]);
  });

  it("a bye worth the points of a 3-1-0 system", () => {
    const { Q } = jest.requireActual("../../src/engine") as typeof import("../../src/engine");
    const points = {
      win: Q.int(3),
      draw: Q.ONE,
      loss: Q.ZERO,
      absent: Q.ZERO,
      pab: Q.int(3),
      unknown: Q.ONE,
    };
    const r = parseGrid(
      [
        ["No", "Name", "R1"],
        [1, "A", "2w3"],
        [2, "B", "1b0"],
        [3, "C", "3 bye"],
      ],
      { points }
    );
    expect(r.tournament.players[0].rounds[0]).toMatchObject({ outcome: "win" });
    expect(r.tournament.players[2].rounds[0]).toEqual({ kind: "bye", bye: "pab" });
  });
});

describe("Swiss table: blanks given as '', null, undefined or 0", () => {
  const grid = (blank: unknown): unknown[][] => [
    ["No", "Name", "R1", "R2", "R3"],
    [1, "A", "2w1", "3b½", blank],
    [2, "B", "1b0", blank, blank],
    [3, "C", blank, "1w½", blank],
  ];

  for (const blank of ["", null, undefined, 0]) {
    it(`blank as ${JSON.stringify(blank) ?? "undefined"}: absences, the empty last round is not entered`, () => {
      const r = parseGrid(grid(blank));
      const [a, b, c] = r.tournament.players;
      expect(a.rounds).toHaveLength(2);
      expect(b.rounds[1]).toEqual({ kind: "bye", bye: "zpb", reason: "absent" });
      expect(c.rounds[0]).toEqual({ kind: "bye", bye: "zpb", reason: "absent" });
      // only the desktop 0 is ambiguous, and says so at its cell
      expect(r.warnings.map((w) => w.cell)).toEqual(blank === 0 ? ["C4", "D3"] : []);
    });
  }

  it("0 facing an opponent who names this player is that game's loss, without a warning", () => {
    const r = oneRound("12w1", 0);
    expect(entries(r, 12)).toEqual([{ kind: "game", opponent: 1, outcome: "loss", colour: "b" }]);
    expect(r.warnings).toMatchObject([]);
  });

  it("a blank facing an opponent who names this player is filled from there, with a warning", () => {
    for (const blank of [null, "", 0]) {
      const r = oneRound("12b1", blank);
      expect(entries(r, 12)).toEqual([{ kind: "game", opponent: 1, outcome: "loss", colour: "w" }]);
      expect(r.warnings.length).toBe(blank === 0 ? 0 : 1);
      const d = oneRound("12b½", blank);
      expect(entries(d, 12)).toEqual([{ kind: "game", opponent: 1, outcome: "draw", colour: "w" }]);
      expect(d.warnings).toMatchObject([{ cell: "C3", message: expect.stringMatching(/C2/) }]);
    }
  });

  it("a bare number naming the opponent back (Excel ate the +): forfeit win read from the other side", () => {
    const r = oneRound("-12", 1);
    expect(entries(r, 12)).toEqual([{ kind: "forfeit", opponent: 1, outcome: "win" }]);
    expect(r.warnings).toMatchObject([{ cell: "C3", message: expect.stringMatching(/\+12/) }]);
  });
});

describe("Swiss table: header detection", () => {
  it("round headers R1, Rd 2, Round 3, 4, Rnd.5; title rows above the header are skipped", () => {
    const r = parseGrid([
      ["Club championship 2026"],
      [],
      ["Nr.", "Player", "Elo", "Fed", "Rd 2", "R1", "Round 3", 4, "Rnd.5", "Pts"],
      [1, "A", 1500, "IRL", "2b0", "2w1", "bye", "H", "Z", 3],
      [2, "B", "", "ENG", "1w1", "1b0", "Z", "Z", "bye", 2],
    ]);
    const [a, b] = r.tournament.players;
    expect(r.tournament.totalRounds).toBe(5);
    expect(a).toMatchObject({ id: 1, name: "A", rating: 1500, federation: "IRL" });
    expect(b.rating).toBeUndefined();
    expect(a.rounds.map((e) => e.kind)).toEqual(["game", "game", "bye", "bye", "bye"]);
    // A: 1 + 0 + 1 + ½ + 0 = 2½, written 3 → warning at the Pts cell (J4)
    expect(r.warnings).toMatchObject([{ cell: "J4", message: expect.stringMatching(/2\.5/) }]);
    expect(r.playerRows).toEqual([3, 4]);
    expect(r.header[4]).toBe("Rd 2");
  });

  it('a chess-results style export: "Rk.", "SNo", "1.Rd", German s for Black', () => {
    const r = parseGrid([
      ["Rk.", "SNo", "Name", "FED", "Rtg", "1.Rd", "2.Rd", "Pts.", "TB1"],
      [1, 2, "B", "GER", 1900, "1s1", "3w½", 1.5, 2.25],
      [2, 1, "A", "AUT", 2000, "2w0", "bye", 1, 1],
      [3, 3, "C", "SUI", 1800, "bye", "2s½", 1.5, 0],
    ]);
    const b = r.tournament.players[0];
    expect(b).toMatchObject({
      id: 2,
      name: "B",
      federation: "GER",
      rating: 1900,
      attrs: { "Rk.": 1, TB1: 2.25 },
    });
    expect(b.rounds[0]).toEqual({ kind: "game", opponent: 1, colour: "b", outcome: "win" });
    expect(b.declaredPoints?.toString()).toBe("1.5");
    expect(r.warnings).toMatchObject([]);
  });

  it("numeric columns land in attrs (given:TP), text columns too, as text; Rank of Go ranks → rank", () => {
    const r = parseGrid([
      ["No", "Name", "Rank", "Club", "TP", "MMS", "R1"],
      [1, "A", "2d", "Paris", 4, "31.5", "2+/w0"],
      [2, "B", "1k", "Lyon", 2, 29, "1-/b0"],
    ]);
    expect(r.tournament.players[0]).toMatchObject({
      rank: "2d",
      attrs: { Club: "Paris", TP: 4, MMS: "31.5" },
    });
  });

  it("number-like attribute text keeps its text; given: still reads it as a number", () => {
    // a club "0044", an ID "007" and a text "2,5" are kept as written (not 44, 7 and
    // 2.5); given:Grade reads "2,5" as 2.5 and 3 as 3, so B (3) ranks above A
    const r = parseGrid([
      ["No", "Name", "Club", "ID", "Grade", "R1"],
      [1, "A", "0044", "007", "2,5", "2w½"],
      [2, "B", "1860", 12, 3, "1b½"],
    ]);
    expect(r.tournament.players.map((p) => p.attrs)).toEqual([
      { Club: "0044", ID: "007", Grade: "2,5" },
      { Club: "1860", ID: 12, Grade: 3 },
    ]);
    const st = computeStandings(r.tournament, ["PTS", "given:Grade"]);
    expect(st.rows.map((x) => [x.player.id, x.values[x.values.length - 1]?.toNumber()])).toEqual([
      [2, 3],
      [1, 2.5],
    ]);
  });

  it("EGD-style shared places (blank on the following tied lines): opponents are line numbers", () => {
    const r = parseGrid([
      ["Place", "Name", "Rank", "R1", "R2"],
      [1, "A", "3d", "3+/w0", "2+/b0"],
      [2, "B", "2d", "0+", "1-/w0"],
      ["", "C", "2d", "1-/b0", "0+"],
    ]);
    expect(r.tournament.players.map((p) => [p.id, p.name, p.attrs.Place])).toEqual([
      [1, "A", 1],
      [2, "B", 2],
      [3, "C", undefined],
    ]);
    expect(r.tournament.players[2].rounds[0]).toMatchObject({ opponent: 1, outcome: "loss" });
  });

  it("desktop blanks (0) in the header row are blank headers, not a column named 0", () => {
    const r = parseGrid([
      ["No", "Name", "R1", 0, 0],
      [1, "A", "bye", 0, 0],
      [0, 0, 0, 0, 0],
    ]);
    expect(r.tournament.players).toHaveLength(1);
    expect(r.tournament.players[0].attrs).toEqual({});
    expect(r.header).toEqual(["No", "Name", "R1", "", ""]);
  });

  it("first name and surname columns are joined", () => {
    const r = parseGrid([
      ["No", "Surname", "First name", "R1"],
      [1, "Chen", "Ava", "bye"],
    ]);
    expect(r.tournament.players[0].name).toBe("Chen, Ava");
  });

  it("without a number column players are numbered by row order, with a warning", () => {
    const r = parseGrid([
      ["Name", "R1"],
      ["A", "2w1"],
      ["B", "1b0"],
    ]);
    expect(r.tournament.players.map((p) => p.id)).toEqual([1, 2]);
    expect(r.warnings[0].cell).toBe("A1");
  });
});

describe("Swiss table: errors at their cells", () => {
  const base = (c1: unknown, c2: unknown, c3: unknown = "bye"): unknown[][] => [
    ["No", "Name", "R1"],
    [1, "A", c1],
    [2, "B", c2],
    [3, "C", c3],
  ];

  it("unknown opponent", () => {
    const is = issuesOf(() => parseGrid(base("9w1", "bye")));
    expect(is).toEqual([{ cell: "C2", message: expect.stringMatching(/opponent 9/) }]);
  });

  it("results that disagree", () => {
    const is = issuesOf(() => parseGrid(base("2w1", "1b½")));
    expect(is).toEqual([{ cell: "C2", message: expect.stringMatching(/disagree.*C3/) }]);
  });

  it("both with White", () => {
    const is = issuesOf(() => parseGrid(base("2w1", "1w0")));
    expect(is[0].message).toMatch(/White/);
  });

  it("a bye on one side, a game on the other", () => {
    const is = issuesOf(() => parseGrid(base("2w1", "bye")));
    expect(is).toEqual([{ cell: "C3", message: expect.stringMatching(/disagree.*C2/) }]);
  });

  it("a player paired twice in a round", () => {
    const is = issuesOf(() => parseGrid(base("2w1", "1b0", "2b1")));
    expect(is).toContainEqual({ cell: "C4", message: expect.stringMatching(/paired twice.*C2/) });
  });

  it("pairings that disagree", () => {
    const is = issuesOf(() =>
      parseGrid([
        ["No", "Name", "R1"],
        [1, "A", "2w1"],
        [2, "B", "3w1"],
        [3, "C", "1w1"],
      ])
    );
    expect(is).toContainEqual({
      cell: "C2",
      message: expect.stringMatching(/says player 2 played 3/),
    });
    expect(is).toHaveLength(3);
  });

  it("duplicate numbers (error) and names (warning)", () => {
    const is = issuesOf(() =>
      parseGrid([
        ["No", "Name", "R1"],
        [1, "A", "bye"],
        [1, "B", "bye"],
      ])
    );
    expect(is).toEqual([{ cell: "A3", message: expect.stringMatching(/used twice.*A2/) }]);
    const r = parseGrid([
      ["No", "Name", "R1"],
      [1, "A", "bye"],
      [2, "a", "bye"],
    ]);
    expect(r.warnings).toMatchObject([{ cell: "B3", message: expect.stringMatching(/twice/) }]);
  });

  it("an unreadable token lists what is accepted", () => {
    const is = issuesOf(() => parseGrid(base("2x1", "1b0")));
    expect(is[0].cell).toBe("C2");
    expect(is[0].message).toMatch(/"2x1"/);
    for (const example of ["12w1", "+12", "PAB", "W12", "18+/b0"])
      expect(is[0].message).toContain(example);
  });

  it("a bare number without any opponent naming the player", () => {
    const is = issuesOf(() => parseGrid(base("bye", "7")));
    expect(is[0]).toMatchObject({ cell: "C3", message: expect.stringMatching(/bare number 7/) });
  });

  it("a missing round column, and no round column at all", () => {
    const is = issuesOf(() =>
      parseGrid([
        ["No", "Name", "R1", "R3"],
        [1, "A", "bye", "bye"],
      ])
    );
    expect(is).toEqual([{ cell: "D1", message: expect.stringMatching(/round 2 is missing/) }]);
    const none = issuesOf(() =>
      parseGrid(
        [
          ["No", "Name", "Club"],
          [1, "A", "x"],
        ],
        { layout: "swiss" }
      )
    );
    expect(none).toEqual([{ cell: "A1", message: expect.stringMatching(/no round columns/) }]);
  });

  it("sheet addresses with the range origin", () => {
    const is = issuesOf(() =>
      parseGrid(base("9w1", "bye"), { origin: { sheet: "Results", row: 4, col: 2 } })
    );
    // grid C2 = sheet column C+2 = E, row 2+4 = 6
    expect(is[0].cell).toBe("Results!E6");
    const quoted = issuesOf(() =>
      parseGrid(base("9w1", "bye"), { origin: { sheet: "Round 5", row: 0, col: 0 } })
    );
    expect(quoted[0].cell).toBe("'Round 5'!C2");
  });

  it("a bad rating is an error at its cell", () => {
    const is = issuesOf(() =>
      parseGrid([
        ["No", "Name", "Rating", "R1"],
        [1, "A", "14OO", "bye"],
      ])
    );
    expect(is).toEqual([{ cell: "C2", message: expect.stringMatching(/rating/) }]);
  });

  it("an empty range", () => {
    expect(issuesOf(() => parseGrid([]))[0].message).toMatch(/empty/);
  });

  it("GridError's message names the cells", () => {
    try {
      parseGrid(base("9w1", "8w1"));
    } catch (e) {
      expect((e as Error).message).toMatch(/^C2: .*; C3: /);
    }
  });
});

describe("given columns reach the engine", () => {
  it('a hand-entered "TP" column ranks through given:TP', () => {
    const { computeValues } = jest.requireActual(
      "../../src/engine"
    ) as typeof import("../../src/engine");
    const r = parseGrid([
      ["No", "Name", "TP", "R1"],
      [1, "A", 2, "2w1"],
      [2, "B", 5, "1b0"],
    ]);
    const { values } = computeValues(r.tournament, "given:TP");
    expect(values.map((v) => v?.toString())).toEqual(["2", "5"]);
  });
});

describe("layering", () => {
  it("the grid, csv and xlsx modules use no Node APIs", () => {
    const fs = jest.requireActual("fs") as typeof import("fs");
    const path = jest.requireActual("path") as typeof import("path");
    const dir = path.join(__dirname, "../../src/formats");
    for (const f of fs.readdirSync(dir).filter((x) => /^(grid.*|csv|xlsx)\.ts$/.test(x))) {
      const text = fs.readFileSync(path.join(dir, f), "utf8");
      expect([
        f,
        /from "(?:node:)?(?:fs|path|os|buffer|stream|child_process)"|require\(|process\.|Buffer\./.test(
          text
        ),
      ]).toEqual([f, false]);
    }
  });
});

describe("options", () => {
  it("null options (an omitted optional argument) are the defaults", () => {
    const r = parseGrid(
      [
        ["No", "Name", "R1"],
        [1, "A", "bye"],
      ],
      null
    );
    expect(r.tournament.players[0].rounds).toEqual([{ kind: "bye", bye: "pab" }]);
  });
  it("an unknown layout is a GridError", () => {
    expect(() =>
      parseGrid(
        [
          ["No", "R1"],
          [1, "bye"],
        ],
        { layout: "pairings" as never }
      )
    ).toThrow(GridError);
  });
});
