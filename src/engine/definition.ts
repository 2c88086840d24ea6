/**
 * What a tie-break is: the definition each family registers (TieBreakDef: its name, modifiers,
 * and how it computes, splits a tied group and explains a value), a code parsed against it
 * (CodeSpec) and its canonical text, the main score it is read against, and the working of a
 * value. Types and pure functions only: the registry (registry.ts) holds the definitions, words.ts
 * puts them in words, and both import this.
 */
import type { Ctx, Edition } from "./context";
import type { Value } from "./rational";

/** A modifier letter a definition accepts. */
export type Modifier = "C" | "M" | "L" | "K" | "P" | "F" | "R" | "U" | "V";

export interface CodeSpec {
  /** Canonical text, e.g. "BH/C1/P", "KS/L+1", "given:TP". */
  code: string;
  def: TieBreakDef;
  /** Text after ":" (given:TP -> "TP"). */
  param?: string;
  /**
   * Team events: the score an individual code runs on (BH:MP, SB:GP, DE:MP; also spelled MPTS,
   * GPTS). Undefined: the main score.
   */
  on?: "MP" | "GP";
  /** Cut-n: least significant values removed. */
  cut: number;
  /** Median-n: n least and n most significant values removed. */
  median: number;
  /** Koya limit shift in half points (/L+1 = +½), or a percentage (/L75%). */
  limit?: { halfPoints: number } | { percent: number };
  /** SSSC factor. */
  k?: number;
  /** Forfeits counted as played games against the scheduled opponent. */
  p: boolean;
  /** Fore Buchholz variant (AOB/F). */
  f: boolean;
  /** Reverse order (TPN/R, RTNG/R). */
  r: boolean;
  /** Rating used for unrated players (/U1400). */
  unrated?: number;
  /** Rules edition forced on this code (/V2024). */
  edition?: Edition;
}

/**
 * The main score: the score that ranks first and that the tie-breaks read as "the score". The
 * points of the points system (PTS), Go's NBW or MMS, a wargame record, a team's match or game
 * points (MP, GP) are all one mechanism: standings resolve it once (EngineOptions.primary, else
 * an order starting with a definition marked `primaryScore`, else PTS) and pass it explicitly to
 * every compute, group, explain and advice call, and to `valuesOf`.
 */
export interface MainScore {
  /** Canonical code: "PTS", "NBW", "MMS", "REC:3-1-0", "MP", "GP". */
  code: string;
  /** Its parsed code; null for the points of the points system. */
  spec: CodeSpec | null;
}

/** The points of the event's points system (the default main score). */
export const POINTS: MainScore = Object.freeze({ code: "PTS", spec: null });

/** Per-round working of one value, for EXPLAIN and the task pane. */
export interface ExplainRow {
  round: number | null;
  /** Opponent start number, or null (bye, dummy, virtual opponent). */
  opponent: number | null;
  /** What the element is: "game", "forfeit win", "PAB", "dummy", "virtual opponent", ... */
  label: string;
  /** The opponent's score (or rating) used, if any. */
  used: Value;
  /** Points the player scored in this element, if relevant. */
  own: Value;
  /** This element's contribution to the value. */
  contribution: Value;
  /** kept, cut (least significant), cut-high (most significant), or not counted. */
  status: "kept" | "cut" | "cut-high" | "not counted";
  note?: string;
}

export interface Explanation {
  code: string;
  value: Value;
  rows: ExplainRow[];
  /** One-line summary, e.g. "sum of kept opponent scores". */
  summary: string;
  /**
   * A table beside the rows, when the working is one (DE's mini-table): a header and rows of
   * values or text, first column the player's start number.
   */
  table?: {
    title: string;
    header: string[];
    rows: (Value | string)[][];
    /** The columns printed right-aligned (default: every one but the second, the names). */
    right?: number[];
  };
}

