/**
 * `tiebreaks standings games.csv --roster roster.csv --boards --out FILE`:
 * the --out files carry the board tables too: the .xlsx a sheet Boards, the .html a Board prizes
 * section, the .txt the text tables; without --boards none. The league of test/helpers/league.ts,
 * board 2 with min_games=2 worked by hand in test/taskpane/team-boards.test.ts: d2 2½ of 3
 * (83.3%), b2 1½ of 3 (50%), a2 1 of 2 (50%), c2 ½ of 3 (16.7%), the reserve a3 ½ of 1 (50%)
 * below the rule, without a place.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { run } from "../../src/cli/main";
import { readXlsx } from "../../src/formats/xlsx";
import { LEAGUE_BOARDS, LEAGUE_ROSTER } from "../helpers/league";

const BOARD2 = [
  ["Place", "No", "Player", "Team", "Pts", "Games", "%", "Perf", "Forfeits"],
  [1, 9, "d2", "Delta", 2.5, 3, 83.3, "", ""],
  [2, 5, "b2", "Bravo", 1.5, 3, 50, "", ""],
  [3, 2, "a2", "Alpha", 1, 2, 50, "", ""],
  [4, 7, "c2", "Charlie", 0.5, 3, 16.7, "", ""],
  ["", 3, "a3", "Alpha", 0.5, 1, 50, "", ""],
];

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tb-boards-out-"));
  const csv = (cells: unknown[][]): string => cells.map((r) => r.join(",")).join("\n") + "\n";
  fs.writeFileSync(path.join(dir, "games.csv"), csv(LEAGUE_BOARDS));
  fs.writeFileSync(path.join(dir, "roster.csv"), csv(LEAGUE_ROSTER));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function cli(...argv: string[]): Promise<void> {
  let err = "";
  const code = await run(["standings", "games.csv", "--roster", "roster.csv", ...argv], {
    stdout: () => undefined,
    stderr: (s) => void (err += s),
    cwd: dir,
  });
  if (code !== 0) throw new Error(`exit ${code}: ${err}`);
}

test(".xlsx: a sheet Boards with every board's title and table", async () => {
  await cli("--boards", "--option", "min_games=2", "--out", "b.xlsx");
  const sheet = await readXlsx(fs.readFileSync(path.join(dir, "b.xlsx")), "Boards");
  const cells = sheet.cells.map((r) => BOARD2[0].map((_, c) => r[c] ?? ""));
  expect(cells[0][0]).toBe("Board 1 (prizes: at least 2 games)");
  const b2 = cells.findIndex((r) => r[0] === "Board 2 (prizes: at least 2 games)");
  expect(cells.slice(b2 + 1, b2 + 7)).toEqual(BOARD2);
  // without --boards: no Boards sheet
  await cli("--out", "plain.xlsx");
  await expect(readXlsx(fs.readFileSync(path.join(dir, "plain.xlsx")), "Boards")).rejects.toThrow();
});

test(".html and .txt: the board tables after the ranking list", async () => {
  await cli("--boards", "--option", "min_games=2", "--out", "b.html");
  const html = fs.readFileSync(path.join(dir, "b.html"), "utf8");
  expect(html).toMatch(
    /<section class="boards" aria-label="Board prizes">[\s\S]*<h3>Board 2 \(prizes: at least 2 games\)<\/h3>[\s\S]*<th scope="row" class="name">a3<\/th><td>Alpha<\/td><td class="num">0\.5<\/td><td class="num">1<\/td><td class="num">50<\/td>/
  );
  await cli("--out", "plain.html");
  expect(fs.readFileSync(path.join(dir, "plain.html"), "utf8")).not.toContain("Board prizes");
  await cli("--boards", "--option", "min_games=2", "--out", "b.txt");
  const txt = fs.readFileSync(path.join(dir, "b.txt"), "utf8");
  const part = txt.slice(txt.indexOf("Board 2 (prizes: at least 2 games)"));
  expect(part).toMatch(/\n +- +3 +a3 +Alpha +0\.5 +1 +50\.0%/);
  expect(part).toMatch(/\n +1 +9 +d2 +Delta +2\.5 +3 +83\.3%/);
});
