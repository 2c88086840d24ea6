/**
 * Sonneborn-Berger (C.07 9.1): the sum over rounds of the opponent's score times the points
 * scored against that opponent, in the event's points system (a win under 3/1/0 counts 3).
 * Unplayed rounds follow art. 16 (dummies) or the edition's convention, through ../unplayed.
 *
 * Cuts (14.1): the least significant value is the contribution against the lowest-scoring
 * opponent, the lowest contribution among equal scores; the most significant mirrors it. With
 * VURs, 16.5 cuts the higher of the lowest VUR contribution and the least significant value.
 */
import type { Ctx } from "../context";
import type { Q } from "../rational";
import { register, type TieBreakDef } from "../registry";
import { explainSum } from "../unplayed";
import { sumValues } from "../unplayed-units";

/** SB of every player with a cut/median and /P. */
export function sonnebornValues(ctx: Ctx, cut = 0, median = 0, p = false): Q[] {
  return ctx.memo(`sb:${cut}:${median}:${p}`, () => sumValues(ctx, { p }, "SB", cut, median));
}

const SB: TieBreakDef = {
  name: "SB",
  title: "Sonneborn-Berger",
  summary:
    "Sum of each opponent's score times the points scored against them (own unplayed rounds per C.07 art. 16); /C1 /C2 /M1 /M2 cut, /P counts forfeits as games.",
  family: "Sonneborn-Berger",
  fideType: "BC",
  modifiers: ["C", "M", "P", "V"],
  compute: (ctx, spec) => sonnebornValues(ctx, spec.cut, spec.median, spec.p),
  explain: (ctx, spec, i) => explainSum(ctx, spec, i, "SB", false),
};

register(SB);
