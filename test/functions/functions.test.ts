/**
 * The custom functions as plain functions (src/functions/functions.ts imported directly), with a
 * stand-in CustomFunctions global. Expected values come from the seed fixture
 * test/fixtures/seeds/arena-swiss-5.json (rules "plain": byes are not opponents).
 */
import { copyOf, outcome, recordingRuntime } from "./cf-runtime";
import { loadFixture, tournamentFromRounds } from "../helpers/fixtures";
import { makeGrid } from "../../src/formats/grid";
import { allPresets } from "../../src/engine";
import { LEAGUE_BOARDS, LEAGUE_ROSTER } from "../helpers/league";

const runtime = recordingRuntime();
(globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = runtime;

// imported after the global exists (the functions only touch it when they throw)

const cf =
  require("../../src/functions/functions") as typeof import("../../src/functions/functions");
// the functions load their work on the first call (functions.ts); these tests call them directly
beforeAll(() => cf.functionsReady());

const ev = require("../../src/functions/evaluate") as typeof import("../../src/functions/evaluate");

const gridModule = require("../../src/formats/grid") as typeof import("../../src/formats/grid");

const fx = loadFixture("seeds/arena-swiss-5.json");
const GRID: unknown[][] = fx.grid;
const PLAIN = [["rules=plain"]];
const expected: Record<string, Record<string, number>> = fx.expected.values;
const ids = Object.keys(expected).map(Number);
const nameOf = (id: number): string => fx.players.find((p: { id: number }) => p.id === id).name;

type PerPlayer = (grid: unknown[][], player?: unknown, options?: unknown[][]) => unknown[][];
const PER_PLAYER: [string, PerPlayer][] = [
  ["BH", cf.buchholz],
  ["BH/C1", cf.buchholzCut1],
  ["BH/M1", cf.buchholzMedian],
  ["SB", cf.sonnebornBerger],
  ["DE", cf.directEncounter],
  ["PS", cf.progressive],
  ["WIN", cf.wins],
  ["BWG", cf.winsBlack],
  ["ARO", cf.aro],
  ["PTS", cf.points],
];

beforeEach(() => ev.clearCaches());

describe("per-player functions reproduce arena-swiss-5 (rules plain)", () => {
  test("BUCHHOLZ for Ava is the fixture's BH (8.5) and SONNEBORN_BERGER for Chloe its SB (4.75)", () => {
    expect(cf.buchholz(copyOf(GRID), "Ava Chen", PLAIN)).toEqual([[expected["1"]["BH"]]]);
    expect(cf.sonnebornBerger(copyOf(GRID), "Chloe Ng", PLAIN)).toEqual([[expected["2"]["SB"]]]);
  });

  test.each(PER_PLAYER)("%s by start number and by name", (code, f) => {
    for (const id of ids) {
      expect([code, id, f(copyOf(GRID), id, PLAIN)]).toEqual([code, id, [[expected[id][code]]]]);
      expect([code, id, f(copyOf(GRID), nameOf(id), PLAIN)]).toEqual([
        code,
        id,
        [[expected[id][code]]],
      ]);
    }
  });

  test.each(PER_PLAYER)(
    "%s without a player spills a column aligned with the grid rows",
    (code, f) => {
      const col = f(copyOf(GRID), null, PLAIN);
      expect(col).toHaveLength(GRID.length);
      expect(col[0]).toEqual([""]); // header row
      for (let r = 1; r < GRID.length; r++) {
        const id = GRID[r][0] as number;
        expect([code, r, col[r]]).toEqual([code, r, [expected[id][code]]]);
      }
    }
  );

  test("VALUE takes any code, including ones without a function of their own", () => {
    for (const code of fx.order.filter((c: string) => c !== "PTS")) {
      for (const id of ids) {
        expect([code, id, cf.value(copyOf(GRID), code, id, PLAIN)]).toEqual([
          code,
          id,
          [[expected[id][code]]],
        ]);
      }
    }
    // the code grammar's prose form is accepted too
    expect(cf.value(copyOf(GRID), "bh-c1", "Ava Chen", PLAIN)).toEqual([[expected["1"]["BH/C1"]]]);
  });
});

describe("arguments the way Excel passes them", () => {
  /** The grid inside a larger selection: a blank row below and a blank column to the right. */
  function padded(blank: 0 | null): unknown[][] {
    const g = copyOf(GRID).map((r) => [...r, blank]);
    g.push(new Array(g[0].length).fill(blank));
    return g;
  }

  test.each([
    ["desktop blanks (0)", 0 as const],
    ["web blanks (null)", null],
  ])("%s around the grid change nothing", (_label, blank) => {
    const g = padded(blank);
    expect(cf.buchholz(g, "Ava Chen", PLAIN)).toEqual([[expected["1"]["BH"]]]);
    const col = cf.sonnebornBerger(padded(blank), null, PLAIN);
    expect(col).toHaveLength(g.length);
    expect(col[g.length - 1]).toEqual([""]); // the blank row gets a blank cell, not 0
    expect(col[2]).toEqual([expected[String(GRID[2][0])]["SB"]]);
  });

  test("omitted optionals arrive as null and work (default rules, default order)", () => {
    const r = outcome(() => cf.buchholz(copyOf(GRID), null, null as unknown as unknown[][]));
    expect(r.code).toBeUndefined();
    expect(r.value).toHaveLength(GRID.length);
    const st = outcome(() =>
      cf.standings(copyOf(GRID), null as unknown as unknown[][], null as unknown as unknown[][])
    );
    expect(st.code).toBeUndefined();
    const table = st.value as unknown[][];
    expect(table[0][0]).toBe("Rk");
    expect(table).toHaveLength(GRID.length); // header + 5 players
  });

  test("a blank player cell (0 on the desktop) means every player", () => {
    expect(cf.wins(copyOf(GRID), 0, PLAIN)).toHaveLength(GRID.length);
    expect(cf.wins(copyOf(GRID), [[null]], PLAIN)).toHaveLength(GRID.length);
  });

  test("a games list has no player rows: the column lists the players by start number", () => {
    const games = makeGrid(tournamentFromRounds(fx), "games") as unknown[][];
    const col = cf.buchholz(games, null, PLAIN);
    expect(col).toEqual(ids.sort((a, b) => a - b).map((id) => [expected[id]["BH"]]));
    expect(
      cf.buchholz(makeGrid(tournamentFromRounds(fx), "games") as unknown[][], "Ava Chen", PLAIN)
    ).toEqual([[expected["1"]["BH"]]]);
  });

  test("names are matched whatever the spacing and case; numbers may be text", () => {
    expect(cf.buchholz(copyOf(GRID), "  ava   CHEN ", PLAIN)).toEqual([[expected["1"]["BH"]]]);
    expect(cf.buchholz(copyOf(GRID), "2", PLAIN)).toEqual([[expected["2"]["BH"]]]);
  });

  test("options may be spread over a range of cells, and blank cells there are ignored", () => {
    expect(
      cf.buchholz(copyOf(GRID), "Ava Chen", [
        ["rules=plain", 0],
        [null, ""],
      ])
    ).toEqual([[expected["1"]["BH"]]]);
  });

  test("no null or undefined in any answer", () => {
    const answers = [
      ...PER_PLAYER.map(([, f]) => f(copyOf(GRID), null, PLAIN)),
      cf.standings(copyOf(GRID), [[fx.order.join(", ")]], PLAIN),
      cf.explain(copyOf(GRID), "Ava Chen", "BH/C1", PLAIN),
      cf.rank(copyOf(GRID), null, PLAIN),
    ];
    for (const a of answers) {
      for (const row of a)
        for (const cell of row) expect(["string", "number"]).toContain(typeof cell);
    }
  });
});

describe("STANDINGS, RANK and EXPLAIN", () => {
  test("STANDINGS ranks in the fixture's order with every value", () => {
    const order = [[fx.order.join(", ")]];
    const table = cf.standings(copyOf(GRID), order, PLAIN) as (string | number)[][];
    const header = table[0] as string[];
    // the ranking list's columns, the same words as every other surface
    expect(header.slice(0, 3)).toEqual(["Rk", "SNo", "Name"]);
    expect(header.slice(-2)).toEqual(["Decided by", "Why this place"]);
    const no = header.indexOf("SNo");
    expect(table.slice(1).map((r) => r[no])).toEqual(fx.expected.ranking);
    for (const row of table.slice(1)) {
      const id = row[no] as number;
      for (const code of fx.order.filter((c: string) => c !== "PTS")) {
        expect([id, code, row[header.indexOf(code)]]).toEqual([id, code, expected[id][code]]);
      }
      expect(row[header.indexOf("Pts")]).toBe(expected[id]["PTS"]);
    }
  });

  test("the order may be a range of cells, one code each", () => {
    const order = fx.order.map((c: string) => [c]);
    const a = cf.standings(copyOf(GRID), order, PLAIN);
    const b = cf.standings(copyOf(GRID), [[fx.order.join(";")]], PLAIN);
    expect(a).toEqual(b);
  });

  test("a preset named as the order brings its order and its rules", () => {
    // the engine's "club" preset is the fixture's list (DE, BH, BH/C1, ...) under rules plain
    const club = allPresets().find((p) => p.id === "club");
    expect(club?.order).toEqual(fx.order.filter((c: string) => c !== "PTS"));
    const viaPreset = cf.standings(copyOf(GRID), [["club"]], null as unknown as unknown[][]);
    const explicit = cf.standings(copyOf(GRID), [[fx.order.join(", ")]], PLAIN);
    expect(viaPreset).toEqual(explicit);
    // and preset= in the options does the same for a per-player function
    expect(cf.buchholz(copyOf(GRID), "Ava Chen", [["preset=club"]])).toEqual([
      [expected["1"]["BH"]],
    ]);
  });

  test("seed 001: with BWG before BH, Chloe ranks above Ava", () => {
    // fixture "also": BWG (wins with Black) placed before BH puts Chloe (BWG 1) above Ava (BWG 0)
    const table = cf.standings(copyOf(GRID), [["DE, BWG, BH"]], PLAIN);
    expect(table[1][1]).toBe(2);
    expect(table[2][1]).toBe(1);
  });

  test("RANK follows order= in the options", () => {
    const opts = [[`rules=plain; order=${fx.order.join(", ")}`]];
    const col = cf.rank(copyOf(GRID), null, opts);
    fx.expected.ranking.forEach((id: number, k: number) => {
      const r = GRID.findIndex((row) => row[0] === id);
      expect([id, col[r]]).toEqual([id, [k + 1]]);
    });
    expect(cf.rank(copyOf(GRID), "Ava Chen", opts)).toEqual([[1]]);
  });

  test("EXPLAIN shows the working with a total equal to the value", () => {
    const ex = cf.explain(copyOf(GRID), "Ava Chen", "BH", PLAIN) as (string | number)[][];
    expect(ex[0].slice(0, 2)).toEqual(["Round", "Opponent"]);
    const total = ex[ex.length - 1];
    expect(total[0]).toBe("Total");
    expect(total[ex[0].indexOf("Contribution")]).toBe(expected["1"]["BH"]);
    for (const row of ex) expect(row).toHaveLength(ex[0].length);
  });

  test("EXPLAIN for DE shows the mini-table of the tied players", () => {
    // Ava and Chloe both have 3.5 points (plain: Chloe's bye counts 1); they drew in round 4
    // ("2w½" / "1b½"), so each has ½ in the mini-table and DE does not split them: places 1-2
    const ex = cf.explain(copyOf(GRID), "Ava Chen", "DE", PLAIN) as (string | number)[][];
    const at = ex.findIndex((r) => r[0] === "Mini-table of the players tied on points");
    expect(at).toBeGreaterThan(0);
    const [head, ava, chloe] = ex.slice(at + 1, at + 4).map((r) => r.filter((c) => c !== ""));
    expect(head).toEqual(["SNo", "Name", "vs 1", "vs 2", "Mini-table points", "Place in group"]);
    expect(ava).toEqual(["1", "Ava Chen", "x", "½", 0.5, "1-2"]);
    expect(chloe).toEqual(["2", "Chloe Ng", "½", "x", 0.5, "1-2"]);
    expect(ex[at - 1][0]).toBe("Total");
    expect(ex[at - 1][ex[0].indexOf("Contribution")]).toBe(0.5);
  });

  test("EXPLAIN for ARO with an unrated opponent says why that game is left out", () => {
    const g = copyOf(GRID);
    g[5][2] = ""; // Dylan Patel (Ava's round-1 opponent) unrated
    const note = (ex: (string | number)[][], round: number): unknown =>
      ex.find((r) => r[0] === round)![ex[0].indexOf("Note")];
    const un = cf.explain(copyOf(g), "Ava Chen", "ARO", [["rules=fide-2026"]]) as (
      string | number
    )[][];
    // C.07 art. 10: with an unrated player and no rating given for them, ARO is undefined
    expect(note(un, 1)).toMatch(/the opponent is unrated and no rating for unrated players/);
    expect(note(un, 2)).toMatch(/some players are unrated/);
    expect(note(un, 2)).not.toMatch(/only games played over the board/);
    // with unrated=1400: (1400 + 1280 + 1190 + 1350) / 4 = 1305
    const u = cf.explain(copyOf(g), "Ava Chen", "ARO", [["rules=fide-2026; unrated=1400"]]) as (
      string | number
    )[][];
    expect(note(u, 1)).toMatch(/counted as 1400/);
    expect(u[u.length - 1][u[0].indexOf("Contribution")]).toBe(1305);
  });
});

describe("errors", () => {
  test("an unknown player is #N/A with a message", () => {
    const r = outcome(() => cf.buchholz(copyOf(GRID), "Magnus", PLAIN));
    expect(r.code).toBe("#N/A");
    expect(r.message).toMatch(/Magnus/);
    const n = outcome(() => cf.buchholz(copyOf(GRID), 42, PLAIN));
    expect(n.code).toBe("#N/A");
    expect(n.message).toMatch(/42/);
  });

  test("an unknown code is #VALUE! naming the code", () => {
    const r = outcome(() => cf.value(copyOf(GRID), "XYZ", 1, PLAIN));
    expect(r.code).toBe("#VALUE!");
    expect(r.message).toMatch(/XYZ/);
    const o = outcome(() => cf.standings(copyOf(GRID), [["BH, NOPE"]], PLAIN));
    expect(o.code).toBe("#VALUE!");
    expect(o.message).toMatch(/NOPE/);
    // did you mean: the same suggestion as the CLI and the pane give
    const m = outcome(() => cf.value(copyOf(GRID), "Buchholz Cut 1", 1, PLAIN));
    expect(m.code).toBe("#VALUE!");
    expect(m.message).toMatch(/Did you mean BH\/C1/);
  });

  test("a bad grid is #VALUE! naming the cell (sheet address from the invocation)", () => {
    const g = copyOf(GRID);
    g[2][4] = "7w1"; // Chloe, R2: opponent 7 does not exist (cell E3 of the range)
    const r = outcome(() => cf.buchholz(g, 1, PLAIN));
    expect(r.code).toBe("#VALUE!");
    expect(r.message).toMatch(/E3/);
    const inv = { parameterAddresses: ["'Round results'!B2:H7", "", ""] };
    const s = outcome(() =>
      cf.buchholz(copyOf(g), 1, PLAIN, inv as unknown as CustomFunctions.Invocation)
    );
    expect(s.code).toBe("#VALUE!");
    // E3 of a range starting at B2 is F4 on the sheet
    expect(s.message).toMatch(/Round results!F4|'Round results'!F4/);
  });

  test("a grid that is not a range, and bad options, are #VALUE!", () => {
    expect(outcome(() => cf.buchholz("A1" as unknown as unknown[][], 1)).code).toBe("#VALUE!");
    const o = outcome(() => cf.buchholz(copyOf(GRID), 1, [["rules=fide-1999"]]));
    expect(o.code).toBe("#VALUE!");
    expect(o.message).toMatch(/^options: rules=fide-1999/);
    expect(outcome(() => cf.buchholz(copyOf(GRID), 1, [["unrated"]])).message).toMatch(
      /not key=value/
    );
    expect(outcome(() => cf.explain(copyOf(GRID), null, "BH", PLAIN)).code).toBe("#VALUE!");
  });

  test("standings after a round that was not entered is #VALUE!, not a number", () => {
    const r = outcome(() => cf.points(copyOf(GRID), 1, [["rules=plain; rounds=9"]]));
    expect(r.code).toBe("#VALUE!");
    expect(r.message).toMatch(/9/);
  });
});

describe("memoisation", () => {
  test("many calls with fresh copies of one grid read it once", () => {
    const spy = jest.spyOn(gridModule, "parseGrid");
    try {
      for (let k = 0; k < 20; k++) {
        for (const [, f] of PER_PLAYER) f(copyOf(GRID), (k % 5) + 1, PLAIN);
      }
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  test("a changed cell is a different grid: no stale value", () => {
    expect(cf.points(copyOf(GRID), 5, PLAIN)).toEqual([[expected["5"]["PTS"]]]);
    const g = copyOf(GRID);
    // Dylan's round 4 loss against Ben becomes a win (and Ben's row says so too): 1 point more
    g[5][6] = "3b1";
    g[3][6] = "5w0";
    expect(cf.points(g, 5, PLAIN)).toEqual([[expected["5"]["PTS"] + 1]]);
    expect(cf.points(copyOf(GRID), 5, PLAIN)).toEqual([[expected["5"]["PTS"]]]);
  });

  test("the cache of grids is bounded", () => {
    for (let k = 0; k < ev.GRID_CACHE_SIZE + 5; k++) {
      const g = copyOf(GRID);
      g[1][1] = `Ava Chen ${k}`;
      cf.points(g, 1, PLAIN);
    }
    expect(ev.cachedGridCount()).toBe(ev.GRID_CACHE_SIZE);
  });

  test("an error is remembered too and given again", () => {
    const g = copyOf(GRID);
    g[2][4] = "7w1";
    const a = outcome(() => cf.buchholz(copyOf(g), 1, PLAIN));
    const b = outcome(() => cf.sonnebornBerger(copyOf(g), 2, PLAIN));
    expect(a.code).toBe("#VALUE!");
    expect(b).toEqual(a);
  });
});

describe("calls of one synchronous run (one Excel host message) with the grid's address", () => {
  const at = (address: string): CustomFunctions.Invocation =>
    ({ parameterAddresses: [address, "", ""] }) as unknown as CustomFunctions.Invocation;
  const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
  /** Dylan (row 5) wins his round 4 game against Ben (row 3): 1 point more for Dylan. */
  function dylanWins(g: unknown[][]): unknown[][] {
    g[5][6] = "3b1";
    g[3][6] = "5w0";
    return g;
  }

  test("a grid changed by the next run is read again", async () => {
    expect(cf.points(copyOf(GRID), 5, PLAIN, at("Results!A1:G6"))).toEqual([
      [expected["5"]["PTS"]],
    ]);
    await nextTask();
    expect(cf.points(dylanWins(copyOf(GRID)), 5, PLAIN, at("Results!A1:G6"))).toEqual([
      [expected["5"]["PTS"] + 1],
    ]);
  });

  /** The grid with every row behind a proxy that counts reads of its cells (not of length). */
  function counted(g: unknown[][]): { grid: unknown[][]; reads: () => number } {
    let n = 0;
    const grid = g.map(
      (r) =>
        new Proxy(r as unknown[], {
          get(target, key, receiver): unknown {
            if (typeof key === "string" && /^\d+$/.test(key)) n++;
            return Reflect.get(target, key, receiver) as unknown;
          },
        })
    );
    return { grid, reads: () => n };
  }

  test("within one run, a later call with the address reads no cell of its grid; the next run reads them all", async () => {
    const at6 = at("Results!A1:G6");
    const cells = GRID.length * GRID[0].length;
    expect(cf.points(copyOf(GRID), 5, PLAIN, at6)).toEqual([[expected["5"]["PTS"]]]);
    const later = counted(copyOf(GRID));
    expect(cf.points(later.grid, 5, PLAIN, at6)).toEqual([[expected["5"]["PTS"]]]);
    expect(later.reads()).toBe(0);
    // without the address, within the same run, every cell is compared
    const full = counted(copyOf(GRID));
    expect(cf.points(full.grid, 5, PLAIN)).toEqual([[expected["5"]["PTS"]]]);
    expect(full.reads()).toBe(cells);
    // the first call of the next run compares every cell, and then the change is seen
    await nextTask();
    const next = counted(copyOf(GRID));
    expect(cf.points(next.grid, 5, PLAIN, at6)).toEqual([[expected["5"]["PTS"]]]);
    expect(next.reads()).toBe(cells);
    await nextTask();
    expect(cf.points(dylanWins(copyOf(GRID)), 5, PLAIN, at6)).toEqual([[expected["5"]["PTS"] + 1]]);
  });

  /** The grid with 20 blank rows below (26 rows). */
  const padded = (g: unknown[][], blank = 20): unknown[][] => [
    ...g,
    ...Array.from({ length: blank }, () => new Array(g[0].length).fill(0)),
  ];
  /** How many times the grid reader runs during f (once per grid not found in the caches). */
  function reads(f: () => void): number {
    const spy = jest.spyOn(gridModule, "parseGrid");
    try {
      f();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  test("the full comparison sees a change in any cell of a wide grid, and equal text as equal", () => {
    // 26 rows x 20 columns (13 blank columns right of the grid, 20 blank rows below): the
    // comparison treats the first 16 columns one by one and the rest in a loop
    const wide = (): unknown[][] =>
      padded(copyOf(GRID)).map((r) => [...r, ...new Array(13).fill(0)]);
    const base = wide();
    const rows = base.length;
    const width = base[0].length;
    expect(width).toBe(20);
    expect(reads(() => cf.points(copyOf(base), 1, PLAIN))).toBe(1);
    for (const r of [0, 1, 5, rows - 1]) {
      for (let c = 0; c < width; c++) {
        const g = wide();
        // another cell: a text cell gets one more character, a number or blank becomes ""
        g[r][c] = typeof g[r][c] === "string" ? `${g[r][c] as string}x` : "";
        // read anew without the address; the unchanged grid is then found again
        expect([r, c, reads(() => outcome(() => cf.points(g, 1, PLAIN)))]).toEqual([r, c, 1]);
        expect([r, c, reads(() => cf.points(copyOf(base), 1, PLAIN))]).toEqual([r, c, 0]);
      }
    }
    // the same text built another way (another string object) is the same cell
    const g = wide();
    g[1][1] = ["Ava", "Chen"].join(" ");
    expect(g[1][1]).toBe(base[1][1]);
    expect(reads(() => cf.points(g, 1, PLAIN))).toBe(0);
  });

  test("within one run, the same address with another size or layout is another grid", () => {
    const at26 = at("Results!A1:G26");
    const n = reads(() => {
      cf.points(padded(copyOf(GRID)), 1, PLAIN, at26);
      cf.points(padded(copyOf(GRID)), 1, PLAIN, at26); // reused
      cf.points(padded(copyOf(GRID), 21), 1, PLAIN, at26); // one row more
      const wider = padded(copyOf(GRID)).map((r) => [...r, 0]);
      cf.points(wider, 1, PLAIN, at26); // one column more
      cf.points(padded(copyOf(GRID)), 1, [["rules=plain; layout=swiss"]], at26); // layout given
    });
    expect(n).toBe(4);
  });

  test("within one run, a grid pushed out of the cache is read again, not reused", () => {
    const n = reads(() => {
      cf.points(copyOf(GRID), 1, PLAIN, at("Results!A1:G6"));
      for (let k = 0; k < ev.GRID_CACHE_SIZE; k++) {
        cf.points(copyOf(GRID), 1, PLAIN, at(`Other${k}!A1:G6`));
      }
      cf.points(copyOf(GRID), 1, PLAIN, at("Results!A1:G6"));
    });
    expect(n).toBe(ev.GRID_CACHE_SIZE + 2);
    // pushed out by grids without an address (the last call with an address is still this one)
    const m = reads(() => {
      cf.points(copyOf(GRID), 1, PLAIN, at("Results!A1:G6"));
      for (let k = 0; k < ev.GRID_CACHE_SIZE; k++) {
        const g = copyOf(GRID);
        g[1][1] = `Ava Chen ${k}`;
        cf.points(g, 1, PLAIN);
      }
      cf.points(copyOf(GRID), 1, PLAIN, at("Results!A1:G6"));
    });
    expect(m).toBe(ev.GRID_CACHE_SIZE + 1);
  });

  test("within one run, a call with other options, a roster or another size does not get the last call's answers", () => {
    // a later call of a run that brings the last call's address, options text and size gets
    // the last call's session without a lookup (evaluate.ts runSession); anything else must not
    const at6 = at("Results!A1:G6");
    // Ava (row 1): 5w1, 3w1, 4w1, 2w½: 3.5 points, 2 after round 2
    expect(cf.points(copyOf(GRID), 1, PLAIN, at6)).toEqual([[3.5]]);
    expect(cf.points(copyOf(GRID), 1, [["rules=plain; rounds=2"]], at6)).toEqual([[2]]);
    expect(cf.points(copyOf(GRID), 1, PLAIN, at6)).toEqual([[3.5]]);
    // the same text with other spacing is the same options
    expect(cf.points(copyOf(GRID), 1, [[" rules=plain "]], at6)).toEqual([[3.5]]);
    // the same options over two cells, and options with a new line in one cell
    expect(cf.points(copyOf(GRID), 1, [["rules=plain"], ["rounds=2"]], at6)).toEqual([[2]]);
    expect(cf.points(copyOf(GRID), 1, [["rules=plain\nrounds=3"]], at6)).toEqual([[3]]);
    // another size at the same address: another grid (here: a bad one)
    const short = copyOf(GRID).slice(0, 3);
    short[1][3] = "5w1"; // Ava's round 1 opponent is not in the shorter grid
    const shorter = outcome(() => cf.points(short, 1, PLAIN, at6));
    ev.clearCaches();
    expect(outcome(() => cf.points(copyOf(short), 1, PLAIN, at6))).toEqual(shorter);
    expect(cf.points(copyOf(GRID), 1, PLAIN, at6)).toEqual([[3.5]]);
    // a board list at one address: without a roster its players (a1 beat b1 in round 1, drew
    // c1, beat d1: 2 wins), with one its teams (the league of test/helpers/league.ts: Alpha 5
    // match points)
    const games = at("Games!A1:E13");
    const inv = {
      parameterAddresses: ["Games!A1:E13", "", "", "", "Rosters!A1:B10"],
    } as unknown as CustomFunctions.Invocation;
    const board = (): unknown[][] => copyOf(LEAGUE_BOARDS);
    const nul = null as unknown as unknown[][];
    expect(cf.value(board(), "WIN", "a1", nul, nul, games)).toEqual([[2]]);
    expect(cf.value(board(), "MP", "Alpha", nul, copyOf(LEAGUE_ROSTER), inv)).toEqual([[5]]);
    expect(cf.value(board(), "WIN", "a1", nul, nul, games)).toEqual([[2]]);
  });

  test("in a new run, a change in one cell of one row is seen", async () => {
    const at26 = at("Results!A1:G26");
    const before = cf.aro(padded(copyOf(GRID)), "Ava Chen", PLAIN, at26);
    expect(before).toEqual([[expected["1"]["ARO"]]]);
    await nextTask();
    const g = padded(copyOf(GRID));
    g[5][2] = 1500; // Dylan's rating 1100 -> 1500; Ava met him
    const after = cf.aro(g, "Ava Chen", PLAIN, at26) as number[][];
    expect(after[0][0]).not.toBe(before[0][0]);
    // the same as reading the changed grid from empty caches
    ev.clearCaches();
    expect(cf.aro(copyOf(g), "Ava Chen", PLAIN)).toEqual(after);
  });

  test("within one run, one address is taken to hold one content, as Excel guarantees", async () => {
    // This documents the rule that makes 20,000 calls cheap (see evaluate.ts): inside one host
    // message Excel takes every invocation's arguments from one state of the sheet, so a grid
    // from the same address, read the same way and of the same size, is not compared again cell
    // by cell. Changing Dylan's rating (one cell of row 5) changes Ava's ARO (she met him).
    const padded = (g: unknown[][]): unknown[][] => [
      ...g,
      ...Array.from({ length: 20 }, () => new Array(g[0].length).fill(0)),
    ];
    const before = cf.aro(padded(copyOf(GRID)), "Ava Chen", PLAIN, at("Results!A1:G26"));
    expect(before).toEqual([[expected["1"]["ARO"]]]);
    const g = padded(copyOf(GRID));
    g[5][2] = 1500; // Dylan's rating 1100 -> 1500
    // same run: the earlier reading stands (Excel never sends this in one message)
    expect(cf.aro(g, "Ava Chen", PLAIN, at("Results!A1:G26"))).toEqual(before);
    // without the address the grid is compared in full and the change is seen at once
    const full = cf.aro(copyOf(g), "Ava Chen", PLAIN) as number[][];
    expect(full[0][0]).not.toBe(before[0][0]);
    // and the next run (the next host message) reads the new grid
    await nextTask();
    expect(cf.aro(copyOf(g), "Ava Chen", PLAIN, at("Results!A1:G26"))).toEqual(full);
  });
});
