/**
 * Reading a prize list: a 2-D range of cells (an Excel range, a CSV file, an xlsx sheet) or JSON,
 * one row per prize: name, amount, optional category. A header row (Prize/Name, Amount, Category)
 * is optional; without it the columns are name, amount, category in that order (or amount alone).
 * Amounts may carry a currency sign and thousands separators ("€1,200.50", "60 $"); a word in the
 * amount cell ("Trophy", "Medal") is a non-cash prize, and so is an amount of 0. Every
 * problem is reported at its cell or item (PrizeError). Blank rows are skipped.
 * Pure: no Office, DOM or Node APIs.
 */
import { NOWHERE, type Place } from "../engine/errors";
import { PrizeError, type PrizeInput, type PrizeIssue } from "../engine/prizes";
import { Q } from "../engine/rational";
import { cellText, isMaybeBlank, Issues, show, type GridOrigin } from "./grid-common";

const NAME_WORDS = new Set(["prize", "prizes", "name", "prize name", "award", "title", "place"]);
const AMOUNT_WORDS = new Set([
  "amount",
  "money",
  "value",
  "sum",
  "cash",
  "prize money",
  "eur",
  "€",
  "$",
  "£",
  "usd",
  "gbp",
  "chf",
]);
const CATEGORY_WORDS = new Set([
  "category",
  "categories",
  "filter",
  "class",
  "group",
  "for",
  "who",
]);

function headerWord(v: unknown): "name" | "amount" | "category" | null {
  const h = cellText(v)
    .toLowerCase()
    .replace(/[():.]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (h === "") return null;
  if (NAME_WORDS.has(h)) return "name";
  if (AMOUNT_WORDS.has(h) || /^amount\b/.test(h)) return "amount";
  if (CATEGORY_WORDS.has(h)) return "category";
  return null;
}

/** An amount from a cell: a number, or text with an optional currency sign and separators. */
export function amountOf(v: unknown): Q | null {
  if (typeof v === "number") {
    if (!Number.isFinite(v) || v < 0 || v > 1e11) return null;
    // a double that is a whole number of cents (60.5, 0.1) reads as that many cents
    const cents = Math.round(v * 100);
    return Math.abs(cents - v * 100) < 1e-6 ? Q.of(cents, 100) : Q.fromNumber(Number(v.toFixed(6)));
  }
  if (typeof v !== "string") return null;
  let s = bareAmount(v);
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(s)) s = s.replace(/,/g, "");
  else if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(s)) s = s.replace(/\./g, "").replace(",", ".");
  else if (/^\d+,\d{1,2}$/.test(s)) s = s.replace(",", ".");
  else if (/^\d{1,3}(?: \d{3})+(?:[.,]\d+)?$/.test(s)) s = s.replace(/ /g, "").replace(",", ".");
  if (!/^\d+(?:\.\d+)?$/.test(s) || s.length > 16) return null;
  return Q.parse(s);
}

export interface PrizeCellsOptions {
  /** Sheet position of the range's top-left cell, for addresses such as "Prizes!B4". */
  origin?: GridOrigin;
  /**
   * The cells (row, column in the range) formatted as a percentage (formats/number-format.ts,
   * from an .xlsx cell's format or an Excel range's numberFormat): 0.5 there shows as "50%".
   */
  percentCells?: readonly (readonly [number, number])[];
}

/**
 * The words that make an amount cell a non-cash prize ("Trophy", "Gold medal", "Pokal"): a known
 * word, so that a mistyped amount ("a lot") is an error rather than a trophy.
 */
const NON_CASH_WORDS =
  /\b(?:troph(?:y|ies)|cups?|medals?|plaques?|shields?|rosettes?|ribbons?|certificates?|diplomas?|books?|vouchers?|gifts?|non-?cash|in kind|pokal(?:e)?|medaille[n]?|urkunden?|sachpreis(?:e)?|coupes?|médailles?|trof[eé]os?|medallas?|copas?|trofe[ie]|medaglie?|coppa)\b/iu;

/**
 * A non-cash prize written in the amount cell: a few words without a digit or a currency sign,
 * one of them a known one (NON_CASH_WORDS); null for anything else.
 */
export function nonCashWord(v: unknown): string | null {
  if (typeof v !== "string") return null;
  const t = v.trim().replace(/\s+/g, " ");
  if (t === "" || t.length > 60 || /[\d€$£%]/.test(t) || !NON_CASH_WORDS.test(t)) return null;
  return t;
}

