/**
 * What the custom functions compute, in one module that functions.ts loads with a dynamic
 * import() on the first call (the engine's grid readers, the memo, the prize list and board
 * tables): the page that hosts the functions loads only their declarations at start, and this
 * chunk when a formula is first computed (docs/decisions.md, "What the pane loads").
 */
export * from "./evaluate";
export { prizesMatrix } from "./prizes-matrix";
export { boardsMatrix } from "./boards";
