/**
 * Standings (C.07 art. 4.2): points first, then the ordered list applied subgroup by subgroup.
 * Value-based tie-breaks split a tied group by their values; group-based ones (DE, DC, H2H) are
 * computed on the group still tied at that point. Ties left at the end share the place and are
 * marked as needing lots: nothing is invented.
 */
import { equalBlocks } from "./blocks";
import { Ctx, type EngineOptions } from "./context";
import { compareAsc, compareDesc, gcd, type Value, Q } from "./rational";
import {
  codeWarnings,
  parseCode,
  parseOrder,
  POINTS,
  type CodeSpec,
  type MainScore,
} from "./registry";
import type { Player, Tournament } from "./types";

export interface StandingRow {
  /** Index of the player in tournament.players. */
  index: number;
  player: Player;
  /** Place, shared by players still tied after the whole list. */
  rank: number;
  /** True when the place is shared: the list did not separate this player from a neighbour (lots). */
  tied: boolean;
  points: Q;
  /** The value of the primary score (equal to points unless Standings.primary is set). */
  primary: Value;
  /** One value per criterion of the order (same positions as Standings.order). */
  values: Value[];
  /**
   * The criterion that settled this player's place: the one after which nobody else was left in
   * the player's tied group ("PTS" when points alone did). Null when the place is shared.
   */
  decidedBy: string | null;
  /** The criterion that separated this player from the player directly above (null for the first row). */
  aboveBy: string | null;
}

export interface Standings {
  edition: Ctx["edition"];
  type: Ctx["type"];
  /** Rounds counted. */
  rounds: number;
  /** The primary score's code when it is not the points (PTS), else null. */
  primary: string | null;
  /** The tie-break order (without the primary score). */
  order: CodeSpec[];
  /** Unique column keys for the order: the canonical code, "DE#2" for a repeated one. */
  keys: string[];
  /** Per order position: what the column shows when the code's definition says so (DE), else null. */
  columnWords: (string | null)[];
  rows: StandingRow[];
  warnings: string[];
}

/**
 * The main score of a context when no order says otherwise: EngineOptions.primary, else the
 * points of the points system.
 */
export function mainScoreOf(ctx: Ctx): MainScore {
  let p = ctx.opts.primary?.trim();
  // a team event ranks on its primary score (MP or GP), never on the raw points
  if (ctx.team && (!p || p.toUpperCase() === "PTS")) p = ctx.team.primary;
  if (!p || p.toUpperCase() === "PTS") return POINTS;
  return ctx.memo(`main:${p}`, () => {
    const spec = parseCode(p);
    return { code: spec.code, spec };
  });
}

/**
 * Values of one value-based code for every player, read against a main score (default: the
 * context's, see mainScoreOf), memoised per context and per main score (Go's SOS follows the
 * score that ranks first).
 */
export function valuesOf(ctx: Ctx, spec: CodeSpec, main: MainScore = mainScoreOf(ctx)): Value[] {
  return ctx.memo(`values:${main.code}:${spec.code}`, () => {
    const c = contextFor(ctx, spec, main);
    const own = c.team?.compute(c, spec, main);
    if (own) return own;
    if (!spec.def.compute)
      throw new Error(`${spec.code} is computed on a tied group, not per player`);
    return spec.def.compute(c, spec, main);
  });
}

/**
 * The context a code runs in: the same one, or one with the code's own rules edition (/V2024);
 * in a team event, the view of the score the code runs on (BH:GP on game points, BH on the main
 * score).
 */
export function contextFor(ctx: Ctx, spec: CodeSpec, main: MainScore = mainScoreOf(ctx)): Ctx {
  const base = ctx.team ? ctx.team.contextFor(spec, main) : ctx;
  if (!spec.edition || spec.edition === base.edition) return base;
  const e = spec.edition;
  return base.memo(`ctx:${e}`, () => {
    const c = new Ctx(base.t, { ...base.opts, rules: e });
    c.team = base.team;
    return c;
  });
}

/** Comparator for a value-based spec: negative when a ranks above b; undefined values last. */
export function comparatorFor(spec: CodeSpec): (a: Value, b: Value) => number {
  const asc = Boolean(spec.def.ascending) !== spec.r;
  return asc ? compareAsc : compareDesc;
}

