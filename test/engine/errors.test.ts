/**
 * Errors caused by the input carry a reason and a place; every error class the readers and
 * adapters throw is one of them, with its old constructor.
 */
import {
  CodeError,
  computeStandings,
  defaultPoints,
  isInputError,
  InputError,
  parseCode,
  placeText,
} from "../../src/engine";
import { Q } from "../../src/engine/rational";
import { GridError } from "../../src/formats/grid";
import { TrfError } from "../../src/formats/trf";
import { UsageError } from "../../src/cli/args";
import { FunctionError } from "../../src/functions/cells";
import type { Tournament } from "../../src/engine";

describe("InputError", () => {
  test("the old constructors still work and give a reason and a place", () => {
    const trf = new TrfError([
      { line: 12, message: "bad rating" },
      { line: 14, message: "bad date", reason: "invalid-value" },
    ]);
    expect(isInputError(trf)).toBe(true);
    expect(trf.reason).toBe("syntax");
    expect(trf.place).toEqual({ kind: "line", line: 12 });
    expect(trf.problems.map((p) => p.place)).toEqual([
      { kind: "line", line: 12 },
      { kind: "line", line: 14 },
    ]);
    expect(trf.problems[1].reason).toBe("invalid-value");
    expect(trf.issues).toHaveLength(2);
    expect(trf.message).toBe("line 12: bad rating; line 14: bad date");

    const grid = new GridError([{ cell: "Results!C7", message: "not a result" }]);
    expect(isInputError(grid)).toBe(true);
    expect(grid.place).toEqual({ kind: "cell", cell: "Results!C7" });
    expect(placeText(grid.place)).toBe("Results!C7");

    const code = new CodeError("BHX", "unknown tie-break");
    expect(code.reason).toBe("code");
    expect(code.code).toBe("BHX");
    expect(placeText(code.place)).toBe("tie-break BHX");

    const usage = new UsageError("give a file");
    expect(usage.reason).toBe("usage");
    expect(usage.place.kind).toBe("none");

    const na = new FunctionError("na", "no such player");
    expect(na.reason).toBe("not-found");
    expect(new FunctionError("value", "x").reason).toBe("invalid-value");
    for (const e of [trf, grid, code, usage, na]) expect(e).toBeInstanceOf(InputError);
  });

  test("a defect is not an input error", () => {
    expect(isInputError(new Error("x"))).toBe(false);
    expect(isInputError(new RangeError("x"))).toBe(false);
    expect(isInputError("text")).toBe(false);
    expect(isInputError(null)).toBe(false);
  });

  test("an unknown code is a CodeError naming the code", () => {
    let thrown: unknown;
    try {
      parseCode("NOPE");
    } catch (e) {
      thrown = e;
    }
    expect(isInputError(thrown)).toBe(true);
    expect((thrown as InputError).reason).toBe("code");
  });

  test("exact arithmetic overflow is an input error with reason overflow, not a RangeError", () => {
    const big = Q.int(2 ** 52);
    let thrown: unknown;
    try {
      big.add(big).add(big);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).not.toBeInstanceOf(RangeError);
    expect(isInputError(thrown)).toBe(true);
    expect((thrown as InputError).reason).toBe("overflow");
  });

  const chess: Tournament = {
    points: defaultPoints(),
    meta: {},
    players: [
      {
        id: 1,
        name: "A",
        attrs: {},
        rounds: [{ kind: "game", opponent: 2, outcome: "win" }],
        source: { line: 3 },
      },
      {
        id: 2,
        name: "B",
        attrs: {},
        rounds: [{ kind: "game", opponent: 1, outcome: "loss" }],
        source: { line: 4 },
      },
    ],
  };

  test("MMS on a chess file: not applicable, naming a player's line", () => {
    let thrown: unknown;
    try {
      computeStandings(chess, [parseCode("MMS")]);
    } catch (e) {
      thrown = e;
    }
    expect(isInputError(thrown)).toBe(true);
    const e = thrown as InputError;
    expect(e.reason).toBe("not-applicable");
    expect(e.place).toEqual({ kind: "line", line: 3 });
    expect(e.message).toMatch(/Go ranks/);
  });

  test("given:TP without a TP column: missing, at the code", () => {
    let thrown: unknown;
    try {
      computeStandings(chess, [parseCode("given:TP")]);
    } catch (e) {
      thrown = e;
    }
    expect(isInputError(thrown)).toBe(true);
    const e = thrown as InputError;
    expect(e.reason).toBe("missing");
    expect(e.place).toEqual({ kind: "code", code: "given:TP" });
    expect(e.message).toMatch(/no column "TP"/);
  });
});
