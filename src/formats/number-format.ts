/**
 * What a cell's number format says about its value, for the readers that get formats beside the
 * values (an .xlsx cell's numFmt, an Excel range's numberFormat): a percentage shows 0.5 as
 * "50%". Pure: no ExcelJS, so the task pane can use it too.
 */

/** Whether a number format shows a percentage ("0%", "0.00%"; not a % in quotes or escaped). */
export function isPercentFormat(format: unknown): boolean {
  return typeof format === "string" && /%/.test(format.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, ""));
}

/** The cells (row, column) of a 2-D array of number formats that show a percentage. */
export function percentCells(formats: readonly (readonly unknown[])[]): [number, number][] {
  const out: [number, number][] = [];
  formats.forEach((row, r) =>
    row.forEach((f, c) => {
      if (isPercentFormat(f)) out.push([r, c]);
    })
  );
  return out;
}
