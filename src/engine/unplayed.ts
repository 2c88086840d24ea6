/**
 * Unplayed rounds (C.07 arts. 15–16) and the "sum of values" machinery shared by the Buchholz
 * and Sonneborn-Berger families: per player, one contribution element per round, and the cut /
 * median rules with the 16.5 exception for voluntary unplayed rounds (VURs).
 *
 * Editions (Ctx.edition):
 * - fide-2026: art. 16 with the 16.4.1 / 16.4.2 caps on the dummy's score.
 * - fide-2024: art. 16 without caps (the dummy scores the participant's own score); this gives
 *   the answers of the 2023 TEC exercise.
 * - fide-pre2023: the old "virtual opponent" (Svon = SPR + (W − SfPR) + D·(n − R)) for every own
 *   unplayed round, and every unplayed round of an opponent counted as a draw in the opponent's
 *   score; cuts remove the least significant value without the 16.5 exception.
 * - plain: unplayed rounds are no elements at all (a bye adds nothing and is never cut), and
 *   opponents count with their actual scores.
 *
 * Round robins (Ctx.type "round-robin", art. 15.2), FIDE editions: a forfeit is a regular game
 * against the scheduled opponent at its awarded result (no dummy, not a VUR), and a round
 * without an opponent (the free round of an odd field) is no element at all.
 *
 * `/P` (any edition, Swiss): a forfeit counts as a game against the scheduled opponent's score
 * (adjusted score under art. 16) at its real result instead of a dummy, and is then not a VUR
 * for the cut rules (it is treated as a game).
 *
 * Choices where the text is silent (spec §11): the "last round" of 16.2.5 and the "number of
 * rounds" of 16.4.2 are the last round counted / the rounds counted (standings as of round n).
 * A result not yet known (TRF X) counts as a game played over the board.
 */
import type { Ctx } from "./context";
import { InputError, placeOfSource } from "./errors";
import { gcd, Q } from "./rational";
import type { CodeSpec, ExplainRow, Explanation } from "./registry";
import { isVUR } from "./scoring";
import { roundsEntered, type RoundEntry } from "./types";

/**
 * Category of a round under C.07 16.2 ("played" for a game over the board or an unknown result):
 * 16.2.1 PAB/FPB, 16.2.2 forfeit win, 16.2.3 requested bye followed by a round that is not a VUR,
 * 16.2.4 forfeit loss, 16.2.5 requested bye with only VURs after it (or in the last round counted).
 */
export type RoundCategory = "played" | "16.2.1" | "16.2.2" | "16.2.3" | "16.2.4" | "16.2.5";

/** Where an element's opponent score comes from. */
export type ElementSource = "real" | "dummy" | "virtual";

/** One round's contribution to a player's BH / SB (one "value" that a cut may remove). */
export interface Element {
  /** Round number, 1-based. */
  round: number;
  /** Player index of the (scheduled) opponent whose score is used, or -1 (dummy, virtual opponent). */
  opponent: number;
  /** What the round was: "game", "postponed" (no result yet), "forfeit win", "forfeit loss", "PAB", "FPB", "HPB", "ZPB". */
  label: string;
  source: ElementSource;
  /** The opponent score used (adjusted score, dummy or virtual opponent, actual score under plain). */
  oppScore: Q;
  /** Points the player scored in this round (event's points system; fore-modified for FB). */
  own: Q;
  /** A voluntary unplayed round counted with a dummy (16.1.2): subject to the 16.5 cut exception. */
  isVUR: boolean;
  /** Played over the board (a game or an unknown result); forfeits are not, even under /P. */
  played: boolean;
  /** How oppScore was obtained, for explanations. */
  note?: string;
}

/**
 * Variant of the element lists: /P, and Fore Buchholz (every paired game of the final round as a
 * drawn game, a forfeit included: then it is a game against the scheduled opponent, as
 * TieBreakServer computes it).
 */
export interface ElementOptions {
  p?: boolean;
  fore?: boolean;
}

/**
 * The scheduled final round (1-based) when Fore Buchholz differs from Buchholz: the event's
 * scheduled rounds (TRF XXR / totalRounds, else the rounds entered) when the standings include
 * that round; otherwise null (FB = BH part-way through the event).
 */
export function foreRound(ctx: Ctx): number | null {
  const last = ctx.t.totalRounds ?? roundsEntered(ctx.t);
  return ctx.n > 0 && ctx.n === last ? last : null;
}

/** Points per player per round (counted rounds), with the final round's pairings drawn for FB. */
function pointsTable(ctx: Ctx, fore: boolean): Q[][] {
  return ctx.memo(`unplayed:points:${fore}`, () => {
    const fr = fore ? foreRound(ctx) : null;
    const draw = ctx.t.points.draw;
    return ctx.players.map((_, i) => {
      const row: Q[] = [];
      for (let r = 0; r < ctx.n; r++) {
        const e = ctx.entry(i, r);
        row.push(fr !== null && r === fr - 1 && e.kind !== "bye" ? draw : ctx.points(i, r));
      }
      return row;
    });
  });
}

