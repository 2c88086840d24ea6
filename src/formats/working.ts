/**
 * The working behind a player's place, for every surface that shows it (the CLI's `explain`, a
 * row clicked on the page or in the task pane): per code of the order, the engine's explanation
 * (per-round rows, value, summary, DE's mini-table), and the comparison with the player directly
 * above ("Tied on 5 points with Ava; BH/C1 14 vs 12.5 decided").
 */
import { InputError } from "../engine/errors";
import {
  codeWords,
  explainTeamIn,
  explainValue,
  isRatingCode,
  parseCode,
  RATING_CODE,
  ratingEngine,
  type CodeSpec,
  type EngineOptions,
  type ExplainRow,
  type Explanation,
  type Standings,
  type TeamStandings,
  type Tournament,
  type Value,
} from "../engine";
import { formatValue, placeTexts, scoreText } from "./table";
import { inert, inertLines } from "./inert";

export interface CodeWorking {
  code: string;
  /** The code in words ("Buchholz, the lowest opponent score cut"). */
  words: string;
  explanation: Explanation;
}

export interface Working {
  playerIndex: number;
  id: number;
  name: string;
  place: string;
  points: Value;
  /** The comparison with the player directly above (empty for the first). */
  comparison: string;
  /** The same criterion by criterion, down to the one that separated them (none for the first). */
  steps?: ComparisonStep[];
  /** The player directly above, if any. */
  above?: { id: number; name: string };
  codes: CodeWorking[];
  /** A team event's working (teamWorking): the scores in words ("4 MP, 6 GP"). */
  team?: { scores: string };
}

/** One criterion of the comparison with the player directly above. */
export interface ComparisonStep {
  /** "PTS" (or the main score, MMS), then the codes of the order. */
  key: string;
  above: Value;
  mine: Value;
  /** "equal": they were still tied after it; "decided": it separated them; "tied": the last one, not separated. */
  result: "equal" | "decided" | "tied";
}

const STATUS: Record<ExplainRow["status"], string> = {
  kept: "kept",
  cut: "cut",
  "cut-high": "cut (highest)",
  "not counted": "not counted",
};

export function statusWords(s: ExplainRow["status"]): string {
  return STATUS[s] ?? s;
}

/** The article a row's note cites ("16.4.1", "art. 15.2", "C.07 6.1.2"), or "". */
export function articleOf(note: string | undefined): string {
  if (!note) return "";
  const m =
    /\((?:C\.07 |art\. )?(\d+(?:\.\d+)+)\)|art\. (\d+(?:\.\d+)*)|C\.07 (\d+(?:\.\d+)*)/.exec(note);
  const a = m ? (m[1] ?? m[2] ?? m[3]) : "";
  return a ? `art. ${a}` : "";
}

function valueOfKey(st: Standings, j: number, key: string): Value | undefined {
  const row = st.rows[j];
  if (key === (st.primary ?? "PTS")) return st.primary ? row.primary : row.points;
  const k = st.keys.indexOf(key);
  return k >= 0 ? row.values[k] : undefined;
}

function shown(v: Value | undefined): string {
  return v === null || v === undefined ? "undefined" : formatValue(v);
}

/** The comparison of row j with the row directly above, in words. */
export function comparisonWithAbove(st: Standings, j: number): string {
  if (j <= 0 || j >= st.rows.length) return j === 0 ? "First place." : "";
  const row = st.rows[j];
  const above = st.rows[j - 1];
  const primary = st.primary ?? "PTS";
  const word = primary === "PTS" ? "points" : primary;
  const mine = shown(st.primary ? row.primary : row.points);
  const theirs = shown(st.primary ? above.primary : above.points);
  if (row.aboveBy === primary) {
    return `${scoreText(theirs, word)} for ${above.player.name} (above) against ${mine}: the ${word} decided.`;
  }
  if (row.aboveBy === null) {
    return `Tied on ${scoreText(mine, word)} with ${above.player.name}, and on every tie-break: shared place (lots or the event's rules decide).`;
  }
  const by = row.aboveBy;
  return `Tied on ${scoreText(mine, word)} with ${above.player.name} (above); ${by} ${shown(valueOfKey(st, j - 1, by))} vs ${shown(valueOfKey(st, j, by))} decided.`;
}

