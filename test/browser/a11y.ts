/**
 * Accessibility checks for the browser tests: axe-core (from npm) injected into the page, and a
 * plain check that every form control has a label.
 */
import type { Page } from "playwright-core";

const AXE = require.resolve("axe-core/axe.min.js");

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** Selectors of the offending elements, with axe's summary of what to fix. */
  nodes: string[];
}

/**
 * axe-core's violations of impact critical or serious on the page as it is now (the rules of
 * WCAG 2.x A and AA and axe's best practices), as short records that read well in a failure.
 */
export async function axeSerious(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!loaded) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            opts: object
          ): Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: unknown[]; failureSummary?: string }[];
            }[];
          }>;
        };
      }
    ).axe;
    const r = await axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? "",
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`),
    }));
  });
  return found.filter((v) => v.impact === "critical" || v.impact === "serious");
}

/**
 * Form controls (input, select, textarea, button) without a label, visible or not: a control
 * needs a <label> (for= or around it), aria-label, aria-labelledby naming text, or, for a button,
 * its own text. Returns a description of each one that has none.
 */
export async function unlabelledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const text = (s: string | null | undefined): boolean => (s ?? "").trim() !== "";
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("input, select, textarea, button")) {
      if (el instanceof HTMLInputElement && el.type === "hidden") continue;
      const labels = (el as HTMLInputElement).labels;
      const byLabel = labels ? [...labels].some((l) => text(l.textContent)) : false;
      const byAria = text(el.getAttribute("aria-label"));
      const ids = (el.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
      const byRef = ids.some((id) => text(document.getElementById(id)?.textContent));
      const own = el instanceof HTMLButtonElement && text(el.textContent);
      if (!byLabel && !byAria && !byRef && !own) {
        out.push(`${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}.${el.className}`);
      }
    }
    return out;
  });
}
