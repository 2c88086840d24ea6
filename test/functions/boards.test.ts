/**
 * BOARDS(grid, [board], [options], [roster]): board prizes with a minimum-games rule in
 * Excel, the same tables as the command line's `--boards`. The league of
 * test/helpers/league.ts (a board list by roster, no ratings: no performance, eligible players
 * ranked by percentage, then games), worked by hand from its games:
 *
 *   board 1  a1: R1 1 (b1), R2 ½ (c1), R3 1 (d1) = 2½ of 3, 83.3%
 *            c1: 1, ½, 0 = 1½ of 3, 50%
 *            b1: 0, 0, 1 = 1 of 3, 33.3%;  d1: 0, 1, 0 = 1 of 3, 33.3% (b1 and d1 share 3rd)
 *   board 2  d2: R1 1 (c2), R2 1 (b2), R3 ½ (a2) = 2½ of 3, 83.3%
 *            b2: ½, 0, 1 = 1½ of 3, 50% (3 games: above a2)
 *            a2: R1 ½, R3 ½ = 1 of 2, 50%
 *            c2: 0, ½, 0 = ½ of 3, 16.7%
 *            a3 (the reserve, round 2 only): ½ of 1, 50%: below min_games=2, not eligible
 * Player numbers are the roster's order: a1 1, a2 2, a3 3, b1 4, b2 5, c1 6, c2 7, d1 8, d2 9.
 */
import { clearCaches } from "../../src/functions/evaluate";
import { copyOf, outcome, recordingRuntime } from "./cf-runtime";
import {
  LEAGUE_BOARD_HEADER as HEADER,
  LEAGUE_BOARD1_MIN2 as BOARD1,
  LEAGUE_BOARD2_MIN2 as BOARD2,
  LEAGUE_BOARDS,
  LEAGUE_ROSTER,
} from "../helpers/league";
import { run } from "../../src/cli/main";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const runtime = recordingRuntime();
(globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = runtime;
const cf =
  require("../../src/functions/functions") as typeof import("../../src/functions/functions");
// the functions load their work on the first call (functions.ts); these tests call them directly
beforeAll(() => cf.functionsReady());

beforeEach(() => clearCaches());

const blank = HEADER.map(() => "");
const title = (t: string): (string | number)[] => [t, ...blank.slice(1)];

describe("BOARDS(grid, [board], [options], [roster])", () => {
  test("every board, with min_games=2: places among the eligible, the reserve below", () => {
    const t = cf.boards(
      copyOf(LEAGUE_BOARDS),
      null as never,
      [["min_games=2"]],
      copyOf(LEAGUE_ROSTER)
    );
    expect(t).toEqual([
      title("Board 1 (prizes: at least 2 games)"),
      HEADER,
      ...BOARD1,
      blank,
      title("Board 2 (prizes: at least 2 games)"),
      HEADER,
      ...BOARD2,
    ]);
  });

  test("one board; without the rule every player who played is eligible", () => {
    const t = cf.boards(copyOf(LEAGUE_BOARDS), 2, null as never, copyOf(LEAGUE_ROSTER));
    expect(t[0]).toEqual(title("Board 2"));
    // a3: ½ of 1, 50%, 1 game: below a2 (50%, 2 games), above c2
    expect(t.slice(2).map((r) => [r[0], r[2]])).toEqual([
      [1, "d2"],
      [2, "b2"],
      [3, "a2"],
      [4, "a3"],
      [5, "c2"],
    ]);
  });

  test("errors: no such board (#N/A), a bad min_games (#VALUE! naming the option), not a team grid", () => {
    const nb = outcome(() =>
      cf.boards(copyOf(LEAGUE_BOARDS), 3, null as never, copyOf(LEAGUE_ROSTER))
    );
    expect(nb.code).toBe("#N/A");
    expect(nb.message).toMatch(/board 3: no such board \(the event's boards: 1, 2\)/);
    const bad = outcome(() =>
      cf.boards(copyOf(LEAGUE_BOARDS), null as never, [["min_games=two"]], copyOf(LEAGUE_ROSTER))
    );
    expect(bad.code).toBe("#VALUE!");
    expect(bad.message).toMatch(/min_games=two: expected a whole number of games/);
    const ind = outcome(() =>
      cf.boards([
        ["No", "Name", "R1"],
        [1, "Ann", "2w1"],
        [2, "Ben", "1b0"],
      ])
    );
    expect(ind.code).toBe("#VALUE!");
    expect(ind.message).toMatch(/not a team grid/);
  });

  test("the same tables as the command line's --boards", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tb-boards-"));
    try {
      const csv = (cells: unknown[][]): string => cells.map((r) => r.join(",")).join("\n") + "\n";
      fs.writeFileSync(path.join(dir, "games.csv"), csv(LEAGUE_BOARDS));
      fs.writeFileSync(path.join(dir, "roster.csv"), csv(LEAGUE_ROSTER));
      let out = "";
      const code = await run(
        ["standings", "games.csv", "--roster", "roster.csv", "--boards", "--option", "min_games=2"],
        { stdout: (s) => void (out += s), stderr: () => undefined, cwd: dir }
      );
      expect(code).toBe(0);
      const board2 = out.slice(out.indexOf("Board 2 (prizes: at least 2 games)"));
      for (const r of BOARD2) {
        const [place, no, name, team, pts, games, pct] = r;
        const q = (x: unknown): string => String(x).replace(".", "\\.");
        expect(board2).toMatch(
          new RegExp(
            `\\n +${place === "" ? "-" : place} +${no} +${name} +${team} +${q(pts)} +${games} +${q(Number(pct).toFixed(1))}%`
          )
        );
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test("a team Swiss table has no board entries: #VALUE! saying so", () => {
  const r = outcome(() =>
    cf.boards([
      ["No", "Team", "R1"],
      [1, "Alpha", "2w 1½-½"],
      [2, "Bravo", "1b ½-1½"],
    ])
  );
  expect(r.code).toBe("#VALUE!");
  expect(r.message).toMatch(/match scores only/);
});
