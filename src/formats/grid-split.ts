/**
 * A Swiss table whose rounds are split over several columns: the opponent, the colour and the
 * result of each round in columns of their own ("Opp1, Col1, Res1, Opp2, ...", "R1 Opp, R1 Res",
 * German "Gegner, Farbe, Erg." repeated, or a merged "Round 1" above "Opp, Col, Res"). The
 * header names tell the part (ROUND_PART_WORDS in grid-rounds.ts); the colour is optional. Each
 * round's parts are put together as the one cell a Swiss table would hold ("12w1", "12 ½",
 * "1 bye"), which grid-swiss.ts reads with its rules. Pure: no Office, DOM or Node APIs.
 */
import type { Colour } from "../engine/types";
import { cellInt, cellText, isMaybeBlank, show, type Issues } from "./grid-common";
import { roundPartOf, type RoundPart } from "./grid-rounds";

/** The columns of one split round. */
export interface SplitRound {
  round: number;
  opponent: number;
  colour?: number;
  result: number;
}

const PART_NAMES: Record<RoundPart, string> = {
  opponent: "opponent",
  colour: "colour",
  result: "result",
};

/**
 * Phase 1 of a split table: the columns of each round (index k: round k + 1), or [] when the
 * header has no opponent part. Parts without a round number take the round of the parts around
 * them: a part already seen in the current round starts the next one ("Gegner, Farbe, Erg.,
 * Gegner, ..."). A round without its opponent or result column, a part twice, a gap in the
 * rounds: errors at the header.
 */
export function splitRoundColumns(
  header: unknown[],
  headerRow: number,
  width: number,
  issues: Issues
): SplitRound[] {
  const parts: { c: number; part: RoundPart; round?: number }[] = [];
  for (let c = 0; c < width; c++) {
    const p = roundPartOf(cellText(header[c]));
    if (p) parts.push({ c, ...p });
  }
  if (!parts.some((p) => p.part === "opponent")) return [];
  const numbered = parts.some((p) => p.round !== undefined);
  const byRound = new Map<number, Partial<Record<RoundPart, number>>>();
  let current = 0;
  for (const p of parts) {
    let round = p.round;
    if (round === undefined) {
      if (numbered) {
        issues.error(
          headerRow,
          p.c,
          `${JSON.stringify(cellText(header[p.c]))}: which round? The other round parts have numbers (such as "Opp1", "R1 Res")`,
          "missing"
        );
        continue;
      }
      if (current === 0 || byRound.get(current)?.[p.part] !== undefined) current++;
      round = current;
    }
    const cols = byRound.get(round) ?? {};
    if (cols[p.part] !== undefined) {
      issues.error(
        headerRow,
        p.c,
        `round ${round} has two ${PART_NAMES[p.part]} columns (${issues.at(headerRow, cols[p.part]!)} and this one)`,
        "inconsistent"
      );
      continue;
    }
    cols[p.part] = p.c;
    byRound.set(round, cols);
  }
  const n = Math.max(0, ...byRound.keys());
  const out: SplitRound[] = [];
  for (let round = 1; round <= n; round++) {
    const cols = byRound.get(round);
    const at = cols ? Math.min(...Object.values(cols)) : parts[0].c;
    if (!cols || cols.opponent === undefined || cols.result === undefined) {
      const missing = !cols
        ? "no columns"
        : cols.opponent === undefined
          ? "no opponent column"
          : "no result column";
      issues.error(
        headerRow,
        at,
        `round ${round} of the split rounds has ${missing} (each round needs an opponent and a result column, such as "Opp${round}" and "Res${round}"; the colour is optional)`,
        "missing"
      );
      continue;
    }
    out[round - 1] = {
      round,
      opponent: cols.opponent,
      result: cols.result,
      ...(cols.colour !== undefined ? { colour: cols.colour } : {}),
    };
  }
  return out.length === n && !out.includes(undefined as never) ? out : [];
}

/** Every column of the split rounds. */
export function splitColumns(rounds: readonly SplitRound[]): number[] {
  return rounds.flatMap((s) =>
    s.colour !== undefined ? [s.opponent, s.colour, s.result] : [s.opponent, s.result]
  );
}

const WHITE = new Set([
  "w",
  "white",
  "weiß",
  "weiss",
  "ws",
  "blanc",
  "blancs",
  "blancas",
  "bianco",
  "wit",
  "white (w)",
]);
const BLACK = new Set([
  "b",
  "black",
  "s",
  "schwarz",
  "sw",
  "noir",
  "noirs",
  "negras",
  "nero",
  "zwart",
  "black (b)",
]);
/** Opponent cells of a round without an opponent: a bye. */
const BYE_OPPONENTS = new Set([
  "bye",
  "pab",
  "-",
  "--",
  "---",
  "spielfrei",
  "frei",
  "free",
  "exempt",
  "bye (+)",
]);

/** One split round of one row, put together. */
export type SplitCell =
  | { kind: "blank"; zero: boolean }
  /** The round as one Swiss cell's text ("12w1", "12 ½", "1 bye"). */
  | { kind: "text"; text: string }
  | { kind: "pending"; opponent: number; colour?: Colour }
  | { kind: "bad"; why: string; col: number };

function colourOf(v: unknown): Colour | undefined | null {
  if (isMaybeBlank(v)) return undefined;
  const s = cellText(v).toLowerCase();
  return WHITE.has(s) ? "w" : BLACK.has(s) ? "b" : null;
}

/** A result cell as text ("1", "0.5", "½", "+"). */
function resultText(v: unknown): string {
  return typeof v === "number" ? String(v) : cellText(v);
}

/** The round of row `row` in split round `s`, put together as one cell. */
export function splitCell(row: readonly unknown[], s: SplitRound): SplitCell {
  const opp = row[s.opponent];
  const col = s.colour !== undefined ? row[s.colour] : undefined;
  const res = row[s.result];
  const parts = [opp, col, res];
  if (parts.every(isMaybeBlank)) return { kind: "blank", zero: parts.some((v) => v === 0) };
  const colour = colourOf(col);
  if (colour === null)
    return {
      kind: "bad",
      why: `the colour ${show(col)} is not White or Black (w, b, white, black, weiß, schwarz)`,
      col: s.colour!,
    };
  const oppText = cellText(opp).toLowerCase();
  const n = cellInt(opp);
  if (n !== null) {
    if (isMaybeBlank(res) && res !== 0)
      return { kind: "pending", opponent: n, ...(colour ? { colour } : {}) };
    return { kind: "text", text: `${n}${colour ?? " "}${resultText(res)}` };
  }
  if (isMaybeBlank(opp) || BYE_OPPONENTS.has(oppText)) {
    // no opponent: a bye, worth the result's points ("1", "½", "0") or as its letter says
    if (isMaybeBlank(res))
      return isMaybeBlank(opp) ? { kind: "blank", zero: false } : { kind: "text", text: oppText };
    const t = resultText(res);
    return { kind: "text", text: /^[\d.,½]+$/.test(t) ? `${t} bye` : t };
  }
  return {
    kind: "bad",
    why: `the opponent ${show(opp)} is not a player number`,
    col: s.opponent,
  };
}

/** The parts of a split round as written, for messages: opponent 12, colour "w", result 1. */
export function splitShown(row: readonly unknown[], s: SplitRound): string {
  const part = (name: string, c: number | undefined): string | null =>
    c === undefined ? null : `${name} ${show(row[c])}`;
  return [part("opponent", s.opponent), part("colour", s.colour), part("result", s.result)]
    .filter((x) => x !== null)
    .join(", ");
}
