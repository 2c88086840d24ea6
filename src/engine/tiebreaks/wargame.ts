/**
 * Wargame, boardgame and card-game criteria, as the organisers' own rules define them: Old World
 * Rankings (help.oldworldrankings.com, "Pairings, Tiebreakers & Strength of Schedule"), Magic:
 * The Gathering Tournament Rules (MTR 3.1 and Appendix C), Privateer Press Steamroller, FFG-style
 * strength of schedule, and the head-to-head variants of ScoreBB, UEFA and the EGF.
 *
 * Codes (all exact, `Q`):
 * - REC[:W-D-L]   record points: wins, draws and losses weighted W, D, L (default 1-½-0, or the
 *                 option rec=W-D-L). A primary score: an order starting with it ranks by it
 *                 instead of the event's points ("REC:3-1-0, OMW, GW, OGW").
 * - STAT:key      sum of a per-game statistic (GameEntry.stats[key], e.g. STAT:vp).
 * - H2H           head-to-head as net wins (wins − losses) in games among the tied group.
 * - H2HPTS[:W-D-L] head-to-head mini-table: points scored in games among the tied group (the
 *                 event's points, or the weights given).
 * - H2HLEAGUE[:W-D-L] mini-league: mini-table points, then VP difference, then VP scored among
 *                 the tied group, re-applied to every still-tied subgroup until nothing splits.
 * - SOSSUM[:m], SOSAVG[:m]   strength of schedule: sum / mean over opponents of a measure m:
 *                 W (wins, default), PTS (points), WR (win rate), PPR (points per round),
 *                 WL (wins − losses), another value code (REC:3-1-0, WIN) or a column
 *                 (TP, given:TP).
 * - ESOSSUM[:m], ESOSAVG[:m] extended SoS: the same operator over the opponents' SoS values.
 * - MW, OMW, GW, OGW   Magic: match-win %, opponents' match-win %, game-win %, opponents'
 *                 game-win % (MTR appendix C: floor 0.33, byes are not opponents).
 *
 * Options (EngineOptions.extra, key=value, lower-case keys):
 * - rec=W-D-L            default weights of REC (default 1-0.5-0).
 * - sos.bye=none|win0    a bye is not an opponent (default) / a win against a 0-valued opponent.
 * - sos.floor=x          each opponent's measure is at least x (e.g. 0.33).
 * - sos.dedupe=yes       an opponent met more than once counts once (Old World Rankings).
 * - h2h.vp=key, h2h.vpa=key   game stats used by H2HLEAGUE for VP scored / conceded (vp, vpa).
 * - mtg.floor=x          floor of MW% and GW% (default 0.33).
 * - mtg.byes=count|ignore  a player's bye rounds count in his own MW%/GW% (current MTR, default)
 *                        or are left out (older guides).
 * - mtg.repeat=opponent|match  OMW%/OGW% average over each opponent faced (default: an opponent
 *                        met twice counts once, MTR Appendix C) or over every match.
 */
import { InputError } from "../errors";
import { registerOptions } from "../options";
import { blocksByKey, perPlayer, type Ctx } from "../context";
import { Q, type Value } from "../rational";
import {
  CodeError,
  parseCode,
  register,
  registerPreset,
  type CodeSpec,
  type ExplainRow,
  type Explanation,
  type GroupOutcome,
  type MainScore,
  type TieBreakDef,
} from "../registry";
import { entryLabel, outcomeOf, pointsFor } from "../scoring";
import { valuesOf } from "../standings";
import type { Outcome, RoundEntry } from "../types";

// ---------------------------------------------------------------------------------------------
// shared helpers

/**
 * A round's result in a W-L-D record: games and forfeits by their outcome; a bye that scores
 * (pairing-allocated, full- or half-point) as what it scores under the points system; an absence
 * (zero-point bye) or an unknown result is not part of the record (null).
 */
export function recordResult(ctx: Ctx, e: RoundEntry): Outcome | null {
  switch (e.kind) {
    case "game":
    case "forfeit":
      return e.outcome;
    case "unknown":
      return null;
    case "bye":
      return e.bye === "zpb" ? null : outcomeOf(e, ctx.t.points);
  }
}

export interface Record3 {
  w: number;
  d: number;
  l: number;
}

/** Wins, draws and losses over the counted rounds (see recordResult). */
export function recordOf(ctx: Ctx, i: number): Record3 {
  return ctx.memo(`wg:record`, () =>
    perPlayer(ctx, (k) => {
      const rec: Record3 = { w: 0, d: 0, l: 0 };
      for (let r = 0; r < ctx.n; r++) {
        const o = recordResult(ctx, ctx.entry(k, r));
        if (o === "win") rec.w++;
        else if (o === "draw") rec.d++;
        else if (o === "loss") rec.l++;
      }
      return rec;
    })
  )[i];
}

