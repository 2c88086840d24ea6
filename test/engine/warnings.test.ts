/**
 * Warnings a person can read: grouped by kind with a count and the first few
 * places, capped, and the same lines on every surface (the CLI's stderr, the page and pane's
 * problem list, the standings sheet's notes), all from src/engine/warnings.ts. The files are
 * built here; the expected lines are worked out from how they are built (which lines, which
 * rounds carry the old bye notation).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { computeStandings } from "../../src/engine";
import {
  groupWarnings,
  placedWarning,
  WARNING_LIMITS,
  warningLines,
} from "../../src/engine/warnings";
import { parseGrid } from "../../src/formats/grid";
import { parseTrf } from "../../src/formats/trf";
import { loadTrf, shownWarnings } from "../../src/taskpane/load";
import { standingsContent } from "../../src/taskpane/standings-sheet";
import { runCli } from "../helpers/cli";

/** A 001 line at the TRF16 columns; rounds as [opponent, colour, result]. */
function line001(id: number, name: string, rounds: [number, string, string][]): string {
  const buf = new Array<string>(91 + 10 * rounds.length).fill(" ");
  const put = (from: number, s: string): void => {
    for (let i = 0; i < s.length; i++) buf[from - 1 + i] = s[i];
  };
  put(1, "001");
  put(5, String(id).padStart(4));
  put(15, name);
  rounds.forEach(([o, c, r], k) => {
    put(92 + 10 * k, String(o).padStart(4, "0"));
    put(97 + 10 * k, c);
    put(99 + 10 * k, r);
  });
  return buf.join("").trimEnd();
}

/**
 * Line 1: 012. Lines 2-9: players 1-8 with '-' and opponent 0000 (the old zero-point bye
 * notation) in rounds 1 and 2, and a game in round 3 (1-2, 3-4, 5-6, 7-8): 16 warnings of one
 * kind. Player 1 also has '=' 0000 in round 4 (one warning of another kind).
 */
function oldByes(): string {
  const lines = ["012 Old byes"];
  for (let id = 1; id <= 8; id++) {
    const opp = id % 2 === 1 ? id + 1 : id - 1;
    const rounds: [number, string, string][] = [
      [0, "-", "-"],
      [0, "-", "-"],
      [opp, id % 2 === 1 ? "w" : "b", id % 2 === 1 ? "1" : "0"],
    ];
    if (id === 1) rounds.push([0, "-", "="]);
    lines.push(line001(id, `Player ${id}`, rounds));
  }
  return lines.join("\n") + "\n";
}

const ZERO_BYES =
  "'-' with opponent 0000 (old bye notation) read as a zero-point bye (Z): 16 times, at line 2 rounds 1-2; line 3 rounds 1-2; line 4 rounds 1-2; line 5 rounds 1-2; line 6 rounds 1-2 and 3 more places";
const HALF_BYE =
  "line 2: round 4: '=' with opponent 0000 (old bye notation) read as a half-point bye (H)";

