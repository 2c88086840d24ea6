/**
 * The tie-break order editor: preset, rules edition, rating for unrated players, the ordered
 * list (reorder by drag, by Alt+ArrowUp/Down or by the focusable up/down buttons; Delete
 * removes), the modifiers of the selected entry, a catalogue grouped by family, and a text field
 * with the same list as FIDE codes. The list and the text stay in sync; invalid text shows an
 * inline error and leaves the list as it was.
 *
 * State lives in order.ts; this file only renders it and turns events into new states.
 */
import { lookup, type Preset } from "../engine";
import { byId, checked, clear, h, setChecked, setValue, valueOf } from "./dom";
import {
  addCode,
  catalogue,
  fromPreset,
  modifierChoices,
  modifiersOf,
  move,
  moveTo,
  orderText,
  parseOrderText,
  presetGroups,
  presetLabel,
  removeAt,
  RULES_CHOICES,
  unratedOf,
  RULES_LABELS,
  withModifiers,
  type EventKind,
  type Modifiers,
  type OrderState,
  type RulesChoice,
} from "./order";

const CUT_LABELS: Record<string, string> = {
  "": "No cut",
  C1: "Cut 1 (drop the lowest)",
  C2: "Cut 2 (drop the two lowest)",
  M1: "Median 1 (drop highest and lowest)",
  M2: "Median 2 (drop two highest and two lowest)",
};

/** Before any results are read, the presets are listed as for a chess Swiss. */
const DEFAULT_KIND: EventKind = { game: "chess", type: "swiss" };

export class OrderEditor {
  private s: OrderState;
  private kind: EventKind = DEFAULT_KIND;
  private selected = 0;
  private dragFrom = -1;
  /** Set while the controls are being filled in: their change events are not the user's. */
  private rendering = false;
  private readonly list: HTMLOListElement;
  private readonly text: HTMLElement;
  private readonly error: HTMLElement;
  private readonly live: HTMLElement;

  constructor(
    initial: OrderState,
    private readonly onChange: (s: OrderState) => void
  ) {
    this.s = initial;
    this.list = byId<HTMLOListElement>("order-list");
    this.text = byId("order-text");
    this.error = byId("order-error");
    this.live = byId("order-live");
    this.buildPresets();
    this.buildRules();
    this.buildCatalogue();
    this.wire();
    this.render();
  }

  get state(): OrderState {
    return this.s;
  }

  set state(s: OrderState) {
    this.s = s;
    this.selected = Math.min(this.selected, Math.max(0, s.codes.length - 1));
    this.render();
  }

  // ------------------------------------------------------------ building

  /**
   * The kind of the event read (eventKind): its own presets are listed first, its default at the
   * top (presetsFor), the others after them.
   */
  setKind(kind: EventKind): void {
    if (kind.game === this.kind.game && kind.type === this.kind.type) return;
    this.kind = kind;
    this.rendering = true;
    try {
      this.buildPresets();
      setValue(byId("preset"), this.s.presetId ?? "");
    } finally {
      this.rendering = false;
    }
  }

  get eventKind(): EventKind {
    return this.kind;
  }

  private buildPresets(): void {
    const sel = byId("preset");
    clear(sel);
    sel.append(h("option", { value: "" }, "Custom list"));
    // one group per game, the event's own first; the group names the game (presetGroups)
    const option = (p: Preset): HTMLElement =>
      h("option", { value: p.id, title: p.summary }, p.title);
    for (const g of presetGroups(this.kind))
      sel.append(h("optgroup", { label: g.label }, ...g.presets.map(option)));
  }

  private buildRules(): void {
    const sel = byId("rules");
    clear(sel);
    for (const r of RULES_CHOICES) sel.append(h("option", { value: r }, RULES_LABELS[r]));
  }

  private buildCatalogue(): void {
    const root = byId("catalogue-families");
    clear(root);
    for (const fam of catalogue()) {
      const items = h("ul", { class: "catalogue-list" });
      for (const e of fam.entries) {
        const param = e.needsParam
          ? h("input", {
              type: "text",
              class: "param",
              placeholder: "column name",
              "aria-label": `Column for ${e.name}`,
            })
          : null;
        const add = h(
          "button",
          { type: "button", class: "btn add", "aria-label": `Add ${e.name}: ${e.title}` },
          "Add"
        );
        add.addEventListener("click", () => {
          const code = param ? `${e.name}:${valueOf(param).trim()}` : e.code;
          this.add(code);
        });
        items.append(
          h(
            "li",
            {},
            h(
              "div",
              { class: "catalogue-head" },
              h("span", { class: "code" }, e.name),
              h("span", { class: "title" }, e.title),
              add
            ),
            h("div", { class: "summary" }, e.summary),
            param
          )
        );
      }
      root.append(
        h(
          "details",
          { class: "family" },
          h("summary", {}, `${fam.family} (${fam.entries.length})`),
          items
        )
      );
    }
  }

