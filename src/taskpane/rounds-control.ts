/**
 * "After round N": which round the standings stop after. It sets the engine's rounds option
 * (EngineOptions.rounds, the CLI's --rounds and the functions' rounds=), so the pane, the page,
 * the command line and the functions give the same standings after the same round. "all" (no
 * option) is every round counted (roundsCounted: a last round paired without any result yet is
 * not, as on every surface).
 */
import { byId, clear, h, valueOf } from "./dom";

export class RoundsControl {
  private readonly select: HTMLSelectElement;
  private entered: number | null = null;

  constructor(private readonly onChange: (rounds: number | null) => void) {
    this.select = byId<HTMLSelectElement>("after-round");
    this.select.addEventListener("change", () => this.onChange(this.value));
    this.setEntered(null);
  }

  /** The round chosen, or null for every round counted. */
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
  }

  /** Chooses a round (null or the last round: all rounds); for the page's own use. */
  set(rounds: number | null): void {
    const n = this.entered ?? 0;
    this.select.value = rounds !== null && rounds >= 1 && rounds < n ? String(rounds) : "";
  }
}
