/**
 * A board list whose teams come from a roster, on the page and in the pane:
 * the league of test/helpers/league.ts (hand-worked there: MP 5/2/2/3, GP 4/2½/2/3½ for
 * Alpha/Bravo/Charlie/Delta, confirmed with TieBreakServer). The page reads an .xlsx with a
 * Roster sheet as the command line does; the pane reads the workbook's Roster sheet, or a range
 * set in the pane. Both go through formats/grid-team (rosterSheetName, takesSheetRoster,
 * readTeamGridIfAny), as the command line.
 */
import ExcelJS from "exceljs";
import { teamStandings } from "../../src/engine";
import { readRosterSource } from "../../src/taskpane/excel";
import { loadGrid } from "../../src/taskpane/load";
import { readFile } from "../../src/taskpane/standalone";
import { defaultState } from "../../src/taskpane/order";
import { teamPaneStandings } from "../../src/taskpane/team";
import type { Loaded } from "../../src/taskpane/types";
import { FakeExcel } from "./fake-excel";
import { LEAGUE_BOARDS, LEAGUE_EXPECTED, LEAGUE_ROSTER } from "../helpers/league";

/** [name, MP, GP] by start number. */
function mpgp(l: Loaded): [string, number, number][] {
  const st = teamStandings(l.team!, ["MP", "GP"]);
  return [...st.rows]
    .sort((a, b) => a.player.id - b.player.id)
    .map((r) => [r.player.name, r.mp.toNumber(), r.gp.toNumber()]);
}
const EXPECTED = LEAGUE_EXPECTED.map(([n, mp, gp]) => [n, mp, gp]);

async function xlsxFile(name: string, sheets: [string, unknown[][]][]): Promise<File> {
  const wb = new ExcelJS.Workbook();
  for (const [s, cells] of sheets)
    wb.addWorksheet(s).addRows(cells.map((r) => r.map((v) => (v === "" ? null : v))));
  return new File([new Uint8Array(await wb.xlsx.writeBuffer())], name);
}

function fakeBook(sheets: [string, unknown[][]][]): FakeExcel {
  const fx = new FakeExcel();
  for (const [s, cells] of sheets)
    fx.userSheet(
      s,
      cells.flatMap((r, i) =>
        r.map((v, c): [number, number, string | number] => [i, c, v as string | number])
      )
    );
  return fx;
}

describe("the page: an .xlsx with a Roster sheet", () => {
  test("is read with that roster, as the command line reads it", async () => {
    const out = await readFile(
      await xlsxFile("league.xlsx", [
        ["Games", LEAGUE_BOARDS],
        ["Roster", LEAGUE_ROSTER],
      ])
    );
    if (!out.ok) throw new Error(JSON.stringify(out.problems));
    expect(out.loaded.layout).toBe("team-boards");
    expect(out.loaded.source).toBe("file league.xlsx, sheet Games, roster sheet Roster");
    expect(mpgp(out.loaded)).toEqual(EXPECTED);
    // the league order the pane selects for a round robin (3 rounds, each team met once)
    const { state } = teamPaneStandings(defaultState(), out.loaded.team!);
    expect(state.presetId).toBe("team-league");
  });

  test("a roster error is shown at the roster sheet's cell", async () => {
    const roster = LEAGUE_ROSTER.map((r) => [...r]);
    roster[4][1] = "a1"; // Bravo's b1 row now names Alpha's a1
    const out = await readFile(
      await xlsxFile("league.xlsx", [
        ["Games", LEAGUE_BOARDS],
        ["Squads", roster],
      ])
    );
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.problems[0].cell).toBe("Squads!B5");
    expect(out.problems[0].message).toMatch(/a1 is already on the roster of Alpha \(Squads!B2\)/);
  });

  test("a board list with team columns ignores a Roster sheet; without a roster the list is individual", async () => {
    const withTeams = LEAGUE_BOARDS.map((r, i) => [
      ...r,
      i === 0 ? "White team" : "",
      i === 0 ? "Black team" : "",
    ]);
    // the rows' teams, from the roster (a, b, c, d: Alpha, Bravo, Charlie, Delta)
    const team = (p: unknown): string =>
      ({ a: "Alpha", b: "Bravo", c: "Charlie", d: "Delta" })[String(p)[0]]!;
    for (let i = 1; i < withTeams.length; i++) {
      withTeams[i][5] = team(withTeams[i][2]);
      withTeams[i][6] = team(withTeams[i][3]);
    }
    // a Roster sheet that would be an error if it were read (no header)
    const junk: unknown[][] = [["Alpha", "zz"]];
    const a = await readFile(
      await xlsxFile("t.xlsx", [
        ["Games", withTeams],
        ["Roster", junk],
      ])
    );
    if (!a.ok) throw new Error(JSON.stringify(a.problems));
    expect(a.loaded.source).toBe("file t.xlsx, sheet Games");
    expect(mpgp(a.loaded)).toEqual(EXPECTED);
    const b = await readFile(await xlsxFile("i.xlsx", [["Games", LEAGUE_BOARDS]]));
    if (!b.ok) throw new Error(JSON.stringify(b.problems));
    expect(b.loaded.team).toBeUndefined();
  });
});

