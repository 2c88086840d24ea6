/**
 * Go criteria (OpenGotha). The 60 OpenGotha cases are read from the folder in GO_FIXTURES, or
 * test/fixtures/opengotha; every value, place and the ranking are compared.
 */
import fc from "fast-check";
import * as fs from "fs";
import * as path from "path";
import {
  computeStandings,
  computeValues,
  Ctx,
  defaultPoints,
  explainValue,
  getPreset,
  parseOrder,
  Q,
  type Player,
  type RoundEntry,
  type Standings,
  type Tournament,
} from "../../src/engine";
import { directConfrontation, parseGoRank } from "../../src/engine/tiebreaks/go";
import { parseEgdToken } from "../../src/formats/egd";
import { parseGrid } from "../../src/formats/grid";
import { FIXTURES, loadFixture } from "../helpers/fixtures";
import { optionsOf, type GoCase } from "../helpers/go";

const GO_DIR = process.env.GO_FIXTURES
  ? path.resolve(process.env.GO_FIXTURES)
  : path.join(FIXTURES, "opengotha");

/**
 * The case's grid read by the results grid reader (Place, Name, Rank, R1..Rn of EGD tokens).
 * `renumber` gives each row a new number, rewritten in the first column and in every token.
 */
function tournamentFromGrid(
  grid: (string | number)[][],
  renumber?: Map<number, number>
): Tournament {
  const id = (n: number): number => renumber?.get(n) ?? n;
  const cells = grid.map((row, k) =>
    k === 0
      ? row
      : row.map((cell, c) => {
          if (c === 0) return id(Number(cell));
          if (c < 3) return cell;
          const tok = parseEgdToken(String(cell));
          if (!tok)
            throw new Error(`grid row ${k + 1}, round ${c - 2}: "${cell}" is not an EGD token`);
          return tok.kind === "game"
            ? String(cell).replace(/^\d+/, String(id(tok.opponent)))
            : cell;
        })
  );
  const { tournament, warnings } = parseGrid(cells);
  // the only warnings: a game with an unknown result ("?"), at each player's cell, as in every
  // layout; the fixtures say when they have one ("unknown result" in their source)
  expect(warnings.filter((w) => w.kind !== "grid:postponed")).toEqual([]);
  const unknown = tournament.players.some((p) => p.rounds.some((e) => e.kind === "unknown"));
  expect(warnings.length > 0).toBe(unknown);
  return tournament;
}

/** Value of a criterion for a standings row: the primary score or one of the order's columns. */
function valueIn(st: Standings, rowIndex: number, code: string): Q | null {
  const row = st.rows[rowIndex];
  if (st.primary === code) return row.primary;
  const k = st.keys.indexOf(code);
  if (k < 0) throw new Error(`no column ${code} in [${st.primary}, ${st.keys.join(", ")}]`);
  return row.values[k];
}

function checkCase(c: GoCase, renumber?: Map<number, number>): void {
  const t = tournamentFromGrid(c.grid, renumber);
  const st = computeStandings(t, c.criteria, { extra: optionsOf(c, renumber) });
  expect(st.rounds).toBe(c.rounds);
  expect(st.primary).toBe(c.criteria[0]);
  const back = new Map<number, number>(); // our id -> case row number
  for (const row of c.grid.slice(1))
    back.set(renumber?.get(Number(row[0])) ?? Number(row[0]), Number(row[0]));
  const got: Record<string, Record<string, number | null>> = {};
  const places: Record<string, number> = {};
  st.rows.forEach((r, k) => {
    const caseRow = String(back.get(r.player.id));
    got[caseRow] = {};
    for (const code of c.criteria) got[caseRow][code] = valueIn(st, k, code)?.toNumber() ?? null;
    places[caseRow] = r.rank;
  });
  expect(got).toEqual(c.expected.values);
  expect(places).toEqual(c.expected.places);
  // the ranking: same sequence of places (players of a tied block may be listed in any order)
  const ours = st.rows.map((r) => back.get(r.player.id) as number);
  expect(ours.map((n) => c.expected.places[String(n)])).toEqual(
    c.expected.ranking.map((n) => c.expected.places[String(n)])
  );
  ours.forEach((n, k) => {
    const theirs = c.expected.ranking[k];
    if (c.expected.places[String(theirs)] !== places[String(theirs)])
      throw new Error("unreachable");
    // players not tied must sit exactly where OpenGotha put them
    const shared = Object.values(c.expected.places).filter((p) => p === places[String(n)]).length;
    if (shared === 1) expect(n).toBe(theirs);
  });
}

