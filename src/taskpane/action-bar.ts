/**
 * The action bar is pinned over the bottom of the pane (taskpane.html, .action-bar): a control
 * that takes the focus must not end up hidden under it (WCAG 2.4.11, focus not obscured). The
 * page's scroll padding follows the bar's height (scrolling into view then leaves room for it),
 * and a control still under the bar when it takes the focus is scrolled above it.
 */

const GAP = 8;

export function keepFocusAboveBar(): void {
  const bar = document.getElementById("action-bar");
  if (!bar) return;
  const root = document.documentElement;
  const setHeight = (): void => {
    root.style.setProperty("--tb-bar-h", `${Math.ceil(bar.getBoundingClientRect().height)}px`);
  };
  setHeight();
  if (typeof ResizeObserver !== "undefined") new ResizeObserver(setHeight).observe(bar);
  document.addEventListener("focusin", (ev) => {
    const el = ev.target;
    if (!(el instanceof HTMLElement) || bar.contains(el) || el === document.body) return;
    const r = el.getBoundingClientRect();
    const top = bar.getBoundingClientRect().top;
    // only a control that fits above the bar (a tall region such as the table keeps its place)
    if (r.bottom > top && r.height < top - GAP) window.scrollBy(0, r.bottom - top + GAP);
  });
}
