/**
 * Writing output files without ever losing data: the bytes go to a temporary file in the target's
 * own folder (same file system, so the rename is atomic), are flushed to disk, and the temporary
 * file is renamed over the target. A full disk, a crash or a kill leaves the old file as it was.
 * A target that is a symbolic link is written through: the file it points to is replaced, the
 * link stays. A target that is not a regular file (a device such as /dev/full, a named pipe) is
 * written directly: a rename would replace the device with a file.
 *
 * The standard output and error are written through `streamSink`, which keeps the first write
 * error (a full disk, a closed pipe) so that the command ends with a message and exit 2, never 0.
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
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
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
    case "EPIPE":
      return `cannot write ${shown}: the program reading it has closed it`;
    case "EBADF":
      return `cannot write ${shown}: it is closed`;
    case "EIO":
      return `cannot write ${shown}: an input/output error of the device`;
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
  let st: fs.Stats | undefined;
  try {
    st = fs.statSync(target);
  } catch {
    st = undefined;
  }
  if (st?.isDirectory()) throw new UsageError(`cannot write ${shown}: it is a folder`, "io", place);
  if (st && !st.isFile()) {
    writeDirect(target, data, shown, folder);
    return;
  }
  if (st) mode = st.mode & 0o777;
  const tmp = path.join(folder, `.${path.basename(target)}.${process.pid}.${randomHex(6)}.tmp`);
  let fd: number;
  try {
    fd = fs.openSync(tmp, "wx", mode);
  } catch (e) {
    throw new UsageError(ioMessage(e, shown, folder), "io", place);
  }
  try {
    writeAll(fd, data);
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

function writeAll(fd: number, data: Uint8Array | string): void {
  const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  let off = 0;
  while (off < bytes.length) off += fs.writeSync(fd, bytes, off, bytes.length - off);
}

/** A device or a named pipe: opened and written as it is (no temporary file, no rename). */
function writeDirect(
  target: string,
  data: Uint8Array | string,
  shown: string,
  folder: string
): void {
  const place = { kind: "argument", name: shown } as const;
  let fd = -1;
  try {
    fd = fs.openSync(target, "w");
    writeAll(fd, data);
  } catch (e) {
    const message =
      (e as NodeJS.ErrnoException).code === "ENOSPC"
        ? streamErrorMessage(e as NodeJS.ErrnoException, shown)
        : ioMessage(e, shown, folder);
    throw new UsageError(message, "io", place);
  } finally {
    if (fd >= 0) fs.closeSync(fd);
  }
}

/**
 * Whether `writeFileAtomic` writes `file` directly (it exists and is not a regular file or a
 * folder) rather than through a temporary file and a rename.
 */
export function writesDirectly(file: string): boolean {
  try {
    const st = fs.statSync(realTarget(file));
    return !st.isFile() && !st.isDirectory();
  } catch {
    return false;
  }
}

/** Text written to a stream (the standard output or error), remembering the first write error. */
export interface StreamSink {
  write(text: string): void;
  /** Waits until every write so far has finished; gives the first error, if any. */
  settle(): Promise<NodeJS.ErrnoException | undefined>;
}

export function streamSink(stream: NodeJS.WritableStream): StreamSink {
  let failure: NodeJS.ErrnoException | undefined;
  let pending = 0;
  const waiting: (() => void)[] = [];
  const wake = (): void => {
    for (const w of waiting.splice(0)) w();
  };
  stream.on("error", (e: NodeJS.ErrnoException) => {
    failure ??= e;
    wake();
  });
  return {
    write(text) {
      if (failure) return;
      pending++;
      stream.write(text, (e?: Error | null) => {
        if (e) failure ??= e as NodeJS.ErrnoException;
        pending--;
        if (pending === 0 || failure) wake();
      });
    },
    settle() {
      if (pending === 0 || failure) return Promise.resolve(failure);
      return new Promise((resolve) => waiting.push(() => resolve(failure)));
    },
  };
}

/** The message for a failed write to a stream (`shown`: "the standard output"). */
export function streamErrorMessage(e: NodeJS.ErrnoException, shown: string): string {
  return e.code === "ENOSPC" ? `cannot write ${shown}: the disk is full` : ioMessage(e, shown, "");
}
