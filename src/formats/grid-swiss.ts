/**
 * Swiss table layout: one row per player, one column per round, each round cell in one of the
 * notations organisers type (TRF-like "12w1", US wallchart "W12", EGD "12+/b0", byes).
 * Results are checked from both sides; a blank (or desktop 0) cell facing an opponent who names
 * this player is filled from the opponent's row.
 */
import { Q } from "../engine/rational";
import { pointsFor } from "../engine/scoring";
import {
  defaultPoints,
  type Colour,
  type Player,
  type PointsSystem,
  type RoundEntry,
} from "../engine/types";
import { egdToRoundEntry, parseEgdToken } from "./egd";
import {
  byeForPoints,
  cellInt,
  cellText,
  classifyHeader,
  isBlank,
  isMaybeBlank,
  type GridOptions,
  type GridResult,
  type Issues,
  outcomeForPoints,
  qOfNumber,
  playerColumns,
  readPlayer,
  resultPoints,
  show,
} from "./grid-common";

export const SWISS_ACCEPTED =
  'accepted: opponent, colour and result ("12w1", "12b½", "12b0.5", "12w=", "12 w 1", "w12 1"), ' +
  'forfeits ("12w+", "12b-", "+12", "-12"), byes ("bye", "PAB", "+", "1 bye", "H", "½", "Z", "0", ' +
  '"-", "U", "F"), US wallchart ("W12", "L5", "D3", "X12", "F12", "B", "H", "U"), ' +
  'EGD/Go ("18+/b0", "4-/w0", "7=/w2", "0=", "0+", "0-"), or a blank cell';

/** How one round cell reads, before the two sides of each game are compared. */
export type SwissToken =
  | { t: "entry"; entry: RoundEntry; notation: "trf" | "us" | "egd" | "bye" }
  /** "U": a pairing-allocated bye in TRF, an unplayed round in a US wallchart. */
  | { t: "u" }
  /** Blank; `zero` when it is the number 0 (a blank on Excel desktop, or a typed 0). */
  | { t: "blank"; zero: boolean }
  /** A bare whole number (an opponent without result, or "+12" that Excel turned into 12). */
  | { t: "number"; n: number }
  | { t: "bad"; why?: string };

const RESULT = String.raw`(\d+(?:[.,]\d+)?|\d*½|1/2|=|\+|-|\?|\*)`;
// colour w/b, and German s (schwarz) for Black as in chess-results exports ("12s½")
const OPP_COLOUR_RESULT = new RegExp(String.raw`^(\d{1,5})\s*([wbs])\s*${RESULT}$`, "i");
const OPP_SPACE_RESULT = new RegExp(String.raw`^(\d{1,5})\s+${RESULT}$`, "i");
const OPP_SYMBOL = /^(\d{1,5})\s*(½|=|\+|-|\?|\*)$/;
const COLOUR_OPP_RESULT = new RegExp(String.raw`^([wb])\s*(\d{1,5})\s+${RESULT}$`, "i");
const COLOUR_OPP_SYMBOL = /^([wb])\s*(\d{1,5})\s*(½|=|\+|-|\?|\*)$/i;
const SIGN_OPP = /^([+-])\s*(\d{1,5})\s*([wb])?$/i;
const WALLCHART = /^([wldxf])\s*(\d{1,5})(?:\s*\(?([wb])\)?)?$/i;
const POINTS_BYE = /^(?:(\S+)\s*bye|bye\s*(\S+))$/i;
const EGD_SPECIFIC = /^(?:\d+!?[+\-=?][/!].*|\d+![+\-=?].*|0[+=-])$/;

