/**
 * The order model behind the editor: presets and catalogue from the registry, the text field
 * in sync with the list, moves, modifiers, and the workbook setting round trip.
 */
import {
  allDefinitions,
  allPresets,
  parseCode,
  type Preset,
  type Tournament,
} from "../../src/engine";
import { parseGrid } from "../../src/formats/grid";
import { loadFixture } from "../helpers/fixtures";
import {
  addCode,
  catalogue,
  defaultState,
  deserialize,
  engineOptions,
  eventKind,
  fromPreset,
  importedOrder,
  isModified,
  modifierChoices,
  modifiersOf,
  move,
  moveTo,
  optionsText,
  orderText,
  parseOrderText,
  presetGroups,
  presetsFor,
  PREFERRED_PRESET,
  presetLabel,
  removeAt,
  serialize,
  unratedOf,
  withModifiers,
} from "../../src/taskpane/order";

describe("catalogue and presets come from the registry", () => {
  test("every registered definition appears once, under its family", () => {
    const fams = catalogue();
    const listed = fams.flatMap((f) => f.entries.map((e) => e.name));
    const defs = allDefinitions();
    expect(listed.sort()).toEqual(defs.map((d) => d.name).sort());
    for (const f of fams) {
      for (const e of f.entries) {
        const d = defs.find((x) => x.name === e.name)!;
        expect(d.family).toBe(f.family);
        expect(e.summary).toBe(d.summary);
      }
    }
    // families sorted for the accordion
    const names = fams.map((f) => f.family);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });

  test("a definition that needs a column is offered as NAME:...", () => {
    const withParam = allDefinitions().filter((d) => d.param === "required");
    for (const d of withParam) {
      const e = catalogue()
        .flatMap((f) => f.entries)
        .find((x) => x.name === d.name)!;
      expect(e.needsParam).toBe(true);
    }
  });

  test("every preset gives a list the engine parses, without PTS", () => {
    expect(allPresets().length).toBeGreaterThan(0);
    for (const p of allPresets()) {
      const s = fromPreset(p.id);
      expect(s.presetId).toBe(p.id);
      expect(s.codes).not.toContain("PTS");
      expect(s.codes.length).toBe(p.order.filter((c) => c.toUpperCase() !== "PTS").length);
      for (const c of s.codes) expect(parseCode(c).code).toBe(c);
      expect(isModified(s)).toBe(false);
      if (p.options?.rules) expect(s.rules).toBe(p.options.rules);
    }
  });

  test("the default is FIDE Swiss, else a chess preset", () => {
    const s = defaultState();
    const chess =
      allPresets().find((p) => p.id === PREFERRED_PRESET) ??
      allPresets().find((p) => p.game === "chess");
    expect(s.presetId).toBe(chess ? chess.id : (allPresets()[0]?.id ?? null));
    const onlyOthers = allPresets().filter((p) => p.game !== "chess");
    if (onlyOthers.length) expect(defaultState(onlyOthers).presetId).toBe(onlyOthers[0].id);
    // nobody chose it: it follows the event loaded (stateForEvent)
    expect(defaultState([])).toEqual({ presetId: null, rules: "auto", codes: [], follow: true });
  });
});

describe("presets of the event's own kind first", () => {
  test("a chess round robin lists its default first, then the other chess presets", () => {
    const list = presetsFor({ game: "chess", type: "round-robin" });
    expect(list[0].id).toBe("fide-round-robin");
    const firstOther = list.findIndex((p) => p.game !== "chess");
    expect(list.slice(0, firstOther).every((p) => p.game === "chess")).toBe(true);
    expect(list.slice(firstOther).every((p) => p.game !== "chess")).toBe(true);
    expect(presetsFor({ game: "chess", type: "swiss" })[0].id).toBe("fide-swiss");
    expect(presetsFor({ game: "go" })[0].game).toBe("go");
    expect(presetsFor({}).map((p) => p.id)).toEqual(allPresets().map((p) => p.id));
  });
});

