/**
 * Go placement criteria as OpenGotha 3.51 computes them (Tournament.fillBaseScoringInfoIfNecessary,
 * fillDirScoringInfo, mw.go.confrontation.Confrontation; github.com/lucvannier/opengotha, V3.51.02)
 * and the EGF Tournament System Rules (eurogofed.org/egf/toursysrules.htm); the test cases and
 * OpenGotha's quirks are in test/fixtures/opengotha/README.md.
 *
 * Codes
 *   NBW, MMS             main scores (primary scores: an order starting with one ranks on it
 *                        instead of the points of the tournament's points system)
 *   SOS, SOS-1, SOS-2, SODOS, SOSOS, CUSS
 *                        in the family of the main score: NBW family (SOSW ...) or MMS family
 *                        (SOSM ...). The family is, in this order: the option family=nbw|mms, the
 *                        code ranking first in the standings (NBW or MMS, the main score passed to
 *                        every computation: the engine option `primary` or the order's first code), else the system (mcmahon → MMS, swiss → NBW).
 *   SOSW, SOSW-1, SOSW-2, SODOSW, SOSOSW, CUSSW and SOSM, SOSM-1, SOSM-2, SODOSM, SOSOSM, CUSSM
 *                        the same with the family fixed (OpenGotha's own names)
 *   EXT, EXR             exploits attempted / achieved (weighted opponents' NBW)
 *   DC, SDC              direct confrontation (graph sort) and simplified direct confrontation,
 *                        computed on the group tied on every criterion before them
 *
 * Options (EngineOptions.extra, lower-case keys; values as text)
 *   system=mcmahon|swiss        default mcmahon when any player has a rank, else swiss
 *   family=nbw|mms              see above
 *   bar=4d  floor=20k  zero=30k McMahon bar and floor (defaults 4d / 20k in McMahon; no clamp
 *                               in Swiss: 9d / 30k); zero is 30k (1d = 30)
 *   absent_mms=0.5 bye_mms=1 absent_nbw=0 bye_nbw=1
 *                               credits of an absent round and of the bye (multiples of ½)
 *   round_down=true             round the accumulated absent+bye credits down (never jigo points)
 *   sos_unplayed_as_half=false  "for SOS, count not played games as half point": opponents'
 *                               scores in SOS, SOS-1, SOS-2, SODOS (and so SOSOS) count every
 *                               round without a real result as ½
 *   correction:<id>=1           SMMS correction of the player with start number <id> (added after
 *                               the clamp); a player attribute "Correction"/"SMMS correction" too
 *
 * Model: Player.rank is the Go rank ("6d", "5k", "2p"; see parseGoRank); GameEntry.handicap and colour give the handicap correction. Rounds: "game" (normal
 * result), "forfeit" (result by default: counts in NBW/MMS and SOS, never in DC/SDC), "unknown"
 * (paired, credit 0), bye "pab"/"fpb" (the bye), bye "zpb" with reason "unpaired" (not assigned:
 * no credit), any other zpb or hpb (absent). A "both win" game is a win on both sides, "both lose"
 * a loss on both sides; DC/SDC count a win only when the opponent's entry is the matching loss.
 *
 * OpenGotha quirks reproduced: SOSM-1/SOSM-2 are 0 before round 3; a DC edge only for a net count
 * of exactly +1 normal wins; the outside edges of a cycle are copied to every member one by one;
 * unplayed rounds add own SMMS (MMS family) or 0 (NBW family) to SOS, SMMS × rounds to SOSOSM and
 * 0 to SODOS; only the accumulated absent+bye credits are rounded down; the SMMS correction is
 * added after the bar/floor clamp.
 *
 * All arithmetic is on integers ×2 (SODOS ×4), as OpenGotha stores them, then returned as exact Q.
 */
import { equalBlocks } from "../blocks";
import type { Ctx } from "../context";
import { InputError, placeOfSource } from "../errors";
import { registerOptions } from "../options";
import { Q, type Value } from "../rational";
import {
  register,
  registerPreset,
  type CodeSpec,
  type ExplainRow,
  type Explanation,
  type GroupOutcome,
  type MainScore,
  type TieBreakDef,
} from "../registry";
import { comparatorFor, mainScoreOf, valuesOf } from "../standings";
import type { Player } from "../types";

type Family = "NBW" | "MMS";
type Status = "paired" | "bye" | "absent" | "unassigned";

/**
 * Go rank as OpenGotha's int: 30k = -30 ... 1k = -1, 1d = 0 ... 9d = 8, clamped into that scale
 * as OpenGotha does (35k counts as 30k). Professional ranks: 1p-3p count as 7d, 4p-6p as 8d,
 * 7p and above as 9d (OpenGotha's Player.convertKDPToInt). Null when the text is not a rank.
 */
