/**
 * The TRF test vectors of the C.07 test vectors (test/fixtures/c07/*.json, each naming its TRF
 * file in test/fixtures/trf; see test/fixtures/README.md), and the tournament they describe
 * (read with src/formats/trf.ts).
 */
import * as fs from "fs";
import * as path from "path";
import type { Tournament } from "../../src/engine";
import { parseTrf } from "../../src/formats/trf";
import { vector } from "./spectables";

/** The TRF text of a test vector ("13.1"). Throws when the vector has no TRF file. */
export function specTrf(section: string): string {
  const v = vector(section);
  if (!v.trf) throw new Error(`test vector ${section} has no TRF file`);
  return fs.readFileSync(path.resolve(v.dir, v.trf), "utf8");
}

/** The tournament of a TRF text, read by the project's TRF reader. */
export function tournamentFromTrf(trf: string): Tournament {
  return parseTrf(trf).tournament;
}
