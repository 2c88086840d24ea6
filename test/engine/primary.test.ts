/**
 * One context, several orders: the values a code shows may depend on the main score that ranks
 * first (Go's SOS follows NBW or MMS), so they are cached per main score. The custom functions
 * keep one context per grid and options and ask it for VALUE and STANDINGS in any order.
 */
import { Ctx, parseCode, parseOrder, standingsIn, valuesOf } from "../../src/engine";
import { parseGrid } from "../../src/formats/grid";
import { loadFixture } from "../helpers/fixtures";
import { optionsOf } from "../helpers/go";

describe("values cached per main score", () => {
  // juvisy-2019 is a McMahon event; this case ranks by NBW, SDC, SOS, so SOS is on NBW.
  const c = loadFixture("opengotha/juvisy-2019--nbw-sdc-sos.json");
  const extra = optionsOf(c);
  it("SOS asked alone first (McMahon family) does not leak into standings ranked by NBW", () => {
    const { tournament, playerRows } = parseGrid(c.grid);
    const ctx = new Ctx(tournament, { extra });
    valuesOf(ctx, parseCode("SOS")); // the McMahon event's own family: SOS on MMS
    const st = standingsIn(ctx, parseOrder(c.criteria));
    const k = st.keys.indexOf("SOS");
    for (const row of st.rows) {
      const line = c.grid[playerRows[row.index]][0];
      expect(row.values[k]?.toNumber()).toBe(c.expected.values[String(line)].SOS);
    }
  });
});

describe("the main score is passed to one standings computation only", () => {
  const c = loadFixture("opengotha/juvisy-2019--mms-sos-sosos.json");
  it("SOS asked after standings ranked by NBW is the event's own (McMahon) SOS again", () => {
    const { tournament } = parseGrid(c.grid);
    const extra = { system: "mcmahon", bar: c.mcmahon.bar, floor: c.mcmahon.floor };
    const fresh = valuesOf(new Ctx(tournament, { extra }), parseCode("SOS"));
    const ctx = new Ctx(tournament, { extra });
    standingsIn(ctx, parseOrder("NBW, SOS"));
    const after = valuesOf(ctx, parseCode("SOS"));
    expect(after.map(String)).toEqual(fresh.map(String));
  });
});

describe("the main score is an explicit argument", () => {
  const c = loadFixture("opengotha/juvisy-2019--mms-sos-sosos.json");
  it("SOS read against MMS or NBW equals the SOS column of standings ranked by that score", () => {
    const { tournament } = parseGrid(c.grid);
    const extra = { system: "mcmahon", bar: c.mcmahon.bar, floor: c.mcmahon.floor };
    const ctx = new Ctx(tournament, { extra });
    const sos = parseCode("SOS");
    for (const main of ["MMS", "NBW"]) {
      const spec = parseCode(main);
      const direct = valuesOf(ctx, sos, { code: spec.code, spec });
      const fixed = valuesOf(ctx, parseCode(main === "MMS" ? "SOSM" : "SOSW"));
      const st = standingsIn(new Ctx(tournament, { extra }), parseOrder(`${main}, SOS`));
      const k = st.keys.indexOf("SOS");
      for (const row of st.rows) expect(direct[row.index]?.eq(row.values[k]!)).toBe(true);
      expect(direct.map(String)).toEqual(fixed.map(String));
    }
  });
});
