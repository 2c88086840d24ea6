/** Runs the command line in process, in folder `cwd`, and collects its exit code and output. */
import { run } from "../../src/cli/main";

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export async function runCli(cwd: string, ...argv: string[]): Promise<CliRun> {
  let out = "";
  let err = "";
  const code = await run(argv, {
    stdout: (s) => void (out += s),
    stderr: (s) => void (err += s),
    cwd,
  });
  return { code, out, err };
}
