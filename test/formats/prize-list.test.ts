/**
 * Reading prize lists (cells, CSV, JSON). Expected values are written by hand from the input
 * shown in each test.
 */
import { isInputError, Q } from "../../src/engine";
import { PrizeError } from "../../src/engine/prizes";
import { readCsv } from "../../src/formats/csv";
import { amountOf, readPrizeCells, readPrizeJson } from "../../src/formats/prize-list";

function errorOf(f: () => unknown): PrizeError {
  try {
    f();
  } catch (e) {
    if (e instanceof PrizeError) return e;
    throw e;
  }
  throw new Error("no error");
}

describe("reading a prize list from cells", () => {
  test("with a header row, any column order; blank rows skipped", () => {
    const list = readPrizeCells(
      [
        ["Category", "Prize", "Amount"],
        ["", "1st", 100],
        [null, null, null],
        ["Rtg<1800", "Best U1800", "€30.50"],
      ],
      { origin: { sheet: "Prizes", row: 0, col: 0 } }
    );
    expect(list.map((p) => [p.name, p.amount.toString(), p.category])).toEqual([
      ["1st", "100", null],
      ["Best U1800", "30.5", "Rtg<1800"],
    ]);
    expect(list[1].place).toEqual({ kind: "cell", cell: "Prizes!B4" });
  });

  test("without a header: name, amount, category", () => {
    const list = readPrizeCells([
      ["1st", 100],
      ["2nd", "1,200.50"],
      ["Best junior", 25, "Born>=2008"],
    ]);
    expect(list.map((p) => [p.name, p.amount.toString(), p.category])).toEqual([
      ["1st", "100", null],
      ["2nd", "1200.5", null],
      ["Best junior", "25", "Born>=2008"],
    ]);
  });

  test("a prize that is not money: a word in the amount cell, or 0", () => {
    const list = readPrizeCells([
      ["Prize", "Amount", "Category"],
      ["1st", 100, ""],
      ["Winner", "Trophy", ""],
      ["Best girl", "Gold medal", "Sex=f"],
      ["Jugend", "Pokal", "U18"],
      ["Book", 0, ""],
    ]);
    expect(list.map((p) => [p.name, p.amount.toString(), p.nonCash ?? null])).toEqual([
      ["1st", "100", null],
      ["Winner", "0", "Trophy"],
      ["Best girl", "0", "Gold medal"],
      ["Jugend", "0", "Pokal"],
      // an amount of 0 is read as money here; the engine takes it as a prize in kind
      ["Book", "0", null],
    ]);
    // a word that names no prize in kind, or one with a digit, stays an error at its cell
    for (const bad of ["a lot", "Trophy 2", "€ Cup"]) {
      const e = errorOf(() => readPrizeCells([["1st", bad]]));
      expect(e.issues[0].message).toMatch(/is not a sum of money .* or a non-cash prize/);
    }
  });

  test("amounts in the usual notations", () => {
    expect(amountOf("$60")?.toString()).toBe("60");
    expect(amountOf("60,50")?.toString()).toBe("60.5");
    expect(amountOf("1.200,50")?.toString()).toBe("1200.5");
    expect(amountOf("1 200")?.toString()).toBe("1200");
    expect(amountOf("12.5 EUR")?.toString()).toBe("12.5");
    expect(amountOf(0.1)?.eq(Q.of(1, 10))).toBe(true);
    expect(amountOf("ten")).toBeNull();
    expect(amountOf("-5")).toBeNull();
  });

  test("a bad amount or a missing one is an error at its cell, every one listed", () => {
    const e = errorOf(() =>
      readPrizeCells(
        [
          ["Prize", "Amount"],
          ["1st", "lots"],
          ["2nd", ""],
        ],
        { origin: { sheet: "Prizes", row: 4, col: 2 } }
      )
    );
    expect(isInputError(e)).toBe(true);
    expect(e.issues.map((i) => [i.where, i.message])).toEqual([
      [
        "Prizes!D6",
        'amount "lots" is not a sum of money (e.g. 60, 12.50, €1,200) or a non-cash prize such as Trophy or Medal',
      ],
      ["Prizes!D7", 'prize "2nd" has no amount'],
    ]);
  });

  test("an empty range is an error", () => {
    expect(() => readPrizeCells([[null, ""]])).toThrow(/the prize list is empty/);
    expect(() => readPrizeCells([["Prize", "Amount"]])).toThrow(/no prize below the header row/);
  });

  test("a CSV file through the CSV reader", () => {
    const list = readPrizeCells(
      readCsv("Prize;Amount;Category\r\n1st;100;\r\nBest girl;20;Sex=f\r\n")
    );
    expect(list.map((p) => [p.name, p.amount.toNumber(), p.category])).toEqual([
      ["1st", 100, null],
      ["Best girl", 20, "Sex=f"],
    ]);
  });
});

describe("reading JSON", () => {
  test("a list, or the command line's own output", () => {
    const a = readPrizeJson(
      '[{"prize": "1st", "amount": 100, "category": null}, {"name": "U1800", "amount": "30", "category": "Rtg<1800"}]'
    );
    expect(a.map((p) => [p.name, p.amount.toNumber(), p.category])).toEqual([
      ["1st", 100, null],
      ["U1800", 30, "Rtg<1800"],
    ]);
    const b = readPrizeJson(
      '{"split": "hort", "prizes": [{"prize": "2nd", "amount": 60, "category": null, "awarded": []}]}'
    );
    expect(b.map((p) => p.name)).toEqual(["2nd"]);
    // a prize in kind: a word as the amount, or the command line's "noncash" (any text)
    const c = readPrizeJson(
      '[{"prize": "Cup", "amount": "Trophy"}, {"prize": "Set", "amount": 0, "noncash": "Chess set"}]'
    );
    expect(c.map((p) => [p.name, p.amount.toNumber(), p.nonCash])).toEqual([
      ["Cup", 0, "Trophy"],
      ["Set", 0, "Chess set"],
    ]);
  });

  test("errors name the item", () => {
    expect(() => readPrizeJson("{", "prizes.json")).toThrow(/^prizes.json: not JSON/);
    expect(() => readPrizeJson('[{"prize": "1st", "amount": -1}]', "p.json")).toThrow(
      /^p.json prize 1: amount -1 is not a sum of money/
    );
    expect(() => readPrizeJson('{"x": 1}')).toThrow(/expected a list of prizes/);
  });
});
