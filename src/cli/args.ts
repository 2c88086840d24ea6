/**
 * Command-line arguments: util.parseArgs plus checks that turn every bad value into a UsageError
 * with a message saying what was expected.
 */
import { parseArgs } from "util";
import { EDITIONS, type Edition, type EventType } from "../engine";
import { InputError, NOWHERE, type ErrorReason, type Place } from "../engine/errors";

/** A command line that cannot be run as given; `place` names the option or argument. */
export class UsageError extends InputError {
  constructor(message: string, reason: ErrorReason = "usage", place: Place = NOWHERE) {
    super(reason, message, place);
    this.name = "UsageError";
  }
}

export type OutputFormat = "text" | "json" | "csv";

export interface StandingsArgs {
  file?: string;
  tiebreaks?: string;
  preset?: string;
  rules?: Edition;
  type?: EventType;
  rounds?: number;
  unrated?: number;
  format?: OutputFormat;
  sheet?: string;
  out?: string;
  force: boolean;
  /** --option key=value, keys lower case. */
  options: Record<string, string>;
}

export interface ParsedArgs {
  command: string | undefined;
  help: boolean;
  version: boolean;
  standings: StandingsArgs;
}

const OPTIONS = {
  tiebreaks: { type: "string", short: "t" },
  preset: { type: "string", short: "p" },
  rules: { type: "string", short: "r" },
  type: { type: "string" },
  rounds: { type: "string", short: "n" },
  unrated: { type: "string", short: "u" },
  format: { type: "string", short: "f" },
  sheet: { type: "string" },
  out: { type: "string", short: "o" },
  option: { type: "string", multiple: true },
  force: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const;

function wholeNumber(name: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`--${name} "${text}": expected a whole number from ${min} to ${max}`);
  }
  return Number(text);
}

export function parseCommandLine(argv: readonly string[]): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    // Node's messages name the option ("Unknown option '--foo'"); keep them, drop the error code
    const msg = e instanceof Error ? e.message.replace(/^TypeError \[[A-Z_]+\]: /, "") : String(e);
    throw new UsageError(`${msg}. Run "tiebreaks --help" for the options.`);
  }
  const v = parsed.values;
  const [command, ...rest] = parsed.positionals;
  if (rest.length > 1) {
    throw new UsageError(`one input file expected, got ${rest.length}: ${rest.join(" ")}`);
  }
  const s: StandingsArgs = { file: rest[0], force: Boolean(v.force), options: {} };
  if (v.tiebreaks !== undefined) s.tiebreaks = v.tiebreaks;
  if (v.preset !== undefined) s.preset = v.preset;
  if (s.tiebreaks !== undefined && s.preset !== undefined) {
    throw new UsageError("give either --tiebreaks or --preset, not both");
  }
  if (v.rules !== undefined) {
    const r = v.rules.trim().toLowerCase();
    if (!(EDITIONS as readonly string[]).includes(r)) {
      throw new UsageError(`--rules "${v.rules}": expected one of ${EDITIONS.join(", ")}`);
    }
    s.rules = r as Edition;
  }
  if (v.type !== undefined) {
    const t = v.type.trim().toLowerCase().replace(/[\s_]/g, "-");
    if (t === "swiss") s.type = "swiss";
    else if (["round-robin", "roundrobin", "rr", "robin", "berger"].includes(t)) {
      s.type = "round-robin";
    } else throw new UsageError(`--type "${v.type}": expected swiss or round-robin`);
  }
  if (v.rounds !== undefined) s.rounds = wholeNumber("rounds", v.rounds, 0, 999);
  if (v.unrated !== undefined) s.unrated = wholeNumber("unrated", v.unrated, 0, 4000);
  if (v.format !== undefined) {
    const f = v.format.trim().toLowerCase();
    if (f !== "text" && f !== "json" && f !== "csv") {
      throw new UsageError(`--format "${v.format}": expected text, json or csv`);
    }
    s.format = f;
  }
  if (v.sheet !== undefined) s.sheet = v.sheet;
  if (v.out !== undefined) s.out = v.out;
  for (const o of v.option ?? []) {
    const m = /^\s*([A-Za-z0-9_.-]+)\s*=(.*)$/.exec(o);
    if (!m) throw new UsageError(`--option "${o}": expected key=value, e.g. --option de=strict`);
    s.options[m[1].toLowerCase()] = m[2].trim();
  }
  return {
    command,
    help: Boolean(v.help),
    version: Boolean(v.version),
    standings: s,
  };
}
