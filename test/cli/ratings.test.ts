/**
 * Rating changes on the command line: `tiebreaks ratings FILE` (text, json, csv, --out .xlsx,
 * .html), `--option k=`, `--type`, `--fide-list`, `--rounds`; `tiebreaks explain FILE PLAYER
 * RATING`; `tiebreaks standings --columns rating-change` in every output.
 *
 * The event: test/fixtures/fide/rating-event.trf, 6 players, 4 rounds, standard play (TRF 122
 * "90 min + 30 s/move"), 14 February 2026. Worked by hand (B.02 8.3; PD from table 8.1.2,
 * D = own rating - opponent's; K derived, 8.3.3):
 *
 * 1 Adams 2210 (born 1990: K 20): vs 4 (1870) D +340 PD .88 W 1; vs 6 (2450) D -240 PD .20 W ½;
 *   vs 2 (2080) D +130 PD .68 W 0; vs 3 (1995) D +215 PD .77 W ½. W 2, We 2.53, W-We -0.53,
 *   20 x -0.53 = -10.6 -> -11. Rp: (1870 + 2450 + 2080 + 1995) / 4 = 2098.75 -> 2099, p .50, dp 0: 2099.
 * 2 Brown 2080 (born 2009, under 2300: K 40 until the end of 2027): r1 vs 5 unrated, not rated;
 *   vs 3 (1995) D +85 PD .62 W 1; vs 1 (2210) D -130 PD .32 W 1; vs 6 (2450) D -370 PD .10 W ½.
 *   W 2.5, We 1.04, +1.46 x 40 = 58.4 -> +58. Rp: 6655 / 3 = 2218.33 -> 2218, p .83, dp 273: 2491.
 * 3 Clark 1995 (K 20): vs 6 (2450) D -455 counts as -400, PD .08, W 0; vs 2 (2080) D -85 PD .38
 *   W 0; r3 forfeit win, not rated; vs 1 (2210) D -215 PD .23 W ½. W .5, We .69, -0.19 x 20 =
 *   -3.8 -> -4. Rp: 6740 / 3 = 2246.67 -> 2247, p .17, dp -273: 1974.
 * 4 Davis 1870 (no year of birth: K 20): vs 1 (2210) D -340 PD .12 W 0; r2 vs 5 unrated; r3
 *   forfeit loss; r4 absent. -0.12 x 20 = -2.4 -> -2. Rp 2210 - 800 = 1410.
 * 5 Evans, unrated: draws 2 (2080), beats 4 (1870), loses to 6 (2450); r4 PAB. Ra = (2080 + 1870
 *   + 2450 + 1800 + 1800) / 5 = 2000; p = (1.5 + 1) / 5 = .50, dp 0: Ru 2000, provisional (3 games).
 * 6 Fox 2450 (K 10): vs 3 (1995) D +455 counts as +400 (under 2650), PD .92, W 1; vs 1 (2210)
 *   D +240 PD .80 W ½; r3 vs 5 unrated; vs 2 (2080) D +370 PD .90 W ½. W 2, We 2.62, -0.62 x 10
 *   = -6.2 -> -6. Rp: 6285 / 3 = 2095, p .67, dp 125: 2220.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { readCsv } from "../../src/formats/csv";
import { readXlsx } from "../../src/formats/xlsx";
import { runCli } from "../helpers/cli";

const FIXTURES = path.resolve(__dirname, "..", "fixtures", "fide");
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tb-ratings-"));
  for (const f of ["rating-event.trf", "players_list_foa.txt", "standard_rating_list.txt"])
    fs.copyFileSync(path.join(FIXTURES, f), path.join(dir, f));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const cli = (...argv: string[]) => runCli(dir, ...argv);

interface JsonPlayer {
  start: number;
  name: string;
  rating: number | null;
  k: number | null;
  kSource: string | null;
  games: number;
  score: number;
  expected: number | null;
  change: number | null;
  performance: number | null;
  kReason: string;
  firstRating?: { games: number; rating: number | null; provisional: boolean; note: string };
}

async function json(
  ...argv: string[]
): Promise<{ players: JsonPlayer[]; type: string; typeSource: string; warnings: string[] }> {
  const r = await cli("ratings", "rating-event.trf", "--format", "json", ...argv);
  // warnings only (the FIDE list's players it cannot match)
  expect(r.err.split("\n").filter((l) => l !== "" && !/^tiebreaks: warning: /.test(l))).toEqual([]);
  expect(r.code).toBe(0);
  return JSON.parse(r.out);
}

const byStart = (players: JsonPlayer[], f: (p: JsonPlayer) => unknown): Record<number, unknown> =>
  Object.fromEntries(players.map((p) => [p.start, f(p)]));

describe("tiebreaks ratings --format json", () => {
  test("the issue's fields, every value worked by hand", async () => {
    const j = await json();
    expect(j.type).toBe("standard");
    expect(j.typeSource).toBe('TRF 122 "90 min + 30 s/move": 120 minutes for 60 moves');
    const p = j.players;
    expect(p.map((x) => x.start)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(p[0]).toEqual({
      start: 1,
      name: "Adams, Alan",
      rating: 2210,
      k: 20,
      kSource: "derived",
      games: 4,
      score: 2,
      expected: 2.53,
      change: -11,
      performance: 2099,
      kReason: "rated under 2400 (8.3.3)",
    });
    expect(byStart(p, (x) => x.change)).toEqual({ 1: -11, 2: 58, 3: -4, 4: -2, 5: null, 6: -6 });
    expect(byStart(p, (x) => x.k)).toEqual({ 1: 20, 2: 40, 3: 20, 4: 20, 5: null, 6: 10 });
    expect(byStart(p, (x) => x.expected)).toEqual({
      1: 2.53,
      2: 1.04,
      3: 0.69,
      4: 0.12,
      5: null,
      6: 2.62,
    });
    expect(byStart(p, (x) => x.games)).toEqual({ 1: 4, 2: 3, 3: 3, 4: 1, 5: 3, 6: 3 });
    expect(byStart(p, (x) => x.performance)).toEqual({
      1: 2099,
      2: 2491,
      3: 1974,
      4: 1410,
      5: 2133,
      6: 2220,
    });
    expect(p[1].kReason).toMatch(
      /born 2009, rated under 2300: until the end of the year of the 18th birthday/
    );
    expect(p[4].firstRating).toMatchObject({ games: 3, rating: 2000, provisional: true });
    expect(p[4].firstRating?.note).toMatch(
      /published with 5 games against rated opponents within 26 months \(this event: 3\)/
    );
  });

  test("--option k=20: K 20 for everyone (2: 20 x 1.46 = 29.2 -> 29; 6: 20 x -0.62 = -12.4 -> -12)", async () => {
    const j = await json("--option", "k=20");
    expect(byStart(j.players, (x) => x.change)).toEqual({
      1: -11,
      2: 29,
      3: -4,
      4: -2,
      5: null,
      6: -12,
    });
    expect(byStart(j.players, (x) => x.kSource)).toEqual({
      1: "option",
      2: "option",
      3: "option",
      4: "option",
      5: null,
      6: "option",
    });
  });

  test("--fide-list: K from the list (3: K 40, a player with fewer than 30 games: 40 x -0.19 = -7.6 -> -8)", async () => {
    const j = await json("--fide-list", "players_list_foa.txt");
    expect(byStart(j.players, (x) => x.change)).toEqual({
      1: -11,
      2: 58,
      3: -8,
      4: -2,
      5: null,
      6: -6,
    });
    expect(byStart(j.players, (x) => x.kSource)).toEqual({
      1: "list",
      2: "list",
      3: "list",
      4: "derived",
      5: null,
      6: "list",
    });
  });

  test("--fide-list warns on stderr about players it cannot match", async () => {
    const r = await cli(
      "ratings",
      "rating-event.trf",
      "--format",
      "json",
      "--fide-list",
      "standard_rating_list.txt"
    );
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      /warning: standard_rating_list\.txt: 1 player\(s\) not in the list: 4 \(Davis, Dan/
    );
    const r2 = await cli(
      "ratings",
      "rating-event.trf",
      "--type",
      "rapid",
      "--fide-list",
      "standard_rating_list.txt"
    );
    expect(r2.code).toBe(2);
    expect(r2.err).toMatch(/a standard list, but the event is rapid play/);
  });

  test("--type rapid: the type of play from the command line (no pair here is 600 apart)", async () => {
    const j = await json("--type", "rapid");
    expect(j.type).toBe("rapid");
    expect(j.typeSource).toBe("option rating=rapid");
    expect(byStart(j.players, (x) => x.change)).toEqual({
      1: -11,
      2: 58,
      3: -4,
      4: -2,
      5: null,
      6: -6,
    });
  });

  test("--rounds 2: the rounds counted (1: +.12 +.30 = .42 x 20 = 8.4 -> 8)", async () => {
    const j = await json("--rounds", "2");
    expect(j.players[0]).toMatchObject({ games: 2, change: 8 });
  });

  test("bad options name themselves", async () => {
    const r = await cli("ratings", "rating-event.trf", "--option", "k=abc");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/k=abc: expected a K factor/);
    const t = await cli("ratings", "rating-event.trf", "--type", "bullet");
    expect(t.code).toBe(2);
    expect(t.err).toMatch(/--type "bullet": expected standard, rapid or blitz/);
  });
});

describe("tiebreaks ratings: text, csv and the files", () => {
  test("text: the table with the rules in its header", async () => {
    const r = await cli("ratings", "rating-event.trf");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Hastings Rating Workshop 2026/);
    expect(r.out).toMatch(/Standard play \(TRF 122/);
    expect(r.out).toMatch(/D over 400 counts as 400 for players rated under 2650/);
    const line = r.out.split("\n").find((l) => /Brown, Beth/.test(l)) ?? "";
    expect(line).toMatch(/2080\s+40\s+derived\s+3\s+2\.5\s+1\.04\s+1\.46\s+58\s+2138\s+2491/);
    const evans = r.out.split("\n").find((l) => /Evans, Ed/.test(l)) ?? "";
    expect(evans).toMatch(/first rating 2000 \(provisional/);
  });

  test("csv, and --out .xlsx / .html with the same cells", async () => {
    const c = await cli("ratings", "rating-event.trf", "--format", "csv");
    const rows = readCsv(c.out);
    const head = rows[0];
    const change = head.indexOf("Rtg+/-");
    expect(change).toBeGreaterThan(0);
    expect(rows.slice(1, 7).map((r) => String(r[change]))).toEqual([
      "-11",
      "58",
      "-4",
      "-2",
      "",
      "-6",
    ]);
    const x = await cli("ratings", "rating-event.trf", "--out", "r.xlsx");
    expect(x.code).toBe(0);
    expect(x.out).toBe("Wrote the rating changes of 6 players to r.xlsx.\n");
    const sheet = await readXlsx(fs.readFileSync(path.join(dir, "r.xlsx")), "Ratings");
    const top = sheet.cells.findIndex((r) => r[0] === "SNo");
    const col = sheet.cells[top].indexOf("Rtg+/-");
    expect(sheet.cells.slice(top + 1, top + 7).map((r) => r[col] ?? "")).toEqual([
      -11,
      58,
      -4,
      -2,
      "",
      -6,
    ]);
    const h = await cli("ratings", "rating-event.trf", "--out", "r.html");
    expect(h.code).toBe(0);
    const html = fs.readFileSync(path.join(dir, "r.html"), "utf8");
    expect(html).toMatch(/<th[^>]*>Rtg\+\/-<\/th>/);
    const again = await cli("ratings", "rating-event.trf", "--out", "r.html");
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/exists; add --force/);
  });
});

describe("tiebreaks explain FILE PLAYER RATING", () => {
  test("the per-game working: opponent, rating, D after the cap, PD, result, dR", async () => {
    const r = await cli("explain", "rating-event.trf", "3", "RATING");
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    const rd = (n: number): string =>
      lines.find((l) => new RegExp(`^\\s+${n}\\s+\\d`).test(l)) ?? "";
    // round 1: vs 6 Fox 2450, D -455 counts as -400, PD .08, lost: dR -0.08
    expect(rd(1)).toMatch(
      /6\s+Fox, Frank\s+2450\s+-400\s+\.08\s+0\s+-0\.08\s+a difference of 455 counts as 400/
    );
    expect(rd(3)).toMatch(/4\s+Davis, Dan\s+1870\s+.*forfeit.*not rated/);
    expect(r.out).toMatch(
      /Ro 1995; K 20: rated under 2400 \(8\.3\.3\); 20 x \(W 0\.5 - We 0\.69 = -0\.19\) = -3\.8, rounded -4/
    );
    const j = await cli("explain", "rating-event.trf", "Evans", "RATING", "--format", "json");
    const w = JSON.parse(j.out) as { codes: { code: string; value: number; summary: string }[] };
    expect(w.codes[0]).toMatchObject({ code: "RATING", value: 2000 });
    expect(w.codes[0].summary).toMatch(/Ra 2000 .* dp\(\.50\) 0 = 2000/);
  });
});

describe("tiebreaks standings --columns rating-change", () => {
  const CHANGE: Record<string, string> = {
    "Adams, Alan": "-11",
    "Brown, Beth": "58",
    "Clark, Colin": "-4",
    "Davis, Dan": "-2",
    "Evans, Ed": "",
    "Fox, Frank": "-6",
  };
  test("csv, json, text and --out .xlsx carry Rtg+/-", async () => {
    const c = await cli(
      "standings",
      "rating-event.trf",
      "--columns",
      "rating-change",
      "--format",
      "csv"
    );
    expect(c.code).toBe(0);
    const rows = readCsv(c.out);
    const head = rows[0];
    const col = head.indexOf("Rtg+/-");
    expect(col).toBe(head.indexOf("Rtg") + 1);
    const name = head.indexOf("Name");
    expect(Object.fromEntries(rows.slice(1, 7).map((r) => [r[name], String(r[col])]))).toEqual(
      CHANGE
    );
    const j = await cli(
      "standings",
      "rating-event.trf",
      "--columns",
      "rating-change",
      "--format",
      "json"
    );
    const players = JSON.parse(j.out).players as {
      name: string;
      columns: Record<string, unknown>;
    }[];
    expect(Object.fromEntries(players.map((p) => [p.name, String(p.columns["Rtg+/-"])]))).toEqual(
      CHANGE
    );
    const t = await cli("standings", "rating-event.trf", "--columns", "Rtg+/-");
    expect(t.out).toMatch(/Rtg\s+Rtg\+\/-\s+Pts/);
    expect(t.out).toMatch(/Rtg\+\/-: the FIDE rating change/);
    const x = await cli(
      "standings",
      "rating-event.trf",
      "--columns",
      "rating-change",
      "--out",
      "s.xlsx"
    );
    expect(x.code).toBe(0);
    const sheet = await readXlsx(fs.readFileSync(path.join(dir, "s.xlsx")));
    const top = sheet.cells.findIndex((r) => r[0] === "Rk");
    const xc = sheet.cells[top].indexOf("Rtg+/-");
    const xn = sheet.cells[top].indexOf("Name");
    const got = Object.fromEntries(
      sheet.cells.slice(top + 1, top + 7).map((r) => [r[xn], String(r[xc] ?? "")])
    );
    expect(got).toEqual(CHANGE);
  });

  test("with --option k=20 and --fide-list the column follows the same options", async () => {
    const c = await cli(
      "standings",
      "rating-event.trf",
      "--columns",
      "rating-change",
      "--format",
      "csv",
      "--option",
      "k=20"
    );
    const rows = readCsv(c.out);
    const col = rows[0].indexOf("Rtg+/-");
    const name = rows[0].indexOf("Name");
    const got = Object.fromEntries(rows.slice(1, 7).map((r) => [r[name], r[col]]));
    expect(got["Brown, Beth"]).toBe(29);
    const l = await cli(
      "standings",
      "rating-event.trf",
      "--columns",
      "rating-change",
      "--format",
      "csv",
      "--fide-list",
      "players_list_foa.txt"
    );
    const lr = readCsv(l.out);
    expect(Object.fromEntries(lr.slice(1, 7).map((r) => [r[name], r[col]]))["Clark, Colin"]).toBe(
      -8
    );
  });
});