function categoryOf(e: RoundEntry, laterNonVUR: boolean): RoundCategory {
  switch (e.kind) {
    case "game":
    case "unknown":
      return "played";
    case "forfeit":
      return e.outcome === "win" ? "16.2.2" : "16.2.4";
    case "bye":
      if (e.bye === "pab" || e.bye === "fpb") return "16.2.1";
      return laterNonVUR ? "16.2.3" : "16.2.5";
  }
}

/**
 * 16.2 categories of every counted round of every player (memoised). With `fore` (Fore
 * Buchholz, once the final round is counted) every pairing of the final round is a drawn game,
 * a forfeit included: it is "played" and not a VUR, so a requested bye before it is 16.2.3
 * (counted as awarded), not 16.2.5.
 */
export function categories(ctx: Ctx, fore = false): RoundCategory[][] {
  const fr = fore ? foreRound(ctx) : null;
  const last = fr === null ? -1 : fr - 1;
  return ctx.memo(`unplayed:categories:${last}`, () =>
    ctx.players.map((_, i) => {
      const out = new Array<RoundCategory>(ctx.n);
      let laterNonVUR = false;
      for (let r = ctx.n - 1; r >= 0; r--) {
        const e = ctx.entry(i, r);
        if (r === last && e.kind === "forfeit") {
          out[r] = "played";
          laterNonVUR = true;
          continue;
        }
        out[r] = categoryOf(e, laterNonVUR);
        if (!isVUR(e)) laterNonVUR = true;
      }
      return out;
    })
  );
}

/** 16.2 category of player i's round r (0-based); `fore` as in `categories`. */
export function classifyRound(ctx: Ctx, i: number, r: number, fore = false): RoundCategory {
  return categories(ctx, fore)[i][r];
}

function sum(xs: readonly Q[]): Q {
  return Q.sum(xs);
}

/** Actual scores over the counted rounds (fore-modified for FB). */
function scoresOf(ctx: Ctx, fore: boolean): Q[] {
  return ctx.memo(`unplayed:scores:${fore}`, () => pointsTable(ctx, fore).map(sum));
}

/** 16.3 adjusted scores: 16.2.5 rounds count as draws, everything else at its awarded points. */
function adjustedScores(ctx: Ctx, fore: boolean): Q[] {
  return ctx.memo(`unplayed:adjusted:${fore}`, () => {
    const pts = pointsTable(ctx, fore);
    const cats = categories(ctx, fore);
    const draw = ctx.t.points.draw;
    return pts.map((row, i) => sum(row.map((p, r) => (cats[i][r] === "16.2.5" ? draw : p))));
  });
}

/** Pre-2023: an opponent's score with every unplayed round (forfeit or bye) counted as a draw. */
function oldOpponentScores(ctx: Ctx, fore: boolean): Q[] {
  return ctx.memo(`unplayed:pre2023:${fore}`, () => {
    const pts = pointsTable(ctx, fore);
    const draw = ctx.t.points.draw;
    return pts.map((row, i) =>
      sum(
        row.map((p, r) => {
          const k = ctx.entry(i, r).kind;
          return k === "game" || k === "unknown" ? p : draw;
        })
      )
    );
  });
}

/** Player i's 16.3 adjusted score (the score used when i is somebody's opponent). */
export function adjustedScore(ctx: Ctx, i: number, fore = false): Q {
  return adjustedScores(ctx, fore)[i];
}

/**
 * The score a player contributes as an opponent under the context's edition: 16.3 adjusted
 * score (FIDE 2024/2026 in a Swiss), unplayed rounds as draws (pre-2023 Swiss), or the actual
 * score (plain, and every round robin: art. 16 is for Swiss events (15.3); with pre-determined
 * pairings forfeits are games and a free round is no element (15.2), so there is nothing to
 * adjust — as TieBreakServer computes it).
 */
export function scoresAsOpponent(ctx: Ctx, fore = false): Q[] {
  if (ctx.type === "round-robin") return scoresOf(ctx, fore);
  switch (ctx.edition) {
    case "plain":
      return scoresOf(ctx, fore);
    case "fide-pre2023":
      return oldOpponentScores(ctx, fore);
    default:
      return adjustedScores(ctx, fore);
  }
}

/**
 * 16.4 dummy score for player i's own unplayed round r (0-based): the player's own score, capped
 * under fide-2026 by the scheduled opponent's adjusted score (forfeits, 16.4.1) or by
 * draw × rounds counted (byes, 16.4.2). No cap under fide-2024.
 */
