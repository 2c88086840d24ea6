/**
 * Generated Swiss tournaments for benchmarks and property tests: players with ratings, rounds
 * paired by score groups (adjacent players, no rematches where avoidable), results drawn from a
 * seeded generator with the higher-rated player favoured, and the unplayed rounds organisers meet:
 * a pairing-allocated bye for an odd field, requested half- and zero-point byes, forfeits and
 * withdrawals.
 */
import {
  defaultPoints,
  type Outcome,
  type Player,
  type RoundEntry,
  type Tournament,
} from "../src/engine";

/** Small deterministic PRNG (mulberry32), so that every run measures the same tournament. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GenerateOptions {
  players: number;
  rounds: number;
  seed?: number;
  /** Probability per player and round of a requested bye (half or zero point). */
  byeRate?: number;
  /** Probability per game of a forfeit. */
  forfeitRate?: number;
  /** Probability per player of withdrawing part-way. */
  withdrawRate?: number;
}

export function generateSwiss(o: GenerateOptions): Tournament {
  const rand = rng(o.seed ?? 1);
  const byeRate = o.byeRate ?? 0.02;
  const forfeitRate = o.forfeitRate ?? 0.01;
  const withdrawRate = o.withdrawRate ?? 0.02;
  const players: Player[] = Array.from({ length: o.players }, (_, k) => ({
    id: k + 1,
    name: `Player ${String(k + 1).padStart(5, "0")}`,
    rating: 2600 - Math.floor((k * 1200) / Math.max(1, o.players)),
    federation: "FID",
    attrs: {},
    rounds: [] as RoundEntry[],
  }));
  const half = new Int32Array(o.players); // score in half points
  const met = players.map(() => new Set<number>());
  const withdrawAfter = players.map(() =>
    rand() < withdrawRate ? 1 + Math.floor(rand() * Math.max(1, o.rounds - 1)) : Infinity
  );
  const hadPab = new Uint8Array(o.players);
  for (let r = 0; r < o.rounds; r++) {
    const available: number[] = [];
    for (let i = 0; i < o.players; i++) {
      if (r >= withdrawAfter[i]) {
        players[i].rounds[r] = { kind: "bye", bye: "zpb", reason: "withdrawn" };
      } else if (rand() < byeRate) {
        const hpb = rand() < 0.5;
        players[i].rounds[r] = { kind: "bye", bye: hpb ? "hpb" : "zpb" };
        if (hpb) half[i] += 1;
      } else {
        available.push(i);
      }
    }
    available.sort((a, b) => half[b] - half[a] || a - b);
    if (available.length % 2 === 1) {
      // pairing-allocated bye to the lowest player who has not had one
      let k = available.length - 1;
      while (k > 0 && hadPab[available[k]]) k--;
      const i = available.splice(k, 1)[0];
      hadPab[i] = 1;
      players[i].rounds[r] = { kind: "bye", bye: "pab" };
      half[i] += 2;
    }
    const used = new Uint8Array(o.players);
    for (let k = 0; k < available.length; k++) {
      const a = available[k];
      if (used[a]) continue;
      let m = k + 1;
      while (m < available.length && (used[available[m]] || met[a].has(available[m]))) m++;
      if (m >= available.length) {
        m = k + 1;
        while (used[available[m]]) m++;
      }
      const b = available[m];
      used[a] = used[b] = 1;
      met[a].add(b);
      met[b].add(a);
      const whiteFirst = (r + k) % 2 === 0;
      const [w, bl] = whiteFirst ? [a, b] : [b, a];
      if (rand() < forfeitRate) {
        const wWins = rand() < 0.5;
        players[w].rounds[r] = {
          kind: "forfeit",
          opponent: bl + 1,
          colour: "w",
          outcome: wWins ? "win" : "loss",
        };
        players[bl].rounds[r] = {
          kind: "forfeit",
          opponent: w + 1,
          colour: "b",
          outcome: wWins ? "loss" : "win",
        };
        half[wWins ? w : bl] += 2;
        continue;
      }
      const diff = (players[w].rating ?? 0) - (players[bl].rating ?? 0);
      const pw = 1 / (1 + 10 ** (-diff / 400));
      const x = rand();
      const [ow, ob]: Outcome[] =
        x < pw * 0.7
          ? ["win", "loss"]
          : x < 1 - (1 - pw) * 0.7
            ? ["draw", "draw"]
            : ["loss", "win"];
      players[w].rounds[r] = { kind: "game", opponent: bl + 1, colour: "w", outcome: ow };
      players[bl].rounds[r] = { kind: "game", opponent: w + 1, colour: "b", outcome: ob };
      half[w] += ow === "win" ? 2 : ow === "draw" ? 1 : 0;
      half[bl] += ob === "win" ? 2 : ob === "draw" ? 1 : 0;
    }
  }
  return {
    name: `Generated Swiss ${o.players}x${o.rounds}`,
    startDate: "2026-04-01",
    type: "swiss",
    totalRounds: o.rounds,
    points: defaultPoints(),
    players,
    meta: {},
  };
}
