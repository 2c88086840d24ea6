/**
 * The extra columns chosen on the page and in the task pane (Club or any other attribute the
 * source has, when asked): the columns offered for the results loaded, ticking and
 * unticking, a saved choice the results do not have, the workbook setting, and that the choice
 * gives the same cells as the functions' columns= and the command line's --columns (one
 * resolution, in the table model).
 *
 * The results: seed arena-swiss-5 (test/fixtures/seeds) with Club, Born, Notes and a second
 * Rating column written in by hand below; the TRF is examples/club-swiss.trf (sex in column 10
 * of each 001 line: m, m, w, m, m, w, ...).
 */
import * as fs from "fs";
import * as path from "path";
import { computeStandings, parseOptionsText, type Tournament } from "../../src/engine";
import { parseGrid } from "../../src/formats/grid";
import { columnChoices, standingsTable } from "../../src/formats/table";
import { parseTrf } from "../../src/formats/trf";
import {
  columnsOptionText,
  columnsView,
  deserializeColumns,
  serializeColumns,
  toggleColumn,
} from "../../src/taskpane/columns";
import { standingsContent, standingsSheet } from "../../src/taskpane/standings-sheet";
import { loadFixture } from "../helpers/fixtures";

const fx = loadFixture("seeds/arena-swiss-5.json");
const ORDER = (fx.order as string[]).filter((c) => c !== "PTS");

/** Start number -> [club, born, notes, second rating], written by hand. */
const EXTRA: Record<number, [string, number | string, string, number]> = {
  1: ["Hastings", 2001, "", 1400],
  2: ["Lewes", 1998, "", 1340],
  3: ["Hastings", "", "late entry", 1300],
  4: ["Rye & District", 2010, "", 1200],
  5: ["", 1985, "", 1090],
};

function grid(clubHeader = "Club"): unknown[][] {
  return (fx.grid as unknown[][]).map((r, k) => [
    ...r.slice(0, 3),
    ...(k === 0 ? [clubHeader, "Born", "Notes", "Rating"] : EXTRA[r[0] as number]),
    ...r.slice(3),
  ]);
}

function tournament(cells: unknown[][]): Tournament {
  return parseGrid(cells).tournament;
}

describe("the columns offered are the ones the results have", () => {
  test("a grid: Born (a player field), then the grid's own Club and Notes; no second Rating", () => {
    // Born is read into the player's birth field, listed first (as the CLI's error lists them);
    // a second Rating column is a column the list has anyway, so it is not offered; the
    // rating change (Rtg+/-) last, as the results have ratings
    expect(columnChoices(tournament(grid()))).toEqual(["Born", "Club", "Notes", "Rtg+/-"]);
  });

  test("a TRF: its sex field (every player has m or w); no birth date or FIDE ID in this file", () => {
    const text = fs.readFileSync(path.resolve(__dirname, "../../examples/club-swiss.trf"), "utf8");
    expect(columnChoices(parseTrf(text).tournament)).toEqual(["Sex", "Rtg+/-"]);
  });

  test("the seed without extra columns offers the rating change only; without ratings, none", () => {
    expect(columnChoices(tournament(fx.grid as unknown[][]))).toEqual(["Rtg+/-"]);
    const unrated = (fx.grid as unknown[][]).map((r) => [r[0], r[1], ...r.slice(3)]);
    expect(unrated[0].slice(0, 3)).toEqual(["No", "Name", "R1"]);
    expect(columnChoices(tournament(unrated))).toEqual([]);
  });
});

