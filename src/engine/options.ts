/**
 * The one options grammar of every surface: the command line (`--rules`, `--type`, `--rounds`,
 * `--unrated`, `--option key=value`), the custom functions' options text
 * ("rules=fide-2024; unrated=1400") and the task pane all parse and validate here.
 *
 * - Keys and choice values are case-insensitive (`RULES=FIDE-2026` = `rules=fide-2026`).
 * - An unknown key, or a value outside a key's choices, is an InputError (reason
 *   "unknown-option" / "invalid-value", place the option) whose message lists the valid ones.
 * - Lookups go through Maps, never through plain objects, so `rules=constructor` or
 *   `__proto__=1` are unknown values and keys, not Object.prototype members.
 * - Tie-break families declare their own keys (Go's `bar`, wargames' `sos.floor` ...) with
 *   `registerOptions`; the values of those are checked by the family when it computes, the keys
 *   here.
 * - Items apply in order, later ones win; a preset's own options apply before every item.
 */
import { EDITIONS, type Edition, type EngineOptions } from "./context";
import { InputError, type Place } from "./errors";
import { allPresets, getPreset, parseCode, parseOrder, type Preset } from "./registry";
import { LANGUAGES, languageOfTag, type Lang } from "../i18n/languages";
import type { EventType } from "./types";

/** How a results grid is read (the grid reader's layouts). */
export type GridLayoutOption =
  "swiss" | "crosstable" | "games" | "team-swiss" | "team-crosstable" | "team-boards";

/** Everything the options of one request say. */
export interface ParsedOptions {
  engine: EngineOptions;
  preset?: Preset;
  /** A tie-break list given with order=... (or --tiebreaks), as written. */
  order?: string;
  layout?: GridLayoutOption;
  /** Further columns of the ranking list asked for by name (columns=club,born), as written. */
  columns?: string[];
  /** The language of the texts (lang=de, --lang de); unset: the surface's default. */
  lang?: Lang;
}

/** One option as written, with the label it is named by in messages ("--rules", "rules"). */
export interface OptionItem {
  key: string;
  value: string;
  /** How the user wrote the key, for messages: "--rules", "--option rules", "rules". */
  label?: string;
  /** A command-line flag (`--rules X`): messages say `--rules "X"` rather than `rules=X`. */
  flag?: boolean;
}

/** A family option: its key (lower case; a trailing ":" means a key prefix such as correction:12). */
export interface FamilyOption {
  key: string;
  /** What the value is, for the list of valid keys and the help. */
  describe: string;
  /** The allowed values (lower case), when the value is a choice. */
  values?: readonly string[];
}

const family = new Map<string, FamilyOption>();

/** Declares the option keys of a tie-break family (called by the family's module). */
export function registerOptions(list: readonly FamilyOption[]): void {
  for (const o of list) family.set(o.key.toLowerCase(), o);
}

export function familyOptions(): FamilyOption[] {
  return [...family.values()];
}

const RULES = new Map<string, Edition>([
  ...EDITIONS.map((e) => [e, e] as [string, Edition]),
  ["fide", "fide-2026"],
  ["2026", "fide-2026"],
  ["2024", "fide-2024"],
  ["2023", "fide-2024"],
  ["pre2023", "fide-pre2023"],
  ["pre-2023", "fide-pre2023"],
  ["2022", "fide-pre2023"],
]);

const TYPES = new Map<string, EventType>([
  ["swiss", "swiss"],
  ["round-robin", "round-robin"],
  ["roundrobin", "round-robin"],
  ["round robin", "round-robin"],
  ["round_robin", "round-robin"],
  ["rr", "round-robin"],
  ["robin", "round-robin"],
  ["berger", "round-robin"],
]);

const DE = new Map<string, "fide" | "strict">([
  ["fide", "fide"],
  ["strict", "strict"],
]);

const LAYOUTS = new Map<string, GridLayoutOption>([
  ["swiss", "swiss"],
  ["crosstable", "crosstable"],
  ["games", "games"],
  ["team-swiss", "team-swiss"],
  ["team-crosstable", "team-crosstable"],
  ["team-boards", "team-boards"],
]);

const LANG_CODES: readonly string[] = LANGUAGES.map((l) => l.code);

/** Largest rating for unrated players, and largest round number. */
export const MAX_UNRATED = 4000;
export const MAX_ROUNDS = 999;

