/**
 * `tiebreaks standings boards.csv --roster roster.csv` and an .xlsx with a Roster sheet: the
 * league of test/helpers/league.ts, hand-worked there (MP 5/2/2/3, GP 4/2½/2/3½,
 * EMGSB 9½/6½/8/8½ for Alpha/Bravo/Charlie/Delta) and confirmed with TieBreakServer.
 */
import ExcelJS from "exceljs";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { runCli, type CliRun } from "../helpers/cli";
import { csvOf, LEAGUE_BOARDS, LEAGUE_ROSTER, LEAGUE_ROSTER_WIDE } from "../helpers/league";

let dir: string;
const cli = (...argv: string[]): Promise<CliRun> => runCli(dir, ...argv);

async function workbook(file: string, sheets: [string, unknown[][]][]): Promise<void> {
  const wb = new ExcelJS.Workbook();
  for (const [name, cells] of sheets)
    wb.addWorksheet(name).addRows(cells.map((r) => r.map((v) => (v === "" ? null : v))));
  fs.writeFileSync(path.join(dir, file), new Uint8Array(await wb.xlsx.writeBuffer()));
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-roster-"));
  fs.writeFileSync(path.join(dir, "boards.csv"), csvOf(LEAGUE_BOARDS));
  fs.writeFileSync(path.join(dir, "roster.csv"), csvOf(LEAGUE_ROSTER));
  fs.writeFileSync(path.join(dir, "wide.csv"), csvOf(LEAGUE_ROSTER_WIDE));
  await workbook("league.xlsx", [
    ["Games", LEAGUE_BOARDS],
    ["Roster", LEAGUE_ROSTER],
  ]);
  await workbook("named.xlsx", [
    ["Games", LEAGUE_BOARDS],
    ["Squad lists", LEAGUE_ROSTER_WIDE],
  ]);
  await workbook("rosterbook.xlsx", [
    ["Notes", [["League rosters, 2026"]]],
    ["Teams", LEAGUE_ROSTER],
  ]);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The issue's exact team JSON for the league under MP, EMGSB. */
const EXPECTED_JSON = {
  rules: "fide-2026",
  tiebreaks: ["MP", "EMGSB"],
  teams: [
    {
      start: 1,
      name: "Alpha",
      rank: 1,
      mp: 5,
      gp: 4,
      tiebreaks: { MP: 5, EMGSB: 9.5 },
      decidedBy: "MP",
    },
    {
      start: 4,
      name: "Delta",
      rank: 2,
      mp: 3,
      gp: 3.5,
      tiebreaks: { MP: 3, EMGSB: 8.5 },
      decidedBy: "MP",
    },
    {
      start: 3,
      name: "Charlie",
      rank: 3,
      mp: 2,
      gp: 2,
      tiebreaks: { MP: 2, EMGSB: 8 },
      decidedBy: "EMGSB",
    },
    {
      start: 2,
      name: "Bravo",
      rank: 4,
      mp: 2,
      gp: 2.5,
      tiebreaks: { MP: 2, EMGSB: 6.5 },
      decidedBy: "EMGSB",
    },
  ],
};

describe("a board list with its roster on the command line", () => {
  it("--roster FILE.csv: the issue's JSON shape, values as worked by hand", async () => {
    const r = await cli(
      "standings",
      "boards.csv",
      "--roster",
      "roster.csv",
      "--format",
      "json",
      "-t",
      "MP, EMGSB"
    );
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toEqual(EXPECTED_JSON);
    // exactly the issue's shape, keys in its order
    expect(Object.keys(j)).toEqual(["rules", "tiebreaks", "teams"]);
    for (const t of j.teams)
      expect(Object.keys(t)).toEqual([
        "start",
        "name",
        "rank",
        "mp",
        "gp",
        "tiebreaks",
        "decidedBy",
      ]);
    expect(Object.keys(j.teams[0].tiebreaks)).toEqual(["MP", "EMGSB"]);
  });

  it("a roster with one row per team gives the same standings", async () => {
    const r = await cli(
      "standings",
      "boards.csv",
      "--roster",
      "wide.csv",
      "-f",
      "json",
      "-t",
      "MP, EMGSB"
    );
    expect(JSON.parse(r.out)).toEqual(EXPECTED_JSON);
  });

  it("an .xlsx with a Roster sheet needs no option; the default league order MP, GP, EDE", async () => {
    const r = await cli("standings", "league.xlsx");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Rk +SNo +Team +MP +GP +EDE/);
    const names = [...r.out.matchAll(/^\s*\d\s+\d\s+(\w+)/gm)].map((m) => m[1]);
    expect(names).toEqual(["Alpha", "Delta", "Bravo", "Charlie"]);
  });

  it("--roster SHEET names the sheet of the input workbook", async () => {
    const r = await cli(
      "standings",
      "named.xlsx",
      "--roster",
      "Squad lists",
      "-f",
      "json",
      "-t",
      "MP, EMGSB"
    );
    expect(r.err).toBe("");
    // read from the workbook's sheet Games, which the JSON names
    expect(JSON.parse(r.out)).toEqual({ sheet: "Games", ...EXPECTED_JSON });
  });

  it("--roster FILE.xlsx reads its Teams sheet", async () => {
    const r = await cli(
      "standings",
      "boards.csv",
      "--roster",
      "rosterbook.xlsx",
      "-f",
      "json",
      "-t",
      "MP, EMGSB"
    );
    expect(r.err).toBe("");
    expect(JSON.parse(r.out)).toEqual(EXPECTED_JSON);
  });

  it("without a roster the list is an individual games list", async () => {
    const r = await cli("standings", "boards.csv", "-f", "json");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).teams).toBeUndefined();
  });

  it("explain a team of a rostered list", async () => {
    const r = await cli("explain", "boards.csv", "Bravo", "EMGSB", "--roster", "roster.csv");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Bravo \(SNo 2\)/);
    expect(r.out).toMatch(/6\.5/);
  });
});