  private wire(): void {
    byId("preset").addEventListener("change", (ev) => {
      if (this.rendering) return;
      const id = valueOf(ev.currentTarget as Element);
      if (!id) {
        this.update({ ...this.s, presetId: null }, false);
        return;
      }
      if (id === this.s.presetId) return;
      this.update(fromPreset(id, this.s), true);
    });
    byId("rules").addEventListener("change", (ev) => {
      if (this.rendering) return;
      const r = valueOf(ev.currentTarget as Element) as RulesChoice;
      if (r && r !== this.s.rules) this.update({ ...this.s, rules: r }, false);
    });
    const unrated = byId("unrated");
    unrated.addEventListener("change", () => {
      // the options grammar decides, as for unrated= in the CLI and the functions
      const u = unratedOf(valueOf(unrated));
      const err = byId("unrated-error");
      if (u.error) {
        err.textContent = `Rating for unrated players: ${u.error}, or empty for none.`;
        return;
      }
      err.textContent = "";
      this.update({ ...this.s, unrated: u.value }, false);
    });

    // the text field: live while typing (valid text updates the list), normalised on commit
    this.text.addEventListener("input", () => this.fromText(false));
    this.text.addEventListener("change", () => this.fromText(true));
    this.text.addEventListener("keydown", (ev) => {
      if ((ev as KeyboardEvent).key === "Enter") this.fromText(true);
    });

    this.list.addEventListener("keydown", (ev) => this.onKey(ev as KeyboardEvent));
    this.list.addEventListener("focusin", (ev) => {
      const li = (ev.target as HTMLElement).closest("li");
      if (li && li.dataset.index !== undefined) this.select(Number(li.dataset.index));
    });
    this.list.addEventListener("dragstart", (ev) => {
      const li = (ev.target as HTMLElement).closest("li");
      if (!li) return;
      this.dragFrom = Number(li.dataset.index);
      ev.dataTransfer?.setData("text/plain", li.dataset.code ?? "");
      if (ev.dataTransfer) ev.dataTransfer.effectAllowed = "move";
      li.classList.add("dragging");
    });
    this.list.addEventListener("dragover", (ev) => {
      if (this.dragFrom < 0) return;
      ev.preventDefault();
      if (ev.dataTransfer) ev.dataTransfer.dropEffect = "move";
    });
    this.list.addEventListener("drop", (ev) => {
      ev.preventDefault();
      const li = (ev.target as HTMLElement).closest("li");
      const from = this.dragFrom;
      this.dragFrom = -1;
      if (from < 0) return;
      const to = li ? Number(li.dataset.index) : this.s.codes.length - 1;
      this.reorder(moveTo(this.s.codes, from, to), to, "item");
    });
    this.list.addEventListener("dragend", () => {
      this.dragFrom = -1;
      for (const el of this.list.querySelectorAll(".dragging")) el.classList.remove("dragging");
    });

    byId("modifiers").addEventListener("keydown", (ev) => {
      if ((ev as KeyboardEvent).key !== "Escape") return;
      ev.preventDefault();
      this.focusItem(this.selected);
    });

    // each control changes only its own modifier, from its own current value
    byId("mod-cut").addEventListener("change", () =>
      this.fromModifiers((m) => ({ ...m, cut: valueOf(byId("mod-cut")) }))
    );
    for (const k of ["p", "r", "f"] as const) {
      byId(`mod-${k}`).addEventListener("change", () =>
        this.fromModifiers((m) => ({ ...m, [k]: checked(byId(`mod-${k}`)) }))
      );
    }
    byId("mod-u").addEventListener("change", () => {
      const u = valueOf(byId("mod-u")).trim();
      if (u !== "" && !/^\d{1,4}$/.test(u)) {
        this.error.textContent = "The rating for unrated players is a whole number, e.g. 1400.";
        return;
      }
      this.fromModifiers((m) => ({ ...m, unrated: u === "" ? undefined : Number(u) }));
    });
  }

  // ------------------------------------------------------------ events

