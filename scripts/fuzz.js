#!/usr/bin/env node
/**
 * npm run fuzz: the property tests (every test file that imports fast-check) with fresh seeds and
 * many more runs than `npm test` makes, to find new counterexamples.
 *
 *   npm run fuzz                     each property 10 times its usual number of runs, fresh seeds
 *   npm run fuzz -- --times 50       50 times its usual number of runs
 *   npm run fuzz -- --rounds 3       the whole fuzz run three times, fresh seeds each time
 *   npm run fuzz -- test/formats     only the property files under a folder (or one file)
 *   FC_SEED=123 npm run fuzz         every property from seed 123 (replays a failure)
 *
 * Each failure ends with its replay line (seed, number of runs, file and test), printed again at
 * the end. Pin what it finds as an ordinary test beside the property, then fix it: `npm test`
 * itself runs the properties from one fixed seed (test/setup/fast-check.ts), so that CI gives the
 * same answer twice.
 */
"use strict";
const { spawn } = require("child_process");
const fs = require("fs");
const path = require("path");

const ROOT = path.resolve(__dirname, "..");

function usage(message) {
  process.stderr.write(
    `fuzz: ${message}\nusage: npm run fuzz -- [--times N] [--rounds N] [test file or folder ...]\n`
  );
  process.exit(2);
}

function parseArgs(argv) {
  const o = { times: 10, rounds: 1, paths: [] };
  for (let k = 0; k < argv.length; k++) {
    const a = argv[k];
    if (a === "--times" || a === "--rounds") {
      const n = Number(argv[++k]);
      if (!Number.isSafeInteger(n) || n < 1) usage(`${a} needs a whole number of at least 1`);
      o[a.slice(2)] = n;
    } else if (a === "--help" || a === "-h") {
      usage("runs the property tests with fresh seeds");
    } else if (a.startsWith("-")) {
      usage(`unknown option ${a}`);
    } else {
      if (!fs.existsSync(path.resolve(a))) usage(`no such file or folder: ${a}`);
      o.paths.push(path.resolve(a));
    }
  }
  return o;
}

/**
 * The test files under `dir` that import fast-check (the browser tests have none), without
 * test/setup, whose tests check the fixed seed of `npm test` itself.
 */
function propertyFiles(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!["fixtures", "node_modules", "setup"].includes(e.name)) out.push(...propertyFiles(p));
    } else if (
      e.name.endsWith(".test.ts") &&
      /from "fast-check"/.test(fs.readFileSync(p, "utf8"))
    ) {
      out.push(p);
    }
  }
  return out.sort();
}

function runJest(files, times) {
  return new Promise((resolve) => {
    const jest = require.resolve("jest/bin/jest");
    const env = { ...process.env, FC_FUZZ: String(times) };
    const child = spawn(process.execPath, [jest, "--runTestsByPath", ...files], {
      cwd: ROOT,
      env,
      stdio: ["inherit", "pipe", "pipe"],
    });
    const replays = [];
    const watch = (stream, out) => {
      let rest = "";
      stream.on("data", (chunk) => {
        out.write(chunk);
        const lines = (rest + chunk.toString("utf8")).split("\n");
        rest = lines.pop();
        for (const l of lines) if (/^\s*replay: /.test(l)) replays.push(l.trim());
      });
    };
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    child.on("close", (code) => resolve({ code: code ?? 1, replays }));
  });
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const roots = o.paths.length ? o.paths : [path.join(ROOT, "test")];
  const files = [
    ...new Set(roots.flatMap((r) => (fs.statSync(r).isDirectory() ? propertyFiles(r) : [r]))),
  ];
  if (files.length === 0) usage("no property test files (files that import fast-check) there");
  const seeds = process.env.FC_SEED ? `seed ${process.env.FC_SEED}` : "fresh seeds";
  process.stdout.write(
    `fuzz: ${files.length} property files, ${o.times} times their runs, ${seeds}, ${o.rounds} round(s)\n`
  );
  let failed = 0;
  const replays = [];
  for (let r = 1; r <= o.rounds; r++) {
    if (o.rounds > 1) process.stdout.write(`\nfuzz: round ${r} of ${o.rounds}\n`);
    const res = await runJest(files, o.times);
    if (res.code !== 0) failed++;
    replays.push(...res.replays);
  }
  if (failed === 0) {
    process.stdout.write("\nfuzz: no property failed\n");
    return;
  }
  process.stdout.write(
    replays.length
      ? `\nfuzz: ${replays.length} property failure(s); each replays with:\n${replays.map((l) => `  ${l.replace(/^replay: /, "")}`).join("\n")}\nPin each counterexample as an ordinary test, then fix it.\n`
      : "\nfuzz: tests failed (no property failure among them: see above)\n"
  );
  process.exitCode = 1;
}

main();
