/**
 * Command-line arguments: util.parseArgs plus checks that turn every bad value into a UsageError
 * with a message saying what was expected.
 */
import { parseArgs } from "util";
import {
  canonicalKey,
  parseOptionItems,
  type Edition,
  type EventType,
  type OptionItem,
  type ParsedOptions,
} from "../engine";
import { InputError, NOWHERE, type ErrorReason, type Place } from "../engine/errors";
import { ENCODING_CHOICES, encodingOf } from "../formats/decode";
import { posixLocale, resolveLanguage, type Lang } from "../i18n/languages";

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
  /** --roster FILE|SHEET: the roster of a board list without team columns. */
  roster?: string;
  out?: string;
  force: boolean;
  /** Every option as written (--option items, then the flags), in the order they apply. */
  items: OptionItem[];
  /** The items parsed and validated by the engine's options grammar. */
  parsed: ParsedOptions;
  /** --individual: read a TRF with team lines (013/310) as an individual event. */
  individual?: boolean;
  /** --boards: team events, also print the board tables. */
  boards?: boolean;
  /** tiebreaks prizes: the prize list file (--split is an option item, split=...). */
  prizes?: string;
  /** --crosstable: print (and write) the crosstable beside the ranking list. */
  crosstable: boolean;
  /** --columns club,born: further player columns of the ranking list (the source's own). */
  columns?: string[];
  /** --fide-list FILE: a FIDE rating list (TXT or .zip as downloaded), for rating changes. */
  fideList?: string;
  /** --encoding NAME: the text encoding of the input files, instead of the guess (decode.ts). */
  encoding?: string;
}

export interface ParsedArgs {
  command: string | undefined;
  help: boolean;
  version: boolean;
  standings: StandingsArgs;
  /** `explain FILE PLAYER [CODE ...]`: the player and the codes (FILE is standings.file). */
  explain?: { player: string; codes: string[] };
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
  roster: { type: "string" },
  out: { type: "string", short: "o" },
  prizes: { type: "string" },
  split: { type: "string" },
  option: { type: "string", multiple: true },
  force: { type: "boolean" },
  individual: { type: "boolean" },
  boards: { type: "boolean" },
  crosstable: { type: "boolean" },
  columns: { type: "string" },
  "fide-list": { type: "string" },
  encoding: { type: "string" },
  lang: { type: "string" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const;

/**
 * The language of the command line's texts: --lang (or --option lang=), else the POSIX locale
 * (LC_ALL, LC_MESSAGES, LANG), else English; the one rule of every surface (i18n/languages.ts).
 */
export function cliLanguage(
  s: StandingsArgs,
  env: Readonly<Record<string, string | undefined>>
): Lang {
  return resolveLanguage(s.parsed.lang, posixLocale(env));
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
  let explain: ParsedArgs["explain"];
  if (command === "explain") {
    if (rest.length < 2) {
      throw new UsageError(
        'explain needs a file and a player: tiebreaks explain FILE PLAYER [CODE ...] (PLAYER: start number or name, e.g. 3 or "Ellis, Margaret")'
      );
    }
    explain = { player: rest[1], codes: rest.slice(2) };
  } else if (rest.length > 1) {
    throw new UsageError(`one input file expected, got ${rest.length}: ${rest.join(" ")}`);
  }
  // every option through the engine's one grammar: --option items first, the flags after them
  // (a flag wins over the same key given with --option)
  const items: OptionItem[] = [];
  for (const o of v.option ?? []) {
    const m = /^\s*([^=\s][^=]*?)\s*=(.*)$/.exec(o);
    if (!m) {
      throw new UsageError(
        `--option "${o}": expected key=value, e.g. --option de=strict`,
        "syntax",
        {
          kind: "argument",
          name: "--option",
        }
      );
    }
    items.push({ key: m[1], value: m[2].trim(), label: `--option ${m[1]}` });
  }
  const flag = (key: string, value: string | undefined): void => {
    if (value !== undefined) items.push({ key, value, label: `--${key}`, flag: true });
  };
  flag("preset", v.preset);
  flag("tiebreaks", v.tiebreaks);
  flag("rules", v.rules);
  // tiebreaks ratings: --type is the type of play (rating=standard|rapid|blitz)
  if (command === "ratings" && v.type !== undefined) {
    const t = v.type.trim().toLowerCase();
    if (!["standard", "rapid", "blitz"].includes(t))
      throw new UsageError(
        `--type "${v.type}": expected standard, rapid or blitz`,
        "invalid-value",
        {
          kind: "argument",
          name: "--type",
        }
      );
    items.push({ key: "rating", value: t, label: "--type", flag: true });
  } else flag("type", v.type);
  flag("rounds", v.rounds);
  flag("unrated", v.unrated);
  flag("split", v.split);
  flag("columns", v.columns);
  flag("lang", v.lang);
  const parsedOptions = parseOptionItems(items);
  const s: StandingsArgs = {
    file: rest[0],
    force: Boolean(v.force),
    crosstable: Boolean(v.crosstable),
    items,
    parsed: parsedOptions,
  };
  if (v.individual) s.individual = true;
  if (v.boards) s.boards = true;
  const presets = items.filter((i) => canonicalKey(i.key) === "preset");
  const orders = items.filter((i) => canonicalKey(i.key) === "order");
  if (presets.length > 0 && orders.length > 0) {
    throw new UsageError("give either --tiebreaks or --preset, not both");
  }
  if (parsedOptions.preset) s.preset = parsedOptions.preset.id;
  if (parsedOptions.order !== undefined) s.tiebreaks = parsedOptions.order;
  if (parsedOptions.columns !== undefined) s.columns = parsedOptions.columns;
  const e = parsedOptions.engine;
  if (e.rules !== undefined) s.rules = e.rules;
  if (e.type !== undefined) s.type = e.type;
  if (e.rounds !== undefined) s.rounds = e.rounds;
  if (e.unrated !== undefined) s.unrated = e.unrated;
  if (v.format !== undefined) {
    const f = v.format.trim().toLowerCase();
    if (f !== "text" && f !== "json" && f !== "csv") {
      throw new UsageError(`--format "${v.format}": expected text, json or csv`);
    }
    s.format = f;
  }
  if (v.sheet !== undefined) s.sheet = v.sheet;
  if (v.roster !== undefined) s.roster = v.roster;
  if (v.out !== undefined) s.out = v.out;
  if (v.prizes !== undefined) s.prizes = v.prizes;
  if (v["fide-list"] !== undefined) s.fideList = v["fide-list"];
  if (v.encoding !== undefined) {
    const enc = encodingOf(v.encoding);
    if (enc === undefined) {
      throw new UsageError(
        `--encoding "${v.encoding}": not an encoding that can be read; e.g. ${ENCODING_CHOICES.map((c) => c.name).join(", ")}`,
        "usage",
        { kind: "argument", name: "--encoding" }
      );
    }
    s.encoding = enc;
  }
  return {
    command,
    help: Boolean(v.help),
    version: Boolean(v.version),
    standings: s,
    explain,
  };
}
