/**
 * The command line's JSON standings (`--format json`, `--out x.json`), written straight from the
 * standings' value columns: one player per line, readable and still one JSON document.
 *
 * It writes exactly the text of the straightforward way (standingsJson's object, one
 * JSON.stringify per player, inertJson over the whole): test/formats/standings-json.test.ts pins
 * the two to each other (test/helpers/writer-reference.ts keeps the straightforward one). What makes
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
 *   young-generation collection would copy; the whole text is one join of the head, the lines
 *   and the tail;
 * - a line's "why" sentence is made when the line is written (whySentences), not kept for all
 *   rows until the end; whole numbers and powers of two are written in the line's own loop;
 * - the per-line code is a small method (PlayerLines.line), which the optimising compiler
 *   compiles in a fraction of the time a loop holding the whole writer takes (docs/decisions.md,
 *   "Writing output fast");
 * - the legend and event lines come from the table model's pieces (legendOf, eventHeader)
 *   without building the whole table.
 * The text is inert by construction (JSON.stringify escapes every C0 control, inertJson DEL, C1
 * and the line separators), so the command line writes it without its terminal guard
 * (CliIO.stdoutInert); the tests pin that terminalSafe changes nothing in it.
 */
import type { Q, StandingRow, Standings, Tournament, Value } from "../engine";
import { inertJson } from "./inert";
import {
  type AttributeColumn,
  attributeColumns,
  attributeLegend,
  eventHeader,
  jsonNumber,
  legendOf,
  placeTexts,
  valueColumns,
  whySentences,
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
    // is exact (at most 15 decimals) and toString's n * 10^digits stays safe (else jsonNumber)
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
// does (DEL, C1, U+2028/U+2029, bidi controls): a string without any is written between quotes
// as it is.
const NEEDS_ESCAPE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f"\\\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]/;

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
 * One player's line of the JSON text. A class of its own so that the code run once per player is
 * small: the optimising compiler, which a one-shot command line pays for in CPU, compiles these
 * few lines quickly instead of the whole writer (71 ms for one on-stack replacement of the
 * writer's loop when it held the line's code, in a traced run under load).
 */
class PlayerLines {
  readonly keys: string[];
  readonly get: (row: StandingRow) => Value[];
  /** `{"BH":`, `,"BH/C1":` ...: each key quoted once. */
  readonly quotedKeys: string[];
  /** Keys an object keeps in order and once (else the tiebreaks go through JSON.stringify). */
  readonly plain: boolean;
  readonly attrs: AttributeColumn[];
  readonly places: (number | string)[];
  readonly why: (j: number) => string;
  readonly rounds: number;
  anyWithdrawn = false;
  /**
   * The pieces of a line, written by index and cut to length, so that they keep their storage
   * from line to line; each line is joined from them into one flat string: held as a tree of
   * concatenations until the end, a line would be 60 objects that every young-generation
   * collection copies (about 9 MB on 3,000 players x 27 values)
   */
  private readonly parts: string[] = [];

  constructor(st: Standings, attrs: AttributeColumn[]) {
    const { keys, get } = valueColumns(st);
    this.keys = keys;
    this.get = get;
    // "{" before the first key, "," before the others
    this.quotedKeys = keys.map((k, c) => `${c === 0 ? "{" : ","}${jsonStringText(k)}:`);
    this.plain = plainKeys(keys);
    this.attrs = attrs;
    this.places = placeTexts(st);
    this.why = whySentences(st);
    this.rounds = st.rounds;
  }

  line(row: StandingRow, j: number): string {
    const parts = this.parts;
    const p = row.player;
    let k = 0;
    parts[k++] = j === 0 ? '    {"start":' : ',\n    {"start":';
    parts[k++] = jsonNum(p.id);
    parts[k++] = ',"name":';
    parts[k++] = jsonStringText(p.name);
    parts[k++] = ',"rank":';
    parts[k++] = jsonNum(row.rank);
    parts[k++] = ',"place":';
    parts[k++] = jsonStringText(String(this.places[j]));
    if (p.title) {
      parts[k++] = ',"title":';
      parts[k++] = jsonStringText(p.title);
    }
    if (p.federation) {
      parts[k++] = ',"federation":';
      parts[k++] = jsonStringText(p.federation);
    }
    if (p.rating) {
      parts[k++] = ',"rating":';
      parts[k++] = jsonNum(p.rating);
    }
    if (this.attrs.length > 0) {
      const columns = Object.fromEntries(this.attrs.map((a) => [a.label, a.get(p)]));
      parts[k++] = ',"columns":';
      parts[k++] = inertJson(JSON.stringify(columns));
    }
    parts[k++] = ',"points":';
    parts[k++] = jsonNumberText(row.points);
    parts[k++] = ',"tiebreaks":';
    const values = this.get(row);
    const keys = this.keys;
    if (this.plain) {
      const quoted = this.quotedKeys;
      for (let c = 0; c < keys.length; c++) {
        const v = values[c];
        parts[k++] = quoted[c];
        // whole numbers and halves, quarters ... written here as jsonNumberText's first two
        // cases do (a call per value costs more than the test while the code is still cold)
        if (v === null) parts[k++] = "null";
        else if (v.d === 1) parts[k++] = String(v.n);
        else if ((v.d & (v.d - 1)) === 0 && v.d <= 32768) parts[k++] = String(v.n / v.d);
        else parts[k++] = jsonNumberText(v);
      }
      parts[k++] = keys.length === 0 ? "{}" : "}";
    } else {
      const tb: Record<string, number | null> = {};
      keys.forEach((key, c) => (tb[key] = values[c] === null ? null : jsonNumber(values[c] as Q)));
      parts[k++] = inertJson(JSON.stringify(tb));
    }
    parts[k++] = ',"decidedBy":';
    parts[k++] = row.decidedBy === null ? "null" : jsonStringText(row.decidedBy);
    parts[k++] = ',"why":';
    // made for this line only: 3,000 sentences kept to the end would be copied by the collector
    parts[k++] = jsonStringText(this.why(j));
    const w = withdrawnAfter(row, this.rounds);
    if (w !== null) {
      this.anyWithdrawn = true;
      parts[k++] = ',"withdrawnAfter":';
      parts[k++] = jsonNum(w);
    }
    parts[k++] = "}";
    parts.length = k;
    return parts.join("");
  }
}

/**
 * The standings as the command line's JSON text: {"rules", "tiebreaks", "players": [one line per
 * player], "event", "legend"(, "crosstable")} (see standingsJson in table.ts for the fields).
 */
export function standingsJsonText(st: Standings, t: Tournament, opts: JsonOptions = {}): string {
  const out = new PlayerLines(st, attributeColumns(t, opts.attributes ?? [], st));
  const rows = st.rows;
  // the whole text is one join of its head, the lines and its tail: one flat string, copied
  // once (a concatenation would be flattened again by the first scan over it)
  const doc: string[] = new Array<string>(rows.length + 2);
  for (let j = 0; j < rows.length; j++) doc[j + 1] = out.line(rows[j], j);
  const { keys, places, anyWithdrawn } = out;
  const head = eventHeader(st, t);
  const event = {
    title: head.title,
    lines: head.lines,
    rounds: st.rounds,
    type: st.type,
    ...(t.sheet ? { sheet: t.sheet } : {}),
  };
  const legend = [...legendOf(st, places, anyWithdrawn), ...attributeLegend(out.attrs)];
  doc[0] =
    `{\n  "rules": ${inertJson(JSON.stringify(st.edition))},\n  "tiebreaks": ${inertJson(JSON.stringify(keys))},\n` +
    `  "players": [${rows.length > 0 ? "\n" : ""}`;
  doc[rows.length + 1] =
    `${rows.length > 0 ? "\n  " : ""}],\n` +
    `  "event": ${inertJson(JSON.stringify(event))},\n  "legend": ${inertJson(JSON.stringify(legend))}` +
    (opts.crosstable ? `,\n  "crosstable": ${inertJson(JSON.stringify(opts.crosstable))}` : "") +
    `\n}\n`;
  return doc.join("");
}
