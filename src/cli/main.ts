/**
 * The command line: `tiebreaks standings [FILE] ...`, `tiebreaks codes`, `tiebreaks presets`.
 * A thin adapter: read the file, call the engine, present the standings. `run` is pure apart from
 * the injected IO, so tests call it in-process.
 *
 * Exit codes: 0 done, 2 bad input or usage (the message says what and where), 1 internal error.
 */
import * as fs from "fs";
import * as path from "path";
import {
  allDefinitions,
  allPresets,
  isInputError,
  type InputError,
  type Place,
  defaultPreset,
  computeStandings,
  getPreset,
  inferType,
  parseOptionItems,
  parseOrder,
  type CodeSpec,
  type EngineOptions,
  type Standings,
  type Tournament,
} from "../engine";
import { standingsJson, standingsTable, standingsText } from "../formats/table";
import { makeTrf } from "../formats/trf";
import { parseCommandLine, UsageError, type StandingsArgs } from "./args";
import { loadTournament } from "./input";
import { runTeamStandings } from "./team";
import type { TeamTrfResult } from "../formats/trf-team";
import { sameFile, writeFileAtomic } from "./write";

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  readFile(file: string): Uint8Array;
  /** Writes through a temporary file and a rename (see write.ts); `shown` names it in errors. */
  writeFile(file: string, data: Uint8Array | string, shown?: string): void;
  exists(file: string): boolean;
  /** Whether two paths are the same file on disk (device and inode, links resolved). */
  sameFile(a: string, b: string): boolean;
  /** Directory that relative paths are resolved against. */
  cwd: string;
}

const ROOT = path.resolve(__dirname, "..", "..");
/** The bundled example used when no file is given. */
export const EXAMPLE = path.join(ROOT, "examples", "club-swiss.trf");
/** Used when neither the command line, the file nor a registered preset gives an order. */

export function nodeIO(): CliIO {
  return {
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    readFile: (f) => fs.readFileSync(f),
    writeFile: (f, d, shown) => writeFileAtomic(f, d, shown),
    exists: (f) => fs.existsSync(f),
    sameFile,
    cwd: process.cwd(),
  };
}

function version(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      version?: string;
    };
    return pkg.version ?? "unknown";
  } catch {
    return "unknown";
  }
}

export const HELP = `tiebreaks: exact tie-breaks and standings (FIDE C.07 2026/2024/pre-2023, Go, wargames)

Usage:
  tiebreaks standings [FILE] [options]   standings of a tournament (.trf, .txt, .csv, .xlsx);
                                         without FILE, of the bundled example club Swiss
  tiebreaks prizes FILE --prizes PRIZES  the prize list on the standings of FILE (PRIZES: .csv,
                                         .xlsx or .json, one row per prize: name, amount,
                                         category such as Rtg<1800, Born>=2008, Sex=f, unrated)
  tiebreaks codes                        every tie-break code, grouped by family
  tiebreaks presets                      the named tie-break orders
  tiebreaks --help | --version

Options for standings:
  -t, --tiebreaks "BH/C1,BH,SB"   tie-break order (FIDE codes, any case, "-" or "/": BH-C1 = BH/C1)
  -p, --preset ID                 a named order (see "tiebreaks presets")
                                  default: the file's list (TRF record 202), else fide-swiss
                                  (fide-round-robin for a round robin)
  -r, --rules EDITION             fide-2026 | fide-2024 | fide-pre2023 | plain
                                  default: the edition in force on the start date (TRF 042),
                                  else fide-2026
      --type swiss|round-robin    force the event type (default: the file's 092/192, else the
                                  pairings)
  -n, --rounds N                  standings after round N
  -u, --unrated RATING            rating for unrated players in rating-based tie-breaks
  -f, --format text|json|csv      what to print (default text)
      --sheet NAME                worksheet of an .xlsx file (default: the first)
  -o, --out FILE                  also write the standings: .xlsx, .csv, .json, .txt, or .trf
                                  (the tournament in TRF16 with the ranks filled in)
      --force                     replace an existing --out file
      --individual                read a TRF with team lines (013/310) as an individual event
      --boards                    team events: also print the board tables (board prizes;
                                  --option min_games=N for the minimum number of games)
      --option key=value          further options: de=fide|strict (direct encounter reading),
                                  primary=CODE (a main score other than the points), and
                                  family options such as bar=4d for Go; may be repeated;
                                  keys and values in any case, an unknown one lists the valid ones

Options for prizes (and every option of standings for the ranking):
      --split tiebreak|shared|hort  players tied on points: the ranking decides (default), they
                                    share the prizes equally, or half and half (Hort system)
      --option rating=main|fide|national|COLUMN  the rating that rating categories read
  -o, --out FILE                    also write the prize list: .xlsx, .html, .csv, .json, .txt

Exit status: 0 done, 2 bad input (the message names the line or cell), 1 internal error.
`;