describe("ticking and unticking", () => {
  const t = tournament(grid());

  test("nothing chosen: every column offered, none ticked, none shown", () => {
    expect(columnsView([], t)).toEqual({
      choices: [
        { label: "Born", title: "Born", on: false },
        { label: "Club", title: "Club", on: false },
        { label: "Notes", title: "Notes", on: false },
        { label: "Rtg+/-", title: "Rating change", on: false },
      ],
      shown: [],
      missing: [],
    });
  });

  test("Club, then Born: shown in the results' order (Born, Club)", () => {
    const one = toggleColumn([], t, "Club", true);
    expect(one).toEqual(["Club"]);
    const two = toggleColumn(one, t, "Born", true);
    expect(two).toEqual(["Club", "Born"]);
    expect(columnsView(two, t).shown).toEqual(["Born", "Club"]);
    expect(
      columnsView(two, t)
        .choices.filter((c) => c.on)
        .map((c) => c.label)
    ).toEqual(["Born", "Club"]);
    // ticking Club again changes nothing; unticking it leaves Born
    expect(toggleColumn(two, t, "Club", true)).toEqual(["Club", "Born"]);
    expect(toggleColumn(two, t, "Club", false)).toEqual(["Born"]);
  });

  test("names as the command line writes them (club, BORN) tick their columns", () => {
    const v = columnsView(["club", "BORN"], t);
    expect(v.shown).toEqual(["Born", "Club"]);
    // unticking Club removes the name that found it
    expect(toggleColumn(["club", "BORN"], t, "Club", false)).toEqual(["BORN"]);
  });

  test('"club" finds a Verein column, as --columns club does', () => {
    const verein = tournament(grid("Verein"));
    expect(columnChoices(verein)).toEqual(["Born", "Verein", "Notes", "Rtg+/-"]);
    const v = columnsView(["Club"], verein);
    expect(v.shown).toEqual(["Verein"]);
    expect(v.missing).toEqual([]);
  });

  test("a saved name these results lack is kept, reported, not shown; Title adds nothing", () => {
    const plain = tournament(fx.grid as unknown[][]);
    const v = columnsView(["Club", "Title"], plain);
    expect(v).toEqual({
      choices: [{ label: "Rtg+/-", title: "Rating change", on: false }],
      shown: [],
      missing: ["Club"],
    });
    // the name stays for results that have it again
    expect(toggleColumn(["Club"], t, "Born", true)).toEqual(["Club", "Born"]);
    expect(columnsView(["Club"], t).shown).toEqual(["Club"]);
  });
});

describe("the same cells as columns= and --columns", () => {
  const t = tournament(grid());
  const st = computeStandings(t, ORDER, { rules: "plain" });

  test("the pane's table has Club after Rtg, before Pts, with each player's club", () => {
    const shown = columnsView(["Club"], t).shown;
    const table = standingsContent(st, t, {
      preset: "Custom list",
      writtenAt: new Date(),
      attributes: shown,
    });
    const rtg = table.header.indexOf("Rtg");
    expect(table.header.slice(rtg, rtg + 3)).toEqual(["Rtg", "Club", "Pts"]);
    const name = table.header.indexOf("Name");
    const clubs = Object.fromEntries(table.rows.map((r) => [r[name], r[rtg + 1]]));
    expect(clubs).toEqual({
      "Ava Chen": "Hastings",
      "Chloe Ng": "Lewes",
      "Ben Walsh": "Hastings",
      "Elena Rossi": "Rye & District",
      "Dylan Patel": "",
    });
  });

  test("the option text says the same: parsed as the functions parse it, the same rows", () => {
    const shown = columnsView(["Born", "Club"], t).shown;
    const option = columnsOptionText(shown);
    expect(option).toBe("columns=Born,Club");
    const parsed = parseOptionsText(option!).columns;
    const fromOption = standingsTable(st, t, { attributes: parsed });
    const pane = standingsSheet(st, t, { preset: "x", writtenAt: new Date(), attributes: shown });
    expect(pane.table.header).toEqual(fromOption.header);
    expect(pane.table.rows).toEqual(fromOption.rows);
    // the sheet block's header row has the same labels (written with Excel's quote prefix)
    const head = pane.values[pane.tableTop!].slice(0, fromOption.header.length);
    expect(head.map((c) => String(c).replace(/^'/, ""))).toEqual(fromOption.header);
  });

  test("no option text for nothing shown, or a name the grammar would split", () => {
    expect(columnsOptionText([])).toBeNull();
    expect(columnsOptionText(["Club, City"])).toBeNull();
  });
});

describe("saved with the workbook", () => {
  test("round trip", () => {
    const text = serializeColumns(["Club", "FIDE ID"]);
    expect(deserializeColumns(text)).toEqual({ columns: ["Club", "FIDE ID"] });
    // a setting handed back as an object (Office may parse JSON values)
    expect(deserializeColumns(JSON.parse(text))).toEqual({ columns: ["Club", "FIDE ID"] });
    expect(deserializeColumns(undefined)).toEqual({ columns: [] });
  });

  test("unreadable values are reported, the readable names kept", () => {
    expect(deserializeColumns("{not json").columns).toEqual([]);
    expect(deserializeColumns("{not json").warning).toMatch(/could not be read/);
    expect(deserializeColumns(JSON.stringify({ v: 1, columns: "Club" })).warning).toMatch(
      /could not be read/
    );
    const r = deserializeColumns(
      JSON.stringify({ v: 1, columns: ["Club", 7, "", "x".repeat(101), " Born ", "Club"] })
    );
    expect(r.columns).toEqual(["Club", "Born"]);
    expect(r.warning).toBe("3 saved extra column names were unreadable and left out.");
  });
});
