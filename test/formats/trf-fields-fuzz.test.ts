/**
 * Random bytes in every TRF field: a file from another program, damaged or
 * hostile, goes the way a real file goes (bytes -> the one decoder -> parseTrf -> standings ->
 * the TRF writer) and never crashes: each step either gives a result or an InputError whose
 * place is a line of the file (the reader, the engine) or names a player or record (the writer);
 * never another exception, never "internal error". The file and its fields are built here.
 */
import fc from "fast-check";
import { computeStandings, isInputError } from "../../src/engine";
import { decodeBytes } from "../../src/formats/decode";
import { parseTrf } from "../../src/formats/trf";
import { makeTrf } from "../../src/formats/trf-write";

/**
 * A 001 line at the TRF16 columns: fields as [first column, text] (the start number, given at
 * column 1, is written right-aligned at 5-8), rounds as [opponent, colour, result] from 92.
 */
function p001(fields: [number, string][], rounds: [number, string, string][]): string {
  const buf = new Array<string>(91 + 10 * rounds.length).fill(" ");
  const put = (from: number, t: string): void => {
    for (let i = 0; i < t.length; i++) buf[from - 1 + i] = t[i];
  };
  put(1, "001");
  for (const [col, t] of fields) {
    if (col === 1) put(5, t.padStart(4));
    else if (col === 11) put(11, t.padStart(3));
    else put(col, t);
  }
  rounds.forEach(([o, c, r], k) => {
    put(92 + 10 * k, String(o).padStart(4, "0"));
    put(97 + 10 * k, c);
    put(99 + 10 * k, r);
  });
  return buf.join("");
}

/** A valid file as lines, and the fields (line, first column, width) to damage. */
const LINES = [
  "012 Fuzz Open",
  "042 2026/03/05",
  "XXR 2",
  "162  W 1.0    D 0.5    L 0.0",
  "XXS FPB=1 HPB=0.5",
  "202 BH,SB",
  p001(
    [
      [1, "1"],
      [10, "m"],
      [11, "GM"],
      [15, "Carlsen, Magnus"],
      [49, "2830"],
      [54, "NOR"],
      [58, "1503014"],
      [70, "1990/11/30"],
      [81, " 1.5"],
      [86, "   1"],
    ],
    [
      [2, "w", "1"],
      [3, "b", "="],
    ]
  ),
  p001(
    [
      [1, "2"],
      [10, "f"],
      [15, "Hou, Yifan"],
      [49, "2630"],
      [54, "CHN"],
      [58, "8602980"],
      [70, "1994/02/27"],
      [81, " 0.5"],
      [86, "   3"],
    ],
    [
      [1, "b", "0"],
      [0, "-", "H"],
    ]
  ),
  p001(
    [
      [1, "3"],
      [15, "Nepomniachtchi, Ian"],
      [49, "2760"],
      [54, "FID"],
      [58, "4168119"],
      [70, "1990/07/14"],
      [81, " 1.5"],
      [86, "   2"],
    ],
    [
      [0, "-", "U"],
      [1, "w", "="],
    ]
  ),
];

const FIELDS: { line: number; from: number; width: number; what: string }[] = [
  { line: 0, from: 5, width: 20, what: "012 text" },
  { line: 1, from: 5, width: 10, what: "042 date" },
  { line: 2, from: 5, width: 3, what: "XXR" },
  { line: 3, from: 7, width: 4, what: "162 W" },
  { line: 3, from: 16, width: 4, what: "162 D" },
  { line: 4, from: 5, width: 12, what: "XXS" },
  { line: 5, from: 5, width: 6, what: "202" },
  ...[6, 7, 8].flatMap((line) => [
    { line, from: 1, width: 3, what: "record code" },
    { line, from: 5, width: 4, what: "start number" },
    { line, from: 10, width: 1, what: "sex" },
    { line, from: 11, width: 3, what: "title" },
    { line, from: 15, width: 33, what: "name" },
    { line, from: 49, width: 4, what: "rating" },
    { line, from: 54, width: 3, what: "federation" },
    { line, from: 58, width: 11, what: "FIDE id" },
    { line, from: 70, width: 10, what: "birth date" },
    { line, from: 81, width: 4, what: "points" },
    { line, from: 86, width: 4, what: "rank" },
    { line, from: 92, width: 4, what: "round 1 opponent" },
    { line, from: 97, width: 1, what: "round 1 colour" },
    { line, from: 99, width: 1, what: "round 1 result" },
    { line, from: 102, width: 4, what: "round 2 opponent" },
    { line, from: 109, width: 1, what: "round 2 result" },
  ]),
];

