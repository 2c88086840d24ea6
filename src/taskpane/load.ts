/**
 * Reading results for the task pane: a grid of cell values (from a sheet range, a .csv or an
 * .xlsx) through the grid reader, or a TRF text through the TRF reader, turned into what the page
 * shows (Loaded) or the list of problems with their places.
 */
import { GridError, parseGrid, type GridIssue, type GridOrigin } from "../formats/grid";
import { decodeBytes } from "../formats/decode";
import { parseTrf, TrfError, type TrfIssue } from "../formats/trf";
import { readTeamGridIfAny } from "../formats/grid-team";
import { isTeamTrf, readTeamTrf } from "../formats/trf-team";
import { teamContext, isInputError } from "../engine";
import type { Loaded, Problem } from "./types";

export type LoadOutcome = { ok: true; loaded: Loaded } | { ok: false; problems: Problem[] };

function gridProblem(i: GridIssue): Problem {
  return { where: i.cell, message: i.message, cell: i.cell || undefined, ...tagOf(i) };
}

function trfProblem(i: TrfIssue): Problem {
  return { where: `line ${i.line}`, message: i.message, ...tagOf(i) };
}

/** The reader's kind and round of a warning, when it gives them. */
function tagOf(i: { kind?: string; round?: number }): { kind?: string; round?: number } {
  return {
    ...(i.kind !== undefined ? { kind: i.kind } : {}),
    ...(i.round !== undefined ? { round: i.round } : {}),
  };
}

function unexpected(e: unknown): Problem[] {
  return [{ where: "", message: e instanceof Error ? e.message : String(e) }];
}

/** A board list's roster: its cells and where they are (a sheet of the workbook or file). */
export interface RosterCells {
  cells: unknown[][];
  origin?: GridOrigin;
}

/**
 * Reads a grid; `source` says where it came from ("range Results!A1:H9", "file x.csv"). With a
 * roster (found beside a board list without team columns: takesSheetRoster), the board list's
 * players are put in teams by it, as on the command line (formats/grid-team readTeamGridIfAny).
 */
export function loadGrid(
  cells: unknown[][],
  source: string,
  origin?: GridOrigin,
  /** Warnings of the file reader (cells of an .xlsx left out), shown before the grid's. */
  readerWarnings: { cell: string; message: string }[] = [],
  roster?: RosterCells
): LoadOutcome {
  try {
    const tr = readTeamGridIfAny(cells, {
      ...(origin ? { origin } : {}),
      ...(roster ? { roster: roster.cells, rosterOrigin: roster.origin } : {}),
    });
    if (tr !== null) {
      return {
        ok: true,
        loaded: {
          tournament: teamContext(tr.event).t,
          source,
          layout: tr.layout,
          warnings: [...readerWarnings, ...tr.warnings].map(gridProblem),
          team: tr.event,
        },
      };
    }
    const r = parseGrid(cells, origin ? { origin } : {});
    return {
      ok: true,
      loaded: {
        tournament: r.tournament,
        source,
        layout: r.layout,
        warnings: [...readerWarnings, ...r.warnings].map(gridProblem),
      },
    };
  } catch (e) {
    if (e instanceof GridError) {
      const list = e.issues.length
        ? e.issues.map(gridProblem)
        : [{ where: "", message: e.message }];
      return { ok: false, problems: list };
    }
    if (isInputError(e)) return { ok: false, problems: [{ where: "", message: e.message }] };
    return { ok: false, problems: unexpected(e) };
  }
}

export function loadTrf(text: string, source: string): LoadOutcome {
  try {
    const r = parseTrf(text);
    if (isTeamTrf(text)) {
      const tr = readTeamTrf(text, r);
      return {
        ok: true,
        loaded: {
          tournament: teamContext(tr.event).t,
          source,
          layout: "TRF teams",
          warnings: tr.warnings.map(trfProblem),
          team: tr.event,
        },
      };
    }
    return {
      ok: true,
      loaded: {
        tournament: r.tournament,
        source,
        layout: "TRF",
        warnings: r.warnings.map(trfProblem),
      },
    };
  } catch (e) {
    if (e instanceof TrfError) {
      const list = e.issues.length ? e.issues.map(trfProblem) : [{ where: "", message: e.message }];
      return { ok: false, problems: list };
    }
    if (isInputError(e)) return { ok: false, problems: [{ where: "", message: e.message }] };
    return { ok: false, problems: unexpected(e) };
  }
}

/**
 * The text of a file's bytes through the one decoder of every surface (UTF-8, else
 * Windows-1252, a mixed file line by line with a warning); never File.text().
 */
export function fileText(
  bytes: Uint8Array,
  name: string,
  encoding?: string
): { ok: true; text: string; warning?: Problem } | { ok: false; problems: Problem[] } {
  try {
    const d = decodeBytes(bytes, name, encoding);
    return {
      ok: true,
      text: d.text,
      warning: d.warning ? { where: name, message: d.warning } : undefined,
    };
  } catch (e) {
    return {
      ok: false,
      problems: [{ where: name, message: e instanceof Error ? e.message : String(e) }],
    };
  }
}

/** The warnings as the page and the pane list them (warning-list.ts). */
export { shownWarnings } from "./warning-list";

/** The outcome with a warning of the decoding put first. */
export function withWarning(o: LoadOutcome, w: Problem | undefined): LoadOutcome {
  if (!w || !o.ok) return o;
  return { ok: true, loaded: { ...o.loaded, warnings: [w, ...o.loaded.warnings] } };
}

export type FileKind = "trf" | "csv" | "xlsx";

/** The kind of a results file by its name; TRF is also taken for .txt. */
export function fileKind(name: string): FileKind | null {
  const ext = name.toLowerCase().split(".").pop() ?? "";
  if (ext === "trf" || ext === "txt" || ext === "trfx") return "trf";
  if (ext === "csv") return "csv";
  if (ext === "xlsx") return "xlsx";
  return null;
}
