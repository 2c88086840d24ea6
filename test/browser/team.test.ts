/**
 * A team event on the standalone page and in the task pane, in headless Chromium:
 * the team presets first, the team ranking list with MP and GP, a team row opening the team's
 * working (every code of the order, the comparison with the team above), the .xlsx download's
 * team crosstable, the reader's warnings in the notes, and the team standings sheet the pane
 * writes (in-memory workbook of fake-office.js). axe-core on the loaded team states.
 *
 * Expected values, by hand:
 *
 * 1. test/fixtures/team/five-teams.trf (2 boards, 3 rounds, 2026 rules; MP/GP hand-worked in
 *    test/formats/trf-team.test.ts): A 5/4½, B 1/2, C 3/3, D 2/2, E 3/2½ (a team PAB scores a
 *    draw's 1 MP and 1 GP). Default order for a team Swiss with MP primary: MP, OSB, GP. OSB =
 *    EMGSB/C1: Σ opponent's MP × own GP, the least significant element cut (art. 16.5 with
 *    VURs). Adjusted MP (16.3): C's withdrawn last round counts as a draw: 2+1+1 = 4; the
 *    others as scored (A 5, B 1, D 2, E 3).
 *    - A: B 1 × 1½ (cut: lowest opponent score) + C 4 × 1 + E 3 × 2 = 10.
 *    - E: R1 PAB, dummy min(3, cap 1 × 3) = 3 × 1 GP = 3; B 1 × 1½ (cut); A 5 × 0 = 0 → 3.
 *    - C: R1 forfeit win vs D, dummy min(3, D 2) = 2 × 2 = 4; A 5 × 1 = 5; R3 withdrawn (a VUR),
 *      dummy min(3, 3) = 3 × 0 = 0. C1: a = the VUR's 0, b = the element of the lowest
 *      opponent score (2): 4; the higher is cut: 5 + 0 = 5.
 *    - D: R1 forfeit loss (VUR) dummy min(2, C 4) = 2 × 0 = 0; R2 PAB min(2, 3) = 2 × 1 = 2;
 *      B 1 × 1 = 1. C1: a = 0, b = B's 1: cut 1 → 2.
 *    - B: A 5 × ½ = 2½; E 3 × ½ = 1½; D 2 × 1 = 2 (cut: lowest opponent score) → 4.
 *    Ranking: A (5 MP); C and E on 3 MP, OSB 5 vs 3; D (2 MP); B (1 MP). "Decided by" names the
 *    later of the criteria against the teams above and below: A MP, C OSB, E OSB, D MP, B MP.
 *    Team crosstable cells read off the 001 lines (test/formats/team-crosstable.test.ts).
 *
 * 2. A team round robin, 4 boards (the grid below; row team's game points):
 *    North-East 2½-1½, North-South 2-2, North-West 1½-2½, East-South 2½-1½, East-West 2-2,
 *    South-West 2½-1 (3½ of 4 game points: the reader warns, a board lost by both sides).
 *    MP (2/1/0): each team won one, drew one, lost one: 3. GP: North 2½+2+1½ = 6,
 *    East 1½+2½+2 = 6, South 2+1½+2½ = 6, West 2½+2+1 = 5½. Default order for a team round
 *    robin: MP, GP, EDE. EDE among North, East, South (tied on MP and GP), DE on MP: North beat
 *    East and drew South (3), East beat South (2), South drew North (1): places 1, 2, 3 in the
 *    group; West 4th on GP. Decided by: EDE, EDE, EDE, GP.
 *
 * 3. The club league by roster of test/helpers/league.ts (a board list without team columns and
 *    a roster; hand-worked there, confirmed with TieBreakServer): MP 5/2/2/3, GP 4/2½/2/3½ for
 *    Alpha/Bravo/Charlie/Delta. A single round robin (each team met once): MP, GP, EDE. Ranking:
 *    Alpha 5; Delta 3; Bravo and Charlie on 2 MP, GP 2½ vs 2: Bravo, Charlie.
 *
 * Needs dist/ (npm test builds before jest).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Page } from "playwright-core";
import { run } from "../../src/cli/main";
import ExcelJS from "exceljs";
import { readXlsx } from "../../src/formats/xlsx";
import { LEAGUE_BOARDS, LEAGUE_ROSTER, LEAGUE_ROSTER_WIDE } from "../helpers/league";
import { axeSerious } from "./a11y";
import {
  cellRows,
  gridCsv,
  offLoopback,
  OUT,
  ROOT,
  seedWorkbook,
  sheetCells,
  startHarness,
  watchErrors,
  type Harness,
} from "./harness";

const TRF = path.join(ROOT, "test/fixtures/team/five-teams.trf");

const RR_GRID = [
  ["No", "Team", 1, 2, 3, 4],
  [1, "North", "x", "2½", 2, "1½"],
  [2, "East", "1½", "x", "2½", 2],
  [3, "South", 2, "1½", "x", "2½"],
  [4, "West", "2½", 2, 1, "x"],
];

const TRF_CROSSTABLE = [
  ["Rk", "SNo", "Team", "MP", "GP", "R1", "R2", "R3"],
  [1, 1, "Team A", 5, 4.5, "2w 1½-½", "3w 1-1", "5w 2-0"],
  [2, 3, "Team C", 3, 3, "4 +", "1b 1-1", "wd"],
  [3, 5, "Team E", 3, 2.5, "bye 1", "2b 1½-½", "1b 0-2"],
  [4, 4, "Team D", 2, 2, "3 -", "bye 1", "2b 1-1"],
  [5, 2, "Team B", 1, 2, "1b ½-1½", "5w ½-1½", "4w 1-1"],
];

const RR_CROSSTABLE = [
  ["Rk", "SNo", "Team", "1", "2", "3", "4", "MP", "GP"],
  [1, 1, "North", "x", "2½-1½", "2-2", "1½-2½", 3, 6],
  [2, 2, "East", "1½-2½", "x", "2½-1½", "2-2", 3, 6],
  [3, 3, "South", "2-2", "1½-2½", "x", "2½-1", 3, 6],
  [4, 4, "West", "2½-1½", "2-2", "1-2½", "x", 3, 5.5],
];

async function cli(cwd: string, ...argv: string[]): Promise<string> {
  let out = "";
  let err = "";
  const code = await run(argv, {
    stdout: (s) => void (out += s),
    stderr: (s) => void (err += s),
    cwd,
  });
  if (code !== 0) throw new Error(`tiebreaks ${argv.join(" ")}: exit ${code}: ${err}`);
  return out;
}

/** The page's standings as text cells, header first. */
async function shownTable(page: Page): Promise<string[][]> {
  return page.$eval("#standings", (table) =>
    [...table.querySelectorAll("tr")].map((tr) =>
      [...tr.children].map((c) => (c.textContent ?? "").trim())
    )
  );
}

