/**
 * Files in code pages other than Windows-1252 (src/formats/decode.ts): the likely code page is
 * guessed from the words the bytes make in each candidate, with a warning that says "encoding"
 * and names a line; a chosen encoding (--encoding, the page's choice) replaces the guess.
 *
 * Fixtures, made by hand (test/fixtures/inputs/README.md):
 * - polish-1250.trf: a TRF in Windows-1250 with CRLF (Polish names, one Czech: Ł = A3, ó = F3,
 *   ź = 9F, ł = B3, Ż = AF, ř = F8, í = ED in the Windows-1250 code chart); read as Windows-1252
 *   these bytes give "£ódŸ", "Micha³", "¯ó³kiewska", "Dvoøák";
 * - hungarian-1250.csv: a Swiss table in Windows-1250 whose only letters outside Windows-1252
 *   are ő (F5) and ű (FB), which Windows-1252 reads as õ and û.
 * Lists of names in other code pages are built below from their code charts (Python's and
 * TextDecoder's tables agree with Microsoft's published ones).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { decodeBytes, encodingOf, guessCodePage } from "../../src/formats/decode";
import { readFile } from "../../src/taskpane/standalone";
import { runCli } from "../helpers/cli";

const FIXTURES = path.join(__dirname, "..", "fixtures", "inputs");
const fixture = (name: string): Uint8Array =>
  new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));

/** Text in a single-byte code page, from TextDecoder's table of it (every byte 0x80-0xFF). */
function encode(text: string, codePage: string): Uint8Array {
  const decoder = new TextDecoder(codePage);
  const back = new Map<string, number>();
  for (let b = 0x80; b <= 0xff; b++) back.set(decoder.decode(Uint8Array.of(b)), b);
  return Uint8Array.from(
    [...text].map((c) => (c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : back.get(c)!))
  );
}

/** A name list as TRF 001 lines (the part of the line the names are in). */
const names = (list: string[]): string =>
  list.map((n, k) => `001 ${String(k + 1).padStart(4)}      ${n.padEnd(33)} 1800\r\n`).join("");

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-code-pages-"));
  fs.copyFileSync(path.join(FIXTURES, "polish-1250.trf"), path.join(dir, "pl.trf"));
  fs.copyFileSync(path.join(FIXTURES, "hungarian-1250.csv"), path.join(dir, "hu.csv"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the command line", () => {
  test("a Windows-1250 TRF: the names right, a warning with the encoding and the line", async () => {
    const r = await runCli(dir, "standings", "pl.trf", "-f", "json");
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { players: { name: string }[] };
    expect(json.players.map((p) => p.name).sort()).toEqual([
      "Dvořák, Jiří",
      "Wróbel, Michał",
      "Łukasiewicz, Jan",
      "Żółkiewska, Agnieszka",
    ]);
    expect(r.err).toBe(
      'tiebreaks: pl.trf: warning: pl.trf is not UTF-8; read in the encoding Windows-1250 (Central European) by its letters (line 1: "Łódź", in Windows-1252 "£ódŸ"): check the names, or choose the encoding to read it otherwise (--encoding on the command line)\n'
    );
  });

  test("--encoding replaces the guess; an unknown one is refused naming the option", async () => {
    const r = await runCli(dir, "standings", "pl.trf", "-f", "json", "--encoding", "cp1252");
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    expect(
      (JSON.parse(r.out) as { players: { name: string }[] }).players.map((p) => p.name)
    ).toContain("£ukasiewicz, Jan");
    const same = await runCli(dir, "standings", "pl.trf", "-f", "json", "--encoding", "1250");
    expect(same.err).toBe("");
    expect(same.out).toMatch(/Łukasiewicz, Jan/);
    const bad = await runCli(dir, "standings", "pl.trf", "--encoding", "klingon");
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(
      /^tiebreaks: --encoding "klingon": not an encoding that can be read; e\.g\. utf-8, windows-1252, windows-1250/
    );
  });

  test("a Windows-1250 CSV with only ő and ű beyond Windows-1252 reads as Hungarian", async () => {
    const r = await runCli(dir, "standings", "hu.csv", "-f", "json");
    expect(r.code).toBe(0);
    const got = (JSON.parse(r.out) as { players: { name: string }[] }).players.map((p) => p.name);
    expect(got.sort()).toEqual(["Erdős, Pál", "Lékó, Péter", "Polgár, Zsófia", "Szűcs, Ilona"]);
    expect(r.err).toMatch(
      /warning: hu\.csv is not UTF-8; read in the encoding Windows-1250 .*line 3: "Erdős", in Windows-1252 "Erdõs"/
    );
  });
});