export function dummyScore(ctx: Ctx, i: number, r: number, fore = false): Q {
  const own = scoresOf(ctx, fore)[i];
  if (ctx.edition !== "fide-2026") return own;
  const e = ctx.entry(i, r);
  if (e.kind === "forfeit") {
    const j = opponentIndex(ctx, i, r, e.opponent);
    return Q.min(own, adjustedScores(ctx, fore)[j]);
  }
  return Q.min(own, ctx.t.points.draw.mul(Q.int(ctx.n)));
}

function dummyWithNote(ctx: Ctx, i: number, r: number, fore: boolean): { score: Q; note: string } {
  const own = scoresOf(ctx, fore)[i];
  if (ctx.edition !== "fide-2026") {
    return { score: own, note: `dummy: own score ${own.toString()} (16.4, no cap before 2026)` };
  }
  const e = ctx.entry(i, r);
  if (e.kind === "forfeit") {
    const j = opponentIndex(ctx, i, r, e.opponent);
    const cap = adjustedScores(ctx, fore)[j];
    return {
      score: Q.min(own, cap),
      note: `dummy: min(own score ${own.toString()}, adjusted score of ${e.opponent} ${cap.toString()}) (16.4.1)`,
    };
  }
  const draw = ctx.t.points.draw;
  const cap = draw.mul(Q.int(ctx.n));
  return {
    score: Q.min(own, cap),
    note: `dummy: min(own score ${own.toString()}, ${draw.toString()} × ${ctx.n} rounds = ${cap.toString()}) (16.4.2)`,
  };
}

/**
 * Pre-2023 virtual opponent for player i's own unplayed round r (0-based):
 * Svon = SPR + (W − SfPR) + D × (n − R), SPR the score before round R, SfPR the points of the
 * unplayed round, n the rounds counted (with W = 1, D = ½: the old formula).
 */
export function virtualOpponentScore(ctx: Ctx, i: number, r: number, fore = false): Q {
  const pts = pointsTable(ctx, fore)[i];
  const spr = sum(pts.slice(0, r));
  const { win, draw } = ctx.t.points;
  return spr.add(win.sub(pts[r])).add(draw.mul(Q.int(ctx.n - (r + 1))));
}

function opponentIndex(ctx: Ctx, i: number, r: number, id: number): number {
  const j = ctx.indexOf(id);
  if (j < 0) {
    const p = ctx.players[i];
    throw new InputError(
      "inconsistent",
      `player ${p.id} (${p.name}), round ${r + 1}: opponent ${id} is not a player of the tournament`,
      placeOfSource(p.source)
    );
  }
  return j;
}

function labelOf(e: RoundEntry): string {
  switch (e.kind) {
    case "game":
      return "game";
    case "unknown":
      // a game without a result yet: a game against its opponent, no points yet
      return "postponed";
    case "forfeit":
      return e.outcome === "win" ? "forfeit win" : "forfeit loss";
    case "bye":
      if (e.bye === "zpb" && e.reason && e.reason !== "absent") return `ZPB (${e.reason})`;
      return e.bye.toUpperCase();
  }
}

/**
 * Contribution elements of every player (index = player index), in round order, for the
 * context's edition and event type. Rounds that are no element (plain byes, the free round of a
 * round robin, forfeits under plain without /P) are left out.
 */
export function elementsAll(ctx: Ctx, o: ElementOptions = {}): Element[][] {
  const p = Boolean(o.p);
  const fore = Boolean(o.fore) && foreRound(ctx) !== null;
  return ctx.memo(`unplayed:elements:${ctx.edition}:${ctx.type}:${p}:${fore}`, () =>
    build(ctx, p, fore)
  );
}

/** Contribution elements of player i. */
export function elementsOf(ctx: Ctx, i: number, o: ElementOptions = {}): Element[] {
  return elementsAll(ctx, o)[i];
}

function hasForfeit(ctx: Ctx, i: number): boolean {
  for (let r = 0; r < ctx.n; r++) if (ctx.entry(i, r).kind === "forfeit") return true;
  return false;
}

const SOURCE_REAL = 0;
const SOURCE_DUMMY = 1;
const SOURCE_VIRTUAL = 2;
const SOURCES: readonly ElementSource[] = ["real", "dummy", "virtual"];

/**
 * The numbers of every player's elements, in flat arrays (no object per element): element k of
 * player i for start[i] <= k < start[i + 1]. `Element` lists are made from it for explanations.
 */
export interface ElementCore {
  start: Int32Array;
  /** Round, 1-based. */
  round: Int32Array;
  /** Opponent's player index, -1 for a dummy or virtual opponent. */
  opponent: Int32Array;
  /** 0 real, 1 dummy, 2 virtual (index into ["real", "dummy", "virtual"]). */
  source: Uint8Array;
  isVUR: Uint8Array;
  played: Uint8Array;
  oppScore: Q[];
  own: Q[];
}

