/**
 * The one options grammar (src/engine/options.ts), and the same answer from every surface: the
 * command line, the custom functions' options text and the task pane.
 */
import { parseCommandLine } from "../../src/cli/args";
import { run } from "../../src/cli/main";
import {
  isInputError,
  parseOptionItems,
  parseOptionsText,
  validKeys,
  type InputError,
} from "../../src/engine";
import { parseOptions } from "../../src/functions/options";
import { engineOptions } from "../../src/taskpane/order";

function thrown(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (isInputError(e)) return e;
    throw e;
  }
  throw new Error("expected an input error");
}

async function cli(...argv: string[]): Promise<{ code: number; err: string }> {
  let err = "";
  const code = await run(argv, { stdout: () => undefined, stderr: (s) => void (err += s) });
  return { code, err };
}

describe("options grammar", () => {
  test("an unknown key is refused with the list of valid keys", () => {
    const e = thrown(() => parseOptionsText("rule=fide-2024"));
    expect(e.reason).toBe("unknown-option");
    expect(e.place).toEqual({ kind: "option", option: "rule" });
    expect(e.message).toMatch(
      /unknown option "rule". Valid options: rules, type, unrated, rounds, de/
    );
    // family keys are listed too
    expect(e.message).toMatch(/\bbar\b/);
    expect(e.message).toMatch(/sos\.floor/);
    expect(validKeys()).toContain("us.cum");
  });

  test("an unknown value is refused with the valid values", () => {
    const e = thrown(() => parseOptionsText("rules=bogus"));
    expect(e.reason).toBe("invalid-value");
    expect(e.place).toEqual({ kind: "option", option: "rules" });
    expect(e.message).toBe(
      "rules=bogus: expected one of fide-2026, fide-2024, fide-pre2023, plain"
    );
    expect(thrown(() => parseOptionsText("sos.bye=some")).message).toBe(
      "sos.bye=some: expected none or win0"
    );
  });

  test("Object.prototype is never reached: constructor, __proto__, toString", () => {
    for (const v of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      expect(thrown(() => parseOptionsText(`rules=${v}`)).reason).toBe("invalid-value");
      expect(thrown(() => parseOptionsText(`type=${v}`)).reason).toBe("invalid-value");
      expect(thrown(() => parseOptionsText(`preset=${v}`)).reason).toBe("invalid-value");
      expect(thrown(() => parseOptionsText(`${v}=1`)).reason).toBe("unknown-option");
    }
    // an option value "__proto__" for a free-text family key stays a plain own value
    const o = parseOptionsText("h2h.vp=__proto__");
    expect(Object.prototype.hasOwnProperty.call(o.engine.extra, "h2h.vp")).toBe(true);
    expect(o.engine.extra?.["h2h.vp"]).toBe("__proto__");
  });

  test("keys and values are case-insensitive", () => {
    expect(parseOptionsText("RULES=FIDE-2024; Type=Round-Robin; DE=Strict").engine).toEqual({
      rules: "fide-2024",
      type: "round-robin",
      de: "strict",
    });
    expect(parseOptionsText("preset=FIDE-SWISS").preset?.id).toBe("fide-swiss");
    expect(parseOptionsText("SOS.BYE=WIN0").engine.extra).toEqual({ "sos.bye": "win0" });
  });

  test("numbers: whole and bounded, never 1e20 or 20 digits", () => {
    expect(parseOptionsText("unrated=1400; rounds=5").engine).toEqual({ unrated: 1400, rounds: 5 });
    for (const v of ["1e20", "100000000000000000000", "-1", "4001", "14.5", ""]) {
      const e = thrown(() => parseOptionsText(`unrated=${v}`));
      expect(e.reason).toBe("invalid-value");
      expect(e.message).toBe(`unrated=${v}: expected a whole number from 0 to 4000`);
    }
  });

  test("a preset's options apply first, items after them win", () => {
    const club = parseOptionsText("preset=club");
    expect(club.engine.rules).toBe("plain"); // the club preset says rules=plain
    expect(parseOptionsText("preset=club; rules=fide-2024").engine.rules).toBe("fide-2024");
    expect(parseOptionsText("rules=fide-2024; preset=club").engine.rules).toBe("fide-2024");
    // later items win
    expect(parseOptionsText("unrated=1000; unrated=1200").engine.unrated).toBe(1200);
  });

  test("order= is checked as a tie-break list", () => {
    expect(parseOptionsText("order=BH/C1,SB").order).toBe("BH/C1,SB");
    const e = thrown(() => parseOptionsText("order=BH,NOPE"));
    expect(e.reason).toBe("code");
    expect(e.message).toMatch(/NOPE/);
  });
});

describe("one answer from every surface", () => {
  test("the CLI, the functions and the pane parse the same options to the same engine options", () => {
    const fromCli = parseCommandLine([
      "standings",
      "--rules",
      "FIDE-2024",
      "--unrated",
      "1400",
      "--preset",
      "fide-swiss",
    ]).standings.parsed.engine;
    const fromFunctions = parseOptions("rules=fide-2024; UNRATED=1400; preset=fide-swiss").engine;
    const fromPane = engineOptions({
      presetId: "fide-swiss",
      rules: "fide-2024",
      codes: [],
      unrated: 1400,
    });
    const fromText = parseOptionItems([
      { key: "preset", value: "fide-swiss" },
      { key: "rules", value: "fide-2024" },
      { key: "unrated", value: "1400" },
    ]).engine;
    expect(fromCli).toEqual({ rules: "fide-2024", unrated: 1400 });
    expect(fromFunctions).toEqual(fromCli);
    expect(fromPane).toEqual(fromCli);
    expect(fromText).toEqual(fromCli);
  });

  test("the pane takes a preset's family options through the same grammar", () => {
    const pane = engineOptions({ presetId: "mtg", rules: "auto", codes: [] });
    expect(pane).toEqual(parseOptionsText("preset=mtg").engine);
    expect(pane.extra?.["mtg.floor"]).toBe("0.33");
  });

  test("CLI: --option rules=bogus, unknown keys, rules=constructor, unrated=1e20 are exit 2", async () => {
    const bogus = await cli("standings", "--option", "rules=bogus");
    expect(bogus).toEqual({
      code: 2,
      err: "tiebreaks: --option rules=bogus: expected one of fide-2026, fide-2024, fide-pre2023, plain\n",
    });
    const ctor = await cli("standings", "--option", "rules=constructor");
    expect(ctor.code).toBe(2);
    const key = await cli("standings", "--option", "colour=white");
    expect(key.code).toBe(2);
    expect(key.err).toMatch(/unknown option "--option colour". Valid options: rules, type/);
    const big = await cli("standings", "--option", "unrated=1e20");
    expect(big).toEqual({
      code: 2,
      err: "tiebreaks: --option unrated=1e20: expected a whole number from 0 to 4000\n",
    });
    const flag = await cli("standings", "--unrated", "100000000000000000000");
    expect(flag.code).toBe(2);
    expect(flag.err).toMatch(/--unrated "100000000000000000000": expected a whole number/);
    const upper = await cli("standings", "--rules", "FIDE-2024", "-f", "json");
    expect(upper.code).toBe(0);
  });

  test("functions: rules=constructor is #VALUE! naming the option", () => {
    let err: unknown;
    try {
      parseOptions("rules=constructor");
    } catch (e) {
      err = e;
    }
    expect(isInputError(err)).toBe(true);
    expect((err as Error).message).toMatch(
      /^options: rules=constructor: expected one of fide-2026/
    );
  });
});
