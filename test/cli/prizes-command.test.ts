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
  // Hartley and Brennan (3.5) occupy places 2-3: (100 + 60) / 2 = 80 each. U1800: Fitzgerald,
  // Sandhu, Moreau (2.5) occupy its place 1: 40 / 3 = 13.34; Best woman: Lindqvist takes 1st
  // (150 > 40) and leaves it, so Fitzgerald is alone on its place 1: 40 > 13.34, she takes it and
  // leaves U1800, where Sandhu and Moreau now share 40: 20 each. Unrated: Kowalczyk 20.
  const j = await json("shared");
  expect(totals(j)).toEqual({ 3: 150, 1: 80, 4: 80, 9: 40, 10: 20, 8: 20, 12: 20 });
  expect(j.players.reduce((t, p) => t + p.total, 0)).toBe(410);
});

test("us-chess: the same field pooled by score groups (the category split off by 32B3's unless)", async () => {
  // The 2.5 group takes U1800 and Best woman (one prize per member): 80 / 3 = 26.67 among
  // Fitzgerald, Sandhu, Moreau, but Fitzgerald alone on Best woman gets 40 > 26.67: she takes it,
  // Sandhu and Moreau share U1800, 20 each. Hartley and Brennan 160 / 2 = 80 (under their cap,
  // 2nd 100).
  const j = await json("us-chess");
  expect(j.split).toBe("us-chess");
  expect(totals(j)).toEqual({ 3: 150, 1: 80, 4: 80, 9: 40, 10: 20, 8: 20, 12: 20 });
});