/** `tiebreaks codes`: the catalogue, grouped by family, one line per code. */
export function codesText(): string {
  const byFamily = new Map<string, ReturnType<typeof allDefinitions>>();
  for (const d of allDefinitions()) {
    const list = byFamily.get(d.family) ?? [];
    list.push(d);
    byFamily.set(d.family, list);
  }
  const lines: string[] = [];
  const width = Math.max(
    ...allDefinitions().map((d) => (d.name + (d.param ? ":NAME" : "")).length)
  );
  for (const [family, defs] of byFamily) {
    lines.push(`${family}:`);
    for (const d of defs) {
      const name = d.name + (d.param === "required" ? ":NAME" : d.param ? "[:NAME]" : "");
      const mods = d.modifiers.length ? ` [${d.modifiers.map((m) => "/" + m).join(" ")}]` : "";
      const aliases = d.aliases?.length ? ` (also ${d.aliases.join(", ")})` : "";
      lines.push(`  ${name.padEnd(width + 2)}  ${d.title}${aliases}${mods}: ${d.summary}`);
    }
    lines.push("");
  }
  lines.push(
    `Modifiers: /Cn cut, /Mn median, /P forfeits as played, /L±n Koya limit, /Un rating for unrated, /V2024 rules edition.`
  );
  return lines.join("\n") + "\n";
}

/** `tiebreaks presets`: one line per preset. */
export function presetsText(): string {
  const list = allPresets();
  const width = Math.max(0, ...list.map((p) => p.id.length));
  const lines = list.map((p) => {
    const opts = p.options
      ? ` (${Object.entries(p.options)
          .map(([k, v]) => `${k}=${v}`)
          .join(", ")})`
      : "";
    return `  ${p.id.padEnd(width)}  [${p.game}] ${p.order.join(", ")}${opts}: ${p.title}`;
  });
  return lines.join("\n") + "\n";
}

interface Order {
  specs: CodeSpec[];
  /** Where the order came from, for messages. */
  source: string;
  /** The preset the order came from, whose options apply under the command line's. */
  presetId?: string;
}

export function resolveOrder(a: StandingsArgs, t: Tournament, fileLabel: string): Order {
  const parse = (text: string | readonly string[], prefix = "", suffix = ""): CodeSpec[] => {
    try {
      return parseOrder(text);
    } catch (e) {
      if (isInputError(e)) throw new UsageError(prefix + e.message + suffix, e.reason, e.place);
      throw e;
    }
  };
  if (a.tiebreaks !== undefined) {
    const specs = parse(a.tiebreaks, "--tiebreaks: ");
    return { specs, source: "--tiebreaks" };
  }
  const presetIds = (): string =>
    allPresets()
      .map((p) => p.id)
      .join(", ");
  if (a.preset !== undefined) {
    const p = getPreset(a.preset);
    if (!p) throw new UsageError(`unknown preset "${a.preset}". Presets: ${presetIds()}`);
    return {
      specs: parse(p.order, `preset ${p.id}: `),
      source: `preset ${p.id}`,
      presetId: p.id,
    };
  }
  if (t.tiebreaks && t.tiebreaks.length > 0) {
    const specs = parse(
      t.tiebreaks,
      `${fileLabel}: tie-break list (record 202): `,
      ". Give --tiebreaks or --preset to use another order"
    );
    return { specs, source: `${fileLabel} (record 202)` };
  }
  const entered = t.players.reduce((m, p) => Math.max(m, p.rounds.length), 0);
  const type = a.type ?? t.type ?? inferType(t, a.rounds ?? entered);
  const p = defaultPreset(type);
  return {
    specs: parse(p.order, `preset ${p.id}: `),
    source: `preset ${p.id}`,
    presetId: p.id,
  };
}

/**
 * The engine options: the command line's, parsed once by the engine's grammar (args.ts), over
 * the options of the preset the order came from when the command line did not name it.
 */
export function engineOptions(a: StandingsArgs, order: Order): EngineOptions {
  if (order.presetId === undefined || a.preset !== undefined) return a.parsed.engine;
  return parseOptionItems([{ key: "preset", value: order.presetId }, ...a.items]).engine;
}

type OutKind = "xlsx" | "csv" | "json" | "txt" | "trf";

