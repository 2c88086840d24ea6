/**
 * Warnings a person can read: the readers' warnings grouped by kind, each group
 * with its count and its first few places, the groups capped like errors. One function for every
 * surface: the command line prints `warningLines` before the table, the page and the task pane
 * list them, and the standings sheet's notes carry them (TableOptions.inputWarnings).
 *
 * The readers name each warning's kind and round themselves (TrfIssue.kind/round, GridIssue
 * kind/round: "trf:old-bye-z" in round 10); a warning without a kind is a kind of its own text,
 * nothing is guessed from the wording. When a warning names its round and its message starts
 * with "round N: " for that round, the group's message leaves that prefix out (the places carry
 * the rounds). A group is written as its message when all its warnings say the same (apart from
 * the round), else as its first message marked as the first of several like it.
 */

/** One warning of a reader, with where it is as people read it ("line 50", "Results!C7", ""). */
export interface PlacedWarning {
  place: string;
  message: string;
  /** The kind (for grouping) when the reader names it. */
  kind?: string;
  /** The round (1-based) the warning is about, when the reader names it. */
  round?: number;
}

/** Warnings of one kind. */
export interface WarningGroup {
  kind: string;
  count: number;
  /** The message of the group (the round prefix removed when it has more than one warning). */
  message: string;
  /** Places in the order first seen, each with its rounds: "line 50 rounds 10-11". */
  places: string[];
  /** The first warning of the group (as given: surfaces keep their own form of one warning). */
  first: PlacedWarning;
  /** The group as one line: "line 50: ..." for one warning, "...: 377 times, at line 50 rounds 10-11, ..." */
  text: string;
}

/** How many groups are shown (as errors: 20) and how many places per group. */
export const WARNING_LIMITS = { groups: 20, places: 5 };

const ROUND_PREFIX = /^round (\d+)(?::\s*|\s+(?=result|'))/i;

function splitRound(w: PlacedWarning): { round?: number; rest: string } {
  if (w.round === undefined) return { rest: w.message };
  const m = ROUND_PREFIX.exec(w.message);
  if (!m || Number(m[1]) !== w.round) return { round: w.round, rest: w.message };
  return { round: w.round, rest: w.message.slice(m[0].length) };
}

function keyOf(w: PlacedWarning, rest: string): string {
  return w.kind ?? `text:${rest}`;
}

/** "10-11", "3, 5, 7-9": rounds as ranges. */
function roundRanges(rounds: number[]): string {
  const sorted = [...new Set(rounds)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return parts.join(", ");
}

/** The warnings grouped by kind, groups in the order first seen. */
export function groupWarnings(list: readonly PlacedWarning[]): WarningGroup[] {
  interface Acc {
    kind: string;
    count: number;
    messages: Set<string>;
    firstMessage: string;
    first: PlacedWarning;
    places: Map<string, number[]>;
  }
  const groups = new Map<string, Acc>();
  for (const w of list) {
    const { round, rest } = splitRound(w);
    const key = keyOf(w, rest);
    let g = groups.get(key);
    if (!g) {
      g = {
        kind: key,
        count: 0,
        messages: new Set(),
        firstMessage: rest,
        first: w,
        places: new Map(),
      };
      groups.set(key, g);
    }
    g.count++;
    g.messages.add(rest);
    const rounds = g.places.get(w.place) ?? [];
    if (round !== undefined) rounds.push(round);
    g.places.set(w.place, rounds);
  }
  return [...groups.values()].map((g) => {
    const places = [...g.places.entries()].map(([p, rs]) =>
      rs.length === 0
        ? p
        : `${p}${p ? " " : ""}round${new Set(rs).size > 1 ? "s" : ""} ${roundRanges(rs)}`
    );
    if (g.count === 1) {
      const w = g.first;
      const text = w.place ? `${w.place}: ${w.message}` : w.message;
      return { kind: g.kind, count: 1, message: w.message, places, first: w, text };
    }
    const same = g.messages.size === 1;
    const message = same ? g.firstMessage : `${g.firstMessage} (the first of ${g.count} like it)`;
    const named = places.filter((p) => p !== "");
    const shown = named.slice(0, WARNING_LIMITS.places);
    const more = named.length - shown.length;
    const at = shown.length
      ? `, at ${shown.join("; ")}${more > 0 ? ` and ${more} more place${more === 1 ? "" : "s"}` : ""}`
      : "";
    const text = `${message}: ${g.count} times${at}`;
    return { kind: g.kind, count: g.count, message, places, first: g.first, text };
  });
}

/** The groups as lines, at most WARNING_LIMITS.groups, then a line saying how many more. */
export function warningLines(list: readonly PlacedWarning[]): string[] {
  const groups = groupWarnings(list);
  const lines = groups.slice(0, WARNING_LIMITS.groups).map((g) => g.text);
  const more = groups.length - WARNING_LIMITS.groups;
  if (more > 0) {
    const n = groups.slice(WARNING_LIMITS.groups).reduce((s, g) => s + g.count, 0);
    lines.push(
      `... and ${n} more warning${n === 1 ? "" : "s"} of ${more} other kind${more === 1 ? "" : "s"}`
    );
  }
  return lines;
}

/** A reader's warning as the surfaces hold it (where, message, kind, round) for grouping. */
export function placedWarning(w: {
  where: string;
  message: string;
  kind?: string;
  round?: number;
}): PlacedWarning {
  const p: PlacedWarning = { place: w.where, message: w.message };
  if (w.kind !== undefined) p.kind = w.kind;
  if (w.round !== undefined) p.round = w.round;
  return p;
}
