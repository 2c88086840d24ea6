/**
 * The computation context: one tournament seen as of a round, under one rules edition and a set
 * of options. Every tie-break family reads the tournament through it and caches shared work in
 * `memo`, so that e.g. BH, BH/C1 and BH/M1 build their per-round contributions once.
 */
import { equalBlocks } from "./blocks";
import { InputError } from "./errors";
import { Q } from "./rational";
import { pointsFor } from "./scoring";
import {
  roundsCounted,
  roundsEntered,
  type EventType,
  type Player,
  type RoundEntry,
  type Tournament,
} from "./types";

export const EDITIONS = ["fide-2026", "fide-2024", "fide-pre2023", "plain"] as const;
export type Edition = (typeof EDITIONS)[number];

export interface EngineOptions {
  /** Rules edition; default: the one in force on the event's start date, else fide-2026. */
  rules?: Edition;
  /** Force Swiss or pre-determined (round-robin) rules; default: the tournament's, else inferred. */
  type?: EventType;
  /** Standings as of this round (1-based). Default: every entered round. */
  rounds?: number;
  /** Rating used for unrated players in rating-based tie-breaks. Default: none (those values are undefined). */
  unrated?: number;
  /** Direct encounter reading: FIDE art. 6 (default for FIDE editions) or strict (default for plain). */
  de?: "fide" | "strict";
  /**
   * The primary score that ranks first, as a code ("MMS", "given:RecordPts"). Default: the points
   * of the tournament's points system (PTS). An order whose first code is a primary score
   * (a definition with `primaryScore`, e.g. Go's NBW/MMS) uses it without this option.
   */
  primary?: string;
  /** Further family options as key=value text (e.g. Go's "bar=4d"). Keys are lower case. */
  extra?: Record<string, string>;
}

const ZPB_ABSENT: RoundEntry = { kind: "bye", bye: "zpb", reason: "absent" };

/**
 * Round classes: what the engine's per-round tables read of a RoundEntry (kind, outcome, colour,
 * bye, reason), one number each. CLASS_ENTRIES[c] is an entry of class c (opponent 0), so a
 * predicate reading only those fields gives for it what it gives for every entry of the class.
 */
export const CLASS_ENTRIES: readonly RoundEntry[] = (() => {
  const out: RoundEntry[] = [];
  const colours = ["w", "b", undefined] as const;
  for (const outcome of ["win", "draw", "loss"] as const)
    for (const colour of colours) out.push({ kind: "game", opponent: 0, colour, outcome });
  for (const outcome of ["win", "loss"] as const)
    for (const colour of colours) out.push({ kind: "forfeit", opponent: 0, colour, outcome });
  for (const colour of colours) out.push({ kind: "unknown", opponent: 0, colour });
  for (const bye of ["pab", "fpb", "hpb"] as const) out.push({ kind: "bye", bye });
  for (const reason of [undefined, "absent", "withdrawn", "late", "unpaired"] as const)
    out.push({ kind: "bye", bye: "zpb", reason });
  return out.map((e) => {
    // the same fields as written entries: an absent colour or reason is no field at all
    const x = { ...e } as Record<string, unknown>;
    for (const k of Object.keys(x)) if (x[k] === undefined) delete x[k];
    return x as unknown as RoundEntry;
  });
})();

/** First class of each kind in CLASS_ENTRIES (games 0-8, forfeits 9-14, unknown 15-17, byes 18-25). */
export const CLASS_FORFEIT = 9;
export const CLASS_UNKNOWN = 15;
export const CLASS_BYE = 18;
/** Not a class: an entry with a field none of the classes has (the fast paths that read classes step aside). */
const CLASS_NONE = 255;

function colourClass(c: unknown): number {
  return c === undefined ? 2 : c === "w" ? 0 : c === "b" ? 1 : CLASS_NONE;
}