export interface Weights {
  win: Q;
  draw: Q;
  loss: Q;
}

/** Parses "3-1-0", "1-0.5-0", "1-½-0" (win-draw-loss points). */
export function parseWeights(text: string, where: string): Weights {
  const parts = text.split("-").map((s) => Q.parse(s));
  if (parts.length !== 3 || parts.some((p) => p === null)) {
    throw new InputError(
      "syntax",
      `${where}: "${text}" is not win-draw-loss points; write e.g. 3-1-0 or 1-0.5-0`
    );
  }
  const [win, draw, loss] = parts as Q[];
  return { win, draw, loss };
}

function recWeights(ctx: Ctx, spec: CodeSpec): Weights {
  if (spec.param !== undefined) return parseWeights(spec.param, spec.code);
  const opt = ctx.option("rec");
  if (opt !== undefined) return parseWeights(opt, "option rec");
  return { win: Q.ONE, draw: Q.HALF, loss: Q.ZERO };
}

function weigh(w: Weights, o: Outcome): Q {
  return o === "win" ? w.win : o === "draw" ? w.draw : w.loss;
}

function optQ(ctx: Ctx, key: string): Q | undefined {
  const v = ctx.option(key);
  if (v === undefined) return undefined;
  const q = Q.parse(v);
  if (q === null)
    throw new InputError("syntax", `option ${key}=${v}: not a number (write e.g. 0.33 or 1/3)`, {
      kind: "option",
      option: key,
    });
  return q;
}

function optChoice<T extends string>(ctx: Ctx, key: string, allowed: readonly T[], def: T): T {
  const v = ctx.option(key);
  if (v === undefined) return def;
  const low = v.trim().toLowerCase() as T;
  if (!allowed.includes(low))
    throw new InputError(
      "invalid-value",
      `option ${key}=${v}: expected one of ${allowed.join(", ")}`,
      {
        kind: "option",
        option: key,
      }
    );
  return low;
}

function optYes(ctx: Ctx, key: string): boolean {
  const v = optChoice(ctx, key, ["yes", "no", "true", "false", "1", "0"], "no");
  return v === "yes" || v === "true" || v === "1";
}

/** A game statistic as an exact number; a clear error naming player and round otherwise. */
function statQ(ctx: Ctx, i: number, r: number, key: string, x: number): Q {
  try {
    return Q.fromNumber(x);
  } catch {
    throw new InputError(
      "syntax",
      `${ctx.players[i].name} round ${r + 1}: game statistic ${key}=${x} is not a short decimal number`
    );
  }
}

// ---------------------------------------------------------------------------------------------
// primary record and per-game statistics

const REC: TieBreakDef = {
  name: "REC",
  aliases: ["RECORD"],
  title: "Record points (W-L-D)",
  summary:
    "Points from the win-draw-loss record with the weights given (REC:3-1-0; default 1-½-0 or option rec=W-D-L); byes count as what they score, absences not at all. Ranks first when it leads the order.",
  family: "Wargame",
  modifiers: [],
  param: "optional",
  primaryScore: true,
  compute: (ctx, spec) => {
    const w = recWeights(ctx, spec);
    return perPlayer(ctx, (i) => {
      const rec = recordOf(ctx, i);
      return w.win
        .mul(Q.int(rec.w))
        .add(w.draw.mul(Q.int(rec.d)))
        .add(w.loss.mul(Q.int(rec.l)));
    });
  },
  explain: (ctx, spec, i) => {
    const w = recWeights(ctx, spec);
    const rows: ExplainRow[] = [];
    let total = Q.ZERO;
    for (let r = 0; r < ctx.n; r++) {
      const e = ctx.entry(i, r);
      const o = recordResult(ctx, e);
      const c = o === null ? null : weigh(w, o);
      if (c) total = total.add(c);
      rows.push({
        round: r + 1,
        opponent: e.kind === "bye" ? null : e.opponent,
        label: o === null ? `${entryLabel(e)} (not in the record)` : `${entryLabel(e)}: ${o}`,
        used: null,
        own: c,
        contribution: c,
        status: o === null ? "not counted" : "kept",
      });
    }
    const rec = recordOf(ctx, i);
    return {
      code: spec.code,
      value: total,
      rows,
      summary: `record ${rec.w}-${rec.l}-${rec.d} (W-L-D) at ${w.win}/${w.draw}/${w.loss}`,
    };
  },
};

