/**
 * The task pane's entry point. Follows the Office (or the system) theme (the page's plain
 * elements are styled with Fluent 2 tokens, light or dark by the class "dark" on <html>), then starts the Excel mode when Office.onReady reports Excel, and the standalone
 * mode otherwise (opened in a browser, or office.js missing).
 */
import { startExcel } from "./excel-mode";
import { startStandalone } from "./standalone";

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

let started = false;

function fail(e: unknown): void {
  const el = document.getElementById("status");
  if (el) {
    el.textContent = `The task pane could not start: ${e instanceof Error ? e.message : String(e)}`;
    el.className = "status error";
  }
}

function start(inExcel: boolean, reason: string): void {
  if (started) return;
  started = true;
  applyTheme(officeDark() ?? systemDark());
  if (inExcel) startExcel().catch(fail);
  else {
    try {
      startStandalone(reason);
    } catch (e) {
      fail(e);
    }
  }
  document.body.setAttribute("data-ready", inExcel ? "excel" : "standalone");
}

const OUTSIDE =
  "Not running in Excel: open a results file (.trf, .csv or .xlsx) to see its standings.";

if (typeof Office === "undefined" || typeof Office.onReady !== "function") {
  start(false, OUTSIDE);
} else {
  Office.onReady((info) => {
    const excel = info.host === Office.HostType?.Excel && typeof Excel !== "undefined";
    if (!info.host) cancelOfficeTelemetryFrame();
    start(excel, OUTSIDE);
  });
  // office.js that never reports (blocked host scripts): fall back to the standalone page
  setTimeout(() => start(false, OUTSIDE), 5000);
}
window
  .matchMedia?.("(prefers-color-scheme: dark)")
  .addEventListener?.("change", (e) => applyTheme(officeDark() ?? e.matches));
