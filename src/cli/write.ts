/**
 * Writing output files without ever losing data: the bytes go to a temporary file in the target's
 * own folder (same file system, so the rename is atomic), are flushed to disk, and the temporary
 * file is renamed over the target. A full disk, a crash or a kill leaves the old file as it was.
 * A target that is a symbolic link is written through: the file it points to is replaced, the
 * link stays.
 *
 * Whether the output is the input is decided on the real files (device and inode after resolving
 * links), not on the path text, so "./a.trf", "a.trf" through a link, or a hard link are caught.
 */
import * as fs from "fs";
import * as path from "path";
import { UsageError } from "./args";

/**
 * Random hex for a temporary name, from the global Web Crypto (loaded when first used, not at
 * start-up as `import "crypto"` would); the name is opened with "wx", so it never replaces a file.
 */
function randomHex(bytes: number): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, "0")
  ).join("");
}

/** The file a path finally names (links resolved); the path itself when it does not exist. */
function realTarget(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
}

/** Whether two paths name the same existing file (same device and inode). */
export function sameFile(a: string, b: string): boolean {
  try {
    const sa = fs.statSync(a);
    const sb = fs.statSync(b);
    return sa.dev === sb.dev && sa.ino === sb.ino;
  } catch {
    return false;
  }
}

function ioMessage(e: unknown, shown: string, folder: string): string {
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case "ENOENT":
      return `cannot write ${shown}: the folder ${folder} does not exist`;
    case "ENOTDIR":
      return `cannot write ${shown}: ${folder} is not a folder`;
    case "EACCES":
    case "EPERM":
      return `cannot write ${shown}: permission denied`;
    case "EISDIR":
      return `cannot write ${shown}: it is a folder`;
    case "ENOSPC":
      return `cannot write ${shown}: the disk is full (the old file, if any, is unchanged)`;
    case "EROFS":
      return `cannot write ${shown}: the file system is read-only`;
    default:
      return `cannot write ${shown}: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/**
 * Writes `data` to `file` through a temporary file and a rename. Throws UsageError (reason "io",
 * place `shown`) when the folder is missing, not writable or full; the target is then untouched.
 */
export function writeFileAtomic(file: string, data: Uint8Array | string, shown = file): void {
  const target = realTarget(file);
  const folder = path.dirname(target);
  const place = { kind: "argument", name: shown } as const;
  let mode = 0o666;
  try {
    const st = fs.statSync(target);
    if (st.isDirectory())
      throw new UsageError(`cannot write ${shown}: it is a folder`, "io", place);
    mode = st.mode & 0o777;
  } catch (e) {
    if (e instanceof UsageError) throw e;
  }
  const tmp = path.join(folder, `.${path.basename(target)}.${process.pid}.${randomHex(6)}.tmp`);
  let fd: number;
  try {
    fd = fs.openSync(tmp, "wx", mode);
  } catch (e) {
    throw new UsageError(ioMessage(e, shown, folder), "io", place);
  }
  try {
    const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
    let off = 0;
    while (off < bytes.length) off += fs.writeSync(fd, bytes, off, bytes.length - off);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = -1;
    fs.renameSync(tmp, target);
  } catch (e) {
    if (fd >= 0) fs.closeSync(fd);
    fs.rmSync(tmp, { force: true });
    throw new UsageError(ioMessage(e, shown, folder), "io", place);
  }
}
