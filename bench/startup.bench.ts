/**
 * Task pane start-up: what the page loads before it can start (sizes), and the time from
 * navigation to the pane being ready in headless Chromium. Not a test.
 *
 *   npx tsx bench/startup.bench.ts [--runs N] [--dist DIR]... [--limit KB]
 *
 * Sizes (scripts/startup-budget.js, the same count as the build's check): taskpane.html plus every
 * script it names (runtime.js, shared.js, functions.js, taskpane.js; office.js is Microsoft's and
 * not counted), and the chunks loaded on demand (the readers, the functions' work, ExcelJS,
 * papaparse). The first --dist (default dist/) must load at most --limit KB at start (default:
 * the budget, 350 KB; 1 KB = 1000 bytes), or the script exits with status 1.
 *
 * Time: navigation start to the end of DOMContentLoaded (every deferred start script has run)
 * and to body[data-ready] (recorded in the page by a MutationObserver; in the Excel mode the
 * page is ready once it has read the workbook's settings and results), in
 * the Excel mode (test/browser/fake-office.js: Office.onReady reports Excel at once, an empty
 * workbook) and the standalone mode (office.js from node_modules, every host but 127.0.0.1
 * unresolvable). Runs alternate between the builds, so ratios compare moments apart.
 */
import * as os from "os";
import * as path from "path";
import { startHarness } from "../test/browser/harness";

const budget = require("../scripts/startup-budget") as {
  STARTUP_BUDGET: number;
  startupSizes(dist: string): Sizes;
};

interface Sizes {
  start: { file: string; bytes: number }[];
  startTotal: number;
  onDemand: { file: string; bytes: number }[];
}

/** What a build loads at start and on demand (scripts/startup-budget.js, as the build checks). */
export function sizes(dist: string): Sizes {
  return budget.startupSizes(dist);
}

/**
 * Navigation start to the page's ready mark, and to the end of DOMContentLoaded: the deferred
 * start scripts have all run by then, whatever a build counts as ready, so that time compares
 * builds whose ready marks differ.
 */
async function readyTime(
  dist: string,
  fakeOffice: boolean
): Promise<{ ready: number; scripts: number }> {
  const h = await startHarness({ fakeOffice, dist });
  try {
    await h.context.addInitScript(() => {
      new MutationObserver((_, obs) => {
        if (document.body?.hasAttribute("data-ready")) {
          (window as unknown as { __readyAt: number }).__readyAt = performance.now();
          obs.disconnect();
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
    });
    const page = await h.context.newPage();
    await page.goto(h.url);
    await page.waitForSelector(`body[data-ready=${fakeOffice ? "excel" : "standalone"}]`, {
      timeout: 30000,
    });
    return await page.evaluate(() => ({
      ready: (window as unknown as { __readyAt: number }).__readyAt,
      scripts: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
        .domContentLoadedEventEnd,
    }));
  } finally {
    await h.close();
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kb = (b: number): string => `${(b / 1000).toFixed(1)} KB`;

/**
 * The report (Markdown lines) and whether the first build loads less than `limitKb` at start.
 * `npm run bench` runs it with dist/ only; the command line takes further --dist builds.
 */
export async function runStartupBench(
  runs = 5,
  opts: { dists?: string[]; limitKb?: number } = {}
): Promise<{ report: string; withinLimit: boolean }> {
  const dists = opts.dists?.length ? opts.dists : [path.resolve(__dirname, "../dist")];
  const limitKb = opts.limitKb ?? budget.STARTUP_BUDGET / 1000;
  const out: string[] = [];
  const cpus = os.cpus();
  out.push(
    `Machine: ${cpus.length} x ${cpus[0]?.model ?? "cpu"}, Node ${process.version}, load average ${os.loadavg()[0].toFixed(2)} at the start; ${runs} runs`
  );
  out.push("");
  out.push("| build | loaded at start | of which | on demand |");
  out.push("|---|---|---|---|");
  const all = dists.map((d) => ({ dist: d, s: sizes(d) }));
  for (const { dist, s } of all) {
    out.push(
      `| ${path.relative(process.cwd(), dist) || "."} | ${kb(s.startTotal)} | ${s.start.map((x) => `${x.file} ${kb(x.bytes)}`).join(", ")} | ${s.onDemand.map((x) => `${x.file} ${kb(x.bytes)}`).join(", ") || "none"} |`
    );
  }
  type Mode = "excel" | "standalone";
  const MODES: Mode[] = ["excel", "standalone"];
  const times = all.map(() => ({
    excel: { ready: [] as number[], scripts: [] as number[] },
    standalone: { ready: [] as number[], scripts: [] as number[] },
  }));
  for (let r = 0; r < runs; r++) {
    for (let k = 0; k < all.length; k++) {
      for (const m of MODES) {
        const t = await readyTime(all[k].dist, m === "excel");
        times[k][m].ready.push(t.ready);
        times[k][m].scripts.push(t.scripts);
      }
    }
  }
  // medians, and the median of the per-run ratios to the first build
  const cell = (k: number, m: Mode, what: "ready" | "scripts"): string => {
    const xs = times[k][m][what];
    const ratio = median(xs.map((t, r) => t / times[0][m][what][r]));
    return `${median(xs).toFixed(0)} ms (${ratio.toFixed(2)}x)`;
  };
  out.push("");
  out.push(
    "| build | start scripts run, Excel mode | ready, Excel mode | start scripts run, standalone | ready, standalone |"
  );
  out.push("|---|---|---|---|---|");
  all.forEach(({ dist }, k) => {
    out.push(
      `| ${path.relative(process.cwd(), dist) || "."} | ${cell(k, "excel", "scripts")} | ${cell(k, "excel", "ready")} | ${cell(k, "standalone", "scripts")} | ${cell(k, "standalone", "ready")} |`
    );
  });
  out.push("");
  out.push(`load average ${os.loadavg()[0].toFixed(2)} at the end`);
  const first = all[0].s.startTotal;
  const withinLimit = first <= limitKb * 1000;
  out.push(
    withinLimit
      ? `start-up load ${kb(first)}, at most ${limitKb} KB: ok`
      : `start-up load ${kb(first)} is more than ${limitKb} KB`
  );
  return { report: out.join("\n"), withinLimit };
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const values = (name: string): string[] =>
    args.flatMap((a, k) => (a === name && args[k + 1] !== undefined ? [args[k + 1]] : []));
  runStartupBench(Number(values("--runs")[0] ?? 5), {
    dists: values("--dist").map((d) => path.resolve(d)),
    limitKb: values("--limit")[0] ? Number(values("--limit")[0]) : undefined,
  }).then(
    (r) => {
      console.log(r.report);
      if (!r.withinLimit) process.exitCode = 1;
    },
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    }
  );
}
