/**
 * The chess-results.com / Swiss-Manager "ranking crosstable" export, as
 * .csv and .xlsx, with every round notation it prints: "4b1", "12w½", "3s½" (German s = Black),
 * forfeits "6w+" / "3b-", "-1" (a bye worth one point), "-½" (half-point bye), "-0" (zero),
 * a double loss "5w0" / "4b0", and paired games without a result yet ("3w " during round 4: that
 * round is not counted).
 */
import ExcelJS from "exceljs";
import { computeValues, Ctx, isInputError, type Tournament } from "../../src/engine";
import { readCsv } from "../../src/formats/csv";
import { GridError, parseGrid } from "../../src/formats/grid";
import { parseSwissCell } from "../../src/formats/grid-swiss";
import { readXlsx } from "../../src/formats/xlsx";
import { defaultPoints } from "../../src/engine/types";

/*
 * The event, 7 players, round 4 paired but not played (built by hand, as chess-results prints a
 * "Ranking crosstable after Round 3" during round 4):
 *   R1: 1-4 (1 wins with Black), 2-5 draw, 3-6 forfeit won by 3, 7 bye (-1)
 *   R2: 7-1 (1 wins with White), 3-2 (2 wins with Black), 5-4 double loss, 6 half-point bye (-½)
 *   R3: 1-2 draw, 7-3 (3 wins with Black), 5-6 (5 wins), 4 zero (-0)
 *   R4: 1-3, 5-2, 6-7 paired without results; 4 bye (-1)
 * Points after round 3: 1: 1+1+½ = 2½; 2: ½+1+½ = 2; 3: 1+0+1 = 2; 4: 0; 5: ½+0+1 = 1½;
 * 6: 0+½+0 = ½; 7: 1+0+0 = 1.
 */
const TITLE = [["Club Open 2026"], ["Ranking crosstable after Round 3"], []];
const HEADER = [
  "Rk.",
  "SNo",
  "",
  "Name",
  "FED",
  "Rtg",
  "1.Rd",
  "2.Rd",
  "3.Rd",
  "4.Rd",
  "Pts.",
  "TB1",
  "TB2",
];
const ROWS: (string | number)[][] = [
  [1, 1, "FM", "Adams, Ann", "ENG", 2210, "4b1", "7w1", "2w½", "3w ", "2,5", "3,5", 0],
  [2, 2, "", "Berg, Bo", "SWE", 2105, "5w½", "3s1", "1b½", "5b ", "2", "4", 0],
  [3, 3, "", "Costa, Cé", "POR", 2050, "6w+", "2w0", "7b1", "1b ", "2", "2,5", 0],
  [4, 5, "", "Dietz, Dag", "GER", 1990, "2b½", "4w0", "6w1", "2w ", "1,5", "3", 0],
  [5, 7, "", "Evans, Eve", "WLS", 1900, "-1", "1b0", "3w0", "6b ", "1", "4", 0],
  [6, 6, "", "Fuchs, Fe", "AUT", 1950, "3b-", "-½", "5b0", "7w ", "0,5", "2", 0],
  [7, 4, "", "Gray, Gus", "SCO", 2000, "1w0", "5b0", "-0", "-1", "0", "4,5", 0],
];

