/**
 * The CLI never loses data when writing, and input problems are exit 2 with a message naming the
 * option, argument or line (never "internal error"). Files are built in a temporary folder.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { EXAMPLE } from "../../src/cli/main";
import { runCli, type CliRun } from "../helpers/cli";
import { sameFile, writeFileAtomic } from "../../src/cli/write";
import { isInputError } from "../../src/engine";

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-write-"));
  fs.copyFileSync(EXAMPLE, path.join(dir, "in.trf"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const cli = (...argv: string[]): Promise<CliRun> => runCli(dir, ...argv);

describe("--out", () => {
  test("into a missing folder: exit 2 naming --out and the folder", async () => {
    const r = await cli("standings", "in.trf", "--out", "no/such/folder/x.csv");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /--out no\/such\/folder\/x\.csv: the folder .*no\/such\/folder does not exist/
    );
    expect(r.err).not.toMatch(/internal error/);
  });

  test("the input through a symbolic link is refused", async () => {
    fs.symlinkSync(path.join(dir, "in.trf"), path.join(dir, "link.trf"));
    const r = await cli("standings", "in.trf", "--out", "link.trf", "--force");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/is the input file/);
    expect(fs.readFileSync(path.join(dir, "in.trf"), "utf8")).toBe(
      fs.readFileSync(EXAMPLE, "utf8")
    );
  });

  test("the input through a hard link or another spelling of the path is refused", async () => {
    fs.linkSync(path.join(dir, "in.trf"), path.join(dir, "hard.trf"));
    const r = await cli("standings", "in.trf", "--out", "hard.trf", "--force");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/is the input file/);
    fs.mkdirSync(path.join(dir, "sub"));
    const r2 = await cli("standings", "sub/../in.trf", "--out", "./in.trf", "--force");
    expect(r2.code).toBe(2);
    expect(r2.err).toMatch(/is the input file/);
  });

  test("an existing output is replaced whole with --force, through a link the link stays", async () => {
    const target = path.join(dir, "real.csv");
    fs.writeFileSync(target, "old content\n");
    fs.symlinkSync(target, path.join(dir, "alias.csv"));
    const r = await cli("standings", "in.trf", "--out", "alias.csv", "--force");
    expect(r.code).toBe(0);
    expect(fs.lstatSync(path.join(dir, "alias.csv")).isSymbolicLink()).toBe(true);
    const text = fs.readFileSync(target, "utf8");
    expect(text).not.toMatch(/old content/);
    expect(text.split("\n")[0]).toMatch(/^"Rk","SNo","Title","Name"/);
    // no temporary file is left behind
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });
});

describe("writeFileAtomic", () => {
  test("a failed write leaves the old file intact and no temporary file", () => {
    const target = path.join(dir, "keep.txt");
    fs.writeFileSync(target, "precious");
    // a folder where the temporary file would be renamed cannot be written: simulate a failure by
    // making the folder read-only (skipped as root, who may write anyway)
    const ro = path.join(dir, "ro");
    fs.mkdirSync(ro);
    fs.writeFileSync(path.join(ro, "keep.txt"), "precious");
    fs.chmodSync(ro, 0o555);
    try {
      let thrown: unknown;
      try {
        writeFileAtomic(path.join(ro, "keep.txt"), "new", "--out ro/keep.txt");
      } catch (e) {
        thrown = e;
      }
      if (thrown !== undefined) {
        expect(isInputError(thrown)).toBe(true);
        expect(String((thrown as Error).message)).toMatch(/cannot write --out ro\/keep.txt/);
        expect(fs.readFileSync(path.join(ro, "keep.txt"), "utf8")).toBe("precious");
        expect(fs.readdirSync(ro)).toEqual(["keep.txt"]);
      } else {
        expect(process.getuid?.()).toBe(0);
      }
    } finally {
      fs.chmodSync(ro, 0o755);
    }
    writeFileAtomic(target, "replaced");
    expect(fs.readFileSync(target, "utf8")).toBe("replaced");
  });

  test("sameFile compares device and inode", () => {
    const a = path.join(dir, "a.txt");
    fs.writeFileSync(a, "x");
    fs.writeFileSync(path.join(dir, "b.txt"), "x");
    expect(sameFile(a, path.join(dir, "b.txt"))).toBe(false);
    expect(sameFile(a, path.join(dir, ".", "a.txt"))).toBe(true);
    expect(sameFile(a, path.join(dir, "missing.txt"))).toBe(false);
  });
});

describe("no internal error for input", () => {
  test("MMS on a chess file: exit 2 naming the line", async () => {
    const r = await cli("standings", "in.trf", "-t", "MMS");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/in\.trf:\d+: .*Go ranks/);
    expect(r.err).not.toMatch(/internal error/);
  });

  test("given:TP on a file without that column: exit 2 naming the code", async () => {
    const r = await cli("standings", "in.trf", "-t", "given:TP");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/given:TP: no column "TP"/);
  });
});
