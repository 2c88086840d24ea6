/**
 * The languages of the product and the one rule that picks one, for every surface: the task pane
 * (the workbook's saved choice, then Office's display language), the page (its saved choice, then
 * the browser's languages), the command line (--lang, then LC_ALL / LC_MESSAGES / LANG) and the
 * custom functions (lang= in their options, then the language of the metadata Excel loaded).
 * Pure: no DOM, Office or Node APIs (each surface reads its own environment and passes it in).
 */

/** One language: its code, its own name (for the switch) and the Office locales it serves. */
export interface LanguageInfo {
  /** ISO 639-1 code, the catalogue file's name (src/i18n/de.ts). */
  code: string;
  /** The language's name in itself, as the language switch shows it. */
  name: string;
  /**
   * Office's locale tags for which Excel loads this language's function metadata
   * (functions-de.json): one manifest Override per tag, because a bare "de" is not honoured by
   * every Office client (learn.microsoft.com, "Localization for Office Add-ins").
   */
  officeLocales: readonly string[];
}

/** Every language, English first (the default). Adding one: this line and src/i18n/CODE.ts. */
export const LANGUAGES = [
  { code: "en", name: "English", officeLocales: [] },
  {
    code: "de",
    name: "Deutsch",
    officeLocales: ["de-de", "de-at", "de-ch", "de-li", "de-lu"],
  },
  {
    code: "fr",
    name: "Français",
    officeLocales: ["fr-fr", "fr-be", "fr-ch", "fr-ca", "fr-lu", "fr-mc"],
  },
  {
    code: "es",
    name: "Español",
    officeLocales: [
      "es-es",
      "es-mx",
      "es-ar",
      "es-co",
      "es-cl",
      "es-pe",
      "es-ve",
      "es-uy",
      "es-us",
      "es-419",
    ],
  },
  { code: "it", name: "Italiano", officeLocales: ["it-it", "it-ch"] },
  { code: "nl", name: "Nederlands", officeLocales: ["nl-nl", "nl-be"] },
  { code: "pl", name: "Polski", officeLocales: ["pl-pl"] },
  { code: "ru", name: "Русский", officeLocales: ["ru-ru", "ru-by", "ru-kz", "ru-md", "ru-ua"] },
  { code: "pt", name: "Português", officeLocales: ["pt-br", "pt-pt", "pt-ao", "pt-mz"] },
] as const satisfies readonly LanguageInfo[];

export type Lang = (typeof LANGUAGES)[number]["code"];

/** The default language, and the one every text is written in first. */
export const DEFAULT_LANG: Lang = "en";

const CODES: ReadonlySet<string> = new Set(LANGUAGES.map((l) => l.code));

export function isLang(x: unknown): x is Lang {
  return typeof x === "string" && CODES.has(x);
}

export function languageInfo(lang: Lang): LanguageInfo {
  return LANGUAGES.find((l) => l.code === lang) as LanguageInfo;
}

/**
 * The language a locale tag names, if it is one of ours: "de", "de-AT", "de_DE.UTF-8",
 * "pt-BR", "PT_br" -> de / pt; "C" and "POSIX" (no locale) are English; anything else, or
 * nothing, is undefined.
 */
export function languageOfTag(tag: string | null | undefined): Lang | undefined {
  if (typeof tag !== "string") return undefined;
  const t = tag.trim();
  if (t === "") return undefined;
  if (/^(C|POSIX)([.@].*)?$/i.test(t)) return "en";
  const m = /^([a-z]{2,3})(?:[-_.@]|$)/i.exec(t);
  const code = m?.[1].toLowerCase();
  return isLang(code) ? code : undefined;
}

/**
 * THE choice of language, the same on every surface: the first preference that names one of our
 * languages, else English. `preferences` in order of precedence, each a locale tag or a list of
 * them: the user's explicit choice first (the saved switch, --lang, lang=), then what the
 * environment says (Office's display language, navigator.languages, the POSIX locale).
 */
export function resolveLanguage(
  ...preferences: (string | readonly string[] | null | undefined)[]
): Lang {
  for (const p of preferences) {
    for (const tag of typeof p === "string" || p == null ? [p] : p) {
      const lang = languageOfTag(tag);
      if (lang) return lang;
    }
  }
  return DEFAULT_LANG;
}

/**
 * The POSIX locale's one tag for messages: the first of LC_ALL, LC_MESSAGES, LANG that is set
 * and not empty (the precedence of POSIX, XBD 8.2); an unsupported one means English, it does not
 * fall through to the next variable.
 */
export function posixLocale(env: Readonly<Record<string, string | undefined>>): string | undefined {
  for (const k of ["LC_ALL", "LC_MESSAGES", "LANG"]) {
    const v = env[k];
    if (typeof v === "string" && v.trim() !== "") return languageOfTag(v) ? v : "C";
  }
  return undefined;
}

/**
 * The language of the function metadata Excel loads for a display language: the one whose
 * manifest Override names that locale exactly, else the default metadata (English). The custom
 * functions' default language (lang= not given) follows it, so that a cell's texts match the
 * names Excel shows.
 */
export function metadataLanguage(displayLanguage: string | null | undefined): Lang {
  const tag = (displayLanguage ?? "").trim().toLowerCase().replace(/_/g, "-");
  for (const l of LANGUAGES) {
    if ((l.officeLocales as readonly string[]).includes(tag)) return l.code;
  }
  return DEFAULT_LANG;
}
