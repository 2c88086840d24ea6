/**
 * `tiebreaks ratings FILE [--option k=20] [--type standard|rapid|blitz] [--fide-list LIST]
 * [--rounds N] [--format text|json|csv] [--out ratings.xlsx|.html|.csv|.json|.txt]`: every
 * player's FIDE rating change (src/engine/rating-change.ts) as a report. A thin adapter: read,
 * call the engine, present. `--fide-list` (a FIDE rating list as downloaded, TXT or .zip) is read
 * here for `standings` and `explain` too.
 */
import * as path from "path";
import { isInputError, type EngineOptions, type RatingReport, type Tournament } from "../engine";
// the engine itself (this module is what the command line loads for rating changes)
import { ratingChanges, ratingTypeOf } from "../engine/rating-change";
import { ratingsJson, ratingsTable } from "../formats/ratings";
import { tableRowsForCsv, tableText } from "../formats/table";
import { inertJson } from "../formats/inert";
import { UsageError, type StandingsArgs } from "./args";
import { noteWarnings } from "./input";
import { printProblems, readInput, readInputFile, type CliIO } from "./common";

type RatingsOut = "xlsx" | "html" | "csv" | "json" | "txt";

function outKind(file: string): RatingsOut {
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

/**
 * The tournament with the FIDE list of --fide-list matched in (by FIDE ID), and the match's
 * warnings; the tournament as it is without --fide-list.
 */
export async function withListArg(
  a: StandingsArgs,
  io: CliIO,
  t: Tournament,
  opts: EngineOptions
): Promise<{ tournament: Tournament; warnings: string[] }> {
  if (a.fideList === undefined) return { tournament: t, warnings: [] };
  const { fideIdsOf, readFideList, withFideList } = await import("../formats/fide-list");
  const file = path.resolve(io.cwd, a.fideList);
  const bytes = readInputFile(io, file, a.fideList);
  const list = await readFideList(bytes, path.basename(a.fideList), fideIdsOf(t));
  return withFideList(t, list, ratingTypeOf(t, opts).type);
}

/** The report's and the list's warnings on stderr. */
function printWarnings(io: CliIO, warnings: readonly string[]): void {
  for (const w of warnings) io.stderr(`tiebreaks: warning: ${w}\n`);
}

export async function ratingsCommand(a: StandingsArgs, io: CliIO): Promise<number> {
  const kind = a.out !== undefined ? outKind(a.out) : undefined;
  const outPath = a.out !== undefined ? path.resolve(io.cwd, a.out) : undefined;
  if (a.out !== undefined && outPath !== undefined) {
    const outArg = { kind: "argument", name: "--out" } as const;
    const inputs = [a.file, a.fideList]
      .filter((x): x is string => x !== undefined)
      .map((x) => path.resolve(io.cwd, x));
    if (inputs.some((x) => x === outPath || io.sameFile(outPath, x)))
      throw new UsageError(`--out ${a.out} is an input file; choose another name`, "usage", outArg);
    if (!io.exists(path.dirname(outPath)))
      throw new UsageError(
        `--out ${a.out}: the folder ${path.dirname(outPath)} does not exist`,
        "io",
        outArg
      );
    if (io.exists(outPath) && !a.force)
      throw new UsageError(`--out ${a.out} exists; add --force to replace it`, "usage", outArg);
  }
  const input = await readInput(a, io);
  if (!input) return 2;
  if (input.team)
    throw new UsageError(
      `${input.fileLabel}: a team event; rating changes are computed for the players of an individual event (--individual reads the file as players)`
    );
  const opts = a.parsed.engine;
  const { tournament: t, warnings } = await withListArg(a, io, input.t, opts);
  let report: RatingReport;
  try {
    report = ratingChanges(t, opts);
  } catch (e) {
    if (isInputError(e) && (e.place.kind === "line" || e.place.kind === "cell")) {
      printProblems(io, input.fileLabel, e);
      return 2;
    }
    throw e;
  }
  const rounds = report.rounds;
  const table = (writtenAt?: Date) =>
    ratingsTable(report, t, {
      rounds,
      writtenAt,
      inputWarnings: noteWarnings(input.warnings),
      warnings,
    });
  const json = (): string =>
    inertJson(JSON.stringify(ratingsJson(report, warnings), null, 2)) + "\n";
  const csv = async (): Promise<string> => {
    const { writeCsv } = await import("../formats/csv");
    return writeCsv(tableRowsForCsv(table()));
  };
  const text = (a.format ?? "text") === "text" && a.out === undefined;
  // the text table carries the warnings in its notes; other outputs get them on stderr
  if (!text) printWarnings(io, [...warnings, ...report.warnings]);
  if (kind !== undefined && outPath !== undefined) {
    let data: Uint8Array | string;
    switch (kind) {
      case "xlsx": {
        const { writeStandingsXlsx } = await import("../formats/xlsx");
        data = await writeStandingsXlsx(table(new Date()), { sheet: "Ratings" });
        break;
      }
      case "html": {
        const { standingsHtml } = await import("../formats/html");
        data = standingsHtml(table(new Date()));
        break;
      }
      case "csv":
        data = await csv();
        break;
      case "json":
        data = json();
        break;
      case "txt":
        data = tableText(table(new Date()));
        break;
    }
    io.writeFile(outPath, data, `--out ${a.out}`);
    if (a.format === undefined) {
      io.stdout(`Wrote the rating changes of ${report.players.length} players to ${a.out}.\n`);
      return 0;
    }
  }
  switch (a.format ?? "text") {
    case "json":
      io.stdout(json());
      break;
    case "csv":
      io.stdout(await csv());
      break;
    default:
      io.stdout(tableText(table()));
  }
  return 0;
}
