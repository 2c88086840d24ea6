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
  // 40 under Hort: Cole 30 + 25 = 55, Brennan 20 + 25 = 45.
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

  test("JSON in the documented shape", () => {
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

describe("non-cash prizes and the notes", () => {
  // 1st 100 and a Trophy; Cole 5, Brennan 3: Cole takes both (independent), or (exclusive) the
  // trophy goes to Brennan, the best placed without cash.
  const rk = ranking([
    ["Cole", 5],
    ["Brennan", 3],
  ]);
  const list = readPrizeCells([
    ["1st", 100],
    ["Winner's cup", "Trophy"],
  ]);

  test("the Amount cell says what it is, nothing paid; JSON has noncash", () => {
    const r = computePrizes(rk, list);
    const t = prizeTable(r);
    expect(t.rows.map((row) => row.slice(0, 8))).toEqual([
      ["1st", "", 100, 1, 1, "Cole", 5, 100],
      ["Winner's cup", "", "Trophy", 1, 1, "Cole", 5, ""],
    ]);
    expect(t.notes).toContain("Fund 100, paid 100");
    expect(
      t.notes.some((n) => /^Non-cash prizes are never shared.*\[trophies=independent\]\.$/.test(n))
    ).toBe(true);
    expect(t.notes).toContain(
      "Prizes of equal value: the place prize first (US Chess 32B4) [priority=place]. One cash prize per player."
    );
    expect(prizeJson(r)).toMatchObject({
      prizes: [
        { prize: "1st", amount: 100, awarded: [{ start: 1, amount: 100 }] },
        { prize: "Winner's cup", amount: 0, noncash: "Trophy", awarded: [{ start: 1, amount: 0 }] },
      ],
      players: [{ start: 1, total: 100, prizes: ["1st", "Winner's cup"] }],
    });
    expect(prizeText(r)).toMatch(
      /Winner's cup\s+Trophy\s+1\s+1\s+Cole\s+5\s+Winner's cup \(place 1\)/
    );
  });

  test("exclusive: to the best placed without cash, and the notes say so", () => {
    const r = computePrizes(rk, list, { trophies: "exclusive" });
    expect(prizeTable(r).rows[1].slice(0, 6)).toEqual([
      "Winner's cup",
      "",
      "Trophy",
      2,
      2,
      "Brennan",
    ]);
    expect(
      prizeTable(r).notes.some((n) =>
        /only players without a cash prize|\[trophies=exclusive\]/.test(n)
      )
    ).toBe(true);
  });
});
