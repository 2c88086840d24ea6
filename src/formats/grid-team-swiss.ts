/**
 * Team Swiss table: one row per team (number, "Team" name, further columns), one column per
 * round. A round cell is the opponent team's number, an optional colour of board 1 and the
 * team's game points in the match:
 *
 *   `12w 3½-½`, `12b 1.5-2.5`  opponent, colour, both scores (checked against the other row)
 *   `12 2.5`, `12w2½`          opponent and own game points
 *   `12 +`, `12 -`             a match won or lost by forfeit (no board played)
 *   `12 =`                     drawn by forfeits (boards forfeited on both sides, none played)
 *   `12w`                      paired, not played yet (the round counts only when complete)
 *   `bye`, `pab`, `bye 2`      the team pairing-allocated bye (its game points when written)
 *   blank, `-`, `abs`          no match (absent); `wd` withdrawn from this round on
 *
 * Both rows of a match must agree (opponent, colours, scores); a blank cell facing a team that
 * names this one and gives both scores is filled from that row. Boards per match: the option,
 * else the most common total of a match (4 for `3½-½`); a match whose game points exceed the
 * boards is an error at its cell, one that adds up to less a warning.
 */
import { Q } from "../engine/rational";
import {
  defaultMatchPoints,
  type Team,
  type TeamEvent,
  type TeamMatch,
} from "../engine/team/model";
import type { Colour } from "../engine/types";
import {
  cellText,
  classifyHeader,
  roundBeyondLimit,
  dataRowsBelow,
  isMaybeBlank,
  playerColumns,
  readPlayers,
  show,
  type Issues,
} from "./grid-common";
import {
  forfeitCode,
  forfeitsDisagree,
  gpOf,
  matchBoards,
  otherForfeit,
  scoreText,
  scoreToken,
  type ScoreToken,
  type TeamGridOptions,
} from "./grid-team-cells";

export const TEAM_SWISS_ACCEPTED =
  'accepted: "12w 3½-½", "12 2.5", "12b 1½", "12 +" / "12 -" (match won or lost by forfeit), "12 =" (drawn, no board played), "12w" (not played yet), "bye", "bye 2", blank or "-" (absent), "wd" (withdrawn)';

type MatchScore = Exclude<ScoreToken, { t: "bad" }>;

export type TeamSwissCell =
  | { t: "match"; opp: number; colour?: Colour; score: MatchScore }
  | { t: "pending"; opp: number; colour?: Colour }
  | { t: "pab"; gp?: Q }
  | { t: "absent"; withdrawn: boolean }
  | { t: "blank" }
  | { t: "bad"; why?: string };

type MatchCell = Extract<TeamSwissCell, { t: "match" }>;

const PAB_WORDS = new Set(["bye", "pab", "+", "b", "free", "spielfrei"]);
const ABSENT_WORDS = new Set(["-", "--", "abs", "absent", "z", "zpb", "0"]);
const WD_WORDS = new Set(["wd", "withdrawn", "w/d"]);

function colourOf(s: string | undefined): Colour | undefined {
  const c = s?.toLowerCase();
  return c === "w" ? "w" : c === "b" || c === "s" ? "b" : undefined;
}

/** Reads one team round cell. */
export function parseTeamSwissCell(v: unknown): TeamSwissCell {
  if (isMaybeBlank(v)) return { t: "blank" };
  if (typeof v === "number") return { t: "bad", why: "a number alone names no opponent and score" };
  const s = cellText(v).replace(/\s+/g, " ");
  const lower = s.toLowerCase();
  if (PAB_WORDS.has(lower)) return { t: "pab" };
  if (ABSENT_WORDS.has(lower)) return { t: "absent", withdrawn: false };
  if (WD_WORDS.has(lower)) return { t: "absent", withdrawn: true };
  const bye = /^(?:bye|pab) (\S+)$|^(\S+) (?:bye|pab)$/i.exec(s);
  if (bye) {
    const gp = gpOf(bye[1] ?? bye[2]);
    return gp
      ? { t: "pab", gp }
      : { t: "bad", why: `the bye's game points "${bye[1] ?? bye[2]}" are not a number` };
  }
  const pending = /^(\d{1,5}) ?([wbs])$/i.exec(s);
  if (pending) {
    const colour = colourOf(pending[2]);
    return { t: "pending", opp: Number(pending[1]), ...(colour ? { colour } : {}) };
  }
  const m = /^(\d{1,5})(?: ?([wbs]) ?| )(.+)$/i.exec(s) ?? /^(\d{1,5})()([+-])$/.exec(s);
  if (!m) return { t: "bad" };
  const score = scoreToken(m[3]);
  if (score.t === "bad") return { t: "bad", why: score.why };
  const colour = colourOf(m[2] || undefined);
  return { t: "match", opp: Number(m[1]), ...(colour ? { colour } : {}), score };
}