const STAT: TieBreakDef = {
  name: "STAT",
  title: "Sum of a game statistic",
  summary:
    "Sum over the games of a per-game number recorded with the results (STAT:vp for victory points scored); games without it count 0.",
  family: "Wargame",
  modifiers: [],
  param: "required",
  compute: (ctx, spec) => {
    const key = spec.param ?? "";
    let seen = false;
    const vals = perPlayer(ctx, (i) => {
      let s = Q.ZERO;
      for (let r = 0; r < ctx.n; r++) {
        const e = ctx.entry(i, r);
        const x = e.kind === "game" ? e.stats?.[key] : undefined;
        if (x !== undefined) {
          seen = true;
          s = s.add(statQ(ctx, i, r, key, x));
        }
      }
      return s;
    });
    if (!seen) ctx.warn(`${spec.code}: no game carries the statistic "${key}"; everyone has 0`);
    return vals;
  },
};

// ---------------------------------------------------------------------------------------------
// head-to-head

interface H2HGame {
  round: number;
  i: number;
  j: number;
  e: RoundEntry & { kind: "game" | "forfeit" };
}

/** Games (and, with /P, forfeits) that member i had against other members of the group. */
function gamesInGroup(ctx: Ctx, spec: CodeSpec, members: readonly number[], i: number): H2HGame[] {
  const set = new Set(members);
  const out: H2HGame[] = [];
  for (let r = 0; r < ctx.n; r++) {
    const e = ctx.entry(i, r);
    if (e.kind !== "game" && !(spec.p && e.kind === "forfeit")) continue;
    const j = ctx.indexOf(e.opponent);
    if (j < 0 || j === i || !set.has(j)) continue;
    out.push({ round: r, i, j, e });
  }
  return out;
}

/** Net wins (wins − losses) of each member in games among the group. */
export function netWinsInGroup(
  ctx: Ctx,
  spec: CodeSpec,
  members: readonly number[]
): Map<number, Q> {
  const out = new Map<number, Q>();
  for (const i of members) {
    let net = 0;
    for (const g of gamesInGroup(ctx, spec, members, i)) {
      if (g.e.outcome === "win") net++;
      else if (g.e.outcome === "loss") net--;
    }
    out.set(i, Q.int(net));
  }
  return out;
}

/** Group outcome of the net-wins head-to-head (H2H, USH2H). */
export function netWinsGroup(ctx: Ctx, spec: CodeSpec, members: number[]): GroupOutcome {
  const net = netWinsInGroup(ctx, spec, members);
  const key = new Map([...net].map(([i, v]) => [i, [v]]));
  return { blocks: blocksByKey(members, key), values: new Map(net) };
}

function explainGroupGames(
  ctx: Ctx,
  spec: CodeSpec,
  i: number,
  members: readonly number[],
  value: Value,
  summary: string,
  contribution: (g: H2HGame) => Q
): Explanation {
  const rows: ExplainRow[] = gamesInGroup(ctx, spec, members, i).map((g) => ({
    round: g.round + 1,
    opponent: ctx.players[g.j].id,
    label: `${entryLabel(g.e)}: ${g.e.outcome}`,
    used: null,
    own: pointsFor(g.e, ctx.t.points),
    contribution: contribution(g),
    status: "kept",
  }));
  return { code: spec.code, value, rows, summary };
}

/** The tied group of player i on the points (for EXPLAIN of a group code outside standings). */
function pointsGroup(ctx: Ctx, i: number): number[] {
  const s = ctx.score(i);
  return perPlayer(ctx, (k) => k).filter((k) => ctx.score(k).eq(s));
}

const H2H: TieBreakDef = {
  name: "H2H",
  title: "Head-to-head (net wins)",
  summary:
    "Wins minus losses in the games among the players still tied; draws 0, other games ignored, byes and (unless /P) forfeits never count. Cycles net to zero and fall through.",
  family: "Head-to-head",
  modifiers: ["P"],
  group: (ctx, spec, members) => netWinsGroup(ctx, spec, members),
  explain: (ctx, spec, i) => {
    const members = pointsGroup(ctx, i);
    const v = netWinsInGroup(ctx, spec, members).get(i) ?? null;
    return explainGroupGames(
      ctx,
      spec,
      i,
      members,
      v,
      "wins minus losses against the players tied on points",
      (g) => (g.e.outcome === "win" ? Q.ONE : g.e.outcome === "loss" ? Q.int(-1) : Q.ZERO)
    );
  },
};

