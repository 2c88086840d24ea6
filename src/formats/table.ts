/**
 * The ranking list: one model of what an organiser publishes, built once from the standings and
 * written by every surface (CLI text, --out xlsx/csv/html/json, the page, the task pane's sheet,
 * the STANDINGS spill). It has
 *
 * - an event header: name, place, dates, "after round N of M", the event type, the rules edition
 *   in words, the chief arbiter, the tie-break order;
 * - columns Rk, SNo, Title, Name, FED, Rtg (Title and FED when the source has them, a Go rank
 *   when there are no ratings, further attributes when asked), Pts, each tie-break, "Decided by"
 *   and "Why this place"; a Status column when somebody withdrew;
 * - shared places written as printed lists do ("3-5");
 * - a legend in words: each code ("BH/C1: Buchholz, the lowest opponent score cut"), the
 *   columns, and who separated whom where tie-breaks did it;
 * - notes: warnings and when it was written (local date and time, to the minute).
 *
 * One number format everywhere (docs/decisions.md): decimal point, as many decimals as the value
 * needs (2, 3.5, 13.375), values such as 13/3 rounded to 2 decimals (4.33) for display. Sheets get
 * numbers with a per-cell number format that displays exactly that; JSON gets numbers (13/3 to 4
 * decimals).
 */
import {
  codeWords,
  InputError,
  isRatingColumn,
  ratingEngine,
  type Player,
  type PlayerRatingChange,
  type RatingReport,
  type Q,
  type StandingRow,
  type Standings,
  type Tournament,
  type Value,
} from "../engine";
import { inert, inertLines } from "./inert";
import { warningLines, type PlacedWarning } from "../engine/warnings";

export interface StandingsTable {
  /** The event's name, or "Standings". */
  title: string;
  /** Lines under the title: place and dates, after round N, event type, rules, arbiter, order. */
  headerLines: string[];
  /** Column labels: ["Rk", "SNo", ("Title"), "Name", ("FED"), "Rtg", "Pts", ...codes, "Decided by", "Why this place"]. */
  header: string[];
  /** What each column is (same positions as header). */
  kinds: ColumnKind[];
  /** Place as a number, or "3-5" for a shared place; values as numbers, undefined values as "". */
  rows: (string | number)[][];
  /** Legend lines (codes and columns in words, who separated whom). */
  legend: string[];
  /** Everything written below the table, in order: the legend, then warnings and "Written at". */
  notes: string[];
  /** Index of each row's player in tournament.players (same order as rows). */
  players: number[];
}

export type ColumnKind =
  | "rank"
  | "sno"
  | "title"
  | "name"
  | "fed"
  | "rtg"
  | "attr"
  | "change"
  | "pts"
  | "value"
  | "decided"
  | "why"
  | "status";

export const RANK_HEADER = "Rk";
export const NO_HEADER = "SNo";
export const NAME_HEADER = "Name";
export const POINTS_HEADER = "Pts";
export const DECIDED_HEADER = "Decided by";
export const WHY_HEADER = "Why this place";
export const STATUS_HEADER = "Status";

export const EDITION_TITLES: Record<string, string> = {
  "fide-2026": "FIDE C.07 (2026), in force from 1 March 2026",
  "fide-2024": "FIDE C.07 (2024), in force 1 August 2024 to 28 February 2026",
  "fide-pre2023": "FIDE before 2023 (virtual opponent)",
  plain: "plain (unplayed rounds are not counted)",
};

/** Text shown in the "Decided by" column for a place the list could not separate. */
export const SHARED_TEXT = "not separated (lots)";

// ------------------------------------------------------------------ one number format

/**
 * A value as every surface prints it: exact decimals (2, 3.5, 13.375), others rounded half up to
 * 2 decimals (13/3 -> 4.33), "" when undefined.
 */
export function formatValue(v: Value): string {
  if (v === null) return "";
  const n = v.n;
  const d = v.d;
  if (d === 1) return String(n);
  // Halves, quarters ... up to 2^-15 whose exact decimal has at most 15 significant digits
  // (|n| 5^k < 10^15 for d = 2^k): the double n / d is exact, and no shorter decimal has the
  // same double (15 digits always round-trip), so String gives that decimal, the text of toString
  if ((d & (d - 1)) === 0 && d <= 32768 && Math.abs(n) * POW5[31 - Math.clz32(d)] < 1e15)
    return String(n / d);
  return v.isFiniteDecimal() ? v.toString() : v.toString(2);
}

