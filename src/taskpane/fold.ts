/**
 * Sections that fold, for a narrow pane: a section's heading holds a disclosure button
 * (`button.fold`, aria-expanded, aria-controls naming the section's body). Folding hides the body
 * and shows the section's one-line summary (`.fold-summary`), if it has one. The button is an
 * ordinary button: Enter and Space fold and unfold it.
 */

function bodyOf(button: HTMLElement): HTMLElement | null {
  const id = button.getAttribute("aria-controls");
  return id ? document.getElementById(id) : null;
}

export function isFolded(button: HTMLElement): boolean {
  return button.getAttribute("aria-expanded") === "false";
}

export function setFolded(button: HTMLElement, folded: boolean): void {
  button.setAttribute("aria-expanded", String(!folded));
  const body = bodyOf(button);
  if (body) body.hidden = folded;
  const summary = button.closest("section")?.querySelector<HTMLElement>(".fold-summary");
  if (summary) summary.hidden = !folded;
}

const WIRED = "data-fold-wired";

/** Wires every fold button under `root` (once each). */
export function wireFolds(root: ParentNode = document): void {
  for (const b of root.querySelectorAll<HTMLElement>("button.fold")) {
    if (b.hasAttribute(WIRED)) continue;
    b.setAttribute(WIRED, "");
    b.addEventListener("click", () => setFolded(b, !isFolded(b)));
  }
}
