/**
 * The FIDE conversion tables against the Handbook (B.02, Rating Regulations effective from
 * 1 March 2024): every rating difference D from 0 to 800 against table 8.1.2, for the higher
 * (H) and the lower (L) rated player, and every fractional score p against table 8.1.1. The
 * tables are copied entry by entry from the Handbook into test/fixtures/fide/ (source in each
 * file's head); this test reads them as written and checks the program's table entry by entry.
 */
import * as fs from "fs";
import * as path from "path";
import { dp, pd100 } from "../../src/engine/fide-tables";

const FIXTURES = path.resolve(__dirname, "..", "fixtures", "fide");

function rowsOf(file: string): string[][] {
  return fs
    .readFileSync(path.join(FIXTURES, file), "utf8")
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((l) => l.trim().split(/\s{2,}/));
}

/** ".92" -> 92, "1.0" -> 100: hundredths as the Handbook prints them. */
const hundredths = (text: string): number => Math.round(Number(text) * 100);

describe("table 8.1.2: D -> PD (B.02)", () => {
  const rows = rowsOf("table-8-1-2.txt").map(([d, h, l]) => {
    const open = /^>\s*(\d+)$/.exec(d);
    const range = open ? [Number(open[1]) + 1, Infinity] : d.split("-").map(Number);
    return { from: range[0], to: range[1], h: hundredths(h), l: hundredths(l), text: d };
  });

  it("has the Handbook's 51 rows, one after another from 0 with no gap or overlap", () => {
    expect(rows).toHaveLength(51);
    expect(rows[0].from).toBe(0);
    for (let k = 1; k < rows.length; k++) expect(rows[k].from).toBe(rows[k - 1].to + 1);
    expect(rows[rows.length - 1].to).toBe(Infinity);
    // H and L add up to 1.00 on every row of the Handbook
    for (const r of rows) expect(r.h + r.l).toBe(100);
  });

  const rowOf = (d: number): (typeof rows)[number] => {
    const r = rows.find((x) => d >= x.from && d <= x.to);
    if (!r) throw new Error(`no row of table 8.1.2 holds D = ${d}`);
    return r;
  };

  it("PD of the higher-rated player, for every D from 0 to 800", () => {
    const wrong: string[] = [];
    for (let d = 0; d <= 800; d++) {
      const r = rowOf(d);
      if (pd100(d) !== r.h) wrong.push(`D ${d} (row ${r.text}): ${pd100(d)} vs ${r.h}`);
    }
    expect(wrong).toEqual([]);
  });

  it("PD of the lower-rated player, for every D from 0 to 800", () => {
    const wrong: string[] = [];
    for (let d = 0; d <= 800; d++) {
      const r = rowOf(d);
      if (pd100(-d) !== r.l) wrong.push(`D ${d} (row ${r.text}): ${pd100(-d)} vs ${r.l}`);
    }
    expect(wrong).toEqual([]);
  });

  it("the Handbook's examples of the issue, read off the table: 99-106 .64, 392-411 .92, 620-735 .99", () => {
    expect([pd100(99), pd100(106), pd100(107)]).toEqual([64, 64, 65]);
    expect([pd100(391), pd100(392), pd100(411), pd100(412)]).toEqual([91, 92, 92, 93]);
    expect([pd100(619), pd100(620), pd100(735), pd100(736)]).toEqual([98, 99, 99, 100]);
    expect([pd100(3), pd100(4), pd100(-3), pd100(-4)]).toEqual([50, 51, 50, 49]);
  });
});

describe("table 8.1.1: p -> dp (B.02)", () => {
  const rows = rowsOf("table-8-1-1.txt").map(([p, d]) => ({ p: hundredths(p), dp: Number(d) }));

  it("has the Handbook's 101 entries, p from 1.00 down to .00", () => {
    expect(rows.map((r) => r.p)).toEqual(Array.from({ length: 101 }, (_, k) => 100 - k));
  });

  it("dp for every p", () => {
    const wrong = rows
      .filter((r) => dp(r.p) !== r.dp)
      .map((r) => `p .${r.p}: ${dp(r.p)} vs ${r.dp}`);
    expect(wrong).toEqual([]);
  });
});
