/**
 * The built add-in in dist/, for tests that check what webpack produced. `npm test` builds it
 * first; run `npm run build` before running these tests on their own.
 */
import * as fs from "fs";
import * as path from "path";

export const DIST = path.resolve(__dirname, "../../dist");

export function distFile(name: string): string {
  const file = path.join(DIST, name);
  if (!fs.existsSync(file)) {
    throw new Error(
      `dist/${name} is missing: build the add-in first with "npm run build" (npm test does it before jest)`
    );
  }
  return fs.readFileSync(file, "utf8");
}