/** The class of an entry (an index into CLASS_ENTRIES), or CLASS_NONE. */
function classOf(e: RoundEntry): number {
  let c: number;
  switch (e.kind) {
    case "game": {
      const o = e.outcome;
      c = colourClass(e.colour);
      c += o === "win" ? 0 : o === "draw" ? 3 : o === "loss" ? 6 : CLASS_NONE;
      break;
    }
    case "forfeit": {
      const o = e.outcome;
      c = CLASS_FORFEIT + colourClass(e.colour) + (o === "win" ? 0 : o === "loss" ? 3 : CLASS_NONE);
      break;
    }
    case "unknown":
      c = CLASS_UNKNOWN + colourClass(e.colour);
      break;
    case "bye": {
      const b = e.bye;
      if (b !== "zpb") {
        c = b === "pab" ? 18 : b === "fpb" ? 19 : b === "hpb" ? 20 : CLASS_NONE;
        break;
      }
      const r = e.reason;
      c =
        r === undefined
          ? 21
          : r === "absent"
            ? 22
            : r === "withdrawn"
              ? 23
              : r === "late"
                ? 24
                : r === "unpaired"
                  ? 25
                  : CLASS_NONE;
      break;
    }
    default:
      c = CLASS_NONE;
  }
  return c < CLASS_ENTRIES.length ? c : CLASS_NONE;
}

/** pred(CLASS_ENTRIES[c]) as 1 or 0 per class c: a predicate on kind, outcome, colour, bye and reason only. */
export function classFlags(pred: (e: RoundEntry) => boolean): Uint8Array {
  return Uint8Array.from(CLASS_ENTRIES, (e) => (pred(e) ? 1 : 0));
}

/** The edition in force on a date (yyyy-mm-dd or yyyy/mm/dd). */
export function editionForDate(date: string | undefined): Edition | undefined {
  if (!date) return undefined;
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(date.trim());
  if (!m) return undefined;
  const key = `${m[1]}-${m[2].padStart(2, "0")}-${m[3].padStart(2, "0")}`;
  if (key < "2023-07-01") return "fide-pre2023";
  if (key < "2026-03-01") return "fide-2024";
  return "fide-2026";
}

export class Ctx {
  readonly t: Tournament;
  readonly players: readonly Player[];
  /** Rounds counted (standings as of this round). */
  readonly n: number;
  readonly edition: Edition;
  readonly type: EventType;
  readonly opts: EngineOptions;
  readonly warnings: string[] = [];
  /**
   * Compute every value by the straightforward exact path (no whole-unit fast paths). For tests
   * that pin each fast path to it; set before the first value is asked for.
   */
  exactPaths = false;
  /** Player index by start number: a Map, or denseIndex when the numbers are small. */
  private readonly index = new Map<number, number>();
  private readonly denseIndex: Int32Array | undefined;
  private readonly cache = new Map<string, unknown>();
  private scores: Q[] | undefined;
  private pointsTable: Q[] | undefined;
  private opponents: Int32Array | undefined;
  private classes: Uint8Array | null | undefined;

