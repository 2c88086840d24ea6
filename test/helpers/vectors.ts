/**
 * The tournaments of the C.07 test vectors (test/fixtures/c07, "§13.n" is the file 13.n-*.json),
 * written in the crosstable notation of ./crosstable.ts. The expected values stay in the vector
 * files and are read from them by the tests (./spectables.ts) or written next to the assertions
 * with their derivation.
 */
import type { Tournament } from "../../src/engine";
import { crosstable, pointsSystem } from "./crosstable";

/** §13.1 mini Swiss: 6 players, 3 rounds; 3 beats 6 by forfeit in R1, 5 HPB and 6 PAB in R2. */
export function mini(): Tournament {
  return crosstable(
    `
    1,+W4,=B2,-W3
    2,=W5,=W1,+B6
    3,+F6,+B4,+B1
    4,.,.,.
    5,=B2,=BYE,=W4
    6,-F3,+BYE,-W2
    `,
    { totalRounds: 3, startDate: "2026-04-01" }
  );
}

/** §13.2 the FIDE TEC exercise Swiss (16 players, 5 rounds), as transcribed in the spec. */
export function tec(): Tournament {
  return crosstable(
    `
    #,1,2,3,4,5
    1,+W9,=B13,=W2,+B15,=W4
    2,+B10,+W7,=B1,+W16,=B3
    3,=W11,+B6,+W8,=B4,=W2
    4,+B12,=BYE,+W13,=W3,=B1
    5,-W13,-B15,+W11,=B7,+W10
    6,-B14,-W3,+BYE,+W10,+B8
    7,+W15,-B2,-B16,=W5,-B11
    8,=B16,+W14,-B3,+W13,-W6
    9,-B1,-W10,=BYE,-F11,+BYE
    10,-W2,+B9,-W15,-B6,-B5
    11,=B3,-W16,-B5,+F9,+W7
    12,-W4,+BYE,+F14,--,--
    13,+B5,=W1,-B4,-B8,-W14
    14,+W6,-B8,-F12,--,+B13
    15,-B7,+W5,+B10,-W1,-B16
    16,=W8,+B11,+W7,-B2,+W15
    `,
    { totalRounds: 5 }
  );
}

/** §13.3 round robin of 4 (Berger order); 3 wins by forfeit against 4 in R2. */
export function rr4(): Tournament {
  return crosstable(
    `
    1,+W4,-W2,+B3
    2,=W3,+B1,=W4
    3,=B2,+F4,-W1
    4,.,.,.
    `,
    { type: "round-robin", totalRounds: 3, ratings: { 1: 2400, 2: 2300, 3: 2200, 4: 2100 } }
  );
}

/**
 * §13.4 SB cuts with two VURs: Swiss, 5 players, 4 rounds; player 2 has a HPB in R2 and loses
 * R3 to player 1 by forfeit. `oneVUR`: R3 is a normal loss instead.
 */
export function sbCuts(oneVUR = false): Tournament {
  return crosstable(
    `
    1,+W4,+B3,${oneVUR ? "+W2" : "+F2"},+B5
    2,+W5,=BYE,.,+W4
    3,+BYE,-W1,+W5,--
    4,-B1,=B5,+BYE,.
    5,.,.,.,.
    `,
    { totalRounds: 4, startDate: "2026-03-01" }
  );
}

/** §13.7 3/1/0 scoring, 4 players, 2 rounds, a double forfeit 1–3 in R2. */
export function std310(): Tournament {
  return crosstable(
    `
    1,+W2,-F3
    2,.,+W4
    3,=W4,-F1
    4,.,.
    `,
    { points: pointsSystem(3, 1, 0), totalRounds: 2 }
  );
}

/** §13.5 DE in a Swiss: 6 players, 3 rounds, no unplayed rounds. */
export function de6(): Tournament {
  return crosstable(
    `
    1,+W2,+B3,-W6
    2,.,+W5,+B4
    3,+W4,.,+B5
    4,.,+W6,.
    5,+W6,.,.
    6,.,.,.
    `,
    { totalRounds: 3 }
  );
}