const BYE_WORDS: Record<string, RoundEntry | "u"> = {
  bye: { kind: "bye", bye: "pab" },
  pab: { kind: "bye", bye: "pab" },
  "+": { kind: "bye", bye: "pab" },
  b: { kind: "bye", bye: "pab" },
  f: { kind: "bye", bye: "fpb" },
  fpb: { kind: "bye", bye: "fpb" },
  x: { kind: "bye", bye: "fpb" },
  h: { kind: "bye", bye: "hpb" },
  hpb: { kind: "bye", bye: "hpb" },
  "½": { kind: "bye", bye: "hpb" },
  "=": { kind: "bye", bye: "hpb" },
  z: { kind: "bye", bye: "zpb" },
  zpb: { kind: "bye", bye: "zpb" },
  "0": { kind: "bye", bye: "zpb" },
  "-": { kind: "bye", bye: "zpb" },
  abs: { kind: "bye", bye: "zpb", reason: "absent" },
  absent: { kind: "bye", bye: "zpb", reason: "absent" },
  wd: { kind: "bye", bye: "zpb", reason: "withdrawn" },
  withdrawn: { kind: "bye", bye: "zpb", reason: "withdrawn" },
  u: "u",
};

function colourOf(s: string | undefined): Colour | undefined {
  const c = s?.toLowerCase();
  return c === "w" || c === "b" ? c : c === "s" ? "b" : undefined;
}

/** A game, forfeit or unknown entry from an opponent, colour and result text. */
function opponentEntry(
  opponent: number,
  colour: Colour | undefined,
  result: string,
  ps: PointsSystem
): SwissToken {
  const extra = colour ? { colour } : {};
  if (result === "+")
    return {
      t: "entry",
      entry: { kind: "forfeit", opponent, outcome: "win", ...extra },
      notation: "trf",
    };
  if (result === "-")
    return {
      t: "entry",
      entry: { kind: "forfeit", opponent, outcome: "loss", ...extra },
      notation: "trf",
    };
  if (result === "?" || result === "*")
    return { t: "entry", entry: { kind: "unknown", opponent, ...extra }, notation: "trf" };
  const q = resultPoints(result.replace(/^(\d+)½$/, "$1.5"));
  const outcome = q === null ? null : outcomeForPoints(q, ps);
  if (outcome === null) {
    return { t: "bad", why: `result "${result}" is not a win, draw or loss in this points system` };
  }
  return { t: "entry", entry: { kind: "game", opponent, outcome, ...extra }, notation: "trf" };
}

/**
 * Reads one Swiss round cell. `goMode`: the grid is a Go table, so short EGD forms such as
 * "12+" are games (in a chess table they are forfeits).
 */
