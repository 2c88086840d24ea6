/**
 * A stand-in for the CustomFunctions global that Excel's runtime provides, recording what the
 * functions bundle associates and the errors the functions throw (tests only).
 */
export const ErrorCode = {
  invalidValue: "#VALUE!",
  notAvailable: "#N/A",
  divisionByZero: "#DIV/0!",
  invalidNumber: "#NUM!",
  nullReference: "#NULL!",
  invalidName: "#NAME?",
  invalidReference: "#REF!",
} as const;

export class CfError extends Error {
  readonly code: string;
  constructor(code: string, message?: string) {
    super(message);
    this.code = code;
  }
}

export interface RecordingRuntime {
  ErrorCode: typeof ErrorCode;
  Error: typeof CfError;
  associate(idOrMap: string | Record<string, unknown>, fn?: unknown): void;
  associated: Map<string, (...args: unknown[]) => unknown>;
}

export function recordingRuntime(): RecordingRuntime {
  const associated = new Map<string, (...args: unknown[]) => unknown>();
  return {
    ErrorCode,
    Error: CfError,
    associated,
    associate(idOrMap, fn) {
      if (typeof idOrMap === "string") {
        associated.set(idOrMap.toUpperCase(), fn as (...args: unknown[]) => unknown);
      } else {
        for (const [k, f] of Object.entries(idOrMap)) {
          associated.set(k.toUpperCase(), f as (...args: unknown[]) => unknown);
        }
      }
    },
  };
}

/** What a call gave: its cells, or the error code and message. */
export function outcome(f: () => unknown): { value?: unknown; code?: string; message?: string } {
  try {
    return { value: f() };
  } catch (e) {
    if (e instanceof Error && "code" in e) {
      return { code: String((e as CfError).code), message: e.message };
    }
    throw e;
  }
}

/** A deep copy, as Excel hands every call its own copy of the grid. */
export function copyOf<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}
