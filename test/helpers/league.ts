/**
 * A club league by roster, hand-worked: 4 teams x 2 boards, a single round
 * robin of 3 rounds, match points 2/1/0. The board list has no team columns: the teams come from
 * the roster (Alpha fields its reserve a3 on board 2 in round 2).
 *
 *   R1  Alpha-Bravo 1½-½  (a1-b1 1-0, b2-a2 ½-½)    Charlie-Delta 1-1 (c1-d1 1-0, d2-c2 1-0)
 *   R2  Charlie-Alpha 1-1 (c1-a1 ½-½, a3-c2 ½-½)    Delta-Bravo 2-0   (d1-b1 1-0, b2-d2 0-1)
 *   R3  Delta-Alpha ½-1½  (d1-a1 0-1, a2-d2 ½-½)    Bravo-Charlie 2-0 (b1-c1 1-0, c2-b2 0-1)
 *
 *            R1      R2      R3       MP         GP
 *   Alpha    W 1½    D 1     W 1½     2+1+2 = 5  1½+1+1½ = 4
 *   Bravo    L ½     L 0     W 2      0+0+2 = 2  ½+0+2   = 2½
 *   Charlie  D 1     D 1     L 0      1+1+0 = 2  1+1+0   = 2
 *   Delta    D 1     W 2     L ½      1+2+0 = 3  1+2+½   = 3½
 *   (MP sum 12 = 6 matches x 2; GP sum 12 = 6 matches x 2 boards)
 *
 * EMGSB (C.07 8: opponent's MP x own GP of the match, summed):
 *   Alpha    Bravo 2 x 1½ + Charlie 2 x 1 + Delta 3 x 1½ = 3 + 2 + 4½ = 9½
 *   Bravo    Alpha 5 x ½  + Delta 3 x 0   + Charlie 2 x 2 = 2½ + 0 + 4 = 6½
 *   Charlie  Delta 3 x 1  + Alpha 5 x 1   + Bravo 2 x 0   = 3 + 5 + 0  = 8
 *   Delta    Charlie 2 x 1 + Bravo 2 x 2  + Alpha 5 x ½   = 2 + 4 + 2½ = 8½
 * Bravo and Charlie tie on 2 MP: GP puts Bravo (2½) above Charlie (2), EMGSB puts Charlie (8)
 * above Bravo (6½), DE:MP puts Bravo first (Bravo beat Charlie in round 3).
 * Confirmed with FIDE's TieBreakServer 1.9.57 on the same event as TRF16 with 013 lines (a3 `Z`
 * in rounds 1 and 3, a2 `Z` in round 2): MPTS 5/2/2/3, GPTS 4/2.5/2/3.5, EMGSB 9.50/6.50/8.00/8.50,
 * with MPTS DE:MP: DE:MP 0/1/2/0, for Alpha/Bravo/Charlie/Delta.
 */
export const LEAGUE_BOARDS: unknown[][] = [
  ["Round", "Board", "White", "Black", "Result"],
  [1, 1, "a1", "b1", "1-0"],
  [1, 2, "b2", "a2", "½-½"],
  [1, 1, "c1", "d1", "1-0"],
  [1, 2, "d2", "c2", "1-0"],
  [2, 1, "c1", "a1", "½-½"],
  [2, 2, "a3", "c2", "½-½"],
  [2, 1, "d1", "b1", "1-0"],
  [2, 2, "b2", "d2", "0-1"],
  [3, 1, "d1", "a1", "0-1"],
  [3, 2, "a2", "d2", "½-½"],
  [3, 1, "b1", "c1", "1-0"],
  [3, 2, "c2", "b2", "0-1"],
];

/** One row per player in board order; a blank Team cell continues the team above. */
export const LEAGUE_ROSTER: unknown[][] = [
  ["Team", "Player"],
  ["Alpha", "a1"],
  ["", "a2"],
  ["", "a3"],
  ["Bravo", "b1"],
  ["", "b2"],
  ["Charlie", "c1"],
  ["", "c2"],
  ["Delta", "d1"],
  ["", "d2"],
];

/** The same roster, one row per team with board columns (and a reserve). */
export const LEAGUE_ROSTER_WIDE: unknown[][] = [
  ["Team", "Board 1", "Board 2", "Reserve"],
  ["Alpha", "a1", "a2", "a3"],
  ["Bravo", "b1", "b2", ""],
  ["Charlie", "c1", "c2", ""],
  ["Delta", "d1", "d2", ""],
];

/** [name, MP, GP, EMGSB] by start number (the roster's team order). */
export const LEAGUE_EXPECTED: [string, number, number, number][] = [
  ["Alpha", 5, 4, 9.5],
  ["Bravo", 2, 2.5, 6.5],
  ["Charlie", 2, 2, 8],
  ["Delta", 3, 3.5, 8.5],
];

/** Cells as CSV text (no cell here needs quoting). */
export function csvOf(cells: unknown[][]): string {
  return cells.map((r) => r.map((v) => String(v ?? "")).join(",")).join("\n") + "\n";
}

/**
 * The league's board tables, every round, min_games=2 (board prizes: place among the eligible,
 * number, name, team, points, games, percentage, performance, forfeits), worked by hand from
 * its games (no ratings: no performance):
 *   board 1  a1: R1 1 (b1), R2 ½ (c1), R3 1 (d1) = 2½ of 3, 83.3%
 *            c1: 1, ½, 0 = 1½ of 3, 50%
 *            b1: 0, 0, 1 = 1 of 3, 33.3%;  d1: 0, 1, 0 = 1 of 3, 33.3% (b1 and d1 share 3rd)
 *   board 2  d2: R1 1 (c2), R2 1 (b2), R3 ½ (a2) = 2½ of 3, 83.3%
 *            b2: ½, 0, 1 = 1½ of 3, 50% (3 games: above a2)
 *            a2: R1 ½, R3 ½ = 1 of 2, 50%
 *            c2: 0, ½, 0 = ½ of 3, 16.7%
 *            a3 (the reserve, round 2 only): ½ of 1, 50%: below min_games=2, no place
 * Player numbers are the roster's order: a1 1, a2 2, a3 3, b1 4, b2 5, c1 6, c2 7, d1 8, d2 9.
 */
export const LEAGUE_BOARD_HEADER = [
  "Place",
  "No",
  "Player",
  "Team",
  "Pts",
  "Games",
  "%",
  "Perf",
  "Forfeits",
];
export const LEAGUE_BOARD1_MIN2: (string | number)[][] = [
  [1, 1, "a1", "Alpha", 2.5, 3, 83.3, "", ""],
  [2, 6, "c1", "Charlie", 1.5, 3, 50, "", ""],
  [3, 4, "b1", "Bravo", 1, 3, 33.3, "", ""],
  [3, 8, "d1", "Delta", 1, 3, 33.3, "", ""],
];
export const LEAGUE_BOARD2_MIN2: (string | number)[][] = [
  [1, 9, "d2", "Delta", 2.5, 3, 83.3, "", ""],
  [2, 5, "b2", "Bravo", 1.5, 3, 50, "", ""],
  [3, 2, "a2", "Alpha", 1, 2, 50, "", ""],
  [4, 7, "c2", "Charlie", 0.5, 3, 16.7, "", ""],
  ["", 3, "a3", "Alpha", 0.5, 1, 50, "", ""],
];