async function presetGroups(page: Page): Promise<{ label: string; ids: string[] }[]> {
  return page.$$eval("#preset optgroup", (gs) =>
    gs.map((g) => ({
      label: g.getAttribute("label") ?? "",
      ids: [...g.querySelectorAll("option")].map((o) => (o as HTMLOptionElement).value),
    }))
  );
}

/** Per code of the open working: the value in its title and the number of per-round rows. */
async function panelCodes(page: Page): Promise<{ code: string; value: string; rows: number }[]> {
  return page.$$eval("#working .working-code", (blocks) =>
    blocks.map((b) => ({
      code: (b as HTMLElement).dataset.code ?? "",
      value: (b.querySelector(".working-code-title")?.textContent ?? "").replace(/^.* = /, ""),
      rows: b.querySelectorAll("table.working-table.rows tbody tr").length,
    }))
  );
}

/** The rows of a sheet from its header row (first cell "Rk") for `count` rows. */
function block(cells: unknown[][], count: number, from = 0): unknown[][] {
  const top = cells.findIndex((r, k) => k >= from && r[0] === "Rk");
  return cells.slice(top, top + count).map((r) => {
    const out = [...r];
    while (out.length && (out[out.length - 1] === "" || out[out.length - 1] == null)) out.pop();
    return out;
  });
}

