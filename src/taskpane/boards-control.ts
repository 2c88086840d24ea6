/**
 * Board prizes of a team event in the pane and on the page: the
 * "Minimum games for a board prize" control and the board tables, the same tables as the
 * command line's --boards and =TIEBREAK.BOARDS (formats/team-table boardSections; the rule read
 * by boardMinGames, default 0). Shown only for a team event with board games.
 */
import { boardMinGames, type BoardSection } from "../formats/team-table";
import { byId, clear, h, setValue, valueOf } from "./dom";

export class BoardsControl {
  private readonly input: HTMLInputElement;
  /** The rule in force (the last valid value). */
  value = 0;

  constructor(private readonly onChange: (minGames: number) => void) {
    this.input = byId<HTMLInputElement>("min-games");
    // on commit (leaving the field) and on Enter, not on every keystroke of "12"
    this.input.addEventListener("keydown", (e) => {
      if (e.key === "Enter") this.commit();
    });
    this.input.addEventListener("change", () => this.commit());
  }

  private commit(): void {
    const n = BoardsControl.parse(valueOf(this.input));
    const err = byId("min-games-error");
    if (typeof n === "string") {
      err.textContent = n;
      this.input.setAttribute("aria-invalid", "true");
      return;
    }
    err.textContent = "";
    this.input.removeAttribute("aria-invalid");
    if (n === this.value) return;
    this.value = n;
    this.onChange(n);
  }

  /** The rule typed (blank is 0), or the message saying why it is refused. */
  static parse(text: string): number | string {
    try {
      return boardMinGames({ min_games: text });
    } catch (e) {
      return `Minimum games: ${e instanceof Error ? e.message : String(e)}`;
    }
  }

  /** Sets the rule (a saved setting) without telling anyone. */
  set(n: number): void {
    this.value = n;
    setValue(this.input, String(n));
  }

  /** Shows the board tables (none: the section is hidden). */
  render(boards: readonly BoardSection[]): void {
    const section = byId("boards-section");
    const wrap = byId("boards-tables");
    clear(wrap);
    section.hidden = boards.length === 0;
    for (const b of boards) {
      const id = `board-${b.board}-h`;
      const table = h(
        "table",
        { class: "boards" },
        h("caption", { id }, b.title),
        h("thead", {}, h("tr", {}, ...b.header.map((x) => h("th", { scope: "col" }, x)))),
        h(
          "tbody",
          {},
          ...b.rows.map((r) =>
            h(
              "tr",
              {},
              ...b.header.map((_, c) =>
                c === 2
                  ? h("th", { scope: "row" }, String(r[c] ?? ""))
                  : h("td", c === 3 ? {} : { class: "num" }, String(r[c] ?? ""))
              )
            )
          )
        )
      );
      // a scrolling region at 320 px: focusable, so that the keyboard scrolls it too
      wrap.append(
        h("div", { class: "table-wrap", role: "region", "aria-labelledby": id, tabindex: 0 }, table)
      );
    }
  }
}
