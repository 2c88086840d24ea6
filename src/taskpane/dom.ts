/**
 * A tiny element builder. Text always goes through textContent (never innerHTML), so names and
 * messages from files and sheets cannot inject markup.
 */
export type Child = Node | string | null | undefined | false;

export function h(
  tag: string,
  attrs: Record<string, string | number | boolean | undefined> = {},
  ...children: Child[]
): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === "string" ? document.createTextNode(c) : c);
  }
  return el;
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no element #${id}`);
  return el as T;
}

export function clear(el: Element): void {
  while (el.firstChild) el.removeChild(el.firstChild);
}

/** The value of a form control (input, select). */
export function valueOf(el: Element): string {
  return String((el as unknown as { value?: unknown }).value ?? "");
}

export function setValue(el: Element, v: string): void {
  (el as unknown as { value: string }).value = v;
}

export function checked(el: Element): boolean {
  return Boolean((el as unknown as { checked?: boolean }).checked);
}

export function setChecked(el: Element, v: boolean): void {
  (el as unknown as { checked: boolean }).checked = v;
}

/** A problem as a list item: a button that selects its cell when Excel can, else its text. */
export function problemItem(
  p: { where: string; message: string; cell?: string },
  select?: (cell: string) => void
): HTMLElement {
  const text = p.where ? `${p.where}: ${p.message}` : p.message;
  const cell = p.cell;
  if (!cell || !select) return h("li", {}, text);
  const b = h("button", { type: "button", class: "problem-link", title: `Select ${cell}` }, text);
  b.addEventListener("click", () => select(cell));
  return h("li", {}, b);
}
