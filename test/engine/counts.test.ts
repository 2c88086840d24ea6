import { computeStandings, computeValues } from "../../src/engine";
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