export function parseGoRank(text: string): number | null {
  const m = /^\s*(\d{1,2})\s*([kdp])\s*$/i.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  const kind = m[2].toLowerCase();
  if (n < 1) return null;
  const r = kind === "k" ? -n : kind === "d" ? n - 1 : n <= 3 ? 6 : n <= 6 ? 7 : 8;
  return Math.min(Math.max(r, -30), 8);
}

function rankOption(ctx: Ctx, key: string, dflt: number): number {
  const raw = ctx.option(key);
  if (raw === undefined || raw.trim() === "") return dflt;
  const r = parseGoRank(raw);
  if (r === null)
    throw new InputError(
      "invalid-value",
      `Go option ${key}=${raw}: expected a rank such as 4d, 20k or 30k`,
      { kind: "option", option: key }
    );
  return r;
}

/** A credit in points, as an integer number of half points. */
function creditOption(ctx: Ctx, key: string, dflt: number): number {
  const raw = ctx.option(key);
  if (raw === undefined || raw.trim() === "") return dflt;
  const q = Q.parse(raw);
  if (q === null || !q.mul(Q.int(2)).isInteger() || q.lt(Q.ZERO))
    throw new InputError(
      "invalid-value",
      `Go option ${key}=${raw}: expected 0, 0.5, 1, 1.5 ... (a multiple of ½)`,
      { kind: "option", option: key }
    );
  return q.mul(Q.int(2)).floor();
}

function boolOption(ctx: Ctx, key: string, dflt: boolean): boolean {
  const raw = ctx.option(key);
  if (raw === undefined || raw.trim() === "") return dflt;
  const v = raw.trim().toLowerCase();
  if (["true", "1", "yes", "on"].includes(v)) return true;
  if (["false", "0", "no", "off"].includes(v)) return false;
  throw new InputError("invalid-value", `Go option ${key}=${raw}: expected true or false`, {
    kind: "option",
    option: key,
  });
}

interface Params {
  system: "mcmahon" | "swiss";
  bar: number;
  floor: number;
  zero: number;
  absentMms2: number;
  byeMms2: number;
  absentNbw2: number;
  byeNbw2: number;
  roundDown: boolean;
  unplayedHalf: boolean;
}

function params(ctx: Ctx): Params {
  return ctx.memo("go:params", () => {
    const sysRaw = ctx.option("system")?.trim().toLowerCase();
    let system: Params["system"];
    if (sysRaw === undefined || sysRaw === "")
      system = ctx.players.some((p) => p.rank) ? "mcmahon" : "swiss";
    else if (sysRaw === "mcmahon" || sysRaw === "macmahon" || sysRaw === "mm") system = "mcmahon";
    else if (sysRaw === "swiss") system = "swiss";
    else
      throw new InputError(
        "invalid-value",
        `Go option system=${sysRaw}: expected mcmahon or swiss`,
        {
          kind: "option",
          option: "system",
        }
      );
    const mm = system === "mcmahon";
    const p: Params = {
      system,
      bar: rankOption(ctx, "bar", mm ? 3 : 8),
      floor: rankOption(ctx, "floor", mm ? -20 : -30),
      zero: rankOption(ctx, "zero", -30),
      absentMms2: creditOption(ctx, "absent_mms", 1),
      byeMms2: creditOption(ctx, "bye_mms", 2),
      absentNbw2: creditOption(ctx, "absent_nbw", 0),
      byeNbw2: creditOption(ctx, "bye_nbw", 2),
      roundDown: boolOption(ctx, "round_down", true),
      unplayedHalf: boolOption(ctx, "sos_unplayed_as_half", false),
    };
    if (p.bar < p.floor)
      throw new InputError(
        "invalid-value",
        `Go options: the bar (${ctx.option("bar")}) is below the floor (${ctx.option("floor")})`,
        { kind: "option", option: "bar" }
      );
    return p;
  });
}

/** The family of SOS, SOS-1, ... without a fixed family. */
function familyOf(ctx: Ctx, main: MainScore): Family {
  const f = ctx.option("family")?.trim().toUpperCase();
  if (f === "NBW" || f === "MMS") return f;
  if (f !== undefined && f !== "")
    throw new InputError(
      "invalid-value",
      `Go option family=${f.toLowerCase()}: expected nbw or mms`,
      {
        kind: "option",
        option: "family",
      }
    );
  const c = main.code.toUpperCase();
  if (c === "NBW" || c === "MMS") return c;
  return params(ctx).system === "mcmahon" ? "MMS" : "NBW";
}

function who(p: Player): string {
  return `${p.name} (${p.id})`;
}

