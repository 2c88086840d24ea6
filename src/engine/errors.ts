/**
 * Errors caused by what the user gave (a file, a cell, an option, a tie-break code), as opposed
 * to defects of the program. Every one carries a `reason` (what kind of problem) and a `place`
 * (where: a TRF line, a sheet cell, an option, a command-line argument), so that adapters decide
 * how to present it (CLI exit 2, #VALUE!/#N/A, a message in the pane) with `isInputError`, never
 * by class name or by `RangeError`.
 *
 * The readers' errors (TrfError, GridError), CodeError, UsageError and FunctionError extend
 * InputError; anything else that reaches an adapter is an internal error.
 */

/** What kind of problem the input has. */
export type ErrorReason =
  /** Text that cannot be read where a value of some form is expected. */
  | "syntax"
  /** A well-formed value outside what is allowed (a rating of 99999, rounds=-1). */
  | "invalid-value"
  /** A number too large (or too fine) for exact arithmetic or for a fixed-width field. */
  | "overflow"
  /** Two parts of the input disagree (both sides of a pairing, a start number used twice). */
  | "inconsistent"
  /** The input lacks something the request needs (given:TP without a TP column). */
  | "missing"
  /** The request does not apply to this input (MMS on a chess file). */
  | "not-applicable"
  /** An option key that does not exist. */
  | "unknown-option"
  /** A tie-break code that cannot be parsed or does not exist. */
  | "code"
  /** Bytes that are not text in a known encoding. */
  | "encoding"
  /** The input is larger than a documented limit. */
  | "too-large"
  /** A file that cannot be read or written (missing folder, permission). */
  | "io"
  /** A command line or function call that is not well formed. */
  | "usage"
  /** A player or value asked for that is not there (#N/A in a cell). */
  | "not-found";

/** Where the problem is. */
export type Place =
  | { kind: "line"; line: number; columns?: string }
  | { kind: "cell"; cell: string }
  | { kind: "option"; option: string }
  | { kind: "argument"; name: string }
  | { kind: "code"; code: string }
  | { kind: "file"; file: string }
  | { kind: "none" };

export const NOWHERE: Place = { kind: "none" };

/** The place as people read it: "line 12", "Results!C7", "option rules", "--out". */
export function placeText(p: Place): string {
  switch (p.kind) {
    case "line":
      return `line ${p.line}${p.columns ? `, columns ${p.columns}` : ""}`;
    case "cell":
      return p.cell;
    case "option":
      return `option ${p.option}`;
    case "argument":
      return p.name;
    case "code":
      return `tie-break ${p.code}`;
    case "file":
      return p.file;
    case "none":
      return "";
  }
}

/** One problem: what, where, why. */
export interface Problem {
  reason: ErrorReason;
  place: Place;
  message: string;
}

const BRAND = Symbol.for("tiebreaks.InputError");

/** A problem with the input; `problems` lists all of them (the first is `reason`/`place`). */
export class InputError extends Error {
  readonly reason: ErrorReason;
  readonly place: Place;
  readonly problems: readonly Problem[];
  readonly [BRAND] = true;

  constructor(reason: ErrorReason, message: string, place: Place = NOWHERE, problems?: Problem[]) {
    super(message);
    this.name = "InputError";
    this.reason = reason;
    this.place = place;
    this.problems = problems && problems.length > 0 ? problems : [{ reason, place, message }];
  }
}

/** Whether an error was caused by the input (and should be shown as such, not as a defect). */
export function isInputError(e: unknown): e is InputError {
  return (
    e instanceof InputError ||
    (typeof e === "object" && e !== null && (e as Record<symbol, unknown>)[BRAND] === true)
  );
}

/** Shorthand: throw an InputError. */
export function inputError(reason: ErrorReason, message: string, place: Place = NOWHERE): never {
  throw new InputError(reason, message, place);
}

/** The place of a player's row in the source: its TRF line or its sheet cell. */
export function placeOfSource(source: { line?: number; cell?: string } | undefined): Place {
  if (source?.cell !== undefined) return { kind: "cell", cell: source.cell };
  if (source?.line !== undefined) return { kind: "line", line: source.line };
  return NOWHERE;
}
