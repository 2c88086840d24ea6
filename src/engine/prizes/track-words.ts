/**
 * The words of the prize list by places (tiebreak, shared, hort, non-cash prizes): each player's
 * why, the warnings that lots are needed, and the prizes nobody received.
 * Pure: no Office, DOM or Node APIs.
 */
import { valueEq } from "../rational";
import { unawardedWhy } from "./explain";
import { offerPrize, type Decline, type Track, type TrackOffer, type TrackRules } from "./tracks";
import type { PrizeResult } from "./types";
import type { Work } from "./work";
import { listWords, someWords, Words } from "./words";

/** What a position takes from a track, settled. */
export interface Take {
  track: Track;
  offer: TrackOffer;
  /** The prize it is listed under. */
  prize: number;
}

/** Every position's take (undefined: nothing), from the settled tracks. */
export function takesOf(w: Work, tracks: readonly Track[]): (Take | undefined)[] {
  const out = new Array<Take | undefined>(w.n);
  for (const track of tracks) {
    for (const [pos, offer] of track.offers) {
      if (offer.cents > 0) out[pos] = { track, offer, prize: offerPrize(track, pos, offer) };
    }
  }
  return out;
}

export class TrackWords {
  private readonly words: Words;
  constructor(
    private readonly w: Work,
    private readonly rules: TrackRules,
    private readonly takes: readonly (Take | undefined)[],
    private readonly cash: boolean
  ) {
    this.words = new Words(w);
  }

  /** The prizes of a tie's places: "2nd-4th", "places 2-4 (2nd-3rd)", "Best U1800 and 2nd U1800". */
  places(t: Track, o: TrackOffer): string {
    const names = t.prizes.slice(o.from, Math.min(o.to, t.prizes.length));
    if (o.to - o.from === 1) return this.w.specs[names[0]].name;
    const list = this.words.prizes(names);
    if (t.category !== null || o.to <= t.prizes.length) return list;
    return `places ${o.from + 1}-${o.to} (${list})`;
  }

  /** What a position took, for another's why: "3rd", "150 from places 2-4 (2nd and 3rd)". */
  took(pos: number): string {
    const t = this.takes[pos];
    if (!t) return "nothing";
    if (!this.cash || t.offer.to - t.offer.from === 1) return this.w.specs[t.prize].name;
    return `${this.words.money(t.offer.cents)} from ${this.places(t.track, t.offer)}`;
  }

  /** Those eligible for the track, ranked above pos, who left it. */
  private leftAbove(t: Track, pos: number): number[] {
    return t.eligible.filter(
      (j) =>
        j < pos &&
        !t.members.includes(j) &&
        (this.rules.method === "tiebreak" || !this.tiedOnPoints(j, pos))
    );
  }

  private tiedOnPointsWithAnyone(pos: number): boolean {
    return this.w.rows.some((r, j) => j !== pos && valueEq(r.primary, this.w.rows[pos].primary));
  }

  private tiedOnPoints(j: number, pos: number): boolean {
    return valueEq(this.w.rows[j].primary, this.w.rows[pos].primary);
  }

  /** "Y, tied on points, took Best junior": tie-mates of pos who left the track. */
  private tieLeft(t: Track, pos: number): string {
    const left = t.eligible.filter(
      (j) => j !== pos && !t.members.includes(j) && this.tiedOnPoints(j, pos)
    );
    if (left.length === 0 || this.rules.method === "tiebreak") return "";
    const names = listWords(
      left.slice(0, 3).map((j) => `${this.words.name(j)} took ${this.took(j)}`)
    );
    return `tied on points, ${names}${left.length > 3 ? ` and ${left.length - 3} more` : ""}`;
  }

  private passed(t: Track, pos: number, name: string): string {
    const above = this.leftAbove(t, pos).map((j) => `${this.words.name(j)} took ${this.took(j)}`);
    if (above.length === 0) return "";
    const shown =
      above.slice(0, 3).join(", ") + (above.length > 3 ? ` and ${above.length - 3} more` : "");
    return `${name} passed to ${this.words.name(pos)}: ${shown}`;
  }

  /** Tied on every tie-break with pos, in the same track, with less by the ranking. */
  rivals(t: Track, pos: number): number[] {
    const mine = t.offers.get(pos)?.ranked ?? 0;
    return this.words
      .tiedWith(pos)
      .filter((j) => t.members.includes(j) && (t.offers.get(j)?.ranked ?? 0) < mine);
  }

