/**
 * Match results with game counts (Magic: The Gathering best-of-3): read where the sheet has them,
 * a warning on GW%/OGW% where it has none, OMW% over an opponent met twice, and US Chess
 * cumulative with a half-point bye. Hand-made files in test/fixtures/mtg/ and
 * test/fixtures/trf/us-half-bye.trf; every value worked by hand below (MTR Appendix C: match
 * points 3/1/0, game points 3 per game won and 1 per game drawn, MW% and GW% at least 0.33).
 */
import * as fs from "fs";
import * as path from "path";
import { computeStandings, computeValues, explainValue, type Tournament } from "../../src/engine";
import { readCsv } from "../../src/formats/csv";
import { parseGameCounts } from "../../src/formats/game-counts";
import { parseGrid } from "../../src/formats/grid";
import { roundCell } from "../../src/formats/crosstable";
import { parseTrf } from "../../src/formats/trf";

const FIX = path.resolve(__dirname, "../fixtures");
const csv = (name: string): unknown[][] => readCsv(fs.readFileSync(path.join(FIX, name), "utf8"));
const grid = (cells: unknown[][]): Tournament => parseGrid(cells).tournament;

const MTG = { rules: "plain" as const };

/** Per player name, the code's value as an exact fraction ("5/8") or integer. */
function values(t: Tournament, code: string, extra?: Record<string, string>) {
  const { values: v, warnings } = computeValues(t, code, { ...MTG, ...(extra ? { extra } : {}) });
  const exact = (q: (typeof v)[number]): string | null =>
    q === null ? null : q.d === 1 ? String(q.n) : `${q.n}/${q.d}`;
  return {
    by: Object.fromEntries(t.players.map((p, i) => [p.name, exact(v[i])])),
    warnings,
  };
}

describe("game counts in a Swiss table: 12w 2-1", () => {
  // swiss-games.csv, 4 players, 3 rounds, each a best-of-3 match (games won-lost of the row):
  //   R1 Ann-Ben 2-1, Cat-Dan 2-0; R2 Cat-Ann 0-2, Ben-Dan 2-1; R3 Ann-Dan 0-2, Cat-Ben 0-2.
  //   Matches: Ann W W L, Ben L W W (6 MP each, MW% 6/9 = 2/3); Cat W L L, Dan L L W (3 MP, 1/3).
  //   GW% = 3 × games won ÷ (3 × games): Ann 4 of 7 = 4/7, Ben 5 of 8 = 5/8, Cat 2 of 6 = 1/3,
  //   Dan 3 of 7 = 3/7 (one game per match would give Ann and Ben 2/3 each, Cat and Dan 1/3).
  //   OMW%: Ann (Ben 2/3 + Cat 1/3 + Dan 1/3) / 3 = 4/9, Ben 4/9, Cat and Dan (1/3+2/3+2/3)/3 = 5/9.
  //   OGW%: Ann (5/8 + 1/3 + 3/7) / 3 = 233/504; Ben (4/7 + 3/7 + 1/3) / 3 = 4/9;
  //   Cat (3/7 + 4/7 + 5/8) / 3 = 13/24; Dan (1/3 + 5/8 + 4/7) / 3 = 257/504.
  // MTR order (REC:3-1-0, OMW, GW, OGW): Ann and Ben level on 6 MP and OMW 4/9; GW puts Ben
  // (5/8) above Ann (4/7); Dan (3/7) above Cat (1/3). With one game per match Ann and Ben stay
  // level on GW and OGW (both 2/3 and 4/9).
  const t = () => grid(csv("mtg/swiss-games.csv"));

  it("reads each match's games, and GW%, OMW%, OGW% follow them", () => {
    expect(values(t(), "GW").by).toEqual({ Ann: "4/7", Ben: "5/8", Cat: "1/3", Dan: "3/7" });
    expect(values(t(), "OMW").by).toEqual({ Ann: "4/9", Ben: "4/9", Cat: "5/9", Dan: "5/9" });
    expect(values(t(), "OGW").by).toEqual({
      Ann: "233/504",
      Ben: "4/9",
      Cat: "13/24",
      Dan: "257/504",
    });
    expect(values(t(), "GW").warnings).toEqual([]);
  });

  it("the MTR order ranks Ben above Ann and Dan above Cat by GW%", () => {
    const st = computeStandings(t(), ["REC:3-1-0", "OMW", "GW", "OGW"], MTG);
    expect(st.rows.map((r) => [r.player.name, r.decidedBy])).toEqual([
      ["Ben", "GW"],
      ["Ann", "GW"],
      ["Dan", "GW"],
      ["Cat", "GW"],
    ]);
  });

  it("without game counts GW% counts one game per match, with a warning", () => {
    // the same matches written 12w1 / 12b0: Ann's 2-1, 2-0 and 0-2 become 1, 1, 0
    const plain = csv("mtg/swiss-games.csv").map((row) =>
      row.map((c) =>
        typeof c === "string"
          ? c.replace(/ (\d)-(\d)$/, (_, a: string, b: string) => (a > b ? "1" : "0"))
          : c
      )
    );
    const { by, warnings } = values(grid(plain), "GW");
    expect(by).toEqual({ Ann: "2/3", Ben: "2/3", Cat: "1/3", Dan: "1/3" });
    expect(warnings.join("\n")).toMatch(
      /GW% and OGW%: no match in the results has its game counts, so each match counts as one game .*a 2-1 win is 0\.667, not 1.*"12w 2-1"/
    );
  });

  it("a blank cell is filled from the other side's counts; counts that disagree are an error", () => {
    const cells = csv("mtg/swiss-games.csv");
    cells[2][1 + 1] = ""; // Ben's round 1 (1b 1-2) left blank: taken from Ann's 2w 2-1
    expect(values(grid(cells), "GW").by.Ben).toBe("5/8");
    const bad = csv("mtg/swiss-games.csv");
    bad[2][2] = "1b 0-2";
    // Ben's 0-2 is Ann's 2-0, not her 2-1
    expect(() => grid(bad)).toThrow(
      /C2: results disagree with C3 \(player 1 against 2\): games 2-1 on one side and 0-2 on the other/
    );
  });

  it("the crosstable writes the games back: 2w 2-1", () => {
    const ann = t().players.find((p) => p.name === "Ann")!;
    expect(ann.rounds.map((e) => roundCell(e))).toEqual(["2w 2-1", "3b 2-0", "4w 0-2"]);
  });
});

