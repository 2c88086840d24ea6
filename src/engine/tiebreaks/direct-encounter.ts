/**
 * DE and DE/P: Direct Encounter (C.07 art. 6, type A). A group-based tie-break: it is computed
 * on the group still tied when the order reaches it, so it may appear more than once.
 *
 * Two readings (EngineOptions.de):
 * - "fide" (default under the FIDE editions), art. 6 in full:
 *   - the mini-table counts the games between the tied players (over the board; forfeits too with
 *     /P, or in round robins under FIDE rules, 15.2); repeated meetings are averaged (6.1.2);
 *   - all met: order by the mini-table, then art. 6 again on every still-tied block (6.2);
 *   - not all met, Swiss: a player alone at the top whatever the missing games (each worth at most
 *     a win, at least nothing) is ranked next, against the group's mini-table, again and again;
 *     then art. 6 afresh on the players left (6.3);
 *   - not all met, round robin (an unfinished one): C.07 has no rule. Our choice: the group stays
 *     tied (6.2 needs everybody to have met, 6.3 is for Swiss events), with a warning.
 *   Shown value: the rank inside the group as TieBreakServer prints it (1, 2, 2, ...; 0 for every
 *   member of a group DE could not split, and for a player tied with nobody).
 * - "strict" (default under `plain`; seed fixture de-round-robin-5): a group whose mini-table is
 *   incomplete is not split at all; a complete one is ranked once by mini-table points, each
 *   pair's points summed over all their games (a double round robin counts both games).
 *   Shown value: the mini-table points, unmet pairs scoring 0 (0 for a player tied with nobody).
 * Under `plain` the shown value is the mini-table points whichever reading ranks.
 *
 * Results not known yet (TRF X) are not encounters.
 */
import { equalBlocks } from "../blocks";
import { CLASS_ENTRIES, type Ctx } from "../context";
import { Q, type Value } from "../rational";
import {
  register,
  type CodeSpec,
  type ExplainRow,
  type Explanation,
  type GroupOutcome,
  type TieBreakDef,
} from "../registry";
import type { RoundEntry } from "../types";
import { unitBase } from "../unplayed-units";

export type DeReading = "fide" | "strict";

/** The reading in force: the option, else "fide" under the FIDE editions and "strict" under plain. */
export function deReading(ctx: Ctx): DeReading {
  return ctx.opts.de ?? (ctx.fide ? "fide" : "strict");
}

/** Forfeits are encounters with /P (6.1.1), and in round robins under the FIDE editions (15.2). */
export function forfeitsCount(ctx: Ctx, spec: CodeSpec): boolean {
  return spec.p || (ctx.fide && ctx.type === "round-robin");
}

/** One counted result of a member against another member of the group. */
export interface Meeting {
  /** Round, 1-based. */
  round: number;
  forfeit: boolean;
  points: Q;
}

/** The separate standings of a group (the mini-table). */
export interface MiniTable {
  members: number[];
  /** meetings.get(i).get(j): i's counted results against j; only met pairs have an entry. */
  meetings: Map<number, Map<number, Meeting[]>>;
  /** Every pair of members met at least once. */
  complete: boolean;
  /** Mini-table points: per met pair the average (fide) or the sum (strict) of the results. */
  points: Map<number, Q>;
  /** Number of other members a player has not met. */
  unmet: Map<number, number>;
}

/** Builds the mini-table of `members` (player indices) over the counted rounds. */
export function miniTable(
  ctx: Ctx,
  spec: CodeSpec,
  members: readonly number[],
  reading: DeReading
): MiniTable {
  // membership flags shared by every mini-table of the context (cleared below): no O(players)
  // allocation per tied group
  const inGroup = ctx.memo("de:in-group", () => new Uint8Array(ctx.size));
  for (const i of members) inGroup[i] = 1;
  const withForfeits = forfeitsCount(ctx, spec);
  const meetings = new Map<number, Map<number, Meeting[]>>();
  for (const i of members) {
    const row = new Map<number, Meeting[]>();
    for (let r = 0; r < ctx.n; r++) {
      const e = ctx.entry(i, r);
      if (e.kind !== "game" && !(e.kind === "forfeit" && withForfeits)) continue;
      const j = ctx.indexOf(e.opponent);
      if (j < 0 || j === i || inGroup[j] === 0) continue;
      let list = row.get(j);
      if (!list) row.set(j, (list = []));
      list.push({
        round: r + 1,
        forfeit: e.kind === "forfeit",
        points: ctx.points(i, r),
      });
    }
    meetings.set(i, row);
  }
  for (const i of members) inGroup[i] = 0;
  let complete = true;
  const points = new Map<number, Q>();
  const unmet = new Map<number, number>();
  for (const i of members) {
    let total = Q.ZERO;
    const met = meetings.get(i)!;
    const missing = members.length - 1 - met.size;
    for (const [, list] of met) {
      const sum = Q.sum(list.map((m) => m.points));
      total = total.add(reading === "fide" ? sum.div(Q.int(list.length)) : sum);
    }
    if (missing > 0) complete = false;
    points.set(i, total);
    unmet.set(i, missing);
  }
  return { members: [...members], meetings, complete, points, unmet };
}

