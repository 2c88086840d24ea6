/**
 * A large event on the standalone page: a table of more than AT_ONCE rows
 * shows its first FIRST_ROWS rows first and adds the rest after that frame is painted
 * (src/taskpane/standings-rows.ts). What must hold, whatever the timing:
 *
 * - every row comes, once, in the command line's order (the same standings on every surface);
 * - the columns do not move while the rows come in, and are as wide as the browser's own table
 *   layout makes them with every row (the measured widths are a least, not a guess);
 * - the table says it is busy (aria-busy) until its last row is in, and printing adds every row
 *   at once (beforeprint); the notes below it (the legend, how every tie was broken) come a
 *   frame after its last rows, their list busy until then, and at once with a print too;
 * - Rk and Name stay side by side at the left edge when a late row is scrolled into view
 *   sideways, and a late row opens its player's working;
 * - axe finds nothing serious on the full page.
 *
 * The event is generated (bench/generate.ts, 600 players, 7 rounds): its values are not what is
 * tested here, only that the page shows the command line's ranking. Needs dist/.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Page } from "playwright-core";
import { generateSwiss } from "../../bench/generate";
import { run } from "../../src/cli/main";
import { makeTrf } from "../../src/formats/trf-write";
import { AT_ONCE, FIRST_ROWS } from "../../src/taskpane/standings-rows";
import { axeSerious } from "./a11y";
import { startHarness, watchErrors, type Harness } from "./harness";

const PLAYERS = 600;

interface FirstLook {
  rows: number;
  busy: string | null;
  widths: number[];
  /** The notes below the table (they come with its last rows) and their aria-busy. */
  notes: number;
  notesBusy: string | null;
  /** Rows and notes right after a beforeprint event dispatched then (the print test only). */
  afterPrint?: number;
  busyAfterPrint?: string | null;
  notesAfterPrint?: number;
}

/**
 * Before the file is chosen: a MutationObserver that records, in the microtask after the table's
 * first rows are added, how many there are, aria-busy and the header cells' widths; with
 * `print`, it then dispatches beforeprint and records the rows again.
 */
async function watchFirstRows(page: Page, print: boolean): Promise<void> {
  await page.evaluate((print) => {
    const w = window as unknown as { __first?: FirstLook };
    delete w.__first;
    const table = document.getElementById("standings") as HTMLTableElement;
    const notes = document.getElementById("standings-notes") as HTMLElement;
    const obs = new MutationObserver(() => {
      const rows = table.querySelectorAll(":scope > tbody > tr").length;
      if (rows === 0) return;
      obs.disconnect();
      const look: FirstLook = {
        rows,
        busy: table.getAttribute("aria-busy"),
        widths: [...table.tHead!.rows[0].cells].map((c) => c.getBoundingClientRect().width),
        notes: notes.children.length,
        notesBusy: notes.getAttribute("aria-busy"),
      };
      if (print) {
        window.dispatchEvent(new Event("beforeprint"));
        look.afterPrint = table.querySelectorAll(":scope > tbody > tr").length;
        look.busyAfterPrint = table.getAttribute("aria-busy");
        look.notesAfterPrint = notes.children.length;
      }
      w.__first = look;
    });
    obs.observe(table, { childList: true, subtree: true });
  }, print);
}

async function firstLook(page: Page): Promise<FirstLook> {
  await page.waitForFunction(() => (window as { __first?: unknown }).__first !== undefined);
  return page.evaluate(() => (window as unknown as { __first: FirstLook }).__first);
}

