/**
 * A random, consistent Swiss tournament for the grid properties: pairings per round, results,
 * forfeits, games without a result, byes of every kind (test/formats/grid-props.test.ts,
 * grid-appended-props.test.ts).
 */
import fc from "fast-check";
import { defaultPoints, type Player, type RoundEntry, type Tournament } from "../../src/engine";

type Outcome = "win" | "draw" | "loss";
const flip = (o: Outcome): Outcome => (o === "win" ? "loss" : o === "loss" ? "win" : "draw");

export interface GenOpts {
  colours: boolean;
  go: boolean;
}

/** A random, consistent Swiss tournament: pairings per round, results, byes. */
export function tournamentArb(o: GenOpts): fc.Arbitrary<Tournament> {
  return fc
    .record({
      n: fc.integer({ min: 2, max: 9 }),
      rounds: fc.integer({ min: 1, max: 5 }),
      seed: fc.array(fc.nat(1000), { minLength: 200, maxLength: 200 }),
      rated: fc.boolean(),
    })
    .map(({ n, rounds, seed, rated }) => {
      let s = 0;
      const next = (m: number): number => seed[s++ % seed.length] % m;
      const players: Player[] = [...Array(n).keys()].map((i) => ({
        id: i + 1,
        name: `Player ${String.fromCharCode(65 + i)}`,
        ...(rated && i % 3 !== 2 ? { rating: 1000 + 50 * i } : {}),
        attrs: {},
        rounds: [] as RoundEntry[],
      }));
      for (let k = 0; k < rounds; k++) {
        const order = [...players].sort(() => next(3) - 1);
        const paired = order.slice(0, 2 * next(Math.floor(n / 2) + 1));
        for (let q = 0; q + 1 < paired.length; q += 2) {
          const [a, b] = [paired[q], paired[q + 1]];
          const colourA = o.colours ? { colour: "w" as const } : {};
          const colourB = o.colours ? { colour: "b" as const } : {};
          const hc = o.go ? { handicap: next(4) } : {};
          const kind = next(10);
          if (kind < 7) {
            const out: Outcome = (["win", "draw", "loss"] as const)[next(3)];
            const both = o.go && kind === 6;
            a.rounds[k] = { kind: "game", opponent: b.id, outcome: out, ...colourA, ...hc };
            b.rounds[k] = {
              kind: "game",
              opponent: a.id,
              outcome: both ? out : flip(out),
              ...colourB,
              ...hc,
            };
          } else if (kind < 9) {
            const win = next(3);
            a.rounds[k] = {
              kind: "forfeit",
              opponent: b.id,
              outcome: win === 0 ? "win" : "loss",
              ...colourA,
              ...hc,
            };
            b.rounds[k] = {
              kind: "forfeit",
              opponent: a.id,
              outcome: win === 1 ? "win" : "loss",
              ...colourB,
              ...hc,
            };
          } else {
            a.rounds[k] = { kind: "unknown", opponent: b.id, ...colourA, ...hc };
            b.rounds[k] = { kind: "unknown", opponent: a.id, ...colourB, ...hc };
          }
        }
        const byes: RoundEntry[] = [
          { kind: "bye", bye: "pab" },
          { kind: "bye", bye: "fpb" },
          { kind: "bye", bye: "hpb" },
          { kind: "bye", bye: "zpb" },
          { kind: "bye", bye: "zpb", reason: "absent" },
          { kind: "bye", bye: "zpb", reason: "unpaired" },
          { kind: "bye", bye: "zpb", reason: "withdrawn" },
        ];
        for (const p of order.slice(paired.length - (paired.length % 2)))
          p.rounds[k] = { ...byes[next(byes.length)] };
      }
      return { players, points: defaultPoints(), meta: {}, totalRounds: rounds };
    })
    .filter((t) => {
      // a last round in which everyone is absent is a round not entered: not representable
      const last = t.totalRounds! - 1;
      return t.players.some(
        (p) =>
          !(
            p.rounds[last].kind === "bye" &&
            (p.rounds[last] as { reason?: string }).reason === "absent"
          )
      );
    });
}