/** The parts of a mini-table that rank (points, unmet, complete), without the list of meetings. */
type MiniPoints = Pick<MiniTable, "complete" | "points" | "unmet">;

/** Same numbers as miniTable(...): on whole units where they apply, else exactly. */
function miniPoints(
  ctx: Ctx,
  spec: CodeSpec,
  members: readonly number[],
  reading: DeReading
): MiniPoints {
  return (
    (ctx.exactPaths ? null : unitMiniPoints(ctx, spec, members, reading)) ??
    exactMiniPoints(ctx, spec, members, reading)
  );
}

/** 1 a game over the board, 2 a forfeit, 0 anything else. */
function encounterKind(e: RoundEntry): number {
  return e.kind === "game" ? 1 : e.kind === "forfeit" ? 2 : 0;
}

/** encounterKind of each round class. */
const CLASS_ENCOUNTERS = Uint8Array.from(CLASS_ENTRIES, encounterKind);

/** encounterKind of every player's every counted round (memoised). */
function encounterKinds(ctx: Ctx): Uint8Array {
  return ctx.memo("de:kinds", () => {
    const n = ctx.n;
    const out = new Uint8Array(ctx.size * n);
    const classes = ctx.roundClasses();
    for (let k = 0; k < out.length; k++)
      out[k] = classes
        ? CLASS_ENCOUNTERS[classes[k]]
        : encounterKind(ctx.entry(Math.floor(k / n), k % n));
    return out;
  });
}

let oppAt = new Int32Array(16);
let ptsAt = new Float64Array(16);

/**
 * miniPoints on the event's whole units (unplayed-units.ts): the points against each opponent
 * met are summed in units, and one exact value is made per member; repeated meetings averaged
 * (fide) are added exactly. Null where units do not apply.
 */
function unitMiniPoints(
  ctx: Ctx,
  spec: CodeSpec,
  members: readonly number[],
  reading: DeReading
): MiniPoints | null {
  const b = unitBase(ctx);
  if (b === null) return null;
  const { n, unit, pts, opp } = b;
  const kinds = encounterKinds(ctx);
  const inGroup = ctx.memo("de:in-group", () => new Uint8Array(ctx.size));
  for (const i of members) inGroup[i] = 1;
  const most = forfeitsCount(ctx, spec) ? 2 : 1;
  const points = new Map<number, Q>();
  const unmet = new Map<number, number>();
  let complete = true;
  if (oppAt.length < n) {
    oppAt = new Int32Array(n);
    ptsAt = new Float64Array(n);
  }
  for (const i of members) {
    let m = 0;
    for (let r = 0, k = i * n; r < n; r++, k++) {
      const c = kinds[k];
      if (c === 0 || c > most) continue;
      const j = opp[k];
      if (j < 0 || j === i || inGroup[j] === 0) continue;
      oppAt[m] = j;
      ptsAt[m] = pts[k];
      m++;
    }
    // per opponent met: the sum of the results (strict) or their average (fide)
    let units = 0;
    let extra: Q | null = null;
    let met = 0;
    for (let a = 0; a < m; a++) {
      const j = oppAt[a];
      let first = true;
      for (let x = 0; x < a; x++) {
        if (oppAt[x] === j) {
          first = false;
          break;
        }
      }
      if (!first) continue;
      met++;
      let sum = ptsAt[a];
      let count = 1;
      for (let x = a + 1; x < m; x++) {
        if (oppAt[x] === j) {
          sum += ptsAt[x];
          count++;
        }
      }
      if (reading === "fide" && count > 1) {
        const avg = Q.of(sum, unit * count);
        extra = extra === null ? avg : extra.add(avg);
      } else units += sum;
    }
    const missing = members.length - 1 - met;
    if (missing > 0) complete = false;
    const total = Q.of(units, unit);
    points.set(i, extra === null ? total : total.add(extra));
    unmet.set(i, missing);
  }
  for (const i of members) inGroup[i] = 0;
  return { complete, points, unmet };
}

