/**
 * Words about codes, from the definitions alone (given, not read from the registry): a code in words for legends ("BH/C1: Buchholz, the
 * lowest opponent score cut"), and "did you mean" suggestions for a code nobody knows
 * ("Buchholz Cut 1", "buch", "BHC1" -> BH/C1). Every surface (CLI, functions, page, pane) shows
 * these same words, because parseCode puts the suggestions in its error message.
 */
import { canonical, type CodeSpec, type TieBreakDef } from "./definition";

/** What one element of a code is, for words such as "the lowest opponent score cut". */
function elementNoun(def: TieBreakDef): string {
  switch (def.family) {
    case "Buchholz":
    case "Go":
    case "Strength of schedule":
      return "opponent score";
    case "Sonneborn-Berger":
      return "contribution";
    case "Rating":
      return "opponent rating";
    default:
      return "value";
  }
}

function plural(n: number, word: string): string {
  return n === 1 ? `the lowest ${word}` : `the ${n} lowest ${word}s`;
}

/** The modifiers of a code in words, e.g. ["the lowest opponent score cut", "forfeits counted as games"]. */
export function modifierWords(s: CodeSpec): string[] {
  const noun = elementNoun(s.def);
  const out: string[] = [];
  if (s.cut) out.push(`${plural(s.cut, noun)} cut`);
  if (s.median) {
    out.push(
      s.median === 1
        ? `the highest and the lowest ${noun} cut`
        : `the ${s.median} highest and ${s.median} lowest ${noun}s cut`
    );
  }
  if (s.limit) {
    if ("percent" in s.limit) out.push(`limit at ${s.limit.percent}% of the maximum`);
    else {
      const h = s.limit.halfPoints;
      const pts = Math.abs(h) / 2;
      const text = Number.isInteger(pts) ? String(pts) : pts.toString();
      out.push(`limit moved ${h >= 0 ? "up" : "down"} by ${text} point${pts === 1 ? "" : "s"}`);
    }
  }
  if (s.k !== undefined) out.push(`factor ${s.k}`);
  if (s.p) out.push("forfeits counted as games played");
  if (s.f) out.push("as if the final round were drawn");
  if (s.r) out.push("reversed (the lower ranks higher)");
  if (s.unrated !== undefined) out.push(`unrated players counted as ${s.unrated}`);
  if (s.edition) out.push(`under the ${s.edition.replace("fide-", "FIDE ")} rules`);
  return out;
}

/** A code in words: "Buchholz, the lowest opponent score cut"; "Given column TP". */
export function codeWords(s: CodeSpec): string {
  const title = s.param !== undefined ? `${s.def.title} ${s.param}` : s.def.title;
  return [title, ...modifierWords(s)].join(", ");
}

// ------------------------------------------------------------------ did you mean

