/**
 * Engine benchmark: every individual FIDE code for generated Swiss events of 1,000 and
 * 10,000 players x 13 rounds, against the cost of parsing the same event's TRF.
 *
 * Targets: computing all codes costs at most 2x parsing the TRF; 10,000 players cost at most 12x
 * what 1,000 cost. Times are medians of several runs in one process, so the ratios compare
 * like with like on a noisy machine.
 */
import { Ctx, parseOrder, standingsIn } from "../src/engine";
import { parseTrf } from "../src/formats/trf";
import { makeTrf } from "../src/formats/trf-write";
import { generateSwiss } from "./generate";

/** Every individual code (the MTB26 individual list plus the remaining modifier combinations). */
export const ALL_CODES = [
  "DE",
  "DE/P",
  "WIN",
  "WON",
  "BPG",
  "BWG",
  "PS",
  "PS/C1",
  "PS/C2",
  "REP",
  "STD",
  "TPN",
  "TPN/R",
  ...["BH", "FB"].flatMap((b) =>
    ["", "/C1", "/C2", "/M1", "/M2"].flatMap((c) => [b + c, b + c + "/P"])
  ),
  "AOB",
  "AOB/F",
  ...["", "/C1", "/C2", "/M1", "/M2"].flatMap((c) => ["SB" + c, "SB" + c + "/P"]),
  "KS",
  "KS/L+1",
  "KS/L-1",
  "ARO",
  "ARO/C1",
  "ARO/C2",
  "ARO/M1",
  "ARO/M2",
  "TPR",
  "PTP",
  "APRO",
  "APPO",
  "RTNG",
  "RTNG/R",
];

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function time(f: () => void): number {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
}

export interface EngineBenchRow {
  players: number;
  rounds: number;
  trfBytes: number;
  parseMs: number;
  allCodesMs: number;
  ratio: number;
  /** All codes by the exact paths (Ctx.exactPaths: the engine without its whole-unit paths). */
  exactMs: number;
  exactRatio: number;
  heapMB: number;
}

export function runEngineBench(runs = 5, sizes = [1000, 9999]): EngineBenchRow[] {
  const order = parseOrder(ALL_CODES);
  const rows: EngineBenchRow[] = [];
  for (const players of sizes) {
    const text = makeTrf(generateSwiss({ players, rounds: 13, seed: players }));
    const { tournament } = parseTrf(text); // warm-up, and the tournament all codes run on
    standingsIn(new Ctx(tournament, { rules: "fide-2026" }), order);
    const exactCtx = (): Ctx => {
      const c = new Ctx(tournament, { rules: "fide-2026" });
      c.exactPaths = true;
      return c;
    };
    standingsIn(exactCtx(), order);
    const parse: number[] = [];
    const all: number[] = [];
    const exact: number[] = [];
    let heap = 0;
    for (let k = 0; k < runs; k++) {
      parse.push(time(() => parseTrf(text)));
      const before = process.memoryUsage().heapUsed;
      let ctx: Ctx | null = null;
      all.push(
        time(() => {
          ctx = new Ctx(tournament, { rules: "fide-2026" });
          standingsIn(ctx, order);
        })
      );
      heap = Math.max(heap, process.memoryUsage().heapUsed - before);
      if (ctx === null) throw new Error("unreachable");
      exact.push(time(() => standingsIn(exactCtx(), order)));
    }
    const parseMs = median(parse);
    const allCodesMs = median(all);
    rows.push({
      players,
      rounds: 13,
      trfBytes: text.length,
      parseMs,
      allCodesMs,
      ratio: allCodesMs / parseMs,
      exactMs: median(exact),
      exactRatio: median(exact) / parseMs,
      heapMB: heap / 2 ** 20,
    });
  }
  return rows;
}

export function engineReport(rows: EngineBenchRow[], runs: number): string {
  const lines = [
    `Engine: all ${ALL_CODES.length} codes (one standings computation, rules fide-2026) vs parseTrf, median of ${runs} runs`,
    "",
    "| players x rounds | TRF size | parse TRF | all codes | all / parse | heap growth | all codes, exact paths | exact / parse |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.players} x ${r.rounds} | ${(r.trfBytes / 1024).toFixed(0)} KiB | ${r.parseMs.toFixed(1)} ms | ${r.allCodesMs.toFixed(1)} ms | ${r.ratio.toFixed(2)}x | ${r.heapMB.toFixed(1)} MiB | ${r.exactMs.toFixed(1)} ms | ${r.exactRatio.toFixed(2)}x |`
    ),
  ];
  if (rows.length === 2) {
    lines.push(
      "",
      `${rows[1].players} / ${rows[0].players} players: all codes ${(rows[1].allCodesMs / rows[0].allCodesMs).toFixed(2)}x, parse ${(rows[1].parseMs / rows[0].parseMs).toFixed(2)}x`
    );
  }
  return lines.join("\n");
}
