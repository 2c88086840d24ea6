/**
 * The standings sheet content: seed 001 (arena-swiss-5) under plain rules with the fixture's
 * order, the explanation of each tied pair, the note block, number formats, and names that look
 * like formulas.
 */
import { computeStandings, type Tournament } from "../../src/engine";
import { asText, columnName, formatFor, toBlock, TEXT_FORMAT } from "../../src/taskpane/blocks";
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
  test("text that Excel would read as a formula gets the quote prefix", () => {
    expect(asText("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(asText("+1")).toBe("'+1");
    expect(asText("-Ann")).toBe("'-Ann");
    expect(asText("@x")).toBe("'@x");
    expect(asText("\tx")).toBe("'\tx");
    expect(asText("Ann-Marie")).toBe("Ann-Marie");
  });

  test("number formats show every value of a column exactly", () => {
    expect(formatFor([1, 2, 3])).toBe("0");
    expect(formatFor([3.5, 2])).toBe("0.0");
    expect(formatFor([6.75, 4.5])).toBe("0.0#");
    expect(formatFor([])).toBe("0");
  });

  test("a block marks text cells @ and keeps numbers numbers", () => {
    const b = toBlock(
      ["Name", "Pts"],
      [
        ["-Ann", 2.5],
        ["Bob", ""],
      ]
    );
    expect(b.values).toEqual([
      ["Name", "Pts"],
      ["'-Ann", 2.5],
      ["Bob", ""],
    ]);
    expect(b.numberFormats).toEqual([
      [TEXT_FORMAT, TEXT_FORMAT],
      [TEXT_FORMAT, "0.0"],
      [TEXT_FORMAT, "General"],
    ]);
  });

  test("column names", () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(["A", "Z", "AA", "AB", "ZZ", "AAA"]);
  });
});

describe("standings sheet for seed 001", () => {
  const t = arena();
  const st = computeStandings(t, codes, { rules: "plain" });
  const sheet = standingsSheet(st, t, { preset: "Club Swiss", writtenAt: when });
  const header = sheet.values[0] as string[];
  const col = (name: string): number => header.indexOf(name);
  const byName = (name: string): (string | number)[] =>
    sheet.values.slice(1, sheet.tableRows).find((r) => r[col("Name")] === name)!;

  test("the ranking is the fixture's", () => {
    const ids = sheet.values.slice(1, sheet.tableRows).map((r) => r[col("No")]);
    expect(ids).toEqual(fx.expected.ranking);
  });

  test("one column per tie-break with the code as header, then Decided by and the explanation", () => {
    for (const c of codes) expect(header).toContain(c);
    expect(header.slice(-2)).toEqual(["Decided by", EXPLANATION_HEADER]);
    expect(sheet.tableCols).toBe(header.length);
  });

  test("values match the fixture", () => {
    for (const p of fx.players) {
      const row = byName(p.name);
      for (const c of codes)
        expect([p.name, c, row[col(c)]]).toEqual([p.name, c, fx.expected.values[p.id][c]]);
      expect(row[col("Points")]).toBe(fx.expected.values[p.id].PTS);
    }
  });

  test("each pair tied on points says which tie-break separated it, with both values", () => {
    const why = explanations(st);
    const rows = st.rows;
    for (let j = 1; j < rows.length; j++) {
      const above = fx.expected.values[rows[j - 1].player.id];
      const me = fx.expected.values[rows[j].player.id];
      if (above.PTS !== me.PTS) {
        expect(why[j]).toBe("");
        continue;
      }
      // the first code of the order on which the two differ
      const sep = codes.find((c) => above[c] !== me[c])!;
      expect(why[j]).toBe(
        `Tied on points with ${rows[j - 1].player.name}; ${sep} ${above[sep]} vs ${me[sep]}`
      );
      expect(sheet.values[j + 1][col(EXPLANATION_HEADER)]).toBe(why[j]);
    }
  });

  test("the note block gives rules, preset, order and the time written", () => {
    const notes = sheet.values.slice(sheet.notesRow).map((r) => String(r[0]));
    expect(notes[0]).toBe("Notes");
    expect(notes.some((n) => /plain/.test(n))).toBe(true);
    expect(notes.some((n) => n === "Preset: Club Swiss")).toBe(true);
    expect(notes.some((n) => n.includes(["PTS", ...codes].join(", ")))).toBe(true);
    expect(notes.some((n) => /written/i.test(n))).toBe(true);
    // a blank row separates the table from the notes
    expect(sheet.values[sheet.tableRows].every((v) => v === "")).toBe(true);
  });

  test("number formats: points and Buchholz with one decimal, SB with up to two, ARO whole", () => {
    const f = sheet.numberFormats[1];
    expect(f[col("Points")]).toBe("0.0");
    expect(f[col("SB")]).toBe("0.0#"); // 6.75 and 4.75 need two decimals
    expect(f[col("ARO")]).toBe("0");
    expect(f[col("Name")]).toBe(TEXT_FORMAT);
  });

  test("a player whose name looks like a formula stays a name", () => {
    const t2 = arena();
    t2.players[0].name = '=HYPERLINK("http://x")';
    t2.players[1].name = "-Chloe";
    const st2 = computeStandings(t2, codes, { rules: "plain" });
    const s2 = standingsSheet(st2, t2, { preset: "x", writtenAt: when });
    const names = s2.values.slice(1, s2.tableRows).map((r) => r[col("Name")]);
    expect(names).toContain('\'=HYPERLINK("http://x")');
    expect(names).toContain("'-Chloe");
    // the explanation mentioning the name is text too (it starts with "Tied", not the name)
    for (const r of s2.values)
      for (const v of r) if (typeof v === "string") expect(v).not.toMatch(/^[=+\-@]/);
  });

  test("moving BWG above BH puts Chloe first (seed 001 'also')", () => {
    const moved = ["DE", "BWG", ...codes.filter((c) => c !== "DE" && c !== "BWG")];
    const st3 = computeStandings(t, moved, { rules: "plain" });
    const v = fx.expected.values;
    expect(st3.rows[0].player.id).toBe(2); // fixture "also": Chloe above Ava
    expect(explanations(st3)[1]).toBe(
      `Tied on points with ${fx.players[1].name}; BWG ${v["2"].BWG} vs ${v["1"].BWG}`
    );
  });
});