/** 5^k for k = 0..15. */
const POW5 = Array.from({ length: 16 }, (_, k) => 5 ** k);

/** A number as printed: the same format for numbers that came through cells (4.333.. -> 4.33). */
export function formatNumber(x: number): string {
  if (!Number.isFinite(x)) return "";
  if (Number.isInteger(x)) return String(x);
  const s = String(x);
  const dot = s.indexOf(".");
  if (!s.includes("e") && (dot < 0 ? 0 : s.length - dot - 1) <= 4) return s;
  return String(Math.round(x * 100) / 100);
}

/** The Excel number format that displays a number as formatNumber does: "0", "0.0", "0.000", "0.00". */
export function numberFormatFor(x: number): string {
  const s = formatNumber(x);
  const dot = s.indexOf(".");
  return dot < 0 ? "0" : `0.${"0".repeat(s.length - dot - 1)}`;
}

/** A value for JSON: terminating decimals exactly, others rounded to 4 decimals (13/3 -> 4.3333). */
export function jsonNumber(q: Q): number {
  return q.isFiniteDecimal() ? q.toNumber() : Number(q.toString(4));
}

function cell(v: Value): number | "" {
  return v === null ? "" : v.toNumber();
}

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

/** Local date and time a person reads, to the minute: "2026-11-30 14:05". */
export function stamp(d: Date): string {
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

// ------------------------------------------------------------------ places, withdrawals

/** Places of the rows: "3-5" for a place shared by three players, else the number. */
export function placeTexts(st: Standings): (number | string)[] {
  const out: (number | string)[] = [];
  let j = 0;
  while (j < st.rows.length) {
    let k = j + 1;
    if (st.rows[j].tied) {
      while (k < st.rows.length && st.rows[k].tied && st.rows[k].rank === st.rows[j].rank) k++;
    }
    const text = k - j > 1 ? `${st.rows[j].rank}-${st.rows[j].rank + k - j - 1}` : st.rows[j].rank;
    for (let m = j; m < k; m++) out.push(text);
    j = k;
  }
  return out;
}

/**
 * The round after which a player withdrew, or null: a round marked withdrawn, or a run of
 * absences (zero-point byes, rounds not entered) of at least two rounds up to the last round
 * counted while others played on. A single missed last round is not a withdrawal.
 */
export function withdrawnAfter(row: StandingRow, rounds: number): number | null {
  const r = row.player.rounds;
  for (let k = 0; k < rounds; k++) {
    const e = r[k];
    if (e && e.kind === "bye" && e.reason === "withdrawn") return k;
  }
  let k = rounds;
  while (k > 0) {
    const e = r[k - 1];
    const absent = e === undefined || (e.kind === "bye" && e.bye === "zpb" && !e.reason);
    const reasonAbsent =
      e !== undefined && e.kind === "bye" && e.bye === "zpb" && e.reason === "absent";
    if (!(absent || reasonAbsent)) break;
    k--;
  }
  return rounds - k >= 2 && k > 0 ? k : null;
}

// ------------------------------------------------------------------ header

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026/03/10" or "2026-03-10" as "10 March 2026"; other text as written. */
export function dateWords(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text.trim());
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return text.trim() || undefined;
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}

/** The event's place and dates (TRF 022, 042, 052): "Riverside, 10 March 2026 to 7 April 2026", or "". */
export function placeAndDates(t: Tournament): string {
  const place = t.meta["022"]?.trim();
  const start = dateWords(t.startDate ?? t.meta["042"]);
  const end = dateWords(t.meta["052"]);
  const dates = start && end && start !== end ? `${start} to ${end}` : (start ?? end);
  return [place, dates].filter((x) => x).join(", ");
}

