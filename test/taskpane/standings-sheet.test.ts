/**
 * The standings sheet content: seed 001 (arena-swiss-5) under plain rules with the fixture's
 * order, the explanation of each tied pair, the note block, number formats, and names that look
 * like formulas.
 */
import { computeStandings, type Tournament } from "../../src/engine";
import { asText, columnName, formatFor, toBlock } from "../../src/taskpane/blocks";
import {
  EXPLANATION_HEADER,
  explanations,
  standingsSheet,
} from "../../src/taskpane/standings-sheet";
import { loadFixture, tournamentFromRounds } from "../helpers/fixtures";

const fx = loadFixture("seeds/arena-swiss-5.json");
const order: string[] = fx.order;
const codes = order.filter((c) => c !== "PTS");
const when = new Date(2026, 10, 30, 14, 5);

function arena(): Tournament {
  return tournamentFromRounds(fx);
}

describe("blocks", () => {
  test("every text gets the quote prefix, whatever it looks like; empty stays empty", () => {
    expect(asText("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(asText("+1")).toBe("'+1");
    expect(asText("-Ann")).toBe("'-Ann");
    expect(asText("@x")).toBe("'@x");
    expect(asText("\tx")).toBe("'\tx");
    expect(asText("'t Hart")).toBe("''t Hart");
    expect(asText("Ann-Marie")).toBe("'Ann-Marie");
    expect(asText("")).toBe("");
  });

  test("formatFor: a format showing every value of a column exactly", () => {
    expect(formatFor([1, 2, 3])).toBe("0");
    expect(formatFor([3.5, 2])).toBe("0.0");
    expect(formatFor([6.75, 4.5])).toBe("0.0#");
    expect(formatFor([])).toBe("0");
  });

  test("a block prefixes text cells (format General) and keeps numbers numbers", () => {
    const b = toBlock(
      ["Name", "Pts"],
      [
        ["-Ann", 2.5],
        ["Bob", ""],
      ]
    );
    expect(b.values).toEqual([
      ["'Name", "'Pts"],
      ["'-Ann", 2.5],
      ["'Bob", ""],
    ]);
    expect(b.numberFormats).toEqual([
      ["General", "General"],
      ["General", "0.0"],
      ["General", "General"],
    ]);
    // one number format per cell, as every surface prints it: 2 as "2", 2.5 as "2.5"
    expect(toBlock(["Pts"], [[2], [2.5], [13 / 3]]).numberFormats.slice(1)).toEqual([
      ["0"],
      ["0.0"],
      ["0.00"],
    ]);
  });

  test("column names", () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(["A", "Z", "AA", "AB", "ZZ", "AAA"]);
  });
});

describe("standings sheet for seed 001", () => {
  const t = arena();
  const st = computeStandings(t, codes, { rules: "plain" });
  const written = standingsSheet(st, t, { preset: "Club Swiss", writtenAt: when });
  // every text cell carries the quote prefix; these tests read the cells as Excel stores them
  const sheet = {
    ...written,
    values: written.values.map((r) =>
      r.map((v) => (typeof v === "string" && v.startsWith("'") ? v.slice(1) : v))
    ),
  };
  const top = sheet.tableTop ?? 0;
  const header = sheet.values[top] as string[];
  const col = (name: string): number => header.indexOf(name);
  const body = sheet.values.slice(top + 1, top + sheet.tableRows);
  const byName = (name: string): (string | number)[] => body.find((r) => r[col("Name")] === name)!;

  test("the event header comes first: title, event lines, the preset", () => {
    expect(sheet.values[0][0]).toBe("Standings");
    const lines = sheet.values.slice(1, top - 1).map((r) => String(r[0]));
    expect(lines.some((l) => /^Swiss, 5 players\. Standings after round \d/.test(l))).toBe(true);
    expect(lines).toContain("Preset: Club Swiss");
    expect(lines.some((l) => l.includes(["PTS", ...codes].join(", ")))).toBe(true);
    expect(sheet.values[top - 1].every((v) => v === "")).toBe(true);
  });

  test("the ranking is the fixture's", () => {
    const ids = body.map((r) => r[col("SNo")]);
    expect(ids).toEqual(fx.expected.ranking);
  });

  test("one column per tie-break with the code as header, then Decided by and the explanation", () => {
    for (const c of codes) expect(header).toContain(c);
    expect(header.slice(-2)).toEqual(["Decided by", EXPLANATION_HEADER]);
    expect(sheet.tableCols).toBe(header.filter((h) => h !== "").length);
  });

  test("values match the fixture", () => {
    for (const p of fx.players) {
      const row = byName(p.name);
      for (const c of codes)
        expect([p.name, c, row[col(c)]]).toEqual([p.name, c, fx.expected.values[p.id][c]]);
      expect(row[col("Pts")]).toBe(fx.expected.values[p.id].PTS);
    }
  });

  test("each pair tied on points says which tie-break separated it, with both values", () => {
    const why = explanations(st);
    const rows = st.rows;
    for (let j = 1; j < rows.length; j++) {
      const above = fx.expected.values[rows[j - 1].player.id];
      const me = fx.expected.values[rows[j].player.id];
      if (above.PTS !== me.PTS) {
        expect(why[j]).not.toMatch(new RegExp(`below ${rows[j - 1].player.name}`));
        continue;
      }
      // the first code of the order on which the two differ
      const sep = codes.find((c) => above[c] !== me[c])!;
      expect(why[j]).toContain(
        `below ${rows[j - 1].player.name} by ${sep} (${me[sep]} vs ${above[sep]})`
      );
      expect(why[j - 1]).toContain(
        `above ${rows[j].player.name} by ${sep} (${above[sep]} vs ${me[sep]})`
      );
      expect(body[j][col(EXPLANATION_HEADER)]).toBe(why[j]);
    }
  });

  test("the note block gives rules, preset, order and the time written", () => {
    const notes = sheet.values.slice(sheet.notesRow, sheet.crosstableRow).map((r) => String(r[0]));
    const head = sheet.values.slice(0, top).map((r) => String(r[0]));
    expect(notes[0]).toBe("Notes");
    expect(head.some((n) => /plain/.test(n))).toBe(true);
    expect(head.some((n) => n === "Preset: Club Swiss")).toBe(true);
    expect(notes).toContain("Written at 2026-11-30 14:05");
    expect(notes.some((n) => n.startsWith("BH/C1: Buchholz, the lowest opponent score cut"))).toBe(
      true
    );
    // a blank row separates the table from the notes
    expect(sheet.values[top + sheet.tableRows].every((v) => v === "")).toBe(true);
  });

  test("number formats: each number as every surface prints it (3.5, 6.75, 1230)", () => {
    for (let r = 0; r < body.length; r++) {
      const f = sheet.numberFormats[top + 1 + r];
      for (const c of ["Pts", "SB", "ARO"]) {
        const v = body[r][col(c)] as number;
        const decimals = Number.isInteger(v) ? 0 : String(v).split(".")[1].length;
        expect([c, v, f[col(c)]]).toEqual([c, v, decimals ? `0.${"0".repeat(decimals)}` : "0"]);
      }
      expect(f[col("Name")]).toBe("General");
    }
  });

  test("the crosstable follows the notes: one row per player in ranking order", () => {
    expect(sheet.values[sheet.crosstableRow][0]).toMatch(/^Crosstable/);
    const xh = sheet.values[sheet.crosstableRow + 1];
    expect(xh.slice(0, 3)).toEqual(["Rk", "SNo", "Name"]);
    const ids = sheet.values
      .slice(sheet.crosstableRow + 2, sheet.crosstableRow + 2 + fx.players.length)
      .map((r) => r[1]);
    expect(ids).toEqual(fx.expected.ranking);
  });

  test("a player whose name looks like a formula stays a name", () => {
    const t2 = arena();
    t2.players[0].name = '=HYPERLINK("http://x")';
    t2.players[1].name = "-Chloe";
    const st2 = computeStandings(t2, codes, { rules: "plain" });
    const s2 = standingsSheet(st2, t2, { preset: "x", writtenAt: when });
    const names = s2.values.slice(top + 1, top + s2.tableRows).map((r) => r[col("Name")]);
    expect(names).toContain('\'=HYPERLINK("http://x")');
    expect(names).toContain("'-Chloe");
    // every text cell, the explanations included, carries the prefix
    for (const r of s2.values)
      for (const v of r) if (typeof v === "string" && v !== "") expect(v).toMatch(/^'/);
  });

  test("moving BWG above BH puts Chloe first (seed 001 'also')", () => {
    const moved = ["DE", "BWG", ...codes.filter((c) => c !== "DE" && c !== "BWG")];
    const st3 = computeStandings(t, moved, { rules: "plain" });
    const v = fx.expected.values;
    expect(st3.rows[0].player.id).toBe(2); // fixture "also": Chloe above Ava
    expect(explanations(st3)[1]).toContain(
      `below ${fx.players[1].name} by BWG (${v["1"].BWG} vs ${v["2"].BWG})`
    );
  });
});
