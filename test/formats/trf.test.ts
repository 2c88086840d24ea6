/**
 * TRF reader and writer. Fixtures: test/fixtures/trf/*.trf, the TRF files of the C.07 test
 * vectors (test/fixtures/c07, sources in test/fixtures/README.md). Expected values come from the
 * vectors' tables (cited next to each assertion).
 */
import * as fs from "fs";
import * as path from "path";
import { computeValues, Q, type Player, type Tournament } from "../../src/engine";
import { computeStandings } from "../../src/engine";
import { parseTrf, TrfError, trfDate, typeFromText } from "../../src/formats/trf";
import { makeTrf } from "../../src/formats/trf-write";
import { vector } from "../helpers/spectables";

const DIR = path.resolve(__dirname, "../fixtures/trf");
const FIXTURES: Record<string, string> = {
  "mini2026.trf": "13.1",
  "tec-exercise.trf": "13.2",
  "rr4.trf": "13.3",
  "sb-cut.trf": "13.4",
  "de6.trf": "13.5",
  "std-3-1-0.trf": "13.7",
};

function read(name: string): string {
  return fs.readFileSync(path.join(DIR, name), "utf8");
}

function parse(name: string): Tournament {
  return parseTrf(read(name)).tournament;
}

function player(t: Tournament, id: number): Player {
  const p = t.players.find((x) => x.id === id);
  if (!p) throw new Error(`no player ${id}`);
  return p;
}

/** The values of a code by start number, as plain numbers (null for undefined). */
function valuesById(t: Tournament, code: string, rules?: "fide-2026" | "fide-2024"): number[] {
  const { values } = computeValues(t, code, rules ? { rules } : {});
  return t.players.map((_, i) => (values[i] === null ? NaN : (values[i] as Q).toNumber()));
}

/** Tournament without source line numbers (they move when the text is rewritten). */
function strip(t: Tournament): Tournament {
  return {
    ...t,
    players: t.players.map((p) => {
      const copy: Player = { ...p };
      delete copy.source;
      return copy;
    }),
  };
}

/** A 001 line built at the right columns, for the error tests. */
function line001(
  id: number,
  name: string,
  points: string,
  rounds: [opp: number, colour: string, code: string][]
): string {
  let s = `001 ${String(id).padStart(4)}      ${name.padEnd(33)}                                 ${points.padStart(4)}    0`;
  for (const [o, c, r] of rounds) s += `  ${o === 0 ? "0000" : String(o).padStart(4)} ${c} ${r}`;
  return s;
}

