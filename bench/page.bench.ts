/**
 * The standalone page with a large event: a generated 3,000-player, 11-round
 * Swiss TRF chosen in the page's file input shows its standings within 1 s in headless Chromium,
 * measured from the input's change event to the table painted. Not a test.
 *
 *   npm run build && npx tsx bench/page.bench.ts [--runs N] [--players N] [--dist DIR]...
 *     [--profile FILE.cpuprofile]   (the page's CPU profile of the last run, for DevTools)
 *   npm run bench -- --only page [--runs N]
 *
 * The page is dist/taskpane.html served on 127.0.0.1 by the browser tests' harness
 * (test/browser/harness.ts: Debian's Chromium through playwright-core, every other host
 * unresolvable, office.js from node_modules, so the page starts in its standalone mode). Each
 * run opens a fresh page, waits for `body[data-ready=standalone]`, and sets the file.
 *
 * The clock, in the page: a capturing "change" listener on the document (it runs before the
 * page's own listener on the input) takes the start; a MutationObserver waits until the
 * standings table has one body row per player; then a requestAnimationFrame callback and a task
 * after it: the task runs once that frame has been painted, and takes the end. Also recorded:
 * when the first rows were in the DOM and that frame painted (the page shows a large table's
 * first screenful first and adds the rest a chunk a frame: src/taskpane/standings-rows.ts), and
 * when the rows were all in the DOM (before the frame), so the report splits the time into
 * reading and computing up to the DOM, and style, layout and paint after it. And the CPU time of
 * the page's main thread over the run (Chromium's ThreadTime metric): on a shared machine the
 * wall-clock times include waiting for a core, the CPU time much less so.
 *
 * Several --dist builds alternate within each run (e.g. main's build against this branch's), so
 * their ratio compares runs moments apart.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { makeTrf } from "../src/formats/trf-write";
import { generateSwiss } from "./generate";
import { startHarness } from "../test/browser/harness";

export interface PageRun {
  /** Change event to the table painted, every row in it. */
  paintedMs: number;
  /**
   * Change event to the table's first rows painted: a large table shows its first screenful
   * first and adds the rest in chunks, a frame each (src/taskpane/standings-rows.ts); the same
   * as paintedMs for a page that adds every row at once.
   */
  firstMs: number;
  /** Change event to every row in the DOM. */
  domMs: number;
  /**
   * CPU time of the page's main thread from just before the file is set to the table painted
   * (Chromium's Performance.getMetrics ThreadTime): less sensitive to a busy machine than the
   * wall-clock times, which include waiting for a core.
   */
  cpuMs: number;
}

export interface PageBench {
  players: number;
  rounds: number;
  runs: number;
  fileBytes: number;
  builds: { dist: string; runs: PageRun[] }[];
  loadStart: number;
  loadEnd: number;
}

/**
 * In the page, before its scripts: the change-to-painted clock (see the header). A string, not a
 * function: tsx would add its `__name` helper to nested functions, which the page does not have.
 */
function clockScript(players: number): string {
  return `(() => {
  const players = ${players};
  window.__bench = {};
  document.addEventListener("change", (e) => {
    if (!e.target || e.target.id !== "file-input") return;
    const b = (window.__bench = { start: performance.now() });
    const rows = () => document.querySelectorAll("#standings > tbody > tr").length;
    const painted = (k) => requestAnimationFrame(() => setTimeout(() => (b[k] = performance.now()), 0));
    const first = () => {
      b.firstDom = performance.now();
      painted("firstPainted");
    };
    const finish = () => {
      b.dom = performance.now();
      painted("painted");
    };
    const check = () => {
      const n = rows();
      if (n > 0 && b.firstDom === undefined) first();
      if (n !== players) return false;
      finish();
      return true;
    };
    if (check()) return;
    const obs = new MutationObserver(() => {
      if (check()) obs.disconnect();
    });
    obs.observe(document.body, { childList: true, subtree: true });
  }, true);
})();`;
}

