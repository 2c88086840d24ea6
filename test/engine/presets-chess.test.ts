import {
  allPresets,
  computeStandings,
  defaultPreset,
  getPreset,
  parseOrder,
  type Edition,
} from "../../src/engine";
import { loadFixture, tournamentFromRounds } from "../helpers/fixtures";

describe("chess presets", () => {
  const ids = ["fide-swiss", "fide-round-robin", "fide-swiss-rated", "club", "chess-com"];

  it("are registered, and every code of theirs parses", () => {
    for (const id of ids) {
      const p = getPreset(id);
      expect(p?.game).toBe("chess");
      expect(parseOrder(p!.order).map((s) => s.code)).toEqual(p!.order);
      expect(p!.summary.length).toBeGreaterThan(20);
    }
    expect(allPresets().filter((p) => ids.includes(p.id))).toHaveLength(ids.length);
  });

  it("fide-swiss says it is our suggestion, not a FIDE default (C.07 has none)", () => {
    expect(getPreset("fide-swiss")!.title).toMatch(/our suggested default/);
  });

  it("club is the arena-swiss-5 order under plain rules and reproduces its ranking", () => {
    const fx = loadFixture("seeds/arena-swiss-5.json");
    const club = getPreset("club")!;
    expect(club.order).toEqual(fx.order.filter((c: string) => c !== "PTS"));
    const st = computeStandings(tournamentFromRounds(fx), club.order, {
      rules: club.options!.rules as Edition,
    });
    expect(st.edition).toBe("plain");
    expect(st.rows.map((r) => r.player.id)).toEqual(fx.expected.ranking);
  });
});

describe("the default order per event type (used by the CLI and STANDINGS when none is given)", () => {
  // C.07 gives no list; ours: Swiss BH/C1, BH, SB, DE, WIN; round robin DE, WIN, SB, KS
  it("Swiss and round robin", () => {
    expect(defaultPreset("swiss").order).toEqual(["BH/C1", "BH", "SB", "DE", "WIN"]);
    expect(defaultPreset("round-robin").order).toEqual(["DE", "WIN", "SB", "KS"]);
  });
});
