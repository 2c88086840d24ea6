/**
 * Builds the add-in into dist/, following Microsoft's Excel-Custom-Functions-Shared template with
 * ts-loader instead of Babel:
 *
 *   dist/taskpane.html   the one shared page (shared runtime): loads office.js, then runtime.js,
 *                        shared.js, functions.js and taskpane.js, in that order
 *   dist/runtime.js      webpack's one runtime for both entries (one instance of every module)
 *   dist/shared.js       what both entries load at start: the engine, the tables
 *   dist/functions.js    the custom functions' declarations; their work (answers.HASH.js) is
 *                        loaded on the first call
 *   dist/functions.json  metadata generated from the JSDoc in src/functions/functions.ts
 *   dist/taskpane.js     the pane (both modes)
 *   dist/NAME.HASH.js    on-demand chunks, loaded by a dynamic import() when first used: the
 *                        readers (readers, answers-readers), the functions' work (answers),
 *                        ExcelJS (xlsx), papaparse (csv), the prize file reader
 * What the page loads at start (taskpane.html and the scripts it names, office.js aside) is held
 * to the start-up budget, 350 KB (scripts/startup-budget.js, StartupBudgetPlugin below; how to
 * stay within it: docs/decisions.md, "What the pane loads").
 *   dist/manifest.xml    URLs rewritten for production, <Version> from package.json
 *   dist/assets/         icons
 *   dist/install.html    docs/install.md as a page (the manifest's SupportUrl)
 *   dist/office-js/      a local copy of office.js (see below; not in a build with the CDN's)
 *
 * Where office.js comes from (OFFICE_JS=cdn|local):
 *   - "cdn": https://appsforoffice.microsoft.com/lib/1/hosted/office.js, which Microsoft requires
 *     for add-ins published to the Marketplace. Default for a hosted production build (ADDIN_URL set).
 *   - "local": office-js/office.js copied from node_modules/@microsoft/office-js/dist. Default
 *     otherwise (npm start, npm test, the standalone page opened outside Excel, browser tests that
 *     block every host but 127.0.0.1).
 *   The page's own <script> for office.js (src/taskpane/taskpane.html, whichever of the two URLs it
 *   names) is rewritten to the chosen one when the HTML is emitted. dist/office-js/ is always
 *   written: office.js, its file mapping table and English strings, and the Excel host scripts
 *   it loads inside Excel on the web, Windows and Mac (about 5 MB; the npm package is 86 MB).
 *
 * Production hosting: ADDIN_URL=https://example.org/tiebreaks/ npm run build rewrites every
 * https://localhost:3000/ in the manifest copy (and AppDomain) to that URL, gives it the
 * production Id and DisplayName, and loads office.js from Microsoft's CDN. Every asset path in the
 * page is relative, so dist/ can be copied under any path of any static HTTPS host (GitHub Pages).
 * Without ADDIN_URL a production build warns loudly that its manifest is a development one.
 *
 * Dev server (npm start -> scripts/start.js): HTTPS on localhost:3000 with office-addin-dev-certs;
 * DEV_SERVER_HTTP=1 serves plain HTTP on 127.0.0.1 instead (Linux without certificates).
 */
const path = require("path");
const fs = require("fs");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const CustomFunctionsMetadataPlugin = require("custom-functions-metadata-plugin");
const { tokensCss } = require("./scripts/fluent-tokens");
const { STARTUP_BUDGET, overBudgetMessage, startupSizesOf } = require("./scripts/startup-budget");

const pkg = require("./package.json");

const DEV_URL = "https://localhost:3000/";
const CDN_OFFICE_JS = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";
const LOCAL_OFFICE_JS = "office-js/office.js";
const OFFICE_JS_DIST = path.resolve(__dirname, "node_modules/@microsoft/office-js/dist");
/** The office.js files worth serving locally: the loader, its strings, Excel's host scripts. */
const OFFICE_JS_FILES = [
  "office.js",
  "o15apptofilemappingtable.js", // loaded by office.js outside Office (the standalone page)
  "en-us/office_strings.js",
  "excel-web-16.00.js",
  "excel-web-16.00-core.js",
  "excel-win32-16.01.js",
  "excel-win32-16.01-core.js",
  "excel-mac-16.00.js",
  "excel-mac-16.00-core.js",
];

/** "1.2.3" -> "1.2.3.0" (the manifest wants four numbers). */
function manifestVersion(version) {
  const parts = String(version)
    .split(/[.+-]/)
    .filter((s) => /^\d+$/.test(s))
    .slice(0, 4);
  while (parts.length < 4) parts.push("0");
  return parts.join(".");
}

