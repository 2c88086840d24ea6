/**
 * The rating report of `tiebreaks ratings` as a table model (the ranking list's StandingsTable,
 * so every writer prints it: text, CSV, .xlsx, .html) and as JSON. One row per player in start
 * number order: Ro, K and where it came from, rated games, W, We, W - We, the change, the new
 * rating, Rp, and for an unrated player the provisional first rating.
 */
import type { PlayerRatingChange, RatingReport, Tournament } from "../engine";
import type { PlacedWarning } from "../engine/warnings";
import { warningLines } from "../engine/warnings";
import {
  placeAndDates,
  RATING_CHANGE_HEADER,
  stamp,
  type ColumnKind,
  type StandingsTable,
} from "./table";

const K_FROM: Record<string, string> = {
  option: "option",
  column: "K column",
  list: "FIDE list",
  derived: "derived",
};

/** An unrated player's note: the provisional first rating, or why there is none. */
export function firstRatingText(x: PlayerRatingChange): string {
  const f = x.first;
  if (!f) return "unrated; no game against a rated opponent";
  if (f.ru === null) return `unrated; ${f.note}`;
  return `unrated; first rating ${f.ru} (${f.note}; Ra ${f.ra.toString(2)} with two 1800 draws, dp ${f.dp})`;
}

/** The note of a rated player: Ro from a list, K's reason. */
function ratedNote(x: PlayerRatingChange): string {
  const parts: string[] = [];
  if (x.ratingNote) parts.push(`Rtg: ${x.ratingNote}`);
  parts.push(`K ${x.k}: ${x.kReason}`);
  if (x.games === 0) parts.push("no rated game");
  return parts.join("; ");
}

/** The event's lines: place and dates, the rules applied, the rounds counted. */
function eventLines(report: RatingReport, t: Tournament, rounds: number): string[] {
  const lines: string[] = [];
  const where = placeAndDates(t);
  if (where) lines.push(where);
  if (t.sheet) lines.push(`Sheet: ${t.sheet}`);
  const total = t.totalRounds && t.totalRounds >= rounds ? ` of ${t.totalRounds}` : "";
  lines.push(`FIDE rating changes after round ${rounds}${total} (FIDE Handbook B.02).`);
  for (const r of report.rules) lines.push(r.charAt(0).toUpperCase() + r.slice(1) + ".");
  return lines;
}

const LEGEND = [
  "Rtg: the rating at the start of the event (Ro); K: the development coefficient used (8.3.3).",
  "G: rated games; W: points in them; We: the sum of the expected scores PD (table 8.1.2).",
  `${RATING_CHANGE_HEADER}: K x (W - We), rounded (.5 away from zero); New: Rtg + ${RATING_CHANGE_HEADER}; Rp: performance rating of the games counted.`,
  "An unrated player's G and W are the games against rated opponents; the first rating is provisional (B.02 8.2, 7.1.4).",
];

export interface RatingsTableOptions {
  writtenAt?: Date;
  /** Rounds counted (for the header line). */
  rounds: number;
  /** The reader's warnings and others (the FIDE list's), before the report's own. */
  inputWarnings?: readonly PlacedWarning[];
  warnings?: readonly string[];
}

/** The rating report as a table for every writer. */
export function ratingsTable(
  report: RatingReport,
  t: Tournament,
  opts: RatingsTableOptions
): StandingsTable {
  const hasTitle = t.players.some((p) => p.title);
  const hasFed = t.players.some((p) => p.federation);
  const header: string[] = [];
  const kinds: ColumnKind[] = [];
  const col = (h: string, k: ColumnKind): void => {
    header.push(h);
    kinds.push(k);
  };
  col("SNo", "sno");
  if (hasTitle) col("Title", "title");
  col("Name", "name");
  if (hasFed) col("FED", "fed");
  col("Rtg", "rtg");
  col("K", "value");
  col("K from", "attr");
  col("G", "value");
  col("W", "value");
  col("We", "value");
  col("W-We", "value");
  col(RATING_CHANGE_HEADER, "value");
  col("New", "value");
  col("Rp", "value");
  col("Note", "attr");
  const players = [...report.players].sort((a, b) => a.start - b.start);
  const rows = players.map((x) => {
    const p = t.players[x.index];
    const out: (string | number)[] = [x.start];
    if (hasTitle) out.push(p.title ?? "");
    out.push(x.name);
    if (hasFed) out.push(p.federation ?? "");
    const rated = x.rating !== null;
    const some = rated && x.games > 0;
    out.push(
      x.rating ?? "",
      x.k ?? "",
      x.kSource ? K_FROM[x.kSource] : "unrated",
      x.games,
      x.score.toNumber(),
      some ? x.expected.toNumber() : "",
      some ? x.score.sub(x.expected).toNumber() : "",
      x.change ?? "",
      x.change !== null && x.rating !== null ? x.rating + x.change : "",
      x.performance ?? "",
      rated ? ratedNote(x) : firstRatingText(x)
    );
    return out;
  });
  const notes = [...LEGEND];
  for (const w of warningLines(opts.inputWarnings ?? [])) notes.push(`Warning: ${w}`);
  for (const w of [...(opts.warnings ?? []), ...report.warnings]) notes.push(`Warning: ${w}`);
  if (opts.writtenAt) notes.push(`Written at ${stamp(opts.writtenAt)}`);
  return {
    title: t.name?.trim() || "Rating changes",
    headerLines: eventLines(report, t, opts.rounds),
    header,
    kinds,
    rows,
    legend: [...LEGEND],
    notes,
    players: players.map((x) => x.index),
  };
}

/** A player of the JSON: the fields the issue names, then K's reason and an unrated player's first rating. */
function playerJson(x: PlayerRatingChange): Record<string, unknown> {
  const out: Record<string, unknown> = {
    start: x.start,
    name: x.name,
    rating: x.rating,
    k: x.k,
    kSource: x.kSource,
    games: x.games,
    score: x.score.toNumber(),
    // We of an unrated player's games means nothing: no expected score without a rating
    expected: x.rating === null ? null : x.expected.toNumber(),
    change: x.change,
    performance: x.performance,
    kReason: x.kReason,
  };
  if (x.ratingNote) out.ratingNote = x.ratingNote;
  if (x.first)
    out.firstRating = {
      games: x.first.games,
      points: x.first.points.toNumber(),
      ra: Number(x.first.ra.toString(2)),
      dp: x.first.dp,
      rating: x.first.ru,
      provisional: true,
      note: x.first.note,
    };
  return out;
}

/**
 * `tiebreaks ratings --format json`: {"type", "typeSource", "date", "rules", "players": [{"start",
 * "name", "rating", "k", "kSource", "games", "score", "expected", "change", "performance",
 * "kReason", ("firstRating")}], "warnings"}, players in start number order; "change" a whole
 * number, "expected" the exact sum of the PD values.
 */
export function ratingsJson(report: RatingReport, warnings: readonly string[] = []): object {
  return {
    type: report.type,
    typeSource: report.typeSource,
    date: report.date,
    rules: report.rules,
    players: [...report.players].sort((a, b) => a.start - b.start).map(playerJson),
    warnings: [...warnings, ...report.warnings],
  };
}