/** The OpenGotha cases (*.json) of a folder, sorted by file name; none when it does not exist. */
function casesIn(dir: string): [string, GoCase][] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => [f, JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as GoCase]);
}

const cases = casesIn(GO_DIR);

describe(`OpenGotha cases from ${GO_DIR}`, () => {
  it("finds the cases", () => {
    if (cases.length === 0) throw new Error(`no OpenGotha case (*.json) in ${GO_DIR}`);
    if (!process.env.GO_FIXTURES) expect(cases.length).toBe(60);
  });
  // test.each refuses an empty table: with no case, the test above fails and says why
  if (cases.length > 0) test.each(cases)("%s", (_file, c) => checkCase(c));
});

/** A deterministic shuffle (LCG), so that failures are reproducible. */
function shuffled<T>(xs: T[], seed: number): T[] {
  const out = [...xs];
  let s = seed;
  for (let k = out.length - 1; k > 0; k--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (k + 1);
    [out[k], out[j]] = [out[j], out[k]];
  }
  return out;
}

describe("OpenGotha cases with shuffled rows and renumbered players", () => {
  // always the repository's own cases: GO_FIXTURES may point at a folder without these files
  const picks = casesIn(path.join(FIXTURES, "opengotha")).filter(([f]) =>
    /^(shortname-2020--mms-dc-sos-sosos|cdff-2020--nbw-dc-sos-sosos|orion-sub18-2020--nbw-sdc-sos|juvisy-2019--mms-sos-2-dc-cuss|tournoi-chinois--nbw-dc-sos-1-sodos)\.json$/.test(
      f
    )
  );
  it("has the picked cases", () => expect(picks.length).toBe(5));
  test.each(picks)("%s", (_file, c) => {
    for (const seed of [7, 1234]) {
      const rows = c.grid.slice(1);
      const order = shuffled(rows, seed);
      // new numbers: 101, 102, ... in shuffled order
      const renumber = new Map<number, number>(order.map((r, k) => [Number(r[0]), 101 + k]));
      checkCase({ ...c, grid: [c.grid[0], ...order] }, renumber);
    }
  });
});

// ---------------------------------------------------------------------------------------------

const P = (id: number, rank: string, rounds: RoundEntry[], attrs = {}): Player => ({
  id,
  name: `P${id}`,
  rank,
  attrs,
  rounds,
});
const g = (
  opponent: number,
  outcome: "win" | "loss" | "draw",
  colour?: "w" | "b",
  handicap?: number
): RoundEntry => ({
  kind: "game",
  opponent,
  outcome,
  ...(colour ? { colour } : {}),
  ...(handicap !== undefined ? { handicap } : {}),
});
const T = (players: Player[]): Tournament => ({ players, points: defaultPoints(), meta: {} });
const nums = (vals: (Q | null)[]): (number | null)[] => vals.map((v) => v?.toNumber() ?? null);

