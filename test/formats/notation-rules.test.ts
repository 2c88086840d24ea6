/**
 * Adding a notation is one table row: each cell reader
 * runs the table it is given (by default its module's: SWISS_RULES, GAME_RESULT_RULES,
 * CROSS_RULES), so a notation the readers do not know today is read once one row is added, and
 * the other notations keep their meaning. The new rows here are made up for the test (a German
 * "k" for kampflos, i.e. forfeit; "½k" stays refused since a forfeit has no draw): their meaning
 * is what the row says, and the expected entries are written by hand from it.
 */
import { defaultPoints } from "../../src/engine/types";
import {
  CROSS_ACCEPTED,
  CROSS_RULES,
  parseCrossCell,
  type CrossRule,
} from "../../src/formats/grid-crosstable";
import { GAME_RESULT_RULES, parseGameResult, type ResultRule } from "../../src/formats/grid-games";
import {
  parseSwissCell,
  SWISS_ACCEPTED,
  SWISS_RULES,
  type SwissRule,
} from "../../src/formats/grid-swiss";

const ps = defaultPoints();

describe("crosstable cells (CROSS_RULES)", () => {
  const kampflos: CrossRule = {
    name: "forfeit written with k (kampflos)",
    examples: "1k, 0k",
    pattern: /^([10])k$/i,
    read: (m) => ({ kind: "forfeit", opponent: 0, outcome: m[1] === "1" ? "win" : "loss" }),
  };
  const rules = [...CROSS_RULES, kampflos];

  test("a notation unknown today is refused, and read once its row is added", () => {
    expect(parseCrossCell("1k", ps)).toEqual({ t: "bad" });
    expect(parseCrossCell("1k", ps, rules)).toEqual({
      t: "results",
      halves: [{ kind: "forfeit", opponent: 0, outcome: "win" }],
    });
    // the colour around a symbol is read before the rules, for the new row as for the others
    expect(parseCrossCell("b0K", ps, rules)).toEqual({
      t: "results",
      halves: [{ kind: "forfeit", opponent: 0, outcome: "loss", colour: "b" }],
    });
    // two games in one cell (a double round robin) are split before the rules too
    expect(parseCrossCell("1k ½", ps, rules)).toEqual({
      t: "results",
      halves: [
        { kind: "forfeit", opponent: 0, outcome: "win" },
        { kind: "game", opponent: 0, outcome: "draw" },
      ],
    });
    expect(parseCrossCell("½k", ps, rules)).toEqual({ t: "bad" });
  });

  test("the existing notations keep their meaning with the row added", () => {
    for (const [cell, half] of [
      ["1", { kind: "game", opponent: 0, outcome: "win" }],
      ["=", { kind: "game", opponent: 0, outcome: "draw" }],
      ["w0", { kind: "game", opponent: 0, outcome: "loss", colour: "w" }],
      ["+", { kind: "forfeit", opponent: 0, outcome: "win" }],
      ["0ff", { kind: "forfeit", opponent: 0, outcome: "loss" }],
      ["?", { kind: "unknown", opponent: 0 }],
    ] as const) {
      expect(parseCrossCell(cell, ps, rules)).toEqual({ t: "results", halves: [half] });
    }
  });

  test("the accepted list of the error messages is made from the table", () => {
    for (const r of CROSS_RULES) expect(CROSS_ACCEPTED).toContain(`${r.examples} (${r.name})`);
  });
});

describe("Swiss round cells (SWISS_RULES)", () => {
  const kampflos: SwissRule = {
    name: "opponent and a forfeit written with k (kampflos)",
    examples: '"12k1", "12k0"',
    read: (c) => {
      const m = /^(\d+)k([10])$/.exec(c.lower);
      if (!m) return null;
      const outcome = m[2] === "1" ? "win" : "loss";
      return {
        t: "entry",
        entry: { kind: "forfeit", opponent: Number(m[1]), outcome },
        notation: "trf",
      };
    },
  };
  // first, so that it is tried before the others (the table's order decides)
  const rules = [kampflos, ...SWISS_RULES];

  test("a notation unknown today is refused, and read once its row is added", () => {
    expect(parseSwissCell("12k1", ps, false).t).toBe("bad");
    expect(parseSwissCell("12K1", ps, false, rules)).toEqual({
      t: "entry",
      entry: { kind: "forfeit", opponent: 12, outcome: "win" },
      notation: "trf",
    });
  });

  test("the existing notations keep their meaning with the row added", () => {
    expect(parseSwissCell("12w1", ps, false, rules)).toEqual({
      t: "entry",
      entry: { kind: "game", opponent: 12, outcome: "win", colour: "w" },
      notation: "trf",
    });
    expect(parseSwissCell("H", ps, false, rules)).toEqual({
      t: "entry",
      entry: { kind: "bye", bye: "hpb" },
      notation: "bye",
    });
    expect(parseSwissCell("-1", ps, false, rules)).toEqual({ t: "minus1" });
  });

  test("the accepted list is made from the table's examples", () => {
    for (const r of SWISS_RULES.filter((x) => x.examples))
      expect(SWISS_ACCEPTED).toContain(`${r.name} (${r.examples})`);
  });
});

describe("games list results (GAME_RESULT_RULES)", () => {
  const kampflos: ResultRule = {
    name: '"1:0k" (kampflos)',
    read: (s) => {
      if (s !== "1-0k" && s !== "0-1k") return null;
      const white = s === "1-0k" ? "win" : "loss";
      const black = s === "1-0k" ? "loss" : "win";
      return {
        t: "pair",
        white: { kind: "forfeit", opponent: 0, outcome: white },
        black: { kind: "forfeit", opponent: 0, outcome: black },
        unusual: false,
      };
    },
  };
  const rules = [kampflos, ...GAME_RESULT_RULES];

  test("a notation unknown today is refused, and read once its row is added", () => {
    expect(parseGameResult("0-1k", ps).t).toBe("bad");
    expect(parseGameResult("0 - 1k", ps, rules)).toEqual({
      t: "pair",
      white: { kind: "forfeit", opponent: 0, outcome: "loss" },
      black: { kind: "forfeit", opponent: 0, outcome: "win" },
      unusual: false,
    });
    // and "1-0" is still a played game won by White
    expect(parseGameResult("1-0", ps, rules)).toMatchObject({
      t: "pair",
      white: { kind: "game", outcome: "win" },
      black: { kind: "game", outcome: "loss" },
    });
  });
});