function miniPoints(ctx: Ctx, spec: CodeSpec, members: readonly number[], i: number): Q {
  const w = spec.param !== undefined ? parseWeights(spec.param, spec.code) : undefined;
  let s = Q.ZERO;
  for (const g of gamesInGroup(ctx, spec, members, i)) {
    s = s.add(w ? weigh(w, g.e.outcome) : pointsFor(g.e, ctx.t.points));
  }
  return s;
}

const H2HPTS: TieBreakDef = {
  name: "H2HPTS",
  title: "Head-to-head mini-table points",
  summary:
    "Points scored in the games among the players still tied, with the event's points (or H2HPTS:3-1-0); byes and (unless /P) forfeits never count.",
  family: "Head-to-head",
  modifiers: ["P"],
  param: "optional",
  group: (ctx, spec, members) => {
    const values = new Map(members.map((i) => [i, miniPoints(ctx, spec, members, i)]));
    const key = new Map([...values].map(([i, v]) => [i, [v]]));
    return { blocks: blocksByKey(members, key), values };
  },
  explain: (ctx, spec, i) => {
    const members = pointsGroup(ctx, i);
    const w = spec.param !== undefined ? parseWeights(spec.param, spec.code) : undefined;
    return explainGroupGames(
      ctx,
      spec,
      i,
      members,
      miniPoints(ctx, spec, members, i),
      "points in the games against the players tied on points",
      (g) => (w ? weigh(w, g.e.outcome) : pointsFor(g.e, ctx.t.points))
    );
  },
};

/** Mini-league key of each member: points, VP difference, VP scored, among `members`. */
function leagueKey(ctx: Ctx, spec: CodeSpec, members: readonly number[]): Map<number, Q[]> {
  const vp = ctx.option("h2h.vp") ?? "vp";
  const vpa = ctx.option("h2h.vpa") ?? "vpa";
  const out = new Map<number, Q[]>();
  for (const i of members) {
    let f = Q.ZERO;
    let a = Q.ZERO;
    for (const g of gamesInGroup(ctx, spec, members, i)) {
      if (g.e.kind !== "game") continue;
      const s = g.e.stats;
      if (s?.[vp] !== undefined) f = f.add(statQ(ctx, i, g.round, vp, s[vp]));
      if (s?.[vpa] !== undefined) a = a.add(statQ(ctx, i, g.round, vpa, s[vpa]));
    }
    out.set(i, [miniPoints(ctx, spec, members, i), f.sub(a), f]);
  }
  return out;
}

/** Mini-league, re-applied to every still-tied subgroup until no further split (UEFA d, EGF DC). */
function league(ctx: Ctx, spec: CodeSpec, members: number[]): number[][] {
  const blocks = blocksByKey(members, leagueKey(ctx, spec, members));
  if (blocks.length === 1) return blocks;
  return blocks.flatMap((b) => (b.length > 1 ? league(ctx, spec, b) : [b]));
}

const H2HLEAGUE: TieBreakDef = {
  name: "H2HLEAGUE",
  title: "Head-to-head mini-league (re-applied)",
  summary:
    "Among the players still tied: mini-table points, then VP difference, then VP scored (game stats vp/vpa); re-applied to each subgroup still level until nothing splits. Shows the mini-table points.",
  family: "Head-to-head",
  modifiers: ["P"],
  param: "optional",
  group: (ctx, spec, members) => ({
    blocks: league(ctx, spec, members),
    values: new Map(members.map((i) => [i, miniPoints(ctx, spec, members, i)])),
  }),
};

// ---------------------------------------------------------------------------------------------
// strength of schedule

const MEASURES: Record<string, string> = {
  W: "wins",
  PTS: "points",
  WR: "win rate (wins ÷ rounds in the record)",
  PPR: "points per round (points ÷ rounds in the record)",
  WL: "wins minus losses",
};

function rounds(rec: Record3): number {
  return rec.w + rec.d + rec.l;
}

/** The opponent measure named by a SoS code's parameter. */
function measureValues(ctx: Ctx, spec: CodeSpec, main: MainScore): Value[] {
  const m = (spec.param ?? "W").toUpperCase();
  return ctx.memo(`wg:measure:${main.code}:${m}`, () => {
    switch (m) {
      case "W":
        return perPlayer(ctx, (i) => Q.int(recordOf(ctx, i).w));
      case "WL":
        return perPlayer(ctx, (i) => Q.int(recordOf(ctx, i).w - recordOf(ctx, i).l));
      case "PTS":
        return perPlayer(ctx, (i) => ctx.score(i));
      case "WR":
      case "PPR":
        return perPlayer(ctx, (i) => {
          const n = rounds(recordOf(ctx, i));
          if (n === 0) return Q.ZERO;
          const num = m === "WR" ? Q.int(recordOf(ctx, i).w) : ctx.score(i);
          return num.div(Q.int(n));
        });
      default:
        return codeMeasure(ctx, spec, main);
    }
  });
}

