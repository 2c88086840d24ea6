/**
 * The Buchholz family (C.07 art. 8): BH (8.1), AOB (8.2) and FB (8.3), with Cut-n / Median-n
 * and /P. Unplayed rounds follow art. 16 through ../unplayed (dummies, adjusted scores, the 16.5
 * cut exception), or the pre-2023 / plain conventions of the context's edition.
 *
 * FB is BH "as if all paired games of the final round had ended in draws": the scheduled final
 * round (totalRounds, else the rounds entered). Standings before that round is counted give
 * FB = BH. Byes in the final round keep their points; a forfeit there becomes a drawn game
 * against the scheduled opponent (also for AOB/F).
 *
 * AOB is the mean of the BH (AOB/F: FB) of the opponents played over the board, once per game
 * (forfeits never count, also in a round robin, as TieBreakServer computes it). Undefined (null)
 * without such an opponent.
 * Kept exact (13.375 stays 107/8).
 */
import type { Ctx } from "../context";
import { Q, type Value } from "../rational";
import { register, type CodeSpec, type ExplainRow, type TieBreakDef } from "../registry";
import { checkIndex, elementCore, explainSum } from "../unplayed";
import { K_PLAYED, sumValues, unitBase, unitRows } from "../unplayed-units";

const RR_ADVICE =
  "is a Buchholz tie-break, which C.07 (2026, art. 8 note) says must not be used in a round robin; computed anyway";

function roundRobinAdvice(ctx: Ctx, spec: CodeSpec): string | null {
  return ctx.type === "round-robin" ? `${spec.code} ${RR_ADVICE}` : null;
}

/** BH (fore = false) or FB (fore = true) of every player with the spec's cut/median and /P. */
export function buchholzValues(ctx: Ctx, fore: boolean, cut = 0, median = 0, p = false): Q[] {
  return ctx.memo(`bh:${fore}:${cut}:${median}:${p}`, () =>
    sumValues(ctx, { p, fore }, "BH", cut, median)
  );
}

const BH: TieBreakDef = {
  name: "BH",
  title: "Buchholz",
  summary:
    "Sum of the opponents' scores; own unplayed rounds count per C.07 art. 16 (dummy opponent), /C1 /C2 cut the lowest, /M1 /M2 the lowest and highest, /P counts forfeits as games.",
  family: "Buchholz",
  fideType: "C",
  modifiers: ["C", "M", "P", "V"],
  compute: (ctx, spec) => buchholzValues(ctx, false, spec.cut, spec.median, spec.p),
  explain: (ctx, spec, i) => explainSum(ctx, spec, i, "BH", false),
  advice: roundRobinAdvice,
};

const FB: TieBreakDef = {
  name: "FB",
  title: "Fore Buchholz",
  summary:
    "Buchholz as if every paired game of the scheduled final round had been drawn (before that round is counted, FB = BH); same modifiers as BH.",
  family: "Buchholz",
  fideType: "D",
  modifiers: ["C", "M", "P", "V"],
  roundOrder: true,
  compute: (ctx, spec) => buchholzValues(ctx, true, spec.cut, spec.median, spec.p),
  explain: (ctx, spec, i) => explainSum(ctx, spec, i, "BH", true),
  advice: roundRobinAdvice,
};

/** Indices of the opponents played over the board, once per game (for AOB). */
function boardOpponents(ctx: Ctx, i: number): { round: number; j: number }[] {
  const core = elementCore(ctx);
  const out: { round: number; j: number }[] = [];
  for (let k = core.start[i]; k < core.start[i + 1]; k++) {
    // opponents played over the board: a forfeit is no game for AOB, even in a round robin
    // where it counts as one for BH (the article says "played over the board", as for WON)
    if (core.opponent[k] >= 0 && core.source[k] === 0 && core.played[k] === 1) {
      out.push({ round: core.round[k], j: core.opponent[k] });
    }
  }
  return out;
}

/**
 * AOB on whole units: the opponents' BH row totals (units of 1/U) summed, one Q per player; null
 * where units do not apply.
 */
function unitAob(ctx: Ctx, fore: boolean): Value[] | null {
  const b = unitBase(ctx);
  const rows = b === null ? null : unitRows(ctx, { fore }, "BH");
  if (b === null || rows === null) return null;
  const { size, n, kind, opp } = b;
  const { total, scale } = rows;
  const out = new Array<Value>(size);
  for (let i = 0; i < size; i++) {
    let s = 0;
    let games = 0;
    for (let k = i * n; k < i * n + n; k++) {
      if (kind[k] !== K_PLAYED) continue;
      s += total[opp[k]];
      games++;
    }
    out[i] = games === 0 ? null : Q.of(s, scale * games);
  }
  return out;
}

function aobValues(ctx: Ctx, fore: boolean): Value[] {
  return ctx.memo(`aob:${fore}`, () => {
    const fast = ctx.exactPaths ? null : unitAob(ctx, fore);
    if (fast !== null) return fast;
    const bh = buchholzValues(ctx, fore);
    return ctx.players.map((_, i) => {
      const opps = boardOpponents(ctx, i);
      if (opps.length === 0) return null;
      return Q.sum(opps.map((o) => bh[o.j])).div(Q.int(opps.length));
    });
  });
}

const AOB: TieBreakDef = {
  name: "AOB",
  title: "Average of opponents' Buchholz",
  summary:
    "Mean Buchholz of the opponents met over the board (AOB/F: their Fore Buchholz); undefined without a game.",
  family: "Buchholz",
  fideType: "CC",
  modifiers: ["F", "V"],
  new2026: (spec) => spec.f,
  compute: (ctx, spec) => aobValues(ctx, spec.f),
  explain: (ctx, spec, i) => {
    checkIndex(ctx, i);
    const bh = buchholzValues(ctx, spec.f);
    const rows: ExplainRow[] = boardOpponents(ctx, i).map((o) => ({
      round: o.round,
      opponent: ctx.players[o.j].id,
      label: "game",
      used: bh[o.j],
      own: ctx.points(i, o.round - 1),
      contribution: bh[o.j],
      status: "kept",
    }));
    return {
      code: spec.code,
      value: aobValues(ctx, spec.f)[i],
      rows,
      summary: `mean of the opponents' ${spec.f ? "Fore Buchholz" : "Buchholz"} over ${rows.length} game(s)`,
    };
  },
  advice: roundRobinAdvice,
};

register(BH, FB, AOB);
