/**
 * The crosstable beside the ranking list. Expected cells are read by hand from the TRF lines of
 * examples/club-swiss.trf and test/fixtures/trf/rr4.trf (quoted next to each check).
 */
import * as fs from "fs";
import * as path from "path";
import { computeStandings, type Tournament } from "../../src/engine";
import { crosstable, crosstableText } from "../../src/formats/crosstable";
import { parseTrf } from "../../src/formats/trf";

function load(file: string): Tournament {
  return parseTrf(fs.readFileSync(path.resolve(__dirname, "../..", file), "utf8")).tournament;
}

describe("Swiss crosstable (club-swiss example)", () => {
  const t = load("examples/club-swiss.trf");
  const st = computeStandings(t, ["BH/C1", "BH", "SB", "DE", "WIN"]);
  const x = crosstable(st, t);
  const row = (id: number) => x.rows.find((r) => r[1] === id)!;
  const rounds = (id: number) => row(id).slice(x.header.indexOf("R1"));

  test("header and rows in ranking order", () => {
    expect(x.kind).toBe("swiss");
    expect(x.header).toEqual(["Rk", "SNo", "Name", "Rtg", "Pts", "R1", "R2", "R3", "R4", "R5"]);
    expect(x.rows.map((r) => r[1])).toEqual(st.rows.map((r) => r.player.id));
  });

  test("games as opponent, colour and result; forfeits, byes and absences", () => {
    // 001 1: "7 w 1     2 b =     4 w =     9 b 1     3 w ="
    expect(rounds(1)).toEqual(["7w1", "2b½", "4w½", "9b1", "3w½"]);
    // 001 6: "12 b +     4 b 0    11 w =     5 b =     7 w 0": a forfeit win in round 1
    expect(rounds(6)).toEqual(["12b+", "4b0", "11w½", "5b½", "7w0"]);
    // 001 12: "6 w -     8 b 0    10 b 0  0000 - Z  0000 - Z"
    expect(rounds(12)).toEqual(["6w-", "8b0", "10b0", "0", "0"]);
    // 001 9 round 2: "0000 - H" (half-point bye); 001 5 round 5: "0000 - U" (pairing-allocated bye)
    expect(rounds(9)[1]).toBe("½");
    expect(rounds(5)[4]).toBe("bye");
  });

  test("text: aligned, with the legend", () => {
    const text = crosstableText(x);
    expect(text).toMatch(
      /^Crosstable: Riverside Chess Club Spring Swiss 2026 \(after round 5 of 5\)\n/
    );
    expect(text).toMatch(/Hartley, Owen\s+2184\s+3\.5\s+7w1\s+2b½\s+4w½\s+9b1\s+3w½\n/);
    expect(text).toContain("pairing-allocated bye");
  });

  test("the title says after which round, as the ranking list's header does", () => {
    // standings after round 3 of the 5 rounds (XXR 5): three round columns, "after round 3 of 5"
    const st3 = computeStandings(t, ["BH/C1", "BH", "SB", "DE", "WIN"], { rounds: 3 });
    const x3 = crosstable(st3, t);
    expect(x3.title).toBe(
      "Crosstable: Riverside Chess Club Spring Swiss 2026 (after round 3 of 5)"
    );
    expect(x3.header.slice(-3)).toEqual(["R1", "R2", "R3"]);
  });
});

describe("round-robin crosstable (rr4)", () => {
  const t = load("test/fixtures/trf/rr4.trf");
  const st = computeStandings(t, ["DE", "WIN", "SB"]);
  const x = crosstable(st, t);

  test("N x N in ranking order, columns headed by start number, x on the diagonal", () => {
    expect(x.kind).toBe("round-robin");
    const order = st.rows.map((r) => r.player.id);
    expect(x.header).toEqual(["Rk", "SNo", "Name", "Rtg", ...order.map(String), "Pts"]);
    const cell = (row: number, col: number): string | number => {
      const r = x.rows.find((q) => q[1] === row)!;
      return r[x.header.indexOf(String(col))];
    };
    // 001 1: "4 w 1     2 w 0     3 b 1"
    expect([cell(1, 4), cell(1, 2), cell(1, 3), cell(1, 1)]).toEqual(["1", "0", "1", "x"]);
    // 001 3: "2 b =     4 b +     1 w 0"; 001 4: "1 b 0     3 w -     2 b ="
    expect([cell(3, 2), cell(3, 4), cell(3, 1)]).toEqual(["½", "+", "0"]);
    expect([cell(4, 3), cell(4, 2)]).toEqual(["-", "½"]);
    // points last: P1 1 + 0 + 1 = 2
    const p1 = x.rows.find((q) => q[1] === 1)!;
    expect(p1[p1.length - 1]).toBe(2);
  });
});
