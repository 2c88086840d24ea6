/**
 * The category filter of a prize: a small grammar over player attributes.
 *
 *   filter  = alt { ("or" | "|") alt }
 *   alt     = term { ("and" | "&") term }
 *   term    = "unrated" | "rated" | "U" NUMBER              (U1800 = Rtg<1800)
 *           | "U" AGE | "S" AGE | AGE "+"                  (U16, U18 youth; S50, S65, 65+ seniors)
 *           | ATTR OP VALUE                                (Rtg<1800, Born>=2008, Sex=f, Fed=ENG,SCO)
 *           | ATTR ["="] NUMBER "-" NUMBER                 (Rtg 1600-1799, both ends included)
 *   ATTR    = Rtg | Rating | Elo | Born | Birth | YOB | Sex | Gender | Fed | Federation | Country
 *           | Title | Club | "given:" COLUMN                (any column of the sheet)
 *   OP      = < | <= | > | >= | = | != | <>
 *
 * Names are case-insensitive. Text compares case-insensitively; "=" takes a comma-separated list
 * (Fed=ENG,SCO). Sex f, w, female, woman, girl are one value; m, male, man, boy the other. Born
 * compares the year (the first four-digit number of the birth date). An unrated player is in no
 * rating class: write "Rtg<1800 or unrated" to include them. U with one or two digits is an age
 * (U16), with three or four a rating (U1800); ages are counted as ages.ts says.
 * Pure: no Office, DOM or Node APIs.
 */
import type { Player } from "../types";
import { ageTest, type AgeRule } from "./ages";

export type FilterAttr =
  | { kind: "rating" }
  | { kind: "born" }
  | { kind: "sex" }
  | { kind: "fed" }
  | { kind: "title" }
  | { kind: "club" }
  | { kind: "given"; name: string };

export type FilterOp = "<" | "<=" | ">" | ">=" | "=" | "!=" | "range";

export type FilterTerm =
  | { kind: "unrated" }
  | { kind: "rated" }
  | { kind: "age"; group: "youth" | "senior"; n: number }
  | {
      kind: "compare";
      attr: FilterAttr;
      op: FilterOp;
      num?: number;
      hi?: number;
      texts?: string[];
    };

export interface Filter {
  /** As written. */
  text: string;
  /** Alternatives (or) of conjunctions (and). */
  any: FilterTerm[][];
}

/** How a player's rating is read for rating filters (resolved once, see resolveRating). */
export interface FilterEnv {
  rating: (p: Player) => number | undefined;
  /** What the rating is, for messages ("rating", "the FIDE column"). */
  ratingLabel: string;
  /** How ages are counted; undefined when the event's date is unknown and no age_date is given. */
  age?: AgeRule;
}

/** A filter that cannot be read. The message says what is wrong; the caller adds where. */
export class FilterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FilterError";
  }
}

const ATTRS: Record<string, FilterAttr["kind"]> = {
  rtg: "rating",
  rating: "rating",
  elo: "rating",
  born: "born",
  birth: "born",
  birthyear: "born",
  yob: "born",
  sex: "sex",
  gender: "sex",
  fed: "fed",
  federation: "fed",
  country: "fed",
  title: "title",
  club: "club",
};

const ATTR_TITLES: Record<FilterAttr["kind"], string> = {
  rating: "Rtg",
  born: "Born",
  sex: "Sex",
  fed: "Fed",
  title: "Title",
  club: "Club",
  given: "given",
};

function attrOf(name: string): FilterAttr {
  const raw = name.trim();
  const g = /^given\s*:\s*(.+)$/i.exec(raw);
  if (g) return { kind: "given", name: g[1].trim() };
  const key = raw.toLowerCase().replace(/[\s._-]/g, "");
  const kind = ATTRS[key];
  if (!kind || kind === "given") {
    throw new FilterError(
      `unknown attribute "${raw}" (use Rtg, Born, Sex, Fed, Title, Club, unrated, or given:COLUMN for a column of the sheet)`
    );
  }
  return { kind } as FilterAttr;
}

/**
 * A rating as written in a category: "1800", or "1.800" / "1,800" with a thousands separator
 * (a rating has no decimals, so "Rtg<1.800" is 1800, never 1.8).
 */
