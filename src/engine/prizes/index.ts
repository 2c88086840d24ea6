/**
 * The prize list: place and category prizes over the standings, one prize per player, ties on
 * points settled by one of three methods. Money is counted in whole cents (integers); shares are
 * exact until the documented odd-cent rule turns them into cents. docs/decisions.md ("Prizes")
 * says which regulations each method follows.
 *
 * - A prize without a category is a place prize; prizes with the same category are its 1st, 2nd...
 * - One prize per player. Prizes are handed out most valuable first (equal amounts: the one listed
 *   first), each to the best-placed eligible player who has none yet; a prize that a player does
 *   not take passes to the next eligible player. Player by player (each player, best placed first,
 *   takes the most valuable prize left that they are eligible for) gives the same result: both
 *   sides rank the other the same way, so there is exactly one stable assignment.
 * - tiebreak: that assignment, with the standings' order deciding between players tied on points.
 * - shared: players tied on points act as one: prize by prize, a prize goes to the best score
 *   group that can still take it (one prize per member: a matching of prizes to eligible members
 *   must exist). The group's prizes are pooled and shared equally among its members eligible for
 *   them, except that the players eligible for a category whose own prizes give them more than
 *   the equal share take and share those prizes alone (US Chess 32B3's "unless" clause).
 * - hort: each prize is cut in two halves (the odd cent stays with the first): the first half goes
 *   by the tiebreak assignment, the second by the shared method.
 *
 * Odd cents: a pool of T cents shared by k players gives each floor(T/k) cents, and the
 * T mod k cents left over go one each to the pool's best-placed players.
 *
 * The computation is in named phases (compute.ts); this module is the prize list's public face
 * (importing it registers the options split= and rating=). Pure: no Office, DOM or Node APIs.
 */
export * from "./types";
export { centsOf, moneyNumber, moneyText, splitCents } from "./money";
export { resolveRating } from "./rating";
export { preparePrizes } from "./list";
export { computePrizes } from "./compute";
export { prizeOptions } from "./options";