/** The element numbers of every player for the context's edition and event type (memoised). */
export function elementCore(ctx: Ctx, o: ElementOptions = {}): ElementCore {
  const p = Boolean(o.p);
  const fore = Boolean(o.fore) && foreRound(ctx) !== null;
  return ctx.memo(`unplayed:core:${ctx.edition}:${ctx.type}:${p}:${fore}`, () =>
    buildCore(ctx, p, fore)
  );
}

function buildCore(ctx: Ctx, p: boolean, fore: boolean): ElementCore {
  const pts = pointsTable(ctx, fore);
  const asOpp = scoresAsOpponent(ctx, fore);
  const foreIndex = fore ? (foreRound(ctx) ?? 0) - 1 : -1;
  const rr = ctx.type === "round-robin";
  const plain = ctx.edition === "plain";
  const pre = ctx.edition === "fide-pre2023";
  const size = ctx.size;
  const max = size * ctx.n;
  const start = new Int32Array(size + 1);
  const round = new Int32Array(max);
  const opponent = new Int32Array(max);
  const source = new Uint8Array(max);
  const vur = new Uint8Array(max);
  const played = new Uint8Array(max);
  const oppScore = new Array<Q>(max);
  const own = new Array<Q>(max);
  let k = 0;
  for (let i = 0; i < size; i++) {
    start[i] = k;
    const row = pts[i];
    for (let r = 0; r < ctx.n; r++) {
      const e = ctx.entry(i, r);
      // FB: a final-round pairing "ended in a draw", a forfeit included, is a drawn game
      const foreGame = r === foreIndex && e.kind === "forfeit";
      if (e.kind === "game" || e.kind === "unknown" || foreGame) {
        const j = opponentIndex(ctx, i, r, e.opponent);
        round[k] = r + 1;
        opponent[k] = j;
        source[k] = SOURCE_REAL;
        played[k] = 1;
        oppScore[k] = asOpp[j];
        own[k++] = row[r];
        continue;
      }
      if (e.kind === "forfeit" && (p || (rr && !plain))) {
        const j = opponentIndex(ctx, i, r, e.opponent);
        round[k] = r + 1;
        opponent[k] = j;
        source[k] = SOURCE_REAL;
        oppScore[k] = asOpp[j];
        own[k++] = row[r];
        continue;
      }
      // an unplayed round without a game
      if (plain) continue;
      if (rr && e.kind === "bye") continue;
      round[k] = r + 1;
      opponent[k] = -1;
      source[k] = pre ? SOURCE_VIRTUAL : SOURCE_DUMMY;
      vur[k] = isVUR(e) ? 1 : 0;
      oppScore[k] = pre ? virtualOpponentScore(ctx, i, r, fore) : dummyScore(ctx, i, r, fore);
      own[k++] = row[r];
    }
  }
  start[size] = k;
  return { start, round, opponent, source, isVUR: vur, played, oppScore, own };
}

/** Element lists are shared between variants where they are equal: never modify them. */
function build(ctx: Ctx, p: boolean, fore: boolean): Element[][] {
  const core = elementCore(ctx, { p, fore });
  const asOpp = scoresAsOpponent(ctx, fore);
  const rr = ctx.type === "round-robin";
  const pre = ctx.edition === "fide-pre2023";
  const actual = scoresOf(ctx, fore);
  const scoreNote = (j: number): string | undefined => {
    if (asOpp[j].eq(actual[j])) return undefined;
    const how = pre ? "unplayed rounds counted as draws (pre-2023)" : "adjusted score (16.3)";
    return `${how}; actual score ${actual[j].toString()}`;
  };
  // with /P only forfeits differ: players without one share the lists built without /P
  const base = p ? elementsAll(ctx, { p: false, fore }) : null;
  return ctx.players.map((_, i) => {
    if (base !== null && !hasForfeit(ctx, i)) return base[i];
    const out: Element[] = [];
    for (let k = core.start[i]; k < core.start[i + 1]; k++) {
      const r = core.round[k] - 1;
      const e = ctx.entry(i, r);
      const label = labelOf(e);
      const src = core.source[k];
      let note: string | undefined;
      let shown = label;
      if (src === SOURCE_REAL && e.kind === "forfeit" && fore && r + 1 === foreRound(ctx)) {
        shown = `${label}, as a draw`;
        note = "final round: every paired game counted as drawn (Fore Buchholz)";
      } else if (src === SOURCE_REAL && e.kind === "forfeit") {
        shown = rr && !p ? label : `${label} (/P)`;
        note =
          rr && !p ? "forfeit counted as a game (art. 15.2)" : "forfeit counted as a game (/P)";
      } else if (src === SOURCE_REAL && e.kind === "unknown") {
        // a game without a result yet (docs/decisions.md, "Games without a result")
        const adjusted = scoreNote(core.opponent[k]);
        note = `no result yet: a game against this opponent, no points until it is entered${adjusted ? `; ${adjusted}` : ""}`;
      } else if (src === SOURCE_REAL) {
        note = scoreNote(core.opponent[k]);
      } else if (src === SOURCE_VIRTUAL) {
        note = `virtual opponent: score before the round + (win − points of the round) + draw × rounds after (pre-2023)`;
      } else {
        note = dummyWithNote(ctx, i, r, fore).note;
      }
      out.push({
        round: r + 1,
        opponent: core.opponent[k],
        label: shown,
        source: SOURCES[src],
        oppScore: core.oppScore[k],
        own: core.own[k],
        isVUR: core.isVUR[k] === 1,
        played: core.played[k] === 1,
        note,
      });
    }
    return out;
  });
}

