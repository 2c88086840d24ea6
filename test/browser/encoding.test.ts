/**
 * The page's "Text encoding" choice, in headless Chromium: a TRF in Windows-1250
 * (test/fixtures/inputs/polish-1250.trf, made by hand) reads with its Polish names and a warning
 * that says "encoding"; choosing Windows-1252 reads the open file again in that code page (Ł is
 * byte A3, "£" there), with no warning; the choice is a labelled control.
 */
import * as path from "path";
import type { Page } from "playwright-core";
import { unlabelledControls } from "./a11y";
import { startHarness, watchErrors, type Harness } from "./harness";

const FILE = path.resolve(__dirname, "../fixtures/inputs/polish-1250.trf");

async function names(page: Page): Promise<string[]> {
  return page.$$eval("#standings tbody tr", (trs) =>
    trs.map((tr) => {
      const head = [...document.querySelectorAll("#standings thead th")].map(
        (th) => th.textContent
      );
      return (tr.children[head.indexOf("Name")]?.textContent ?? "").trim();
    })
  );
}

describe("the page's text encoding", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60000);
  afterAll(async () => {
    await h?.close();
  });

  test("the guess, then another encoding chosen: the open file is read again", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 20000 });
    expect(await page.$eval("#file-encoding", (s) => (s as HTMLSelectElement).value)).toBe("");
    await page.setInputFiles("#file-input", FILE);
    await page.waitForSelector("#source-summary >> text=4 players");
    expect((await names(page)).sort()).toEqual([
      "Dvořák, Jiří",
      "Wróbel, Michał",
      "Łukasiewicz, Jan",
      "Żółkiewska, Agnieszka",
    ]);
    expect(await page.textContent("#problems")).toMatch(/encoding Windows-1250.*line 1: "Łódź"/);

    await page.selectOption("#file-encoding", "windows-1252");
    await page.waitForFunction(() =>
      (document.querySelector("#standings")?.textContent ?? "").includes("£ukasiewicz")
    );
    expect(await names(page)).toContain("Wróbel, Micha³");
    expect(await page.isVisible("#problems")).toBe(false);
    expect(await unlabelledControls(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