  /** The why of a position's take (see the header), with what it declined. */
  why(pos: number, declines: readonly Decline[]): string {
    const take = this.takes[pos];
    if (!take) return "";
    const { track: t, offer: o } = take;
    const spec = this.w.specs[take.prize];
    const parts: string[] = [];
    const k = o.to - o.from;
    if (k === 1) {
      const base = `${spec.name}${spec.filter ? "" : ` (place ${this.w.rows[pos].rank})`}`;
      parts.push(this.passed(t, pos, spec.name) || base);
      const tie = this.tieLeft(t, pos);
      if (tie) parts.push(tie);
      if (this.rules.method === "hort" && this.cash && this.tiedOnPointsWithAnyone(pos))
        parts.push("Hort: nobody tied on points shares this prize, the whole of it");
    } else {
      const others = t.members.slice(o.from, o.to).filter((m) => m !== pos);
      parts.push(
        `shared ${this.places(t, o)} with ${someWords(others.map((m) => this.words.name(m)))}`
      );
      if (this.rules.method === "shared") {
        let total = 0;
        for (const m of t.members.slice(o.from, o.to)) total += t.offers.get(m)?.cents ?? 0;
        parts.push(`${this.words.money(total)} / ${k}`);
      } else {
        parts.push(
          `Hort: ${this.words.money(o.ranked)} by tie-break + ${this.words.money(o.shared)} shared`
        );
      }
      const tie = this.tieLeft(t, pos);
      if (tie) parts.push(tie);
      const left = this.leftAbove(t, pos).map((j) => `${this.words.name(j)} took ${this.took(j)}`);
      if (left.length > 0)
        parts.push(
          `moved up: ${left.slice(0, 3).join(", ")}${left.length > 3 ? ` and ${left.length - 3} more` : ""}`
        );
    }
    const rivals = this.rivals(t, pos);
    if (this.rules.method !== "shared" && rivals.length > 0) {
      parts.push(
        `tied with ${listWords(rivals.map((j) => this.words.name(j)))} on every tie-break: lots needed`
      );
    }
    for (const d of declines) {
      if (d.pos !== pos || !this.worthSaying(d, take)) continue;
      const name = this.w.specs[d.prize].name;
      const mine = this.cash ? this.took(pos) : spec.name;
      if (this.cash && d.offer.to - d.offer.from > 1) {
        parts.push(
          `declined a share of ${this.places(d.track, d.offer)}, ${this.words.money(d.offer.cents)}, for ${mine}`
        );
      } else {
        const worth = this.cash ? ` (${this.words.money(d.offer.cents)})` : "";
        parts.push(`declined ${name}${worth} for ${mine}; ${name} ${this.passedTo(d)}`);
      }
    }
    return parts.join("; ");
  }

  /**
   * A decline is news when the choice was not plain: the money taken or declined is a share of
   * a tie, the two were worth the same (the priority rule chose), or a place prize was declined.
   */
  private worthSaying(d: Decline, take: Take): boolean {
    const shared = (o: TrackOffer): boolean => o.to - o.from > 1;
    return (
      !this.cash ||
      shared(d.offer) ||
      shared(take.offer) ||
      d.offer.cents === take.offer.cents ||
      d.track.category === null
    );
  }

  /** "passed to E", "passed to E and F", "is not awarded". */
  private passedTo(d: Decline): string {
    const to: number[] = [];
    for (let pos = 0; pos < this.w.n; pos++) {
      const t = this.takes[pos];
      if (t && t.track === d.track && t.prize === d.prize) to.push(pos);
    }
    return to.length === 0
      ? "is not awarded"
      : `passed to ${someWords(
          to.map((j) => this.words.name(j)),
          3
        )}`;
  }

  /** A prize decided between players the tie-break order did not separate: lots are needed. */
  lots(tracks: readonly Track[]): string[] {
    if (this.rules.method === "shared" && this.cash) return [];
    const out: string[] = [];
    for (const t of tracks) {
      for (const pos of t.members) {
        const take = this.takes[pos];
        if (!take || take.track !== t) continue;
        const rivals = this.rivals(t, pos);
        if (rivals.length === 0) continue;
        const names = listWords([pos, ...rivals].map((j) => this.words.name(j)));
        out.push(
          `${this.w.specs[take.prize].name}: ${names} are tied on points and on every tie-break (place ${this.w.rows[pos].rank}=); it went to ${this.words.name(pos)} by start number: lots are needed${
            this.rules.method === "hort" && this.cash ? " for the tie-break half" : ""
          }`
        );
      }
    }
    return out;
  }

  /** The prizes of these tracks nobody received. */
  unawarded(tracks: readonly Track[]): PrizeResult["unawarded"] {
    const out: PrizeResult["unawarded"] = [];
    for (const t of tracks) {
      const taken = new Set<number>();
      for (const pos of t.members) {
        const take = this.takes[pos];
        if (take && take.track === t) {
          for (let i = take.offer.from; i < Math.min(take.offer.to, t.prizes.length); i++)
            taken.add(t.prizes[i]);
        }
      }
      for (const p of t.prizes)
        if (!taken.has(p)) out.push({ prize: this.w.specs[p], why: unawardedWhy(this.w, p) });
    }
    return out.sort((a, b) => a.prize.index - b.prize.index);
  }
}