function eventLines(st: Standings, t: Tournament, order: string[]): string[] {
  const lines: string[] = [];
  const where = placeAndDates(t);
  if (where) lines.push(where);
  if (t.sheet) lines.push(`Sheet: ${t.sheet}`);
  const total = t.totalRounds && t.totalRounds >= st.rounds ? ` of ${t.totalRounds}` : "";
  const kind = st.type === "round-robin" ? "Round robin" : "Swiss";
  lines.push(`${kind}, ${st.rows.length} players. Standings after round ${st.rounds}${total}.`);
  lines.push(`Rules: ${EDITION_TITLES[st.edition] ?? st.edition} [${st.edition}]`);
  const arbiter = t.meta["102"]?.trim();
  if (arbiter) lines.push(`Chief arbiter: ${arbiter}`);
  lines.push(`Tie-breaks in order: ${order.join(", ") || "none (points only)"}`);
  return lines;
}

/**
 * Notes in the older one-line form (rules, event, order, shared places, warnings, written at),
 * for tables that do not use the ranking list yet (team standings).
 */
export function standingsNotes(
  st: Pick<Standings, "edition" | "type" | "rounds" | "primary" | "keys" | "warnings"> & {
    rows: readonly { tied: boolean }[];
  },
  opts: { writtenAt?: Date } = {}
): string[] {
  const notes: string[] = [];
  notes.push(`Rules: ${EDITION_TITLES[st.edition] ?? st.edition} [${st.edition}]`);
  notes.push(
    `Event: ${st.type === "round-robin" ? "round robin (pre-determined pairings)" : "Swiss"}, standings after round ${st.rounds}`
  );
  notes.push(`Order: ${[st.primary ?? "PTS", ...st.keys].join(", ")}`);
  if (st.rows.some((r) => r.tied)) {
    notes.push(
      `Places marked "=" are shared: the tie-break list did not separate them (lots or the event's rules decide).`
    );
  }
  for (const w of st.warnings) notes.push(`Warning: ${w}`);
  if (opts.writtenAt) notes.push(`Written at ${stamp(opts.writtenAt)}`);
  return notes;
}

// ------------------------------------------------------------------ why, legend

/** The value columns: the primary score (Go's MMS) when there is one, then the order. */
export function valueColumns(st: Standings): {
  keys: string[];
  get: (row: StandingRow) => Value[];
} {
  if (st.primary !== null) {
    return { keys: [st.primary, ...st.keys], get: (row) => [row.primary, ...row.values] };
  }
  return { keys: [...st.keys], get: (row) => row.values };
}

/** The value of a row at a separation level (a key, or the primary score). */
function valueAt(st: Standings, row: StandingRow, key: string): Value | undefined {
  if (key === (st.primary ?? "PTS")) return st.primary ? row.primary : row.points;
  const k = st.keys.indexOf(key);
  return k >= 0 ? row.values[k] : undefined;
}

function shown(v: Value | undefined): string {
  return v === null || v === undefined ? "undefined" : formatValue(v);
}

/** "3.5 points", "1 point", "12 MMS": a score with its word, singular for exactly 1 point. */
export function scoreText(score: string, word: string): string {
  return `${score} ${word === "points" && score === "1" ? "point" : word}`;
}

/**
 * One sentence per row: how the player was separated from the players directly above and below
 * on the same score (each with the criterion and both values). "Decided by" names the later of
 * the two criteria, so the two never disagree. Empty when the score alone fixed the place.
 */
export function whyTexts(st: Standings): string[] {
  const why = whySentences(st);
  const out = new Array<string>(st.rows.length);
  for (let j = 0; j < out.length; j++) out[j] = why(j);
  return out;
}

/**
 * whyTexts one row at a time: the sentence of row j, made when asked for, so that a writer that
 * puts it straight into its output (the JSON lines) does not keep 3,000 sentences alive.
 */