describe("fixtures of spec section 13", () => {
  test.each(Object.entries(FIXTURES))("%s is the TRF file of test vector %s", (file, section) => {
    const v = vector(section);
    expect(path.resolve(v.dir, v.trf ?? "")).toBe(path.join(DIR, file));
  });

  test.each(Object.keys(FIXTURES))("%s parses without warnings, points column consistent", (f) => {
    const { tournament: t, warnings } = parseTrf(read(f));
    expect(warnings).toMatchObject([]);
    expect(t.players.length).toBeGreaterThan(3);
    for (const p of t.players) expect(p.declaredPoints).toBeDefined();
  });

  test("header records: name, start date, rounds, type", () => {
    const mini = parse("mini2026.trf");
    expect(mini.name).toBe("Mini");
    expect(mini.startDate).toBe("2026-04-01");
    expect(mini.totalRounds).toBe(3); // XXR 3
    expect(mini.type).toBe("swiss"); // 092 Individual: Swiss-System
    expect(mini.meta["052"]).toBe("2026/04/01");
    expect(parse("rr4.trf").type).toBe("round-robin"); // 092 Round Robin
    expect(parse("de6.trf").type).toBe("swiss"); // 092 Swiss
    expect(parse("tec-exercise.trf").players).toHaveLength(16);
  });

  test("13.1: forfeit, half-point bye and PAB become the right entries", () => {
    const t = parse("mini2026.trf");
    // R1: 3 beats 6 by forfeit (3 white)
    expect(player(t, 3).rounds[0]).toEqual({
      kind: "forfeit",
      opponent: 6,
      colour: "w",
      outcome: "win",
    });
    expect(player(t, 6).rounds[0]).toEqual({
      kind: "forfeit",
      opponent: 3,
      colour: "b",
      outcome: "loss",
    });
    // R2: 5 takes a half-point bye, 6 gets the PAB
    expect(player(t, 5).rounds[1]).toEqual({ kind: "bye", bye: "hpb" });
    expect(player(t, 6).rounds[1]).toEqual({ kind: "bye", bye: "pab" });
    // R1: 1 beats 4 with white, 2-5 drawn
    expect(player(t, 1).rounds[0]).toEqual({
      kind: "game",
      opponent: 4,
      colour: "w",
      outcome: "win",
    });
    expect(player(t, 5).rounds[0]).toEqual({
      kind: "game",
      opponent: 2,
      colour: "b",
      outcome: "draw",
    });
    const p1 = player(t, 1);
    expect([p1.rating, p1.title, p1.sex, p1.federation, p1.fideId, p1.birth, p1.name]).toEqual([
      2400,
      "GM",
      "m",
      "NOR",
      "1001",
      "1990/01/01",
      "Alpha, A",
    ]);
    expect(p1.declaredPoints?.eq(Q.of(3, 2))).toBe(true);
  });

  test("13.1 through the engine: WIN, WON, REP and BH of the spec table", () => {
    const t = parse("mini2026.trf");
    // spec 13.1 table, players 1-6
    expect(valuesById(t, "WIN")).toEqual([1, 1, 3, 0, 0, 1]);
    expect(valuesById(t, "WON")).toEqual([1, 1, 2, 0, 0, 0]);
    expect(valuesById(t, "REP")).toEqual([3, 3, 3, 3, 2, 2]);
    expect(valuesById(t, "BH")).toEqual([5.5, 4, 3, 6, 4, 4]); // 2026 (042 is 2026/04/01)
    expect(valuesById(t, "BH", "fide-2024")[2]).toBe(5); // P3 under 2024: 5.0
  });

  test("13.2 TEC exercise through the engine: scores, WIN and WON", () => {
    const t = parse("tec-exercise.trf");
    const st = computeStandings(t, []);
    const pts = new Map(st.rows.map((r) => [r.player.id, r.points.toNumber()]));
    // spec 13.2 "Scores"
    expect([...Array(16).keys()].map((k) => pts.get(k + 1))).toEqual([
      3.5, 4, 3.5, 3.5, 2.5, 3, 1.5, 2.5, 1.5, 1, 2.5, 2, 1.5, 2, 2, 3.5,
    ]);
    // WIN and WON columns of the 2024 table (counts do not depend on the edition)
    expect(valuesById(t, "WIN")).toEqual([2, 3, 2, 2, 2, 3, 1, 2, 1, 1, 2, 2, 1, 2, 2, 3]);
    expect(valuesById(t, "WON")).toEqual([2, 3, 2, 2, 2, 2, 1, 2, 0, 1, 1, 0, 1, 2, 2, 3]);
    // player 12: absent in rounds 4-5 (Z), player 9: HPB R3, forfeit loss R4, PAB R5
    expect(player(t, 12).rounds.slice(3)).toEqual([
      { kind: "bye", bye: "zpb" },
      { kind: "bye", bye: "zpb" },
    ]);
    expect(
      player(t, 9)
        .rounds.slice(2)
        .map((e) => e.kind)
    ).toEqual(["bye", "forfeit", "bye"]);
  });

  test("13.7: record 162 gives 3/1/0; a double forfeit is a loss on both sides", () => {
    const t = parse("std-3-1-0.trf");
    expect([t.points.win, t.points.draw, t.points.loss].map((q) => q.toNumber())).toEqual([
      3, 1, 0,
    ]);
    expect(t.points.pab.toNumber()).toBe(3); // P defaults to W
    // X (a game without a result yet) scores only what 162 gives: nothing here (the TRF-2026
    // default X = D is not applied; docs/decisions.md, "Games without a result")
    expect(t.points.unknown.toNumber()).toBe(0);
    expect(player(t, 1).rounds[1]).toEqual({
      kind: "forfeit",
      opponent: 3,
      colour: "w",
      outcome: "loss",
    });
    expect(player(t, 3).rounds[1]).toEqual({
      kind: "forfeit",
      opponent: 1,
      colour: "b",
      outcome: "loss",
    });
    const st = computeStandings(t, []);
    // spec 13.7: points 3, 3, 1, 1
    expect(st.rows.map((r) => [r.player.id, r.points.toNumber()])).toEqual([
      [1, 3],
      [2, 3],
      [3, 1],
      [4, 1],
    ]);
  });

  test("13.3: round robin with a forfeit; WIN counts it, WON does not", () => {
    const t = parse("rr4.trf");
    expect(valuesById(t, "WIN")).toEqual([2, 1, 1, 0]); // spec 13.3
    expect(valuesById(t, "WON")).toEqual([2, 1, 0, 0]);
  });
});