describe("a team event on the page (headless Chromium)", () => {
  let h: Harness;
  let tmp: string;

  beforeAll(async () => {
    h = await startHarness({ downloads: true });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tb-team-"));
    fs.copyFileSync(TRF, path.join(tmp, "five-teams.trf"));
    fs.writeFileSync(path.join(tmp, "league.csv"), gridCsv(RR_GRID));
  }, 60000);

  afterAll(async () => {
    await h?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test("a TRF with team lines: team presets first, MP/GP/OSB, a team row's working, the team crosstable in the .xlsx", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 20000 });
    await page.setInputFiles("#file-input", path.join(tmp, "five-teams.trf"));
    await page.waitForSelector("#source-summary >> text=5 teams");
    expect(await page.textContent("#source-summary")).toContain("TRF with team lines");

    // the team presets come first, the Olympiad order chosen for a team Swiss
    const groups = await presetGroups(page);
    expect(groups[0]).toEqual({
      label: "For this event (Team chess Swiss)",
      ids: ["team-olympiad", "team-league", "team-gp"],
    });
    expect(await page.inputValue("#preset")).toBe("team-olympiad");

    const table = await shownTable(page);
    expect(table[0].slice(0, 6)).toEqual(["Rk", "SNo", "Team", "MP", "GP", "OSB"]);
    expect(table[0]).toContain("Decided by");
    const dec = table[0].indexOf("Decided by");
    expect(table.slice(1).map((r) => [...r.slice(0, 6), r[dec]])).toEqual([
      ["1", "1", "Team A", "5", "4.5", "10", "MP"],
      ["2", "3", "Team C", "3", "3", "5", "OSB"],
      ["3", "5", "Team E", "3", "2.5", "3", "OSB"],
      ["4", "4", "Team D", "2", "2", "2", "MP"],
      ["5", "2", "Team B", "1", "2", "4", "MP"],
    ]);
    expect(await page.textContent("#event-header")).toContain(
      "Team Swiss, 5 teams, 2 boards. Standings after round 3 of 3."
    );
    expect(await axeSerious(page)).toEqual([]);

    // Team E's row by keyboard: the working, and the comparison with Team C above
    const c = page.locator("#standings tbody tr:nth-child(3) button.row-open");
    expect(await c.textContent()).toBe("Team E");
    await c.focus();
    await page.keyboard.press("Enter");
    await page.waitForSelector("#working:not([hidden])");
    expect(await c.getAttribute("aria-expanded")).toBe("true");
    expect(await page.textContent("#working-h")).toBe(
      "Working: Team E (SNo 5), place 3, 3 MP, 2.5 GP"
    );
    expect(await page.textContent("#working .comparison")).toBe(
      "Tied on 3 MP with Team C (above); OSB 5 vs 3 decided."
    );
    const steps = await page.$$eval("#working table.steps tbody tr", (trs) =>
      trs.map((tr) => [...tr.children].map((x) => x.textContent))
    );
    expect(steps).toEqual([
      ["MP", "3", "3", "equal"],
      ["OSB", "5", "3", "decided"],
    ]);
    const codes = await panelCodes(page);
    expect(codes.map((x) => [x.code, x.value])).toEqual([
      ["MP", "3"],
      ["OSB", "3"],
      ["GP", "2.5"],
    ]);
    // OSB round by round: the PAB's dummy element (3 × 1 GP), Team B's element the one cut
    const osb = page.locator('#working .working-code[data-code="OSB"] table.rows tbody tr');
    expect(await osb.count()).toBe(3);
    const r1 = (await osb.nth(0).locator("td").allTextContents()).join(" | ");
    expect(r1).toMatch(/team PAB/);
    expect(r1).toMatch(/\| 3 \| 1 \| 3 \| kept/);
    const r2 = (await osb.nth(1).locator("td").allTextContents()).join(" | ");
    expect(r2).toMatch(/Team B \| match 1\.5-0\.5 vs Team B \| 1 \| 1\.5 \| 1\.5 \| cut/);
    expect(
      await page.textContent('#working .working-code[data-code="OSB"] .working-total')
    ).toMatch(/^Total: 3 \(/);

    // the same content as `tiebreaks explain` on the file
    const j = JSON.parse(await cli(tmp, "explain", "five-teams.trf", "5", "--format", "json")) as {
      comparison: string;
      codes: { code: string; value: number | null; rows: unknown[] }[];
    };
    expect(j.comparison).toBe(await page.textContent("#working .comparison"));
    expect(codes).toEqual(
      j.codes.map((x) => ({ code: x.code, value: String(x.value), rows: x.rows.length }))
    );
    fs.mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: path.join(OUT, "page-team-working.png"), fullPage: true });
    expect(await axeSerious(page)).toEqual([]);

    // a click anywhere on Team A's row: first place
    await page.locator("#standings tbody tr:nth-child(1) td").nth(2).click();
    await page.waitForFunction(() =>
      document.querySelector("#working-h")?.textContent?.includes("Team A")
    );
    expect(await page.textContent("#working .comparison")).toBe("First place.");
    await page.keyboard.press("Escape");
    await page.waitForSelector("#working", { state: "hidden" });

    // the .xlsx download: the team ranking and the team crosstable sheet, as the CLI's --out
    const [dl] = await Promise.all([page.waitForEvent("download"), page.click("#download-xlsx")]);
    const bytes = fs.readFileSync((await dl.path())!);
    const cross = await readXlsx(bytes, "Crosstable");
    expect(cross.cells[0][0]).toMatch(/^Team crosstable: Five teams.* \(after round 3 of 3\)$/);
    expect(block(cross.cells, 6)).toEqual(TRF_CROSSTABLE);
    const main = await readXlsx(bytes);
    expect(block(main.cells, 2)[1].slice(0, 6)).toEqual([1, 1, "Team A", 5, 4.5, 10]);
    await cli(tmp, "standings", "five-teams.trf", "--out", "cli.xlsx", "--force");
    const cliCross = await readXlsx(fs.readFileSync(path.join(tmp, "cli.xlsx")), "Crosstable");
    expect(cross.cells).toEqual(cliCross.cells);
    // the .html download has the team crosstable section
    const [hd] = await Promise.all([page.waitForEvent("download"), page.click("#download-html")]);
    const html = fs.readFileSync((await hd.path())!, "utf8");
    expect(html).toMatch(
      /<section class="crosstable"[\s\S]*Team crosstable: Five teams[^<]* \(after round 3 of 3\)[\s\S]*bye 1/
    );
    expect(errors).toEqual([]);
    expect(offLoopback(h.requests)).toEqual([]);
  }, 120000);

  test("a team round robin (.csv): MP, GP, EDE; the reader's warning in the notes; the N x N crosstable", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 20000 });
    await page.setInputFiles("#file-input", path.join(tmp, "league.csv"));
    await page.waitForSelector("#source-summary >> text=4 teams");
    expect(await page.textContent("#source-summary")).toContain("team crosstable");
    // the league preset it selects comes first
    expect((await presetGroups(page))[0]).toEqual({
      label: "For this event (Team chess round robin)",
      ids: ["team-league", "team-olympiad", "team-gp"],
    });
    expect(await page.inputValue("#preset")).toBe("team-league");

    const table = await shownTable(page);
    expect(table[0].slice(0, 6)).toEqual(["Rk", "SNo", "Team", "MP", "GP", "EDE"]);
    const dec = table[0].indexOf("Decided by");
    expect(table.slice(1).map((r) => [...r.slice(0, 5), r[dec]])).toEqual([
      ["1", "1", "North", "3", "6", "EDE"],
      ["2", "2", "East", "3", "6", "EDE"],
      ["3", "3", "South", "3", "6", "EDE"],
      ["4", "4", "West", "3", "5.5", "GP"],
    ]);
    expect(table.slice(1, 4).map((r) => r[5])).toEqual(["1", "2", "3"]);
    // the reader's warning: in the page's list and in the notes below the table
    expect(await page.textContent("#problems")).toMatch(/3\.5 of 4 game points/);
    const notes = await page.$$eval("#standings-notes li", (ls) => ls.map((l) => l.textContent));
    expect(notes.filter((n) => n?.startsWith("Warning: "))).toEqual([
      "Warning: F4: the match scores 2.5-1: 3.5 of 4 game points (a board lost by both sides?)",
    ]);
    expect(await axeSerious(page)).toEqual([]);

    // East: tied with North on MP and GP, EDE decided
    await page.locator("#standings tbody tr:nth-child(2) button.row-open").click();
    await page.waitForSelector("#working:not([hidden])");
    expect(await page.textContent("#working .comparison")).toBe(
      "Tied on 3 MP with North (above); EDE 1 vs 2 decided."
    );
    const steps = await page.$$eval("#working table.steps tbody tr", (trs) =>
      trs.map((tr) => [...tr.children].map((x) => x.textContent))
    );
    expect(steps).toEqual([
      ["MP", "3", "3", "equal"],
      ["GP", "6", "6", "equal"],
      ["EDE", "1", "2", "decided"],
    ]);
    expect((await panelCodes(page)).map((x) => [x.code, x.value])).toEqual([
      ["MP", "3"],
      ["GP", "6"],
      ["EDE", "2"],
    ]);
    expect(await axeSerious(page)).toEqual([]);

    const [dl] = await Promise.all([page.waitForEvent("download"), page.click("#download-xlsx")]);
    const bytes = fs.readFileSync((await dl.path())!);
    const cross = await readXlsx(bytes, "Crosstable");
    expect(block(cross.cells, 5)).toEqual(RR_CROSSTABLE);
    const main = await readXlsx(bytes);
    expect(
      main.cells.flat().filter((v) => typeof v === "string" && v.startsWith("Warning: "))
    ).toEqual([
      "Warning: F4: the match scores 2.5-1: 3.5 of 4 game points (a board lost by both sides?)",
    ]);
    await page.screenshot({ path: path.join(OUT, "page-team-league.png"), fullPage: true });
    expect(errors).toEqual([]);
  }, 120000);
});

