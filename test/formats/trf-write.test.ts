/**
 * The TRF writer never lets a name or a value forge or break a line: control
 * characters are replaced, fields are never cut inside a character or a number, what does not
 * fit is refused with an error naming the player and the field. Tournaments are built here with
 * test/helpers/mini.ts; expected texts are worked out from the TRF16 column layout (C.04 Annex 2:
 * name 15-47, rating 49-52, points 81-84, record 162 points at 7-10, 16-19, ...).
 */
import { defaultPoints, isInputError, Q, type InputError, type Tournament } from "../../src/engine";
import { parseTrf } from "../../src/formats/trf";
import { cutAtCharacter, makeTrf, writeTrf } from "../../src/formats/trf-write";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { runCli } from "../helpers/cli";
import { mini } from "../helpers/mini";

function two(name1: string, name2 = "Two"): Tournament {
  return mini(
    [
      { id: 1, name: name1, rating: 2000 },
      { id: 2, name: name2, rating: 1900 },
    ],
    [["1 2 W"], ["2 1 D"]]
  );
}

function refused(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (isInputError(e)) return e;
    throw e;
  }
  throw new Error("not refused");
}

const lines001 = (text: string): string[] => text.split("\n").filter((l) => l.startsWith("001"));

describe("names cannot forge or break a line", () => {
  test("a line break in a name is a space: still one 001 line per player, no forged record", () => {
    const text = makeTrf(two("Evil\n001    3      Forged\r\nName", "Two\rLines"));
    expect(lines001(text)).toHaveLength(2);
    const back = parseTrf(text);
    expect(back.warnings).toEqual([]);
    expect(back.tournament.players.map((p) => p.name)).toEqual([
      "Evil 001    3      Forged Name",
      "Two Lines",
    ]);
  });

  test("tab, ESC, NUL, DEL and C1 controls never reach the file", () => {
    const text = makeTrf(two("A\tB\u001b[31mC\u0000D\u007fE\u009bF"));
    // eslint-disable-next-line no-control-regex
    expect(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/.test(text)).toBe(false);
    const back = parseTrf(text).tournament;
    expect(back.players[0].name).toBe("A B\uFFFD[31mC\uFFFDD\uFFFDE\uFFFDF");
  });

  test("a line break in the event name is a space; one in a header record makes a second record of that code", () => {
    const t = two("One");
    t.name = "Open\n001    9 Forged";
    t.meta = { "022": "Town\r\nXXR 99" };
    const text = makeTrf(t);
    expect(text.split("\n").filter((l) => /^(001|XXR)/.test(l))).toHaveLength(2);
    const back = parseTrf(text).tournament;
    expect(back.name).toBe("Open 001    9 Forged");
    expect(back.totalRounds).toBeUndefined();
    // the reader joins repeated records with a line break; the writer writes each as its own
    expect(text).toContain("\n022 Town\n022 XXR 99\n");
    expect(back.meta?.["022"]).toBe("Town\nXXR 99");
  });
});

describe("fields are never cut inside a character", () => {
  test("a long name is shortened at a character boundary, with a warning naming the player", () => {
    // 31 letters, then é written as e + COMBINING ACUTE (2 code points) ends at column 33: kept;
    // the next "e\u0301" would need columns 48-49: cut before it, never between e and its accent
    const name = "A".repeat(31) + "e\u0301" + "e\u0301xyz";
    const r = writeTrf(two(name));
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatch(/player 1 .*name has 38 characters.*holds 33/);
    const back = parseTrf(r.text).tournament;
    expect(back.players[0].name).toBe("A".repeat(31) + "e\u0301");
    expect(back.players[0].rating).toBe(2000);
  });

  test("an emoji sequence is not split (columns count code points)", () => {
    // 32 letters + THUMBS UP + SKIN TONE (two code points) would need 34 columns: the whole
    // sequence goes, the rest of the line stays at its columns
    const name = "B".repeat(32) + "\u{1F44D}\u{1F3FD}";
    expect(cutAtCharacter(name, 33)).toBe("B".repeat(32));
    const line = lines001(makeTrf(two(name)))[0];
    expect(line.slice(14, 47)).toBe("B".repeat(32) + " ");
    expect(line.slice(48, 52)).toBe("2000");
  });

  test("names with characters outside the BMP (two UTF-16 units, one column) come back", () => {
    const t = two("Zoë 👍🏽 Ng", "𝔄lpha");
    const back = parseTrf(makeTrf(t)).tournament;
    expect(back.players.map((p) => [p.name, p.rating])).toEqual([
      ["Zoë 👍🏽 Ng", 2000],
      ["𝔄lpha", 1900],
    ]);
  });

  test("accented names of 33 characters fit exactly (characters, not bytes)", () => {
    const name = "Ö".repeat(33);
    const r = writeTrf(two(name));
    expect(r.warnings).toEqual([]);
    expect(parseTrf(r.text).tournament.players[0].name).toBe(name);
  });
});

