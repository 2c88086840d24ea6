/**
 * What Excel hands to a custom function, and what goes back: blanks (0 on desktop, null on the
 * web, "" from formulas), scalars or 1x1 matrices where a range is allowed, parameter addresses,
 * and the error the function reports (#VALUE! or #N/A, the only two that carry a message).
 */
import type { GridOrigin } from "../formats/grid";
import type { Value } from "../engine";
import { InputError, type ErrorReason, type Place } from "../engine/errors";

/** An error to show in the cell: "value" -> #VALUE!, "na" -> #N/A. */
export class FunctionError extends InputError {
  readonly kind: "value" | "na";
  constructor(kind: "value" | "na", message: string, reason?: ErrorReason, place?: Place) {
    super(reason ?? (kind === "na" ? "not-found" : "invalid-value"), message, place);
    this.name = "FunctionError";
    this.kind = kind;
  }
}

/** A cell that Excel may have handed over for an empty cell or an omitted argument. */
export function isBlank(v: unknown): boolean {
  return v === null || v === undefined || v === 0 || (typeof v === "string" && v.trim() === "");
}

/** The non-blank cells of an argument (scalar or matrix), as trimmed text, row by row. */
export function cellTexts(arg: unknown): string[] {
  const out: string[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (!isBlank(v)) out.push(String(v).trim());
  };
  visit(arg);
  return out;
}

/** An argument that may be a 1x1 matrix reduced to its single value. */
export function scalarOf(arg: unknown): unknown {
  let v = arg;
  while (Array.isArray(v) && v.length === 1) v = v[0];
  return v;
}

/** A value for a cell of the answer: exact numbers as JS numbers, undefined values as "". */
export function cellOf(v: Value | string | number | null | undefined): string | number {
  if (v === null || v === undefined) return "";
  if (typeof v === "number") return Number.isFinite(v) ? v : "";
  if (typeof v === "string") return v;
  return v.toNumber();
}

/** Column letters -> 0-based index ("A" -> 0, "AA" -> 26). */
function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/**
 * The sheet position of a range's top-left cell from an address such as "Sheet1!B3:H31",
 * "'Round results'!$A$1:$H$9" or "[Book1]Results!A1". Undefined when it is not an A1 address.
 */
export function originOf(address: string | undefined | null): GridOrigin | undefined {
  if (!address) return undefined;
  const bang = address.lastIndexOf("!");
  let sheet = bang >= 0 ? address.slice(0, bang) : undefined;
  const range = bang >= 0 ? address.slice(bang + 1) : address;
  const m = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})(?::|$)/.exec(range.trim());
  if (!m) return undefined;
  if (sheet !== undefined) {
    sheet = sheet.replace(/^'/, "").replace(/'$/, "").replace(/''/g, "'");
    sheet = sheet.replace(/^\[[^\]]*\]/, "");
  }
  const origin: GridOrigin = { row: Number(m[2]) - 1, col: columnIndex(m[1]) };
  if (sheet) origin.sheet = sheet;
  return origin;
}

/** Messages shown by Excel are kept short; the first part names the cell and the problem. */
export function shortMessage(message: string, max = 255): string {
  const one = message.replace(/\s+/g, " ").trim();
  return one.length <= max ? one : one.slice(0, max - 1) + "\u2026";
}
