/**
 * Every fast path of the engine (the whole-unit BH / FB / SB pipeline of unplayed-units.ts and
 * whatever else reads units) gives exactly the values of the straightforward exact path
 * (`Ctx.exactPaths`), for every individual code, player, rules edition and event type, on
 * generated events with byes of every kind, forfeits (single and double), withdrawals, late
 * entries, unknown results, rounds not entered, and points systems other than 1/½/0.
 */
import fc from "fast-check";
import {
  Ctx,
  parseOrder,
  roundsCounted,
  Q,
  standingsIn,
  valuesOf,
  type EngineOptions,
  type Edition,
  type Player,
  type PointsSystem,
  type RoundEntry,
  type Tournament,
} from "../../src/engine";
import { CLASS_ENTRIES } from "../../src/engine/context";
import { deBlocks } from "../../src/engine/tiebreaks/direct-encounter";
import { ALL_CODES } from "../../bench/engine.bench";

const q = (s: string): Q => Q.parse(s)!;

/** Points systems: chess 1/½/0, football 3/1/0, 2/1/0, Go-like 1/0, thirds, and an odd unit. */
const SYSTEMS: Record<string, PointsSystem> = {
  chess: {
    win: q("1"),
    draw: q("1/2"),
    loss: q("0"),
    absent: q("0"),
    pab: q("1"),
    unknown: q("1/2"),
  },
  "3/1/0": {
    win: q("3"),
    draw: q("1"),
    loss: q("0"),
    absent: q("0"),
    pab: q("3"),
    unknown: q("1"),
  },
  "2/1/0 pab 1": {
    win: q("2"),
    draw: q("1"),
    loss: q("0"),
    absent: q("0"),
    pab: q("1"),
    unknown: q("1"),
    hpb: q("1"),
    forfeitWin: q("2"),
    forfeitLoss: q("-1"),
  },
  go: { win: q("1"), draw: q("0"), loss: q("0"), absent: q("0"), pab: q("1"), unknown: q("0") },
  thirds: {
    win: q("1"),
    draw: q("1/3"),
    loss: q("0"),
    absent: q("0"),
    pab: q("2/3"),
    unknown: q("1/3"),
    fpb: q("1"),
    zpb: q("1/6"),
  },
  // a unit too fine for the whole-unit path (lcm 1009 × 2): the exact path answers
  "no unit": {
    win: q("1"),
    draw: q("1/2"),
    loss: q("0"),
    absent: q("0"),
    pab: q("1000/1009"),
    unknown: q("1/2"),
  },
};

interface Plan {
  n: number;
  rounds: number;
  choices: number[];
  system: string;
  /** Scheduled rounds: as entered (FB differs from BH) or more (FB = BH). */
  moreScheduled: boolean;
  /** Points per round given directly (Tournament.awarded, as a team view has them). */
  awarded: boolean;
  /** Ratings for the rating codes: 0 none, 1 some players unrated, 2 everybody rated. */
  rated: number;
}

