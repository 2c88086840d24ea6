/**
 * The shared standings presentation: table cells, JSON and text. Tournaments: the spec's TRF
 * fixtures (test/fixtures/trf, the C.07 test vectors of test/fixtures/c07); expected values cited from them.
 */
import * as fs from "fs";
import * as path from "path";
import { computeStandings, Q, type Tournament } from "../../src/engine";
import {
  formatNumber,
  formatValue,
  numberFormatFor,
  SHARED_TEXT,
  standingsJson,
  standingsTable,
  standingsText,
  tableText,
} from "../../src/formats/table";
import { parseTrf } from "../../src/formats/trf";

function load(name: string): Tournament {
  const text = fs.readFileSync(path.resolve(__dirname, "../fixtures/trf", name), "utf8");
  return parseTrf(text).tournament;
}

describe("standingsTable (the ranking list)", () => {
  test("columns Rk, SNo, Title, Name, FED, Rtg, Pts, codes, Decided by, Why this place; rows in rank order", () => {
    const t = load("mini2026.trf");
    const st = computeStandings(t, ["BH", "AOB", "ARO/C1"]);
    const table = standingsTable(st, t);
    expect(table.header).toEqual([
      "Rk",
      "SNo",
      "Title",
      "Name",
      "FED",
      "Rtg",
      "Pts",
      "BH",
      "AOB",
      "ARO/C1",
      "Decided by",
      "Why this place",
    ]);
    // spec 13.1 (2026): P3 3.0 points, BH 3.0, AOB 5.75, ARO/C1 2400; the TRF: FM, NOR, 2200
    expect(table.rows[0]).toEqual([
      1,
      3,
      "FM",
      "Charlie, C",
      "NOR",
      2200,
      3,
      3,
      5.75,
      2400,
      "PTS",
      "",
    ]);
    const p6 = table.rows.find((r) => r[1] === 6);
    // spec 13.1: P6 ARO/C1 undefined -> ""
    expect(p6?.[9]).toBe("");
    // spec 13.1: P1 AOB = 13/3, the nearest double
    expect(table.rows.find((r) => r[1] === 1)?.[8]).toBe(13 / 3);
    // no Title / FED columns when the source has none
    const plainT = load("mini2026.trf");
    for (const p of plainT.players) {
      delete p.title;
      delete p.federation;
    }
    const h2 = standingsTable(computeStandings(plainT, ["BH"]), plainT).header;
    expect(h2.slice(0, 5)).toEqual(["Rk", "SNo", "Name", "Rtg", "Pts"]);
  });

  test("a shared place is written 3-4 and the legend says what a range means", () => {
    const t = load("std-3-1-0.trf");
    const st = computeStandings(t, ["WIN"]);
    const table = standingsTable(st, t);
    const decided = table.header.indexOf("Decided by");
    // spec 13.7: players 3 and 4 both 1 point, WIN 0: places 3 and 4 shared
    expect(table.rows.slice(2).map((r) => [r[0], r[1], r[decided]])).toEqual([
      ["3-4", 3, SHARED_TEXT],
      ["3-4", 4, SHARED_TEXT],
    ]);
    expect(table.legend[0]).toMatch(/shared place is written as a range \("3-5"\)/);
    expect(table.rows[2][decided + 1]).toMatch(/not separated from Std Four.*shared place/);
    // the legend explains every value the "Decided by" column can hold, "not separated (lots)" too
    const decidedLine = table.legend.find((l) => l.startsWith("Decided by:"));
    expect(decidedLine).toContain(
      '"not separated (lots)" when no tie-break of the order separated'
    );
    // and says nothing of it when every place is single
    const single = standingsTable(
      computeStandings(load("rr4.trf"), ["DE", "WIN"]),
      load("rr4.trf")
    );
    expect(single.legend.find((l) => l.startsWith("Decided by:"))).not.toContain("lots");
  });

  test("event header: name, dates, rounds, type, rules in words, the order; notes: warnings, written at", () => {
    const t = load("rr4.trf");
    const st = computeStandings(t, ["BH", "SB"]);
    const table = standingsTable(st, t);
    expect(table.title).toBe("RR4");
    // rr4.trf: 042 2026/04/01, 052 2026/04/01, XXR 3, 092 Round Robin
    expect(table.headerLines).toEqual([
      "1 April 2026",
      "Round robin, 4 players. Standings after round 3 of 3.",
      "Rules: FIDE C.07 (2026), in force from 1 March 2026 [fide-2026]",
      "Tie-breaks in order: PTS, BH, SB",
    ]);
    // Buchholz in a round robin is computed with a warning
    expect(st.warnings.length).toBeGreaterThan(0);
    for (const w of st.warnings) expect(table.notes).toContain(`Warning: ${w}`);
    // in the text, the warnings come before the table, once, and the legend after
    const lines = tableText(table).split("\n");
    const headRow = lines.findIndex((l) => /^Rk\b/.test(l));
    for (const w of st.warnings) {
      const at = lines.indexOf(`Warning: ${w}`);
      expect(at).toBeGreaterThan(0);
      expect(at).toBeLessThan(headRow);
      expect(lines.lastIndexOf(`Warning: ${w}`)).toBe(at);
    }
    expect(table.notes.some((n) => /written/i.test(n))).toBe(false);
    // local time, to the minute
    const stamped = standingsTable(st, t, { writtenAt: new Date(2026, 10, 30, 14, 5, 59, 123) });
    expect(stamped.notes[stamped.notes.length - 1]).toBe("Written at 2026-11-30 14:05");
  });

  test("the legend names each code in words (BH/C1: Buchholz, the lowest opponent score cut)", () => {
    const t = load("mini2026.trf");
    const st = computeStandings(t, ["BH/C1", "SB/M1", "ARO/C1/U1400", "DE"]);
    const legend = standingsTable(st, t).legend;
    expect(legend).toContain("BH/C1: Buchholz, the lowest opponent score cut");
    expect(legend).toContain(
      "SB/M1: Sonneborn-Berger, the highest and the lowest contribution cut"
    );
    expect(legend).toContain(
      "ARO/C1/U1400: Average rating of opponents, the lowest opponent rating cut, unrated players counted as 1400"
    );
    // DE's column under FIDE rules is the place in the group: the legend says so
    expect(legend.find((l) => l.startsWith("DE:"))).toMatch(/place inside the tied group/);
    expect(legend.some((l) => l.startsWith("Decided by:"))).toBe(true);
    expect(legend.some((l) => l.startsWith("Why this place:"))).toBe(true);
    // the text prints every column but "Why this place" (its pairs follow as "Decided by
    // tie-breaks"), so its legend does not describe that column; CSV and the sheets keep the line
    const text = tableText(standingsTable(st, t));
    expect(text).not.toContain("Why this place");
    expect(text).toContain("Decided by: the last criterion");
  });

  test("Why this place and Decided by never disagree: Decided by is the later criterion named", () => {
    // club-swiss example: Hartley 3.5 (BH/C1 13), Brennan 3.5 (BH/C1 12.5), both below Lindqvist 4
    const t = parseTrf(
      fs.readFileSync(path.resolve(__dirname, "../../examples/club-swiss.trf"), "utf8")
    ).tournament;
    const st = computeStandings(t, ["BH/C1", "BH", "SB", "DE", "WIN"]);
    const table = standingsTable(st, t);
    const col = (h: string): number => table.header.indexOf(h);
    const row = (id: number) => table.rows.find((r) => r[col("SNo")] === id)!;
    expect(row(1)[col("Why this place")]).toBe(
      "Tied on 3.5 points; above Brennan, Patrick by BH/C1 (13 vs 12.5)"
    );
    expect(row(1)[col("Decided by")]).toBe("BH/C1");
    expect(row(4)[col("Why this place")]).toBe(
      "Tied on 3.5 points; below Hartley, Owen by BH/C1 (12.5 vs 13)"
    );
    // Castellano 2.5: below Fitzgerald by BH/C1 (11 vs 12.5), above Sandhu by BH (13 vs 12):
    // the later criterion is BH
    expect(row(5)[col("Why this place")]).toBe(
      "Tied on 2.5 points; below Fitzgerald, Aoife by BH/C1 (11 vs 12.5); above Sandhu, Arjun by BH (13 vs 12)"
    );
    expect(row(5)[col("Decided by")]).toBe("BH");
    for (const r of table.rows) {
      const why = String(r[col("Why this place")]);
      const decided = String(r[col("Decided by")]);
      if (decided === "PTS") expect(why).toBe("");
      else if (decided !== SHARED_TEXT) expect(why).toContain(`by ${decided} (`);
    }
    // Kowalczyk has Z in rounds 4 and 5 (withdrew after round 3, as the file's comment says)
    expect(row(12)[col("Status")]).toBe("withdrawn after round 3");
    expect(row(1)[col("Status")]).toBe("");
  });
});

