/**
 * "After round N": which round the standings stop after. It sets the engine's rounds option
 * (EngineOptions.rounds, the CLI's --rounds and the functions' rounds=), so the pane, the page,
 * the command line and the functions give the same standings after the same round. "all" (no
 * option) is every round entered.
 */
import { byId, clear, h, valueOf } from "./dom";

export class RoundsControl {
  private readonly select: HTMLSelectElement;
  private readonly offerButton: HTMLElement;
  private entered: number | null = null;
  private offered: number | null = null;

  constructor(private readonly onChange: (rounds: number | null) => void) {
    this.select = byId<HTMLSelectElement>("after-round");
    this.offerButton = byId("round-offer");
    this.select.addEventListener("change", () => this.onChange(this.value));
    this.offerButton.addEventListener("click", () => {
      if (this.offered === null) return;
      this.set(this.offered);
      this.onChange(this.value);
      this.select.focus();
    });
    this.setEntered(null);
  }

  /**
   * Offers the standings after an earlier round (a button beside the control), e.g. while a
   * round is being played and some of its games have no result yet; null withdraws the offer.
   * Nothing changes until the user takes it.
   */
  offer(round: number | null): void {
    const n = this.entered ?? 0;
    this.offered = round !== null && round >= 1 && round < n ? round : null;
    this.offerButton.hidden = this.offered === null;
    if (this.offered !== null) this.offerButton.textContent = `Show after round ${this.offered}`;
  }

  /**
   * The last round before any game still without a result among the rounds counted (the engine
   * refuses those), or null when there is none.
   */
  static beforePending(
    pending: readonly { round: number }[] | undefined,
    counted: number
  ): number | null {
    const rounds = (pending ?? []).map((x) => x.round).filter((r) => r <= counted);
    return rounds.length ? Math.min(...rounds) - 1 : null;
  }

  /** The round chosen, or null for every round entered. */
  get value(): number | null {
    const v = valueOf(this.select);
    return v === "" ? null : Number(v);
  }

  /**
   * The rounds of a newly read tournament (null: none loaded). An earlier choice is kept when that
   * round still exists and is not the last one, else the control goes back to all rounds.
   */
  setEntered(n: number | null): void {
    const keep = this.value;
    this.entered = n;
    clear(this.select);
    const rounds = n ?? 0;
    this.select.append(h("option", { value: "" }, rounds > 0 ? `${rounds} (all)` : "all"));
    for (let r = rounds - 1; r >= 1; r--) this.select.append(h("option", { value: r }, String(r)));
    this.select.disabled = rounds <= 1;
    this.select.value = keep !== null && keep >= 1 && keep < rounds ? String(keep) : "";
    this.offer(null);
  }

  /** Chooses a round (null or the last round: all rounds); for the page's own use. */
  set(rounds: number | null): void {
    const n = this.entered ?? 0;
    this.select.value = rounds !== null && rounds >= 1 && rounds < n ? String(rounds) : "";
  }
}
