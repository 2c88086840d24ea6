/**
 * Output is inert: control characters (C0 but tab, DEL, C1) in names and
 * titles never reach the text table, CSV, xlsx, HTML, JSON or TRF output raw, and every writer's
 * output read back gives the name as the rule of src/formats/inert.ts says (line breaks -> space,
 * other controls -> U+FFFD; JSON keeps the name exactly, escaped). Property tests with fast-check
 * over names made of every control character, formula starts and ordinary letters.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import fc from "fast-check";
import { computeStandings, type Tournament } from "../../src/engine";
import { crosstable, crosstableText } from "../../src/formats/crosstable";
import { readCsv, writeCsv } from "../../src/formats/csv";
import { standingsHtml } from "../../src/formats/html";
import { standingsJsonText } from "../../src/formats/standings-json";
import { playerWorking, workingText } from "../../src/formats/working";
import { inert, inertField, inertJson, REPLACEMENT, terminalSafe } from "../../src/formats/inert";
import { NAME_HEADER, standingsTable, tableRowsForCsv, tableText } from "../../src/formats/table";
import { parseTrf } from "../../src/formats/trf";
import { makeTrf } from "../../src/formats/trf-write";
import { readXlsx, writeStandingsXlsx } from "../../src/formats/xlsx";
import { runCli } from "../helpers/cli";
import { mini } from "../helpers/mini";

/** The explicit bidirectional embeddings, overrides (U+202A-U+202E) and isolates (U+2066-U+2069). */
const BIDI = [
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];
/** Every C0 control, DEL, every C1 control, the two Unicode line separators, and BIDI. */
const CONTROLS: string[] = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  "\u007f",
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)),
  "\u2028",
  "\u2029",
  ...BIDI,
];
const ALL_CONTROLS = CONTROLS.join("");
// a raw control in output, but the ones a writer itself uses between lines and fields
const RAW =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const nameArb = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...CONTROLS),
    fc.constantFrom("=", "+", "-", "@", "\t", "\r\n", "é", "Ö", "ł", " "),
    fc.constantFrom(..."abcXYZ019,.'\"")
  ),
  minLength: 1,
  maxLength: 12,
});

function event(name1: string, name2: string, title = "Open"): Tournament {
  const t = mini(
    [
      { id: 1, name: name1, rating: 2000 },
      { id: 2, name: name2, rating: 1900 },
    ],
    [["1 2 W"], ["2 1 D"]]
  );
  t.name = title;
  return t;
}

describe("the rule", () => {
  test("line breaks are a space, other controls U+FFFD, tab and letters stay", () => {
    expect(inert("a\r\nb\nc\rd\u2028e\u0085f")).toBe("a b c d e f");
    expect(inert("x\u001b[31my\u009bz\u0000\u007f")).toBe(
      `x${REPLACEMENT}[31my${REPLACEMENT}z${REPLACEMENT}${REPLACEMENT}`
    );
    expect(inert("Müller\tł 👍🏽")).toBe("Müller\tł 👍🏽");
    expect(inertField("a\tb")).toBe("a b");
    expect(RAW.test(inert(ALL_CONTROLS))).toBe(false);
  });

  test("bidi embeddings, overrides and isolates are U+FFFD; the one-character marks stay", () => {
    // "Ann" + RLO + "1 ,xoB" + PDF: shown as "Ann Box, 1" reversed, and an RLO left open
    // reverses every column after the name in a text table
    expect(inert("Ann\u202e1 ,xoB\u202c")).toBe(`Ann${REPLACEMENT}1 ,xoB${REPLACEMENT}`);
    expect(inert(BIDI.join(""))).toBe(REPLACEMENT.repeat(9));
    // LRM, RLM and ALM in a right-to-left name, and Hebrew and Arabic letters, are kept
    expect(inert("\u05d3\u05d5\u05d3\u200f \u0639\u0644\u064a\u061c\u200e")).toBe(
      "\u05d3\u05d5\u05d3\u200f \u0639\u0644\u064a\u061c\u200e"
    );
    expect(terminalSafe("x\u202ey\u2066z")).toBe(`x${REPLACEMENT}y${REPLACEMENT}z`);
    // JSON keeps them as data, escaped
    expect(inertJson(JSON.stringify("a\u202eb"))).toBe('"a\\u202eb"');
  });

  test("JSON stays exact: the escapes parse back to the very characters", () => {
    const text = inertJson(JSON.stringify({ name: ALL_CONTROLS }));
    expect(RAW.test(text)).toBe(false);
    expect(JSON.parse(text).name).toBe(ALL_CONTROLS);
  });

  test("the terminal guard keeps tab, LF and CR only", () => {
    expect(terminalSafe("a\tb\nc\r\n\u001b\u009b")).toBe(`a\tb\nc\r\n${REPLACEMENT}${REPLACEMENT}`);
  });
});

