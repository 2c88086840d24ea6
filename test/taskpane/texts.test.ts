/**
 * The page's fixed texts: every data-i18n attribute of taskpane.html names a text message of the
 * catalogue, and the English the HTML holds (shown before the script runs) is the English
 * catalogue's, so the two cannot drift apart.
 */
import * as fs from "fs";
import * as path from "path";
import { messages as english } from "../../src/i18n/en";

const html = fs.readFileSync(path.resolve(__dirname, "../../src/taskpane/taskpane.html"), "utf8");
const squash = (s: string): string => s.replace(/\s+/g, " ").trim();

function found(re: RegExp): { key: string; text: string }[] {
  return [...html.matchAll(re)].map((m) => ({ key: m.groups!.key, text: squash(m.groups!.text) }));
}

const texts = found(/data-i18n="(?<key>[^"]+)"[^>]*>(?<text>[^<]*)</g);
const placeholders = found(/placeholder="(?<text>[^"]*)"\s+data-i18n-placeholder="(?<key>[^"]+)"/g);
const labels = found(/aria-label="(?<text>[^"]*)"\s+data-i18n-aria-label="(?<key>[^"]+)"/g);

test("the page names its fixed texts", () => {
  expect(texts.length).toBeGreaterThan(50);
  expect(placeholders.map((p) => p.key)).toEqual([
    "pane.unratedPlaceholder",
    "pane.modUPlaceholder",
  ]);
  expect(labels.map((p) => p.key)).toEqual(["pane.actions"]);
  // every attribute was read by one of the patterns above
  expect(html.match(/data-i18n(-[a-z-]+)?=/g)?.length).toBe(
    texts.length + placeholders.length + labels.length
  );
});

test("each names a text message, and the HTML's English is the catalogue's", () => {
  for (const { key, text } of [...texts, ...placeholders, ...labels]) {
    const m = (english as Record<string, unknown>)[key];
    expect([key, typeof m]).toEqual([key, "string"]);
    expect([key, text]).toEqual([key, squash(m as string)]);
  }
});
