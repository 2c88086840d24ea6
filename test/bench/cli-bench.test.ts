/**
 * The CLI benchmark's CPU time of its children (bench/cli.bench.ts childrenCpuMs): cutime and
 * cstime, the 16th and 17th fields of Linux's /proc/self/stat, in ticks of 1/100 s. The lines
 * below are written by hand in that format (proc(5)); a command name may hold blanks and
 * parentheses, so the fields are counted after the last ")".
 */
import { childrenCpuMs } from "../../bench/cli.bench";

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
