/**
 * Writing the prize list (table, JSON, text, HTML).
 * Expected values are written by hand from the input shown in each test.
 */
import { Q, type Player } from "../../src/engine";
import { computePrizes, type PrizeRanking } from "../../src/engine/prizes";
import { readPrizeCells } from "../../src/formats/prize-list";
import { prizeHtml, prizeJson, prizeTable, prizeText } from "../../src/formats/prize-table";

function ranking(names: [string, number][]): PrizeRanking {
  return {
    rows: names.map(([name, pts], i) => {
      const player: Player = { id: i + 1, name, attrs: {}, rounds: [] };
      return {
        index: i,
        player,
        rank: i + 1,
        tied: false,
        points: Q.fromNumber(pts),
        primary: Q.fromNumber(pts),
      };
    }),
  };
}

describe("writing the prize list", () => {
  // Cole (start 1) and Brennan (start 2) tied on 5 points, Cole ahead by tie-break; 2nd 60, 3rd
  // 40 under Hort: Cole 30 + 25 = 55, Brennan 20 + 25 = 45 (the example).
  const rk = ranking([
    ["Cole", 5],
    ["Brennan", 5],
    ["Ames", 3],
  ]);
  const list = readPrizeCells([
    ["2nd", 60],
    ["3rd", 40],
  ]);
  const r = computePrizes(rk, list, { split: "hort" });

  test("JSON in the issue's shape", () => {
    expect(prizeJson(r)).toEqual({
      split: "hort",
      prizes: [
        { prize: "2nd", amount: 60, category: null, awarded: [{ start: 1, amount: 55 }] },
        { prize: "3rd", amount: 40, category: null, awarded: [{ start: 2, amount: 45 }] },
      ],
      players: [
        { start: 1, name: "Cole", total: 55, prizes: ["2nd"] },
        { start: 2, name: "Brennan", total: 45, prizes: ["3rd"] },
      ],
      unawarded: [],
    });
  });

  test("table rows and notes", () => {
    const t = prizeTable(r);
    expect(t.header).toEqual([
      "Prize",
      "Category",
      "Amount",
      "Place",
      "No",
      "Name",
      "Points",
      "Paid",
      "Why",
    ]);
    expect(t.rows[0]).toEqual([
      "2nd",
      "",
      60,
      1,
      1,
      "Cole",
      5,
      55,
      "shared 2nd-3rd with Brennan; Hort: 30 by tie-break + 25 shared",
    ]);
    expect(t.notes).toContain("Fund 100, paid 100");
  });

  test("text and HTML; names are escaped in HTML", () => {
    const txt = prizeText(r);
    expect(txt).toMatch(/^Prize\s+Category\s+Amount/);
    expect(txt).toMatch(/2nd\s+60\s+1\s+1\s+Cole\s+5\s+55\s+shared 2nd-3rd/);
    const hostile = computePrizes(ranking([["<script>x</script>", 1]]), list, {
      split: "tiebreak",
    });
    const html = prizeHtml(hostile);
    expect(html).not.toContain("<script>x");
    expect(html).toContain("&#60;script&#62;x");
  });
});
