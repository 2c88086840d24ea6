/**
 * The ranking list (and the crosstable) as one self-contained HTML file: no script, no external
 * style sheet, font or image, so it opens offline and on any web host. A print style sheet makes
 * it a notice-board page: A4 (landscape when the table is wide), the table's header row repeated
 * on every printed page, no page break inside a row, the crosstable on a new page.
 */
import { crosstableNameCol, type Crosstable } from "./crosstable";
import type { BoardSection } from "./team-table";
import { numericColumn, printed, type StandingsTable } from "./table";
import { inert } from "./inert";

const ESC: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(s: string): string {
  return inert(s).replace(/[&<>"']/g, (c) => ESC[c]);
}

/** Whether a table is too wide for A4 portrait (a rough count of printed characters). */
export function isWide(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[]
): boolean {
  let chars = 0;
  header.forEach((h, c) => {
    const longest = Math.max(
      h.length,
      ...rows.map((r) => Math.min(40, printed(r[c] as string | number).length))
    );
    chars += longest + 2;
  });
  return chars > 100;
}

const STYLE = `
:root { color-scheme: light; }
body { font-family: "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif; font-size: 13px; color: #1b1b1b; background: #fff; margin: 16px; }
h1 { font-size: 20px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 20px 0 6px; }
.event p { margin: 2px 0; color: #424242; }
table { border-collapse: collapse; margin: 8px 0; }
caption { text-align: left; font-weight: 600; padding: 4px 0; }
th, td { border-bottom: 1px solid #d1d1d1; padding: 3px 6px; text-align: left; vertical-align: top; }
thead th { background: #f0f0f0; border-bottom: 2px solid #8a8a8a; white-space: nowrap; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.why { color: #424242; font-size: 12px; min-width: 18em; }
tr.withdrawn td { color: #6b6b6b; }
.crosstable td { white-space: nowrap; text-align: center; }
.crosstable td.name { text-align: left; }
ul.legend { padding-left: 18px; color: #424242; font-size: 12px; }
ul.legend li { margin: 2px 0; }
@media print {
  @page { size: A4 PAGE_ORIENTATION; margin: 12mm 10mm; }
  body { margin: 0; font-size: 10px; }
  h1 { font-size: 16px; }
  thead { display: table-header-group; }
  tr, td, th { break-inside: avoid; page-break-inside: avoid; }
  section.crosstable { break-before: page; page-break-before: always; }
  thead th { background: #e6e6e6; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

function tableHtml(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  numeric: (c: number) => boolean,
  caption: string,
  opts: {
    cls?: string;
    whyCol?: number;
    nameCol?: number;
    rowClass?: (r: number) => string | undefined;
  } = {}
): string {
  const out: string[] = [];
  out.push(`<table${opts.cls ? ` class="${opts.cls}"` : ""}>`);
  out.push(`<caption>${escapeHtml(caption)}</caption>`);
  out.push(
    "<thead><tr>" +
      header
        .map((h, c) => `<th scope="col"${numeric(c) ? ' class="num"' : ""}>${escapeHtml(h)}</th>`)
        .join("") +
      "</tr></thead>"
  );
  out.push("<tbody>");
  rows.forEach((r, i) => {
    const cls = opts.rowClass?.(i);
    const cells = header.map((_, c) => {
      const text = escapeHtml(printed(r[c] as string | number));
      if (c === opts.nameCol) return `<th scope="row" class="name">${text}</th>`;
      const k = c === opts.whyCol ? "why" : numeric(c) ? "num" : "";
      return `<td${k ? ` class="${k}"` : ""}>${text}</td>`;
    });
    out.push(`<tr${cls ? ` class="${cls}"` : ""}>${cells.join("")}</tr>`);
  });
  out.push("</tbody></table>");
  return out.join("\n");
}

/**
 * The whole document. `crosstable` adds its section (on a new printed page); `boards` (a team
 * event's board tables) a "Board prizes" section after it.
 */
export function standingsHtml(
  table: StandingsTable,
  crosstable?: Crosstable,
  boards: readonly BoardSection[] = []
): string {
  const wide = isWide(table.header, table.rows);
  const style = STYLE.replace("PAGE_ORIENTATION", wide ? "landscape" : "portrait");
  const statusCol = table.kinds.indexOf("status");
  const parts: string[] = [];
  parts.push("<!doctype html>");
  parts.push('<html lang="en">');
  parts.push("<head>");
  parts.push('<meta charset="utf-8">');
  parts.push('<meta name="viewport" content="width=device-width, initial-scale=1">');
  parts.push(`<title>${escapeHtml(table.title)}</title>`);
  parts.push(`<style>${style}</style>`);
  parts.push("</head>");
  parts.push("<body>");
  parts.push('<header class="event">');
  parts.push(`<h1>${escapeHtml(table.title)}</h1>`);
  for (const l of table.headerLines) parts.push(`<p>${escapeHtml(l)}</p>`);
  parts.push("</header>");
  parts.push('<section class="ranking" aria-label="Ranking list">');
  parts.push(
    tableHtml(table.header, table.rows, (c) => numericColumn(table, c), "Ranking list", {
      cls: "ranking",
      whyCol: table.kinds.indexOf("why"),
      nameCol: table.kinds.indexOf("name"),
      rowClass: (r) =>
        statusCol >= 0 && table.rows[r][statusCol] !== "" ? "withdrawn" : undefined,
    })
  );
  parts.push("<h2>Legend</h2>");
  parts.push('<ul class="legend">');
  for (const n of table.notes) parts.push(`<li>${escapeHtml(n)}</li>`);
  parts.push("</ul>");
  parts.push("</section>");
  if (crosstable) {
    parts.push('<section class="crosstable" aria-label="Crosstable">');
    parts.push(`<h2>${escapeHtml(crosstable.title)}</h2>`);
    const nameCol = crosstableNameCol(crosstable);
    parts.push(
      tableHtml(
        crosstable.header,
        crosstable.rows,
        (c) => c !== nameCol && typeof crosstable.rows[0]?.[c] === "number",
        "Crosstable",
        { cls: "crosstable", nameCol }
      )
    );
    parts.push('<ul class="legend">');
    for (const n of crosstable.legend) parts.push(`<li>${escapeHtml(n)}</li>`);
    parts.push("</ul>");
    parts.push("</section>");
  }
  if (boards.length > 0) {
    parts.push('<section class="boards" aria-label="Board prizes">');
    parts.push("<h2>Board prizes</h2>");
    for (const b of boards) {
      parts.push(`<h3>${escapeHtml(b.title)}</h3>`);
      // Player and Team are text; the other columns numbers
      parts.push(
        tableHtml(b.header, b.rows, (c) => c !== 2 && c !== 3, b.title, {
          cls: "boards",
          nameCol: 2,
        })
      );
    }
    parts.push("</section>");
  }
  parts.push("</body>");
  parts.push("</html>");
  return parts.join("\n") + "\n";
}