/** Whether the 16.5 VUR exception applies to cuts in this context (FIDE 2024/2026, Swiss). */
export function vurCutRule(ctx: Ctx): boolean {
  return (ctx.edition === "fide-2026" || ctx.edition === "fide-2024") && ctx.type === "swiss";
}

/** What a sum adds per element: BH the opponent score, SB the opponent score × own points. */
export type SumKind = "BH" | "SB";

/** What cuts and sums read of an element. */
export type CutElement = Pick<Element, "oppScore" | "own" | "isVUR">;

export function contributionOf(el: CutElement, kind: SumKind): Q {
  return kind === "BH" ? el.oppScore : el.oppScore.mul(el.own);
}

export type ElementStatus = "kept" | "cut" | "cut-high";

export interface CutResult {
  value: Q;
  /** One status per element (same order as the input). */
  status: ElementStatus[];
}

/**
 * Least significant first: BH by opponent score; SB by opponent score, then contribution (14.1).
 * Returns negative when a is less significant than b.
 */
function lessSignificant(kind: SumKind, a: CutElement, ca: Q, b: CutElement, cb: Q): number {
  const c = a.oppScore.cmp(b.oppScore);
  if (c !== 0 || kind === "BH") return c;
  return ca.cmp(cb);
}

/**
 * Applies Cut-n (low cuts) or Median-n (n low, then n high) to a player's elements and sums the
 * rest. Low cuts follow 16.5 when `vurRule` holds: BH/FB cut the VUR element with the lowest
 * contribution while any remains; SB cuts the higher of (a) the lowest VUR contribution (of
 * several VURs with it, the least significant one: a is b when b is such a VUR) and (b) the
 * least significant value, the VUR a when both contributions are equal. High cuts ignore 16.5. A cut
 * larger than the elements cuts everything (value 0). With `plainMedian`, a median needs at
 * least two elements (fewer: nothing is cut).
 */
export function applyCuts(
  elements: readonly CutElement[],
  kind: SumKind,
  cut: number,
  median: number,
  vurRule: boolean,
  plainMedian = false
): CutResult {
  if (cut === 0 && median === 0) {
    let total = Q.ZERO;
    for (const el of elements) total = total.add(contributionOf(el, kind));
    return { value: total, status: elements.map(() => "kept") };
  }
  const contrib = elements.map((el) => contributionOf(el, kind));
  const status: ElementStatus[] = elements.map(() => "kept");
  let low = cut + median;
  let high = median;
  if (median > 0 && plainMedian && elements.length < 2) {
    low = 0;
    high = 0;
  }
  const m = elements.length;
  for (let c = 0; c < low; c++) {
    let least = -1;
    for (let k = 0; k < m; k++) {
      if (status[k] !== "kept") continue;
      if (
        least < 0 ||
        lessSignificant(kind, elements[k], contrib[k], elements[least], contrib[least]) < 0
      ) {
        least = k;
      }
    }
    if (least < 0) break;
    let victim = least;
    if (vurRule) {
      // a: the VUR with the lowest contribution; of several, the least significant one, so
      // that a is b when b is such a VUR ("the same element", 16.5.2)
      let a = -1;
      for (let k = 0; k < m; k++) {
        if (status[k] !== "kept" || !elements[k].isVUR) continue;
        const c = a < 0 ? -1 : contrib[k].cmp(contrib[a]);
        if (
          c < 0 ||
          (c === 0 && lessSignificant(kind, elements[k], contrib[k], elements[a], contrib[a]) < 0)
        ) {
          a = k;
        }
      }
      // SB: the higher of a and b; on equal contributions the VUR a
      if (a >= 0) victim = kind === "BH" ? a : contrib[a].ge(contrib[least]) ? a : least;
    }
    status[victim] = "cut";
  }
  for (let c = 0; c < high; c++) {
    let most = -1;
    for (let k = 0; k < m; k++) {
      if (status[k] !== "kept") continue;
      if (
        most < 0 ||
        lessSignificant(kind, elements[k], contrib[k], elements[most], contrib[most]) > 0
      ) {
        most = k;
      }
    }
    if (most < 0) break;
    status[most] = "cut-high";
  }
  let value = Q.ZERO;
  status.forEach((s, k) => {
    if (s === "kept") value = value.add(contrib[k]);
  });
  return { value, status };
}