/**
 * A measure named by another code (SOSSUM:REC:3-1-0, SOSAVG:WIN) or, when the text is not a
 * code, by a column (SOSAVG:TP = SOSAVG:given:TP).
 */
function codeMeasure(ctx: Ctx, spec: CodeSpec, main: MainScore): Value[] {
  const text = spec.param ?? "";
  let code: CodeSpec;
  try {
    code = parseCode(text);
  } catch (e) {
    if (!(e instanceof CodeError)) throw e;
    code = parseCode(`given:${text}`);
  }
  if (!code.def.compute)
    throw new InputError(
      "code",
      `${spec.code}: ${code.code} is decided within a tied group and cannot measure opponents`
    );
  return valuesOf(ctx, code, main);
}

interface SosItem {
  round: number;
  /** Opponent index, or -1 for a bye counted as a 0-valued opponent. */
  j: number;
  label: string;
}

function sosOpponents(ctx: Ctx, spec: CodeSpec, i: number): SosItem[] {
  const byeWin0 = optChoice(ctx, "sos.bye", ["none", "win0"], "none") === "win0";
  const dedupe = optYes(ctx, "sos.dedupe");
  const seen = new Set<number>();
  const out: SosItem[] = [];
  for (let r = 0; r < ctx.n; r++) {
    const e = ctx.entry(i, r);
    if (e.kind === "bye") {
      if (byeWin0 && (e.bye === "pab" || e.bye === "fpb"))
        out.push({ round: r, j: -1, label: "bye (0-valued opponent)" });
      continue;
    }
    if (e.kind === "forfeit" && !spec.p) continue;
    const j = ctx.indexOf(e.opponent);
    if (j < 0) continue;
    if (dedupe && seen.has(j)) continue;
    seen.add(j);
    out.push({ round: r, j, label: entryLabel(e) });
  }
  return out;
}

interface SosWork {
  items: (SosItem & { used: Q; status: ExplainRow["status"] })[];
  value: Q;
}

/** One player's SoS over `base` (the measure, or the opponents' SoS for the extended form). */
function sosWork(
  ctx: Ctx,
  spec: CodeSpec,
  i: number,
  base: Value[],
  avg: boolean,
  floor: Q | undefined
): SosWork {
  const items = sosOpponents(ctx, spec, i).map((it) => {
    let used = it.j < 0 ? Q.ZERO : (base[it.j] ?? Q.ZERO);
    if (floor && it.j >= 0 && used.lt(floor)) used = floor;
    return { ...it, used, status: "kept" as ExplainRow["status"] };
  });
  const order = items.map((_, k) => k).sort((a, b) => items[a].used.cmp(items[b].used) || a - b);
  const low = spec.cut || spec.median;
  const high = spec.median;
  order.forEach((k, pos) => {
    if (pos < low) items[k].status = "cut";
    else if (pos >= order.length - high) items[k].status = "cut-high";
  });
  const kept = items.filter((x) => x.status === "kept");
  const sum = Q.sum(kept.map((x) => x.used));
  return { items, value: avg ? (kept.length ? sum.div(Q.int(kept.length)) : Q.ZERO) : sum };
}

function sosDef(name: string, avg: boolean, extended: boolean): TieBreakDef {
  const op = avg ? "mean" : "sum";
  const baseOf = (ctx: Ctx, spec: CodeSpec, main: MainScore): Value[] =>
    extended ? sosValues(ctx, spec, main, avg) : measureValues(ctx, spec, main);
  return {
    name,
    title: `${extended ? "Extended s" : "S"}trength of schedule (${op})`,
    summary: extended
      ? `The ${op} of the opponents' ${avg ? "SOSAVG" : "SOSSUM"} values with the same measure (eSoS).`
      : `The ${op} over opponents of a measure: W wins (default), PTS points, WR win rate, PPR points per round, WL wins − losses, another code (REC:3-1-0) or a column (SOS${avg ? "AVG" : "SUM"}:TP). Options sos.bye, sos.floor, sos.dedupe; /C, /M cut; /P counts forfeits.`,
    family: "Strength of schedule",
    modifiers: ["C", "M", "P"],
    param: "optional",
    compute: (ctx, spec, main) =>
      extended ? sosValues(ctx, spec, main, avg, true) : sosValues(ctx, spec, main, avg),
    explain: (ctx, spec, i, main) => {
      const w = sosWork(
        ctx,
        spec,
        i,
        baseOf(ctx, spec, main),
        avg,
        extended ? undefined : optQ(ctx, "sos.floor")
      );
      return {
        code: spec.code,
        value: w.value,
        rows: w.items.map((x) => ({
          round: x.round + 1,
          opponent: x.j < 0 ? null : ctx.players[x.j].id,
          label: x.label,
          used: x.used,
          own: null,
          contribution: x.status === "kept" ? x.used : null,
          status: x.status,
        })),
        summary: `${op} of the kept opponents' ${extended ? "SoS" : (MEASURES[(spec.param ?? "W").toUpperCase()] ?? spec.param)}`,
      };
    },
  };
}

