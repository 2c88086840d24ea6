/**
 * makeGrid: a tournament written back as a results grid in one of the layouts parseGrid reads,
 * so that parseGrid(makeGrid(t, layout)) gives t back (for what the layout can hold).
 * No text cell starts with =, +, - or @, so the grid can be written through range.values
 * without turning into formulas.
 */
import { Q } from "../engine/rational";
import {
  roundsEntered,
  type Player,
  type PointsSystem,
  type RoundEntry,
  type Tournament,
} from "../engine/types";
import { formatEgdToken } from "./egd";
import type { GridLayout } from "./grid-common";

type Cell = string | number;

function pointsText(q: Q): string {
  return q.eq(Q.HALF) ? "½" : q.toString();
}

function resultText(o: "win" | "draw" | "loss", ps: PointsSystem): string {
  return pointsText(o === "win" ? ps.win : o === "draw" ? ps.draw : ps.loss);
}

/** Player columns shared by the Swiss table and the crosstable. */
function playerHeader(players: Player[]): { header: string[]; row: (p: Player) => Cell[] } {
  const any = (f: (p: Player) => unknown): boolean =>
    players.some((p) => f(p) !== undefined && f(p) !== "");
  const cols: { h: string; v: (p: Player) => Cell | undefined }[] = [
    { h: "No", v: (p) => p.id },
    { h: "Name", v: (p) => p.name },
  ];
  if (any((p) => p.rating)) cols.push({ h: "Rating", v: (p) => p.rating });
  if (any((p) => p.federation)) cols.push({ h: "Fed", v: (p) => p.federation });
  if (any((p) => p.title)) cols.push({ h: "Title", v: (p) => p.title });
  if (any((p) => p.sex)) cols.push({ h: "Sex", v: (p) => p.sex });
  if (any((p) => p.birth)) cols.push({ h: "Birth", v: (p) => p.birth });
  if (any((p) => p.fideId)) cols.push({ h: "FIDE ID", v: (p) => p.fideId });
  if (any((p) => p.rank)) cols.push({ h: "Rank", v: (p) => p.rank });
  const keys: string[] = [];
  for (const p of players)
    for (const k of Object.keys(p.attrs)) if (!keys.includes(k)) keys.push(k);
  for (const k of keys) cols.push({ h: k, v: (p) => p.attrs[k] });
  return {
    header: cols.map((c) => c.h),
    row: (p) => cols.map((c) => c.v(p) ?? ""),
  };
}

function pointsColumn(players: Player[]): ((p: Player) => Cell) | undefined {
  if (!players.some((p) => p.declaredPoints !== undefined)) return undefined;
  return (p) => (p.declaredPoints ? p.declaredPoints.toNumber() : "");
}

function byeText(e: Extract<RoundEntry, { kind: "bye" }>, go: boolean): string {
  switch (e.bye) {
    case "pab":
      return go ? "0+" : "bye";
    case "fpb":
      return "F";
    case "hpb":
      return "H";
    case "zpb":
      if (e.reason === "absent") return go ? "0=" : "";
      if (e.reason === "unpaired") return "0-";
      if (e.reason === "withdrawn") return "WD";
      return "Z";
  }
}

/** One Swiss round cell. */
export function swissCell(e: RoundEntry | undefined, ps: PointsSystem, go: boolean): string {
  if (!e) return "";
  if (e.kind === "bye") return byeText(e, go);
  if (go) return formatEgdToken(e);
  const c = e.colour ?? "";
  const sep = c ? "" : " ";
  switch (e.kind) {
    case "game":
      return `${e.opponent}${c}${sep}${resultText(e.outcome, ps)}`;
    case "forfeit":
      return `${e.opponent}${c}${sep}${e.outcome === "win" ? "+" : "-"}`;
    case "unknown":
      return `${e.opponent}${c}?`;
  }
}

function makeSwiss(t: Tournament): Cell[][] {
  const n = roundsEntered(t);
  const go = t.players.some((p) =>
    p.rounds.some((e) => e && e.kind !== "bye" && e.handicap !== undefined)
  );
  const ph = playerHeader(t.players);
  const pts = pointsColumn(t.players);
  const header: Cell[] = [...ph.header, ...[...Array(n).keys()].map((k) => `R${k + 1}`)];
  if (pts) header.push("Pts");
  const rows = t.players.map((p) => {
    const row: Cell[] = [
      ...ph.row(p),
      ...[...Array(n).keys()].map((k) => swissCell(p.rounds[k], t.points, go)),
    ];
    if (pts) row.push(pts(p));
    return row;
  });
  return [header, ...rows];
}

