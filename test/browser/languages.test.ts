/**
 * The pane's language in headless Chromium (harness.ts):
 * - the page follows the browser's languages (a German browser: the page in German), its switch
 *   changes the language at once, and the choice is kept in localStorage over the browser's;
 * - in Excel (the fake Office of fake-office.js) the pane follows Office's display language, and
 *   the switch's choice is saved with the workbook (its settings), over Office's language;
 * - a language's texts come in a chunk of their own, loaded only when the language is chosen.
 * The expected German and Russian words are those of docs/glossary.md.
 *
 * Needs dist/ (npm test builds before jest).
 */
import type { Page } from "playwright-core";
import { seedWorkbook, startHarness, watchErrors, type Harness } from "./harness";

async function text(page: Page, selector: string): Promise<string> {
  return ((await page.textContent(selector)) ?? "").replace(/\s+/g, " ").trim();
}

describe("the page in a German browser", () => {
  let h: Harness;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    h = await startHarness({ locale: "de-DE" });
    page = await h.context.newPage();
    errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 20000 });
  }, 60000);
  afterAll(async () => h?.close());

  test("is in German: the document, the headings, the labels, the switch", async () => {
    expect(await page.getAttribute("html", "lang")).toBe("de");
    expect(await text(page, "#order-h2 button")).toBe("Reihenfolge der Feinwertungen");
    expect(await text(page, "#result-h")).toBe("Rangliste");
    expect(await text(page, "label[for=file-input]")).toBe("Ergebnisdatei (.trf, .csv oder .xlsx)");
    expect(await page.getAttribute("#unrated", "placeholder")).toBe(
      "keine (Feinwertungen nach Wertungszahl bleiben offen)"
    );
    expect(await page.getAttribute("#action-bar", "aria-label")).toBe("Aktionen der Rangliste");
    expect(await text(page, "label[for=lang-pick]")).toBe("Sprache");
    expect(await page.inputValue("#lang-pick")).toBe("de");
    // each language named in itself, marked with its own language for screen readers
    const options = await page.$$eval("#lang-pick option", (os) =>
      os.map((o) => `${o.getAttribute("lang")}:${o.textContent}`)
    );
    expect(options).toEqual([
      "en:English",
      "de:Deutsch",
      "fr:Français",
      "es:Español",
      "it:Italiano",
      "nl:Nederlands",
      "pl:Polski",
      "ru:Русский",
      "pt:Português",
    ]);
    // German's chunk was loaded, no other language's
    const chunks = h.requests.filter((u) => /lang-[a-z]{2}\.[0-9a-f]+\.js$/.test(u));
    expect(chunks.map((u) => /lang-([a-z]{2})/.exec(u)?.[1])).toEqual(["de"]);
  });

  test("the switch changes the language at once and keeps the choice over the browser's", async () => {
    await page.selectOption("#lang-pick", "ru");
    await page.waitForFunction(() => document.documentElement.lang === "ru");
    expect(await text(page, "#order-h2 button")).toBe("Порядок дополнительных показателей");
    expect(await text(page, "#result-h")).toBe("Итоговая таблица");
    expect(await page.evaluate(() => localStorage.getItem("tiebreaks.language"))).toBe("ru");
    await page.reload();
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 20000 });
    expect(await page.getAttribute("html", "lang")).toBe("ru");
    expect(await page.inputValue("#lang-pick")).toBe("ru");
    // back to English: the HTML's own English, from the catalogue
    await page.selectOption("#lang-pick", "en");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(await text(page, "#order-h2 button")).toBe("Tie-break order");
    expect(errors).toEqual([]);
  });
});

describe("the page in a browser of a language the product does not have", () => {
  test("is in English", async () => {
    const h = await startHarness({ locale: "sv-SE" });
    try {
      const page = await h.context.newPage();
      await page.goto(h.url);
      await page.waitForSelector("body[data-ready=standalone]", { timeout: 20000 });
      expect(await page.getAttribute("html", "lang")).toBe("en");
      expect(await text(page, "#order-h2 button")).toBe("Tie-break order");
      expect(h.requests.filter((u) => /lang-[a-z]{2}\./.test(u))).toEqual([]);
    } finally {
      await h.close();
    }
  }, 60000);
});

describe("the pane in Excel", () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ fakeOffice: true });
    await seedWorkbook(h, { sheets: [], displayLanguage: "fr-FR" });
  }, 60000);
  afterAll(async () => h?.close());

  test("follows Office's display language; the switch's choice is saved with the workbook", async () => {
    const page = await h.context.newPage();
    const errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    expect(await text(page, "#order-h2 button")).toBe("Ordre des départages");
    expect(await text(page, "#write")).toBe("Écrire le classement");

    await page.selectOption("#lang-pick", "de");
    await page.waitForFunction(() => document.documentElement.lang === "de");
    expect(await text(page, "#write")).toBe("Rangliste schreiben");
    await page.waitForFunction(
      () =>
        (window as unknown as { __fakeExcel: { settings: Record<string, unknown> } }).__fakeExcel
          .settings["tiebreaks.language"] === "de"
    );
    // the workbook's choice wins over Office's French when the pane opens again
    await page.reload();
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
    expect(await page.getAttribute("html", "lang")).toBe("de");
    expect(await text(page, "#write")).toBe("Rangliste schreiben");
    expect(errors).toEqual([]);
  }, 60000);
});
