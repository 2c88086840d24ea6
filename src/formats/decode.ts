/**
 * Text from the bytes of a file, the same in the command line, the standalone page and the task
 * pane (never `File.text()`, which assumes UTF-8 and turns "Müller" in Windows-1252 into
 * "M\uFFFDller"):
 *
 * - valid UTF-8 (with or without a byte-order mark) is read as UTF-8; UTF-16 with a byte-order
 *   mark (Excel's "Unicode text") as UTF-16;
 * - anything else is in a single-byte code page, guessed from its letters (`guessCodePage`):
 *   Windows-1252 (Western: Swiss-Manager's and Vega's exports, not Latin-1: bytes 0x80-0x9F are
 *   € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ), Windows-1250 (Central European:
 *   Polish, Czech, Slovak, Hungarian, Slovene, Croatian, Romanian), ISO-8859-2 (the same letters
 *   at other places) or Windows-1251 (Cyrillic). Another code page than Windows-1252, or names
 *   that read badly in every one, give a warning that says "encoding" and names a line;
 * - a file that mixes UTF-8 lines with others (lines written by two programs) is read line by
 *   line, each line in the encoding it is valid in, with a warning that names the lines;
 * - a chosen encoding (`--encoding`, the page's Encoding choice) replaces the guess.
 *
 * A file with NUL bytes and no byte-order mark is refused with a message (a binary file, or UTF-16
 * without its mark: it reads when its encoding is chosen). Line ends (CRLF, CR, LF) are left to
 * the readers, which accept all three. Pure: no Node or DOM APIs beyond TextDecoder.
 */
import { InputError } from "../engine/errors";
import { ENCODING_CHOICES, encodingName } from "./encodings";

export { ENCODING_CHOICES, encodingName };

/**
 * The encoding a text was read in: a name as TextDecoder gives it ("utf-8", "windows-1252",
 * "windows-1250", "iso-8859-2", "windows-1251", "utf-16le" ...), or "mixed" for UTF-8 lines
 * beside lines in a code page (`codePage`).
 */
export type TextEncoding = string;

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
  /** The single-byte code page of the text, or of a mixed file's other lines. */
  codePage?: string;
  /** For a mixed file: the 1-based lines read in `codePage`. */
  otherLines?: number[];
  /** A warning about the reading (names a line and says "encoding"), if any. */
  warning?: string;
  /** The 1-based line the warning is about, if it is about one. */
  warningLine?: number;
}

/**
 * The encoding a person named ("cp1250", "latin2", "Windows-1250", "utf8"), as TextDecoder names
 * it; undefined when it is not one TextDecoder reads. Code page numbers alone ("1250") and
 * "cpNNNN" are taken as Windows code pages.
 */
export function encodingOf(given: string): string | undefined {
  const t = given.trim().toLowerCase();
  const label = /^(?:cp|windows-?)?125\d$/.test(t) ? `windows-${t.slice(-4)}` : t;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
}

/** Windows-1252 0x80-0x9F; the five undefined bytes keep their C1 code point, as browsers do. */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039,
  0x0152, 0x8d, 0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc,
  0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

/** Bytes as Windows-1252 text (written out: the most common case, and fast on large files). */
export function decodeCp1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  const codes = new Array<number>(CHUNK);
  for (let i = 0; i < bytes.length; i += CHUNK) {
    const n = Math.min(CHUNK, bytes.length - i);
    codes.length = n;
    for (let k = 0; k < n; k++) {
      const b = bytes[i + k];
      codes[k] = b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80] : b;
    }
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join("");
}

/** Bytes in a code page or other encoding TextDecoder reads (invalid bytes become U+FFFD). */
function decodeIn(bytes: Uint8Array, encoding: string): string {
  if (encoding === "windows-1252") return decodeCp1252(bytes);
  return new TextDecoder(encoding).decode(bytes);
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

function tryUtf8(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Whether bytes are well-formed UTF-8 (the Unicode standard's table 3-7: no overlong forms, no
 * surrogates, nothing above U+10FFFF), checked without a decoder's exception: a line of a
 * Windows-1252 file fails at its first accented letter, thousands of times in a large file.
 */
export function isUtf8(b: Uint8Array): boolean {
  let i = 0;
  while (i < b.length) {
    const c = b[i];
    if (c < 0x80) {
      i++;
      continue;
    }
    let n: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) n = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      n = 2;
      if (c === 0xe0) lo = 0xa0;
      else if (c === 0xed) hi = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      n = 3;
      if (c === 0xf0) lo = 0x90;
      else if (c === 0xf4) hi = 0x8f;
    } else return false;
    if (i + n >= b.length) return false;
    if (b[i + 1] < lo || b[i + 1] > hi) return false;
    for (let k = 2; k <= n; k++) if ((b[i + k] & 0xc0) !== 0x80) return false;
    i += n + 1;
  }
  return true;
}