export function parseSwissCell(v: unknown, ps: PointsSystem, goMode: boolean): SwissToken {
  if (isBlank(v)) return { t: "blank", zero: false };
  if (v === 0) return { t: "blank", zero: true };
  if (typeof v === "number") {
    if (!Number.isFinite(v)) return { t: "bad" };
    if (Number.isInteger(v) && v < 0 && v > -100000) {
      // "-12" typed into Excel becomes the number -12
      return {
        t: "entry",
        entry: { kind: "forfeit", opponent: -v, outcome: "loss" },
        notation: "trf",
      };
    }
    if (Number.isInteger(v) && v > 0 && v < 100000) return { t: "number", n: v };
    const q = qOfNumber(v);
    const bye = q && byeForPoints(q, ps);
    return bye ? { t: "entry", entry: bye, notation: "bye" } : { t: "bad" };
  }
  if (typeof v !== "string") return { t: "bad" };
  const s = v.trim().replace(/[\u2013\u2014\u2212]/g, "-");
  let m = goMode ? null : OPP_COLOUR_RESULT.exec(s);
  if (m) return opponentEntry(Number(m[1]), colourOf(m[2]), m[3], ps); // the common case first
  const lower = s.toLowerCase();
  const word = BYE_WORDS[lower];
  if (word === "u") return { t: "u" };
  if (word) return { t: "entry", entry: { ...word }, notation: "bye" };
  const n = cellInt(s);
  if (n !== null) return { t: "number", n };
  const pts = /^[+-]/.test(lower) ? null : resultPoints(lower);
  if (pts !== null) {
    const bye = byeForPoints(pts, ps);
    return bye ? { t: "entry", entry: bye, notation: "bye" } : { t: "bad" };
  }
  m = POINTS_BYE.exec(lower);
  if (m) {
    const q = resultPoints((m[1] ?? m[2]).replace(/^(\d+)½$/, "$1.5"));
    const bye = q === null ? null : byeForPoints(q, ps);
    return bye
      ? { t: "entry", entry: bye, notation: "bye" }
      : { t: "bad", why: `a bye worth ${m[1] ?? m[2]} does not match the points system` };
  }
  if (goMode || EGD_SPECIFIC.test(s)) {
    const tok = parseEgdToken(s);
    if (tok) return { t: "entry", entry: egdToRoundEntry(tok), notation: "egd" };
  }
  if ((m = OPP_COLOUR_RESULT.exec(s))) return opponentEntry(Number(m[1]), colourOf(m[2]), m[3], ps);
  if ((m = OPP_SPACE_RESULT.exec(s)) || (m = OPP_SYMBOL.exec(s))) {
    return opponentEntry(Number(m[1]), undefined, m[2], ps);
  }
  if ((m = COLOUR_OPP_RESULT.exec(s)) || (m = COLOUR_OPP_SYMBOL.exec(s))) {
    return opponentEntry(Number(m[2]), colourOf(m[1]), m[3], ps);
  }
  if ((m = SIGN_OPP.exec(s))) {
    const entry: RoundEntry = {
      kind: "forfeit",
      opponent: Number(m[2]),
      outcome: m[1] === "+" ? "win" : "loss",
    };
    const c = colourOf(m[3]);
    if (c) entry.colour = c;
    return { t: "entry", entry, notation: "trf" };
  }
  if ((m = WALLCHART.exec(s))) {
    const opponent = Number(m[2]);
    const c = colourOf(m[3]);
    const extra = c ? { colour: c } : {};
    const letter = m[1].toLowerCase();
    const entry: RoundEntry =
      letter === "x" || letter === "f"
        ? { kind: "forfeit", opponent, outcome: letter === "x" ? "win" : "loss", ...extra }
        : {
            kind: "game",
            opponent,
            outcome: letter === "w" ? "win" : letter === "l" ? "loss" : "draw",
            ...extra,
          };
    return { t: "entry", entry, notation: "us" };
  }
  const tok = parseEgdToken(s);
  if (tok) return { t: "entry", entry: egdToRoundEntry(tok), notation: "egd" };
  return { t: "bad" };
}

function opposite(c: Colour | undefined): Colour | undefined {
  return c === "w" ? "b" : c === "b" ? "w" : undefined;
}

/** The same game seen from the opponent (`self` = this player's number). */
export function mirrorEntry(e: RoundEntry, self: number): RoundEntry {
  if (e.kind === "bye") return e;
  const extra: { colour?: Colour; handicap?: number } = {};
  const c = opposite(e.colour);
  if (c) extra.colour = c;
  if (e.handicap !== undefined) extra.handicap = e.handicap;
  if (e.kind === "unknown") return { kind: "unknown", opponent: self, ...extra };
  if (e.kind === "forfeit") {
    return {
      kind: "forfeit",
      opponent: self,
      outcome: e.outcome === "win" ? "loss" : "win",
      ...extra,
    };
  }
  const outcome = e.outcome === "win" ? "loss" : e.outcome === "loss" ? "win" : "draw";
  return { kind: "game", opponent: self, outcome, ...extra };
}

/** Words for a round entry in messages. */
export function describe(e: RoundEntry): string {
  switch (e.kind) {
    case "game":
      return e.outcome === "win" ? "a win" : e.outcome === "loss" ? "a loss" : "a draw";
    case "forfeit":
      return e.outcome === "win" ? "a forfeit win" : "a forfeit loss";
    case "unknown":
      return "a game without result";
    case "bye":
      return {
        pab: "a bye",
        fpb: "a full-point bye",
        hpb: "a half-point bye",
        zpb: "a zero-point bye",
      }[e.bye];
  }
}

/**
 * Compares the two sides of one game. Returns null when they agree (and completes missing
 * colour or handicap on either side), else what disagrees.
 * `go`: Go's "both win" and "both lose" results are allowed.
 */
