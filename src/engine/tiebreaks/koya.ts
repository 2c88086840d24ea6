/**
 * Koya System (C.07 9.2): the points scored against the participants who finished with at least
 * 50% of the maximum possible score. Art. 16 does not apply: opponents count with their actual
 * scores.
 *
 * - Maximum possible score: win × the rounds in which a participant can be scheduled. In a Swiss
 *   that is every counted round; in a round robin it is the most rounds any participant had a
 *   scheduled opponent so far (an odd field's free round cannot score: 5 players over 5 rounds
 *   give a maximum of 4 wins).
 * - /L±n moves the line by n half points (KS/L+1 = +½, TieBreakServer's reading; "KS/L1" is the
 *   same); /L75% puts it at 75% of the maximum.
 * - Games over the board (and unknown results) count. A forfeit counts as points scored against
 *   the scheduled opponent under the FIDE editions, in a round robin (art. 15.2: a regular game)
 *   and in a Swiss (art. 16 does not cover KS; TieBreakServer counts them too). Under `plain`
 *   unplayed rounds are no elements, so a forfeit counts only in a round robin.
 * - KS is defined for round robins; in a Swiss it is computed with a warning.
 */
import type { Ctx } from "../context";
import { Q, type Value } from "../rational";
import { register, type CodeSpec, type ExplainRow, type TieBreakDef } from "../registry";
import { checkIndex } from "../unplayed";
import {
  K_FLOSS,
  K_FWIN,
  K_PLAYED,
  unitBase,
  unitScores,
  unitValues,
  type UnitBase,
} from "../unplayed-units";

/** Maximum possible score used for the Koya line. */
export function koyaMaximum(ctx: Ctx): Q {
  let rounds = ctx.n;
  if (ctx.type === "round-robin") {
    let most = 0;
    for (let i = 0; i < ctx.size; i++) {
      let c = 0;
      for (let r = 0; r < ctx.n; r++) if (ctx.entry(i, r).kind !== "bye") c++;
      most = Math.max(most, c);
    }
    rounds = most;
  }
  return ctx.t.points.win.mul(Q.int(rounds));
}

/** The score an opponent needs for KS under the spec's limit. */
export function koyaLine(ctx: Ctx, spec: CodeSpec): Q {
  const max = koyaMaximum(ctx);
  const lim = spec.limit;
  if (lim && "percent" in lim) return max.mul(Q.of(lim.percent, 100));
  const shift = lim ? Q.of(lim.halfPoints, 2) : Q.ZERO;
  return max.mul(Q.HALF).add(shift);
}

function countsForKoya(ctx: Ctx, i: number, r: number): number {
  const e = ctx.entry(i, r);
  if (e.kind === "game" || e.kind === "unknown") return ctx.indexOf(e.opponent);
  if (e.kind === "forfeit" && (ctx.fide || ctx.type === "round-robin")) {
    return ctx.indexOf(e.opponent);
  }
  return -1;
}

/**
 * The opponent's score (units) of every round KS counts, NaN for the others (no comparison with
 * the line holds), shared by every KS variant of the context.
 */
function koyaOpponents(ctx: Ctx, b: UnitBase): Float64Array {
  return ctx.memo("units:koya", () => {
    const { kind, opp } = b;
    const score = unitScores(ctx, b, false).actual;
    const forfeits = ctx.fide || ctx.type === "round-robin";
    const out = new Float64Array(kind.length);
    for (let k = 0; k < kind.length; k++) {
      const c = kind[k];
      const counted = c === K_PLAYED || (forfeits && (c === K_FWIN || c === K_FLOSS));
      out[k] = counted ? score[opp[k]] : NaN;
    }
    return out;
  });
}

/** KS on whole units (same numbers as the exact loop below), or null where units do not apply. */
function unitKoya(ctx: Ctx, line: Q): Value[] | null {
  const b = unitBase(ctx);
  if (b === null) return null;
  const { n, pts, unit } = b;
  const score = koyaOpponents(ctx, b);
  // score ≥ line, score = s / unit, line = line.n / line.d: s × line.d ≥ line.n × unit
  const lineN = line.n * unit;
  const lineD = line.d;
  const values = unitValues(unit);
  const out = new Array<Value>(b.size);
  for (let i = 0; i < b.size; i++) {
    let v = 0;
    for (let k = i * n; k < i * n + n; k++) if (score[k] * lineD >= lineN) v += pts[k];
    out[i] = values.of(v);
  }
  return out;
}

function koyaValues(ctx: Ctx, spec: CodeSpec): Value[] {
  const line = koyaLine(ctx, spec);
  const fast = ctx.exactPaths ? null : unitKoya(ctx, line);
  if (fast !== null) return fast;
  return ctx.players.map((_, i) => {
    let value = Q.ZERO;
    for (let r = 0; r < ctx.n; r++) {
      const j = countsForKoya(ctx, i, r);
      if (j >= 0 && ctx.score(j).ge(line)) value = value.add(ctx.points(i, r));
    }
    return value;
  });
}

function koyaRows(ctx: Ctx, spec: CodeSpec, i: number): { value: Q; rows: ExplainRow[] } {
  checkIndex(ctx, i);
  const line = koyaLine(ctx, spec);
  let value = Q.ZERO;
  const rows: ExplainRow[] = [];
  for (let r = 0; r < ctx.n; r++) {
    const j = countsForKoya(ctx, i, r);
    const e = ctx.entry(i, r);
    const own = ctx.points(i, r);
    if (j < 0) {
      rows.push({
        round: r + 1,
        opponent: e.kind === "bye" ? null : e.opponent,
        label: e.kind === "bye" ? "bye" : e.kind,
        used: null,
        own,
        contribution: null,
        status: "not counted",
        note: e.kind === "forfeit" ? "forfeit: no element under plain rules in a Swiss" : undefined,
      });
      continue;
    }
    const s = ctx.score(j);
    const ok = s.ge(line);
    if (ok) value = value.add(own);
    rows.push({
      round: r + 1,
      opponent: ctx.players[j].id,
      label: e.kind === "forfeit" ? "forfeit (game, art. 15.2)" : "game",
      used: s,
      own,
      contribution: ok ? own : Q.ZERO,
      status: ok ? "kept" : "not counted",
      note: ok ? undefined : `opponent below the line ${line.toString()}`,
    });
  }
  return { value, rows };
}

const KS: TieBreakDef = {
  name: "KS",
  title: "Koya system",
  summary:
    "Points scored against the participants with at least half the maximum possible score; /L±n moves the line by half points, /L75% sets a percentage.",
  family: "Sonneborn-Berger",
  fideType: "BC",
  modifiers: ["L", "V"],
  roundOrder: (spec) => spec.limit !== undefined,
  compute: koyaValues,
  explain: (ctx, spec, i) => {
    const { value, rows } = koyaRows(ctx, spec, i);
    return {
      code: spec.code,
      value,
      rows,
      summary: `points against opponents scoring at least ${koyaLine(ctx, spec).toString()} (maximum ${koyaMaximum(ctx).toString()})`,
    };
  },
  advice: (ctx, spec) =>
    ctx.type === "swiss"
      ? `${spec.code}: the Koya system is defined for round robins (C.07 9.2) and advised against in a Swiss; computed anyway`
      : null,
};

register(KS);