/** The league ranking by roster (expected values 3 above): Rk, SNo, Team, MP, GP. */
const LEAGUE_RANKING = [
  ["1", "1", "Alpha", "5", "4"],
  ["2", "4", "Delta", "3", "3.5"],
  ["3", "2", "Bravo", "2", "2.5"],
  ["4", "3", "Charlie", "2", "2"],
];

/**
 * The league's board 2 with min_games=2 (hand-worked in test/taskpane/team-boards.test.ts): d2
 * 2½ of 3, b2 1½ of 3, a2 1 of 2, c2 ½ of 3, the reserve a3 ½ of 1 below the rule.
 */
const LEAGUE_BOARD2 = [
  ["Place", "No", "Player", "Team", "Pts", "Games", "%", "Perf", "Forfeits"],
  ["1", "9", "d2", "Delta", "2.5", "3", "83.3", "", ""],
  ["2", "5", "b2", "Bravo", "1.5", "3", "50", "", ""],
  ["3", "2", "a2", "Alpha", "1", "2", "50", "", ""],
  ["4", "7", "c2", "Charlie", "0.5", "3", "16.7", "", ""],
  ["", "3", "a3", "Alpha", "0.5", "1", "50", "", ""],
];

/** The page's board tables: caption and text cells, header first. */
async function shownBoards(page: Page): Promise<{ title: string; rows: string[][] }[]> {
  return page.$$eval("#boards-tables table", (tables) =>
    tables.map((t) => ({
      title: t.querySelector("caption")?.textContent ?? "",
      rows: [...t.querySelectorAll("tr")].map((tr) =>
        [...tr.children].map((c) => (c.textContent ?? "").trim())
      ),
    }))
  );
}

