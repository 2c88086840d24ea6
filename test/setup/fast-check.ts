/**
 * The seeds of the property tests (fast-check), set in this one place for every test file
 * (jest's `setupFiles`).
 *
 * - `npm test`: every property runs from the fixed seed SEED (or `FC_SEED=n`), so two runs of
 *   the suite give the same answer and a red CI is caused by the change it tests.
 * - `npm run fuzz` (scripts/fuzz.js sets `FC_FUZZ=k`): each property draws a fresh seed (unless
 *   `FC_SEED` is given) and makes k times its usual number of runs.
 * - A failure ends with the line that replays it: `replay: FC_SEED=... npx jest FILE -t NAME`.
 *   The counterexample is then pinned as an ordinary test beside the property.
 *
 * `fc.configureGlobal` sets the seed for anything that runs properties; `fc.assert` is wrapped
 * too (through jest.mock: the module's exports are read-only) because a property's own
 * `numRuns` overrides the global one, and for the replay line.
 */
import type * as FastCheck from "fast-check";
import * as path from "path";

/** The seed of `npm test`. Any fixed value does; changing it changes what the tests draw. */
export const SEED = 20260424;

type Env = Record<string, string | undefined>;

function envInt(env: Env, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return undefined;
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw new Error(`${name}=${raw}: a whole number is needed`);
  return n;
}

/** The fuzz factor (0: not fuzzing) and the seed given in the environment. */
export function fuzzSettings(env: Env): { fuzz: number; seed: number | undefined } {
  const fuzz = envInt(env, "FC_FUZZ") ?? 0;
  if (fuzz < 0) throw new Error(`FC_FUZZ=${fuzz}: the factor cannot be negative`);
  return { fuzz, seed: envInt(env, "FC_SEED") };
}

/** A fresh seed, drawn as fast-check draws its own. */
function freshSeed(): number {
  return (Date.now() ^ (Math.random() * 0x100000000)) | 0;
}

/**
 * The seed and number of runs of one property: a seed the test gives itself (a pinned
 * property) first, then FC_SEED, then a fresh seed when fuzzing, else SEED; the property's own
 * number of runs (fast-check's 100 when it gives none) times the fuzz factor.
 */
export function propertyRun(
  params: { seed?: number; numRuns?: number } | undefined,
  env: Env,
  globalRuns?: number
): { seed: number; numRuns: number } {
  const { fuzz, seed } = fuzzSettings(env);
  return {
    seed: params?.seed ?? seed ?? (fuzz > 0 ? freshSeed() : SEED),
    numRuns: (params?.numRuns ?? globalRuns ?? 100) * Math.max(fuzz, 1),
  };
}

/** The line that replays a failure of the current test. */
export function replayLine(seed: number, env: Env): string {
  const { fuzz } = fuzzSettings(env);
  const { testPath, currentTestName } = expect.getState();
  const file = testPath ? path.relative(process.cwd(), testPath) : "<test file>";
  const factor = fuzz > 0 ? `FC_FUZZ=${fuzz} ` : "";
  return `replay: FC_SEED=${seed} ${factor}npx jest ${file} -t ${JSON.stringify(currentTestName ?? "")}`;
}

/** `error` with the replay line, its stacks without this file's frames (jest shows the test's line). */
function withReplay(error: unknown, seed: number): never {
  const strip = (x: unknown): void => {
    if (x instanceof Error && x.stack)
      x.stack = x.stack
        .split("\n")
        .filter((l) => !l.includes(__filename))
        .join("\n");
  };
  if (error instanceof Error) {
    error.message = `${error.message}\n\n${replayLine(seed, process.env)}`;
    strip(error);
    strip(error.cause);
  }
  throw error;
}

jest.mock("fast-check", () => {
  const real = jest.requireActual<typeof FastCheck>("fast-check");
  const { fuzz, seed } = fuzzSettings(process.env);
  if (fuzz === 0 || seed !== undefined) real.configureGlobal({ seed: seed ?? SEED });
  const run = real.assert as (property: unknown, params?: object) => unknown;
  const assert = ((property: unknown, params?: FastCheck.Parameters<unknown>) => {
    const p = {
      ...params,
      ...propertyRun(params, process.env, real.readConfigureGlobal().numRuns),
    };
    try {
      const out = run(property, p);
      return out instanceof Promise ? out.catch((e: unknown) => withReplay(e, p.seed)) : out;
    } catch (e) {
      return withReplay(e, p.seed);
    }
  }) as typeof real.assert;
  const mod = { ...real, assert };
  return { __esModule: true, ...mod, default: mod };
});