describe("game counts in a list of games: a Games column and 2-1-0 results", () => {
  // list-games.csv: Ann, Ben, Cat, Dan meet in four rounds, each pair once and Ann-Ben and
  // Cat-Dan twice (R1 and R4). Games from the first-named player's side, in a Games column or
  // as the result itself (wins-losses-draws):
  //   R1 Ann-Ben 2-0, Cat-Dan 2-1;  R2 Ann-Cat 2-1, Dan-Ben 2-0;
  //   R3 Dan-Ann 2-1, Ben-Cat 2-0-0;  R4 Ben-Ann 2-1-0, Cat-Dan 1-1-1 (a drawn match).
  //   Matches: Ann W W L L 6 MP, MW% 1/2; Ben L L W W 6, 1/2; Cat W L L D 4, 4/12 = 1/3;
  //   Dan L W W D 7, 7/12.
  //   GW%: Ann won 2+2+1+1 = 6 of 2+3+3+3 = 11 games: 18/33 = 6/11; Ben 4 of 9: 4/9;
  //   Cat 2+1+0+1 won and 1 drawn of 11: (12 + 1)/33 = 13/33; Dan 1+2+2+1 won, 1 drawn: 19/33.
  //   OMW% over each opponent faced (MTR Appendix C: "each opponent that player faced"):
  //   Ann {Ben 1/2, Cat 1/3, Dan 7/12} = 17/36; Cat {Dan 7/12, Ann 1/2, Ben 1/2} = 19/36;
  //   Dan {Cat 1/3, Ben 1/2, Ann 1/2} = 4/9. Per match (mtg.repeat=match) the rematch counts
  //   twice: Ann (1/2 + 1/3 + 7/12 + 1/2)/4 = 23/48; Cat (7/12 + 1/2 + 1/2 + 7/12)/4 = 13/24.
  //   OGW% of Ann: (Ben 4/9 + Cat 13/33 + Dan 19/33) / 3 = 140/297.
  const t = () => grid(csv("mtg/list-games.csv"));

  it("GW% from the Games column and from 2-1-0 results", () => {
    expect(values(t(), "GW").by).toEqual({ Ann: "6/11", Ben: "4/9", Cat: "13/33", Dan: "19/33" });
    expect(values(t(), "GW").warnings).toEqual([]);
    expect(values(t(), "OGW").by.Ann).toBe("140/297");
  });

  it("OMW% counts an opponent met twice once; mtg.repeat=match per match", () => {
    const once = values(t(), "OMW").by;
    expect([once.Ann, once.Cat, once.Dan]).toEqual(["17/36", "19/36", "4/9"]);
    const each = values(t(), "OMW", { "mtg.repeat": "match" }).by;
    expect([each.Ann, each.Cat]).toEqual(["23/48", "13/24"]);
    const ann = t().players.findIndex((p) => p.name === "Ann");
    const ex = explainValue(t(), "OMW", ann, MTG);
    expect(ex.rows.map((r) => [r.round, r.status])).toEqual([
      [1, "kept"],
      [2, "kept"],
      [3, "kept"],
      [4, "not counted"],
    ]);
    expect(ex.rows[3].label).toMatch(/met before: an opponent counts once/);
  });

  it("a Games column that gives the match to the other player is an error at its cell", () => {
    const cells = csv("mtg/list-games.csv");
    cells[1][4] = "1-2"; // R1 Ann-Ben: result 1-0, games 1-2
    expect(() => grid(cells)).toThrow(
      /E2: games 1-2 give the first player a match loss, the result "?1-0"? a win/
    );
    cells[1][4] = "two";
    expect(() => grid(cells)).toThrow(/E2: cannot read "two" as the match's games/);
  });
});

describe("what is read as game counts", () => {
  it("two numbers are counts when one is at least 2; three numbers always", () => {
    expect(parseGameCounts("2-1")).toEqual({ gw: 2, gl: 1, gd: 0 });
    expect(parseGameCounts("0:2")).toEqual({ gw: 0, gl: 2, gd: 0 });
    expect(parseGameCounts("1-1-1")).toEqual({ gw: 1, gl: 1, gd: 1 });
    // chess results stay chess results
    expect(parseGameCounts("1-0")).toBeNull();
    expect(parseGameCounts("0-0")).toBeNull();
    expect(parseGameCounts("1-1")).toBeNull();
    // in a Games column every pair is counts
    expect(parseGameCounts("1-0", true)).toEqual({ gw: 1, gl: 0, gd: 0 });
    expect(parseGameCounts("0-0-0", true)).toBeNull();
  });
});

describe("US Chess cumulative (34E3) with a half-point bye", () => {
  // us-half-bye.trf: 4 players, 3 rounds. R1 1-2 1-0, 3-4 ½; R2 1 half-point bye (H), 4 the
  // pairing-allocated bye (U), 2-3 0-1; R3 1-3 1-0, 2-4 ½.
  //   Running scores: 1: 1, 1½, 2½ = 5; 2: 0, 0, ½ = ½; 3: ½, 1½, 1½ = 3½; 4: ½, 1½, 2 = 4.
  //   34E3 takes off the points of each unplayed result: 1 less ½ (the half-point bye) = 4½;
  //   4 less 1 (the bye) = 3. us.cum=win takes off unplayed wins only: 1 keeps 5.
  //   USOPPCUM (opponents' USCUM, own unplayed 0): 1: 2 ½ + 3 3½ = 4; 3: 4 3 + 2 ½ + 1 4½ = 8;
  //   with us.cum=win 3: 3 + ½ + 5 = 8½.
  const t = () => {
    const text = fs.readFileSync(path.join(FIX, "trf/us-half-bye.trf"), "utf8");
    return parseTrf(text).tournament;
  };
  const by = (code: string, extra?: Record<string, string>) =>
    Object.fromEntries(
      t().players.map((p, i) => [
        p.id,
        computeValues(t(), code, { ...MTG, ...(extra ? { extra } : {}) }).values[i]?.toString(),
      ])
    );

  it("subtracts a half-point bye's ½ by default, as 34E3 reads now", () => {
    expect(by("USCUM")).toEqual({ 1: "4.5", 2: "0.5", 3: "3.5", 4: "3" });
    expect([by("USOPPCUM")[1], by("USOPPCUM")[3]]).toEqual(["4", "8"]);
  });

  it("us.cum=win subtracts the unplayed wins only", () => {
    expect(by("USCUM", { "us.cum": "win" })).toEqual({ 1: "5", 2: "0.5", 3: "3.5", 4: "3" });
    expect(by("USOPPCUM", { "us.cum": "win" })[3]).toBe("8.5");
  });
});
