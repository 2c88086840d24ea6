/**
 * Writing the prize list: one table (header, rows, notes) for the sheet, CSV and xlsx; the
 * command line's JSON; an aligned text table; an HTML page. Pure: no Office, DOM or Node APIs.
 */
import { moneyNumber, moneyText, type PrizeResult } from "../engine/prizes";
import { inert, inertJson, inertLines } from "./inert";
import { stamp } from "./table";

export interface PrizeTable {
  header: string[];
  rows: (string | number)[][];
  notes: string[];
}

export const SPLIT_TITLES: Record<PrizeResult["split"], string> = {
  tiebreak: "by the ranking (tie-breaks decide; nothing is shared)",
  shared: "shared (players tied on points pool their prizes and share them equally)",
  hort: "Hort system (half of each prize by the ranking, half shared among those tied on points)",
};

function decimals(r: PrizeResult): boolean {
  return (
    r.lines.some((l) => l.prize.cents % 100 !== 0) || r.players.some((p) => p.cents % 100 !== 0)
  );
}

export function prizeNotes(r: PrizeResult, opts: { writtenAt?: Date } = {}): string[] {
  const d = decimals(r);
  const notes = [`Split: ${SPLIT_TITLES[r.split]} [${r.split}]`];
  notes.push(
    `Fund ${moneyText(r.fundCents, d)}, paid ${moneyText(r.paidCents, d)}` +
      (r.fundCents > r.paidCents ? `, not awarded ${moneyText(r.fundCents - r.paidCents, d)}` : "")
  );
  if (r.lines.some((l) => /\bRtg\b|unrated|rated|^U\d/i.test(l.prize.category ?? ""))) {
    notes.push(`Rating categories read the ${r.ratingLabel}.`);
  }
  if (r.split !== "tiebreak") {
    notes.push("Odd cents of a shared sum go one each to the best placed of those sharing it.");
  }
  for (const u of r.unawarded) notes.push(`Not awarded: ${u.prize.name}: ${u.why}`);
  for (const w of r.warnings) notes.push(`Warning: ${w}`);
  // local date and time to the minute, as the ranking list (table.ts stamp)
  if (opts.writtenAt) notes.push(`Written at ${stamp(opts.writtenAt)}`);
  return notes;
}

/**
 * One row per prize and player it is attributed to, in listed order; a prize nobody received
 * has one row with the player cells empty. Amounts are numbers (money units).
 */
export function prizeTable(r: PrizeResult, opts: { writtenAt?: Date } = {}): PrizeTable {
  const header = ["Prize", "Category", "Amount", "Place", "No", "Name", "Points", "Paid", "Why"];
  const byIndex = new Map(r.players.map((p) => [p.index, p]));
  const rows: (string | number)[][] = [];
  for (const line of r.lines) {
    const p = line.prize;
    const base = [p.name, p.category ?? "", moneyNumber(p.cents)];
    if (line.awarded.length === 0) {
      const u = r.unawarded.find((x) => x.prize.index === p.index);
      rows.push([
        ...base,
        "",
        "",
        "",
        "",
        "",
        u ? `not awarded: ${u.why}` : "see the other prizes",
      ]);
      continue;
    }
    for (const a of line.awarded) {
      const pl = byIndex.get(a.player);
      if (!pl) continue;
      rows.push([
        ...base,
        pl.tied ? `${pl.rank}=` : pl.rank,
        pl.player.id,
        pl.player.name,
        pl.points.toNumber(),
        moneyNumber(pl.cents),
        pl.why,
      ]);
    }
  }
  return { header, rows, notes: prizeNotes(r, opts) };
}

/**
 * The command line's --format json:
 * {"split", "prizes": [{"prize", "amount", "category", "awarded": [{"start", "amount"}]}],
 *  "players": [{"start", "name", "total", "prizes": [names]}], "unawarded": [{"prize", "amount",
 *  "category", "why"}]}, amounts as JSON numbers in money units.
 */
