/**
 * Writing the prize list: one table (header, rows, notes) for the sheet, CSV and xlsx; the
 * command line's JSON; an aligned text table; an HTML page. Pure: no Office, DOM or Node APIs.
 */
import { moneyNumber, moneyText, type PrizeResult, type PrizeSpec } from "../engine/prizes";
import { inert, inertJson, inertLines } from "./inert";
import { stamp } from "./table";

export interface PrizeTable {
  header: string[];
  rows: (string | number)[][];
  notes: string[];
}

/** The method in words, for the notes and the sheet. */
export function splitTitle(r: Pick<PrizeResult, "split" | "hortShare">): string {
  const h = r.hortShare;
  switch (r.split) {
    case "tiebreak":
      return "by the ranking (tie-breaks decide; nothing is shared)";
    case "shared":
      return "shared (FIDE and European practice: the money of the places players tied on points occupy is pooled and divided equally among them; a category's prizes the same way within the category)";
    case "hort":
      return `Hort system (${100 - h}% of each prize by the ranking, ${h}% shared equally among the players tied on points who occupy its place)`;
    case "us-chess":
      return "US Chess 32B3 (the place and class prizes of players tied on points pooled and divided equally, no player above the largest prize they could win without the tie)";
  }
}

const PRIORITY_WORDS: Record<PrizeResult["priority"], string> = {
  place: "the place prize first (US Chess 32B4)",
  category: "the category prize first",
  listed: "the one listed first",
};

/** Whether any sum of the result has cents (then money shows two decimals everywhere). */
export function hasCents(r: PrizeResult): boolean {
  return (
    r.lines.some((l) => l.prize.cents % 100 !== 0) || r.players.some((p) => p.cents % 100 !== 0)
  );
}

function roundingNote(r: PrizeResult, d: boolean): string | null {
  if (r.split === "tiebreak") return null;
  if (r.unitCents <= 1)
    return "Odd cents of a shared sum go one each to the best placed of those sharing it.";
  const u = moneyText(r.unitCents, d && r.unitCents % 100 !== 0);
  return `Shares are multiples of ${u} [round=${u}]: the units left over go one each to the best placed of those sharing, anything below one unit to the best placed.`;
}

export function prizeNotes(r: PrizeResult, opts: { writtenAt?: Date } = {}): string[] {
  const d = hasCents(r);
  const tag = r.split === "hort" && r.hortShare !== 50 ? `hort, hort=${r.hortShare}` : r.split;
  const notes = [`Split: ${splitTitle(r)} [${tag}]`];
  if (r.subject === "teams")
    notes.push(`Teams are paid by the team ranking (${r.main ?? "MP"} first, then the order).`);
  notes.push(
    `Fund ${moneyText(r.fundCents, d)}, paid ${moneyText(r.paidCents, d)}` +
      (r.fundCents > r.paidCents ? `, not awarded ${moneyText(r.fundCents - r.paidCents, d)}` : "")
  );
  notes.push(
    `Prizes of equal value: ${PRIORITY_WORDS[r.priority]} [priority=${r.priority}]. One cash prize per ${r.subject === "teams" ? "team" : "player"}.`
  );
  if (r.lines.some((l) => l.prize.nonCash !== null)) {
    const who = r.subject === "teams" ? "team" : "player";
    notes.push(
      `Non-cash prizes are never shared: each goes to one ${who} by the ranking, numbered among themselves (the first non-cash place prize to the winner), ` +
        (r.trophies === "exclusive"
          ? `among those without a cash prize (one prize per ${who}) [trophies=exclusive].`
          : `beside any money (a ${who} may take a cash prize and one non-cash prize) [trophies=independent].`)
    );
  }
  if (r.lines.some((l) => /\bRtg\b|unrated|rated|^U\s*\d{3}/i.test(l.prize.category ?? ""))) {
    notes.push(`Rating categories read the ${r.ratingLabel}.`);
  }
  if (r.ageLabel) notes.push(r.ageLabel);
  const rounding = roundingNote(r, d);
  if (rounding) notes.push(rounding);
  for (const u of r.unawarded) notes.push(`Not awarded: ${u.prize.name}: ${u.why}`);
  for (const w of r.warnings) notes.push(`Warning: ${w}`);
  // local date and time to the minute, as the ranking list (table.ts stamp)
  if (opts.writtenAt) notes.push(`Written at ${stamp(opts.writtenAt)}`);
  return notes;
}

/** The header of the prize table: players (Name, Points) or teams (Team, MP, GP). */
export function prizeHeader(r: Pick<PrizeResult, "subject" | "main">): string[] {
  const who =
    r.subject === "teams"
      ? ["Team", ...(r.main === "GP" ? ["GP", "MP"] : ["MP", "GP"])]
      : ["Name", "Points"];
  return ["Prize", "Category", "Amount", "Place", "No", ...who, "Paid", "Why"];
}

