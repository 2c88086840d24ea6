/**
 * Decoding files: UTF-8 when valid, UTF-16 with its byte-order mark, else Windows-1252 (not
 * Latin-1) unless the letters say another code page (test/formats/code-pages.test.ts), a mixed
 * file line by line with a warning saying "encoding"; the same decoder in the CLI, the page and
 * the pane.
 * Expected characters from the Windows-1252 code chart (0x80 €, 0x8A Š, 0x9A š, 0x9F Ÿ,
 * 0x96 – en dash, 0xFC ü).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { run } from "../../src/cli/main";
import { isInputError } from "../../src/engine";
import fc from "fast-check";
import { decodeBytes, decodeCp1252, isUtf8 } from "../../src/formats/decode";
import { readFile } from "../../src/taskpane/standalone";

const bytes = (...b: number[]): Uint8Array => Uint8Array.from(b);
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

describe("decodeBytes", () => {
  test("valid UTF-8 is UTF-8; a byte-order mark is dropped", () => {
    const u = new TextEncoder().encode("\uFEFFMüller, Jörg – Š");
    expect(decodeBytes(u)).toEqual({ text: "Müller, Jörg – Š", encoding: "utf-8" });
  });

  test("anything else is Windows-1252, not Latin-1 (0x80-0x9F are letters and signs)", () => {
    const d = decodeBytes(
      bytes(...ascii("M"), 0xfc, ...ascii("ller "), 0x80, 0x8a, 0x9a, 0x9f, 0x96)
    );
    expect(d.encoding).toBe("windows-1252");
    expect(d.text).toBe("Müller €ŠšŸ–");
    // the five undefined bytes keep their code point, as browsers decode them
    expect(decodeCp1252(bytes(0x81, 0x8d, 0x8f, 0x90, 0x9d))).toBe("\x81\x8d\x8f\x90\x9d");
  });

  test("every byte decodes to one character, and a long file in chunks", () => {
    const all = Uint8Array.from({ length: 256 * 100 }, (_, i) => i % 256 || 32);
    const text = decodeCp1252(all);
    expect(text.length).toBe(all.length);
    expect(text.charCodeAt(0xfc)).toBe(0xfc);
    expect(text.charCodeAt(0x80 + 256 * 99)).toBe(0x20ac);
  });

  test("a file mixing UTF-8 and Windows-1252 lines is read by lines, with an encoding warning", () => {
    const utf8Line = [...new TextEncoder().encode("001    1      Müller\r\n")];
    const cpLine = [...ascii("001    2      J"), 0xf6, ...ascii("rg\r\n")];
    const d = decodeBytes(Uint8Array.from([...utf8Line, ...cpLine]), "x.trf");
    expect(d.encoding).toBe("mixed");
    expect(d.text).toBe("001    1      Müller\r\n001    2      Jörg\r\n");
    expect(d.otherLines).toEqual([2]);
    expect(d.codePage).toBe("windows-1252");
    expect(d.warning).toMatch(/x\.trf mixes encodings.*line 2/);
    expect(d.warning).toMatch(/encoding/);
  });

  test("UTF-16 with its byte-order mark is read; NUL bytes without one are refused", () => {
    // "Ab" in UTF-16 LE and BE, each after its byte-order mark
    expect(decodeBytes(bytes(0xff, 0xfe, 0x41, 0, 0x62, 0))).toEqual({
      text: "Ab",
      encoding: "utf-16le",
    });
    expect(decodeBytes(bytes(0xfe, 0xff, 0, 0x41, 0, 0x62))).toEqual({
      text: "Ab",
      encoding: "utf-16be",
    });
    let thrown: unknown;
    try {
      decodeBytes(bytes(0x41, 0, 0x42, 0), "f.trf");
    } catch (e) {
      thrown = e;
    }
    expect(isInputError(thrown)).toBe(true);
    expect((thrown as { reason: string }).reason).toBe("encoding");
    expect((thrown as Error).message).toMatch(/f\.trf contains NUL bytes.*utf-16le/);
    // ... and read when its encoding is chosen
    expect(decodeBytes(bytes(0x41, 0, 0x42, 0), "f.trf", "utf-16le").text).toBe("AB");
  });
});

/** A two-player TRF whose names are in Windows-1252 with CRLF line ends. */
function cp1252Trf(): Uint8Array {
  const line = (id: number, name: string, opp: number, res: string): string =>
    `001 ${String(id).padStart(4)}      ${name.padEnd(33)}${" ".repeat(33)}${"1.0".padStart(4)}    ${id}  ${String(opp).padStart(4)} ${id === 1 ? "w" : "b"} ${res}`;
  const text =
    [
      "012 Bad Wörishofen",
      line(1, "Müller, Jörg", 2, "1").replace("1.0", "1.0"),
      line(2, "Šimek, Ÿves", 1, "0").replace(" 1.0", " 0.0"),
    ].join("\r\n") + "\r\n";
  const out: number[] = [];
  const rev = new Map<string, number>([
    ["Š", 0x8a],
    ["Ÿ", 0x9f],
  ]);
  for (const ch of text) out.push(rev.get(ch) ?? ch.charCodeAt(0));
  return Uint8Array.from(out);
}