function uniqueKeys(order: readonly CodeSpec[]): string[] {
  const seen = new Map<string, number>();
  return order.map((s) => {
    const k = (seen.get(s.code) ?? 0) + 1;
    seen.set(s.code, k);
    return k === 1 ? s.code : `${s.code}#${k}`;
  });
}

function splitByValues(
  members: number[],
  values: Value[],
  cmp: (a: Value, b: Value) => number
): number[][] {
  return equalBlocks(members, (a, b) => cmp(values[a], values[b]));
}

/** Largest common denominator taken for sort keys (beyond it, Q comparisons). */
const KEY_DENOMINATOR_MAX = 1 << 20;

/**
 * Whole-number sort keys of a column's values for the members of the groups still tied (the
 * fast path of splitByValues): key = value × L, L the least common multiple of their
 * denominators, negated when smaller ranks higher, -Infinity for an undefined value (last).
 * Larger keys rank higher; two keys are equal exactly when the values are. Null when L or a key
 * would be too large for exact integers in a double (then Q comparisons split).
 */
function sortKeys(
  groups: readonly number[][],
  values: readonly Value[],
  asc: boolean,
  keys: Float64Array
): boolean {
  let l = 1;
  let maxN = 0;
  for (const g of groups) {
    if (g.length === 1) continue;
    for (const i of g) {
      const v = values[i];
      if (v === null) continue;
      if (v.d !== 1 && l % v.d !== 0) {
        l = (l / gcd(l, v.d)) * v.d;
        if (l > KEY_DENOMINATOR_MAX) return false;
      }
      const a = Math.abs(v.n / v.d);
      if (a > maxN) maxN = a;
    }
  }
  if ((maxN + 1) * l >= 2 ** 52) return false;
  for (const g of groups) {
    if (g.length === 1) continue;
    for (const i of g) {
      const v = values[i];
      keys[i] = v === null ? -Infinity : asc ? -v.n * (l / v.d) : v.n * (l / v.d);
    }
  }
  return true;
}

/** Players whose value rows are filled together (standingsIn). */
const ROW_BLOCK = 256;

/** Packed sort keys of the group being split (grown as needed). */
let packed = new Float64Array(256);

/**
 * equalBlocks by whole-number keys, larger first, ties in index order (the blocks splitByValues
 * gives). Each member is packed as one double, (top - key) × size + index (undefined keys after
 * every other), and the doubles sorted without a comparator; when that could pass 2^53, a
 * comparator sort.
 */
function splitByKeys(members: number[], keys: Float64Array, size: number): number[][] {
  let top = -Infinity;
  let bottom = Infinity;
  let undef = false;
  let ordered = true;
  for (let x = 0; x < members.length; x++) {
    const k = keys[members[x]];
    if (x > 0 && members[x] < members[x - 1]) ordered = false;
    if (k === -Infinity) undef = true;
    else {
      if (k > top) top = k;
      if (k < bottom) bottom = k;
    }
  }
  const blocks: number[][] = [];
  if (ordered && (top === -Infinity || (top === bottom && !undef))) {
    // one value for everybody (or nobody there), members in index order: the group itself
    if (members.length > 0) blocks.push(members);
    return blocks;
  }
  if (top === -Infinity) top = bottom = 0; // every key undefined (not in index order)
  // the rank of an undefined key: one below the lowest defined one
  const last = top - bottom + 1;
  if ((last + 1) * size >= 2 ** 53) return comparedByKeys(members, keys);
  const m = members.length;
  if (packed.length < m) packed = new Float64Array(Math.max(m, 2 * packed.length));
  const buf = packed.subarray(0, m);
  for (let x = 0; x < m; x++) {
    const i = members[x];
    const k = keys[i];
    buf[x] = (k === -Infinity ? last : top - k) * size + i;
  }
  buf.sort();
  let block: number[] = [];
  let rank = -1;
  for (let x = 0; x < m; x++) {
    const v = buf[x];
    const i = v % size;
    const r = (v - i) / size;
    if (r !== rank) {
      block = [];
      blocks.push(block);
      rank = r;
    }
    block.push(i);
  }
  return blocks;
}

