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
  /**
   * How colours are given: "alternate" (default: by the pair's position and the round, so one
   * player may get white in every game), or "balanced", as a pairing program does (C.04): white
   * to the player with fewer whites than blacks so far, then to the one who had black last.
   * FIDE's checker TieBreakServer fails on a colour difference of 9 or more (bench/cli.bench.ts).
   */
  colours?: "alternate" | "balanced";
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
  // played games with white minus with black, and the last colour played (1 white, -1 black)
  const colourDiff = new Int32Array(o.players);
  const lastColour = new Int8Array(o.players);
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
      let whiteFirst = (r + k) % 2 === 0;
      if (o.colours === "balanced") {
        const by = colourDiff[a] - colourDiff[b] || lastColour[a] - lastColour[b];
        if (by !== 0) whiteFirst = by < 0;
      }
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
      colourDiff[w]++;
      colourDiff[bl]--;
      lastColour[w] = 1;
      lastColour[bl] = -1;
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

/**
 * A large TRF text written directly (no Tournament in memory): `players` a power of two, round r
 * pairing player i with i xor r (0-based, so no pair meets twice while rounds < players), results
 * from the seeded generator, colours alternating, the points column where it fits four columns.
 * 8,192 players x 600 rounds is a 50 MB file.
 */
export function xorTrf(players: number, rounds: number, seed = 11): string {
  if ((players & (players - 1)) !== 0 || rounds >= players || players > 8192) {
    throw new RangeError("xorTrf: players a power of two up to 8192, rounds fewer than players");
  }
  const rand = rng(seed);
  const res = new Uint8Array(players * rounds); // 0 loss, 1 draw, 2 win for player i in round r
  for (let r = 1; r <= rounds; r++) {
    for (let i = 0; i < players; i++) {
      const j = i ^ r;
      if (j < i) continue;
      const x = Math.floor(rand() * 3);
      res[i * rounds + r - 1] = x;
      res[j * rounds + r - 1] = 2 - x;
    }
  }
  const out: string[] = [`012 Generated ${players}x${rounds}`, `XXR ${rounds}`];
  const parts: string[] = [];
  for (let i = 0; i < players; i++) {
    let half = 0;
    parts.length = 0;
    for (let r = 1; r <= rounds; r++) {
      const j = i ^ r;
      const x = res[i * rounds + r - 1];
      half += x;
      const colour = i < j === (r % 2 === 0) ? "w" : "b";
      parts.push(`  ${String(j + 1).padStart(4)} ${colour} ${"0=1"[x]}`);
    }
    const pts = half % 2 === 0 ? String(half / 2) : half < 200 ? (half / 2).toFixed(1) : "";
    const head = `001 ${String(i + 1).padStart(4)}      ${`Player ${i + 1}`.padEnd(33)} 2000 FID`;
    out.push(`${head.padEnd(80)}${pts.padStart(4)}     ${parts.join("")}`);
  }
  return out.join("\n") + "\n";
}

/** A games list CSV (Round,White,Black,Result) of a generated Swiss event: players x rounds / 2 rows. */
export function gamesCsv(players: number, rounds: number, seed = 5): string {
  const t = generateSwiss({ players, rounds, seed, byeRate: 0, forfeitRate: 0, withdrawRate: 0 });
  const rows = ["Round,White,Black,Result"];
  for (let r = 0; r < rounds; r++) {
    for (const p of t.players) {
      const e = p.rounds[r];
      if (e.kind !== "game" || e.colour !== "w") continue;
      const res = e.outcome === "win" ? "1-0" : e.outcome === "draw" ? "½-½" : "0-1";
      rows.push(`${r + 1},${p.id},${e.opponent},${res}`);
    }
  }
  return rows.join("\n") + "\n";
}
