/**
 * `tiebreaks prizes`, run in-process on the bundled example (examples/club-swiss.trf, whose
 * standings are checked in cli.test.ts) and its prize list examples/prizes.csv:
 * 1st 150, 2nd 100, 3rd 60, Best U1800 40 (Rtg<1800), Best woman 40 (Sex=f), Best unrated 20.
 *
 * The standings (points; order BH/C1, BH, SB, DE, WIN from record 202):
 *   1 Lindqvist (3) 4.0 w 2046;  2 Hartley (1) 3.5, 3 Brennan (4) 3.5;  4 Achterberg (7) 3.0 1811;
 *   5 Okafor (2) 2.5 2105, 6 Fitzgerald (9) 2.5 w 1690, 7 Castellano (5) 2.5 1932,
 *   8 Sandhu (10) 2.5 1602, 9 Moreau (8) 2.5 1755;  10 Novak (6) 2.0 w 1870, 11 Whitaker (11) 2.0
 *   1540;  12 Kowalczyk (12) 0.0 unrated.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { runCli, type CliRun } from "../helpers/cli";
import { readXlsx } from "../../src/formats/xlsx";

const EXAMPLES = path.resolve(__dirname, "../../examples");
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-prizes-"));
  fs.copyFileSync(path.join(EXAMPLES, "club-swiss.trf"), path.join(dir, "club.trf"));
  fs.copyFileSync(path.join(EXAMPLES, "prizes.csv"), path.join(dir, "prizes.csv"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const cli = (...argv: string[]): Promise<CliRun> => runCli(dir, ...argv);

interface Json {
  split: string;
  prizes: {
    prize: string;
    amount: number;
    category: string | null;
    awarded: { start: number; amount: number }[];
  }[];
  players: { start: number; name: string; total: number; prizes: string[] }[];
  unawarded: unknown[];
}

async function json(split: string): Promise<Json> {
  const r = await cli(
    "prizes",
    "club.trf",
    "--prizes",
    "prizes.csv",
    "--split",
    split,
    "--format",
    "json"
  );
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as Json;
}

function totals(j: Json): Record<number, number> {
  return Object.fromEntries(j.players.map((p) => [p.start, p.total]));
}

test("tiebreak: one prize each by the ranking; Best woman passes to Novak", async () => {
  // 1st Lindqvist, 2nd Hartley, 3rd Brennan, U1800: best U1800 is Fitzgerald (place 6);
  // Best woman: Lindqvist took 1st, Fitzgerald U1800 (40 = 40, listed first), so Novak;
  // unrated: Kowalczyk.
  const j = await json("tiebreak");
  expect(totals(j)).toEqual({ 3: 150, 1: 100, 4: 60, 9: 40, 6: 40, 12: 20 });
  expect(j.prizes.map((p) => p.awarded.map((a) => a.start))).toEqual([
    [3],
    [1],
    [4],
    [9],
    [6],
    [12],
  ]);
  expect(j.unawarded).toEqual([]);
});

test("shared: 2nd-3rd pooled; Fitzgerald takes Best woman alone, U1800 shared by Sandhu and Moreau", async () => {
  // Hartley and Brennan (3.5) share 100 + 60 = 80 each. On 2.5 the group takes U1800 and Best
  // woman; Fitzgerald, Sandhu, Moreau are eligible: 80 / 3 = 26.67 < 40 for Fitzgerald alone,
  // so she takes Best woman and Sandhu and Moreau share U1800, 20 each.
  const j = await json("shared");
  expect(totals(j)).toEqual({ 3: 150, 1: 80, 4: 80, 9: 40, 10: 20, 8: 20, 12: 20 });
  expect(j.players.reduce((t, p) => t + p.total, 0)).toBe(410);
});

test("hort: the issue's JSON shape; 50 by tie-break + 40 shared", async () => {
  // Hartley 50 + (50 + 30) / 2 = 90, Brennan 30 + 40 = 70; U1800: Sandhu 20 + 10, Moreau 10.
  const j = await json("hort");
  expect(Object.keys(j)).toEqual(["split", "prizes", "players", "unawarded"]);
  expect(j.split).toBe("hort");
  expect(j.prizes[1]).toEqual({
    prize: "2nd",
    amount: 100,
    category: null,
    awarded: [{ start: 1, amount: 90 }],
  });
  expect(j.players.find((p) => p.start === 1)).toEqual({
    start: 1,
    name: "Hartley, Owen",
    total: 90,
    prizes: ["2nd"],
  });
  expect(totals(j)).toEqual({ 3: 150, 1: 90, 4: 70, 9: 40, 10: 30, 8: 10, 12: 20 });
});

test("text output explains each award", async () => {
  const r = await cli("prizes", "club.trf", "--prizes", "prizes.csv");
  expect(r.code).toBe(0);
  expect(r.out).toMatch(
    /Best woman passed to Novak, Petra: Lindqvist, Maja took 1st, Fitzgerald, Aoife took Best U1800/
  );
  expect(r.out).toMatch(/Fund 410, paid 410/);
});

test("--out xlsx and html", async () => {
  let r = await cli(
    "prizes",
    "club.trf",
    "--prizes",
    "prizes.csv",
    "--split",
    "shared",
    "--out",
    "p.xlsx"
  );
  expect(r.code).toBe(0);
  const book = await readXlsx(fs.readFileSync(path.join(dir, "p.xlsx")));
  expect(book.sheet).toBe("Prizes");
  expect(book.cells[0].slice(0, 3)).toEqual(["Prize", "Category", "Amount"]);
  expect(book.cells[2].slice(5, 8)).toEqual(["Hartley, Owen", 3.5, 80]);
  r = await cli("prizes", "club.trf", "--prizes", "prizes.csv", "--out", "p.html");
  expect(r.code).toBe(0);
  const html = fs.readFileSync(path.join(dir, "p.html"), "utf8");
  expect(html).toMatch(/<td>Lindqvist, Maja<\/td>/);
  r = await cli("prizes", "club.trf", "--prizes", "prizes.csv", "--out", "p.html");
  expect(r.code).toBe(2);
  expect(r.err).toMatch(/exists; add --force/);
});

test("a JSON prize list, and errors at the row", async () => {
  fs.writeFileSync(
    path.join(dir, "p.json"),
    '[{"prize": "1st", "amount": 10}, {"prize": "Kids", "amount": 5, "category": "Born>=2010"}]'
  );
  let r = await cli("prizes", "club.trf", "--prizes", "p.json");
  // nobody in the TRF has a birth date
  expect(r.code).toBe(2);
  expect(r.err).toMatch(
    /^tiebreaks: p.json prize 2: category "Born>=2010": no player has a value for Born/
  );
  fs.writeFileSync(path.join(dir, "bad.csv"), "Prize,Amount\n1st,100\n2nd,a lot\n");
  r = await cli("prizes", "club.trf", "--prizes", "bad.csv");
  expect(r.code).toBe(2);
  expect(r.err).toBe(
    'tiebreaks: bad.csv:B3: amount "a lot" is not a sum of money (e.g. 60, 12.50, €1,200)\n'
  );
  r = await cli("prizes", "club.trf", "--prizes", "prizes.csv", "--split", "lots");
  expect(r.code).toBe(2);
  expect(r.err).toMatch(/split=lots: use tiebreak/);
  r = await cli("prizes", "club.trf");
  expect(r.code).toBe(2);
  expect(r.err).toMatch(/--prizes is missing/);
});
