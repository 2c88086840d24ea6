/**
 * `tiebreaks standings teams.trf`: team standings of a TRF with 013 lines. The event is
 * test/fixtures/team/five-teams.trf, hand-worked in test/formats/trf-team.test.ts (MP/GP:
 * A 5/4½, B 1/2, C 3/3, D 2/2, E 3/2½; BH:GP A 8½, B 9, C 9½, D 6, E 9; the team PABs a draw's
 * 1 MP and 1 GP). The Olympiad order MP, OSB, GP ranks A, C (OSB 5), E (OSB 3), D, B.
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
      tiebreaks: { MP: 5, GP: 4.5, "BH:GP": 8.5 },
      decidedBy: "MP",
    });
    // C and E tie on 3 MP; GP 3 against 2½ decides
    expect(
      j.teams.slice(1, 3).map((t: { start: number; decidedBy: string }) => [t.start, t.decidedBy])
    ).toEqual([
      [3, "GP"],
      [5, "GP"],
    ]);
  });
  it("the default order is the Olympiad one for a Swiss, shown in the text output", async () => {
    const r = await cli("standings", "teams.trf");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Rk +SNo +Team +MP +GP +OSB/);
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
  it("--boards with --format json or csv is refused at --boards, never text appended to the data", async () => {
    for (const format of ["json", "csv"]) {
      const r = await cli("standings", "teams.trf", "--boards", "--format", format);
      expect(r.code).toBe(2);
      expect(r.out).toBe("");
      expect(r.err).toMatch(new RegExp(`--boards .*--format ${format}`));
    }
  });
  it("--boards on a team Swiss table (match scores, no board games) is refused at --boards", async () => {
    // Alpha-Beta 3-1, Gamma-Delta 2-2: match scores only, nothing to put in a board table
    fs.writeFileSync(
      path.join(dir, "swiss.csv"),
      "No,Team,R1\n1,Alpha,2w 3-1\n2,Beta,1b 1-3\n3,Gamma,4w 2-2\n4,Delta,3b 2-2\n"
    );
    const plain = await cli("standings", "swiss.csv");
    expect(plain.code).toBe(0);
    expect(plain.out).toMatch(/Alpha/);
    const r = await cli("standings", "swiss.csv", "--boards");
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    expect(r.err).toMatch(
      /--boards: no board games: .*board list \(Round, Board, White, Black, Result\)/
    );
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
    expect(j.teams.find((t: { start: number }) => t.start === 2).tiebreaks.BH).toBe(9);
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
  it("explain shows a team value round by round (opponent team, its score used, match, contribution)", async () => {
    // OSB of Team A (hand-worked in test/engine/team/model.test.ts): B 1 × 1½ cut, C (adjusted
    // MP 4) × 1 = 4, E 3 × 2 = 6: 10
    const r = await cli("explain", "teams.trf", "Team A", "OSB");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Team A \(SNo 1\): place 1, 5 MP, 4\.5 GP/);
    expect(r.out).toMatch(/ 1 +2 +Team B +match 1\.5-0\.5 vs Team B +1 +1\.5 +1\.5 +cut/);
    expect(r.out).toMatch(/ 3 +5 +Team E +match 2-0 vs Team E +3 +2 +6 +kept/);
    expect(r.out).toMatch(/Total: 10 /);
    const j = JSON.parse((await cli("explain", "teams.trf", "1", "BH:GP", "--format", "json")).out);
    expect(j.team).toEqual({ start: 1, name: "Team A", place: "1", mp: 5, gp: 4.5 });
    expect(j.codes[0].value).toBe(8.5);
    const none = await cli("explain", "teams.trf", "Team Z");
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/no team of this name/);
  });
});

describe("team grids, --format csv and --out on the command line", () => {
  // A-B 3-1 and C-D 3-1 (4 boards): A and C tie on MP 2 and GP 3, B and D on MP 0 and GP 1;
  // with the order MP, GP nothing separates them: shared places 1-2 and 3-4, as the
  // individual list writes them
  const csv = "No,Team,R1\n1,Alpha,2w 3-1\n2,Beta,1b 1\n3,Gamma,4w 3-1\n4,Delta,3b 1\n";
  beforeAll(() => fs.writeFileSync(path.join(dir, "teams.csv"), csv));

  it("a team Swiss table in a CSV file, shared places as ranges", async () => {
    const r = await cli("standings", "teams.csv", "-t", "MP, GP");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Team Swiss, 4 teams, 4 boards\. Standings after round 1 of 1\./);
    expect(r.out).toMatch(/\n1-2 +1 +Alpha +2 +3 /);
    expect(r.out).toMatch(/\n1-2 +3 +Gamma +2 +3 /);
    expect(r.out).toMatch(/\n3-4 +2 +Beta +0 +1 /);
    expect(r.out).toMatch(/a shared place is written as a range/);
  });

  it("--format csv prints the ranking list's cells", async () => {
    const r = await cli("standings", "teams.csv", "-t", "MP, GP", "--format", "csv");
    expect(r.code).toBe(0);
    const { readCsv } = await import("../../src/formats/csv");
    const rows = readCsv(r.out);
    expect(rows[0]).toEqual(["Rk", "SNo", "Team", "MP", "GP", "Decided by", "Why this place"]);
    expect(rows[1].slice(0, 6)).toEqual(["1-2", 1, "Alpha", 2, 3, "not separated (lots)"]);
  });

  it("--out writes xlsx, html and csv through the one table model", async () => {
    const x = await cli("standings", "teams.trf", "--out", "teams.xlsx");
    expect(x.code).toBe(0);
    expect(x.out).toMatch(/Wrote the standings of 5 teams to teams\.xlsx/);
    const { readXlsx } = await import("../../src/formats/xlsx");
    const book = await readXlsx(fs.readFileSync(path.join(dir, "teams.xlsx")));
    const header = book.cells.findIndex((row) => row[0] === "Rk");
    expect(book.cells[header].slice(0, 6)).toEqual(["Rk", "SNo", "Team", "MP", "GP", "OSB"]);
    // Team A: 5 MP, 4½ GP, OSB 10 (hand-worked in test/engine/team/model.test.ts)
    expect(book.cells[header + 1].slice(0, 6)).toEqual([1, 1, "Team A", 5, 4.5, 10]);
    // the team crosstable as the second sheet (cells read off the TRF in
    // test/formats/team-crosstable.test.ts)
    const cross = await readXlsx(fs.readFileSync(path.join(dir, "teams.xlsx")), "Crosstable");
    const top = cross.cells.findIndex((row) => row[0] === "Rk");
    expect(cross.cells[top]).toEqual(["Rk", "SNo", "Team", "MP", "GP", "R1", "R2", "R3"]);
    expect(cross.cells[0][0]).toMatch(/^Team crosstable: Five teams.* \(after round 3 of 3\)$/);
    expect(cross.cells[top + 2]).toEqual([2, 3, "Team C", 3, 3, "4 +", "1b 1-1", "wd"]);
    expect(cross.cells[top + 3]).toEqual([3, 5, "Team E", 3, 2.5, "bye 1", "2b 1½-½", "1b 0-2"]);
    const h = await cli("standings", "teams.trf", "--out", "teams.html");
    expect(h.code).toBe(0);
    const html = fs.readFileSync(path.join(dir, "teams.html"), "utf8");
    expect(html).toMatch(/Team E/);
    expect(html).toMatch(/<section class="crosstable"[\s\S]*bye 1/);
    expect(html).toMatch(/Team crosstable: Five teams[^<]* \(after round 3 of 3\)/);
    const text = await cli("standings", "teams.trf", "--crosstable");
    expect(text.out).toMatch(/Team crosstable: Five teams.* \(after round 3 of 3\)\n/);
    expect(text.out).toMatch(/ 5 {2}Team E +3 +2\.5 +bye 1 +2b 1½-½ +1b 0-2/);
    const c = await cli("standings", "teams.csv", "-t", "MP,GP", "--out", "out.csv");
    expect(c.code).toBe(0);
    expect(fs.readFileSync(path.join(dir, "out.csv"), "utf8")).toMatch(
      /^"Rk","SNo","Team","MP","GP"/
    );
    const t = await cli("standings", "teams.trf", "--out", "teams.trf2.trf");
    expect(t.code).toBe(2);
    expect(t.err).toMatch(/writing a team event as TRF is not available/);
  });

  it("a team grid error names its cell", async () => {
    fs.writeFileSync(path.join(dir, "bad.csv"), "No,Team,R1\n1,Alpha,2w 3-1\n2,Beta,1b 2\n");
    const r = await cli("standings", "bad.csv");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/bad\.csv:C2: round 1: this cell and C3 disagree/);
  });
});
