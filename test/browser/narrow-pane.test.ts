/**
 * The task pane at 320 px, in headless Chromium (harness.ts: Debian's
 * chromium, a 320 x 900 viewport), outside Excel and inside it (the fake Office of
 * fake-office.js):
 * - the primary action (Download / Write standings), the "After round" control and the status sit
 *   in an action bar that stays in view while the editor scrolls; the editor folds; a link in
 *   the bar brings the standings into view;
 * - the standings keep their header row and their Rk and Name columns in view while they scroll
 *   (30 players of test/fixtures/trf/swiss30.trf);
 * - "After round N" sets the engine's rounds option: the page's points after round 2 are the hand
 *   sums below, and its ranking is the command line's with --rounds 2; while a round is being
 *   played (games without results) the bar offers the standings after the round before;
 * - presets list the event's own kind first (a chess Swiss: FIDE Swiss; a round robin: FIDE round
 *   robin);
 * - every entry's modifiers are reached with the keyboard alone (Tab and Enter), and changed;
 * - axe-core reports no critical or serious violation in the empty, loaded and error states of
 *   both modes, and every control has a label.
 * Screenshots of each state go to test-output/narrow-*.png.
 *
 * Needs dist/ (npm test builds before jest).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Page } from "playwright-core";
import { getPreset } from "../../src/engine";
import { runCli } from "../helpers/cli";
import { loadFixture } from "../helpers/fixtures";
import { axeSerious, unlabelledControls } from "./a11y";
import {
  gridCsv,
  offLoopback,
  OUT,
  ROOT,
  seedWorkbook,
  sheetCells,
  startHarness,
  tableRows,
  watchErrors,
  type Harness,
} from "./harness";

const arena = loadFixture("seeds/arena-swiss-5.json");
const roundRobin = loadFixture("seeds/de-round-robin-5.json");

/** The element's box against the viewport, or null when it is not rendered. */
async function box(
  page: Page,
  selector: string
): Promise<{ top: number; bottom: number; left: number; right: number; vh: number } | null> {
  return page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return null;
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, vh: window.innerHeight };
  });
}

/** Whether the element is wholly inside the viewport (no scrolling needed to see or click it). */
async function inView(page: Page, selector: string): Promise<boolean> {
  const b = await box(page, selector);
  return b !== null && b.top >= 0 && b.bottom <= b.vh;
}

/** Whether the element's top is in view above the action bar. */
async function topAboveBar(page: Page, selector: string): Promise<boolean> {
  const b = await box(page, selector);
  const bar = await box(page, "#action-bar");
  return b !== null && bar !== null && b.top >= 0 && b.top + 20 <= bar.top;
}

async function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.id || (el?.dataset.code ? `li:${el.dataset.code}` : (el?.tagName ?? ""));
  });
}

async function listCodes(page: Page): Promise<string[]> {
  return page.$$eval("#order-list li", (lis) => lis.map((li) => li.dataset.code ?? ""));
}

async function presetIds(page: Page): Promise<{ group: string; ids: string[] }> {
  return page.$eval("#preset", (sel) => {
    const group = sel.querySelector("optgroup")?.getAttribute("label") ?? "";
    const ids = [...sel.querySelectorAll("option")]
      .map((o) => (o as HTMLOptionElement).value)
      .filter((v) => v !== "");
    return { group, ids };
  });
}

/** The values of one column of the page's standings, by player name. */
async function column(page: Page, header: string): Promise<Record<string, string>> {
  return page.$eval(
    "#standings",
    (table, h) => {
      const heads = [...table.querySelectorAll("thead th")].map((th) => th.textContent?.trim());
      const c = heads.indexOf(h);
      const out: Record<string, string> = {};
      for (const tr of table.querySelectorAll("tbody tr")) {
        const name = tr.querySelector("th")?.textContent?.trim() ?? "";
        out[name] = tr.children[c]?.textContent?.trim() ?? "";
      }
      return out;
    },
    header
  );
}

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: path.join(OUT, name), fullPage });
}

async function expectAccessible(page: Page, state: string): Promise<void> {
  expect({ state, axe: await axeSerious(page) }).toEqual({ state, axe: [] });
  expect({ state, unlabelled: await unlabelledControls(page) }).toEqual({ state, unlabelled: [] });
}

