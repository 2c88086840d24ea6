/**
 * "Extra columns": a checkbox per attribute column the loaded results have (Club, Born, Sex,
 * FIDE ID, or the source's own columns; formats/table.ts columnChoices), in a labelled
 * fieldset above the standings. The choice (columns.ts) goes to the ranking list's model, so
 * the page's table, its downloads and the pane's sheet show the same columns; the pane saves
 * it with the workbook (excel-mode.ts).
 *
 * The checkboxes are rebuilt only when the results offer other columns, so a tick keeps the
 * keyboard focus where it was.
 */
import type { Tournament } from "../engine";
import { columnsOptionText, columnsView, toggleColumn } from "./columns";
import { byId, checked, clear, h, setChecked } from "./dom";

export class ColumnsControl {
  private chosen: string[] = [];
  private tournament: Tournament | null = null;
  private labels: string[] = [];
  private readonly field: HTMLElement;
  private readonly list: HTMLElement;
  private readonly note: HTMLElement;

  constructor(private readonly onChange: (chosen: string[]) => void) {
    this.field = byId("columns-field");
    this.list = byId("columns-choices");
    this.note = byId("columns-note");
    this.field.hidden = true;
  }

  /** The names chosen (the same names --columns and columns= take). */
  get names(): readonly string[] {
    return this.chosen;
  }

  /** A choice read back (from the workbook); shown at the next update. */
  set(names: readonly string[]): void {
    this.chosen = [...names];
  }

  /**
   * Shows the choices for the loaded results and returns the labels to show (none: hidden;
   * a team event: hidden, as its ranking list has no player columns yet).
   */
  update(t: Tournament | null, team = false): string[] {
    this.tournament = team ? null : t;
    if (!this.tournament) {
      this.field.hidden = true;
      return [];
    }
    const view = columnsView(this.chosen, this.tournament);
    this.field.hidden = false;
    const labels = view.choices.map((c) => c.label);
    if (labels.length !== this.labels.length || labels.some((l, k) => l !== this.labels[k])) {
      this.labels = labels;
      clear(this.list);
      view.choices.forEach((c, k) => {
        const box = h("input", { type: "checkbox", id: `column-${k}` });
        box.addEventListener("change", () => this.toggled(k, checked(box)));
        this.list.append(h("label", { class: "check", for: `column-${k}` }, box, c.title));
      });
    }
    view.choices.forEach((c, k) => {
      const box = document.getElementById(`column-${k}`);
      if (box) setChecked(box, c.on);
    });
    const lines: string[] = [];
    if (labels.length === 0)
      lines.push("These results have no further player columns (such as Club or Born).");
    const option = columnsOptionText(view.shown);
    if (option) {
      const list = option.slice("columns=".length);
      const flag = /\s/.test(list) ? `"${list}"` : list;
      lines.push(`Same as --columns ${flag} (command line) and ${option} (functions).`);
    }
    if (view.missing.length > 0)
      lines.push(`Not in these results, so not shown: ${view.missing.join(", ")}.`);
    this.note.textContent = lines.join(" ");
    this.note.hidden = lines.length === 0;
    return view.shown;
  }

  private toggled(k: number, on: boolean): void {
    const t = this.tournament;
    const label = this.labels[k];
    if (!t || label === undefined) return;
    this.chosen = toggleColumn(this.chosen, t, label, on);
    this.onChange(this.chosen);
  }
}
