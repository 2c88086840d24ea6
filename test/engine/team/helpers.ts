/** Building team events by hand for the tests: boards written as "1-0", "½-½", "+-", "--". */
import {
  Q,
  defaultMatchPoints,
  type Board,
  type BoardSide,
  type TeamEvent,
  type TeamMatch,
} from "../../../src/engine";

export function q(s: string): Q {
  const v = Q.parse(s.replace("½", ".5").replace(/^\.5$/, "0.5"));
  if (!v) throw new Error(`bad number ${s}`);
  return v;
}

function sideOf(r: string, other: string): BoardSide {
  if (r === "+") return { points: Q.ONE, kind: "forfeit" };
  if (r === "-") return { points: Q.ZERO, kind: "forfeit" };
  if (other === "" || r === "") throw new Error(`bad board result ${r}-${other}`);
  return { points: r === "1" ? Q.ONE : r === "½" ? Q.HALF : Q.ZERO, kind: "game" };
}

/** A match with its boards; board k's home colour alternates from `colour` on board 1. */
export function match(
  round: number,
  home: number,
  away: number,
  boards: string[],
  colour: "w" | "b" = "w"
): TeamMatch {
  const list: Board[] = boards.map((b, k) => {
    // "1-0", "½-½" have a separator; the forfeits "+-", "-+", "--" one character per side
    const [h, a] = /^[+-]{2}$/.test(b) ? [b[0], b[1]] : b.split("-");
    const hc = (k % 2 === 0) === (colour === "w") ? "w" : "b";
    return {
      board: k + 1,
      home: { ...sideOf(h, a), colour: hc },
      away: { ...sideOf(a, h), colour: hc === "w" ? "b" : "w" },
    };
  });
  return { round, home, away, kind: "played", colour, boards: list };
}

export function event(names: string[], boards: number, matches: TeamMatch[]): TeamEvent {
  return {
    boards,
    teams: names.map((name, k) => ({ id: k + 1, name, roster: [] })),
    matches,
    matchPoints: defaultMatchPoints(),
    game: { win: Q.ONE, draw: Q.HALF },
    meta: {},
    type: "swiss",
    startDate: "2026-04-01",
  };
}

/** The hand-worked event of model.test.ts. */
export function ev5(): TeamEvent {
  const ev = event(["A", "B", "C", "D", "E"], 2, [
    match(1, 1, 2, ["1-0", "½-½"]),
    { round: 1, home: 3, away: 4, kind: "forfeit", forfeit: "+-" },
    { round: 1, home: 5, away: null, kind: "pab" },
    match(2, 1, 3, ["-+", "1-0"]),
    match(2, 2, 5, ["½-½", "0-1"]),
    { round: 2, home: 4, away: null, kind: "pab" },
    match(3, 1, 5, ["1-0", "1-0"]),
    match(3, 2, 4, ["½-½", "½-½"]),
  ]);
  ev.teams[2].withdrawnAfter = 2;
  return ev;
}