/**
 * The comparison of row j with the row directly above, criterion by criterion: the main score,
 * then each code of the order down to the one that separated them (every code when nothing did).
 */
export function comparisonSteps(st: Standings, j: number): ComparisonStep[] {
  if (j <= 0 || j >= st.rows.length) return [];
  const primary = st.primary ?? "PTS";
  const keys = [primary, ...st.keys];
  const by = st.rows[j].aboveBy;
  const last = by === null ? keys.length - 1 : Math.max(0, keys.indexOf(by));
  return keys.slice(0, last + 1).map((key, k) => ({
    key,
    above: valueOfKey(st, j - 1, key) ?? null,
    mine: valueOfKey(st, j, key) ?? null,
    result: k < last ? "equal" : by === null ? "tied" : "decided",
  }));
}

/** A comparison step in words: "BH/C1: 14 vs 12.5, decided". */
export function stepText(s: ComparisonStep): string {
  const what = s.result === "decided" ? "decided" : s.result === "tied" ? "still equal" : "equal";
  return `${s.key}: ${shown(s.above)} vs ${shown(s.mine)}, ${what}`;
}

/**
 * The working of a player's FIDE rating change (B.02) under the options: the rated games with
 * D, PD and dR, or an unrated player's games towards a first rating.
 */
export function ratingWorking(
  t: Tournament,
  playerIndex: number,
  opts: EngineOptions
): CodeWorking {
  const engine = ratingEngine();
  const report = engine.ratingChanges(t, opts);
  const unrated = report.players[playerIndex].rating === null;
  return {
    code: RATING_CODE,
    words: unrated ? "FIDE first rating (provisional)" : "FIDE rating change",
    explanation: engine.explainRatingChange(report, playerIndex, t),
  };
}

/**
 * The working of one player: `codes` (default: the primary score, if any, and every code of the
 * order) explained under the standings' options; RATING (isRatingCode) is the rating change,
 * which `rating` adds after the default codes (the ranking list shows its column).
 */
export function playerWorking(
  st: Standings,
  t: Tournament,
  playerIndex: number,
  opts: EngineOptions,
  codes?: readonly (string | CodeSpec)[],
  extra: { rating?: boolean } = {}
): Working {
  const j = st.rows.findIndex((r) => r.index === playerIndex);
  if (j < 0) throw new RangeError(`no player at index ${playerIndex}`);
  const row = st.rows[j];
  const asked: (string | CodeSpec)[] =
    codes && codes.length > 0
      ? [...codes]
      : [...(st.primary ? [parseCode(st.primary)] : []), ...st.order];
  if (extra.rating && !asked.some((c) => typeof c === "string" && isRatingCode(c)))
    asked.push(RATING_CODE);
  const list = asked.map((c): CodeWorking => {
    if (typeof c === "string" && isRatingCode(c)) return ratingWorking(t, playerIndex, opts);
    const spec = typeof c === "string" ? parseCode(c) : c;
    return {
      code: spec.code,
      words: codeWords(spec),
      explanation: explainValue(t, spec, playerIndex, opts),
    };
  });
  return {
    playerIndex,
    id: row.player.id,
    name: row.player.name,
    place: String(placeTexts(st)[j]),
    points: row.points,
    comparison: comparisonWithAbove(st, j),
    steps: comparisonSteps(st, j),
    ...(j > 0 ? { above: { id: st.rows[j - 1].player.id, name: st.rows[j - 1].player.name } } : {}),
    codes: list,
  };
}

/**
 * The working of one team (index in the event's teams) under the team standings: per code
 * (default: the primary score and every code of the order) the engine's team explanation, each
 * round labelled with its match (opponent team, its MP or GP used, match score, contribution),
 * and the comparison with the team directly above. The CLI's `explain` on a team event and a
 * team row on the page and in the task pane show this.
 */