/** Start McMahon score of every player (SMMS), with the clamp and the correction. */
function smmsAll(ctx: Ctx): number[] {
  return ctx.memo("go:smms", () => {
    const p = params(ctx);
    return ctx.players.map((pl) => {
      if (!pl.rank || pl.rank.trim() === "")
        throw new InputError(
          ctx.players.some((x) => x.rank) ? "missing" : "not-applicable",
          ctx.players.some((x) => x.rank)
            ? `${who(pl)} has no Go rank; the McMahon score needs one (a Rank column with 3d, 5k ...)`
            : `the McMahon score (MMS and the codes built on it) needs Go ranks, and no player has one: is this a Go tournament? (a Rank column with 3d, 5k ...; ${who(pl)} has none)`,
          placeOfSource(pl.source)
        );
      const r = parseGoRank(pl.rank);
      if (r === null)
        throw new InputError(
          "syntax",
          `${who(pl)}: rank "${pl.rank}" is not a Go rank (such as 30k, 5k, 1d, 9d, 1p)`,
          placeOfSource(pl.source)
        );
      const clamped = Math.min(Math.max(r, p.floor), p.bar);
      return clamped - p.zero + correctionOf(ctx, pl);
    });
  });
}

function correctionOf(ctx: Ctx, pl: Player): number {
  let raw: string | number | undefined = ctx.option(`correction:${pl.id}`);
  if (raw === undefined) {
    const key = Object.keys(pl.attrs).find((k) => /^(smms\s*)?corr(ection)?$/i.test(k.trim()));
    if (key !== undefined) raw = pl.attrs[key];
  }
  if (raw === undefined || raw === "") return 0;
  const n = typeof raw === "number" ? raw : Number(String(raw).trim().replace(/^\+/, ""));
  if (!Number.isInteger(n))
    throw new InputError(
      "syntax",
      `${who(pl)}: SMMS correction "${raw}" is not a whole number`,
      placeOfSource(pl.source)
    );
  return n;
}

function rankOf(ctx: Ctx, i: number): number {
  const pl = ctx.players[i];
  const r = pl.rank ? parseGoRank(pl.rank) : null;
  if (r === null)
    throw new InputError(
      pl.rank ? "syntax" : "not-applicable",
      `${who(pl)}: rank "${pl.rank ?? ""}" is not a Go rank (such as 30k, 5k, 1d, 9d, 1p)`,
      placeOfSource(pl.source)
    );
  return r;
}

/** Per round and player: what happened, read once from the tournament. */
interface Base {
  status: Status[][];
  opp: number[][];
  /** OpenGotha's game credit ×2 (win 2, jigo 1, loss / unknown 0; by default like normal). */
  game2: number[][];
  /** Credit ×2 of a genuinely played game (a normal result), else null (for the ½ option). */
  real2: (number | null)[][];
  /** Handicap from the player's view: + stones with White, − with Black. */
  hcap: number[][];
  /** A normal win over the opponent, confirmed by the opponent's matching loss (for DC/SDC). */
  normalWin: boolean[][];
  /** A genuinely played game (not by default, not unknown), for EXT/EXR. */
  played: boolean[][];
}

function base(ctx: Ctx): Base {
  return ctx.memo("go:base", () => {
    const N = ctx.size;
    const b: Base = {
      status: [],
      opp: [],
      game2: [],
      real2: [],
      hcap: [],
      normalWin: [],
      played: [],
    };
    for (let i = 0; i < N; i++) {
      const st: Status[] = [];
      const op: number[] = [];
      const g2: number[] = [];
      const r2: (number | null)[] = [];
      const hc: number[] = [];
      const nw: boolean[] = [];
      const pl: boolean[] = [];
      for (let r = 0; r < ctx.n; r++) {
        const e = ctx.entry(i, r);
        let s: Status = "paired";
        let j = -1;
        let g = 0;
        let real: number | null = null;
        let h = 0;
        let win = false;
        let played = false;
        if (e.kind === "bye") {
          s =
            e.bye === "pab" || e.bye === "fpb"
              ? "bye"
              : e.bye === "zpb" && e.reason === "unpaired"
                ? "unassigned"
                : "absent";
        } else {
          j = ctx.indexOf(e.opponent);
          if (j < 0 || j === i)
            throw new InputError(
              "inconsistent",
              `${who(ctx.players[i])}, round ${r + 1}: opponent ${e.opponent} is not a player of the table`,
              placeOfSource(ctx.players[i].source)
            );
          const stones = e.handicap ?? 0;
          h = e.colour === "w" ? stones : e.colour === "b" ? -stones : 0;
          if (e.kind === "game") {
            g = e.outcome === "win" ? 2 : e.outcome === "draw" ? 1 : 0;
            real = g;
            played = true;
            const o = ctx.entry(j, r);
            win =
              e.outcome === "win" &&
              o.kind === "game" &&
              o.opponent === ctx.players[i].id &&
              o.outcome === "loss";
          } else if (e.kind === "forfeit") {
            g = e.outcome === "win" ? 2 : 0;
          }
        }
        st.push(s);
        op.push(j);
        g2.push(g);
        r2.push(real);
        hc.push(h);
        nw.push(win);
        pl.push(played);
      }
      b.status.push(st);
      b.opp.push(op);
      b.game2.push(g2);
      b.real2.push(r2);
      b.hcap.push(hc);
      b.normalWin.push(nw);
      b.played.push(pl);
    }
    return b;
  });
}