describe("groupWarnings", () => {
  test("one kind over rounds and lines: count, places with their rounds, the first five", () => {
    const trf = parseTrf(oldByes()).warnings;
    // the reader names each warning's kind and round (line 2 is player 1, rounds 1 and 2)
    expect(trf[0]).toMatchObject({ line: 2, kind: "trf:old-bye-z", round: 1 });
    const w = trf.map((x) => ({
      place: `line ${x.line}`,
      message: x.message,
      kind: x.kind,
      round: x.round,
    }));
    expect(w).toHaveLength(17);
    const groups = groupWarnings(w);
    expect(groups.map((g) => g.count)).toEqual([16, 1]);
    expect(groups[0].places).toHaveLength(8);
    expect(warningLines(w)).toEqual([ZERO_BYES, HALF_BYE]);
  });

  test("messages of one kind that differ in their numbers: the first, marked as one of several", () => {
    const lines = warningLines([
      {
        place: "line 4",
        message: "points column (columns 81-84) says 2 but the results give 1; 1 is used",
        kind: "trf:points-column",
      },
      {
        place: "line 9",
        message: "points column (columns 81-84) says 3 but the results give 2.5; 2.5 is used",
        kind: "trf:points-column",
      },
      { place: "Results!C7", message: "a message of its own" },
    ]);
    expect(lines).toEqual([
      "points column (columns 81-84) says 2 but the results give 1; 1 is used (the first of 2 like it): 2 times, at line 4; line 9",
      "Results!C7: a message of its own",
    ]);
  });

  test("nothing is guessed from the text: without a kind, messages that differ are two groups", () => {
    expect(
      warningLines([
        { place: "line 4", message: "round 3: a note about 12" },
        { place: "line 9", message: "round 4: a note about 13" },
        { place: "line 10", message: "round 4: a note about 13" },
      ])
    ).toEqual([
      "line 4: round 3: a note about 12",
      "round 4: a note about 13: 2 times, at line 9; line 10",
    ]);
  });

  test("a grid reader's kinds and rounds: filled blanks in two rounds are one group", () => {
    // players 1-4; 1 beat 2 and 3 beat 4 in round 1, 1 beat 3 and 2 beat 4 in round 2; the
    // cells of 2 and 4 in round 1 and of 3 in round 2 are blank: three warnings of one kind
    const r = parseGrid([
      ["No", "Name", "R1", "R2"],
      [1, "A", "2w1", "3b1"],
      [2, "B", "", "4w1"],
      [3, "C", "4b1", ""],
      [4, "D", "", "2b0"],
    ]);
    expect(r.warnings.map((w) => [w.cell, w.kind, w.round])).toEqual([
      ["C3", "grid:filled-from-opponent", 1],
      ["C5", "grid:filled-from-opponent", 1],
      ["D4", "grid:filled-from-opponent", 2],
    ]);
    const lines = warningLines(r.warnings.map((w) => placedWarning({ ...w, where: w.cell })));
    expect(lines).toEqual([
      "blank, but C2 records a win of player 1 against player 2: taken from there (the first of 3 like it): 3 times, at C3 round 1; C5 round 1; D4 round 2",
    ]);
  });

  test("capped like errors: 20 kinds, then one line with the rest", () => {
    const list = Array.from({ length: WARNING_LIMITS.groups + 3 }, (_, k) => ({
      place: `C${k + 2}`,
      message: `kind ${"x".repeat(k + 1)}`,
    }));
    list.push({ place: "C99", message: "kind " + "x".repeat(23) });
    const lines = warningLines(list);
    expect(lines).toHaveLength(21);
    expect(lines[20]).toBe("... and 4 more warnings of 3 other kinds");
  });
});

test("the same lines in the CLI (before the table), the page/pane list and the sheet's notes", async () => {
  const text = oldByes();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreaks-warn-"));
  try {
    fs.writeFileSync(path.join(dir, "old.trf"), text);
    let order: string[] = [];
    const r = await runCli(dir, "standings", "old.trf");
    expect(r.code).toBe(0);
    const cli = r.err
      .split("\n")
      .filter((l) => l.includes("warning:"))
      .map((l) =>
        l.replace(/^tiebreaks: old\.trf(:\d+)?: warning: /, (_, at) =>
          at ? `line ${at.slice(1)}: ` : ""
        )
      );
    expect(cli).toEqual([ZERO_BYES, HALF_BYE]);
    order = [...cli];

    const loaded = loadTrf(text, "file old.trf");
    if (!loaded.ok) throw new Error("not read");
    const page = shownWarnings(loaded.loaded.warnings).map((p) =>
      p.where ? `${p.where}: ${p.message}` : p.message
    );
    expect(page).toEqual(order);

    const t = loaded.loaded.tournament;
    const st = computeStandings(t, ["PTS"]);
    const notes = standingsContent(st, t, {
      preset: "Custom list",
      writtenAt: new Date(2026, 0, 1),
      inputWarnings: loaded.loaded.warnings,
    }).notes.filter((n) => n.startsWith("Warning: "));
    expect(notes.map((n) => n.slice("Warning: ".length))).toEqual(order);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
