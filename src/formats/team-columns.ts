/**
 * Further columns of the team ranking list (--columns, columns= in the options): what
 * the team model holds beside the scores.
 * - the team's own columns of a team grid (a team Swiss table's or crosstable's further header
 *   columns: "Club", "Division", "Captain" ...), by their header;
 * - FED (also "federation", "country", "nation"): the team's own column, else the federation all
 *   its players share (TRF 001 lines, a grid's FED column); blank when they differ;
 * - Club: the team's own column, else the club all its players share;
 * - Players: how many players played at least one board for the team (over the board or by
 *   forfeit) in the rounds counted; only when the source has board entries.
 * A name nothing has a value for is an InputError at the option "columns" listing what the event
 * has. Rk, SNo, Team, MP, GP add nothing (the list has them).
 * Pure: no Office, DOM or Node APIs.
 */
import { InputError } from "../engine/errors";
import type { TeamStandings } from "../engine/team/standings";
import type { Player } from "../engine/types";
import { normName } from "./table";

/** A team column asked for: its label and the value of the team at index k of the event. */
export interface TeamColumn {
  label: string;
  get(k: number): string | number;
}

const SHOWN = new Set(["rk", "rank", "place", "sno", "no", "name", "team", "mp", "gp", "pts"]);
const FED_NAMES = ["fed", "federation", "country", "nation", "nat"];
const CLUB_NAMES = ["club", "clubcity", "clubname", "verein", "school"];
const PLAYERS_NAMES = ["players", "playersused", "nplayers", "numberofplayers", "used"];

/** The value all of `values` share (blank values left out); "" when they differ or none. */
function shared(values: readonly (string | undefined)[]): string {
  let one = "";
  for (const v of values) {
    const t = (v ?? "").trim();
    if (t === "") continue;
    if (one === "") one = t;
    else if (one !== t) return "";
  }
  return one;
}

export function teamColumns(st: TeamStandings, names: readonly string[]): TeamColumn[] {
  const view = st.view;
  const ev = view.event;
  const teams = ev.teams;
  const byId = new Map<number, Player>((ev.players ?? []).map((p) => [p.id, p]));
  /** The players of team k: its roster, else those who played for it. */
  const playersOf = teams.map((t, k) => {
    const ids = new Set<number>(t.roster);
    for (const tr of view.rounds[k] ?? [])
      for (const b of tr.boards) if (b.player !== undefined) ids.add(b.player);
    return [...ids].map((id) => byId.get(id)).filter((p): p is Player => p !== undefined);
  });
  const teamAttr = (k: number, key: string): string | number => teams[k].attrs?.[key] ?? "";
  const attrKeys: string[] = [];
  for (const t of teams)
    for (const [key, v] of Object.entries(t.attrs ?? {}))
      if (String(v).trim() !== "" && !attrKeys.includes(key)) attrKeys.push(key);
  const fedOf = (k: number): string =>
    teams[k].federation ?? shared(playersOf[k].map((p) => p.federation));
  const playerClubKey = (k: number): string =>
    shared(
      playersOf[k].map((p) => {
        const key = Object.keys(p.attrs).find((a) => CLUB_NAMES.includes(normName(a)));
        return key !== undefined ? String(p.attrs[key]) : "";
      })
    );
  const hasBoards = teams.some((_, k) =>
    (view.rounds[k] ?? []).some((tr) => tr.boards.some((b) => b.player !== undefined))
  );
  const playersUsed = (k: number): number => {
    const ids = new Set<number>();
    for (const tr of (view.rounds[k] ?? []).slice(0, st.rounds))
      for (const b of tr.boards)
        if (b.player !== undefined && (b.kind === "game" || b.kind === "forfeit"))
          ids.add(b.player);
    return ids.size;
  };
  const all = teams.map((_, k) => k);
  const candidates: TeamColumn[] = [
    ...attrKeys.map((key) => ({ label: key, get: (k: number) => teamAttr(k, key) })),
    { label: "FED", get: fedOf },
    { label: "Club", get: playerClubKey },
    ...(hasBoards ? [{ label: "Players", get: playersUsed }] : []),
  ];
  const available = candidates
    .filter((c) => all.some((k) => String(c.get(k)).trim() !== ""))
    .map((c) => c.label);
  const out: TeamColumn[] = [];
  for (const raw of names) {
    const name = raw.trim();
    if (name === "") continue;
    const n = normName(name);
    if (SHOWN.has(n)) continue;
    let col: TeamColumn | undefined;
    const exact = attrKeys.find((key) => normName(key) === n);
    const clubKey = attrKeys.find((key) => CLUB_NAMES.includes(normName(key)));
    const fedKey = attrKeys.find((key) => FED_NAMES.includes(normName(key)));
    if (exact !== undefined) col = { label: exact, get: (k) => teamAttr(k, exact) };
    else if (FED_NAMES.includes(n))
      col =
        fedKey !== undefined
          ? { label: fedKey, get: (k) => teamAttr(k, fedKey) }
          : { label: "FED", get: fedOf };
    else if (CLUB_NAMES.includes(n))
      col =
        clubKey !== undefined
          ? { label: clubKey, get: (k) => teamAttr(k, clubKey) }
          : { label: "Club", get: playerClubKey };
    else if (PLAYERS_NAMES.includes(n) && hasBoards) col = { label: "Players", get: playersUsed };
    const found = col;
    if (found && !all.some((k) => String(found.get(k)).trim() !== "")) col = undefined;
    if (!col) {
      const why =
        PLAYERS_NAMES.includes(n) && !hasBoards
          ? "the event has no board entries (a team Swiss table or crosstable holds match scores only)"
          : "no team has a value for it";
      throw new InputError(
        "invalid-value",
        `columns: "${name}": ${why}; ${
          available.length > 0
            ? `this team event has ${available.join(", ")}`
            : "this team event has no further team columns"
        }`,
        { kind: "option", option: "columns" }
      );
    }
    if (!out.some((c) => c.label === col.label)) out.push(col);
  }
  return out;
}
