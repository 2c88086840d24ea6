/**
 * Team crosstable (round robin): one row per team (number, "Team" name), one column per
 * opponent headed by its number (two columns per opponent for a double round robin), each cell
 * the row team's game points in that match: `2½`, `2.5`, `2½-1½`, `+` / `-` (a match won or lost
 * by forfeit); the diagonal blank, x or *; a blank cell a match not played (yet), unless the
 * opponent's cell gives both scores.
 *
 * The two cells of a match must agree; boards per match as in the team Swiss table (the option,
 * else the most common total). Rounds are not written in a crosstable: they are assumed from the
 * Berger tables by start number, as for individual crosstables, and the event says so.
 */
import { Q } from "../engine/rational";
import {
  defaultMatchPoints,
  type Team,
  type TeamEvent,
  type TeamMatch,
} from "../engine/team/model";
import {
  cellText,
  dataRowsBelow,
  isMaybeBlank,
  playerColumns,
  readPlayers,
  show,
  type Issues,
} from "./grid-common";
import { bergerPositions, bergerRound, crossColumns, CROSSTABLE_ROUNDS } from "./grid-crosstable";
import {
  forfeitCode,
  forfeitsDisagree,
  matchBoards,
  otherForfeit,
  scoreText,
  scoreToken,
  type ScoreToken,
  type TeamGridOptions,
} from "./grid-team-cells";

export const TEAM_CROSS_ACCEPTED =
  'accepted: game points "2½", "2.5", "2½-1½", "+" or "-" (match won or lost by forfeit), "=" (drawn, no board played), a blank cell for a match not played';

const DIAGONAL = new Set(["x", "*", "-", "/", "#", "xx"]);

type Score = Exclude<ScoreToken, { t: "bad" }>;