/** The amount text without its currency sign or word ("€1.200,50" -> "1.200,50"). */
function bareAmount(s: string): string {
  return s
    .trim()
    .replace(/^[€$£]|^(?:eur|usd|gbp|chf)\s*/i, "")
    .replace(/\s*(?:[€$£]|eur|usd|gbp|chf|euros?|dollars?|pounds?)$/i, "")
    .trim()
    .replace(/^[€$£]\s*/, "");
}

/**
 * The decimal mark an amount text can only be read with: "," for "1.000,50" or "12,50", "." for
 * "1,000.50" or "12.50"; null when it has none or could be either ("1.000", "1,000", "60").
 */
function decimalMarkOf(text: string): "." | "," | null {
  const s = bareAmount(text);
  if (/^\d{1,3}(?:\.\d{3})+,\d+$/.test(s) || /^\d+,\d{1,2}$/.test(s)) return ",";
  if (/^\d{1,3}(?:,\d{3})+\.\d+$/.test(s) || /^\d+\.\d{1,2}$/.test(s)) return ".";
  return null;
}

/**
 * An amount with one separator before three digits ("1.000", "1,000"): one thousand, unless the
 * list writes its decimals with that very mark elsewhere, when it could be one (then null).
 */
function groupMark(text: string): "." | "," | null {
  const m = /^\d{1,3}([.,])\d{3}$/.exec(bareAmount(text));
  return m ? (m[1] as "." | ",") : null;
}

/**
 * Reads a prize list from a 2-D range. Throws PrizeError listing every bad cell; an empty list
 * (no prize row) is an error too.
 */
export function readPrizeCells(cells: unknown[][], opts: PrizeCellsOptions = {}): PrizeInput[] {
  const at = new Issues(opts.origin);
  const issues: PrizeIssue[] = [];
  const fail = (
    r: number,
    c: number,
    message: string,
    reason: PrizeIssue["reason"] = "syntax"
  ): void => {
    const cell = at.at(r, c);
    issues.push({ where: cell, place: { kind: "cell", cell }, reason, message });
  };
  const rows = Array.isArray(cells) ? cells.map((r) => (Array.isArray(r) ? r : [])) : [];
  if (rows.length > 10001) {
    throw new PrizeError([
      { where: "", place: NOWHERE, reason: "too-large", message: "more than 10000 prize rows" },
    ]);
  }
  const first = rows.findIndex((r) => r.some((v) => !isMaybeBlank(v)));
  if (first < 0) {
    throw new PrizeError([
      {
        where: at.at(0, 0),
        place: { kind: "cell", cell: at.at(0, 0) },
        reason: "missing",
        message: "the prize list is empty: one row per prize (name, amount, category)",
      },
    ]);
  }
  let cols = { name: 0, amount: 1, category: 2 } as {
    name?: number;
    amount: number;
    category?: number;
  };
  let start = first;
  const roles = rows[first].map(headerWord);
  if (roles.includes("amount")) {
    const find = (k: string): number | undefined => {
      const i = roles.indexOf(k as "name");
      return i >= 0 ? i : undefined;
    };
    cols = { name: find("name"), amount: find("amount") as number, category: find("category") };
    start = first + 1;
  } else {
    // no header: name, amount, category (a single column: amounts only)
    const width = Math.max(...rows.map((r) => r.length));
    if (width === 1) cols = { amount: 0 };
  }
  const percent = new Set((opts.percentCells ?? []).map(([r, c]) => `${r}:${c}`));
  // the decimal mark the list's amounts show where they can only be read one way
  const marks = new Map<"." | ",", number>();
  for (let r = start; r < rows.length; r++) {
    const v = rows[r][cols.amount];
    const mark = typeof v === "string" ? decimalMarkOf(v) : null;
    if (mark && !marks.has(mark)) marks.set(mark, r);
  }
  const out: PrizeInput[] = [];
  for (let r = start; r < rows.length; r++) {
    const row = rows[r];
    const get = (c: number | undefined): unknown => (c === undefined ? undefined : row[c]);
    const name = cellText(get(cols.name));
    const rawAmount = get(cols.amount);
    const category = cols.category === undefined ? "" : cellText(get(cols.category));
    const blankAmount = isMaybeBlank(rawAmount) && rawAmount !== 0;
    if (name === "" && (blankAmount || rawAmount === 0) && category === "") continue;
    if (cellText(rawAmount) === "" || (rawAmount === 0 && name === "")) {
      fail(r, cols.amount, `prize ${name ? `"${name}" ` : ""}has no amount`, "missing");
      continue;
    }
    if (percent.has(`${r}:${cols.amount}`) || /%\s*$/.test(cellText(rawAmount))) {
      const shown =
        typeof rawAmount === "number" ? `${+(rawAmount * 100).toFixed(6)}%` : cellText(rawAmount);
      fail(
        r,
        cols.amount,
        `amount ${shown} is a percentage, not a sum of money: write the amount itself (e.g. 500 for 50% of 1000)`
      );
      continue;
    }
    const group = typeof rawAmount === "string" ? groupMark(rawAmount) : null;
    if (group && marks.has(group)) {
      const seen = marks.get(group)!;
      const bare = bareAmount(rawAmount as string);
      fail(
        r,
        cols.amount,
        `amount ${show(rawAmount)} could be a thousand or one: this list writes decimals with "${group}" (${at.at(seen, cols.amount)} ${show(rows[seen][cols.amount])}); write ${bare.replace(/[.,]/, "")} or ${bare.split(/[.,]/)[0]}${group}00`
      );
      continue;
    }
    const word = nonCashWord(rawAmount);
    if (word !== null) {
      const cell = at.at(r, cols.name ?? cols.amount);
      out.push({
        name,
        amount: Q.ZERO,
        nonCash: word,
        category: category || null,
        place: { kind: "cell", cell },
      });
      continue;
    }
    const amount = amountOf(rawAmount);
    if (amount === null) {
      fail(
        r,
        cols.amount,
        `amount ${show(rawAmount)} is not a sum of money (e.g. 60, 12.50, €1,200) or a non-cash prize such as Trophy or Medal`
      );
      continue;
    }
    const cell = at.at(r, cols.name ?? cols.amount);
    out.push({ name, amount, category: category || null, place: { kind: "cell", cell } });
  }
  if (issues.length) throw new PrizeError(issues);
  if (out.length === 0) {
    throw new PrizeError([
      {
        where: at.at(start, 0),
        place: { kind: "cell", cell: at.at(start, 0) },
        reason: "missing",
        message: "no prize below the header row",
      },
    ]);
  }
  return out;
}