describe("ranks and SMMS", () => {
  it("reads ranks as OpenGotha ints", () => {
    const r = (x: string): number | null => parseGoRank(x);
    expect(["30k", "1k", "1d", "9D", " 5 k "].map(r)).toEqual([-30, -1, 0, 8, -5]);
    // professional ranks: 1p-3p → 7d (6), 4p-6p → 8d (7), 7p-9p → 9d (8)
    expect(["1p", "3p", "4p", "6P", "7p", "9p"].map(r)).toEqual([6, 6, 7, 7, 8, 8]);
    // outside the scale: clamped as OpenGotha does
    expect([r("35k"), r("12d")]).toEqual([-30, 8]);
    for (const bad of ["0d", "0k", "3 dan", "d3", "", "5"]) expect(r(bad)).toBeNull();
  });
  it("clamps to bar and floor, then adds the correction", () => {
    // zero 30k: 1d = 30. Bar 4d → at most 33; floor 20k → at least 10.
    // 7d → 33; 25k → 10; 4k → 26; 2d with correction +1 → 31 + 1 = 32; 5d with +2 → 33 + 2 = 35 (above the bar)
    const t = T([P(1, "7d", []), P(2, "25k", []), P(3, "4k", []), P(4, "2d", []), P(5, "5d", [])]);
    const extra = { system: "mcmahon", "correction:4": "1", "correction:5": "+2" };
    expect(nums(computeValues(t, "MMS", { extra }).values)).toEqual([33, 10, 26, 32, 35]);
    // Swiss defaults: no clamp (9d / 30k): 7d → 36, 25k → 5
    expect(
      nums(computeValues(t, "MMS", { extra: { system: "swiss" } }).values).slice(0, 2)
    ).toEqual([36, 5]);
  });
  it("says which player lacks a rank and rejects bad options", () => {
    const t = T([P(1, "1d", []), { id: 2, name: "Noname", attrs: {}, rounds: [] }]);
    expect(() => computeValues(t, "MMS", { extra: { system: "mcmahon" } })).toThrow(
      /Noname \(2\) has no Go rank/
    );
    expect(() => computeValues(T([P(1, "1d", [])]), "MMS", { extra: { bar: "4x" } })).toThrow(
      /bar=4x/
    );
    expect(() => computeValues(T([P(1, "1d", [])]), "MMS", { extra: { bye_mms: "0.3" } })).toThrow(
      /bye_mms=0.3/
    );
    expect(() =>
      computeValues(T([P(1, "1d", [])]), "MMS", { extra: { bar: "20k", floor: "1d" } })
    ).toThrow(/below the floor/);
  });
});

describe("absent and bye credits, rounding", () => {
  const absent: RoundEntry = { kind: "bye", bye: "zpb", reason: "absent" };
  const unpaired: RoundEntry = { kind: "bye", bye: "zpb", reason: "unpaired" };
  const bye: RoundEntry = { kind: "bye", bye: "pab" };
  // player 1 (1d, SMMS 30): absent, absent, absent, draw vs 2
  // player 2 (1d): unpaired, bye, absent, draw vs 1
  const t = T([
    P(1, "1d", [absent, absent, absent, g(2, "draw")]),
    P(2, "1d", [unpaired, bye, absent, g(1, "draw")]),
  ]);
  it("rounds the accumulated credits down, never the jigo", () => {
    // MMS, absent ½: p1 credits 1½ → 1, + jigo ½ → 30 + 1 + ½ = 31.5;
    // p2 credits 0 + 1 + ½ = 1½ → 1, + ½ → 31.5
    expect(nums(computeValues(t, "MMS", { extra: { system: "mcmahon" } }).values)).toEqual([
      31.5, 31.5,
    ]);
    // without rounding: 30 + 1.5 + .5 = 32 and 30 + 1.5 + .5 = 32
    expect(
      nums(computeValues(t, "MMS", { extra: { system: "mcmahon", round_down: "false" } }).values)
    ).toEqual([32, 32]);
    // NBW: absent 0, bye 1: p1 ½, p2 1½
    expect(nums(computeValues(t, "NBW", {}).values)).toEqual([0.5, 1.5]);
    // as of round 1: p1 one absence ½ → 0, p2 not assigned 0; round 2: two absences → 1, bye 1
    expect(
      nums(computeValues(t, "MMS", { rounds: 1, extra: { system: "mcmahon" } }).values)
    ).toEqual([30, 30]);
    expect(
      nums(computeValues(t, "MMS", { rounds: 2, extra: { system: "mcmahon" } }).values)
    ).toEqual([31, 31]);
  });
  it("CUSS sums the running scores with the rounding as of each round", () => {
    // p1 running MMS: 30, 31 (two absences), 31 (1½ → 1), 31.5 → 123.5
    // p2 running MMS: 30, 31, 31 (1½ → 1), 31.5 → 123.5
    expect(nums(computeValues(t, "CUSS", { extra: { system: "mcmahon" } }).values)).toEqual([
      123.5, 123.5,
    ]);
    // NBW family (p1): 0, 0, 0, ½ → ½; (p2): 0, 1, 1, 1½ → 3½
    expect(nums(computeValues(t, "CUSS", { extra: { family: "nbw" } }).values)).toEqual([0.5, 3.5]);
  });
  it("SOS: own SMMS for unplayed rounds (MMS family), 0 (NBW family); SOSOS SMMS × rounds", () => {
    // p1 SOSM: 30 × 3 + MMS(p2) 31.5 = 121.5; SOSW: NBW(p2) 1.5
    expect(nums(computeValues(t, "SOSM", { extra: { system: "mcmahon" } }).values)).toEqual([
      121.5, 121.5,
    ]);
    expect(nums(computeValues(t, "SOSW", {}).values)).toEqual([1.5, 0.5]);
    // SOSOSM p1: 3 rounds × (30 × 4) + SOSM(p2) 121.5 = 481.5
    expect(nums(computeValues(t, "SOSOSM", { extra: { system: "mcmahon" } }).values)).toEqual([
      481.5, 481.5,
    ]);
  });
  it("the ½ option: opponents' rounds without a real result count ½", () => {
    // virtual MMS p2: 30 + ½ + ½ + ½ + ½ (jigo) = 32 → p1 SOSM = 90 + 32 = 122; own MMS unchanged
    const extra = { system: "mcmahon", sos_unplayed_as_half: "true" };
    expect(nums(computeValues(t, "SOSM", { extra }).values)).toEqual([122, 122]);
    expect(nums(computeValues(t, "MMS", { extra }).values)).toEqual([31.5, 31.5]);
  });
});