function shortList(lines: number[]): string {
  const shown = lines.slice(0, 5).join(", ");
  return lines.length > 5 ? `${shown} and ${lines.length - 5} more` : shown;
}

/** The lines of a file's bytes, each with its line end, and whether it has a byte above 0x7F. */
function byteLines(bytes: Uint8Array): { part: Uint8Array; high: boolean }[] {
  const out: { part: Uint8Array; high: boolean }[] = [];
  let start = 0;
  let high = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b >= 0x80) high = true;
    else if (b === 0x0a) {
      out.push({ part: bytes.subarray(start, i + 1), high });
      start = i + 1;
      high = false;
    }
  }
  if (start < bytes.length || out.length === 0) out.push({ part: bytes.subarray(start), high });
  return out;
}

// ---- guessing the code page -------------------------------------------------------------------

/**
 * The code pages a file that is not UTF-8 may be in, in the order a tie goes: Windows-1252 first
 * (Swiss-Manager's and Vega's default), then Central European, Latin-2 and Cyrillic.
 */
const CANDIDATES = ["windows-1252", "windows-1250", "iso-8859-2", "windows-1251"] as const;

/**
 * The letters beyond ASCII of the languages each code page is written in, one string per
 * language (lower case): a word whose letters all belong to one language reads well. From the
 * alphabets of the languages (their code charts: Windows-1252 Western Europe, Windows-1250
 * Central Europe, Windows-1251 Cyrillic).
 */
const WESTERN = [
  "äöüßé", // German
  "àâæçéèêëîïôœùûüÿ", // French
  "áéíóúñü", // Spanish
  "áàâãçéêíóôõú", // Portuguese
  "àèéìíòóùú", // Italian
  "áéèëïóöüíú", // Dutch
  "åäöé", // Swedish, Finnish
  "æøåé", // Danish, Norwegian
  "áðéíóúýþæö", // Icelandic
  "àèéíïòóúüç", // Catalan
  "äöõüšž", // Estonian
  "ëç", // Albanian
];
const CENTRAL = [
  "ąćęłńóśźż", // Polish
  "áčďéěíňóřšťúůýž", // Czech
  "áäčďéíĺľňóôŕšťúýž", // Slovak
  "áéíóöőúüű", // Hungarian
  "čćđšž", // Slovene, Croatian, Bosnian, Serbian (Latin)
  "ăâîşţ", // Romanian (with the cedilla, as the code page has them)
  "äöüßé", // German
  "ëç", // Albanian
];
const CYRILLIC = ["абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґўђјљњћџѓќѕ"];
const LANGUAGES: Record<(typeof CANDIDATES)[number], readonly string[]> = {
  "windows-1252": WESTERN,
  "windows-1250": CENTRAL,
  "iso-8859-2": CENTRAL,
  "windows-1251": CYRILLIC,
};
/**
 * Letters that a code page has but names seldom use, where the same byte is a common letter in
 * another code page: 0xF5 and 0xFB are Hungarian ő and ű in Windows-1250 and õ, û (rare in
 * names) in Windows-1252. A word with one of them counts half.
 */
const RARE: Record<(typeof CANDIDATES)[number], string> = {
  "windows-1252": "õûðþ",
  "windows-1250": "ŕĺľăţ",
  "iso-8859-2": "ŕĺľăţ",
  "windows-1251": "",
};

const LETTER = /\p{L}/u;
const CYRILLIC_LETTER = /\p{Script=Cyrillic}/u;
/**
 * Signs that may stand inside a name in every code page and split it into words: apostrophes
 * (O’Brien, D´Costa), dashes (Müller–Lüdenscheidt), the Catalan middle dot (Col·lell), the
 * no-break space, the euro sign (0x80 in every Windows code page).
 */
const NAME_SIGNS = /[\u00a0\u00b4\u00b7\u2013\u2014\u2018\u2019\u201a\u20ac]/;

/**
 * How well one word reads (a run of letters and bytes beyond ASCII, decoded): 1 when its letters
 * beyond ASCII belong to one language of the code page (½ with a rare one); -1 when they belong
 * to none, or an upper-case letter follows a lower-case one beside them ("MьЁller"); -2 for a
 * sign glued to letters ("£ukasiewicz", "Micha³") or Latin and Cyrillic letters in one word; -3
 * for a control character (a byte the code page leaves undefined); 0 for a sign alone ("€").
 */
