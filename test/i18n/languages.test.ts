/**
 * Choosing the language (src/i18n/languages.ts): one rule for every surface. The user's explicit
 * choice first, then what the environment says, the first that names one of the languages; tags
 * in every spelling the environments give (Office "de-DE", browsers "pt-BR", POSIX
 * "de_DE.UTF-8"); POSIX precedence LC_ALL > LC_MESSAGES > LANG; the functions' default is the
 * language of the metadata Excel loads (an exact Override locale).
 */
import {
  languageOfTag,
  metadataLanguage,
  posixLocale,
  resolveLanguage,
} from "../../src/i18n/languages";
import { optionsKey, parseOptionsText } from "../../src/engine";
import { cliLanguage, parseCommandLine } from "../../src/cli/args";
import { functionLanguage, parseOptions } from "../../src/functions/options";

describe("languageOfTag", () => {
  test.each([
    ["de", "de"],
    ["de-AT", "de"],
    ["de_DE.UTF-8", "de"],
    ["DE-de", "de"],
    ["pt-BR", "pt"],
    ["pt_PT@euro", "pt"],
    ["ru_RU.KOI8-R", "ru"],
    ["fr-CA", "fr"],
    ["en-GB", "en"],
    ["C", "en"],
    ["C.UTF-8", "en"],
    ["POSIX", "en"],
  ])("%s -> %s", (tag, lang) => {
    expect(languageOfTag(tag)).toBe(lang);
  });

  test.each([["sv-SE"], ["zh-Hans-CN"], [""], ["  "], ["deutsch"], ["d"]])(
    "%s names none of the languages",
    (tag) => {
      expect(languageOfTag(tag)).toBeUndefined();
    }
  );
  test("nothing", () => {
    expect(languageOfTag(undefined)).toBeUndefined();
    expect(languageOfTag(null)).toBeUndefined();
  });
});

describe("resolveLanguage: the explicit choice, then the environment, then English", () => {
  test("the explicit choice wins over the environment", () => {
    expect(resolveLanguage("fr", "de-DE")).toBe("fr");
    expect(resolveLanguage(undefined, "de-DE")).toBe("de");
    expect(resolveLanguage(null, undefined)).toBe("en");
    expect(resolveLanguage()).toBe("en");
  });

  test("a list (navigator.languages) gives its first language that we have", () => {
    expect(resolveLanguage(undefined, ["sv-SE", "nl-BE", "de"])).toBe("nl");
    expect(resolveLanguage(undefined, ["sv-SE", "da"])).toBe("en");
    expect(resolveLanguage("", ["sv", "pl-PL"])).toBe("pl");
  });

  test("a saved choice we no longer have falls through to the environment", () => {
    expect(resolveLanguage("xx", "ru-RU")).toBe("ru");
  });
});

describe("posixLocale: LC_ALL, then LC_MESSAGES, then LANG", () => {
  test("the first set one decides", () => {
    expect(posixLocale({ LC_ALL: "de_DE.UTF-8", LANG: "fr_FR.UTF-8" })).toBe("de_DE.UTF-8");
    expect(posixLocale({ LC_MESSAGES: "es_ES", LANG: "fr_FR" })).toBe("es_ES");
    expect(posixLocale({ LANG: "ru_RU.UTF-8" })).toBe("ru_RU.UTF-8");
    expect(posixLocale({ LC_ALL: "", LANG: "it_IT" })).toBe("it_IT");
    expect(posixLocale({})).toBeUndefined();
  });

  test("an unsupported LC_ALL means English, not the next variable", () => {
    expect(resolveLanguage(undefined, posixLocale({ LC_ALL: "sv_SE.UTF-8", LANG: "de_DE" }))).toBe(
      "en"
    );
    expect(resolveLanguage(undefined, posixLocale({ LANG: "C.UTF-8" }))).toBe("en");
    expect(resolveLanguage("pl", posixLocale({ LANG: "de_DE" }))).toBe("pl");
  });
});

describe("metadataLanguage: the language of the metadata Excel loads", () => {
  test("an Override locale gives its language", () => {
    expect(metadataLanguage("de-DE")).toBe("de");
    expect(metadataLanguage("de-AT")).toBe("de");
    expect(metadataLanguage("pt-BR")).toBe("pt");
    expect(metadataLanguage("ru_RU")).toBe("ru");
  });
  test("a display language without an Override gets English metadata", () => {
    expect(metadataLanguage("de-BE")).toBe("en");
    expect(metadataLanguage("en-US")).toBe("en");
    expect(metadataLanguage("sv-SE")).toBe("en");
    expect(metadataLanguage(undefined)).toBe("en");
  });
});

describe("lang= and --lang: the options grammar of every surface", () => {
  test("a code, any case, or a locale tag naming one", () => {
    expect(parseOptionsText("lang=de").lang).toBe("de");
    expect(parseOptionsText("LANG=FR").lang).toBe("fr");
    expect(parseOptionsText("lang=de-AT").lang).toBe("de");
    expect(parseOptionsText("lang=pt_BR").lang).toBe("pt");
    expect(parseOptionsText("rules=fide-2024").lang).toBeUndefined();
  });

  test("anything else is refused with the list of languages", () => {
    for (const bad of ["xx", "deutsch", "C", "", "sv-SE"]) {
      expect(() => parseOptionsText(`lang=${bad}`)).toThrow(
        /lang=.*expected one of en, de, fr, es, it, nl, pl, ru, pt/
      );
    }
  });

  test("the language is part of the options' cache key", () => {
    expect(optionsKey(parseOptionsText("lang=de"))).not.toBe(
      optionsKey(parseOptionsText("lang=fr"))
    );
  });

  test("the command line: --lang, then LC_ALL / LC_MESSAGES / LANG, then English", () => {
    const a = parseCommandLine(["standings", "x.trf", "--lang", "ru"]).standings;
    expect(cliLanguage(a, { LANG: "de_DE.UTF-8" })).toBe("ru");
    const b = parseCommandLine(["standings", "x.trf"]).standings;
    expect(cliLanguage(b, { LANG: "de_DE.UTF-8" })).toBe("de");
    expect(cliLanguage(b, { LC_ALL: "C", LANG: "de_DE.UTF-8" })).toBe("en");
    expect(cliLanguage(b, {})).toBe("en");
    const c = parseCommandLine(["standings", "x.trf", "--option", "lang=es"]).standings;
    expect(cliLanguage(c, {})).toBe("es");
    expect(() => parseCommandLine(["standings", "x.trf", "--lang", "klingon"])).toThrow(
      /--lang "klingon": expected one of en, de/
    );
  });

  test("the functions: lang= in their options, else the metadata's language", () => {
    expect(functionLanguage(parseOptions("lang=it"), "de-DE")).toBe("it");
    expect(functionLanguage(parseOptions(null), "de-DE")).toBe("de");
    expect(functionLanguage(parseOptions(null), "de-BE")).toBe("en");
    expect(() => parseOptions("lang=zz")).toThrow(/options: lang=zz: expected one of/);
  });
});