  constructor(t: Tournament, opts: EngineOptions = {}) {
    this.t = t;
    this.players = t.players;
    this.opts = opts;
    let dense = true;
    const bound = 4 * t.players.length + 1024;
    for (const p of t.players)
      if (!(Number.isInteger(p.id) && p.id >= 0 && p.id < bound)) dense = false;
    if (dense) {
      // start numbers 1 .. about the field size (every format numbers players so): an array
      let top = 0;
      for (const p of t.players) if (p.id > top) top = p.id;
      const table = new Int32Array(top + 1).fill(-1);
      t.players.forEach((p, i) => (table[p.id] = i));
      this.denseIndex = table;
    } else t.players.forEach((p, i) => this.index.set(p.id, i));
    const entered = roundsEntered(t);
    const counted = roundsCounted(t);
    if (opts.rounds !== undefined) {
      if (!Number.isInteger(opts.rounds) || opts.rounds < 0) {
        throw new InputError(
          "invalid-value",
          `rounds must be a whole number of rounds, got ${opts.rounds}`,
          { kind: "option", option: "rounds" }
        );
      }
      if (opts.rounds > entered) {
        throw new InputError(
          "invalid-value",
          `standings after round ${opts.rounds} asked for, but only ${entered} rounds are entered`,
          { kind: "option", option: "rounds" }
        );
      }
      if (opts.rounds > counted) {
        throw new InputError(
          "invalid-value",
          `standings after round ${opts.rounds} asked for, but no game of round${opts.rounds > counted + 1 ? `s ${counted + 1}-${opts.rounds}` : ` ${opts.rounds}`} has a result yet (paired, not played): the last round with results is ${counted}`,
          { kind: "option", option: "rounds" }
        );
      }
    }
    // games without a result yet score nothing (UnknownEntry); a last round where none has a
    // result yet is not counted (roundsCounted)
    this.n = opts.rounds ?? counted;
    this.edition = opts.rules ?? editionForDate(t.startDate) ?? "fide-2026";
    this.type = opts.type ?? t.type ?? inferType(t, this.n);
  }

  get size(): number {
    return this.players.length;
  }

  /** Player index of a start number, or -1. */
  indexOf(id: number): number {
    // a typed array answers undefined for a fraction, a negative number or one past its end (a
    // start number that is not a number at all is in neither table, as it is in no Map of numbers)
    if (this.denseIndex) return typeof id === "number" ? (this.denseIndex[id] ?? -1) : -1;
    return this.index.get(id) ?? -1;
  }

  /** Round entry of player i in round r (0-based). Rounds not entered count as absence. */
  entry(i: number, r: number): RoundEntry {
    return this.players[i].rounds[r] ?? ZPB_ABSENT;
  }

  /**
   * Player index of the opponent in round r (0-based), or -1 for a bye (and for an opponent who
   * is not a player), from a table built once per context.
   */
  opponent(i: number, r: number): number {
    if (!this.opponents) this.roundTables();
    return (this.opponents as Int32Array)[i * this.n + r];
  }

  /**
   * The class of every player's every counted round (an index into CLASS_ENTRIES) at i * n + r,
   * built once per context; null when an entry fits no class (a field with a value the types do
   * not allow: the fast paths reading classes then step aside for the exact ones).
   */
  roundClasses(): Uint8Array | null {
    if (this.classes === undefined) this.roundTables();
    return this.classes as Uint8Array | null;
  }

  /** The opponent table and the round classes, in one pass over the entries. */
  private roundTables(): void {
    const size = this.size;
    const n = this.n;
    const opponents = new Int32Array(size * n);
    const classes = new Uint8Array(size * n);
    let classified = true;
    for (let k = 0; k < size; k++) {
      const rounds = this.players[k].rounds;
      for (let q = 0; q < n; q++) {
        const e = rounds[q] ?? ZPB_ABSENT;
        const c = classOf(e);
        if (c === CLASS_NONE) classified = false;
        classes[k * n + q] = c;
        opponents[k * n + q] = e.kind === "bye" ? -1 : this.indexOf(e.opponent);
      }
    }
    this.opponents = opponents;
    this.classes = classified ? classes : null;
  }

  /** Points of player i in round r (0-based), from a table built once per context. */
  points(i: number, r: number): Q {
    if (!this.pointsTable) {
      const table = new Array<Q>(this.size * this.n);
      const classes = this.exactPaths ? null : this.roundClasses();
      // the points of each round class (the fast path: pointsFor once per class)
      const byClass = classes && CLASS_ENTRIES.map((e) => pointsFor(e, this.t.points));
      for (let k = 0; k < this.size; k++) {
        const awarded = this.t.awarded?.[k];
        for (let q = 0; q < this.n; q++) {
          const at = k * this.n + q;
          table[at] =
            awarded?.[q] ??
            (byClass && classes
              ? byClass[classes[at]]
              : pointsFor(this.entry(k, q), this.t.points));
        }
      }
      this.pointsTable = table;
    }
    return this.pointsTable[i * this.n + r];
  }

