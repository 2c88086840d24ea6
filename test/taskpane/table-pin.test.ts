/**
 * The pinned columns of the standings table (src/taskpane/table-pin.ts): which columns, their
 * classes, and the few rows their offsets are measured on. The offsets themselves, as laid out,
 * are checked in the browser (test/browser/narrow-pane.test.ts, "Rk + Name stay in view").
 */
import { pinClass, pinnedColumns, probeRows } from "../../src/taskpane/table-pin";

describe("pinned columns", () => {
  test("negative (missing) columns and repeats are dropped, left to right", () => {
    expect(pinnedColumns([3, -1, 0, 3])).toEqual([0, 3]);
    expect(pinnedColumns([-1, -1])).toEqual([]);
    expect(() => pinnedColumns([0, 1, 2, 3, 4])).toThrow(/at most 4 columns/);
  });

  test("classes: pin and the column's place among the pinned ones", () => {
    expect(pinClass([0, 3], 0)).toBe("pin pin-0");
    expect(pinClass([0, 3], 3)).toBe("pin pin-1");
    expect(pinClass([0, 3], 1)).toBe("");
  });
});

describe("probe rows: the widest texts of every pinned column but the last", () => {
  // ranks as the table prints them: shared places "3-5", up to four digits
  const ranks = ["1", "2", "3-5", "3-5", "3-5", "6", "7", "10", "11-12", "11-12", "999", "1000"];
  const text = (r: number, c: number): string => (c === 0 ? ranks[r] : `Player ${r}`);

  test("one row per shape (digits alike), the first row of each", () => {
    // shapes: 0 (row 0), 0-0 (row 2), 00 (row 7), 00-00 (row 8), 000 (row 10), 0000 (row 11)
    expect(probeRows(ranks.length, [0, 2], text)).toEqual([0, 2, 7, 8, 10, 11]);
  });

  test("the last pinned column is not measured; a single pinned column needs no probe", () => {
    expect(probeRows(ranks.length, [0], text)).toEqual([]);
    expect(probeRows(0, [0, 2], text)).toEqual([]);
  });

  test("at most 40 shapes, the longest", () => {
    // 60 rows of different lengths: "x", "xx", ... the 40 longest are rows 20 to 59
    const long = (r: number): string => "x".repeat(r + 1);
    const rows = probeRows(60, [0, 1], (r, c) => (c === 0 ? long(r) : ""));
    expect(rows).toEqual(Array.from({ length: 40 }, (_, k) => k + 20));
  });
});
