/**
 * The shared standings presentation: table cells, JSON and text. Tournaments: the spec's TRF
 * fixtures (test/fixtures/trf, the C.07 test vectors of test/fixtures/c07); expected values cited from them.
 */
import * as fs from "fs";
import * as path from "path";
import { computeStandings, type Tournament } from "../../src/engine";
import { SHARED_TEXT, standingsJson, standingsTable, standingsText } from "../../src/formats/table";
import { parseTrf } from "../../src/formats/trf";

function load(name: string): Tournament {
  const text = fs.readFileSync(path.resolve(__dirname, "../fixtures/trf", name), "utf8");
  return parseTrf(text).tournament;
}

describe("standingsTable", () => {
  test("header, rows in rank order, numbers exact, undefined values blank", () => {
    const t = load("mini2026.trf");
    const st = computeStandings(t, ["BH", "AOB", "ARO/C1"]);
    const table = standingsTable(st, t);
    expect(table.header).toEqual([
      "Rank",
      "No",
      "Name",
      "Rating",
      "Points",
      "BH",
      "AOB",
      "ARO/C1",
      "Decided by",
    ]);
    // spec 13.1 (2026): P3 3.0 points, BH 3.0, AOB 5.75, ARO/C1 2400
    expect(table.rows[0]).toEqual([1, 3, "Charlie, C", 2200, 3, 3, 5.75, 2400, "PTS"]);
    const p6 = table.rows.find((r) => r[1] === 6);
    // spec 13.1: P6 ARO/C1 undefined -> ""
    expect(p6?.[7]).toBe("");
    // spec 13.1: P1 AOB = 13/3, the nearest double
    expect(table.rows.find((r) => r[1] === 1)?.[6]).toBe(13 / 3);
  });

  test("a shared place is shown as 3= and explained in the notes", () => {
    const t = load("std-3-1-0.trf");
    const st = computeStandings(t, ["WIN"]);
    const table = standingsTable(st, t);
    // spec 13.7: players 3 and 4 both 1 point, WIN 0
    expect(table.rows.slice(2).map((r) => [r[0], r[1], r[r.length - 1]])).toEqual([
      ["3=", 3, SHARED_TEXT],
      ["3=", 4, SHARED_TEXT],
    ]);
    expect(table.notes.some((n) => /shared/.test(n))).toBe(true);
  });

  test("notes: rules edition, event, order, warnings; 'written at' only when asked", () => {
    const t = load("rr4.trf");
    const st = computeStandings(t, ["BH", "SB"]);
    const table = standingsTable(st, t);
    expect(table.notes[0]).toMatch(/^Rules: .*\[fide-2026\]$/);
    expect(table.notes).toContain("Order: PTS, BH, SB");
    expect(table.notes[1]).toMatch(/round robin.*after round 3/);
    // Buchholz in a round robin is computed with a warning (issue 2)
    expect(st.warnings.length).toBeGreaterThan(0);
    for (const w of st.warnings) expect(table.notes).toContain(`Warning: ${w}`);
    expect(table.notes.some((n) => /written/i.test(n))).toBe(false);
    const stamped = standingsTable(st, t, { writtenAt: new Date(Date.UTC(2026, 10, 30, 12)) });
    expect(stamped.notes[stamped.notes.length - 1]).toBe("Written at 2026-11-30T12:00:00.000Z");
  });
});

describe("standingsJson", () => {
  test("the exact shape of issue 2, with repeated codes keyed DE, DE#2", () => {
    const t = load("de6.trf");
    const st = computeStandings(t, ["DE", "BH", "DE"]);
    const j = standingsJson(st) as {
      rules: string;
      tiebreaks: string[];
      players: Record<string, unknown>[];
    };
    expect(Object.keys(j)).toEqual(["rules", "tiebreaks", "players"]);
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
    const text = standingsText(computeStandings(t, ["AOB"], { rules: "fide-2024" }));
    // spec 13.2 (2024): P4 AOB 13.38 printed by TieBreakServer, 13.375 exactly
    expect(text).toMatch(/\n\s+\d+=?\s+4\s+Player 04\s+3\.5\s+13\.375\s/);
  });
});

describe("standingsText", () => {
  test("aligned columns with the decimals each column needs", () => {
    const t = load("mini2026.trf");
    const st = computeStandings(t, ["SB", "WIN", "AOB"]);
    const text = standingsText(st, { title: "Mini" });
    const lines = text.split("\n");
    expect(lines[0]).toBe("Mini");
    const header = lines[2];
    expect(header.split(/\s{2,}/)).toEqual([
      "Rank",
      "No",
      "Name",
      "Rtg",
      "Pts",
      "SB",
      "WIN",
      "AOB",
      "Decided by",
    ]);
    // every table line (header, rule, rows) ends the numeric columns at the same place
    const end = header.indexOf("AOB") + 3;
    for (const l of lines.slice(4, 10))
      expect(l.slice(end - 4, end)).toMatch(/^\d\.\d\d$|^ \d\.\d$/);
    // spec 13.1: P3 SB 3.00, AOB 5.75; P1 AOB 13/3 shown as 4.33
    expect(lines[4]).toMatch(/^\s+1\s+3\s+Charlie, C\s+2200\s+3\.0\s+3\.00\s+3\s+5\.75\s+PTS$/);
    expect(text).toMatch(/Alpha, A .* 4\.33 /);
  });
});
