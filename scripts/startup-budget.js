/**
 * The start-up budget of the add-in: what taskpane.html loads when a workbook opens (the page
 * itself and every script it names, office.js aside: that one is Microsoft's) is at most
 * STARTUP_BUDGET bytes. In Excel the page is the shared runtime of the custom functions and the
 * task pane, so these bytes are parsed before any formula is computed or the pane is shown.
 * Everything else is an on-demand chunk, loaded by a dynamic import() when it is first used.
 *
 * Used by webpack.config.js (a production build above the budget fails), by
 * test/startup-budget.test.ts and by bench/startup.bench.ts. How to stay within it:
 * docs/decisions.md, "What the pane loads".
 */
const fs = require("fs");
const path = require("path");

/** 350 KB (1 KB = 1000 bytes). TIEBREAKS_STARTUP_BUDGET overrides it (the test of the check). */
const STARTUP_BUDGET = Number(process.env.TIEBREAKS_STARTUP_BUDGET || 350000);

/** The scripts a page names that are ours: every <script src> but office.js and other hosts'. */
function startScripts(html) {
  return [...html.matchAll(/<script[^>]*\ssrc=["']?([^"' >]+)/gi)]
    .map((m) => m[1])
    .filter((src) => !/office\.js$/.test(src) && !/^([a-z]+:)?\/\//i.test(src));
}

/**
 * What a build loads at start, file by file, and the chunks it loads on demand (every other .js
 * in the folder), from the page's text and a function giving a file's size.
 */
function startupSizesOf(html, sizeOf, allScripts) {
  const scripts = startScripts(html);
  const start = [
    { file: "taskpane.html", bytes: Buffer.byteLength(html) },
    ...scripts.map((f) => ({ file: f, bytes: sizeOf(f) })),
  ];
  const onDemand = allScripts
    .filter((f) => !scripts.includes(f))
    .map((f) => ({ file: f, bytes: sizeOf(f) }));
  return { start, startTotal: start.reduce((s, x) => s + x.bytes, 0), onDemand };
}

/** The same for a built folder (dist/). */
function startupSizes(dist) {
  const html = fs.readFileSync(path.join(dist, "taskpane.html"), "utf8");
  const all = fs.readdirSync(dist).filter((f) => f.endsWith(".js"));
  return startupSizesOf(html, (f) => fs.statSync(path.join(dist, f)).size, all);
}

/** "653.2 KB" */
function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** The message of a build above the budget: the files and where to read how to stay within. */
function overBudgetMessage(sizes, budget = STARTUP_BUDGET) {
  return (
    `start-up budget: taskpane.html loads ${kb(sizes.startTotal)} at start, more than ` +
    `${kb(budget)} (${sizes.start.map((s) => `${s.file} ${kb(s.bytes)}`).join(", ")}). ` +
    "Load what the first screen does not need with a dynamic import() " +
    '(docs/decisions.md, "What the pane loads").'
  );
}

module.exports = {
  STARTUP_BUDGET,
  startScripts,
  startupSizes,
  startupSizesOf,
  overBudgetMessage,
  kb,
};