describe("a board list by roster on the page (headless Chromium)", () => {
  let h: Harness;
  let tmp: string;
  beforeAll(async () => {
    h = await startHarness({ downloads: true });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tb-roster-"));
    const wb = new ExcelJS.Workbook();
    for (const [name, cells] of [
      ["Games", LEAGUE_BOARDS],
      ["Roster", LEAGUE_ROSTER],
    ] as const)
      wb.addWorksheet(name).addRows(cells.map((r) => r.map((v) => (v === "" ? null : v))));
    fs.writeFileSync(path.join(tmp, "league.xlsx"), new Uint8Array(await wb.xlsx.writeBuffer()));
  }, 60000);
  afterAll(async () => {
    await h?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test("an .xlsx with a Roster sheet is read with that roster, as the command line reads it", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 20000 });
    await page.setInputFiles("#file-input", path.join(tmp, "league.xlsx"));
    await page.waitForSelector("#source-summary >> text=4 teams");
    expect(await page.textContent("#source-summary")).toContain("roster sheet Roster");
    expect(await page.inputValue("#preset")).toBe("team-league");
    const table = await shownTable(page);
    expect(table[0].slice(0, 6)).toEqual(["Rk", "SNo", "Team", "MP", "GP", "EDE"]);
    expect(table.slice(1).map((r) => r.slice(0, 5))).toEqual(LEAGUE_RANKING);
    // the same standings as the command line on the same workbook
    const json = JSON.parse(await cli(tmp, "standings", "league.xlsx", "--format", "json"));
    expect(
      json.teams.map((t: { rank: number; name: string; mp: number; gp: number }) => [
        String(t.rank),
        t.name,
        String(t.mp),
        String(t.gp),
      ])
    ).toEqual(LEAGUE_RANKING.map((r) => [r[0], r[2], r[3], r[4]]));
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 120000);

  test("board prizes: the tables, the minimum-games control (keyboard), the downloads", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 20000 });
    // no team event yet: no board prizes
    expect(await page.isHidden("#boards-section")).toBe(true);
    await page.setInputFiles("#file-input", path.join(tmp, "league.xlsx"));
    await page.waitForSelector("#boards-section:not([hidden])");
    // the default rule is the command line's: 0, every player with a game placed
    expect(await page.inputValue("#min-games")).toBe("0");
    let boards = await shownBoards(page);
    expect(boards.map((b) => b.title)).toEqual(["Board 1", "Board 2"]);
    expect(boards[1].rows.find((r) => r[2] === "a3")?.[0]).toBe("4");

    // the rule typed and committed with Enter: a3 (1 game) loses its place
    await page.locator("#min-games").focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("2");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#boards-tables caption >> text=Board 1 (prizes: at least 2 games)");
    boards = await shownBoards(page);
    expect(boards[1]).toEqual({ title: "Board 2 (prizes: at least 2 games)", rows: LEAGUE_BOARD2 });
    // the same rows as the command line's --boards with min_games=2
    const text = await cli(tmp, "standings", "league.xlsx", "--boards", "--option", "min_games=2");
    const cliBoard2 = text.slice(text.indexOf("Board 2 (prizes: at least 2 games)"));
    for (const r of LEAGUE_BOARD2.slice(1))
      expect(cliBoard2).toMatch(
        new RegExp(
          `\\n +${r[0] || "-"} +${r[1]} +${r[2]} +${r[3]} +${r[4].replace(".", "\\.")} +${r[5]} `
        )
      );
    // a rule the command line refuses is refused here, with its message; the tables stay
    await page.fill("#min-games", "-1");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#min-games-error >> text=min_games=-1: expected a whole number");
    expect(await page.getAttribute("#min-games", "aria-invalid")).toBe("true");
    expect((await shownBoards(page))[1].rows).toEqual(LEAGUE_BOARD2);
    await page.fill("#min-games", "2");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => !document.getElementById("min-games-error")?.textContent);

    // at 320 px the page does not scroll sideways: a board table scrolls in its own region
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320
    );
    expect(await axeSerious(page)).toEqual([]);

    // the .xlsx download: a sheet Boards with the same rows
    const [dl] = await Promise.all([page.waitForEvent("download"), page.click("#download-xlsx")]);
    const sheet = await readXlsx(fs.readFileSync((await dl.path())!), "Boards");
    const b2 = sheet.cells.findIndex((r) => r[0] === "Board 2 (prizes: at least 2 games)");
    expect(
      sheet.cells
        .slice(b2 + 1, b2 + 7)
        .map((r) =>
          LEAGUE_BOARD2[0].map((_, c) => (r[c] === undefined || r[c] === null ? "" : String(r[c])))
        )
    ).toEqual(LEAGUE_BOARD2);
    // the .html download: the Board prizes section
    const [dh] = await Promise.all([page.waitForEvent("download"), page.click("#download-html")]);
    const html = fs.readFileSync((await dh.path())!, "utf8");
    expect(html).toMatch(
      /<section class="boards" aria-label="Board prizes">[\s\S]*<h3>Board 2 \(prizes: at least 2 games\)<\/h3>/
    );
    await page.screenshot({ path: path.join(OUT, "page-team-boards.png"), fullPage: true });
    expect(errors).toEqual([]);
  }, 120000);
});