export function whySentences(st: Standings): (j: number) => string {
  const primary = st.primary ?? "PTS";
  const scoreWord = primary === "PTS" ? "points" : primary;
  const rows = st.rows;
  // the value at a criterion other than the primary score (as valueAt: the first such key)
  const index = new Map<string, number>();
  st.keys.forEach((k, c) => {
    if (!index.has(k)) index.set(k, c);
  });
  const at = (row: StandingRow, by: string): Value | undefined => {
    const c = index.get(by);
    return c === undefined ? undefined : row.values[c];
  };
  const side = (row: StandingRow, other: StandingRow, by: string | null, dir: string): string =>
    by === null
      ? `not separated from ${other.player.name}`
      : `${dir} ${other.player.name} by ${by} (${shown(at(row, by))} vs ${shown(at(other, by))})`;
  return (j) => {
    const row = rows[j];
    // a neighbour separated by the score alone says nothing
    const aboveBy = j > 0 ? row.aboveBy : primary;
    const belowBy = j + 1 < rows.length ? rows[j + 1].aboveBy : primary;
    if (aboveBy === primary && belowBy === primary) return "";
    let parts = aboveBy !== primary ? side(row, rows[j - 1], aboveBy, "below") : "";
    if (belowBy !== primary)
      parts += (parts === "" ? "" : "; ") + side(row, rows[j + 1], belowBy, "above");
    const lead = `Tied on ${scoreText(shown(st.primary ? row.primary : row.points), scoreWord)}`;
    return row.decidedBy === null
      ? `${lead}; ${parts}: shared place (lots or the event's rules decide)`
      : `${lead}; ${parts}`;
  };
}

function legendLines(
  st: Standings,
  specs: { key: string; words: string }[],
  places: (number | string)[],
  anyWithdrawn: boolean,
  anyUndefined: boolean
): string[] {
  const lines: string[] = [];
  lines.push(
    `${RANK_HEADER}: place${places.some((p) => typeof p === "string") ? '; a shared place is written as a range ("3-5"): the tie-breaks did not separate those players' : ""}. ${NO_HEADER}: start number. ${POINTS_HEADER}: points.`
  );
  for (const s of specs) lines.push(`${s.key}: ${s.words}`);
  lines.push(
    `${DECIDED_HEADER}: the last criterion needed to fix the place (after it nobody else was left on the player's place); ${st.primary ?? "PTS"} when the ${st.primary ? "score" : "points"} alone did it${places.some((p) => typeof p === "string") ? `; "${SHARED_TEXT}" when no tie-break of the order separated the player from a neighbour (a shared place)` : ""}.`
  );
  lines.push(
    `${WHY_HEADER}: how the player was separated from the players directly above and below on the same ${st.primary ? "score" : "points"}, with both values; "${DECIDED_HEADER}" is the later of the two criteria.`
  );
  if (anyWithdrawn) lines.push(`${STATUS_HEADER}: the round after which a player withdrew.`);
  if (anyUndefined) lines.push("An empty value is undefined (e.g. no rated game); it ranks last.");
  // every row separated from the one above by a tie-break (its "why" sentence says so too)
  const primary = st.primary ?? "PTS";
  let any = false;
  for (let j = 1; j < st.rows.length; j++) {
    const r = st.rows[j];
    const by = r.aboveBy;
    if (by === primary) continue;
    if (!any) lines.push("Decided by tie-breaks:");
    any = true;
    const above = st.rows[j - 1];
    lines.push(
      by === null
        ? `  ${places[j]}: ${above.player.name} and ${r.player.name} not separated (shared place)`
        : `  ${places[j - 1]} ${above.player.name} above ${places[j]} ${r.player.name} by ${by} (${shown(valueAt(st, above, by))} vs ${shown(valueAt(st, r, by))})`
    );
  }
  return lines;
}

// ------------------------------------------------------------------ extra columns

/** A column asked for (--columns club,born; columns=club): its label and the player's value. */
export interface AttributeColumn {
  label: string;
  get(p: Player): string | number;
  /** What the column is, when not a column of the source ("change": the rating change). */
  kind?: ColumnKind;
  /** Legend lines of a computed column, and its warnings (made when first asked for). */
  legend?: () => string[];
  warnings?: () => string[];
}

/** The rating change column's header, in the ranking list and in `tiebreaks ratings`. */
export const RATING_CHANGE_HEADER = "Rtg+/-";
/** The name --columns and columns= take for it (any spelling normName equates). */
export const RATING_CHANGE_NAME = "rating-change";

/** What the page and the pane call a column they offer ("Rating change" for Rtg+/-). */
export function columnTitle(label: string): string {
  return label === RATING_CHANGE_HEADER ? "Rating change" : label;
}

