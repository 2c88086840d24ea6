/**
 * The small pieces under the custom functions: the bounded LRU, the options text, and what Excel
 * hands over (blanks, 1x1 matrices, parameter addresses).
 */
import {
  cellOf,
  cellTexts,
  isBlank,
  originOf,
  scalarOf,
  shortMessage,
} from "../../src/functions/cells";
import { Lru } from "../../src/functions/lru";
import { parseOptions } from "../../src/functions/options";
import { FunctionError } from "../../src/functions/cells";
import { Q } from "../../src/engine";

describe("Lru", () => {
  test("keeps at most its capacity, dropping the least recently used", () => {
    const l = new Lru<string, number>(2);
    l.set("a", 1);
    l.set("b", 2);
    expect(l.get("a")).toBe(1); // a is now the most recent
    l.set("c", 3); // drops b
    expect(l.keys()).toEqual(["a", "c"]);
    expect(l.get("b")).toBeUndefined();
    expect(l.size).toBe(2);
  });

  test("getOrCompute computes once per key", () => {
    const l = new Lru<string, number>(3);
    let n = 0;
    const f = (): number => ++n;
    expect(l.getOrCompute("x", f)).toBe(1);
    expect(l.getOrCompute("x", f)).toBe(1);
    expect(l.getOrCompute("y", f)).toBe(2);
    expect(l.getOrCompute("x", f)).toBe(1);
    expect(n).toBe(2);
  });

  test("the most recent entry is not kept after clear or eviction", () => {
    const l = new Lru<string, number>(1);
    l.set("a", 1);
    l.clear();
    expect(l.get("a")).toBeUndefined();
    l.set("a", 1);
    l.set("b", 2);
    expect(l.get("a")).toBeUndefined();
    expect(l.get("b")).toBe(2);
  });

  test("rejects a capacity that is not a positive whole number", () => {
    expect(() => new Lru(0)).toThrow(RangeError);
  });
});

describe("parseOptions", () => {
  test("the keys of the brief, in one cell", () => {
    const o = parseOptions("rules=fide-2024; unrated=1400; type=swiss; rounds=5; de=strict");
    expect(o.engine).toEqual({
      rules: "fide-2024",
      unrated: 1400,
      type: "swiss",
      rounds: 5,
      de: "strict",
    });
  });

  test("spread over cells, keys in any case, other keys go to the engine's extra options", () => {
    const o = parseOptions([
      ["RULES=plain", null],
      [0, "bar=4d\nType=rr"],
    ]);
    expect(o.engine.rules).toBe("plain");
    expect(o.engine.type).toBe("round-robin");
    expect(o.engine.extra).toEqual({ bar: "4d" });
  });

  test("order= and layout= are for the functions, primary= for the engine", () => {
    const o = parseOptions("order=BH/C1, BH, SB; layout=crosstable; primary=MMS");
    expect(o.order).toBe("BH/C1, BH, SB");
    expect(o.layout).toBe("crosstable");
    expect(o.engine.primary).toBe("MMS");
  });

  test("a preset brings its options; keys written out win", () => {
    // the engine's "club" preset says rules=plain
    expect(parseOptions("preset=club").engine.rules).toBe("plain");
    expect(parseOptions("preset=club; rules=fide-2024").engine.rules).toBe("fide-2024");
    expect(parseOptions("rules=fide-2024; preset=club").engine.rules).toBe("fide-2024");
  });

  test("blank and omitted options are no options", () => {
    for (const blank of [null, undefined, 0, "", [[null]], [[0]], [[""]]]) {
      expect(parseOptions(blank).engine).toEqual({});
    }
  });

  test.each([
    ["rules=fide-1999", /rules=fide-1999: expected one of/],
    ["unrated=abc", /unrated=abc: expected a whole number/],
    ["unrated=-5", /unrated=-5/],
    ["rounds=2.5", /rounds=2.5/],
    ["type=knockout", /type=knockout: expected swiss or round-robin/],
    ["de=loose", /de=loose: expected fide or strict/],
    ["layout=list", /layout=list/],
    ["preset=nope", /preset=nope: no such preset \(presets: .*club/],
    ["unrated", /"unrated" is not key=value/],
    ["=5", /"=5" is not key=value/],
  ])("%s is refused with a message", (text, message) => {
    let err: unknown;
    try {
      parseOptions(text);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(FunctionError);
    expect((err as FunctionError).kind).toBe("value");
    expect((err as FunctionError).message).toMatch(/^options: /);
    expect((err as FunctionError).message).toMatch(message);
  });

  test("the cache key tells different options apart", () => {
    expect(parseOptions("rules=plain").key).not.toBe(parseOptions("rules=fide-2024").key);
    expect(parseOptions("rules=plain").key).toBe(parseOptions([["rules=plain"]]).key);
  });
});

describe("cells", () => {
  test("blanks as Excel sends them", () => {
    for (const b of [null, undefined, 0, "", "  "]) expect(isBlank(b)).toBe(true);
    for (const v of [1, "x", false]) expect(isBlank(v)).toBe(false);
  });

  test("cellTexts and scalarOf", () => {
    expect(
      cellTexts([
        ["a", 0],
        [null, " b "],
      ])
    ).toEqual(["a", "b"]);
    expect(scalarOf([[5]])).toBe(5);
    expect(scalarOf(5)).toBe(5);
    expect(scalarOf([[1, 2]])).toEqual([1, 2]);
  });

  test("answers: exact numbers, blanks for undefined values", () => {
    expect(cellOf(Q.of(19, 4))).toBe(4.75);
    expect(cellOf(Q.of(3, 10).add(Q.of(6, 10)))).toBe(0.9); // no 0.8999999999999999
    expect(cellOf(null)).toBe("");
    expect(cellOf(undefined)).toBe("");
    expect(cellOf(Number.NaN)).toBe("");
    expect(cellOf("3=")).toBe("3=");
  });

  test.each([
    ["Sheet1!A1:H31", { sheet: "Sheet1", row: 0, col: 0 }],
    ["'Round results'!$C$7:$K$40", { sheet: "Round results", row: 6, col: 2 }],
    ["[Book1]Results!AB12", { sheet: "Results", row: 11, col: 27 }],
    ["'It''s'!B2", { sheet: "It's", row: 1, col: 1 }],
    ["D4:E5", { row: 3, col: 3 }],
  ])("originOf(%s)", (address, origin) => {
    expect(originOf(address)).toEqual(origin);
  });

  test("originOf of something that is not an A1 address", () => {
    expect(originOf("MyName")).toBeUndefined();
    expect(originOf("")).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });

  test("shortMessage keeps one line and at most 255 characters", () => {
    expect(shortMessage("a\n  b")).toBe("a b");
    const long = shortMessage("x".repeat(400));
    expect(long).toHaveLength(255);
    expect(long.endsWith("\u2026")).toBe(true);
  });
});