describe("writer and round trips", () => {
  test.each(Object.keys(FIXTURES))("%s: parse -> make -> parse gives the same tournament", (f) => {
    const t = parse(f);
    const again = parseTrf(makeTrf(t));
    expect(again.warnings).toMatchObject([]);
    expect(strip(again.tournament)).toEqual(strip(t));
  });

  test.each(Object.keys(FIXTURES).filter((f) => f !== "std-3-1-0.trf"))(
    "%s: the written text is the spec's text",
    (f) => {
      expect(makeTrf(parse(f))).toBe(read(f));
    }
  );

  test("162 is written with every symbol, at the spec's columns", () => {
    const text = makeTrf(parse("std-3-1-0.trf"));
    const rec = text.split("\n").find((l) => l.startsWith("162"));
    // symbol at col 6, points at 7-10, next at 15/16-19, 24/25-28 ...; X: a game without a
    // result yet scores nothing unless the file says otherwise
    expect(rec).toBe("162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0    X 0.0");
    const body = read("std-3-1-0.trf")
      .split("\n")
      .filter((l) => l.startsWith("001"));
    expect(text.split("\n").filter((l) => l.startsWith("001"))).toEqual(body);
  });

  test("the standings fill the rank column (cols 86-89) and give 202 when the file had none", () => {
    const t = parse("mini2026.trf");
    const st = computeStandings(t, ["WIN"]);
    const text = makeTrf(t, { standings: st });
    expect(text).toContain("202 WIN\n");
    const ranks = new Map(
      text
        .split("\n")
        .filter((l) => l.startsWith("001"))
        .map((l) => [Number(l.slice(4, 8)), Number(l.slice(85, 89))])
    );
    // points 1.5, 2, 3, 0.5, 1.5, 1: P3 first; P1 and P5 tied on 1.5 are split by WIN (1 vs 0)
    expect([...ranks.entries()].sort((a, b) => a[0] - b[0])).toEqual([
      [1, 3],
      [2, 2],
      [3, 1],
      [4, 6],
      [5, 4],
      [6, 5],
    ]);
  });

  test("numbers that do not fit their columns are refused, not cut", () => {
    const t = parse("rr4.trf");
    const big = { ...t, players: t.players.map((p, k) => (k === 0 ? { ...p, id: 10000 } : p)) };
    expect(() => makeTrf(big)).toThrow(/start numbers are 1 to 9999 .* has 10000/);
    const rating = {
      ...t,
      players: t.players.map((p, k) => (k === 0 ? { ...p, rating: 12345 } : p)),
    };
    expect(() => makeTrf(rating)).toThrow(/rating 12345/);
  });

  test("all kinds of round survive a round trip", () => {
    const text = [
      "012 Kinds",
      "XXS W=2 D=1 FPB=2 HPB=1",
      line001(1, "One", "4.0", [
        [2, "w", "W"],
        [0, "-", "F"],
        [3, "b", "X"],
        [0, "-", "Z"],
      ]),
      line001(2, "Two", "5.0", [
        [1, "b", "L"],
        [3, "w", "D"],
        [0, "-", "U"],
        [3, "w", "+"],
      ]),
      line001(3, "Three", "2.0", [
        [0, "-", "H"],
        [2, "b", "D"],
        [1, "w", "X"],
        [2, "b", "-"],
      ]),
    ].join("\n");
    const first = parseTrf(text);
    // points W 2: One = W 2 + FPB 2 + X 0 + Z 0 = 4; Two = L 0 + D 1 + PAB 2 + forfeit win 2 = 5;
    // Three = HPB 1 + D 1 + X 0 + forfeit loss 0 = 2 (X, no result yet, scores nothing): the
    // points column agrees; the only warnings are the game without a result, at both lines
    expect(first.warnings).toMatchObject([
      { line: 3, kind: "trf:postponed", round: 3 },
      { line: 5, kind: "trf:postponed", round: 3 },
    ]);
    expect(player(first.tournament, 1).rounds[0]).toEqual({
      kind: "game",
      opponent: 2,
      colour: "w",
      outcome: "win",
      short: true,
    });
    expect(player(first.tournament, 1).rounds[2]).toEqual({
      kind: "unknown",
      opponent: 3,
      colour: "b",
    });
    expect(first.tournament.points.win.toNumber()).toBe(2);
    expect(first.tournament.points.fpb?.toNumber()).toBe(2);
    const again = parseTrf(makeTrf(first.tournament));
    expect(strip(again.tournament)).toEqual(strip(first.tournament));
  });
});

