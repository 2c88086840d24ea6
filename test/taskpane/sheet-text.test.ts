/**
 * Text written to a sheet stays text: what the pane writes through
 * range.values is read back, through range.values and the grid reader, as exactly what it wrote,
 * for text starting with =, +, - or @, text that looks like a number or a boolean, text starting
 * with an apostrophe; and real numbers stay numbers.
 *
 * The workbook is test/taskpane/fake-excel.ts, which takes a written value as Excel takes a typed
 * entry (excelEntry: =, +, - and @ start a formula whatever the number format, as the
 * Range.values reference says; "1860" and "TRUE" become a number and a boolean unless the cell is
 * formatted as Text; the quote prefix makes the rest text and is not stored). The last test
 * shows that this fake would catch a writer without the prefix.
 */
import { computeStandings, type Tournament } from "../../src/engine";
import { parseGrid } from "../../src/formats/grid";
import { makeGrid } from "../../src/formats/grid-make";
import { importSheet, toBlock, type TableBlock } from "../../src/taskpane/blocks";
import { readSource, writeImport, writeStandings } from "../../src/taskpane/excel";
import { standingsSheet } from "../../src/taskpane/standings-sheet";
import { loadFixture, tournamentFromRounds } from "../helpers/fixtures";
import { excelEntry, FakeExcel } from "./fake-excel";

const fx = loadFixture("seeds/arena-swiss-5.json");
const codes = (fx.order as string[]).filter((c) => c !== "PTS");

/** Names (and clubs) an organiser's list can hold that Excel would not keep as typed. */
const HOSTILE = ["=cmd|' /C calc'!A0", "+44 Chess", "-x", "@home", "'t Hart"];
const CLUBS = ["=1+1", "1860", "TRUE", "-", "0044"];

function hostileEvent(): Tournament {
  const t = tournamentFromRounds(fx);
  t.players.forEach((p, k) => {
    p.name = HOSTILE[k];
    p.attrs = { ...p.attrs, Club: CLUBS[k] };
  });
  return t;
}

describe("Excel's entry rules as the fake applies them (the hazard under test)", () => {
  test("unprefixed text: formulas, numbers, booleans; the prefix keeps it text", () => {
    expect(excelEntry("=cmd", "General").formula).toBe("=cmd");
    expect(excelEntry("@home", "@").formula).toBe("@home"); // the Text format does not stop it
    expect(excelEntry("1860", "General").value).toBe(1860);
    expect(excelEntry("TRUE", "General").value).toBe(true);
    expect(excelEntry("'=cmd", "General")).toEqual({ value: "=cmd" });
    expect(excelEntry("''t Hart", "General")).toEqual({ value: "'t Hart" });
    expect(excelEntry(2.5, "0.0")).toEqual({ value: 2.5 });
  });
});

describe("the standings sheet reads back as written", () => {
  const t = hostileEvent();
  const st = computeStandings(t, codes, { rules: "plain" });
  const content = standingsSheet(st, t, {
    preset: "Club Swiss",
    writtenAt: new Date(2026, 11, 1, 14, 0),
    attributes: ["Club"],
  });

  test("every cell of the table, the header and the notes, text as text and numbers as numbers", async () => {
    const x = new FakeExcel();
    const res = await writeStandings(x.ctx, content);
    const rows = content.values.length;
    const cols = content.values[0].length;
    const data = await readSource(x.ctx, {
      kind: "address",
      address: `'${res.sheetName}'!A1:${String.fromCharCode(64 + Math.min(cols, 26))}${rows}`,
    });
    const back = data.cells;
    const sheet = x.sheet(res.sheetName);
    // no cell became a formula
    expect([...sheet.cells.values()].filter((c) => c.formula !== undefined)).toEqual([]);
    // the table body: cell for cell the ranking list's own values (strings unprefixed)
    const top = content.tableTop ?? 0;
    const t0 = content.table;
    expect(back[top].slice(0, t0.header.length)).toEqual(t0.header);
    t0.rows.forEach((r, i) => {
      expect(back[top + 1 + i].slice(0, t0.header.length)).toEqual(
        t0.header.map((_, c) => r[c] ?? "")
      );
    });
    // the hostile names and clubs, in ranking order, exactly
    const name = t0.header.indexOf("Name");
    const club = t0.header.indexOf("Club");
    const pts = t0.header.indexOf("Pts");
    const byRank = st.rows.map((r) => r.player);
    expect(back.slice(top + 1, top + 1 + byRank.length).map((r) => r[name])).toEqual(
      byRank.map((p) => HOSTILE[p.id - 1])
    );
    expect(club).toBeGreaterThan(0);
    expect(back.slice(top + 1, top + 1 + byRank.length).map((r) => r[club])).toEqual(
      byRank.map((p) => CLUBS[p.id - 1])
    );
    // the points stay numbers (the fixture's totals)
    expect(back.slice(top + 1, top + 1 + byRank.length).map((r) => r[pts])).toEqual(
      byRank.map((p) => fx.expected.values[p.id].PTS)
    );
    // the title and the notes
    expect(back[0][0]).toBe("Standings");
    expect(back[content.notesRow][0]).toBe("Notes");
    expect(back[content.notesRow + 1][0]).toBe(t0.notes[0]);
  });
});

