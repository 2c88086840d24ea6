/**
 * The built functions loaded in a Node vm as taskpane.html loads them: the scripts the page names
 * (runtime.js, shared.js, functions.js; the pane's taskpane.js aside, it needs a page), with a
 * recording CustomFunctions global, and every function called the way Excel calls it: all
 * declared arguments present (omitted optional ones as null), the invocation object last, blank
 * cells as 0 (desktop) or null (web), names with spaces. The functions load their work on the
 * first call (on-demand chunks, fetched here by a stand-in for the page's script elements).
 * Expected values: test/fixtures/seeds/arena-swiss-5.json under rules "plain".
 */
import * as fs from "fs";
import * as path from "path";
import * as vm from "vm";
import { copyOf, outcome, recordingRuntime, type RecordingRuntime } from "./cf-runtime";
import { DIST, distFile } from "./dist";
import { loadFixture } from "../helpers/fixtures";
import { LEAGUE_BOARDS, LEAGUE_ROSTER } from "../helpers/league";
const { startScripts } = require("../../scripts/startup-budget") as {
  startScripts: (html: string) => string[];
};

const fx = loadFixture("seeds/arena-swiss-5.json");
const GRID: unknown[][] = fx.grid;
const expected: Record<string, Record<string, number>> = fx.expected.values;
const ids = Object.keys(expected).map(Number);
const nameOf = (id: number): string => fx.players.find((p: { id: number }) => p.id === id).name;

let runtime: RecordingRuntime;
let metadata: { id: string; parameters: { name: string }[] }[];
/** The scripts the functions loaded on demand, in order. */
const onDemand: string[] = [];
let firstAnswer: unknown;

/**
 * A document just large enough for webpack's chunk loading: the current script's address (the
 * automatic public path) and <script> elements that run their file from dist/ in the vm, then
 * fire onload, as a page would.
 */
function scriptDocument(context: vm.Context): unknown {
  type Script = { src: string; onload?: (e: unknown) => void; onerror?: (e: unknown) => void };
  const base = "http://127.0.0.1/";
  return {
    currentScript: { tagName: "SCRIPT", src: base + "functions.js" },
    getElementsByTagName: () => [],
    createElement: () => ({ setAttribute: () => undefined }) as unknown as Script,
    head: {
      appendChild(s: Script) {
        const file = s.src.slice(base.length);
        onDemand.push(file);
        setTimeout(() => {
          vm.runInContext(fs.readFileSync(path.join(DIST, file), "utf8"), context, {
            filename: file,
          });
          s.onload?.({ type: "load", target: s });
        }, 0);
      },
    },
  };
}

beforeAll(async () => {
  metadata = JSON.parse(distFile("functions.json")).functions;
  runtime = recordingRuntime();
  const sandbox: Record<string, unknown> = {
    CustomFunctions: runtime,
    console,
    setTimeout,
    clearTimeout,
  };
  sandbox.self = sandbox;
  sandbox.window = sandbox;
  sandbox.globalThis = sandbox;
  const context = vm.createContext(sandbox);
  sandbox.document = scriptDocument(context);
  for (const file of startScripts(distFile("taskpane.html")).filter((f) => f !== "taskpane.js"))
    vm.runInContext(distFile(file), context, { filename: `dist/${file}` });
  // the first call loads the functions' work; after it, every call answers at once
  firstAnswer = call("BUCHHOLZ", { grid: copyOf(GRID), player: 1, options: PLAIN });
  await firstAnswer;
});

/** Calls a function as Excel does: every declared parameter, then the invocation. */
function call(id: string, args: Record<string, unknown>, address = "Sheet1!A1:G6"): unknown {
  const fn = runtime.associated.get(id);
  if (!fn) throw new Error(`dist/functions.js did not associate ${id}`);
  const params = metadata.find((m) => m.id === id)!.parameters;
  const list = params.map((p) => (p.name in args ? args[p.name] : null));
  const invocation = {
    address: "Sheet1!J2",
    functionName: id,
    parameterAddresses: params.map((p) => (p.name === "grid" ? address : "")),
  };
  return fn(...list, invocation);
}

