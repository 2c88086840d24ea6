/**
 * Property tests on generated tournaments (fast-check): renumbering changes no value, BH is the
 * sum of the opponents' scores the pairings give, cuts never increase a sum, and the points add
 * up to what the rounds awarded.
 */
import fc from "fast-check";
import {
  computeValues,
  Ctx,
  defaultPoints,
  parseCode,
  Q,
  valuesOf,
  type Edition,
  type Player,
  type RoundEntry,
  type Tournament,
} from "../../src/engine";
import { cutSum, elementsOf } from "../../src/engine/unplayed";

interface Generated {
  t: Tournament;
  /** Total points handed out, counted per pairing / bye while generating. */
  awarded: Q;
}

interface GenOptions {
  /** No byes and no forfeits: every round is games only (even field). */
  gamesOnly?: boolean;
}

/**
 * A Swiss-like tournament driven by a list of choices: each round shuffles the players, pairs
 * neighbours, gives the odd one out a bye, and turns some pairings into forfeits or absences.
 */
function generate(n: number, rounds: number, choices: number[], o: GenOptions = {}): Generated {
  let c = 0;
  const next = (k: number): number => (choices.length ? choices[c++ % choices.length] % k : 0);
  const players: Player[] = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `P${i + 1}`,
    attrs: {},
    rounds: [] as RoundEntry[],
  }));
  const ps = defaultPoints();
  let awarded = Q.ZERO;
  for (let r = 0; r < rounds; r++) {
    const order = players.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = next(i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    if (order.length % 2 === 1) {
      const k = order.pop()!;
      const bye = (["pab", "hpb", "zpb", "pab"] as const)[next(4)];
      players[k].rounds[r] = { kind: "bye", bye };
      awarded = awarded.add(bye === "pab" ? ps.pab : bye === "hpb" ? ps.draw : ps.absent);
    }
    for (let k = 0; k < order.length; k += 2) {
      const a = players[order[k]];
      const b = players[order[k + 1]];
      const kind = o.gamesOnly ? 0 : next(10);
      if (kind === 8) {
        // forfeit: a wins (or a double forfeit)
        const double = next(3) === 0;
        a.rounds[r] = { kind: "forfeit", opponent: b.id, outcome: double ? "loss" : "win" };
        b.rounds[r] = { kind: "forfeit", opponent: a.id, outcome: "loss" };
        awarded = awarded.add(double ? Q.ZERO : ps.win);
      } else if (kind === 9) {
        a.rounds[r] = { kind: "bye", bye: "zpb" };
        b.rounds[r] = { kind: "bye", bye: "hpb" };
        awarded = awarded.add(ps.draw);
      } else {
        const res = next(3);
        const oa = res === 0 ? "win" : res === 1 ? "draw" : "loss";
        const ob = res === 0 ? "loss" : res === 1 ? "draw" : "win";
        a.rounds[r] = { kind: "game", opponent: b.id, colour: "w", outcome: oa };
        b.rounds[r] = { kind: "game", opponent: a.id, colour: "b", outcome: ob };
        awarded = awarded.add(ps.win.add(ps.loss).eq(ps.draw.add(ps.draw)) ? ps.win : Q.ZERO);
      }
    }
  }
  return { t: { players, points: ps, type: "swiss", totalRounds: rounds, meta: {} }, awarded };
}

/** The same tournament with new start numbers (id → map[id]) and the players in another order. */
function renumber(t: Tournament, newIds: number[], order: number[]): Tournament {
  const map = new Map(t.players.map((p, i) => [p.id, newIds[i]]));
  const moved = (e: RoundEntry): RoundEntry =>
    e.kind === "bye" ? e : { ...e, opponent: map.get(e.opponent)! };
  const players = order.map((k) => {
    const p = t.players[k];
    return { ...p, id: map.get(p.id)!, rounds: p.rounds.map(moved) };
  });
  return { ...t, players };
}

const tournaments = fc
  .record({
    n: fc.integer({ min: 3, max: 9 }),
    rounds: fc.integer({ min: 1, max: 5 }),
    choices: fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 60 }),
  })
  .map(({ n, rounds, choices }) => generate(n, rounds, choices));

const EDITIONS_TESTED: Edition[] = ["fide-2026", "fide-2024", "fide-pre2023", "plain"];
const CODES = [
  "BH",
  "BH/C1",
  "BH/M1/P",
  "FB",
  "FB/C2",
  "SB",
  "SB/C1",
  "SB/M1/P",
  "AOB",
  "AOB/F",
  "KS",
];

