/**
 * The pane's shared types: what was read (Loaded), a problem or warning with its place, and what a
 * mode (inside Excel, or the standalone page) supplies. In a module of their own so that the
 * readers (load.ts), the warning list and the modes import them without importing the page (app.ts).
 */
import type { TeamEvent, Tournament } from "../engine";
import type { OrderState } from "./order";

export interface Problem {
  /** "Results!C7", "C7", "line 12", or "" when the problem has no place. */
  where: string;
  message: string;
  /** A sheet cell that can be selected in Excel. */
  cell?: string;
  /** Warnings: the reader's kind and round, for grouping (engine/warnings.ts). */
  kind?: string;
  round?: number;
}

export interface Loaded {
  tournament: Tournament;
  /** What was read: "range Results!A1:H6", "file arena.trf". */
  source: string;
  /** "Swiss table", "crosstable", "games list", "TRF". */
  layout: string;
  warnings: Problem[];
  /** A team event (team grid or TRF with team lines); `tournament` is then its teams. */
  team?: TeamEvent;
}

export interface Mode {
  /** Selects a cell in the workbook (Excel only). */
  selectCell?(cell: string): void;
  /** The order changed (save it with the workbook). */
  orderChanged?(s: OrderState): void;
  /** The extra columns chosen changed (save them with the workbook). */
  columnsChanged?(names: readonly string[]): void;
  /** The minimum-games rule of board prizes changed (save it with the workbook). */
  minGamesChanged?(n: number): void;
}