  private onKey(ev: KeyboardEvent): void {
    const li = (ev.target as HTMLElement).closest("li");
    if (!li || li.dataset.index === undefined) return;
    const i = Number(li.dataset.index);
    const onItem = ev.target === li;
    if (ev.altKey && (ev.key === "ArrowUp" || ev.key === "ArrowDown")) {
      ev.preventDefault();
      this.moveBy(i, ev.key === "ArrowUp" ? -1 : 1, "item");
    } else if (onItem && (ev.key === "ArrowUp" || ev.key === "ArrowDown")) {
      ev.preventDefault();
      this.focusItem(i + (ev.key === "ArrowUp" ? -1 : 1));
    } else if (onItem && ev.key === "Home") {
      ev.preventDefault();
      this.focusItem(0);
    } else if (onItem && ev.key === "End") {
      ev.preventDefault();
      this.focusItem(this.s.codes.length - 1);
    } else if (onItem && (ev.key === "Delete" || ev.key === "Backspace")) {
      ev.preventDefault();
      this.removeItem(i);
    } else if (onItem && ev.key === "Enter") {
      ev.preventDefault();
      this.focusModifiers(i);
    }
  }

  /** The first modifier control of entry i (Enter on the entry); Escape there comes back. */
  private focusModifiers(i: number): void {
    this.select(i);
    const panel = byId("modifiers");
    const code = this.s.codes[i];
    if (panel.hidden) {
      this.announce(`${code} has no modifiers`);
      return;
    }
    const first = [...panel.querySelectorAll<HTMLElement>("select, input")].find(
      (el) => el.offsetParent !== null
    );
    first?.focus();
  }

  private moveBy(i: number, delta: number, focus: "item" | "up" | "down"): void {
    const to = Math.max(0, Math.min(this.s.codes.length - 1, i + delta));
    if (to === i) return;
    this.reorder(move(this.s.codes, i, delta), to, focus);
  }

  private reorder(codes: string[], to: number, focus: "item" | "up" | "down"): void {
    const code = codes[to];
    this.selected = to;
    this.update({ ...this.s, codes }, true);
    this.announce(`${code} moved to position ${to + 1} of ${codes.length}`);
    const li = this.list.children[to] as HTMLElement | undefined;
    if (!li) return;
    const target =
      focus === "item" ? li : ((li.querySelector(`.${focus}`) as HTMLElement | null) ?? li);
    // a button that became disabled (top or bottom) cannot keep the focus: use the item
    if (target.hasAttribute("disabled")) li.focus();
    else target.focus();
  }

  private removeItem(i: number): void {
    const code = this.s.codes[i];
    const codes = removeAt(this.s.codes, i);
    this.selected = Math.min(i, codes.length - 1);
    this.update({ ...this.s, codes }, true);
    this.announce(`${code} removed`);
    this.focusItem(this.selected);
  }

  private add(code: string): void {
    try {
      const codes = addCode(this.s.codes, code);
      this.selected = codes.length - 1;
      this.error.textContent = "";
      this.update({ ...this.s, codes }, true);
      this.announce(`${codes[codes.length - 1]} added at position ${codes.length}`);
    } catch (e) {
      this.error.textContent = e instanceof Error ? e.message : String(e);
    }
  }

  private fromText(commit: boolean): void {
    const r = parseOrderText(valueOf(this.text));
    if (!r.ok) {
      this.error.textContent = r.error;
      this.text.setAttribute("aria-invalid", "true");
      return;
    }
    this.error.textContent = "";
    this.text.removeAttribute("aria-invalid");
    const same =
      r.codes.length === this.s.codes.length && r.codes.every((c, k) => c === this.s.codes[k]);
    if (!same) {
      this.selected = Math.min(this.selected, Math.max(0, r.codes.length - 1));
      this.update({ ...this.s, codes: r.codes }, !commit);
    }
    if (commit) setValue(this.text, orderText(this.s.codes));
  }

  private fromModifiers(change: (m: Modifiers) => Modifiers): void {
    if (this.rendering) return;
    const i = this.selected;
    const code = this.s.codes[i];
    if (code === undefined) return;
    try {
      const next = withModifiers(code, change(modifiersOf(code)));
      if (next === code) return;
      const codes = [...this.s.codes];
      codes[i] = next;
      this.update({ ...this.s, codes }, true);
      this.announce(`${code} is now ${next}`);
    } catch (e) {
      this.error.textContent = e instanceof Error ? e.message : String(e);
    }
  }

  private select(i: number): void {
    if (i === this.selected) return;
    this.selected = i;
    for (const li of this.list.children) this.markCurrent(li as HTMLElement);
    this.renderModifiers();
  }

  /**
   * One tab stop in the list (roving tabindex): the current entry and its buttons take the focus
   * with Tab, the other entries are reached with Up and Down. So Tab from an entry goes through
   * its own buttons to its own modifiers, below the list.
   */
  private markCurrent(li: HTMLElement): void {
    const current = Number(li.dataset.index) === this.selected;
    li.setAttribute("aria-current", String(current));
    li.tabIndex = current ? 0 : -1;
    for (const b of li.querySelectorAll<HTMLElement>("button")) b.tabIndex = current ? 0 : -1;
  }