function generate(plan: Plan): Tournament {
  const { n, rounds, choices } = plan;
  let c = 0;
  const next = (k: number): number => (choices.length ? choices[c++ % choices.length] % k : 0);
  const players: Player[] = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `P${i + 1}`,
    rating:
      plan.rated === 2 || (plan.rated === 1 && next(5) > 0) ? 1400 + 37 * next(30) : undefined,
    attrs: {},
    rounds: [] as RoundEntry[],
  }));
  // withdrawals and late entries: absent from round `from` (to the end) or before `until`
  const gone = players.map(() => (next(6) === 0 ? 1 + next(rounds) : rounds + 1));
  const late = players.map(() => (next(8) === 0 ? next(rounds) : 0));
  for (let r = 0; r < rounds; r++) {
    const here: number[] = [];
    players.forEach((p, i) => {
      if (r + 1 >= gone[i]) p.rounds[r] = { kind: "bye", bye: "zpb", reason: "withdrawn" };
      else if (r < late[i]) p.rounds[r] = { kind: "bye", bye: "zpb", reason: "late" };
      else if (next(9) === 0) {
        const bye = (["hpb", "zpb", "fpb"] as const)[next(3)];
        p.rounds[r] =
          bye === "zpb" && next(2) === 0
            ? { kind: "bye", bye, reason: "absent" }
            : { kind: "bye", bye };
      } else here.push(i);
    });
    for (let i = here.length - 1; i > 0; i--) {
      const j = next(i + 1);
      [here[i], here[j]] = [here[j], here[i]];
    }
    if (here.length % 2 === 1) {
      const k = here.pop()!;
      players[k].rounds[r] =
        next(4) === 0
          ? { kind: "bye", bye: "zpb", reason: "unpaired" }
          : { kind: "bye", bye: "pab" };
    }
    for (let k = 0; k < here.length; k += 2) {
      const a = players[here[k]];
      const b = players[here[k + 1]];
      const kind = next(12);
      if (kind === 0) {
        const double = next(3) === 0;
        a.rounds[r] = { kind: "forfeit", opponent: b.id, outcome: double ? "loss" : "win" };
        b.rounds[r] = { kind: "forfeit", opponent: a.id, outcome: "loss" };
      } else if (kind === 1) {
        a.rounds[r] = { kind: "unknown", opponent: b.id, colour: "w" };
        b.rounds[r] = { kind: "unknown", opponent: a.id, colour: "b" };
      } else {
        const res = next(3);
        a.rounds[r] = {
          kind: "game",
          opponent: b.id,
          colour: "w",
          outcome: res === 0 ? "win" : res === 1 ? "draw" : "loss",
        };
        b.rounds[r] = {
          kind: "game",
          opponent: a.id,
          colour: "b",
          outcome: res === 0 ? "loss" : res === 1 ? "draw" : "win",
        };
        // a game whose colours are not known (a crosstable)
        if (next(8) === 0) {
          delete (a.rounds[r] as { colour?: string }).colour;
          delete (b.rounds[r] as { colour?: string }).colour;
        }
      }
    }
  }
  // a player whose last rounds were never entered (shorter list: absent)
  if (n > 2 && next(3) === 0) players[next(n)].rounds.length = Math.max(0, rounds - 1 - next(2));
  const t: Tournament = {
    players,
    points: SYSTEMS[plan.system],
    totalRounds: plan.moreScheduled ? rounds + 1 : rounds,
    meta: {},
  };
  if (plan.awarded) {
    const steps = ["0", "1/4", "1/2", "3/4", "1", "5/4", "2"];
    t.awarded = players.map(() =>
      Array.from({ length: rounds }, () => q(steps[next(steps.length)]))
    );
  }
  return t;
}

const plans = fc.record({
  n: fc.integer({ min: 2, max: 12 }),
  rounds: fc.integer({ min: 1, max: 7 }),
  choices: fc.array(fc.nat({ max: 10000 }), { minLength: 1, maxLength: 80 }),
  system: fc.constantFrom(...Object.keys(SYSTEMS)),
  moreScheduled: fc.boolean(),
  awarded: fc.boolean(),
  rated: fc.constantFrom(0, 1, 2),
});

const options = fc.record({
  rules: fc.constantFrom<Edition>("fide-2026", "fide-2024", "fide-pre2023", "plain"),
  type: fc.constantFrom<"swiss" | "round-robin" | undefined>("swiss", "round-robin", undefined),
  backRounds: fc.integer({ min: 0, max: 2 }),
  de: fc.constantFrom<"fide" | "strict" | undefined>(undefined, "fide", "strict"),
});

/** The 59 individual codes of the engine benchmark, and ARO-family codes with a rating for unrated players. */
const CODES = [
  ...ALL_CODES,
  // with a rating for unrated players
  "ARO/U1400",
  "ARO/C1/U1400",
  "ARO/M2/U1500",
  "TPR/U1400",
  "APRO/U1400",
];
const ORDER = parseOrder(CODES);

/** Every value-based code's value for every player, or the error it gives, as text. */
function valuesText(t: Tournament, o: EngineOptions, exact: boolean): string[] {
  const out: string[] = [];
  const ctx = new Ctx(t, o);
  ctx.exactPaths = exact;
  for (const spec of ORDER) {
    if (!spec.def.compute) continue;
    try {
      valuesOf(ctx, spec).forEach((v, i) =>
        out.push(`${spec.code} ${t.players[i].id}: ${String(v)}`)
      );
    } catch (e) {
      out.push(`${spec.code}: ${(e as Error).message}`);
    }
  }
  return out;
}

/**
 * The standings with every code (DE among them), or the error, as text: place, player, values,
 * the code that decided the place and the one that separated the row from the row above.
 */
function standingsText(t: Tournament, o: EngineOptions, exact: boolean, order = ORDER): string[] {
  try {
    const ctx = new Ctx(t, o);
    ctx.exactPaths = exact;
    const s = standingsIn(ctx, order);
    return s.rows.map(
      (r) =>
        `${r.rank}${r.tied ? "=" : ""} ${r.player.id} ${r.values.map(String).join(" ")} ` +
        `decided by ${r.decidedBy}, above by ${r.aboveBy}, points ${r.points}, primary ${r.primary}`
    );
  } catch (e) {
    return [(e as Error).message];
  }
}