interface Scores {
  /** Running score ×2 after each round (index r), real credits with rounding. */
  run: number[][];
  /** Score ×2 after the last counted round. */
  final: number[];
  /** "Virtual" score ×2: every round without a real result counts ½, no rounding. */
  virt: number[];
}

function scores(ctx: Ctx, fam: Family): Scores {
  return ctx.memo(`go:scores:${fam}`, () => {
    const p = params(ctx);
    const b = base(ctx);
    const start = fam === "MMS" ? smmsAll(ctx).map((s) => 2 * s) : ctx.players.map(() => 0);
    const absent2 = fam === "MMS" ? p.absentMms2 : p.absentNbw2;
    const bye2 = fam === "MMS" ? p.byeMms2 : p.byeNbw2;
    const out: Scores = { run: [], final: [], virt: [] };
    for (let i = 0; i < ctx.size; i++) {
      let games = 0;
      let credits = 0;
      let virt = start[i];
      const run: number[] = [];
      for (let r = 0; r < ctx.n; r++) {
        const s = b.status[i][r];
        games += b.game2[i][r];
        if (s === "bye") credits += bye2;
        else if (s === "absent") credits += absent2;
        const c = p.roundDown ? 2 * Math.floor(credits / 2) : credits;
        run.push(start[i] + games + c);
        virt += b.real2[i][r] ?? 1;
      }
      out.run.push(run);
      out.final.push(run.length ? run[run.length - 1] : start[i]);
      out.virt.push(virt);
    }
    return out;
  });
}

/** Per-round opponent values ×2 of SOS (handicap-corrected in the MMS family). */
function sosEntries(ctx: Ctx, fam: Family): number[][] {
  return ctx.memo(`go:sosEntries:${fam}`, () => {
    const b = base(ctx);
    const sc = scores(ctx, fam);
    const used = params(ctx).unplayedHalf ? sc.virt : sc.final;
    const smms = fam === "MMS" ? smmsAll(ctx) : null;
    return ctx.players.map((_, i) =>
      b.status[i].map((s, r) => {
        if (s !== "paired") return smms ? 2 * smms[i] : 0;
        const j = b.opp[i][r];
        return used[j] + (smms ? 2 * b.hcap[i][r] : 0);
      })
    );
  });
}

/** SOS ×2 without the `cut` lowest entries (OpenGotha quirk: MMS family 0 before round 3). */
function sos2(ctx: Ctx, fam: Family, cut: number): number[] {
  return ctx.memo(`go:sos:${fam}:${cut}`, () =>
    sosEntries(ctx, fam).map((es) => {
      if (cut > 0 && fam === "MMS" && ctx.n < 3) return 0;
      const sorted = [...es].sort((a, b) => a - b);
      return sorted.slice(cut).reduce((s, x) => s + x, 0);
    })
  );
}

function sodos4(ctx: Ctx, fam: Family): number[] {
  const b = base(ctx);
  const es = sosEntries(ctx, fam);
  return ctx.players.map((_, i) =>
    es[i].reduce((s, v, r) => (b.status[i][r] === "paired" ? s + v * b.game2[i][r] : s), 0)
  );
}

function sosos2(ctx: Ctx, fam: Family): number[] {
  const b = base(ctx);
  const sos = sos2(ctx, fam, 0);
  const smms = fam === "MMS" ? smmsAll(ctx) : null;
  return ctx.players.map((_, i) =>
    b.status[i].reduce(
      (s, st, r) => s + (st === "paired" ? sos[b.opp[i][r]] : smms ? 2 * smms[i] * ctx.n : 0),
      0
    )
  );
}

function cuss2(ctx: Ctx, fam: Family): number[] {
  return scores(ctx, fam).run.map((run) => run.reduce((s, x) => s + x, 0));
}

/** EXT (wonOnly false) / EXR (true) ×2. */
function exploits2(ctx: Ctx, wonOnly: boolean): number[] {
  const b = base(ctx);
  const nbw = scores(ctx, "NBW").final;
  return ctx.players.map((_, i) => {
    let t = 0;
    for (let r = 0; r < ctx.n; r++) {
      if (!b.played[i][r]) continue;
      if (wonOnly && b.game2[i][r] !== 2) continue;
      const j = b.opp[i][r];
      const diff = b.hcap[i][r] - (rankOf(ctx, i) - rankOf(ctx, j));
      const w = diff < 0 ? 0 : diff === 0 ? 1 : diff === 1 ? 2 : 3;
      t += nbw[j] * w;
    }
    return t;
  });
}

