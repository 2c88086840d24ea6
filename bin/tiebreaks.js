#!/usr/bin/env node
/* The `tiebreaks` command: runs the compiled command line (lib/, built by `npm run prepare`, which npm ci runs). */
"use strict";
// a lib/ older than src/ would run yesterday's code without a word (bin/lib-fresh.js)
const stale = require("./lib-fresh").warning();
if (stale) process.stderr.write(stale);
let cli;
try {
  cli = require("../lib/cli/main.js");
} catch (e) {
  if (e && e.code === "MODULE_NOT_FOUND" && /lib[\\/]cli[\\/]main/.test(String(e.message))) {
    process.stderr.write(
      "tiebreaks: the command line is not built yet; run `npm run prepare` (npm ci runs it)\n"
    );
    process.exit(1);
  }
  throw e;
}
cli.main();