  /** Total points over the counted rounds. */
  score(i: number): Q {
    if (!this.scores) {
      if (this.size > 0) this.points(0, 0); // the points table, which wholeScore reads
      const scores = new Array<Q>(this.size);
      for (let k = 0; k < this.size; k++) {
        let s = this.exactPaths ? null : this.wholeScore(k);
        if (s === null) {
          s = Q.ZERO;
          for (let r = 0; r < this.n; r++) s = s.add(this.points(k, r));
        }
        scores[k] = s;
      }
      this.scores = scores;
    }
    return this.scores[i];
  }

  /**
   * The total of player k's points as one fraction: the numerators over the least common
   * multiple of the denominators, summed as whole numbers in one pass over the points table
   * (the fast path of score; the sum so far is rescaled when a new denominator widens the
   * multiple). Null when that multiple or a partial sum grows too large for exact integers in a
   * double.
   */
  private wholeScore(k: number): Q | null {
    const table = this.pointsTable as Q[];
    const n = this.n;
    let l = 1;
    let sum = 0;
    for (let at = k * n; at < k * n + n; at++) {
      const q = table[at];
      const d = q.d;
      if (l % d !== 0) {
        let a = l;
        let b = d;
        while (b !== 0) {
          const t = a % b;
          a = b;
          b = t;
        }
        const m = d / a;
        l *= m;
        sum *= m;
        if (l > 1 << 20) return null;
      }
      // every term and every partial sum below 2^52: each step is exact
      const term = q.n * (l / d);
      sum += term;
      if (!(Math.abs(term) < 2 ** 52 && Math.abs(sum) < 2 ** 52)) return null;
    }
    return Q.of(sum, l);
  }

  /** Whether the rules are a FIDE edition (art. 16 applies) rather than `plain`. */
  get fide(): boolean {
    return this.edition !== "plain";
  }

  /** Cached shared work, keyed by a string unique per family and variant. */
  memo<T>(key: string, compute: () => T): T {
    if (this.cache.has(key)) return this.cache.get(key) as T;
    const v = compute();
    this.cache.set(key, v);
    return v;
  }

  /** A family option from `extra`, lower-case key. */
  option(key: string): string | undefined {
    return this.opts.extra?.[key.toLowerCase()];
  }

  warn(message: string): void {
    if (!this.warnings.includes(message)) this.warnings.push(message);
  }
}

/**
 * Round robin when every pair of players who could meet has met (each player met all others,
 * possibly twice), otherwise Swiss.
 */
export function inferType(t: Tournament, n: number): EventType {
  const ids = new Set(t.players.map((p) => p.id));
  if (ids.size < 3) return "round-robin";
  for (const p of t.players) {
    const met = new Set<number>();
    for (let r = 0; r < n; r++) {
      const e = p.rounds[r];
      if (e && e.kind !== "bye") met.add(e.opponent);
    }
    if (met.size !== ids.size - 1) return "swiss";
  }
  return "round-robin";
}

/** One result per player index: [f(0), f(1), ...]. */
export function perPlayer<T>(ctx: Ctx, f: (i: number) => T): T[] {
  const out = new Array<T>(ctx.size);
  for (let i = 0; i < ctx.size; i++) out[i] = f(i);
  return out;
}

/**
 * Splits a group by a key vector (lexicographic, larger first; a missing entry counts as 0),
 * keeping members with equal keys together (in start order within a block).
 */
export function blocksByKey(members: readonly number[], key: Map<number, Q[]>): number[][] {
  const cmp = (a: number, b: number): number => {
    const ka = key.get(a) ?? [];
    const kb = key.get(b) ?? [];
    for (let k = 0; k < Math.max(ka.length, kb.length); k++) {
      const c = (kb[k] ?? Q.ZERO).cmp(ka[k] ?? Q.ZERO);
      if (c !== 0) return c;
    }
    return 0;
  };
  return equalBlocks(members, cmp);
}
