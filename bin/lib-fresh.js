/**
 * Whether lib/ (the compiled command line, built by `npm run prepare`) is older than the sources
 * it is built from, so that `tiebreaks` says so instead of running yesterday's code.
 *
 * `npm run prepare` ends with `node bin/lib-fresh.js --stamp`, which writes lib/.built; lib/ is
 * stale when a source file of tsconfig.cli.json's folders was changed after that stamp. (tsc's
 * own outputs are no measure: an incremental build leaves unchanged files and its build info
 * alone.) Without src/ (a package installed without its sources) nothing is checked.
 */
"use strict";
const fs = require("fs");
const path = require("path");

const ROOT = path.resolve(__dirname, "..");
const STAMP = path.join("lib", ".built");

/** The folders of tsconfig.cli.json's `include` ("src/engine/**\/*.ts" -> "src/engine"). */
function sourceFolders(root) {
  try {
    const config = JSON.parse(fs.readFileSync(path.join(root, "tsconfig.cli.json"), "utf8"));
    const folders = (config.include || []).map((g) => g.replace(/\/\*\*.*$|\/\*[^/]*$/, ""));
    if (folders.length) return folders;
  } catch {
    // no readable config: every source
  }
  return ["src"];
}

/** The newest .ts file under `dir`: { file, mtimeMs }, or null. */
function newest(dir) {
  let best = null;
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return null;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    const found = e.isDirectory()
      ? newest(p)
      : e.name.endsWith(".ts")
        ? { file: p, mtimeMs: fs.statSync(p).mtimeMs }
        : null;
    if (found && (!best || found.mtimeMs > best.mtimeMs)) best = found;
  }
  return best;
}

/**
 * Null when lib/ is as new as the sources (or there are no sources), else the reason in words:
 * the newest source file changed after the build, or lib/ not stamped by a build at all.
 */
function staleness(root = ROOT) {
  // no sources to compare with, or no build at all (bin/tiebreaks.js says how to build)
  if (!fs.existsSync(path.join(root, "src")) || !fs.existsSync(path.join(root, "lib"))) return null;
  let built;
  try {
    built = fs.statSync(path.join(root, STAMP)).mtimeMs;
  } catch {
    return "lib/ was not built by `npm run prepare`";
  }
  let latest = null;
  for (const folder of sourceFolders(root)) {
    const n = newest(path.join(root, folder));
    if (n && (!latest || n.mtimeMs > latest.mtimeMs)) latest = n;
  }
  if (!latest || latest.mtimeMs <= built) return null;
  const file = path.relative(root, latest.file).split(path.sep).join("/");
  return `${file} changed after lib/ was built`;
}

/** The warning `tiebreaks` prints on stderr, or null. */
function warning(root = ROOT) {
  const why = staleness(root);
  if (why === null) return null;
  return (
    `tiebreaks: warning: ${why}, so this runs the old build; ` +
    "rebuild with `npm run prepare`, or run the sources with `npm run cli -- ARGS`\n"
  );
}

/** Marks lib/ as built now (the end of `npm run prepare`). */
function stamp(root = ROOT) {
  fs.writeFileSync(path.join(root, STAMP), `${new Date().toISOString()}\n`);
}

module.exports = { staleness, warning, stamp };

if (require.main === module) {
  if (process.argv[2] === "--stamp") stamp();
  else {
    const w = warning();
    process.stdout.write(w ?? "lib/ is up to date\n");
    process.exitCode = w ? 1 : 0;
  }
}
