/**
 * The optional options argument of every custom function: key=value items separated by ";" or
 * new lines, in one cell or spread over a range, e.g.
 *
 *   "rules=fide-2024; unrated=1400; type=swiss; rounds=5; de=strict; preset=fide-swiss"
 *
 * Known keys: rules, unrated, type, rounds, de, preset, primary, order (a tie-break list for RANK
 * and STANDINGS), layout (swiss, crosstable, games). Any other key=value goes to the engine's
 * family options (EngineOptions.extra, keys lower case). A preset's own options apply first;
 * keys written out override them.
 */
import {
  allPresets,
  EDITIONS,
  getPreset,
  type Edition,
  type EngineOptions,
  type Preset,
} from "../engine";
import type { GridLayout } from "../formats/grid";
import { cellTexts, FunctionError } from "./cells";

export interface FunctionOptions {
  engine: EngineOptions;
  preset?: Preset;
  /** A tie-break list given with order=... */
  order?: string;
  layout?: GridLayout;
  /** Canonical text of everything above, for cache keys. */
  key: string;
}

const RULE_ALIASES: Record<string, Edition> = {
  "2026": "fide-2026",
  "2024": "fide-2024",
  "2023": "fide-2024",
  pre2023: "fide-pre2023",
  "pre-2023": "fide-pre2023",
  "2022": "fide-pre2023",
  fide: "fide-2026",
};

function bad(message: string): never {
  throw new FunctionError("value", `options: ${message}`);
}

function wholeNumber(key: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    bad(`${key}=${text}: expected a whole number from ${min} to ${max}`);
  }
  return Number(text);
}

function apply(o: FunctionOptions, key: string, value: string): void {
  const v = value.trim();
  const lower = v.toLowerCase();
  switch (key) {
    case "rules": {
      const e = (EDITIONS as readonly string[]).includes(lower)
        ? (lower as Edition)
        : RULE_ALIASES[lower];
      if (!e) bad(`rules=${v}: expected one of ${EDITIONS.join(", ")}`);
      o.engine.rules = e;
      return;
    }
    case "unrated":
      o.engine.unrated = wholeNumber(key, v, 0, 4000);
      return;
    case "type":
      if (lower === "swiss") o.engine.type = "swiss";
      else if (["round-robin", "roundrobin", "rr", "round robin"].includes(lower))
        o.engine.type = "round-robin";
      else bad(`type=${v}: expected swiss or round-robin`);
      return;
    case "rounds":
      o.engine.rounds = wholeNumber(key, v, 0, 1000);
      return;
    case "de":
      if (lower !== "fide" && lower !== "strict") bad(`de=${v}: expected fide or strict`);
      o.engine.de = lower as "fide" | "strict";
      return;
    case "primary":
      if (v === "") bad("primary= needs a code, e.g. primary=MMS");
      o.engine.primary = v;
      return;
    case "order":
      o.order = v;
      return;
    case "layout":
      if (lower !== "swiss" && lower !== "crosstable" && lower !== "games")
        bad(`layout=${v}: expected swiss, crosstable or games`);
      o.layout = lower as GridLayout;
      return;
    default:
      o.engine.extra = { ...(o.engine.extra ?? {}), [key]: v };
  }
}

/** Splits an options cell into its items: "a=1; b=2" -> ["a=1", "b=2"]. */
function items(arg: unknown): string[] {
  return cellTexts(arg)
    .flatMap((t) => t.split(/[;\n\r]+/))
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

export function parseOptions(arg: unknown): FunctionOptions {
  const o: FunctionOptions = { engine: {}, key: "" };
  const pairs: [string, string][] = [];
  for (const item of items(arg)) {
    const eq = item.indexOf("=");
    if (eq <= 0) bad(`"${item}" is not key=value (e.g. rules=fide-2024; unrated=1400)`);
    pairs.push([item.slice(0, eq).trim().toLowerCase(), item.slice(eq + 1).trim()]);
  }
  const presetPair = pairs.find(([k]) => k === "preset");
  if (presetPair) {
    const p = getPreset(presetPair[1]);
    if (!p) {
      const ids = allPresets().map((x) => x.id);
      bad(`preset=${presetPair[1]}: no such preset (presets: ${ids.join(", ") || "none"})`);
    }
    o.preset = p;
    for (const [k, v] of Object.entries(p.options ?? {})) apply(o, k.toLowerCase(), v);
  }
  for (const [k, v] of pairs) if (k !== "preset") apply(o, k, v);
  o.key = JSON.stringify([o.engine, o.preset?.id ?? null, o.order ?? null, o.layout ?? null]);
  return o;
}