/** The core keys (any surface), with what they take. */
const CORE: [string, string][] = [
  ["rules", EDITIONS.join(" | ")],
  ["type", "swiss | round-robin"],
  ["unrated", `a rating 0 to ${MAX_UNRATED}`],
  ["rounds", `a round 0 to ${MAX_ROUNDS}`],
  ["de", "fide | strict"],
  ["primary", "a main-score code such as MMS"],
  ["preset", "a preset id"],
  ["order", "a tie-break list such as BH/C1,BH,SB"],
  ["layout", "swiss | crosstable | games | team-swiss | team-crosstable | team-boards"],
  ["columns", "further player columns such as club,born (the source's own)"],
  ["lang", LANG_CODES.join(" | ")],
];
const CORE_KEYS = new Set(CORE.map(([k]) => k));
/** Other spellings of core keys. */
const KEY_ALIASES = new Map<string, string>([
  ["tiebreaks", "order"],
  ["edition", "rules"],
]);

/** Every valid key, for messages: "rules, type, ..., bar, floor, ...". */
export function validKeys(): string[] {
  return [
    ...CORE.map(([k]) => k),
    ...[...family.keys()].map((k) => (k.endsWith(":") ? `${k}N` : k)),
  ];
}

/** Key and what it takes, one per line, for help texts. */
export function optionsHelp(): string[] {
  return [
    ...CORE.map(([k, d]) => `${k}=${d}`),
    ...familyOptions().map((o) => `${o.key.endsWith(":") ? `${o.key}N` : o.key}=${o.describe}`),
  ];
}

function labelOf(item: OptionItem): string {
  return item.label ?? item.key;
}

/** The item as written: `rules=bogus`, or `--rules "bogus"` for a flag. */
function written(item: OptionItem): string {
  return item.flag ? `${labelOf(item)} "${item.value}"` : `${labelOf(item)}=${item.value}`;
}

function placeOf(key: string): Place {
  return { kind: "option", option: key };
}

/** "a or b", "one of a, b, c". */
function listText(values: readonly string[]): string {
  return values.length === 2 ? `${values[0]} or ${values[1]}` : `one of ${values.join(", ")}`;
}

function choice<T>(item: OptionItem, key: string, map: Map<string, T>, shown: string[]): T {
  const v = map.get(item.value.trim().toLowerCase());
  if (v === undefined) {
    throw new InputError(
      "invalid-value",
      `${written(item)}: expected ${listText(shown)}`,
      placeOf(key)
    );
  }
  return v;
}

function whole(item: OptionItem, key: string, max: number): number {
  const t = item.value.trim();
  if (!/^\d{1,9}$/.test(t) || Number(t) > max) {
    throw new InputError(
      "invalid-value",
      `${written(item)}: expected a whole number from 0 to ${max}`,
      placeOf(key)
    );
  }
  return Number(t);
}

/** The canonical key of a written key, or an error listing the valid ones. */
export function canonicalKey(written: string, label = written): string {
  const k = written.trim().toLowerCase();
  const core = KEY_ALIASES.get(k) ?? k;
  if (CORE_KEYS.has(core)) return core;
  if (family.has(k)) return k;
  const colon = k.indexOf(":");
  if (colon > 0 && family.has(k.slice(0, colon + 1)) && k.length > colon + 1) return k;
  throw new InputError(
    "unknown-option",
    `unknown option "${label}". Valid options: ${validKeys().join(", ")}`,
    placeOf(k)
  );
}

