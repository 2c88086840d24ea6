/**
 * scripts/compare-outputs.ts, the check of every refactoring: it must run every command and
 * output format on every example and fixture, read an .xlsx back as data, and say when two
 * folders of outputs differ (and which files).
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import {
  generalRuns,
  prepareInputs,
  runsFor,
  xlsxAsData,
  type Input,
} from "../../scripts/compare-outputs";
import { parseTrf } from "../../src/formats/trf";
import { computeStandings } from "../../src/engine";
import { standingsTable } from "../../src/formats/table";
import { writeStandingsXlsx } from "../../src/formats/xlsx";

const ROOT = path.resolve(__dirname, "../..");
let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-compare-test-"));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** The argument lists of the runs on one input, each joined by spaces. */
function lines(input: Input): string[] {
  return runsFor(input, ["fide-swiss", "club"]).map((r) => r.argv.join(" "));
}

describe("the runs", () => {
  test("every example and fixture is an input", () => {
    const inputs = prepareInputs(path.join(work, "inputs")).map((i) => i.file);
    const trf = (dir: string): string[] =>
      fs
        .readdirSync(path.join(ROOT, dir))
        .filter((f) => f.endsWith(".trf"))
        .map((f) => `${dir}/${f}`);
    expect(inputs).toContain("examples/club-swiss.trf");
    for (const f of [...trf("test/fixtures/trf"), ...trf("test/fixtures/team")])
      expect(inputs).toContain(f);
    const gotha = fs
      .readdirSync(path.join(ROOT, "test/fixtures/opengotha"))
      .filter((f) => f.endsWith(".json"));
    expect(inputs.filter((f) => f.startsWith("test/fixtures/opengotha/"))).toHaveLength(
      gotha.length
    );
    // the seed grids (published rankings) as CSV
    expect(inputs).toContain("test/fixtures/seeds/arena-swiss-5.grid.csv");
    // and each is in the work folder, not read from the tree
    for (const f of inputs) expect(fs.existsSync(path.join(work, "inputs", f))).toBe(true);
  });

  test("an individual event: every command and format, every --out kind", () => {
    const l = lines({ file: "a.trf", kind: "individual" });
    for (const f of ["text", "json", "csv"]) {
      expect(l).toContain(`standings a.trf -f ${f}`);
      expect(l).toContain(`standings a.trf -f ${f} --crosstable`);
      expect(l).toContain(`prizes a.trf --prizes examples/prizes.csv -f ${f}`);
    }
    for (const ext of ["xlsx", "html", "csv", "json", "txt", "trf"])
      expect(l).toContain(`standings a.trf --crosstable -o out/written.${ext}`);
    for (const ext of ["xlsx", "html", "csv", "json", "txt"])
      expect(l).toContain(`prizes a.trf --prizes examples/prizes.csv -o out/written.${ext}`);
    expect(l).toContain("explain a.trf 1");
    expect(l).toContain("explain a.trf 1 -f json");
    for (const p of ["fide-swiss", "club"]) expect(l).toContain(`standings a.trf -p ${p} -f json`);
    for (const rules of ["fide-2026", "fide-2024", "fide-pre2023", "plain"])
      expect(l).toContain(`standings a.trf -r ${rules} -f json`);
  });

  test("a team event: team standings, boards, crosstables, explain, every --out kind", () => {
    const l = lines({ file: "t.trf", kind: "team" });
    for (const f of ["text", "json", "csv"]) expect(l).toContain(`standings t.trf -f ${f}`);
    expect(l).toContain("standings t.trf --boards");
    for (const ext of ["xlsx", "html", "txt"])
      expect(l).toContain(`standings t.trf --boards -o out/written.${ext}`);
    for (const ext of ["xlsx", "html", "csv", "json", "txt"])
      expect(l).toContain(`standings t.trf --crosstable -o out/written.${ext}`);
    expect(l).toContain("explain t.trf 1 -f json");
    expect(l).toContain("standings t.trf --individual");
  });

  test("the runs without a file, and every run's name is its own", () => {
    const l = generalRuns().map((r) => r.argv.join(" "));
    for (const c of ["codes", "presets", "--help", "standings"]) expect(l).toContain(c);
    const names = [...generalRuns(), ...runsFor({ file: "a.trf", kind: "individual" }, [])].map(
      (r) => r.name
    );
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("an .xlsx as data", () => {
  test("every sheet with its cells, formats and print set-up", async () => {
    const t = parseTrf(
      fs.readFileSync(path.join(ROOT, "examples/club-swiss.trf"), "utf8")
    ).tournament;
    const st = computeStandings(t, ["BH"]);
    const bytes = await writeStandingsXlsx(standingsTable(st, t));
    const data = await xlsxAsData(Buffer.from(bytes));
    expect(data).toMatch(/^== sheet "Standings" \(visible\)$/m);
    // the example's event name (TRF record 012) in A1, in bold
    expect(data).toContain('A1 (row 1) "Riverside Chess Club Spring Swiss 2026"  [bold');
    expect(data).toMatch(/^page: \{"orientation":/m);
  });
});

describe("compare diff", () => {
  const tsx = path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");
  const diff = (a: string, b: string): { status: number | null; stdout: string } => {
    const r = spawnSync(process.execPath, [tsx, "scripts/compare-outputs.ts", "diff", a, b], {
      cwd: ROOT,
      encoding: "utf8",
    });
    return { status: r.status, stdout: r.stdout };
  };

  test("the same outputs: exit 0; a changed one: exit 1, named, with its lines", () => {
    const [a, b, c] = ["a", "b", "c"].map((d) => path.join(work, d));
    for (const d of [a, b, c]) fs.mkdirSync(d);
    for (const d of [a, b, c]) fs.writeFileSync(path.join(d, "same.txt"), "exit 0\n");
    fs.writeFileSync(path.join(a, "changed.txt"), "exit 0\nBH 12\n");
    fs.writeFileSync(path.join(b, "changed.txt"), "exit 0\nBH 13\n");
    fs.writeFileSync(path.join(c, "changed.txt"), "exit 0\nBH 12\n");
    const same = diff(a, c);
    expect(same.status).toBe(0);
    expect(same.stdout).toBe("compare: the 2 outputs are the same\n");
    const r = diff(a, b);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("-BH 12\n+BH 13");
    expect(r.stdout).toMatch(/changed\.txt/);
    expect(r.stdout).not.toMatch(/same\.txt/);
  });
});