describe("records", () => {
  const players = [
    line001(1, "A", "1.0", [[2, "w", "1"]]),
    line001(2, "B", "0.0", [[1, "b", "0"]]),
  ];

  test("TRF-2026: ### comments, 142 rounds, 202 tie-break list, 192 type", () => {
    const t = parseTrf(
      [
        "### a comment",
        "142 7",
        "192 BERGER_ROUNDROBIN",
        "092 Swiss",
        "202 BH/C1, BH, SB",
        ...players,
      ].join("\n")
    ).tournament;
    expect(t.totalRounds).toBe(7);
    expect(t.type).toBe("round-robin"); // 192 wins over 092
    expect(t.tiebreaks).toEqual(["BH/C1", "BH", "SB"]);
    expect(t.meta["###"]).toBeUndefined();
  });

  test("212 (PTS + list) is used when there is no 202", () => {
    const t = parseTrf(["212 PTS,DE,SB", ...players].join("\n")).tournament;
    expect(t.tiebreaks).toEqual(["DE", "SB"]);
  });

  test("162 with every symbol; XXS; bbp BBW/BBD", () => {
    const ps = parseTrf(
      ["162  W 3.0    D 1.0    L 0.0    A 0.0    P 1.0    X 0.0", ...players].join("\n")
    ).tournament.points;
    expect(
      [ps.win, ps.draw, ps.loss, ps.absent, ps.pab, ps.unknown].map((q) => q.toNumber())
    ).toEqual([3, 1, 0, 0, 1, 0]);
    const x = parseTrf(["XXS WW=3 BW=3 WD=1 BD=1 PAB=1 FL=0 ZPB=0", ...players].join("\n"))
      .tournament.points;
    expect([x.win, x.draw, x.pab, x.forfeitLoss, x.zpb].map((q) => q?.toNumber())).toEqual([
      3, 1, 1, 0, 0,
    ]);
    const bb = parseTrf(["BBW  3.0", "BBD  1.0", ...players].join("\n")).tournament.points;
    expect([bb.win, bb.draw, bb.pab].map((q) => q.toNumber())).toEqual([3, 1, 3]);
  });

  test("XXS with colour-dependent points is refused", () => {
    expect(() => parseTrf(["XXS WW=1 BW=1.5", ...players].join("\n"))).toThrow(
      /line 1: points \(XXS\): WW=1 and BW=1.5 differ/
    );
  });

  test("old one- and two-letter titles are read as the current codes", () => {
    const l = line001(1, "A", "", []).split("");
    l.splice(10, 3, ..." wg".split(""));
    expect(parseTrf(l.join("")).tournament.players[0].title).toBe("WGM");
    l.splice(10, 3, ..."  g".split(""));
    expect(parseTrf(l.join("")).tournament.players[0].title).toBe("GM");
  });

  test("dates and types from text", () => {
    expect(trfDate("2026/04/01")).toBe("2026-04-01");
    expect(trfDate("2026-4-1")).toBe("2026-04-01");
    expect(trfDate("01.04.2026")).toBe("2026-04-01");
    expect(trfDate("2026/04/01 10:00")).toBe("2026-04-01");
    expect(trfDate("2026/02/30")).toBeNull();
    expect(trfDate("spring")).toBeNull();
    expect(typeFromText("Individual: Swiss-System")).toBe("swiss");
    expect(typeFromText("FIDE_DUTCH_2026")).toBe("swiss");
    expect(typeFromText("RR")).toBe("round-robin");
    expect(typeFromText("FIDE_DOUBLEROUNDROBIN")).toBe("round-robin");
    expect(typeFromText("Open")).toBeUndefined();
  });

  test("an unreadable start date is a warning, not a guess", () => {
    const r = parseTrf(["042 next spring", ...players].join("\n"));
    expect(r.tournament.startDate).toBeUndefined();
    expect(r.warnings).toMatchObject([
      { line: 1, message: expect.stringMatching(/start date "next spring" is not a date/) },
    ]);
  });

  test("CRLF, CR and a byte-order mark are accepted", () => {
    const crlf = "\uFEFF" + read("mini2026.trf").replace(/\n/g, "\r\n");
    expect(strip(parseTrf(crlf).tournament)).toEqual(strip(parse("mini2026.trf")));
    const cr = read("rr4.trf").replace(/\n/g, "\r");
    expect(strip(parseTrf(cr).tournament)).toEqual(strip(parse("rr4.trf")));
  });
});