const latin1 = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0));

/** The file's bytes with each chosen field replaced by random bytes (any of 0-255). */
function damaged(changes: { field: number; bytes: number[] }[], crlf: boolean): Uint8Array {
  const lines = LINES.map((l) => latin1(l));
  for (const { field, bytes } of changes) {
    const f = FIELDS[field];
    const l = lines[f.line];
    while (l.length < f.from - 1 + f.width) l.push(0x20);
    l.splice(f.from - 1, f.width, ...bytes);
  }
  const eol = crlf ? [0x0d, 0x0a] : [0x0a];
  return Uint8Array.from(lines.flatMap((l) => [...l, ...eol]));
}

test("the valid file itself is read, computed and written (so damage is what the test varies)", () => {
  const r = parseTrf(decodeBytes(damaged([], true)).text);
  expect(r.tournament.players.map((p) => p.name)).toEqual([
    "Carlsen, Magnus",
    "Hou, Yifan",
    "Nepomniachtchi, Ian",
  ]);
  const st = computeStandings(r.tournament, ["PTS", "BH", "SB"]);
  // 1: win against 2, draw with 3 = 1.5; 2: loss, half-point bye = 0.5; 3: PAB 1 + draw = 1.5
  expect(r.warnings).toEqual([]);
  expect(st.rows.map((x) => [x.player.id, x.points.toNumber()]).sort()).toEqual([
    [1, 1.5],
    [2, 0.5],
    [3, 1.5],
  ]);
  expect(parseTrf(makeTrf(r.tournament)).tournament.players).toHaveLength(3);
});

test("random bytes in any fields: a result or an InputError at a line of the file, at every step", () => {
  const change = fc.record({
    field: fc.integer({ min: 0, max: FIELDS.length - 1 }),
    bytes: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 0, maxLength: 12 }),
  });
  fc.assert(
    fc.property(fc.array(change, { minLength: 1, maxLength: 4 }), fc.boolean(), (changes, crlf) => {
      const bytes = damaged(changes, crlf);
      const lineCount = LINES.length + 12; // random bytes may hold line breaks of their own
      const atLine = (e: unknown): void => {
        if (!isInputError(e)) throw e;
        expect(e.message).not.toMatch(/internal error/i);
        for (const p of e.problems) {
          expect(p.place.kind).toBe("line");
          if (p.place.kind === "line") {
            expect(p.place.line).toBeGreaterThanOrEqual(1);
            expect(p.place.line).toBeLessThanOrEqual(lineCount * 4);
          }
        }
      };
      let text: string;
      try {
        text = decodeBytes(bytes, "fuzz.trf").text;
      } catch (e) {
        // the decoder refuses only with an encoding error
        if (!isInputError(e)) throw e;
        expect(e.reason).toBe("encoding");
        return;
      }
      let t;
      try {
        t = parseTrf(text).tournament;
      } catch (e) {
        atLine(e);
        return;
      }
      try {
        computeStandings(t, ["PTS", "BH", "SB", "DE"]);
      } catch (e) {
        atLine(e);
        return;
      }
      try {
        const again = parseTrf(makeTrf(t)).tournament;
        expect(again.players.map((p) => p.id)).toEqual(t.players.map((p) => p.id));
      } catch (e) {
        // the writer refuses a value that does not fit, naming the player or the record
        if (!isInputError(e)) throw e;
        expect(e.message).toMatch(/player \d+|record \d+|XXS|header record/);
      }
    }),
    { numRuns: 400 }
  );
});