/** miniPoints on exact values, straight from the rounds. */
function exactMiniPoints(
  ctx: Ctx,
  spec: CodeSpec,
  members: readonly number[],
  reading: DeReading
): MiniPoints {
  const inGroup = ctx.memo("de:in-group", () => new Uint8Array(ctx.size));
  for (const i of members) inGroup[i] = 1;
  const withForfeits = forfeitsCount(ctx, spec);
  const points = new Map<number, Q>();
  const unmet = new Map<number, number>();
  let complete = true;
  const opp: number[] = [];
  const pts: Q[] = [];
  for (const i of members) {
    opp.length = 0;
    pts.length = 0;
    for (let r = 0; r < ctx.n; r++) {
      const e = ctx.entry(i, r);
      if (e.kind !== "game" && !(e.kind === "forfeit" && withForfeits)) continue;
      const j = ctx.opponent(i, r);
      if (j < 0 || j === i || inGroup[j] === 0) continue;
      opp.push(j);
      pts.push(ctx.points(i, r));
    }
    // per opponent met: the sum of the results (strict) or their average (fide)
    let total = Q.ZERO;
    let met = 0;
    for (let a = 0; a < opp.length; a++) {
      let first = true;
      for (let b = 0; b < a; b++) {
        if (opp[b] === opp[a]) {
          first = false;
          break;
        }
      }
      if (!first) continue;
      met++;
      let sum = pts[a];
      let count = 1;
      for (let b = a + 1; b < opp.length; b++) {
        if (opp[b] === opp[a]) {
          sum = sum.add(pts[b]);
          count++;
        }
      }
      total = total.add(reading === "fide" && count > 1 ? sum.div(Q.int(count)) : sum);
    }
    const missing = members.length - 1 - met;
    if (missing > 0) complete = false;
    points.set(i, total);
    unmet.set(i, missing);
  }
  for (const i of members) inGroup[i] = 0;
  return { complete, points, unmet };
}

/**
 * Whether art. 6 must leave a Swiss group of `size` players tied whatever their games (the fast
 * path of fideBlocks and deStep for large groups, which then build no mini-table): with more
 * other members than rounds nobody has met them all (6.2 does not apply), and no player can be
 * alone at the top (6.3): a player's mini-table points lie between n × min(0, least points of a
 * round) and n × max(0, most points of a round) (at most n opponents met, repeated meetings
 * averaged), and every other member has at least size - 1 - n unmet opponents, each worth a
 * win (not negative) to their maximum. False on the exact paths and where units do not apply.
 */
function neverSplits(ctx: Ctx, size: number): boolean {
  const n = ctx.n;
  if (ctx.exactPaths || ctx.type !== "swiss" || size - 1 <= n) return false;
  const bounds = ctx.memo("de:bounds", () => {
    const b = unitBase(ctx);
    if (b === null) return null;
    let most = 0;
    let least = 0;
    for (const p of b.pts) {
      if (p > most) most = p;
      if (p < least) least = p;
    }
    return { high: n * most, low: n * least, win: b.win };
  });
  return (
    bounds !== null && bounds.win >= 0 && bounds.high <= bounds.low + bounds.win * (size - 1 - n)
  );
}

/** Splits members into blocks of equal mini-table points, best first (ties in index order). */
function splitByPoints(members: readonly number[], points: Map<number, Q>): number[][] {
  return equalBlocks(members, (a, b) => points.get(b)!.cmp(points.get(a)!));
}

function ids(ctx: Ctx, members: readonly number[]): string {
  return [...members]
    .map((i) => ctx.players[i].id)
    .sort((a, b) => a - b)
    .join(", ");
}

/** FIDE art. 6 on one group: blocks best first. */
function fideBlocks(ctx: Ctx, spec: CodeSpec, group: number[]): number[][] {
  if (group.length < 2 || neverSplits(ctx, group.length)) return [group];
  const t = miniPoints(ctx, spec, group, "fide");
  if (t.complete) {
    // 6.2: the mini-table ranks; art. 6 again on each still-tied block
    const blocks = splitByPoints(group, t.points);
    if (blocks.length === 1) return [group];
    return blocks.flatMap((b) => (b.length > 1 ? fideBlocks(ctx, spec, b) : [b]));
  }
  if (ctx.type !== "swiss") {
    ctx.warn(
      `${spec.code}: players ${ids(ctx, group)} are tied but have not all met yet; in a round robin ` +
        `DE leaves them tied until they have (C.07 6.2 needs a complete mini-table, 6.3 is for Swiss events)`
    );
    return [group];
  }
  // 6.3: peel off a player alone at the top whatever the missing games
  const win = ctx.t.points.win;
  const maxOf = (j: number): Q => t.points.get(j)!.add(win.mul(Q.int(t.unmet.get(j)!)));
  const ranked: number[][] = [];
  let rest = [...group];
  while (rest.length > 1) {
    // only the player with the most mini-table points can be above everybody's maximum
    let top = rest[0];
    for (const i of rest) if (t.points.get(i)!.gt(t.points.get(top)!)) top = i;
    const alone = rest.every((j) => j === top || t.points.get(top)!.gt(maxOf(j)));
    if (!alone) break;
    ranked.push([top]);
    rest = rest.filter((x) => x !== top);
  }
  if (ranked.length === 0) return [group];
  if (rest.length === 0) return ranked;
  // art. 6 afresh on the players left, with their own mini-table
  return [...ranked, ...(rest.length > 1 ? fideBlocks(ctx, spec, rest) : [rest])];
}

