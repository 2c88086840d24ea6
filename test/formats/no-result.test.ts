/**
 * Games without a result yet (src/formats/no-result.ts, engine roundsCounted): in every layout a
 * paired game without a result scores nothing, with a warning at its place; a round where no
 * game has a result is not counted; an event in progress as chess-results exports it is read.
 * Expected values are by hand, written next to each assertion.
 */
import ExcelJS from "exceljs";
import * as fs from "fs";
import * as path from "path";
import {
  computeStandings,
  Ctx,
  explainValue,
  isInputError,
  type Tournament,
} from "../../src/engine";
import { defaultPoints, roundsCounted, type RoundEntry } from "../../src/engine/types";
import { readCsv } from "../../src/formats/csv";
import { parseGrid, type GridResult } from "../../src/formats/grid";
import { parseTrf } from "../../src/formats/trf";
import { readXlsx } from "../../src/formats/xlsx";

const FIXTURES = path.resolve(__dirname, "../fixtures/in-progress");
const CSV = fs.readFileSync(
  path.join(FIXTURES, "ranking-crosstable-after-round-4-of-5.csv"),
  "utf8"
);
const TRF = fs.readFileSync(path.join(FIXTURES, "postponed-after-round-4-of-5.trf"), "utf8");

const POSTPONED = (round: number): string =>
  `round ${round}: postponed: counted when the result is entered (no points until then)`;

/** Points per start number under the default rounds (what every surface counts). */
function points(t: Tournament, rounds?: number): Record<number, string> {
  const ctx = new Ctx(t, rounds === undefined ? {} : { rounds });
  return Object.fromEntries(t.players.map((p, i) => [p.id, ctx.score(i).toString()]));
}

function noResultWarnings(r: GridResult): unknown[] {
  return r.warnings
    .filter((w) => w.kind === "grid:postponed" || w.kind === "grid:round-not-counted")
    .map((w) => [w.cell, w.kind, w.round]);
}

describe("roundsCounted: the rounds counted when none is asked for", () => {
  const game = (opponent: number): RoundEntry => ({ kind: "game", opponent, outcome: "draw" });
  const open = (opponent: number): RoundEntry => ({ kind: "unknown", opponent });
  const pab: RoundEntry = { kind: "bye", bye: "pab" };
  const t = (...rows: RoundEntry[][]): Tournament => ({
    players: rows.map((rounds, k) => ({ id: k + 1, name: `P${k + 1}`, attrs: {}, rounds })),
    points: defaultPoints(),
    meta: {},
  });
  test("a last round of pairings and byes without any result is not counted", () => {
    expect(roundsCounted(t([game(2), open(2)], [game(1), open(1)], [pab, pab]))).toBe(1);
  });
  test("a round with one result is counted, its other games score nothing", () => {
    expect(
      roundsCounted(t([game(2), open(2)], [game(1), open(1)], [pab, game(4)], [pab, game(3)]))
    ).toBe(2);
  });
  test("a round without a result before a round with one is counted (a postponed round)", () => {
    expect(roundsCounted(t([open(2), game(2)], [open(1), game(1)]))).toBe(2);
  });
  test("a last round of byes only (no game paired) is counted as before", () => {
    expect(roundsCounted(t([game(2), pab], [game(1), pab]))).toBe(2);
  });
});

