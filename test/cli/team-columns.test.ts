/**
 * `--columns` for team events: the league of test/helpers/league.ts as TRF
 * (test/fixtures/team/league.trf). By hand: FED shared by the players Alpha ENG, Bravo SCO,
 * Charlie (ENG and WLS) blank, Delta IRL; Players fielded Alpha 3 (a1, a2, a3), the others 2.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { runCli, type CliRun } from "../helpers/cli";

let dir: string;
const cli = (...argv: string[]): Promise<CliRun> => runCli(dir, ...argv);
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-team-columns-"));
  fs.copyFileSync(
    path.resolve(__dirname, "../fixtures/team/league.trf"),
    path.join(dir, "league.trf")
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("--columns on a team event", () => {
  it("text: FED and Players after the team name", async () => {
    const r = await cli("standings", "league.trf", "--columns", "fed,players", "-t", "MP, GP");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Rk +SNo +Team +FED +Players +MP +GP/);
    expect(r.out).toMatch(/1 +1 +Alpha +ENG +3 +5 +4/);
    expect(r.out).toMatch(/4 +3 +Charlie +2 +2 +2/);
  });

  it("json: a columns object per team; csv: the columns in the table", async () => {
    const j = JSON.parse(
      (await cli("standings", "league.trf", "--columns", "fed", "-f", "json", "-t", "MP, GP")).out
    );
    expect(j.teams.map((t: { name: string; columns: object }) => [t.name, t.columns])).toEqual([
      ["Alpha", { FED: "ENG" }],
      ["Delta", { FED: "IRL" }],
      ["Bravo", { FED: "SCO" }],
      ["Charlie", { FED: "" }],
    ]);
    const csv = (await cli("standings", "league.trf", "--columns", "players", "-f", "csv")).out;
    const lines = csv.split(/\r?\n/).map((l) => l.replace(/"/g, ""));
    expect(lines[0]).toMatch(/^Rk,SNo,Team,Players,MP,GP,/);
    expect(lines[1]).toMatch(/^1,1,Alpha,3,5,4,/);
  });

  it("--out .xlsx has the columns", async () => {
    const r = await cli("standings", "league.trf", "--columns", "fed", "-o", "out.xlsx");
    expect(r.code).toBe(0);
    const { readXlsx } = await import("../../src/formats/xlsx");
    const book = await readXlsx(fs.readFileSync(path.join(dir, "out.xlsx")));
    const header = book.cells.find((row) => row.includes("Team"))!;
    expect(header.slice(0, 4)).toEqual(["Rk", "SNo", "Team", "FED"]);
  });

  it("a column the event does not have: the message lists what it has", async () => {
    const r = await cli("standings", "league.trf", "--columns", "captain");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /league\.trf: --columns: "captain": no team has a value for it; this team event has FED, Players/
    );
    expect(r.out).toBe("");
  });
});

describe("primary=GP on a team event (the JSON's keys, once each)", () => {
  // GP primary: the default order is GP, MP, BH:GP. BH:GP (Σ opponents' GP) by hand:
  // Alpha 2½ + 2 + 3½ = 8, Bravo 4 + 2 + 3½ = 9½, Charlie 3½ + 4 + 2½ = 10, Delta 2 + 2½ + 4 = 8½
  it("the GP-primary default order, GP not repeated after it", async () => {
    const r = await cli("standings", "league.trf", "--option", "primary=GP", "-f", "json");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.tiebreaks).toEqual(["GP", "MP", "BH:GP"]);
    expect(j.teams.map((t: { name: string; tiebreaks: object }) => [t.name, t.tiebreaks])).toEqual([
      ["Alpha", { GP: 4, MP: 5, "BH:GP": 8 }],
      ["Delta", { GP: 3.5, MP: 3, "BH:GP": 8.5 }],
      ["Bravo", { GP: 2.5, MP: 2, "BH:GP": 9.5 }],
      ["Charlie", { GP: 2, MP: 2, "BH:GP": 10 }],
    ]);
    const text = await cli("standings", "league.trf", "--option", "primary=GP");
    expect(text.out).toMatch(/Order from: the default team order \(GP, MP, BH:GP\)/);
  });

  it("an order naming the primary score again keeps one column of it", async () => {
    const r = await cli(
      "standings",
      "league.trf",
      "--option",
      "primary=GP",
      "-t",
      "MP, GP",
      "-f",
      "json"
    );
    expect(JSON.parse(r.out).tiebreaks).toEqual(["GP", "MP"]);
  });

  it("a primary code that does not exist is named with its option", async () => {
    const r = await cli("standings", "league.trf", "--option", "primary=XX");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--option primary=XX: unknown tie-break "XX"/);
  });
});