export function teamWorking(
  st: TeamStandings,
  teamIndex: number,
  codes?: readonly (string | CodeSpec)[]
): Working {
  const j = st.rows.findIndex((r) => r.index === teamIndex);
  if (j < 0) throw new RangeError(`no team at index ${teamIndex}`);
  const row = st.rows[j];
  const ctx = st.view.mp;
  const specs: CodeSpec[] =
    codes && codes.length > 0
      ? codes.map((c) => (typeof c === "string" ? parseCode(c) : c))
      : [parseCode(st.primary ?? st.main), ...st.order];
  return {
    playerIndex: teamIndex,
    id: row.player.id,
    name: row.player.name,
    place: String(placeTexts(st)[j]),
    points: row.primary,
    comparison: comparisonWithAbove(st, j),
    steps: comparisonSteps(st, j),
    ...(j > 0 ? { above: { id: st.rows[j - 1].player.id, name: st.rows[j - 1].player.name } } : {}),
    codes: specs.map((spec) => ({
      code: spec.code,
      words: codeWords(spec),
      explanation: explainTeamIn(ctx, spec, teamIndex),
    })),
    team: { scores: `${formatValue(row.mp)} MP, ${formatValue(row.gp)} GP` },
  };
}

/** The explanation rows as cells (text), with the opponent's name. */
export function explainCells(
  ex: Explanation,
  names: ReadonlyMap<number, string>
): { header: string[]; rows: string[][] } {
  const header = [
    "Rd",
    "Opp",
    "Name",
    "What",
    "Used",
    "Own",
    "Contribution",
    "Status",
    "Article",
    "Note",
  ];
  const rows = ex.rows.map((r) => [
    r.round === null ? "" : String(r.round),
    r.opponent === null ? "" : String(r.opponent),
    r.opponent === null ? "" : (names.get(r.opponent) ?? ""),
    r.label,
    formatValue(r.used),
    formatValue(r.own),
    formatValue(r.contribution),
    statusWords(r.status),
    articleOf(r.note),
    r.note ?? "",
  ]);
  return { header, rows };
}

function aligned(header: string[], cells: string[][], right: Set<number>, indent = "  "): string[] {
  const rows = cells.map((r) => r.map(inert));
  const keep = header.map((_, c) => c).filter((c) => rows.some((r) => r[c] !== "") || c < 2);
  const w = keep.map((c) => Math.max(header[c].length, ...rows.map((r) => r[c].length)));
  const fmt = (cells: string[]): string =>
    indent +
    keep
      .map((c, k) => (right.has(c) ? cells[c].padStart(w[k]) : cells[c].padEnd(w[k])))
      .join("  ")
      .replace(/\s+$/, "");
  return [fmt(header), ...rows.map(fmt)];
}

/** The working as text (the CLI's `explain`). */
export function workingText(w: Working, t: Tournament): string {
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const lines: string[] = [];
  lines.push(`${w.name} (SNo ${w.id}): place ${w.place}, ${shown(w.points)} points`);
  if (w.comparison) lines.push(w.comparison);
  if (w.steps && w.steps.length > 1) lines.push(`  ${w.steps.map(stepText).join("; ")}`);
  for (const c of w.codes) {
    const ex = c.explanation;
    lines.push("");
    lines.push(
      `${c.code}: ${c.words} = ${ex.value === null ? "undefined" : formatValue(ex.value)}`
    );
    if (ex.rows.length > 0) {
      const cells = explainCells(ex, names);
      lines.push(...aligned(cells.header, cells.rows, new Set([0, 1, 4, 5, 6])));
    }
    if (ex.table) {
      lines.push(`  ${ex.table.title}:`);
      const rows = ex.table.rows.map((r) =>
        r.map((v) => (typeof v === "string" ? v : formatValue(v)))
      );
      const right = new Set<number>(
        ex.table.right ?? ex.table.header.map((_, k) => k).filter((k) => k !== 1)
      );
      lines.push(...aligned(ex.table.header, rows, right, "    "));
    }
    lines.push(
      `  Total: ${ex.value === null ? "undefined" : formatValue(ex.value)} (${ex.summary})`
    );
  }
  return inertLines(lines);
}

