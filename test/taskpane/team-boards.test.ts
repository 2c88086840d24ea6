/**
 * Board prizes in the pane's standings sheet, on the page and in its downloads:
 * the same tables as the command line's --boards and =TIEBREAK.BOARDS (formats/team-table
 * boardSections), with the minimum-games rule of the pane's control. The club league by roster of
 * test/helpers/league.ts (no ratings: no performance; eligible players ranked by percentage,
 * then games; a shared place for equal ones), worked by hand from its games:
 *
 * Every round (3), min_games=2:
 *   board 1  a1: R1 1 (b1), R2 ½ (c1), R3 1 (d1) = 2½ of 3, 83.3%
 *            c1: 1, ½, 0 = 1½ of 3, 50%
 *            b1: 0, 0, 1 = 1 of 3, 33.3%;  d1: 0, 1, 0 = 1 of 3, 33.3% (b1 and d1 share 3rd)
 *   board 2  d2: R1 1 (c2), R2 1 (b2), R3 ½ (a2) = 2½ of 3, 83.3%
 *            b2: ½, 0, 1 = 1½ of 3, 50% (3 games: above a2)
 *            a2: R1 ½, R3 ½ = 1 of 2, 50%
 *            c2: 0, ½, 0 = ½ of 3, 16.7%
 *            a3 (the reserve, round 2 only): ½ of 1, 50%: below min_games=2, no place
 * After round 2, min_games=2:
 *   board 1  a1: 1 + ½ = 1½ of 2, 75%; c1: 1 + ½ = 1½ of 2, 75% (a1 and c1 share 1st);
 *            d1: 0 + 1 = 1 of 2, 50% (3rd); b1: 0 + 0 = 0 of 2, 0% (4th)
 *   board 2  d2: 1 + 1 = 2 of 2, 100% (1st); b2: ½ + 0 = ½ of 2, 25%; c2: 0 + ½ = ½ of 2,
 *            25% (b2 and c2 share 2nd); a2 (R1 only: ½ of 1) and a3 (R2 only: ½ of 1), 50%,
 *            one game each: no place, listed by number
 * Player numbers are the roster's order: a1 1, a2 2, a3 3, b1 4, b2 5, c1 6, c2 7, d1 8, d2 9.
 */
import ExcelJS from "exceljs";
import { standingsHtml } from "../../src/formats/html";
import { boardSections } from "../../src/formats/team-table";
import { writeStandingsXlsx } from "../../src/formats/xlsx";
import { BoardsControl } from "../../src/taskpane/boards-control";
import { loadGrid } from "../../src/taskpane/load";
import { defaultState } from "../../src/taskpane/order";
import { standingsSheet } from "../../src/taskpane/standings-sheet";
import { teamPaneStandings } from "../../src/taskpane/team";
import {
  LEAGUE_BOARD_HEADER as HEADER,
  LEAGUE_BOARD1_MIN2 as BOARD1,
  LEAGUE_BOARD2_MIN2 as BOARD2,
  LEAGUE_BOARDS,
  LEAGUE_ROSTER,
} from "../helpers/league";

function league(boards = LEAGUE_BOARDS, roster = LEAGUE_ROSTER) {
  const out = loadGrid(boards, "range Games!A1:E13", { sheet: "Games", row: 0, col: 0 }, [], {
    cells: roster,
    origin: { sheet: "Roster", row: 0, col: 0 },
  });
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return out.loaded;
}

/** The quote prefix the sheet writer puts on every text cell (blocks.ts asText). */
const q = (row: (string | number)[]): (string | number)[] =>
  row.map((v) => (typeof v === "string" && v !== "" ? `'${v}` : v));

