/**
 * Loading the fixtures of test/fixtures (tournaments with published values, each with its
 * `source`; see test/fixtures/README.md) and building tournaments from their "rounds" lists, so
 * that engine tests do not depend on any reader. Tests read nothing outside the repository.
 */
import * as fs from "fs";
import * as path from "path";
import { defaultPoints, Q, type Player, type RoundEntry, type Tournament } from "../../src/engine";

/** The repository's fixture folder (test/fixtures). */
export const FIXTURES = path.resolve(__dirname, "../fixtures");

export type Fixture = any;

export function loadFixture(rel: string): Fixture {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, rel), "utf8"));
}

interface FxGame {
  white: number;
  black: number;
  result: string;
}
interface FxBye {
  bye: number;
  points: number;
}

/** Builds a tournament from a fixture's players and rounds (games and byes). */
export function tournamentFromRounds(fx: Fixture): Tournament {
  const players: Player[] = fx.players.map(
    (p: {
      id: number;
      name: string;
      rating?: number;
      given?: Record<string, number | string>;
    }) => ({
      id: p.id,
      name: p.name,
      rating: p.rating,
      attrs: { ...(p.given ?? {}) },
      rounds: [] as RoundEntry[],
    })
  );
  const byId = new Map(players.map((p) => [p.id, p]));
  (fx.rounds as (FxGame | FxBye)[][]).forEach((round, r) => {
    for (const g of round) {
      if ("bye" in g) {
        const p = byId.get(g.bye)!;
        p.rounds[r] = {
          kind: "bye",
          bye: g.points === 1 ? "pab" : g.points === 0.5 ? "hpb" : "zpb",
        };
        continue;
      }
      const [ws, bs] =
        g.result === "1-0"
          ? ["win", "loss"]
          : g.result === "0-1"
            ? ["loss", "win"]
            : ["draw", "draw"];
      byId.get(g.white)!.rounds[r] = {
        kind: "game",
        opponent: g.black,
        colour: "w",
        outcome: ws as "win",
      };
      byId.get(g.black)!.rounds[r] = {
        kind: "game",
        opponent: g.white,
        colour: "b",
        outcome: bs as "win",
      };
    }
  });
  return { players, points: defaultPoints(), meta: {} };
}

/** Exact value from a fixture number (0.5, 4.75, 1230). */
export function q(x: number): Q {
  return Q.fromNumber(x);
}
