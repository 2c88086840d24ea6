/**
 * A crosstable never takes its rounds from the row positions. Rounds come from
 * the FIDE Berger tables (C.05 Annex 1) by start number; round-dependent codes warn that the
 * rounds are assumed; a crosstable of more than 999 players stays a crosstable; permuting the
 * rows of any crosstable changes no value (fast-check).
 */
import fc from "fast-check";
import { computeStandings, computeValues, type Tournament } from "../../src/engine";
import { parseGrid } from "../../src/formats/grid";
import { bergerPositions } from "../../src/formats/grid-crosstable";

function valuesById(t: Tournament, code: string): Record<number, string> {
  const { values } = computeValues(t, code);
  const out: Record<number, string> = {};
  t.players.forEach((p, i) => (out[p.id] = String(values[i])));
  return out;
}

describe("crosstable rounds from start numbers (Berger tables)", () => {
  // 4 players, FIDE Berger table for 4 (C.05 Annex 1):
  //   round 1: 1-4 2-3; round 2: 4-3 1-2; round 3: 2-4 3-1
  // Results: 1 beat 4, 1 lost to 2, 1 drew 3; 2 beat 3, 2 drew 4; 3 beat 4.
  // Rows sorted by final rank: 2 (2.5), 1 (1.5), 3 (1.5), 4 (0.5); columns headed by start number.
  const sorted = [
    ["Rk.", "SNo", "Name", "1", "2", "3", "4", "Pts."],
    [1, 2, "Bravo", "1", "*", "1", "½", 2.5],
    [2, 1, "Alpha", "*", "0", "½", "1", 1.5],
    [3, 3, "Charlie", "½", "0", "*", "1", 1.5],
    [4, 4, "Delta", "0", "½", "0", "*", 0.5],
  ];

  it("the games land in the Berger rounds of their start numbers, whatever the row order", () => {
    const r = parseGrid(sorted);
    expect(r.layout).toBe("crosstable");
    const p1 = r.tournament.players.find((p) => p.id === 1)!;
    // round 1 against 4 (win), round 2 against 2 (loss), round 3 against 3 (draw)
    expect(p1.rounds).toEqual([
      { kind: "game", opponent: 4, outcome: "win" },
      { kind: "game", opponent: 2, outcome: "loss" },
      { kind: "game", opponent: 3, outcome: "draw" },
    ]);
  });

  it("PS by hand: player 1 scores 1, 1, 1½ after rounds 1-3, PS 3.5", () => {
    // player 2: round 1 vs 3 (win) → 1; round 2 vs 1 (win) → 2; round 3 vs 4 (draw) → 2.5: PS 5.5
    // player 3: round 1 vs 2 (loss) 0; round 2 vs 4 (win) 1; round 3 vs 1 (draw) 1.5: PS 2.5
    // player 4: round 1 vs 1 (loss) 0; round 2 vs 3 (loss) 0; round 3 vs 2 (draw) 0.5: PS 0.5
    const t = parseGrid(sorted).tournament;
    const ps = valuesById(t, "PS");
    expect(ps).toEqual({ 1: "3.5", 2: "5.5", 3: "2.5", 4: "0.5" });
  });

  it("round-dependent codes warn that the rounds are assumed; SB does not", () => {
    const t = parseGrid(sorted).tournament;
    for (const code of ["PS", "FB", "BPG", "BWG", "KS/L+1"]) {
      expect(computeValues(t, code).warnings).toContainEqual(
        expect.stringMatching(/order of rounds.*Berger tables/)
      );
    }
    expect(computeValues(t, "SB").warnings.join(" ")).not.toMatch(/Berger/);
    expect(computeValues(t, "KS").warnings.join(" ")).not.toMatch(/Berger/);
    const st = computeStandings(t, ["PS"]);
    expect(st.warnings).toContainEqual(expect.stringMatching(/PS depends on the order of rounds/));
  });

  it("a Swiss table keeps its rounds and no such warning", () => {
    const t = parseGrid([
      ["No", "Name", "R1", "R2"],
      [1, "A", "2w1", "bye"],
      [2, "B", "1b0", "bye"],
    ]).tournament;
    expect(computeValues(t, "PS").warnings.join(" ")).not.toMatch(/Berger/);
  });

  it("without a number column the row order numbers the players, with a warning", () => {
    const r = parseGrid([
      ["Name", "1", "2", "3"],
      ["A", "x", "1", "1"],
      ["B", "0", "x", "1"],
      ["C", "0", "0", "x"],
    ]);
    expect(r.layout).toBe("crosstable");
    expect(r.warnings).toContainEqual({
      cell: "A1",
      message: expect.stringMatching(/no number column.*row order/),
      kind: "grid:no-number-column",
    });
  });

  it("Berger positions: the k-th smallest start number has position k", () => {
    expect(bergerPositions([3, 1, 4, 2])).toEqual([2, 0, 3, 1]);
    expect(bergerPositions([10, 5, 7])).toEqual([2, 0, 1]);
  });

  it("a crosstable of 1,000 players is read as a crosstable, not as a Swiss table with byes", () => {
    const n = 1000;
    const header: unknown[] = ["No", "Name", ...Array.from({ length: n }, (_, j) => j + 1)];
    const rows: unknown[][] = [header];
    for (let i = 0; i < n; i++) {
      // the lower number wins every game
      const row: unknown[] = [i + 1, `P${i + 1}`];
      for (let j = 0; j < n; j++) row.push(i === j ? "x" : i < j ? 1 : 0);
      rows.push(row);
    }
    const r = parseGrid(rows);
    expect(r.layout).toBe("crosstable");
    expect(r.tournament.totalRounds).toBe(999);
    const p1 = r.tournament.players[0];
    expect(p1.rounds.every((e) => e.kind === "game" && e.outcome === "win")).toBe(true);
    // player 1000 lost all 999 games
    const last = r.tournament.players[n - 1];
    expect(last.rounds.filter((e) => e.kind === "game" && e.outcome === "loss")).toHaveLength(999);
  });
});