describe("the pane: the workbook's Roster sheet, or a roster range set in the pane", () => {
  test("a sheet named Roster beside a board list without team columns", async () => {
    const fx = fakeBook([
      ["Games", LEAGUE_BOARDS],
      ["Roster", LEAGUE_ROSTER],
    ]);
    const r = await readRosterSource(fx.ctx, "Games", null);
    expect(r).not.toBeNull();
    expect(r!.found).toBe(true);
    expect(r!.sheet).toBe("Roster");
    expect(r!.cells).toEqual(LEAGUE_ROSTER);
    const out = loadGrid(
      LEAGUE_BOARDS,
      "range Games!A1:E13",
      { sheet: "Games", row: 0, col: 0 },
      [],
      {
        cells: r!.cells,
        origin: { sheet: r!.sheet, row: r!.row, col: r!.col },
      }
    );
    if (!out.ok) throw new Error(JSON.stringify(out.problems));
    expect(mpgp(out.loaded)).toEqual(EXPECTED);
  });

  test("the results sheet itself is never its own roster; no Roster sheet: none", async () => {
    const fx = fakeBook([["Teams", LEAGUE_BOARDS]]);
    expect(await readRosterSource(fx.ctx, "Teams", null)).toBeNull();
  });

  test("a roster range set in the pane wins over the Roster sheet; its errors name its cells", async () => {
    // the roster at D3 of a sheet "Lists", one row per team; the Roster sheet is stale
    const wide = [
      ["Team", "Board 1", "Board 2", "Reserve"],
      ["Alpha", "a1", "a2", "a3"],
      ["Bravo", "b1", "b2", ""],
      ["Charlie", "c1", "c2", ""],
      ["Delta", "d1", "d2", ""],
    ];
    const fx = fakeBook([
      ["Games", LEAGUE_BOARDS],
      [
        "Roster",
        [
          ["Team", "Player"],
          ["Old", "x"],
        ],
      ],
    ]);
    const lists = fx.userSheet("Lists");
    wide.forEach((row, i) => row.forEach((v, c) => (lists.cell(2 + i, 3 + c).value = v)));
    const r = await readRosterSource(fx.ctx, "Games", { kind: "address", address: "Lists!D3:G7" });
    expect(r!.found).toBe(false);
    const roster = { cells: r!.cells, origin: { sheet: r!.sheet, row: r!.row, col: r!.col } };
    const out = loadGrid(LEAGUE_BOARDS, "range", { sheet: "Games", row: 0, col: 0 }, [], roster);
    if (!out.ok) throw new Error(JSON.stringify(out.problems));
    expect(mpgp(out.loaded)).toEqual(EXPECTED);
    // a negative number in a board cell: at its cell on Lists (row 3 + 2, column D + 1)
    lists.cell(4, 4).value = -3;
    const r2 = await readRosterSource(fx.ctx, "Games", { kind: "address", address: "Lists!D3:G7" });
    const bad = loadGrid(LEAGUE_BOARDS, "range", { sheet: "Games", row: 0, col: 0 }, [], {
      cells: r2!.cells,
      origin: { sheet: r2!.sheet, row: r2!.row, col: r2!.col },
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems.map((p) => [p.cell, p.message])).toEqual([
      ["Lists!E5", "roster: player number -3 is not a positive whole number"],
    ]);
  });
});
