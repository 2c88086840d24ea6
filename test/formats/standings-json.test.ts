/**
 * The fast writers pinned to the straightforward ones
 * (test/helpers/writer-reference.ts): the JSON standings written from the value columns
 * (src/formats/standings-json.ts) give byte for byte the text of standingsJson's object with one
 * JSON.stringify per player; Q.toNumber without decimal text, formatNumber without split, and
 * tableText without a regular expression per line give what they gave before.
 *
 * Events: every bundled TRF fixture under its own order and under the 26 codes of the CLI
 * benchmark, generated Swiss events (bench/generate.ts) with hostile names (quotes, backslashes,
 * controls, DEL and C1, U+2028, lone surrogates, emoji), titles, withdrawals, asked-for columns,
 * a primary score repeated in the order, and the crosstable; numbers and strings from fast-check.
 */
import * as fs from "fs";
import * as path from "path";
import fc from "fast-check";
import {
  computeStandings,
  type Edition,
  type InputError,
  Q,
  resolveEvent,
  type Standings,
  type Tournament,
} from "../../src/engine";
import { inertJson, terminalSafe } from "../../src/formats/inert";
import { crosstable } from "../../src/formats/crosstable";
import {
  jsonNumberText,
  jsonStringText,
  standingsJsonText,
} from "../../src/formats/standings-json";
import {
  formatNumber,
  formatValue,
  jsonNumber,
  standingsTable,
  tableText,
  whyTexts,
} from "../../src/formats/table";
import { parseTrf } from "../../src/formats/trf";
import { generateSwiss, rng } from "../../bench/generate";
import {
  referenceFormatNumber,
  referenceFormatValue,
  referenceJsonText,
  referenceTableText,
  referenceToNumber,
  referenceWhyTexts,
} from "../helpers/writer-reference";

/** The 26 codes of the CLI benchmark (bench/cli.bench.ts, fide-c07.md 12.3). */
const CODES =
  "BH BH/C1 BH/C2 BH/M1 FB FB/C1 SB SB/C1 AOB AOB/F WIN WON BPG BWG REP PS PS/C1 STD ARO ARO/C1 TPR PTP APRO APPO TPN RTNG".split(
    " "
  );

const fixtureDir = path.resolve(__dirname, "../fixtures/trf");
const fixtures = fs.readdirSync(fixtureDir).filter((f) => f.endsWith(".trf"));

function load(name: string): Tournament {
  return parseTrf(fs.readFileSync(path.join(fixtureDir, name), "utf8")).tournament;
}

function standingsOf(t: Tournament, order?: string[], options = {}): Standings {
  const r = resolveEvent(t, { order: order ?? null, options });
  return computeStandings(t, r.specs, r.options);
}

function sameJson(st: Standings, t: Tournament, columns?: string[], cross?: object): string {
  const fast = standingsJsonText(st, t, { attributes: columns, crosstable: cross });
  expect(fast).toBe(referenceJsonText(st, t, cross, columns));
  // the "why" sentences (JSON, text notes, the sheet) as the straightforward way wrote them
  expect(whyTexts(st)).toEqual(referenceWhyTexts(st));
  return fast;
}

function sameText(st: Standings, t: Tournament, columns?: string[]): void {
  const table = standingsTable(st, t, { attributes: columns });
  expect(tableText(table)).toBe(referenceTableText(table));
  expect(tableText(table, "A title")).toBe(referenceTableText(table, "A title"));
}

const HOSTILE = [
  'Quote "the" Player',
  "Back\\slash",
  "Tab\there",
  "Line\nbreak",
  "CR\r\nLF",
  "NUL\u0000x",
  "Esc\u001b[31m",
  "Del\u007f",
  "C1\u0085\u009b",
  "Sep\u2028\u2029",
  "Lone \ud800 high",
  "Lone \udc00 low",
  "Emoji 👩‍👩‍👧 ok",
  "Ünïcødé, Ærøskøbing",
  "",
  "   ",
];

/** A generated event with hostile names, titles, birth dates and a sex on some players. */
function hostileEvent(seed: number, players: number, rounds: number): Tournament {
  const t = generateSwiss({ players, rounds, seed, withdrawRate: 0.1 });
  const rand = rng(seed * 7 + 1);
  t.players.forEach((p, k) => {
    if (rand() < 0.4) p.name = HOSTILE[Math.floor(rand() * HOSTILE.length)] + ` ${k}`;
    if (rand() < 0.3) p.title = rand() < 0.5 ? "GM" : 'F"M';
    if (rand() < 0.3) p.birth = `19${10 + (k % 90)}/01/02`;
    if (rand() < 0.5) p.sex = rand() < 0.5 ? "m" : "w";
    if (rand() < 0.1) p.federation = undefined;
    if (rand() < 0.1) p.rating = undefined;
  });
  t.name = seed % 2 === 0 ? 'Open "A" \u2028 2026' : undefined;
  return t;
}