describe("a game without a result is never scored, in every layout", () => {
  // 4 players, 2 rounds. Round 1: 1 beat 2, 3 drew 4. Round 2: 1-3 has no result yet, 4 beat 2.
  // Points by hand: 1: 1 + 0 = 1; 2: 0 + 0 = 0; 3: ½ + 0 = ½; 4: ½ + 1 = 1½. Round 2 has a
  // result (2-4), so it is counted and 1-3 is postponed.
  const HAND = { 1: "1", 2: "0", 3: "0.5", 4: "1.5" };

  test.each([
    ["12w?", "3w?", "1b?"],
    ["12w (nothing after the colour)", "3w", "1b"],
    ["12w with a trailing space", "3w ", "1b "],
    ["12w*", "3w*", "1b*"],
    ["12? (no colour)", "3?", "1?"],
    ["one side only, the other blank", "3w ", ""],
  ])("Swiss table %s", (_, one, three) => {
    const r = parseGrid([
      ["No", "Name", "R1", "R2"],
      [1, "A", "2w1", one],
      [2, "B", "1b0", "4b0"],
      [3, "C", "4w½", three],
      [4, "D", "3b½", "2w1"],
    ]);
    expect(r.tournament.players[0].rounds[1]).toMatchObject({ kind: "unknown", opponent: 3 });
    expect(r.tournament.players[2].rounds[1]).toMatchObject({ kind: "unknown", opponent: 1 });
    expect(points(r.tournament)).toEqual(HAND);
    // a warning at each player's cell of the game (D2: player 1, D4: player 3)
    const at = r.warnings.filter((w) => w.kind === "grid:postponed");
    expect(at).toEqual([
      { cell: "D2", kind: "grid:postponed", round: 2, message: POSTPONED(2) },
      { cell: "D4", kind: "grid:postponed", round: 2, message: POSTPONED(2) },
    ]);
  });

  test.each([
    ["a blank result", ""],
    ['"?"', "?"],
    ['"*" (PGN: game in progress)', "*"],
  ])("games list: %s", (_, result) => {
    const r = parseGrid([
      ["Round", "White", "Black", "Result"],
      [1, 1, 2, "1-0"],
      [1, 3, 4, "½-½"],
      [2, 1, 3, result],
      [2, 4, 2, "1-0"],
    ]);
    expect(points(r.tournament)).toEqual(HAND);
    // one warning at the game's result cell (D4), for both players
    expect(r.warnings).toEqual([
      { cell: "D4", kind: "grid:postponed", round: 2, message: POSTPONED(2) },
    ]);
  });

  test('crosstable: "?" (and "?" facing a blank)', () => {
    // a round robin of 4: 1-2 1-0, 1-3 ?, 1-4 ½, 2-3 ½, 2-4 0-1, 3-4 1-0. Berger rounds (C.05
    // Annex 1, 4 players): round 1 1-4, 2-3; round 2 4-3, 1-2; round 3 2-4, 3-1. So 1-3 is in
    // round 3, which has a result (2-4): counted, 1-3 postponed.
    // Points by hand: 1: 1 + ½ = 1½; 2: ½ + 0 = ½; 3: ½ + 1 = 1½; 4: ½ + 1 + 0 = 1½.
    for (const facing of ["?", ""]) {
      const r = parseGrid([
        ["No", "Name", "1", "2", "3", "4"],
        [1, "A", "x", 1, "?", "½"],
        [2, "B", 0, "x", "½", 0],
        [3, "C", facing, "½", "x", 1],
        [4, "D", "½", 1, 0, "x"],
      ]);
      expect(r.layout).toBe("crosstable");
      expect(points(r.tournament)).toEqual({ 1: "1.5", 2: "0.5", 3: "1.5", 4: "1.5" });
      // each player's cell: player 1's against 3 (E2), player 3's against 1 (C4)
      expect(noResultWarnings(r)).toEqual([
        ["E2", "grid:postponed", 3],
        ["C4", "grid:postponed", 3],
      ]);
    }
  });

  const line = (
    id: number,
    name: string,
    pts: string,
    rounds: [number, string, string][]
  ): string => {
    const head = `001 ${String(id).padStart(4)} m    ${name.padEnd(33)} 1800 ENG${" ".repeat(24)}${pts.padStart(4)}`;
    return (
      head.padEnd(89) +
      rounds.map(([o, c, r]) => `  ${o ? String(o).padStart(4) : "0000"} ${c} ${r}`).join("")
    );
  };
  test.each([
    ["a blank result", " "],
    ["X", "X"],
    ["?", "?"],
  ])("TRF: %s", (_, code) => {
    const text = [
      line(1, "A", "1.0", [
        [2, "w", "1"],
        [3, "b", code],
      ]),
      line(2, "B", "0.0", [
        [1, "b", "0"],
        [4, "b", "0"],
      ]),
      line(3, "C", "0.5", [
        [4, "w", "="],
        [1, "w", code],
      ]),
      line(4, "D", "1.5", [
        [3, "b", "="],
        [2, "w", "1"],
      ]),
    ].join("\n");
    const r = parseTrf(text);
    expect(points(r.tournament)).toEqual(HAND);
    // the points column agrees (the game scores nothing); a warning at each player's line
    expect(r.warnings).toEqual([
      { line: 1, kind: "trf:postponed", round: 2, message: POSTPONED(2) },
      { line: 3, kind: "trf:postponed", round: 2, message: POSTPONED(2) },
    ]);
  });

  test("TRF-2026: a record 162 that gives X (adjourned games) is followed, and said", () => {
    const text = [
      "162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0    X 0.5",
      line(1, "A", "1.5", [
        [2, "w", "1"],
        [3, "b", "?"],
      ]),
      line(2, "B", "0.0", [
        [1, "b", "0"],
        [4, "b", "0"],
      ]),
      line(3, "C", "1.0", [
        [4, "w", "="],
        [1, "w", "?"],
      ]),
      line(4, "D", "1.5", [
        [3, "b", "="],
        [2, "w", "1"],
      ]),
    ].join("\n");
    const r = parseTrf(text);
    // by hand: 1-3 scores X = ½ each: 1: 1 + ½; 3: ½ + ½
    expect(points(r.tournament)).toEqual({ 1: "1.5", 2: "0", 3: "1", 4: "1.5" });
    expect(r.warnings.map((w) => [w.line, w.kind, w.message])).toEqual([
      [
        2,
        "trf:postponed",
        "round 2: no result yet (adjourned): scored 0.5 as the points system's X says, until the result is entered",
      ],
      [
        4,
        "trf:postponed",
        "round 2: no result yet (adjourned): scored 0.5 as the points system's X says, until the result is entered",
      ],
    ]);
  });

  test("games list: a round whose games have no result yet is not counted", () => {
    const r = parseGrid([
      ["Round", "White", "Black", "Result"],
      [1, 1, 2, "1-0"],
      [1, 3, 4, "½-½"],
      [2, 1, 3, ""],
      [2, 4, 2, "*"],
    ]);
    // round 2 has no result: the standings are after round 1 (1: 1, 2: 0, 3 and 4: ½)
    expect(new Ctx(r.tournament).n).toBe(1);
    expect(points(r.tournament)).toEqual({ 1: "1", 2: "0", 3: "0.5", 4: "0.5" });
    expect(r.warnings).toEqual([
      {
        cell: "D4",
        kind: "grid:round-not-counted",
        round: 2,
        message:
          "round 2: paired, but no game has a result yet: not counted until one is entered (the standings go up to round 1 of 2)",
      },
    ]);
  });
});