/** SoS values (extended: over the opponents' plain SoS with the same measure and cut). */
function sosValues(
  ctx: Ctx,
  spec: CodeSpec,
  main: MainScore,
  avg: boolean,
  extended = false
): Value[] {
  const key = `wg:sos:${main.code}:${avg ? "avg" : "sum"}:${extended ? "e" : ""}:${spec.param ?? "W"}:${spec.cut}:${spec.median}:${spec.p}`;
  return ctx.memo(key, () => {
    const base = extended ? sosValues(ctx, spec, main, avg) : measureValues(ctx, spec, main);
    const floor = extended ? undefined : optQ(ctx, "sos.floor");
    return perPlayer(ctx, (i) => sosWork(ctx, spec, i, base, avg, floor).value);
  });
}

const SOSSUM = sosDef("SOSSUM", false, false);
const SOSAVG = sosDef("SOSAVG", true, false);
const ESOSSUM = sosDef("ESOSSUM", false, true);
const ESOSAVG = sosDef("ESOSAVG", true, true);

// ---------------------------------------------------------------------------------------------
// Magic: The Gathering (MTR appendix C)

const MTG_FLOOR = Q.of(33, 100);

function mtgFloor(ctx: Ctx): Q {
  return optQ(ctx, "mtg.floor") ?? MTG_FLOOR;
}

/** Match points and matches of a player: win 3, draw 1, loss 0; a bye is a match win. */
function mtgMatches(ctx: Ctx, i: number): { mp: number; matches: number } {
  const ignoreByes = optChoice(ctx, "mtg.byes", ["count", "ignore"], "count") === "ignore";
  let mp = 0;
  let matches = 0;
  for (let r = 0; r < ctx.n; r++) {
    const e = ctx.entry(i, r);
    if (e.kind === "bye" && ignoreByes) continue;
    if (e.kind === "unknown")
      ctx.warn(`${ctx.players[i].name} round ${r + 1}: result unknown, left out of MW% and GW%`);
    const o = recordResult(ctx, e);
    if (o === null) continue;
    matches++;
    mp += o === "win" ? 3 : o === "draw" ? 1 : 0;
  }
  return { mp, matches };
}

/**
 * Games of one match: GameEntry.stats gw/gl/gd when given, else one game with the match result;
 * a bye or a forfeit win is 2-0, a forfeit loss 0-2, a half-point bye one drawn game.
 */
function mtgGames(e: RoundEntry, o: Outcome): { gw: number; gl: number; gd: number } {
  if (e.kind === "game") {
    const s = e.stats;
    if (s && (s.gw !== undefined || s.gl !== undefined || s.gd !== undefined)) {
      return { gw: s.gw ?? 0, gl: s.gl ?? 0, gd: s.gd ?? 0 };
    }
    return { gw: o === "win" ? 1 : 0, gl: o === "loss" ? 1 : 0, gd: o === "draw" ? 1 : 0 };
  }
  if (o === "win") return { gw: 2, gl: 0, gd: 0 };
  if (o === "loss") return { gw: 0, gl: 2, gd: 0 };
  return { gw: 0, gl: 0, gd: 1 };
}

function mtgGamePoints(ctx: Ctx, i: number): { gp: number; games: number } {
  const ignoreByes = optChoice(ctx, "mtg.byes", ["count", "ignore"], "count") === "ignore";
  let gp = 0;
  let games = 0;
  for (let r = 0; r < ctx.n; r++) {
    const e = ctx.entry(i, r);
    if (e.kind === "bye" && ignoreByes) continue;
    const o = recordResult(ctx, e);
    if (o === null) continue;
    const g = mtgGames(e, o);
    for (const [k, v] of Object.entries(g)) {
      if (!Number.isInteger(v) || v < 0)
        throw new InputError(
          "invalid-value",
          `${ctx.players[i].name} round ${r + 1}: game count ${k}=${v} must be a whole number ≥ 0`
        );
    }
    gp += 3 * g.gw + g.gd;
    games += g.gw + g.gl + g.gd;
  }
  return { gp, games };
}

