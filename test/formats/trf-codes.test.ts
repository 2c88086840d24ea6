/**
 * The TRF round block's result codes are one table (TRF_CODES in src/formats/trf.ts) that the
 * reader runs (a table of named token rules). The meanings expected here are written
 * from C.04 Annex 2 as summarised in fide-c07.md section 10.1 ("Result codes"), by hand, one
 * line per code: every code with an opponent and with opponent 0000.
 */
import { parseTrf, TRF_CODES, TrfError } from "../../src/formats/trf";
import type { RoundEntry } from "../../src/engine/types";

/** A 001 line: start number, name, then rounds [opponent, colour, result]. */
function line001(id: number, rounds: [number, string, string][]): string {
  let s = `001 ${String(id).padStart(4)}      ${`Player ${id}`.padEnd(33)}${" ".repeat(42)}`;
  for (const [o, c, r] of rounds) s += `  ${o === 0 ? "0000" : String(o).padStart(4)} ${c} ${r}`;
  return s;
}

/** Player 1's round 1 with `code` against player 2, who answers with `answer`. */
function against(code: string, answer: string): RoundEntry {
  const trf = [line001(1, [[2, "w", code]]), line001(2, [[1, "b", answer]])].join("\n");
  return parseTrf(trf).tournament.players[0].rounds[0];
}

/** Player 1's round 1 with `code` and opponent 0000 (player 2 has a bye too). */
function alone(code: string): { entry: RoundEntry; warnings: string[] } {
  const trf = [line001(1, [[0, "-", code]]), line001(2, [[0, "-", "Z"]])].join("\n");
  const r = parseTrf(trf);
  return { entry: r.tournament.players[0].rounds[0], warnings: r.warnings.map((w) => w.message) };
}

function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof TrfError) return e.issues.map((i) => i.message).join(" | ");
    throw e;
  }
  return "no error";
}

// code, the other side's code, the entry against player 2 (C.04 Annex 2 "Result codes")
const WITH_OPPONENT: [string, string, RoundEntry][] = [
  ["1", "0", { kind: "game", opponent: 2, colour: "w", outcome: "win" }],
  ["=", "=", { kind: "game", opponent: 2, colour: "w", outcome: "draw" }],
  ["0", "1", { kind: "game", opponent: 2, colour: "w", outcome: "loss" }],
  ["W", "L", { kind: "game", opponent: 2, colour: "w", outcome: "win", short: true }],
  ["D", "D", { kind: "game", opponent: 2, colour: "w", outcome: "draw", short: true }],
  ["L", "W", { kind: "game", opponent: 2, colour: "w", outcome: "loss", short: true }],
  ["+", "-", { kind: "forfeit", opponent: 2, colour: "w", outcome: "win" }],
  ["-", "+", { kind: "forfeit", opponent: 2, colour: "w", outcome: "loss" }],
  // not in C.04: X (and ?) are the reader's unknown result (the module's comment, "Choices")
  ["X", "X", { kind: "unknown", opponent: 2, colour: "w" }],
  ["?", "?", { kind: "unknown", opponent: 2, colour: "w" }],
  ["x", "x", { kind: "unknown", opponent: 2, colour: "w" }],
];

// code with opponent 0000: the bye (C.04: H half-point, F full-point, U pairing-allocated,
// Z or blank zero-point), or an old notation read with a warning naming it
const WITH_0000: [string, RoundEntry, string | null][] = [
  ["H", { kind: "bye", bye: "hpb" }, null],
  ["F", { kind: "bye", bye: "fpb" }, null],
  ["U", { kind: "bye", bye: "pab" }, null],
  ["Z", { kind: "bye", bye: "zpb" }, null],
  ["h", { kind: "bye", bye: "hpb" }, null],
  [" ", { kind: "bye", bye: "zpb" }, null],
  ["1", { kind: "bye", bye: "pab" }, "pairing-allocated bye (U)"],
  ["+", { kind: "bye", bye: "pab" }, "pairing-allocated bye (U)"],
  ["=", { kind: "bye", bye: "hpb" }, "half-point bye (H)"],
  ["0", { kind: "bye", bye: "zpb" }, "zero-point bye (Z)"],
  ["-", { kind: "bye", bye: "zpb" }, "zero-point bye (Z)"],
];

describe("TRF result codes (TRF_CODES)", () => {
  test.each(WITH_OPPONENT)("%s against an opponent (the other side %s)", (code, answer, want) => {
    expect(against(code, answer)).toEqual(want);
  });

  test.each(WITH_0000)("%s with opponent 0000", (code, want, old) => {
    const r = alone(code);
    expect(r.entry).toEqual(want);
    if (old === null) expect(r.warnings).toEqual([]);
    else
      expect(r.warnings).toEqual([expect.stringContaining(`old bye notation) read as a ${old}`)]);
  });

  test("a bye code with an opponent, and a game code with 0000, are errors naming the column", () => {
    for (const code of ["H", "F", "U", "Z"]) {
      expect(errorOf(() => against(code, code))).toContain(
        `round 1 result '${code}' at column 99 is a bye code but the opponent is 2`
      );
    }
    for (const code of ["W", "D", "L", "X", "?"]) {
      expect(errorOf(() => alone(code))).toContain(
        `round 1 result '${code}' at column 99 needs an opponent, but the opponent is 0000`
      );
    }
  });

  test("a paired round without a result is a game without a result yet, with a warning", () => {
    const trf = [line001(1, [[2, "w", " "]]), line001(2, [[1, "b", " "]])].join("\n");
    const r = parseTrf(trf);
    expect(r.tournament.players[0].rounds[0]).toEqual({
      kind: "unknown",
      opponent: 2,
      colour: "w",
    });
    // the only round has no result: not counted (the standings are after round 0)
    expect(r.warnings).toEqual([
      {
        line: 1,
        kind: "trf:round-not-counted",
        round: 1,
        message:
          "round 1: paired, but no game has a result yet: not counted until one is entered (no round has a result yet)",
      },
    ]);
  });

  test("every code of the table is read, and a character outside it is refused listing them", () => {
    // the table covers C.04's codes (1 = 0 W D L + - H F U Z), X and ? and the blank
    expect(TRF_CODES.map((k) => k.code).sort()).toEqual(
      ["", "+", "-", "0", "1", "=", "?", "D", "F", "H", "L", "U", "W", "X", "Z"].sort()
    );
    expect(errorOf(() => alone("Q"))).toContain(
      "round 1 result 'Q' at column 99: expected one of 1 = 0 + - W D L H F U Z X"
    );
  });
});
