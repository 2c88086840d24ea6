/**
 * Text from the bytes of a file, the same in the command line, the standalone page and the task
 * pane (never `File.text()`, which assumes UTF-8 and turns "Müller" in Windows-1252 into
 * "M\uFFFDller"):
 *
 * - valid UTF-8 (with or without a byte-order mark) is read as UTF-8;
 * - anything else is Windows-1252, the code page of Swiss-Manager's and Vega's exports (not
 *   Latin-1: bytes 0x80-0x9F are € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ);
 * - a file that mixes the two (lines written by two programs) is read line by line, each line
 *   in the encoding it is valid in, with a warning that says "encoding" and names the lines.
 *
 * A UTF-16 file (byte-order mark FF FE or FE FF) is refused with a message, as is a file with NUL
 * bytes (a binary file). Line ends (CRLF, CR, LF) are left to the readers, which accept all three.
 * Pure: no Node or DOM APIs beyond TextDecoder, which both have.
 */
import { InputError } from "../engine/errors";

export type TextEncoding = "utf-8" | "windows-1252" | "mixed";

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
  /** For a mixed file: the 1-based lines read as Windows-1252. */
  cp1252Lines?: number[];
  /** A warning for a mixed file (names the lines and says "encoding"). */
  warning?: string;
}

/** Windows-1252 0x80-0x9F; the five undefined bytes keep their C1 code point, as browsers do. */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039,
  0x0152, 0x8d, 0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc,
  0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

/** Bytes as Windows-1252 text. */
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

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

function tryUtf8(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

function shortList(lines: number[]): string {
  const shown = lines.slice(0, 5).join(", ");
  return lines.length > 5 ? `${shown} and ${lines.length - 5} more` : shown;
}

/** Decodes a file's bytes: UTF-8 when valid, else Windows-1252, else line by line. */
export function decodeBytes(bytes: Uint8Array, what = "the file"): DecodedText {
  if (
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
  ) {
    throw new InputError(
      "encoding",
      `${what} is UTF-16 text; this encoding is not read: save it as UTF-8 or Windows-1252 (ANSI)`
    );
  }
  if (bytes.indexOf(0) >= 0) {
    throw new InputError(
      "encoding",
      `${what} contains NUL bytes: it is not text in UTF-8 or Windows-1252 (a binary file, or UTF-16 text)`
    );
  }
  const whole = tryUtf8(bytes);
  if (whole !== null) return { text: whole, encoding: "utf-8" };

  // not UTF-8 as a whole: is some line valid, non-ASCII UTF-8? then the file mixes encodings
  const lines: string[] = [];
  const cp: number[] = [];
  let utf8NonAscii = 0;
  let start = 0;
  let line = 1;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    const end = i < bytes.length ? i + 1 : i;
    const part = bytes.subarray(start, end);
    let ascii = true;
    for (let k = 0; k < part.length; k++) {
      if (part[k] >= 0x80) {
        ascii = false;
        break;
      }
    }
    const u = ascii ? null : tryUtf8(part);
    if (ascii) lines.push(decodeCp1252(part));
    else if (u !== null) {
      lines.push(u);
      utf8NonAscii++;
    } else {
      lines.push(decodeCp1252(part));
      cp.push(line);
    }
    start = end;
    line++;
  }
  if (utf8NonAscii === 0) return { text: decodeCp1252(bytes), encoding: "windows-1252" };
  return {
    text: lines.join("").replace(/^\uFEFF/, ""),
    encoding: "mixed",
    cp1252Lines: cp,
    warning: `${what} mixes encodings: ${utf8NonAscii} line(s) are UTF-8 and ${cp.length} are not (line ${shortList(cp)}); each line was read in its own encoding (those as Windows-1252): check the names`,
  };
}
