/**
 * Writing fails loudly: a write to the standard output, the standard error or an --out file that
 * fails (a full disk: Linux's /dev/full answers every write with ENOSPC) ends the command with exit
 * 2 and a message, never exit 0 with nothing said; --out stays atomic (the old file unchanged, no
 * temporary file left) and a device target is written, never replaced by a renamed file.
 *
 * Input: test/fixtures/inputs/write-errors.trf (four players, two rounds, made by hand; player 2's
 * points column says 0.5 where the results give 0, so the run writes a warning on stderr too).
 */
import { spawn, spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { PassThrough } from "stream";
import { runOnStreams } from "../../src/cli/main";
import { streamSink, writeFileAtomic, writesDirectly } from "../../src/cli/write";
import { isInputError } from "../../src/engine";
import { runCli } from "../helpers/cli";

const ROOT = path.resolve(__dirname, "..", "..");
const FIXTURE = path.join(ROOT, "test", "fixtures", "inputs", "write-errors.trf");
const hasDevFull = fs.existsSync("/dev/full");
const onLinux = hasDevFull ? test : test.skip;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-write-errors-"));
  fs.copyFileSync(FIXTURE, path.join(dir, "in.trf"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stream that collects what is written. */
function collector(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  const parts: Buffer[] = [];
  stream.on("data", (b: Buffer) => parts.push(b));
  return { stream, text: () => Buffer.concat(parts).toString("utf8") };
}

describe("the standard output and error", () => {
  onLinux("stdout on a full disk (/dev/full): exit 2 and a message on stderr", async () => {
    const full = fs.createWriteStream("/dev/full");
    const err = collector();
    const code = await runOnStreams(["standings", path.join(dir, "in.trf")], full, err.stream);
    expect(code).toBe(2);
    expect(err.text()).toMatch(/^tiebreaks: cannot write the standard output: the disk is full$/m);
    // the reader's warning was still written before the message
    expect(err.text()).toMatch(/in\.trf:6: warning: points column/);
  });

  onLinux("stderr on a full disk: exit 2 although the table was written", async () => {
    const out = collector();
    const full = fs.createWriteStream("/dev/full");
    const code = await runOnStreams(["standings", path.join(dir, "in.trf")], out.stream, full);
    expect(code).toBe(2);
    expect(out.text()).toMatch(/Adams, Anna/);
  });

  test("both streams writable: exit 0, the table on stdout, the warning on stderr", async () => {
    const out = collector();
    const err = collector();
    const code = await runOnStreams(
      ["standings", path.join(dir, "in.trf")],
      out.stream,
      err.stream
    );
    expect(code).toBe(0);
    // Dixon (start number 4) has 1.5 points as Adams (1): 0-1 against Brown, a draw with Clark
    expect(out.text()).toMatch(/1-2 +4 +Dixon, Dan +ENG +1750 +1\.5/);
    expect(err.text()).toMatch(/says 0\.5 but the results give 0; 0 is used/);
  });

  test("an input error stays exit 2 when stdout fails too; a closed pipe is no error", async () => {
    const broken = new PassThrough();
    broken.destroy(Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
    const err = collector();
    const code = await runOnStreams(["standings", path.join(dir, "in.trf")], broken, err.stream);
    // `tiebreaks standings | head`: the reader asked for no more; nothing to report
    expect(code).toBe(0);
    expect(err.text()).not.toMatch(/cannot write/);
    const full = fs.existsSync("/dev/full") ? fs.createWriteStream("/dev/full") : new PassThrough();
    const err2 = collector();
    const code2 = await runOnStreams(
      ["standings", path.join(dir, "missing.trf")],
      full,
      err2.stream
    );
    expect(code2).toBe(2);
    expect(err2.text()).toMatch(/cannot read .*missing\.trf: no such file/);
  });

  test("streamSink keeps the first error and settles after the last write", async () => {
    const s = new PassThrough({ highWaterMark: 1 });
    const sink = streamSink(s);
    sink.write("a");
    sink.write("b");
    const chunks: string[] = [];
    s.on("data", (b: Buffer) => chunks.push(b.toString()));
    expect(await sink.settle()).toBeUndefined();
    expect(chunks.join("")).toBe("ab");
    const bad = new PassThrough();
    const badSink = streamSink(bad);
    bad.destroy(Object.assign(new Error("no space"), { code: "ENOSPC" }));
    badSink.write("x");
    expect((await badSink.settle())?.code).toBe("ENOSPC");
  });

  onLinux("the whole process: `tiebreaks standings FILE > /dev/full` exits 2", () => {
    const fd = fs.openSync("/dev/full", "w");
    try {
      const r = spawnSync(
        process.execPath,
        [
          require.resolve("tsx/cli"),
          path.join(ROOT, "src", "cli", "main.ts"),
          "standings",
          FIXTURE,
        ],
        { cwd: ROOT, stdio: ["ignore", fd, "pipe"], encoding: "utf8" }
      );
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/tiebreaks: cannot write the standard output: the disk is full/);
    } finally {
      fs.closeSync(fd);
    }
  });
});

describe("--out", () => {
  test("a full disk: exit 2 naming --out, the old file unchanged, no temporary file", async () => {
    const target = path.join(dir, "old.csv");
    fs.writeFileSync(target, "the standings of last week\n");
    // the same command once before the mock, so that every module it loads is compiled: on a
    // cold cache ts-jest writes its compiled files with writeSync, which the mock would fail
    expect((await runCli(dir, "standings", "in.trf", "--out", "warm.csv")).code).toBe(0);
    // the module object itself (the namespace import above is a read-only view of it)
    const nodeFs = require("fs") as typeof fs;
    const real = nodeFs.writeSync;
    const spy = jest.spyOn(nodeFs, "writeSync").mockImplementation(((
      fd: number,
      ...rest: never[]
    ) => {
      // the temporary file's writes fail as on a full disk; other writes (none here) go through
      if (fs.fstatSync(fd).isFile())
        throw Object.assign(new Error("ENOSPC: no space left on device, write"), {
          code: "ENOSPC",
        });
      return (real as (...a: unknown[]) => number)(fd, ...rest);
    }) as typeof fs.writeSync);
    try {
      const r = await runCli(dir, "standings", "in.trf", "--out", "old.csv", "--force");
      expect(r.code).toBe(2);
      expect(r.err).toMatch(
        /cannot write --out old\.csv: the disk is full \(the old file, if any, is unchanged\)/
      );
      expect(r.out).not.toMatch(/Wrote the standings/);
    } finally {
      spy.mockRestore();
    }
    expect(fs.readFileSync(target, "utf8")).toBe("the standings of last week\n");
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  onLinux("a link to /dev/full: the device is written (and fails), never replaced", async () => {
    const link = path.join(dir, "device.csv");
    fs.symlinkSync("/dev/full", link);
    // guard: the write below must open the device, not rename a file over it
    expect(writesDirectly(link)).toBe(true);
    const r = await runCli(dir, "standings", "in.trf", "--out", "device.csv", "--force");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/cannot write --out device\.csv: the disk is full$/m);
    expect(fs.statSync("/dev/full").isCharacterDevice()).toBe(true);
    expect(fs.readdirSync("/dev").filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  test("a named pipe is written directly", async () => {
    const fifo = path.join(dir, "pipe.csv");
    if (process.platform === "win32" || spawnSync("mkfifo", [fifo]).status !== 0) return;
    expect(writesDirectly(fifo)).toBe(true);
    // a reader in another process, so that opening the pipe for writing does not block forever
    const reader = spawn("cat", [fifo]);
    let got = "";
    reader.stdout.on("data", (b: Buffer) => (got += b.toString()));
    const done = new Promise<void>((resolve) => reader.on("close", () => resolve()));
    writeFileAtomic(fifo, "Rk,Name\n1,Adams\n");
    await done;
    expect(got).toBe("Rk,Name\n1,Adams\n");
    expect(fs.lstatSync(fifo).isFIFO()).toBe(true);
  });

  test("a regular file is written through a temporary file (not directly)", () => {
    const f = path.join(dir, "plain.csv");
    expect(writesDirectly(f)).toBe(false);
    writeFileAtomic(f, "x\n");
    expect(writesDirectly(f)).toBe(false);
    let thrown: unknown;
    try {
      writeFileAtomic(path.join(dir, "no", "such", "x.csv"), "x", "--out no/such/x.csv");
    } catch (e) {
      thrown = e;
    }
    expect(isInputError(thrown)).toBe(true);
  });
});