describe("byes and unplayed rounds", () => {
  test("blank result and blank block are Z; a missing block is a round not entered", () => {
    const text = [
      line001(1, "A", "1.0", [
        [2, "w", "1"],
        [0, " ", " "],
        [0, "-", "Z"],
      ]),
      line001(2, "B", "0.0", [[1, "b", "0"]]),
    ].join("\n");
    // the blank block of player 1 round 2 is written as ten blanks
    const lines = text.split("\n");
    lines[0] = lines[0].slice(0, 101) + "          " + lines[0].slice(111);
    const t = parseTrf(lines.join("\n")).tournament;
    expect(player(t, 1).rounds).toEqual([
      { kind: "game", opponent: 2, colour: "w", outcome: "win" },
      { kind: "bye", bye: "zpb" },
      { kind: "bye", bye: "zpb" },
    ]);
    expect(player(t, 2).rounds).toHaveLength(1);
  });

  test("a pairing without a result is a game without a result yet, with a warning", () => {
    const lines = [
      line001(1, "A", "", [
        [2, "w", "1"],
        [2, "b", " "],
      ]),
      line001(2, "B", "", [
        [1, "b", "0"],
        [1, "w", " "],
      ]),
    ];
    const r = parseTrf(lines.join("\n"));
    expect(player(r.tournament, 1).rounds[1]).toEqual({
      kind: "unknown",
      opponent: 2,
      colour: "b",
    });
    // round 2 has no result at all: not counted, one warning for the round
    expect(r.warnings.map((w) => [w.line, w.kind, w.round])).toEqual([
      [1, "trf:round-not-counted", 2],
    ]);
    expect(r.warnings[0].message).toMatch(
      /^round 2: paired, but no game has a result yet: not counted until one is entered \(the standings go up to round 1\)$/
    );
  });

  test("old bye notations with opponent 0000 are read with a warning", () => {
    const r = parseTrf(
      [
        line001(1, "A", "", [
          [0, "-", "+"],
          [0, "-", "="],
          [0, "-", "-"],
        ]),
      ].join("\n")
    );
    expect(player(r.tournament, 1).rounds.map((e) => (e.kind === "bye" ? e.bye : e.kind))).toEqual([
      "pab",
      "hpb",
      "zpb",
    ]);
    expect(r.warnings).toHaveLength(3);
    expect(r.warnings[0].message).toMatch(/old bye notation/);
  });

  test("names in UTF-8 aligned by bytes are realigned, with a warning", () => {
    // the writing program counted "ü" as two columns: the line is one character short
    const good = line001(1, "Müller, Jörg", "1.0", [[2, "w", "1"]]);
    const byBytes = good.replace("Müller, Jörg  ", "Müller, Jörg");
    const r = parseTrf([byBytes, line001(2, "B", "0.0", [[1, "b", "0"]])].join("\n"));
    expect(player(r.tournament, 1).name).toBe("Müller, Jörg");
    expect(player(r.tournament, 1).rounds[0]).toEqual({
      kind: "game",
      opponent: 2,
      colour: "w",
      outcome: "win",
    });
    expect(r.warnings).toMatchObject([{ line: 1, message: expect.stringMatching(/UTF-8 bytes/) }]);
  });
});

