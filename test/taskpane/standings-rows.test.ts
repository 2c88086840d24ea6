/**
 * The large table's probe rows for its columns' widths (src/taskpane/standings-rows.ts
 * widestRows): the rows of each column's widest texts by the given measure, and the measure
 * (charWidths: characters measured once, summed). The widths as laid out are checked in the
 * browser (test/browser/large-table.test.ts).
 */
import { charWidths, widestRows } from "../../src/taskpane/standings-rows";

describe("widestRows", () => {
  // column 0: names; column 1: numbers as printed
  const names = ["Al", "Bartholomew", "Cy", "Wim", "Dee", "Bartholomew"];
  const nums = ["1", "10", "2", "100", "3", "100"];
  const text = (r: number, c: number): string => (c === 0 ? names[r] : nums[r]);

  test("by the measure, not the length: a short wide text beats a long narrow one", () => {
    // a measure where W is ten times as wide as any other letter: "Wim" = 12, "Bartholomew" = 20
    const width = (s: string): number => [...s].reduce((w, ch) => w + (ch === "W" ? 10 : 1), 0);
    expect(widestRows(names.length, 1, text, width, 1)).toEqual([3]);
    // the two widest of each column, a repeated text counted at its first row
    expect(widestRows(names.length, 2, text, width, 2)).toEqual([1, 3]);
  });

  test("empty texts are not measured; an empty table has none", () => {
    expect(
      widestRows(
        3,
        1,
        () => "",
        () => 5
      )
    ).toEqual([]);
    expect(widestRows(0, 3, text, (s) => s.length)).toEqual([]);
  });

  test("every text is weighed: the widest is found however many longer texts come first", () => {
    // 500 long narrow texts, then one short wide one
    const texts = [...Array.from({ length: 500 }, (_, r) => "i".repeat(20 + (r % 7))), "WWW"];
    const width = (s: string): number => [...s].reduce((w, ch) => w + (ch === "W" ? 10 : 1), 0);
    expect(widestRows(texts.length, 1, (r) => texts[r], width, 1)).toEqual([500]);
    // the three widest: "WWW" (30), then the first rows of the two longest i-texts (26, 25)
    expect(widestRows(texts.length, 1, (r) => texts[r], width)).toEqual([5, 6, 500]);
  });
});

describe("charWidths", () => {
  // advances: W 10, i 2, digits by value + 1 ("0" 1 ... "9" 10), anything else 5; bold doubles
  const measured: string[] = [];
  const measure = (ch: string, bold: boolean): number => {
    measured.push(`${ch}${bold ? "!" : ""}`);
    const w = ch === "W" ? 10 : ch === "i" ? 2 : /[0-9]/.test(ch) ? Number(ch) + 1 : 5;
    return bold ? 2 * w : w;
  };
  // column 0 bold (names), column 1 figures (digits alike), column 2 plain text
  const width = charWidths(
    measure,
    (c) => c === 0,
    (c) => c === 1
  );

  test("a text is the sum of its characters, each measured once per weight", () => {
    expect(width("Wii", 2)).toBe(14);
    expect(width("Wii", 0)).toBe(28);
    expect(width("iW", 2)).toBe(12);
    expect(measured).toEqual(["W", "i", "W!", "i!"]);
  });

  test("in a column of figures every digit is as wide as 0", () => {
    // "9" would be 10 as text; as a figure it is "0" (1)
    expect(width("9", 2)).toBe(10);
    expect(width("99.5", 1)).toBe(1 + 1 + 5 + 1);
    expect(width("10.5", 1)).toBe(width("99.0", 1));
  });
});
