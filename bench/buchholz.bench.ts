/**
 * Buchholz family benchmark: BH, BH/C1 and BH/M1 of every player on the
 * first pass (a fresh engine context; a fresh `Tiebreaker` of the npm `tiebreak` package, a
 * dev dependency used only here), in process, on the same generated Swiss event. The package
 * implements the 2023 rules without the 2026 caps (UnplayedRoundsAdjustment.FIDE_2023), so ours
 * run under fide-2024. Values are compared player by player where the two rule sets agree:
 * players whose own rounds and whose opponents' rounds have no forfeit loss (the package counts
 * a trailing forfeit loss as a draw in the adjusted score, where 16.2.4 counts it at 0) and, for
 * BH/M1, at most one VUR (the package's median keeps VURs out of the high cut).
 */
import { Ctx, parseCode, valuesOf, type Tournament, type Value } from "../src/engine";
import { generateSwiss } from "./generate";

type Pkg = typeof import("tiebreak");

const CODES = ["BH", "BH/C1", "BH/M1"] as const;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** The tournament in the package's input shape (one entry per round). */
function toResults(pkg: Pkg, t: Tournament): InstanceType<Pkg["Results"]> {
  const rounds = t.players.reduce((m, p) => Math.max(m, p.rounds.length), 0);
  const out: ConstructorParameters<Pkg["Results"]>[1] = [];
  const score = (o: string): 0 | 0.5 | 1 => (o === "win" ? 1 : o === "draw" ? 0.5 : 0);
  for (let r = 0; r < rounds; r++) {
    const pairings: ConstructorParameters<Pkg["Results"]>[1][number]["pairings"] = [];
    const pab: number[] = [];
    const hpb: number[] = [];
    for (const p of t.players) {
      const e = p.rounds[r];
      if (!e) continue;
      if (e.kind === "bye") {
        if (e.bye === "pab" || e.bye === "fpb") pab.push(p.id);
        else if (e.bye === "hpb") hpb.push(p.id);
        continue;
      }
      if (e.kind === "unknown" || e.opponent < p.id) continue; // each pairing once
      const other = t.players.find((x) => x.id === e.opponent)!.rounds[r];
      const forfeit = e.kind === "forfeit";
      const mine = e.kind === "game" ? score(e.outcome) : e.outcome === "win" ? 1 : 0;
      const theirs =
        other.kind === "game"
          ? score(other.outcome)
          : other.kind === "forfeit" && other.outcome === "win"
            ? 1
            : 0;
      pairings.push({
        white: p.id,
        black: e.opponent,
        scoreWhite: mine,
        scoreBlack: theirs,
        forfeited: forfeit,
      });
    }
    out.push({ pairings, pairingAllocatedByes: pab, halfPointByes: hpb });
  }
  return new pkg.Results(pkg.TournamentType.SWISS, out);
}

export interface BuchholzBenchResult {
  players: number;
  rounds: number;
  oursMs: number;
  pkgMs: number;
  ratio: number;
  /** The same values by the exact paths (Ctx.exactPaths: the engine before the unit pipeline). */
  exactMs: number;
  exactRatio: number;
  compared: Record<string, { compared: number; equal: number }>;
}

export async function runBuchholzBench(
  runs = 5,
  players = 3000,
  rounds = 11
): Promise<BuchholzBenchResult> {
  const pkg: Pkg = await import("tiebreak");
  const t = generateSwiss({ players, rounds, seed: players });
  const results = toResults(pkg, t);
  const specs = CODES.map((c) => parseCode(c));
  const pkgCodes = [
    pkg.Tiebreak.BUCHHOLZ,
    pkg.Tiebreak.BUCHHOLZ_CUT1,
    pkg.Tiebreak.BUCHHOLZ_MEDIAN1,
  ];
  const ids = t.players.map((p) => p.id);
  // exact values (the numbers for comparing are made outside the timed part)
  const ours = (exact = false): Value[][] => {
    const ctx = new Ctx(t, { rules: "fide-2024", type: "swiss" });
    ctx.exactPaths = exact;
    return specs.map((s) => valuesOf(ctx, s));
  };
  const theirs = (): number[][] => {
    const tb = new pkg.Tiebreaker(results, pkg.UnplayedRoundsAdjustment.FIDE_2023);
    return pkgCodes.map((c) => ids.map((id) => tb.tiebreak(c, id, rounds)));
  };
  // warm-up, and the values compared
  const a = ours().map((col) => col.map((v) => v!.toNumber()));
  const b = theirs();
  ours(true);
  const oursT: number[] = [];
  const pkgT: number[] = [];
  const exactT: number[] = [];
  for (let k = 0; k < runs; k++) {
    let t0 = performance.now();
    ours();
    oursT.push(performance.now() - t0);
    t0 = performance.now();
    theirs();
    pkgT.push(performance.now() - t0);
    t0 = performance.now();
    ours(true);
    exactT.push(performance.now() - t0);
  }
  // where the rule sets agree
  const hasForfeitLoss = new Set(
    t.players
      .filter((p) => p.rounds.some((e) => e.kind === "forfeit" && e.outcome === "loss"))
      .map((p) => p.id)
  );
  const vurs = (i: number): number =>
    t.players[i].rounds.filter(
      (e) =>
        (e.kind === "forfeit" && e.outcome === "loss") ||
        (e.kind === "bye" && (e.bye === "hpb" || e.bye === "zpb"))
    ).length;
  const agree = t.players.map(
    (p) =>
      !hasForfeitLoss.has(p.id) &&
      p.rounds.every((e) => e.kind === "bye" || !hasForfeitLoss.has(e.opponent))
  );
  const compared: BuchholzBenchResult["compared"] = {};
  CODES.forEach((code, c) => {
    let n = 0;
    let eq = 0;
    t.players.forEach((_, i) => {
      if (!agree[i] || (code === "BH/M1" && vurs(i) > 1)) return;
      n++;
      if (Math.abs(a[c][i] - b[c][i]) < 1e-9) eq++;
    });
    compared[code] = { compared: n, equal: eq };
  });
  const oursMs = median(oursT);
  const pkgMs = median(pkgT);
  // the median of the per-run ratios: each compares two measurements taken moments apart
  const ratio = median(oursT.map((x, k) => x / pkgT[k]));
  const exactRatio = median(exactT.map((x, k) => x / pkgT[k]));
  return { players, rounds, oursMs, pkgMs, ratio, exactMs: median(exactT), exactRatio, compared };
}

export function buchholzReport(r: BuchholzBenchResult, runs: number): string {
  return [
    `Buchholz family (BH, BH/C1, BH/M1), first pass, in process, ${r.players} x ${r.rounds}, median of ${runs} runs`,
    "",
    "| ours (fide-2024) | npm tiebreak 0.4.0 (FIDE_2023) | ours / tiebreak (median of per-run ratios) | ours, exact paths | exact / tiebreak |",
    "|---|---|---|---|---|",
    `| ${r.oursMs.toFixed(1)} ms | ${r.pkgMs.toFixed(1)} ms | ${(100 * r.ratio).toFixed(1)} % | ${r.exactMs.toFixed(1)} ms | ${(100 * r.exactRatio).toFixed(1)} % |`,
    "",
    "Values compared where the rule sets agree: " +
      Object.entries(r.compared)
        .map(([c, v]) => `${c} ${v.equal} equal of ${v.compared}`)
        .join(", "),
  ].join("\n");
}
