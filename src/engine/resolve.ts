/**
 * One answer for one file: the tie-break order, the rules edition, the event type and the rounds
 * counted are resolved here, once, for the command line, the custom functions, the task pane and
 * the standalone page. Each surface only says what its user asked for (an order, a preset,
 * options); what happens when nothing is asked is decided here and nowhere else:
 *
 * - order: the one given, else the preset's, else the file's own list (TRF record 202), else the
 *   preset marked `defaultFor` the event type (FIDE Swiss, FIDE round robin);
 * - event type: the type asked for, else the preset's, else the file's (TRF 092/192), else
 *   inferred from the pairings (everybody met everybody: round robin);
 * - edition: the one asked for, else the preset's, else the one in force on the start date
 *   (TRF 042), else FIDE 2026;
 * - options: the preset's options under the ones asked for.
 */
import { editionForDate, EDITIONS, inferType, type Edition, type EngineOptions } from "./context";
import {
  CodeError,
  defaultPreset,
  getPreset,
  parseOrder,
  type CodeSpec,
  type Preset,
} from "./registry";
import { computeStandings, type Standings } from "./standings";
import { roundsCounted, roundsEntered, type EventType, type Tournament } from "./types";

export interface ResolveRequest {
  /** A tie-break list given by the user (codes), or null/undefined for none. */
  order?: string | readonly string[] | null;
  /** A preset chosen by the user (id or the preset itself). */
  preset?: string | Preset | null;
  /** Options given by the user; they override the preset's. */
  options?: EngineOptions;
  /** Whether the file's own list (TRF 202) is used when no order or preset is given. Default true. */
  fileOrder?: boolean;
}

export type OrderOrigin = "given" | "preset" | "file" | "default";

export interface Resolution {
  specs: CodeSpec[];
  /** Where the order came from. */
  origin: OrderOrigin;
  /** The same in words: "--tiebreaks", "preset fide-round-robin (the default for a round robin)". */
  source: string;
  /** The preset used (chosen, or the default), or null. */
  preset: Preset | null;
  /** Everything the engine needs, defaults filled in (rules, type and rounds always set). */
  options: EngineOptions;
  edition: Edition;
  type: EventType;
  rounds: number;
}

/** Thrown when a list cannot be read; `origin` says which list (the user's, a preset's, the file's). */
export class ResolveError extends CodeError {
  readonly origin: OrderOrigin;
  constructor(origin: OrderOrigin, e: CodeError) {
    super(e.code, e.message, e.reason, e.suggestions);
    this.name = "ResolveError";
    this.origin = origin;
  }
}

/**
 * Rounds entered in the file (the longest player line), and the rounds counted by default (less
 * a last round paired without any result yet); one function each for every caller.
 */
export { roundsCounted, roundsEntered };

const KNOWN = new Set(["rules", "type", "de", "primary", "unrated"]);

/** A preset's options ({ rules: "plain", bar: "4d" }) as engine options. */
export function presetEngineOptions(p: Preset | null | undefined): EngineOptions {
  const o: EngineOptions = {};
  if (!p?.options) return o;
  const extra: Record<string, string> = {};
  for (const [key, v] of Object.entries(p.options)) {
    const k = key.toLowerCase();
    if (k === "rules" && (EDITIONS as readonly string[]).includes(v)) o.rules = v as Edition;
    else if (k === "type" && (v === "swiss" || v === "round-robin")) o.type = v;
    else if (k === "de" && (v === "fide" || v === "strict")) o.de = v;
    else if (k === "primary") o.primary = v;
    else if (k === "unrated" && /^\d+$/.test(v)) o.unrated = Number(v);
    else if (!KNOWN.has(k)) extra[k] = v;
  }
  if (Object.keys(extra).length) o.extra = extra;
  return o;
}

/** The user's options over the preset's (extra merged key by key). */
function merge(under: EngineOptions, over: EngineOptions): EngineOptions {
  const out: EngineOptions = { ...under };
  for (const [k, v] of Object.entries(over) as [keyof EngineOptions, unknown][]) {
    if (v !== undefined && k !== "extra") (out as Record<string, unknown>)[k] = v;
  }
  if (under.extra || over.extra) out.extra = { ...(under.extra ?? {}), ...(over.extra ?? {}) };
  return out;
}

function parse(origin: OrderOrigin, text: string | readonly string[]): CodeSpec[] {
  try {
    return parseOrder(text);
  } catch (e) {
    if (e instanceof CodeError) throw new ResolveError(origin, e);
    throw e;
  }
}

const TYPE_WORDS: Record<EventType, string> = {
  swiss: "a Swiss",
  "round-robin": "a round robin",
};

/** Resolves order, edition, type and rounds for a tournament; see the comment at the top. */
export function resolveEvent(t: Tournament, req: ResolveRequest = {}): Resolution {
  const asked = req.options ?? {};
  const rounds = asked.rounds ?? roundsCounted(t);
  let preset: Preset | null = null;
  if (req.preset) {
    preset = typeof req.preset === "string" ? (getPreset(req.preset) ?? null) : req.preset;
    if (!preset) throw new RangeError(`unknown preset "${String(req.preset)}"`);
  }
  const given =
    req.order !== undefined &&
    req.order !== null &&
    (typeof req.order === "string" ? req.order.trim() !== "" : req.order.length > 0);
  // the type first: it chooses the default order
  const fromPreset = presetEngineOptions(preset);
  const type: EventType = asked.type ?? fromPreset.type ?? t.type ?? inferType(t, rounds);
  let specs: CodeSpec[];
  let origin: OrderOrigin;
  let source: string;
  if (given) {
    specs = parse("given", req.order as string | string[]);
    origin = "given";
    source = "the order given";
  } else if (preset) {
    specs = parse("preset", preset.order);
    origin = "preset";
    source = `preset ${preset.id}`;
  } else if (req.fileOrder !== false && t.tiebreaks && t.tiebreaks.length > 0) {
    specs = parse("file", t.tiebreaks);
    origin = "file";
    source = "the file's list (TRF record 202)";
  } else {
    preset = defaultPreset(type);
    specs = parse("default", preset.order);
    origin = "default";
    source = `preset ${preset.id} (the default for ${TYPE_WORDS[type]})`;
  }
  const options = merge(origin === "default" ? presetEngineOptions(preset) : fromPreset, asked);
  const edition: Edition = options.rules ?? editionForDate(t.startDate) ?? "fide-2026";
  options.rules = edition;
  options.type = type;
  options.rounds = rounds;
  return { specs, origin, source, preset, options, edition, type, rounds };
}

/** Standings with everything resolved by resolveEvent. */
export function resolvedStandings(
  t: Tournament,
  req: ResolveRequest = {}
): { standings: Standings; resolution: Resolution } {
  const resolution = resolveEvent(t, req);
  return {
    standings: computeStandings(t, resolution.specs, resolution.options),
    resolution,
  };
}