/*
 * The chess-results "ranking crosstable" export after round 4 of 5 (test/fixtures/in-progress,
 * made here by hand): 10 players, round 5 paired (6 has the PAB "-1", 9 a half-point bye "-½"),
 * games postponed in round 2 (4-3), round 3 (7-8) and round 4 (5-2). Results by hand:
 *   R1: 1-6 1-0, 7-2 0-1, 3-8 ½, 9-4 0-1, 5-10 1-0
 *   R2: 2-1 ½, 4-3 postponed, 6-5 0-1, 8-9 1-0, 10-7 ½
 *   R3: 1-5 1-0, 3-2 0-1, 9-6 ½, 7-8 postponed, 4-10 1-0
 *   R4: 1-4 ½, 5-2 postponed, 8-6 1-0, 3-7 0-1, 10-9 1-0
 * Points after round 4 (the Pts column): 1: 3; 2: 2½; 3: ½; 4: 2½; 5: 2; 6: ½; 7: 1½; 8: 2½;
 * 9: ½; 10: 1½.
 * BH (a postponed game is a game against its opponent: the opponent's score counts):
 *   1: 6 ½ + 2 2½ + 5 2 + 4 2½ = 7½   2: 7 1½ + 1 3 + 3 ½ + 5 2 = 7   3: 8 2½ + 4 2½ + 2 2½ + 7 1½ = 9
 *   4: 9 ½ + 3 ½ + 10 1½ + 1 3 = 5½   5: 10 1½ + 6 ½ + 1 3 + 2 2½ = 7½   6: 1 3 + 5 2 + 9 ½ + 8 2½ = 8
 *   7: 2 2½ + 10 1½ + 8 2½ + 3 ½ = 7   8: 3 ½ + 9 ½ + 7 1½ + 6 ½ = 3   9: 4 2½ + 8 2½ + 6 ½ + 10 1½ = 7
 *   10: 5 2 + 7 1½ + 4 2½ + 9 ½ = 6½
 * BH/C1: less the lowest (½ for all but 3, whose lowest is 7's 1½): 7, 6½, 7½, 5, 7, 7½, 6½, 2½,
 *   6½, 6 for players 1..10.
 * SB (a postponed game adds its points, none): 1: ½ + 1¼ + 2 + 1¼ = 5; 2: 1½ + 1½ + ½ = 3½;
 *   3: 2½ x ½ = 1¼; 4: ½ + 1½ + 3 x ½ = 3½; 5: 1½ + ½ = 2; 6: ½ x ½ = ¼; 7: 2½ x ½ (10's 1½ x ½
 *   = ¾) + ½ = 1¼; 8: ¼ + ½ + ½ = 1¼; 9: ¼; 10: ¾ + ½ = 1¼.
 * Ranking (fide-swiss: PTS, BH/C1, BH, SB, DE, WIN): 1 (3); 2, 4, 8 on 2½ by BH/C1 6½, 5, 2½;
 *   5 (2); 7, 10 on 1½ by BH/C1 6½, 6; 3, 6, 9 on ½: 3 and 6 tie on BH/C1 7½, 3 above by BH
 *   9 vs 8, then 9 (6½).
 * The TB1-TB3 columns of the file are these BH/C1, BH and SB, computed by hand under this
 * rule: they are not Swiss-Manager's.
 */
