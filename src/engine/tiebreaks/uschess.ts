/**
 * US Chess tie-breaks, rule 34E of the US Chess Federation's Official Rules of Chess, 7th
 * edition (the text is quoted at ochess.org/tiebreaks).
 *
 * US adjusted scores: an opponent's score with every unplayed round of that opponent (byes of
 * any kind, forfeits either way, absences, rounds after a withdrawal, unknown results) counted as
 * a draw (½). The player's own unplayed rounds count as opponents with adjusted score 0.
 *
 * Codes:
 * - USMM     34E1 modified median: Solkoff without the lowest (plus score), the highest (minus
 *            score) or both (exactly half the maximum); two each from 9 rounds on.
 * - USSOLK   34E2 Solkoff: sum of the opponents' adjusted scores.
 * - USCUM    34E3 cumulative: sum of the running scores, less the points of each unplayed
 *            result: a win's for an unplayed win (bye, forfeit win), a draw's for a half-point
 *            bye (option us.cum=win: the unplayed wins only, as older club rules say).
 * - USMED    34E4 median (Harkness): Solkoff without the highest and the lowest (two each from
 *            9 rounds on).
 * - USH2H    34E5 result between tied players: net wins in games among the tied group.
 * - USBLACK  34E6 most blacks: games played with Black.
 * - USKASH   34E7 Kashdan: 4 per win, 2 per draw, 1 per loss, 0 per unplayed round.
 * - USSB     34E8 Sonneborn-Berger: adjusted scores of opponents beaten + ½ of those drawn.
 * - USOPPCUM 34E9 cumulative of opposition: sum of the opponents' USCUM; own unplayed 0.
 * - USARO    34E11 average rating of the opponents played; unrated opponents left out unless
 *            a rating is given (/U1400 or EngineOptions.unrated).
 */
import { InputError } from "../errors";
import { registerOptions } from "../options";
import { perPlayer, type Ctx } from "../context";
import { Q, type Value } from "../rational";
import {
  register,
  registerPreset,
  type CodeSpec,
  type ExplainRow,
  type Explanation,
  type TieBreakDef,
} from "../registry";
import { entryLabel, pointsFor } from "../scoring";
import type { RoundEntry } from "../types";
import { netWinsGroup } from "./wargame";

/** US adjusted score of every player: played games as scored, every unplayed round a draw. */
export function adjustedScores(ctx: Ctx): Q[] {
  return ctx.memo("us:adjusted", () =>
    perPlayer(ctx, (i) => {
      let s = Q.ZERO;
      for (let r = 0; r < ctx.n; r++) {
        const e = ctx.entry(i, r);
        s = s.add(e.kind === "game" ? pointsFor(e, ctx.t.points) : ctx.t.points.draw);
      }
      return s;
    })
  );
}

interface OppItem {
  round: number;
  /** Opponent index, -1 for the player's own unplayed round (a 0 opponent). */
  j: number;
  used: Q;
  label: string;
}

/** One item per round: the opponent's value in a played game, 0 for an own unplayed round. */
function opponentItems(ctx: Ctx, i: number, base: readonly Q[]): OppItem[] {
  const out: OppItem[] = [];
  for (let r = 0; r < ctx.n; r++) {
    const e = ctx.entry(i, r);
    const j = e.kind === "game" ? ctx.indexOf(e.opponent) : -1;
    out.push({
      round: r,
      j,
      used: j >= 0 ? base[j] : Q.ZERO,
      label: j >= 0 ? "game" : `${entryLabel(e)} (own unplayed round: 0)`,
    });
  }
  return out;
}

type Drop = { low: number; high: number };

/** Values dropped by 34E1 (modified median) or 34E4 (median); none for Solkoff. */
function drops(ctx: Ctx, kind: "MM" | "MED" | "SOLK", i: number): Drop {
  if (kind === "SOLK") return { low: 0, high: 0 };
  const k = ctx.n >= 9 ? 2 : 1;
  if (kind === "MED") return { low: k, high: k };
  const half = ctx.t.points.win.mul(Q.int(ctx.n)).div(Q.int(2));
  const c = ctx.score(i).cmp(half);
  return c > 0 ? { low: k, high: 0 } : c < 0 ? { low: 0, high: k } : { low: k, high: k };
}