describe("every writer, with every control character in the names and the title", () => {
  const t = event(`A${ALL_CONTROLS}Z`, "=cmd|' /C calc'!A0", `Open${ALL_CONTROLS}2026`);
  const st = computeStandings(t, ["PTS"]);
  const table = standingsTable(st, t);

  test("text table: no raw control, one line per player", () => {
    const text = tableText(table) + crosstableText(crosstable(st, t));
    expect(RAW.test(text)).toBe(false);
    const rows = text.split("\n").filter((l) => /^\s*\d+\s+\d+\s/.test(l));
    // two players in the ranking list and two in the crosstable, each on exactly one line
    expect(rows.filter((l) => l.includes("A ") || l.includes(`A${REPLACEMENT}`))).toHaveLength(2);
    expect(rows.every((l) => !l.includes("\r"))).toBe(true);
  });

  test("CSV: no raw control, the formula start quoted, read back as the inert name", () => {
    const csv = writeCsv(tableRowsForCsv(table));
    expect(RAW.test(csv)).toBe(false);
    expect(csv).toContain(`"'=cmd|' /C calc'!A0"`);
    const back = readCsv(csv);
    const col = back[0].indexOf(NAME_HEADER);
    expect(back.slice(1, 3).map((r) => r[col])).toEqual([
      inert(`A${ALL_CONTROLS}Z`),
      "=cmd|' /C calc'!A0",
    ]);
  });

  test("HTML: no raw control", () => {
    const html = standingsHtml(table, crosstable(st, t));
    expect(RAW.test(html)).toBe(false);
    expect(html).toContain(`<h1>Open${inert(ALL_CONTROLS)}2026</h1>`);
  });

  test("xlsx: read back, the cells hold the inert name and title", async () => {
    const bytes = await writeStandingsXlsx(table, { crosstable: crosstable(st, t) });
    const { cells } = await readXlsx(bytes);
    const flat = cells.flat().filter((v): v is string => typeof v === "string");
    expect(flat.some((v) => RAW.test(v))).toBe(false);
    expect(flat).toContain(inert(`A${ALL_CONTROLS}Z`));
    expect(flat).toContain(`Open${inert(ALL_CONTROLS)}2026`);
  });

  test("TRF: one 001 line per player, read back as the inert one-line name", () => {
    const trf = makeTrf({
      ...t,
      players: t.players.map((p) => ({ ...p, name: p.name.slice(0, 30) })),
    });
    expect(RAW.test(trf.replace(/\n/g, ""))).toBe(false);
    const back = parseTrf(trf).tournament;
    expect(back.players.map((p) => p.name)).toEqual([
      inertField(`A${ALL_CONTROLS}`.slice(0, 30)).trim(),
      "=cmd|' /C calc'!A0",
    ]);
  });
});