/** The name a ticked column is asked for by ("rating-change" for Rtg+/-, else its label). */
export function columnName(label: string): string {
  return label === RATING_CHANGE_HEADER ? RATING_CHANGE_NAME : label;
}

/**
 * The rating change column (FIDE B.02, src/engine/rating-change.ts) under the standings'
 * options (rounds, k=, rating=): the change, or "" for an unrated player (whose first rating is
 * provisional) and for a player without a rated game.
 */
function ratingChangeColumn(t: Tournament, st: Standings | undefined): AttributeColumn {
  let report: RatingReport | undefined;
  let byPlayer: Map<Player, PlayerRatingChange> | undefined;
  // the engine is loaded by the caller (the pane and the page load it when the column is asked for)
  const get = (): RatingReport => (report ??= ratingEngine().ratingChanges(t, st?.options ?? {}));
  return {
    label: RATING_CHANGE_HEADER,
    kind: "change",
    get: (p) => {
      byPlayer ??= new Map(get().players.map((x) => [t.players[x.index], x]));
      return byPlayer.get(p)?.change ?? "";
    },
    legend: () => {
      const r = get();
      return [
        `${RATING_CHANGE_HEADER}: the FIDE rating change of the event (B.02 8.3: K x (W - We), rounded), ${r.rules[0]}; blank: unrated, or no rated game. "tiebreaks ratings" and the working of a row give the details.`,
      ];
    },
    warnings: () => get().warnings,
  };
}

/** A column name compared loosely: case, spaces, dots, dashes, underscores and slashes ignored. */
export function normName(s: string): string {
  return s.toLowerCase().replace(/[\s._\-/]/g, "");
}

/** Columns of the player's own fields, by the names a user may write (normalised). */
const FIELD_COLUMNS: { names: string[]; label: string; get: (p: Player) => string | number }[] = [
  { names: ["sex", "gender", "s"], label: "Sex", get: (p) => p.sex ?? "" },
  {
    names: ["born", "birth", "birthdate", "bday", "dateofbirth", "dob", "year", "yob"],
    label: "Born",
    get: (p) => p.birth ?? "",
  },
  { names: ["fideid", "id", "fide"], label: "FIDE ID", get: (p) => p.fideId ?? "" },
];

/** Names of columns every ranking list already has when the source has them (asked: no extra column). */
const STANDARD_NAMES = new Set([
  "rk",
  "rank",
  "place",
  "sno",
  "no",
  "name",
  "title",
  "tit",
  "fed",
  "federation",
  "rtg",
  "rating",
  "elo",
  "pts",
  "points",
]);

/** Source columns that "club" finds when the source has no column called Club. */
const CLUB_NAMES = ["club", "clubcity", "clubname", "verein", "team", "school"];

/** The attribute columns of the source (fields any player has, then the source's own columns). */
export function availableColumns(t: Tournament): string[] {
  const out: string[] = [];
  for (const f of FIELD_COLUMNS) if (t.players.some((p) => f.get(p) !== "")) out.push(f.label);
  for (const p of t.players)
    for (const [k, v] of Object.entries(p.attrs))
      if (String(v).trim() !== "" && !out.includes(k)) out.push(k);
  return out;
}

/**
 * The columns a user may add (the page's and the pane's choice): the source's
 * attribute columns (availableColumns) that attributeColumns resolves to a column of their own,
 * by the label the ranking list heads it with; a column the list shows anyway (Title, FED, Rtg,
 * a second Name) is left out, and two names that find the same column are listed once.
 */
export function columnChoices(t: Tournament): string[] {
  const out: string[] = [];
  for (const name of availableColumns(t)) {
    if (STANDARD_NAMES.has(normName(name))) continue;
    const [c] = attributeColumns(t, [name]);
    if (c && !out.includes(c.label)) out.push(c.label);
  }
  // the rating change, for an event with ratings
  if (t.players.some((p) => p.rating) && !out.includes(RATING_CHANGE_HEADER))
    out.push(RATING_CHANGE_HEADER);
  return out;
}