function describe(c: TeamSwissCell): string {
  switch (c.t) {
    case "match":
      return `team ${c.opp} (${c.score.t === "forfeit" ? (c.score.drawn ? "drawn by forfeits" : c.score.won ? "won by forfeit" : "lost by forfeit") : scoreText(c.score.gp, c.score.ogp)})`;
    case "pending":
      return `team ${c.opp}, not played yet`;
    case "pab":
      return "a bye";
    case "absent":
      return c.withdrawn ? "withdrawn" : "absent";
    case "blank":
      return "a blank";
    default:
      return "an unreadable cell";
  }
}

/** Why two cells of one match disagree, or null. `a` is row A's cell, `b` row B's. */
function disagree(a: MatchCell, b: MatchCell): string | null {
  if (a.colour && b.colour && a.colour === b.colour)
    return `both teams have ${a.colour === "w" ? "White" : "Black"} on board 1`;
  const x = a.score;
  const y = b.score;
  if (x.t === "forfeit" || y.t === "forfeit") {
    if (x.t === "forfeit" && y.t === "forfeit") return forfeitsDisagree(x, y);
    return "one side is a forfeited match, the other a score";
  }
  if (x.ogp && !x.ogp.eq(y.gp))
    return `game points ${scoreText(x.gp, x.ogp)} against ${scoreText(y.gp, y.ogp)}`;
  if (y.ogp && !y.ogp.eq(x.gp))
    return `game points ${scoreText(x.gp, x.ogp)} against ${scoreText(y.gp, y.ogp)}`;
  return null;
}

function mirror(a: MatchCell, self: number): MatchCell | null {
  const colour: Colour | undefined = a.colour === "w" ? "b" : a.colour === "b" ? "w" : undefined;
  const extra = colour ? { colour } : {};
  if (a.score.t === "forfeit")
    return { t: "match", opp: self, ...extra, score: otherForfeit(a.score) };
  if (!a.score.ogp) return null;
  return {
    t: "match",
    opp: self,
    ...extra,
    score: { t: "score", gp: a.score.ogp, ogp: a.score.gp },
  };
}

