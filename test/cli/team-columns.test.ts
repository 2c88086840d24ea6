/**
 * `--columns` for team events (issue 11): the league of test/helpers/league.ts as TRF
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
