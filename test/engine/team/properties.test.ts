/**
 * Properties of team events (fast-check): renumbering the teams, reordering the board lists and
 * swapping the colours (home and away) of a whole match change no value; the MP and GP totals
 * equal what the matches awarded, counted here from the board results directly.
 */
import fc from "fast-check";
import {
  Q,
  teamStandings,
  type Board,
  type TeamEvent,
  type TeamMatch,
  type Value,
} from "../../../src/engine";
import { event } from "./helpers";

const CODES = [
  "GP",
  "BH:MP",
  "BH:GP/C1",
  "SB:MP",
  "EMGSB",
  "EGMSB/C1",
  "OSB",
  "MPvGP",
  "SSSC",
  "BC",
  "WIN:GP",
  "STD",
  "PS:GP",
  "AOB:MP",
  "DE:MP",
  "EDEBT",
  "EDE",
  "EGGSB/C2",
  "SSSC/F",
  "REP",
  "TBR",
];

const RESULTS = ["1-0", "0-1", "½-½", "+-", "-+", "--"] as const;

interface Gen {
  teams: number;
  boards: number;
  rounds: { order: number[]; results: number[][] }[];
}

const genArb: fc.Arbitrary<Gen> = fc
  .record({
    teams: fc.integer({ min: 4, max: 7 }),
    boards: fc.integer({ min: 2, max: 4 }),
    n: fc.integer({ min: 2, max: 4 }),
  })
  .chain(({ teams, boards, n }) =>
    fc.record({
      teams: fc.constant(teams),
      boards: fc.constant(boards),
      rounds: fc.array(
        fc.record({
          order: fc.shuffledSubarray(
            Array.from({ length: teams }, (_, k) => k + 1),
            { minLength: teams, maxLength: teams }
          ),
          results: fc.array(
            fc.array(fc.integer({ min: 0, max: 12 }), { minLength: boards, maxLength: boards }),
            {
              minLength: 4,
              maxLength: 4,
            }
          ),
        }),
        { minLength: n, maxLength: n }
      ),
    })
  );

function side(r: string): Board["home"] {
  if (r === "+") return { points: Q.ONE, kind: "forfeit" };
  if (r === "-") return { points: Q.ZERO, kind: "forfeit" };
  return { points: r === "1" ? Q.ONE : r === "½" ? Q.HALF : Q.ZERO, kind: "game" };
}

/** Results 0-5 are games (more likely), 6-12 map onto the list with forfeits rare. */
function result(k: number): string {
  return RESULTS[k < 4 ? 0 : k < 8 ? 1 : k < 11 ? 2 : 3 + (k % 3)];
}

function build(g: Gen): TeamEvent {
  const matches: TeamMatch[] = [];
  g.rounds.forEach((rd, r) => {
    const o = rd.order;
    for (let k = 0; k + 1 < o.length; k += 2) {
      const res = rd.results[(k / 2) % rd.results.length];
      const boards: Board[] = res.map((x, b) => {
        // "1-0" and "½-½" have a separator; "+-", "-+" and "--" are one character per side
        const r = result(x);
        const [h, a] = r.length === 2 ? [r[0], r[1]] : [r[0], r.slice(2)];
        const hc = b % 2 === 0 ? "w" : "b";
        return {
          board: b + 1,
          home: { ...side(h), colour: hc },
          away: { ...side(a), colour: hc === "w" ? "b" : "w" },
        };
      });
      matches.push({
        round: r + 1,
        home: o[k],
        away: o[k + 1],
        kind: "played",
        colour: "w",
        boards,
      });
    }
    if (o.length % 2 === 1)
      matches.push({ round: r + 1, home: o[o.length - 1], away: null, kind: "pab" });
  });
  return event(
    Array.from({ length: g.teams }, (_, k) => `T${k + 1}`),
    g.boards,
    matches
  );
}

/** Every code's value per team name. */
function table(ev: TeamEvent): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const c of CODES) {
    const st = teamStandings(ev, ["MP", c]);
    for (const r of st.rows) {
      const v: Value = r.values[0];
      (out[r.player.name] ??= {})[c] = v === null ? "-" : v.toString(6);
      out[r.player.name].MP = r.mp.toString();
    }
  }
  return out;
}

