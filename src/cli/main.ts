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
  asksRatingColumn,
  isRatingCode,
  parseCode,
  type CodeSpec,
  type Resolution,
  type Standings,
  type Tournament,
} from "../engine";
import {
  attributeColumns,
  standingsTable,
  tableRowsForCsv,
  tableText,
  type StandingsTable,
} from "../formats/table";
import { standingsJsonText } from "../formats/standings-json";
import { inertJson, terminalSafe } from "../formats/inert";
import { parseCommandLine, UsageError, type StandingsArgs } from "./args";
import {
  computeResolved,
  inputNames,
  nodeIO,
  printProblems,
  readInput,
  resolveOrder,
  ROOT,
  type CliIO,
} from "./common";
import { noteWarnings } from "./input";
import type { PlacedWarning } from "../engine/warnings";
import type { TeamTrfResult } from "../formats/trf-team";
import type { Crosstable } from "../formats/crosstable";
import { streamErrorMessage, streamSink } from "./write";

export { EXAMPLE, type CliIO } from "./common";

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
  tiebreaks explain FILE PLAYER [CODE ...]
                                         the working behind a player's values: per code the
                                         per-round rows and the total (default: every code of
                                         the order); PLAYER is a start number or a name;
                                         --format json for the rows as data; CODE RATING:
                                         the FIDE rating change, game by game (opponent,
                                         rating, D after the 400-point rule, PD, result, dR)
  tiebreaks ratings FILE [options]       every player's FIDE rating change (B.02): Ro, K and
                                         where it came from, rated games, W, We, the change,
                                         the new rating, Rp; an unrated player's provisional
                                         first rating
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
      --crosstable                also print the crosstable (Swiss: opponent, colour, result
                                  per round; round robin: the N x N table)
      --columns club,born         further player columns after the rating, in every
                                  output (text, csv, json, --out): any column of the source
                                  (Club, School ...) or Sex, Born, FIDE ID; an unknown name
                                  lists the ones the file has. Team events: the team grid's
                                  own columns (Club ...), FED or Club shared by all a team's
                                  players, Players (how many played a board)
      --sheet NAME                worksheet of an .xlsx file (default: the first visible one)
      --encoding NAME             the text encoding of a .trf or .csv input (and of the
                                  roster and prize list): utf-8, windows-1252, windows-1250,
                                  iso-8859-2, windows-1251 ... (default: UTF-8 when the bytes
                                  are valid UTF-8, else the code page their letters suggest,
                                  with a warning when it is not Windows-1252)
      --roster FILE|SHEET         a team board list without "White team"/"Black team" columns:
                                  the roster (Team and Player columns, players in board order;
                                  or one row per team with board columns 1, 2, ...), as a .csv
                                  or .xlsx file or a sheet of the .xlsx input (default: its
                                  sheet named Roster, Rosters, Teams or Squads)
  -o, --out FILE                  also write the standings: .xlsx (ranking list and crosstable,
                                  set up for printing), .html (one self-contained page with a
                                  print style sheet), .csv, .json, .txt, or .trf (the tournament
                                  in TRF16 with the ranks filled in)
      --force                     replace an existing --out file
      --individual                read a TRF with team lines (013/310), or a team grid, as an
                                  individual event. Team events (a TRF with team lines, a .csv or
                                  .xlsx team Swiss table, team crosstable or board list) print
                                  team standings; --out as above but not .trf; explain FILE TEAM;
                                  --option boards=N for a grid's boards per match
      --boards                    team events: also print the board tables (board prizes;
                                  --option min_games=N for the minimum number of games;
                                  text format only; with --out, also in the .xlsx (sheet
                                  Boards), .html and .txt)
      --fide-list LIST            a FIDE rating list as downloaded from ratings.fide.com (TXT,
                                  or the .zip): K, rating, year of birth per FIDE ID, for
                                  rating changes (ratings, --columns rating-change, explain)
      --option key=value          further options: de=fide|strict (direct encounter reading),
                                  primary=CODE (a main score other than the points), and
                                  family options such as bar=4d for Go; may be repeated;
                                  keys and values in any case, an unknown one lists the valid ones