const half = (xs: number[]): Value[] => xs.map((x) => Q.of(x, 2));
const quarter = (xs: number[]): Value[] => xs.map((x) => Q.of(x, 4));

const STATUS_LABEL: Record<Status, string> = {
  paired: "game",
  bye: "bye",
  absent: "absent",
  unassigned: "not assigned",
};

function roundLabel(ctx: Ctx, i: number, r: number): string {
  const e = ctx.entry(i, r);
  if (e.kind === "forfeit") return `result by default (${e.outcome})`;
  if (e.kind === "unknown") return "result not entered";
  return STATUS_LABEL[base(ctx).status[i][r]];
}

/** Explanation of SOS, SOS-1, SOS-2 (cut), SODOS (kind "sodos"), SOSOS (kind "sosos"). */
function explainSos(
  ctx: Ctx,
  spec: CodeSpec,
  i: number,
  fam: Family,
  kind: "sos" | "sodos" | "sosos",
  cut: number
): Explanation {
  const b = base(ctx);
  const es = sosEntries(ctx, fam);
  const sos = sos2(ctx, fam, 0);
  const smms = fam === "MMS" ? smmsAll(ctx) : null;
  const cutAt = new Set<number>();
  if (kind === "sos" && cut > 0) {
    const idx = es[i].map((v, r) => [v, r]).sort((a, c) => a[0] - c[0] || a[1] - c[1]);
    idx.slice(0, cut).forEach(([, r]) => cutAt.add(r));
  }
  const quirk = kind === "sos" && cut > 0 && fam === "MMS" && ctx.n < 3;
  const rows: ExplainRow[] = es[i].map((v, r) => {
    const paired = b.status[i][r] === "paired";
    const j = b.opp[i][r];
    let contribution: number;
    let used: Value = Q.of(v, 2);
    if (kind === "sodos") contribution = paired ? (v * b.game2[i][r]) / 2 : 0;
    else if (kind === "sosos") {
      used = paired ? Q.of(sos[j], 2) : smms ? Q.int(smms[i] * ctx.n) : Q.ZERO;
      contribution = paired ? sos[j] : smms ? 2 * smms[i] * ctx.n : 0;
    } else contribution = v;
    const note =
      !paired && smms
        ? "own start score (SMMS) as virtual opponent"
        : paired && smms && b.hcap[i][r] !== 0
          ? `handicap correction ${b.hcap[i][r] > 0 ? "+" : ""}${b.hcap[i][r]}`
          : undefined;
    return {
      round: r + 1,
      opponent: paired ? ctx.players[j].id : null,
      label: roundLabel(ctx, i, r),
      used,
      own: Q.of(b.game2[i][r], 2),
      contribution: Q.of(contribution, 2),
      status: quirk || cutAt.has(r) ? "cut" : "kept",
      ...(note ? { note } : {}),
    };
  });
  const value =
    kind === "sodos"
      ? Q.of(sodos4(ctx, fam)[i], 4)
      : kind === "sosos"
        ? Q.of(sosos2(ctx, fam)[i], 2)
        : Q.of(sos2(ctx, fam, cut)[i], 2);
  const what = fam === "MMS" ? "McMahon scores" : "numbers of wins";
  const summary =
    kind === "sodos"
      ? `sum of the defeated opponents' ${what} (half for a jigo)`
      : kind === "sosos"
        ? "sum of the opponents' SOS"
        : `sum of the opponents' ${what}${cut ? ` without the lowest ${cut}` : ""}${quirk ? " (0 before round 3, as OpenGotha)" : ""}`;
  return { code: spec.code, value, rows, summary };
}

// ---------------------------------------------------------------------------------------------
// Direct confrontation

/** Net count of normal wins of a over b, rounds counted. */
function netWins(ctx: Ctx, a: number, b: number): number {
  const base0 = base(ctx);
  let n = 0;
  for (let r = 0; r < ctx.n; r++) {
    if (base0.opp[a][r] !== b) continue;
    if (base0.normalWin[a][r]) n++;
    else if (base0.normalWin[b][r] && base0.opp[b][r] === a) n--;
  }
  return n;
}