const RANKING = [1, 2, 4, 8, 5, 7, 10, 3, 6, 9];
const AFTER_4 = {
  1: "3",
  2: "2.5",
  3: "0.5",
  4: "2.5",
  5: "2",
  6: "0.5",
  7: "1.5",
  8: "2.5",
  9: "0.5",
  10: "1.5",
};

async function xlsxOf(cells: unknown[][]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Ranking crosstable");
  for (const row of cells) ws.addRow(row);
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

function checkEvent(t: Tournament): void {
  expect(t.totalRounds).toBe(5);
  const ctx = new Ctx(t);
  expect(ctx.n).toBe(4);
  // the points equal the export's Pts column, and the hand values
  expect(points(t)).toEqual(AFTER_4);
  for (const p of t.players)
    expect(p.declaredPoints?.toString()).toBe(AFTER_4[p.id as keyof typeof AFTER_4]);
  const st = computeStandings(t, ["BH/C1", "BH", "SB"]);
  expect(st.rounds).toBe(4);
  expect(st.rows.map((r) => r.player.id)).toEqual(RANKING);
  const hand: Record<number, [string, string, string]> = {
    1: ["7", "7.5", "5"],
    2: ["6.5", "7", "3.5"],
    3: ["7.5", "9", "1.25"],
    4: ["5", "5.5", "3.5"],
    5: ["7", "7.5", "2"],
    6: ["7.5", "8", "0.25"],
    7: ["6.5", "7", "1.25"],
    8: ["2.5", "3", "1.25"],
    9: ["6.5", "7", "0.25"],
    10: ["6", "6.5", "1.25"],
  };
  for (const r of st.rows) expect(r.values.map(String)).toEqual(hand[r.player.id]);
}

describe("an event in progress, as chess-results exports it (after round 4 of 5)", () => {
  const cells = readCsv(CSV);

  test(".csv: standings after round 4, postponed games warned at their cells", () => {
    const r = parseGrid(cells);
    expect(r.layout).toBe("swiss");
    checkEvent(r.tournament);
    // the file's TB1-TB3 (hand values) are what the engine computes
    const st = computeStandings(r.tournament, ["BH/C1", "BH", "SB"]);
    for (const row of st.rows)
      expect(row.values.map(Number)).toEqual([1, 2, 3].map((k) => row.player.attrs[`TB${k}`]));
    // title block of 4 rows, the header in row 5: Adams in row 6 ... Ivanova in row 15;
    // round 2 is column H, round 3 I, round 4 J, round 5 K
    expect(noResultWarnings(r)).toEqual(
      [
        ["K6", "grid:round-not-counted", 5],
        ["H8", "grid:postponed", 2], // Dietz against Costa
        ["J7", "grid:postponed", 4], // Berg against Evans
        ["I9", "grid:postponed", 3], // Horn against Gray
        ["J10", "grid:postponed", 4], // Evans against Berg
        ["I11", "grid:postponed", 3], // Gray against Horn
        ["H13", "grid:postponed", 2], // Costa against Dietz
      ].sort(byRound)
    );
    expect(r.warnings.find((w) => w.kind === "grid:round-not-counted")?.message).toBe(
      "round 5: paired, but no game has a result yet: not counted until one is entered (the standings go up to round 4 of 5)"
    );
    // nothing else: the points written match, the round-5 byes are not in them
    expect(
      r.warnings.filter((w) => !/^grid:(postponed|round-not-counted)$/.test(w.kind ?? ""))
    ).toEqual([]);
  });

  test(".xlsx: the same", async () => {
    const book = await readXlsx(await xlsxOf(cells));
    const r = parseGrid(book.cells, { origin: book.origin });
    checkEvent(r.tournament);
    expect(
      r.warnings
        .filter((w) => w.kind === "grid:postponed")
        .map((w) => w.cell.replace(/^.*!/, ""))
        .sort()
    ).toEqual(["H13", "H8", "I11", "I9", "J10", "J7"]);
  });

  test("the same event as a TRF: the same standings, warned at its lines", () => {
    const r = parseTrf(TRF);
    checkEvent(r.tournament);
    // lines 5-14 are players 1-10: postponed in 2 (3, 4), 3 (7, 8), 4 (2, 5); round 5 once
    expect(r.warnings.map((w) => [w.line, w.kind, w.round])).toEqual([
      [5, "trf:round-not-counted", 5],
      [6, "trf:postponed", 4],
      [7, "trf:postponed", 2],
      [8, "trf:postponed", 2],
      [9, "trf:postponed", 4],
      [11, "trf:postponed", 3],
      [12, "trf:postponed", 3],
    ]);
  });

  test("rounds= still asks for an earlier round; round 5 cannot be asked for", () => {
    const t = parseGrid(cells).tournament;
    // after round 3 by hand: 1: 1 + ½ + 1; 2: 1 + ½ + 1; 3: ½ + 0 + 0; 4: 1 + 0 + 1; 5: 1 + 1 + 0;
    // 6: ½; 7: 0 + ½ + 0; 8: ½ + 1 + 0; 9: ½; 10: 0 + ½ + 0
    expect(points(t, 3)).toEqual({
      1: "2.5",
      2: "2.5",
      3: "0.5",
      4: "2",
      5: "2",
      6: "0.5",
      7: "0.5",
      8: "1.5",
      9: "0.5",
      10: "0.5",
    });
    let err: unknown;
    try {
      new Ctx(t, { rounds: 5 });
    } catch (e) {
      err = e;
    }
    expect(isInputError(err)).toBe(true);
    expect((err as Error).message).toMatch(
      /no game of round 5 has a result yet .*the last round with results is 4/
    );
  });

  test("how a postponed game counts: the working says 'postponed'", () => {
    const t = parseGrid(cells).tournament;
    // Costa (3), BH round 2: the game against Dietz (4), whose 2½ counts; no points of its own
    const bh = explainValue(
      t,
      "BH",
      t.players.findIndex((p) => p.id === 3)
    );
    expect(bh.rows[1]).toMatchObject({
      round: 2,
      opponent: 4,
      label: "postponed",
      own: expect.anything(),
    });
    expect(String(bh.rows[1].used)).toBe("2.5");
    expect(String(bh.rows[1].contribution)).toBe("2.5");
    expect(bh.rows[1].note).toMatch(
      /^no result yet: a game against this opponent, no points until it is entered/
    );
    // Berg (2): ARO over the three games with a result (1900 + 2210 + 2100) / 3 = 2070, the
    // postponed game against Evans named and not counted; BPG counts it (Black in rounds 1, 3
    // and the postponed round 4: 3); REP 4 (no unplayed round)
    const i = t.players.findIndex((p) => p.id === 2);
    const aro = explainValue(t, "ARO", i);
    expect(String(aro.value)).toBe("2070");
    expect(aro.rows[3]).toMatchObject({
      round: 4,
      opponent: 5,
      label: "postponed",
      status: "not counted",
    });
    expect(String(explainValue(t, "BPG", i).value)).toBe("3");
    expect(String(explainValue(t, "REP", i).value)).toBe("4");
  });
});

function byRound(a: unknown[], b: unknown[]): number {
  return (a[2] as number) - (b[2] as number) || rowOf(a[0] as string) - rowOf(b[0] as string);
}
function rowOf(cell: string): number {
  return Number(/\d+$/.exec(cell)![0]);
}