describe("properties of generated tournaments", () => {
  it("renumbering and reordering the players changes no value", () => {
    fc.assert(
      fc.property(
        tournaments,
        fc.array(fc.nat({ max: 1000 }), { minLength: 9, maxLength: 9 }),
        ({ t }, perm) => {
          const n = t.players.length;
          // new ids: 100 + a permutation of 0..n-1 scaled; new order: another permutation
          const ids = Array.from({ length: n }, (_, i) => i);
          const order = [...ids];
          for (let i = n - 1; i > 0; i--) {
            const j = perm[i] % (i + 1);
            [ids[i], ids[j]] = [ids[j], ids[i]];
            const k = perm[(i + 3) % 9] % (i + 1);
            [order[i], order[k]] = [order[k], order[i]];
          }
          const u = renumber(
            t,
            ids.map((x) => 100 + 7 * x),
            order
          );
          for (const rules of EDITIONS_TESTED) {
            for (const code of CODES) {
              const a = computeValues(t, code, { rules, type: "swiss" }).values;
              const b = computeValues(u, code, { rules, type: "swiss" }).values;
              order.forEach((k, pos) => {
                const va = a[k];
                const vb = b[pos];
                expect(va === null ? null : va.toString()).toBe(vb === null ? null : vb.toString());
              });
            }
          }
        }
      ),
      { numRuns: 20 }
    );
  });

  it("BH under plain rules, games only, is the sum of the opponents' scores", () => {
    const gamesOnly = fc
      .record({
        half: fc.integer({ min: 2, max: 5 }),
        rounds: fc.integer({ min: 1, max: 6 }),
        choices: fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 60 }),
      })
      .map(({ half, rounds, choices }) => generate(2 * half, rounds, choices, { gamesOnly: true }));
    fc.assert(
      fc.property(gamesOnly, ({ t }) => {
        // scores straight from the results, 1 / ½ / 0
        const score = new Map<number, Q>();
        for (const p of t.players) {
          let s = Q.ZERO;
          for (const e of p.rounds) {
            if (e.kind === "game")
              s = s.add(e.outcome === "win" ? Q.ONE : e.outcome === "draw" ? Q.HALF : Q.ZERO);
          }
          score.set(p.id, s);
        }
        const { values } = computeValues(t, "BH", { rules: "plain" });
        t.players.forEach((p, i) => {
          let bh = Q.ZERO;
          for (const e of p.rounds) if (e.kind === "game") bh = bh.add(score.get(e.opponent)!);
          expect(values[i]!.toString()).toBe(bh.toString());
        });
        // with no unplayed rounds every edition agrees
        for (const rules of ["fide-2026", "fide-2024", "fide-pre2023"] as const) {
          expect(computeValues(t, "BH", { rules }).values.map(String)).toEqual(values.map(String));
        }
      }),
      { numRuns: 60 }
    );
  });

  it("cuts never increase a sum (C2 ≤ C1 ≤ uncut, M2 ≤ M1 ≤ uncut, nothing below 0)", () => {
    fc.assert(
      fc.property(tournaments, ({ t }) => {
        for (const rules of EDITIONS_TESTED) {
          const ctx = new Ctx(t, { rules });
          for (const base of ["BH", "FB", "SB", "BH/P", "SB/P"]) {
            const [name, p] = base.split("/");
            const suffix = p ? `/${p}` : "";
            const v = (m: string): Q[] =>
              valuesOf(ctx, parseCode(`${name}${m}${suffix}`)).map((x) => x!);
            const full = v("");
            const c1 = v("/C1");
            const c2 = v("/C2");
            const m1 = v("/M1");
            const m2 = v("/M2");
            full.forEach((_, i) => {
              expect(c1[i].le(full[i])).toBe(true);
              expect(c2[i].le(c1[i])).toBe(true);
              // (under plain a median needs two elements, so M1 may exceed C1 there)
              expect(m1[i].le(full[i])).toBe(true);
              expect(m2[i].le(m1[i])).toBe(true);
              expect(c2[i].ge(Q.ZERO) && m2[i].ge(Q.ZERO)).toBe(true);
            });
          }
        }
      }),
      { numRuns: 40 }
    );
  });

  it("BH, FB and SB of every player equal the straightforward cut of its elements", () => {
    // the engine's values come from the sorted fast path (cutValues); cutSum runs applyCuts
    fc.assert(
      fc.property(tournaments, ({ t }) => {
        for (const rules of EDITIONS_TESTED) {
          const ctx = new Ctx(t, { rules });
          for (const [name, kind, fore] of [
            ["BH", "BH", false],
            ["FB", "BH", true],
            ["SB", "SB", false],
          ] as const) {
            for (const mod of ["", "/C1", "/C2", "/M1", "/M2", "/C3"]) {
              for (const p of [false, true]) {
                const spec = parseCode(`${name}${mod}${p ? "/P" : ""}`);
                const got = valuesOf(ctx, spec);
                t.players.forEach((_, i) => {
                  const els = elementsOf(ctx, i, { p, fore });
                  const want = cutSum(ctx, els, kind, spec.cut, spec.median).value;
                  expect(`${spec.code} ${i}: ${String(got[i])}`).toBe(
                    `${spec.code} ${i}: ${want.toString()}`
                  );
                });
              }
            }
          }
        }
      }),
      { numRuns: 40 }
    );
  });

  it("the points add up to what the rounds awarded", () => {
    fc.assert(
      fc.property(tournaments, ({ t, awarded }) => {
        const ctx = new Ctx(t);
        const total = Q.sum(t.players.map((_, i) => ctx.score(i)));
        expect(total.toString()).toBe(awarded.toString());
      }),
      { numRuns: 100 }
    );
  });
});