/** splitByKeys with a comparator sort, for keys too far apart to pack. */
function comparedByKeys(members: number[], keys: Float64Array): number[][] {
  const sorted = members.slice();
  sorted.sort((a, b) => keys[b] - keys[a] || a - b);
  const blocks: number[][] = [];
  let last: number[] = [];
  let lastKey = NaN;
  for (const i of sorted) {
    const k = keys[i];
    if (k === lastKey) last.push(i);
    else {
      last = [i];
      lastKey = k;
      blocks.push(last);
    }
  }
  return blocks;
}

export function computeStandings(
  t: Tournament,
  order: string | readonly string[] | readonly CodeSpec[],
  opts: EngineOptions = {}
): Standings {
  const specs: CodeSpec[] =
    typeof order === "string" || (order.length > 0 && typeof order[0] === "string")
      ? parseOrder(order as string | string[])
      : [...(order as CodeSpec[])];
  const ctx = new Ctx(t, opts);
  return standingsIn(ctx, specs);
}

/**
 * The main score: opts.primary, else the first code of the order when it is a primary score
 * (Go's MMS), else the points. Returns it and the order without it.
 */
function splitPrimary(ctx: Ctx, specs: CodeSpec[]): { main: MainScore; rest: CodeSpec[] } {
  const asked = ctx.opts.primary?.trim();
  let main: MainScore;
  let rest: CodeSpec[];
  if (asked && asked.toUpperCase() !== "PTS") {
    main = mainScoreOf(ctx);
    const p = main.spec;
    rest = specs.filter((s, k) => !(k === 0 && s.code === p?.code));
  } else if (specs.length > 0 && specs[0].def.primaryScore) {
    main = { code: specs[0].code, spec: specs[0] };
    rest = specs.slice(1);
  } else {
    // the context's own main score: the points, or a team event's primary score
    main = mainScoreOf(ctx);
    rest = specs;
  }
  // the main score again later in the order ("MP, GP, MP", "NBW, BH, NBW") cannot separate the
  // participants it ranked equal: left out of the order, so that every output (columns, header,
  // JSON keys) shows the same list, with a warning
  const again = rest.filter((s) => s.code === main.code);
  if (again.length === 0) return { main, rest };
  ctx.warn(
    `${main.code} is the main score, ranked before the tie-breaks; repeated in the order it cannot separate anything and is left out`
  );
  return { main, rest: rest.filter((s) => s.code !== main.code) };
}

/**
 * Standings on a context. The main score is resolved here once and passed to every criterion,
 * so that one context can serve several orders (the custom functions keep one per grid) in any
 * sequence.
 */
