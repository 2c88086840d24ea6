/**
 * The picker of a workbook range used twice in the pane (the results, the prize list): a select
 * of the workbook's tables and named ranges, and a button taking the selection. Shown again on
 * "Read again" and when the pane is shown (the callers call `fill`).
 */
import { h, clear, valueOf } from "./dom";
import { listSources, selectionChoice, type SourceChoice } from "./excel";

/** The message of an Office error (its debugInfo when it has one), else of any error. */
export function officeMessage(e: unknown): string {
  if (e && typeof e === "object" && "debugInfo" in e) {
    const d = (e as { debugInfo?: { message?: string } }).debugInfo;
    if (d?.message) return d.message;
  }
  return e instanceof Error ? e.message : String(e);
}

/** The select's value for a choice: its table or name, nothing for a range from the selection. */
export function pickerValue(c: SourceChoice): string {
  return c.kind === "address" ? "" : `${c.kind}:${c.name}`;
}

export interface SourcePicker {
  /** Lists the workbook's tables and named ranges again (disabled when there are none). */
  fill(): Promise<void>;
}

export function sourcePicker(
  picker: HTMLSelectElement,
  selectionButton: HTMLElement,
  current: () => SourceChoice | null,
  choose: (c: SourceChoice) => Promise<unknown>,
  report: (text: string) => void
): SourcePicker {
  picker.addEventListener("change", () => {
    const v = valueOf(picker);
    const colon = v.indexOf(":");
    if (colon < 0) return;
    const kind = v.slice(0, colon) as "table" | "name";
    choose({ kind, name: v.slice(colon + 1) }).catch((e) => report(officeMessage(e)));
  });
  selectionButton.addEventListener("click", () => {
    Excel.run((ctx) => selectionChoice(ctx))
      .then((c) => choose(c))
      .catch((e) => report(`Could not read the selection: ${officeMessage(e)}`));
  });
  return {
    async fill(): Promise<void> {
      const { tables, names } = await Excel.run((ctx) => listSources(ctx));
      clear(picker);
      picker.append(h("option", { value: "" }, "Choose a table or named range…"));
      for (const [label, kind, list] of [
        ["Tables", "table", tables],
        ["Named ranges", "name", names],
      ] as const) {
        if (!list.length) continue;
        const g = h("optgroup", { label });
        for (const n of list) g.append(h("option", { value: `${kind}:${n}` }, n));
        picker.append(g);
      }
      picker.disabled = tables.length + names.length === 0;
      const cur = current();
      if (cur && cur.kind !== "address") picker.value = pickerValue(cur);
    },
  };
}