export function agree(a: RoundEntry, b: RoundEntry, go: boolean): string | null {
  if (a.kind === "bye" || b.kind === "bye") return "one side is a bye";
  if (a.kind !== b.kind) return `${describe(a)} on one side and ${describe(b)} on the other`;
  if (a.kind === "game" && b.kind === "game") {
    const ok =
      (a.outcome === "draw" && b.outcome === "draw") ||
      (a.outcome === "win" && b.outcome === "loss") ||
      (a.outcome === "loss" && b.outcome === "win") ||
      (go && a.outcome === b.outcome);
    if (!ok) return `${describe(a)} on one side and ${describe(b)} on the other`;
  }
  if (a.kind === "forfeit" && b.kind === "forfeit" && a.outcome === "win" && b.outcome === "win") {
    return "a forfeit win on both sides";
  }
  if (a.colour && b.colour && a.colour === b.colour) {
    return `both sides have ${a.colour === "w" ? "White" : "Black"}`;
  }
  if (a.handicap !== undefined && b.handicap !== undefined && a.handicap !== b.handicap) {
    return `handicap ${a.handicap} on one side and ${b.handicap} on the other`;
  }
  if (!a.colour && b.colour) a.colour = opposite(b.colour);
  if (!b.colour && a.colour) b.colour = opposite(a.colour);
  if (a.handicap === undefined && b.handicap !== undefined) a.handicap = b.handicap;
  if (b.handicap === undefined && a.handicap !== undefined) b.handicap = a.handicap;
  return null;
}

function isLoss(e: RoundEntry): boolean {
  return (e.kind === "game" || e.kind === "forfeit") && e.outcome === "loss";
}