describe("JSON standings: the fast writer gives the straightforward writer's text", () => {
  test.each(fixtures)("%s, its own order and the 26 codes, with the crosstable", (name) => {
    const t = load(name);
    sameJson(standingsOf(t), t);
    const st = standingsOf(t, CODES);
    sameJson(st, t);
    sameJson(st, t, undefined, crosstable(st, t));
  });

  test("generated events with hostile names, withdrawals, columns, under every edition", () => {
    for (const [seed, rules] of [
      [1, "fide-2026"],
      [2, "fide-2024"],
      [3, "fide-pre2023"],
      [4, "plain"],
    ] as const) {
      const t = hostileEvent(seed, 41 + seed * 10, 7);
      const st = standingsOf(t, CODES, { rules });
      const text = sameJson(st, t);
      sameJson(st, t, ["born", "sex"], crosstable(st, t));
      sameText(st, t);
      sameText(st, t, ["born"]);
      // the text is JSON, and it is inert: no raw DEL, C1 or line separator
      expect(() => JSON.parse(text) as unknown).not.toThrow();
      expect(text).not.toMatch(/[\u007f-\u009f\u2028\u2029]/);
    }
  });

  test("a primary score that is also in the order (its key once, its place first)", () => {
    const t = hostileEvent(5, 30, 5);
    const st = standingsOf(t, ["BH", "SB", "WIN"], { primary: "BH" });
    expect(st.primary).toBe("BH");
    sameJson(st, t);
    sameText(st, t);
  });

  test("an event without players", () => {
    const t = generateSwiss({ players: 0, rounds: 0 });
    const st = standingsOf(t, ["BH"]);
    const text = sameJson(st, t);
    expect(text).toContain('"players": [],');
  });

  test("through the command line's --format json", async () => {
    const { run } = await import("../../src/cli/main");
    const file = path.join(fixtureDir, "swiss30.trf");
    let out = "";
    const code = await run(["standings", file, "-t", CODES.join(","), "-f", "json"], {
      stdout: (s) => void (out += s),
      stderr: () => undefined,
    });
    expect(code).toBe(0);
    const t = load("swiss30.trf");
    expect(out).toBe(referenceJsonText(standingsOf(t, CODES), t, undefined, undefined));
  });
});

/** Names of every kind a file may hold: quotes, backslashes, controls, bidi marks, lone surrogates, emoji. */
const hostileName = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      ...'"\\\t\n\r\u0000\u001b\u007f\u0085\u009b\u2028\u2029\u202e\u2066\u200f\ud800\udc00ée a'.split(
        ""
      ),
      "\ud83d\ude00",
      "\u{1F469}\u200d\u{1F467}"
    ),
    fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c))
  ),
  maxLength: 12,
});

/** Points systems: chess, football 3/1/0, thirds (values without an exact decimal). */
const SYSTEMS = [
  undefined,
  { win: Q.of(3), draw: Q.of(1), loss: Q.ZERO, absent: Q.ZERO, pab: Q.of(3), unknown: Q.of(1) },
  { win: Q.ONE, draw: Q.of(1, 3), loss: Q.ZERO, absent: Q.ZERO, pab: Q.ONE, unknown: Q.of(1, 3) },
];

/** Random Swiss events: byes, forfeits, withdrawals, unrated players, titles, hostile names. */
const randomEvents = fc
  .record({
    players: fc.integer({ min: 0, max: 36 }),
    rounds: fc.integer({ min: 1, max: 8 }),
    seed: fc.nat(),
    withdrawRate: fc.constantFrom(0, 0.15, 0.4),
    byeRate: fc.constantFrom(0, 0.05, 0.2),
    forfeitRate: fc.constantFrom(0, 0.05),
    system: fc.constantFrom(0, 1, 2),
    names: fc.array(fc.option(hostileName), { maxLength: 36 }),
    unrated: fc.array(fc.boolean(), { maxLength: 36 }),
    titled: fc.array(fc.constantFrom(undefined, "GM", 'F"M', "W\u2028IM"), { maxLength: 36 }),
    noFed: fc.array(fc.boolean(), { maxLength: 36 }),
  })
  .map((e) => {
    const t = generateSwiss(e);
    const points = SYSTEMS[e.system];
    if (points) t.points = points;
    t.players.forEach((p, k) => {
      const name = e.names[k];
      if (name !== undefined && name !== null) p.name = name;
      if (e.unrated[k]) p.rating = undefined;
      p.title = e.titled[k];
      if (e.noFed[k]) p.federation = undefined;
    });
    if (e.seed % 3 === 0) t.name = e.names[0] ?? undefined;
    return t;
  });