export function readTeamSwiss(
  cells: unknown[][],
  headerRow: number,
  width: number,
  opts: TeamGridOptions,
  issues: Issues
): { event: TeamEvent; teamRows: number[] } | null {
  const header = cells[headerRow] ?? [];
  const byRound = new Map<number, number>();
  for (let c = 0; c < width; c++) {
    const role = classifyHeader(header[c]);
    if (role.role !== "round" || roundBeyondLimit(issues, headerRow, c, role.round)) continue;
    if (byRound.has(role.round)) {
      issues.error(
        headerRow,
        c,
        `round ${role.round} has two columns (also ${issues.at(headerRow, byRound.get(role.round)!)})`
      );
      continue;
    }
    byRound.set(role.round, c);
  }
  const rounds = [...byRound.keys()].sort((a, b) => a - b);
  rounds.forEach((r, k) => {
    if (r !== k + 1)
      issues.error(
        headerRow,
        byRound.get(r)!,
        `round ${r} follows round ${k}: the round columns must be 1, 2, 3...`
      );
  });
  if (rounds.length === 0) {
    issues.error(
      headerRow,
      0,
      'no round columns: a team Swiss table has one column per round ("R1", "Round 2", "3")'
    );
    return null;
  }
  const cols = rounds.map((r) => byRound.get(r)!);
  const dataRows = dataRowsBelow(cells, headerRow);
  const pc = playerColumns(cells, headerRow, dataRows, new Set(cols), width);
  if (pc.name === undefined)
    issues.error(headerRow, 0, 'no "Team" column with the team names', "missing");
  const { players, playerRows } = readPlayers(cells, dataRows, pc, issues);
  const index = new Map(players.map((p, k) => [p.id, k]));
  const n = players.length;

  // tokens, [team][round]
  const tok: TeamSwissCell[][] = players.map((_, k) =>
    cols.map((c) => {
      const v = cells[playerRows[k]][c];
      const t = parseTeamSwissCell(v);
      if (t.t === "bad")
        issues.error(
          playerRows[k],
          c,
          `cannot read ${show(v)} as a team round${t.why ? `: ${t.why}` : ""}; ${TEAM_SWISS_ACCEPTED}`
        );
      return t;
    })
  );
  // rounds entered: up to the last round with a result; a round of pairings only is not counted
  let entered = 0;
  for (let r = 0; r < cols.length; r++) {
    if (tok.some((row) => row[r].t !== "blank" && row[r].t !== "pending")) entered = r + 1;
  }
  for (let r = 0; r < entered; r++)
    for (let k = 0; k < n; k++)
      if (tok[k][r].t === "pending")
        issues.error(
          playerRows[k],
          cols[r],
          `round ${r + 1}: ${show(cells[playerRows[k]][cols[r]])} has no match score, but round ${r + 1} has results`,
          "missing"
        );

  const teams: Team[] = players.map((p) => ({
    id: p.id,
    name: p.name,
    roster: [],
    source: p.source,
    // the team row's further columns (FED, Club, Captain ...), for --columns
    ...(p.federation ? { federation: p.federation } : {}),
    ...(Object.keys(p.attrs).length > 0 ? { attrs: { ...p.attrs } } : {}),
  }));
  const at = (k: number, r: number): string => issues.at(playerRows[k], cols[r]);
  const matches: TeamMatch[] = [];
  const totals: { q: Q; k: number; r: number }[] = [];
  const singles: { q: Q; k: number; r: number }[] = [];
  for (let r = 0; r < entered; r++) {
    const done = new Set<number>();
    for (let k = 0; k < n; k++) {
      if (done.has(k)) continue;
      const a = tok[k][r];
      const id = players[k].id;
      if (a.t === "pab") {
        matches.push({
          round: r + 1,
          home: id,
          away: null,
          kind: "pab",
          ...(a.gp ? { homeGP: a.gp } : {}),
          source: { cell: at(k, r) },
        });
        singles.push(...(a.gp ? [{ q: a.gp, k, r }] : []));
        continue;
      }
      if (a.t === "absent") {
        if (a.withdrawn && teams[k].withdrawnAfter === undefined) teams[k].withdrawnAfter = r;
        continue;
      }
      if (a.t !== "match") continue;
      const j = index.get(a.opp);
      if (j === undefined) {
        issues.error(
          playerRows[k],
          cols[r],
          `round ${r + 1}: no team has number ${a.opp}`,
          "inconsistent"
        );
        continue;
      }
      if (j === k) {
        issues.error(
          playerRows[k],
          cols[r],
          `round ${r + 1}: a team cannot play itself`,
          "inconsistent"
        );
        continue;
      }
      const given = tok[j][r];
      let b: MatchCell;
      if (given.t === "blank") {
        const m = mirror(a, id);
        if (!m) {
          issues.error(
            playerRows[j],
            cols[r],
            `round ${r + 1}: blank, but ${at(k, r)} names this team with ${scoreText((a.score as { gp: Q }).gp)} game points: enter this team's score (or both, "${scoreText((a.score as { gp: Q }).gp)}-x", there)`,
            "missing"
          );
          done.add(j);
          continue;
        }
        b = m;
      } else if (given.t !== "match" || given.opp !== id) {
        issues.error(
          playerRows[k],
          cols[r],
          `round ${r + 1}: names team ${a.opp}, whose cell ${at(j, r)} says ${describe(given)}`,
          "inconsistent"
        );
        done.add(j);
        continue;
      } else b = given;
      done.add(j);
      const why = disagree(a, b);
      if (why) {
        issues.error(
          playerRows[k],
          cols[r],
          `round ${r + 1}: this cell and ${at(j, r)} disagree: ${why}`,
          "inconsistent"
        );
        continue;
      }
      const colour = a.colour ?? (b.colour === "w" ? "b" : b.colour === "b" ? "w" : undefined);
      const m: TeamMatch = {
        round: r + 1,
        home: id,
        away: a.opp,
        kind: "played",
        ...(colour ? { colour } : {}),
        source: { cell: at(k, r) },
      };
      if (a.score.t === "forfeit") {
        m.kind = "forfeit";
        m.forfeit = forfeitCode(a.score);
      } else {
        const bs = b.score as { gp: Q };
        m.homeGP = a.score.gp;
        m.awayGP = bs.gp;
        totals.push({ q: a.score.gp.add(bs.gp), k, r });
        singles.push({ q: a.score.gp, k, r }, { q: bs.gp, k: j, r });
      }
      matches.push(m);
    }
  }
  const mb = matchBoards(
    totals.map((x) => x.q),
    opts.boards,
    matches.some((m) => m.kind === "forfeit" || m.kind === "pab") || totals.length > 0,
    issues,
    headerRow
  );
  if (mb !== null) {
    const { B, boards, given } = mb;
    for (const x of singles)
      if (x.q.gt(B))
        issues.error(
          playerRows[x.k],
          cols[x.r],
          `round ${x.r + 1}: ${x.q} game points exceed the ${boards} boards${given}`,
          "inconsistent"
        );
    for (const x of totals) {
      if (x.q.gt(B) && !singles.some((s) => s.r === x.r && s.k === x.k && s.q.gt(B)))
        issues.error(
          playerRows[x.k],
          cols[x.r],
          `round ${x.r + 1}: the two scores add up to ${x.q} game points, more than the ${boards} boards${given}`,
          "inconsistent"
        );
      else if (x.q.lt(B))
        issues.warn(
          playerRows[x.k],
          cols[x.r],
          `round ${x.r + 1}: the two scores add up to ${x.q} of ${boards} game points (a board lost by both sides?)`
        );
    }
  }
  const event: TeamEvent = {
    type: "swiss",
    totalRounds: rounds.length,
    boards: mb?.boards ?? 0,
    teams,
    matches,
    matchPoints: defaultMatchPoints(),
    game: { win: Q.ONE, draw: Q.HALF },
    meta: {},
  };
  return { event, teamRows: playerRows };
}