/** The strict reading: a complete mini-table ranks once by summed points; else no split. */
function strictBlocks(ctx: Ctx, spec: CodeSpec, group: number[]): number[][] {
  // more other members than rounds: nobody has met them all (the fast path builds no mini-table)
  if (group.length < 2 || (!ctx.exactPaths && group.length - 1 > ctx.n)) return [group];
  const t = miniPoints(ctx, spec, group, "strict");
  return t.complete ? splitByPoints(group, t.points) : [group];
}

/**
 * One step of art. 6 on a group, without 6.2's re-application inside still-tied blocks nor 6.3's
 * "afresh" on the players left: the blocks of the group's own mini-table (6.3: the players
 * peeled off the top, then the rest as one block). For EDE (13.3), which restarts from the
 * primary score on every new tied subgroup itself.
 */
export function deStep(ctx: Ctx, spec: CodeSpec, members: readonly number[]): number[][] {
  const group = [...members].sort((a, b) => a - b);
  if (group.length < 2) return [group];
  if (deReading(ctx) !== "fide") return strictBlocks(ctx, spec, group);
  if (neverSplits(ctx, group.length)) return [group];
  const t = miniPoints(ctx, spec, group, "fide");
  if (t.complete) return splitByPoints(group, t.points);
  if (ctx.type !== "swiss") return fideBlocks(ctx, spec, group); // the warning; stays tied
  const win = ctx.t.points.win;
  const maxOf = (j: number): Q => t.points.get(j)!.add(win.mul(Q.int(t.unmet.get(j)!)));
  const ranked: number[][] = [];
  let rest = [...group];
  while (rest.length > 1) {
    let top = rest[0];
    for (const i of rest) if (t.points.get(i)!.gt(t.points.get(top)!)) top = i;
    if (!rest.every((j) => j === top || t.points.get(top)!.gt(maxOf(j)))) break;
    ranked.push([top]);
    rest = rest.filter((x) => x !== top);
  }
  return rest.length > 0 ? [...ranked, rest] : ranked;
}

/** Blocks of a tied group, best first, under the reading in force. */
export function deBlocks(ctx: Ctx, spec: CodeSpec, members: readonly number[]): number[][] {
  const group = [...members].sort((a, b) => a - b);
  return deReading(ctx) === "fide" ? fideBlocks(ctx, spec, group) : strictBlocks(ctx, spec, group);
}

/** Whether the shown value is the rank in the group (FIDE reading and edition) or mini-table points. */
function showsRank(ctx: Ctx): boolean {
  return ctx.fide && deReading(ctx) === "fide";
}

function deGroup(ctx: Ctx, spec: CodeSpec, members: number[]): GroupOutcome {
  if (members.length === 1) {
    // alone in the group: not split, and 0 under both shown values (rank: DE did not split the
    // group; mini-table points: nobody to have met)
    return { blocks: [[members[0]]], values: new Map<number, Value>([[members[0], Q.ZERO]]) };
  }
  const blocks = deBlocks(ctx, spec, members);
  const values = new Map<number, Value>();
  if (showsRank(ctx)) {
    // TieBreakServer: 0 when DE could not split the group, else the rank (1, 2, 2, 4 ...)
    let pos = 1;
    for (const b of blocks) {
      for (const i of b) values.set(i, blocks.length === 1 ? Q.ZERO : Q.int(pos));
      pos += b.length;
    }
  } else {
    const t = miniPoints(ctx, spec, members, deReading(ctx));
    for (const i of members) values.set(i, t.points.get(i)!);
  }
  return { blocks, values };
}

/** The players tied with i on points (the group DE works on when it comes first in the order). */
function tiedWith(ctx: Ctx, i: number): number[] {
  const s = ctx.score(i);
  const out: number[] = [];
  for (let k = 0; k < ctx.size; k++) if (ctx.score(k).eq(s)) out.push(k);
  return out;
}

