/**
 * The prize list by places, for the methods tiebreak, shared and hort, and for non-cash prizes.
 *
 * A track is a kind of prize: the place prizes, or one category's prizes, handed out most
 * valuable first (equal amounts in listed order) down the ranking of the players still in the
 * track. The players tied on points (shared, hort) occupy consecutive places of a track: under
 * shared the money of those places is pooled and divided equally among them; under hort each
 * prize is cut (hortShare percent shared, the rest by the ranking); under tiebreak each place
 * goes to the player on it. Categories are decided within their category by the same method.
 *
 * One prize per player: a player who would be paid by two tracks takes what is worth most to them
 * (equal amounts: the priority rule) and leaves the other tracks; the places they leave pass on and
 * the ties they leave are recomputed. Players decide best placed first; leaving a track is for good.
 * Leaving only ever raises what the others are offered (the places behind move up, a tie keeps its
 * best places), so each decision stands when made.
 *
 * Pure: no Office, DOM or Node APIs.
 */
import { valueEq } from "../rational";
import { hortParts, splitUnits } from "./money";
import type { PrizePriority } from "./types";
import type { Work } from "./work";

export type TrackMethod = "tiebreak" | "shared" | "hort";

/** What one player of a track is offered from it. */
export interface TrackOffer {
  cents: number;
  /** By the ranking (hort: the part not shared; tiebreak and a player alone: all). */
  ranked: number;
  /** From the pool of the tie (shared, hort). */
  shared: number;
  /** The places of the tie in the track: [from, to) among its members. */
  from: number;
  to: number;
}

export interface Track {
  /** "" for the place prizes, else the category's key. */
  key: string;
  /** The category as written; null for the place prizes. */
  category: string | null;
  /** Prize indices in the order they are handed out. */
  prizes: number[];
  /** What each of those is worth here (cents; 1 for a non-cash prize). */
  values: number[];
  /** Ranking positions still in the track, best first. */
  members: number[];
  /** Every eligible position, best first (before anyone left). */
  eligible: number[];
  /** The offer of each member with something to take. */
  offers: Map<number, TrackOffer>;
}

/** A player leaving a track for another: what they declined, for the why. */
export interface Decline {
  pos: number;
  track: Track;
  /** The offer declined. */
  offer: TrackOffer;
  /** The prize they would have been listed under. */
  prize: number;
}

export interface TrackRules {
  method: TrackMethod;
  priority: PrizePriority;
  hortShare: number;
  unitCents: number;
}

/**
 * The tracks of these prizes (indices in w.order's order): one per kind, its members the eligible
 * positions (those for which `keep` holds).
 */
export function buildTracks(
  w: Work,
  prizes: readonly number[],
  value: (p: number) => number,
  keep: (pos: number) => boolean = () => true
): Track[] {
  const byKey = new Map<string, Track>();
  for (const p of prizes) {
    const s = w.specs[p];
    const key = w.kindOf(p);
    let t = byKey.get(key);
    if (!t) {
      const eligible: number[] = [];
      for (let pos = 0; pos < w.n; pos++) if (w.elig(p, pos) && keep(pos)) eligible.push(pos);
      t = {
        key,
        category: s.category,
        prizes: [],
        values: [],
        members: [...eligible],
        eligible,
        offers: new Map(),
      };
      byKey.set(key, t);
    }
    t.prizes.push(p);
    t.values.push(value(p));
  }
  return [...byKey.values()];
}

/** The offers of a track's members under a method. */
export function trackOffers(w: Work, t: Track, r: TrackRules): Map<number, TrackOffer> {
  const out = new Map<number, TrackOffer>();
  const m = t.members;
  const v = (i: number): number => (i < t.values.length ? t.values[i] : 0);
  let s = 0;
  while (s < m.length && s < t.values.length) {
    let e = s + 1;
    if (r.method !== "tiebreak") {
      while (e < m.length && valueEq(w.rows[m[e]].primary, w.rows[m[s]].primary)) e++;
    }
    const k = e - s;
    if (k === 1) {
      out.set(m[s], { cents: v(s), ranked: v(s), shared: 0, from: s, to: e });
    } else if (r.method === "shared") {
      let total = 0;
      for (let i = s; i < e; i++) total += v(i);
      splitUnits(total, k, r.unitCents).forEach((c, j) =>
        out.set(m[s + j], { cents: c, ranked: 0, shared: c, from: s, to: e })
      );
    } else {
      const parts = Array.from({ length: k }, (_, j) =>
        hortParts(v(s + j), r.hortShare, r.unitCents)
      );
      const pool = parts.reduce((x, p) => x + p.shared, 0);
      splitUnits(pool, k, r.unitCents).forEach((c, j) =>
        out.set(m[s + j], {
          cents: parts[j].ranked + c,
          ranked: parts[j].ranked,
          shared: c,
          from: s,
          to: e,
        })
      );
    }
    s = e;
  }
  return out;
}

/** The prize an offer is listed under: the one on the player's place, else the tie's last one. */
export function offerPrize(t: Track, pos: number, o: TrackOffer): number {
  const i = t.members.indexOf(pos);
  return t.prizes[Math.min(i, o.to - 1, t.prizes.length - 1)];
}

/** Which of two offers of equal value a player takes: negative for a, positive for b. */
function byPriority(w: Work, pr: PrizePriority, a: number, b: number): number {
  if (pr !== "listed") {
    const placeFirst = pr === "place";
    const ka = w.specs[a].filter ? (placeFirst ? 1 : 0) : placeFirst ? 0 : 1;
    const kb = w.specs[b].filter ? (placeFirst ? 1 : 0) : placeFirst ? 0 : 1;
    if (ka !== kb) return ka - kb;
  }
  return a - b;
}

/** The best-placed position with something to take from two tracks or more, or -1. */
function firstTorn(tracks: readonly Track[], n: number): number {
  const count = new Array<number>(n).fill(0);
  let best = -1;
  for (const t of tracks) {
    for (const [pos, o] of t.offers) {
      if (o.cents <= 0) continue;
      count[pos]++;
      if (count[pos] === 2 && (best < 0 || pos < best)) best = pos;
    }
  }
  return best;
}

/**
 * Settles who takes what (see the header): the tracks' members and offers are left final; the
 * declines are returned in the order they were made.
 */
export function settleTracks(w: Work, tracks: readonly Track[], r: TrackRules): Decline[] {
  for (const t of tracks) t.offers = trackOffers(w, t, r);
  const declines: Decline[] = [];
  // each round removes a position from at least one track: at most n x tracks rounds
  for (;;) {
    const pos = firstTorn(tracks, w.n);
    if (pos < 0) break;
    const options = tracks.filter((t) => (t.offers.get(pos)?.cents ?? 0) > 0);
    let best = options[0];
    for (const t of options.slice(1)) {
      const a = best.offers.get(pos)!;
      const b = t.offers.get(pos)!;
      if (
        b.cents > a.cents ||
        (b.cents === a.cents &&
          byPriority(w, r.priority, offerPrize(t, pos, b), offerPrize(best, pos, a)) < 0)
      ) {
        best = t;
      }
    }
    for (const t of tracks) {
      if (t === best) continue;
      const i = t.members.indexOf(pos);
      if (i < 0) continue;
      const offer = t.offers.get(pos);
      if (offer && offer.cents > 0)
        declines.push({ pos, track: t, offer, prize: offerPrize(t, pos, offer) });
      t.members.splice(i, 1);
      t.offers = trackOffers(w, t, r);
    }
  }
  return declines;
}