/** Secondary score of each member from the criteria after DC: higher is better, ties equal. */
function secondaryScores(
  ctx: Ctx,
  members: number[],
  rest: readonly CodeSpec[],
  main: MainScore
): Map<number, number> {
  const cols = rest
    .filter((s) => s.def.compute)
    .map((s) => ({ vals: valuesOf(ctx, s, main), cmp: comparatorFor(s) }));
  const cmp = (a: number, b: number): number => {
    for (const c of cols) {
      const d = c.cmp(c.vals[a], c.vals[b]);
      if (d !== 0) return d;
    }
    return 0;
  };
  const sorted = [...members].sort(cmp);
  const out = new Map<number, number>();
  let place = 1;
  sorted.forEach((m, k) => {
    if (k > 0 && cmp(sorted[k - 1], m) !== 0) place = k + 1;
    out.set(m, members.length - place);
  });
  return out;
}

/** Strongly connected components (Tarjan) of the graph given by `wins` (indices into nodes). */
function components(wins: Set<number>[]): number[][] {
  const n = wins.length;
  const index = new Array<number>(n).fill(-1);
  const low = new Array<number>(n).fill(0);
  const onStack = new Array<boolean>(n).fill(false);
  const stack: number[] = [];
  const out: number[][] = [];
  let counter = 0;
  const visit = (v: number): void => {
    index[v] = low[v] = counter++;
    stack.push(v);
    onStack[v] = true;
    for (const w of wins[v]) {
      if (index[w] < 0) {
        visit(w);
        low[v] = Math.min(low[v], low[w]);
      } else if (onStack[w]) low[v] = Math.min(low[v], index[w]);
    }
    if (low[v] === index[v]) {
      const comp: number[] = [];
      let w: number;
      do {
        w = stack.pop() as number;
        onStack[w] = false;
        comp.push(w);
      } while (w !== v);
      out.push(comp);
    }
  };
  for (let v = 0; v < n; v++) if (index[v] < 0) visit(v);
  return out;
}

/**
 * DC ranks inside a group: DC value per member (group size − 1 for the best, 0 for the last).
 * Exported for tests.
 */
export function directConfrontation(
  ctx: Ctx,
  members: number[],
  rest: readonly CodeSpec[],
  main: MainScore = mainScoreOf(ctx)
): Map<number, number> {
  const size = members.length;
  const out = new Map<number, number>();
  if (size < 2) {
    for (const m of members) out.set(m, 0);
    return out;
  }
  const sc = secondaryScores(ctx, members, rest, main);
  // wins[k] = set of local indices beaten by local k (edge only for a net of exactly +1: quirk 2)
  const wins: Set<number>[] = members.map(() => new Set<number>());
  for (let a = 0; a < size; a++)
    for (let b = 0; b < size; b++)
      if (a !== b && netWins(ctx, members[a], members[b]) === 1) wins[a].add(b);
  // collapse cycles: drop inner edges, copy each member's outside edges to every member (quirk 3)
  for (const comp of components(wins)) {
    if (comp.length < 2) continue;
    const inC = new Set(comp);
    const outWins = new Set<number>();
    const beatenBy = new Set<number>();
    for (const c of comp) for (const w of wins[c]) if (!inC.has(w)) outWins.add(w);
    for (let o = 0; o < size; o++)
      if (!inC.has(o) && comp.some((c) => wins[o].has(c))) beatenBy.add(o);
    for (const c of comp) wins[c] = new Set(outWins);
    for (const o of beatenBy) for (const c of comp) wins[o].add(c);
  }
  const remaining = new Set<number>(members.map((_, k) => k));
  const rank = new Array<number>(size).fill(0);
  while (remaining.size > 0) {
    const free = [...remaining].filter((k) => ![...wins[k]].some((w) => remaining.has(w)));
    if (free.length === 0) throw new Error("DC: no player without a win among the rest (internal)");
    const low = Math.min(...free.map((k) => sc.get(members[k]) as number));
    const cands = free.filter((k) => sc.get(members[k]) === low);
    const r = 1 + remaining.size - cands.length;
    for (const k of cands) {
      rank[k] = r;
      remaining.delete(k);
    }
  }
  const maxRank = Math.max(...rank);
  members.forEach((m, k) => out.set(m, maxRank - rank[k]));
  return out;
}

/** SDC per member: members beaten on balance if every pair has a decisive net count, else 0. */
export function simplifiedDirectConfrontation(ctx: Ctx, members: number[]): Map<number, number> {
  const out = new Map<number, number>();
  let complete = true;
  const beaten = members.map(() => 0);
  for (let a = 0; a < members.length && complete; a++)
    for (let b = a + 1; b < members.length; b++) {
      const n = Math.sign(netWins(ctx, members[a], members[b]));
      if (n === 0) {
        complete = false;
        break;
      }
      if (n > 0) beaten[a]++;
      else beaten[b]++;
    }
  members.forEach((m, k) => out.set(m, complete && members.length > 1 ? beaten[k] : 0));
  return out;
}

function blocksOf(values: Map<number, number>): GroupOutcome {
  const blocks = equalBlocks([...values.keys()], (a, b) => values.get(b)! - values.get(a)!);
  const vals = new Map<number, Value>();
  for (const [m, v] of values) vals.set(m, Q.int(v));
  return { blocks, values: vals };
}

