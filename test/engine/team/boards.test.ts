/**
 * Board tables, worked by hand. Teams A (players 1, 2, reserve 5), B (3, 4),
 * C (6, 7); 2 boards; ratings 1: 2200, 2: 2000, 3: 1900, 4: 1800, 5: 1700, 6: 2100, 7: 1600.
 *
 *   R1  A-B   board 1: 1 (w) - 3  1-0      board 2: 4 (w) - 2  ½-½
 *   R2  A-C   board 1: 1 (w) - 6  ½-½      board 2: 5 (w) - 7  +-  (7 did not come)
 *       B     team PAB (boards of the bye: 3 and 4)
 *   R3  B-C   board 1: 3 (w) - 6  0-1      board 2: 4 (w) - 7  1-0
 *
 * Games are board games played over the board; forfeits and PAB boards count for neither score
 * nor games. Performance = rounded average opponent rating + dp(p) (B.02 8.1.1: dp(.75) = 193,
 * dp(.5) = 0, dp(0) = -800):
 *   board 1  player 6: 1½ of 2 (75%), opponents 2200, 1900: 2050 + 193 = 2243
 *            player 1: 1½ of 2 (75%), opponents 1900, 2100: 2000 + 193 = 2193
 *            player 3: 0 of 2, opponents 2200, 2100: 2150 - 800 = 1350
 *   board 2  player 4: 1½ of 2 (75%), opponents 2000, 1600: 1800 + 193 = 1993
 *            player 2: ½ of 1 (50%), opponent 1800: 1800
 *            player 7: 0 of 1 and a forfeit, opponent 1800: 1000
 *            player 5: no game, a forfeit win: never eligible
 */
import {
  Q,
  teamOf,
  type Board,
  type BoardSide,
  type Player,
  type TeamEvent,
} from "../../../src/engine";
import { boardTables } from "../../../src/engine/team/boards";
import { teamContext } from "../../../src/engine/team/view";
import { event } from "./helpers";

function side(
  player: number,
  points: string,
  kind: BoardSide["kind"],
  colour?: "w" | "b"
): BoardSide {
  const q = points === "½" ? Q.HALF : Q.int(Number(points));
  return { player, points: q, kind, ...(colour ? { colour } : {}) };
}

function game(board: number, w: number, b: number, r: string): Board {
  const [x, y] = r.split("-");
  return { board, home: side(w, x, "game", "w"), away: side(b, y, "game", "b") };
}

function ev(): TeamEvent {
  const e = event(["A", "B", "C"], 2, [
    {
      round: 1,
      home: 1,
      away: 2,
      kind: "played",
      boards: [
        game(1, 1, 3, "1-0"),
        { board: 2, home: side(2, "½", "game", "b"), away: side(4, "½", "game", "w") },
      ],
    },
    {
      round: 2,
      home: 1,
      away: 3,
      kind: "played",
      boards: [
        game(1, 1, 6, "½-½"),
        { board: 2, home: side(5, "1", "forfeit", "w"), away: side(7, "0", "forfeit", "b") },
      ],
    },
    {
      round: 2,
      home: 2,
      away: null,
      kind: "pab",
      boards: [
        { board: 1, home: side(3, "1", "bye") },
        { board: 2, home: side(4, "1", "bye") },
      ],
    },
    {
      round: 3,
      home: 2,
      away: 3,
      kind: "played",
      boards: [game(1, 3, 6, "0-1"), game(2, 4, 7, "1-0")],
    },
  ]);
  const ratings = [2200, 2000, 1900, 1800, 1700, 2100, 1600];
  e.players = ratings.map((rating, k): Player => ({
    id: k + 1,
    name: `P${k + 1}`,
    rating,
    attrs: {},
    rounds: [],
  }));
  e.teams[0].roster = [1, 2, 5];
  e.teams[1].roster = [3, 4];
  e.teams[2].roster = [6, 7];
  return e;
}

function tables(minGames: number): ReturnType<typeof boardTables> {
  const ctx = teamContext(ev());
  return boardTables(teamOf(ctx)!, ctx.n, minGames);
}

type Shown = [number, number, number, number, number | null, number | null, boolean];
const shown = (t: ReturnType<typeof boardTables>[number]): Shown[] =>
  t.rows.map((r) => [
    r.player,
    r.games,
    r.points.toNumber(),
    r.forfeits,
    r.performance,
    r.place,
    r.eligible,
  ]);

test("board 1: ranked by performance; PAB boards are no games", () => {
  const [b1] = tables(0);
  expect(b1.board).toBe(1);
  expect(shown(b1)).toEqual([
    [6, 2, 1.5, 0, 2243, 1, true],
    [1, 2, 1.5, 0, 2193, 2, true],
    [3, 2, 0, 0, 1350, 3, true],
  ]);
});

test("board 2: forfeits listed apart, a player without a game never eligible", () => {
  const b2 = tables(0)[1];
  expect(shown(b2)).toEqual([
    [4, 2, 1.5, 0, 1993, 1, true],
    [2, 1, 0.5, 0, 1800, 2, true],
    [7, 1, 0, 1, 1000, 3, true],
    [5, 0, 0, 1, null, null, false],
  ]);
  expect(b2.rows[1].percentage?.toNumber()).toBe(0.5);
});

test("a minimum number of games for board prizes", () => {
  const b2 = tables(2)[1];
  // only player 4 has 2 games on board 2
  expect(b2.rows.map((r) => [r.player, r.place])).toEqual([
    [4, 1],
    [2, null],
    [7, null],
    [5, null],
  ]);
  // board 1: all three have 2 games
  expect(tables(2)[0].rows.map((r) => r.place)).toEqual([1, 2, 3]);
});