/** A player's BH- or SB-style sum with cuts under the context's rules. */
export function cutSum(
  ctx: Ctx,
  elements: readonly Element[],
  kind: SumKind,
  cut: number,
  median: number
): CutResult {
  return applyCuts(elements, kind, cut, median, vurCutRule(ctx), ctx.edition === "plain");
}

/**
 * Per player: contributions least significant first (14.1 order), their total, whether any is a
 * VUR. Each player's row is kept as whole numbers of 1/den[i] (den[i] the least common multiple
 * of the row's denominators), so cut sums are integer sums; a row that does not fit (never with
 * real scores) keeps its exact values in `exact` instead.
 */
interface SortedSums {
  /** Row of player i: units[start[i]] .. units[start[i + 1] - 1]. */
  start: Int32Array;
  units: Float64Array;
  /** 1 where the sorted position holds a VUR element. */
  vur: Uint8Array;
  den: Float64Array;
  /** Rows that are not kept as units (else undefined). */
  exact: (Q[] | undefined)[];
  total: Q[];
  hasVUR: boolean[];
  /** Player i's elements as applyCuts reads them (made when first needed). */
  cutInput: (i: number) => CutElement[];
}

/** Above this, a row falls back to exact Q sums (units stay far inside the safe integers). */
const UNIT_LIMIT = 2 ** 40;

/**
 * The elements the fast cut path reads: every player's elements in flat arrays, player i's
 * from start[i] to start[i + 1] - 1 (an `ElementCore` is one).
 */
export interface CutRows {
  start: Int32Array;
  oppScore: readonly Q[];
  own: readonly Q[];
  isVUR: Uint8Array;
}

function sortedSums(ctx: Ctx, o: ElementOptions, kind: SumKind): SortedSums {
  const core = elementCore(ctx, o);
  const fore = Boolean(o.fore) && foreRound(ctx) !== null;
  return ctx.memo(
    `unplayed:sorted:${ctx.edition}:${ctx.type}:${Boolean(o.p)}:${fore}:${kind}`,
    () =>
      // with /P, players without a forfeit have the rows of the variant without /P
      sortRows(
        core,
        kind,
        o.p ? sortedSums(ctx, { fore: o.fore }, kind) : null,
        (i) => !hasForfeit(ctx, i)
      )
  );
}

let packed = new Float64Array(64);

/**
 * The order `idx.sort((a, b) => ku[a] - ku[b] || cu[a] - cu[b])` gives (a stable sort of
 * 0..m-1), by a numeric sort of one whole number per element: (ku, cu, k) packed so that their
 * order is the lexicographic one. Keys are unique (k is in them), so the order is exactly the
 * stable sort's. Returns false, leaving idx alone, when the packed numbers would pass 2^53.
 */
export function packedSort(ku: Float64Array, cu: Float64Array, m: number, idx: number[]): boolean {
  let maxK = 0;
  let maxC = 0;
  for (let k = 0; k < m; k++) {
    const a = Math.abs(ku[k]);
    const b = Math.abs(cu[k]);
    if (a > maxK) maxK = a;
    if (b > maxC) maxC = b;
  }
  const rangeC = 2 * maxC + 1;
  const rangeK = 2 * maxK + 1;
  if (rangeK * rangeC * m >= Number.MAX_SAFE_INTEGER) return false;
  if (packed.length < m) packed = new Float64Array(Math.max(m, 2 * packed.length));
  const keys = packed.subarray(0, m);
  for (let k = 0; k < m; k++) keys[k] = ((ku[k] + maxK) * rangeC + (cu[k] + maxC)) * m + k;
  keys.sort();
  for (let k = 0; k < m; k++) idx[k] = keys[k] % m;
  return true;
}

/**
 * Sorts every row (least significant first) and totals it. With `base`, rows i for which
 * `same(i)` holds are copied from it (they are equal there).
 */
