/**
 * FIDE type B tie-breaks on a player's own results (C.07 art. 7): WIN, WON, BPG, BWG, PS, REP
 * (GE), STD, TPN, and "given:NAME" for a numeric column the organiser entered by hand.
 */
import { classFlags, perPlayer, type Ctx } from "../context";
import { InputError } from "../errors";
import { Q, type Value } from "../rational";
import { register, type CodeSpec, type ExplainRow, type TieBreakDef } from "../registry";
import { isVUR, pointsFor } from "../scoring";
import type { RoundEntry } from "../types";
import { unitBase } from "../unplayed-units";

function countRounds(ctx: Ctx, i: number, pred: (e: RoundEntry, r: number) => boolean): Q {
  let c = 0;
  for (let r = 0; r < ctx.n; r++) if (pred(ctx.entry(i, r), r)) c++;
  return Q.int(c);
}

/**
 * Per player: the rounds for which `pred` holds, as `n - count` when `fromRounds`. The fast path
 * asks `pred` once per round class (classFlags) and counts on the context's class table; `pred`
 * reads only kind, outcome, colour, bye and reason, so every entry of a class gets its answer.
 */
function counted(ctx: Ctx, pred: (e: RoundEntry) => boolean, fromRounds = false): Q[] {
  const classes = ctx.exactPaths ? null : ctx.roundClasses();
  if (classes === null) {
    return perPlayer(ctx, (i) => {
      const c = countRounds(ctx, i, pred);
      return fromRounds ? Q.int(ctx.n).sub(c) : c;
    });
  }
  const flags = classFlags(pred);
  const n = ctx.n;
  const out = new Array<Q>(ctx.size);
  for (let i = 0, k = 0; i < ctx.size; i++) {
    let c = 0;
    for (const end = k + n; k < end; k++) c += flags[classes[k]];
    out[i] = Q.int(fromRounds ? n - c : c);
  }
  return out;
}

const WIN: TieBreakDef = {
  name: "WIN",
  title: "Number of wins",
  summary:
    "Rounds in which the player scored a win's points, with or without playing (forfeit wins and byes worth a win count).",
  family: "Counts",
  fideType: "B",
  modifiers: [],
  compute: (ctx) => {
    const win = ctx.t.points.win;
    return counted(ctx, (e) => pointsFor(e, ctx.t.points).eq(win));
  },
};

const WON: TieBreakDef = {
  name: "WON",
  title: "Number of games won",
  summary: "Games won over the board; forfeits and byes never count.",
  family: "Counts",
  fideType: "B",
  modifiers: [],
  compute: (ctx) => counted(ctx, (e) => e.kind === "game" && e.outcome === "win"),
};

const BPG: TieBreakDef = {
  name: "BPG",
  title: "Games played with Black",
  summary:
    "Games played over the board with Black (a game with Black whose result is not in yet counts); forfeits and byes never count.",
  family: "Counts",
  fideType: "B",
  modifiers: [],
  roundOrder: true,
  // a game without a result yet is a game played (docs/decisions.md, "Games without a result")
  compute: (ctx) =>
    counted(ctx, (e) => (e.kind === "game" || e.kind === "unknown") && e.colour === "b"),
};

const BWG: TieBreakDef = {
  name: "BWG",
  title: "Games won with Black",
  summary: "Games won over the board with Black.",
  family: "Counts",
  fideType: "B",
  modifiers: [],
  roundOrder: true,
  compute: (ctx) =>
    counted(ctx, (e) => e.kind === "game" && e.colour === "b" && e.outcome === "win"),
};

const REP: TieBreakDef = {
  name: "REP",
  aliases: ["GE"],
  title: "Rounds one elected to play",
  summary:
    "Rounds counted minus half-point byes, zero-point byes (absences, withdrawal, late entry) and forfeit losses; a round robin's free round is not subtracted.",
  family: "Counts",
  fideType: "B",
  modifiers: [],
  // with pre-determined pairings forfeits are the only unplayed rounds (art. 15.2): a round
  // without an opponent is the free round of an odd field, however it was written
  compute: (ctx) => {
    const rr = ctx.type === "round-robin";
    return counted(ctx, rr ? isForfeitLoss : isVUR, true);
  },
};

function isForfeitLoss(e: RoundEntry): boolean {
  return e.kind === "forfeit" && e.outcome === "loss";
}

/** Running scores after each counted round. */
function progressive(ctx: Ctx, i: number): Q[] {
  const out: Q[] = [];
  let s = Q.ZERO;
  for (let r = 0; r < ctx.n; r++) {
    s = s.add(ctx.points(i, r));
    out.push(s);
  }
  return out;
}

/** PS with `cut` on whole units (the running scores' sum from round cut + 1), or null. */
function unitProgressive(ctx: Ctx, cut: number): Q[] | null {
  const b = unitBase(ctx);
  if (b === null) return null;
  const { n, pts, unit } = b;
  const out = new Array<Q>(b.size);
  for (let i = 0; i < b.size; i++) {
    let run = 0;
    let total = 0;
    for (let r = 0; r < n; r++) {
      run += pts[i * n + r];
      if (r >= cut) total += run;
    }
    out[i] = Q.of(total, unit);
  }
  return out;
}

