/**
 * The message catalogues (src/i18n): every language has every key of English and nothing else,
 * each message of the same kind (text, or a function of the same parameters); plural forms from
 * Intl.PluralRules as each language writes them; numbers with the language's decimal comma.
 * Expected texts are the grammar of each language, written here by hand.
 */
import {
  englishCatalogue,
  LANGUAGES,
  list,
  loadCatalogue,
  loadedCatalogue,
  num,
  otherLanguages,
  plural,
  type Catalogue,
  type Lang,
} from "../../src/i18n";
import { messages as english } from "../../src/i18n/en";

/** Sample parameters for a message function: a number for every parameter the message reads. */
function sample(n: number): Record<string, number | string> {
  return new Proxy({}, { get: () => n }) as Record<string, number | string>;
}

describe("every language has every message", () => {
  const keys = Object.keys(english).sort();

  test.each(otherLanguages())("%s: the same keys as English, each of the same kind", async (l) => {
    const c = await loadCatalogue(l);
    expect(Object.keys(c).sort()).toEqual(keys);
    for (const k of keys) {
      const e = english[k as keyof Catalogue];
      const v = c[k as keyof Catalogue];
      expect([k, typeof v]).toEqual([k, typeof e]);
      if (typeof v === "string") expect([k, v.trim()]).not.toEqual([k, ""]);
    }
  });

  test.each(otherLanguages())("%s: a message with a number writes a whole text", async (l) => {
    const c = await loadCatalogue(l);
    for (const [k, v] of Object.entries(c)) {
      if (typeof v !== "function") continue;
      for (const n of [0, 1, 2, 5, 21, 1.5]) {
        const text = (v as (p: unknown) => string)(sample(n));
        expect([k, n, /#|\{|undefined|NaN/.test(text)]).toEqual([k, n, false]);
      }
    }
  });

  test("a language's text differs from English where the words differ", async () => {
    const de = await loadCatalogue("de");
    expect(de["pane.order"]).toBe("Reihenfolge der Feinwertungen");
    expect(englishCatalogue()["pane.order"]).toBe("Tie-break order");
    const ru = await loadCatalogue("ru");
    expect(ru["pane.standings"]).toBe("Итоговая таблица");
  });

  test("loaded once, then at hand", async () => {
    const a = await loadCatalogue("fr");
    expect(loadedCatalogue("fr")).toBe(a);
    expect(await loadCatalogue("fr")).toBe(a);
    expect(loadedCatalogue("en")).toBe(englishCatalogue());
  });

  test("the list of languages: English first, then the eight, each with its own name", () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual([
      "en",
      "de",
      "fr",
      "es",
      "it",
      "nl",
      "pl",
      "ru",
      "pt",
    ]);
    expect(LANGUAGES.map((l) => l.name)).toEqual([
      "English",
      "Deutsch",
      "Français",
      "Español",
      "Italiano",
      "Nederlands",
      "Polski",
      "Русский",
      "Português",
    ]);
  });
});

describe("TypeScript checks the catalogue", () => {
  test("a catalogue without a key, or with a key English has not, is not a Catalogue", () => {
    const rest: Partial<Catalogue> = { ...english };
    delete rest["pane.order"];
    // @ts-expect-error a key is missing
    const missing: Catalogue = rest;
    // @ts-expect-error a key English does not have
    const extra: Catalogue = { ...english, "pane.nonsense": "x" };
    // @ts-expect-error a message with parameters must stay a function of them
    const wrongKind: Catalogue = { ...english, "count.players": "players" };
    expect([missing, extra, wrongKind].length).toBe(3);
  });
});

describe("plural forms (Intl.PluralRules)", () => {
  async function players(l: Lang, n: number): Promise<string> {
    return (await loadCatalogue(l))["count.players"]({ n });
  }
  async function rounds(l: Lang, n: number): Promise<string> {
    return (await loadCatalogue(l))["count.rounds"]({ n });
  }

  test("Russian: one, few, many and fractions", async () => {
    // 1, 21, 101: один участник; 2-4, 22-24: участника; 5-20, 11-14, 25: участников
    expect(await players("ru", 1)).toBe("1 участник");
    expect(await players("ru", 2)).toBe("2 участника");
    expect(await players("ru", 5)).toBe("5 участников");
    expect(await players("ru", 11)).toBe("11 участников");
    expect(await players("ru", 21)).toBe("21 участник");
    expect(await players("ru", 22)).toBe("22 участника");
    expect(await players("ru", 1.5)).toBe("1,5 участника");
    expect(await rounds("ru", 9)).toBe("9 туров");
    expect(await rounds("ru", 3)).toBe("3 тура");
  });

  test("Polish: 1 runda, 2-4 rundy, 5 rund, 22 rundy, 12 rund", async () => {
    expect(await rounds("pl", 1)).toBe("1 runda");
    expect(await rounds("pl", 3)).toBe("3 rundy");
    expect(await rounds("pl", 5)).toBe("5 rund");
    expect(await rounds("pl", 12)).toBe("12 rund");
    expect(await rounds("pl", 22)).toBe("22 rundy");
    expect(await players("pl", 1)).toBe("1 zawodnik");
    expect(await players("pl", 7)).toBe("7 zawodników");
  });

  test("French: 0 and 1 are singular; German and English: only 1", async () => {
    expect(await rounds("fr", 0)).toBe("0 ronde");
    expect(await rounds("fr", 1)).toBe("1 ronde");
    expect(await rounds("fr", 2)).toBe("2 rondes");
    expect(await rounds("de", 0)).toBe("0 Runden");
    expect(await rounds("de", 1)).toBe("1 Runde");
    expect(await rounds("en", 1)).toBe("1 round");
    expect(await rounds("en", 7)).toBe("7 rounds");
  });

  test("a form a language may leave out falls back to other (French millions)", () => {
    expect(plural("fr", 1000000, { one: "# joueur", other: "# joueurs" })).toBe("1000000 joueurs");
    expect(
      plural("fr", 1000000, { one: "# joueur", many: "# de joueurs", other: "# joueurs" })
    ).toBe("1000000 de joueurs");
  });
});

describe("numbers as each language writes them in text", () => {
  test("27,5 in German and French, 27.5 in English; no grouping", () => {
    expect(num("de", 27.5)).toBe("27,5");
    expect(num("fr", 27.5)).toBe("27,5");
    expect(num("ru", 27.5)).toBe("27,5");
    expect(num("en", 27.5)).toBe("27.5");
    expect(num("de", 1800)).toBe("1800");
    expect(num("fr", 12345)).toBe("12345");
    expect(num("pl", 0.25)).toBe("0,25");
    expect(num("en", 1 / 3)).toBe("0.333333");
  });

  test("the engine's decimal text keeps its digits, only the separator changes", () => {
    expect(num("de", "27.5")).toBe("27,5");
    expect(num("de", "-0.25")).toBe("-0,25");
    expect(num("de", "12")).toBe("12");
    expect(num("en", "27.5")).toBe("27.5");
    // not a number: left as it is
    expect(num("de", "BH/C1")).toBe("BH/C1");
  });

  test("lists", () => {
    expect(list("en", ["BH", "SB", "DE"])).toBe("BH, SB, and DE");
    expect(list("de", ["BH", "SB", "DE"])).toBe("BH, SB und DE");
    expect(list("ru", ["BH", "SB", "DE"])).toBe("BH, SB и DE");
  });
});