function deExplain(ctx: Ctx, spec: CodeSpec, i: number): Explanation {
  const group = tiedWith(ctx, i);
  const reading = deReading(ctx);
  const t = miniTable(ctx, spec, group, reading);
  const rows: ExplainRow[] = [];
  for (const j of group) {
    if (j === i) continue;
    const opp = ctx.players[j].id;
    const list = t.meetings.get(i)!.get(j) ?? [];
    if (list.length === 0) {
      rows.push({
        round: null,
        opponent: opp,
        label: "not met",
        used: null,
        own: null,
        contribution: Q.ZERO,
        status: "not counted",
        note: "no counted game between these tied players",
      });
      continue;
    }
    for (const m of list) {
      const share = reading === "fide" ? m.points.div(Q.int(list.length)) : m.points;
      rows.push({
        round: m.round,
        opponent: opp,
        label: m.forfeit ? (m.points.gt(Q.ZERO) ? "forfeit win" : "forfeit loss") : "game",
        used: null,
        own: m.points,
        contribution: share,
        status: "kept",
        note:
          reading === "fide" && list.length > 1
            ? `${list.length} meetings averaged (C.07 6.1.2)`
            : undefined,
      });
    }
  }
  const outcome = deGroup(ctx, spec, group);
  const value = outcome.values.get(i) ?? null;
  const others = group.length - 1;
  const summary =
    others === 0
      ? "tied with nobody on points: direct encounter does not apply"
      : `mini-table among the ${group.length} players on ${ctx.score(i).toString()} points ` +
        `(${ids(ctx, group)}): ${t.points.get(i)!.toString()} point(s)` +
        (t.complete ? "" : ", not all of them have met") +
        (showsRank(ctx) ? `; shown value = rank in the group (0: DE did not split it)` : "");
  return {
    code: spec.code,
    value,
    rows,
    summary,
    table: others ? deTable(ctx, t, outcome) : undefined,
  };
}

/** Result symbol of one counted meeting: 1, ½, 0; forfeits + and -. */
function symbol(m: Meeting, win: Q): string {
  if (m.forfeit) return m.points.gt(Q.ZERO) ? "+" : "-";
  if (m.points.eq(win)) return "1";
  if (m.points.isZero()) return "0";
  return m.points.eq(win.div(Q.int(2))) ? "½" : m.points.toString();
}

/**
 * The mini-table as a table: one row per member in the order DE gives (blocks best first), the
 * results against each other member (several meetings side by side, "." when not met), the
 * mini-table points and the place inside the group (shared places as "2-3").
 */
function deTable(ctx: Ctx, t: MiniTable, outcome: GroupOutcome): NonNullable<Explanation["table"]> {
  const order = outcome.blocks.flat();
  const win = ctx.t.points.win;
  const place = new Map<number, string>();
  let pos = 1;
  for (const b of outcome.blocks) {
    const text = b.length > 1 ? `${pos}-${pos + b.length - 1}` : String(pos);
    for (const i of b) place.set(i, text);
    pos += b.length;
  }
  const header = [
    "SNo",
    "Name",
    ...order.map((j) => `vs ${ctx.players[j].id}`),
    "Mini-table points",
    "Place in group",
  ];
  const rows = order.map((i) => [
    String(ctx.players[i].id),
    ctx.players[i].name,
    ...order.map((j) => {
      if (i === j) return "x";
      const list = t.meetings.get(i)?.get(j) ?? [];
      return list.length ? list.map((m) => symbol(m, win)).join(" ") : ".";
    }),
    t.points.get(i) ?? null,
    place.get(i) ?? "",
  ]);
  return { title: "Mini-table of the players tied on points", header, rows };
}

const DE: TieBreakDef = {
  name: "DE",
  title: "Direct encounter",
  summary:
    "Points among the tied players only (art. 6); /P counts forfeits. Computed on the group still tied, so it may appear more than once. Its column shows the place inside the tied group the mini-table gives (1, 2, 2 ...; 0 when DE did not separate the group) under the FIDE editions, the mini-table points under plain.",
  family: "Direct encounter",
  fideType: "A",
  modifiers: ["P"],
  group: (ctx, spec, members) => deGroup(ctx, spec, members),
  columnWords: (ctx) =>
    showsRank(ctx)
      ? "the column shows the place inside the tied group by the mini-table (1, 2, 2 ...; 0 when direct encounter did not separate the group)"
      : "the column shows the mini-table points (games among the tied players only)",
  explain: deExplain,
};

register(DE);
