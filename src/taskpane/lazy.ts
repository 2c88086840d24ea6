/**
 * The pane's on-demand chunks: each import() here is a chunk of its own, loaded the first time it
 * is used and then kept. What the page loads at start is held to a budget
 * (scripts/startup-budget.js; docs/decisions.md, "What the pane loads"): code the first screen
 * does not need goes here, not into a static import.
 */
let readersModule: Promise<typeof import("./readers")> | undefined;

/** The results readers (readers.ts): loaded when a sheet, a file or a TRF import is read. */
export function readers(): Promise<typeof import("./readers")> {
  readersModule ??= import(/* webpackChunkName: "readers" */ "./readers").catch((e: unknown) => {
    readersModule = undefined; // a failed load (offline) is tried again next time
    throw e;
  });
  return readersModule;
}
