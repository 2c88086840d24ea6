/**
 * `tiebreaks prizes FILE --prizes PRIZES [--split tiebreak|shared|hort|us-chess] [--format
 * text|json|csv] [--out prizes.xlsx|.html|.csv|.json|.txt]`: the standings of FILE (same options
 * as `standings`; a team event: the team ranking, teams paid, unless --individual), then the
 * prize list. A thin adapter: read, call the engine, present.
 */
import * as path from "path";
import { computeStandings, isInputError, type Standings, type Tournament } from "../engine";
import type { InputError } from "../engine/errors";
import {
  computePrizes,
  PrizeError,
  prizeOptions,
  type PrizeInput,
  type PrizeResult,
} from "../engine/prizes";
import { prizeHtml, prizeJsonText, prizeTable, prizeText } from "../formats/prize-table";
import { UsageError, type StandingsArgs } from "./args";
import type { TeamTrfResult } from "../formats/trf-team";
import { printInputWarnings } from "./input";
import {
  engineOptions,
  printProblems,
  readInput,
  readInputFile,
  resolveOrder,
  type CliIO,
} from "./common";

type PrizeOut = "xlsx" | "html" | "csv" | "json" | "txt";

/** The prize list from a .csv/.txt, .xlsx or .json file (formats/prize-file.ts, as the page). */
export async function loadPrizeList(
  file: string,
  bytes: Uint8Array,
  encoding?: string
): Promise<{ list: PrizeInput[]; warning?: string }> {
  const { readPrizeFile } = await import("../formats/prize-file");
  return readPrizeFile(file, bytes, encoding);
}

/** The problems of a prize list, each at its cell ("prizes.csv:B3") or item ("p.json prize 2"). */
function printPrizeProblems(io: CliIO, file: string, e: InputError): void {
  if (!(e instanceof PrizeError)) return printProblems(io, file, e);
  for (const i of e.issues.slice(0, 20)) {
    const at =
      i.place.kind === "cell" ? `${file}:${i.where}` : i.place.kind === "file" ? i.where : file;
    io.stderr(`tiebreaks: ${at}: ${i.message}\n`);
  }
  if (e.issues.length > 20) io.stderr(`tiebreaks: ... and ${e.issues.length - 20} more\n`);
}

function outKind(file: string): PrizeOut {
  const ext = path.extname(file).toLowerCase().slice(1);
  if (ext === "xlsx" || ext === "html" || ext === "csv" || ext === "json" || ext === "txt") {
    return ext;
  }
  if (ext === "htm") return "html";
  throw new UsageError(
    `--out ${file}: the file name must end in .xlsx, .html, .csv, .json or .txt`,
    "usage",
    { kind: "argument", name: "--out" }
  );
}

async function csvOf(r: PrizeResult): Promise<string> {
  const { writeCsv } = await import("../formats/csv");
  const t = prizeTable(r);
  return writeCsv([t.header, ...t.rows]);
}

/**
 * The ranking the prizes go by: a team event's team ranking (teams are paid; --individual reads
 * the event as its players), else the standings. Null when a problem in the file was printed.
 */
async function rankingOf(
  a: StandingsArgs,
  io: CliIO,
  t: Tournament,
  team: TeamTrfResult | undefined
): Promise<{ ranking: Standings; order: string } | null> {
  const label = a.file as string;
  try {
    if (team) {
      const { teamStandingsOf } = await import("./team");
      const { st, from } = teamStandingsOf(a, team, a.parsed.engine, label);
      return {
        ranking: st,
        order: `${[st.primary ?? st.main, ...st.keys].join(", ")} (from ${from})`,
      };
    }
    const order = resolveOrder(a, t, label);
    const st = computeStandings(t, order.specs, engineOptions(a, order));
    return {
      ranking: st,
      order: `${[st.primary ?? "PTS", ...st.keys].join(", ")} (from ${order.source})`,
    };
  } catch (e) {
    if (
      isInputError(e) &&
      !(e instanceof UsageError) &&
      (team || e.place.kind === "line" || e.place.kind === "cell")
    ) {
      printProblems(io, label, e);
      return null;
    }
    throw e;
  }
}

