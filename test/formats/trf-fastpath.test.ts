/**
 * The single-pass TRF reader (src/formats/trf.ts parseTrf: fixed columns read character by
 * character, messages built only when something is wrong, shared round entries, the score from
 * counts of the rounds) pinned to the straightforward reader
 * (test/helpers/trf-reference.ts): for every text both give the same tournament and the same
 * warnings, or the same errors at the same lines, in the same order.
 *
 * Texts: the bundled TRF fixtures, generated events written by makeTrf (every kind of round,
 * other points systems, colours left out), and both damaged by overwriting columns with the
 * characters that matter to the reader: digits, blanks, colour and result letters in both cases,
 * old bye notations, no-break spaces, NUL (the filler of byte-counted lines), tabs, line breaks,
 * accented letters, and lines cut short.
 */
import * as fs from "fs";
import * as path from "path";
import fc from "fast-check";
import { InputError } from "../../src/engine/errors";
import { Q } from "../../src/engine/rational";
import { parseTrf, TrfError, type TrfIssue } from "../../src/formats/trf";
import { makeTrf } from "../../src/formats/trf-write";
import { generateSwiss } from "../../bench/generate";
import { parseTrfReference } from "../helpers/trf-reference";

type Outcome =
  | { ok: true; tournament: unknown; warnings: { line: number; message: string }[] }
  | { ok: false; error: string; issues?: { line: number; message: string; reason?: string }[] };

const issue = (i: TrfIssue): { line: number; message: string } => ({
  line: i.line,
  message: i.message,
});

function outcome(read: (text: string) => ReturnType<typeof parseTrf>, text: string): Outcome {
  try {
    const r = read(text);
    // a plain copy: the fast reader shares frozen entries, the reference makes fresh ones
    return {
      ok: true,
      tournament: JSON.parse(JSON.stringify(r.tournament)),
      warnings: r.warnings.map(issue),
    };
  } catch (e) {
    if (e instanceof TrfError) {
      return {
        ok: false,
        error: e.message,
        issues: e.issues.map((i) => ({ ...issue(i), reason: i.reason })),
      };
    }
    if (e instanceof InputError) return { ok: false, error: `${e.reason}: ${e.message}` };
    throw e;
  }
}

function same(text: string): void {
  expect(outcome(parseTrf, text)).toEqual(outcome(parseTrfReference, text));
}

const fixtureDir = path.resolve(__dirname, "../fixtures/trf");
const fixtures = fs
  .readdirSync(fixtureDir)
  .filter((f) => f.endsWith(".trf"))
  .map((f) => fs.readFileSync(path.join(fixtureDir, f), "utf8"));

const generated = [
  makeTrf(generateSwiss({ players: 31, rounds: 7, seed: 3, byeRate: 0.1, forfeitRate: 0.1 })),
  makeTrf(generateSwiss({ players: 12, rounds: 5, seed: 9, withdrawRate: 0.3 })),
  // start numbers beyond the entries' first table (128 players): the table grows
  makeTrf(generateSwiss({ players: 300, rounds: 5, seed: 4, byeRate: 0.05, forfeitRate: 0.05 })),
];

/** A generated event with every kind of round, colours sometimes left out, other scoring. */
function variety(seed: number): string {
  const base = makeTrf(generateSwiss({ players: 16, rounds: 6, seed, forfeitRate: 0.15 }));
  const lines = base.split("\n");
  const swaps: Record<string, string> = { "1": "W", "=": "D", "0": "L", "+": "+", "-": "-" };
  const out = lines.map((l, k) => {
    if (!l.startsWith("001")) return l;
    const chars = [...l];
    for (let c = 91; c < chars.length; c += 10) {
      const r = (k * 7 + c) % 11;
      if (r === 0 && chars[c + 7] in swaps) {
        // a short game on this side only: the reader warns; on both sides below it is valid
        chars[c + 7] = swaps[chars[c + 7]];
      } else if (r === 1) {
        chars[c + 5] = chars[c + 5].toUpperCase();
      } else if (r === 2 && chars[c + 7] !== undefined) {
        chars[c + 7] = chars[c + 7].toLowerCase();
      }
    }
    return chars.join("");
  });
  return out.join("\n");
}