/**
 * Resolves the columns asked for (names in any case, spaces, dots and dashes ignored: "club",
 * "Club/City", "fide-id") against the source: a player field (Sex, Born, FIDE ID) or a column of
 * the source's own ("club" finds "Club", else "Club/City", "Verein", "Team", "School"). A column the list shows anyway
 * (Title, FED, Rtg) adds nothing. A name nobody has a value for is an InputError at the option
 * "columns" that lists what the source has.
 */
export function attributeColumns(
  t: Tournament,
  names: readonly string[],
  st?: Standings
): AttributeColumn[] {
  const out: AttributeColumn[] = [];
  // nothing asked for: no need to look at every player's attributes
  if (names.length === 0) return out;
  const attrKeys: string[] = [];
  for (const p of t.players)
    for (const [k, v] of Object.entries(p.attrs))
      if (String(v).trim() !== "" && !attrKeys.includes(k)) attrKeys.push(k);
  for (const raw of names) {
    const name = raw.trim();
    if (name === "") continue;
    const n = normName(name);
    if (STANDARD_NAMES.has(n)) continue;
    if (isRatingColumn(n)) {
      if (!out.some((c) => c.label === RATING_CHANGE_HEADER)) out.push(ratingChangeColumn(t, st));
      continue;
    }
    let col: AttributeColumn | undefined;
    const exact = attrKeys.find((k) => normName(k) === n);
    const field = FIELD_COLUMNS.find((f) => f.names.includes(n));
    if (exact !== undefined) {
      col = { label: exact, get: (p) => p.attrs[exact] ?? "" };
    } else if (field && t.players.some((p) => field.get(p) !== "")) {
      col = { label: field.label, get: field.get };
    } else if (n === "club") {
      const key = attrKeys.find((k) => CLUB_NAMES.includes(normName(k)));
      if (key !== undefined) col = { label: key, get: (p) => p.attrs[key] ?? "" };
    }
    if (!col) {
      const has = availableColumns(t);
      throw new InputError(
        "invalid-value",
        `columns: "${name}": no player has a value for it; ${
          has.length > 0
            ? `this source has ${has.join(", ")}`
            : "this source has no further player columns"
        }`,
        { kind: "option", option: "columns" }
      );
    }
    if (!out.some((c) => c.label === col.label)) out.push(col);
  }
  return out;
}

// ------------------------------------------------------------------ the table

export interface TableOptions {
  /** When it was written (a "Written at" note in local time). */
  writtenAt?: Date;
  /**
   * Further columns after the rating, asked for by name (e.g. ["club", "born"]): resolved by
   * attributeColumns (an unknown name is an error listing what the source has).
   */
  attributes?: readonly string[];
  /** The reader's warnings, grouped (engine/warnings.ts) into the notes before the engine's. */
  inputWarnings?: readonly PlacedWarning[];
}

