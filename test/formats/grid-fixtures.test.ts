/**
 * The fixture grids read as an organiser would hand them over (also with desktop 0 / web null
 * blanks around them) give the fixture's tournaments and the fixture's expected values.
 */
import * as fs from "fs";
import * as path from "path";
import { computeStandings, computeValues, type Player, type Tournament } from "../../src/engine";
import { parseGrid } from "../../src/formats/grid";
import { FIXTURES, loadFixture, tournamentFromRounds } from "../helpers/fixtures";

function strip(
  t: Tournament
): { id: number; name: string; rating?: number; rounds: Player["rounds"] }[] {
  return t.players.map((p) => ({ id: p.id, name: p.name, rating: p.rating, rounds: p.rounds }));
}

/** The grid inside a larger selection: `extra` empty columns and rows filled with `blank`. */
function padded(grid: unknown[][], blank: unknown, extra = 2): unknown[][] {
  const width = grid[0].length + extra;
  const rows = grid.map((row) => [...row, ...Array(extra).fill(blank)]);
  for (let k = 0; k < extra; k++) rows.push(Array(width).fill(blank));
  return rows;
}

/** Every code of the fixture's order, computed on `t`, against the fixture's values. */
function expectFixtureValues(fx: any, t: Tournament): void {
  const st = computeStandings(t, [], { rules: "plain" });
  for (const row of st.rows)
    expect(row.points.toNumber()).toBe(fx.expected.values[String(row.player.id)].PTS);
  for (const code of fx.order as string[]) {
    if (code === "PTS") continue;
    const { values } = computeValues(t, code, { rules: "plain" });
    t.players.forEach((p, i) => {
      const want = fx.expected.values[String(p.id)][code];
      if (want !== undefined)
        expect([p.id, code, values[i]?.toNumber()]).toEqual([p.id, code, want]);
    });
  }
  const ranking = computeStandings(
    t,
    (fx.order as string[]).filter((c) => c !== "PTS"),
    { rules: "plain" }
  );
  expect(ranking.rows.map((r) => r.player.id)).toEqual(fx.expected.ranking);
}

describe("arena-swiss-5 grid as a Swiss table", () => {
  const fx = loadFixture("seeds/arena-swiss-5.json");
  const fromRounds = tournamentFromRounds(fx);

  it("gives the fixture's games and byes", () => {
    const r = parseGrid(fx.grid);
    expect(r.layout).toBe("swiss");
    expect(r.warnings).toEqual([]);
    expect(strip(r.tournament)).toEqual(strip(fromRounds));
    expect(r.playerRows).toEqual([1, 2, 3, 4, 5]);
  });

  it("gives the fixture's values for every code of its order", () => {
    expectFixtureValues(fx, parseGrid(fx.grid).tournament);
  });

  for (const blank of [0, null, ""]) {
    it(`inside a larger selection whose blanks are ${JSON.stringify(blank)}, with an empty round 5`, () => {
      const grid = padded(fx.grid, blank);
      grid[0][7] = "R5";
      const r = parseGrid(grid);
      expect(strip(r.tournament)).toEqual(strip(fromRounds));
      expect(r.tournament.totalRounds).toBe(5);
      expect(r.warnings).toEqual([]);
    });
  }
});

describe("de-round-robin-5 crosstable", () => {
  const fx = loadFixture("seeds/de-round-robin-5.json");

  /** The fixture's crosstable results by pair, from the row player's side. */
  function resultsByPair(t: Tournament): Record<string, string> {
    const out: Record<string, string> = {};
    for (const p of t.players) {
      for (const e of p.rounds) {
        if (e.kind === "game") out[`${p.id}-${e.opponent}`] = e.outcome;
      }
    }
    return out;
  }
  const expected: Record<string, string> = {};
  (fx.crosstable as unknown[][]).slice(1).forEach((row) => {
    row.slice(2).forEach((v, j) => {
      if (v !== "x")
        expected[`${row[0]}-${j + 1}`] = v === "1" ? "win" : v === "0" ? "loss" : "draw";
    });
  });

  it("reads every game once per pair, with consistent Berger rounds", () => {
    const r = parseGrid(fx.crosstable);
    expect(r.layout).toBe("crosstable");
    expect(r.tournament.type).toBe("round-robin");
    expect(resultsByPair(r.tournament)).toEqual(expected);
    // 5 players: 5 rounds, each player rests once ("unpaired")
    for (const p of r.tournament.players) {
      expect(p.rounds).toHaveLength(5);
      expect(p.rounds.filter((e) => e.kind === "bye")).toEqual([
        { kind: "bye", bye: "zpb", reason: "unpaired" },
      ]);
      p.rounds.forEach((e, k) => {
        if (e.kind === "bye") return;
        const q = r.tournament.players.find((x) => x.id === e.opponent)!;
        expect(q.rounds[k]).toMatchObject({ opponent: p.id });
      });
    }
    expect(r.warnings).toEqual([]);
  });

  it("gives the fixture's points, DE and ranking", () => {
    expectFixtureValues(fx, parseGrid(fx.crosstable).tournament);
  });

  for (const blank of [0, null]) {
    it(`with the diagonal and the selection's spare cells given as ${JSON.stringify(blank)}`, () => {
      const grid = padded(
        (fx.crosstable as unknown[][]).map((row) => row.map((v) => (v === "x" ? blank : v))),
        blank
      );
      const r = parseGrid(grid);
      expect(r.layout).toBe("crosstable");
      expect(resultsByPair(r.tournament)).toEqual(expected);
      expect(r.warnings).toEqual([]);
    });
  }

  it("with losses typed as the number 0 and wins as 1 (a desktop sheet)", () => {
    const grid = (fx.crosstable as unknown[][]).map((row, i) =>
      i === 0 ? row : row.map((v) => (v === "1" ? 1 : v === "0" ? 0 : v === "½" ? 0.5 : v))
    );
    const r = parseGrid(grid);
    expect(resultsByPair(r.tournament)).toEqual(expected);
    expect(r.warnings).toEqual([]);
  });
});

describe("OpenGotha grids (EGD tokens) as Swiss tables", () => {
  const dir = path.join(FIXTURES, "opengotha");
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".json") && f.includes("sos-sosos"));
  for (const f of files) {
    it(f, () => {
      const fx = loadFixture(`opengotha/${f}`);
      const r = parseGrid(fx.grid);
      expect(r.layout).toBe("swiss");
      expect(r.tournament.players).toHaveLength(fx.grid.length - 1);
      for (const p of r.tournament.players) expect(p.rounds).toHaveLength(fx.rounds);
      // every half-game token is read back to itself by the EGD writer
      const { formatEgdToken } = jest.requireActual("../../src/formats/egd");
      r.tournament.players.forEach((p, i) => {
        const row = fx.grid[i + 1];
        p.rounds.forEach((e, k) => {
          const tok = row[3 + k] as string;
          if (/^0[+=-]$/.test(tok) || e.kind === "bye") return;
          expect(formatEgdToken(e)).toBe(tok);
        });
      });
      // rows shuffled: the same players, same rounds
      const shuffled = [fx.grid[0], ...fx.grid.slice(1).reverse()];
      const s = parseGrid(shuffled);
      const byId = (t: Tournament) =>
        [...t.players].sort((a, b) => a.id - b.id).map((p) => p.rounds);
      expect(byId(s.tournament)).toEqual(byId(r.tournament));
    });
  }
});