describe("the preset select: one group per game, options by title alone", () => {
  // three presets written here: two of Go, one of chess (titles as the registry's style)
  const mk = (id: string, game: Preset["game"], title: string, defaultFor?: "swiss"): Preset =>
    ({ id, game, title, summary: "", order: [], defaultFor }) as Preset;
  const list = [
    mk("c1", "chess", "FIDE Swiss", "swiss"),
    mk("g1", "go", "Go, McMahon (OpenGotha default)"),
    mk("g2", "go", "Go, Swiss (OpenGotha default)"),
  ];

  test("a Go event: its presets under 'For this event (Go)', chess under 'Chess'", () => {
    const groups = presetGroups({ game: "go", type: "swiss" }, list);
    expect(groups.map((g) => [g.label, g.presets.map((p) => p.id)])).toEqual([
      ["For this event (Go)", ["g1", "g2"]],
      ["Chess", ["c1"]],
    ]);
  });

  test("a chess Swiss: 'For this event (Chess Swiss)' first, then 'Go'", () => {
    const groups = presetGroups({ game: "chess", type: "swiss" }, list);
    expect(groups.map((g) => g.label)).toEqual(["For this event (Chess Swiss)", "Go"]);
  });

  test("the registry's presets: every preset once, no game repeated in a group label", () => {
    const groups = presetGroups({ game: "chess", type: "round-robin" });
    expect(groups[0].label).toBe("For this event (Chess round robin)");
    expect(groups[0].presets[0].id).toBe("fide-round-robin");
    const ids = groups.flatMap((g) => g.presets.map((p) => p.id));
    expect([...ids].sort()).toEqual(
      allPresets()
        .map((p) => p.id)
        .sort()
    );
    expect(new Set(groups.map((g) => g.label)).size).toBe(groups.length);
    for (const g of groups) expect(new Set(g.presets.map((p) => p.game)).size).toBe(1);
  });
});

describe("the kind of the event read orders the presets", () => {
  test("a chess Swiss, a chess round robin, a Go table and a wargame", () => {
    const swiss = parseGrid(loadFixture("seeds/arena-swiss-5.json").grid).tournament;
    expect(eventKind(swiss)).toEqual({ game: "chess", type: "swiss" });
    expect(presetsFor(eventKind(swiss))[0].id).toBe("fide-swiss");

    // seed de-round-robin-5: five players, everybody met everybody (a crosstable)
    const rr = parseGrid(loadFixture("seeds/de-round-robin-5.json").crosstable).tournament;
    expect(eventKind(rr)).toEqual({ game: "chess", type: "round-robin" });
    expect(presetsFor(eventKind(rr))[0].id).toBe("fide-round-robin");

    // a Go table: a rank column ("3d", "1k") makes it Go, whatever the pairings
    const go = parseGrid([
      ["No", "Name", "Rank", "R1", "R2"],
      [1, "Ana", "3d", "2+", "3+"],
      [2, "Ben", "1k", "1-", "0"],
      [3, "Cai", "2k", "0", "1-"],
    ]).tournament;
    expect(eventKind(go).game).toBe("go");
    expect(presetsFor(eventKind(go))[0].game).toBe("go");

    // a wargame: games carrying secondary statistics (battle points)
    const war: Tournament = {
      ...swiss,
      players: swiss.players.map((p) => ({
        ...p,
        rounds: p.rounds.map((e) => (e.kind === "game" ? { ...e, stats: { bp: 10 } } : e)),
      })),
    };
    expect(eventKind(war).game).toBe("wargame");
    expect(presetsFor(eventKind(war))[0].game).toBe("wargame");
  });
});

describe("text field and list stay in sync", () => {
  test("the list is shown as comma-separated codes and read back", () => {
    const codes = ["BH/C1", "BH", "SB", "DE"];
    const text = orderText(codes);
    expect(text).toBe("BH/C1, BH, SB, DE");
    expect(parseOrderText(text)).toEqual({ ok: true, codes });
  });

  test("prose forms and case are normalised; PTS is dropped", () => {
    expect(parseOrderText("pts; bh-c1; sb")).toEqual({ ok: true, codes: ["BH/C1", "SB"] });
  });

  test("an unknown code is an error naming it and listing the valid codes", () => {
    const r = parseOrderText("BH, XYZ");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toContain("XYZ");
    expect(r.error).toContain("tie-break 2");
    for (const d of allDefinitions()) expect(r.error).toContain(d.name);
    // did you mean, as on every surface
    const m = parseOrderText("BHC1, SB");
    expect(m.ok).toBe(false);
    if (!m.ok) expect(m.error).toMatch(/Did you mean BH\/C1\?/);
  });

  test("a modifier a code does not take is an error that still lists valid codes", () => {
    const r = parseOrderText("WIN/C1");
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toContain("WIN");
      expect(r.error).toContain("Valid codes");
    }
  });
});