describe("single-pass TRF reader = the straightforward reader", () => {
  test("bundled fixtures and generated events, as they are and with CRLF or CR line ends", () => {
    for (const text of [...fixtures, ...generated, variety(1), variety(2)]) {
      same(text);
      same(text.replace(/\n/g, "\r\n"));
      same(text.replace(/\n/g, "\r"));
      same("\uFEFF" + text);
    }
  });

  test("other points systems and points columns", () => {
    const text = generated[0];
    for (const head of [
      "162  W 3.0    D 1.0    L 0.0",
      "XXS W=2 D=1 ZPB=0.5 FW=1.5 FL=-1",
      "BBW  3.0\nBBD  1.0\nBBU  2.0",
      "162  W 1.0    D 0.5    L 0.0    A 0.0    P 0.5    X 0.25",
      // a denominator beyond the whole-unit scores (1/10000): the score through Q alone
      "162  W 1.0001    D 0.5    L 0.0",
      "XXS W=9999 D=0.001 FL=-9999",
    ]) {
      same(text.replace("\n", `\n${head}\n`));
    }
    // a points column written under 3/1/0 without a record: the 3/1/0 system is guessed
    const t = generateSwiss({ players: 10, rounds: 4, seed: 5 });
    const p310 = { ...t.points, win: Q.int(3), draw: Q.ONE, pab: Q.int(3), unknown: Q.ONE };
    const without162 = makeTrf({ ...t, points: p310 }).replace(/^162.*\n/m, "");
    expect(without162).not.toMatch(/^162/m);
    expect(parseTrf(without162).tournament.points.win).toEqual(Q.int(3));
    same(without162);
  });

  const texts = [...fixtures, ...generated, variety(3)];
  const alphabet = fc.constantFrom(
    ..."0123456789      wbWB-=+10WDLHFUZXwdlhfuzx?..",
    "\u00a0",
    "\u00bd",
    "\u0000",
    "\t",
    "\n",
    "\r",
    "é",
    "ß",
    "ı",
    "001 ",
    "0000"
  );
  const damage = fc.record({
    text: fc.integer({ min: 0, max: texts.length - 1 }),
    edits: fc.array(
      fc.record({
        line: fc.nat(),
        col: fc.integer({ min: 0, max: 170 }),
        put: fc.array(alphabet, { minLength: 1, maxLength: 4 }).map((a) => a.join("")),
        cut: fc.integer({ min: 0, max: 9 }),
      }),
      { minLength: 1, maxLength: 5 }
    ),
  });

  test("damaged texts: the same result, or the same errors at the same lines", () => {
    fc.assert(
      fc.property(damage, ({ text, edits }) => {
        const lines = texts[text].split("\n");
        for (const d of edits) {
          const k = d.line % lines.length;
          const l = lines[k];
          lines[k] =
            d.cut === 0
              ? l.slice(0, d.col)
              : l.slice(0, d.col).padEnd(d.col) + d.put + l.slice(d.col + d.put.length);
        }
        same(lines.join("\n"));
      }),
      { numRuns: 400 }
    );
  });

  test("duplicate start numbers, a player paired with himself, opponents that are not there", () => {
    const lines = generated[1].split("\n");
    const players = lines.filter((l) => l.startsWith("001"));
    same([...lines, players[3]].join("\n"));
    const self = players[2].slice(0, 91) + players[2].slice(4, 8) + players[2].slice(95);
    same(lines.map((l) => (l === players[2] ? self : l)).join("\n"));
    same(lines.filter((l) => l !== players[5]).join("\n"));
    same(lines.filter((l) => !l.startsWith("001")).join("\n"));
    same("");
  });
});
