/**
 * The self-contained HTML ranking list (--out standings.html, the page's download): nothing is
 * fetched from anywhere, text is escaped, the print style sheet is there. Rendering in Chromium
 * is test/browser/html-output.test.ts.
 */
import * as fs from "fs";
import * as path from "path";
import { computeStandings } from "../../src/engine";
import { crosstable } from "../../src/formats/crosstable";
import { escapeHtml, standingsHtml } from "../../src/formats/html";
import { standingsTable } from "../../src/formats/table";
import { parseTrf } from "../../src/formats/trf";

const t = parseTrf(
  fs.readFileSync(path.resolve(__dirname, "../../examples/club-swiss.trf"), "utf8")
).tournament;

describe("standingsHtml", () => {
  const st = computeStandings(t, ["BH/C1", "BH", "SB", "DE", "WIN"]);
  const html = standingsHtml(standingsTable(st, t), crosstable(st, t));

  test("self-contained: no script, no link, no URL to fetch", () => {
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(/i);
    expect(html).not.toMatch(/\b(src|href)=/i);
    expect(html).not.toMatch(/https?:\/\//);
  });

  test("print style sheet: A4, header row repeated, no break inside a row, crosstable on a new page", () => {
    expect(html).toMatch(/@media print/);
    expect(html).toMatch(/@page \{ size: A4 (landscape|portrait);/);
    expect(html).toMatch(/thead \{ display: table-header-group; \}/);
    expect(html).toMatch(/tr, td, th \{ break-inside: avoid; page-break-inside: avoid; \}/);
    expect(html).toMatch(/section\.crosstable \{ break-before: page;/);
  });

  test("event header, ranking table, legend and crosstable sections", () => {
    expect(html).toContain("<h1>Riverside Chess Club Spring Swiss 2026</h1>");
    expect(html).toContain("<p>Riverside, 10 March 2026 to 7 April 2026</p>");
    expect(html).toContain('<th scope="col">Why this place</th>');
    expect(html).toContain("<li>BH/C1: Buchholz, the lowest opponent score cut</li>");
    expect(html).toContain(
      "<h2>Crosstable: Riverside Chess Club Spring Swiss 2026 (after round 5 of 5)</h2>"
    );
  });

  test("hostile names are text, not markup", () => {
    const t2 = parseTrf(
      fs.readFileSync(path.resolve(__dirname, "../../examples/club-swiss.trf"), "utf8")
    ).tournament;
    t2.players[0].name = '<script>alert("x")</script>';
    t2.name = "A & B <Open>";
    const st2 = computeStandings(t2, ["BH"]);
    const h = standingsHtml(standingsTable(st2, t2));
    expect(h).not.toContain("<script>");
    expect(h).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(h).toContain("<title>A &amp; B &lt;Open&gt;</title>");
    expect(escapeHtml(`'"&<>`)).toBe("&#39;&quot;&amp;&lt;&gt;");
  });
});