describe("one number format", () => {
  test("2, 3.5, 13.375 exactly; 13/3 as 4.33; sheets get the matching number format", () => {
    expect(formatValue(Q.int(2))).toBe("2");
    expect(formatValue(Q.of(7, 2))).toBe("3.5");
    expect(formatValue(Q.of(107, 8))).toBe("13.375");
    expect(formatValue(Q.of(13, 3))).toBe("4.33");
    expect(formatValue(null)).toBe("");
    expect(formatNumber(13 / 3)).toBe("4.33");
    expect(formatNumber(2)).toBe("2");
    expect([2, 3.5, 13.375, 13 / 3].map(numberFormatFor)).toEqual(["0", "0.0", "0.000", "0.00"]);
  });
});

describe("standingsJson", () => {
  test("the exact JSON shape, with repeated codes keyed DE, DE#2", () => {
    const t = load("de6.trf");
    const st = computeStandings(t, ["DE", "BH", "DE"]);
    const j = standingsJson(st) as {
      rules: string;
      tiebreaks: string[];
      players: Record<string, unknown>[];
    };
    expect(Object.keys(j)).toEqual(["rules", "tiebreaks", "players"]);
    // with the tournament, the event header and legend follow
    expect(Object.keys(standingsJson(st, t))).toEqual([
      "rules",
      "tiebreaks",
      "players",
      "event",
      "legend",
    ]);
    expect(j.tiebreaks).toEqual(["DE", "BH", "DE#2"]);
    expect(j.players).toHaveLength(6);
    const p1 = j.players[0];
    // spec 13.5: player 1 is ranked first in the group {1, 2, 3} by DE; BH 5.0
    expect(p1.start).toBe(1);
    expect(p1.rank).toBe(1);
    expect(p1.points).toBe(2);
    expect(p1.decidedBy).toBe("DE");
    expect(Object.keys(p1.tiebreaks as object)).toEqual(["DE", "BH", "DE#2"]);
    expect((p1.tiebreaks as Record<string, number>).BH).toBe(5);
    expect(JSON.parse(JSON.stringify(j))).toEqual(j);
  });
});

