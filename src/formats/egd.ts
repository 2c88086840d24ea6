/**
 * EGD / OpenGotha ".h9" half-game tokens, as found in a Go results table.
 *
 *   <opponent><symbol>[<sep><colour>[<handicap>]]
 *
 * - opponent: the line (row) number of the opponent in the table; 0 = no game that round
 * - symbol: "+" win, "-" loss, "=" jigo (draw), "?" result not entered
 * - sep: "/" normal result, "!" result by default (forfeit); "12!+" (flag before the symbol) is
 *   accepted as well
 * - colour: "w", "b", or "?" (unknown); handicap: stones of that game (0 = even)
 *
 * "0+", "0=", "0-" are rounds without a game; the symbol is what the player was credited:
 * "0+" the bye, "0=" absent (½ in McMahon), "0-" present but not paired (no credit).
 * A short token without colour ("18+") is a game of unknown colour and no handicap information.
 *
 * Mapping to the engine model (see toRoundEntry): "+" game win, "-" game loss, "=" game draw,
 * "?" unknown; by default → forfeit (win or loss); "0+" → pab bye, "0=" → zpb absent,
 * "0-" → zpb unpaired. Pure: no Node or Office APIs.
 */
import type { RoundEntry } from "../engine/types";

export type EgdToken =
  | {
      kind: "game";
      opponent: number;
      symbol: "+" | "-" | "=" | "?";
      byDefault: boolean;
      colour?: "w" | "b";
      handicap?: number;
    }
  | { kind: "nogame"; symbol: "+" | "=" | "-" };

const TOKEN = /^(\d{1,5})(!?)([+\-=?])(?:([/!])([wb?])?(\d{1,2})?)?$/i;

/** Parses one EGD half-game token; null when the text is not EGD notation. */
export function parseEgdToken(text: string): EgdToken | null {
  if (typeof text !== "string") return null;
  const m = TOKEN.exec(text.trim());
  if (!m) return null;
  const [, num, preFlag, symbol, sep, colour, hcap] = m;
  const opponent = Number(num);
  if (opponent === 0) {
    // "0+", "0=", "0-" only: no colour, handicap or default flag on a round without a game
    if (preFlag || sep !== undefined || symbol === "?") return null;
    return { kind: "nogame", symbol: symbol as "+" | "=" | "-" };
  }
  if (preFlag && sep === "!") return null; // "12!+!b0": the flag twice
  const byDefault = preFlag === "!" || sep === "!";
  if (byDefault && (symbol === "=" || symbol === "?")) {
    // OpenGotha has no jigo or unknown result "by default"
    return null;
  }
  const tok: EgdToken = {
    kind: "game",
    opponent,
    symbol: symbol as "+" | "-" | "=" | "?",
    byDefault,
  };
  const c = colour?.toLowerCase();
  if (c === "w" || c === "b") tok.colour = c;
  if (hcap !== undefined) tok.handicap = Number(hcap);
  return tok;
}

/**
 * The round entry of a token. `opponentId` maps the token's line number to the opponent's
 * start number (identity by default).
 */
export function egdToRoundEntry(
  tok: EgdToken,
  opponentId: (line: number) => number = (n) => n
): RoundEntry {
  if (tok.kind === "nogame") {
    if (tok.symbol === "+") return { kind: "bye", bye: "pab" };
    return { kind: "bye", bye: "zpb", reason: tok.symbol === "=" ? "absent" : "unpaired" };
  }
  const opponent = opponentId(tok.opponent);
  const extra: { colour?: "w" | "b"; handicap?: number } = {};
  if (tok.colour) extra.colour = tok.colour;
  if (tok.handicap !== undefined) extra.handicap = tok.handicap;
  if (tok.symbol === "?") return { kind: "unknown", opponent, ...extra };
  if (tok.byDefault) {
    return { kind: "forfeit", opponent, outcome: tok.symbol === "+" ? "win" : "loss", ...extra };
  }
  const outcome = tok.symbol === "+" ? "win" : tok.symbol === "-" ? "loss" : "draw";
  return { kind: "game", opponent, outcome, ...extra };
}

/** Writes a round entry back as an EGD token (the opponent's line number given by `line`). */
export function formatEgdToken(e: RoundEntry, line: (id: number) => number = (n) => n): string {
  const tail = (c?: "w" | "b", h?: number): string => `${c ?? "?"}${h ?? 0}`;
  switch (e.kind) {
    case "bye":
      if (e.bye === "pab" || e.bye === "fpb") return "0+";
      if (e.bye === "hpb") return "0=";
      return e.reason === "unpaired" ? "0-" : "0=";
    case "unknown":
      return `${line(e.opponent)}?/${tail(e.colour, e.handicap)}`;
    case "forfeit":
      return `${line(e.opponent)}${e.outcome === "win" ? "+" : "-"}!${tail(e.colour, e.handicap)}`;
    case "game": {
      const s = e.outcome === "win" ? "+" : e.outcome === "loss" ? "-" : "=";
      return `${line(e.opponent)}${s}/${tail(e.colour, e.handicap)}`;
    }
  }
}
