/**
 * Output that cannot act: text from the input (names, titles, club names, event names) is made
 * inert before any writer puts it in a text table, CSV, xlsx, HTML, JSON or TRF file, so that a
 * hostile or damaged name can neither drive a terminal (ESC sequences, C1 CSI), nor forge or break
 * a line of a fixed-column or line-based format, nor turn into a formula in a spreadsheet (the CSV
 * writer quotes text starting with = + - @, see csv.ts).
 *
 * The rule (docs/decisions.md, "Outputs"):
 * - a line break (CR, LF, CRLF, VT, FF, NEL U+0085, LINE/PARAGRAPH SEPARATOR U+2028/U+2029) is a
 *   space: a name typed on two lines in a cell stays readable on one;
 * - every other C0 control (U+0000-U+001F) but tab, DEL (U+007F) and every C1 control
 *   (U+0080-U+009F) is U+FFFD, the replacement character: visible, so that the organiser sees
 *   that something was there, and never a control;
 * - the explicit bidirectional embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO
 *   U+202A-U+202E; LRI, RLI, FSI, PDI U+2066-U+2069) are U+FFFD too: an override left open in a
 *   name reverses the rest of its line in a text table or a terminal (the columns after it, a
 *   message's words), and an override can make a name look like another ("Trojan Source").
 *   The marks LRM, RLM and ALM (U+200E, U+200F, U+061C), which right-to-left names do use and
 *   which reach no further than one character, stay;
 * - tab stays (the issue allows it) except where a format gives it a meaning: `inertField`
 *   (TRF, one-line fields) makes it a space too.
 * Nothing else changes: letters of every script, combining marks and emoji are kept. JSON keeps
 * the data and escapes these characters instead (`inertJson`).
 */

const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** The replacement of a control character that is not a line break or a tab. */
export const REPLACEMENT = "\uFFFD";

/** Whether the text holds a character that `inert` would change. */
export function hasControl(s: string): boolean {
  return inert(s) !== s;
}

/** The text with line breaks as spaces and other controls (but tab) as U+FFFD. */
export function inert(s: string): string {
  if (!ANY_CONTROL.test(s)) return s;
  return s.replace(LINE_BREAK, " ").replace(CONTROL, REPLACEMENT);
}

/** `inert`, and a tab is a space too: for one-line fields of fixed-column formats (TRF). */
export function inertField(s: string): string {
  return inert(s).replace(/\t/g, " ");
}

/** A cell value made inert when it is text; numbers, booleans and blanks as they are. */
export function inertCell<T>(v: T): T | string {
  return typeof v === "string" ? inert(v) : v;
}

/** Lines of a plain-text document made inert one by one and joined, with a final line break. */
export function inertLines(lines: readonly string[]): string {
  return lines.map(inert).join("\n") + "\n";
}

/**
 * JSON text made inert without changing its data: JSON.stringify escapes C0 controls already;
 * DEL, the C1 controls, U+2028/U+2029 and the bidirectional embeddings, overrides and isolates
 * (raw in its output) are written as \u escapes too.
 */
export function inertJson(text: string): string {
  return text.replace(
    /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}

/**
 * The last guard of a terminal (the command line's stdout and stderr): whatever a writer or a
 * message let through, no control character but tab, line feed and carriage return reaches it,
 * and no bidirectional embedding, override or isolate.
 */
export function terminalSafe(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,
    REPLACEMENT
  );
}