describe("points column", () => {
  test("an inconsistent points column is a warning; the computed score is used", () => {
    const text = read("mini2026.trf").replace(
      "001    2 m IM Bravo, B                          2300 NOR        1002 1990/01/01  2.0",
      "001    2 m IM Bravo, B                          2300 NOR        1002 1990/01/01  2.5"
    );
    const r = parseTrf(text);
    // line 7 is player 2's 001 line
    expect(r.warnings).toMatchObject([
      {
        line: 7,
        message: "points column (columns 81-84) says 2.5 but the results give 2; 2 is used",
      },
    ]);
    const st = computeStandings(r.tournament, []);
    expect(st.rows.find((x) => x.player.id === 2)?.points.toNumber()).toBe(2);
  });

  test("without 162, a points column that fits 3/1/0 selects it, with a warning", () => {
    // 13.7 without its 162 record: the points column (3, 3, 1, 1) fits only 3/1/0
    const text = read("std-3-1-0.trf").replace(/^162.*\n/m, "");
    const r = parseTrf(text);
    expect(r.tournament.points.win.toNumber()).toBe(3);
    expect(r.tournament.points.draw.toNumber()).toBe(1);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0].message).toMatch(/fits W 3.0 D 1.0 L 0.0/);
  });
});

describe("errors name the line and what was expected", () => {
  function issues(text: string): string[] {
    try {
      parseTrf(text);
    } catch (e) {
      expect(e).toBeInstanceOf(TrfError);
      return (e as TrfError).issues.map((i) => `line ${i.line}: ${i.message}`);
    }
    throw new Error("no error");
  }

  test("a bad result code", () => {
    const lines = read("mini2026.trf").split("\n");
    // line 7 (player 2), round 3 result at column 92 + 20 + 7 = 119
    lines[6] = lines[6].slice(0, 118) + "Q" + lines[6].slice(119);
    expect(issues(lines.join("\n"))).toEqual([
      "line 7: round 3 result 'Q' at column 119: expected one of 1 = 0 + - W D L H F U Z X",
    ]);
  });

  test("an opponent that is not in the file", () => {
    const text = [line001(1, "A", "", [[9, "w", "1"]])].join("\n");
    expect(issues(text)).toEqual([
      "line 1: round 1: opponent 9 at columns 92-95 is not a player of this file (no 001 line with that starting rank)",
    ]);
  });

  test("a pairing the opponent's line does not mirror", () => {
    const text = [
      line001(1, "A", "", [[2, "w", "1"]]),
      line001(2, "B", "", [[3, "b", "0"]]),
      line001(3, "C", "", [[2, "w", "1"]]),
    ].join("\n");
    expect(issues(text)).toEqual([
      "line 1: round 1: paired with 2, but player 2 (line 2) has opponent 3 in that round",
    ]);
  });

  test("results that disagree between the two lines", () => {
    const text = [line001(1, "A", "", [[2, "w", "1"]]), line001(2, "B", "", [[1, "b", "="]])].join(
      "\n"
    );
    expect(issues(text)).toEqual([
      "line 1: round 1: result against 2 is win, but line 2 gives 2 a draw; the two lines must agree",
    ]);
    const both = [line001(1, "A", "", [[2, "w", "+"]]), line001(2, "B", "", [[1, "b", "+"]])].join(
      "\n"
    );
    expect(issues(both)[0]).toMatch(/forfeit win, but line 2 gives 2 a forfeit win/);
    const colours = [
      line001(1, "A", "", [[2, "w", "1"]]),
      line001(2, "B", "", [[1, "w", "0"]]),
    ].join("\n");
    expect(issues(colours)).toEqual(["line 1: round 1: both 1 and 2 (line 2) have colour 'w'"]);
  });

  test("duplicate start numbers", () => {
    const text = [line001(1, "A", "", []), line001(1, "B", "", [])].join("\n");
    expect(issues(text)).toEqual(["line 2: starting rank 1 is used twice (also on line 1)"]);
  });

  test("bad fields at fixed columns", () => {
    const rating = line001(1, "A", "", []).split("");
    rating.splice(48, 4, ..."20x0".split(""));
    expect(issues(rating.join(""))).toEqual([
      'line 1: rating "20x0" at columns 49-52: expected a number or blank',
    ]);
    expect(
      issues(line001(1, "A", "", [[2, "w", "U"]]) + "\n" + line001(2, "B", "", [[1, "b", "U"]]))[0]
    ).toBe(
      "line 1: round 1 result 'U' at column 99 is a bye code but the opponent is 2 (a bye has opponent 0000)"
    );
    expect(issues(line001(1, "A", "", [[0, "-", "1"]]).replace("0000 - 1", "0000 - W"))).toEqual([
      "line 1: round 1 result 'W' at column 99 needs an opponent, but the opponent is 0000 (byes are U, F, H or Z)",
    ]);
    expect(issues("001 abcd")[0]).toMatch(
      /^line 1: starting rank "abcd" at columns 5-8: expected a positive number/
    );
    expect(issues(line001(1, "A", "", []) + "\n\t001")).toEqual([
      "line 2: contains a tab character; TRF fields are at fixed columns and need spaces",
    ]);
  });

  test("a shifted round block says which column should be blank", () => {
    const ok = line001(1, "A", "", [[2, "w", "1"]]) + "\n" + line001(2, "B", "", [[1, "b", "0"]]);
    const shifted = ok.replace("     2 w 1", "    2 w 1 ");
    expect(issues(shifted)[0]).toMatch(/^line 1: round 1: column 96 should be blank/);
  });

  test("no player records", () => {
    expect(issues("012 Nothing\n042 2026/01/01\n")).toEqual([
      "line 3: no player records (001) found; is this a TRF file?",
    ]);
  });

  test("the error message shows the first issues with line numbers", () => {
    expect(() => parseTrf("001 abcd")).toThrow(/^line 1: starting rank/);
  });
});