describe("a board list by roster in the task pane (in-memory workbook)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ fakeOffice: true });
    // the roster again at D3 of a sheet "Lists", one row per team, for the range set in the pane
    const lists: unknown[][] = [[], []];
    for (const row of LEAGUE_ROSTER_WIDE) lists.push(["", "", "", ...row]);
    await seedWorkbook(h, {
      sheets: [
        { name: "Games", cells: LEAGUE_BOARDS },
        { name: "Roster", cells: LEAGUE_ROSTER },
        { name: "Lists", cells: lists },
      ],
      selection: { sheet: "Games", address: "A1:E13" },
      names: [],
    });
  }, 60000);
  afterAll(async () => {
    await h?.close();
  });

  test("the workbook's Roster sheet, then a roster range set in the pane (saved with the workbook)", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    await page.click("#use-selection");
    await page.waitForSelector("#source-summary >> text=4 teams");
    expect(await page.textContent("#roster-label")).toMatch(/^Roster: sheet Roster \(/);
    expect(await page.isHidden("#clear-roster")).toBe(true);
    expect((await shownTable(page)).slice(1).map((r) => r.slice(0, 5))).toEqual(LEAGUE_RANKING);

    // a roster range set from the selection: the same league, the range saved in the settings
    await page.evaluate(() => {
      (window as unknown as { __fakeExcel: { selection: unknown } }).__fakeExcel.selection = {
        sheet: "Lists",
        address: "D3:G7",
      };
    });
    await page.click("#use-roster-selection");
    await page.waitForSelector("#roster-label >> text=Roster: range Lists!D3:G7");
    expect(await page.textContent("#source-summary")).toContain("4 teams");
    expect((await shownTable(page)).slice(1).map((r) => r.slice(0, 5))).toEqual(LEAGUE_RANKING);
    const saved = await page.evaluate(
      () =>
        (window as unknown as { __fakeExcel: { settings: Record<string, unknown> } }).__fakeExcel
          .settings["tiebreaks.roster"]
    );
    expect(JSON.parse(String(saved))).toEqual({ kind: "address", address: "Lists!D3:G7" });

    // an error in the set range is shown at its cell on Lists: Bravo's board 1 (E5) is -3
    await page.evaluate(() => {
      const fx = (
        window as unknown as {
          __fakeExcel: { sheet(n: string): { cell(r: number, c: number): { value: unknown } } };
        }
      ).__fakeExcel;
      fx.sheet("Lists").cell(4, 4).value = -3;
    });
    await page.click("#reload");
    await page.waitForSelector("#problems >> text=Lists!E5");
    expect(await page.textContent("#problems")).toMatch(
      /roster: player number -3 is not a positive whole number/
    );

    // "Clear the roster" goes back to the Roster sheet
    await page.click("#clear-roster");
    await page.waitForSelector("#roster-label >> text=Roster: sheet Roster");
    expect((await shownTable(page)).slice(1).map((r) => r.slice(0, 5))).toEqual(LEAGUE_RANKING);
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 120000);

  test("board prizes: the minimum games saved with the workbook, the tables on the standings sheet", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    await page.click("#use-selection");
    await page.waitForSelector("#boards-section:not([hidden])");
    await page.fill("#min-games", "2");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#boards-tables caption >> text=Board 2 (prizes: at least 2 games)");
    expect((await shownBoards(page))[1].rows).toEqual(LEAGUE_BOARD2);
    await page.waitForFunction(
      () =>
        (window as unknown as { __fakeExcel: { settings: Record<string, unknown> } }).__fakeExcel
          .settings["tiebreaks.minGames"] === "2"
    );

    await page.click("#write");
    await page.waitForSelector('#status >> text=Wrote the sheet "Standings" (4 teams)');
    const sheet = (await sheetCells(page, "Standings"))!;
    const grid = cellRows(sheet);
    const top = grid.findIndex((r) => r[0] === "Board prizes");
    const b2 = grid.findIndex((r, k) => k > top && r[0] === "Board 2 (prizes: at least 2 games)");
    expect(top).toBeGreaterThan(0);
    expect(
      grid.slice(b2 + 1, b2 + 7).map((r) => LEAGUE_BOARD2[0].map((_, c) => String(r[c] ?? "")))
    ).toEqual(LEAGUE_BOARD2);
    expect(Object.values(sheet).some((c) => c.formula !== undefined)).toBe(false);

    // the pane opened again reads the saved rule
    await page.reload();
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    expect(await page.inputValue("#min-games")).toBe("2");
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 120000);
});

