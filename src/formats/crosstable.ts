/**
 * The crosstable beside the ranking list, as chess-results prints it:
 *
 * - Swiss: one row per player in ranking order; each round as the opponent's start number, the
 *   colour and the result: "12w1", "5b½", "7w0"; a forfeit "12w+" / "12b-" ("+" / "-" without a
 *   known opponent); "bye" for a pairing-allocated bye; a requested bye as its points alone ("½",
 *   "1", "0"); "?" for a result not known yet; a round not entered is blank.
 * - Round robin: the N x N table, rows and columns in ranking order, the columns headed by the
 *   players' start numbers; a cell holds the results against that player (several meetings side
 *   by side), "x" on the diagonal.
 *
 * Opponents are named by start number (SNo), which is unique and printed in both tables; a rank
 * would not be when places are shared ("3-5"). Game results are written with the crosstable
 * symbols 1, ½, 0 whatever the points system (docs/decisions.md).
 */
import type { RoundEntry, Standings, Tournament } from "../engine";
import { formatNumber, placeTexts } from "./table";
import { countsOf, countsText } from "./game-counts";
import { inert, inertLines } from "./inert";

export interface Crosstable {
  kind: "swiss" | "round-robin";
  title: string;
  header: string[];
  rows: (string | number)[][];
  legend: string[];
}

const RESULT: Record<string, string> = { win: "1", draw: "½", loss: "0" };

/** One round of a player as a Swiss crosstable cell. */
export function roundCell(e: RoundEntry | undefined): string {
  if (!e) return "";
  switch (e.kind) {
    case "game": {
      // a match of games keeps its game counts ("12w 2-1"), which the Swiss reader reads back
      const counts = countsOf(e);
      return counts
        ? `${e.opponent}${e.colour ?? ""} ${countsText(counts)}`
        : `${e.opponent}${e.colour ?? ""}${RESULT[e.outcome]}`;
    }
    case "forfeit":
      return `${e.opponent}${e.colour ?? ""}${e.outcome === "win" ? "+" : "-"}`;
    case "unknown":
      return `${e.opponent}${e.colour ?? ""}?`;
    case "bye":
      switch (e.bye) {
        case "pab":
          return "bye";
        case "fpb":
          return "1";
        case "hpb":
          return "½";
        case "zpb":
          return e.reason === "withdrawn" ? "wd" : "0";
      }
  }
  return "";
}

/** The result of one meeting from one side, for the round-robin table. */
function meetingCell(e: RoundEntry): string {
  if (e.kind === "game") return RESULT[e.outcome];
  if (e.kind === "forfeit") return e.outcome === "win" ? "+" : "-";
  if (e.kind === "unknown") return "?";
  return "";
}

const SWISS_LEGEND =
  'Each round: opponent\'s start number, colour (w white, b black), result (1 win, ½ draw, 0 loss; a match of games its games won-lost, "2-1"); "+" / "-" a forfeit won / lost; "bye" a pairing-allocated bye; a bare 1, ½ or 0 a requested full-point, half-point or zero-point bye (or an absence); "wd" withdrawn; "?" result not known yet; blank: round not entered.';
const RR_LEGEND =
  'Rows and columns in ranking order, columns headed by start number (SNo). A cell: the results of the row\'s player against the column\'s player (1 win, ½ draw, 0 loss, "+" / "-" forfeit won / lost, "?" not known yet; several meetings side by side; "." not played yet).';

/** The crosstable of the standings: Swiss or round robin by the standings' event type. */
/**
 * "Crosstable: NAME (after round 3 of 5)": the sheet and the HTML section are printed on their
 * own, so the title says which round they stand after, as the ranking list's header does.
 */
function crosstableTitle(st: Standings, t: Tournament): string {
  const total = t.totalRounds && t.totalRounds >= st.rounds ? ` of ${t.totalRounds}` : "";
  const name = t.name?.trim();
  return `Crosstable${name ? `: ${name}` : ""} (after round ${st.rounds}${total})`;
}

export function crosstable(st: Standings, t: Tournament): Crosstable {
  const places = placeTexts(st);
  const rated = st.rows.some((r) => r.player.rating);
  const n = st.rounds;
  if (st.type === "round-robin") {
    const order = st.rows.map((r) => r.player.id);
    const header = ["Rk", "SNo", "Name", ...(rated ? ["Rtg"] : []), ...order.map(String), "Pts"];
    const rows = st.rows.map((row, j) => {
      const cells: string[] = order.map((oppId) => {
        if (oppId === row.player.id) return "x";
        const met: string[] = [];
        for (let r = 0; r < n; r++) {
          const e = row.player.rounds[r];
          if (e && e.kind !== "bye" && e.opponent === oppId) met.push(meetingCell(e));
        }
        return met.length ? met.join(" ") : ".";
      });
      return [
        places[j],
        row.player.id,
        row.player.name,
        ...(rated ? [row.player.rating ? row.player.rating : ""] : []),
        ...cells,
        row.points.toNumber(),
      ];
    });
    return {
      kind: "round-robin",
      title: crosstableTitle(st, t),
      header,
      rows,
      legend: [RR_LEGEND],
    };
  }
  const rounds = Array.from({ length: n }, (_, r) => `R${r + 1}`);
  const header = ["Rk", "SNo", "Name", ...(rated ? ["Rtg"] : []), "Pts", ...rounds];
  const rows = st.rows.map((row, j) => [
    places[j],
    row.player.id,
    row.player.name,
    ...(rated ? [row.player.rating ? row.player.rating : ""] : []),
    row.points.toNumber(),
    ...rounds.map((_, r) => roundCell(row.player.rounds[r])),
  ]);
  return {
    kind: "swiss",
    title: crosstableTitle(st, t),
    header,
    rows,
    legend: [SWISS_LEGEND],
  };
}

/** The column of the names: "Name" (players) or "Team" (team-crosstable.ts). */
export function crosstableNameCol(x: Crosstable): number {
  const k = x.header.indexOf("Name");
  return k >= 0 ? k : x.header.indexOf("Team");
}

/** The crosstable as aligned text (the CLI's --crosstable). */
export function crosstableText(x: Crosstable): string {
  const body = x.rows.map((r) =>
    r.map((v) => (typeof v === "number" ? formatNumber(v) : inert(v)))
  );
  const widths = x.header.map((h, j) => Math.max(h.length, ...body.map((r) => r[j].length)));
  const nameCol = crosstableNameCol(x);
  const fmt = (cells: string[]): string =>
    cells
      .map((c, j) => (j === nameCol ? c.padEnd(widths[j]) : c.padStart(widths[j])))
      .join("  ")
      .replace(/\s+$/, "");
  const lines = [x.title, "", fmt(x.header), widths.map((w) => "-".repeat(w)).join("  ")];
  for (const r of body) lines.push(fmt(r));
  lines.push("", ...x.legend);
  return inertLines(lines);
}