describe("the page at 320 px outside Excel", () => {
  let h: Harness;
  let tmp: string;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    h = await startHarness();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tb-narrow-"));
    page = await h.context.newPage();
    errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 20000 });
  }, 60000);

  afterAll(async () => {
    await h?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  const file = (name: string, text: string): string => {
    const p = path.join(tmp, name);
    fs.writeFileSync(p, text);
    return p;
  };

  test("empty: accessible, every control labelled, the action bar at the bottom", async () => {
    expect(await page.isVisible("#download-xlsx")).toBe(true);
    expect(await inView(page, "#download-xlsx")).toBe(true);
    // nothing read yet: no round to choose
    expect(await page.isDisabled("#after-round")).toBe(true);
    // the first Tab shows the skip link; it takes the keyboard to the action bar
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("skip");
    expect(await inView(page, ".skip")).toBe(true);
    await page.keyboard.press("Enter");
    expect(await focusedId(page)).toBe("action-bar");
    await page.keyboard.press("Tab");
    expect(await focusedId(page)).toBe("download-xlsx");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expectAccessible(page, "empty");
    await shot(page, "narrow-standalone-empty.png");
  }, 60000);

  test("loaded: the action bar stays in view, the editor folds, the link reaches the standings", async () => {
    await page.setInputFiles("#file-input", file("arena-swiss-5.csv", gridCsv(arena.grid)));
    await page.waitForSelector("#standings tbody tr");
    await page.waitForSelector("#status.ok");

    // the editor is long: at 320 px the table starts below the first screen ...
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await topAboveBar(page, "#standings")).toBe(false);
    // ... but the primary action and the status are in view, at the top and mid-editor
    expect(await inView(page, "#download-xlsx")).toBe(true);
    expect(await inView(page, "#status")).toBe(true);
    await page.locator("#catalogue").scrollIntoViewIfNeeded();
    expect(await inView(page, "#download-xlsx")).toBe(true);
    expect(await inView(page, "#after-round")).toBe(true);

    // the link in the bar brings the standings into view, above the bar
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.click("#to-standings");
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await topAboveBar(page, "#standings")).toBe(true);

    // fold the editor with the keyboard: its summary line shows the order; the standings are then
    // on the first screen
    const order = await page.inputValue("#order-text");
    expect(order).toBe("BH/C1, BH, SB, DE, WIN"); // FIDE Swiss, the default for a Swiss
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.focus("#order-h2 button");
    await page.keyboard.press("Enter");
    expect(await page.getAttribute("#order-h2 button", "aria-expanded")).toBe("false");
    expect(await page.isVisible("#order-body")).toBe(false);
    expect(await page.textContent("#order-folded")).toBe(
      "FIDE Swiss (our suggested default): BH/C1, BH, SB, DE, WIN"
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await topAboveBar(page, "#standings")).toBe(true);
    await shot(page, "narrow-standalone-folded.png");
    await page.keyboard.press("Space");
    expect(await page.isVisible("#order-body")).toBe(true);
    expect(await page.isVisible("#order-folded")).toBe(false);

    await expectAccessible(page, "loaded");
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "narrow-standalone-loaded.png");
  }, 60000);

  test("Tab through the whole page: no control that takes the focus is hidden under the bar", async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.focus("#file-input");
    const hidden: string[] = [];
    const seen = new Set<string>();
    for (let k = 0; k < 80; k++) {
      await page.keyboard.press("Tab");
      const r = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return { end: true, id: "", obscured: false };
        const id = el.id || `${el.tagName}.${el.className}:${el.dataset.code ?? el.textContent}`;
        if (el.closest("#action-bar")) return { end: false, id, obscured: false };
        const b = el.getBoundingClientRect();
        const bar = document.getElementById("action-bar")!.getBoundingClientRect();
        // a control shorter than the space above the bar must sit wholly above it
        const obscured = b.height < bar.top && b.bottom > bar.top + 0.5;
        return { end: false, id, obscured };
      });
      if (r.end) break;
      seen.add(r.id);
      if (r.obscured) hidden.push(r.id);
    }
    // the walk went through the editor's controls and into the bar
    for (const id of ["preset", "rules", "order-text", "mod-cut", "download-xlsx", "after-round"]) {
      expect({ id, seen: seen.has(id) }).toEqual({ id, seen: true });
    }
    expect(hidden).toEqual([]);
  }, 60000);

  test("presets: the event's own kind first (chess Swiss, then a round robin)", async () => {
    const swiss = await presetIds(page);
    expect(swiss.group).toBe("For this event (Chess Swiss)");
    expect(swiss.ids[0]).toBe("fide-swiss");

    // seed de-round-robin-5 (everybody met everybody) read as a crosstable
    await page.setInputFiles("#file-input", file("rr5.csv", gridCsv(roundRobin.crosstable)));
    await page.waitForSelector("#source-summary >> text=round-robin crosstable");
    const rr = await presetIds(page);
    expect(rr.group).toBe("For this event (Chess round robin)");
    expect(rr.ids[0]).toBe("fide-round-robin");
    // the same presets, only in another order
    expect([...rr.ids].sort()).toEqual([...swiss.ids].sort());
    // every chess preset comes before every other game's: one group per game, the event's first,
    // and an option is the preset's title alone (the group names the game)
    const groups = await page.$$eval("#preset optgroup", (gs) =>
      gs.map((g) => ({
        label: g.getAttribute("label") ?? "",
        ids: [...g.querySelectorAll("option")].map((o) => (o as HTMLOptionElement).value),
        texts: [...g.querySelectorAll("option")].map((o) => o.textContent ?? ""),
      }))
    );
    const gameOf = (id: string): string | undefined => getPreset(id)?.game;
    expect(groups[0].ids.every((id) => gameOf(id) === "chess")).toBe(true);
    expect(groups.slice(1).every((g) => g.ids.every((id) => gameOf(id) !== "chess"))).toBe(true);
    const go = groups.find((g) => g.label === "Go");
    expect(go?.texts).toContain("Go, McMahon (OpenGotha default)");
    // no "Go: Go, McMahon": the game is not written again before a title
    const prefixed = groups
      .flatMap((g) => g.texts)
      .filter((t) => /^(Chess|Go|Wargames?|Card games?|Team chess): /.test(t));
    expect(prefixed).toEqual([]);

    // back to the Swiss for the tests below
    await page.setInputFiles("#file-input", path.join(tmp, "arena-swiss-5.csv"));
    await page.waitForSelector("#source-summary >> text=Swiss table");
    expect((await presetIds(page)).ids[0]).toBe("fide-swiss");
  }, 60000);

  test("After round 2: the points of round 2, the command line's ranking with --rounds 2", async () => {
    expect(await page.$$eval("#after-round option", (os) => os.map((o) => o.textContent))).toEqual([
      "4 (all)",
      "3",
      "2",
      "1",
    ]);
    await page.selectOption("#after-round", "2");
    await page.waitForSelector("#status >> text=after round 2");
    // by hand from the seed's grid, rounds 1 and 2 (a pairing bye scores 1):
    // Ava 1+1, Chloe bye+1, Ben 1+0, Elena 0+bye, Dylan 0+0
    expect(await column(page, "Pts")).toEqual({
      "Ava Chen": "2",
      "Chloe Ng": "2",
      "Ben Walsh": "1",
      "Elena Rossi": "1",
      "Dylan Patel": "0",
    });
    const cli = await runCli(
      ROOT,
      "standings",
      path.join(tmp, "arena-swiss-5.csv"),
      "--rounds",
      "2",
      "--format",
      "json"
    );
    expect(cli.code).toBe(0);
    const json = JSON.parse(cli.out) as { players: { name: string; place: string }[] };
    expect(await tableRows(page)).toEqual(
      json.players.map((p) => ({ rank: p.place, name: p.name }))
    );
    await shot(page, "narrow-standalone-round2.png");

    // all rounds again: the full table (Ava 3.5, as in the seed)
    await page.selectOption("#after-round", "");
    await page.waitForSelector("#status >> text=after round 4");
    expect((await column(page, "Pts"))["Ava Chen"]).toBe("3.5");
  }, 60000);

  test("every entry's modifiers are reached and changed with the keyboard alone", async () => {
    const codes = await listCodes(page);
    expect(codes).toEqual(["BH/C1", "BH", "SB", "DE", "WIN"]);
    // Tab from the first entry goes through its own buttons to its own modifiers
    await page.locator("#order-list li").first().focus();
    let steps = 0;
    while (!(await page.evaluate(() => !!document.activeElement?.closest("#modifiers")))) {
      await page.keyboard.press("Tab");
      expect(++steps).toBeLessThanOrEqual(4); // ↓ and ✕ (↑ is disabled on the first), then Cut
    }
    expect(await focusedId(page)).toBe("mod-cut");
    expect(await page.textContent("#modifiers-code")).toBe("BH/C1");

    // Enter on each entry (Down moves between them) goes to that entry's modifiers, Escape back
    await page.keyboard.press("Escape");
    expect(await focusedId(page)).toBe("li:BH/C1");
    let panels = 0;
    for (let i = 0; i < codes.length; i++) {
      if (i > 0) await page.keyboard.press("ArrowDown");
      expect(await focusedId(page)).toBe(`li:${codes[i]}`);
      await page.keyboard.press("Enter");
      const panel = await page.isVisible("#modifiers");
      if (panel) {
        panels++;
        expect(await page.textContent("#modifiers-code")).toBe(codes[i]);
        expect(await page.evaluate(() => !!document.activeElement?.closest("#modifiers"))).toBe(
          true
        );
        await page.keyboard.press("Escape");
      } else {
        // an entry without modifiers keeps the focus and says so
        expect(await page.textContent("#order-live")).toBe(`${codes[i]} has no modifiers`);
      }
      expect(await focusedId(page)).toBe(`li:${codes[i]}`);
    }
    // BH/C1, BH and SB take a cut at least (Buchholz and Sonneborn-Berger, C.07 art. 14)
    expect(panels).toBeGreaterThanOrEqual(3);

    // change BH's cut with the keyboard: BH -> BH/C2 (Cut 2), then /P with Space
    await page.locator('#order-list li[data-code="BH"]').focus();
    await page.keyboard.press("Enter");
    expect(await focusedId(page)).toBe("mod-cut");
    await page.keyboard.press("ArrowDown"); // No cut -> Cut 1
    await page.keyboard.press("ArrowDown"); // Cut 1 -> Cut 2
    await page.waitForFunction(
      () => document.querySelector("#modifiers-code")?.textContent === "BH/C2"
    );
    expect(await listCodes(page)).toEqual(["BH/C1", "BH/C2", "SB", "DE", "WIN"]);
    expect(await page.inputValue("#order-text")).toBe("BH/C1, BH/C2, SB, DE, WIN");
    expect(await focusedId(page)).toBe("mod-cut");
    // Tab to /P forfeits, Space ticks it
    while ((await focusedId(page)) !== "mod-p") {
      await page.keyboard.press("Tab");
      expect(++steps).toBeLessThan(12);
    }
    await page.keyboard.press("Space");
    await page.waitForFunction(
      () => document.querySelector("#modifiers-code")?.textContent === "BH/C2/P"
    );
    expect(await listCodes(page)).toEqual(["BH/C1", "BH/C2/P", "SB", "DE", "WIN"]);
    // the standings followed: the BH column is now headed by the new code
    await page.waitForFunction(() =>
      [...document.querySelectorAll("#standings thead th")].some(
        (th) => th.textContent === "BH/C2/P"
      )
    );
    await page.keyboard.press("Escape");
    expect(await focusedId(page)).toBe("li:BH/C2/P");
  }, 60000);

  test("30 players: the header row and Rk + Name stay in view while the table scrolls", async () => {
    await page.setInputFiles("#file-input", path.join(ROOT, "test/fixtures/trf/swiss30.trf"));
    await page.waitForSelector("#source-summary >> text=30 players");
    await page.waitForFunction(
      () => document.querySelectorAll("#standings tbody tr").length === 30
    );
    await page.locator("#standings-wrap").scrollIntoViewIfNeeded();
    const wrap = await page.$eval("#standings-wrap", (w) => ({
      scrollsDown: w.scrollHeight > w.clientHeight,
      scrollsAcross: w.scrollWidth > w.clientWidth,
    }));
    // the case this test is about: the table is taller and wider than its frame
    expect(wrap).toEqual({ scrollsDown: true, scrollsAcross: true });
    await page.$eval("#standings-wrap", (w) => {
      w.scrollTop = 300;
      w.scrollLeft = 400;
    });
    const seen = await page.$eval("#standings-wrap", (w) => {
      const frame = w.getBoundingClientRect();
      const heads = [...w.querySelectorAll("thead th")];
      const rk = heads[0].getBoundingClientRect();
      const nameHead = heads.find((th) => th.textContent === "Name")!.getBoundingClientRect();
      // the row now at the top of the frame, under the header
      const rows = [...w.querySelectorAll("tbody tr")];
      const below = rows.find((r) => r.getBoundingClientRect().top >= rk.bottom - 1)!;
      const name = below.querySelector("th")!.getBoundingClientRect();
      const rank = below.children[0].getBoundingClientRect();
      // the cell drawn at the name's place is the name (nothing scrolled over it)
      const hit = document.elementFromPoint(name.left + 4, name.top + name.height / 2);
      return {
        headerAtTop: Math.abs(rk.top - frame.top) < 1.5,
        rkAtLeft: Math.abs(rk.left - frame.left) < 1.5,
        nameBesideRk: Math.abs(nameHead.left - rk.right) < 1.5,
        rowRankAtLeft: Math.abs(rank.left - frame.left) < 1.5,
        rowNameBesideRank: Math.abs(name.left - rank.right) < 1.5,
        nameOnTop: hit === below.querySelector("th") || below.querySelector("th")!.contains(hit),
        firstRowHidden: rows.indexOf(below) > 0,
      };
    });
    expect(seen).toEqual({
      headerAtTop: true,
      rkAtLeft: true,
      nameBesideRk: true,
      rowRankAtLeft: true,
      rowNameBesideRank: true,
      nameOnTop: true,
      firstRowHidden: true,
    });
    // the frame scrolls with the keyboard too (it takes the focus)
    await page.$eval("#standings-wrap", (w) => (w.scrollTop = 0));
    await page.focus("#standings-wrap");
    const before = await page.$eval("#standings-wrap", (w) => w.scrollTop);
    await page.keyboard.press("PageDown");
    await page.waitForFunction(
      (b) => document.querySelector("#standings-wrap")!.scrollTop > b,
      before
    );
    await shot(page, "narrow-standalone-sticky.png");
    await expectAccessible(page, "loaded, 30 players");
  }, 60000);

  test("error: the problems listed, accessible; dark theme accessible too", async () => {
    const bad = arena.grid.map((r: unknown[]) => [...r]);
    bad[2][4] = "zz?"; // Chloe, round 2
    await page.setInputFiles("#file-input", file("bad.csv", gridCsv(bad)));
    await page.waitForSelector(".problems.error");
    expect(await page.textContent("#problem-list")).toMatch(/E3/);
    expect(await page.isVisible("#standings-wrap")).toBe(false);
    expect(await page.isDisabled("#after-round")).toBe(true);
    expect(await inView(page, "#status")).toBe(true);
    await expectAccessible(page, "error");
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "narrow-standalone-error.png");

    // round 5 being played: its games paired without results ("3b"). The round is not counted
    // (as on the command line and in the functions): the standings are after round 4, and the
    // list of warnings says why
    const playing = arena.grid.map((r: unknown[], k: number) => [
      ...r,
      k === 0 ? "R5" : ["3b", "4w", "1w", "2b", "bye"][k - 1],
    ]);
    await page.setInputFiles("#file-input", file("round5.csv", gridCsv(playing)));
    await page.waitForSelector("#status.ok >> text=after round 4");
    expect(await page.inputValue("#after-round")).toBe("");
    expect(await page.textContent("#after-round option:first-child")).toBe("4 (all)");
    expect(await page.textContent("#problem-list")).toMatch(
      /round 5: paired, but no game has a result yet: not counted until one is entered/
    );
    await expectAccessible(page, "round in progress");
    await shot(page, "narrow-standalone-round-in-progress.png");
    // by hand from the seed's four rounds: Ava 1+1+1+½, Chloe bye+1+1+½, Ben 1+0+0+1,
    // Elena 0+bye+0+bye, Dylan 0+0+bye+0
    expect(await column(page, "Pts")).toEqual({
      "Ava Chen": "3.5",
      "Chloe Ng": "3.5",
      "Ben Walsh": "2",
      "Elena Rossi": "2",
      "Dylan Patel": "1",
    });

    await page.setInputFiles("#file-input", path.join(tmp, "arena-swiss-5.csv"));
    await page.waitForSelector("#status >> text=after round 4");
    await page.waitForSelector("#standings tbody tr");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    await expectAccessible(page, "loaded, dark");
    await shot(page, "narrow-standalone-dark.png");
    await page.emulateMedia({ colorScheme: "light" });

    expect({ errors, notFound: h.notFound }).toEqual({ errors: [], notFound: [] });
    expect(offLoopback(h.requests)).toEqual([]);
  }, 60000);
});

