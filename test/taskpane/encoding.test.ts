/**
 * The page's and the pane's import path decodes files as the command line does
 * (docs/decisions.md, "Encodings"): valid UTF-8 as UTF-8, anything else as Windows-1252 (not
 * Latin-1: byte 0x80 is "€", not the control U+0080), a file mixing both line by line with a
 * warning that says "encoding". The bytes are built here: Windows-1252 has ü = FC, ö = F6,
 * ñ = F1, € = 80 (the code page's published table).
 */
import { fileText, loadTrf } from "../../src/taskpane/load";
import { readFile } from "../../src/taskpane/standalone";

const CP1252: Record<string, number> = { ü: 0xfc, ö: 0xf6, ñ: 0xf1, "€": 0x80 };

function cp1252(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(Array.from(text, (ch) => CP1252[ch] ?? ch.charCodeAt(0)));
}

function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A 001 line at the TRF16 columns with one game. */
function line001(id: number, name: string, opp: number, colour: string, result: string): string {
  const buf = new Array<string>(99).fill(" ");
  const put = (from: number, s: string): void => {
    for (let i = 0; i < s.length; i++) buf[from - 1 + i] = s[i];
  };
  put(1, "001");
  put(5, String(id).padStart(4));
  put(15, name);
  put(92, String(opp).padStart(4));
  put(97, colour);
  put(99, result);
  return buf.join("");
}

const P1 = line001(1, "Müller, Jörg", 2, "w", "1");
const P2 = line001(2, "Señor €uro", 1, "b", "0");
// Swiss-Manager style: Windows-1252 with CRLF
const TRF_1252 = cp1252(`012 Schnellschach\r\n${P1}\r\n${P2}\r\n`);

test("page: a Windows-1252 TRF with CRLF reads Müller and € right (not M\uFFFDller, not U+0080)", async () => {
  const r = await readFile(new File([TRF_1252], "swiss.trf"));
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join("; "));
  expect(r.loaded.tournament.players.map((p) => p.name)).toEqual(["Müller, Jörg", "Señor €uro"]);
  expect(r.loaded.warnings).toEqual([]);
});

test("page: a Windows-1252 CSV reads right too", async () => {
  const csv = cp1252("No,Name,R1\r\n1,Müller,2w1\r\n2,€uro,1b0\r\n");
  const r = await readFile(new File([csv], "grid.csv"));
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join("; "));
  expect(r.loaded.tournament.players.map((p) => p.name)).toEqual(["Müller", "€uro"]);
});

test("pane (Excel mode's file import): the same decoder; UTF-8 stays UTF-8", () => {
  const a = fileText(TRF_1252, "swiss.trf");
  const b = fileText(utf8(`012 Schnellschach\n${P1}\n${P2}\n`), "swiss.trf");
  if (!a.ok || !b.ok) throw new Error("not decoded");
  expect(a.text.split(/\r?\n/)).toEqual(b.text.split(/\r?\n/));
  expect(a.warning).toBeUndefined();
});

test("a file mixing UTF-8 and Windows-1252 is read by lines, with a warning saying encoding", () => {
  const d = fileText(concat(utf8(`012 Mixed\n${P1}\n`), cp1252(`${P2}\n`)), "mixed.trf");
  if (!d.ok) throw new Error("not decoded");
  expect(d.warning?.message).toMatch(/encoding/);
  expect(d.warning?.message).toMatch(/line 3/);
  const r = loadTrf(d.text, "file mixed.trf");
  if (!r.ok) throw new Error("not read");
  expect(r.loaded.tournament.players.map((p) => p.name)).toEqual(["Müller, Jörg", "Señor €uro"]);
});