const PLAIN = [["rules=plain"]];
const FUNCTION_CODE: Record<string, string> = {
  BUCHHOLZ: "BH",
  BUCHHOLZ_CUT1: "BH/C1",
  BUCHHOLZ_MEDIAN: "BH/M1",
  SONNEBORN_BERGER: "SB",
  DIRECT_ENCOUNTER: "DE",
  PROGRESSIVE: "PS",
  WINS: "WIN",
  WINS_BLACK: "BWG",
  ARO: "ARO",
  POINTS: "PTS",
};

test("the first call answers with a Promise and loads the functions' work on demand", async () => {
  expect(typeof (firstAnswer as { then?: unknown }).then).toBe("function");
  expect(await firstAnswer).toEqual([[expected["1"]["BH"]]]);
  // the functions' own chunks only: neither the pane's readers nor ExcelJS, papaparse
  expect(onDemand.length).toBeGreaterThan(0);
  for (const f of onDemand) expect(f).toMatch(/^answers/);
  expect(startScripts(distFile("taskpane.html"))).toEqual(
    expect.arrayContaining(["runtime.js", "shared.js", "functions.js", "taskpane.js"])
  );
});

test("the bundle associates every function of functions.json", () => {
  expect([...runtime.associated.keys()].sort()).toEqual(metadata.map((m) => m.id).sort());
});

test("BUCHHOLZ for Ava = fixture BH (8.5), SONNEBORN_BERGER for Chloe = fixture SB (4.75)", () => {
  expect(call("BUCHHOLZ", { grid: copyOf(GRID), player: "Ava Chen", options: PLAIN })).toEqual([
    [expected["1"]["BH"]],
  ]);
  expect(
    call("SONNEBORN_BERGER", { grid: copyOf(GRID), player: "Chloe Ng", options: PLAIN })
  ).toEqual([[expected["2"]["SB"]]]);
});

describe.each([
  ["desktop", 0],
  ["web", null],
])("blank cells as on the %s", (_label, blank) => {
  /** The fixture grid inside a larger selection: blank column at the right, blank row below. */
  const grid = (): unknown[][] => {
    const g = copyOf(GRID).map((r) => [...r, blank]);
    g.push(new Array(g[0].length).fill(blank));
    return g;
  };

  test.each(Object.entries(FUNCTION_CODE))("%s for every player by name and number", (id, code) => {
    for (const p of ids) {
      const want = [[expected[p][code]]];
      expect([id, p, call(id, { grid: grid(), player: nameOf(p), options: PLAIN })]).toEqual([
        id,
        p,
        want,
      ]);
      expect([id, p, call(id, { grid: grid(), player: p, options: PLAIN })]).toEqual([id, p, want]);
    }
  });

  test.each(Object.entries(FUNCTION_CODE))("%s spills a column beside the grid", (id, code) => {
    const g = grid();
    const col = call(id, { grid: g, options: PLAIN }) as unknown[][];
    expect(col).toHaveLength(g.length);
    expect(col[0]).toEqual([""]);
    expect(col[g.length - 1]).toEqual([""]);
    for (let r = 1; r < GRID.length; r++) {
      expect([id, r, col[r]]).toEqual([id, r, [expected[String(GRID[r][0])][code]]]);
    }
  });

  test("STANDINGS in the fixture's order", () => {
    const table = call("STANDINGS", {
      grid: grid(),
      order: [[fx.order.join(", ")]],
      options: PLAIN,
    }) as (string | number)[][];
    const header = table[0] as string[];
    const no = header.indexOf("SNo");
    expect(table.slice(1).map((r) => r[no])).toEqual(fx.expected.ranking);
    for (const row of table.slice(1)) {
      for (const code of fx.order.filter((c: string) => c !== "PTS")) {
        expect([row[no], code, row[header.indexOf(code)]]).toEqual([
          row[no],
          code,
          expected[String(row[no])][code],
        ]);
      }
    }
  });

  test("RANK, VALUE and EXPLAIN", () => {
    const opts = [[`rules=plain; order=${fx.order.join(", ")}`]];
    expect(call("RANK", { grid: grid(), player: "Chloe  Ng", options: opts })).toEqual([
      [fx.expected.ranking.indexOf(2) + 1],
    ]);
    expect(call("VALUE", { grid: grid(), code: "BH/C1", player: 3, options: PLAIN })).toEqual([
      [expected["3"]["BH/C1"]],
    ]);
    const ex = call("EXPLAIN", {
      grid: grid(),
      player: "Ava Chen",
      code: "SB",
      options: PLAIN,
    }) as unknown[][];
    expect(ex[ex.length - 1][0]).toBe("Total");
    expect(ex[ex.length - 1]).toContain(expected["1"]["SB"]);
  });
});

