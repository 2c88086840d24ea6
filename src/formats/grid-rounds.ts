/**
 * Round headers of a results grid, as data: the notations an organiser heads a round's column
 * with ("R3", "Round 3", "3rd round", "3. Runde", "2e ronde", "Round 3 (final)", "R3*") and the
 * words of a last round without a number ("Final"). Adding a notation is one row of
 * ROUND_HEADER_RULES and its example; test/formats/grid-rounds.test.ts reads every example.
 * Pure: no Office, DOM or Node APIs.
 */

/**
 * One notation of a round header, on the header's normalised text (lower case, single spaces,
 * dots, colons and underscores as spaces, the decorations taken off: see roundHeaderText).
 * `examples`: header cells as written, each with the round it reads as.
 */
export interface RoundHeaderRule {
  name: string;
  examples: readonly (readonly [string, number])[];
  pattern: RegExp;
}

/** Words before a round's number: "R3", "Rd 3", "Round 3", "Runde 3", "Ronde 3", "Tour 3"... */
const ROUND_WORD = "r|rd|rnd|round|runde|rde|ronde|ronda|tour|rodada|turno|kolo|forduló";
/** Ordinal endings after a round's number: "3rd", "2e", "1er", "2ème", "1ª", "3º", "3°". */
const ORDINAL = "st|nd|rd|th|e|er|re|ère|ème|eme|a|ª|º|o|°";

export const ROUND_HEADER_RULES: readonly RoundHeaderRule[] = [
  {
    name: "a word, then the number",
    examples: [
      ["R3", 3],
      ["Rd. 3", 3],
      ["Rnd 3", 3],
      ["Round 3", 3],
      ["Round #3", 3],
      ["Runde 3", 3],
      ["Ronde 3", 3],
      ["R03", 3],
    ],
    pattern: new RegExp(`^(?:${ROUND_WORD})\\s*#?\\s*0*(\\d{1,15})$`),
  },
  {
    name: "the number, an ordinal ending, then a word",
    examples: [
      ["3", 3],
      ["3rd", 3],
      ["3rd round", 3],
      ["1st round", 1],
      ["2nd Round", 2],
      ["3. Runde", 3],
      ["3.R", 3],
      ["2e ronde", 2],
      ["1er tour", 1],
      ["2ème tour", 2],
      ["1ª ronda", 1],
      ["4th Rd", 4],
    ],
    pattern: new RegExp(`^#?\\s*0*(\\d{1,15})\\s*(?:${ORDINAL})?\\s*(?:${ROUND_WORD})?$`),
  },
  {
    name: "an ordinal word, then a word",
    examples: [
      ["First round", 1],
      ["Second round", 2],
      ["Third Round", 3],
      ["Tenth round", 10],
    ],
    pattern:
      /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\s+(?:round|rd)$/,
  },
];

const ORDINAL_WORDS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
];

/**
 * Decorations around a round header that do not change its round: a remark in brackets
 * ("Round 3 (final)", "R5 [12.05.]"), marks ("R3*", "R3†"), a dash and a remark ("Round 7 -
 * last"). Taken off before the rules run.
 */
const DECORATION = /\s*(?:\([^()]*\)|\[[^[\]]*\]|[*†‡]+|\s[-–—]\s.*)$/;

/**
 * Headers of the last round written without its number ("Final", "Last round", "Finale",
 * "Letzte Runde"): read as the round after the numbered ones when the column stands after them
 * and its cells are results (grid-swiss.ts).
 */
export const FINAL_ROUND_WORDS: ReadonlySet<string> = new Set([
  "final",
  "final round",
  "last round",
  "last",
  "finale",
  "letzte runde",
  "dernière ronde",
  "derniere ronde",
  "última ronda",
  "ultima ronda",
]);

/** A header's text for the round rules: normalised, decorations taken off (repeatedly). */
export function roundHeaderText(h: string): string {
  let s = h.toLowerCase().replace(/[.:_]/g, " ").replace(/\s+/g, " ").trim();
  for (let k = 0; k < 3; k++) {
    const t = s.replace(DECORATION, "").trim();
    if (t === s) break;
    s = t;
  }
  return s;
}

/** The round of a header's text by the rules, or null. */
export function roundOfHeader(text: string, rules = ROUND_HEADER_RULES): number | null {
  const s = roundHeaderText(text);
  if (s === "") return null;
  for (const rule of rules) {
    const m = rule.pattern.exec(s);
    if (!m) continue;
    const n = ORDINAL_WORDS.includes(m[1]) ? ORDINAL_WORDS.indexOf(m[1]) + 1 : Number(m[1]);
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  }
  return null;
}

/** Whether a header names the last round without its number ("Final", "Last round"). */
export function isFinalRoundHeader(text: string): boolean {
  return FINAL_ROUND_WORDS.has(roundHeaderText(text));
}

// ---------------------------------------------------------------------------------------------
// A round split over several columns: opponent, colour and result each in a column of its own

export type RoundPart = "opponent" | "colour" | "result";

/**
 * The words that head one part of a split round ("Opp1", "R1 Res", "Gegner", "Farbe", "Erg."),
 * lower case as normalised (dots and colons taken off). A new word is one entry here and its
 * test.
 */
export const ROUND_PART_WORDS: Readonly<Record<RoundPart, readonly string[]>> = {
  opponent: [
    "opp",
    "opponent",
    "opp no",
    "opp nr",
    "vs",
    "gegner",
    "gegn",
    "adv",
    "adversaire",
    "tegenstander",
    "rival",
    "oponente",
  ],
  colour: ["col", "colour", "color", "clr", "farbe", "couleur", "kleur", "color w/b"],
  result: [
    "res",
    "result",
    "erg",
    "ergebnis",
    "rés",
    "résultat",
    "resultat",
    "uitslag",
    "resultado",
    "risultato",
  ],
};

const PART_LIST: readonly [string, RoundPart][] = (
  Object.entries(ROUND_PART_WORDS) as [RoundPart, readonly string[]][]
)
  .flatMap(([part, words]) => words.map((w) => [w, part] as [string, RoundPart]))
  .sort((a, b) => b[0].length - a[0].length);

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The part a header names, and its round when the header says it ("Opp1", "Opp 1", "R1 Opp",
 * "Round 1 Res", "Gegner 3", "1. Erg"); `round` undefined for a bare part word ("Gegner").
 */
export function roundPartOf(text: string): { part: RoundPart; round?: number } | null {
  const s = roundHeaderText(text);
  if (s === "") return null;
  for (const [word, part] of PART_LIST) {
    const m = new RegExp(`^(?:(.+?)\\s*)?${escape(word)}(?:\\s*(.+))?$`).exec(s);
    if (!m) continue;
    const [, before, after] = m;
    if (before === undefined && after === undefined) return { part };
    if (before !== undefined && after !== undefined) continue;
    const round = roundOfHeader(before ?? after!);
    if (round !== null) return { part, round };
  }
  return null;
}