describe("board prizes in the pane's standings sheet", () => {
  test("below the team crosstable: 'Board prizes', then per board its title and table (min 2 games)", () => {
    const l = league();
    const { standings } = teamPaneStandings(defaultState(), l.team!);
    const sheet = standingsSheet(standings, l.tournament, {
      preset: "Club league",
      writtenAt: new Date(2026, 0, 1),
      minGames: 2,
    });
    expect(sheet.boardsRow).toBeGreaterThan(sheet.crosstableRow);
    const rows = sheet.values.slice(sheet.boardsRow).map((r) => r.slice(0, 9));
    const blank = HEADER.map(() => "");
    const title = (t: string): (string | number)[] => [`'${t}`, ...blank.slice(1)];
    expect(rows).toEqual([
      title("Board prizes"),
      blank,
      title("Board 1 (prizes: at least 2 games)"),
      q(HEADER),
      ...BOARD1.map(q),
      blank,
      title("Board 2 (prizes: at least 2 games)"),
      q(HEADER),
      ...BOARD2.map(q),
    ]);
    // numbers keep the one number format: 83.3 as "0.0", 2.5 as "0.0", 3 as "0"
    const a1 = sheet.boardsRow + 4;
    expect(sheet.numberFormats[a1].slice(4, 7)).toEqual(["0.0", "0", "0.0"]);
  });

  test("after round 2 (the 'After round' control): the board tables stop there too", () => {
    const l = league();
    const { standings } = teamPaneStandings(defaultState(), l.team!, 2);
    expect(
      boardSections(standings, 2).map((b) => [
        b.title,
        b.rows.map((r) => [r[0], r[2], r[4], r[5], r[6]]),
      ])
    ).toEqual([
      [
        "Board 1 (prizes: at least 2 games)",
        [
          [1, "a1", 1.5, 2, 75],
          [1, "c1", 1.5, 2, 75],
          [3, "d1", 1, 2, 50],
          [4, "b1", 0, 2, 0],
        ],
      ],
      [
        "Board 2 (prizes: at least 2 games)",
        [
          [1, "d2", 2, 2, 100],
          [2, "b2", 0.5, 2, 25],
          [2, "c2", 0.5, 2, 25],
          ["", "a2", 0.5, 1, 50],
          ["", "a3", 0.5, 1, 50],
        ],
      ],
    ]);
  });

  test("a hostile player name stays text behind the quote prefix", () => {
    const rename = (cells: unknown[][]): unknown[][] =>
      cells.map((r) => r.map((v) => (v === "a1" ? "=HYPERLINK(1)" : v)));
    const l = league(rename(LEAGUE_BOARDS), rename(LEAGUE_ROSTER));
    const { standings } = teamPaneStandings(defaultState(), l.team!);
    const sheet = standingsSheet(standings, l.tournament, {
      preset: "Club league",
      writtenAt: new Date(2026, 0, 1),
    });
    // without a rule (0): the title has no "prizes" part; a1 is still first on board 1
    expect(sheet.values[sheet.boardsRow + 2][0]).toBe("'Board 1");
    expect(sheet.values[sheet.boardsRow + 4].slice(0, 3)).toEqual([1, 1, "'=HYPERLINK(1)"]);
  });

  test("a team event without board games (a team crosstable) writes no board tables", () => {
    const out = loadGrid(
      [
        ["No", "Team", 1, 2],
        [1, "North", "x", "2½"],
        [2, "East", "1½", "x"],
      ],
      "range League!A1:D3"
    );
    if (!out.ok) throw new Error(JSON.stringify(out.problems));
    const { standings } = teamPaneStandings(defaultState(), out.loaded.team!);
    const sheet = standingsSheet(standings, out.loaded.tournament, {
      preset: "x",
      writtenAt: new Date(2026, 0, 1),
      minGames: 2,
    });
    expect(sheet.boards).toEqual([]);
    expect(sheet.boardsRow).toBe(-1);
    expect(sheet.values.flat()).not.toContain("'Board prizes");
  });
});

describe("the minimum-games control reads the rule as the command line's min_games", () => {
  test("whole numbers 0 to 999; blank is 0; anything else a message naming the option", () => {
    expect(BoardsControl.parse("2")).toBe(2);
    expect(BoardsControl.parse(" 5 ")).toBe(5);
    expect(BoardsControl.parse("")).toBe(0);
    for (const bad of ["-1", "2.5", "1000", "two"])
      expect(BoardsControl.parse(bad)).toMatch(
        new RegExp(
          `^Minimum games: min_games=${bad.replace(".", "\\.")}: expected a whole number of games \\(0 to 999\\)`
        )
      );
  });
});

describe("the page's downloads", () => {
  test(".xlsx: a sheet Boards, each board its title and an Excel table", async () => {
    const l = league();
    const { standings, table } = teamPaneStandings(defaultState(), l.team!);
    const bytes = await writeStandingsXlsx(table, { boards: boardSections(standings, 2) });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet("Boards")!;
    const rows: unknown[][] = [];
    ws.eachRow({ includeEmpty: true }, (row, n) => {
      const v = (row.values as unknown[]).slice(1, 10).map((x) => x ?? "");
      rows[n - 1] = v;
    });
    const norm = rows.map((r) => {
      const o = Array.from(r ?? [], (x) => x ?? "");
      while (o.length < 9) o.push("");
      return o;
    });
    const blank = HEADER.map(() => "");
    expect(norm).toEqual([
      ["Board 1 (prizes: at least 2 games)", ...blank.slice(1)],
      HEADER,
      ...BOARD1,
      blank,
      ["Board 2 (prizes: at least 2 games)", ...blank.slice(1)],
      HEADER,
      ...BOARD2,
    ]);
    expect(ws.getTables().length).toBe(2);
  });

  test(".html: a 'Board prizes' section with one table per board, names escaped", () => {
    const rename = (cells: unknown[][]): unknown[][] =>
      cells.map((r) => r.map((v) => (v === "a1" ? "<b>a1</b>" : v)));
    const l = league(rename(LEAGUE_BOARDS), rename(LEAGUE_ROSTER));
    const { standings, table } = teamPaneStandings(defaultState(), l.team!);
    const html = standingsHtml(table, undefined, boardSections(standings, 2));
    const section = html.slice(html.indexOf('<section class="boards"'));
    expect(section).toMatch(
      /^<section class="boards" aria-label="Board prizes">\n<h2>Board prizes<\/h2>/
    );
    expect(section.match(/<table class="boards">/g)?.length).toBe(2);
    expect(section).toContain("<h3>Board 2 (prizes: at least 2 games)</h3>");
    expect(section).toContain('<th scope="row" class="name">&lt;b&gt;a1&lt;/b&gt;</th>');
    // a3 below the rule: no place, 0.5 of 1 game, 50
    expect(section).toMatch(
      /<tr><td class="num"><\/td><td class="num">3<\/td><th scope="row" class="name">a3<\/th><td>Alpha<\/td><td class="num">0\.5<\/td><td class="num">1<\/td><td class="num">50<\/td>/
    );
  });
});