export function readTeamCrosstable(
  cells: unknown[][],
  headerRow: number,
  width: number,
  opts: TeamGridOptions,
  issues: Issues
): { event: TeamEvent; teamRows: number[] } | null {
  const header = cells[headerRow] ?? [];
  const cols = crossColumns(header, width);
  if (cols.byNumber.size < 2) {
    issues.error(
      headerRow,
      0,
      'no opponent columns: a team crosstable has one column per team, headed by the team numbers "1", "2", "3"...'
    );
    return null;
  }
  const dataRows = dataRowsBelow(cells, headerRow);
  const pc = playerColumns(cells, headerRow, dataRows, cols.all, width);
  if (pc.name === undefined)
    issues.error(headerRow, 0, 'no "Team" column with the team names', "missing");
  const { players, playerRows } = readPlayers(cells, dataRows, pc, issues);
  const n = players.length;
  const index = new Map(players.map((p, k) => [p.id, k]));
  for (const [num, cs] of cols.byNumber)
    if (!index.has(num))
      issues.error(
        headerRow,
        cs[0],
        `column ${num} has no team (numbers: ${players.map((p) => p.id).join(", ")})`,
        "inconsistent"
      );
  players.forEach((p) => {
    if (!cols.byNumber.has(p.id))
      issues.error(
        headerRow,
        Math.max(...cols.all),
        `team ${p.id} (${p.name}) has no column`,
        "missing"
      );
  });
  const cycles = Math.max(...[...cols.byNumber.values()].map((cs) => cs.length));
  const colOf = (j: number, cycle: number): number | undefined =>
    cols.byNumber.get(players[j].id)?.[cycle];

  // scores[k][j][cycle]
  const score = (k: number, j: number, cycle: number): Score | "blank" | "zero" | "bad" => {
    const c = colOf(j, cycle);
    if (c === undefined) return "blank";
    const v = cells[playerRows[k]][c];
    if (k === j) {
      if (!isMaybeBlank(v) && !DIAGONAL.has(cellText(v).toLowerCase()))
        issues.error(
          playerRows[k],
          c,
          `a team's cell against itself must be blank, x or *; found ${show(v)}`
        );
      return "blank";
    }
    // the number 0: a blank on Excel desktop, or a match lost 0-4; the other cell decides
    if (v === 0) return "zero";
    if (isMaybeBlank(v)) return "blank";
    const t = scoreToken(v);
    if (t.t === "bad") {
      issues.error(
        playerRows[k],
        c,
        `cannot read ${show(v)} as a match score: ${TEAM_CROSS_ACCEPTED}`
      );
      return "bad";
    }
    return t;
  };
  const pos = bergerPositions(players.map((p) => p.id));
  const m = n % 2 === 0 ? n : n + 1;
  const matches: TeamMatch[] = [];
  const totals: { q: Q; k: number; c: number; gps: Q[] }[] = [];
  for (let cycle = 0; cycle < cycles; cycle++) {
    for (let k = 0; k < n; k++) {
      for (let j = k + 1; j < n; j++) {
        const zero: Score = { t: "score", gp: Q.ZERO };
        const a0 = score(k, j, cycle);
        const b0 = score(j, k, cycle);
        if (a0 === "bad" || b0 === "bad") continue;
        const a = a0 === "zero" ? (b0 === "blank" || b0 === "zero" ? "blank" : zero) : a0;
        const b = b0 === "zero" ? (a0 === "blank" || a0 === "zero" ? "blank" : zero) : b0;
        const ca = colOf(j, cycle);
        const cb = colOf(k, cycle);
        if (a === "blank" && b === "blank") continue;
        const at = (kk: number, c: number | undefined): string => issues.at(playerRows[kk], c ?? 0);
        let x: Score;
        let y: Score;
        if (a === "blank" || b === "blank") {
          const given = (a === "blank" ? b : a) as Score;
          const [gk, gc, bk, bc] = a === "blank" ? [j, cb, k, ca] : [k, ca, j, cb];
          if (given.t === "score" && !given.ogp) {
            issues.error(
              playerRows[bk],
              bc ?? 0,
              `blank, but ${at(gk, gc)} gives game points ${given.gp} in this match: enter this team's score (or both, "${given.gp}-x", there)`,
              "missing"
            );
            continue;
          }
          const mirrored: Score =
            given.t === "forfeit"
              ? (otherForfeit(given) as Score)
              : { t: "score", gp: given.ogp!, ogp: given.gp };
          [x, y] = a === "blank" ? [mirrored, given] : [given, mirrored];
        } else {
          x = a;
          y = b;
          let why: string | null = null;
          if (x.t === "forfeit" || y.t === "forfeit") {
            if (x.t !== y.t) why = "one side is a forfeited match, the other a score";
            else if (x.t === "forfeit" && y.t === "forfeit") why = forfeitsDisagree(x, y);
          } else if ((x.ogp && !x.ogp.eq(y.gp)) || (y.ogp && !y.ogp.eq(x.gp))) {
            why = `game points ${scoreText(x.gp, x.ogp)} against ${scoreText(y.gp, y.ogp)}`;
          }
          if (why) {
            issues.error(
              playerRows[k],
              ca ?? 0,
              `this cell and ${at(j, cb)} disagree: ${why}`,
              "inconsistent"
            );
            continue;
          }
        }
        const round = bergerRound(pos[k], pos[j], n) + cycle * (m - 1);
        const home = players[k].id;
        const away = players[j].id;
        const source = { cell: at(k, ca) };
        if (x.t === "forfeit") {
          matches.push({
            round,
            home,
            away,
            kind: "forfeit",
            forfeit: forfeitCode(x),
            source,
          });
        } else {
          const ygp = (y as { gp: Q }).gp;
          matches.push({ round, home, away, kind: "played", homeGP: x.gp, awayGP: ygp, source });
          totals.push({ q: x.gp.add(ygp), k, c: ca ?? 0, gps: [x.gp, ygp] });
        }
      }
    }
  }
  const mb = matchBoards(
    totals.map((t) => t.q),
    opts.boards,
    matches.length > 0,
    issues,
    headerRow
  );
  if (mb !== null) {
    const { B, boards, given } = mb;
    for (const t of totals) {
      if (t.q.gt(B) || t.gps.some((g) => g.gt(B)))
        issues.error(
          playerRows[t.k],
          t.c,
          `the match scores ${scoreText(t.gps[0], t.gps[1])}: ${t.q} game points, more than the ${boards} boards${given}`,
          "inconsistent"
        );
      else if (t.q.lt(B))
        issues.warn(
          playerRows[t.k],
          t.c,
          `the match scores ${scoreText(t.gps[0], t.gps[1])}: ${t.q} of ${boards} game points (a board lost by both sides?)`
        );
    }
  }
  const teams: Team[] = players.map((p) => ({
    id: p.id,
    name: p.name,
    roster: [],
    source: p.source,
    // the team row's further columns (FED, Club, Captain ...), for --columns
    ...(p.federation ? { federation: p.federation } : {}),
    ...(Object.keys(p.attrs).length > 0 ? { attrs: { ...p.attrs } } : {}),
  }));
  const event: TeamEvent = {
    type: "round-robin",
    totalRounds: (m - 1) * cycles,
    boards: mb?.boards ?? 0,
    teams,
    matches,
    matchPoints: defaultMatchPoints(),
    game: { win: Q.ONE, draw: Q.HALF },
    meta: {},
    roundsAssumed: CROSSTABLE_ROUNDS,
  };
  return { event, teamRows: playerRows };
}
