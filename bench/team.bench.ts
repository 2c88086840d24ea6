/**
 * Team benchmark: every team code for a generated team Swiss of 200 teams x 11 rounds
 * x 6 boards (1,400 players with reserves), against every individual code (ALL_CODES) on the
 * individual tournament of the same board games (the same TRF read with --individual).
 * Target: the team computation costs at most 3x the individual one. Medians of several runs in
 * one process, so the ratio compares like with like on a noisy machine.
 */
import { Ctx, parseOrder, standingsIn, teamStandings } from "../src/engine";
import { parseTrf } from "../src/formats/trf";
import { readTeamTrf } from "../src/formats/trf-team";
import { ALL_CODES } from "./engine.bench";

export const TEAM_CODES = [
  "MP",
  "GP",
  "MPvGP",
  ...["BH", "FB"].flatMap((b) =>
    ["", "/C1", "/C2", "/M1", "/P"].flatMap((c) => [`${b}:MP${c}`, `${b}:GP${c}`])
  ),
  ...["SB", "PS", "AOB", "KS", "DE", "WIN", "WON", "REP", "STD", "BPG", "BWG"].flatMap((c) => [
    `${c}:MP`,
    `${c}:GP`,
  ]),
  ...["ESB", "EMMSB", "EMGSB", "EGMSB", "EGGSB"].flatMap((c) => [
    c,
    `${c}/C1`,
    `${c}/C2`,
    `${c}/P`,
  ]),
  "OSB",
  "EDE",
  "EDET",
  "EDEB",
  "EDEBT",
  "EDEBB",
  "SSSC",
  "SSSC/F",
  "SSSC/P",
  "BC",
  "TBR",
  "BBE",
];

/** A small deterministic generator (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A TRF16 team Swiss with 013 lines: random pairings, some board forfeits, reserves, PABs. */
export function teamTrf(teams: number, rounds: number, boards: number, seed = 1): string {
  const r = rng(seed);
  const roster: number[][] = [];
  let pid = 0;
  for (let t = 0; t < teams; t++) {
    const size = boards + (t % 3 === 0 ? 1 : 0);
    roster.push(Array.from({ length: size }, () => ++pid));
  }
  const res: string[][] = Array.from({ length: pid + 1 }, () => []);
  const pts = new Array<number>(pid + 1).fill(0);
  const val: Record<string, number> = { "1": 1, "=": 0.5, "0": 0, "+": 1, "-": 0, U: 1, Z: 0 };
  for (let rd = 0; rd < rounds; rd++) {
    const order = Array.from({ length: teams }, (_, k) => k).sort(() => r() - 0.5);
    const block = new Array<string>(pid + 1).fill("0000 - Z");
    const set = (p: number, opp: number, c: string, x: string): void => {
      block[p] = `${opp ? String(opp).padStart(4) : "0000"} ${c} ${x}`;
      pts[p] += val[x];
    };
    for (let k = 0; k + 1 < order.length; k += 2) {
      const a = roster[order[k]].slice(0, boards);
      const b = roster[order[k + 1]].slice(0, boards);
      for (let j = 0; j < boards; j++) {
        const ca = (j + rd) % 2 === 0 ? "w" : "b";
        const cb = ca === "w" ? "b" : "w";
        const x = r();
        const [ra, rb] =
          x < 0.02 ? ["+", "-"] : x < 0.4 ? ["1", "0"] : x < 0.75 ? ["0", "1"] : ["=", "="];
        set(a[j], b[j], ca, ra);
        set(b[j], a[j], cb, rb);
      }
    }
    if (order.length % 2 === 1)
      for (const p of roster[order[order.length - 1]].slice(0, boards)) set(p, 0, "-", "U");
    for (let p = 1; p <= pid; p++) res[p].push(block[p]);
  }
  const lines = ["012 Team benchmark", "042 2026/04/01", "092 Team Swiss", `XXR ${rounds}`];
  for (let p = 1; p <= pid; p++) {
    const head = `001 ${String(p).padStart(4)} m    ${`Player ${p}`.padEnd(33)} ${String(1400 + (p % 900)).padStart(4)} ENG ${"".padStart(11)} ${"".padStart(10)} ${pts[p].toFixed(1).padStart(4)} ${"0".padStart(4)}`;
    lines.push(head.padEnd(89) + res[p].map((b) => `  ${b}`).join(""));
  }
  roster.forEach((ids, t) =>
    lines.push(
      `013 ${`Team ${t + 1}`.padEnd(32)}${ids.map((i) => String(i).padStart(4)).join(" ")}`
    )
  );
  return lines.join("\n") + "\n";
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function time(f: () => void): number {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
}

export interface TeamBenchRow {
  teams: number;
  players: number;
  teamMs: number;
  individualMs: number;
  ratio: number;
}

export function runTeamBench(runs = 5, teams = 200, rounds = 11, boards = 6): TeamBenchRow {
  const text = teamTrf(teams, rounds, boards);
  const trf = parseTrf(text);
  const { event } = readTeamTrf(text, trf);
  const tOrder = parseOrder(TEAM_CODES);
  const iOrder = parseOrder(ALL_CODES);
  teamStandings(event, tOrder); // warm-up
  standingsIn(new Ctx(trf.tournament, { rules: "fide-2026" }), iOrder);
  const tm: number[] = [];
  const im: number[] = [];
  for (let k = 0; k < runs; k++) {
    tm.push(time(() => teamStandings(event, tOrder, { rules: "fide-2026" })));
    im.push(time(() => standingsIn(new Ctx(trf.tournament, { rules: "fide-2026" }), iOrder)));
  }
  const teamMs = median(tm);
  const individualMs = median(im);
  return {
    teams,
    players: trf.tournament.players.length,
    teamMs,
    individualMs,
    ratio: teamMs / individualMs,
  };
}

export function teamReport(r: TeamBenchRow, runs: number): string {
  return [
    `Teams: all ${TEAM_CODES.length} team codes vs all ${ALL_CODES.length} individual codes on the same board games, median of ${runs} runs`,
    "",
    "| teams x rounds x boards | players | team codes | individual codes | team / individual |",
    "|---|---|---|---|---|",
    `| ${r.teams} x 11 x 6 | ${r.players} | ${r.teamMs.toFixed(1)} ms | ${r.individualMs.toFixed(1)} ms | ${r.ratio.toFixed(2)}x |`,
  ].join("\n");
}
