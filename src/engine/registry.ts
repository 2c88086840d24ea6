/**
 * The registry of tie-break definitions and the code grammar (MTB26 / TRF-2026 record 202):
 *
 *   NAME[:PARAM][/Cn|/Mn][/L±n|/Ln%][/Kx][/P][/F][/R][/Un][/Vyyyy]
 *
 * case-insensitive, with "-", "#" or "!" accepted in place of "/" ("BH-C1" = "BH/C1").
 * Each family file registers its definitions with `register`; nothing else needs to change to
 * add a tie-break.
 */
import { InputError, type ErrorReason } from "./errors";
import type { Ctx, Edition } from "./context";
import type { EventType } from "./types";
import {
  canonical,
  type CodeSpec,
  type MainScore,
  type Modifier,
  type TieBreakDef,
} from "./definition";
import { orList, suggestCodes } from "./words";

// what a definition and a code are (definition.ts), for the families that register them here
export {
  canonical,
  POINTS,
  type CodeSpec,
  type ExplainRow,
  type Explanation,
  type GroupOutcome,
  type MainScore,
  type Modifier,
  type TieBreakDef,
} from "./definition";

/** The warnings a code carries on this event: the definition's advice, assumed rounds. */
export function codeWarnings(ctx: Ctx, spec: CodeSpec, main: MainScore): string[] {
  const out: string[] = [];
  const advice = spec.def.advice?.(ctx, spec, main);
  if (advice) out.push(advice);
  const ro = spec.def.roundOrder;
  const assumed = ctx.t.roundsAssumed;
  if (assumed && (typeof ro === "function" ? ro(spec) : ro === true)) {
    out.push(`${spec.code} depends on the order of rounds or on colours, but ${assumed}`);
  }
  const edition = spec.edition ?? ctx.edition;
  const added = spec.def.new2026;
  if (
    (edition === "fide-2024" || edition === "fide-pre2023") &&
    (typeof added === "function" ? added(spec) : added === true)
  ) {
    out.push(
      `${spec.code} is new in the 2026 edition of C.07: the ${edition} rules have no such tie-break; computed as the 2026 text defines it`
    );
  }
  return out;
}

export interface Preset {
  id: string;
  title: string;
  /** What it is for, one line. */
  summary: string;
  /** Game family for grouping in the UI: chess, go, wargame. */
  game: "chess" | "go" | "wargame" | "card" | "team";
  order: string[];
  /** Options the preset implies, e.g. { rules: "plain" }. */
  options?: Record<string, string>;
  /** The order used when nothing else is given, for this event type (one preset each). */
  defaultFor?: EventType;
}

const defs = new Map<string, TieBreakDef>();
const presets = new Map<string, Preset>();

export function register(...list: TieBreakDef[]): void {
  for (const d of list) {
    for (const n of [d.name, ...(d.aliases ?? [])]) {
      const key = n.toUpperCase();
      if (defs.has(key) && defs.get(key) !== d) throw new Error(`tie-break ${n} registered twice`);
      defs.set(key, d);
    }
  }
}

export function registerPreset(...list: Preset[]): void {
  for (const p of list) presets.set(p.id, p);
}

export function allDefinitions(): TieBreakDef[] {
  return [...new Set(defs.values())];
}

export function allPresets(): Preset[] {
  return [...presets.values()];
}

export function getPreset(id: string): Preset | undefined {
  return (
    presets.get(id) ?? [...presets.values()].find((p) => p.id.toLowerCase() === id.toLowerCase())
  );
}

/**
 * The order used when neither the user nor the file gives one: the preset marked `defaultFor`
 * the event type (FIDE Swiss, FIDE round robin).
 */
export function defaultPreset(type: EventType): Preset {
  const p = [...presets.values()].find((x) => x.defaultFor === type);
  if (!p) throw new Error(`no default preset registered for ${type} events`);
  return p;
}

export function lookup(name: string): TieBreakDef | undefined {
  return defs.get(name.toUpperCase());
}

/** A tie-break code or order that cannot be used; `code` is the code as written. */
export class CodeError extends InputError {
  readonly code: string;
  /** Valid codes close to an unknown one ("did you mean"), best first. */
  readonly suggestions: string[];
  constructor(
    code: string,
    message: string,
    reason: ErrorReason = "code",
    suggestions: string[] = []
  ) {
    super(reason, message, { kind: "code", code });
    this.name = "CodeError";
    this.code = code;
    this.suggestions = suggestions;
  }
}

function validNames(): string {
  return allDefinitions()
    .map((d) => d.name + (d.param === "required" ? ":NAME" : ""))
    .join(", ");
}

const EDITION_BY_YEAR: Record<string, Edition> = {
  "2026": "fide-2026",
  "2024": "fide-2024",
  "2023": "fide-2024",
  "2022": "fide-pre2023",
  "2009": "fide-pre2023",
};

