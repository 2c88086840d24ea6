/**
 * The tie-break order edited in the task pane, as pure data: a preset, a rules edition, the
 * ordered list of codes and the rating for unrated players. Everything here is free of the DOM and
 * of Office so that it is unit-tested directly; the editor (order-editor.ts) only renders it.
 *
 * The catalogue and the presets come from the engine's registry (allDefinitions, allPresets):
 * nothing here lists tie-breaks by name.
 */
import {
  allDefinitions,
  allPresets,
  canonical,
  CodeError,
  computeStandings,
  resolveEvent,
  type Standings,
  type Tournament,
  EDITIONS,
  getPreset,
  parseCode,
  parseOptionItems,
  parseOrder,
  type CodeSpec,
  type Edition,
  type EngineOptions,
  type OptionItem,
  type Preset,
  type TieBreakDef,
} from "../engine";

/** "auto": the edition in force on the event's start date (else FIDE 2026). */
export type RulesChoice = Edition | "auto";

export interface OrderState {
  /** The preset the list was started from, or null for a list typed by hand. */
  presetId: string | null;
  rules: RulesChoice;
  /** Canonical codes, in order (never "PTS": points always rank first). */
  codes: string[];
  /** Rating used for unrated players in rating-based tie-breaks. */
  unrated?: number;
  /**
   * The order follows the event: nobody chose it, so the engine's resolution applies to each
   * tournament loaded (the file's own list, else the default for a Swiss or a round robin).
   * Cleared by any change the user makes; a stored order never follows.
   */
  follow?: boolean;
}

export const RULES_LABELS: Record<RulesChoice, string> = {
  auto: "From the event date",
  "fide-2026": "FIDE 2026",
  "fide-2024": "FIDE 2024",
  "fide-pre2023": "FIDE before 2023",
  plain: "Plain (byes are not opponents)",
};

export const RULES_CHOICES: RulesChoice[] = ["auto", ...EDITIONS];

export interface CatalogueEntry {
  name: string;
  title: string;
  summary: string;
  /** The code to add: "BH", or "given:NAME" for a definition that needs a parameter. */
  code: string;
  needsParam: boolean;
}

export interface CatalogueFamily {
  family: string;
  entries: CatalogueEntry[];
}

/** Every registered tie-break grouped by family (families and entries in alphabetical order). */
export function catalogue(defs: readonly TieBreakDef[] = allDefinitions()): CatalogueFamily[] {
  const byFamily = new Map<string, CatalogueEntry[]>();
  for (const d of defs) {
    const list = byFamily.get(d.family) ?? [];
    list.push({
      name: d.name,
      title: d.title,
      summary: d.summary,
      code: d.param === "required" ? `${d.name}:NAME` : d.name,
      needsParam: d.param === "required",
    });
    byFamily.set(d.family, list);
  }
  return [...byFamily.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([family, entries]) => ({
      family,
      entries: entries.sort((a, b) => a.name.localeCompare(b.name)),
    }));
}

/** Codes of a preset, without "PTS" (points always rank first). Invalid codes are kept as text. */
function presetCodes(p: Preset): string[] {
  return p.order
    .filter((c) => c.trim().toUpperCase() !== "PTS")
    .map((c) => {
      try {
        return parseCode(c).code;
      } catch {
        return c.trim();
      }
    });
}

/**
 * A rules edition written in a preset or a saved workbook, read by the engine's one options
 * grammar (any case: "FIDE-2026" is fide-2026), or "auto"; undefined when it is neither.
 */
function rulesOf(value: string | undefined): RulesChoice | undefined {
  if (value === undefined) return undefined;
  if (value.trim().toLowerCase() === "auto") return "auto";
  try {
    return parseOptionItems([{ key: "rules", value }]).engine.rules;
  } catch {
    return undefined;
  }
}

/**
 * The rating for unrated players as typed in the pane or saved with the workbook, read by the
 * engine's one options grammar (as unrated= in the CLI and the functions): the number, none for
 * an empty text, or the grammar's message.
 */