/** Reads a Swiss table whose header row is `headerRow`. Records problems in `issues`. */
export function readSwiss(
  cells: unknown[][],
  headerRow: number,
  width: number,
  opts: GridOptions,
  issues: Issues
): Omit<GridResult, "warnings" | "layout" | "header"> {
  const ps = opts.points ?? defaultPoints();
  const header = cells[headerRow] ?? [];

  // round columns
  const roundCol = new Map<number, number>();
  for (let c = 0; c < width; c++) {
    const role = classifyHeader(header[c]);
    if (role.role !== "round") continue;
    if (roundCol.has(role.round)) {
      issues.error(
        headerRow,
        c,
        `round ${role.round} has two columns (${issues.at(headerRow, roundCol.get(role.round)!)} and this one)`
      );
    } else roundCol.set(role.round, c);
  }
  const nRounds = Math.max(0, ...roundCol.keys());
  if (nRounds === 0) {
    issues.error(
      headerRow,
      0,
      'no round columns: expected headers such as "R1", "Rd 1", "Round 1" or "1"'
    );
    return { tournament: { players: [], points: ps, meta: {} }, playerRows: [] };
  }
  for (let k = 1; k <= nRounds; k++) {
    if (!roundCol.has(k)) {
      const next = [...roundCol.keys()].filter((x) => x > k).sort((a, b) => a - b)[0];
      issues.error(
        headerRow,
        roundCol.get(next)!,
        `the column of round ${k} is missing (round columns found: ${[...roundCol.keys()].sort((a, b) => a - b).join(", ")})`
      );
    }
  }
  const rounds = [...Array(nRounds).keys()].map((k) => roundCol.get(k + 1) ?? -1);
  const skip = new Set(roundCol.values());

  // player rows
  const dataRows: number[] = [];
  for (let r = headerRow + 1; r < cells.length; r++) {
    const row = cells[r];
    if (Array.isArray(row) && row.some((v) => !isMaybeBlank(v))) dataRows.push(r);
  }
  const pc = playerColumns(cells, headerRow, dataRows, skip, width);
  if (pc.number === undefined && dataRows.length) {
    issues.warn(
      headerRow,
      0,
      "no number column (No, Nr, #, Place...): players are numbered 1, 2, 3... in row order, and opponents refer to those numbers"
    );
  }
  const players: Player[] = [];
  const playerRows: number[] = [];
  const rowOfId = new Map<number, number>();
  const names = new Map<string, number>();
  for (const [k, r] of dataRows.entries()) {
    const row = cells[r];
    let id = k + 1;
    if (pc.number !== undefined) {
      const v = row[pc.number];
      const n = cellInt(v);
      if (n === null) {
        issues.error(
          r,
          pc.number,
          isMaybeBlank(v)
            ? "the player number is missing"
            : `player number ${show(v)} is not a positive whole number`
        );
        continue;
      }
      id = n;
    }
    if (rowOfId.has(id)) {
      issues.error(
        r,
        pc.number ?? 0,
        `number ${id} is used twice (also at ${issues.at(rowOfId.get(id)!, pc.number ?? 0)})`
      );
      continue;
    }
    rowOfId.set(id, r);
    const p = readPlayer(row, r, id, pc, issues);
    const key = p.name.toLowerCase().replace(/\s+/g, " ");
    if (key && names.has(key)) {
      issues.warn(
        r,
        pc.name ?? 0,
        `the name "${p.name}" appears twice (also at ${issues.at(names.get(key)!, pc.name ?? 0)})`
      );
    } else if (key) names.set(key, r);
    players.push(p);
    playerRows.push(r);
  }
  const index = new Map(players.map((p, i) => [p.id, i]));

  // tokens
  const hasGoRanks = players.some((p) => p.rank !== undefined);
  const goMode =
    hasGoRanks ||
    playerRows.some((r) =>
      rounds.some(
        (c) => c >= 0 && typeof cells[r][c] === "string" && EGD_SPECIFIC.test(cellText(cells[r][c]))
      )
    );
  const tokens: SwissToken[][] = playerRows.map((r) =>
    rounds.map((c) =>
      c < 0 ? { t: "blank", zero: false } : parseSwissCell(cells[r][c], ps, goMode)
    )
  );
  let trf = 0;
  let us = 0;
  for (const row of tokens) {
    for (const tok of row) {
      if (tok.t === "entry" && tok.notation === "trf") trf++;
      if (tok.t === "entry" && tok.notation === "us") us++;
    }
  }
  const usMode = us > 0 && trf === 0;
  tokens.forEach((row, i) =>
    row.forEach((tok, k) => {
      if (tok.t !== "bad") return;
      const c = rounds[k];
      issues.error(
        playerRows[i],
        c,
        `cannot read ${show(cells[playerRows[i]][c])} as a round${tok.why ? `: ${tok.why}` : ""}; ${SWISS_ACCEPTED}`
      );
    })
  );

  // rounds entered: the last column with any content
  const entered = rounds.map((_, k) => tokens.some((row) => row[k].t !== "blank"));
  const last = entered.lastIndexOf(true) + 1;
  for (let k = 0; k < last; k++) {
    if (!entered[k] && rounds[k] >= 0) {
      issues.warn(
        headerRow,
        rounds[k],
        `round ${k + 1} is empty although later rounds have results: every player is counted absent in it`
      );
    }
  }

  // both sides of every game, round by round
  for (let k = 0; k < last; k++) {
    const c = rounds[k];
    const at = (i: number): string => issues.at(playerRows[i], c);
    const entries: (RoundEntry | undefined)[] = tokens.map((row) => {
      const tok = row[k];
      if (tok.t === "entry") return { ...tok.entry };
      if (tok.t === "u") {
        return usMode ? { kind: "bye", bye: "zpb", reason: "absent" } : { kind: "bye", bye: "pab" };
      }
      return undefined;
    });
    if (us === 0 && trf === 0) {
      tokens.forEach((row, i) => {
        if (row[k].t === "u") {
          issues.warn(
            playerRows[i],
            c,
            'U read as a pairing-allocated bye (TRF); in a US wallchart U is an unplayed round: write "Z" or leave it blank for that'
          );
        }
      });
    }
    const opp: number[] = entries.map(() => -1);
    const namedBy = new Map<number, number[]>();
    entries.forEach((e, i) => {
      if (!e || e.kind === "bye") return;
      const j = index.get(e.opponent);
      if (j === undefined) {
        issues.error(playerRows[i], c, `opponent ${e.opponent} is not in the number column`);
        return;
      }
      if (j === i) {
        issues.error(playerRows[i], c, `player ${e.opponent} cannot play against themselves`);
        return;
      }
      opp[i] = j;
      namedBy.set(j, [...(namedBy.get(j) ?? []), i]);
    });
    const twice = new Set<number>();
    for (const [j, by] of namedBy) {
      if (by.length > 1) {
        twice.add(j);
        issues.error(
          playerRows[by[1]],
          c,
          `player ${players[j].id} is paired twice in round ${k + 1}: here and at ${at(by[0])}`
        );
      }
    }
    const done = new Set<number>();
    entries.forEach((e, i) => {
      const j = opp[i];
      if (!e || j < 0 || twice.has(j) || done.has(i)) return;
      const ej = entries[j];
      const tj = tokens[j][k];
      const idI = players[i].id;
      const idJ = players[j].id;
      if (ej === undefined) {
        const mirror = mirrorEntry(e, idI);
        if (tj.t === "blank") {
          entries[j] = mirror;
          if (!(tj.zero && isLoss(mirror))) {
            issues.warn(
              playerRows[j],
              c,
              `${tj.zero ? "0 (a blank on Excel desktop)" : "blank"}, but ${at(i)} records ${describe(e)} of player ${idI} against player ${idJ}: taken from there`
            );
          }
        } else if (tj.t === "number" && tj.n === idI) {
          entries[j] = mirror;
          issues.warn(
            playerRows[j],
            c,
            `the bare number ${tj.n} is read as ${describe(mirror)} against ${idI}, from ${at(i)}${mirror.kind === "forfeit" && mirror.outcome === "win" ? ' (Excel turns "+12" into 12: type it as text)' : ""}`
          );
        } else if (tj.t === "number") {
          issues.error(
            playerRows[j],
            c,
            `${tj.n} is not readable here: ${at(i)} says player ${idI} played player ${idJ} in round ${k + 1}`
          );
          entries[j] = mirror;
        }
        done.add(j);
        return;
      }
      if (ej.kind === "bye") {
        issues.error(
          playerRows[j],
          c,
          `results disagree: this cell says ${describe(ej)}, but ${at(i)} says player ${idI} played player ${idJ}`
        );
        done.add(j);
        return;
      }
      if (ej.opponent !== idI) {
        issues.error(
          playerRows[i],
          c,
          `pairings disagree: this cell says opponent ${idJ}, but ${at(j)} says player ${idJ} played ${ej.opponent}`
        );
        return;
      }
      done.add(j);
      const why = agree(e, ej, goMode);
      if (why) {
        issues.error(
          playerRows[i],
          c,
          `results disagree with ${at(j)} (player ${idI} against ${idJ}): ${why}`
        );
      }
    });
    entries.forEach((e, i) => {
      if (e) return;
      const tok = tokens[i][k];
      if (tok.t === "blank") {
        if (tok.zero) {
          issues.warn(
            playerRows[i],
            c,
            '0 read as an absence (zero-point round): Excel desktop passes a blank cell as 0, so a lost game written as 0 cannot be told apart; write a game as opponent, colour and result ("12b0")'
          );
        }
        entries[i] = { kind: "bye", bye: "zpb", reason: "absent" };
      } else if (tok.t === "number") {
        const bye = tok.n === 1 ? byeForPoints(Q.ONE, ps) : null;
        if (bye) {
          issues.warn(playerRows[i], c, "1 without an opponent read as a bye worth one point");
          entries[i] = bye;
        } else {
          issues.error(
            playerRows[i],
            c,
            `the bare number ${tok.n} has no result (no row names this player in round ${k + 1}); ${SWISS_ACCEPTED}`
          );
        }
      }
    });
    entries.forEach((e, i) => {
      if (e) players[i].rounds[k] = e;
    });
  }

  // declared points (only when every round was read)
  if (!issues.errors.length && pc.points !== undefined) {
    for (const [i, p] of players.entries()) {
      if (p.declaredPoints === undefined) continue;
      let total = Q.ZERO;
      for (let k = 0; k < last; k++) total = total.add(pointsFor(p.rounds[k], ps));
      if (!total.eq(p.declaredPoints)) {
        issues.warn(
          playerRows[i],
          pc.points,
          `points written ${p.declaredPoints.toString()}, but the rounds add up to ${total.toString()}`
        );
      }
    }
  }
  return {
    tournament: { players, points: ps, meta: {}, totalRounds: nRounds },
    playerRows,
  };
}