describe("a team event in the task pane (in-memory workbook)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ fakeOffice: true });
    await seedWorkbook(h, {
      sheets: [{ name: "League", cells: RR_GRID }],
      selection: { sheet: "League", address: "A1:F5" },
      names: [],
    });
  }, 60000);
  afterAll(async () => {
    await h?.close();
  });

  test("the team standings sheet: ranking, notes with the reader's warning, the team crosstable; a row's working", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    await page.click("#use-selection");
    await page.waitForSelector("#source-summary >> text=4 teams");
    expect((await presetGroups(page))[0].label).toBe("For this event (Team chess round robin)");
    // the warning names the sheet's cell
    expect(await page.textContent("#problems")).toMatch(/League!F4/);

    await page.click("#write");
    await page.waitForSelector('#status >> text=Wrote the sheet "Standings" (4 teams)');
    const sheet = (await sheetCells(page, "Standings"))!;
    const grid = cellRows(sheet);
    expect(Object.values(sheet).some((c) => c.formula !== undefined)).toBe(false);
    const ranking = block(grid, 5);
    expect(ranking.map((r) => r.slice(0, 6))).toEqual([
      ["Rk", "SNo", "Team", "MP", "GP", "EDE"],
      [1, 1, "North", 3, 6, 1],
      [2, 2, "East", 3, 6, 2],
      [3, 3, "South", 3, 6, 3],
      [4, 4, "West", 3, 5.5, ranking[4][5]],
    ]);
    const texts = grid.flat().filter((v): v is string => typeof v === "string");
    expect(texts.filter((v) => v.startsWith("Warning: "))).toEqual([
      "Warning: League!F4: the match scores 2.5-1: 3.5 of 4 game points (a board lost by both sides?)",
    ]);
    expect(texts).toContain("Team crosstable (after round 3 of 3)");
    const top = grid.findIndex((r) => r[0] === "Rk");
    expect(block(grid, 5, top + 1)).toEqual(RR_CROSSTABLE);

    // a team row in the pane opens the team's working
    await page.locator("#standings tbody tr:nth-child(3) button.row-open").press("Enter");
    await page.waitForSelector("#working:not([hidden])");
    expect(await page.textContent("#working-h")).toBe(
      "Working: South (SNo 3), place 3, 3 MP, 6 GP"
    );
    expect(await page.textContent("#working .comparison")).toBe(
      "Tied on 3 MP with East (above); EDE 2 vs 3 decided."
    );
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 120000);
});