function ratingText(text: string): string {
  const t = text.trim();
  return /^\d{1,2}[.,]\d{3}$/.test(t) ? t.replace(/[.,]/, "") : t;
}

function numberOf(text: string, what: string): number {
  const t = text.trim();
  if (!/^-?\d+(?:\.\d+)?$/.test(t)) throw new FilterError(`${what}: "${t}" is not a number`);
  return Number(t);
}

function sexOf(text: string): string {
  const t = text.trim().toLowerCase();
  if (["f", "w", "female", "woman", "women", "girl", "girls"].includes(t)) return "f";
  if (["m", "male", "man", "men", "boy", "boys"].includes(t)) return "m";
  return t;
}

function parseTerm(raw: string): FilterTerm {
  const t = raw.trim();
  if (t === "") throw new FilterError("an empty condition (two operators in a row?)");
  const low = t.toLowerCase();
  if (low === "unrated") return { kind: "unrated" };
  if (low === "rated") return { kind: "rated" };
  const youth = /^u\s*(\d{1,2})$/i.exec(t);
  if (youth) return { kind: "age", group: "youth", n: Number(youth[1]) };
  const senior = /^(?:s\s*(\d{2})|(\d{2})\s*\+)$/i.exec(t);
  if (senior) return { kind: "age", group: "senior", n: Number(senior[1] ?? senior[2]) };
  const u = /^u\s*(\d{3,4}|\d[.,]\d{3})$/i.exec(t);
  if (u)
    return { kind: "compare", attr: { kind: "rating" }, op: "<", num: Number(ratingText(u[1])) };
  // Rtg 1600-1799, Rtg=1600-1799, given:Grade 3-5
  const range = /^(.+?)(?:\s*=\s*|\s+)(-?\d+(?:[.,]\d+)?)\s*-\s*(-?\d+(?:[.,]\d+)?)$/.exec(t);
  if (range) {
    const attr = attrOf(range[1]);
    if (!["rating", "born", "given"].includes(attr.kind)) {
      throw new FilterError(`${ATTR_TITLES[attr.kind]} takes no number range`);
    }
    const bound = (x: string): number =>
      numberOf(attr.kind === "rating" ? ratingText(x) : x, ATTR_TITLES[attr.kind]);
    const lo = bound(range[2]);
    const hi = bound(range[3]);
    if (lo > hi) throw new FilterError(`range ${range[2]}-${range[3]} is empty (low end first)`);
    return { kind: "compare", attr, op: "range", num: lo, hi };
  }
  const m = /^(.+?)\s*(<=|>=|!=|<>|<|>|=)\s*(.*)$/.exec(t);
  if (!m) {
    throw new FilterError(
      `"${t}" is not a condition (write e.g. Rtg<1800, Rtg 1600-1799, Born>=2008, Sex=f, Fed=ENG, unrated)`
    );
  }
  const attr = attrOf(m[1]);
  const op: FilterOp = m[2] === "<>" ? "!=" : (m[2] as FilterOp);
  const value = m[3].trim();
  if (value === "") throw new FilterError(`${m[1].trim()}${m[2]}: a value is missing`);
  const title = attr.kind === "given" ? `given:${attr.name}` : ATTR_TITLES[attr.kind];
  if (attr.kind === "rating" || attr.kind === "born") {
    const written = attr.kind === "rating" ? ratingText(value) : value;
    return { kind: "compare", attr, op, num: numberOf(written, title) };
  }
  if (attr.kind === "given" && /^-?\d+(?:\.\d+)?$/.test(value)) {
    return { kind: "compare", attr, op, num: Number(value) };
  }
  if (op !== "=" && op !== "!=") {
    throw new FilterError(`${title} is compared with = or != (${title}${op}${value})`);
  }
  const texts = value
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "")
    .map((s) => (attr.kind === "sex" ? sexOf(s) : s.toLowerCase()));
  return { kind: "compare", attr, op, texts };
}

/** Parses a category filter. Throws FilterError with what is wrong. */
export function parseFilter(text: string): Filter {
  const src = text.trim();
  if (src === "") throw new FilterError("the category is empty");
  if (src.length > 500) throw new FilterError("the category is longer than 500 characters");
  const any = src.split(/\s+or\s+|\|/i).map((alt) => alt.split(/\s+and\s+|&/i).map(parseTerm));
  return { text: src, any };
}