describe("results by default and unknown results (quirk 4)", () => {
  // round 1: 1-3 result not entered, 2 not assigned; round 2: 1 beat 2 by default, 3 has the
  // bye (a last round holding only a game without a result would not be counted: roundsCounted)
  const t = T([
    P(1, "1d", [
      { kind: "unknown", opponent: 3 },
      { kind: "forfeit", opponent: 2, outcome: "win" },
    ]),
    P(2, "1d", [
      { kind: "bye", bye: "zpb", reason: "unpaired" },
      { kind: "forfeit", opponent: 1, outcome: "loss" },
    ]),
    P(3, "1d", [
      { kind: "unknown", opponent: 1 },
      { kind: "bye", bye: "pab" },
    ]),
  ]);
  it("count in NBW and SOS like normal results; unknown scores 0", () => {
    // NBW: 1 = 1 (win by default) + 0 (unknown) = 1; 2 = 0; 3 = bye 1 + 0 = 1
    expect(nums(computeValues(t, "NBW", {}).values)).toEqual([1, 0, 1]);
    // SOSW: 1 met 2 (0) and 3 (1) = 1; 2 met 1 (1) + not assigned 0 = 1; 3: bye 0 + 1 = 1
    expect(nums(computeValues(t, "SOSW", {}).values)).toEqual([1, 1, 1]);
    // SODOSW: 1's win by default over 2 (NBW 0) counts: 0; nobody else won
    expect(nums(computeValues(t, "SODOSW", {}).values)).toEqual([0, 0, 0]);
  });
  it("count ½ in the opponents' virtual scores", () => {
    // virtual NBW: 1 = ½ + ½ = 1; 2 = ½ + ½ = 1; 3 = ½ + ½ = 1 → every SOSW = sum over games of 1
    // 1: 1 + 1 = 2; 2: 1 (+0 not assigned) = 1; 3: 0 (bye) + 1 = 1
    const extra = { sos_unplayed_as_half: "true" };
    expect(nums(computeValues(t, "SOSW", { extra }).values)).toEqual([2, 1, 1]);
    expect(nums(computeValues(t, "NBW", { extra }).values)).toEqual([1, 0, 1]);
  });
});

