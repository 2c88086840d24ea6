/**
 * The GO_FIXTURES override of test/engine/go.test.ts: pointed at another folder of OpenGotha
 * cases, the value checks run on that folder's cases and the shuffled-rows checks keep using the
 * repository's own (before, they found no case there and failed with an empty test.each); an
 * empty folder fails with a message naming it. Runs jest on go.test.ts in a child process,
 * restricted by -t to the OpenGotha case tests.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const ROOT = path.resolve(__dirname, "../..");
const CASES = path.join(ROOT, "test/fixtures/opengotha");

interface JestJson {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    assertionResults: { title: string; status: string; failureMessages: string[] }[];
  }[];
}

function runGoTests(dir: string): JestJson {
  const out = path.join(dir, "..", `${path.basename(dir)}-result.json`);
  spawnSync(
    process.execPath,
    [
      require.resolve("jest/bin/jest"),
      "--ci",
      "--maxWorkers=1",
      "--json",
      `--outputFile=${out}`,
      "test/engine/go.test.ts",
      "-t",
      "OpenGotha cases",
    ],
    { cwd: ROOT, env: { ...process.env, GO_FIXTURES: dir }, encoding: "utf8" }
  );
  return JSON.parse(fs.readFileSync(out, "utf8")) as JestJson;
}

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "go-fixtures-"));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

test("a folder of two cases: those two are checked, and the five shuffled picks still run", () => {
  const dir = path.join(tmp, "two");
  fs.mkdirSync(dir);
  for (const f of ["juvisy-2019--mms-sos-sosos.json", "cdfa-2020--nbw-sdc-sos.json"])
    fs.copyFileSync(path.join(CASES, f), path.join(dir, f));
  const r = runGoTests(dir);
  const titles = r.testResults.flatMap((t) => t.assertionResults.map((a) => a.title));
  expect(r.numFailedTests).toBe(0);
  expect(titles).toEqual(
    expect.arrayContaining([
      "finds the cases",
      "juvisy-2019--mms-sos-sosos.json",
      "cdfa-2020--nbw-sdc-sos.json",
      "has the picked cases",
      "shortname-2020--mms-dc-sos-sosos.json",
    ])
  );
  // 1 + 2 cases + 1 + 5 picks; not the 60 cases of the repository's folder
  expect(r.numPassedTests).toBe(9);
});

test("an empty folder: one failure that names the folder", () => {
  const dir = path.join(tmp, "empty");
  fs.mkdirSync(dir);
  const r = runGoTests(dir);
  const failed = r.testResults.flatMap((t) =>
    t.assertionResults.filter((a) => a.status === "failed")
  );
  expect(failed.map((a) => a.title)).toEqual(["finds the cases"]);
  expect(failed[0].failureMessages.join("\n")).toContain(`no OpenGotha case (*.json) in ${dir}`);
});