/** Result of a group-based (type A) tie-break on one tied group. */
export interface GroupOutcome {
  /** The group split into blocks, best first; members of one block stay tied. */
  blocks: number[][];
  /** The value shown for each member (e.g. mini-table points, rank in group). */
  values: Map<number, Value>;
}

export interface TieBreakDef {
  /** Canonical upper-case name, e.g. "BH". May contain "-" (Go's "SOS-1"). */
  name: string;
  aliases?: string[];
  title: string;
  /** One-line explanation for catalogues and --help. */
  summary: string;
  /** Catalogue group: "Buchholz", "Sonneborn-Berger", "Counts", "Rating", "Direct encounter", "Go", ... */
  family: string;
  /** FIDE type (A, B, C, D, BC, ...), if a FIDE code. */
  fideType?: string;
  /** Modifiers accepted after the name. */
  modifiers: readonly Modifier[];
  /** ":PARAM" required (given:TP) or allowed. */
  param?: "required" | "optional";
  /**
   * A main score rather than a tie-break (Go's NBW and MMS, a wargame record): when an order
   * starts with it, it ranks first in place of the points (see EngineOptions.primary).
   */
  primaryScore?: boolean;
  /** A team tie-break (MPvGP, ESB, EDE, SSSC, BC ...): needs a team event (team/view.ts teamOf). */
  team?: boolean;
  /** Ascending order: the smaller value ranks higher (TPN). "/R" flips it. */
  ascending?: boolean;
  /** Value-based tie-break: one value per player index, read against the main score. */
  compute?(ctx: Ctx, spec: CodeSpec, main: MainScore): Value[];
  /**
   * Group-based tie-break (type A): splits a tied group. `rest` are the criteria after this one
   * in the order, for definitions that use them (Go's DC).
   */
  group?(
    ctx: Ctx,
    spec: CodeSpec,
    members: number[],
    rest: readonly CodeSpec[],
    main: MainScore
  ): GroupOutcome;
  /**
   * What the standings column shows, when that is not simply the value the summary describes
   * (DE: the place inside the tied group, or the mini-table points). For legends.
   */
  columnWords?(ctx: Ctx, spec: CodeSpec): string | null;
  /** Per-round working for one player. */
  explain?(ctx: Ctx, spec: CodeSpec, i: number, main: MainScore): Explanation;
  /** A warning when the regulations advise against this code for the event (computed anyway). */
  advice?(ctx: Ctx, spec: CodeSpec, main: MainScore): string | null;
  /**
   * The value depends on when games were played (the order of rounds) or on colours: on a
   * source whose rounds are assumed (Tournament.roundsAssumed) it carries a warning.
   */
  roundOrder?: boolean | ((spec: CodeSpec) => boolean);
  /**
   * New in the 2026 edition of C.07 (STD, TPN, RTNG, AOB/F): under an earlier FIDE edition it
   * carries a warning, and is computed as the 2026 text defines it.
   */
  new2026?: boolean | ((spec: CodeSpec) => boolean);
}

/** The canonical text of a code ("BH/C1/P", "given:TP", "BH:GP/C1"): name, part, then modifiers. */
export function canonical(s: CodeSpec): string {
  let c = s.def.name + (s.param !== undefined ? ":" + s.param : "") + (s.on ? ":" + s.on : "");
  if (s.cut) c += `/C${s.cut}`;
  if (s.median) c += `/M${s.median}`;
  if (s.limit) {
    c +=
      "percent" in s.limit
        ? `/L${s.limit.percent}%`
        : `/L${s.limit.halfPoints >= 0 ? "+" : ""}${s.limit.halfPoints}`;
  }
  if (s.k !== undefined) c += `/K${s.k}`;
  if (s.p) c += "/P";
  if (s.f) c += "/F";
  if (s.r) c += "/R";
  if (s.unrated !== undefined) c += `/U${s.unrated}`;
  if (s.edition)
    c += `/V${s.edition === "fide-2026" ? 2026 : s.edition === "fide-2024" ? 2024 : 2022}`;
  return c;
}