describe("errors with their place", () => {
  it("a player on two rosters: at the roster file's cell", async () => {
    fs.writeFileSync(path.join(dir, "twice.csv"), csvOf([...LEAGUE_ROSTER, ["Echo", "b2"]]));
    const r = await cli("standings", "boards.csv", "--roster", "twice.csv");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /twice\.csv:B11: roster: b2 is already on the roster of Bravo \(B6\): a player is on one team's roster only/
    );
  });

  it("a player of the list on no roster: at the list's cell", async () => {
    const g = LEAGUE_BOARDS.map((row) => [...row]);
    g[12][3] = "Bob"; // round 3, board 2: c2 - Bob
    fs.writeFileSync(path.join(dir, "stranger.csv"), csvOf(g));
    const r = await cli("standings", "stranger.csv", "--roster", "roster.csv");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/stranger\.csv:D13: player "Bob" is not on any team's roster/);
  });

  it("a game between two players of one team, in the workbook: at its sheet cell", async () => {
    const g = LEAGUE_BOARDS.map((row) => [...row]);
    g[1][3] = "a2"; // round 1, board 1: a1 - a2 (and a2 twice in round 1)
    await workbook("same.xlsx", [
      ["Games", g],
      ["Roster", LEAGUE_ROSTER],
    ]);
    const r = await cli("standings", "same.xlsx");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/same\.xlsx:Games!D2: a1 and a2 are both on the roster of Alpha/);
  });

  it("a roster sheet's own problems: at its sheet cell", async () => {
    await workbook("badroster.xlsx", [
      ["Games", LEAGUE_BOARDS],
      ["Roster", [...LEAGUE_ROSTER, ["Echo", "A1"]]],
    ]);
    const r = await cli("standings", "badroster.xlsx");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /badroster\.xlsx:Roster!B11: roster: A1 is already on the roster of Alpha/
    );
  });

  it("a missing roster file, a sheet name with a .csv input, --roster with --individual", async () => {
    const missing = await cli("standings", "boards.csv", "--roster", "nosuch.csv");
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot read nosuch\.csv: no such file/);
    const sheet = await cli("standings", "boards.csv", "--roster", "Rosters");
    expect(sheet.code).toBe(2);
    expect(sheet.err).toMatch(
      /--roster Rosters: no such file \(a sheet name is read only from an \.xlsx input\)/
    );
    const nosheet = await cli("standings", "league.xlsx", "--roster", "Rosters");
    expect(nosheet.code).toBe(2);
    expect(nosheet.err).toMatch(/no sheet "Rosters" in the workbook \(sheets: Games, Roster\)/);
    const indiv = await cli("standings", "boards.csv", "--roster", "roster.csv", "--individual");
    expect(indiv.code).toBe(2);
    expect(indiv.err).toMatch(/--roster .* cannot go with --individual/);
  });

  it("a roster with a team Swiss table", async () => {
    fs.writeFileSync(
      path.join(dir, "swiss.csv"),
      csvOf([
        ["No", "Team", "R1"],
        [1, "Alpha", "2w 1.5-0.5"],
        [2, "Bravo", "1b 0.5"],
      ])
    );
    const r = await cli("standings", "swiss.csv", "--roster", "roster.csv");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/swiss\.csv:A1: a roster was given, but this grid is a team Swiss table/);
  });
});