function sortRows(
  core: CutRows,
  kind: SumKind,
  base: SortedSums | null = null,
  same: (i: number) => boolean = () => false
): SortedSums {
  const n = core.start.length - 1;
  const start = core.start;
  const units = new Float64Array(start[n]);
  const vurAt = new Uint8Array(start[n]);
  const den = new Float64Array(n);
  const exact = new Array<Q[] | undefined>(n);
  const total = new Array<Q>(n);
  const hasVUR = new Array<boolean>(n);
  const contrib: Q[] = [];
  const idx: number[] = [];
  let cu = new Float64Array(16);
  let ku = new Float64Array(16);
  for (let i = 0; i < n; i++) {
    const off = start[i];
    const m = start[i + 1] - off;
    if (base !== null && same(i)) {
      units.set(base.units.subarray(base.start[i], base.start[i + 1]), off);
      vurAt.set(base.vur.subarray(base.start[i], base.start[i + 1]), off);
      den[i] = base.den[i];
      exact[i] = base.exact[i];
      total[i] = base.total[i];
      hasVUR[i] = base.hasVUR[i];
      continue;
    }
    contrib.length = m;
    idx.length = m;
    let vur = false;
    let d = 1; // common denominator of the contributions
    let dk = 1; // common denominator of the opponent scores (the sort keys)
    for (let k = 0; k < m; k++) {
      const opp = core.oppScore[off + k];
      const c = kind === "BH" ? opp : opp.mul(core.own[off + k]);
      contrib[k] = c;
      idx[k] = k;
      if (core.isVUR[off + k] === 1) vur = true;
      if (d <= UNIT_LIMIT) d = (d / gcd(d, c.d)) * c.d;
      if (dk <= UNIT_LIMIT) dk = (dk / gcd(dk, opp.d)) * opp.d;
    }
    let fits = d <= UNIT_LIMIT && dk <= UNIT_LIMIT;
    if (cu.length < m) {
      cu = new Float64Array(m);
      ku = new Float64Array(m);
    }
    let sumUnits = 0;
    for (let k = 0; k < m && fits; k++) {
      const c = contrib[k];
      const opp = core.oppScore[off + k];
      cu[k] = c.n * (d / c.d);
      ku[k] = opp.n * (dk / opp.d);
      sumUnits += cu[k];
      if (Math.abs(cu[k]) > UNIT_LIMIT || Math.abs(ku[k]) > UNIT_LIMIT) fits = false;
    }
    // least significant first: by opponent score, then contribution (exact: whole units);
    // equal keys (and, for SB, equal contributions) are interchangeable for the sum
    if (fits && !packedSort(ku, cu, m, idx)) idx.sort((a, b) => ku[a] - ku[b] || cu[a] - cu[b]);
    else if (!fits) {
      const oppAt = (k: number): Q => core.oppScore[off + k];
      idx.sort((a, b) => oppAt(a).cmp(oppAt(b)) || contrib[a].cmp(contrib[b]));
    }
    for (let k = 0; k < m; k++) {
      if (fits) units[off + k] = cu[idx[k]];
      vurAt[off + k] = core.isVUR[off + idx[k]];
    }
    if (!fits) exact[i] = idx.map((k) => contrib[k]);
    den[i] = fits ? d : 1;
    total[i] = fits ? Q.of(sumUnits, d) : Q.sum(contrib);
    hasVUR[i] = vur;
  }
  const inputs = new Map<number, CutElement[]>();
  const cutInput = (i: number): CutElement[] => {
    let els = inputs.get(i);
    if (!els) {
      els = [];
      for (let k = start[i]; k < start[i + 1]; k++) {
        els.push({ oppScore: core.oppScore[k], own: core.own[k], isVUR: core.isVUR[k] === 1 });
      }
      inputs.set(i, els);
    }
    return els;
  };
  return { start, units, vur: vurAt, den, exact, total, hasVUR, cutInput };
}

/**
 * The values of `cutSum` for every player (same numbers), computed from contributions sorted
 * once per element variant: without a VUR under the 16.5 rule, Cut-n / Median-n remove the n
 * least (and n most) significant values, which are the ends of the sorted list.
 */
export function cutValues(
  ctx: Ctx,
  o: ElementOptions,
  kind: SumKind,
  cut: number,
  median: number
): Q[] {
  return cutSorted(
    sortedSums(ctx, o, kind),
    kind,
    cut,
    median,
    vurCutRule(ctx),
    ctx.edition === "plain"
  );
}

/**
 * `cutValues` on element rows given directly: the value `applyCuts` gives each row (same
 * arguments), by the sorted path. For tests that pin the two together.
 */
export function fastCutValues(
  rows: CutRows,
  kind: SumKind,
  cut: number,
  median: number,
  vurRule: boolean,
  plainMedian = false
): Q[] {
  return cutSorted(sortRows(rows, kind), kind, cut, median, vurRule, plainMedian);
}

