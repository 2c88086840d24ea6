/**
 * Small tournaments written by hand for engine tests, one string per pairing:
 *
 *   "1 2 W"   player 1 (White) beat player 2;  "1 2 D" draw;  "1 2 L" player 1 lost
 *   "1 2 +"   player 1 won by forfeit;  "1 2 -" player 1 lost by forfeit;  "1 2 ?" result unknown
 *   "3 pab" / "3 fpb" / "3 hpb" / "3 zpb"   a bye of that kind for player 3
 *   trailing "key=a:b" tokens set GameEntry.stats[key] to a for the first player, b for the second
 *
 * Rounds a player does not appear in are left empty (the engine reads them as absence).
 */
import {
  defaultPoints,
  type GameEntry,
  type Player,
  type PointsSystem,
  type RoundEntry,
  type Tournament,
} from "../../src/engine";

export interface MiniPlayer {
  id: number;
  name?: string;
  rating?: number;
  attrs?: Record<string, number | string>;
}

const FLIP = { W: "L", L: "W", D: "D" } as const;
const OUTCOME = { W: "win", L: "loss", D: "draw" } as const;

export function mini(
  players: (number | MiniPlayer)[],
  rounds: string[][],
  points: PointsSystem = defaultPoints()
): Tournament {
  const ps: Player[] = players.map((p) => {
    const mp = typeof p === "number" ? { id: p } : p;
    return {
      id: mp.id,
      name: mp.name ?? `P${mp.id}`,
      rating: mp.rating,
      attrs: { ...(mp.attrs ?? {}) },
      rounds: [] as RoundEntry[],
    };
  });
  const byId = new Map(ps.map((p) => [p.id, p]));
  const get = (id: number, text: string): Player => {
    const p = byId.get(id);
    if (!p) throw new Error(`mini: unknown player ${id} in "${text}"`);
    return p;
  };
  rounds.forEach((round, r) => {
    for (const text of round) {
      const tok = text.trim().split(/\s+/);
      const a = get(Number(tok[0]), text);
      if (/^(pab|fpb|hpb|zpb)$/.test(tok[1])) {
        a.rounds[r] = { kind: "bye", bye: tok[1] as "pab" };
        continue;
      }
      const b = get(Number(tok[1]), text);
      const res = tok[2];
      const sa: Record<string, number> = {};
      const sb: Record<string, number> = {};
      for (const s of tok.slice(3)) {
        const m = /^(\w+)=(-?[\d.]+):(-?[\d.]+)$/.exec(s);
        if (!m) throw new Error(`mini: bad stat "${s}" in "${text}"`);
        sa[m[1]] = Number(m[2]);
        sb[m[1]] = Number(m[3]);
      }
      if (res === "+" || res === "-") {
        a.rounds[r] = {
          kind: "forfeit",
          opponent: b.id,
          colour: "w",
          outcome: res === "+" ? "win" : "loss",
        };
        b.rounds[r] = {
          kind: "forfeit",
          opponent: a.id,
          colour: "b",
          outcome: res === "+" ? "loss" : "win",
        };
      } else if (res === "?") {
        a.rounds[r] = { kind: "unknown", opponent: b.id, colour: "w" };
        b.rounds[r] = { kind: "unknown", opponent: a.id, colour: "b" };
      } else if (res === "W" || res === "L" || res === "D") {
        const ga: GameEntry = { kind: "game", opponent: b.id, colour: "w", outcome: OUTCOME[res] };
        const gb: GameEntry = {
          kind: "game",
          opponent: a.id,
          colour: "b",
          outcome: OUTCOME[FLIP[res]],
        };
        if (Object.keys(sa).length) {
          ga.stats = sa;
          gb.stats = sb;
        }
        a.rounds[r] = ga;
        b.rounds[r] = gb;
      } else {
        throw new Error(`mini: bad result "${res}" in "${text}"`);
      }
    }
  });
  return { players: ps, points, meta: {} };
}
