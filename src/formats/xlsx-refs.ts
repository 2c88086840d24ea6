/**
 * Rows and cells without an `r=` attribute in a sheet's XML: the standard allows them (a row
 * without `r` follows the one before it, a cell without `r` the cell before it in its row), and
 * some writers (scripts, converters) leave them out, but ExcelJS refuses such a workbook
 * ("Invalid row number in model"). `withCellRefs` writes the positions in and gives the new
 * bytes, or null when every row and cell has one. Loaded only when ExcelJS refuses a workbook.
 * Bytes in, bytes out: no Node APIs.
 */
import JSZip from "jszip";
import { colName } from "./grid-common";

/** A row or cell start tag (any namespace prefix), its attributes and whether it closes itself. */
const TAG = /<((?:[A-Za-z_][\w.-]*:)?)(row|c)(\s[^>]*?)?(\/?)>/g;
const REF = /\sr\s*=\s*"([^"]*)"/;

/** The column (1-based) of a cell reference ("C7" -> 3), or null. */
function columnOf(ref: string): number | null {
  const m = /^([A-Z]{1,3})\d*$/i.exec(ref.trim());
  if (!m) return null;
  let n = 0;
  for (const ch of m[1].toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** The sheet XML with every row's and cell's position written, or null when none lacked one. */
export function sheetWithRefs(xml: string): string | null {
  let row = 0;
  let col = 0;
  let changed = false;
  const out = xml.replace(
    TAG,
    (whole, prefix: string, name: string, attrs: string | undefined, close: string) => {
      const a = attrs ?? "";
      const ref = REF.exec(a)?.[1];
      if (name === "row") {
        col = 0;
        if (ref !== undefined && /^\d+$/.test(ref.trim())) {
          row = Number(ref);
          return whole;
        }
        row++;
        changed = true;
        const rest = ref !== undefined ? a.replace(REF, "") : a;
        return `<${prefix}row r="${row}"${rest}${close}>`;
      }
      const c = ref !== undefined ? columnOf(ref) : null;
      if (c !== null) {
        col = c;
        return whole;
      }
      col++;
      changed = true;
      const rest = ref !== undefined ? a.replace(REF, "") : a;
      return `<${prefix}c r="${colName(col - 1)}${Math.max(row, 1)}"${rest}${close}>`;
    }
  );
  return changed ? out : null;
}

/** The workbook with the positions written into every sheet that lacked some, or null. */
export async function withCellRefs(bytes: Uint8Array): Promise<Uint8Array | null> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return null;
  }
  let changed = false;
  for (const name of Object.keys(zip.files)) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/i.test(name)) continue;
    const xml = await zip.file(name)!.async("string");
    const fixed = sheetWithRefs(xml);
    if (fixed === null) continue;
    zip.file(name, fixed);
    changed = true;
  }
  if (!changed) return null;
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}
