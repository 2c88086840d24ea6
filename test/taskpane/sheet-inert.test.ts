/**
 * Output is inert in the sheets the pane writes too (the property that names with every
 * control character go through every writer and back through the reader): the
 * standings sheet and the results sheet of a TRF import hold no raw control character (C0 but
 * tab, DEL, C1, U+2028/2029), and read back through range.values and the grid reader they give
 * the name as the rule of src/formats/inert.ts says: a line break is a space, any other control
 * U+FFFD, tab and letters stay (docs/decisions.md, "Outputs", inert output).
 */
import fc from "fast-check";
import { computeStandings, type Tournament } from "../../src/engine";
import { parseGrid } from "../../src/formats/grid";
import { makeGrid } from "../../src/formats/grid-make";
import { inert } from "../../src/formats/inert";
import { importSheet } from "../../src/taskpane/blocks";
import { readSource, writeImport, writeStandings } from "../../src/taskpane/excel";
import { standingsSheet } from "../../src/taskpane/standings-sheet";
import { mini } from "../helpers/mini";
import { FakeExcel } from "./fake-excel";

const CONTROLS: string[] = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  "\u007f",
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)),
  "\u2028",
  "\u2029",
];
// eslint-disable-next-line no-control-regex
const RAW = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/;

const nameArb = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...CONTROLS),
    fc.constantFrom("=", "+", "@", "\t", "\r\n", "é", " "),
    fc.constantFrom(..."abcXYZ,.'")
  ),
  minLength: 1,
  maxLength: 10,
});

function event(name1: string, title: string): Tournament {
  const t = mini(
    [
      { id: 1, name: name1, rating: 2000 },
      { id: 2, name: "Two", rating: 1900 },
    ],
    [["1 2 W"], ["2 1 D"]]
  );
  t.name = title;
  return t;
}

/** Every text value stored in the fake workbook. */
function storedTexts(x: FakeExcel, sheet: string): string[] {
  return [...x.sheet(sheet).cells.values()]
    .map((c) => c.value)
    .filter((v): v is string => typeof v === "string");
}

test("every control character in a name and the title: the standings sheet", async () => {
  await fc.assert(
    fc.asyncProperty(nameArb, async (n1) => {
      const t = event(n1, `Open${n1}`);
      const st = computeStandings(t, ["PTS"]);
      const content = standingsSheet(st, t, { preset: "Custom list", writtenAt: new Date(0) });
      const x = new FakeExcel();
      const res = await writeStandings(x.ctx, content);
      expect(storedTexts(x, res.sheetName).filter((v) => RAW.test(v))).toEqual([]);
      // read back: the title line and the name cell are the inert texts
      const top = content.tableTop ?? 0;
      const data = await readSource(x.ctx, {
        kind: "address",
        address: `'${res.sheetName}'!A1:F${top + 3}`,
      });
      // (the event's title is trimmed before it is written, as for every writer)
      expect(data.cells[0][0]).toBe(inert(`Open${n1}`.trim()));
      const nameCol = content.table.header.indexOf("Name");
      const names = data.cells.slice(top + 1, top + 3).map((r) => r[nameCol]);
      expect(names.map((v) => String(v).trim())).toContain(inert(n1).trim());
    }),
    { numRuns: 60 }
  );
});

test("every control character in a name: the results sheet of an import, back through the grid reader", async () => {
  await fc.assert(
    fc.asyncProperty(nameArb, async (n1) => {
      const t = event(n1, "Open");
      const grid = makeGrid(t, "swiss");
      const x = new FakeExcel();
      const res = await writeImport(x.ctx, "Results", (name) =>
        importSheet(grid, name, ["PTS"], "")
      );
      expect(storedTexts(x, "Results").filter((v) => RAW.test(v))).toEqual([]);
      const data = await readSource(x.ctx, { kind: "address", address: res.address });
      const back = parseGrid(data.cells).tournament;
      // the grid reader trims a name cell; a name that is blank once inert is no name
      const want = inert(n1).trim();
      if (want !== "") expect(back.players[0].name).toBe(want);
    }),
    { numRuns: 60 }
  );
});
