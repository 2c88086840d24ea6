/**
 * The command line, run in-process through run(argv, io) with files in a temporary directory.
 * Expected values come from the C.07 test vectors (test/fixtures/c07, cited) or from hand
 * calculations written next to the assertions.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { allDefinitions, allPresets, computeStandings } from "../../src/engine";
import { EXAMPLE, run } from "../../src/cli/main";
import { parseTrf } from "../../src/formats/trf";

const TRF = path.resolve(__dirname, "../fixtures/trf");
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-cli-"));
  for (const f of fs.readdirSync(TRF)) fs.copyFileSync(path.join(TRF, f), path.join(dir, f));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Result {
  code: number;
  out: string;
  err: string;
}

async function cli(...argv: string[]): Promise<Result> {
  let out = "";
  let err = "";
  const code = await run(argv, {
    stdout: (s) => void (out += s),
    stderr: (s) => void (err += s),
    cwd: dir,
  });
  return { code, out, err };
}

interface JsonPlayer {
  start: number;
  name: string;
  rank: number;
  points: number;
  tiebreaks: Record<string, number | null>;
  decidedBy: string | null;
}
interface Json {
  rules: string;
  tiebreaks: string[];
  players: JsonPlayer[];
}

async function json(...argv: string[]): Promise<Json> {
  const r = await cli("standings", ...argv, "--format", "json");
  expect(r.err).not.toMatch(/error/);
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as Json;
}

function byStart(j: Json, code: string): Record<number, number | null> {
  const m: Record<number, number | null> = {};
  for (const p of j.players) m[p.start] = p.tiebreaks[code];
  return m;
}

describe("standings --format json", () => {
  test("exact shape: rules, canonical codes, players in rank order, null for undefined", async () => {
    const j = await json("mini2026.trf", "--tiebreaks", "bh, win, aro-c1");
    expect(Object.keys(j)).toEqual(["rules", "tiebreaks", "players", "event", "legend"]);
    expect(j.rules).toBe("fide-2026"); // 042 2026/04/01
    expect(j.tiebreaks).toEqual(["BH", "WIN", "ARO/C1"]);
    // spec 13.1: P3 has 3.0 points, BH 3.0 (2026), WIN 3, ARO/C1 2400
    expect(j.players[0]).toEqual({
      start: 3,
      name: "Charlie, C",
      rank: 1,
      place: "1",
      title: "FM",
      federation: "NOR",
      rating: 2200,
      points: 3,
      tiebreaks: { BH: 3, WIN: 3, "ARO/C1": 2400 },
      decidedBy: "PTS",
      why: "",
    });
    for (const p of j.players) {
      const keys = Object.keys(p).filter((k) => !["title", "federation", "rating"].includes(k));
      expect(keys).toEqual([
        "start",
        "name",
        "rank",
        "place",
        "points",
        "tiebreaks",
        "decidedBy",
        "why",
      ]);
    }
    // spec 13.1: P6 ARO/C1 is undefined (the only game over the board is cut)
    expect(byStart(j, "ARO/C1")[6]).toBeNull();
    // tie 1 vs 5 on 1.5: BH 5.5 vs 4.0 ranks 1 ahead (spec 13.1)
    const order = j.players.map((p) => p.start);
    expect(order.indexOf(1)).toBeLessThan(order.indexOf(5));
    expect(j.players.find((p) => p.start === 5)?.decidedBy).toBe("BH");
  });

  test("a shared place: both players get the place number and decidedBy null", async () => {
    // spec 13.7: 3 and 4 have 1 point each, WIN 0 and 0: the list cannot separate them
    const j = await json("std-3-1-0.trf", "--tiebreaks", "WIN");
    const last = j.players.slice(2);
    expect(last.map((p) => [p.start, p.rank, p.decidedBy])).toEqual([
      [3, 3, null],
      [4, 3, null],
    ]);
    expect(j.players.map((p) => p.points)).toEqual([3, 3, 1, 1]); // 3/1/0 from record 162
  });

  test("--rules fide-2024 changes the values the spec says it changes", async () => {
    const j = await json("mini2026.trf", "-t", "BH,SB", "--rules", "fide-2024");
    expect(j.rules).toBe("fide-2024");
    // spec 13.1, values that differ under 2024: P3 BH 5.0, SB 5.00
    expect(byStart(j, "BH")[3]).toBe(5);
    expect(byStart(j, "SB")[3]).toBe(5);
    // unchanged: P1 BH 5.5
    expect(byStart(j, "BH")[1]).toBe(5.5);
  });

  test("the start date (042) picks the edition when --rules is not given", async () => {
    const text = fs
      .readFileSync(path.join(dir, "mini2026.trf"), "utf8")
      .replace("042 2026/04/01", "042 2025/04/01");
    fs.writeFileSync(path.join(dir, "mini2025.trf"), text);
    const j = await json("mini2025.trf", "-t", "BH");
    expect(j.rules).toBe("fide-2024");
    expect(byStart(j, "BH")[3]).toBe(5); // spec 13.1, 2024 value
  });

  test("--rounds gives the standings after that round", async () => {
    const j = await json("mini2026.trf", "-t", "BH,BH/C1,SB", "--rounds", "2");
    // spec 13.1 "Same file after round 2" (2026)
    expect(byStart(j, "BH")).toEqual({ 1: 1, 2: 2.5, 3: 1, 4: 3.5, 5: 2, 6: 2 });
    expect(byStart(j, "BH/C1")).toEqual({ 1: 1, 2: 1.5, 3: 1, 4: 2, 5: 1, 6: 1 });
    expect(byStart(j, "SB")).toEqual({ 1: 0.5, 2: 1.25, 3: 1, 4: 0, 5: 1, 6: 1 });
  });

  test("--unrated gives unrated opponents a rating", async () => {
    // example: player 8 met 2 (2105), 12 (unrated), 7 (1811), 11 (1540), 9 (1690)
    const without = await json("-t", "ARO");
    expect(byStart(without, "ARO")[8]).toBeNull();
    const warned = await cli("standings", "-t", "ARO", "-f", "json");
    expect(warned.err).toMatch(/^tiebreaks: warning: ARO: .*--unrated/);
    const withU = await json("-t", "ARO", "--unrated", "1400");
    // (2105 + 1400 + 1811 + 1540 + 1690) / 5 = 8546 / 5 = 1709.2 -> 1709
    expect(byStart(withU, "ARO")[8]).toBe(1709);
  });

  test("JSON numbers are exact decimals (no binary noise)", async () => {
    const r = await cli("standings", "tec-exercise.trf", "-t", "SB,AOB", "-f", "json");
    expect(r.out).not.toMatch(/\d\.\d*0000000\d|\d\.\d*9999999\d/);
    const j = JSON.parse(r.out) as Json;
    // spec 13.2 (2026): P4 SB 9.25
    expect(byStart(j, "SB")[4]).toBe(9.25);
  });
});

describe("standings, text", () => {
  test("the bundled example without a file: the sorted table and the notes", async () => {
    const r = await cli("standings");
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    const t = parseTrf(fs.readFileSync(EXAMPLE, "utf8")).tournament;
    // the order comes from the file's 202 record
    expect(t.tiebreaks).toEqual(["BH/C1", "BH", "SB", "DE", "WIN"]);
    const st = computeStandings(t, t.tiebreaks ?? []);
    const lines = r.out.split("\n");
    const header = lines.findIndex((l) => l.startsWith("Rk"));
    expect(lines[header].split(/\s{2,}/)).toEqual([
      "Rk",
      "SNo",
      "Title",
      "Name",
      "FED",
      "Rtg",
      "Pts",
      "BH/C1",
      "BH",
      "SB",
      "DE",
      "WIN",
      "Decided by",
      "Status",
    ]);
    // the event header above the table (records 012, 022, 042, 052, 142, 102)
    expect(lines.slice(0, 6)).toEqual([
      "Riverside Chess Club Spring Swiss 2026 (bundled example)",
      "Riverside, 10 March 2026 to 7 April 2026",
      "Swiss, 12 players. Standings after round 5 of 5.",
      "Rules: FIDE C.07 (2026), in force from 1 March 2026 [fide-2026]",
      "Chief arbiter: Margaret Ellis",
      "Tie-breaks in order: PTS, BH/C1, BH, SB, DE, WIN",
    ]);
    const rows = lines.slice(header + 2, header + 2 + st.rows.length);
    expect(rows.map((l) => Number(l.trim().split(/\s+/)[1]))).toEqual(
      st.rows.map((x) => x.player.id)
    );
    // hand check: Lindqvist (3) has ½ + 1 + 1 + 1 + ½ = 4 points, alone at the top
    expect(rows[0]).toMatch(/^\s+1\s+3\s+WFM\s+Lindqvist, Maja\s+ENG\s+2046\s+4\s/);
    // the file's comment: Kowalczyk withdraws after round 3
    expect(rows[11]).toMatch(/Kowalczyk, Adam.*withdrawn after round 3$/);
    expect(r.out).toContain("BH/C1: Buchholz, the lowest opponent score cut");
    expect(r.out).toContain("Rules: FIDE C.07 (2026)");
    expect(r.out).toMatch(/Order from: \S*examples\/club-swiss.trf \(record 202\)/);
  });

  test("without a 202 record the default preset depends on the event type", async () => {
    const swiss = await cli("standings", "mini2026.trf");
    expect(swiss.out).toContain("Order from: preset fide-swiss");
    const rr = await cli("standings", "rr4.trf");
    expect(rr.out).toContain("Order from: preset fide-round-robin");
    const forced = await cli("standings", "rr4.trf", "--type", "swiss");
    expect(forced.out).toContain("Order from: preset fide-swiss");
    expect(forced.out).toContain("Swiss, 4 players.");
    expect(rr.out).toContain("Round robin, 4 players.");
  });

  test("--preset with options (club: plain rules)", async () => {
    const r = await cli("standings", "mini2026.trf", "--preset", "club");
    expect(r.code).toBe(0);
    expect(r.out).toContain("[plain]");
    const bad = await cli("standings", "--preset", "nope");
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--preset "nope": no such preset \(presets: .*fide-swiss/);
  });

  test("a shared place is shown as 3-4, as printed lists do", async () => {
    const r = await cli("standings", "std-3-1-0.trf", "-t", "WIN");
    expect(r.out).toMatch(/\n3-4\s+3\s+Std Three/);
    expect(r.out).toMatch(/\n3-4\s+4\s+Std Four/);
  });
});

describe("standings --format csv and --out", () => {
  test("csv has the header and one row per player in rank order", async () => {
    const r = await cli("standings", "mini2026.trf", "-t", "BH", "-f", "csv");
    expect(r.code).toBe(0);
    const { readCsv } = await import("../../src/formats/csv");
    const rows = readCsv(r.out);
    expect(rows[0]).toEqual([
      "Rk",
      "SNo",
      "Title",
      "Name",
      "FED",
      "Rtg",
      "Pts",
      "BH",
      "Decided by",
      "Why this place",
    ]);
    // P3 first: 3 points, BH 3 (spec 13.1, 2026)
    expect(rows[1]).toEqual([1, 3, "FM", "Charlie, C", "NOR", 2200, 3, 3, "PTS", ""]);
    // below the table: a blank row, the title and event lines, the legend
    expect(rows[7].every((c) => c === "")).toBe(true);
    expect(rows[8]).toEqual(["Mini"]);
    expect(rows.some((r) => r[0] === "BH: Buchholz")).toBe(true);
  });

  test("--out writes .json and .trf, never over an existing file without --force", async () => {
    const r = await cli("standings", "mini2026.trf", "-t", "WIN", "--out", "out.json");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Wrote the standings of 6 players to out.json/);
    const j = JSON.parse(fs.readFileSync(path.join(dir, "out.json"), "utf8")) as Json;
    expect(j.tiebreaks).toEqual(["WIN"]);
    const again = await cli("standings", "mini2026.trf", "--out", "out.json");
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/out.json exists; add --force to replace it/);
    const forced = await cli("standings", "mini2026.trf", "--out", "out.json", "--force");
    expect(forced.code).toBe(0);
    const same = await cli("standings", "mini2026.trf", "--out", "mini2026.trf", "--force");
    expect(same.code).toBe(2);
    expect(same.err).toMatch(/is the input file/);
    const trf = await cli("standings", "mini2026.trf", "-t", "BH", "--out", "ranked.trf");
    expect(trf.code).toBe(0);
    const written = parseTrf(fs.readFileSync(path.join(dir, "ranked.trf"), "utf8"));
    expect(written.tournament.tiebreaks).toEqual(["BH"]);
    const bad = await cli("standings", "mini2026.trf", "--out", "x.pdf");
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/must end in .xlsx, .html, .csv, .json, .txt or .trf/);
  });
});

describe("errors", () => {
  test("an unknown code lists the valid codes; exit 2", async () => {
    const r = await cli("standings", "-t", "BH,XYZ");
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    expect(r.err).toMatch(
      /^tiebreaks: --tiebreaks: tie-break 2 of the list: unknown tie-break "XYZ"/
    );
    expect(r.err).toMatch(/Valid codes: .*\bBH\b.*\bSB\b/);
    expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
  });

  test("a bad TRF line: file, line and what was expected; exit 2", async () => {
    const lines = fs.readFileSync(path.join(dir, "mini2026.trf"), "utf8").split("\n");
    lines[6] = lines[6].slice(0, 118) + "Q" + lines[6].slice(119);
    fs.writeFileSync(path.join(dir, "bad.trf"), lines.join("\n"));
    const r = await cli("standings", "bad.trf");
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "tiebreaks: bad.trf:7: round 3 result 'Q' at column 119: expected one of 1 = 0 + - W D L H F U Z X\n"
    );
  });

  test("a bad code in the file's 202 record names the record; --tiebreaks overrides it", async () => {
    const text = fs
      .readFileSync(path.join(dir, "mini2026.trf"), "utf8")
      .replace("XXR 3\n", "XXR 3\n202 BH/C1,FOO\n");
    fs.writeFileSync(path.join(dir, "bad202.trf"), text);
    const r = await cli("standings", "bad202.trf");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^tiebreaks: bad202\.trf: tie-break list \(record 202\): tie-break 2 of the list: unknown tie-break "FOO"\. Valid codes: /
    );
    const ok = await cli("standings", "bad202.trf", "-t", "WIN");
    expect(ok.code).toBe(0);
  });

  test("warnings go to stderr with the line; the output stays clean", async () => {
    const text = fs
      .readFileSync(path.join(dir, "mini2026.trf"), "utf8")
      .replace("1002 1990/01/01  2.0", "1002 1990/01/01  2.5");
    fs.writeFileSync(path.join(dir, "points.trf"), text);
    const r = await cli("standings", "points.trf", "-f", "json");
    expect(r.code).toBe(0);
    expect(r.err).toBe(
      "tiebreaks: points.trf:7: warning: points column (columns 81-84) says 2.5 but the results give 2; 2 is used\n"
    );
    expect(() => JSON.parse(r.out)).not.toThrow();
  });

  test("missing file, bad option values, unknown options and commands", async () => {
    const missing = await cli("standings", "nope.trf");
    expect([missing.code, missing.err]).toEqual([
      2,
      "tiebreaks: cannot read nope.trf: no such file\n",
    ]);
    const rules = await cli("standings", "--rules", "fide-2019");
    expect(rules.code).toBe(2);
    expect(rules.err).toMatch(
      /--rules "fide-2019": expected one of fide-2026, fide-2024, fide-pre2023, plain/
    );
    const rounds = await cli("standings", "mini2026.trf", "--rounds", "4");
    expect(rounds.err).toBe("tiebreaks: --rounds 4: mini2026.trf has results for 3 rounds\n");
    const notNumber = await cli("standings", "--rounds", "two");
    expect(notNumber.err).toMatch(/--rounds "two": expected a whole number/);
    const fmt = await cli("standings", "--format", "xml");
    expect(fmt.err).toMatch(/--format "xml": expected text, json or csv/);
    const opt = await cli("standings", "--colour");
    expect(opt.code).toBe(2);
    expect(opt.err).toMatch(/--colour/);
    const cmd = await cli("results.trf");
    expect(cmd.code).toBe(2);
    expect(cmd.err).toMatch(/unknown command "results.trf".*tiebreaks standings results.trf/);
    const both = await cli("standings", "-t", "BH", "-p", "club");
    expect(both.err).toMatch(/either --tiebreaks or --preset/);
    const de = await cli("standings", "--option", "de=loose");
    expect(de.err).toMatch(/--option de=loose: expected fide or strict/);
  });

  test("a latin-1 file is decoded as latin-1", async () => {
    const text = fs
      .readFileSync(path.join(dir, "rr4.trf"), "utf8")
      .replace("RR One      ", "Müller, Jörg");
    expect(text).toContain("Müller, Jörg");
    fs.writeFileSync(path.join(dir, "latin1.trf"), Buffer.from(text, "latin1"));
    const j = await json("latin1.trf", "-t", "WIN");
    expect(j.players.find((p) => p.start === 1)?.name).toBe("Müller, Jörg");
  });
});

describe("codes, presets, help, version", () => {
  test("codes lists every definition, grouped by family", async () => {
    const r = await cli("codes");
    expect(r.code).toBe(0);
    for (const d of allDefinitions()) {
      expect(r.out).toMatch(new RegExp(`^  ${d.name.replace(/[-/]/g, "\\$&")}\\b`, "m"));
      expect(r.out).toContain(`${d.family}:`);
    }
  });

  test("presets lists every preset with its order", async () => {
    const r = await cli("presets");
    for (const p of allPresets()) expect(r.out).toContain(`${p.id}`);
    expect(r.out).toMatch(/fide-swiss\s+\[chess\] BH\/C1, BH, SB, DE, WIN/);
  });

  test("--help and --version", async () => {
    const h = await cli("--help");
    expect(h.code).toBe(0);
    expect(h.out).toMatch(/^tiebreaks: /);
    expect(h.out).toContain("tiebreaks standings [FILE]");
    const none = await cli();
    expect(none.out).toBe(h.out);
    const v = await cli("--version");
    const pkg = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../package.json"), "utf8"));
    expect(v.out).toBe(`${pkg.version}\n`);
  });
});

describe("csv input (the results grid reader)", () => {
  const seeds = path.resolve(__dirname, "../fixtures/seeds");
  const fixture = (
    name: string
  ): {
    grid?: unknown[][];
    crosstable?: unknown[][];
    order: string[];
    expected: { ranking: number[]; values: Record<string, Record<string, number>> };
  } => JSON.parse(fs.readFileSync(path.join(seeds, name), "utf8"));

  async function writeCsvFile(name: string, rows: unknown[][]): Promise<void> {
    const { writeCsv } = await import("../../src/formats/csv");
    fs.writeFileSync(path.join(dir, name), writeCsv(rows));
  }

  test("arena-swiss-5 as a CSV Swiss table: the fixture's ranking and values under plain rules", async () => {
    const fx = fixture("arena-swiss-5.json");
    await writeCsvFile("arena.csv", fx.grid as unknown[][]);
    const order = fx.order.filter((c) => c !== "PTS");
    const j = await json("arena.csv", "-t", order.join(","), "--rules", "plain");
    expect(j.players.map((p) => p.start)).toEqual(fx.expected.ranking);
    for (const p of j.players) {
      const want = fx.expected.values[String(p.start)];
      for (const [code, v] of Object.entries(want)) {
        if (code === "PTS") expect(p.points).toBe(v);
        else expect([p.start, code, p.tiebreaks[code]]).toEqual([p.start, code, v]);
      }
    }
  });

  test("de-round-robin-5 as a CSV crosstable: the fixture's ranking with the strict DE reading", async () => {
    const fx = fixture("de-round-robin-5.json");
    await writeCsvFile("rr.csv", fx.crosstable as unknown[][]);
    const j = await json("rr.csv", "-t", "DE", "--option", "de=strict", "--rules", "plain");
    expect(j.players.map((p) => p.start)).toEqual(fx.expected.ranking);
  });

  test("a bad cell: the file and the cell in the message; exit 2", async () => {
    const fx = fixture("arena-swiss-5.json");
    const grid = (fx.grid as unknown[][]).map((r) => [...r]);
    grid[1][3] = "9w1"; // player 1 round 1: opponent 9 does not exist
    await writeCsvFile("bad.csv", grid);
    const r = await cli("standings", "bad.csv");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^tiebreaks: bad\.csv:D2: .*9/);
  });

  // "4w" with nothing after the colour is a game not played yet; a round where no game has a
  // result is not counted (the standings are after the round before), --rounds cannot ask for it
  test("a round paired without any result: standings after the round before, said once", async () => {
    fs.writeFileSync(
      path.join(dir, "pending.csv"),
      "No,Name,R1,R2\n1,A,2w1,3w\n2,B,1b0,bye\n3,C,bye,1b\n"
    );
    const r = await cli("standings", "pending.csv", "-t", "WIN");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Standings after round 1 of 2.");
    expect(r.err).toBe(
      "tiebreaks: pending.csv:D2: warning: round 2: paired, but no game has a result yet: not counted until one is entered (the standings go up to round 1 of 2)\n"
    );
    // after round 1 by hand: A beat B (1), C had the bye (a PAB, 1 point), B 0
    const j = await json("pending.csv", "-t", "WIN");
    const points = j.players.map((p) => [p.start, p.points]).sort((x, y) => x[0] - y[0]);
    expect(points).toEqual([
      [1, 1],
      [2, 0],
      [3, 1],
    ]);
    const two = await cli("standings", "pending.csv", "--rounds", "2");
    expect(two.code).toBe(2);
    expect(two.err).toContain(
      "--rounds 2: pending.csv has results for 1 round (later rounds are paired, without results yet)"
    );
  });
});

describe("xlsx input and output", () => {
  const seeds = path.resolve(__dirname, "../fixtures/seeds");

  async function workbook(
    file: string,
    sheets: Record<string, unknown[][]>,
    at = "A1"
  ): Promise<void> {
    const ExcelJS = (await import("exceljs")).default;
    const wb = new ExcelJS.Workbook();
    const m = /^([A-Z])(\d+)$/.exec(at) as RegExpExecArray;
    const col0 = m[1].charCodeAt(0) - 64;
    const row0 = Number(m[2]);
    for (const [name, rows] of Object.entries(sheets)) {
      const ws = wb.addWorksheet(name);
      rows.forEach((r, i) =>
        r.forEach((v, j) => {
          ws.getCell(row0 + i, col0 + j).value = v as string | number;
        })
      );
    }
    fs.writeFileSync(path.join(dir, file), Buffer.from(await wb.xlsx.writeBuffer()));
  }

  test("a Swiss table on a named sheet; errors name the sheet cell", async () => {
    const fx = JSON.parse(fs.readFileSync(path.join(seeds, "arena-swiss-5.json"), "utf8"));
    const grid = fx.grid as unknown[][];
    await workbook("arena.xlsx", { Notes: [["nothing here"]], Results: grid }, "B3");
    const j = await json("arena.xlsx", "--sheet", "Results", "-t", "DE,BH", "--rules", "plain");
    expect(j.players.map((p) => p.start)).toEqual(fx.expected.ranking);

    const bad = grid.map((r) => [...r]);
    bad[1][3] = "9w1"; // range D2, sheet cell E4 (the range starts at B3)
    await workbook("bad.xlsx", { Results: bad }, "B3");
    const r = await cli("standings", "bad.xlsx");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^tiebreaks: bad\.xlsx:Results!E4: /);

    const missing = await cli("standings", "arena.xlsx", "--sheet", "Nope");
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/arena\.xlsx: cannot read the workbook: .*Nope.*Notes, Results/);
    const notXlsx = await cli("standings", "mini2026.trf", "--sheet", "Results");
    expect(notXlsx.err).toMatch(/--sheet only applies to .xlsx files/);
  });

  test("--out standings.xlsx writes a workbook with the standings table", async () => {
    const r = await cli("standings", "mini2026.trf", "-t", "BH,SB", "--out", "standings.xlsx");
    expect(r.code).toBe(0);
    const { readXlsx } = await import("../../src/formats/xlsx");
    const book = await readXlsx(fs.readFileSync(path.join(dir, "standings.xlsx")));
    expect(book.cells[0][0]).toBe("Mini");
    const top = book.cells.findIndex((r) => r[0] === "Rk");
    expect(book.cells[top].slice(0, 9)).toEqual([
      "Rk",
      "SNo",
      "Title",
      "Name",
      "FED",
      "Rtg",
      "Pts",
      "BH",
      "SB",
    ]);
    // spec 13.1 (2026): P3 first with 3 points, BH 3.0, SB 3.00
    expect(book.cells[top + 1].slice(0, 9)).toEqual([
      1,
      3,
      "FM",
      "Charlie, C",
      "NOR",
      2200,
      3,
      3,
      3,
    ]);
    // the crosstable is the second sheet
    const x = await readXlsx(fs.readFileSync(path.join(dir, "standings.xlsx")), "Crosstable");
    // mini2026.trf: 012 Mini, XXR 3, three rounds played
    expect(x.cells[0][0]).toBe("Crosstable: Mini (after round 3 of 3)");
  });
});