/** The production add-in's Id and name; manifest.xml is the development one ("Tie-breaks (dev)"). */
const PROD_ID = "f52b4872-e05d-4803-ad8a-7fc05c228fd7";
const PROD_NAME = "Tie-breaks";

/**
 * The manifest as served: <Version> from package.json, and in a production build every
 * https://localhost:3000/ URL moved to the hosting URL (the AppDomain to its origin), the
 * production Id and DisplayName, and the development comments replaced by one that names the
 * hosting URL (no localhost left anywhere).
 */
function rewriteManifest(xml, version, url) {
  let out = xml.replace(
    /<Version>[^<]*<\/Version>/,
    `<Version>${manifestVersion(version)}</Version>`
  );
  if (url) {
    out = out.split(DEV_URL).join(url);
    out = out.split(DEV_URL.replace(/\/$/, "")).join(new URL(url).origin);
    out = out.replace(/<Id>[^<]*<\/Id>/, `<Id>${PROD_ID}</Id>`);
    out = out.replace(
      /<DisplayName DefaultValue="[^"]*"\/>/,
      `<DisplayName DefaultValue="${PROD_NAME}"/>`
    );
    let first = true;
    out = out.replace(/[ \t]*<!--[\s\S]*?-->\n?/g, () => {
      if (!first) return "";
      first = false;
      return (
        `<!--\n  Tie-breaks add-in ${version}, production manifest for ${url}\n` +
        `  (built from manifest.xml by webpack.config.js; install: ${url}install.html)\n-->\n`
      );
    });
  }
  return out;
}

/** The loud notice of a production build without ADDIN_URL. */
const DEV_MANIFEST_WARNING = [
  "",
  "*".repeat(78),
  "*  DEVELOPMENT MANIFEST: ADDIN_URL is not set, so dist/manifest.xml points at",
  `*  ${DEV_URL} (the dev server) and is named "Tie-breaks (dev)".`,
  "*  Do not give it to organisers. For a hosted build:",
  "*      ADDIN_URL=https://your.host/path/ npm run build",
  "*".repeat(78),
  "",
].join("\n");

function productionUrl() {
  const url = process.env.ADDIN_URL;
  if (!url) return undefined;
  if (!/^https:\/\//.test(url)) {
    throw new Error(`ADDIN_URL must be an https:// URL (Office requires it), got "${url}"`);
  }
  return url.endsWith("/") ? url : url + "/";
}

/** Rewrites the page's office.js <script> to the chosen source when html-webpack-plugin emits it. */
class OfficeJsSourcePlugin {
  constructor(src) {
    this.src = src;
  }
  apply(compiler) {
    compiler.hooks.compilation.tap("OfficeJsSourcePlugin", (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tap(
        "OfficeJsSourcePlugin",
        (data) => {
          const re = /(<script[^>]*\ssrc=["'])([^"']*office\.js)(["'])/i;
          if (!re.test(data.html)) {
            compilation.errors.push(
              new Error(`${data.outputName}: the page must load office.js with a <script src>`)
            );
          }
          data.html = data.html.replace(re, `$1${this.src}$3`);
          return data;
        }
      );
    });
  }
}

/**
 * Inserts the Fluent 2 tokens the page uses (scripts/fluent-tokens.js) as a <style> before the
 * page's own styles, so that the plain elements get Fluent's colours, type and shapes.
 */
class FluentTokensPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap("FluentTokensPlugin", (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tap(
        "FluentTokensPlugin",
        (data) => {
          const css = tokensCss(data.html);
          if (css.length > 0 && /<style/i.test(data.html)) {
            data.html = data.html.replace(
              /<style/i,
              `<style id="fluent-tokens">${css}</style>\n    <style`
            );
          }
          return data;
        }
      );
    });
  }
}

/** A warning at the end of webpack's output (the banner above it is printed at the start). */
class WarningPlugin {
  constructor(message) {
    this.message = message;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap("WarningPlugin", (compilation) => {
      compilation.warnings.push(new Error(this.message));
    });
  }
}

/**
 * The start-up budget (scripts/startup-budget.js): a production build whose taskpane.html loads
 * more than STARTUP_BUDGET bytes at start (the page and the scripts it names, office.js aside)
 * fails with an error naming the files. Development builds are not minified and are not checked.
 */
class StartupBudgetPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap("StartupBudgetPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: "StartupBudgetPlugin",
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const page = compilation.getAsset("taskpane.html");
          if (!page) return;
          const sizeOf = (f) => compilation.getAsset(f)?.source.size() ?? 0;
          const scripts = compilation
            .getAssets()
            .map((a) => a.name)
            .filter((n) => n.endsWith(".js") && !n.includes("/"));
          const sizes = startupSizesOf(page.source.source().toString(), sizeOf, scripts);
          if (sizes.startTotal > STARTUP_BUDGET) {
            compilation.errors.push(new compiler.webpack.WebpackError(overBudgetMessage(sizes)));
          }
        }
      );
    });
  }
}

/**
 * dist/install.html: docs/install.md (the organisers' guide, the manifest's SupportUrl) as a
 * page, with this build's own addresses on top when ADDIN_URL is set.
 */
class InstallPagePlugin {
  constructor(url) {
    this.url = url;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap("InstallPagePlugin", (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: "InstallPagePlugin",
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        async () => {
          const file = path.resolve(__dirname, "docs/install.md");
          compilation.fileDependencies.add(file);
          const { marked } = await import("marked");
          const md = fs.readFileSync(file, "utf8");
          const esc = (t) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
          const here = this.url
            ? `<p class="here">This add-in is hosted at <a href="${esc(this.url)}">${esc(this.url)}</a>. ` +
              `Its manifest: <a href="manifest.xml" download>manifest.xml</a>. ` +
              `The standalone page: <a href="taskpane.html">taskpane.html</a>.</p>`
            : "";
          const html =
            '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
            '<meta name="viewport" content="width=device-width, initial-scale=1">' +
            "<title>Installing the Tie-breaks add-in</title><style>" +
            "body{font-family:'Segoe UI',system-ui,sans-serif;max-width:46em;margin:2em auto;padding:0 1em;line-height:1.5}" +
            "code{font-family:Consolas,monospace}table{border-collapse:collapse}td,th{border:1px solid #d1d1d1;padding:4px 8px;text-align:left}" +
            ".here{padding:8px 12px;background:#ebf3fc;border-left:3px solid #0f6cbd}" +
            "@media (prefers-color-scheme:dark){body{background:#292929;color:#fff}a{color:#479ef5}.here{background:#082338}}" +
            `</style></head><body>${here}${marked.parse(md)}</body></html>`;
          compilation.emitAsset("install.html", new compiler.webpack.sources.RawSource(html));
        }
      );
    });
  }
}