function crossResult(e: RoundEntry, ps: PointsSystem): string {
  const c = e.kind !== "bye" && e.colour ? e.colour : "";
  switch (e.kind) {
    case "game":
      return `${c}${resultText(e.outcome, ps)}`;
    case "forfeit":
      return `${c}${e.outcome === "win" ? "1" : "0"}ff`;
    case "unknown":
      return `${c}?`;
    case "bye":
      return "";
  }
}

function makeCrosstable(t: Tournament): Cell[][] {
  const ps = t.points;
  const ids = t.players.map((p) => p.id);
  const meetings = (p: Player, q: number): RoundEntry[] =>
    p.rounds.filter((e) => e && e.kind !== "bye" && e.opponent === q);
  const double = t.players.some((p) => ids.some((q) => meetings(p, q).length > 1));
  const ph = playerHeader(t.players);
  const pts = pointsColumn(t.players);
  const header: Cell[] = [...ph.header];
  for (const id of ids) header.push(String(id), ...(double ? [""] : []));
  if (pts) header.push("Pts");
  const rows = t.players.map((p) => {
    const row: Cell[] = [...ph.row(p)];
    for (const q of ids) {
      if (q === p.id) {
        row.push("x", ...(double ? ["x"] : []));
        continue;
      }
      const games = meetings(p, q);
      row.push(games[0] ? crossResult(games[0], ps) : "");
      if (double) row.push(games[1] ? crossResult(games[1], ps) : "");
    }
    if (pts) row.push(pts(p));
    return row;
  });
  return [header, ...rows];
}

function gameResult(w: RoundEntry, b: RoundEntry | undefined, ps: PointsSystem): string {
  if (w.kind === "unknown") return "?";
  const opp = (o: "win" | "draw" | "loss"): "win" | "draw" | "loss" =>
    o === "win" ? "loss" : o === "loss" ? "win" : "draw";
  if (w.kind === "forfeit") {
    const bo = b && b.kind === "forfeit" ? b.outcome : opp(w.outcome);
    return `${w.outcome === "win" ? "1" : "0"}-${bo === "win" ? "1" : "0"} ff`;
  }
  if (w.kind === "game") {
    const bo = b && b.kind === "game" ? b.outcome : opp(w.outcome);
    return `${resultText(w.outcome, ps)}-${resultText(bo, ps)}`;
  }
  return "";
}

function makeGames(t: Tournament): Cell[][] {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const rated = t.players.some((p) => p.rating);
  const header: Cell[] = [
    "Round",
    "White No",
    "White",
    ...(rated ? ["White Rating"] : []),
    "Black No",
    "Black",
    ...(rated ? ["Black Rating"] : []),
    "Result",
  ];
  const side = (p: Player | undefined): Cell[] =>
    p ? [p.id, p.name, ...(rated ? [p.rating ?? ""] : [])] : ["", "bye", ...(rated ? [""] : [])];
  const rows: Cell[][] = [];
  const n = roundsEntered(t);
  for (let k = 0; k < n; k++) {
    const games: Cell[][] = [];
    const byes: Cell[][] = [];
    for (const p of t.players) {
      const e = p.rounds[k];
      if (!e) continue;
      if (e.kind === "bye") {
        const text = byeText(e, false);
        if (text === "") continue; // absent: no row
        byes.push([k + 1, ...side(p), ...side(undefined), e.bye === "pab" ? "PAB" : text]);
        continue;
      }
      const q = byId.get(e.opponent);
      const qe = q?.rounds[k];
      const qWhite =
        qe !== undefined && qe.kind !== "bye" && qe.opponent === p.id && qe.colour === "w";
      const white = e.colour === "w" || (e.colour === undefined && !qWhite && p.id < e.opponent);
      if (!white) {
        if (q && qe && qe.kind !== "bye" && qe.opponent === p.id) continue; // written from the other side
        games.push([k + 1, ...side(q), ...side(p), gameResult(mirrorForWhite(e), e, t.points)]);
        continue;
      }
      games.push([k + 1, ...side(p), ...side(q), gameResult(e, qe, t.points)]);
    }
    rows.push(...games, ...byes);
  }
  return [header, ...rows];
}

/** The white side's entry when only Black's entry is known. */
function mirrorForWhite(e: RoundEntry): RoundEntry {
  if (e.kind === "game")
    return { ...e, outcome: e.outcome === "win" ? "loss" : e.outcome === "loss" ? "win" : "draw" };
  if (e.kind === "forfeit") return { ...e, outcome: e.outcome === "win" ? "loss" : "win" };
  return e;
}

/** The tournament as a grid in the given layout (header row first). */
export function makeGrid(t: Tournament, layout: GridLayout): Cell[][] {
  if (layout === "crosstable") return makeCrosstable(t);
  if (layout === "games") return makeGames(t);
  return makeSwiss(t);
}