describe("what does not fit is refused, never cut", () => {
  test("162 with W 12.25 is refused naming the record and the field (not written as 12.2)", () => {
    const t = two("One");
    t.points = { ...defaultPoints(), win: Q.of(49, 4), pab: Q.of(49, 4) };
    const e = refused(() => makeTrf(t));
    expect(e.reason).toBe("overflow");
    expect(e.message).toMatch(/record 162: the points for a win \(W, columns 7-10\) are 12\.25/);
  });

  test("a points value without an exact decimal (1/3) is refused, not rounded", () => {
    const t = two("One");
    t.points = { ...defaultPoints(), draw: Q.of(1, 3), unknown: Q.of(1, 3) };
    expect(refused(() => makeTrf(t)).message).toMatch(
      /a draw .*1\/3|a draw .*0\.3333.*no exact decimal/
    );
  });

  test("a score that does not fit columns 81-84 names the player", () => {
    const t = mini(
      [
        { id: 1, name: "Winner" },
        { id: 2, name: "Two" },
        { id: 3, name: "Three" },
        { id: 4, name: "Four" },
      ],
      [
        ["1 2 W", "3 4 W"],
        ["1 3 W", "2 4 W"],
        ["1 4 W", "2 3 W"],
      ]
    );
    t.points = { ...defaultPoints(), win: Q.of(17, 4), pab: Q.of(17, 4) }; // 4.25 fits 162
    // player 1: 3 x 4.25 = 12.75, five characters: refused; players 2 and 3: 8.5 and 4.25 fit
    const e = refused(() => makeTrf(t));
    expect(e.problems).toHaveLength(1);
    expect(e.message).toMatch(/player 1 \(Winner\): score 12\.75 does not fit .*81-84/);
  });

  test("federation, title and FIDE id that are too long are refused with the field's columns", () => {
    const t = two("One");
    t.players[0].federation = "GERMANY";
    t.players[1].fideId = "123456789012";
    t.players[1].title = "WGMX";
    const e = refused(() => makeTrf(t));
    expect(e.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/player 1 \(One\): federation "GERMANY" .*columns 54-56/),
      expect.stringMatching(/player 2 \(Two\): title "WGMX" .*columns 11-13/),
      expect.stringMatching(/player 2 \(Two\): FIDE id "123456789012" .*columns 58-68/),
    ]);
  });

  test("a rating of five digits is refused at the player's line in the input", () => {
    const text = makeTrf(two("One"));
    const t = parseTrf(text).tournament;
    t.players[1].rating = 12345;
    const e = refused(() => makeTrf(t));
    expect(e.reason).toBe("overflow");
    expect(e.place).toEqual({ kind: "line", line: t.players[1].source?.line });
    expect(e.message).toMatch(/player 2 \(Two\): rating 12345 .*49-52/);
  });
});

test("CLI --out x.trf: a value that does not fit is exit 2 naming the player, and nothing is written", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-trfw-"));
  try {
    fs.writeFileSync(
      path.join(dir, "in.csv"),
      'No,Name,Rating,R1\r\n1,"Ann\nLee",12345,2w1\r\n2,Bob,1800,1b0\r\n'
    );
    const r = await runCli(dir, "standings", "in.csv", "--out", "out.trf");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--out out\.trf: player 1 \(Ann Lee\): rating 12345 .*columns 49-52/);
    expect(r.err).not.toMatch(/internal error/);
    expect(fs.existsSync(path.join(dir, "out.trf"))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