describe("numbers", () => {
  test("JSON: terminating decimals exact, 13/3 as 4.3333 (docs/decisions.md)", () => {
    const t = load("mini2026.trf");
    const j = standingsJson(computeStandings(t, ["AOB", "AOB/F"])) as {
      players: { start: number; tiebreaks: Record<string, number> }[];
    };
    const p = (id: number) => j.players.find((x) => x.start === id)?.tiebreaks;
    // spec 13.1 (2026): P1 AOB 13/3, P3 AOB 5.75, P2 AOB/F 25/6
    expect(p(1)?.AOB).toBe(4.3333);
    expect(p(3)?.AOB).toBe(5.75);
    expect(p(2)?.["AOB/F"]).toBe(4.1667);
  });

  test("text: a terminating value keeps every decimal (AOB 13.375 of spec 13.2)", () => {
    const t = load("tec-exercise.trf");
    const text = standingsText(computeStandings(t, ["AOB"], { rules: "fide-2024" }), t);
    // spec 13.2 (2024): P4 AOB 13.38 printed by TieBreakServer, 13.375 exactly
    expect(text).toMatch(/\n\s*[\d-]+\s+4\s+Player 04\s+.*3\.5\s+13\.375\s/);
  });
});

describe("standingsText", () => {
  test("event header, aligned columns, numbers in the one format (no 3.0 beside 3)", () => {
    const t = load("mini2026.trf");
    const st = computeStandings(t, ["SB", "WIN", "AOB"]);
    const text = standingsText(st, t, { title: "Mini" });
    const lines = text.split("\n");
    expect(lines[0]).toBe("Mini");
    expect(lines[1]).toBe("1 April 2026");
    const at = lines.findIndex((l) => l.startsWith("Rk"));
    const header = lines[at];
    expect(header.split(/\s{2,}/)).toEqual([
      "Rk",
      "SNo",
      "Title",
      "Name",
      "FED",
      "Rtg",
      "Pts",
      "SB",
      "WIN",
      "AOB",
      "Decided by",
    ]);
    // spec 13.1: P3 3 points, SB 3, WIN 2 (a forfeit win is no win), AOB 5.75; P1 AOB 13/3 shown as 4.33
    expect(lines[at + 2]).toMatch(
      /^\s*1\s+3\s+FM\s+Charlie, C\s+NOR\s+2200\s+3\s+3\s+\d\s+5\.75\s+PTS$/
    );
    expect(text).toMatch(/Alpha, A .* 4\.33 /);
    expect(text).not.toMatch(/\b\d\.0\b/);
  });
});