const RUNS = { numRuns: 25 };

describe("team properties", () => {
  it("renumbering the teams changes no value", () => {
    fc.assert(
      fc.property(genArb, fc.integer({ min: 0, max: 1000 }), (g, seed) => {
        const ev = build(g);
        const ids = ev.teams.map((t) => t.id);
        const perm = [...ids].sort(
          (a, b) => ((a * 7919 + seed) % 101) - ((b * 7919 + seed) % 101) || a - b
        );
        const map = new Map(ids.map((id, k) => [id, perm[k] + 100]));
        const re: TeamEvent = {
          ...ev,
          teams: ev.teams.map((t) => ({ ...t, id: map.get(t.id)! })).reverse(),
          matches: ev.matches.map((m) => ({
            ...m,
            home: map.get(m.home)!,
            away: m.away === null ? null : map.get(m.away)!,
          })),
        };
        expect(table(re)).toEqual(table(ev));
      }),
      RUNS
    );
  });
  it("reordering the board lists changes no value", () => {
    fc.assert(
      fc.property(genArb, (g) => {
        const ev = build(g);
        const re: TeamEvent = {
          ...ev,
          matches: [...ev.matches]
            .reverse()
            .map((m) => ({ ...m, boards: m.boards ? [...m.boards].reverse() : undefined })),
        };
        expect(table(re)).toEqual(table(ev));
      }),
      RUNS
    );
  });
  it("swapping the colours of a whole match changes no value", () => {
    fc.assert(
      fc.property(genArb, fc.integer({ min: 0, max: 20 }), (g, which) => {
        const ev = build(g);
        const played = ev.matches.filter((m) => m.away !== null);
        const m = played[which % played.length];
        const flip = (c: "w" | "b" | undefined): "w" | "b" | undefined =>
          c === "w" ? "b" : c === "b" ? "w" : c;
        const swapped: TeamMatch = {
          ...m,
          home: m.away!,
          away: m.home,
          colour: flip(m.colour),
          boards: m.boards!.map((b) => ({ board: b.board, home: b.away!, away: b.home })),
        };
        const re: TeamEvent = { ...ev, matches: ev.matches.map((x) => (x === m ? swapped : x)) };
        expect(table(re)).toEqual(table(ev));
      }),
      RUNS
    );
  });
  it("MP and GP totals equal what the matches awarded", () => {
    fc.assert(
      fc.property(genArb, (g) => {
        const ev = build(g);
        const mp = new Map<number, Q>();
        const gp = new Map<number, Q>();
        const add = (m: Map<number, Q>, id: number, q: Q): void =>
          void m.set(id, (m.get(id) ?? Q.ZERO).add(q));
        for (const m of ev.matches) {
          if (m.away === null) {
            // a PAB without boards: a draw's MP (1) and GP (boards × ½)
            add(mp, m.home, Q.ONE);
            add(gp, m.home, Q.HALF.mul(Q.int(g.boards)));
            continue;
          }
          let h = Q.ZERO;
          let a = Q.ZERO;
          for (const b of m.boards!) {
            h = h.add(b.home.points);
            a = a.add(b.away!.points);
          }
          add(gp, m.home, h);
          add(gp, m.away, a);
          const c = h.cmp(a);
          const over = m.boards!.some((b) => b.home.kind === "game");
          const both0 = !over && h.isZero() && a.isZero();
          add(mp, m.home, c > 0 ? Q.int(2) : c === 0 && !both0 ? Q.ONE : Q.ZERO);
          add(mp, m.away, c < 0 ? Q.int(2) : c === 0 && !both0 ? Q.ONE : Q.ZERO);
        }
        const st = teamStandings(ev, ["MP", "GP"]);
        for (const r of st.rows) {
          expect(r.mp.toString()).toBe((mp.get(r.player.id) ?? Q.ZERO).toString());
          expect(r.gp.toString()).toBe((gp.get(r.player.id) ?? Q.ZERO).toString());
        }
      }),
      { numRuns: 60 }
    );
  });
});
