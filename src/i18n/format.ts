/**
 * What a catalogue's messages use to put numbers into sentences: plural forms through
 * Intl.PluralRules and numbers written as the language writes them (27,5 in German). Pure.
 *
 * A message never glues English words around a translated one: it takes data (numbers, names,
 * codes, cell references) and writes its whole sentence itself.
 */
import type { Lang } from "./languages";

/**
 * The plural forms a language's messages must give, by the categories Intl.PluralRules selects
 * for whole numbers (CLDR): two in English and German, "few" and "many" as well in Polish and
 * Russian ("1 игрок", "2 игрока", "5 игроков"). French, Spanish, Italian and Portuguese have a
 * "many" for millions ("1 000 000 de joueurs"), which falls back to "other" when not given.
 */
type Two = { one: string; other: string };
type Four = { one: string; few: string; many: string; other: string };
type WithMany = Two & { many?: string };
export interface PluralForms {
  en: Two;
  de: Two;
  nl: Two;
  fr: WithMany;
  es: WithMany;
  it: WithMany;
  pt: WithMany;
  pl: Four;
  ru: Four;
}

const rules = new Map<string, Intl.PluralRules>();

function rulesOf(lang: Lang): Intl.PluralRules {
  let r = rules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    rules.set(lang, r);
  }
  return r;
}

/**
 * The form for `n`: `plural("ru", 3, { one: "# игрок", few: "# игрока", many: "# игроков",
 * other: "# игрока" })` is "3 игрока"; "#" in a form stands for `n` as the language writes it.
 */
export function plural<L extends Lang>(lang: L, n: number, forms: PluralForms[L]): string {
  const cat = rulesOf(lang).select(n);
  const all = forms as Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  const form = all[cat] ?? all.other;
  return form.replace(/#/g, num(lang, n));
}

/**
 * A number as the language writes it in text: the decimal separator of the language (27,5 in
 * German, French, Spanish, Italian, Dutch, Polish, Russian and Portuguese; 27.5 in English), no
 * grouping (ratings and start numbers are written 1800, not 1.800), and as many decimals as the
 * value has (up to 6). Also takes the engine's decimal text ("27.5", "-0.25") and rewrites only
 * its separator, so that a value is the same number in every language.
 */
export function num(lang: Lang, value: number | string): string {
  if (typeof value === "string") {
    return /^-?\d+\.\d+$/.test(value) ? value.replace(".", decimalSeparator(lang)) : value;
  }
  if (!Number.isFinite(value)) return String(value);
  return value.toLocaleString(lang, { useGrouping: false, maximumFractionDigits: 6 });
}

const separators = new Map<string, string>();

/** "," or ".": the decimal separator of the language (Intl's, so CLDR's). */
export function decimalSeparator(lang: Lang): string {
  let s = separators.get(lang);
  if (s === undefined) {
    s =
      new Intl.NumberFormat(lang).formatToParts(1.5).find((p) => p.type === "decimal")?.value ??
      ".";
    separators.set(lang, s);
  }
  return s;
}

/** A list as the language writes it: "BH, SB and DE", "BH, SB und DE", "BH, SB и DE". */
export function list(lang: Lang, items: readonly string[]): string {
  return new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(items);
}