/** MW% (floored), null without matches. */
function mwValues(ctx: Ctx): Value[] {
  return ctx.memo("wg:mw", () => {
    const floor = mtgFloor(ctx);
    return perPlayer(ctx, (i) => {
      const { mp, matches } = mtgMatches(ctx, i);
      return matches === 0 ? null : Q.max(floor, Q.of(mp, 3 * matches));
    });
  });
}

/**
 * Whether the matches carry their games (GameEntry.stats gw/gl/gd: a grid's "12w 2-1", a Games
 * column, "2-1-0"): without them GW% counts each match as one game, which MTR Appendix C does
 * not (a 2-1 win is 6 of 9 game points, 0.667, not 1): said once, with how many matches lack them.
 */
function warnWithoutGames(ctx: Ctx): void {
  let matches = 0;
  let without = 0;
  for (let i = 0; i < ctx.size; i++)
    for (let r = 0; r < ctx.n; r++) {
      const e = ctx.entry(i, r);
      if (e.kind !== "game") continue;
      matches++;
      const s = e.stats;
      if (!s || (s.gw === undefined && s.gl === undefined && s.gd === undefined)) without++;
    }
  if (without === 0) return;
  const how =
    'write each match\'s games ("12w 2-1" in a Swiss table, a Games column or "2-1-0" results in a list of games)';
  ctx.warn(
    without === matches
      ? `GW% and OGW%: no match in the results has its game counts, so each match counts as one game won, drawn or lost (MTR Appendix C counts the games: a 2-1 win is 0.667, not 1); ${how}`
      : `GW% and OGW%: ${Math.ceil(without / 2)} of ${Math.ceil(matches / 2)} matches have no game counts and count as one game each; ${how}`
  );
}

/** GW% (floored), null without games. */
function gwValues(ctx: Ctx): Value[] {
  return ctx.memo("wg:gw", () => {
    warnWithoutGames(ctx);
    const floor = mtgFloor(ctx);
    return perPlayer(ctx, (i) => {
      const { gp, games } = mtgGamePoints(ctx, i);
      return games === 0 ? null : Q.max(floor, Q.of(gp, 3 * games));
    });
  });
}

/**
 * Opponents of a player in MTG terms: every paired round (games and forfeits); byes are not
 * opponents. `again` marks a meeting with an opponent met before: MTR Appendix C averages over
 * "each opponent that player faced", so by default an opponent met twice counts once
 * (mtg.repeat=match counts every meeting).
 */
function mtgOpponents(ctx: Ctx, i: number): { round: number; j: number; again: boolean }[] {
  const each = optChoice(ctx, "mtg.repeat", ["opponent", "match"], "opponent") === "match";
  const seen = new Set<number>();
  const out: { round: number; j: number; again: boolean }[] = [];
  for (let r = 0; r < ctx.n; r++) {
    const e = ctx.entry(i, r);
    if (e.kind !== "game" && e.kind !== "forfeit") continue;
    const j = ctx.indexOf(e.opponent);
    if (j < 0) continue;
    out.push({ round: r, j, again: !each && seen.has(j) });
    seen.add(j);
  }
  return out;
}

function opponentsAverage(ctx: Ctx, base: Value[], i: number): Value {
  const ops = mtgOpponents(ctx, i).filter((o) => !o.again);
  const vals = ops.map((o) => base[o.j]).filter((v): v is Q => v !== null);
  return vals.length ? Q.sum(vals).div(Q.int(vals.length)) : null;
}

function explainOpp(ctx: Ctx, spec: CodeSpec, i: number, base: Value[], what: string): Explanation {
  const rows: ExplainRow[] = mtgOpponents(ctx, i).map((o) => ({
    round: o.round + 1,
    opponent: ctx.players[o.j].id,
    label: o.again
      ? `${entryLabel(ctx.entry(i, o.round))} (met before: an opponent counts once)`
      : entryLabel(ctx.entry(i, o.round)),
    used: base[o.j],
    own: null,
    contribution: o.again ? null : base[o.j],
    status: o.again || base[o.j] === null ? "not counted" : "kept",
  }));
  return {
    code: spec.code,
    value: opponentsAverage(ctx, base, i),
    rows,
    summary: `average of the opponents' ${what} (each at least ${mtgFloor(ctx)}), each opponent once; byes are not opponents`,
  };
}