export function unratedOf(text: string): { value?: number; error?: string } {
  if (text.trim() === "") return {};
  try {
    return { value: parseOptionItems([{ key: "unrated", value: text }]).engine.unrated };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** The state a preset gives: its list, and its rules and unrated rating when it names them. */
export function fromPreset(id: string, base?: OrderState): OrderState {
  const p = getPreset(id);
  if (!p) throw new Error(`unknown preset "${id}"`);
  const unrated = p.options?.unrated !== undefined ? Number(p.options.unrated) : base?.unrated;
  return {
    presetId: p.id,
    rules: rulesOf(p.options?.rules) ?? "auto",
    codes: presetCodes(p),
    unrated: Number.isFinite(unrated) ? unrated : undefined,
  };
}

/** The preset a new workbook starts from, when the engine has it. */
export const PREFERRED_PRESET = "fide-swiss";

/**
 * The state for a workbook that has none: the FIDE Swiss preset, else the first chess preset,
 * else the first preset, else an empty list.
 */
export function defaultState(presets: readonly Preset[] = allPresets()): OrderState {
  const p =
    presets.find((x) => x.id === PREFERRED_PRESET) ??
    presets.find((x) => x.game === "chess") ??
    presets[0];
  const s: OrderState = p ? fromPreset(p.id) : { presetId: null, rules: "auto", codes: [] };
  return { ...s, follow: true };
}

/**
 * The state for a loaded tournament. One that follows the event takes the engine's resolution
 * (resolveEvent, the same as the command line's and the custom functions'): the file's own list
 * (TRF 202), else the default preset for the event type (FIDE round robin for a round robin).
 * A state the user chose is kept as it is.
 */
export function stateForEvent(s: OrderState, t: Tournament, rounds?: number): OrderState {
  if (!s.follow) return s;
  const opts: EngineOptions = {};
  if (s.rules !== "auto") opts.rules = s.rules;
  if (s.unrated !== undefined) opts.unrated = s.unrated;
  if (rounds !== undefined) opts.rounds = rounds;
  const r = resolveEvent(t, { options: opts });
  return {
    presetId: r.preset?.id ?? null,
    rules: s.rules,
    codes: r.specs.map((x) => x.code),
    unrated: s.unrated,
    follow: true,
  };
}

/** The standings the page and the pane show: the state for the event, then the engine. */
export function paneStandings(
  s: OrderState,
  t: Tournament,
  rounds?: number
): { state: OrderState; standings: Standings; options: EngineOptions } {
  const state = stateForEvent(s, t, rounds);
  const options = engineOptions(state);
  if (rounds !== undefined) options.rounds = rounds;
  return { state, standings: computeStandings(t, state.codes, options), options };
}

/**
 * Presets for the select, the event's own kind first: for a chess Swiss the chess presets with
 * the Swiss default first, for a round robin its default first, for a Go table the Go presets;
 * the kind's own preset (`own`: a team event's default order, which depends on its type and
 * primary score) at the very top.
 */
export function presetsFor(
  kind: { game?: Preset["game"]; type?: "swiss" | "round-robin"; own?: string },
  presets: readonly Preset[] = allPresets()
): Preset[] {
  const rank = (p: Preset): number => {
    if (kind.own !== undefined) return p.id === kind.own ? 0 : p.game === kind.game ? 1 : 2;
    if (kind.type && p.defaultFor === kind.type && (!kind.game || p.game === kind.game)) return 0;
    if (kind.game && p.game === kind.game) return 1;
    return 2;
  };
  return presets
    .map((p, k) => ({ p, k }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.k - b.k)
    .map((x) => x.p);
}

/** The games in words, for the presets' groups. */
export const GAME_WORDS: Record<Preset["game"], string> = {
  chess: "Chess",
  go: "Go",
  wargame: "Wargames",
  card: "Card games",
  team: "Team chess",
};

const TYPE_WORDS: Record<"swiss" | "round-robin", string> = {
  swiss: "Swiss",
  "round-robin": "round robin",
};

/**
 * The presets as the select groups them: the event's own game first ("For this event (Chess
 * Swiss)", its default at the top: presetsFor), then one group per other game ("Go",
 * "Wargames" ...). The group names the game, so an option is the preset's title alone: "Go, McMahon
 * (OpenGotha default)" under "Go", not "Go: Go, McMahon".
 */
export function presetGroups(
  kind: EventKind,
  presets: readonly Preset[] = allPresets()
): { label: string; presets: Preset[] }[] {
  const groups: { game: Preset["game"]; label: string; presets: Preset[] }[] = [];
  for (const p of presetsFor(kind, presets)) {
    let g = groups.find((x) => x.game === p.game);
    if (!g) {
      const game = GAME_WORDS[p.game] ?? p.game;
      const label =
        p.game === kind.game
          ? `For this event (${kind.game === "chess" || kind.game === "team" ? `${game} ${TYPE_WORDS[kind.type]}` : game})`
          : game;
      g = { game: p.game, label, presets: [] };
      groups.push(g);
    }
    g.presets.push(p);
  }
  return groups.map(({ label, presets: list }) => ({ label, presets: list }));
}

export interface EventKind {
  game: Preset["game"];
  type: "swiss" | "round-robin";
  /** The event's own preset, listed first (a team event's default order: teamKind). */
  own?: string;
}

/**
 * The kind of event a tournament is, for ordering the presets: its type as the engine resolves it
 * (resolveEvent: the file's, else inferred from the pairings), and its game from what the results
 * carry (Go ranks or handicaps: Go; wargame statistics such as battle points: a wargame; else chess).
 */
export function eventKind(t: Tournament): EventKind {
  const type = resolveEvent(t, { fileOrder: false }).type;
  let go = false;
  let wargame = false;
  for (const p of t.players) {
    if (p.rank !== undefined && p.rank !== "") go = true;
    for (const e of p.rounds) {
      if (!e || e.kind === "bye") continue;
      if (e.handicap !== undefined) go = true;
      if (e.kind === "game" && e.stats && Object.keys(e.stats).length > 0) wargame = true;
    }
  }
  return { game: go ? "go" : wargame ? "wargame" : "chess", type };
}

/** Whether the list still equals its preset's (for showing "modified"). */
export function isModified(s: OrderState): boolean {
  if (s.presetId === null) return false;
  const p = getPreset(s.presetId);
  if (!p) return true;
  const codes = presetCodes(p);
  return codes.length !== s.codes.length || codes.some((c, k) => c !== s.codes[k]);
}

/** The list as FIDE codes, "BH/C1, BH, SB, DE". */
export function orderText(codes: readonly string[]): string {
  return codes.join(", ");
}

export type TextResult = { ok: true; codes: string[] } | { ok: false; error: string };

/** Reads the text field. The error says which entry is wrong and lists the valid codes. */
export function parseOrderText(text: string): TextResult {
  try {
    return { ok: true, codes: parseOrder(text).map((s) => s.code) };
  } catch (e) {
    if (e instanceof CodeError) {
      const names = allDefinitions()
        .map((d) => d.name + (d.param === "required" ? ":NAME" : ""))
        .join(", ");
      const msg = e.message.includes("Valid codes")
        ? e.message
        : `${e.message}. Valid codes: ${names}`;
      return { ok: false, error: msg };
    }
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** The file's own tie-break list (TRF record 202) as canonical codes, if it has a valid one. */
export function fileOrder(list: readonly string[] | undefined): string[] | null {
  if (!list || list.length === 0) return null;
  const r = parseOrderText(list.join(", "));
  return r.ok && r.codes.length > 0 ? r.codes : null;
}

/**
 * The order a TRF imported into a workbook brings: when the current order follows the event
 * (nobody chose it) and the file has a valid list of its own (record 202), the engine's
 * resolution for the file, as an order of the workbook (no longer following: the results sheet
 * written from the file does not carry the record); else null, and the current order stays.
 */
export function importedOrder(s: OrderState, t: Tournament): OrderState | null {
  if (s.follow !== true || fileOrder(t.tiebreaks) === null) return null;
  const chosen = stateForEvent(s, t);
  delete chosen.follow;
  return chosen;
}

/** Moves the entry at `from` by `delta` places (clamped); returns a new list. */
export function move(codes: readonly string[], from: number, delta: number): string[] {
  const to = Math.max(0, Math.min(codes.length - 1, from + delta));
  return moveTo(codes, from, to);
}

/** Moves the entry at `from` so that it ends at index `to`; returns a new list. */
export function moveTo(codes: readonly string[], from: number, to: number): string[] {
  const out = [...codes];
  if (from < 0 || from >= out.length) return out;
  const [item] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(out.length, to)), 0, item);
  return out;
}

export function removeAt(codes: readonly string[], at: number): string[] {
  return codes.filter((_, k) => k !== at);
}

/** Appends a code (canonical form); throws CodeError for an invalid one. */
export function addCode(codes: readonly string[], code: string): string[] {
  return [...codes, parseCode(code).code];
}

/** The modifiers the editor offers for one entry. */
export interface Modifiers {
  /** "", "C1", "C2", "M1", "M2". */
  cut: string;
  p: boolean;
  r: boolean;
  f: boolean;
  unrated?: number;
}

export interface ModifierChoices {
  cuts: string[];
  p: boolean;
  r: boolean;
  f: boolean;
  unrated: boolean;
}

/** Which modifiers a code accepts (from its definition). */
export function modifierChoices(code: string): ModifierChoices {
  const def = parseCode(code).def;
  const m = new Set<string>(def.modifiers);
  const cuts = [""];
  if (m.has("C")) cuts.push("C1", "C2");
  if (m.has("M")) cuts.push("M1", "M2");
  return { cuts, p: m.has("P"), r: m.has("R"), f: m.has("F"), unrated: m.has("U") };
}

export function modifiersOf(code: string): Modifiers {
  const s = parseCode(code);
  return {
    cut: s.cut ? `C${s.cut}` : s.median ? `M${s.median}` : "",
    p: s.p,
    r: s.r,
    f: s.f,
    unrated: s.unrated,
  };
}

/** The code with the given modifiers, in canonical form (other modifiers such as /L, /K kept). */
export function withModifiers(code: string, mods: Modifiers): string {
  const s: CodeSpec = { ...parseCode(code) };
  const choices = modifierChoices(code);
  const cut = choices.cuts.includes(mods.cut) ? mods.cut : "";
  s.cut = cut.startsWith("C") ? Number(cut.slice(1)) : 0;
  s.median = cut.startsWith("M") ? Number(cut.slice(1)) : 0;
  s.p = choices.p && mods.p;
  s.r = choices.r && mods.r;
  s.f = choices.f && mods.f;
  s.unrated =
    choices.unrated && mods.unrated !== undefined && Number.isInteger(mods.unrated)
      ? mods.unrated
      : undefined;
  return parseCode(canonical(s)).code;
}

/**
 * Engine options for the state, through the engine's one options grammar (the preset's own
 * options first, then the editor's rules and unrated rating), as the CLI and the functions do.
 */
export function engineOptions(s: OrderState): EngineOptions {
  const items: OptionItem[] = [];
  if (s.presetId && getPreset(s.presetId)) items.push({ key: "preset", value: s.presetId });
  if (s.rules !== "auto") items.push({ key: "rules", value: s.rules });
  if (s.unrated !== undefined) items.push({ key: "unrated", value: String(s.unrated) });
  return parseOptionItems(items).engine;
}

/**
 * The options as the text the custom functions take ("rules=plain; unrated=1400"), for the
 * formula written beside an imported TRF. Keys and values come from the editor, never from a file.
 */
export function optionsText(s: OrderState): string {
  const o = engineOptions(s);
  const parts: string[] = [];
  if (o.rules) parts.push(`rules=${o.rules}`);
  if (o.unrated !== undefined) parts.push(`unrated=${o.unrated}`);
  if (o.type) parts.push(`type=${o.type}`);
  if (o.de) parts.push(`de=${o.de}`);
  if (o.primary) parts.push(`primary=${o.primary}`);
  for (const [k, v] of Object.entries(o.extra ?? {})) parts.push(`${k}=${v}`);
  return parts.join("; ");
}

/** Human-readable label of the preset (or "Custom list"). */
export function presetLabel(s: OrderState): string {
  const p = s.presetId ? getPreset(s.presetId) : undefined;
  if (!p) return "Custom list";
  return isModified(s) ? `${p.title} (modified)` : p.title;
}

const VERSION = 1;

/** The state as stored in the workbook settings. */
export function serialize(s: OrderState): string {
  return JSON.stringify({
    v: VERSION,
    preset: s.presetId,
    rules: s.rules,
    order: s.codes,
    unrated: s.unrated,
  });
}

/**
 * Restores a stored state. Anything unreadable (another version, a hand-edited value, a code
 * the engine no longer knows) is reported rather than silently dropped: the result carries the
 * readable part and a warning.
 */
export function deserialize(text: unknown): { state: OrderState | null; warning?: string } {
  if (typeof text !== "string" || text === "") return { state: null };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { state: null, warning: "The saved tie-break order could not be read; using a preset." };
  }
  if (typeof raw !== "object" || raw === null) return { state: null };
  const r = raw as Record<string, unknown>;
  const problems: string[] = [];
  const rules = rulesOf(typeof r.rules === "string" ? r.rules : undefined) ?? "auto";
  if (r.rules !== undefined && r.rules !== null && rules === "auto" && r.rules !== "auto")
    problems.push(
      `The saved rules ${JSON.stringify(r.rules)} are not an edition; the edition in force is used.`
    );
  const presetId =
    typeof r.preset === "string" && getPreset(r.preset) ? getPreset(r.preset)!.id : null;
  let unrated: number | undefined;
  if (typeof r.unrated === "number" || typeof r.unrated === "string") {
    const u = unratedOf(String(r.unrated));
    if (u.error) problems.push(`The saved rating for unrated players was left out: ${u.error}.`);
    else unrated = u.value;
  }
  const codes: string[] = [];
  const bad: string[] = [];
  for (const c of Array.isArray(r.order) ? r.order : []) {
    if (typeof c !== "string") continue;
    try {
      codes.push(parseCode(c).code);
    } catch {
      bad.push(c);
    }
  }
  const state: OrderState = { presetId, rules, codes, unrated };
  if (bad.length) problems.push(`Saved codes no longer known were left out: ${bad.join(", ")}`);
  return problems.length ? { state, warning: problems.join(" ") } : { state };
}