/** The working as JSON: per code the value and the engine's rows (fields as ExplainRow has them). */
export function workingJson(w: Working): object {
  const num = (v: Value): number | null => (v === null ? null : Number(v.toString(4)));
  return {
    player: { start: w.id, name: w.name, place: w.place, points: num(w.points) },
    comparison: w.comparison,
    steps: (w.steps ?? []).map((x) => ({
      key: x.key,
      above: num(x.above),
      player: num(x.mine),
      result: x.result,
    })),
    codes: w.codes.map((c) => ({
      code: c.code,
      words: c.words,
      value: num(c.explanation.value),
      summary: c.explanation.summary,
      rows: c.explanation.rows.map((r) => ({
        round: r.round,
        opponent: r.opponent,
        label: r.label,
        used: num(r.used),
        own: num(r.own),
        contribution: num(r.contribution),
        status: r.status,
        ...(r.note ? { note: r.note } : {}),
      })),
      ...(c.explanation.table
        ? {
            table: {
              title: c.explanation.table.title,
              header: c.explanation.table.header,
              rows: c.explanation.table.rows.map((r) =>
                r.map((v) => (typeof v === "string" ? v : num(v)))
              ),
            },
          }
        : {}),
    })),
  };
}

const PLAYER_ARG = { kind: "argument", name: "PLAYER" } as const;
const COUNT_WORDS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** "a", "a and b", "a, b and c". */
function andList(xs: readonly string[]): string {
  return xs.length > 1 ? `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}` : (xs[0] ?? "");
}

/**
 * The index of a player given by start number or name (case, accents and spacing ignored; a
 * unique part of a name also finds the player). Throws an InputError (place: the PLAYER
 * argument) naming close matches, or the places of every player carrying the name when two or
 * more do: never one of them.
 */
export function findPlayer(t: Tournament, text: string): number {
  const q = text.trim();
  if (/^\d+$/.test(q)) {
    const i = t.players.findIndex((p) => p.id === Number(q));
    if (i >= 0) return i;
    throw new InputError(
      "not-found",
      `player ${q}: no player has this start number (${t.players.length ? `numbers ${Math.min(...t.players.map((p) => p.id))} to ${Math.max(...t.players.map((p) => p.id))}` : "no players"})`,
      PLAYER_ARG
    );
  }
  const norm = (s: string): string =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[\s,]+/g, " ")
      .trim()
      .toLowerCase();
  const n = norm(q);
  const exact = t.players.map((p, i) => ({ p, i })).filter(({ p }) => norm(p.name) === n);
  if (exact.length === 1) return exact[0].i;
  if (exact.length > 1) {
    // never the first one's working: the same answer as the custom functions' #N/A
    const at = exact.map(
      ({ p }) =>
        p.source?.cell ??
        (p.source?.line !== undefined ? `line ${p.source.line}` : `number ${p.id}`)
    );
    const count = COUNT_WORDS[exact.length] ?? String(exact.length);
    throw new InputError(
      "invalid-value",
      `${count} players are named ${exact[0].p.name} (${andList(at)}); give the start number (${exact.map(({ p }) => p.id).join(" or ")})`,
      PLAYER_ARG
    );
  }
  const part = t.players
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => norm(p.name).includes(n) && n !== "");
  if (part.length === 1) return part[0].i;
  if (part.length > 1) {
    throw new InputError(
      "invalid-value",
      `player "${q}": ${part.length} players match (${part
        .slice(0, 5)
        .map(({ p }) => `${p.id} ${p.name}`)
        .join(", ")}); give the start number`,
      PLAYER_ARG
    );
  }
  throw new InputError(
    "not-found",
    `player "${q}": no player of this name or start number`,
    PLAYER_ARG
  );
}
