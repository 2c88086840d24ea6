import { computeStandings, computeValues, defaultPoints } from "../../src/engine";
import { loadFixture, tournamentFromRounds } from "../helpers/fixtures";

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