function wordScore(word: string, languages: readonly string[], rare: string): number {
  let score = 0;
  for (const part of word.split(NAME_SIGNS)) {
    if (part !== "") score += partScore(part, languages, rare);
  }
  return score;
}

function partScore(word: string, languages: readonly string[], rare: string): number {
  const chars = [...word];
  let high = "";
  let letters = false;
  let signs = false;
  let latin = false;
  let cyrillic = false;
  for (const c of chars) {
    const code = c.charCodeAt(0);
    if (code >= 0x80 && code < 0xa0) return -3;
    const letter = LETTER.test(c);
    if (letter) {
      letters = true;
      if (CYRILLIC_LETTER.test(c)) cyrillic = true;
      else latin = true;
    }
    if (code < 0x80) continue;
    if (!letter) signs = true;
    else high += c;
  }
  if (signs) return letters ? -2 : 0;
  if (high === "") return 0;
  if (latin && cyrillic) return -2;
  for (let i = 1; i < chars.length; i++) {
    const a = chars[i - 1];
    const b = chars[i];
    const beyond = a.charCodeAt(0) >= 0x80 || b.charCodeAt(0) >= 0x80;
    if (beyond && a !== a.toUpperCase() && b !== b.toLowerCase()) return -1;
  }
  const lower = [...high.toLowerCase()];
  if (!languages.some((l) => lower.every((c) => l.includes(c)))) return -1;
  return lower.some((c) => rare.includes(c)) ? 0.5 : 1;
}

/** A word of a file: its bytes, how often it occurs and the first line it is on (1-based). */
interface Word {
  bytes: Uint8Array;
  count: number;
  line: number;
}

const isAsciiLetter = (b: number): boolean => (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a);

/**
 * The distinct words with a byte beyond ASCII in some lines of a file (`lines`: each line's bytes
 * and 1-based number): runs of ASCII letters and bytes above 0x7F.
 */
function highWords(lines: readonly { part: Uint8Array; line: number }[]): Word[] {
  const words = new Map<string, Word>();
  for (const { part, line } of lines) {
    let i = 0;
    while (i < part.length) {
      if (part[i] < 0x80 && !isAsciiLetter(part[i])) {
        i++;
        continue;
      }
      let j = i;
      let high = false;
      while (j < part.length && (part[j] >= 0x80 || isAsciiLetter(part[j]))) {
        if (part[j] >= 0x80) high = true;
        j++;
      }
      if (high) {
        const bytes = part.subarray(i, j);
        const key = String.fromCharCode(...bytes);
        const w = words.get(key);
        if (w) w.count++;
        else words.set(key, { bytes, count: 1, line });
      }
      i = j;
    }
  }
  return [...words.values()];
}

export interface CodePageGuess {
  codePage: string;
  /** Each candidate's score: the sum over the words of their scores (see wordScore). */
  scores: Record<string, number>;
  /** The first word that reads badly in the guess (a sign inside, no language fits), if any. */
  bad?: { line: number; text: string };
  /** The first word that reads differently in Windows-1252, when the guess is another page. */
  different?: { line: number; text: string; western: string };
}

/**
 * The likely code page of lines that are not UTF-8, from the words they make in each candidate
 * (the letters of the candidate's languages; signs inside a name; controls from the bytes a code
 * page leaves undefined). A tie goes to the earlier candidate, Windows-1252 first, and so does a
 * file that reads badly in every candidate (no score above 0).
 */
export function guessCodePage(lines: readonly { part: Uint8Array; line: number }[]): CodePageGuess {
  const words = highWords(lines).sort((a, b) => a.line - b.line);
  const scores: Record<string, number> = {};
  let best: (typeof CANDIDATES)[number] = CANDIDATES[0];
  for (const cp of CANDIDATES) {
    let score = 0;
    for (const w of words)
      score += w.count * wordScore(decodeIn(w.bytes, cp), LANGUAGES[cp], RARE[cp]);
    scores[cp] = score;
    if (score > scores[best]) best = cp;
  }
  // no code page makes readable names: nothing speaks against the usual one
  if (scores[best] <= 0) best = CANDIDATES[0];
  const guess: CodePageGuess = { codePage: best, scores };
  for (const w of words) {
    const text = decodeIn(w.bytes, best);
    if (guess.bad === undefined && wordScore(text, LANGUAGES[best], RARE[best]) < 0)
      guess.bad = { line: w.line, text };
    if (guess.different === undefined && best !== "windows-1252") {
      const western = decodeCp1252(w.bytes);
      if (western !== text) guess.different = { line: w.line, text, western };
    }
  }
  return guess;
}