/** The ranking list as a table of cells for every surface. */
export function standingsTable(
  st: Standings,
  t: Tournament,
  opts: TableOptions = {}
): StandingsTable {
  const { keys, get } = valueColumns(st);
  const players = st.rows.map((r) => r.player);
  const hasTitle = players.some((p) => p.title);
  const hasFed = players.some((p) => p.federation);
  const hasRating = players.some((p) => p.rating);
  const hasRank = players.some((p) => p.rank);
  const attrs = attributeColumns(t, opts.attributes ?? [], st);
  const withdrawn = st.rows.map((r) => withdrawnAfter(r, st.rounds));
  const anyWithdrawn = withdrawn.some((w) => w !== null);
  const places = placeTexts(st);
  const why = whyTexts(st);

  const header: string[] = [];
  const kinds: ColumnKind[] = [];
  const col = (h: string, k: ColumnKind): void => {
    header.push(h);
    kinds.push(k);
  };
  col(RANK_HEADER, "rank");
  col(NO_HEADER, "sno");
  if (hasTitle) col("Title", "title");
  col(NAME_HEADER, "name");
  if (hasFed) col("FED", "fed");
  if (hasRating || !hasRank) col("Rtg", "rtg");
  else col("Go rank", "rtg");
  for (const a of attrs) col(a.label, a.kind ?? "attr");
  col(POINTS_HEADER, "pts");
  for (const k of keys) col(k, "value");
  col(DECIDED_HEADER, "decided");
  col(WHY_HEADER, "why");
  if (anyWithdrawn) col(STATUS_HEADER, "status");

  const rows = st.rows.map((row, j) => {
    const p = row.player;
    const out: (string | number)[] = [places[j], p.id];
    if (hasTitle) out.push(p.title ?? "");
    out.push(p.name);
    if (hasFed) out.push(p.federation ?? "");
    out.push(p.rating ? p.rating : (p.rank ?? ""));
    for (const a of attrs) out.push(a.get(p));
    out.push(row.points.toNumber());
    for (const v of get(row)) out.push(cell(v));
    out.push(row.decidedBy ?? SHARED_TEXT);
    out.push(why[j]);
    if (anyWithdrawn)
      out.push(withdrawn[j] !== null ? `withdrawn after round ${withdrawn[j]}` : "");
    return out;
  });

  const legend = [...legendOf(st, places, anyWithdrawn), ...attributeLegend(attrs)];
  const notes = [...legend];
  for (const w of warningLines(opts.inputWarnings ?? [])) notes.push(`Warning: ${w}`);
  for (const w of st.warnings) notes.push(`Warning: ${w}`);
  for (const a of attrs) for (const w of a.warnings?.() ?? []) notes.push(`Warning: ${w}`);
  if (opts.writtenAt) notes.push(`Written at ${stamp(opts.writtenAt)}`);
  return {
    title: t.name?.trim() || "Standings",
    headerLines: eventLines(st, t, [st.primary ?? "PTS", ...st.keys]),
    header,
    kinds,
    rows,
    legend,
    notes,
    players: st.rows.map((r) => r.index),
  };
}

/** The legend lines of computed columns (the rating change). */
export function attributeLegend(attrs: readonly AttributeColumn[]): string[] {
  return attrs.flatMap((a) => a.legend?.() ?? []);
}

/**
 * The legend of a ranking list (codes and columns in words, who separated whom), from the places
 * of its rows: shared by the table and the JSON writer.
 */
export function legendOf(
  st: Standings,
  places: (number | string)[],
  anyWithdrawn: boolean
): string[] {
  const { keys } = valueColumns(st);
  const specWords = keys.map((key) => {
    const k = st.keys.indexOf(key);
    const spec = k >= 0 ? st.order[k] : null;
    if (!spec) return { key, words: `the main score (${key}), ranked before the tie-breaks` };
    const extra = st.columnWords?.[k];
    return { key, words: codeWords(spec) + (extra ? `; ${extra}` : "") };
  });
  let anyUndefined = false;
  for (let j = 0; j < st.rows.length && !anyUndefined; j++)
    anyUndefined =
      st.rows[j].values.includes(null) || (st.primary !== null && st.rows[j].primary === null);
  return legendLines(st, specWords, places, anyWithdrawn, anyUndefined);
}

/** The title and the event lines of a ranking list (as standingsTable gives them). */
export function eventHeader(st: Standings, t: Tournament): { title: string; lines: string[] } {
  return {
    title: t.name?.trim() || "Standings",
    lines: eventLines(st, t, [st.primary ?? "PTS", ...st.keys]),
  };
}

/** The cell as printed: numbers in the one number format, text as is. */
export function printed(v: string | number | undefined): string {
  if (v === undefined) return "";
  return typeof v === "number" ? formatNumber(v) : inert(v);
}

/** Whether a column holds numbers (right-aligned). */
export function numericColumn(table: StandingsTable, c: number): boolean {
  const k = table.kinds[c];
  return (
    k === "rank" || k === "sno" || k === "rtg" || k === "pts" || k === "value" || k === "change"
  );
}

/**
 * The command line's --format json: {"rules", "tiebreaks", "players": [{"start", "name", "rank",
 * "place", "title", "federation", "rating", "columns": {label: value} (the columns asked for),
 * "points", "tiebreaks": {code: value | null},
 * "decidedBy", "why", "withdrawnAfter"}], "event", "legend"} with players in rank order and the
 * shared place number as rank. A primary score (Go's MMS) is listed first among the tie-breaks.
 */
