/**
 * The games list reader split into phases (columns, players, tokens, cross-check, build; result
 * cells read once per distinct value) pinned to the straightforward reader
 * (test/helpers/grid-games-reference.ts): on random games lists, valid and damaged, with and
 * without a player list, both give the same tournament, the same warnings and the same errors
 * at the same cells. No value or message may differ; the oracle is the
 * straightforward code, not a hand calculation, because what is pinned is "the same".
 */
import fc from "fast-check";
import { defaultPoints } from "../../src/engine";
import { Issues } from "../../src/formats/grid-common";
import { readGames } from "../../src/formats/grid-games";
import { readGamesReference } from "../helpers/grid-games-reference";

const HEADERS = [
  ["Round", "White", "Black", "Result"],
  ["Rd", "White No", "Black No", "Result", "White Name", "Black Name"],
  ["Round", "Player 1", "Player 2", "Score"],
  ["Runde", "Weiss", "Schwarz", "Ergebnis", "Weiss Elo", "Schwarz Elo"],
  ["Round", "White", "Result"],
];
const SIDE = fc.oneof(
  fc.integer({ min: 1, max: 8 }),
  fc.constantFrom("1", "2", "#3", "4.", "Ann", "Bob", "ann ", "Cid", "", "bye", "-", "PAB", 0),
  fc.constantFrom("x", -1, 2.5, 1e20, "99999999999")
);
const RESULT = fc.constantFrom(
  "1-0",
  "0-1",
  "½-½",
  "1/2-1/2",
  "=",
  "+-",
  "-+",
  "--",
  "++",
  "0-0",
  "1-1",
  "?",
  "*",
  "",
  0,
  1,
  0.5,
  "1",
  "½",
  "0",
  "H",
  "Z",
  "F",
  "U",
  "bye",
  "1-0 ff",
  "0-1(forfeit)",
  "½-½ ff",
  "0:1",
  "1 bye",
  "x",
  "3-0",
  1e20,
  "2½-½",
  "+/-",
  "–"
);
const ROUND = fc.oneof(
  fc.integer({ min: 1, max: 4 }),
  fc.constantFrom("1", "2", "", 0, "R1", 1000, "x", 1e20)
);
const RATING = fc.constantFrom(1800, "2100", "", 0, "x", 1e20);

const rowsArb = (width: number) =>
  fc.array(
    fc.tuple(ROUND, SIDE, SIDE, RESULT, SIDE, SIDE, RATING).map((t) => {
      // the columns in header order: round, white, black, result, then the extra columns
      const row: unknown[] = [t[0], t[1], t[2], t[3], t[4], t[5]];
      if (width === 6 && typeof t[4] !== "number") row[4] = t[6];
      return row.slice(0, width);
    }),
    { maxLength: 14 }
  );

const listArb = fc.option(
  fc.array(
    fc.tuple(
      fc.oneof(fc.integer({ min: 1, max: 8 }), fc.constantFrom("x", "")),
      fc.constantFrom("Ann", "Bob", "Cid", "Dee", ""),
      RATING
    ),
    { maxLength: 6 }
  ),
  { nil: undefined }
);

function run(
  read: typeof readGames,
  cells: unknown[][],
  players: unknown[][] | undefined
): unknown {
  const issues = new Issues({ sheet: "Games", row: 2, col: 1 });
  const opts = { points: defaultPoints(), ...(players ? { players } : {}) };
  const r = read(cells, 0, Math.max(...cells.map((x) => x.length)), opts, issues);
  return {
    players: r.tournament.players.map((p) => ({ ...p, rounds: [...p.rounds] })),
    totalRounds: r.tournament.totalRounds,
    playerRows: r.playerRows,
    errors: issues.errors,
    // the reference reader names no kinds or rounds (engine/warnings.ts grouping fields)
    warnings: issues.warnings.map((w) => ({ cell: w.cell, message: w.message })),
  };
}

test("the phased games reader gives what the straightforward reader gives", () => {
  const arb = fc
    .integer({ min: 0, max: HEADERS.length - 1 })
    .chain((h) => fc.tuple(fc.constant(HEADERS[h]), rowsArb(HEADERS[h].length), listArb));
  fc.assert(
    fc.property(arb, ([header, rows, list]) => {
      const cells = [header, ...rows];
      const players = list && [["No", "Name", "Rating"], ...list];
      expect(run(readGames, cells, players)).toEqual(run(readGamesReference, cells, players));
    }),
    { numRuns: 400 }
  );
});

test("a valid list of many rounds: the same tournament (the opponents, colours and absences)", () => {
  // 8 players, 4 rounds, round r pairs i with i xor r (0-based), results cycling through the
  // notations; player 8 has a bye row in round 2 instead of its game
  const res = ["1-0", "½-½", "0-1", "+-", "-+", "0-0", "?", ""];
  const cells: unknown[][] = [["Round", "White", "Black", "Result"]];
  let k = 0;
  for (let r = 1; r <= 4; r++)
    for (let i = 0; i < 8; i++) {
      const j = i ^ r;
      if (j <= i || j >= 8) continue;
      cells.push([r, i + 1, j + 1, res[k++ % res.length]]);
    }
  const r = run(readGames, cells, undefined) as { errors: unknown[]; players: unknown[] };
  expect(r.errors).toEqual([]);
  expect(r.players).toHaveLength(8);
  expect(r).toEqual(run(readGamesReference, cells, undefined));
});