function applyItem(o: ParsedOptions, item: OptionItem, key: string): void {
  const v = item.value.trim();
  switch (key) {
    case "rules":
      o.engine.rules = choice(item, key, RULES, [...EDITIONS]);
      return;
    case "type":
      o.engine.type = choice(item, key, TYPES, ["swiss", "round-robin"]);
      return;
    case "de":
      o.engine.de = choice(item, key, DE, ["fide", "strict"]);
      return;
    case "layout":
      o.layout = choice(item, key, LAYOUTS, [
        "swiss",
        "crosstable",
        "games",
        "team-swiss",
        "team-crosstable",
        "team-boards",
      ]);
      return;
    case "lang": {
      // a language code or a locale tag naming one (de, DE, de-AT, pt_BR)
      const lang = /^[a-z]{2}(?![a-z])/i.test(v) ? languageOfTag(v) : undefined;
      if (!lang) {
        throw new InputError(
          "invalid-value",
          `${written(item)}: expected ${listText(LANG_CODES)}`,
          placeOf(key)
        );
      }
      o.lang = lang;
      return;
    }
    case "unrated":
      o.engine.unrated = whole(item, key, MAX_UNRATED);
      return;
    case "rounds":
      o.engine.rounds = whole(item, key, MAX_ROUNDS);
      return;
    case "primary":
      if (v === "") {
        throw new InputError(
          "invalid-value",
          `${labelOf(item)}= needs a code, e.g. primary=MMS`,
          placeOf(key)
        );
      }
      if (v.toUpperCase() !== "PTS") {
        // the code is checked here, so that a typo is named with its option
        try {
          parseCode(v);
        } catch (e) {
          const msg = e instanceof Error ? e.message : String(e);
          throw new InputError("code", `${labelOf(item)}=${v}: ${msg}`, placeOf(key));
        }
      }
      o.engine.primary = v;
      return;
    case "order":
      checkOrder(item, v);
      o.order = v;
      return;
    case "preset":
      // applied first by parseOptionItems
      return;
    case "columns": {
      // names only here; the table resolves them against the source (attributeColumns)
      const names = v
        .split(/[,;]+/)
        .map((x) => x.trim())
        .filter((x) => x !== "");
      if (names.length === 0 || names.some((x) => x.length > 100)) {
        throw new InputError(
          "invalid-value",
          `${written(item)}: expected column names separated by commas, e.g. club,born`,
          placeOf(key)
        );
      }
      o.columns = names;
      return;
    }
    default: {
      const def = family.get(key) ?? family.get(key.slice(0, key.indexOf(":") + 1));
      if (def?.values && !def.values.includes(v.toLowerCase())) {
        throw new InputError(
          "invalid-value",
          `${written(item)}: expected ${listText(def.values)}`,
          placeOf(key)
        );
      }
      const extra = new Map(Object.entries(o.engine.extra ?? {}));
      // a choice is stored in its canonical (lower-case) spelling; free text as written
      extra.set(key, def?.values ? v.toLowerCase() : v);
      o.engine.extra = Object.fromEntries(extra);
    }
  }
}

function checkOrder(item: OptionItem, v: string): void {
  try {
    parseOrder(v);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    throw new InputError("code", `${labelOf(item)}: ${msg}`, placeOf("order"));
  }
}

/**
 * Parses and validates option items (in order; later ones win, a preset's options apply before
 * all of them). Throws InputError naming the option.
 */
export function parseOptionItems(items: readonly OptionItem[]): ParsedOptions {
  const o: ParsedOptions = { engine: {} };
  const keyed = items.map((item) => ({ item, key: canonicalKey(item.key, labelOf(item)) }));
  const presetItem = [...keyed].reverse().find((k) => k.key === "preset");
  if (presetItem) {
    const id = presetItem.item.value.trim();
    const p = id === "" ? undefined : getPreset(id);
    if (!p) {
      const ids = allPresets().map((x) => x.id);
      throw new InputError(
        "invalid-value",
        `${written(presetItem.item)}: no such preset (presets: ${ids.join(", ") || "none"})`,
        placeOf("preset")
      );
    }
    o.preset = p;
    for (const [k, v] of Object.entries(p.options ?? {})) {
      const key = canonicalKey(k, `preset ${p.id}: ${k}`);
      applyItem(o, { key, value: v, label: `preset ${p.id}: ${k}` }, key);
    }
  }
  for (const { item, key } of keyed) applyItem(o, item, key);
  return o;
}

/**
 * Splits options text into items: "a=1; b=2" or one item a line; `label` names an item in
 * messages (the key by default). Throws InputError for an item without "=".
 */
export function splitOptionsText(texts: readonly string[]): OptionItem[] {
  const out: OptionItem[] = [];
  for (const text of texts) {
    for (const raw of text.split(/[;\n\r]+/)) {
      const item = raw.trim();
      if (item === "") continue;
      const eq = item.indexOf("=");
      if (eq <= 0) {
        throw new InputError(
          "syntax",
          `"${item}" is not key=value (e.g. rules=fide-2024; unrated=1400)`,
          { kind: "option", option: item }
        );
      }
      out.push({ key: item.slice(0, eq).trim(), value: item.slice(eq + 1).trim() });
    }
  }
  return out;
}

/** Parses options text such as "rules=fide-2024; unrated=1400" (cells, the pane's field). */
export function parseOptionsText(...texts: string[]): ParsedOptions {
  return parseOptionItems(splitOptionsText(texts));
}

/** A stable text of parsed options, for cache keys and for showing. */
export function optionsKey(o: ParsedOptions): string {
  const e = o.engine;
  const extra = Object.entries(e.extra ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([
    e.rules ?? null,
    e.type ?? null,
    e.rounds ?? null,
    e.unrated ?? null,
    e.de ?? null,
    e.primary ?? null,
    extra,
    o.preset?.id ?? null,
    o.order ?? null,
    o.layout ?? null,
    o.columns ?? null,
    o.lang ?? null,
  ]);
}
