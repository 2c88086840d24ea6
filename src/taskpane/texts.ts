/**
 * The pane's texts in the chosen language: `tx("pane.order")`, `tx("count.players", { n })`
 * read the current catalogue (src/i18n); `applyTexts` puts the page's fixed texts
 * (taskpane.html's data-i18n attributes) into it; `setLanguage` loads a language and tells every
 * part of the pane that shows text (`onLanguageChange`). English is there from the start; another
 * language's catalogue is loaded on demand, as its own chunk.
 */
import {
  englishCatalogue,
  loadCatalogue,
  type Catalogue,
  type Lang,
  type MessageKey,
} from "../i18n";

let current: Catalogue = englishCatalogue();
let currentLang: Lang = "en";
const listeners: (() => void)[] = [];

/** The parameters of a message: none for a text, its one object for a function. */
type Params<K extends MessageKey> = Catalogue[K] extends (p: infer P) => string ? [P] : [];

/** A message of the current language. */
export function tx<K extends MessageKey>(key: K, ...params: Params<K>): string {
  const m = current[key] as string | ((p: unknown) => string);
  return typeof m === "function" ? m(params[0]) : m;
}

export function language(): Lang {
  return currentLang;
}

/** Called after every change of language (a part of the pane re-renders its texts). */
export function onLanguageChange(f: () => void): void {
  listeners.push(f);
}

/** The attributes that name a message, and what each sets. */
const ATTRS: [string, (el: HTMLElement, text: string) => void][] = [
  ["data-i18n", (el, t) => (el.textContent = t)],
  ["data-i18n-placeholder", (el, t) => el.setAttribute("placeholder", t)],
  ["data-i18n-aria-label", (el, t) => el.setAttribute("aria-label", t)],
  ["data-i18n-title", (el, t) => el.setAttribute("title", t)],
];

/** The fixed texts of the page (data-i18n="pane.order" ...) in the current language. */
export function applyTexts(root: ParentNode = document): void {
  for (const [attr, set] of ATTRS) {
    for (const el of root.querySelectorAll<HTMLElement>(`[${attr}]`)) {
      const key = el.getAttribute(attr) as MessageKey;
      const m = current[key];
      if (typeof m === "string") set(el, m);
    }
  }
}

/**
 * Switches the pane to `lang`: loads its catalogue (once), marks the document's language (for
 * screen readers and hyphenation), puts the fixed texts in it and tells the listeners.
 */
export async function setLanguage(lang: Lang): Promise<void> {
  const c = await loadCatalogue(lang);
  current = c;
  currentLang = lang;
  document.documentElement.lang = lang;
  applyTexts();
  for (const f of listeners) f();
}