/** The attributes a filter reads, for messages ("Born", "given:Grade"). */
export function filterAttrs(f: Filter): string[] {
  const out = new Set<string>();
  for (const alt of f.any)
    for (const t of alt) {
      if (t.kind === "age") out.add("Born");
      else if (t.kind !== "compare") out.add("Rtg");
      else out.add(t.attr.kind === "given" ? `given:${t.attr.name}` : ATTR_TITLES[t.attr.kind]);
    }
  return [...out];
}

/** Whether a filter has an age category (U16, S50), which needs the event's year. */
export function hasAgeTerm(f: Filter): boolean {
  return f.any.some((alt) => alt.some((t) => t.kind === "age"));
}

/** A player attribute by column name, case-insensitive and ignoring spaces and dots. */
export function attrValue(p: Player, name: string): number | string | undefined {
  if (name in p.attrs) return p.attrs[name];
  const key = name.toLowerCase().replace(/[\s._]/g, "");
  for (const [k, v] of Object.entries(p.attrs)) {
    if (k.toLowerCase().replace(/[\s._]/g, "") === key) return v;
  }
  return undefined;
}

const CLUB_KEYS = ["club", "clubcity", "club/city", "clubname", "verein", "team", "school"];

function clubOf(p: Player): string | undefined {
  for (const k of CLUB_KEYS) {
    const v = attrValue(p, k);
    if (v !== undefined && String(v).trim() !== "") return String(v).trim();
  }
  return undefined;
}

function yearOf(birth: string | undefined): number | undefined {
  if (!birth) return undefined;
  const m = /(\d{4})/.exec(birth);
  return m ? Number(m[1]) : undefined;
}

function compareNum(op: FilterOp, x: number, a: number, hi?: number): boolean {
  switch (op) {
    case "<":
      return x < a;
    case "<=":
      return x <= a;
    case ">":
      return x > a;
    case ">=":
      return x >= a;
    case "=":
      return x === a;
    case "!=":
      return x !== a;
    case "range":
      return x >= a && x <= (hi as number);
  }
}

/** "yes", "no", or "missing" when the player has no value for an attribute the term reads. */
export type Eligibility = "yes" | "no" | "missing";

function testTerm(t: FilterTerm, p: Player, env: FilterEnv): Eligibility {
  if (t.kind === "unrated") return env.rating(p) === undefined ? "yes" : "no";
  if (t.kind === "rated") return env.rating(p) === undefined ? "no" : "yes";
  if (t.kind === "age") return env.age ? ageTest(t.group, t.n, p.birth, env.age) : "missing";
  const a = t.attr;
  let value: number | string | undefined;
  switch (a.kind) {
    case "rating":
      // an unrated player is in no rating class (not "missing": being unrated is known)
      value = env.rating(p);
      if (value === undefined) return "no";
      break;
    case "born":
      value = yearOf(p.birth);
      break;
    case "sex":
      value = p.sex ? sexOf(p.sex) : undefined;
      break;
    case "fed":
      value = p.federation?.trim();
      break;
    case "title":
      value = p.title?.trim();
      break;
    case "club":
      value = clubOf(p);
      break;
    case "given":
      value = attrValue(p, a.name);
      break;
  }
  if (value === undefined || value === "") return "missing";
  if (t.num !== undefined) {
    const x = typeof value === "number" ? value : Number(String(value).trim());
    if (!Number.isFinite(x) || String(value).trim() === "") return "missing";
    return compareNum(t.op, x, t.num, t.hi) ? "yes" : "no";
  }
  const s = String(value).toLowerCase();
  const hit = (t.texts ?? []).includes(s);
  return (t.op === "=" ? hit : !hit) ? "yes" : "no";
}

/** Whether a player is in a filter's category. */
export function testFilter(f: Filter, p: Player, env: FilterEnv): Eligibility {
  let missing = false;
  for (const alt of f.any) {
    let result: Eligibility = "yes";
    for (const t of alt) {
      const r = testTerm(t, p, env);
      if (r === "no") {
        result = "no";
        break;
      }
      if (r === "missing") result = "missing";
    }
    if (result === "yes") return "yes";
    if (result === "missing") missing = true;
  }
  return missing ? "missing" : "no";
}
