/** The cell issues of a grid reader's GridError; fails the test when `f` throws anything else or nothing. */
import { GridError } from "../../src/formats/grid";

export function issuesOf(f: () => unknown): { cell: string; message: string }[] {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(GridError);
    return (e as GridError).issues;
  }
  throw new Error("expected a GridError");
}
