/**
 * The choice of text encoding for the files the page reads (.trf, .csv, a prize list), the
 * page's counterpart of the command line's --encoding: "Automatic" (UTF-8 when the
 * bytes are valid UTF-8, else the code page their letters suggest, formats/decode.ts) or one
 * encoding. Changing it reads the files open on the page again.
 */
import { ENCODING_CHOICES } from "../formats/encodings";
import { byId, h, valueOf } from "./dom";
import { onLanguageChange, tx } from "./texts";

const ID = "file-encoding";
const listeners: (() => void)[] = [];

/** Fills the select with the choices (once) and reads the files again when it changes. */
export function startEncodingChoice(): void {
  const select = byId<HTMLSelectElement>(ID);
  if (select.options.length > 0) return;
  const automatic = h("option", { value: "" }, tx("pane.encodingAuto"));
  select.append(automatic);
  onLanguageChange(() => (automatic.textContent = tx("pane.encodingAuto")));
  for (const c of ENCODING_CHOICES) select.append(h("option", { value: c.name }, c.label));
  select.addEventListener("change", () => {
    for (const f of listeners) f();
  });
}

/** The encoding chosen, or undefined for the automatic guess. */
export function chosenEncoding(): string | undefined {
  const el = document.getElementById(ID);
  const v = el ? valueOf(el) : "";
  return v === "" ? undefined : v;
}

/** Calls `f` when the choice changes (the page reads its open files again). */
export function onEncodingChange(f: () => void): void {
  listeners.push(f);
}