  private focusItem(i: number): void {
    const li = this.list.children[Math.max(0, Math.min(this.s.codes.length - 1, i))] as
      HTMLElement | undefined;
    li?.focus();
  }

  private announce(msg: string): void {
    this.live.textContent = msg;
  }

  /** A new state from the user; `syncText` rewrites the text field from the list. */
  private update(s: OrderState, syncText: boolean): void {
    // a change by the user: the order no longer follows the event
    s = { ...s, follow: false };
    this.s = s;
    this.render(syncText);
    this.onChange(s);
  }

  // ------------------------------------------------------------ rendering

  private render(syncText = true): void {
    this.rendering = true;
    try {
      this.renderAll(syncText);
    } finally {
      this.rendering = false;
    }
  }

  private renderAll(syncText: boolean): void {
    setValue(byId("preset"), this.s.presetId ?? "");
    byId("preset-label").textContent = presetLabel(this.s);
    // the line shown in place of the editor when its section is folded
    byId("order-folded").textContent =
      `${presetLabel(this.s)}: ${this.s.codes.length ? orderText(this.s.codes) : "points only"}`;
    setValue(byId("rules"), this.s.rules);
    const unrated = byId("unrated");
    if (document.activeElement !== unrated) {
      setValue(unrated, this.s.unrated === undefined ? "" : String(this.s.unrated));
    }
    this.renderList();
    this.renderModifiers();
    if (syncText) {
      setValue(this.text, orderText(this.s.codes));
      this.error.textContent = "";
      this.text.removeAttribute("aria-invalid");
    }
  }

  private renderList(): void {
    clear(this.list);
    const n = this.s.codes.length;
    byId("order-empty").hidden = n > 0;
    this.s.codes.forEach((code, i) => {
      const def = lookup(code.split(/[/:]/)[0]);
      const title = def?.title ?? "";
      const btn = (cls: string, label: string, text: string, disabled: boolean): HTMLElement => {
        const b = h(
          "button",
          {
            type: "button",
            class: `btn subtle ${cls}`,
            "aria-label": label,
            title: label,
            disabled,
          },
          text
        );
        return b;
      };
      const up = btn("up", `Move ${code} up`, "↑", i === 0);
      const down = btn("down", `Move ${code} down`, "↓", i === n - 1);
      const del = btn("remove", `Remove ${code}`, "✕", false);
      up.addEventListener("click", () => this.moveBy(i, -1, "up"));
      down.addEventListener("click", () => this.moveBy(i, 1, "down"));
      del.addEventListener("click", () => this.removeItem(i));
      const li = h(
        "li",
        {
          tabindex: 0,
          draggable: "true",
          "data-index": i,
          "data-code": code,
          "aria-label": `${i + 1}. ${code}${title ? ", " + title : ""}`,
          "aria-current": String(i === this.selected),
        },
        h("span", { class: "grip", "aria-hidden": "true" }, "⋮⋮"),
        h("span", { class: "pos", "aria-hidden": "true" }, `${i + 1}.`),
        h("span", { class: "code" }, code),
        h("span", { class: "title" }, title),
        h("span", { class: "actions" }, up, down, del)
      );
      this.markCurrent(li);
      this.list.append(li);
    });
  }

  private renderModifiers(): void {
    const panel = byId("modifiers");
    const code = this.s.codes[this.selected];
    if (code === undefined) {
      panel.hidden = true;
      return;
    }
    let choices;
    let mods;
    try {
      choices = modifierChoices(code);
      mods = modifiersOf(code);
    } catch {
      panel.hidden = true;
      return;
    }
    const any = choices.cuts.length > 1 || choices.p || choices.r || choices.f || choices.unrated;
    panel.hidden = !any;
    byId("modifiers-code").textContent = code;
    const cut = byId("mod-cut");
    clear(cut);
    for (const c of choices.cuts) cut.append(h("option", { value: c }, CUT_LABELS[c] ?? c));
    setValue(cut, mods.cut);
    byId("mod-cut-row").hidden = choices.cuts.length <= 1;
    const flag = (id: string, show: boolean, on: boolean): void => {
      const el = byId(id);
      // the checkbox and its label are hidden together
      ((el.closest(".check") as HTMLElement | null) ?? el).hidden = !show;
      setChecked(el, on);
    };
    flag("mod-p", choices.p, mods.p);
    flag("mod-r", choices.r, mods.r);
    flag("mod-f", choices.f, mods.f);
    byId("mod-u-row").hidden = !choices.unrated;
    setValue(byId("mod-u"), mods.unrated === undefined ? "" : String(mods.unrated));
  }
}
