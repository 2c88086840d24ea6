/**
 * A timestamp a person reads (local date and time, no milliseconds) on every
 * written output: the ranking list's --out files and the prize list's. The expected form is the
 * one the ranking list uses (table.ts stamp): "Written at 2026-11-30 14:05", local time.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { readXlsx } from "../../src/formats/xlsx";
import { runCli } from "../helpers/cli";

const EXAMPLES = path.resolve(__dirname, "../../examples");
const STAMP = /Written at (\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)(?!\d|:|\.)/;
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tb-stamps-"));
  for (const f of ["club-swiss.trf", "prizes.csv"])
    fs.copyFileSync(path.join(EXAMPLES, f), path.join(dir, f));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The stamp is local time within a minute of the run. */
function checkStamp(file: string, text: string, before: Date, after: Date): void {
  const m = STAMP.exec(text);
  expect([file, m !== null]).toEqual([file, true]);
  expect(text).not.toMatch(/Written at \d{4}-\d\d-\d\dT/);
  const [, y, mo, d, hh, mm] = m!.map(Number);
  const at = new Date(y, mo - 1, d, hh, mm).getTime();
  const floor = (x: Date): number => Math.floor(x.getTime() / 60000) * 60000;
  expect(at).toBeGreaterThanOrEqual(floor(before));
  expect(at).toBeLessThanOrEqual(floor(after));
}

test("standings --out .csv/.txt/.html and prizes --out .xlsx: local date and time to the minute", async () => {
  const before = new Date();
  for (const ext of ["csv", "txt", "html"]) {
    const r = await runCli(dir, "standings", "club-swiss.trf", "--out", `s.${ext}`);
    expect([ext, r.code]).toEqual([ext, 0]);
  }
  // the prize list's workbook (its CSV and HTML carry no notes, so no stamp)
  const p = await runCli(
    dir,
    "prizes",
    "club-swiss.trf",
    "--prizes",
    "prizes.csv",
    "--out",
    "p.xlsx"
  );
  expect([p.code, p.err]).toEqual([0, ""]);
  const after = new Date();
  const book = await readXlsx(fs.readFileSync(path.join(dir, "p.xlsx")));
  const prizeNotes = book.cells.map((r) => r.map((c) => String(c ?? "")).join(" ")).join("\n");
  checkStamp("p.xlsx", prizeNotes, before, after);
  for (const f of ["s.csv", "s.txt", "s.html"])
    checkStamp(f, fs.readFileSync(path.join(dir, f), "utf8"), before, after);
});
