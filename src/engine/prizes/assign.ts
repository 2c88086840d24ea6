/**
 * The tiebreak assignment: one prize per player, the unique stable matching of prizes (in value
 * order) to players (in ranking order). Prize by prize (each prize, most valuable first, to the
 * best-placed eligible player who has none yet) and player by player (each player, best placed
 * first, takes the most valuable prize left they are eligible for) give the same result: both
 * sides rank the other the same way. Pure: no Office, DOM or Node APIs.
 */
import type { Work } from "./work";

export interface Assignment {
  /** Prize index -> ranking position, -1 for nobody. */
  holder: number[];
  /** Ranking position -> prize index, -1 for none. */
  held: number[];
}

export function tiebreakAssignment(w: Work, by: "prize" | "player" = "prize"): Assignment {
  const holder = new Array<number>(w.specs.length).fill(-1);
  const held = new Array<number>(w.n).fill(-1);
  const give = (p: number, pos: number): void => {
    holder[p] = pos;
    held[pos] = p;
  };
  if (by === "prize") {
    for (const p of w.order) {
      for (let pos = 0; pos < w.n; pos++) {
        if (held[pos] < 0 && w.elig(p, pos)) {
          give(p, pos);
          break;
        }
      }
    }
  } else {
    for (let pos = 0; pos < w.n; pos++) {
      for (const p of w.order) {
        if (holder[p] < 0 && w.elig(p, pos)) {
          give(p, pos);
          break;
        }
      }
    }
  }
  return { holder, held };
}
