/**
 * The TRF test vectors of ../shared/reference/fide-c07.md section 13, read from the spec file
 * itself, and the tournament they describe (read with src/formats/trf.ts).
 */
import * as fs from "fs";
import * as path from "path";
import type { Tournament } from "../../src/engine";
import { parseTrf } from "../../src/formats/trf";
import { SHARED } from "./fixtures";

const SPEC = path.join(SHARED, "reference", "fide-c07.md");

/** The first ``` block after "**Fixture" in the section whose heading starts with "### <n> ". */
export function specTrf(section: string): string {
  const text = fs.readFileSync(SPEC, "utf8");
  const start = text.indexOf(`### ${section} `);
  if (start < 0) throw new Error(`section ${section} not found in ${SPEC}`);
  const fixture = text.indexOf("**Fixture", start);
  const open = text.indexOf("```\n", fixture);
  const close = text.indexOf("```", open + 4);
  if (fixture < 0 || open < 0 || close < 0) throw new Error(`no TRF block in section ${section}`);
  return text.slice(open + 4, close);
}

/** The tournament of a TRF text, read by the project's TRF reader. */
export function tournamentFromTrf(trf: string): Tournament {
  return parseTrf(trf).tournament;
}