describe("the same decoding on every surface", () => {
  test("CLI: a Windows-1252 TRF with CRLF", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-enc-"));
    try {
      fs.writeFileSync(path.join(dir, "cp.trf"), cp1252Trf());
      let out = "";
      let err = "";
      const code = await run(["standings", "cp.trf", "-t", "WIN", "-f", "json"], {
        stdout: (s) => void (out += s),
        stderr: (s) => void (err += s),
        cwd: dir,
      });
      expect(err).toBe("");
      expect(code).toBe(0);
      const names = (JSON.parse(out) as { players: { name: string }[] }).players.map((p) => p.name);
      expect(names).toEqual(["Müller, Jörg", "Šimek, Ÿves"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("page: a chosen file is decoded from its bytes, not with File.text()", async () => {
    const b = cp1252Trf();
    const file = {
      name: "cp.trf",
      arrayBuffer: async () => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength),
      text: async () => new TextDecoder().decode(b), // what File.text() would give: M\uFFFDller
    } as unknown as File;
    const r = await readFile(file);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.loaded.tournament.players.map((p) => p.name)).toEqual(["Müller, Jörg", "Šimek, Ÿves"]);
    expect(r.loaded.tournament.name).toBe("Bad Wörishofen");
  });

  test("page: a UTF-16 CSV with its byte-order mark (Excel's Unicode text) is read", async () => {
    const text = "No\tName\tR1\r\n1\tMüller\t2w1\r\n2\tŠimek\t1b0\r\n";
    const b = Uint8Array.from([0xff, 0xfe, ...Buffer.from(text, "utf16le")]);
    const file = { name: "u16.csv", arrayBuffer: async () => b.buffer } as unknown as File;
    const r = await readFile(file);
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join("; "));
    expect(r.loaded.tournament.players.map((p) => p.name)).toEqual(["Müller", "Šimek"]);
  });
});

describe("isUtf8", () => {
  const fatal = new TextDecoder("utf-8", { fatal: true });
  const valid = (b: Uint8Array): boolean => {
    try {
      fatal.decode(b);
      return true;
    } catch {
      return false;
    }
  };

  test("agrees with TextDecoder's fatal UTF-8 on random and damaged text", () => {
    const damaged = fc
      .tuple(fc.string({ unit: "binary" }), fc.nat(), fc.integer({ min: 0, max: 255 }))
      .map(([s, at, byte]) => {
        const b = new TextEncoder().encode(s);
        if (b.length > 0) b[at % b.length] = byte;
        return b;
      });
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 40 }), damaged), (b) => {
        expect(isUtf8(b)).toBe(valid(b));
      }),
      { numRuns: 2000 }
    );
    // the boundaries of table 3-7: overlong, surrogate, past U+10FFFF, cut short
    for (const b of [
      [0xc0, 0x80],
      [0xe0, 0x9f, 0x80],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xf0, 0x8f, 0x80, 0x80],
      [0xe2, 0x82],
      [0xf0, 0x9f, 0x98, 0x80],
      [0xed, 0x9f, 0xbf],
    ])
      expect([b, isUtf8(Uint8Array.from(b))]).toEqual([b, valid(Uint8Array.from(b))]);
  });
});
