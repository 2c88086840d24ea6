/**
 * Load/sync order of the reading helpers, checked with Microsoft's office-addin-mock: a property
 * read before load() and sync() is an error there, as in Office.js.
 */
import { OfficeMockObject } from "office-addin-mock";
import { readSource, selectionChoice } from "../../src/taskpane/excel";

function mockContext(): Excel.RequestContext {
  const seed = {
    workbook: {
      range: {
        address: "Results!A1:G6",
        values: [["No", "Name"]],
        rowIndex: 0,
        columnIndex: 0,
        worksheet: { name: "Results" },
      },
      getSelectedRange: function () {
        return this.range;
      },
      worksheets: {
        sheet: {
          range: {
            address: "Results!B2:C3",
            values: [
              [1, "Ava"],
              [2, "Ben"],
            ],
            rowIndex: 1,
            columnIndex: 1,
            worksheet: { name: "Results" },
          },
          getRange: function () {
            return this.range;
          },
        },
        getItem: function () {
          return this.sheet;
        },
      },
    },
  };
  return new OfficeMockObject(seed) as unknown as Excel.RequestContext;
}

test("the selection's address is read after load and sync", async () => {
  const ctx = mockContext();
  await expect(selectionChoice(ctx)).resolves.toEqual({
    kind: "address",
    address: "Results!A1:G6",
  });
});

test("the results range is read after load and sync, with its position", async () => {
  const ctx = mockContext();
  const data = await readSource(ctx, { kind: "address", address: "Results!B2:C3" });
  expect(data).toEqual({
    cells: [
      [1, "Ava"],
      [2, "Ben"],
    ],
    sheet: "Results",
    row: 1,
    col: 1,
    address: "Results!B2:C3",
  });
});

/* eslint-disable office-addins/call-sync-before-read, office-addins/load-object-before-read,
   office-addins/call-sync-after-load -- this test reads too early on purpose */
test("the mock really enforces load before read (so the tests above mean something)", async () => {
  const context = mockContext();
  const r = context.workbook.getSelectedRange();
  // before load() and sync() the mock hands back an error marker instead of the value
  expect(r.address).not.toBe("Results!A1:G6");
  r.load("address");
  expect(r.address).not.toBe("Results!A1:G6");
  await context.sync();
  expect(r.address).toBe("Results!A1:G6");
});