const ORDERS = [CODES, ["BH", "SB", "DE", "WIN"], ["ARO", "AOB", "TPR"], ["PS/C1", "BH/M1", "FB"]];

describe("JSON standings on random events (fast-check)", () => {
  test("the writer's text is the straightforward writer's, inert for a terminal", () => {
    fc.assert(
      fc.property(
        randomEvents,
        fc.constantFrom(...ORDERS),
        fc.constantFrom<Edition>("fide-2026", "fide-2024", "fide-pre2023", "plain"),
        (t, order, rules) => {
          const st = standingsOf(t, order, { rules });
          const text = sameJson(st, t);
          // nothing for the command line's terminal guard to change (main.ts skips it for JSON)
          expect(terminalSafe(text)).toBe(text);
          // the legend's "Decided by tie-breaks" rows are those separated from the row above by
          // a tie-break; each has a "why" sentence, which is what the legend once tested
          const why = referenceWhyTexts(st);
          const primary = st.primary ?? "PTS";
          st.rows.forEach((r, j) => {
            if (j > 0 && r.aboveBy !== primary) expect(why[j]).not.toBe("");
          });
        }
      ),
      { numRuns: 60 }
    );
  });

  test("any values: negative, huge, without an exact decimal, undefined", () => {
    const value = fc.oneof(
      fc.constant(null),
      fc
        .tuple(
          fc.oneof(
            fc.integer({ min: -400, max: 400 }),
            fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
            fc.constantFrom(2 ** 53 - 1, -(2 ** 53 - 1), 2 ** 50)
          ),
          fc.constantFrom(1, 2, 4, 8, 32768, 65536, 3, 7, 11, 22, 10, 40, 125, 3 ** 15, 10007)
        )
        .map(([n, d]) => Q.of(n, d))
    );
    const t = hostileEvent(9, 24, 6);
    const base = standingsOf(t, CODES);
    fc.assert(
      fc.property(
        fc.array(fc.array(value, { minLength: CODES.length, maxLength: CODES.length }), {
          minLength: base.rows.length,
          maxLength: base.rows.length,
        }),
        (columns) => {
          const st: Standings = {
            ...base,
            rows: base.rows.map((r, j) => ({ ...r, values: columns[j] })),
          };
          // both refuse alike where a value has no exact text in range (the message may name
          // another value: the fast writer makes a "why" sentence when it writes its line)
          const outcome = (f: () => string): string => {
            try {
              return f();
            } catch (e) {
              return `throws ${(e as InputError).reason}`;
            }
          };
          expect(outcome(() => standingsJsonText(st, t))).toBe(
            outcome(() => referenceJsonText(st, t, undefined, undefined))
          );
        }
      ),
      { numRuns: 60 }
    );
  });
});

