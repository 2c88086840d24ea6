/**
 * Words about codes (src/engine/words.ts): a code in words for legends, and "did you mean" for
 * an unknown code, which parseCode puts in its message so that every surface shows it.
 */
import {
  allDefinitions,
  codeWords,
  CodeError,
  lookup,
  parseCode,
  parseOrder,
  suggestCodes as suggestAmong,
} from "../../src/engine";

/** Suggestions among every registered definition, as parseCode makes them. */
const suggestCodes = (text: string): string[] => suggestAmong(text, allDefinitions());

describe("did you mean", () => {
  test.each([
    ["Buchholz Cut 1", "BH/C1"],
    ["buch", "BH/C1"],
    ["BHC1", "BH/C1"],
    ["bh c1", "BH/C1"],
    ["Sonneborn", "SB"],
    ["SBB", "SB"],
    ["aroc1", "ARO/C1"],
    ["Buchholz median", "BH/M1"],
    ["progressive", "PS"],
  ])("%s suggests %s", (text, code) => {
    expect(suggestCodes(text)).toContain(code);
    expect(suggestCodes(text).length).toBeLessThanOrEqual(3);
  });

  test("the exact spellings of the issue come first", () => {
    expect(suggestCodes("Buchholz Cut 1")[0]).toBe("BH/C1");
    expect(suggestCodes("BHC1")[0]).toBe("BH/C1");
  });

  test("nothing close: no suggestion", () => {
    expect(suggestCodes("xyzzy")).toEqual([]);
  });

  test("only the definitions given are suggested", () => {
    // words.ts reads no registry: given Sonneborn-Berger alone, Buchholz is nobody's suggestion
    const sb = lookup("SB")!;
    expect(suggestAmong("Buchholz Cut 1", [sb])).toEqual([]);
    expect(suggestAmong("BHC1", [sb])).toEqual([]);
    // a bare family name also suggests its usual cut
    expect(suggestAmong("Sonneborn", [sb])).toEqual(["SB", "SB/C1"]);
    expect(suggestAmong("SBB", [sb])).toEqual(["SB"]);
  });

  test("parseCode's message and the error carry the suggestions, also inside a list", () => {
    let err: unknown;
    try {
      parseOrder("BH, buch, SB");
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(CodeError);
    expect((err as CodeError).message).toMatch(
      /^tie-break 2 of the list: unknown tie-break "buch"\. Did you mean BH, BH\/C1 or FB\? Valid codes:/
    );
    expect((err as CodeError).suggestions).toEqual(["BH", "BH/C1", "FB"]);
  });
});

describe("codes in words", () => {
  test.each([
    ["BH/C1", "Buchholz, the lowest opponent score cut"],
    ["BH/C2", "Buchholz, the 2 lowest opponent scores cut"],
    ["BH/M1", "Buchholz, the highest and the lowest opponent score cut"],
    ["SB/C1/P", "Sonneborn-Berger, the lowest contribution cut, forfeits counted as games played"],
    ["ARO/U1400", "Average rating of opponents, unrated players counted as 1400"],
    ["KS/L+1", "Koya system, limit moved up by 0.5 points"],
    ["TPN/R", "Tournament pairing number, reversed (the lower ranks higher)"],
    ["given:TP", "Given column TP"],
  ])("%s: %s", (code, words) => {
    expect(codeWords(parseCode(code))).toBe(words);
  });
});