describe("a large event on the page (first screenful, then the rest)", () => {
  let h: Harness;
  let tmp: string;
  let page: Page;
  let errors: string[];
  let file: string;
  let cli: { start: number; name: string }[];
  /** The notes below the full table (the first test). */
  let notes: string[] = [];

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tb-large-"));
    file = path.join(tmp, "large.trf");
    fs.writeFileSync(
      file,
      makeTrf(generateSwiss({ players: PLAYERS, rounds: 7, seed: 13, colours: "balanced" }))
    );
    let out = "";
    const code = await run(["standings", file, "--format", "json"], {
      stdout: (s) => void (out += s),
      stderr: () => undefined,
      cwd: tmp,
    });
    expect(code).toBe(0);
    cli = (JSON.parse(out) as { players: { start: number; name: string }[] }).players;
    h = await startHarness();
    page = await h.context.newPage();
    errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 20000 });
  }, 60000);

  afterAll(async () => {
    await h?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test("every row in the command line's order; the columns stay put; busy until the last", async () => {
    expect(PLAYERS).toBeGreaterThan(AT_ONCE);
    await watchFirstRows(page, false);
    await page.setInputFiles("#file-input", file);
    const first = await firstLook(page);
    expect(first).toMatchObject({ rows: FIRST_ROWS, busy: "true", notes: 0, notesBusy: "true" });
    await page.waitForFunction(
      (n) => document.querySelectorAll("#standings > tbody > tr").length === n,
      PLAYERS,
      { timeout: 60000 }
    );
    await page.waitForFunction(
      () => !document.getElementById("standings")!.hasAttribute("aria-busy")
    );
    const all = await page.$$eval("#standings > tbody > tr", (trs) =>
      trs.map((tr) => ({
        start: Number(tr.children[1]?.textContent),
        name: tr.querySelector("th")?.textContent ?? "",
      }))
    );
    expect(all).toEqual(cli.map((p) => ({ start: p.start, name: p.name })));
    // the notes come a frame after the last rows: the legend and how every tie was broken
    await page.waitForFunction(
      () => !document.getElementById("standings-notes")!.hasAttribute("aria-busy")
    );
    notes = await page.$$eval("#standings-notes li", (ls) => ls.map((l) => l.textContent ?? ""));
    expect(notes.length).toBeGreaterThan(PLAYERS / 2);
    expect(notes.some((n) => n.startsWith("Why this place: "))).toBe(true);
    expect(notes[notes.length - 1]).toMatch(/^Written at /);
    expect(await page.getAttribute("#standings-notes", "aria-busy")).toBeNull();
    const widths = await page.$$eval("#standings thead th", (ths) =>
      ths.map((th) => th.getBoundingClientRect().width)
    );
    // the browser's own widths for every row: without the measured least widths
    const auto = await page.$$eval("#standings thead th", (ths) => {
      for (const th of ths) (th as HTMLElement).style.minWidth = "";
      return ths.map((th) => th.getBoundingClientRect().width);
    });
    expect(widths.length).toBe(first.widths.length);
    widths.forEach((w, c) => {
      expect(Math.abs(w - first.widths[c])).toBeLessThan(0.5);
      expect(Math.abs(w - auto[c])).toBeLessThan(0.5);
    });
    expect(errors).toEqual([]);
  }, 120000);

  test("a late row: Rk and Name side by side when scrolled sideways; it opens its working", async () => {
    const late = PLAYERS - 20;
    const seen = await page.$eval(
      "#standings-wrap",
      (w, late) => {
        const tr = w.querySelectorAll("tbody tr")[late] as HTMLElement;
        w.scrollTop = tr.offsetTop - 40;
        w.scrollLeft = 600;
        const frame = w.getBoundingClientRect();
        const rank = tr.children[0].getBoundingClientRect();
        const name = tr.querySelector("th")!.getBoundingClientRect();
        return {
          scrolled: w.scrollLeft > 0,
          rankAtLeft: Math.abs(rank.left - frame.left) < 1.5,
          nameBesideRank: Math.abs(name.left - rank.right) < 1.5,
        };
      },
      late
    );
    expect(seen).toEqual({ scrolled: true, rankAtLeft: true, nameBesideRank: true });
    const button = page.locator(`#standings tbody tr:nth-child(${late + 1}) button.row-open`);
    await button.press("Enter");
    await page.waitForSelector("#working:not([hidden])");
    expect(await page.textContent("#working-h")).toContain(
      `${cli[late].name} (SNo ${cli[late].start})`
    );
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
  }, 60000);

  test("printing while the rows come in adds them all at once", async () => {
    const again = path.join(tmp, "large-again.trf");
    fs.copyFileSync(file, again);
    await watchFirstRows(page, true);
    await page.setInputFiles("#file-input", again);
    const first = await firstLook(page);
    expect(first).toMatchObject({
      rows: FIRST_ROWS,
      busy: "true",
      afterPrint: PLAYERS,
      busyAfterPrint: null,
      notesAfterPrint: notes.length,
    });
    // and nothing is added twice afterwards
    await page.waitForTimeout(300);
    expect(await page.$$eval("#standings > tbody > tr", (trs) => trs.length)).toBe(PLAYERS);
  }, 60000);

  test("axe: nothing serious with every row in", async () => {
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 120000);
});