describe("SOS-1, SOS-2, SODOS, handicap correction", () => {
  // 1 (3d) beats 2 (1k) as White giving 3 stones in round 1, loses to 3 (1d) in round 2, beats 4 (1d) round 3
  const t = T([
    P(1, "3d", [g(2, "win", "w", 3), g(3, "loss", "b", 0), g(4, "win", "w", 0)]),
    P(2, "1k", [g(1, "loss", "b", 3), g(4, "draw", "w", 0), g(3, "loss", "b", 0)]),
    P(3, "1d", [g(4, "win", "w", 0), g(1, "win", "w", 0), g(2, "win", "w", 0)]),
    P(4, "1d", [g(3, "loss", "b", 0), g(2, "draw", "b", 0), g(1, "loss", "b", 0)]),
  ]);
  const extra = { system: "mcmahon" };
  it("corrects the opponent's MMS by the handicap and cuts the lowest entries", () => {
    // MMS: 1 = 32 + 2 = 34; 2 = 29 + ½ = 29.5; 3 = 30 + 3 = 33; 4 = 30 + ½ = 30.5
    expect(nums(computeValues(t, "MMS", { extra }).values)).toEqual([34, 29.5, 33, 30.5]);
    // 1's entries: 29.5 + 3 (White, gave 3) = 32.5, 33, 30.5 → SOS 96, SOS-1 65.5, SOS-2 33
    // 2's entries: 34 − 3 = 31, 30.5, 33 → 94.5
    expect(nums(computeValues(t, "SOSM", { extra }).values)).toEqual([96, 94.5, 94, 96.5]);
    expect(computeValues(t, "SOSM-1", { extra }).values[0]?.toNumber()).toBe(65.5);
    expect(computeValues(t, "SOSM-2", { extra }).values[0]?.toNumber()).toBe(33);
    // SODOSM 1: 32.5 + 30.5 = 63; 2: ½ × 30.5 = 15.25
    expect(nums(computeValues(t, "SODOSM", { extra }).values).slice(0, 2)).toEqual([63, 15.25]);
  });
  it("quirk 1: SOSM-1 and SOSM-2 are 0 before round 3, SOSW-1 is the larger entry", () => {
    expect(nums(computeValues(t, "SOSM-1", { rounds: 2, extra }).values)).toEqual([0, 0, 0, 0]);
    // NBW after round 2: 1 = 1, 2 = ½, 3 = 2, 4 = ½. 1 met 2 (½) and 3 (2): SOSW-1 = 2
    expect(computeValues(t, "SOSW-1", { rounds: 2 }).values[0]?.toNumber()).toBe(2);
    expect(computeValues(t, "SOSW-2", { rounds: 2 }).values[0]?.toNumber()).toBe(0);
  });
  it("EXT / EXR weight the opponents' NBW by the exploit", () => {
    // player 2 (1k): r1 vs 3d Black with 3 stones: −3 − (−1 − 2) = 0 → weight 1 × NBW(1) 2 = 2
    // r2 vs 1d White even: 0 − (−1) = 1 → 2 × NBW(4) ½ = 1; r3 vs 1d Black even: 0 − (−1) = 1 → 2 × 3 = 6
    expect(computeValues(t, "EXT", {}).values[1]?.toNumber()).toBe(9);
    expect(computeValues(t, "EXR", {}).values[1]?.toNumber()).toBe(0);
    // player 1 (3d): r1 White gave 3 to 1k: 3 − 3 = 0 → 1 × ½; r2 vs 1d Black even: 0 − 2 < 0 → 0;
    // r3 vs 1d White even: 0 − 2 → 0. EXT ½, EXR ½
    expect(computeValues(t, "EXT", {}).values[0]?.toNumber()).toBe(0.5);
    expect(computeValues(t, "EXR", {}).values[0]?.toNumber()).toBe(0.5);
  });
  it("explains SOS round by round", () => {
    const ex = explainValue(t, "SOSM-1", 0, { extra });
    expect(ex.value?.toNumber()).toBe(65.5);
    expect(ex.rows.map((r) => r.status)).toEqual(["kept", "kept", "cut"]);
    expect(ex.rows[0].used?.toNumber()).toBe(32.5);
    expect(ex.rows[0].note).toMatch(/handicap correction \+3/);
  });
});

describe("family of SOS", () => {
  const t = T([P(1, "2d", [g(2, "win")]), P(2, "1d", [g(1, "loss")])]);
  it("follows the order's first criterion, then the family option, then the system", () => {
    // SOSM of 1 = MMS(2) = 30; SOSW = NBW(2) = 0
    const sos = (order: string, extra: Record<string, string>): number | null | undefined => {
      const st = computeStandings(t, order, { extra });
      const row = st.rows.find((r) => r.player.id === 1)!;
      return row.values[st.keys.indexOf("SOS")]?.toNumber();
    };
    expect(sos("MMS, SOS", { system: "swiss" })).toBe(30);
    expect(sos("NBW, SOS", { system: "mcmahon" })).toBe(0);
    expect(sos("SOS", { system: "mcmahon" })).toBe(30);
    expect(sos("SOS", { system: "swiss" })).toBe(0);
    expect(sos("MMS, SOS", { family: "nbw" })).toBe(0);
  });
  it("warns when a fixed family differs from the main score, and about SODOSM", () => {
    expect(computeStandings(t, "NBW, SOSM", {}).warnings.join(" ")).toMatch(
      /SOSM is computed on MMS while the main score is NBW/
    );
    expect(computeStandings(t, "NBW, SOSW", {}).warnings).toEqual([]);
    expect(computeStandings(t, "MMS, SODOS", {}).warnings.join(" ")).toMatch(
      /SODOS on McMahon scores/
    );
  });
  it("presets", () => {
    expect(getPreset("go-mcmahon")).toMatchObject({
      order: ["MMS", "SOS", "SOSOS"],
      options: { system: "mcmahon" },
    });
    expect(getPreset("go-swiss")).toMatchObject({
      order: ["NBW", "SOS", "SOSOS"],
      options: { system: "swiss" },
    });
  });
});