// ---------------------------------------------------------------------------------------------
// Definitions

const FAMILY = "Go";

function mainScore(fam: Family): TieBreakDef {
  return {
    name: fam,
    title: fam === "NBW" ? "Number of wins" : "McMahon score",
    summary:
      fam === "NBW"
        ? "Wins 1, jigo ½ (results by default count), plus the absent and bye credits (options absent_nbw, bye_nbw), accumulated credits rounded down."
        : "Start score from the rank (bar, floor, zero 30k, correction) plus wins 1, jigo ½ and the absent and bye credits (absent_mms, bye_mms), accumulated credits rounded down.",
    family: FAMILY,
    modifiers: [],
    primaryScore: true,
    compute: (ctx) => half(scores(ctx, fam).final),
    explain: (ctx, spec, i) => {
      const b = base(ctx);
      const run = scores(ctx, fam).run[i];
      const start = fam === "MMS" ? 2 * smmsAll(ctx)[i] : 0;
      const rows: ExplainRow[] = run.map((s, r) => ({
        round: r + 1,
        opponent: b.opp[i][r] >= 0 ? ctx.players[b.opp[i][r]].id : null,
        label: roundLabel(ctx, i, r),
        used: null,
        own: Q.of(b.game2[i][r], 2),
        contribution: Q.of(s - (r > 0 ? run[r - 1] : start), 2),
        status: "kept",
        note: `${fam} after round ${r + 1}: ${Q.of(s, 2).toString()}`,
      }));
      return {
        code: spec.code,
        value: Q.of(scores(ctx, fam).final[i], 2),
        rows,
        summary:
          fam === "MMS"
            ? `start score ${smmsAll(ctx)[i]} plus game points and credits`
            : "game points plus credits",
      };
    },
  };
}

type SosKind = "SOS" | "SOS-1" | "SOS-2" | "SODOS" | "SOSOS" | "CUSS";

const SOS_TEXT: Record<SosKind, string> = {
  SOS: "Sum of the opponents' scores; a round without a game adds 0 (NBW family) or the own start score (MMS family); MMS family corrected by the handicap.",
  "SOS-1": "SOS without the lowest round entry (MMS family: 0 before round 3, as OpenGotha).",
  "SOS-2": "SOS without the two lowest round entries (MMS family: 0 before round 3, as OpenGotha).",
  SODOS:
    "Sum of the scores of the opponents beaten (half for a jigo); rounds without a game add 0.",
  SOSOS:
    "Sum of the opponents' SOS; a round without a game adds 0 (NBW family) or the start score × rounds (MMS family).",
  CUSS: "Sum of the player's own running score after each round.",
};

function valuesFor(ctx: Ctx, kind: SosKind, fam: Family): Value[] {
  switch (kind) {
    case "SOS":
      return half(sos2(ctx, fam, 0));
    case "SOS-1":
      return half(sos2(ctx, fam, 1));
    case "SOS-2":
      return half(sos2(ctx, fam, 2));
    case "SODOS":
      return quarter(sodos4(ctx, fam));
    case "SOSOS":
      return half(sosos2(ctx, fam));
    case "CUSS":
      return half(cuss2(ctx, fam));
  }
}

function explainFor(ctx: Ctx, spec: CodeSpec, i: number, kind: SosKind, fam: Family): Explanation {
  if (kind === "CUSS") {
    const run = scores(ctx, fam).run[i];
    return {
      code: spec.code,
      value: Q.of(cuss2(ctx, fam)[i], 2),
      rows: run.map((s, r) => ({
        round: r + 1,
        opponent: base(ctx).opp[i][r] >= 0 ? ctx.players[base(ctx).opp[i][r]].id : null,
        label: roundLabel(ctx, i, r),
        used: null,
        own: Q.of(base(ctx).game2[i][r], 2),
        contribution: Q.of(s, 2),
        status: "kept",
      })),
      summary: `sum of the running ${fam} after each round`,
    };
  }
  const k = kind === "SODOS" ? "sodos" : kind === "SOSOS" ? "sosos" : "sos";
  const cut = kind === "SOS-1" ? 1 : kind === "SOS-2" ? 2 : 0;
  return explainSos(ctx, spec, i, fam, k, cut);
}

