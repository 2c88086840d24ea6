import { computeStandings, computeValues, defaultPoints } from "../../src/engine";
import { loadFixture, tournamentFromRounds } from "../helpers/fixtures";
import { parseGrid } from "../../src/formats/grid";
import { mismatches, specTable } from "../helpers/spectables";
import { mini, rr4, std310, tec } from "../helpers/vectors";

describe("type B counts on arena-swiss-5 (fixture values)", () => {
  const fx = loadFixture("seeds/arena-swiss-5.json");
  const t = tournamentFromRounds(fx);
  for (const code of ["PS", "WIN", "BWG"]) {
    it(`${code} matches the published column`, () => {
      const { values } = computeValues(t, code, { rules: "plain" });
      t.players.forEach((p, i) => {
        expect(values[i]?.toNumber()).toBe(fx.expected.values[String(p.id)][code]);
      });
    });
  }
  it("points are exact and sorted", () => {
    const st = computeStandings(t, "WIN", { rules: "plain" });
    expect(st.rows.map((r) => r.points.toString())).toEqual(["3.5", "3.5", "2", "2", "1"]);
  });
});

describe("primary score other than points", () => {
  // three players, no games; the hand-entered column "TP" ranks first, "BP" breaks the tie
  const t = {
    players: [
      { id: 1, name: "A", attrs: { TP: 5, BP: 10 }, rounds: [] },
      { id: 2, name: "B", attrs: { TP: 7, BP: 1 }, rounds: [] },
      { id: 3, name: "C", attrs: { TP: 5, BP: 12 }, rounds: [] },
    ],
    points: defaultPoints(),
    meta: {},
  };
  it("ranks by opts.primary, then the order", () => {
    const st = computeStandings(t, "given:BP", { primary: "given:TP" });
    expect(st.primary).toBe("given:TP");
    expect(st.rows.map((r) => r.player.name)).toEqual(["B", "C", "A"]);
    expect(st.rows.map((r) => r.decidedBy)).toEqual(["given:TP", "given:BP", "given:BP"]);
    expect(st.rows[1].aboveBy).toBe("given:TP");
  });
  it("a leading primary code in the order is dropped from the tie-breaks when given as primary", () => {
    const st = computeStandings(t, "given:TP, given:BP", { primary: "given:TP" });
    expect(st.order.map((s) => s.code)).toEqual(["given:BP"]);
  });
});

describe("type B counts against the spec's test vectors (C.07 test vectors, test/fixtures/c07)", () => {
  it("§13.1 mini Swiss: WIN, WON, BPG, BWG, REP, PS, PS/C1, STD, TPN", () => {
    const table = specTable("**Expected values, 2026.**", "### 13.1");
    const codes = ["WIN", "WON", "BPG", "BWG", "REP", "PS", "PS/C1", "STD"];
    expect(mismatches(mini(), { rules: "fide-2026" }, table, codes)).toEqual([]);
    const ratings = specTable("**Rating tie-breaks**", "### 13.1");
    expect(mismatches(mini(), { rules: "fide-2026" }, ratings, ["TPN"])).toEqual([]);
  });
  it("§13.2 TEC exercise (2024 rules): WIN, WON, BPG, BWG, REP, PS, PS/C1", () => {
    const table = specTable("**All values, 2024 rules.**", "### 13.2");
    const codes = ["WIN", "WON", "BPG", "BWG", "REP", "PS", "PS/C1"];
    expect(mismatches(tec(), { rules: "fide-2024" }, table, codes)).toEqual([]);
  });
  it("§13.3 round robin: the forfeit win counts for WIN, not WON; REP drops the forfeit loss", () => {
    const table = specTable("**Expected values**", "### 13.3");
    const codes = ["WIN", "WON", "BPG", "BWG", "REP", "PS"];
    expect(mismatches(rr4(), { rules: "fide-2026", type: "round-robin" }, table, codes)).toEqual(
      []
    );
  });
  it("§13.7 STD under 3/1/0 with a double forfeit: the text's reading (½ each)", () => {
    const table = specTable("| # | STD (text reading)", "### 13.7");
    table.header[table.header.indexOf("STD (text reading)")] = "STD";
    const codes = ["STD", "WIN", "WON", "REP", "PS"];
    expect(mismatches(std310(), { rules: "fide-2026" }, table, codes)).toEqual([]);
  });
});

describe("an odd round robin's free round is not a voluntary unplayed round", () => {
  // de-round-robin-5: 5 players, 5 rounds (Berger), each player has one free round ("unpaired"),
  // nobody asked for a bye or lost by forfeit: REP = 5 rounds − 0 = 5 for everybody.
  it("REP counts it as elected", () => {
    const fx = loadFixture("seeds/de-round-robin-5.json");
    const { tournament } = parseGrid(fx.crosstable);
    const { values } = computeValues(tournament, "REP", { rules: "fide-2026" });
    expect(values.map((v) => v?.toString())).toEqual(["5", "5", "5", "5", "5"]);
  });
});

describe("REP in a round robin: a round without an opponent is the free round", () => {
  // 3 players, each with a free round written as a zero-point bye (as in a TRF "0000 - Z"):
  // in a round robin forfeits are the only unplayed rounds (art. 15.2), so REP = 3 for all.
  // In a Swiss the same bye is an absence: REP = 2.
  const g = (opponent: number, outcome: "win" | "loss") =>
    ({ kind: "game", opponent, outcome }) as const;
  const free = { kind: "bye", bye: "zpb" } as const;
  const players = [
    { id: 1, name: "A", attrs: {}, rounds: [g(2, "win"), free, g(3, "loss")] },
    { id: 2, name: "B", attrs: {}, rounds: [g(1, "loss"), g(3, "loss"), free] },
    { id: 3, name: "C", attrs: {}, rounds: [free, g(2, "win"), g(1, "win")] },
  ];
  const t = { points: defaultPoints(), meta: {}, players };
  it("round robin: 3, 3, 3; Swiss: 2, 2, 2", () => {
    const rr = computeValues(t, "REP", { type: "round-robin" }).values.map(String);
    const sw = computeValues(t, "REP", { type: "swiss" }).values.map(String);
    expect(rr).toEqual(["3", "3", "3"]);
    expect(sw).toEqual(["2", "2", "2"]);
  });
});
