/**
 * The crosstable of a team event, beside the team ranking list (the individual one is
 * crosstable.ts, whose Crosstable shape the xlsx, HTML and sheet writers take):
 *
 * - Team Swiss: one row per team in ranking order; each round as the opponent team's start
 *   number, the colour of board 1 when known and the match score, in the notation the team grid
 *   readers take (grid-team-swiss.ts): "12w 3½-½", "5 2-2"; a match won / lost by forfeit
 *   "12 +" / "12 -"; the team PAB "bye 2" (its game points); "-" absent, "wd" withdrawn; a
 *   round not entered (or after the round shown) blank.
 * - Team round robin: the N x N table, rows and columns in ranking order, the columns headed by
 *   the teams' start numbers; a cell holds the row team's match score against the column team
 *   ("2½-1½", "+" / "-" for a forfeit; several meetings side by side), "x" on the diagonal, "."
 *   not played (yet), as the team crosstable reader (grid-team-crosstable.ts) takes them.
 *
 * Opponents are named by start number, as in the individual crosstable (a shared place "3-5" is
 * not unique). Game points use ½ (the crosstable symbols, docs/decisions.md "Outputs"); the MP and
 * GP columns follow the one number format.
 */
import type { Standings, Tournament } from "../engine";
import type { Q } from "../engine/rational";
import type { TeamStandings } from "../engine/team/standings";
import type { TeamRound } from "../engine/team/model";
import { crosstable, type Crosstable } from "./crosstable";
import { placeTexts } from "./table";

/** Game points as a crosstable writes them: 3½, ½, 2, 0 (other fractions as decimals). */
export function gpText(q: Q): string {
  const twice = q.add(q);
  if (twice.isInteger()) {
    const n = twice.toNumber();
    const whole = Math.floor(n / 2);
    if (n % 2 === 0) return String(whole);
    return whole === 0 ? "½" : `${whole}½`;
  }
  return q.toString(2);
}

/** A match score from one team's side: "3½-½". */
function scoreText(tr: TeamRound): string {
  return `${gpText(tr.gp)}-${tr.opponentGP ? gpText(tr.opponentGP) : "0"}`;
}

/** One team round as a team Swiss crosstable cell (opponent by start number). */
export function teamRoundCell(tr: TeamRound | undefined, oppId: (k: number) => number): string {
  if (!tr) return "";
  switch (tr.kind) {
    case "played":
      return `${oppId(tr.opponent)}${tr.colour ?? ""} ${scoreText(tr)}`;
    case "forfeit":
      return `${oppId(tr.opponent)} ${forfeitMark(tr)}`;
    case "pab":
      return `bye ${gpText(tr.gp)}`;
    case "absent":
      return tr.withdrawn ? "wd" : "-";
  }
}

/** A forfeited match's mark: "+" won, "-" lost, "=" drawn (boards forfeited on both sides). */
function forfeitMark(tr: TeamRound): string {
  return tr.outcome === "win" ? "+" : tr.outcome === "draw" ? "=" : "-";
}

/** One meeting from the row team's side, for the round-robin table. */
function meetingCell(tr: TeamRound): string {
  if (tr.kind === "forfeit") return forfeitMark(tr);
  return scoreText(tr);
}

const SWISS_LEGEND =
  'Each round: opponent team\'s start number, colour of board 1 when known (w white, b black), match score in game points (team first, "3½-½"); "+" / "-" a match won / lost by forfeit, "=" drawn with no board played; "bye 2" the team pairing-allocated bye with its game points; "-" absent; "wd" withdrawn; blank: round not entered.';
const RR_LEGEND =
  'Rows and columns in ranking order, columns headed by start number (SNo). A cell: the match score of the row\'s team against the column\'s team in game points (row team first, "2½-1½"; "+" / "-" a match won / lost by forfeit, "=" drawn with no board played; several meetings side by side; "." not played yet).';

/** The crosstable of team standings: team Swiss or team round robin by the event type. */
export function teamCrosstable(st: TeamStandings): Crosstable {
  const view = st.view;
  const places = placeTexts(st);
  const ids = view.event.teams.map((t) => t.id);
  const oppId = (k: number): number => ids[k];
  const n = st.rounds;
  const name = view.event.name?.trim();
  // as the individual crosstable's title: the sheet and the HTML section stand on their own
  const total =
    view.event.totalRounds && view.event.totalRounds >= n ? ` of ${view.event.totalRounds}` : "";
  const title = `Team crosstable${name ? `: ${name}` : ""} (after round ${n}${total})`;
  const scores = (row: TeamStandings["rows"][number]): number[] => [
    row.mp.toNumber(),
    row.gp.toNumber(),
  ];
  if (st.type === "round-robin") {
    const order = st.rows.map((r) => r.index);
    const header = ["Rk", "SNo", "Team", ...order.map((k) => String(ids[k])), "MP", "GP"];
    const rows = st.rows.map((row, j) => {
      const rounds = view.rounds[row.index] ?? [];
      const cells = order.map((k) => {
        if (k === row.index) return "x";
        const met: string[] = [];
        for (let r = 0; r < n; r++) {
          const tr = rounds[r];
          if (tr && tr.opponent === k && (tr.kind === "played" || tr.kind === "forfeit"))
            met.push(meetingCell(tr));
        }
        return met.length ? met.join(" ") : ".";
      });
      return [places[j], row.player.id, row.player.name, ...cells, ...scores(row)];
    });
    return { kind: "round-robin", title, header, rows, legend: [RR_LEGEND] };
  }
  const rounds = Array.from({ length: n }, (_, r) => `R${r + 1}`);
  const header = ["Rk", "SNo", "Team", "MP", "GP", ...rounds];
  const rows = st.rows.map((row, j) => [
    places[j],
    row.player.id,
    row.player.name,
    ...scores(row),
    ...rounds.map((_, r) => teamRoundCell(view.rounds[row.index]?.[r], oppId)),
  ]);
  return { kind: "swiss", title, header, rows, legend: [SWISS_LEGEND] };
}

/** Whether standings are a team event's (TeamStandings carries its view). */
export function isTeamStandings(st: Standings): st is TeamStandings {
  return (st as Partial<TeamStandings>).view !== undefined;
}

/** The crosstable of any standings: the team crosstable for a team event, else the individual one. */
export function eventCrosstable(st: Standings, t: Tournament): Crosstable {
  return isTeamStandings(st) ? teamCrosstable(st) : crosstable(st, t);
}