export function prizeJson(r: PrizeResult): object {
  const startOf = new Map(r.players.map((p) => [p.index, p.player.id]));
  return {
    split: r.split,
    prizes: r.lines.map((l) => ({
      prize: l.prize.name,
      amount: moneyNumber(l.prize.cents),
      category: l.prize.category,
      awarded: l.awarded.map((a) => ({
        start: startOf.get(a.player),
        amount: moneyNumber(a.cents),
      })),
    })),
    players: r.players.map((p) => ({
      start: p.player.id,
      name: p.player.name,
      total: moneyNumber(p.cents),
      prizes: [p.prize.name],
    })),
    unawarded: r.unawarded.map((u) => ({
      prize: u.prize.name,
      amount: moneyNumber(u.prize.cents),
      category: u.prize.category,
      why: u.why,
    })),
  };
}

/** The JSON text, one prize or player per line. */
export function prizeJsonText(r: PrizeResult): string {
  const j = prizeJson(r) as {
    split: string;
    prizes: object[];
    players: object[];
    unawarded: object[];
  };
  const block = (xs: object[]): string =>
    xs.length ? `[\n${xs.map((x) => `    ${JSON.stringify(x)}`).join(",\n")}\n  ]` : "[]";
  return (
    `{\n  "split": ${JSON.stringify(j.split)},\n  "prizes": ${block(j.prizes)},\n` +
    inertJson(`  "players": ${block(j.players)},\n  "unawarded": ${block(j.unawarded)}\n}\n`)
  );
}

function cellString(v: string | number, money: boolean, d: boolean): string {
  if (typeof v === "number") return money ? moneyText(Math.round(v * 100), d) : String(v);
  return inert(v);
}

/** An aligned plain-text table followed by the notes. */
export function prizeText(r: PrizeResult, opts: { title?: string } = {}): string {
  const t = prizeTable(r);
  const d = decimals(r);
  const moneyCols = new Set([2, 7]);
  const right = [false, false, true, true, true, false, true, true, false];
  const body = t.rows.map((row) => row.map((v, c) => cellString(v, moneyCols.has(c), d)));
  const widths = t.header.map((h, c) => Math.max(h.length, ...body.map((row) => row[c].length)));
  const fmt = (cells: string[]): string =>
    cells
      .map((v, c) =>
        c === cells.length - 1 ? v : right[c] ? v.padStart(widths[c]) : v.padEnd(widths[c])
      )
      .join("  ")
      .replace(/\s+$/, "");
  const lines: string[] = [];
  if (opts.title) lines.push(opts.title, "");
  lines.push(fmt(t.header), widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of body) lines.push(fmt(row));
  lines.push("", ...t.notes);
  return inertLines(lines);
}

function esc(s: string): string {
  return inert(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A self-contained HTML page with the prize table and the notes. */
export function prizeHtml(r: PrizeResult, opts: { title?: string } = {}): string {
  const t = prizeTable(r);
  const d = decimals(r);
  const title = opts.title ? `Prizes: ${opts.title}` : "Prizes";
  const numeric = new Set([2, 3, 4, 6, 7]);
  const head = t.header.map((h) => `<th scope="col">${esc(h)}</th>`).join("");
  const body = t.rows
    .map(
      (row) =>
        `<tr>${row
          .map((v, c) => {
            const text = cellString(v, c === 2 || c === 7, d);
            return numeric.has(c) ? `<td class="num">${esc(text)}</td>` : `<td>${esc(text)}</td>`;
          })
          .join("")}</tr>`
    )
    .join("\n");
  const notes = t.notes.map((n) => `<li>${esc(n)}</li>`).join("\n");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1.5rem; }
table { border-collapse: collapse; }
th, td { border-bottom: 1px solid #ccc; padding: 0.25rem 0.6rem; text-align: left; vertical-align: top; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
</style>
</head>
<body>
<h1>${esc(title)}</h1>
<table>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table>
<ul>
${notes}
</ul>
</body>
</html>
`;
}