describe("property: permuting the rows of a crosstable changes no value", () => {
  const CODES = ["PS", "SB", "BH", "FB", "KS", "KS/L+1", "DE", "WIN", "BPG", "AOB"];
  const mirror: Record<string, string> = {
    "1": "0",
    "0": "1",
    "½": "½",
    "+": "-",
    "-": "+",
    w1: "b0",
    "b½": "w½",
    "": "",
  };

  it("single and double round robins, numbers in any order, any row permutation", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 7 }),
        fc.boolean(),
        fc.array(fc.constantFrom(...Object.keys(mirror)), { minLength: 60, maxLength: 60 }),
        fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 7, maxLength: 7 }),
        (n, double, picks, perm, numberPicks) => {
          // distinct start numbers (not necessarily 1..n)
          const ids = [...new Set(numberPicks)];
          fc.pre(ids.length >= n);
          const numbers = ids.slice(0, n);
          let k = 0;
          const res: string[][][] = numbers.map(() => numbers.map(() => [] as string[]));
          for (let i = 0; i < n; i++) {
            for (let j = i + 1; j < n; j++) {
              for (let g = 0; g < (double ? 2 : 1); g++) {
                const a = picks[k++ % picks.length];
                res[i][j].push(a);
                res[j][i].push(mirror[a]);
              }
            }
          }
          fc.pre(res.some((row) => row.some((r) => r.some((x) => x !== ""))));
          const header = ["No", "Name", ...numbers.map(String)];
          const body = res.map((row, i) => [
            numbers[i],
            `P${numbers[i]}`,
            ...row.map((r, j) => (i === j ? "x" : r.join(" "))),
          ]);
          // a permutation of the rows from the random keys
          const order = body.map((_, i) => i).sort((a, b) => perm[a] - perm[b] || a - b);
          const shuffled = [header, ...order.map((i) => body[i])];
          const t1 = parseGrid([header, ...body], { layout: "crosstable" }).tournament;
          const t2 = parseGrid(shuffled, { layout: "crosstable" }).tournament;
          for (const code of CODES) {
            expect(valuesById(t2, code)).toEqual(valuesById(t1, code));
          }
          const rankOf = (t: Tournament): number[] =>
            computeStandings(t, ["PS", "SB", "BPG"]).rows.map((r) => t.players[r.index].id);
          expect(rankOf(t2)).toEqual(rankOf(t1));
        }
      ),
      { numRuns: 120 }
    );
  });
});