function medianWork(
  ctx: Ctx,
  kind: "MM" | "MED" | "SOLK",
  i: number
): { items: (OppItem & { status: ExplainRow["status"] })[]; value: Q } {
  const items = opponentItems(ctx, i, adjustedScores(ctx)).map((x) => ({
    ...x,
    status: "kept" as ExplainRow["status"],
  }));
  const { low, high } = drops(ctx, kind, i);
  const order = items.map((_, k) => k).sort((a, b) => items[a].used.cmp(items[b].used) || a - b);
  order.forEach((k, pos) => {
    if (pos < low) items[k].status = "cut";
    else if (pos >= order.length - high) items[k].status = "cut-high";
  });
  return {
    items,
    value: Q.sum(items.filter((x) => x.status === "kept").map((x) => x.used)),
  };
}

function explainItems(
  ctx: Ctx,
  spec: CodeSpec,
  i: number,
  value: Value,
  items: (OppItem & { status?: ExplainRow["status"]; contribution?: Q })[],
  summary: string
): Explanation {
  return {
    code: spec.code,
    value,
    rows: items.map((x) => ({
      round: x.round + 1,
      opponent: x.j >= 0 ? ctx.players[x.j].id : null,
      label: x.label,
      used: x.used,
      own: ctx.points(i, x.round),
      contribution: x.contribution ?? ((x.status ?? "kept") === "kept" ? x.used : null),
      status: x.status ?? "kept",
    })),
    summary,
  };
}

function medianDef(
  name: string,
  kind: "MM" | "MED" | "SOLK",
  title: string,
  summary: string
): TieBreakDef {
  return {
    name,
    title,
    summary,
    family: "US Chess",
    modifiers: [],
    compute: (ctx) =>
      ctx.memo(`us:${kind}`, () => perPlayer(ctx, (i) => medianWork(ctx, kind, i).value)),
    explain: (ctx, spec, i) => {
      const w = medianWork(ctx, kind, i);
      return explainItems(
        ctx,
        spec,
        i,
        w.value,
        w.items,
        "sum of the kept adjusted scores of the opponents (own unplayed rounds are 0 opponents)"
      );
    },
  };
}

const USMM = medianDef(
  "USMM",
  "MM",
  "Modified median (US 34E1)",
  "Sum of the opponents' adjusted scores (unplayed rounds ½; own unplayed rounds 0) without the lowest for a plus score, the highest for a minus score, both for exactly 50%; two each from 9 rounds on."
);
const USSOLK = medianDef(
  "USSOLK",
  "SOLK",
  "Solkoff (US 34E2)",
  "Sum of all opponents' adjusted scores (their unplayed rounds count ½; the player's own unplayed rounds are opponents with 0)."
);
const USMED = medianDef(
  "USMED",
  "MED",
  "Median / Harkness (US 34E4)",
  "Solkoff without the highest and the lowest adjusted score (two each from 9 rounds on)."
);

/** Unplayed results subtracted by 34E3: wins and half-point byes (us.cum=win: wins only). */
function cumulativeWork(ctx: Ctx, i: number): { running: Q[]; less: Q[]; value: Q } {
  const mode = (ctx.option("us.cum") ?? "half").trim().toLowerCase();
  if (mode !== "win" && mode !== "half")
    throw new InputError("invalid-value", `option us.cum=${mode}: expected win or half`, {
      kind: "option",
      option: "us.cum",
    });
  const ps = ctx.t.points;
  const running: Q[] = [];
  const less: Q[] = [];
  let s = Q.ZERO;
  let total = Q.ZERO;
  for (let r = 0; r < ctx.n; r++) {
    const e = ctx.entry(i, r);
    const p = pointsFor(e, ps);
    s = s.add(p);
    running.push(s);
    let sub = Q.ZERO;
    if (e.kind !== "game" && e.kind !== "unknown") {
      if (p.eq(ps.win)) sub = ps.win;
      else if (mode === "half" && p.eq(ps.draw) && !p.isZero()) sub = ps.draw;
    }
    less.push(sub);
    total = total.add(s).sub(sub);
  }
  return { running, less, value: total };
}

function cumulativeValues(ctx: Ctx): Q[] {
  return ctx.memo("us:cum", () => perPlayer(ctx, (i) => cumulativeWork(ctx, i).value));
}

