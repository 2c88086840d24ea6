/**
 * EDE recursion with the knock-out codes, and SSSC with a factor that rounds to 0; worked by hand.
 *
 * Round robin of 4 teams, 4 boards (board results from X's or Y's side; 1 win, 0 loss):
 *   R1  X-Y 2-2 (X: 1 0 0 1)   Z-W 2-2 (four draws)
 *   R2  X-Z 3-1 (1 1 1 0)      Y-W 3-1 (1 1 1 0)
 *   R3  X-W 2½-1½ (1 1 ½ 0)    Y-Z 2½-1½ (1 1 ½ 0)
 * MP/GP: X 5/7½, Y 5/7½, Z 1/4½, W 1/4½. X and Y are tied on MP and GP, and DE on both scores
 * (their match 2-2: 1 MP and 2 GP each) splits nothing, so EDE leaves them tied; exactly two
 * teams remain, so the knock-out codes decide on their mutual match, X 1 0 0 1 against Y 0 1 1 0:
 *   BC: X 1 + 4 = 5, Y 2 + 3 = 5: equal (lower would be better, art. 12.1)
 *   TBR: board 1, X 1 against 0: X first.
 *   BBE: boards 1-3, X 1 against 2: Y first.
 * So EDET and EDEBT (BC equal, then TBR) rank X first, EDEB and EDEBB (then BBE) Y first.
 * Z and W drew all four boards: everything is equal, they share third place.
 * Over the whole event, per board: X 3 2 1½ 1, Y 2 3 2½ 0; BC X 3+4+4½+4 = 15½ = Y's 2+6+7½+0;
 * TBR (board 1: 3 against 2) X first; BBE (boards 1-3: 6½ against 7½) Y first.
 *
 * SSSC, 4 teams, 6 boards, 2 rounds (Swiss): R1 A-B 4-2, C-D 3-3; R2 A-C 3½-2½, B-D 5-1.
 *   MP: A 4, B 2, C 1, D 1. GP: A 7½, B 7, C 5½, D 4. BH:MP: A 2+1 = 3, B 4+1 = 5, C 1+4 = 5, D 1+2 = 3.
 *   F = ⌊2 MP × 2 rounds ÷ 6⌋ = 0, which becomes 1: SSSC = GP + BH:MP: A 10½, B 12, C 10½, D 7.
 *   /K2: A 7½ + 3/2 = 9. GP primary: F = ⌊6 × 2 ÷ 2⌋ = 6, BH:GP of A = 7 + 5½ = 12½:
 *   SSSC = MP 4 + 12½/6 = 73/12.
 */
import { Q, teamStandings, type TeamEvent } from "../../../src/engine";
import { event, match } from "./helpers";

function rr(): TeamEvent {
  const ev = event(["X", "Y", "Z", "W"], 4, [
    match(1, 1, 2, ["1-0", "0-1", "0-1", "1-0"]),
    match(1, 3, 4, ["½-½", "½-½", "½-½", "½-½"]),
    match(2, 1, 3, ["1-0", "1-0", "1-0", "0-1"]),
    match(2, 2, 4, ["1-0", "1-0", "1-0", "0-1"]),
    match(3, 1, 4, ["1-0", "1-0", "½-½", "0-1"]),
    match(3, 2, 3, ["1-0", "1-0", "½-½", "0-1"]),
  ]);
  ev.type = "round-robin";
  return ev;
}

function order(ev: TeamEvent, codes: string[]): string {
  const st = teamStandings(ev, codes);
  return st.rows.map((r) => `${r.rank}${r.tied ? "=" : ""}${r.player.name}`).join(" ");
}

describe("EDE and the knock-out codes (hand-worked above)", () => {
  const ev = rr();
  it("MP and GP", () => {
    const st = teamStandings(ev, ["MP", "GP"]);
    expect(st.rows.map((r) => `${r.player.name} ${r.mp}/${r.gp}`)).toEqual([
      "X 5/7.5",
      "Y 5/7.5",
      "Z 1/4.5",
      "W 1/4.5",
    ]);
  });
  it("EDE alone leaves X and Y tied", () => {
    expect(order(ev, ["MP", "GP", "EDE"])).toBe("1=X 1=Y 3=Z 3=W");
  });
  it("EDET and EDEBT: TBR on the mutual match puts X first; EDEB and EDEBB: BBE puts Y first", () => {
    expect(order(ev, ["MP", "GP", "EDET"])).toBe("1X 2Y 3=Z 3=W");
    expect(order(ev, ["MP", "GP", "EDEBT"])).toBe("1X 2Y 3=Z 3=W");
    expect(order(ev, ["MP", "GP", "EDEB"])).toBe("1Y 2X 3=Z 3=W");
    expect(order(ev, ["MP", "GP", "EDEBB"])).toBe("1Y 2X 3=Z 3=W");
  });
  it("BC, TBR and BBE over the whole event", () => {
    const bc = teamStandings(ev, ["MP", "BC"]);
    expect(bc.rows.slice(0, 2).map((r) => r.values[0]!.toString())).toEqual(["15.5", "15.5"]);
    expect(order(ev, ["MP", "GP", "BC", "TBR"])).toBe("1X 2Y 3=Z 3=W");
    expect(order(ev, ["MP", "GP", "BC", "BBE"])).toBe("1Y 2X 3=Z 3=W");
  });
  it("BC: lower ranks higher", () => {
    const e2 = rr();
    // X wins board 4 instead of board 1 in round 3: its board count rises by 3 (1×1 → 4×1),
    // W's falls by 3 (its win moves from board 4 to board 1), below Z's
    e2.matches[4] = match(3, 1, 4, ["0-1", "1-0", "½-½", "1-0"]);
    expect(order(e2, ["MP", "GP", "BC"])).toBe("1Y 2X 3W 4Z");
  });
});

describe("SSSC with a factor that rounds to 0 (hand-worked above)", () => {
  const ev = event(["A", "B", "C", "D"], 6, [
    match(1, 1, 2, ["1-0", "1-0", "1-0", "1-0", "0-1", "0-1"]),
    match(1, 3, 4, ["1-0", "0-1", "1-0", "0-1", "1-0", "0-1"]),
    match(2, 1, 3, ["1-0", "1-0", "1-0", "½-½", "0-1", "0-1"]),
    match(2, 2, 4, ["1-0", "1-0", "1-0", "1-0", "1-0", "0-1"]),
  ]);
  const col = (codes: string[]): Record<string, string> =>
    Object.fromEntries(
      teamStandings(ev, codes).rows.map((r) => [r.player.name, r.values[0]!.toString()])
    );
  it("F = 0 becomes 1", () => {
    expect(col(["MP", "SSSC"])).toEqual({ A: "10.5", B: "12", C: "10.5", D: "7" });
    expect(col(["MP", "SSSC/K0"])).toEqual(col(["MP", "SSSC"]));
  });
  it("/K2 and GP primary", () => {
    expect(col(["MP", "SSSC/K2"]).A).toBe("9");
    const a = teamStandings(ev, ["GP", "SSSC"]).rows.find((r) => r.player.name === "A")!;
    expect(a.values[0]!.eq(Q.of(73, 12))).toBe(true);
  });
});