// ---- decoding ---------------------------------------------------------------------------------

const CHOOSE = "choose the encoding to read it otherwise (--encoding on the command line)";

/**
 * Decodes a file's bytes: UTF-8 when valid, UTF-16 with its byte-order mark, else the likely
 * code page, else line by line; `chosen` (an encoding name, see encodingOf) replaces the guess.
 */
export function decodeBytes(bytes: Uint8Array, what = "the file", chosen?: string): DecodedText {
  if (chosen !== undefined) return decodeChosen(bytes, what, chosen);
  if (bytes.length >= 2) {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeUtf16(bytes, "utf-16le");
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeUtf16(bytes, "utf-16be");
  }
  if (bytes.indexOf(0) >= 0) {
    throw new InputError(
      "encoding",
      `${what} contains NUL bytes: it is not text in UTF-8 or a single-byte code page (a binary file, or UTF-16 text without its byte-order mark: choose the encoding utf-16le to read it as UTF-16)`
    );
  }
  const whole = tryUtf8(bytes);
  if (whole !== null) return { text: whole, encoding: "utf-8" };

  // not UTF-8 as a whole: is some line valid, non-ASCII UTF-8? then the file mixes encodings
  const lines = byteLines(bytes);
  const other: { part: Uint8Array; line: number }[] = [];
  let utf8NonAscii = 0;
  const asUtf8 = lines.map((l, k) => {
    if (!l.high) return null;
    const u = isUtf8(l.part) ? tryUtf8(l.part) : null;
    if (u === null) other.push({ part: l.part, line: k + 1 });
    else utf8NonAscii++;
    return u;
  });
  const guess = guessCodePage(other);
  const cp = guess.codePage;
  if (utf8NonAscii === 0) {
    return { text: decodeIn(bytes, cp), encoding: cp, codePage: cp, ...guessWarning(guess, what) };
  }
  const text = lines
    .map((l, k) => asUtf8[k] ?? decodeIn(l.part, cp))
    .join("")
    .replace(/^\uFEFF/, "");
  const otherLines = other.map((l) => l.line);
  return {
    text,
    encoding: "mixed",
    codePage: cp,
    otherLines,
    warningLine: otherLines[0],
    warning: `${what} mixes encodings: ${utf8NonAscii} line(s) are UTF-8 and ${other.length} are not (line ${shortList(otherLines)}); each line was read in its own encoding (those as ${encodingName(cp)}): check the names`,
  };
}

function guessWarning(
  guess: CodePageGuess,
  what: string
): { warning?: string; warningLine?: number } {
  const name = encodingName(guess.codePage);
  if (guess.different) {
    const d = guess.different;
    return {
      warningLine: d.line,
      warning: `${what} is not UTF-8; read in the encoding ${name} by its letters (line ${d.line}: "${d.text}", in Windows-1252 "${d.western}"): check the names, or ${CHOOSE}`,
    };
  }
  if (guess.bad) {
    const b = guess.bad;
    return {
      warningLine: b.line,
      warning: `${what} is not UTF-8 and some names read badly in every encoding tried; read as ${name} (line ${b.line}: "${b.text}"): check the names, or ${CHOOSE}`,
    };
  }
  return {};
}

function decodeUtf16(bytes: Uint8Array, encoding: "utf-16le" | "utf-16be"): DecodedText {
  // TextDecoder drops the byte-order mark; a lone surrogate becomes U+FFFD
  return { text: new TextDecoder(encoding).decode(bytes), encoding };
}

/** The bytes in the encoding a person chose; bytes that are not valid in it are named by line. */
function decodeChosen(bytes: Uint8Array, what: string, chosen: string): DecodedText {
  const encoding = encodingOf(chosen);
  if (encoding === undefined) {
    throw new InputError(
      "usage",
      `"${chosen}" is not an encoding that can be read; use one of ${ENCODING_CHOICES.map((c) => c.name).join(", ")}`
    );
  }
  if (encoding === "windows-1252")
    return { text: decodeCp1252(bytes), encoding, codePage: encoding };
  const text = new TextDecoder(encoding).decode(bytes);
  const out: DecodedText = { text, encoding };
  if (text.includes("\uFFFD")) {
    const line = text.slice(0, text.indexOf("\uFFFD")).split("\n").length;
    out.warningLine = line;
    out.warning = `${what} is not valid ${encodingName(encoding)} at line ${line} (read as \uFFFD): check the encoding chosen`;
  }
  return out;
}
