/**
 * Board prizes: each player's results per board (score, games, percentage, performance), with a
 * minimum number of games to be eligible. Games are board games played over the board; forfeits
 * are listed apart and count for neither score nor games (as board prizes are usually judged).
 * Performance: average rating of the opponents met over the board (rounded) + dp(p), p rounded
 * to 0.01 (FIDE B.02 table, as TPR); undefined without a rated opponent. Eligible players are
 * ranked by performance when every eligible player has one, else by percentage; then by games.
 */
import { Q, type Value } from "../rational";
import { dp } from "../tiebreaks/ratings";
import type { TeamView } from "./view";

export interface BoardRow {
  board: number;
  player: number;
  name: string;
  team: string;
  games: number;
  points: Q;
  /** Forfeits on this board (won or lost), not counted in games and points. */
  forfeits: number;
  /** points / games, null without a game. */
  percentage: Value;
  performance: number | null;
  eligible: boolean;
  /** Place among the eligible players of the board; null if not eligible. */
  place: number | null;
}

export interface BoardTable {
  board: number;
  rows: BoardRow[];
}

export function boardTables(view: TeamView, n: number, minGames = 0): BoardTable[] {
  const players = new Map((view.event.players ?? []).map((p) => [p.id, p]));
  const acc = new Map<string, { row: BoardRow; opp: number[] }>();
  view.rounds.forEach((rs, ti) => {
    for (let r = 0; r < n && r < rs.length; r++) {
      for (const b of rs[r].boards) {
        if (b.player === undefined) continue;
        const key = `${b.board}:${b.player}`;
        let a = acc.get(key);
        if (!a) {
          a = {
            row: {
              board: b.board,
              player: b.player,
              name: players.get(b.player)?.name ?? `Player ${b.player}`,
              team: view.event.teams[ti].name,
              games: 0,
              points: Q.ZERO,
              forfeits: 0,
              percentage: null,
              performance: null,
              eligible: false,
              place: null,
            },
            opp: [],
          };
          acc.set(key, a);
        }
        if (b.kind === "game") {
          a.row.games++;
          a.row.points = a.row.points.add(b.points);
          const rating =
            b.opponentPlayer !== undefined ? players.get(b.opponentPlayer)?.rating : undefined;
          if (rating) a.opp.push(rating);
        } else if (b.kind === "forfeit") a.row.forfeits++;
      }
    }
  });
  const tables = new Map<number, BoardRow[]>();
  for (const { row, opp } of acc.values()) {
    if (row.games > 0) {
      row.percentage = row.points.div(Q.int(row.games));
      if (opp.length > 0) {
        const aro = Math.round(opp.reduce((s, x) => s + x, 0) / opp.length);
        const p100 = row.percentage.mul(Q.int(100)).roundHalfUp();
        row.performance = aro + dp(p100);
      }
    }
    row.eligible = row.games > 0 && row.games >= minGames;
    const list = tables.get(row.board) ?? [];
    list.push(row);
    tables.set(row.board, list);
  }
  return [...tables.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([board, rows]) => {
      const elig = rows.filter((r) => r.eligible);
      const byPerf = elig.length > 0 && elig.every((r) => r.performance !== null);
      const key = (r: BoardRow): [number, Q, number] => [
        byPerf ? (r.performance ?? 0) : 0,
        (r.percentage as Q | null) ?? Q.ZERO,
        r.games,
      ];
      const cmp = (a: BoardRow, b: BoardRow): number => {
        const ka = key(a);
        const kb = key(b);
        return kb[0] - ka[0] || kb[1].cmp(ka[1]) || kb[2] - ka[2];
      };
      elig.sort((a, b) => cmp(a, b) || a.player - b.player);
      elig.forEach(
        (r, k) => (r.place = k > 0 && cmp(elig[k - 1], r) === 0 ? elig[k - 1].place : k + 1)
      );
      const rest = rows
        .filter((r) => !r.eligible)
        .sort((a, b) => b.games - a.games || a.player - b.player);
      return { board, rows: [...elig, ...rest] };
    });
}