describe("editing the list", () => {
  const codes = ["DE", "BH", "BH/C1", "SB", "BWG"];

  test("move by one and clamp at the ends", () => {
    expect(move(codes, 4, -1)).toEqual(["DE", "BH", "BH/C1", "BWG", "SB"]);
    expect(move(codes, 0, -1)).toEqual(codes);
    expect(move(codes, 4, 1)).toEqual(codes);
  });

  test("BWG moved above BH by three steps up", () => {
    let c = codes;
    let at = 4;
    for (let k = 0; k < 3; k++) c = move(c, at--, -1);
    expect(c).toEqual(["DE", "BWG", "BH", "BH/C1", "SB"]);
  });

  test("drag to a position, remove, add", () => {
    expect(moveTo(codes, 0, 4)).toEqual(["BH", "BH/C1", "SB", "BWG", "DE"]);
    expect(removeAt(codes, 1)).toEqual(["DE", "BH/C1", "SB", "BWG"]);
    expect(addCode(codes, "bh-m1")).toEqual([...codes, "BH/M1"]);
    expect(() => addCode(codes, "NOPE")).toThrow(/NOPE/);
  });

  test("modifiers follow the definition", () => {
    const bh = modifierChoices("BH");
    expect(bh.cuts).toEqual(["", "C1", "C2", "M1", "M2"]);
    expect(bh.p).toBe(true);
    const win = modifierChoices("WIN");
    expect(win.cuts).toEqual([""]);
    expect(win.p).toBe(false);
  });

  test("setting and clearing modifiers gives canonical codes", () => {
    expect(withModifiers("BH", { ...modifiersOf("BH"), cut: "C1" })).toBe("BH/C1");
    expect(withModifiers("BH/C1", { ...modifiersOf("BH/C1"), p: true })).toBe("BH/C1/P");
    expect(withModifiers("BH/C1/P", { ...modifiersOf("BH/C1/P"), cut: "M2" })).toBe("BH/M2/P");
    expect(withModifiers("BH/M2/P", { cut: "", p: false, r: false, f: false })).toBe("BH");
    // a modifier the code does not accept is ignored rather than producing an invalid code
    expect(withModifiers("WIN", { cut: "C1", p: true, r: false, f: false })).toBe("WIN");
    expect(modifiersOf("BH/M1/P")).toMatchObject({ cut: "M1", p: true });
  });
});