function cutSorted(
  sorted: SortedSums,
  kind: SumKind,
  cut: number,
  median: number,
  vurRule: boolean,
  plainMedian: boolean
): Q[] {
  const { start, units, vur, den, exact, total, hasVUR, cutInput } = sorted;
  const n = start.length - 1;
  const out = new Array<Q>(n);
  let cutAt = new Uint8Array(16);
  for (let i = 0; i < n; i++) {
    const off = start[i];
    const m = start[i + 1] - off;
    let low = cut + median;
    let high = median;
    if (median > 0 && plainMedian && m < 2) {
      low = 0;
      high = 0;
    }
    if (low === 0 && high === 0) {
      out[i] = total[i];
      continue;
    }
    const row = exact[i];
    if (vurRule && hasVUR[i]) {
      if (kind === "SB" || row !== undefined) {
        out[i] = applyCuts(cutInput(i), kind, cut, median, vurRule, plainMedian).value;
        continue;
      }
      // BH/FB under 16.5: low cuts take the VURs, lowest first, then the least significant
      // values; high cuts the most significant values left
      if (cutAt.length < m) cutAt = new Uint8Array(m);
      cutAt.fill(0, 0, m);
      let left = low;
      for (let k = 0; k < m && left > 0; k++) {
        if (vur[off + k] === 1) {
          cutAt[k] = 1;
          left--;
        }
      }
      for (let k = 0; k < m && left > 0; k++) {
        if (cutAt[k] === 0) {
          cutAt[k] = 1;
          left--;
        }
      }
      for (let k = m - 1, h = high; k >= 0 && h > 0; k--) {
        if (cutAt[k] === 0) {
          cutAt[k] = 1;
          h--;
        }
      }
      let u = 0;
      for (let k = 0; k < m; k++) if (cutAt[k] === 0) u += units[off + k];
      out[i] = Q.of(u, den[i]);
      continue;
    }
    if (row !== undefined) {
      let v = Q.ZERO;
      for (let k = low; k < m - high; k++) v = v.add(row[k]);
      out[i] = v;
      continue;
    }
    let u = 0;
    for (let k = low; k < m - high; k++) u += units[off + k];
    out[i] = Q.of(u, den[i]);
  }
  return out;
}

/**
 * Per-round working of a BH/FB/SB-style sum for player i: one row per counted round, with the
 * opponent (or dummy / virtual opponent), the score used, own points, the contribution and
 * whether a cut removed it; rounds that are no element are listed as "not counted".
 */
export function explainSum(
  ctx: Ctx,
  spec: CodeSpec,
  i: number,
  kind: SumKind,
  fore: boolean
): Explanation {
  checkIndex(ctx, i);
  const els = elementsOf(ctx, i, { p: spec.p, fore });
  const res = cutSum(ctx, els, kind, spec.cut, spec.median);
  const byRound = new Map<number, number>();
  els.forEach((el, k) => byRound.set(el.round, k));
  const rows: ExplainRow[] = [];
  for (let r = 0; r < ctx.n; r++) {
    const k = byRound.get(r + 1);
    if (k === undefined) {
      const e = ctx.entry(i, r);
      rows.push({
        round: r + 1,
        opponent: e.kind === "bye" ? null : e.opponent,
        label: labelOf(e),
        used: null,
        own: ctx.points(i, r),
        contribution: null,
        status: "not counted",
        note:
          ctx.edition === "plain"
            ? "unplayed rounds are no elements under plain rules"
            : "no opponent in a round robin: no element (art. 15.2)",
      });
      continue;
    }
    const el = els[k];
    const who =
      el.source === "real" ? "" : el.source === "dummy" ? "dummy; " : "virtual opponent; ";
    rows.push({
      round: el.round,
      opponent: el.opponent >= 0 ? ctx.players[el.opponent].id : null,
      label: el.label,
      used: el.oppScore,
      own: el.own,
      contribution: contributionOf(el, kind),
      status: res.status[k],
      note: (who + (el.note ?? "") + (el.isVUR ? "; VUR" : "")).replace(/; $/, "") || undefined,
    });
  }
  const what = kind === "BH" ? "opponent scores" : "opponent score × own points";
  const cutText =
    spec.cut || spec.median
      ? vurCutRule(ctx)
        ? " (cuts follow C.07 16.5: VUR elements first)"
        : " after cuts"
      : "";
  return {
    code: spec.code,
    value: res.value,
    rows,
    summary: `sum of kept ${what}${cutText}`,
  };
}

/** Throws a clear error for a player index outside the tournament. */
export function checkIndex(ctx: Ctx, i: number): void {
  if (!Number.isInteger(i) || i < 0 || i >= ctx.size) {
    throw new RangeError(
      `no player at index ${i}: the tournament has ${ctx.size} players (indices 0 to ${ctx.size - 1})`
    );
  }
}