describe("numbers and strings", () => {
  // denominators of every path: powers of two (fast), other terminating (2^a 5^b, through the
  // text), non-terminating (rounded to 4 decimals with integers), and large ones
  const denominator = fc.oneof(
    fc.constantFrom(1, 2, 4, 8, 16, 1024, 32768, 65536, 2 ** 20, 5, 10, 20, 25, 40, 125, 3, 6, 7),
    fc.constantFrom(9, 11, 12, 13, 22, 33, 99, 10007, 3 ** 15),
    fc.integer({ min: 1, max: 1_000_000 })
  );
  const numerator = fc.oneof(
    fc.integer({ min: -200, max: 200 }),
    fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
    fc.constantFrom(2 ** 53 / 10_000 - 1, 2 ** 53 / 10_000 + 1, -(2 ** 53 / 10_000) + 1, 2 ** 50)
  );

  test("jsonNumberText is JSON.stringify(jsonNumber(q)); toNumber is what it was", () => {
    fc.assert(
      fc.property(numerator, denominator, (n, d) => {
        const q = Q.of(Math.trunc(n), d);
        let reference: number;
        try {
          reference = referenceToNumber(q);
        } catch {
          // the text path overflows for a huge numerator over a power of two: up to 2^15 the
          // division is exact (n < 2^53, d a power of two) and is the answer now; beyond, both
          // still refuse
          if ((q.d & (q.d - 1)) === 0 && q.d <= 32768) {
            expect(q.toNumber()).toBe(q.n / q.d);
            expect(jsonNumberText(q)).toBe(String(q.n / q.d));
          } else {
            expect(() => q.toNumber()).toThrow(/too large/);
          }
          return;
        }
        expect(Object.is(q.toNumber(), reference)).toBe(true);
        // both give the same text, or both refuse the same way (4 decimals past 2^53)
        const outcome = (f: () => string): string => {
          try {
            return f();
          } catch (e) {
            return `throws ${String(e)}`;
          }
        };
        expect(outcome(() => jsonNumberText(q))).toBe(outcome(() => JSON.stringify(jsonNumber(q))));
      }),
      { numRuns: 3000 }
    );
  });

  test("hand-checked values: halves, quarters, 13/3, -1/30000, 1/10", () => {
    expect(jsonNumberText(Q.of(7, 2))).toBe("3.5");
    expect(jsonNumberText(Q.of(-13, 4))).toBe("-3.25");
    expect(jsonNumberText(Q.of(13, 3))).toBe("4.3333"); // 4.33333.. half up to 4 decimals
    expect(jsonNumberText(Q.of(2, 3))).toBe("0.6667");
    expect(jsonNumberText(Q.of(-1, 30000))).toBe("0"); // -0.0000333 rounds to 0, printed 0
    expect(jsonNumberText(Q.of(1, 10))).toBe("0.1");
    expect(jsonNumberText(Q.of(1537, 22))).toBe("69.8636"); // 69.863636.. (an AOB over 22)
  });

  test("formatValue is what it was; where Q.toString overflowed, the exact decimal", () => {
    fc.assert(
      fc.property(numerator, denominator, (n, d) => {
        const q = Q.of(Math.trunc(n), d);
        let reference: string;
        try {
          reference = referenceFormatValue(q);
        } catch {
          // toString multiplies by 10^k first: a numerator past 2^53 / 10^k over 2^k overflowed
          // there; the fast path (|n| 5^k < 10^15) writes the exact decimal n 5^k / 10^k
          const k = 31 - Math.clz32(q.d);
          if ((q.d & (q.d - 1)) === 0 && q.d <= 32768 && Math.abs(q.n) * 5 ** k < 1e15) {
            const digits = (BigInt(Math.abs(q.n)) * 5n ** BigInt(k))
              .toString()
              .padStart(k + 1, "0");
            const exact = `${digits.slice(0, -k)}.${digits.slice(-k)}`.replace(/\.?0+$/, "");
            expect(formatValue(q)).toBe((q.n < 0 ? "-" : "") + exact);
          } else {
            expect(() => formatValue(q)).toThrow(/too large/);
          }
          return;
        }
        expect(formatValue(q)).toBe(reference);
      }),
      { numRuns: 3000 }
    );
    expect(formatValue(null)).toBe("");
  });

  test("formatValue by hand: halves, quarters, 1/32768, 13/3, 1/10", () => {
    expect(formatValue(Q.of(7, 2))).toBe("3.5");
    expect(formatValue(Q.of(-13, 4))).toBe("-3.25");
    expect(formatValue(Q.of(-1, 2))).toBe("-0.5");
    expect(formatValue(Q.of(1, 32768))).toBe("0.000030517578125"); // 5^15 / 10^15
    expect(formatValue(Q.of(13, 3))).toBe("4.33"); // not exact: 2 decimals
    expect(formatValue(Q.of(1, 10))).toBe("0.1");
    expect(formatValue(Q.of(157, 8))).toBe("19.625");
  });

  test("jsonStringText is inertJson(JSON.stringify(s)) for any UTF-16 text", () => {
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
      fc.constantFrom('"', "\\", "\u2028", "\u007f", "\u0085", "\ud83d", "\ude00", "a")
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (s) => {
        expect(jsonStringText(s)).toBe(inertJson(JSON.stringify(s)));
      }),
      { numRuns: 3000 }
    );
  });

  test("formatNumber is what it was, for any double", () => {
    fc.assert(
      fc.property(fc.double(), (x) => {
        expect(formatNumber(x)).toBe(referenceFormatNumber(x));
      }),
      { numRuns: 3000 }
    );
  });
});