export function standingsJson(st: Standings, t?: Tournament, opts: TableOptions = {}): object {
  const { keys, get } = valueColumns(st);
  const attrs = t ? attributeColumns(t, opts.attributes ?? [], st) : [];
  const places = placeTexts(st);
  const why = whyTexts(st);
  const out: Record<string, unknown> = {
    rules: st.edition,
    tiebreaks: keys,
    players: st.rows.map((row, j) => {
      const values = get(row);
      const tb: Record<string, number | null> = {};
      keys.forEach((k, c) => (tb[k] = values[c] === null ? null : jsonNumber(values[c] as Q)));
      const p: Record<string, unknown> = {
        start: row.player.id,
        name: row.player.name,
        rank: row.rank,
        place: String(places[j]),
      };
      if (row.player.title) p.title = row.player.title;
      if (row.player.federation) p.federation = row.player.federation;
      if (row.player.rating) p.rating = row.player.rating;
      if (attrs.length > 0)
        p.columns = Object.fromEntries(attrs.map((a) => [a.label, a.get(row.player)]));
      p.points = jsonNumber(row.points);
      p.tiebreaks = tb;
      p.decidedBy = row.decidedBy;
      p.why = why[j];
      const w = withdrawnAfter(row, st.rounds);
      if (w !== null) p.withdrawnAfter = w;
      return p;
    }),
  };
  if (t) {
    const table = standingsTable(st, t, { attributes: opts.attributes });
    out.event = {
      title: table.title,
      lines: table.headerLines,
      rounds: st.rounds,
      type: st.type,
      ...(t.sheet ? { sheet: t.sheet } : {}),
    };
    out.legend = table.legend;
  }
  return out;
}

/**
 * The ranking list as plain text: the event header, an aligned table (every column but "Why this
 * place", which follows the table as one line per player where tie-breaks decided), the legend
 * and the notes. Numbers in the one number format.
 */
export function standingsText(
  st: Standings,
  t: Tournament,
  opts: TableOptions & { title?: string } = {}
): string {
  const table = standingsTable(st, t, opts);
  return tableText(table, opts.title);
}

/** The text rendering of a table (used by standingsText and by the CLI for the page's table). */
export function tableText(table: StandingsTable, title?: string): string {
  const cols = table.header.map((_, c) => c).filter((c) => table.kinds[c] !== "why");
  const body = table.rows.map((r) => cols.map((c) => printed(r[c])));
  const head = cols.map((c) => table.header[c]);
  const right = cols.map((c) => numericColumn(table, c));
  const widths = head.map((h) => h.length);
  for (const r of body)
    for (let j = 0; j < r.length; j++) widths[j] = Math.max(widths[j], r[j].length);
  // trimEnd removes what /\s+$/ matched (the same white space and line terminators), in one pass
  const fmt = (cells: string[]): string =>
    cells
      .map((c, j) => (right[j] ? c.padStart(widths[j]) : c.padEnd(widths[j])))
      .join("  ")
      .trimEnd();
  // warnings are read before the table; the other notes follow it
  const warnings = table.notes.filter((n) => n.startsWith("Warning: "));
  const lines: string[] = [];
  lines.push(title ?? table.title);
  for (const l of table.headerLines) lines.push(l);
  lines.push("");
  if (warnings.length > 0) {
    for (const w of warnings) lines.push(w);
    lines.push("");
  }
  lines.push(fmt(head));
  lines.push(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of body) lines.push(fmt(r));
  lines.push("");
  // the legend line of "Why this place" describes a column the text does not print
  const whyLine = `${WHY_HEADER}: `;
  for (const n of table.notes)
    if (!n.startsWith("Warning: ") && !n.startsWith(whyLine)) lines.push(n);
  return inertLines(lines);
}

/**
 * The table as rows of cells for CSV: the header row and the rows first (so that a program
 * reading the CSV finds the table at the top), then a blank row, the title and event lines, and
 * the legend and notes.
 */
export function tableRowsForCsv(table: StandingsTable): (string | number)[][] {
  return [
    table.header,
    ...table.rows,
    [],
    [table.title],
    ...table.headerLines.map((l) => [l]),
    [],
    ...table.notes.map((n) => [n]),
  ];
}
