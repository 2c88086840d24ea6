/**
 * EDE (C.07 13.3) restarting from the primary score in a subgroup split off by the secondary
 * score; worked by hand.
 *
 * Round robin of 6 teams, 2 boards, 5 rounds (Berger order), match points 2/1/0. F loses every
 * match 0-2; the other matches (game points, first team first):
 *   A-B ½-1½   A-C ½-1½   A-D 1½-½   A-E 2-0
 *   B-C 0-2    B-D 1-1    B-E 1-1
 *   C-D ½-1½   C-E 0-2    D-E 1-1 (D wins board 1, E board 2)
 * MP: A, B, C, D, E all 2 (F) + 4 = 6; F 0. Order MP, EDE: the group {A, B, C, D, E}.
 *  13.3.1 DE on MP (their mutual matches): A 0+0+2+2, B 2+0+1+1, C 2+2+0+0, D 0+1+2+1,
 *         E 0+1+2+1: 4 each, no split.
 *         DE on GP: A ½+½+1½+2 = 4½; B 1½+0+1+1 = 3½; C 1½+2+½+0 = 4; D ½+1+1½+1 = 4;
 *         E 0+1+2+1 = 4: A, then {C, D, E}, then B.
 *  {C, D, E} is a new tied subgroup: restart from 13.3.1, DE on MP among C, D, E:
 *         C 0+0 = 0, D 2+1 = 3, E 2+1 = 3: {D, E}, then C.
 *  {D, E}: DE on MP 1-1, on GP 1-1: still tied. EDE: A 1, D and E 2-3, C 4, B 5, F 6.
 *  Had the subgroup kept the score that split it (GP among C, D, E: C ½+0 = ½, D 1½+1 = 2½,
 *  E 2+1 = 3), E would be 2nd and D 3rd: the reading this test tells apart.
 *  Exactly two teams (D, E) still tied: the knock-out codes on their match, D 1 0 against E 0 1:
 *  EDET (TBR, board 1: 1 against 0) D first; EDEB (BBE, all boards but the bottom: 1 against 0)
 *  D first; EDEBT (BC: D 1×1 + 2×0 = 1, E 1×0 + 2×1 = 2, lower first) D first.
 * DE:GP on its own (art. 6.2 re-applies DE inside its own blocks on the same score): A, E, D, C, B.
 *
 * TieBreakServer 1.9.57 on the same event as TRF (-p) ranks EDE and EDET A, E, D, C, B: it keeps
 * applying the score that split a group until it splits nothing more, then moves to the next
 * (docs/decisions.md, "Teams"); C.07 13.3 restarts from 13.3.1.
 */
import { teamStandings, type TeamEvent } from "../../../src/engine";
import { event, match } from "./helpers";

function rr6(): TeamEvent {
  const ev = event(["A", "B", "C", "D", "E", "F"], 2, [
    match(1, 1, 6, ["1-0", "1-0"]),
    match(1, 2, 5, ["½-½", "½-½"]),
    match(1, 3, 4, ["0-1", "½-½"]),
    match(2, 6, 4, ["0-1", "0-1"]),
    match(2, 5, 3, ["1-0", "1-0"]),
    match(2, 1, 2, ["0-1", "½-½"]),
    match(3, 2, 6, ["1-0", "1-0"]),
    match(3, 3, 1, ["1-0", "½-½"]),
    match(3, 4, 5, ["1-0", "0-1"]),
    match(4, 6, 5, ["0-1", "0-1"]),
    match(4, 1, 4, ["1-0", "½-½"]),
    match(4, 2, 3, ["0-1", "0-1"]),
    match(5, 3, 6, ["1-0", "1-0"]),
    match(5, 4, 2, ["½-½", "½-½"]),
    match(5, 5, 1, ["0-1", "0-1"]),
  ]);
  ev.type = "round-robin";
  return ev;
}

function order(codes: string[]): string {
  return teamStandings(rr6(), codes)
    .rows.map((r) => `${r.rank}${r.tied ? "=" : ""}${r.player.name}`)
    .join(" ");
}

describe("EDE restarts from the primary score in a subgroup the secondary split off", () => {
  it("MP and GP (hand-worked above)", () => {
    const st = teamStandings(rr6(), ["MP", "GP"]);
    expect(Object.fromEntries(st.rows.map((r) => [r.player.name, `${r.mp}/${r.gp}`]))).toEqual({
      A: "6/6.5",
      B: "6/5.5",
      C: "6/6",
      D: "6/6",
      E: "6/6",
      F: "0/0",
    });
  });
  it("EDE: {C, D, E} restarts on MP, D and E stay tied", () => {
    expect(order(["MP", "EDE"])).toBe("1A 2=D 2=E 4C 5B 6F");
  });
  it("the knock-out codes separate D and E on their match", () => {
    for (const code of ["EDET", "EDEB", "EDEBT", "EDEBB"])
      expect([code, order(["MP", code])]).toEqual([code, "1A 2D 3E 4C 5B 6F"]);
  });
  it("DE:GP alone keeps its own score inside its blocks (art. 6.2)", () => {
    expect(order(["MP", "DE:GP"])).toBe("1A 2E 3D 4C 5B 6F");
  });
});