const USCUM: TieBreakDef = {
  name: "USCUM",
  title: "Cumulative (US 34E3)",
  summary:
    "Sum of the running score after each round, less 1 for each unplayed win (bye, forfeit win) and ½ for each half-point bye (34E3); option us.cum=win subtracts the unplayed wins only.",
  family: "US Chess",
  modifiers: [],
  roundOrder: true,
  compute: (ctx) => cumulativeValues(ctx),
  explain: (ctx, spec, i) => {
    const w = cumulativeWork(ctx, i);
    return {
      code: spec.code,
      value: w.value,
      rows: w.running.map((s, r) => {
        const e = ctx.entry(i, r);
        return {
          round: r + 1,
          opponent: e.kind === "bye" ? null : e.opponent,
          label: w.less[r].isZero()
            ? `running score (${entryLabel(e)})`
            : `running score, less ${w.less[r]} for an unplayed ${entryLabel(e)}`,
          used: s,
          own: ctx.points(i, r),
          contribution: s.sub(w.less[r]),
          status: "kept" as const,
        };
      }),
      summary: "sum of the running scores less the unplayed results",
    };
  },
};

const USOPPCUM: TieBreakDef = {
  name: "USOPPCUM",
  title: "Cumulative of opposition (US 34E9)",
  summary:
    "Sum of the opponents' cumulative tie-breaks (USCUM); the player's own unplayed rounds count 0.",
  family: "US Chess",
  modifiers: [],
  roundOrder: true,
  compute: (ctx) => {
    const cum = cumulativeValues(ctx);
    return perPlayer(ctx, (i) => Q.sum(opponentItems(ctx, i, cum).map((x) => x.used)));
  },
  explain: (ctx, spec, i) => {
    const items = opponentItems(ctx, i, cumulativeValues(ctx));
    return explainItems(
      ctx,
      spec,
      i,
      Q.sum(items.map((x) => x.used)),
      items,
      "sum of the opponents' cumulative tie-breaks"
    );
  },
};

function kashdanOf(e: RoundEntry): Q {
  if (e.kind !== "game") return Q.ZERO;
  return Q.int(e.outcome === "win" ? 4 : e.outcome === "draw" ? 2 : 1);
}

const USKASH: TieBreakDef = {
  name: "USKASH",
  title: "Kashdan (US 34E7)",
  summary: "4 points per win, 2 per draw, 1 per loss, 0 per unplayed round (played games only).",
  family: "US Chess",
  modifiers: [],
  compute: (ctx) =>
    perPlayer(ctx, (i) => {
      let s = Q.ZERO;
      for (let r = 0; r < ctx.n; r++) s = s.add(kashdanOf(ctx.entry(i, r)));
      return s;
    }),
  explain: (ctx, spec, i) => {
    const rows: ExplainRow[] = [];
    let s = Q.ZERO;
    for (let r = 0; r < ctx.n; r++) {
      const e = ctx.entry(i, r);
      const c = kashdanOf(e);
      s = s.add(c);
      rows.push({
        round: r + 1,
        opponent: e.kind === "bye" ? null : e.opponent,
        label: e.kind === "game" ? `game: ${e.outcome}` : `${entryLabel(e)} (unplayed: 0)`,
        used: null,
        own: ctx.points(i, r),
        contribution: c,
        status: e.kind === "game" ? "kept" : "not counted",
      });
    }
    return { code: spec.code, value: s, rows, summary: "4 per win, 2 per draw, 1 per loss" };
  },
};

function usSbItems(ctx: Ctx, i: number): (OppItem & { contribution: Q })[] {
  const adj = adjustedScores(ctx);
  return opponentItems(ctx, i, adj).map((x) => {
    const e = ctx.entry(i, x.round);
    const c =
      x.j < 0 || e.kind !== "game"
        ? Q.ZERO
        : e.outcome === "win"
          ? x.used
          : e.outcome === "draw"
            ? x.used.mul(Q.HALF)
            : Q.ZERO;
    return { ...x, contribution: c };
  });
}

const USSB: TieBreakDef = {
  name: "USSB",
  title: "Sonneborn-Berger (US 34E8)",
  summary:
    "Adjusted scores of the opponents beaten plus half the adjusted scores of those drawn; the player's own unplayed rounds contribute 0.",
  family: "US Chess",
  modifiers: [],
  compute: (ctx) => perPlayer(ctx, (i) => Q.sum(usSbItems(ctx, i).map((x) => x.contribution))),
  explain: (ctx, spec, i) => {
    const items = usSbItems(ctx, i);
    return explainItems(
      ctx,
      spec,
      i,
      Q.sum(items.map((x) => x.contribution)),
      items,
      "adjusted scores of opponents beaten + ½ of those drawn"
    );
  },
};

