/**
 * The optional options argument of every custom function: key=value items separated by ";" or
 * new lines, in one cell or spread over a range, e.g.
 *
 *   "rules=fide-2024; unrated=1400; type=swiss; rounds=5; de=strict; preset=fide-swiss"
 *
 * Parsed and validated by the engine's one options grammar (src/engine/options.ts): the same
 * keys, values, case rules and messages as the command line and the task pane. An unknown key
 * or value is #VALUE! listing the valid ones.
 */
import {
  isInputError,
  optionsKey,
  parseOptionItems,
  splitOptionsText,
  type EngineOptions,
  type GridLayoutOption,
  type Preset,
} from "../engine";
import { metadataLanguage, type Lang } from "../i18n/languages";
import { cellTexts, FunctionError } from "./cells";

export interface FunctionOptions {
  engine: EngineOptions;
  preset?: Preset;
  /** A tie-break list given with order=... */
  order?: string;
  /** A grid layout (team layouts: team-swiss, team-crosstable, team-boards). */
  layout?: GridLayoutOption;
  /** Further columns of the STANDINGS spill (columns=club,born). */
  columns?: string[];
  /** lang=de: the language of the function's texts. */
  lang?: Lang;
  /** Canonical text of everything above, for cache keys. */
  key: string;
}

export function parseOptions(arg: unknown): FunctionOptions {
  try {
    const o = parseOptionItems(splitOptionsText(cellTexts(arg)));
    return { ...o, key: optionsKey(o) };
  } catch (e) {
    if (isInputError(e))
      throw new FunctionError("value", `options: ${e.message}`, e.reason, e.place);
    throw e;
  }
}

/**
 * The language of a function's texts: lang= in its options, else the language of the function
 * metadata Excel loaded for its display language (names and texts then agree).
 */
export function functionLanguage(
  options: Pick<FunctionOptions, "lang">,
  displayLanguage: string | null | undefined
): Lang {
  return options.lang ?? metadataLanguage(displayLanguage);
}
