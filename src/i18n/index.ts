/**
 * The message catalogues: English is part of every start (it is the default and the fallback of
 * nothing: every language has every key), each other language is loaded when first chosen, one
 * file per language (src/i18n/de.ts ...), in the page one chunk per language (lang-de.HASH.js),
 * so that the start-up budget holds English only (docs/decisions.md, "What the pane loads").
 */
import { messages as english, type Catalogue } from "./en";
import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from "./languages";

export type { Catalogue, MessageKey } from "./en";
export {
  DEFAULT_LANG,
  isLang,
  languageInfo,
  languageOfTag,
  LANGUAGES,
  metadataLanguage,
  posixLocale,
  resolveLanguage,
  type Lang,
  type LanguageInfo,
} from "./languages";
export { decimalSeparator, list, num, plural } from "./format";

const loaded = new Map<Lang, Catalogue>([[DEFAULT_LANG, english]]);
const loading = new Map<Lang, Promise<Catalogue>>();

/** A language file's module: its messages (and, for the build, its function metadata). */
interface LanguageModule {
  messages: Catalogue;
}

/**
 * Imports src/i18n/CODE.ts. One import() with the code in its path: webpack makes one chunk per
 * two-letter file of this folder (lang-CODE), Node and jest require the compiled file.
 */
function importLanguage(code: string): Promise<LanguageModule> {
  return import(
    /* webpackInclude: /[\\/][a-z]{2}\.ts$/ */
    /* webpackExclude: /[\\/]en\.ts$/ */
    /* webpackChunkName: "lang-[request]" */
    /* webpackExports: ["messages"] */
    `./${code}`
  ) as Promise<LanguageModule>;
}

/** The catalogue of a language, loading its file the first time (English is always there). */
export function loadCatalogue(lang: Lang): Promise<Catalogue> {
  const have = loaded.get(lang);
  if (have) return Promise.resolve(have);
  let p = loading.get(lang);
  if (!p) {
    p = importLanguage(lang).then(
      (m) => {
        loaded.set(lang, m.messages);
        return m.messages;
      },
      (e: unknown) => {
        loading.delete(lang);
        throw e;
      }
    );
    loading.set(lang, p);
  }
  return p;
}

/** The catalogue of a language already loaded (English always is), else undefined. */
export function loadedCatalogue(lang: Lang): Catalogue | undefined {
  return loaded.get(lang);
}

/** The English catalogue (the one the start scripts hold). */
export function englishCatalogue(): Catalogue {
  return english;
}

/** Every language code but English, for tests and the build. */
export function otherLanguages(): Lang[] {
  return LANGUAGES.map((l) => l.code).filter((c): c is Lang => isLang(c) && c !== DEFAULT_LANG);
}