function outKind(file: string): OutKind {
  const ext = path.extname(file).toLowerCase().slice(1);
  if (ext === "xlsx" || ext === "csv" || ext === "json" || ext === "txt" || ext === "trf") {
    return ext;
  }
  throw new UsageError(`--out ${file}: the file name must end in .xlsx, .csv, .json, .txt or .trf`);
}

async function csvText(st: Standings, t: Tournament): Promise<string> {
  const { writeCsv } = await import("../formats/csv");
  const table = standingsTable(st, t);
  return writeCsv([table.header, ...table.rows]);
}

/** The JSON with one player per line: readable, and still one JSON document. */
function jsonText(st: Standings): string {
  const j = standingsJson(st) as { rules: string; tiebreaks: string[]; players: object[] };
  const players = j.players.map((p) => `    ${JSON.stringify(p)}`).join(",\n");
  return (
    `{\n  "rules": ${JSON.stringify(j.rules)},\n  "tiebreaks": ${JSON.stringify(j.tiebreaks)},\n` +
    `  "players": [${players ? `\n${players}\n  ` : ""}]\n}\n`
  );
}

/** "FILE:12" for a TRF line, "FILE:Results!C7" for a cell, "FILE" otherwise. */
function where(fileLabel: string, p: Place): string {
  if (p.kind === "line") return `${fileLabel}:${p.line}`;
  if (p.kind === "cell") return `${fileLabel}:${p.cell}`;
  return fileLabel;
}

/** The problems of an input error, at most 20, each with its place in the file. */
export function printProblems(io: CliIO, fileLabel: string, e: InputError): void {
  const list = e.problems;
  for (const i of list.slice(0, 20))
    io.stderr(`tiebreaks: ${where(fileLabel, i.place)}: ${i.message}\n`);
  if (list.length > 20) io.stderr(`tiebreaks: ... and ${list.length - 20} more\n`);
}

async function standings(a: StandingsArgs, io: CliIO): Promise<number> {
  const rel = path.relative(io.cwd, EXAMPLE);
  const fileLabel = a.file ?? (rel.startsWith("..") || path.isAbsolute(rel) ? EXAMPLE : rel);
  const filePath = a.file !== undefined ? path.resolve(io.cwd, a.file) : EXAMPLE;
  const outKindValue = a.out !== undefined ? outKind(a.out) : undefined;
  const outPath = a.out !== undefined ? path.resolve(io.cwd, a.out) : undefined;
  if (a.out !== undefined && outPath !== undefined) {
    const outArg = { kind: "argument", name: "--out" } as const;
    // the real files, not the path text: links, "./x", hard links all name the input
    if (outPath === filePath || io.sameFile(outPath, filePath)) {
      throw new UsageError(
        `--out ${a.out} is the input file; choose another name`,
        "usage",
        outArg
      );
    }
    const folder = path.dirname(outPath);
    if (!io.exists(folder)) {
      throw new UsageError(`--out ${a.out}: the folder ${folder} does not exist`, "io", outArg);
    }
    if (io.exists(outPath) && !a.force) {
      throw new UsageError(`--out ${a.out} exists; add --force to replace it`, "usage", outArg);
    }
  }
  let bytes: Uint8Array;
  try {
    bytes = io.readFile(filePath);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT"
        ? "no such file"
        : code === "EISDIR"
          ? "it is a directory"
          : code === "EACCES"
            ? "permission denied"
            : e instanceof Error
              ? e.message
              : String(e);
    throw new UsageError(`cannot read ${fileLabel}: ${why}`);
  }

  let loaded;
  try {
    loaded = await loadTournament(fileLabel, bytes, { sheet: a.sheet, individual: a.individual });
  } catch (e) {
    if (!isInputError(e)) throw e;
    printProblems(io, fileLabel, e);
    return 2;
  }
  const t = loaded.tournament;
  for (const w of loaded.warnings) {
    io.stderr(`tiebreaks: ${fileLabel}:${w.where}: warning: ${w.message}\n`);
  }
  if (loaded.team) return teamCommand(a, loaded.team, io, fileLabel);

  const entered = t.players.reduce((m, p) => Math.max(m, p.rounds.length), 0);
  if (a.rounds !== undefined && a.rounds > entered) {
    throw new UsageError(
      `--rounds ${a.rounds}: ${fileLabel} has results for ${entered} round${entered === 1 ? "" : "s"}`
    );
  }
  const order = resolveOrder(a, t, fileLabel);
  const opts = engineOptions(a, order);
  let st: Standings;
  try {
    st = computeStandings(t, order.specs, opts);
  } catch (e) {
    // a player's line or cell named by the engine is a place in the input file
    if (isInputError(e) && (e.place.kind === "line" || e.place.kind === "cell")) {
      printProblems(io, fileLabel, e);
      return 2;
    }
    throw e;
  }

  // the text table carries the engine's warnings in its notes; other outputs get them on stderr
  if (a.format !== undefined && a.format !== "text") {
    for (const w of st.warnings) io.stderr(`tiebreaks: warning: ${w}\n`);
  } else if (a.format === undefined && a.out !== undefined) {
    for (const w of st.warnings) io.stderr(`tiebreaks: warning: ${w}\n`);
  }

  if (a.out !== undefined && outKindValue !== undefined && outPath !== undefined) {
    let data: Uint8Array | string;
    switch (outKindValue) {
      case "xlsx": {
        const { writeStandingsXlsx } = await import("../formats/xlsx");
        data = await writeStandingsXlsx(standingsTable(st, t, { writtenAt: new Date() }));
        break;
      }
      case "csv":
        data = await csvText(st, t);
        break;
      case "json":
        data = jsonText(st);
        break;
      case "txt":
        data = standingsText(st, { title: t.name });
        break;
      case "trf":
        try {
          data = makeTrf(t, { standings: st });
        } catch (e) {
          if (isInputError(e)) {
            throw new UsageError(`--out ${a.out}: ${e.message}`, e.reason, {
              kind: "argument",
              name: "--out",
            });
          }
          throw e;
        }
        break;
    }
    io.writeFile(outPath, data, `--out ${a.out}`);
    if (a.format === undefined) {
      io.stdout(`Wrote the standings of ${st.rows.length} players to ${a.out}.\n`);
      return 0;
    }
  }

  switch (a.format ?? "text") {
    case "json":
      io.stdout(jsonText(st));
      break;
    case "csv":
      io.stdout(await csvText(st, t));
      break;
    default: {
      const title = [t.name, a.file === undefined ? "(bundled example)" : undefined]
        .filter((x) => x)
        .join(" ");
      io.stdout(standingsText(st, { title: title || undefined }));
      if (order.source !== "--tiebreaks") io.stdout(`Order from: ${order.source}\n`);
    }
  }
  return 0;
}