async function oneRun(
  dist: string,
  file: string,
  players: number,
  profile?: string
): Promise<PageRun> {
  const h = await startHarness({ dist });
  try {
    await h.context.addInitScript({ content: clockScript(players) });
    const page = await h.context.newPage();
    await page.goto(h.url);
    await page.waitForSelector("body[data-ready=standalone]", { timeout: 60000 });
    const metrics = await h.context.newCDPSession(page);
    await metrics.send("Performance.enable");
    const threadTime = async (): Promise<number> =>
      (await metrics.send("Performance.getMetrics")).metrics.find((m) => m.name === "ThreadTime")
        ?.value ?? NaN;
    const cdp = profile ? await h.context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
    }
    const cpu0 = await threadTime();
    await page.setInputFiles("#file-input", file);
    try {
      await page.waitForFunction(
        () =>
          (window as unknown as { __bench: { painted?: number } }).__bench.painted !== undefined,
        undefined,
        { timeout: 120000, polling: 50 }
      );
    } catch (e) {
      const rows = await page.$$eval("#standings > tbody > tr", (trs) => trs.length);
      throw new Error(
        `${dist}: no table of ${players} rows painted (${rows} rows; status "${await page.textContent("#status")}"; clock ${JSON.stringify(await page.evaluate(() => (window as unknown as { __bench: unknown }).__bench))}): ${String(e)}`
      );
    }
    const cpu1 = await threadTime();
    const b = await page.evaluate(
      () =>
        (
          window as unknown as {
            __bench: { start: number; dom: number; painted: number; firstPainted: number };
          }
        ).__bench
    );
    if (cdp && profile) {
      const { profile: p } = await cdp.send("Profiler.stop");
      fs.writeFileSync(profile, JSON.stringify(p));
    }
    const status = await page.textContent("#status");
    if (!/Standings for \d+ players/.test(status ?? ""))
      throw new Error(`${dist}: the page says "${status}" instead of standings`);
    return {
      paintedMs: b.painted - b.start,
      firstMs: b.firstPainted - b.start,
      domMs: b.dom - b.start,
      cpuMs: (cpu1 - cpu0) * 1000,
    };
  } finally {
    await h.close();
  }
}

export async function runPageBench(
  runs = 3,
  opts: { players?: number; rounds?: number; dists?: string[]; profile?: string } = {}
): Promise<PageBench> {
  const players = opts.players ?? 3000;
  const rounds = opts.rounds ?? 11;
  const dists = opts.dists?.length ? opts.dists : [path.resolve(__dirname, "../dist")];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-page-"));
  const loadStart = os.loadavg()[0];
  try {
    const file = path.join(dir, `swiss-${players}x${rounds}.trf`);
    fs.writeFileSync(
      file,
      makeTrf(generateSwiss({ players, rounds, seed: 3000, colours: "balanced" }))
    );
    const builds = dists.map((dist) => ({ dist, runs: [] as PageRun[] }));
    for (let r = 0; r < runs; r++)
      for (const b of builds) b.runs.push(await oneRun(b.dist, file, players, opts.profile));
    return {
      players,
      rounds,
      runs,
      fileBytes: fs.statSync(file).size,
      builds,
      loadStart,
      loadEnd: os.loadavg()[0],
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export function pageReport(b: PageBench): string {
  const first = b.builds[0];
  const lines = [
    `Standalone page, ${b.players} x ${b.rounds} TRF (${(b.fileBytes / 1024).toFixed(0)} KiB) chosen in the file input, change event to the table painted, headless Chromium; median of ${b.runs} runs; load average ${b.loadStart.toFixed(1)} at the start, ${b.loadEnd.toFixed(1)} at the end`,
    "",
    "| build | change to first rows painted | first / first build | change to all rows painted | of which up to the rows in the DOM | all / first build | main thread's CPU | CPU / first build |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const build of b.builds) {
    const firstRatios = build.runs.map((r, k) => r.firstMs / first.runs[k].firstMs);
    const ratios = build.runs.map((r, k) => r.paintedMs / first.runs[k].paintedMs);
    const cpuRatios = build.runs.map((r, k) => r.cpuMs / first.runs[k].cpuMs);
    lines.push(
      `| ${path.relative(process.cwd(), build.dist) || "."} | ${median(build.runs.map((r) => r.firstMs)).toFixed(0)} ms | ${median(firstRatios).toFixed(2)}x | ${median(build.runs.map((r) => r.paintedMs)).toFixed(0)} ms | ${median(build.runs.map((r) => r.domMs)).toFixed(0)} ms | ${median(ratios).toFixed(2)}x | ${median(build.runs.map((r) => r.cpuMs)).toFixed(0)} ms | ${median(cpuRatios).toFixed(2)}x |`
    );
  }
  lines.push("");
  for (const build of b.builds) {
    const f = median(build.runs.map((r) => r.firstMs));
    const m = median(build.runs.map((r) => r.paintedMs));
    lines.push(
      `${path.relative(process.cwd(), build.dist) || "."}: first rows painted ${f.toFixed(0)} ms, all rows ${m.toFixed(0)} ms (target at most 1000 ms): ${f <= 1000 ? "met" : "not met"} for the first rows, ${m <= 1000 ? "met" : "not met"} for all, at this load`
    );
  }
  return lines.join("\n");
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const values = (name: string): string[] =>
    args.flatMap((a, k) => (a === name && args[k + 1] !== undefined ? [args[k + 1]] : []));
  runPageBench(Number(values("--runs")[0] ?? 3), {
    players: values("--players")[0] ? Number(values("--players")[0]) : undefined,
    dists: values("--dist").map((d) => path.resolve(d)),
    profile: values("--profile")[0],
  }).then(
    (b) => console.log(pageReport(b)),
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    }
  );
}