describe("an imported results sheet reads back through the grid reader", () => {
  test("names, clubs and results as written; start numbers, ratings and points as numbers", async () => {
    const t = hostileEvent();
    const grid = makeGrid(t, "swiss");
    const x = new FakeExcel();
    const res = await writeImport(x.ctx, "Results", (name) =>
      importSheet(grid, name, codes, "rules=plain")
    );
    const data = await readSource(x.ctx, { kind: "address", address: res.address });
    // the cells as written, type for type (strings unprefixed, numbers numbers)
    expect(data.cells).toEqual(grid.map((r) => r.map((v) => v ?? "")));
    const nameCol = grid[0].indexOf("Name");
    const rtgCol = grid[0].findIndex((h) => /^(rtg|rating|elo)$/i.test(String(h)));
    expect(rtgCol).toBeGreaterThan(0);
    for (const r of data.cells.slice(1)) {
      expect(typeof r[0]).toBe("number");
      expect(typeof r[rtgCol]).toBe("number");
      expect(typeof r[nameCol]).toBe("string");
    }
    // the grid reader gives the same players and the same standings back
    const back = parseGrid(data.cells).tournament;
    expect(back.players.map((p) => p.name)).toEqual(HOSTILE);
    // attributes as the reader takes them from the grid itself: text stays text, "0044" too
    // (a reader that turned number-like attribute text into numbers would fail here)
    const direct = parseGrid(grid).tournament;
    expect(back.players.map((p) => p.attrs)).toEqual(direct.players.map((p) => p.attrs));
    expect(back.players.map((p) => p.attrs.Club)).toEqual(["=1+1", "1860", "TRUE", "-", "0044"]);
    expect(back.players.map((p) => p.rating)).toEqual(t.players.map((p) => p.rating));
    const before = computeStandings(t, codes, { rules: "plain" });
    const after = computeStandings(back, codes, { rules: "plain" });
    expect(after.rows.map((r) => [r.player.id, r.points.toNumber()])).toEqual(
      before.rows.map((r) => [r.player.id, r.points.toNumber()])
    );
  });
});

describe("the fake catches a writer without the quote prefix", () => {
  test("Text format alone: =, +, - and @ become formulas", async () => {
    const block: TableBlock = {
      ...toBlock(
        ["Name"],
        HOSTILE.slice(0, 4).map((n) => [n])
      ),
      tableRows: 5,
      tableCols: 1,
      notesRow: 5,
    };
    // a writer without the prefix: the Text format and the raw strings
    block.values = [["Name"], ...HOSTILE.slice(0, 4).map((n) => [n])];
    block.numberFormats = block.values.map(() => ["@"]);
    block.values.push([""]);
    block.numberFormats.push(["General"]);
    const x = new FakeExcel();
    const res = await writeStandings(x.ctx, block);
    const s = x.sheet(res.sheetName);
    expect([1, 2, 3, 4].map((r) => s.at(r, 0).formula)).toEqual(HOSTILE.slice(0, 4));
  });
});
