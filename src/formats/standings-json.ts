/**
 * The command line's JSON standings (`--format json`, `--out x.json`), written straight from the
 * standings' value columns: one player per line, readable and still one JSON document.
 *
 * It writes exactly the text of the straightforward way (standingsJson's object, one
 * JSON.stringify per player, inertJson over the whole): test/formats/standings-json.test.ts pins
 * the two to each other (test/helpers/json-reference.ts keeps the straightforward one). What makes
 * it fast, on 3,000 players x 27 values:
 * - numbers without decimal text: a value whose denominator is a power of two up to 2^15 (whole,
 *   halves, quarters ...) is the double n/d, the same double as Number of its exact decimal
 *   text, since both are the correctly rounded value of the same real number; a value that has
 *   no exact decimal (13/3) is rounded half up to 4 decimals with integer arithmetic, k / 10^4
 *   (again the correctly rounded double of the decimal "4.3333") while the integers stay
 *   safe; anything else (a denominator
 *   with a factor 5, huge numerators) goes the straightforward way (jsonNumber);
 * - strings with nothing to escape are quoted as they are; any other goes through
 *   JSON.stringify and inertJson, so escaping is never hand-written;
 * - the per-code keys are quoted once, not once per player;
 * - each player's line is joined from its pieces into one flat string, so that what stays alive
 *   until the end is 3,000 strings and not a tree of 60 concatenations per line, which every
 *   young-generation collection would copy;
 * - the legend and event lines come from the table model's pieces (legendOf, eventHeader)
 *   without building the whole table.
 */
import type { Q, Standings, Tournament } from "../engine";
import { inertJson } from "./inert";
import {
  attributeColumns,
  eventHeader,
  jsonNumber,
  legendOf,
  placeTexts,
  valueColumns,
  whyTexts,
  withdrawnAfter,
} from "./table";

/** A value as JSON text: what JSON.stringify(jsonNumber(q)) gives. */
export function jsonNumberText(q: Q): string {
  const n = q.n;
  const d = q.d;
  if (d === 1) return String(n);
  // a power of two: terminating, at most 15 decimals (the exact text toNumber goes through)
  if ((d & (d - 1)) === 0 && d <= 32768) return String(n / d);
  let d2 = d;
  let twos = 0;
  let fives = 0;
  while (d2 % 2 === 0) {
    d2 /= 2;
    twos++;
  }
  while (d2 % 5 === 0) {
    d2 /= 5;
    fives++;
  }
  if (d2 === 1) {
    // other terminating decimals (tenths, fifths ...): toNumber is Number of the exact decimal
    // text, the correctly rounded double of n / d, which the division gives too, while that text
    // is exact (at most 15 decimals) and toString's n * 10^digits stays safe (else the old way)
    const scale = 10 ** Math.max(twos, fives);
    if (scale <= 1e15 && Math.abs(n) * scale <= Number.MAX_SAFE_INTEGER) return String(n / d);
    return jsonNum(jsonNumber(q));
  }
  const a = Math.abs(n) * 10_000;
  if (2 * a + d <= Number.MAX_SAFE_INTEGER) {
    // no exact decimal: half up to 4 decimals on the absolute value, as Q.toString(4) does
    // (exactly, while its 2a + d stays a safe integer; beyond, the same way as it)
    const r = a % d;
    const k = (a - r) / d + (2 * r >= d ? 1 : 0);
    const x = k / 10_000;
    return String(n < 0 ? -x : x);
  }
  return jsonNum(jsonNumber(q));
}

function jsonNum(x: number): string {
  return Number.isFinite(x) ? String(x) : "null";
}

// Characters JSON.stringify escapes (controls, quote, backslash, lone surrogates) or inertJson
// does (DEL, C1, U+2028/U+2029): a string without any is written between quotes as it is.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[\u0000-\u001f"\\\u007f-\u009f\u2028\u2029\ud800-\udfff]/;

/** A string as inert JSON text: what inertJson(JSON.stringify(s)) gives. */
export function jsonStringText(s: string): string {
  return NEEDS_ESCAPE.test(s) ? inertJson(JSON.stringify(s)) : `"${s}"`;
}

