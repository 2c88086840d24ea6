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
import { joinTeam, teamOf } from "./team/link";

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
  /**
   * One column per order position: every player's value, by player index (tournament.players'
   * order). A row's values are these, read for its player.
   */
  columns: Value[][];
  rows: StandingRow[];
  warnings: string[];
  /** The engine options the standings were computed with (further columns, such as the rating change, follow them). */
  options?: EngineOptions;
}

/**
 * The main score of a context when no order says otherwise: EngineOptions.primary, else the
 * points of the points system.
 */
export function mainScoreOf(ctx: Ctx): MainScore {
  let p = ctx.opts.primary?.trim();
  // a team event ranks on its primary score (MP or GP), never on the raw points
  const team = teamOf(ctx);
  if (team && (!p || p.toUpperCase() === "PTS")) p = team.primary;
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
    const own = teamOf(c)?.compute(c, spec, main);
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
  const team = teamOf(ctx);
  const base = team ? team.contextFor(spec, main) : ctx;
  if (!spec.edition || spec.edition === base.edition) return base;
  const e = spec.edition;
  return base.memo(`ctx:${e}`, () => {
    const c = new Ctx(base.t, { ...base.opts, rules: e });
    joinTeam(c, teamOf(base));
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

type Cmp = (a: Value, b: Value) => number;

/** Largest common denominator taken for whole-number keys (beyond it, comparisons). */
const KEY_DENOMINATOR_MAX = 1 << 20;

/** Scratch arrays of sortedGroup (grown as needed). */
let packedKeys = new Float64Array(256);
let columnKeys = new Float64Array(256);

/**
 * Whole-number keys of one column for the members, into columnKeys: 0 for the best value,
 * larger further down, undefined values after every other, and equal exactly when the values
 * are (value × L, L the least common multiple of the denominators). Returns how many keys there
 * can be (the largest + 1), or 0 when the keys would be too large for exact integers in a double.
 */
function wholeKeys(members: readonly number[], values: readonly Value[], asc: boolean): number {
  let l = 1;
  let most = 0;
  for (let x = 0; x < members.length; x++) {
    const v = values[members[x]];
    if (v === null) continue;
    if (v.d !== 1 && l % v.d !== 0) {
      l = (l / gcd(l, v.d)) * v.d;
      if (l > KEY_DENOMINATOR_MAX) return 0;
    }
    const a = Math.abs(v.n / v.d);
    if (a > most) most = a;
  }
  if ((most + 1) * l >= 2 ** 51) return 0;
  let top = -Infinity;
  let bottom = Infinity;
  for (let x = 0; x < members.length; x++) {
    const v = values[members[x]];
    if (v === null) continue;
    const k = asc ? -v.n * (l / v.d) : v.n * (l / v.d);
    columnKeys[x] = k;
    if (k > top) top = k;
    if (k < bottom) bottom = k;
  }
  if (top === -Infinity) top = bottom = 0; // nobody has a value
  for (let x = 0; x < members.length; x++)
    columnKeys[x] = values[members[x]] === null ? top - bottom + 1 : top - columnKeys[x];
  return top - bottom + 2;
}

/**
 * The members of a group sorted lexicographically over the live columns by their comparators,
 * ties in index order. The leading columns whose whole-number keys fit are packed with the index
 * into one double per member, (keys…) × size + index, and sorted without a comparator; members
 * equal on those columns are then sorted by the comparators of the remaining ones. Exported for
 * its test (test/engine/ranking-sort.test.ts).
 */
export function sortedGroup(
  g: readonly number[],
  live: readonly number[],
  cols: readonly (readonly Value[])[],
  cmps: readonly Cmp[],
  size: number
): number[] {
  const m = g.length;
  if (packedKeys.length < m) {
    packedKeys = new Float64Array(Math.max(m, 2 * packedKeys.length));
    columnKeys = new Float64Array(packedKeys.length);
  }
  const packed = packedKeys.subarray(0, m);
  packed.fill(0);
  let span = 1;
  let p = 0;
  for (; p < live.length; p++) {
    const cmp = cmps[live[p]];
    if (cmp !== compareAsc && cmp !== compareDesc) break;
    const range = wholeKeys(g, cols[live[p]], cmp === compareAsc);
    if (range === 0 || span * range * size >= 2 ** 53) break;
    for (let x = 0; x < m; x++) packed[x] = packed[x] * range + columnKeys[x];
    span *= range;
  }
  const rest = live.slice(p);
  const byRest = (a: number, b: number): number => {
    for (let c = 0; c < rest.length; c++) {
      const col = cols[rest[c]];
      const va = col[a];
      const vb = col[b];
      if (va === vb) continue;
      const r = cmps[rest[c]](va, vb);
      if (r !== 0) return r;
    }
    return a - b;
  };
  if (p === 0) return g.slice().sort(byRest);
  for (let x = 0; x < m; x++) packed[x] = packed[x] * size + g[x];
  packed.sort();
  const sorted = new Array<number>(m);
  for (let x = 0; x < m; x++) sorted[x] = packed[x] % size;
  if (rest.length === 0) return sorted;
  // runs equal on the packed columns, in index order: sorted by the remaining columns
  for (let x = 0; x < m;) {
    const key = packed[x] - sorted[x];
    let y = x + 1;
    while (y < m && packed[y] - sorted[y] === key) y++;
    if (y - x > 1) {
      const run = sorted.slice(x, y).sort(byRest);
      for (let z = x; z < y; z++) sorted[z] = run[z - x];
    }
    x = y;
  }
  return sorted;
}

/**
 * The fast path of the ranking for a run of consecutive levels that split by values (the main
 * score, value-based codes): each group of several players is sorted once, lexicographically over
 * the run's columns by the comparators the exact path splits by (ties in index order), and cut
 * where neighbours differ. That gives the blocks splitting level by level gives, in the same
 * order; the level that separated each block from the one above (the first column on which
 * the two neighbours differ); and, for a player left alone, the level that did it (the later of
 * the levels separating it from its neighbours). `first` is the level of the run's first column
 * (0 the main score, k + 1 the order's k-th code).
 */
function splitRun(
  groups: readonly number[][],
  above: readonly number[],
  cols: readonly (readonly Value[])[],
  cmps: readonly Cmp[],
  first: number,
  decided: (string | null)[],
  names: readonly string[],
  size: number
): { groups: number[][]; above: number[]; open: number } {
  const next: number[][] = [];
  const nextAbove: number[] = [];
  let open = 0;
  for (let x = 0; x < groups.length; x++) {
    const g = groups[x];
    if (g.length === 1) {
      next.push(g);
      nextAbove.push(above[x]);
      if (decided[g[0]] === null) decided[g[0]] = names[first];
      continue;
    }
    // the columns on which some members differ: the others cannot separate anybody here
    const live: number[] = [];
    for (let c = 0; c < cols.length; c++) {
      const col = cols[c];
      const cmp = cmps[c];
      const v0 = col[g[0]];
      for (let y = 1; y < g.length; y++) {
        const v = col[g[y]];
        if (v !== v0 && cmp(v0, v) !== 0) {
          live.push(c);
          break;
        }
      }
    }
    // the level at which a and b are separated (the first live column where they differ), or -1
    const sep = (a: number, b: number): number => {
      for (let c = 0; c < live.length; c++) {
        const col = cols[live[c]];
        const va = col[a];
        const vb = col[b];
        if (va !== vb && cmps[live[c]](va, vb) !== 0) return first + live[c];
      }
      return -1;
    };
    const sorted = sortedGroup(g, live, cols, cmps, size);
    let block = [sorted[0]];
    next.push(block);
    nextAbove.push(above[x]);
    // the level separating sorted[y - 1] from sorted[y - 2] (none for the first member)
    let before = -1;
    for (let y = 1; y <= sorted.length; y++) {
      const s = y < sorted.length ? sep(sorted[y - 1], sorted[y]) : -1;
      if (y === sorted.length || s >= 0) {
        // sorted[y - 1] ends its block
        if (block.length === 1) {
          const i = block[0];
          if (decided[i] === null) decided[i] = names[Math.max(first, before, s)];
        } else open++;
        if (y === sorted.length) break;
        block = [sorted[y]];
        next.push(block);
        nextAbove.push(s);
      } else block.push(sorted[y]);
      before = s;
    }
  }
  return { groups: next, above: nextAbove, open };
}

/**
 * A row of standingsIn. Its values are read from the standings' columns when first asked for
 * and kept: a surface that reads one value per player, or writes from the columns, makes no
 * array per row (10,000 arrays of 59 values would be most of what ranking a large event
 * allocates).
 */
class Row implements StandingRow {
  private kept: Value[] | undefined = undefined;

  constructor(
    public index: number,
    public player: Player,
    public rank: number,
    public tied: boolean,
    public points: Q,
    public primary: Value,
    public decidedBy: string | null,
    public aboveBy: string | null,
    private readonly columns: readonly (readonly Value[])[]
  ) {}

  get values(): Value[] {
    if (this.kept === undefined) {
      const out = new Array<Value>(this.columns.length);
      for (let k = 0; k < out.length; k++) out[k] = this.columns[k][this.index];
      this.kept = out;
    }
    return this.kept;
  }
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
  const scoreCmp = primary ? comparatorFor(primary) : compareDesc;
  const exact = ctx.exactPaths;
  let groups: number[][];
  // where each group was separated from the group above it: the level (0 the main score, k + 1
  // the order's k-th code), -1 for the first group; the exact path stamps every level instead
  let above: number[];
  // groups of more than one player (nothing left to split when there are none)
  let open: number;
  if (exact) {
    groups = splitByValues(all, scoreValues, scoreCmp);
    above = groups.map((_, k) => (k === 0 ? -1 : 0));
    open = groups.reduce((c, g) => c + (g.length > 1 ? 1 : 0), 0);
  } else {
    ({ groups, above, open } = splitRun(
      n === 0 ? [] : [all],
      [-1],
      [scoreValues],
      [scoreCmp],
      0,
      decided,
      levelNames,
      n
    ));
  }
  // group id per player per level, to find where two players were separated (exact path)
  const groupAt: Int32Array[] = [];
  const stamp = (level: number): void => {
    const g = new Int32Array(n);
    groups.forEach((members, k) => members.forEach((i) => (g[i] = k)));
    groupAt[level] = g;
  };
  // a player alone in a group after a level is decided there (exact path)
  const decide = (level: number): void => {
    for (const g of groups)
      if (g.length === 1 && decided[g[0]] === null) decided[g[0]] = levelNames[level];
  };
  if (exact) {
    stamp(0);
    decide(0);
  }

  for (let k = 0; k < specs.length;) {
    const spec = specs[k];
    if (!exact && spec.def.compute) {
      // the value-based codes from here to the next group-based one split as one run
      let end = k;
      for (; end < specs.length && specs[end].def.compute; end++)
        columns[end] = valuesOf(ctx, specs[end], main);
      if (open > 0) {
        ({ groups, above, open } = splitRun(
          groups,
          above,
          columns.slice(k, end),
          specs.slice(k, end).map(comparatorFor),
          k + 1,
          decided,
          levelNames,
          n
        ));
      }
      k = end;
      continue;
    }
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
      // the exact path: one level at a time
      const vals = valuesOf(ctx, spec, main);
      columns[k] = vals;
      const cmp = comparatorFor(spec);
      for (let x = 0; x < groups.length; x++) {
        const g = groups[x];
        if (g.length === 1) {
          next.push(g);
          nextAbove.push(above[x]);
        } else push(splitByValues(g, vals, cmp), above[x]);
      }
    } else if (spec.def.group) {
      const c = contextFor(ctx, spec, main);
      const col = new Array<Value>(n).fill(null);
      columns[k] = col;
      const rest = specs.slice(k + 1);
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
      decide(k + 1);
    }
    k++;
  }

  const rows: StandingRow[] = [];
  let pos = 0;
  groups.forEach((g, x) => {
    const members =
      g.length === 1 ? g : [...g].sort((a, b) => ctx.players[a].id - ctx.players[b].id);
    members.forEach((i, y) => {
      const points = ctx.score(i);
      rows.push(
        new Row(
          i,
          ctx.players[i],
          pos + 1,
          g.length > 1,
          points,
          primary ? scoreValues[i] : points,
          g.length > 1 ? null : decided[i],
          exact || y > 0 || above[x] < 0 ? null : levelNames[above[x]],
          columns
        )
      );
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
    columns,
    rows,
    warnings: ctx.warnings,
    options: ctx.opts,
  };
}
