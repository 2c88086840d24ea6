/**
 * `tiebreaks standings teams.trf`: team standings of a TRF with 013 lines. The event is
 * test/fixtures/team/five-teams.trf, hand-worked in test/formats/trf-team.test.ts (MP/GP:
 * A 5/4½, B 1/2, C 3/3, D 2/3, E 3/3½; BH:GP A 9½, B 11, C 10½, D 8, E 9½).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { runCli, type CliRun } from "../helpers/cli";

const FIX = path.resolve(__dirname, "../fixtures/team/five-teams.trf");
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-team-"));
  fs.copyFileSync(FIX, path.join(dir, "teams.trf"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const cli = (...argv: string[]): Promise<CliRun> => runCli(dir, ...argv);

describe("team standings on the command line", () => {
  it("--format json prints the team shape with canonical codes as keys", async () => {
    const r = await cli("standings", "teams.trf", "--format", "json", "-t", "MP, GP, BH:GP");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(Object.keys(j)).toEqual(["rules", "tiebreaks", "teams"]);
    expect(j.rules).toBe("fide-2026");
    expect(j.tiebreaks).toEqual(["MP", "GP", "BH:GP"]);
    expect(j.teams[0]).toEqual({
      start: 1,
      name: "Team A",
      rank: 1,
      mp: 5,
      gp: 4.5,
      tiebreaks: { MP: 5, GP: 4.5, "BH:GP": 9.5 },
      decidedBy: "MP",
    });
    // E and C tie on 3 MP; GP 3½ against 3 decides
    expect(
      j.teams.slice(1, 3).map((t: { start: number; decidedBy: string }) => [t.start, t.decidedBy])
    ).toEqual([
      [5, "GP"],
      [3, "GP"],
    ]);
  });
  it("the default order is the Olympiad one for a Swiss, shown in the text output", async () => {
    const r = await cli("standings", "teams.trf");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Rank +No +Team +MP +GP +OSB/);
    expect(r.out).toMatch(/Order from: the default team order \(MP, OSB, GP\)/);
  });
  it("--individual reads the same file as an individual event", async () => {
    const r = await cli("standings", "teams.trf", "--individual", "--format", "json");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.players).toHaveLength(11);
    expect(j.teams).toBeUndefined();
  });
  it("--boards prints the board tables with a minimum-games rule", async () => {
    const r = await cli("standings", "teams.trf", "--boards", "--option", "min_games=2");
    expect(r.code).toBe(0);
    // board 2: player 11 (Team E) has 2 games (R2 win, R3 loss): 1 of 2 = 50%
    const board2 = r.out.slice(r.out.indexOf("Board 2"));
    expect(board2).toMatch(/\n +\d+ +11 +Player 11 +Team E +1 +2 +50\.0%/);
    // player 3 played one game (R2, board 2): not eligible
    expect(board2).toMatch(/\n +- +3 +Player 03 +Team A +1 +1 +100\.0%/);
  });
  it("mp=3-1-0 and primary=GP are options", async () => {
    const r = await cli(
      "standings",
      "teams.trf",
      "--format",
      "json",
      "-t",
      "MP,GP",
      "--option",
      "mp=3-1-0"
    );
    const a = JSON.parse(r.out).teams.find((t: { start: number }) => t.start === 1);
    expect(a.mp).toBe(7); // 3 + 1 + 3
    const g = await cli(
      "standings",
      "teams.trf",
      "--format",
      "json",
      "-t",
      "BH",
      "--option",
      "primary=GP"
    );
    const j = JSON.parse(g.out);
    expect(j.tiebreaks).toEqual(["GP", "BH"]);
    expect(j.teams.find((t: { start: number }) => t.start === 2).tiebreaks.BH).toBe(11);
    const bad = await cli("standings", "teams.trf", "--option", "mp=3-1");
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/option mp=3-1: expected 3 numbers/);
  });
  it("a team error names the TRF line", async () => {
    const text = fs
      .readFileSync(FIX, "utf8")
      .replace(
        "013 Team D                             8    9",
        "013 Team D                             8    9    1"
      );
    fs.writeFileSync(path.join(dir, "bad.trf"), text);
    const r = await cli("standings", "bad.trf");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/bad\.trf:19: player 1 is in two teams/);
  });
});