const MW: TieBreakDef = {
  name: "MW",
  aliases: ["MW%"],
  title: "Match-win percentage (Magic)",
  summary:
    "Match points (3 win, 1 draw, a bye is a win) ÷ (3 × rounds in the record), at least 0.33 (option mtg.floor).",
  family: "Magic",
  modifiers: [],
  compute: (ctx) => mwValues(ctx),
};

const OMW: TieBreakDef = {
  name: "OMW",
  aliases: ["OMW%"],
  title: "Opponents' match-win percentage (Magic)",
  summary:
    "Average of the opponents' MW%, each at least 0.33; each opponent once (option mtg.repeat=match: per match); byes are not opponents.",
  family: "Magic",
  modifiers: [],
  compute: (ctx) => {
    const mw = mwValues(ctx);
    return perPlayer(ctx, (i) => opponentsAverage(ctx, mw, i));
  },
  explain: (ctx, spec, i) => explainOpp(ctx, spec, i, mwValues(ctx), "match-win %"),
};

const GW: TieBreakDef = {
  name: "GW",
  aliases: ["GW%"],
  title: "Game-win percentage (Magic)",
  summary:
    'Game points (3 per game won, 1 per game drawn; a match\'s games as written, "12w 2-1" or "2-1-0", else one game per match with a warning; a bye is 2-0) ÷ (3 × games), at least 0.33.',
  family: "Magic",
  modifiers: [],
  compute: (ctx) => gwValues(ctx),
};

const OGW: TieBreakDef = {
  name: "OGW",
  aliases: ["OGW%"],
  title: "Opponents' game-win percentage (Magic)",
  summary:
    "Average of the opponents' GW%, each at least 0.33; each opponent once (option mtg.repeat=match: per match); byes are not opponents.",
  family: "Magic",
  modifiers: [],
  compute: (ctx) => {
    const gw = gwValues(ctx);
    return perPlayer(ctx, (i) => opponentsAverage(ctx, gw, i));
  },
  explain: (ctx, spec, i) => explainOpp(ctx, spec, i, gwValues(ctx), "game-win %"),
};

register(REC, STAT, H2H, H2HPTS, H2HLEAGUE, SOSSUM, SOSAVG, ESOSSUM, ESOSAVG, MW, OMW, GW, OGW);

registerPreset(
  {
    id: "wargame-owr",
    title: "Old World Rankings",
    summary:
      "Record points (win 1, draw ½), head-to-head net wins, tournament points (column TP), then SoS = average of opponents' wins (an opponent met twice counts once).",
    game: "wargame",
    order: ["REC:1-0.5-0", "H2H", "given:TP", "SOSAVG:W"],
    options: { rules: "plain", "sos.dedupe": "yes" },
  },
  {
    id: "mtg",
    title: "Magic: The Gathering (MTR)",
    summary:
      "Match points 3/1/0 (a bye is a match win), OMW%, GW%, OGW% with the 0.33 floor; byes are not opponents, an opponent met twice counts once; each match's games as the sheet writes them (12w 2-1, a Games column, 2-1-0).",
    game: "card",
    order: ["REC:3-1-0", "OMW", "GW", "OGW"],
    options: { rules: "plain", "mtg.floor": "0.33", "mtg.byes": "count" },
  },
  {
    id: "steamroller",
    title: "Warmachine/Hordes Steamroller",
    summary:
      "Tournament points (1 per win), then SoS = sum of opponents' tournament points; add given:CP (control points) and given:APD (army points destroyed) when kept.",
    game: "wargame",
    order: ["REC:1-0-0", "SOSSUM:W"],
    options: { rules: "plain", "sos.bye": "none" },
  }
);

registerOptions([
  { key: "rec", describe: "win-draw-loss weights of REC, e.g. 3-1-0" },
  { key: "h2h.vp", describe: "the column of victory points (default vp)" },
  { key: "h2h.vpa", describe: "the column of victory points against (default vpa)" },
  { key: "sos.bye", describe: "none | win0", values: ["none", "win0"] },
  {
    key: "sos.dedupe",
    describe: "yes | no (count an opponent met twice once)",
    values: ["yes", "no", "true", "false", "1", "0"],
  },
  { key: "sos.floor", describe: "a number such as 0.33 (floor of opponents' win rates)" },
  { key: "mtg.floor", describe: "a number such as 0.33 (MTG opponents' match-win floor)" },
  { key: "mtg.byes", describe: "count | ignore", values: ["count", "ignore"] },
  {
    key: "mtg.repeat",
    describe: "opponent | match (an opponent met twice counts once in OMW%/OGW%, or per match)",
    values: ["opponent", "match"],
  },
]);