describe("the guess", () => {
  test("Western lists stay Windows-1252, without a warning", () => {
    for (const list of [
      ["Muñoz, José", "Peña, Ángel", "Núñez, María"],
      ["Lefèvre, Hélène", "Dubois, François", "Lévêque, Jérôme"],
      ["Sørensen, Jørgen", "Åberg, Sören", "Østergård, Bjørn"],
      ["Simões, João", "Gonçalves, José", "Conceição, Maria"],
      ["Müller, Jörg", "Weiß, Jürgen", "Nüßle, Björn"],
      ["Smith, John", "Muñoz, José"],
      ["Niccolò, Bruno", "Forlì, Ugo"],
    ]) {
      const d = decodeBytes(encode(names(list), "windows-1252"), "w.trf");
      expect([d.encoding, d.warning]).toEqual(["windows-1252", undefined]);
      expect(d.text).toBe(names(list));
    }
  });

  test("Central European and Cyrillic lists are read in their code page, with a warning", () => {
    const cases: [string, string[]][] = [
      ["windows-1250", ["Dvořák, Jiří", "Novák, Tomáš", "Růžička, Ondřej"]],
      ["windows-1250", ["Novak, Jan", "Hořejší, Petr"]],
      ["windows-1250", ["Ľupták, Ján", "Kováč, Peter", "Šťastný, Ďuro"]],
      ["windows-1250", ["Đukić, Ivan", "Kovačević, Marko", "Šarić, Ana"]],
      ["windows-1250", ["Ştefănescu, Ana", "Popescu, Ion", "Neagu, Ionuţ"]],
      ["windows-1250", ["Nowak, Piotr", "Müller, Jörg", "Wójcik, Michał"]],
      ["iso-8859-2", ["Łukasiewicz, Jan", "Świątek, Iga", "Gąsiorowski, Łukasz"]],
      ["windows-1251", ["Иванов, Иван", "Петров, Пётр", "Сидорова, Анна"]],
    ];
    for (const [cp, list] of cases) {
      const d = decodeBytes(encode(names(list), cp), "c.trf");
      expect([list[0], d.encoding]).toEqual([list[0], cp]);
      expect(d.text).toBe(names(list));
      expect(d.warning).toMatch(
        /^c\.trf is not UTF-8; read in the encoding .* by its letters \(line \d+: /
      );
    }
  });

  test("names that read badly in every code page: a warning naming the line", () => {
    // 0x81 is undefined in Windows-1252 and 1250 (a control), 0x83 in 1250; ƒ is no letter of a name
    const bytes = Uint8Array.from([
      ...new TextEncoder().encode("001    1      Ab"),
      0x81,
      0x83,
      0x62,
    ]);
    const d = decodeBytes(bytes, "x.trf");
    expect(d.warning).toMatch(
      /^x\.trf is not UTF-8 and some names read badly in every encoding tried; read as .* \(line 1: "Ab/
    );
  });

  test("a tie goes to Windows-1252; the scores say why", () => {
    // "é" (E9) is é in both code pages: nothing to choose
    const g = guessCodePage([{ part: encode("Gérard", "windows-1252"), line: 1 }]);
    expect(g.codePage).toBe("windows-1252");
    expect(g.scores["windows-1252"]).toBe(g.scores["windows-1250"]);
    // "Łódź": £ (a sign) inside a word in Windows-1252, Polish letters in Windows-1250
    const pl = guessCodePage([{ part: encode("Łódź", "windows-1250"), line: 1 }]);
    expect(pl.codePage).toBe("windows-1250");
    expect(pl.scores["windows-1252"]).toBeLessThan(0);
  });

  test("encoding names as people write them", () => {
    expect(["cp1250", "1250", "Windows-1250", "windows1250", "x-cp1250"].map(encodingOf)).toEqual(
      Array(5).fill("windows-1250")
    );
    expect(["latin2", "utf8", "UTF-16LE", "klingon"].map(encodingOf)).toEqual([
      "iso-8859-2",
      "utf-8",
      "utf-16le",
      undefined,
    ]);
  });

  test("a chosen UTF-8 that is not valid names the line", () => {
    const d = decodeBytes(Uint8Array.from([0x41, 0x0a, 0x42, 0xe9, 0x0a]), "u.csv", "utf-8");
    expect(d.text).toBe("A\nB\uFFFD\n");
    expect(d.warning).toBe(
      "u.csv is not valid UTF-8 at line 2 (read as \uFFFD): check the encoding chosen"
    );
  });
});

describe("the page", () => {
  const file = (name: string, b: Uint8Array): File =>
    ({ name, arrayBuffer: async () => b.slice().buffer }) as unknown as File;

  test("the guess, and the encoding chosen on the page", async () => {
    const guessed = await readFile(file("pl.trf", fixture("polish-1250.trf")));
    if (!guessed.ok) throw new Error(guessed.problems.map((p) => p.message).join("; "));
    expect(guessed.loaded.tournament.players.map((p) => p.name)[0]).toBe("Łukasiewicz, Jan");
    expect(guessed.loaded.warnings.map((w) => w.message).join()).toMatch(/encoding Windows-1250/);
    const chosen = await readFile(file("pl.trf", fixture("polish-1250.trf")), "windows-1252");
    if (!chosen.ok) throw new Error("not read");
    expect(chosen.loaded.tournament.players.map((p) => p.name)[0]).toBe("£ukasiewicz, Jan");
    expect(chosen.loaded.warnings).toEqual([]);
  });
});
