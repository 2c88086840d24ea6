/**
 * The pane's language: chosen at start by the one rule of every surface (i18n resolveLanguage):
 * the choice made with the switch (saved with the workbook in Excel, in the browser's
 * localStorage on the page), else Office's display language in Excel, the browser's languages on
 * the page, else English. The switch (#lang-pick, in the page's header) changes it at once and
 * saves the choice.
 */
import { LANGUAGES, resolveLanguage, type Lang } from "../i18n";
import { isLang } from "../i18n/languages";
import { byId, clear, h, valueOf } from "./dom";
import { readSetting, writeSetting } from "./excel";
import { language, setLanguage } from "./texts";

/** The workbook setting (Excel) and the localStorage key (the page) of the chosen language. */
export const SETTING_LANGUAGE = "tiebreaks.language";

/** Where the choice is kept: the workbook's settings in Excel, localStorage on the page. */
export interface LanguageStore {
  read(): Promise<string | undefined>;
  save(lang: Lang): Promise<void>;
}

/** The page's store: localStorage, if the browser allows it (a private window may not). */
export function pageStore(): LanguageStore {
  return {
    read: () => {
      try {
        return Promise.resolve(window.localStorage.getItem(SETTING_LANGUAGE) ?? undefined);
      } catch {
        return Promise.resolve(undefined);
      }
    },
    save: (lang) => {
      try {
        window.localStorage.setItem(SETTING_LANGUAGE, lang);
      } catch {
        // not kept: the page still shows the language until it is closed
      }
      return Promise.resolve();
    },
  };
}

/** Excel's store: a workbook setting, as the pane keeps the order and the source. */
export function workbookStore(): LanguageStore {
  return {
    read: async () => {
      const v = await Excel.run((ctx) => readSetting(ctx, SETTING_LANGUAGE));
      return typeof v === "string" ? v : undefined;
    },
    save: async (lang) => {
      await Excel.run((ctx) => writeSetting(ctx, SETTING_LANGUAGE, lang));
    },
  };
}

/** What the environment says: Office's display language in Excel, the browser's on the page. */
export function environmentLanguages(inExcel: boolean): readonly string[] {
  const out: string[] = [];
  try {
    if (inExcel && typeof Office !== "undefined" && Office.context?.displayLanguage) {
      out.push(Office.context.displayLanguage);
    }
  } catch {
    // no Office context
  }
  if (!inExcel) {
    const nav = typeof navigator !== "undefined" ? navigator : undefined;
    out.push(...(nav?.languages ?? (nav?.language ? [nav.language] : [])));
  }
  return out;
}

/** Fills the switch with the languages, each named in itself, and shows `lang`. */
function fillSwitch(select: HTMLSelectElement, lang: Lang): void {
  clear(select);
  for (const l of LANGUAGES) {
    const o = h("option", { value: l.code, lang: l.code }, l.name) as HTMLOptionElement;
    o.selected = l.code === lang;
    select.append(o);
  }
}

/**
 * Chooses the language at start, puts the page in it (loading its catalogue: a failed load keeps
 * English and says nothing more), and wires the switch to change and save it. `failed` reports
 * a choice that could not be saved.
 */
export async function startLanguage(
  store: LanguageStore,
  inExcel: boolean,
  failed: (e: unknown) => void = () => undefined
): Promise<Lang> {
  let saved: string | undefined;
  try {
    saved = await store.read();
  } catch {
    saved = undefined;
  }
  const wanted = resolveLanguage(isLang(saved) ? saved : undefined, environmentLanguages(inExcel));
  try {
    await setLanguage(wanted);
  } catch {
    await setLanguage("en");
  }
  const select = document.getElementById("lang-pick") as HTMLSelectElement | null;
  if (select) {
    fillSwitch(select, language());
    select.addEventListener("change", () => {
      const v = valueOf(select);
      if (!isLang(v)) return;
      setLanguage(v).then(
        () => store.save(v).catch(failed),
        (e: unknown) => {
          fillSwitch(select, language());
          failed(e);
        }
      );
    });
  }
  return language();
}

/** The switch's element, for tests. */
export function languageSwitch(): HTMLSelectElement {
  return byId<HTMLSelectElement>("lang-pick");
}
