/**
 * Finding a results grid's header row: anywhere in the first HEADER_SEARCH_ROWS rows (a long
 * title block above it), or two rows merged into one (a "Rounds" or "Round 1" cell spanning the
 * round columns above their numbers or their parts "Opp", "Col", "Res"); and, when no row is
 * one, what was looked for and the closest row. Pure: no Office, DOM or Node APIs.
 */
import {
  cellText,
  classifyHeader,
  HEADER_SEARCH_ROWS,
  isMaybeBlank,
  norm,
  roundNumber,
  type ColumnRole,
} from "./grid-common";
import { roundPartOf } from "./grid-rounds";

/** Words of a cell spanning the round columns of a two-row header ("Rounds", "Runden"...). */
const GROUP_WORDS = new Set([
  "rounds",
  "round",
  "runden",
  "rondes",
  "rondas",
  "tours",
  "results",
  "ergebnisse",
  "résultats",
  "resultats",
  "games",
  "partien",
]);

function isGroupLabel(v: unknown): boolean {
  return GROUP_WORDS.has(norm(v)) || roundNumber(v) !== null;
}

function isSubHeaderCell(v: unknown): boolean {
  return roundNumber(v) !== null || roundPartOf(cellText(v)) !== null;
}

/**
 * The header of two rows merged into one, or null when `lower` is no second header row: its
 * cells are round numbers or round parts only (at least two), each below a blank or below a
 * cell spanning the rounds ("Rounds", "Round 1"; its blank neighbours to the right are the
 * merged cell's hidden part). Merged: the lower cell where there is one ("Round 1" above "Opp"
 * gives "Round 1 Opp"), else the upper one.
 */
export function mergedHeader(upper: unknown[], lower: unknown[], width: number): unknown[] | null {
  let filled = 0;
  let group: unknown = null;
  const out: unknown[] = [];
  for (let c = 0; c < width; c++) {
    const u = upper[c];
    const l = lower[c];
    if (!isMaybeBlank(u)) group = isGroupLabel(u) ? u : null;
    if (isMaybeBlank(l)) {
      out.push(u);
      continue;
    }
    if (!isSubHeaderCell(l)) return null;
    if (!isMaybeBlank(u) && !isGroupLabel(u)) return null;
    filled++;
    const label = group === null ? null : cellText(group);
    const lowerIsPart =
      roundPartOf(cellText(l)) !== null && roundPartOf(cellText(l))!.round === undefined;
    out.push(
      label !== null && lowerIsPart && roundNumber(label) !== null ? `${label} ${cellText(l)}` : l
    );
  }
  if (filled < 2) return null;
  // the upper row names the players (No, Name...), or the merged one has no point
  const named = upper.some((v) => {
    const role = classifyHeader(v).role;
    return role === "name" || role === "number" || role === "place" || role === "last";
  });
  return named ? out : null;
}

/** Where the header is: its row (the lower of two merged rows) and, when merged, its cells. */
export interface FoundHeader {
  row: number;
  merged?: unknown[];
}

/**
 * The header row among the first HEADER_SEARCH_ROWS rows: two rows merged into one first (a
 * spanning "Rounds" row is a header on its own too, without its numbers), else a row `accept`
 * takes. Null when there is none.
 */
export function findHeader(
  rows: unknown[][],
  width: number,
  accept: (row: unknown[]) => boolean
): FoundHeader | null {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let r = 0; r < limit; r++) {
    const row = rows[r] ?? [];
    if (r + 1 < rows.length) {
      const merged = mergedHeader(row, rows[r + 1] ?? [], width);
      if (merged && accept(merged)) return { row: r + 1, merged };
    }
    if (accept(row)) return { row: r };
  }
  return null;
}

const ROLE_WORDS: Partial<Record<ColumnRole["role"], string>> = {
  number: "a number column",
  place: "a place column",
  name: "a name column",
  first: "a first-name column",
  last: "a surname column",
  rating: "a rating column",
  points: "a points column",
};

/**
 * Why no row is a header, for the error: what was looked for, and the row (of the first
 * HEADER_SEARCH_ROWS) with the most header words, with what it has and what it lacks.
 */
export function noHeaderMessage(rows: unknown[][]): { row: number; message: string } {
  const looked = `no header row found in the first ${HEADER_SEARCH_ROWS} rows: looked for a row naming the players (No, Name, Player...) and the rounds (R1, Round 1, 1st round...), or the games of a games list (Round, White, Black, Result)`;
  let best = -1;
  let bestScore = 0;
  let has: string[] = [];
  let parts = 0;
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let r = 0; r < limit; r++) {
    const row = rows[r] ?? [];
    const words = new Set<string>();
    let rounds = 0;
    let split = 0;
    for (const v of row) {
      if (typeof v !== "string") continue;
      const role = classifyHeader(v).role;
      if (role === "round") rounds++;
      else if (ROLE_WORDS[role]) words.add(ROLE_WORDS[role]!);
      else if (roundPartOf(v)) split++;
    }
    const score = words.size * 2 + rounds + split;
    if (score > bestScore) {
      best = r;
      bestScore = score;
      has = [...words, ...(rounds ? [`${rounds} round column${rounds > 1 ? "s" : ""}`] : [])];
      parts = split;
    }
  }
  if (best < 0) return { row: 0, message: `${looked}; no row has any of these words` };
  const cells = (rows[best] ?? [])
    .filter((v) => !isMaybeBlank(v))
    .slice(0, 6)
    .map((v) => JSON.stringify(cellText(v)));
  const lacks = has.some((h) => h.includes("round column"))
    ? "no column naming the players"
    : parts
      ? "no round number in its round parts' headers (Opp1, R1 Res...)"
      : "no round columns";
  return {
    row: best,
    message: `${looked}. The closest is this row (${cells.join(", ")}${cells.length === 6 ? ", ..." : ""}): it has ${has.join(", ") || "round parts"} but ${lacks}`,
  };
}
