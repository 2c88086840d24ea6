/**
 * The CLI benchmark's CPU time of its children (bench/cli.bench.ts childrenCpuMs): cutime and
 * cstime, the 16th and 17th fields of Linux's /proc/self/stat, in ticks of 1/100 s. The lines
 * below are written by hand in that format (proc(5)); a command name may hold blanks and
 * parentheses, so the fields are counted after the last ")".
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { childrenCpuMs, MAIN_THREAD_PROBE } from "../../bench/cli.bench";

// pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
// cutime cstime priority ...
const line = (comm: string, cutime: number, cstime: number): string =>
  `4242 (${comm}) S 1 4242 4242 0 -1 4194304 900 12000 0 0 31 7 ${cutime} ${cstime} 20 0 1 0 100 3133440 372`;

describe("childrenCpuMs", () => {
  test("cutime + cstime in ms: 123 + 45 ticks are 1,680 ms", () => {
    expect(childrenCpuMs(line("node", 123, 45))).toBe(1680);
  });

  test("a command name with blanks and parentheses does not shift the fields", () => {
    expect(childrenCpuMs(line("my (odd) node", 2, 1))).toBe(30);
  });

  test("a line that is not a stat line gives null, not a number", () => {
    expect(childrenCpuMs("nonsense")).toBeNull();
  });

  test("this process (Linux): a number of ms that does not go down", () => {
    const a = childrenCpuMs();
    if (a === null) return; // no /proc here
    const b = childrenCpuMs();
    expect(b).not.toBeNull();
    expect(b as number).toBeGreaterThanOrEqual(a);
  });
});

describe("MAIN_THREAD_PROBE", () => {
  test("a child that spends 300 ms of CPU on its main thread writes about that many ns", () => {
    if (!fs.existsSync(`/proc/self/task/${process.pid}/schedstat`)) return; // not Linux
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-probe-"));
    try {
      const script = path.join(dir, "probe.js");
      const out = path.join(dir, "main.ns");
      fs.writeFileSync(script, MAIN_THREAD_PROBE);
      // spins until the process has used 300 ms of CPU (by CPU time, not by the clock, so a busy
      // machine does not shorten it); nearly all of it on the main thread
      const spin =
        "for (;;) { const u = process.cpuUsage(); if (u.user + u.system >= 3e5) break; }";
      const r = spawnSync(process.execPath, ["--require", script, "-e", spin], {
        env: { ...process.env, TIEBREAKS_BENCH_MAIN_THREAD: out },
      });
      expect(r.status).toBe(0);
      const ms = Number(fs.readFileSync(out, "utf8")) / 1e6;
      // at most the process's 300 ms and a little (the last check, exiting); at least 300 ms less
      // what start-up's other threads took (tens of ms)
      expect(ms).toBeGreaterThan(200);
      expect(ms).toBeLessThan(400);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
