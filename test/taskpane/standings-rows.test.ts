/**
 * The large table's probe rows for its columns' widths (src/taskpane/standings-rows.ts
 * widestRows): the rows of each column's widest texts by the given measure. The widths as laid
 * out are checked in the browser (test/browser/large-table.test.ts).
 */
import { MEASURED_TEXTS, widestRows } from "../../src/taskpane/standings-rows";

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

  test(`only the ${MEASURED_TEXTS} longest texts of a column are measured`, () => {
    const n = MEASURED_TEXTS + 50;
    const measured: string[] = [];
    widestRows(
      n,
      1,
      (r) => "x".repeat(r + 1),
      (s) => {
        measured.push(s);
        return s.length;
      }
    );
    expect(measured.length).toBe(MEASURED_TEXTS);
    expect(Math.min(...measured.map((s) => s.length))).toBe(51);
  });
});
