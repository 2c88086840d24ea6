/**
 * Rows and cells without an `r=` attribute (the xlsx standard allows them: a row without one
 * follows the row before it, a cell the cell before it) are read. The workbooks are written by
 * hand here with jszip, the sheet XML as a script would write it, holding the 4-player event of
 * test/fixtures/grids/round-headers-ordinal.csv (README.md: Buchholz 3, 4, 5½, 5½).
 */
import JSZip from "jszip";
import { parseGrid } from "../../src/formats/grid";
import { readXlsx } from "../../src/formats/xlsx";
import { sheetWithRefs } from "../../src/formats/xlsx-refs";
import { gridCells, valuesById } from "../helpers/grid-fixtures";

const NS = "http://schemas.openxmlformats.org";

/** A workbook of one sheet "Results" whose sheetData is `rowsXml`. */
async function workbook(rowsXml: string): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`
  );
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`
  );
  zip.file(
    "xl/workbook.xml",
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships"><sheets><sheet name="Results" sheetId="1" r:id="rId1"/></sheets></workbook>`
  );
  zip.file(
    "xl/_rels/workbook.xml.rels",
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`
  );
  zip.file(
    "xl/worksheets/sheet1.xml",
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}/spreadsheetml/2006/main"><sheetData>${rowsXml}</sheetData></worksheet>`
  );
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

const cell = (v: unknown, ref = ""): string =>
  typeof v === "number"
    ? `<c${ref}><v>${v}</v></c>`
    : `<c${ref} t="inlineStr"><is><t>${String(v)}</t></is></c>`;

const EVENT = gridCells("round-headers-ordinal.csv");

describe("rows and cells without r=", () => {
  test("no r= anywhere: read as written, row after row, cell after cell", async () => {
    const xml = EVENT.map((row) => `<row>${row.map((v) => cell(v)).join("")}</row>`).join("");
    const book = await readXlsx(await workbook(xml));
    expect(book.cells).toEqual(EVENT);
    expect(valuesById(parseGrid(book.cells).tournament, "BH")).toEqual({
      1: 3,
      2: 4,
      3: 5.5,
      4: 5.5,
    });
  });

  test("some rows and cells with r=, the others after them", async () => {
    // the header at row 3 (r="3"), the players after it without r; in each player row the
    // name has r= (column B) and the rounds follow it without one
    const xml = EVENT.map((row, k) => {
      const r = k === 0 ? ' r="3"' : "";
      const cells = row.map((v, c) => cell(v, k > 0 && c === 1 ? ` r="B${k + 3}"` : ""));
      return `<row${r}>${cells.join("")}</row>`;
    }).join("");
    const book = await readXlsx(await workbook(xml));
    expect(book.origin).toEqual({ sheet: "Results", row: 2, col: 0 });
    expect(book.cells).toEqual(EVENT);
  });

  test("the positions written in", () => {
    expect(
      sheetWithRefs('<row><c t="s"><v>0</v></c><c/></row><row r="5"><c r="C5"/><c/></row>')
    ).toBe(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"/></row><row r="5"><c r="C5"/><c r="D5"/></row>'
    );
    // a namespace prefix, as some writers use
    expect(sheetWithRefs("<x:row><x:c><x:v>1</x:v></x:c></x:row>")).toBe(
      '<x:row r="1"><x:c r="A1"><x:v>1</x:v></x:c></x:row>'
    );
    // nothing to write: null (the workbook is read as it is)
    expect(sheetWithRefs('<row r="1"><c r="A1"/></row><cols><col min="1"/></cols>')).toBeNull();
  });
});