export async function prizes(a: StandingsArgs, io: CliIO): Promise<number> {
  if (a.file === undefined) {
    throw new UsageError(
      'tiebreaks prizes FILE --prizes PRIZES: give the tournament file (see "tiebreaks --help")'
    );
  }
  if (a.prizes === undefined) {
    throw new UsageError(
      `--prizes is missing: a .csv, .xlsx or .json file with one row per prize (name, amount, category)`,
      "usage",
      { kind: "argument", name: "--prizes" }
    );
  }
  // --split and --option split=/rating= are option items, checked by the engine's grammar
  const extra = a.parsed.engine.extra ?? {};
  const popts = prizeOptions(extra);

  const filePath = path.resolve(io.cwd, a.file);
  const prizePath = path.resolve(io.cwd, a.prizes);
  const kind = a.out !== undefined ? outKind(a.out) : undefined;
  const outPath = a.out !== undefined ? path.resolve(io.cwd, a.out) : undefined;
  if (outPath !== undefined) {
    const outArg = { kind: "argument", name: "--out" } as const;
    for (const input of [filePath, prizePath]) {
      if (outPath === input || io.sameFile(outPath, input)) {
        throw new UsageError(
          `--out ${a.out} is an input file; choose another name`,
          "usage",
          outArg
        );
      }
    }
    if (!io.exists(path.dirname(outPath))) {
      throw new UsageError(
        `--out ${a.out}: the folder ${path.dirname(outPath)} does not exist`,
        "io",
        outArg
      );
    }
    if (io.exists(outPath) && !a.force) {
      throw new UsageError(`--out ${a.out} exists; add --force to replace it`, "usage", outArg);
    }
  }

  const input = await readInput(a, io);
  if (input === null) return 2;
  const { t, team } = input;

  let list: PrizeInput[];
  try {
    const read = await loadPrizeList(a.prizes, readInputFile(io, prizePath, a.prizes), a.encoding);
    list = read.list;
    // the decoder's warning (another code page than Windows-1252, a file mixing two)
    if (read.warning)
      printInputWarnings(io.stderr, a.prizes, [{ where: "", message: read.warning }]);
  } catch (e) {
    if (!isInputError(e) || e instanceof UsageError) throw e;
    printPrizeProblems(io, a.prizes, e);
    return 2;
  }

  const ranked = await rankingOf(a, io, t, team);
  if (ranked === null) return 2;
  const st = ranked.ranking;
  const startDate = team?.event.startDate ?? t.startDate;
  if (startDate) popts.eventDate = startDate;
  let r: PrizeResult;
  try {
    r = computePrizes(st, list, popts);
  } catch (e) {
    if (isInputError(e) && e.place.kind !== "option") {
      printPrizeProblems(io, a.prizes, e);
      return 2;
    }
    throw e;
  }

  const text = a.format === undefined || a.format === "text";
  if (!text || a.out !== undefined) {
    for (const w of [...st.warnings, ...r.warnings]) io.stderr(`tiebreaks: warning: ${w}\n`);
  } else {
    // the text table lists the prize warnings in its notes; the standings' go to stderr
    for (const w of st.warnings) io.stderr(`tiebreaks: warning: ${w}\n`);
  }

  if (kind !== undefined && outPath !== undefined) {
    let data: Uint8Array | string;
    switch (kind) {
      case "xlsx": {
        const { writeStandingsXlsx } = await import("../formats/xlsx");
        data = await writeStandingsXlsx(prizeTable(r, { writtenAt: new Date() }), "Prizes");
        break;
      }
      case "html":
        data = prizeHtml(r, { title: t.name });
        break;
      case "csv":
        data = await csvOf(r);
        break;
      case "json":
        data = prizeJsonText(r);
        break;
      case "txt":
        data = prizeText(r, { title: t.name });
        break;
    }
    io.writeFile(outPath, data, `--out ${a.out}`);
    if (a.format === undefined) {
      io.stdout(`Wrote ${r.lines.length} prizes (${r.players.length} players paid) to ${a.out}.\n`);
      return 0;
    }
  }
  switch (a.format ?? "text") {
    case "json":
      io.stdout(prizeJsonText(r));
      break;
    case "csv":
      io.stdout(await csvOf(r));
      break;
    default:
      io.stdout(prizeText(r, { title: t.name }));
      io.stdout(`Order: ${ranked.order}\n`);
  }
  return 0;
}
