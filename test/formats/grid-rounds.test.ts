/**
 * Round headers as data (src/formats/grid-rounds.ts): every example of every row of
 * ROUND_HEADER_RULES reads as its round through the header classifier the readers use, and a
 * notation unknown today is read once its row is added.
 */
import { classifyHeader, roundNumber } from "../../src/formats/grid-common";
import {
  isFinalRoundHeader,
  ROUND_HEADER_RULES,
  roundOfHeader,
  type RoundHeaderRule,
} from "../../src/formats/grid-rounds";

describe("ROUND_HEADER_RULES", () => {
  for (const rule of ROUND_HEADER_RULES) {
    test(`${rule.name}: its examples`, () => {
      for (const [text, round] of rule.examples) {
        expect([text, roundNumber(text)]).toEqual([text, round]);
        expect([text, classifyHeader(text)]).toEqual([text, { role: "round", round }]);
      }
    });
  }

  test("decorations do not change the round", () => {
    for (const [text, round] of [
      ["Round 3 (final)", 3],
      ["R3*", 3],
      ["R3 †", 3],
      ["Rd 5 [12.05.]", 5],
      ["Round 7 - last", 7],
      ["3rd round (final)", 3],
    ] as const)
      expect([text, roundNumber(text)]).toEqual([text, round]);
  });

  test("headers that are no round stay so", () => {
    for (const text of ["Name", "Game 3", "Rtg", "Pts", "Final", "Total (R1-R3)", "3 pts", "R"])
      expect([text, roundNumber(text)]).toEqual([text, null]);
    // the words of a player column are classified before the round rules
    expect(classifyHeader("No").role).toBe("number");
    expect(classifyHeader("Total").role).toBe("points");
  });

  test("the last round without its number", () => {
    for (const text of ["Final", "final round", "Last round", "Letzte Runde", "Final (R7)"])
      expect([text, isFinalRoundHeader(text)]).toEqual([text, true]);
    expect(isFinalRoundHeader("Final score")).toBe(false);
  });

  test("a notation unknown today is read once its row is added", () => {
    const polish: RoundHeaderRule = {
      name: "Polish runda",
      examples: [["Runda 4", 4]],
      pattern: /^runda\s*(\d{1,3})$/,
    };
    expect(roundOfHeader("Runda 4")).toBeNull();
    expect(roundOfHeader("Runda 4", [...ROUND_HEADER_RULES, polish])).toBe(4);
    expect(roundOfHeader("Round 4", [...ROUND_HEADER_RULES, polish])).toBe(4);
  });
});