describe("DC and SDC", () => {
  // a 3-cycle 1 > 2 > 3 > 1 plus 4 who beat 2, and 5 beaten by 3; everyone 1 win... set NBW equal with a
  // given "MMS" column so the whole group is tied before DC; following criterion given:S.
  const fx = (w: number, l: number, r: number, rounds: Map<number, RoundEntry[]>): void => {
    rounds.get(w)![r] = g(l, "win");
    rounds.get(l)![r] = g(w, "loss");
  };
  function cycle(sc: Record<number, number>, games: [number, number, number][]): Tournament {
    const rounds = new Map<number, RoundEntry[]>([1, 2, 3, 4, 5].map((id) => [id, []]));
    for (const [w, l, r] of games) fx(w, l, r, rounds);
    for (const rs of rounds.values())
      for (let r = 0; r < 4; r++) rs[r] ??= { kind: "bye", bye: "zpb", reason: "unpaired" };
    return T([1, 2, 3, 4, 5].map((id) => P(id, "1d", rounds.get(id)!, { M: 1, S: sc[id] })));
  }
  const order = parseOrder("given:M, DC, given:S");
  /** SDC of the players `ids` (the others left out of the table, so the group is exactly them). */
  const sdcOf = (tt: Tournament, ids: number[]): (number | undefined)[] => {
    const st = computeStandings(
      { ...tt, players: tt.players.filter((p) => ids.includes(p.id)) },
      "given:M, SDC",
      { primary: "given:M" }
    );
    return ids.map((id) => st.rows.find((r) => r.player.id === id)!.values[0]?.toNumber());
  };
  it("3-cycle: the members are ordered by the following criteria, as one block for outsiders", () => {
    // cycle 1>2, 2>3, 3>1; 4 beat 2 (an outsider who beat one member); 3 beat 5.
    // After the collapse 4 has a win over every member, every member a win over 5.
    // 5 (no win) goes last: DC 0. Then the cycle members have wins only over 5 (removed) but 4
    // still beat all of them: lowest S among {1,2,3} first. S: 1→30, 2→10, 3→20, 4→0.
    // Removal order: 5, 2 (S 10), 3 (20), 1 (30), 4 → DC 5:0, 2:1, 3:2, 1:3, 4:4
    const t = cycle({ 1: 30, 2: 10, 3: 20, 4: 0, 5: 99 }, [
      [1, 2, 0],
      [2, 3, 1],
      [3, 1, 2],
      [4, 2, 2],
      [3, 5, 0],
    ]);
    const ctx = new Ctx(t, {});
    const dc = directConfrontation(ctx, [0, 1, 2, 3, 4], order.slice(2));
    expect([0, 1, 2, 3, 4].map((k) => dc.get(k))).toEqual([3, 1, 2, 4, 0]);
    const st = computeStandings(t, order, { primary: "given:M" });
    expect(st.rows.map((r) => r.player.id)).toEqual([4, 1, 3, 2, 5]);
    expect(st.rows.map((r) => r.decidedBy)).toEqual(["DC", "DC", "DC", "DC", "DC"]);
  });
  it("quirk 3: the outsider stays above every cycle member after the member he beat is placed", () => {
    // 4 beat 2 only; 2 has the lowest S of the cycle and 4 the lowest S overall.
    // Merging the block only while intact would put 4 below 1 and 3 after 2 left; OpenGotha keeps
    // 4 above all three: DC 4 = 3 (top of the 4-player group)
    const t = cycle({ 1: 30, 2: 10, 3: 20, 4: 0, 5: 0 }, [
      [1, 2, 0],
      [2, 3, 1],
      [3, 1, 2],
      [4, 2, 3],
    ]);
    // group {1,2,3,4}: 2 placed first? No: 2 has no win over remaining? 2 beat 3 → collapsed, the
    // members have no wins outside; all three are candidates with 4 excluded (4 beat them all).
    // lowest S: 2 (10) → DC 0, then 3 (20) → 1, then 1 (30) → 2, then 4 → 3
    const dc = directConfrontation(new Ctx(t, {}), [0, 1, 2, 3], order.slice(2));
    expect([0, 1, 2, 3].map((k) => dc.get(k))).toEqual([2, 0, 1, 3]);
  });
  it("quirk 2: a pair won twice by the same player (net +2) gives no edge; SDC counts it", () => {
    const t = cycle({ 1: 0, 2: 5, 3: 0, 4: 0, 5: 0 }, [
      [1, 2, 0],
      [1, 2, 1],
    ]);
    const ctx = new Ctx(t, {});
    // no edge: DC follows S alone: 2 above 1
    const dc = directConfrontation(ctx, [0, 1], order.slice(2));
    expect([dc.get(0), dc.get(1)]).toEqual([0, 1]);
    // net +1 (one win) does give the edge
    const t1 = cycle({ 1: 0, 2: 5, 3: 0, 4: 0, 5: 0 }, [[1, 2, 0]]);
    const dc1 = directConfrontation(new Ctx(t1, {}), [0, 1], order.slice(2));
    expect([dc1.get(0), dc1.get(1)]).toEqual([1, 0]);
    expect(sdcOf(t, [1, 2])).toEqual([1, 0]);
  });
  it("SDC is all or nothing; a 3-cycle gives 1, 1, 1", () => {
    // group {1,2,3} from a 3-cycle: complete, each beat one → 1, 1, 1
    const t = cycle({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, [
      [1, 2, 0],
      [2, 3, 1],
      [3, 1, 2],
    ]);
    const vals = sdcOf;
    expect(vals(t, [1, 2, 3])).toEqual([1, 1, 1]);
    // 1 beat 2, 1 beat 3, but 2 and 3 never met: incomplete → 0 for all
    const t2 = cycle({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, [
      [1, 2, 0],
      [1, 3, 1],
    ]);
    expect(vals(t2, [1, 2, 3])).toEqual([0, 0, 0]);
    // add 2 beat 3: complete → 2, 1, 0
    const t3 = cycle({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, [
      [1, 2, 0],
      [1, 3, 1],
      [2, 3, 2],
    ]);
    expect(vals(t3, [1, 2, 3])).toEqual([2, 1, 0]);
  });
  it("forfeits and jigo never make a DC edge (quirk 4)", () => {
    const t = T([
      P(1, "1d", [{ kind: "forfeit", opponent: 2, outcome: "win" }, g(3, "draw")], { M: 1, S: 0 }),
      P(
        2,
        "1d",
        [
          { kind: "forfeit", opponent: 1, outcome: "loss" },
          { kind: "bye", bye: "pab" },
        ],
        { M: 1, S: 5 }
      ),
      P(3, "1d", [{ kind: "bye", bye: "pab" }, g(1, "draw")], { M: 1, S: 3 }),
    ]);
    const dc = directConfrontation(new Ctx(t, {}), [0, 1, 2], order.slice(2));
    expect([0, 1, 2].map((k) => dc.get(k))).toEqual([0, 2, 1]);
  });
});

describe("dc-shusaku-2010 (DC 7 down to 0)", () => {
  const fx = loadFixture("seeds/dc-shusaku-2010.json");
  // only the games inside the group exist: build them directly, other rounds not assigned
  const players: Player[] = fx.players.map(
    (p: { id: number; name: string; given: Record<string, number> }) => ({
      id: p.id,
      name: p.name,
      attrs: { ...p.given },
      rounds: [] as RoundEntry[],
    })
  );
  const byId = new Map(players.map((p) => [p.id, p]));
  for (const gm of fx.games_in_group as { round: number; winner: number; loser: number }[]) {
    byId.get(gm.winner)!.rounds[gm.round - 1] = g(gm.loser, "win");
    byId.get(gm.loser)!.rounds[gm.round - 1] = g(gm.winner, "loss");
  }
  const n = Math.max(...players.map((p) => p.rounds.length));
  for (const p of players)
    for (let r = 0; r < n; r++) p.rounds[r] ??= { kind: "bye", bye: "zpb", reason: "unpaired" };
  const t = T(players);
  it("gives the published DC values and ranking", () => {
    // MMS is given, not computed: it ranks first through the primary option
    {
      const st = computeStandings(t, fx.order, { primary: "given:MMS" });
      expect(st.rows.map((r) => r.player.id)).toEqual(fx.expected.ranking);
      const k = st.keys.indexOf("DC");
      for (const r of st.rows)
        expect(r.values[k]?.toNumber()).toBe(fx.expected.values[String(r.player.id)].DC);
    }
  });
  it("also with the players listed in another order", () => {
    const st = computeStandings(T(shuffled(players, 99)), fx.order, { primary: "given:MMS" });
    expect(st.rows.map((r) => r.player.id)).toEqual(fx.expected.ranking);
  });
});

describe("DC properties on generated groups (fast-check)", () => {
  /**
   * k players, all tied on "M"; pair p of the list plays in round p (others not assigned);
   * results[p] = 1 the first player wins, -1 the second wins, 0 no game. S = following criterion.
   */
  function groupTournament(k: number, results: number[], S: number[]): Tournament {
    const pairs: [number, number][] = [];
    for (let a = 1; a <= k; a++) for (let b = a + 1; b <= k; b++) pairs.push([a, b]);
    const rounds = new Map<number, RoundEntry[]>();
    for (let id = 1; id <= k; id++)
      rounds.set(
        id,
        pairs.map(() => ({ kind: "bye", bye: "zpb", reason: "unpaired" }) as RoundEntry)
      );
    pairs.forEach(([a, b], r) => {
      const res = results[r] ?? 0;
      if (res === 0) return;
      const [w, l] = res > 0 ? [a, b] : [b, a];
      rounds.get(w)![r] = g(l, "win");
      rounds.get(l)![r] = g(w, "loss");
    });
    return T([...rounds.keys()].map((id) => P(id, "1d", rounds.get(id)!, { M: 1, S: S[id - 1] })));
  }
  const order = parseOrder("given:M, DC, given:S");
  const arb = fc.integer({ min: 2, max: 7 }).chain((k) =>
    fc.record({
      k: fc.constant(k),
      results: fc.array(fc.integer({ min: -1, max: 1 }), {
        minLength: (k * (k - 1)) / 2,
        maxLength: (k * (k - 1)) / 2,
      }),
      S: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: k, maxLength: k }),
    })
  );
  it("terminates; the last gets 0, values stay in 0..size-1; ties only between equal S", () => {
    fc.assert(
      fc.property(arb, ({ k, results, S }) => {
        const t = groupTournament(k, results, S);
        const members = t.players.map((_, i) => i);
        const dc = directConfrontation(new Ctx(t, {}), members, order.slice(2));
        const vals = members.map((m) => dc.get(m)!);
        expect(Math.min(...vals)).toBe(0);
        for (const v of vals) expect(v >= 0 && v <= k - 1).toBe(true);
        for (const a of members)
          for (const b of members) if (a < b && vals[a] === vals[b]) expect(S[a]).toBe(S[b]);
      }),
      { numRuns: 300 }
    );
  });
  it("without cycles (wins follow a fixed order), every winner ends above the player he beat", () => {
    fc.assert(
      fc.property(arb, ({ k, results, S }) => {
        // orient every game from the lower to the higher number: no cycle possible
        const acyclic = results.map((r) => Math.abs(r));
        const t = groupTournament(k, acyclic, S);
        const members = t.players.map((_, i) => i);
        const dc = directConfrontation(new Ctx(t, {}), members, order.slice(2));
        let p = 0;
        for (let a = 0; a < k; a++)
          for (let b = a + 1; b < k; b++, p++)
            if (acyclic[p] === 1) expect(dc.get(a)!).toBeGreaterThan(dc.get(b)!);
      }),
      { numRuns: 300 }
    );
  });
  it("with no game at all, DC reproduces the following criterion (ties kept)", () => {
    fc.assert(
      fc.property(arb, ({ k, S }) => {
        const t = groupTournament(k, [], S);
        const members = t.players.map((_, i) => i);
        const dc = directConfrontation(new Ctx(t, {}), members, order.slice(2));
        for (const a of members)
          for (const b of members)
            expect(Math.sign(dc.get(a)! - dc.get(b)!)).toBe(Math.sign(S[a] - S[b]));
      }),
      { numRuns: 100 }
    );
  });
});
