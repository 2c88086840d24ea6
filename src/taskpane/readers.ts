/**
 * What the pane loads only when it reads results (through readers() in lazy.ts): the grid, team
 * and TRF readers and the reading of load.ts. The page's first screen (the order editor, the
 * source picker, the prize list's controls) needs none of them, so they are not part of what the
 * page loads at start (docs/decisions.md, "What the pane loads").
 */
export { fileKind, fileText, loadGrid, loadTrf, withWarning } from "./load";
export { makeGrid } from "../formats/grid";
export { parseTrf, TrfError } from "../formats/trf";
export { isBoardList, rosterSheetName, takesSheetRoster } from "../formats/grid-team";