/** Modifier text read from compact or spoken forms: "C1", "cut 1", "cut1", "median 2", "P". */
function modifiersFrom(rest: string, def: TieBreakDef): string[] | null {
  const allowed = new Set<string>(def.modifiers);
  const mods: string[] = [];
  let s = rest.toUpperCase().replace(/[\s/_#!-]+/g, "");
  const take = (re: RegExp, f: (m: RegExpExecArray) => string | null): boolean => {
    const m = re.exec(s);
    if (!m) return false;
    const v = f(m);
    if (v === null) return false;
    mods.push(v);
    s = s.slice(m[0].length);
    return true;
  };
  let guard = 0;
  while (s.length > 0 && guard++ < 8) {
    if (
      take(/^(?:CUT|C)(\d{1,2})?/, (m) => (allowed.has("C") ? `C${m[1] ?? "1"}` : null)) ||
      take(/^(?:MEDIAN|MED|M)(\d{1,2})?/, (m) => (allowed.has("M") ? `M${m[1] ?? "1"}` : null)) ||
      take(/^(?:PLAYED|P)/, () => (allowed.has("P") ? "P" : null)) ||
      take(/^(?:FORE|F)/, () => (allowed.has("F") ? "F" : null)) ||
      take(/^(?:REVERSE|R)/, () => (allowed.has("R") ? "R" : null)) ||
      take(/^U(\d{1,4})/, (m) => (allowed.has("U") ? `U${m[1]}` : null)) ||
      take(/^L([+-]?\d{1,2})/, (m) => (allowed.has("L") ? `L${m[1]}` : null))
    ) {
      continue;
    }
    return null;
  }
  return s.length === 0 ? mods : null;
}

function codeOf(def: TieBreakDef, mods: string[]): string {
  return [def.name, ...mods].join("/");
}

function distance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  const row = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= n; j++) {
      const cur = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[n];
}

/** The definition of a name or alias among `defs`, in any case. */
function lookupIn(defs: readonly TieBreakDef[], name: string): TieBreakDef | undefined {
  const key = name.toUpperCase();
  return defs.find((d) => [d.name, ...(d.aliases ?? [])].some((n) => n.toUpperCase() === key));
}

/**
 * Up to three valid codes among the definitions `defs` (the registry's: allDefinitions()) close
 * to an unknown one, best first: a code name followed by its modifiers without separators
 * ("BHC1"), a title and spoken modifiers ("Buchholz Cut 1", "sonneborn"), a prefix of a title
 * ("buch"), or a name within two edits ("SBB").
 */
export function suggestCodes(text: string, defs: readonly TieBreakDef[]): string[] {
  const raw = text.trim();
  if (raw === "") return [];
  const out: string[] = [];
  const add = (c: string): void => {
    if (!out.includes(c)) out.push(c);
  };
  const upper = raw.toUpperCase().replace(/\s+/g, "");
  // 1. a name run together with its modifiers: BHC1, SBP, AROC1, BH-C-1
  const compact = upper.replace(/[/_#!-]+/g, "");
  const byLength = [...defs].sort((a, b) => b.name.length - a.name.length);
  for (const d of byLength) {
    for (const n of [d.name, ...(d.aliases ?? [])]) {
      const key = n.toUpperCase().replace(/[-]/g, "");
      if (!compact.startsWith(key)) continue;
      const mods = modifiersFrom(compact.slice(key.length), d);
      if (mods && (mods.length > 0 || compact.length === key.length)) add(codeOf(d, mods));
    }
  }
  // 2. words: a title (or a prefix of one of its words) and spoken modifiers
  const words = raw
    .toLowerCase()
    .replace(/[^a-z0-9% ]+/g, " ")
    .split(/\s+/)
    .filter((w) => w !== "");
  if (words.length > 0) {
    const ranked: { d: TieBreakDef; score: number; mods: string[] }[] = [];
    for (const d of defs) {
      const titleWords = d.title
        .toLowerCase()
        .replace(/[^a-z0-9 ]+/g, " ")
        .split(/\s+/)
        .filter((w) => w.length > 1);
      // how many leading words of the input name the title (each a prefix of a title word)
      let k = 0;
      while (
        k < words.length &&
        words[k].length >= 3 &&
        titleWords.some((t) => t.startsWith(words[k]))
      )
        k++;
      if (k === 0) continue;
      const mods = modifiersFrom(words.slice(k).join(""), d);
      if (mods === null) continue;
      const startsTitle = titleWords[0]?.startsWith(words[0]) ? 0 : 1;
      ranked.push({ d, score: startsTitle * 10 + titleWords.length, mods });
    }
    ranked.sort((a, b) => a.score - b.score);
    for (const r of ranked) {
      add(codeOf(r.d, r.mods));
      // a bare family name most often means its usual cut (Buchholz Cut 1)
      if (r.mods.length === 0 && r.d.modifiers.includes("C") && out.length < 3)
        add(codeOf(r.d, ["C1"]));
    }
  }
  // 3. a name within two edits
  if (out.length === 0) {
    const head = upper.split(/[/#!:]/)[0];
    const near = defs
      .flatMap((d) => [d.name, ...(d.aliases ?? [])].map((n) => ({ d, dist: distance(head, n) })))
      .filter((x) => x.dist <= Math.min(2, Math.max(1, Math.floor(head.length / 2))))
      .sort((a, b) => a.dist - b.dist);
    for (const x of near) add(x.d.name);
  }
  // only codes the grammar accepts, in canonical form
  const valid: string[] = [];
  for (const c of out) {
    const [name, ...mods] = c.split("/");
    const d = lookupIn(defs, name);
    if (!d) continue;
    const spec: CodeSpec = { code: "", def: d, cut: 0, median: 0, p: false, f: false, r: false };
    if (d.param === "required") continue;
    for (const m of mods) {
      if (m[0] === "C") spec.cut = Number(m.slice(1));
      else if (m[0] === "M") spec.median = Number(m.slice(1));
      else if (m === "P") spec.p = true;
      else if (m === "F") spec.f = true;
      else if (m === "R") spec.r = true;
      else if (m[0] === "U") spec.unrated = Number(m.slice(1));
      else if (m[0] === "L") spec.limit = { halfPoints: Number(m.slice(1)) };
    }
    if (spec.cut && spec.median) continue;
    const canon = canonical(spec);
    if (!valid.includes(canon)) valid.push(canon);
  }
  return valid.slice(0, 3);
}

/** "BH, BH/C1 or FB". */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}
