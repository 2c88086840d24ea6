#!/usr/bin/env node
/**
 * npm start / npm stop for the add-in.
 *
 *   npm start              build and serve on https://localhost:3000 (webpack serve, certificates
 *                          from office-addin-dev-certs), sideload into desktop Excel when the
 *                          optional office-addin-dev-settings (from office-addin-debugging) is
 *                          installed on Windows or macOS, and print what to do next.
 *                          When the development certificate cannot be installed (Linux without
 *                          sudo), serve plain HTTP on 127.0.0.1:3000 instead.
 *   npm start -- --http    plain HTTP on 127.0.0.1 without trying certificates
 *   npm start -- --foreground   keep the server in this terminal (Ctrl+C stops it)
 *   npm stop               stop the server started by npm start
 *
 * The server runs in the background; its process id and log are in the system temp folder.
 */
const { spawn } = require("child_process");
const fs = require("fs");
const http = require("http");
const https = require("https");
const os = require("os");
const path = require("path");

const ROOT = path.resolve(__dirname, "..");
const { parseNumber } = require("office-addin-cli");

// the dev server port: package.json "config": {"dev_server_port": ...}, as in Microsoft's template
const PORT = parseNumber(
  process.env.npm_package_config_dev_server_port || "3000",
  "package.json config.dev_server_port must be a port number"
);
const STATE = path.join(os.tmpdir(), `tiebreaks-dev-server-${PORT}.json`);
const LOG = path.join(os.tmpdir(), `tiebreaks-dev-server-${PORT}.log`);
const MANIFEST = path.join(ROOT, "manifest.xml");

const args = new Set(process.argv.slice(2));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function readState() {
  try {
    const s = JSON.parse(fs.readFileSync(STATE, "utf8"));
    return s && Number.isInteger(s.pid) ? s : null;
  } catch {
    return null;
  }
}

function optional(name) {
  try {
    return require(require.resolve(name, { paths: [ROOT] }));
  } catch {
    return null;
  }
}

async function stop() {
  const s = readState();
  if (!s || !alive(s.pid)) {
    console.log("No add-in server started by npm start is running.");
    if (s) fs.rmSync(STATE, { force: true });
  } else {
    try {
      process.kill(-s.pid, "SIGTERM"); // the server's own process group (it was started detached)
    } catch {
      process.kill(s.pid, "SIGTERM");
    }
    for (let k = 0; k < 50 && alive(s.pid); k++) await new Promise((r) => setTimeout(r, 100));
    fs.rmSync(STATE, { force: true });
    console.log(`Stopped the add-in server (process ${s.pid}) on ${s.url}`);
  }
  const devSettings = optional("office-addin-dev-settings");
  if (devSettings && (process.platform === "win32" || process.platform === "darwin")) {
    try {
      await devSettings.unregisterAddIn(MANIFEST);
      console.log("Removed the sideloaded add-in from Excel.");
    } catch {
      /* nothing was sideloaded */
    }
  }
}

/** HTTPS options from office-addin-dev-certs, or the reason they cannot be had. */
async function certificates() {
  if (args.has("--http")) return { reason: "--http was asked for" };
  const devCerts = optional("office-addin-dev-certs");
  if (!devCerts) return { reason: "office-addin-dev-certs is not installed" };
  try {
    await devCerts.getHttpsServerOptions();
    return { ok: true };
  } catch (e) {
    const first = String(e && e.message ? e.message : e).split("\n")[0];
    return { reason: first };
  }
}

function waitUntilServing(url, child, timeoutMs) {
  const started = Date.now();
  const get = url.startsWith("https") ? https.get : http.get;
  return new Promise((resolve, reject) => {
    let exited = null;
    child.on("exit", (code) => (exited = code));
    const poll = () => {
      if (exited !== null) return reject(new Error(`the server exited (code ${exited})`));
      if (Date.now() - started > timeoutMs) return reject(new Error("the server did not answer"));
      const req = get(url + "taskpane.html", { rejectUnauthorized: false }, (res) => {
        res.resume();
        if (res.statusCode === 200) resolve();
        else setTimeout(poll, 500);
      });
      req.on("error", () => setTimeout(poll, 500));
      req.setTimeout(2000, () => req.destroy());
    };
    poll();
  });
}