module.exports = async (env, options) => {
  const dev = options.mode === "development";
  const prodUrl = productionUrl();
  const officeJs = process.env.OFFICE_JS || (prodUrl ? "cdn" : "local");
  if (officeJs !== "cdn" && officeJs !== "local") {
    throw new Error(`OFFICE_JS must be "cdn" or "local", got "${officeJs}"`);
  }
  const devManifest = !dev && !prodUrl;
  // loud, at the start and (as a webpack warning) at the end of the output
  if (devManifest) console.warn(DEV_MANIFEST_WARNING);
  const useHttp = process.env.DEV_SERVER_HTTP === "1";
  const port = Number(process.env.npm_package_config_dev_server_port || 3000);

  let server;
  if (!env.WEBPACK_BUILD && !env.WEBPACK_BUNDLE) {
    if (useHttp) {
      server = { type: "http" };
    } else {
      const devCerts = require("office-addin-dev-certs");
      server = { type: "https", options: await devCerts.getHttpsServerOptions() };
    }
  }

  // The task pane's own files (src/taskpane/taskpane.html and .ts) may not exist yet in a fresh
  // branch: then the page is a bare one that still loads office.js and the functions.
  // `webpack --env functionsOnly` builds the functions without the task pane code (quicker).
  const taskpaneEntry =
    !env.functionsOnly && fs.existsSync(path.resolve(__dirname, "src/taskpane/taskpane.ts"))
      ? "./src/taskpane/taskpane.ts"
      : undefined;
  const pageTemplate = fs.existsSync(path.resolve(__dirname, "src/taskpane/taskpane.html"))
    ? { template: "./src/taskpane/taskpane.html" }
    : {
        templateContent:
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tie-breaks</title>' +
          `<script src="${CDN_OFFICE_JS}"></script></head><body><main>Tie-breaks</main></body></html>`,
      };

  return {
    devtool: dev ? "source-map" : false,
    // modules and minified output are reused between builds (the production-build test builds
    // a second time right after npm test's build); any change to this file or the lockfile
    // starts afresh
    cache: {
      type: "filesystem",
      buildDependencies: { config: [__filename, path.resolve(__dirname, "package-lock.json")] },
    },
    entry: {
      functions: "./src/functions/functions.ts",
      ...(taskpaneEntry ? { taskpane: taskpaneEntry } : {}),
    },
    output: {
      path: path.resolve(__dirname, "dist"),
      filename: "[name].js",
      // chunks loaded on demand (ExcelJS): next to the page, found relative to the script
      chunkFilename: "[name].[contenthash:8].js",
      clean: true,
    },
    resolve: { extensions: [".ts", ".js"] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: "ts-loader",
            // Type checking is `npm run typecheck`; ES2017 keeps the bundle readable by older
            // shared-runtime webviews (no ?. or ?? there).
            // module "esnext": import() stays a dynamic import, so that webpack splits ExcelJS
            // (src/formats/xlsx.ts) into its own chunk, loaded only when a file is read or written.
            options: {
              transpileOnly: true,
              compilerOptions: { target: "ES2017", module: "esnext", sourceMap: dev },
            },
          },
        },
        {
          test: /\.(png|jpg|jpeg|gif|ico|svg)$/,
          type: "asset/resource",
          generator: { filename: "assets/[name][ext]" },
        },
      ],
    },
    // the start-up budget is checked by StartupBudgetPlugin (below), not by webpack's hints: what
    // the page loads is the union of both entries' files and the page itself
    performance: { hints: false },
    optimization: {
      // one webpack runtime for both entries, so that a module both load (the engine) is one
      // instance, in one file, loaded once
      runtimeChunk: "single",
      splitChunks: {
        cacheGroups: {
          // ExcelJS stays in the one on-demand chunk that imports it (xlsx.*.js)
          defaultVendors: false,
          // a module loaded at start that an on-demand chunk needs too (the engine: the pane
          // at start, the functions' answers on their first call) goes to shared.js, loaded at
          // start, instead of being copied into the on-demand chunk
          shared: {
            name: "shared",
            chunks: "all",
            minChunks: 2,
            enforce: true,
            test: (module, { chunkGraph }) =>
              [...chunkGraph.getModuleChunksIterable(module)].some((c) => c.canBeInitial()),
          },
          // what two on-demand chunks share (the grid readers: the functions' answers and the
          // pane's readers), in a chunk of its own named after them
          default: {
            chunks: "async",
            minChunks: 2,
            reuseExistingChunk: true,
            name: (module, chunks) =>
              chunks
                .map((c) => c.name)
                .sort()
                .join("-"),
          },
        },
      },
    },
    plugins: [
      new CustomFunctionsMetadataPlugin({
        output: "functions.json",
        input: "./src/functions/functions.ts",
      }),
      new HtmlWebpackPlugin({
        filename: "taskpane.html",
        ...pageTemplate,
        chunks: ["functions", "taskpane"],
        chunksSortMode: "manual",
      }),
      new OfficeJsSourcePlugin(officeJs === "cdn" ? CDN_OFFICE_JS : LOCAL_OFFICE_JS),
      new FluentTokensPlugin(),
      new InstallPagePlugin(dev ? undefined : prodUrl),
      ...(dev ? [] : [new StartupBudgetPlugin()]),
      ...(devManifest
        ? [
            new WarningPlugin(
              "dist/manifest.xml is a DEVELOPMENT manifest (localhost): set ADDIN_URL for a hosted build"
            ),
          ]
        : []),
      new CopyWebpackPlugin({
        patterns: [
          { from: "assets/*.png", to: "assets/[name][ext]" },
          {
            from: "manifest.xml",
            to: "manifest.xml",
            transform: (content) =>
              rewriteManifest(content.toString(), pkg.version, dev ? undefined : prodUrl),
          },
          // office.js from Microsoft's CDN needs no local copy (nor its localhost strings)
          ...(officeJs === "cdn" ? [] : OFFICE_JS_FILES).map((f) => ({
            from: path.join(OFFICE_JS_DIST, f),
            to: path.join("office-js", f),
            // as published by Microsoft: not minified again (and much quicker)
            info: { minimized: true },
          })),
        ],
      }),
    ],
    devServer: {
      static: { directory: path.resolve(__dirname, "dist") },
      headers: { "Access-Control-Allow-Origin": "*" },
      host: useHttp ? "127.0.0.1" : "localhost",
      port,
      server,
      hot: false,
      liveReload: false,
      client: false,
    },
  };
};

module.exports.manifestVersion = manifestVersion;
module.exports.rewriteManifest = rewriteManifest;
module.exports.PROD_ID = PROD_ID;
module.exports.DEV_MANIFEST_WARNING = DEV_MANIFEST_WARNING;