/** Columns of the prize table holding money (the Paid cell of a non-cash prize is empty). */
export const MONEY_COLUMNS: ReadonlySet<string> = new Set(["Amount", "Paid"]);
/** Columns of the prize table shown right-aligned. */
export const NUMBER_COLUMNS: ReadonlySet<string> = new Set([
  "Amount",
  "Place",
  "No",
  "Points",
  "MP",
  "GP",
  "Paid",
]);

/**
 * One row per prize and player it is attributed to, in listed order; a prize nobody received
 * has one row with the player cells empty. Amounts are numbers (money units); a non-cash prize
 * shows what it is ("Trophy") as its amount and nothing paid.
 */
export function prizeTable(r: PrizeResult, opts: { writtenAt?: Date } = {}): PrizeTable {
  const header = prizeHeader(r);
  const byIndex = new Map(r.players.map((p) => [p.index, p]));
  const rows: (string | number)[][] = [];
  for (const line of r.lines) {
    const p = line.prize;
    const base = [p.name, p.category ?? "", p.nonCash ?? moneyNumber(p.cents)];
    if (line.awarded.length === 0) {
      const u = r.unawarded.find((x) => x.prize.index === p.index);
      const blank = header.slice(3, -1).map(() => "");
      rows.push([...base, ...blank, u ? `not awarded: ${u.why}` : "see the other prizes"]);
      continue;
    }
    for (const a of line.awarded) {
      const pl = byIndex.get(a.player);
      if (!pl) continue;
      const scores =
        r.subject === "teams"
          ? (r.main === "GP" ? [pl.gp, pl.mp] : [pl.mp, pl.gp]).map((q) => q?.toNumber() ?? "")
          : [pl.points.toNumber()];
      rows.push([
        ...base,
        pl.tied ? `${pl.rank}=` : pl.rank,
        pl.player.id,
        pl.player.name,
        ...scores,
        p.nonCash !== null ? "" : moneyNumber(a.cents),
        a.why,
      ]);
    }
  }
  return { header, rows, notes: prizeNotes(r, opts) };
}

/**
 * The command line's --format json:
 * {"split", ["teams": true,] "prizes": [{"prize", "amount", "category", ["noncash",] "awarded":
 * [{"start", "amount"}]}], "players": [{"start", "name", "total", "prizes": [names]}],
 * "unawarded": [{"prize", "amount", "category", "why"}]}, amounts as JSON numbers in money units;
 * a non-cash prize has amount 0 and "noncash": what it is.
 */
export function prizeJson(r: PrizeResult): object {
  const startOf = new Map(r.players.map((p) => [p.index, p.player.id]));
  const item = (s: PrizeSpec): object => ({
    prize: s.name,
    amount: moneyNumber(s.cents),
    category: s.category,
    ...(s.nonCash !== null ? { noncash: s.nonCash } : {}),
  });
  return {
    split: r.split,
    ...(r.subject === "teams" ? { teams: true } : {}),
    prizes: r.lines.map((l) => ({
      ...item(l.prize),
      awarded: l.awarded.map((a) => ({
        start: startOf.get(a.player),
        amount: moneyNumber(a.cents),
      })),
    })),
    players: r.players.map((p) => ({
      start: p.player.id,
      name: p.player.name,
      total: moneyNumber(p.cents),
      prizes: [...(p.prize ? [p.prize.name] : []), ...p.nonCash.map((x) => x.prize.name)],
    })),
    unawarded: r.unawarded.map((u) => ({ ...item(u.prize), why: u.why })),
  };
}

/** The JSON text, one prize or player per line. */
export function prizeJsonText(r: PrizeResult): string {
  const j = prizeJson(r) as {
    split: string;
    teams?: boolean;
    prizes: object[];
    players: object[];
    unawarded: object[];
  };
  const block = (xs: object[]): string =>
    xs.length ? `[\n${xs.map((x) => `    ${JSON.stringify(x)}`).join(",\n")}\n  ]` : "[]";
  return (
    `{\n  "split": ${JSON.stringify(j.split)},${j.teams ? `\n  "teams": true,` : ""}\n  "prizes": ${block(j.prizes)},\n` +
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
  const d = hasCents(r);
  const body = t.rows.map((row) =>
    row.map((v, c) => cellString(v, MONEY_COLUMNS.has(t.header[c]), d))
  );
  const widths = t.header.map((h, c) => Math.max(h.length, ...body.map((row) => row[c].length)));
  const fmt = (cells: string[]): string =>
    cells
      .map((v, c) =>
        c === cells.length - 1
          ? v
          : NUMBER_COLUMNS.has(t.header[c])
            ? v.padStart(widths[c])
            : v.padEnd(widths[c])
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
  const d = hasCents(r);
  const title = opts.title ? `Prizes: ${opts.title}` : "Prizes";
  const head = t.header.map((h) => `<th scope="col">${esc(h)}</th>`).join("");
  const body = t.rows
    .map(
      (row) =>
        `<tr>${row
          .map((v, c) => {
            const text = cellString(v, MONEY_COLUMNS.has(t.header[c]), d);
            return NUMBER_COLUMNS.has(t.header[c])
              ? `<td class="num">${esc(text)}</td>`
              : `<td>${esc(text)}</td>`;
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
