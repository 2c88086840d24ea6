/**
 * The property tests' seeds (test/setup/fast-check.ts): `npm test` draws the same values on
 * every run, `npm run fuzz` fresh ones and more of them, and a failure says how to replay it.
 */
import fc from "fast-check";
import { fuzzSettings, propertyRun, SEED } from "./fast-check";

/** The seed this run of the suite uses: SEED, or FC_SEED when given. */
const RUN_SEED = fuzzSettings(process.env).seed ?? SEED;

/** The first `n` integers a property draws under `params`. */
function drawn(params: { seed?: number; numRuns: number }): number[] {
  const seen: number[] = [];
  fc.assert(
    fc.property(fc.integer(), (x) => {
      seen.push(x);
    }),
    params
  );
  return seen;
}

describe("npm test: one fixed seed", () => {
  test("a property draws the same values twice, those of the fixed seed", () => {
    // (under FC_SEED, those of that seed)
    const a = drawn({ numRuns: 20 });
    expect(drawn({ numRuns: 20 })).toEqual(a);
    // the values fast-check itself draws from SEED (the real runner, not the wrapped one)
    const real = jest.requireActual<typeof fc>("fast-check");
    const direct: number[] = [];
    real.assert(
      real.property(real.integer(), (x) => {
        direct.push(x);
      }),
      { seed: RUN_SEED, numRuns: 20 }
    );
    expect(a).toEqual(direct);
    // and another seed draws others
    expect(drawn({ seed: RUN_SEED + 1, numRuns: 20 })).not.toEqual(a);
  });

  test("a property's own number of runs is kept", () => {
    expect(drawn({ numRuns: 7 })).toHaveLength(7);
  });

  test("the seed and the runs without FC_FUZZ and FC_SEED", () => {
    expect(propertyRun({ numRuns: 300 }, {})).toEqual({ seed: SEED, numRuns: 300 });
    expect(propertyRun(undefined, {})).toEqual({ seed: SEED, numRuns: 100 });
    // a test that pins its own seed keeps it
    expect(propertyRun({ seed: 5, numRuns: 10 }, {})).toEqual({ seed: 5, numRuns: 10 });
  });

  test("FC_SEED overrides the fixed seed", () => {
    expect(propertyRun({ numRuns: 30 }, { FC_SEED: "1607167429" })).toEqual({
      seed: 1607167429,
      numRuns: 30,
    });
    expect(() => propertyRun(undefined, { FC_SEED: "abc" })).toThrow(/FC_SEED=abc/);
  });
});

describe("npm run fuzz: fresh seeds, more runs", () => {
  test("FC_FUZZ=k multiplies each property's runs and draws a fresh seed each time", () => {
    const fuzz = { FC_FUZZ: "10" };
    const a = propertyRun({ numRuns: 300 }, fuzz);
    expect(a.numRuns).toBe(3000);
    expect(Number.isSafeInteger(a.seed)).toBe(true);
    // 20 draws of a 32-bit seed: all equal only by a defect
    const seeds = new Set(Array.from({ length: 20 }, () => propertyRun(undefined, fuzz).seed));
    expect(seeds.size).toBeGreaterThan(1);
    expect(propertyRun(undefined, fuzz).numRuns).toBe(1000);
  });

  test("FC_SEED with FC_FUZZ replays a fuzz failure: the seed given, the runs multiplied", () => {
    expect(propertyRun({ numRuns: 60 }, { FC_FUZZ: "10", FC_SEED: "-42" })).toEqual({
      seed: -42,
      numRuns: 600,
    });
  });
});

describe("a failure names its seed and the command that replays it", () => {
  test("the message ends with the replay line of this file and test", () => {
    let message = "";
    try {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1000 }), (n) => n < 900),
        { numRuns: 200 }
      );
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain(`seed: ${RUN_SEED}`);
    expect(message).toContain(
      `replay: FC_SEED=${RUN_SEED} npx jest test/setup/fast-check.test.ts -t "a failure names its seed and the command that replays it the message ends with the replay line of this file and test"`
    );
  });

  test("an asynchronous property's failure has the line too", async () => {
    await expect(
      fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 1000 }), async (n) => n < 900),
        { numRuns: 200 }
      )
    ).rejects.toThrow(`replay: FC_SEED=${RUN_SEED} npx jest`);
  });
});
