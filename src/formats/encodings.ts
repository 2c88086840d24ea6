/**
 * The text encodings a person may choose (the page's and the pane's choice, listed by the
 * command line's messages), apart from the decoder (decode.ts) so that the page's first screen
 * can offer them without loading it.
 */

/** The encodings offered where a person chooses one (the page), with their names for people. */
export const ENCODING_CHOICES: readonly { name: string; label: string }[] = [
  { name: "utf-8", label: "UTF-8" },
  { name: "windows-1252", label: "Windows-1252 (Western)" },
  { name: "windows-1250", label: "Windows-1250 (Central European)" },
  { name: "iso-8859-2", label: "ISO-8859-2 (Latin-2)" },
  { name: "windows-1251", label: "Windows-1251 (Cyrillic)" },
  { name: "windows-1257", label: "Windows-1257 (Baltic)" },
  { name: "windows-1254", label: "Windows-1254 (Turkish)" },
  { name: "utf-16le", label: "UTF-16 (little-endian)" },
];

/** How an encoding is named in messages: "Windows-1250 (Central European)", else its name. */
export function encodingName(name: string): string {
  return ENCODING_CHOICES.find((c) => c.name === name)?.label ?? name;
}
