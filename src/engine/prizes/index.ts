/**
 * The prize list: place and category prizes over the standings (or a team ranking), paid by one
 * of four methods for players tied on points; non-cash prizes beside them. Money is counted in
 * whole cents (integers). docs/decisions.md ("Prizes") says which regulations each rule follows.
 *
 * - A prize without a category is a place prize; prizes with the same category are its 1st,
 *   2nd... A prize of amount 0 or a word (Trophy, Medal) is not money.
 * - One cash prize per player: each takes what is worth most to them; equal values by the
 *   priority rule (priority=place, the default: the place prize, US Chess 32B4; category; listed).
 *   What a player does not take passes to the next eligible player.
 * - tiebreak: the ranking decides between players tied on points; shared (FIDE and European
 *   practice): the money of the places a tie occupies is pooled and divided equally, categories
 *   decided within their category the same way; hort: part of each prize (hort=50 percent) shared
 *   that way, the rest by the ranking (tracks.ts); us-chess (US Chess 32B3 as amended): the tied
 *   players' place and class prizes pooled, no player above the largest prize they could win
 *   without the tie (pools.ts, payout.ts).
 * - Non-cash prizes are never shared or split: one player each, by the ranking; beside the money
 *   (a player may take cash and one of them) unless trophies=exclusive.
 * - Odd cents (or units with round=1) of a shared sum go one each to the best placed (money.ts).
 *
 * The computation is in named phases (compute.ts); this module is the prize list's public face
 * (importing it registers the prize options). Pure: no Office, DOM or Node APIs.
 */
export * from "./types";
export { centsOf, moneyNumber, moneyText, splitCents, splitUnits } from "./money";
export { resolveRating } from "./rating";
export { preparePrizes } from "./list";
export { computePrizes } from "./compute";
export { prizeOptions, type PrizeOptionValues } from "./options";
