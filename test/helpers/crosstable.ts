/**
 * Builds tournaments for tests from the compact crosstable notation of the TEC exercise
 * (C.07 test vector 13.2, test/fixtures/c07/13.2-tec-exercise.json), one line per player:
 *
 *   "#,1,2,3"            header line (any line starting with "#"): ignored
 *   "4,+B12,=BYE,+W13"   start number, then one cell per round (commas or blanks between)
 *
 * Cells:
 *   +W9 =B13 -W5     win / draw / loss over the board with White or Black against 9, 13, 5;
 *   +9 =9 -9         the same without a colour
 *   ?W9 ?9           paired against 9, result unknown (TRF X)
 *   +F9 -F11         forfeit win / forfeit loss against the scheduled opponent
 *                    (a double forfeit is "-F3" on both sides)
 *   +BYE PAB         pairing-allocated bye
 *   FPB              full-point bye (TRF F)
 *   =BYE HPB         half-point bye
 *   -- ZPB           zero-point bye / absence
 *   WDR              zero-point round after a withdrawal; LATE: before a late entry
 *   .                round not entered (read as an absence; a row may also be shorter)
 *
 * The other side of a game or forfeit may be left out ("." or a short row): it is filled in
 * (mirror result, other colour). When both sides are written they must agree, or the helper
 * throws naming the round and players.
 */
import {
  defaultPoints,
  Q,
  type PointsSystem,
  type RoundEntry,
  type Tournament,
} from "../../src/engine";
import type { Colour, EventType, Player } from "../../src/engine/types";

export interface CrosstableOptions {
  points?: PointsSystem;
  type?: EventType;
  totalRounds?: number;
  startDate?: string;
  /** Rating per start number. */
  ratings?: Record<number, number>;
}

function parseCell(cell: string, where: string): RoundEntry | undefined {
  const c = cell.trim().toUpperCase();
  if (c === "." || c === "") return undefined;
  switch (c) {
    case "+BYE":
    case "PAB":
      return { kind: "bye", bye: "pab" };
    case "FPB":
      return { kind: "bye", bye: "fpb" };
    case "=BYE":
    case "HPB":
      return { kind: "bye", bye: "hpb" };
    case "--":
    case "ZPB":
      return { kind: "bye", bye: "zpb", reason: "absent" };
    case "WDR":
      return { kind: "bye", bye: "zpb", reason: "withdrawn" };
    case "LATE":
      return { kind: "bye", bye: "zpb", reason: "late" };
  }
  const m = /^([+=\-?])([WBF]?)(\d+)$/.exec(c);
  if (!m) throw new Error(`${where}: cannot read cell "${cell}"`);
  const [, res, letter, num] = m;
  const opponent = Number(num);
  if (letter === "F") {
    if (res !== "+" && res !== "-")
      throw new Error(`${where}: a forfeit is +F or -F, got "${cell}"`);
    return { kind: "forfeit", opponent, outcome: res === "+" ? "win" : "loss" };
  }
  const colour: Colour | undefined = letter === "W" ? "w" : letter === "B" ? "b" : undefined;
  if (res === "?") return { kind: "unknown", opponent, ...(colour ? { colour } : {}) };
  const outcome = res === "+" ? "win" : res === "=" ? "draw" : "loss";
  return { kind: "game", opponent, outcome, ...(colour ? { colour } : {}) };
}

function mirror(e: RoundEntry, me: number): RoundEntry | undefined {
  const colour: Colour | undefined =
    "colour" in e && e.colour ? (e.colour === "w" ? "b" : "w") : undefined;
  const c: { colour?: Colour } = colour ? { colour } : {};
  switch (e.kind) {
    case "game":
      return {
        kind: "game",
        opponent: me,
        outcome: e.outcome === "win" ? "loss" : e.outcome === "loss" ? "win" : "draw",
        ...c,
      };
    case "unknown":
      return { kind: "unknown", opponent: me, ...c };
    case "forfeit":
      // a lone forfeit loss is mirrored by a forfeit win (write both sides for a double forfeit)
      return { kind: "forfeit", opponent: me, outcome: e.outcome === "win" ? "loss" : "win" };
    default:
      return undefined;
  }
}

function agrees(a: RoundEntry, b: RoundEntry, aId: number, bId: number): boolean {
  if (a.kind === "bye" || b.kind === "bye") return false;
  if (a.kind !== b.kind || a.opponent !== bId || b.opponent !== aId) return false;
  if (a.kind === "game" && b.kind === "game") {
    const ok =
      (a.outcome === "draw" && b.outcome === "draw") ||
      (a.outcome === "win" && b.outcome === "loss") ||
      (a.outcome === "loss" && b.outcome === "win");
    return ok && (!a.colour || !b.colour || a.colour !== b.colour);
  }
  if (a.kind === "forfeit" && b.kind === "forfeit") {
    return !(a.outcome === "win" && b.outcome === "win");
  }
  return true;
}

/** Parses the crosstable text (see the file comment) into a tournament. */
export function crosstable(text: string, opts: CrosstableOptions = {}): Tournament {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
  const players: Player[] = [];
  const byId = new Map<number, Player>();
  lines.forEach((line, k) => {
    const cells = line.split(/[,\s]+/).filter((c) => c !== "");
    const id = Number(cells[0]);
    if (!Number.isInteger(id) || id <= 0)
      throw new Error(`crosstable line ${k + 1}: "${cells[0]}" is not a start number`);
    if (byId.has(id)) throw new Error(`crosstable line ${k + 1}: player ${id} appears twice`);
    const p: Player = {
      id,
      name: `P${id}`,
      rating: opts.ratings?.[id],
      attrs: {},
      rounds: [],
    };
    cells.slice(1).forEach((cell, r) => {
      const e = parseCell(cell, `crosstable line ${k + 1}, player ${id}, round ${r + 1}`);
      if (e) p.rounds[r] = e;
    });
    players.push(p);
    byId.set(id, p);
  });
  // fill in and check the other side of every pairing
  for (const p of players) {
    p.rounds.forEach((e, r) => {
      if (!e || e.kind === "bye") return;
      const o = byId.get(e.opponent);
      if (!o) throw new Error(`player ${p.id}, round ${r + 1}: opponent ${e.opponent} has no line`);
      const theirs = o.rounds[r];
      if (theirs === undefined) {
        o.rounds[r] = mirror(e, p.id)!;
      } else if (!agrees(e, theirs, p.id, o.id)) {
        throw new Error(
          `round ${r + 1}: players ${p.id} and ${o.id} disagree (${JSON.stringify(e)} vs ${JSON.stringify(theirs)})`
        );
      }
    });
  }
  // "." inside a row: not entered, which the engine reads as an absence
  for (const p of players) {
    for (let r = 0; r < p.rounds.length; r++) {
      p.rounds[r] ??= { kind: "bye", bye: "zpb", reason: "absent" };
    }
  }
  return {
    players,
    points: opts.points ?? defaultPoints(),
    type: opts.type,
    totalRounds: opts.totalRounds,
    startDate: opts.startDate,
    meta: {},
  };
}

/** A points system win/draw/loss (absence and forfeit loss score the loss, PAB a win). */
export function pointsSystem(win: number, draw: number, loss: number): PointsSystem {
  const w = Q.fromNumber(win);
  const d = Q.fromNumber(draw);
  const l = Q.fromNumber(loss);
  return { ...defaultPoints(), win: w, draw: d, loss: l, absent: l, pab: w, unknown: d };
}
