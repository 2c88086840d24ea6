/**
 * The hand-made grids of test/fixtures/grids (see its README.md): read as the command line reads
 * a .csv (the one decoder, then the CSV reader), and their values as numbers.
 */
import * as fs from "fs";
import * as path from "path";
import { computeStandings, computeValues, type Tournament } from "../../src/engine";
import { readCsv } from "../../src/formats/csv";
import { decodeBytes } from "../../src/formats/decode";
import { FIXTURES } from "./fixtures";

export const GRIDS = path.join(FIXTURES, "grids");

/** The cells of test/fixtures/grids/NAME, as the command line reads the .csv. */
export function gridCells(name: string): unknown[][] {
  const file = path.join(GRIDS, name);
  return readCsv(decodeBytes(new Uint8Array(fs.readFileSync(file)), name).text);
}

/** Points of each player, by start number. */
export function pointsById(t: Tournament): Record<number, number> {
  const st = computeStandings(t, [], { rules: "plain" });
  return Object.fromEntries(st.rows.map((r) => [r.player.id, r.points.toNumber()]));
}

/** The values of one code (plain rules unless given), by start number. */
export function valuesById(
  t: Tournament,
  code: string,
  rules: "plain" | "fide-2026" = "plain"
): Record<number, number | null> {
  const { values } = computeValues(t, code, { rules });
  return Object.fromEntries(t.players.map((p, i) => [p.id, values[i]?.toNumber() ?? null]));
}