function sosDef(kind: SosKind, fixed: Family | null): TieBreakDef {
  const suffix = fixed ? (fixed === "NBW" ? "W" : "M") : "";
  const name = kind.replace(/^(SOSOS|SODOS|SOS|CUSS)/, `$1${suffix}`);
  const famOf = (ctx: Ctx, main: MainScore): Family => fixed ?? familyOf(ctx, main);
  return {
    name,
    title: `${kind}${fixed ? ` on ${fixed}` : ""}`,
    summary: fixed
      ? `${SOS_TEXT[kind]} Always on ${fixed}.`
      : `${SOS_TEXT[kind]} On NBW or MMS: the order's main score (option family=nbw|mms).`,
    family: FAMILY,
    modifiers: [],
    compute: (ctx, _spec, main) => valuesFor(ctx, kind, famOf(ctx, main)),
    explain: (ctx, spec, i, main) => explainFor(ctx, spec, i, kind, famOf(ctx, main)),
    advice: (ctx, _spec, mainScore) => {
      const main = mainScore.code.toUpperCase();
      if (fixed && (main === "NBW" || main === "MMS") && main !== fixed)
        return `${name} is computed on ${fixed} while the main score is ${main}: OpenGotha advises against mixing the NBW and MMS families`;
      if (kind === "SODOS" && famOf(ctx, mainScore) === "MMS")
        return "SODOS on McMahon scores is not recommended (OpenGotha)";
      return null;
    },
  };
}

const EXT: TieBreakDef = {
  name: "EXT",
  title: "Exploits attempted",
  summary:
    "Sum over played games of the opponent's NBW × weight: real handicap minus the natural one (rank difference) below 0 → 0, 0 → 1, 1 → 2, 2 or more → 3.",
  family: FAMILY,
  modifiers: [],
  compute: (ctx) => half(exploits2(ctx, false)),
};

const EXR: TieBreakDef = {
  name: "EXR",
  title: "Exploits achieved",
  summary: "EXT over the games won only.",
  family: FAMILY,
  modifiers: [],
  compute: (ctx) => half(exploits2(ctx, true)),
};

const DC: TieBreakDef = {
  name: "DC",
  title: "Direct confrontation",
  summary:
    "Inside a tied group: cycles of wins collapsed, then repeatedly the player with no win over the rest and the lowest following criteria is ranked last (OpenGotha). Forfeits and jigo never count.",
  family: FAMILY,
  fideType: "A",
  modifiers: [],
  group: (ctx, _spec, members, rest, main) =>
    blocksOf(directConfrontation(ctx, members, rest, main)),
};

const SDC: TieBreakDef = {
  name: "SDC",
  title: "Simplified direct confrontation",
  summary:
    "Inside a tied group where everyone beat or lost to everyone on balance: the number of group members beaten; otherwise 0 for all.",
  family: FAMILY,
  fideType: "A",
  modifiers: [],
  group: (ctx, _spec, members) => blocksOf(simplifiedDirectConfrontation(ctx, members)),
};

const KINDS: SosKind[] = ["SOS", "SOS-1", "SOS-2", "SODOS", "SOSOS", "CUSS"];

register(
  mainScore("NBW"),
  mainScore("MMS"),
  ...KINDS.map((k) => sosDef(k, null)),
  ...KINDS.map((k) => sosDef(k, "NBW")),
  ...KINDS.map((k) => sosDef(k, "MMS")),
  EXT,
  EXR,
  DC,
  SDC
);

registerPreset(
  {
    id: "go-mcmahon",
    title: "Go, McMahon (OpenGotha default)",
    summary: "McMahon score, then SOS and SOSOS on McMahon scores, as OpenGotha's McMahon preset.",
    game: "go",
    order: ["MMS", "SOS", "SOSOS"],
    options: { system: "mcmahon" },
  },
  {
    id: "go-swiss",
    title: "Go, Swiss (OpenGotha default)",
    summary: "Number of wins, then SOS and SOSOS on numbers of wins, as OpenGotha's Swiss preset.",
    game: "go",
    order: ["NBW", "SOS", "SOSOS"],
    options: { system: "swiss" },
  }
);

registerOptions([
  { key: "system", describe: "mcmahon | swiss", values: ["mcmahon", "macmahon", "mm", "swiss"] },
  { key: "family", describe: "nbw | mms (of SOS, SOSOS ...)", values: ["nbw", "mms"] },
  { key: "bar", describe: "a Go rank such as 4d (McMahon bar)" },
  { key: "floor", describe: "a Go rank such as 20k (McMahon floor)" },
  { key: "zero", describe: "a Go rank (McMahon score 0)" },
  { key: "absent_mms", describe: "points for an absent round in MMS (multiple of ½)" },
  { key: "bye_mms", describe: "points for a bye in MMS (multiple of ½)" },
  { key: "absent_nbw", describe: "points for an absent round in NBW (multiple of ½)" },
  { key: "bye_nbw", describe: "points for a bye in NBW (multiple of ½)" },
  { key: "round_down", describe: "true | false (round NBW/MMS down)" },
  { key: "sos_unplayed_as_half", describe: "true | false" },
  { key: "correction:", describe: "a whole number: SMMS correction of start number N" },
]);