/** Team standings of a TRF with team lines (src/cli/team.ts). */
function teamCommand(a: StandingsArgs, team: TeamTrfResult, io: CliIO, fileLabel: string): number {
  if (a.out !== undefined)
    throw new UsageError("--out is not available for team events yet; use --format json or text");
  let r;
  try {
    r = runTeamStandings(a, team, a.parsed.engine, fileLabel);
  } catch (e) {
    if (!isInputError(e)) throw e;
    printProblems(io, fileLabel, e);
    return 2;
  }
  for (const w of r.warnings) io.stderr(`tiebreaks: warning: ${w}\n`);
  io.stdout(r.stdout);
  return 0;
}

/** Runs the command line; returns the exit code. Never throws. */
export async function run(argv: readonly string[], io: Partial<CliIO> = {}): Promise<number> {
  const real = nodeIO();
  const full: CliIO = { ...real, ...io };
  try {
    const args = parseCommandLine(argv);
    if (args.version) {
      full.stdout(`${version()}\n`);
      return 0;
    }
    if (args.help || args.command === undefined || args.command === "help") {
      full.stdout(HELP);
      return 0;
    }
    switch (args.command) {
      case "standings":
        return await standings(args.standings, full);
      case "codes":
        full.stdout(codesText());
        return 0;
      case "presets":
        full.stdout(presetsText());
        return 0;
      case "prizes":
        return await (await import("./prizes")).prizes(args.standings, full);
      default: {
        const hint = /\.[a-z]{2,4}$/i.test(args.command)
          ? ` Did you mean "tiebreaks standings ${args.command}"?`
          : "";
        throw new UsageError(
          `unknown command "${args.command}". Commands: standings, prizes, codes, presets.${hint}`
        );
      }
    }
  } catch (e) {
    if (isInputError(e)) {
      full.stderr(`tiebreaks: ${e.message}\n`);
      return 2;
    }
    const msg = e instanceof Error ? e.message : String(e);
    full.stderr(`tiebreaks: internal error: ${msg}\n`);
    if (process.env.TIEBREAKS_DEBUG && e instanceof Error && e.stack) full.stderr(e.stack + "\n");
    else full.stderr("(set TIEBREAKS_DEBUG=1 to see where it happened; please report it)\n");
    return 1;
  }
}

/** Entry point of bin/tiebreaks.js. */
export function main(): void {
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(0);
  });
  run(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`tiebreaks: internal error: ${String(e)}\n`);
      process.exitCode = 1;
    }
  );
}

if (require.main === module) main();