describe("properties", () => {
  test("text, crosstable, working, CSV, HTML, JSON and TRF: never a raw control; read back gives the rule's name (JSON the exact name)", () => {
    fc.assert(
      fc.property(nameArb, nameArb, (n1, n2) => {
        const t = event(n1, n2, n1);
        const st = computeStandings(t, ["PTS"]);
        const table = standingsTable(st, t);
        const text = tableText(table);
        if (RAW.test(text)) return false;
        // the header, the rule line and two player lines: no name adds a line
        const tableLines = text.split("\n\n")[1].split("\n");
        expect(tableLines).toHaveLength(4);

        const csv = writeCsv(tableRowsForCsv(table));
        if (RAW.test(csv)) return false;
        const back = readCsv(csv);
        const col = back[0].indexOf(NAME_HEADER);
        const byRank = st.rows.map((r) => r.player.name);
        expect(back.slice(1, 3).map((r) => String(r[col]))).toEqual(byRank.map(inert));

        if (RAW.test(standingsHtml(table, crosstable(st, t)))) return false;

        // the crosstable text and the working behind a row: inert too
        if (RAW.test(crosstableText(crosstable(st, t)))) return false;
        if (RAW.test(workingText(playerWorking(st, t, 0, {}, ["SB"]), t))) return false;

        // JSON keeps the exact text, escaped: JSON.parse gives the names and the title back
        const json = standingsJsonText(st, t);
        if (RAW.test(json)) return false;
        const data = JSON.parse(json) as { event?: { name?: string }; players: { name: string }[] };
        expect(data.players.map((p) => p.name).sort()).toEqual([n1, n2].sort());

        const trf = makeTrf(t);
        expect(trf.split("\n").filter((l) => l.startsWith("001"))).toHaveLength(2);
        const names = parseTrf(trf).tournament.players.map((p) => p.name);
        expect(names).toEqual([n1, n2].map((n) => inertField(n).trim()));
        return true;
      }),
      { numRuns: 150 }
    );
  });

  test("xlsx: never a raw control; read back gives the inert name", async () => {
    await fc.assert(
      fc.asyncProperty(nameArb, async (n1) => {
        const t = event(n1, "Two");
        const st = computeStandings(t, ["PTS"]);
        const { cells } = await readXlsx(await writeStandingsXlsx(standingsTable(st, t)));
        const flat = cells.flat().filter((v): v is string => typeof v === "string");
        expect(flat.some((v) => RAW.test(v))).toBe(false);
        // a blank name is an empty cell; any other is the inert text (ExcelJS keeps spaces)
        if (inert(n1) !== "") expect(flat).toContain(inert(n1));
      }),
      { numRuns: 15 }
    );
  });
});

test("CLI: text and JSON on stdout carry no raw control; JSON gives the names back exactly", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-inert-"));
  try {
    const evil = `Ann\u001b]0;pwned\u0007\u009b31m`;
    fs.writeFileSync(
      path.join(dir, "in.csv"),
      `No,Name,R1\r\n1,"${evil}\nLee",2w1\r\n2,Bob,1b0\r\n`
    );
    const text = await runCli(dir, "standings", "in.csv");
    expect(text.code).toBe(0);
    expect(RAW.test(text.out + text.err)).toBe(false);
    expect(text.out).toContain(`${inert(evil)} Lee`);
    const json = await runCli(dir, "standings", "in.csv", "--format", "json");
    expect(json.code).toBe(0);
    expect(RAW.test(json.out)).toBe(false);
    const players = JSON.parse(json.out).players as { name: string }[];
    expect(players.map((p) => p.name).sort()).toEqual(["Bob", `${evil}\nLee`].sort());
    // CSV on stdout (written without the terminal guard, being inert cell by cell)
    const csv = await runCli(dir, "standings", "in.csv", "--format", "csv");
    expect(csv.code).toBe(0);
    expect(RAW.test(csv.out)).toBe(false);
    expect(csv.out).toContain(`${inert(evil)} Lee`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
