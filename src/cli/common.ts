/**
 * What the commands share, below every one of them: the IO they write through, reading the input
 * file (and a --roster file) with its problems printed at their places, the order resolved once by
 * the engine, and the standings computed under it.
 */
import * as fs from "fs";
import * as path from "path";
import {
  allPresets,
  computeStandings,
  getPreset,
  isInputError,
  resolveEvent,
  roundsCounted,
  roundsEntered,
  ResolveError,
  type EngineOptions,
  type InputError,
  type Place,
  type Resolution,
  type Standings,
  type Tournament,
} from "../engine";
import type { TeamTrfResult } from "../formats/trf-team";
import { UsageError, type StandingsArgs } from "./args";
import {
  inputKind,
  loadRoster,
  loadTournament,
  printInputWarnings,
  type InputWarning,
  type RosterInput,
} from "./input";
import { sameFile, writeFileAtomic } from "./write";

export interface CliIO {
  stdout(text: string): void;
  /**
   * Text that its writer made free of terminal controls itself (the JSON standings, where
   * JSON.stringify escapes every C0 control and inertJson DEL, C1 and the line separators; the
   * text table and CSV, made inert cell by cell or line by line): the guard that stdout applies
   * (terminalSafe, a scan of the whole text, 4 ms on a 1.8 MB output) would change nothing and
   * is skipped. Optional: stdout when absent.
   */
  stdoutInert?(text: string): void;
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

/** The package folder (package.json, examples/). */
export const ROOT = path.resolve(__dirname, "..", "..");
/** The bundled example used when no file is given. */
export const EXAMPLE = path.join(ROOT, "examples", "club-swiss.trf");

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

/** The order, edition, type and rounds, resolved once by the engine (resolveEvent). */
export function resolveOrder(a: StandingsArgs, t: Tournament, fileLabel: string): Resolution {
  let preset = null;
  if (a.preset !== undefined) {
    preset = getPreset(a.preset) ?? null;
    if (!preset) {
      const ids = allPresets()
        .map((p) => p.id)
        .join(", ");
      throw new UsageError(`unknown preset "${a.preset}". Presets: ${ids}`);
    }
  }
  try {
    return resolveEvent(t, {
      order: a.tiebreaks ?? null,
      preset,
      options: engineOptions(a),
    });
  } catch (e) {
    if (e instanceof ResolveError) {
      if (e.origin === "given")
        throw new UsageError(`--tiebreaks: ${e.message}`, e.reason, e.place);
      if (e.origin === "file")
        throw new UsageError(
          `${fileLabel}: tie-break list (record 202): ${e.message}. Give --tiebreaks or --preset to use another order`,
          e.reason,
          e.place
        );
      throw new UsageError(`preset: ${e.message}`, e.reason, e.place);
    }
    throw e;
  }
}

/**
 * The engine options: with a resolution, the resolved ones (the preset's options under the
 * command line's, rules, type and rounds filled in); without, the command line's as parsed once
 * by the engine's grammar (args.ts).
 */
export function engineOptions(a: StandingsArgs, order?: Resolution): EngineOptions {
  return order ? order.options : a.parsed.engine;
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

/** A command's input file, read. */
export interface CommandInput {
  t: Tournament;
  fileLabel: string;
  filePath: string;
  team?: TeamTrfResult;
  /** The reader's warnings (printed on stderr; also the notes of a file written with --out). */
  warnings: InputWarning[];
}

/** Reads and parses the input file; prints the reader's errors and warnings. Null: exit 2. */
export async function readInput(a: StandingsArgs, io: CliIO): Promise<CommandInput | null> {
  const { fileLabel, filePath } = inputNames(a, io);
  const bytes = readInputFile(io, filePath, fileLabel);

  const roster = await readRosterArg(a, io, fileLabel);
  if (roster === null) return null;
  let loaded;
  try {
    loaded = await loadTournament(fileLabel, bytes, {
      sheet: a.sheet,
      individual: a.individual,
      boards: a.parsed.engine.extra?.["boards"],
      encoding: a.encoding,
      ...roster,
    });
  } catch (e) {
    if (!isInputError(e)) throw e;
    printProblems(io, fileLabel, e);
    return null;
  }
  const t = loaded.tournament;
  printInputWarnings(io.stderr, fileLabel, loaded.warnings);
  const warnings = loaded.warnings;
  if (loaded.team) return { t, fileLabel, filePath, team: loaded.team, warnings };
  // a last round paired without any result yet is not counted (roundsCounted)
  const counted = roundsCounted(t);
  if (a.rounds !== undefined && a.rounds > counted) {
    const paired =
      roundsEntered(t) > counted ? " (later rounds are paired, without results yet)" : "";
    throw new UsageError(
      `--rounds ${a.rounds}: ${fileLabel} has results for ${counted} round${counted === 1 ? "" : "s"}${paired}`
    );
  }
  return { t, fileLabel, filePath, warnings };
}

/**
 * --roster FILE (a .csv or .xlsx, or any file that exists) or --roster SHEET (a sheet of the
 * .xlsx input). The roster file's problems are printed at its own cells; null: exit 2.
 */
async function readRosterArg(
  a: StandingsArgs,
  io: CliIO,
  fileLabel: string
): Promise<{ roster?: RosterInput; rosterSheet?: string } | null> {
  if (a.roster === undefined) return {};
  const rosterPath = path.resolve(io.cwd, a.roster);
  const isFile = /\.(csv|xlsx|xlsm)$/i.test(a.roster) || io.exists(rosterPath);
  if (!isFile) {
    if (inputKind(fileLabel) !== "xlsx")
      throw new UsageError(
        `cannot read --roster ${a.roster}: no such file (a sheet name is read only from an .xlsx input)`,
        "io",
        { kind: "argument", name: "--roster" }
      );
    return { rosterSheet: a.roster };
  }
  const bytes = readInputFile(io, rosterPath, a.roster);
  try {
    return { roster: await loadRoster(a.roster, bytes, a.encoding) };
  } catch (e) {
    if (!isInputError(e)) throw e;
    printProblems(io, a.roster, e);
    return null;
  }
}

export function inputNames(a: StandingsArgs, io: CliIO): { fileLabel: string; filePath: string } {
  const rel = path.relative(io.cwd, EXAMPLE);
  const fileLabel = a.file ?? (rel.startsWith("..") || path.isAbsolute(rel) ? EXAMPLE : rel);
  const filePath = a.file !== undefined ? path.resolve(io.cwd, a.file) : EXAMPLE;
  return { fileLabel, filePath };
}

/** Standings under a resolution; null (problems printed) when the engine names a place in the file. */
export function computeResolved(
  t: Tournament,
  r: Resolution,
  io: CliIO,
  fileLabel: string
): Standings | null {
  try {
    return computeStandings(t, r.specs, r.options);
  } catch (e) {
    // a player's line or cell named by the engine is a place in the input file
    if (isInputError(e) && (e.place.kind === "line" || e.place.kind === "cell")) {
      printProblems(io, fileLabel, e);
      return null;
    }
    throw e;
  }
}

/** The bytes of an input file; a file that cannot be read is a usage error naming it. */
export function readInputFile(io: CliIO, filePath: string, label: string): Uint8Array {
  try {
    return io.readFile(filePath);
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
    throw new UsageError(`cannot read ${label}: ${why}`, "io", { kind: "file", file: label });
  }
}
