/**
 * The benchmarks' event generator (bench/generate.ts): with colours "balanced" every game still
 * has one white and one black, the first round is paired as by position (later rounds differ:
 * the results depend on who has white), and no player's colour difference (whites minus blacks
 * in played games) reaches 9, where FIDE's checker TieBreakServer stops with an IndexError
 * (bench/cli.bench.ts colourDifferenceNote). By position, player 762 of the CLI benchmark's
 * 3,000 x 11 event reaches +9 in round 10: the player and round where the checker stopped
 * (its compute_score, with pf = 9, seen with a traceback).
 */
import type { RoundEntry, Tournament } from "../../src/engine";
import { generateSwiss } from "../../bench/generate";
import { colourDifferenceNote } from "../../bench/cli.bench";

function maxDifference(t: Tournament): number {
  let worst = 0;
  for (const p of t.players) {
    let d = 0;
    for (const e of p.rounds) {
      if (e?.kind !== "game") continue;
      d += e.colour === "w" ? 1 : -1;
      worst = Math.max(worst, Math.abs(d));
    }
  }
  return worst;
}

/** A round without its colour: what the pairing and the result type were. */
function shape(e: RoundEntry | undefined): string {
  if (!e) return "none";
  if (e.kind === "bye") return `bye ${e.bye} ${e.reason ?? ""}`;
  return `${e.kind} ${e.opponent}`;
}

describe("generateSwiss colours", () => {
  test("balanced: one white and one black per game, round 1 as by position, difference under 9", () => {
    const o = { players: 301, rounds: 11, seed: 7 };
    const byPosition = generateSwiss(o);
    const balanced = generateSwiss({ ...o, colours: "balanced" });
    expect(balanced.players.map((p) => shape(p.rounds[0]))).toEqual(
      byPosition.players.map((p) => shape(p.rounds[0]))
    );
    // each game has one white and one black
    for (const p of balanced.players)
      p.rounds.forEach((e, r) => {
        if (e?.kind !== "game" && e?.kind !== "forfeit") return;
        const other = balanced.players[e.opponent - 1].rounds[r];
        expect(other?.kind === e.kind && other.colour !== e.colour).toBe(true);
      });
    expect(maxDifference(balanced)).toBeLessThanOrEqual(4);
    expect(colourDifferenceNote(balanced)).toBeNull();
  });

  test("by position, the CLI benchmark's event has a player at +9, and the note names him", () => {
    const t = generateSwiss({ players: 3000, rounds: 11, seed: 3000 });
    expect(maxDifference(t)).toBeGreaterThanOrEqual(9);
    // player 762: white in rounds 1-4 and 6-10 (round 5 a zero-point bye)
    const p762 = t.players[761].rounds.slice(0, 10);
    expect(p762.map((e) => (e?.kind === "game" ? e.colour : "-")).join("")).toBe("wwww-wwwww");
    expect(colourDifferenceNote(t)).toMatch(
      /^player \d+ reaches a colour difference of (\+(9|1\d)|-1\d) .*raises IndexError/
    );
    expect(
      colourDifferenceNote(
        generateSwiss({ players: 3000, rounds: 11, seed: 3000, colours: "balanced" })
      )
    ).toBeNull();
  });
});