describe("the pane at 320 px inside Excel (fake Office)", () => {
  const width = arena.grid[0].length;
  const address = `A1:${String.fromCharCode(64 + width)}${arena.grid.length}`;
  let h: Harness;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    h = await startHarness({ fakeOffice: true });
    const bad = arena.grid.map((r: unknown[]) => [...r]);
    bad[2][4] = "zz?";
    await seedWorkbook(h, {
      sheets: [
        { name: "Results", cells: arena.grid },
        { name: "Bad", cells: bad },
      ],
      selection: { sheet: "Results", address },
      names: [{ name: "BadResults", sheet: "Bad", address }],
    });
    page = await h.context.newPage();
    errors = watchErrors(page);
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=excel]", { timeout: 20000 });
  }, 60000);

  afterAll(async () => {
    await h?.close();
  });

  test("empty, loaded (Write standings after round 2), error: accessible at 320 px", async () => {
    // empty: no results range chosen yet
    await page.waitForSelector("#source-label >> text=No results range chosen yet");
    expect(await inView(page, "#write")).toBe(true);
    await expectAccessible(page, "pane empty");
    await shot(page, "narrow-pane-empty.png");

    // loaded from the selection; Write standings stays in view while the editor scrolls
    await page.click("#use-selection");
    await page.waitForSelector("#standings tbody tr");
    await page.locator("#catalogue").scrollIntoViewIfNeeded();
    expect(await inView(page, "#write")).toBe(true);
    await page.selectOption("#after-round", "2");
    await page.waitForSelector("#status >> text=after round 2");
    await page.click("#write");
    await page.waitForSelector('#status >> text=Wrote the sheet "Standings"');
    const sheet = (await sheetCells(page, "Standings"))!;
    const values = Object.values(sheet).map((c) => String(c.value));
    // the sheet says which round it stops after, and Ava has her two points of rounds 1-2
    expect(values.some((v) => /after round 2 of 4/.test(v))).toBe(true);
    const at = (r: number, c: number): string => String(sheet[`${r},${c}`]?.value ?? "");
    const [hr, hc] = Object.keys(sheet)
      .find((k) => sheet[k].value === "Pts")!
      .split(",")
      .map(Number);
    const nameCol = Object.keys(sheet)
      .filter((k) => sheet[k].value === "Name")
      .map((k) => Number(k.split(",")[1]))[0];
    const ava = [1, 2, 3, 4, 5].find((k) => at(hr + k, nameCol) === "Ava Chen")!;
    expect(at(hr + ava, hc)).toBe("2");
    await expectAccessible(page, "pane loaded");
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "narrow-pane-loaded.png");

    // error: a named range with a bad cell
    await page.selectOption("#source-pick", "name:BadResults");
    await page.waitForSelector(".problems.error .problem-link");
    expect(await page.isDisabled("#after-round")).toBe(true);
    await expectAccessible(page, "pane error");
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "narrow-pane-error.png");

    expect(errors).toEqual([]);
    expect(h.notFound).toEqual([]);
    expect(offLoopback(h.requests)).toEqual([]);
  }, 90000);
});