export function standingsIn(ctx: Ctx, allSpecs: CodeSpec[]): Standings {
  const n = ctx.size;
  const { main, rest: specs } = splitPrimary(ctx, allSpecs);
  const primary = main.spec;
  const keys = uniqueKeys(specs);
  // one column per criterion; the per-player rows are made at the end
  const columns: Value[][] = [];
  // separation level of each player from the previous one in the final order; filled when split
  const primaryName = primary ? primary.code : "PTS";
  const levelNames = [primaryName, ...keys];
  const decided = new Array<string | null>(n).fill(null);

  for (const s of specs) {
    for (const w of codeWarnings(ctx, s, main)) ctx.warn(w);
  }

  // level 0: points, or the primary score
  const all = Array.from({ length: n }, (_, i) => i);
  const scoreValues: Value[] = primary
    ? valuesOf(ctx, primary, main)
    : all.map((i) => ctx.score(i));
  const exact = ctx.exactPaths;
  const keys2 = exact ? null : new Float64Array(n);
  const scoreAsc = primary ? Boolean(primary.def.ascending) !== primary.r : false;
  let groups =
    keys2 !== null && sortKeys([all], scoreValues, scoreAsc, keys2)
      ? splitByKeys(all, keys2, n)
      : splitByValues(all, scoreValues, primary ? comparatorFor(primary) : compareDesc);
  // where each group was separated from the group above it: the level (0 the main score, k + 1
  // the order's k-th code), -1 for the first group; the exact path stamps every level instead
  let above: number[] = groups.map((_, k) => (k === 0 ? -1 : 0));
  // group id per player per level, to find where two players were separated (exact path)
  const groupAt: Int32Array[] = [];
  const stamp = (level: number): void => {
    if (!exact) return;
    const g = new Int32Array(n);
    groups.forEach((members, k) => members.forEach((i) => (g[i] = k)));
    groupAt[level] = g;
  };
  stamp(0);
  for (const g of groups) if (g.length === 1) decided[g[0]] = primaryName;

  // groups of more than one player (nothing left to split when there are none)
  let open = groups.reduce((c, g) => c + (g.length > 1 ? 1 : 0), 0);

  specs.forEach((spec, k) => {
    const rest = specs.slice(k + 1);
    const next: number[][] = [];
    const nextAbove: number[] = [];
    let nextOpen = 0;
    // the blocks a group of several players splits into: the first stays below the group's
    // boundary, the others are separated at this level
    const push = (blocks: readonly number[][], b: number): void => {
      for (let x = 0; x < blocks.length; x++) {
        const block = blocks[x];
        next.push(block);
        nextAbove.push(x === 0 ? b : k + 1);
        if (block.length > 1) nextOpen++;
        else if (!exact && decided[block[0]] === null) decided[block[0]] = keys[k];
      }
    };
    if (spec.def.compute) {
      const vals = valuesOf(ctx, spec, main);
      columns[k] = vals;
      if (!exact && open === 0) return; // everybody placed: nothing to split
      const cmp = comparatorFor(spec);
      const byKeys =
        keys2 !== null && sortKeys(groups, vals, Boolean(spec.def.ascending) !== spec.r, keys2);
      for (let x = 0; x < groups.length; x++) {
        const g = groups[x];
        if (g.length === 1) {
          next.push(g);
          nextAbove.push(above[x]);
        } else push(byKeys ? splitByKeys(g, keys2, n) : splitByValues(g, vals, cmp), above[x]);
      }
    } else if (spec.def.group) {
      const c = contextFor(ctx, spec, main);
      const col = new Array<Value>(n).fill(null);
      columns[k] = col;
      for (let x = 0; x < groups.length; x++) {
        const g = groups[x];
        const out = spec.def.group(c, spec, g, rest, main);
        for (const i of g) col[i] = out.values.get(i) ?? null;
        if (g.length === 1) {
          next.push(g);
          nextAbove.push(above[x]);
        } else push(out.blocks, above[x]);
      }
    } else {
      throw new Error(`${spec.code} has no computation`);
    }
    groups = next;
    above = nextAbove;
    open = nextOpen;
    if (exact) {
      stamp(k + 1);
      for (const g of groups) if (g.length === 1 && decided[g[0]] === null) decided[g[0]] = keys[k];
    }
  });

  // every player's values, filled column by column (one array read at a time) in blocks of
  // ROW_BLOCK players, so that a block's rows stay in the cache while every column is copied
  const rowValues: Value[][] = new Array<Value[]>(n);
  for (let from = 0; from < n; from += ROW_BLOCK) {
    const to = Math.min(n, from + ROW_BLOCK);
    for (let i = from; i < to; i++) rowValues[i] = new Array<Value>(specs.length);
    for (let k = 0; k < specs.length; k++) {
      const col = columns[k];
      for (let i = from; i < to; i++) rowValues[i][k] = col[i];
    }
  }
  const rows: StandingRow[] = [];
  let pos = 0;
  groups.forEach((g, x) => {
    const members =
      g.length === 1 ? g : [...g].sort((a, b) => ctx.players[a].id - ctx.players[b].id);
    members.forEach((i, y) => {
      const values = rowValues[i];
      const points = ctx.score(i);
      rows.push({
        index: i,
        player: ctx.players[i],
        rank: pos + 1,
        tied: g.length > 1,
        points,
        primary: primary ? scoreValues[i] : points,
        values,
        decidedBy: g.length > 1 ? null : decided[i],
        aboveBy: exact || y > 0 || above[x] < 0 ? null : levelNames[above[x]],
      });
    });
    pos += g.length;
  });
  for (let j = 1; exact && j < rows.length; j++) {
    const a = rows[j - 1].index;
    const b = rows[j].index;
    let level = 0;
    while (level < groupAt.length && groupAt[level][a] === groupAt[level][b]) level++;
    rows[j].aboveBy = level < groupAt.length ? levelNames[level] : null;
  }
  return {
    edition: ctx.edition,
    type: ctx.type,
    rounds: ctx.n,
    primary: primary ? primary.code : null,
    order: specs,
    keys,
    columnWords: specs.map((s) => s.def.columnWords?.(contextFor(ctx, s), s) ?? null),
    rows,
    warnings: ctx.warnings,
  };
}
