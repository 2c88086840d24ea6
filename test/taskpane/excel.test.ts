/**
 * The Excel writer against a fake of the Excel objects (test/taskpane/fake-excel.ts): the
 * no-overwrite rule, re-running into the add-in's own sheet, the formula-injection rule, the
 * number of round trips, and the TRF import sheet with its formula.
 */
import { importSheet, toBlock, type TableBlock } from "../../src/taskpane/blocks";
import {
  readSource,
  selectCell,
  SETTING_STANDINGS,
  splitAddress,
  uniqueName,
  writeImport,
  writeStandings,
  ROWS_PER_SYNC,
} from "../../src/taskpane/excel";
import { FakeExcel } from "./fake-excel";

/** A small standings block with a hostile name in it. */
function content(names: string[]): TableBlock {
  const header = ["Rank", "No", "Name", "Points"];
  const rows = names.map((n, k) => [k + 1, k + 1, n, 3 - k * 0.5]);
  const block = toBlock(header, rows);
  const tableRows = block.values.length;
  block.values.push(["", "", "", ""], ["Notes", "", "", ""]);
  block.numberFormats.push(
    ["General", "General", "General", "General"],
    ["General", "General", "General", "General"]
  );
  return { ...block, tableRows, tableCols: 4, notesRow: tableRows + 1 };
}

describe("writeStandings", () => {
  test("adds a sheet named Standings in an empty workbook and remembers it by id", async () => {
    const x = new FakeExcel();
    const res = await writeStandings(x.ctx, content(["Ava", "Ben"]));
    expect(res).toMatchObject({ sheetName: "Standings", created: true });
    const sheet = x.sheet("Standings");
    expect(sheet.at(1, 2).value).toBe("Ava");
    expect(sheet.at(2, 3).value).toBe(2.5); // 3 - 1 * 0.5
    expect(sheet.active).toBe(true);
    const stored = JSON.parse(String(x.settings.get(SETTING_STANDINGS)));
    expect(stored.id).toBe(sheet.rawId);
    expect(x.tables).toHaveLength(1);
    expect(x.tables[0].worksheet).toBe(sheet);
    expect(x.tables[0].style).not.toBe("");
  });

  test("never overwrites a user's sheet called Standings", async () => {
    const x = new FakeExcel();
    const mine = x.userSheet("Standings", [[0, 0, "my own notes"]]);
    const res = await writeStandings(x.ctx, content(["Ava"]));
    expect(res.sheetName).toBe("Standings (2)");
    expect(mine.at(0, 0).value).toBe("my own notes");
    expect(mine.cells.size).toBe(1);
    expect(x.sheet("Standings (2)").at(1, 2).value).toBe("Ava");
  });

  test("a second user sheet named Standings (2) pushes the name to Standings (3)", async () => {
    const x = new FakeExcel();
    x.userSheet("standings");
    x.userSheet("Standings (2)");
    const res = await writeStandings(x.ctx, content(["Ava"]));
    expect(res.sheetName).toBe("Standings (3)");
  });

  test("re-running updates the sheet it created, even after the user renamed it", async () => {
    const x = new FakeExcel();
    const first = await writeStandings(x.ctx, content(["Ava", "Ben", "Cara"]));
    const own = x.sheet(first.sheetName);
    own.rename("Final standings");
    x.userSheet("Standings", [[0, 0, "user"]]); // the user now has a sheet of that name
    const second = await writeStandings(x.ctx, content(["Ben"]));
    expect(second).toMatchObject({ sheetName: "Final standings", created: false });
    expect(x.sheets).toHaveLength(2);
    expect(own.at(1, 2).value).toBe("Ben");
    // the old third row is gone (sheet cleared before writing)
    expect(own.at(3, 2).value).toBe("");
    expect(x.sheet("Standings").at(0, 0).value).toBe("user");
    // the old table was replaced, not duplicated
    expect(x.tables).toHaveLength(1);
  });

  test("if the remembered sheet was deleted, a new one is added", async () => {
    const x = new FakeExcel();
    await writeStandings(x.ctx, content(["Ava"]));
    x.sheets = [];
    x.tables = [];
    const res = await writeStandings(x.ctx, content(["Ava"]));
    expect(res).toMatchObject({ sheetName: "Standings", created: true });
  });

  test("the table name does not clash with a table of the user", async () => {
    const x = new FakeExcel();
    const s = x.userSheet("Data");
    s.tables.add(s.getRangeByIndexes(0, 0, 2, 2), true).name = "TieBreakStandings";
    await writeStandings(x.ctx, content(["Ava"]));
    expect(x.tables.map((t) => t.name)).toEqual(["TieBreakStandings", "TieBreakStandings_2"]);
  });

  test("names that look like formulas stay names (quote prefix)", async () => {
    const x = new FakeExcel();
    const hostile = ["=SUM(A1:A9)", "+44 Club", "-Ann", "@home", "Plain Name"];
    await writeStandings(x.ctx, content(hostile));
    const sheet = x.sheet("Standings");
    hostile.forEach((name, k) => {
      const cell = sheet.at(k + 1, 2);
      expect(cell.formula).toBeUndefined();
      expect(cell.value).toBe(name);
      expect(cell.format).toBe("General");
    });
    // the number formats went in before the values
    const log = x.log.filter((l) => l.startsWith("numberFormat") || l.startsWith("values"));
    expect(log[0]).toMatch(/^numberFormat/);
  });

  test("an ordinary event is written in three round trips (read, write, save the setting)", async () => {
    const x = new FakeExcel();
    const res = await writeStandings(x.ctx, content(["A", "B", "C"]));
    expect(res.syncs).toBe(3);
    expect(x.syncs).toBe(3);
  });

  test("a long event is written in blocks with progress", async () => {
    const x = new FakeExcel();
    const names = Array.from({ length: ROWS_PER_SYNC * 2 + 10 }, (_, k) => `P${k}`);
    const seen: number[] = [];
    const res = await writeStandings(x.ctx, content(names), (f) => seen.push(f));
    // rows: header + names + blank + notes = 2 * ROWS_PER_SYNC + 13 -> 3 blocks: 2 extra syncs
    expect(res.syncs).toBe(5);
    expect(seen[seen.length - 1]).toBe(1);
    expect(seen.some((f) => f > 0 && f < 1)).toBe(true);
    expect(x.sheet("Standings").at(names.length, 2).value).toBe(names[names.length - 1]);
  });
});