/** A team Swiss table (hand-worked in test/functions/team.test.ts). */
const TEAM_GRID = [
  ["No", "Team", "R1", "R2"],
  [1, "Alpha", "2w 3½-½", "3b 2½"],
  [2, "Beta", "1b ½", "4 1"],
  [3, "Gamma", "4w 2", "1w 1½"],
  [4, "Delta", "3 2", "2 3"],
];

test("TEAM_STANDINGS and VALUE over a team grid", () => {
  const t = call("TEAM_STANDINGS", { grid: copyOf(TEAM_GRID) }) as (string | number)[][];
  expect(t[0].slice(0, 6)).toEqual(["Rk", "SNo", "Team", "MP", "GP", "OSB"]);
  // MP Alpha 4, Delta 3, Gamma 1, Beta 0; OSB Alpha: Gamma 1 MP × 2½ GP (Beta cut) = 2½
  expect(t.slice(1).map((r) => r[1])).toEqual([1, 4, 3, 2]);
  expect(t[1][5]).toBe(2.5);
  expect(call("VALUE", { grid: copyOf(TEAM_GRID), code: "GP", player: "Gamma" })).toEqual([[3.5]]);
});

test("TEAM_STANDINGS and VALUE over a board list with a roster range (the last argument)", () => {
  // the league of test/helpers/league.ts, hand-worked there: MP 5/2/2/3, EMGSB Bravo 6½
  const t = call("TEAM_STANDINGS", {
    grid: copyOf(LEAGUE_BOARDS),
    order: [["MP, GP"]],
    roster: copyOf(LEAGUE_ROSTER),
  }) as (string | number)[][];
  expect(t.slice(1).map((r) => [r[2], r[3]])).toEqual([
    ["Alpha", 5],
    ["Delta", 3],
    ["Bravo", 2],
    ["Charlie", 2],
  ]);
  expect(
    call("VALUE", {
      grid: copyOf(LEAGUE_BOARDS),
      code: "EMGSB",
      player: "Bravo",
      roster: copyOf(LEAGUE_ROSTER),
    })
  ).toEqual([[6.5]]);
});

test("omitted optionals (null) work for every function", () => {
  for (const m of metadata) {
    const args: Record<string, unknown> = {
      grid: m.id === "TEAM_STANDINGS" ? copyOf(TEAM_GRID) : copyOf(GRID),
    };
    if (m.id === "VALUE" || m.id === "EXPLAIN") args.code = "BH";
    if (m.id === "EXPLAIN") args.player = 1;
    if (m.id === "PRIZES") args.prizes = [["1st", 100]];
    if (m.id === "BOARDS") {
      // board tables need board entries: the league's board list by roster
      args.grid = copyOf(LEAGUE_BOARDS);
      args.roster = copyOf(LEAGUE_ROSTER);
    }
    const r = outcome(() => call(m.id, args));
    expect([m.id, r.code]).toEqual([m.id, undefined]);
    for (const row of r.value as unknown[][]) {
      for (const cell of row) expect(["string", "number"]).toContain(typeof cell);
    }
  }
});

test("errors: #N/A for an unknown player, #VALUE! naming the sheet cell for a bad grid", () => {
  const na = outcome(() => call("BUCHHOLZ", { grid: copyOf(GRID), player: "Nobody Here" }));
  expect(na.code).toBe("#N/A");
  expect(na.message).toMatch(/Nobody Here/);
  const g = copyOf(GRID);
  g[3][3] = "4w?x"; // Ben, R1: unreadable (range cell D4)
  const bad = outcome(() => call("POINTS", { grid: g, player: 1 }, "Results!C3:I8"));
  expect(bad.code).toBe("#VALUE!");
  // D4 of a range starting at C3 is F6 on the sheet
  expect(bad.message).toMatch(/Results!F6/);
  const code = outcome(() => call("VALUE", { grid: copyOf(GRID), code: "BH/Q7", player: 1 }));
  expect(code.code).toBe("#VALUE!");
  expect(code.message).toMatch(/BH\/Q7|Q7/);
});