/** Parses one tie-break code; throws CodeError saying what is wrong and listing valid codes. */
export function parseCode(text: string): CodeSpec {
  const raw = text.trim();
  if (raw === "") throw new CodeError(text, "empty tie-break code");
  // a team score written after the modifiers ("BH/C1:GP") goes where the rest expect it ("BH:GP/C1")
  const tail = /^(.+?)([/#!][^:]*):\s*((?:MP|GP)(?:TS)?)$/i.exec(raw);
  const parts = (tail ? `${tail[1]}:${tail[3]}${tail[2]}` : raw).split(/[/#!]/);
  let head = parts[0].trim();
  let mods = parts.slice(1).map((s) => s.trim());
  let param: string | undefined;
  const colon = head.indexOf(":");
  if (colon >= 0) {
    param = head.slice(colon + 1).trim();
    head = head.slice(0, colon).trim();
  }
  let def = lookup(head);
  if (!def && head.includes("-")) {
    // prose form "BH-C1-P"
    const bits = head.split("-");
    def = lookup(bits[0]);
    if (def) {
      head = bits[0];
      mods = [...bits.slice(1), ...mods];
    }
  }
  if (!def) {
    const near = suggestCodes(raw, allDefinitions());
    const hint = near.length ? ` Did you mean ${orList(near)}?` : "";
    throw new CodeError(
      raw,
      `unknown tie-break "${raw}".${hint} Valid codes: ${validNames()}`,
      "code",
      near
    );
  }
  let on: CodeSpec["on"];
  const prose = param !== undefined && !def.param && /^((?:MP|GP)(?:TS)?)-(.+)$/i.exec(param);
  if (prose) {
    // "BH:GP-C1": the score, then prose modifiers
    param = prose[1];
    mods = [...prose[2].split("-").map((x) => x.trim()), ...mods];
  }
  if (param !== undefined && !def.param) {
    const score = /^(MP|GP)(TS)?$/i.exec(param.trim());
    if (!score || def.team || def.primaryScore)
      throw new CodeError(
        raw,
        def.team || def.primaryScore
          ? `${def.name} takes no ":${param}" part`
          : `${def.name} takes no ":${param}" part (team events: ${def.name}:MP or ${def.name}:GP)`
      );
    on = score[1].toUpperCase() as "MP" | "GP";
    param = undefined;
  }
  if (param === undefined && def.param === "required") {
    throw new CodeError(raw, `${def.name} needs a column name, e.g. ${def.name}:TP`);
  }
  if (param === "") throw new CodeError(raw, `${def.name}: empty name after ":"`);
  const spec: CodeSpec = { code: "", def, param, cut: 0, median: 0, p: false, f: false, r: false };
  if (on) spec.on = on;
  const allowed = new Set<string>(def.modifiers);
  for (const m of mods) {
    if (m === "") throw new CodeError(raw, `empty modifier in "${raw}"`);
    const letter = m[0].toUpperCase() as Modifier;
    const rest = m.slice(1);
    if (!allowed.has(letter)) {
      const ok = def.modifiers.length ? def.modifiers.map((x) => "/" + x).join(" ") : "none";
      throw new CodeError(raw, `${def.name} does not take the modifier "/${m}" (accepted: ${ok})`);
    }
    const num = (re: RegExp, what: string): number => {
      if (!re.test(rest)) throw new CodeError(raw, `"/${m}" in "${raw}": expected ${what}`);
      return Number(rest);
    };
    switch (letter) {
      case "C":
        spec.cut = num(/^[1-9]\d?$/, "a number of values to cut, e.g. /C1");
        break;
      case "M":
        spec.median = num(/^[1-9]\d?$/, "a median size, e.g. /M1");
        break;
      case "L": {
        const pct = /^(\d{1,3})%$/.exec(rest);
        if (pct) spec.limit = { percent: Number(pct[1]) };
        else
          spec.limit = {
            halfPoints: num(
              /^[+-]?\d{1,2}$/,
              "a shift in half points (/L+1, /L-2) or a percentage (/L75%)"
            ),
          };
        break;
      }
      case "K":
        spec.k = num(/^\d+(\.\d+)?$/, "a factor, e.g. /K4");
        break;
      case "U":
        spec.unrated = num(/^\d{1,4}$/, "a rating for unrated players, e.g. /U1400");
        break;
      case "V": {
        const e = EDITION_BY_YEAR[rest];
        if (!e)
          throw new CodeError(
            raw,
            `"/${m}": rules year must be one of ${Object.keys(EDITION_BY_YEAR).join(", ")}`
          );
        spec.edition = e;
        break;
      }
      case "P":
      case "F":
      case "R":
        if (rest !== "")
          throw new CodeError(raw, `"/${m}" in "${raw}": /${letter} takes no number`);
        if (letter === "P") spec.p = true;
        if (letter === "F") spec.f = true;
        if (letter === "R") spec.r = true;
        break;
    }
  }
  if (spec.cut && spec.median)
    throw new CodeError(raw, `${raw}: use either a cut or a median, not both`);
  spec.code = canonical(spec);
  return spec;
}

/**
 * Parses a tie-break list: "BH/C1, BH, SB" (commas, semicolons or new lines). "PTS" entries are
 * accepted and dropped (points always rank first). Errors name the position in the list.
 */
export function parseOrder(text: string | readonly string[]): CodeSpec[] {
  const items = typeof text === "string" ? text.split(/[,;\n]+/) : [...text];
  const out: CodeSpec[] = [];
  items.forEach((item, k) => {
    const t = item.trim();
    if (t === "" || t.toUpperCase() === "PTS") return;
    try {
      out.push(parseCode(t));
    } catch (e) {
      if (e instanceof CodeError && items.length > 1) {
        throw new CodeError(
          e.code,
          `tie-break ${k + 1} of the list: ${e.message}`,
          e.reason,
          e.suggestions
        );
      }
      throw e;
    }
  });
  return out;
}