function csvText(): string {
  // semicolons and decimal commas, as a German-locale export; "4w " keeps its trailing space
  const line = (cells: unknown[]): string =>
    cells.map((c) => (typeof c === "string" && /[;" ]/.test(c) ? `"${c}"` : String(c))).join(";");
  return [...TITLE, HEADER, ...ROWS].map(line).join("\r\n") + "\r\n";
}

async function xlsxBytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Ranking crosstable");
  for (const row of [...TITLE, HEADER, ...ROWS]) ws.addRow(row);
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

function pointsAfter(t: Tournament, rounds: number): Record<number, string> {
  const ctx = new Ctx(t, { rounds });
  const out: Record<number, string> = {};
  t.players.forEach((p, i) => (out[p.id] = ctx.score(i).toString()));
  return out;
}

function check(t: Tournament): void {
  const p = (id: number) => t.players.find((x) => x.id === id)!;
  expect(p(7).rounds[0]).toEqual({ kind: "bye", bye: "pab" }); // -1
  expect(p(6).rounds[1]).toEqual({ kind: "bye", bye: "hpb" }); // -½
  expect(p(4).rounds[2]).toMatchObject({ kind: "bye", bye: "zpb" }); // -0
  expect(p(4).rounds[3]).toEqual({ kind: "bye", bye: "pab" }); // -1 while player 1 plays 3
  expect(p(3).rounds[0]).toEqual({ kind: "forfeit", opponent: 6, outcome: "win", colour: "w" });
  expect(p(6).rounds[0]).toEqual({ kind: "forfeit", opponent: 3, outcome: "loss", colour: "b" });
  expect(p(2).rounds[1]).toEqual({ kind: "game", opponent: 3, outcome: "win", colour: "b" });
  // the double loss is a game for both
  expect(p(5).rounds[1]).toEqual({ kind: "game", opponent: 4, outcome: "loss", colour: "w" });
  expect(p(4).rounds[1]).toEqual({ kind: "game", opponent: 5, outcome: "loss", colour: "b" });
  expect(p(1).rounds[3]).toMatchObject({ kind: "unknown", opponent: 3, colour: "w" });
  expect(pointsAfter(t, 3)).toEqual({
    1: "2.5",
    2: "2",
    3: "2",
    4: "0",
    5: "1.5",
    6: "0.5",
    7: "1",
  });
  // BH without unplayed-round rules (plain): opponents' points after round 3
  // player 1 met 4 (0), 7 (1), 2 (2) → 3; player 2 met 5 (1½), 3 (2), 1 (2½) → 6
  const bh = computeValues(t, "BH", { rules: "plain", rounds: 3 }).values;
  expect(String(bh[t.players.findIndex((x) => x.id === 1)])).toBe("3");
  expect(String(bh[t.players.findIndex((x) => x.id === 2)])).toBe("6");
}

describe("chess-results ranking crosstable export", () => {
  it(".csv: every notation read; standings after round 3 by hand", () => {
    const r = parseGrid(readCsv(csvText()));
    expect(r.layout).toBe("swiss");
    check(r.tournament);
    // the points written match the rounds (the pending round adds nothing); one double-loss note
    expect(r.warnings.filter((w) => /points written/.test(w.message))).toEqual([]);
    expect(r.warnings).toContainEqual({
      cell: "H8",
      message: expect.stringMatching(/double loss/),
      kind: "grid:double-loss",
      round: 2,
    });
  });

  it(".xlsx: the same", async () => {
    const book = await readXlsx(await xlsxBytes());
    const r = parseGrid(book.cells, { origin: book.origin });
    check(r.tournament);
  });

  it("a round paired without any result is not counted; rounds= before it still works", () => {
    const r = parseGrid(readCsv(csvText()));
    const t = r.tournament;
    // round 4 has pairings and a bye (-1) but no result: the standings are after round 3 of 4
    const ctx = new Ctx(t);
    expect(ctx.n).toBe(3);
    expect(t.totalRounds).toBe(4);
    // said once, at the first cell of round 4 (Adams's, J5: three title rows, the header in row 4)
    expect(r.warnings.filter((w) => w.kind === "grid:round-not-counted")).toEqual([
      {
        cell: "J5",
        kind: "grid:round-not-counted",
        round: 4,
        message:
          "round 4: paired, but no game has a result yet: not counted until one is entered (the standings go up to round 3 of 4)",
      },
    ]);
    expect(r.warnings.filter((w) => w.kind === "grid:postponed")).toEqual([]);
    // the standings after round 3 equal those asked for with rounds=3
    expect(pointsAfter(t, 3)).toEqual(
      Object.fromEntries(t.players.map((p, i) => [p.id, ctx.score(i).toString()]))
    );
    expect(() => new Ctx(t, { rounds: 2 })).not.toThrow();
    // round 4 itself cannot be asked for: nothing in it has a result
    let err: unknown;
    try {
      new Ctx(t, { rounds: 4 });
    } catch (e) {
      err = e;
    }
    expect(isInputError(err)).toBe(true);
    expect((err as Error).message).toBe(
      "standings after round 4 asked for, but no game of round 4 has a result yet (paired, not played): the last round with results is 3"
    );
  });

  it("a pending game facing a result is refused at the cell", () => {
    const rows = [HEADER, ...ROWS.map((r) => [...r])];
    rows[1][9] = "3w1"; // Adams says he won round 4; Costa's cell says no result yet
    expect(() => parseGrid(rows)).toThrow(GridError);
    try {
      parseGrid(rows);
    } catch (e) {
      expect((e as GridError).issues).toContainEqual({
        cell: "J2",
        message: expect.stringMatching(/disagree.*no result yet/),
      });
    }
  });

  it('"-1" is a forfeit loss against player 1 when player 1\'s cell names this player', () => {
    const r = parseGrid([
      ["No", "Name", "R1"],
      [1, "A", "+2"],
      [2, "B", "-1"],
    ]);
    expect(r.tournament.players[1].rounds[0]).toEqual({
      kind: "forfeit",
      opponent: 1,
      outcome: "loss",
    });
    // player 1 elsewhere: a bye worth one point, with a note where player 1's cell is blank
    const b = parseGrid([
      ["No", "Name", "R1"],
      [1, "A", ""],
      [2, "B", "-1"],
    ]);
    expect(b.tournament.players[1].rounds[0]).toEqual({ kind: "bye", bye: "pab" });
    expect(b.warnings).toContainEqual({
      cell: "C3",
      message: expect.stringMatching(/bye worth one point/),
      kind: "grid:minus1-bye",
      round: 1,
    });
  });

  it("token rules: each chess-results notation alone", () => {
    const ps = defaultPoints();
    expect(parseSwissCell("-½", ps, false)).toMatchObject({ t: "entry", entry: { bye: "hpb" } });
    expect(parseSwissCell("-0", ps, false)).toMatchObject({ t: "entry", entry: { bye: "zpb" } });
    expect(parseSwissCell("-1", ps, false)).toEqual({ t: "minus1" });
    expect(parseSwissCell(-1, ps, false)).toEqual({ t: "minus1" });
    expect(parseSwissCell("-12", ps, false)).toMatchObject({
      entry: { kind: "forfeit", opponent: 12 },
    });
    expect(parseSwissCell("4w ", ps, false)).toEqual({ t: "pending", opponent: 4, colour: "w" });
    expect(parseSwissCell("27s", ps, false)).toEqual({ t: "pending", opponent: 27, colour: "b" });
    expect(parseSwissCell("12b½", ps, false)).toMatchObject({
      entry: { kind: "game", opponent: 12, outcome: "draw", colour: "b" },
    });
    // a CSV "-0" stays text (the number 0 is a blank on Excel desktop)
    expect(readCsv("a;-0;-1\r\n")).toEqual([["a", "-0", -1]]);
  });
});