/**
 * Reads a prize list from JSON: an array of {"prize" | "name", "amount", "category"} objects, or
 * {"prizes": [...]} (the command line's own --format json output reads back).
 */
export function readPrizeJson(text: string, label = "JSON"): PrizeInput[] {
  let data: unknown;
  const here = (i: number | null): Place =>
    i === null ? { kind: "file", file: label } : { kind: "file", file: `${label} prize ${i + 1}` };
  const bad = (
    i: number | null,
    message: string,
    reason: PrizeIssue["reason"] = "syntax"
  ): PrizeIssue => ({
    where: i === null ? label : `${label} prize ${i + 1}`,
    place: here(i),
    reason,
    message,
  });
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (e) {
    throw new PrizeError([bad(null, `not JSON: ${e instanceof Error ? e.message : String(e)}`)]);
  }
  const list = Array.isArray(data)
    ? data
    : data && typeof data === "object"
      ? (data as { prizes?: unknown }).prizes
      : undefined;
  if (!Array.isArray(list)) {
    throw new PrizeError([
      bad(
        null,
        'expected a list of prizes: [{"prize": "1st", "amount": 100, "category": null}, ...]'
      ),
    ]);
  }
  const issues: PrizeIssue[] = [];
  const out: PrizeInput[] = [];
  list.forEach((item: unknown, i) => {
    if (!item || typeof item !== "object" || Array.isArray(item)) {
      issues.push(bad(i, "a prize is an object with prize, amount and category"));
      return;
    }
    const o = item as Record<string, unknown>;
    const name = o.prize ?? o.name ?? "";
    const category = o.category ?? null;
    if (typeof name !== "string") issues.push(bad(i, "prize (its name) must be text"));
    if (category !== null && typeof category !== "string") {
      issues.push(bad(i, "category must be text or null"));
    }
    // "noncash" names the prize in kind (the command line's own JSON); else a word as amount
    const named = typeof o.noncash === "string" ? o.noncash.trim().slice(0, 60) : "";
    const word = named !== "" ? named : nonCashWord(o.amount);
    if (word !== null) {
      out.push({
        name: typeof name === "string" ? name : "",
        amount: Q.ZERO,
        nonCash: word,
        category: typeof category === "string" ? category : null,
        place: here(i),
      });
      return;
    }
    const amount =
      typeof o.amount === "number" || typeof o.amount === "string" ? amountOf(o.amount) : null;
    if (amount === null) {
      issues.push(bad(i, `amount ${JSON.stringify(o.amount ?? null)} is not a sum of money`));
      return;
    }
    out.push({
      name: typeof name === "string" ? name : "",
      amount,
      category: typeof category === "string" ? category : null,
      place: here(i),
    });
  });
  if (issues.length) throw new PrizeError(issues);
  if (out.length === 0) throw new PrizeError([bad(null, "the prize list is empty", "missing")]);
  return out;
}
