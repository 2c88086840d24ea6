/**
 * The task pane's entry point. Follows the Office (or the system) theme (the page's plain
 * elements are styled with Fluent 2 tokens, light or dark by the class "dark" on <html>), then starts the Excel mode when Office.onReady reports Excel, and the standalone
 * mode otherwise (opened in a browser, or office.js missing).
 */
import { startExcel } from "./excel-mode";
import { pageStore, startLanguage, workbookStore } from "./language";
import { startStandalone } from "./standalone";
import { tx } from "./texts";

/** Relative luminance of a "#rrggbb" colour (0 dark .. 1 light), or null. */
export function luminance(hex: string | undefined): number | null {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? "");
  if (!m) return null;
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => parseInt(x, 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function applyTheme(dark: boolean): void {
  document.documentElement.classList.toggle("dark", dark);
}

function officeDark(): boolean | null {
  try {
    const theme = typeof Office !== "undefined" ? Office.context?.officeTheme : undefined;
    const l = luminance(theme?.bodyBackgroundColor);
    return l === null ? null : l < 0.5;
  } catch {
    return null;
  }
}

function systemDark(): boolean {
  return (
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-color-scheme: dark)").matches
  );
}

/**
 * Outside Office, office.js loads its O15 helper script, which schedules a hidden telemetry
 * iframe (telemetryservice.firstpartyapps.oaspapps.com) three seconds later. The standalone page
 * promises that nothing leaves the browser, so once onReady has said "no host" the pending
 * frame is cancelled. This touches office.js internals, guarded: if they change, the only effect
 * is that the (harmless, failing offline) telemetry request is made again.
 */
function cancelOfficeTelemetryFrame(): void {
  try {
    const osf = (window as unknown as { OSF?: { Logger?: { ulsEndpoint?: unknown } } }).OSF;
    const ep = osf?.Logger?.ulsEndpoint as
      { proxyFrame?: unknown; loadProxyFrame?: () => void } | null | undefined;
    if (ep && ep.proxyFrame == null && typeof ep.loadProxyFrame === "function") {
      ep.loadProxyFrame = () => {};
    }
  } catch {
    // office.js internals differ: nothing to cancel
  }
}

/** Set before the page reloads itself into its Excel mode (see below). */
const EXPECT_EXCEL = "tiebreaks.expectExcel";

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the page was opened by an Office host, known before Office.onReady: the signs office.js
 * itself reads at load (the _host_Info URL parameter Office adds, the desktop hosts' GetHostInfo
 * or agaveHost bridge, the host info office.js keeps in window.name or sessionStorage), or our
 * own note that onReady reported Excel before a reload.
 */
export function officeHostHint(w: Window): boolean {
  try {
    if (/[?&#]_host_Info=/i.test(w.location.search + w.location.hash)) return true;
    const x = w as unknown as {
      external?: { GetHostInfo?: unknown };
      agaveHost?: unknown;
    };
    if (typeof x.external?.GetHostInfo === "function" || x.agaveHost !== undefined) return true;
    if (/"hostInfo"/.test(w.name)) return true;
    const s = w.sessionStorage;
    return Boolean(s.getItem("hostInfoValue") || s.getItem(EXPECT_EXCEL));
  } catch {
    return false;
  }
}

let started: "excel" | "standalone" | null = null;

function fail(e: unknown): void {
  const el = document.getElementById("status");
  if (el) {
    el.textContent = tx("pane.couldNotStart", {
      error: e instanceof Error ? e.message : String(e),
    });
    el.className = "status error";
  }
}

/** The language chosen with the switch could not be saved (the page keeps showing it). */
function languageNotSaved(e: unknown): void {
  const el = document.getElementById("status");
  if (el) {
    el.textContent = tx("lang.notSaved", { error: e instanceof Error ? e.message : String(e) });
    el.className = "status error";
  }
}

function start(inExcel: boolean, reason: () => string): void {
  if (started) return;
  started = inExcel ? "excel" : "standalone";
  applyTheme(officeDark() ?? systemDark());
  const mode = started;
  const ready = (): void => document.body.setAttribute("data-ready", mode);
  // the language first (the workbook's or the page's choice, else Office's or the browser's),
  // so that the mode builds its texts in it; ready once the mode is set up: in Excel, after the
  // workbook's settings and results are read (the readers load on demand, so a read can take a
  // moment longer than the page)
  const language = startLanguage(
    inExcel ? workbookStore() : pageStore(),
    inExcel,
    languageNotSaved
  );
  if (inExcel)
    language
      .then(() => startExcel())
      .catch(fail)
      .finally(ready);
  else {
    language
      .then(() => startStandalone(reason()))
      .catch(fail)
      .finally(ready);
  }
}

function note(text: string): void {
  const el = document.getElementById("mode-note");
  if (el) el.textContent = text;
}

const OUTSIDE = (): string => tx("pane.outside");
const NO_OFFICE_JS = (): string => tx("pane.noOfficeJs");

/*
 * Start-up. Outside Office the page is usable at once: the standalone mode starts without waiting
 * for office.js. Opened by Office (officeHostHint), it waits for Office.onReady, however long that
 * takes (office.js from the CDN on venue wifi), and says so after 5 s. If onReady reports Excel
 * after the standalone mode has started (Office gave no sign), the page reloads once into its
 * Excel mode: EXPECT_EXCEL makes the reloaded page wait for Excel instead.
 */
if (typeof Office === "undefined" || typeof Office.onReady !== "function") {
  start(false, officeHostHint(window) ? NO_OFFICE_JS : OUTSIDE);
} else {
  const hinted = officeHostHint(window);
  if (hinted) {
    note(tx("pane.connecting"));
    setTimeout(() => {
      if (!started) note(tx("pane.stillWaiting"));
    }, 5000);
  } else {
    start(false, OUTSIDE);
  }
  Office.onReady((info) => {
    const excel = info.host === Office.HostType?.Excel && typeof Excel !== "undefined";
    if (excel) {
      session()?.removeItem(EXPECT_EXCEL);
      if (started === "standalone") {
        session()?.setItem(EXPECT_EXCEL, "1");
        window.location.reload();
        return;
      }
      start(true, OUTSIDE);
      return;
    }
    session()?.removeItem(EXPECT_EXCEL);
    if (!info.host) cancelOfficeTelemetryFrame();
    start(false, OUTSIDE);
  });
}
window
  .matchMedia?.("(prefers-color-scheme: dark)")
  .addEventListener?.("change", (e) => applyTheme(officeDark() ?? e.matches));