describe("options and storage", () => {
  test("a preset's options reach the engine and the formula text", () => {
    const club = allPresets().find((p) => p.options?.rules === "plain");
    if (!club) return; // no such preset registered
    const s = fromPreset(club.id);
    expect(engineOptions(s).rules).toBe("plain");
    expect(optionsText(s)).toContain("rules=plain");
  });

  test("rules and unrated from the editor", () => {
    const s = { presetId: null, rules: "fide-2024" as const, codes: ["BH"], unrated: 1400 };
    expect(engineOptions(s)).toEqual({ rules: "fide-2024", unrated: 1400 });
    expect(optionsText(s)).toBe("rules=fide-2024; unrated=1400");
    expect(engineOptions({ ...s, rules: "auto", unrated: undefined })).toEqual({});
    expect(presetLabel(s)).toBe("Custom list");
  });

  test("a modified preset says so", () => {
    const p = allPresets()[0];
    const s = fromPreset(p.id);
    const changed = { ...s, codes: [...s.codes].reverse() };
    if (s.codes.length > 1 && s.codes[0] !== s.codes[s.codes.length - 1]) {
      expect(isModified(changed)).toBe(true);
      expect(presetLabel(changed)).toMatch(/\(modified\)$/);
    }
  });

  test("serialize / deserialize round trip", () => {
    const s = {
      presetId: allPresets()[0].id,
      rules: "plain" as const,
      codes: ["DE", "BWG", "BH"],
      unrated: 1200,
    };
    expect(deserialize(serialize(s))).toEqual({ state: s });
  });

  test("unknown saved codes are reported, not silently dropped", () => {
    const text = JSON.stringify({ v: 1, preset: null, rules: "nonsense", order: ["BH", "ZZZ"] });
    const r = deserialize(text);
    expect(r.state).toEqual({ presetId: null, rules: "auto", codes: ["BH"], unrated: undefined });
    expect(r.warning).toContain("ZZZ");
    expect(deserialize("{not json").warning).toBeDefined();
    expect(deserialize(undefined)).toEqual({ state: null });
  });

  // the pane reads rules and the unrated rating through the engine's one
  // options grammar, as --rules / unrated= do: any case, 0-4000, Object.prototype names refused
  test("saved rules in any case are the edition; a name that is none is reported", () => {
    const saved = (rules: unknown): string => JSON.stringify({ v: 1, rules, order: ["BH"] });
    expect(deserialize(saved("FIDE-2024")).state?.rules).toBe("fide-2024");
    expect(deserialize(saved("Plain")).state?.rules).toBe("plain");
    expect(deserialize(saved("auto"))).toEqual({
      state: { presetId: null, rules: "auto", codes: ["BH"], unrated: undefined },
    });
    for (const bad of ["constructor", "__proto__", "fide-2099"]) {
      const r = deserialize(saved(bad));
      expect(r.state?.rules).toBe("auto");
      expect(r.warning).toContain(`"${bad}" are not an edition`);
    }
  });

  test("a saved unrated rating outside 0-4000 is left out with the grammar's message", () => {
    const saved = (unrated: unknown): string =>
      JSON.stringify({ v: 1, rules: "plain", order: ["ARO"], unrated });
    expect(deserialize(saved(4000)).state?.unrated).toBe(4000);
    for (const bad of [5000, -1, 1e20, 1400.5]) {
      const r = deserialize(saved(bad));
      expect(r.state?.unrated).toBeUndefined();
      expect(r.warning).toContain("expected a whole number from 0 to 4000");
    }
  });

  test("the editor's unrated field: the same grammar as unrated= in the CLI and the functions", () => {
    expect(unratedOf("1400")).toEqual({ value: 1400 });
    expect(unratedOf(" ")).toEqual({});
    for (const bad of ["4001", "1e20", "14OO", "constructor", "99999999999999999999"]) {
      expect(unratedOf(bad).error).toBe(`unrated=${bad}: expected a whole number from 0 to 4000`);
    }
  });
});

describe("a TRF imported into a workbook brings its own list (record 202)", () => {
  const swiss = parseGrid(loadFixture("seeds/arena-swiss-5.json").grid).tournament;
  const withList = (list: string[]): Tournament => ({ ...swiss, tiebreaks: list });

  test("an order nobody chose takes the file's list and stops following", () => {
    const follows = { ...defaultState(), rules: "fide-2024" as const, unrated: 1400 };
    const s = importedOrder(follows, withList(["PTS", "sb", "BH/C1", "DE"]));
    // the file's list in canonical codes, without PTS; the rules and unrated rating kept
    expect(s).toEqual({
      presetId: null,
      rules: "fide-2024",
      codes: ["SB", "BH/C1", "DE"],
      unrated: 1400,
    });
    expect(s && "follow" in s).toBe(false);
  });

  test("an order the user chose, a file without a list and an invalid list change nothing", () => {
    const chosen = fromPreset("fide-swiss");
    expect(chosen.follow).toBeUndefined();
    expect(importedOrder(chosen, withList(["SB", "BH"]))).toBeNull();
    expect(importedOrder(defaultState(), swiss)).toBeNull();
    expect(importedOrder(defaultState(), withList(["PTS"]))).toBeNull();
    expect(importedOrder(defaultState(), withList(["BH", "NOPE"]))).toBeNull();
  });
});