describe("fast paths equal the exact paths", () => {
  it("every code, every player: values and standings", () => {
    fc.assert(
      fc.property(plans, options, (plan, opt) => {
        const t = generate(plan);
        const o: EngineOptions = { rules: opt.rules };
        if (opt.type) o.type = opt.type;
        if (opt.de) o.de = opt.de;
        // a round that can be asked for: not one paired without any result (roundsCounted)
        const entered = roundsCounted(t);
        if (opt.backRounds > 0 && entered - opt.backRounds >= 0)
          o.rounds = entered - opt.backRounds;
        expect(valuesText(t, o, false)).toEqual(valuesText(t, o, true));
        expect(standingsText(t, o, false)).toEqual(standingsText(t, o, true));
      }),
      { numRuns: 150 }
    );
  });

  it("short orders of any codes (ties reaching every code, undefined values among them): standings", () => {
    fc.assert(
      fc.property(
        plans,
        options,
        fc.shuffledSubarray(CODES, { minLength: 1, maxLength: 4 }),
        (plan, opt, codes) => {
          const t = generate(plan);
          const o: EngineOptions = { rules: opt.rules };
          if (opt.type) o.type = opt.type;
          if (opt.de) o.de = opt.de;
          const order = parseOrder(codes);
          expect(standingsText(t, o, false, order)).toEqual(standingsText(t, o, true, order));
        }
      ),
      { numRuns: 300 }
    );
  });

  it("large tied groups (more players than rounds): DE and DE/P, both readings, standings", () => {
    const big = fc.record({
      n: fc.integer({ min: 8, max: 40 }),
      rounds: fc.integer({ min: 1, max: 4 }),
      choices: fc.array(fc.nat({ max: 10000 }), { minLength: 1, maxLength: 80 }),
      system: fc.constantFrom(...Object.keys(SYSTEMS)),
      moreScheduled: fc.boolean(),
      awarded: fc.boolean(),
      rated: fc.constant(0),
    });
    const order = parseOrder(["DE", "WIN", "DE/P", "TPN"]);
    fc.assert(
      fc.property(big, options, (plan, opt) => {
        const t = generate(plan);
        const o: EngineOptions = { rules: opt.rules };
        if (opt.type) o.type = opt.type;
        if (opt.de) o.de = opt.de;
        expect(standingsText(t, o, false, order)).toEqual(standingsText(t, o, true, order));
      }),
      { numRuns: 200 }
    );
  });

  it("orders led by a primary score, other families' codes, group codes between value codes: standings", () => {
    // the ranking splits a run of value-based levels at once (standings.ts splitRun): a primary
    // score (Go's MMS and NBW, a wargame record) or the points first, then any mix of
    // value-based codes (ascending, reversed) and group-based ones (DE, Go's DC, US Chess's
    // head-to-head, a wargame's H2H) in any place
    const primaries = ["", "MMS", "NBW", "REC:3-1-0"];
    const others = [
      ...["WIN", "BPG", "TPN", "TPN/R", "RTNG/R", "BH/C1", "SB", "ARO", "PS", "KS"],
      ...["SOS", "SODOS", "SOSM", "USCUM", "USSB", "MW", "OMW"],
      ...["DE", "DE/P", "DC", "SDC", "USH2H", "H2H"],
    ];
    fc.assert(
      fc.property(
        plans,
        options,
        fc.constantFrom(...primaries),
        fc.boolean(),
        fc.shuffledSubarray(others, { minLength: 1, maxLength: 6 }),
        (plan, opt, primary, asOption, codes) => {
          const t = generate(plan);
          // Go ranks for the McMahon score (5k .. 3d)
          t.players.forEach((p, i) => (p.rank = ["5k", "1k", "1d", "3d"][i % 4]));
          const o: EngineOptions = { rules: opt.rules };
          if (opt.type) o.type = opt.type;
          if (opt.de) o.de = opt.de;
          let list = codes;
          if (primary !== "" && asOption) o.primary = primary;
          else if (primary !== "") list = [primary, ...codes];
          const order = parseOrder(list);
          expect(standingsText(t, o, false, order)).toEqual(standingsText(t, o, true, order));
        }
      ),
      { numRuns: 300 }
    );
  });

  it("PTP, TPR, APPO with ratings far apart (0 to 3,500): values", () => {
    // PTP's search starts from a guess (mean rating + dp): ratings far from each other and
    // scores of 0 or everything put the answer far from it, or at the ends of the search
    const codes = parseOrder(["PTP", "TPR", "APPO", "APRO", "PTP/U1400"]);
    fc.assert(
      fc.property(
        plans,
        fc.array(fc.integer({ min: 0, max: 3500 }), { minLength: 1, maxLength: 20 }),
        (plan, ratings) => {
          const t = generate({ ...plan, rated: 1 });
          t.players.forEach((p, i) => {
            if (p.rating !== undefined) p.rating = ratings[i % ratings.length] || undefined;
          });
          const text = (exact: boolean): string[] => {
            const ctx = new Ctx(t, { rules: "fide-2026" });
            ctx.exactPaths = exact;
            return codes.map((s) => valuesOf(ctx, s).map(String).join(" "));
          };
          expect(text(false)).toEqual(text(true));
        }
      ),
      { numRuns: 300 }
    );
  });

  it("DE: a group of more players than rounds where 6.3 peels the top player (by hand)", () => {
    // T (1) beats A, B, C (2, 3, 4) in rounds 1-3; D (5) draws with B, C, A in rounds 1-3; the
    // others play outsiders (6, 7, 8). Mini-table of {T, A, B, C, D}: T 3, D 1.5 (T unmet),
    // A, B, C 0.5 with two unmet each: every maximum (2.5) is below T's 3, so 6.3 ranks T first;
    // afresh among A-D nobody has met everybody and D's 1.5 does not pass A's 0.5 + 2 unmet.
    const g = (opponent: number, outcome: "win" | "draw" | "loss"): RoundEntry => ({
      kind: "game",
      opponent,
      outcome,
    });
    const rounds: Record<number, RoundEntry[]> = {
      1: [g(2, "win"), g(3, "win"), g(4, "win")],
      2: [g(1, "loss"), g(7, "draw"), g(5, "draw")],
      3: [g(5, "draw"), g(1, "loss"), g(8, "draw")],
      4: [g(6, "draw"), g(5, "draw"), g(1, "loss")],
      5: [g(3, "draw"), g(4, "draw"), g(2, "draw")],
      6: [g(4, "draw"), g(8, "draw"), g(7, "draw")],
      7: [g(8, "draw"), g(2, "draw"), g(6, "draw")],
      8: [g(7, "draw"), g(6, "draw"), g(3, "draw")],
    };
    const players: Player[] = Object.entries(rounds).map(([id, r]) => ({
      id: Number(id),
      name: `P${id}`,
      attrs: {},
      rounds: r,
    }));
    const t: Tournament = { players, points: SYSTEMS.chess, meta: {} };
    const [de] = parseOrder(["DE"]);
    for (const exact of [false, true]) {
      const ctx = new Ctx(t, { rules: "fide-2026", type: "swiss" });
      ctx.exactPaths = exact;
      expect(deBlocks(ctx, de, [0, 1, 2, 3, 4])).toEqual([[0], [1, 2, 3, 4]]);
    }
  });

  it("round classes: each class's entry is of that class; an entry of no class leaves the fast paths", () => {
    const players: Player[] = CLASS_ENTRIES.map((e, i) => ({
      id: i + 1,
      name: `P${i + 1}`,
      attrs: {},
      rounds: [e.kind === "bye" ? e : { ...e, opponent: i + 1 }],
    }));
    const ctx = new Ctx({ players, points: SYSTEMS.chess, meta: {} });
    expect([...(ctx.roundClasses() ?? [])]).toEqual(CLASS_ENTRIES.map((_, c) => c));
    const t = generate({
      n: 6,
      rounds: 3,
      choices: [3, 1, 4, 1, 5, 9, 2, 6],
      system: "chess",
      moreScheduled: false,
      awarded: false,
      rated: 2,
    });
    t.players[2].rounds[1] = { kind: "bye", bye: "zpb", reason: "ill" as "absent" };
    expect(new Ctx(t).roundClasses()).toBeNull();
    expect(valuesText(t, {}, false)).toEqual(valuesText(t, {}, true));
    expect(standingsText(t, {}, false)).toEqual(standingsText(t, {}, true));
  });

  it("an opponent who is not a player: the same error on both paths", () => {
    const t = generate({
      n: 4,
      rounds: 2,
      choices: [5, 7, 11, 13, 17],
      system: "chess",
      moreScheduled: false,
      awarded: false,
      rated: 0,
    });
    t.players[0].rounds[0] = { kind: "game", opponent: 99, colour: "w", outcome: "win" };
    const fast = valuesText(t, { rules: "fide-2026" }, false).filter((x) => x.startsWith("BH"));
    expect(fast.some((x) => /opponent 99 is not a player/.test(x))).toBe(true);
    expect(fast).toEqual(
      valuesText(t, { rules: "fide-2026" }, true).filter((x) => x.startsWith("BH"))
    );
  });
});