const USBLACK: TieBreakDef = {
  name: "USBLACK",
  title: "Most blacks (US 34E6)",
  summary: "Number of games played with Black; unplayed games never count.",
  family: "US Chess",
  modifiers: [],
  roundOrder: true,
  compute: (ctx) =>
    perPlayer(ctx, (i) => {
      let c = 0;
      for (let r = 0; r < ctx.n; r++) {
        const e = ctx.entry(i, r);
        if (e.kind === "game" && e.colour === "b") c++;
      }
      return Q.int(c);
    }),
};

function aroWork(
  ctx: Ctx,
  spec: CodeSpec,
  i: number
): { rows: ExplainRow[]; value: Value; unrated: number } {
  const fallback = spec.unrated ?? ctx.opts.unrated;
  const rows: ExplainRow[] = [];
  let sum = Q.ZERO;
  let count = 0;
  let unrated = 0;
  for (let r = 0; r < ctx.n; r++) {
    const e = ctx.entry(i, r);
    if (e.kind !== "game") continue;
    const j = ctx.indexOf(e.opponent);
    if (j < 0) continue;
    const rating = ctx.players[j].rating;
    const used = rating && rating > 0 ? rating : fallback;
    if (used === undefined) unrated++;
    else {
      sum = sum.add(Q.int(used));
      count++;
    }
    rows.push({
      round: r + 1,
      opponent: e.opponent,
      label:
        rating && rating > 0
          ? "game"
          : used === undefined
            ? "unrated opponent"
            : "unrated opponent (assigned rating)",
      used: used === undefined ? null : Q.int(used),
      own: null,
      contribution: used === undefined ? null : Q.int(used),
      status: used === undefined ? "not counted" : "kept",
    });
  }
  return { rows, value: count ? sum.div(Q.int(count)) : null, unrated };
}

const USARO: TieBreakDef = {
  name: "USARO",
  title: "Average rating of opposition (US 34E11)",
  summary:
    "Average rating of the opponents actually played; unrated opponents are left out unless a rating is set for them (/U1400 or the unrated option). Exact, not rounded.",
  family: "US Chess",
  modifiers: ["U"],
  compute: (ctx, spec) => {
    let unrated = 0;
    const vals = perPlayer(ctx, (i) => {
      const w = aroWork(ctx, spec, i);
      unrated += w.unrated;
      return w.value;
    });
    if (unrated)
      ctx.warn(
        `${spec.code}: ${unrated} game(s) against unrated opponents left out of the average (set a rating with ${spec.def.name}/U1400)`
      );
    return vals;
  },
  explain: (ctx, spec, i) => {
    const w = aroWork(ctx, spec, i);
    return {
      code: spec.code,
      value: w.value,
      rows: w.rows,
      summary: "average rating of the opponents played",
    };
  },
};

const USH2H: TieBreakDef = {
  name: "USH2H",
  title: "Result between tied players (US 34E5)",
  summary:
    "Net wins (wins − losses) in the games among the players still tied: 3-1 (+2) beats 1-0 (+1). Byes and (unless /P) forfeits never count.",
  family: "US Chess",
  modifiers: ["P"],
  group: (ctx, spec, members) => netWinsGroup(ctx, spec, members),
};

register(USMM, USSOLK, USCUM, USOPPCUM, USMED, USKASH, USSB, USBLACK, USARO, USH2H);

registerPreset(
  {
    id: "us-chess",
    title: "US Chess default (34E)",
    summary:
      "US Chess rule 34E default order: modified median, Solkoff, cumulative, cumulative of opposition, with US adjusted scores.",
    game: "chess",
    order: ["USMM", "USSOLK", "USCUM", "USOPPCUM"],
    options: { rules: "plain" },
  },
  {
    id: "us-scholastic",
    title: "US Chess scholastic",
    summary:
      "US scholastic guidelines: modified median, Solkoff, Sonneborn-Berger, cumulative, Kashdan, result between tied players, most blacks (then a coin flip).",
    game: "chess",
    order: ["USMM", "USSOLK", "USSB", "USCUM", "USKASH", "USH2H", "USBLACK"],
    options: { rules: "plain" },
  }
);

registerOptions([
  {
    key: "us.cum",
    describe:
      "half | win (USCUM subtracts unplayed wins and half-point byes, the default, or unplayed wins only)",
    values: ["win", "half"],
  },
]);
