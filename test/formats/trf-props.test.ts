/**
 * Property tests for the TRF reader and writer (fast-check):
 * - any tournament the model can hold in TRF16 comes back equal from makeTrf -> parseTrf;
 * - damaged TRF text never makes the reader throw anything but TrfError, and every issue names a
 *   line of the text.
 */
import * as fs from "fs";
import * as path from "path";
import fc from "fast-check";
import {
  defaultPoints,
  pointsFor,
  Q,
  type Player,
  type PointsSystem,
  type RoundEntry,
  type Tournament,
} from "../../src/engine";
import { parseTrf, TrfError } from "../../src/formats/trf";
import { makeTrf } from "../../src/formats/trf-write";

type PairKind = "1-0" | "0-1" | "=" | "W-L" | "L-W" | "D-D" | "+-" | "-+" | "--" | "X";
const PAIR_KINDS: PairKind[] = ["1-0", "0-1", "=", "W-L", "L-W", "D-D", "+-", "-+", "--", "X"];
const BYES = ["pab", "fpb", "hpb", "zpb"] as const;

function entries(kind: PairKind, w: number, b: number): [RoundEntry, RoundEntry] {
  const game = (
    me: number,
    o: number,
    colour: "w" | "b",
    outcome: "win" | "draw" | "loss",
    short: boolean
  ): RoundEntry =>
    short
      ? { kind: "game", opponent: o, colour, outcome, short: true }
      : { kind: "game", opponent: o, colour, outcome };
  const ff = (o: number, colour: "w" | "b", outcome: "win" | "loss"): RoundEntry => ({
    kind: "forfeit",
    opponent: o,
    colour,
    outcome,
  });
  switch (kind) {
    case "1-0":
      return [game(w, b, "w", "win", false), game(b, w, "b", "loss", false)];
    case "0-1":
      return [game(w, b, "w", "loss", false), game(b, w, "b", "win", false)];
    case "=":
      return [game(w, b, "w", "draw", false), game(b, w, "b", "draw", false)];
    case "W-L":
      return [game(w, b, "w", "win", true), game(b, w, "b", "loss", true)];
    case "L-W":
      return [game(w, b, "w", "loss", true), game(b, w, "b", "win", true)];
    case "D-D":
      return [game(w, b, "w", "draw", true), game(b, w, "b", "draw", true)];
    case "+-":
      return [ff(b, "w", "win"), ff(w, "b", "loss")];
    case "-+":
      return [ff(b, "w", "loss"), ff(w, "b", "win")];
    case "--":
      return [ff(b, "w", "loss"), ff(w, "b", "loss")];
    case "X":
      return [
        { kind: "unknown", opponent: b, colour: "w" },
        { kind: "unknown", opponent: w, colour: "b" },
      ];
  }
}

const POINTS: PointsSystem[] = [
  defaultPoints(),
  { ...defaultPoints(), win: Q.int(3), draw: Q.ONE, pab: Q.int(3), unknown: Q.ONE },
  { ...defaultPoints(), pab: Q.HALF },
];

const nameChar = fc.constantFrom(
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ ,.-'éüøñ"
);

const tournamentArb = fc
  .record({
    n: fc.integer({ min: 2, max: 10 }),
    rounds: fc.integer({ min: 0, max: 6 }),
    seed: fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 80, maxLength: 80 }),
    names: fc.array(fc.array(nameChar, { minLength: 1, maxLength: 33 }), {
      minLength: 10,
      maxLength: 10,
    }),
    ratings: fc.array(fc.option(fc.integer({ min: 1000, max: 2900 })), {
      minLength: 10,
      maxLength: 10,
    }),
    points: fc.integer({ min: 0, max: POINTS.length - 1 }),
    ids: fc.shuffledSubarray(
      [...Array(40).keys()].map((k) => k + 1),
      { minLength: 10, maxLength: 10 }
    ),
  })
  .map(({ n, rounds, seed, names, ratings, points, ids }): Tournament => {
    let s = 0;
    const next = (): number => seed[s++ % seed.length] + s;
    const players: Player[] = Array.from({ length: n }, (_, k) => {
      const p: Player = {
        id: ids[k],
        name: names[k].join("").trim() || "X",
        attrs: {},
        rounds: [],
      };
      const r = ratings[k];
      if (r !== null) p.rating = r;
      return p;
    });
    for (let r = 0; r < rounds; r++) {
      const order = [...players].sort(() => (next() % 3) - 1);
      let k = 0;
      while (k < order.length) {
        if (k + 1 < order.length && next() % 6 !== 0) {
          const [a, b] = [order[k], order[k + 1]];
          const [ea, eb] = entries(PAIR_KINDS[next() % PAIR_KINDS.length], a.id, b.id);
          a.rounds[r] = ea;
          b.rounds[r] = eb;
          k += 2;
        } else {
          order[k].rounds[r] = { kind: "bye", bye: BYES[next() % BYES.length] };
          k += 1;
        }
      }
    }
    const ps = POINTS[points];
    for (const p of players) p.declaredPoints = Q.sum(p.rounds.map((e) => pointsFor(e, ps)));
    return { name: "Generated", points: { ...ps }, players, meta: {} };
  });

function strip(t: Tournament): Tournament {
  return {
    ...t,
    players: t.players.map((p) => {
      const copy: Player = { ...p };
      delete copy.source;
      return copy;
    }),
  };
}

describe("TRF properties", () => {
  test("makeTrf -> parseTrf gives back the tournament", () => {
    fc.assert(
      fc.property(tournamentArb, (t) => {
        const r = parseTrf(makeTrf(t));
        // the only warnings are at the games without a result yet (X), and there is one when
        // there is such a game
        const noResult = (k?: string): boolean =>
          k === "trf:postponed" || k === "trf:round-not-counted";
        expect(r.warnings.filter((w) => !noResult(w.kind))).toEqual([]);
        const unknown = t.players.some((p) => p.rounds.some((e) => e.kind === "unknown"));
        expect(r.warnings.length > 0).toBe(unknown);
        expect(strip(r.tournament)).toEqual(t);
      }),
      { numRuns: 150 }
    );
  });

  test("damaged text: only TrfError, and every issue names a line of the text", () => {
    const base = fs.readFileSync(
      path.resolve(__dirname, "../fixtures/trf/tec-exercise.trf"),
      "utf8"
    );
    const lines = base.split("\n");
    const damage = fc.array(
      fc.record({
        line: fc.integer({ min: 0, max: lines.length - 1 }),
        col: fc.integer({ min: 0, max: 140 }),
        text: fc.string({ maxLength: 3 }),
        cut: fc.boolean(),
      }),
      { minLength: 1, maxLength: 4 }
    );
    fc.assert(
      fc.property(damage, (ds) => {
        const copy = [...lines];
        for (const d of ds) {
          const l = copy[d.line];
          copy[d.line] = d.cut
            ? l.slice(0, d.col)
            : l.slice(0, d.col) + d.text + l.slice(d.col + d.text.length);
        }
        const text = copy.join("\n");
        try {
          parseTrf(text);
        } catch (e) {
          expect(e).toBeInstanceOf(TrfError);
          const count = text.split(/\r\n|\r|\n/).length;
          for (const i of (e as TrfError).issues) {
            expect(i.line).toBeGreaterThanOrEqual(1);
            expect(i.line).toBeLessThanOrEqual(count);
            expect(i.message.length).toBeGreaterThan(10);
          }
        }
      }),
      { numRuns: 300 }
    );
  });
});