Options for ratings (and --rounds, --sheet, --fide-list, --format, --out .xlsx|.html|.csv|.json|.txt):
      --type standard|rapid|blitz  the type of play (default: TRF 092/122, else standard);
                                   the same as --option rating=standard|rapid|blitz
      --option k=20                one K factor for every player (default: a K column of the
                                   sheet, else the FIDE list, else derived: 40/20/10, B.02 8.3.3)
  --columns rating-change (standings) adds the change as the column Rtg+/-.

Options for prizes (and every option of standings for the ranking):
      --split tiebreak|shared|hort|us-chess
                                    players tied on points: the ranking decides (default); they
                                    share the money of the places they occupy (FIDE, European
                                    practice); part by the ranking, part shared (Hort system);
                                    their place and class prizes pooled, capped (US Chess 32B3)
      --option priority=place|category|listed  equal values: the place prize (default), the
                                    category prize, or the one listed first
      --option trophies=independent|exclusive  non-cash prizes (Trophy, Medal, amount 0)
                                    beside the money (default), or only for players without cash
      --option hort=50              the percentage of each prize shared under --split hort
      --option round=1              shares in whole units (round=5: multiples of 5)
      --option age_date=YYYY-MM-DD  the day ages are counted on (U16, S50: default, the year of
                                    the event's start date)
      --option rating=main|fide|national|COLUMN  the rating that rating categories read
      --individual                  a team event: pay its players (default: the teams, by the
                                    team ranking)
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

function sourceWords(r: Resolution, fileLabel: string): string {
  if (r.origin === "file") return `${fileLabel} (record 202)`;
  return r.source;
}

type OutKind = "xlsx" | "csv" | "json" | "txt" | "trf" | "html";

function outKind(file: string): OutKind {
  const ext = path.extname(file).toLowerCase().slice(1);
  if (ext === "htm") return "html";
  if (
    ext === "xlsx" ||
    ext === "csv" ||
    ext === "json" ||
    ext === "txt" ||
    ext === "trf" ||
    ext === "html"
  ) {
    return ext;
  }
  throw new UsageError(
    `--out ${file}: the file name must end in .xlsx, .html, .csv, .json, .txt or .trf`
  );
}

/** The ranking list as CSV: title and event lines, the table, then the legend and notes. */
async function csvText(table: StandingsTable): Promise<string> {
  const { writeCsv } = await import("../formats/csv");
  return writeCsv(tableRowsForCsv(table));
}

/**
 * Text whose writer made it inert itself (the JSON, text and CSV standings) goes to stdout
 * without the terminal guard's scan (CliIO.stdoutInert); through stdout when there is none.
 */
function writeInert(io: CliIO, text: string): void {
  if (io.stdoutInert) io.stdoutInert(text);
  else io.stdout(text);
}

/** The JSON with one player per line: readable, and still one JSON document (standings-json.ts). */
function jsonText(
  st: Standings,
  t: Tournament,
  cross: object | undefined,
  columns: readonly string[] | undefined
): string {
  return standingsJsonText(st, t, { attributes: columns, crosstable: cross });
}

/**
 * When the command shows a rating change (`needed`: --columns rating-change, explain RATING) or
 * reads --fide-list: the rating changes' modules loaded (cli/ratings.ts and the engine's
 * rating-change.ts, loaded only then) and the tournament with the list matched in, the list's
 * warnings on stderr.
 */
async function withList(
  a: StandingsArgs,
  io: CliIO,
  t: Tournament,
  needed: boolean
): Promise<Tournament> {
  if (a.fideList === undefined && !needed) return t;
  const { withListArg } = await import("./ratings");
  const r = await withListArg(a, io, t, a.parsed.engine);
  for (const w of r.warnings) io.stderr(`tiebreaks: warning: ${w}\n`);
  return r.tournament;
}

/** `tiebreaks explain FILE PLAYER [CODE ...]`. */
async function explainCommand(
  a: StandingsArgs,
  x: { player: string; codes: string[] },
  io: CliIO
): Promise<number> {
  const input = await readInput(a, io);
  if (!input) return 2;
  const { fileLabel } = input;
  const codes: (CodeSpec | string)[] = [];
  for (const c of x.codes.flatMap((c) => c.split(/[,;]+/)).filter((c) => c.trim() !== "")) {
    // RATING: the FIDE rating change's working (rating-change.ts)
    if (isRatingCode(c)) {
      codes.push(c);
      continue;
    }
    try {
      codes.push(parseCode(c));
    } catch (e) {
      if (isInputError(e)) throw new UsageError(e.message, e.reason, e.place);
      throw e;
    }
  }
  if (a.format === "csv") throw new UsageError("explain: --format is text or json");
  if (input.team) {
    const specs = codes.filter((c): c is CodeSpec => typeof c !== "string");
    if (specs.length < codes.length)
      throw new UsageError(
        `${fileLabel}: a team event; rating changes (RATING) are computed for the players of an individual event`
      );
    let run;
    try {
      const { runTeamExplain } = await import("./team");
      run = runTeamExplain(a, input.team, a.parsed.engine, fileLabel, x.player, specs);
    } catch (e) {
      if (!isInputError(e) || e instanceof UsageError) throw e;
      printProblems(io, fileLabel, e);
      return 2;
    }
    for (const warning of run.warnings) io.stderr(`tiebreaks: warning: ${warning}\n`);
    io.stdout(run.stdout);
    return 0;
  }
  const t = await withList(
    a,
    io,
    input.t,
    codes.some((c) => typeof c === "string")
  );
  const r = resolveOrder(a, t, fileLabel);
  const st = computeResolved(t, r, io, fileLabel);
  if (!st) return 2;
  const { findPlayer, playerWorking, workingJson, workingText } =
    await import("../formats/working");
  let i: number;
  try {
    i = findPlayer(t, x.player);
  } catch (e) {
    throw new UsageError(`${fileLabel}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const w = playerWorking(st, t, i, r.options, codes);
  for (const warning of st.warnings) io.stderr(`tiebreaks: warning: ${warning}\n`);
  if (a.format === "json") io.stdout(inertJson(JSON.stringify(workingJson(w), null, 2)) + "\n");
  else io.stdout(workingText(w, t));
  return 0;
}

async function standings(a: StandingsArgs, io: CliIO): Promise<number> {
  const { fileLabel, filePath } = inputNames(a, io);
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
  const input = await readInput(a, io);
  if (!input) return 2;
  if (input.team)
    return teamCommand(a, input.team, io, fileLabel, outPath, noteWarnings(input.warnings));
  const inputWarnings = noteWarnings(input.warnings);
  const t = await withList(a, io, input.t, asksRatingColumn(a.columns));
  if (a.columns) {
    // the columns asked for, checked against the file before anything is computed or written
    try {
      attributeColumns(t, a.columns);
    } catch (e) {
      if (isInputError(e))
        throw new UsageError(`${fileLabel}: --${e.message}`, e.reason, {
          kind: "argument",
          name: "--columns",
        });
      throw e;
    }
  }
  const order = resolveOrder(a, t, fileLabel);
  const computed = computeResolved(t, order, io, fileLabel);
  if (!computed) return 2;
  const st = computed;
  const writtenAt = new Date();
  // the crosstable module is loaded only when something prints or writes one
  const cross = async (): Promise<Crosstable> =>
    (await import("../formats/crosstable")).crosstable(st, t);
  const crossText = async (): Promise<string> => {
    const m = await import("../formats/crosstable");
    return m.crosstableText(m.crosstable(st, t));
  };

  // the text table carries the engine's warnings in its notes; other outputs get them on stderr
  if (a.format !== undefined && a.format !== "text") {
    for (const w of st.warnings) io.stderr(`tiebreaks: warning: ${w}\n`);
  } else if (a.format === undefined && a.out !== undefined) {
    for (const w of st.warnings) io.stderr(`tiebreaks: warning: ${w}\n`);
  }

  if (a.out !== undefined && outKindValue !== undefined && outPath !== undefined) {
    let data: Uint8Array | string;
    const table = standingsTable(st, t, { writtenAt, attributes: a.columns, inputWarnings });
    switch (outKindValue) {
      case "xlsx": {
        const { writeStandingsXlsx } = await import("../formats/xlsx");
        data = await writeStandingsXlsx(table, { crosstable: await cross() });
        break;
      }
      case "html": {
        const { standingsHtml } = await import("../formats/html");
        data = standingsHtml(table, await cross());
        break;
      }
      case "csv":
        data = await csvText(table);
        break;
      case "json":
        data = jsonText(st, t, a.crosstable ? await cross() : undefined, a.columns);
        break;
      case "txt":
        data = tableText(table) + (a.crosstable ? "\n" + (await crossText()) : "");
        break;
      case "trf":
        try {
          const { writeTrf } = await import("../formats/trf-write");
          const written = writeTrf(t, { standings: st });
          for (const w of written.warnings) io.stderr(`tiebreaks: --out ${a.out}: warning: ${w}\n`);
          data = written.text;
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
      writeInert(io, jsonText(st, t, a.crosstable ? await cross() : undefined, a.columns));
      break;
    case "csv":
      // writeCsv makes every cell inert; its only controls are the CR LF between rows
      writeInert(
        io,
        await csvText(standingsTable(st, t, { attributes: a.columns, inputWarnings }))
      );
      if (a.crosstable) {
        const { writeCsv } = await import("../formats/csv");
        const x = await cross();
        io.stdout("\n" + writeCsv([[x.title], x.header, ...x.rows]));
      }
      break;
    default: {
      const table = standingsTable(st, t, { attributes: a.columns });
      const title = [table.title, a.file === undefined ? "(bundled example)" : undefined]
        .filter((x) => x)
        .join(" ");
      // tableText makes every line inert (inertLines): tab and the line feeds are its only controls
      writeInert(io, tableText(table, title));
      if (order.origin !== "given") io.stdout(`Order from: ${sourceWords(order, fileLabel)}\n`);
      if (a.crosstable) io.stdout("\n" + (await crossText()));
    }
  }
  return 0;
}

/** Team standings of a TRF with team lines (src/cli/team.ts); --out through the one table model. */
async function teamCommand(
  a: StandingsArgs,
  team: TeamTrfResult,
  io: CliIO,
  fileLabel: string,
  outPath: string | undefined,
  inputWarnings: PlacedWarning[]
): Promise<number> {
  let r;
  try {
    const { runTeamStandings } = await import("./team");
    r = runTeamStandings(a, team, a.parsed.engine, fileLabel);
  } catch (e) {
    if (!isInputError(e)) throw e;
    printProblems(io, fileLabel, e);
    return 2;
  }
  for (const w of r.warnings) io.stderr(`tiebreaks: warning: ${w}\n`);
  if (a.out !== undefined && outPath !== undefined) {
    const kind = outKind(a.out);
    const { teamStandingsTable, teamStandingsJsonText, boardSections, boardTablesText } =
      await import("../formats/team-table");
    const { teamCrosstable } = await import("../formats/team-crosstable");
    const table = teamStandingsTable(r.st, {
      writtenAt: new Date(),
      attributes: a.columns,
      inputWarnings,
    });
    // --boards: the board tables in the file too (the sheet Boards, the section, the text)
    const minGames = r.minGames;
    const boards = minGames !== undefined ? boardSections(r.st, minGames) : [];
    let data: Uint8Array | string;
    switch (kind) {
      case "xlsx": {
        const { writeStandingsXlsx } = await import("../formats/xlsx");
        data = await writeStandingsXlsx(table, { crosstable: teamCrosstable(r.st), boards });
        break;
      }
      case "html": {
        const { standingsHtml } = await import("../formats/html");
        data = standingsHtml(table, teamCrosstable(r.st), boards);
        break;
      }
      case "csv":
        data = await csvText(table);
        break;
      case "json":
        data = teamStandingsJsonText(r.st, { attributes: a.columns });
        break;
      case "txt": {
        data = tableText(table);
        if (minGames !== undefined) {
          const { boardTables } = await import("../engine/team/boards");
          data += "\n" + boardTablesText(boardTables(r.st.view, r.st.rounds, minGames), minGames);
        }
        break;
      }
      case "trf":
        throw new UsageError(
          `--out ${a.out}: writing a team event as TRF is not available; use .xlsx, .html, .csv, .json or .txt`,
          "usage",
          { kind: "argument", name: "--out" }
        );
    }
    io.writeFile(outPath, data, `--out ${a.out}`);
    if (a.format === undefined) {
      io.stdout(`Wrote the standings of ${r.st.rows.length} teams to ${a.out}.\n`);
      return 0;
    }
  }
  io.stdout(r.stdout);
  if (a.crosstable && (a.format ?? "text") === "text") {
    const { crosstableText } = await import("../formats/crosstable");
    const { teamCrosstable } = await import("../formats/team-crosstable");
    io.stdout("\n" + crosstableText(teamCrosstable(r.st)));
  }
  return 0;
}

/** Runs the command line; returns the exit code. Never throws. */
export async function run(argv: readonly string[], io: Partial<CliIO> = {}): Promise<number> {
  const real = nodeIO();
  const given: CliIO = { ...real, ...io };
  // names from the input appear in tables and messages: no control character reaches a terminal
  const full: CliIO = {
    ...given,
    stdout: (t) => given.stdout(terminalSafe(t)),
    stdoutInert: (t) => given.stdout(t),
    stderr: (t) => given.stderr(terminalSafe(t)),
  };
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
        return await (await import("./prizes-command")).prizes(args.standings, full);
      case "explain":
        return await explainCommand(args.standings, args.explain!, full);
      case "ratings":
        return await (await import("./ratings")).ratingsCommand(args.standings, full);
      default: {
        const hint = /\.[a-z]{2,4}$/i.test(args.command)
          ? ` Did you mean "tiebreaks standings ${args.command}"?`
          : "";
        throw new UsageError(
          `unknown command "${args.command}". Commands: standings, explain, ratings, prizes, codes, presets.${hint}`
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

/**
 * Runs the command line on two streams and gives the exit code once everything is written: a
 * write that failed (a full disk, a closed stream) is exit 2 with a message on `err`, never 0.
 * A reader that closed the pipe early (`| head`) is not an error: see main.
 */
export async function runOnStreams(
  argv: readonly string[],
  outStream: NodeJS.WritableStream,
  errStream: NodeJS.WritableStream
): Promise<number> {
  const out = streamSink(outStream);
  const err = streamSink(errStream);
  const code = await run(argv, { stdout: out.write, stderr: err.write });
  const outFailed = await out.settle();
  if (outFailed && outFailed.code !== "EPIPE") {
    err.write(`tiebreaks: ${streamErrorMessage(outFailed, "the standard output")}\n`);
  }
  const errFailed = await err.settle();
  return (outFailed && outFailed.code !== "EPIPE") || errFailed ? Math.max(code, 2) : code;
}

/**
 * Entry point of bin/tiebreaks.js. A closed pipe on the standard output (`tiebreaks standings |
 * head`) ends the process at once, quietly and with exit 0, as the reader asked for no more.
 */
export function main(): void {
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(0);
  });
  runOnStreams(process.argv.slice(2), process.stdout, process.stderr).then(
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
