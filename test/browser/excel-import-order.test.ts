/**
 * Import TRF in the pane's Excel mode, in a workbook whose order nobody chose: the file's own
 * tie-break list (record 202) becomes the workbook's order, as the page and the command line
 * take it, in the formula written beside the imported grid and in the order saved with the
 * workbook (the results sheet written from the file does not carry the record). Headless
 * Chromium against the in-memory workbook of harness.ts (test/browser/fake-office.js).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Page } from "playwright-core";
import { makeTrf } from "../../src/formats/trf-write";
import { loadFixture, tournamentFromRounds } from "../helpers/fixtures";
import {
  offLoopback,
  seedWorkbook,
  sheetCells,
  startHarness,
  watchErrors,
  type Harness,
} from "./harness";

describe("Import TRF takes the file's own list when nobody chose an order", () => {
  let h: Harness;
  let tmp: string;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    h = await startHarness({ fakeOffice: true });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tb-import-"));
    // a new workbook: one sheet of notes, no settings (so the pane's order follows the event)
    await seedWorkbook(h, { sheets: [{ name: "Notes", cells: [["club night"]] }] });
    page = await h.context.newPage();
    errors = watchErrors(page);
  }, 60000);

  afterAll(async () => {
    await h?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test("the formula, the editor and the saved order are the file's 202 list", async () => {
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });

    // the file's list, in another spelling than the canonical one and not any preset's order
    const trf = path.join(tmp, "club.trf");
    const t = tournamentFromRounds(loadFixture("seeds/arena-swiss-5.json"));
    fs.writeFileSync(trf, makeTrf({ ...t, tiebreaks: ["PTS", "sb", "bh-c1", "WIN"] }));
    const own = ["SB", "BH/C1", "WIN"];

    await page.setInputFiles("#trf-input", trf);
    await page.waitForSelector("#status >> text=taken from the file (TRF record 202)");
    await page.waitForSelector("#source-summary >> text=5 players");
    const imported = (await sheetCells(page, "Results")) ?? {};
    const formula = Object.values(imported).find((c) => c.formula !== undefined)?.formula ?? null;
    // the rules stay "auto" (no option written); the grid's width is makeGrid's
    expect(formula?.replace(/\$[A-Z]+\$6,/, "$X$6,")).toBe(
      `=TIEBREAK.STANDINGS('Results'!$A$1:$X$6, "SB, BH/C1, WIN")`
    );
    const listed = (): Promise<(string | undefined)[]> =>
      page.$$eval("#order-list li", (lis) => lis.map((li) => li.dataset.code));
    expect(await listed()).toEqual(own);

    // reopened: the order comes back from the workbook's settings, not the default preset (the
    // in-memory workbook keeps its settings over a reload, its sheets are seeded again)
    await page.waitForTimeout(500); // the order is saved 300 ms after it changes
    await page.reload();
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    expect(await listed()).toEqual(own);

    expect(errors).toEqual([]);
    expect(h.notFound).toEqual([]);
    expect(offLoopback(h.requests)).toEqual([]);
  }, 120000);
});