test("hort=40 and round=1: the part by the ranking up to a whole unit, the units left over", async () => {
  // Hartley, Brennan places 2-3: 2nd 100 keeps 60 by the ranking, shares 40; 3rd 60 keeps 36,
  // shares 24; pool 64 / 2 = 32: Hartley 92, Brennan 68. U1800 (Fitzgerald, Sandhu, Moreau on
  // 2.5): 40 keeps 24, shares 16 = 5 r 1 units: 30, 5, 5 for the three; Fitzgerald takes Best
  // woman 40 (alone on it, > 30) and leaves U1800: Sandhu 24 + 8 = 32, Moreau 8. Paid 410.
  const r = await cli(
    "prizes",
    "club.trf",
    "--prizes",
    "prizes.csv",
    "--split",
    "hort",
    "--option",
    "hort=40",
    "--option",
    "round=1",
    "--format",
    "json"
  );
  expect(r.code).toBe(0);
  expect(totals(JSON.parse(r.out) as Json)).toEqual({
    3: 150,
    1: 92,
    4: 68,
    9: 40,
    10: 32,
    8: 8,
    12: 20,
  });
  const text = await cli(
    "prizes",
    "club.trf",
    "--prizes",
    "prizes.csv",
    "--split",
    "hort",
    "--option",
    "hort=40",
    "--option",
    "round=1"
  );
  expect(text.out).toMatch(/Hort system \(60% of each prize by the ranking, 40% shared/);
  expect(text.out).toMatch(/Shares are multiples of 1 \[round=1\]/);
});

test("trophies: by the ranking beside the money, or (exclusive) for players without cash", async () => {
  fs.writeFileSync(
    path.join(dir, "cups.csv"),
    "Prize,Amount,Category\n1st,150,\n2nd,100,\nCup,Trophy,\nBest woman,Medal,Sex=f\n"
  );
  // independent: Cup to Lindqvist (place 1); Best woman to Fitzgerald (the best-placed woman
  // without a non-cash prize: Lindqvist has the Cup, worth the same and a place prize)
  let r = await cli("prizes", "club.trf", "--prizes", "cups.csv", "--format", "json");
  expect(r.code).toBe(0);
  let j = JSON.parse(r.out) as Json;
  expect(j.prizes.map((p) => [p.prize, p.amount, p.awarded.map((a) => a.start)])).toEqual([
    ["1st", 150, [3]],
    ["2nd", 100, [1]],
    ["Cup", 0, [3]],
    ["Best woman", 0, [9]],
  ]);
  expect(j.players.find((p) => p.start === 3)?.prizes).toEqual(["1st", "Cup"]);
  // exclusive: Lindqvist and Hartley have cash: the Cup to Brennan, Best woman to Fitzgerald
  r = await cli(
    "prizes",
    "club.trf",
    "--prizes",
    "cups.csv",
    "--format",
    "json",
    "--option",
    "trophies=exclusive"
  );
  j = JSON.parse(r.out) as Json;
  expect(j.prizes.map((p) => p.awarded.map((a) => a.start))).toEqual([[3], [1], [4], [9]]);
  r = await cli("prizes", "club.trf", "--prizes", "cups.csv", "--option", "trophies=exclusive");
  expect(r.out).toMatch(/Cup\s+Trophy\s+3=?\s+4\s+Brennan, Patrick/);
  expect(r.out).toMatch(/Non-cash prizes are never shared.*\[trophies=exclusive\]/);
});

test("age categories by the year of the TRF's start date (042)", async () => {
  // birth dates for Novak (2010/05/01: U16 in 2026), Whitaker (1970/01/01: 50 or older in 2026)
  // and Kowalczyk (1960/03/03: 65 or older). 1st Lindqvist; Best U16 (30) Novak; Best S65 (25)
  // Kowalczyk; Best S50 (20): Whitaker (Kowalczyk, also 50+, has S65).
  const births: Record<string, string> = {
    "6": "2010/05/01",
    "11": "1970/01/01",
    "12": "1960/03/03",
  };
  const lines = fs
    .readFileSync(path.join(dir, "club.trf"), "latin1")
    .split("\n")
    .map((l) => {
      const no = l.startsWith("001") ? String(Number(l.slice(4, 8))) : "";
      return births[no] ? l.slice(0, 69) + births[no] + l.slice(79) : l;
    });
  fs.writeFileSync(path.join(dir, "ages.trf"), lines.join("\n"), "latin1");
  fs.writeFileSync(
    path.join(dir, "ages.csv"),
    "Prize,Amount,Category\n1st,150,\nBest U16,30,U16\nBest S65,25,S65\nBest S50,20,S50\n"
  );
  let r = await cli("prizes", "ages.trf", "--prizes", "ages.csv", "--format", "json");
  // the players without a birth date are warned about, not eligible
  expect(r.err).toMatch(/warning: Category "U16": Lindqvist, Maja, .* and 4 more have no Born/);
  expect(totals(JSON.parse(r.out) as Json)).toEqual({ 3: 150, 6: 30, 12: 25, 11: 20 });
  r = await cli("prizes", "ages.trf", "--prizes", "ages.csv");
  expect(r.out).toMatch(/Un is under n on 1 January 2026/);
  // age_date: on 2026-12-31 Novak (born 2010/05/01) is 16, no longer under 16
  r = await cli(
    "prizes",
    "ages.trf",
    "--prizes",
    "ages.csv",
    "--format",
    "json",
    "--option",
    "age_date=2026-12-31"
  );
  expect(totals(JSON.parse(r.out) as Json)).toEqual({ 3: 150, 12: 25, 11: 20 });
  r = await cli("prizes", "ages.trf", "--prizes", "ages.csv", "--option", "age_date=2026-13-01");
  expect(r.code).toBe(2);
  expect(r.err).toMatch(/age_date=2026-13-01: a date such as 2026-01-01/);
});

test("bad option values are errors at the option", async () => {
  for (const [opt, msg] of [
    ["priority=first", /--option priority=first: expected one of place, category, listed/],
    ["trophies=some", /--option trophies=some: expected independent or exclusive/],
    ["hort=120", /hort=120: the percentage of each prize shared, a whole number 0 to 100/],
    ["round=0", /round=0: an amount such as 1/],
  ] as const) {
    const r = await cli("prizes", "club.trf", "--prizes", "prizes.csv", "--option", opt);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(msg);
  }
});

test("hort: the JSON shape; 50 by tie-break + 40 shared", async () => {
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
    'tiebreaks: bad.csv:B3: amount "a lot" is not a sum of money (e.g. 60, 12.50, €1,200) or a non-cash prize such as Trophy or Medal\n'
  );
  r = await cli("prizes", "club.trf", "--prizes", "prizes.csv", "--split", "lots");
  expect(r.code).toBe(2);
  expect(r.err).toMatch(/split=lots: use tiebreak/);
  r = await cli("prizes", "club.trf");
  expect(r.code).toBe(2);
  expect(r.err).toMatch(/--prizes is missing/);
});