const PS: TieBreakDef = {
  name: "PS",
  title: "Progressive scores",
  summary: "Sum of the running score after each round; /C1 and /C2 drop the earliest rounds.",
  family: "Counts",
  fideType: "B",
  modifiers: ["C"],
  roundOrder: true,
  compute: (ctx, spec) =>
    (ctx.exactPaths ? null : unitProgressive(ctx, spec.cut)) ??
    perPlayer(ctx, (i) => Q.sum(progressive(ctx, i).slice(spec.cut))),
  explain: (ctx, spec, i) => {
    const run = progressive(ctx, i);
    const rows: ExplainRow[] = run.map((s, r) => ({
      round: r + 1,
      opponent:
        ctx.entry(i, r).kind === "bye" ? null : (ctx.entry(i, r) as { opponent: number }).opponent,
      label: "running score",
      used: null,
      own: ctx.points(i, r),
      contribution: s,
      status: r < spec.cut ? "cut" : "kept",
    }));
    return {
      code: spec.code,
      value: Q.sum(run.slice(spec.cut)),
      rows,
      summary: "sum of the kept running scores",
    };
  },
};

/** STD (7.7): 1 for scoring more than the scheduled opponent (or more than a draw without one), ½ for the same. */
function standardPoints(ctx: Ctx, i: number): Q {
  let t = Q.ZERO;
  const draw = ctx.t.points.draw;
  for (let r = 0; r < ctx.n; r++) {
    const e = ctx.entry(i, r);
    const mine = ctx.points(i, r);
    const j = e.kind === "bye" ? -1 : ctx.indexOf(e.opponent);
    const other = j >= 0 ? ctx.points(j, r) : draw;
    const c = mine.cmp(other);
    if (c > 0) t = t.add(Q.ONE);
    else if (c === 0) t = t.add(Q.HALF);
  }
  return t;
}

/** STD on whole units (halves counted as 1, wins as 2), or null where units do not apply. */
function unitStandardPoints(ctx: Ctx): Q[] | null {
  const b = unitBase(ctx);
  if (b === null) return null;
  const { n, pts, opp, draw } = b;
  const out = new Array<Q>(b.size);
  for (let i = 0; i < b.size; i++) {
    let halves = 0;
    for (let r = 0; r < n; r++) {
      const j = opp[i * n + r];
      const mine = pts[i * n + r];
      const other = j >= 0 ? pts[j * n + r] : draw;
      if (mine > other) halves += 2;
      else if (mine === other) halves += 1;
    }
    out[i] = Q.of(halves, 2);
  }
  return out;
}

const STD: TieBreakDef = {
  name: "STD",
  title: "Standard points",
  summary:
    "1 per round scored more than the scheduled opponent (or, unpaired, more than a draw), ½ for the same.",
  family: "Counts",
  fideType: "B",
  modifiers: [],
  new2026: true,
  compute: (ctx) =>
    (ctx.exactPaths ? null : unitStandardPoints(ctx)) ??
    perPlayer(ctx, (i) => standardPoints(ctx, i)),
};

const TPN: TieBreakDef = {
  name: "TPN",
  title: "Tournament pairing number",
  summary: "The start number; the smaller ranks higher (/R: the larger).",
  family: "Counts",
  fideType: "B",
  modifiers: ["R"],
  ascending: true,
  new2026: true,
  compute: (ctx) => perPlayer(ctx, (i) => Q.int(ctx.players[i].id)),
};

function givenValues(ctx: Ctx, spec: CodeSpec): Value[] {
  const name = spec.param ?? "";
  const key =
    Object.keys(ctx.players[0]?.attrs ?? {}).find((k) => k.toLowerCase() === name.toLowerCase()) ??
    name;
  let missing = 0;
  const vals = perPlayer(ctx, (i) => {
    const raw = ctx.players[i].attrs[key] ?? ctx.players[i].attrs[name];
    if (typeof raw === "number" && Number.isFinite(raw)) return Q.fromNumber(raw);
    if (typeof raw === "string") {
      // the grid reader keeps attribute text as written: "2,5" and "3½" are numbers here
      const q = Q.parse(raw.replace(",", "."));
      if (q) return q;
    }
    missing++;
    return null;
  });
  if (missing === ctx.size) {
    const cols = [...new Set(ctx.players.flatMap((p) => Object.keys(p.attrs)))];
    throw new InputError(
      "missing",
      `given:${name}: no column "${name}" in the results (columns: ${cols.length ? cols.join(", ") : "none"})`,
      { kind: "code", code: `given:${name}` }
    );
  }
  if (missing)
    ctx.warn(
      `given:${name}: ${missing} player(s) have no number in column "${name}"; they rank last on it`
    );
  return vals;
}

const GIVEN: TieBreakDef = {
  name: "given",
  aliases: ["GIVEN"],
  title: "Given column",
  summary:
    "A number entered by hand in a column of the results (e.g. given:TP for tournament points); higher ranks higher, /R lower.",
  family: "Given columns",
  modifiers: ["R"],
  param: "required",
  compute: givenValues,
};

register(WIN, WON, BPG, BWG, REP, PS, STD, TPN, GIVEN);