/** Keys that an object would not keep in insertion order, or keep once. */
function plainKeys(keys: readonly string[]): boolean {
  const seen = new Set<string>();
  for (const k of keys) {
    if (seen.has(k) || k === "__proto__" || /^(0|[1-9]\d*)$/.test(k)) return false;
    seen.add(k);
  }
  return true;
}

export interface JsonOptions {
  /** Further player columns asked for by name (resolved by attributeColumns). */
  attributes?: readonly string[];
  /** The crosstable object, written after the legend. */
  crosstable?: object;
}

/**
 * The standings as the command line's JSON text: {"rules", "tiebreaks", "players": [one line per
 * player], "event", "legend"(, "crosstable")} (see standingsJson in table.ts for the fields).
 */
export function standingsJsonText(st: Standings, t: Tournament, opts: JsonOptions = {}): string {
  const { keys, get } = valueColumns(st);
  const attrs = attributeColumns(t, opts.attributes ?? []);
  const places = placeTexts(st);
  const why = whyTexts(st);
  const plain = plainKeys(keys);
  // "{" before the first key, "," before the others
  const quotedKeys = keys.map((k, c) => `${c === 0 ? "{" : ","}${jsonStringText(k)}:`);
  let anyWithdrawn = false;
  const rows = st.rows;
  const lines: string[] = new Array<string>(rows.length);
  // each line is joined from its pieces into one flat string: a line held as a tree of
  // concatenations until the end would be 60 objects that every young-generation collection
  // copies (about 9 MB on 3,000 players x 27 values); the pieces die at once
  const parts: string[] = [];
  for (let j = 0; j < rows.length; j++) {
    const row = rows[j];
    const p = row.player;
    parts.length = 0;
    parts.push(
      '    {"start":',
      jsonNum(p.id),
      ',"name":',
      jsonStringText(p.name),
      ',"rank":',
      jsonNum(row.rank),
      ',"place":',
      jsonStringText(String(places[j]))
    );
    if (p.title) parts.push(',"title":', jsonStringText(p.title));
    if (p.federation) parts.push(',"federation":', jsonStringText(p.federation));
    if (p.rating) parts.push(',"rating":', jsonNum(p.rating));
    if (attrs.length > 0) {
      const columns = Object.fromEntries(attrs.map((a) => [a.label, a.get(p)]));
      parts.push(',"columns":', inertJson(JSON.stringify(columns)));
    }
    parts.push(',"points":', jsonNumberText(row.points), ',"tiebreaks":');
    const values = get(row);
    if (plain) {
      for (let c = 0; c < keys.length; c++) {
        const v = values[c];
        parts.push(quotedKeys[c], v === null ? "null" : jsonNumberText(v));
      }
      parts.push(keys.length === 0 ? "{}" : "}");
    } else {
      const tb: Record<string, number | null> = {};
      keys.forEach((k, c) => (tb[k] = values[c] === null ? null : jsonNumber(values[c] as Q)));
      parts.push(inertJson(JSON.stringify(tb)));
    }
    parts.push(
      ',"decidedBy":',
      row.decidedBy === null ? "null" : jsonStringText(row.decidedBy),
      ',"why":',
      jsonStringText(why[j])
    );
    const w = withdrawnAfter(row, st.rounds);
    if (w !== null) {
      anyWithdrawn = true;
      parts.push(',"withdrawnAfter":', jsonNum(w));
    }
    parts.push("}");
    lines[j] = parts.join("");
  }
  const head = eventHeader(st, t);
  const event = { title: head.title, lines: head.lines, rounds: st.rounds, type: st.type };
  const legend = legendOf(st, places, why, anyWithdrawn);
  const players = lines.join(",\n");
  return (
    `{\n  "rules": ${inertJson(JSON.stringify(st.edition))},\n  "tiebreaks": ${inertJson(JSON.stringify(keys))},\n` +
    `  "players": [${players ? `\n${players}\n  ` : ""}],\n` +
    `  "event": ${inertJson(JSON.stringify(event))},\n  "legend": ${inertJson(JSON.stringify(legend))}` +
    (opts.crosstable ? `,\n  "crosstable": ${inertJson(JSON.stringify(opts.crosstable))}` : "") +
    `\n}\n`
  );
}