async function sideload(url) {
  if (process.platform !== "win32" && process.platform !== "darwin") {
    return "no desktop Excel on this system";
  }
  const devSettings = optional("office-addin-dev-settings");
  if (!devSettings) {
    return "office-addin-debugging is not installed (npm i -D office-addin-debugging to sideload automatically)";
  }
  if (!url.startsWith("https")) return "desktop Excel needs the HTTPS server";
  try {
    await devSettings.sideloadAddIn(MANIFEST, "excel", true, "desktop");
    return null;
  } catch (e) {
    return `sideloading failed: ${e && e.message ? e.message : e}`;
  }
}

async function start() {
  const running = readState();
  if (running && alive(running.pid)) {
    console.log(`The add-in server is already running (process ${running.pid}) on ${running.url}`);
    console.log("npm stop stops it.");
    return;
  }
  const certs = await certificates();
  const useHttp = !certs.ok;
  const url = useHttp ? `http://127.0.0.1:${PORT}/` : `https://localhost:${PORT}/`;
  if (useHttp) {
    console.log(`No trusted development certificate (${certs.reason}).`);
    console.log(`Serving over plain HTTP on 127.0.0.1 instead.`);
  }
  const webpackCli = path.join(ROOT, "node_modules", "webpack", "bin", "webpack.js");
  const env = { ...process.env, DEV_SERVER_HTTP: useHttp ? "1" : "0" };
  const foreground = args.has("--foreground");
  const out = foreground ? "inherit" : fs.openSync(LOG, "w");
  console.log(`Building and serving the add-in on ${url} ...`);
  const child = spawn(process.execPath, [webpackCli, "serve", "--mode", "development"], {
    cwd: ROOT,
    env,
    detached: !foreground,
    stdio: ["ignore", out, out],
  });
  fs.writeFileSync(STATE, JSON.stringify({ pid: child.pid, url, log: LOG }));
  try {
    await waitUntilServing(url, child, 180000);
  } catch (e) {
    fs.rmSync(STATE, { force: true });
    console.error(`Could not start the add-in server: ${e.message}.`);
    if (!foreground) {
      console.error(`Last lines of ${LOG}:`);
      console.error(fs.readFileSync(LOG, "utf8").split("\n").slice(-20).join("\n"));
    }
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
    process.exitCode = 1;
    return;
  }
  const notLoaded = await sideload(url);
  console.log("");
  console.log(`The add-in is served on ${url}`);
  console.log(`  Standalone page (works in any browser, no Excel needed): ${url}taskpane.html`);
  if (!notLoaded) {
    console.log("  Sideloaded into desktop Excel: open Excel, Home > Standings.");
  } else {
    console.log(`  Not sideloaded into desktop Excel: ${notLoaded}.`);
  }
  console.log("  Excel on the web: open a workbook, Home > Add-ins > More Add-ins > My Add-ins >");
  console.log(`    Upload My Add-in, and choose ${MANIFEST}`);
  if (useHttp) {
    console.log(
      "    Excel only loads add-ins over HTTPS, so with this plain HTTP server first either"
    );
    console.log(
      "    run npm start where `npx office-addin-dev-certs install` works (needs sudo on Linux),"
    );
    console.log(
      "    or host dist/ on an HTTPS address (ADDIN_URL=https://your.host/path/ npm run build)"
    );
    console.log("    and upload dist/manifest.xml instead.");
  }
  console.log("  Then type =TIEBREAK.STANDINGS(A1:H31) over your results grid.");
  if (!foreground) {
    console.log(`  Server log: ${LOG}`);
    console.log("  npm stop stops the server.");
    child.unref();
  }
}

(args.has("--stop") ? stop() : start()).catch((e) => {
  console.error(e && e.stack ? e.stack : e);
  process.exitCode = 1;
});