describe("writeImport", () => {
  const grid = [
    ["No", "Name", "Rating", "R1"],
    [1, "=Mallory", 1500, "2w1"],
    [2, "Bob", 1400, "1b0"],
  ];

  test("adds a results sheet under a free name with the formula beside the grid", async () => {
    const x = new FakeExcel();
    x.userSheet("Results", [[0, 0, "keep"]]);
    const res = await writeImport(x.ctx, "Results", (name) =>
      importSheet(grid, name, ["DE", "BH"], "rules=plain")
    );
    expect(res.sheetName).toBe("Results (2)");
    expect(x.sheet("Results").at(0, 0).value).toBe("keep");
    const s = x.sheet("Results (2)");
    expect(s.at(1, 1)).toMatchObject({ value: "=Mallory", format: "General" });
    expect(s.at(1, 1).formula).toBeUndefined();
    expect(s.at(1, 2).value).toBe(1500);
    // grid is 4 columns wide (A:D); the formula goes two columns to the right, in F2
    expect(s.at(1, 5).formula).toBe(
      `=TIEBREAK.STANDINGS('Results (2)'!$A$1:$D$3, "DE, BH", "rules=plain")`
    );
    expect(res.address).toBe("'Results (2)'!A1:D3");
  });

  test("quotes in sheet names and options are escaped, not spliced", () => {
    const c = importSheet(grid, "O'Neil's", ["BH"], 'x="1"');
    expect(c.formula).toBe(`=TIEBREAK.STANDINGS('O''Neil''s'!$A$1:$D$3, "BH", "x=""1""")`);
  });
});

describe("addresses and reading", () => {
  test("splitAddress handles quoted sheet names", () => {
    expect(splitAddress("'It''s mine'!B2:C3")).toEqual({ sheet: "It's mine", cells: "B2:C3" });
    expect(splitAddress("Results!A1")).toEqual({ sheet: "Results", cells: "A1" });
    expect(splitAddress("C7")).toEqual({ cells: "C7" });
  });

  test("uniqueName keeps Excel's 31-character limit", () => {
    const base = "A".repeat(31);
    expect(uniqueName(base, [base]).length).toBe(31);
    expect(uniqueName(base, [base])).toMatch(/ \(2\)$/);
  });

  test("readSource and selectCell go through the named sheet", async () => {
    const x = new FakeExcel();
    x.userSheet("Results");
    const ws = x.sheet("Results") as unknown as Record<string, unknown>;
    let asked = "";
    ws.getRange = (a: string) => {
      asked = a;
      return {
        load() {},
        values: [["No"]],
        address: "Results!B2:B2",
        rowIndex: 1,
        columnIndex: 1,
        worksheet: { name: "Results", load() {} },
        select() {
          x.selected = a;
        },
      };
    };
    const data = await readSource(x.ctx, { kind: "address", address: "Results!B2:B2" });
    expect(asked).toBe("B2:B2");
    expect(data).toMatchObject({ sheet: "Results", row: 1, col: 1, cells: [["No"]] });
    await selectCell(x.ctx, "Results!C7");
    expect(x.selected).toBe("C7");
  });
});
