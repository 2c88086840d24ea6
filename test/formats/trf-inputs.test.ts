/**
 * TRF inputs from real programs and damaged ones: a double loss, points records
 * too large for exact arithmetic. Files are built here, column by column as in C.04 Annex 2.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { run } from "../../src/cli/main";
import { computeStandings, computeValues, isPlayed, Q } from "../../src/engine";
import { parseTrf, TrfError } from "../../src/formats/trf";

/** A 001 line: start number, name, points, then rounds [opponent, colour, result]. */
function line001(
  id: number,
  name: string,
  points: string,
  rounds: [number, string, string][]
): string {
  let s = `001 ${String(id).padStart(4)}      ${name.padEnd(33)}${" ".repeat(33)}${points.padStart(4)}    0`;
  for (const [o, c, r] of rounds) s += `  ${o === 0 ? "0000" : String(o).padStart(4)} ${c} ${r}`;
  return s;
}

/** Four players, two rounds; in round 1 players 1 and 2 both lost (0-0). */
function doubleLossTrf(header = ""): string {
  return [
    "012 Double loss",
    ...(header ? [header] : []),
    line001(1, "One", "1.0", [
      [2, "w", "0"],
      [3, "b", "1"],
    ]),
    line001(2, "Two", "1.0", [
      [1, "b", "0"],
      [4, "w", "1"],
    ]),
    line001(3, "Three", "1.0", [
      [4, "w", "1"],
      [1, "w", "0"],
    ]),
    line001(4, "Four", "0.0", [
      [3, "b", "0"],
      [2, "b", "0"],
    ]),
  ].join("\n");
}

describe("double loss", () => {
  test("w 0 against b 0 is a played game lost by both", () => {
    const { tournament: t, warnings } = parseTrf(doubleLossTrf());
    expect(warnings).toEqual([]);
    const one = t.players[0];
    const two = t.players[1];
    expect(one.rounds[0]).toEqual({ kind: "game", opponent: 2, colour: "w", outcome: "loss" });
    expect(two.rounds[0]).toEqual({ kind: "game", opponent: 1, colour: "b", outcome: "loss" });
    expect(isPlayed(one.rounds[0])).toBe(true);
    // counts as a game for both: BPG (games played with black, C.07) counts player 2's round 1
    // (hand count: 1 black in round 2; 2 black in round 1; 3 white twice; 4 black twice)
    const black = computeValues(t, "BPG").values.map((v) => (v as Q).toNumber());
    expect(black).toEqual([1, 1, 0, 2]);
    const pts = computeStandings(t, []).rows.map((r) => [r.player.id, r.points.toNumber()]);
    expect(pts.sort((a, b) => a[0] - b[0])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 0],
    ]);
  });

  test("a short double loss (L against L) too; a win against a win is still refused", () => {
    const lAgainstL = doubleLossTrf()
      .replace("   2 w 0", "   2 w L")
      .replace("   1 b 0", "   1 b L");
    expect(parseTrf(lAgainstL).tournament.players[0].rounds[0]).toMatchObject({
      outcome: "loss",
      short: true,
    });
    const bad = doubleLossTrf().replace("   2 w 0", "   2 w 1").replace("   1 b 0", "   1 b 1");
    expect(() => parseTrf(bad)).toThrow(TrfError);
  });
});

describe("numbers that overflow exact arithmetic", () => {
  test("162 W 99999999999999999999.0 is an error at its line, reason overflow", () => {
    let thrown: unknown;
    try {
      parseTrf(doubleLossTrf("162  W 99999999999999999999.0    D 0.5"));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(TrfError);
    const e = thrown as TrfError;
    expect(e.reason).toBe("overflow");
    expect(e.place).toEqual({ kind: "line", line: 2 });
    expect(e.issues[0].message).toMatch(/points system \(162\): W "99999999999999999999.0"/);
  });

  test("XXS and BBW values too large, and a value of 12 digits beyond 9999", () => {
    for (const header of ["XXS W=1e400", "XXS W=123456789012", "BBW  12345678901234567890"]) {
      let thrown: unknown;
      try {
        parseTrf(doubleLossTrf(header));
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(TrfError);
      expect((thrown as TrfError).issues[0].line).toBe(2);
    }
  });

  test("CLI: exit 2 naming the line, not an internal error", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-ovf-"));
    try {
      fs.writeFileSync(path.join(dir, "big.trf"), doubleLossTrf("162  W 99999999999999999999.0"));
      let err = "";
      const code = await run(["standings", "big.trf"], {
        stdout: () => undefined,
        stderr: (s) => void (err += s),
        cwd: dir,
      });
      expect(code).toBe(2);
      expect(err).toMatch(/^tiebreaks: big\.trf:2: points system \(162\)/);
      expect(err).not.toMatch(/internal error/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
