/**
 * The import rules of src/, checked by dependency-cruiser in `npm test`
 * (test/dependencies.test.ts; by hand: `npm run deps`).
 *
 * - No circles: no file reaches itself through its imports, type-only imports included.
 * - Imports point down: engine <- formats <- adapters (functions, taskpane, cli). The engine
 *   imports nothing above it and no Node API; the formats nothing of the adapters; the adapters
 *   do not import one another (what two of them share belongs in the engine or the formats).
 */
/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "A file reaches itself through its imports. Move what both sides need into a module below them both.",
      from: {},
      to: { circular: true },
    },
    {
      name: "engine-imports-nothing-above",
      severity: "error",
      comment:
        "The engine (src/engine) is under every other layer: it imports no format and no adapter.",
      from: { path: "^src/engine/" },
      to: { path: "^src/(formats|functions|taskpane|cli)/" },
    },
    {
      name: "engine-no-node",
      severity: "error",
      comment: "The engine runs in Excel and the browser too: no Node API (fs, path, ...).",
      from: { path: "^src/engine/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "formats-import-no-adapter",
      severity: "error",
      comment:
        "The formats (src/formats) read and write for every adapter: they import none of them.",
      from: { path: "^src/formats/" },
      to: { path: "^src/(functions|taskpane|cli)/" },
    },
    {
      name: "adapters-apart",
      severity: "error",
      comment:
        "The adapters (functions, taskpane, cli) do not import one another: what two share belongs in the engine or the formats.",
      from: { path: "^src/(functions|taskpane|cli)/" },
      to: { path: "^src/(functions|taskpane|cli)/", pathNot: "^src/$1/" },
    },
    {
      name: "src-imports-no-tests",
      severity: "error",
      comment: "The product does not import tests, benchmarks or scripts.",
      from: { path: "^src/" },
      to: { path: "^(test|bench|scripts)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // `import type` counts: a circle of types is still a circle a newcomer has to untangle
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
