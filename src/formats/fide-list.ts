/**
 * FIDE rating list files (ratings.fide.com/download_lists.phtml, TXT format), read for rating
 * changes (--fide-list): per FIDE ID, the rating, K factor and rated games of each type of play,
 * the year of birth, sex and title. Nothing else is read, names included (players are matched
 * by FIDE ID), so the file's encoding does not matter.
 *
 * The files are fixed-width text whose first line names the columns; each field starts under its
 * name and runs to the next name. Two layouts are downloaded:
 *
 * - the combined list (players_list_foa.txt, in players_list.zip):
 *   `ID Number      Name ... Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag`
 * - one type of play (standard_rating_list.txt, rapid_rating_list.txt, blitz_rating_list.txt):
 *   `ID Number      Name ... Fed Sex Tit  WTit OTit           FOA SEP25 Gms K  B-day Flag`,
 *   the rating column headed by the list's month; the type of play is in the file's name only.
 *
 * The columns are found by their names in the header line, so a list whose columns moved is
 * still read; a file without that header is not a FIDE list and is refused. A .zip as
 * downloaded is opened and its .txt read.
 */
import { InputError, type Place } from "../engine/errors";
import type { ListedPlayer, ListedRating, Tournament } from "../engine/types";
import type { RatingType } from "../engine/rating-code";

export interface FideList {
  /** The list as named in messages (its file name). */
  name: string;
  /** Each listed player whose FIDE ID was asked for, by FIDE ID. */
  players: Map<string, ListedPlayer>;
  /** Which layout: the combined list, or a list of one type of play (null: its name does not say). */
  layout: "combined" | RatingType | null;
}

/** A column of the header: its name and where it starts and ends (end exclusive). */
interface Column {
  name: string;
  from: number;
  to: number;
}

/** The header's column names (two words for "ID Number"). */
function headerColumns(header: string): Column[] {
  const out: Column[] = [];
  for (const m of header.matchAll(/ID Number|\S+/g)) {
    const prev = out[out.length - 1];
    if (prev) prev.to = m.index;
    out.push({ name: m[0], from: m.index, to: Infinity });
  }
  return out;
}

const MONTH = /^(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\d{2}$/i;

/** The type of play a single list's file name says: standard_rating_list.txt ... */
function typeOfName(name: string): RatingType | null {
  const n = name.toLowerCase();
  if (/standard|\bstd/.test(n)) return "standard";
  if (/rapid|\brpd/.test(n)) return "rapid";
  if (/blitz|\bblz/.test(n)) return "blitz";
  return null;
}

const FILE_PLACE = (name: string): Place => ({ kind: "file", file: name });

function notAList(name: string, why: string): InputError {
  return new InputError(
    "syntax",
    `--fide-list ${name}: not a FIDE rating list in TXT format (${why}); download it from ratings.fide.com/download_lists.phtml ("TXT format")`,
    FILE_PLACE(name)
  );
}

/** The text of a .zip's .txt entry (the list as downloaded), or the bytes as they are. */
async function listBytes(bytes: Uint8Array, name: string): Promise<Uint8Array> {
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04))
    return bytes;
  const { default: JSZip } = await import("jszip");
  let zip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch (e) {
    throw notAList(name, `a damaged .zip: ${e instanceof Error ? e.message : String(e)}`);
  }
  const txt = Object.values(zip.files).filter((f) => !f.dir && /\.txt$/i.test(f.name));
  if (txt.length !== 1)
    throw notAList(
      name,
      txt.length === 0 ? "the .zip holds no .txt file" : `the .zip holds ${txt.length} .txt files`
    );
  return txt[0].async("uint8array");
}

/** Latin-1 text of bytes [from, to) (the header, a FIDE ID). */
function latin1(bytes: Uint8Array, from: number, to: number): string {
  let s = "";
  for (let k = from; k < to; k++) s += String.fromCharCode(bytes[k]);
  return s;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * A line as text: UTF-8 when it is (a name with accents then takes one column per letter, as
 * the header counts them), else Latin-1.
 */
function lineText(bytes: Uint8Array): string {
  try {
    return UTF8.decode(bytes);
  } catch {
    return latin1(bytes, 0, bytes.length);
  }
}

/** A field of a line, trimmed. */
function field(line: string, c: Column | undefined): string {
  return c ? line.slice(c.from, c.to === Infinity ? undefined : c.to).trim() : "";
}

/** A whole number field, or undefined when blank or 0 ("no rating"). */
function whole(text: string): number | undefined {
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 ? n : undefined;
}

/**
 * Reads a FIDE list (TXT, or the .zip as downloaded) for the FIDE IDs asked for. Lines are
 * scanned as bytes and only those players' lines are decoded: a combined list has over a
 * million lines.
 */
export async function readFideList(
  data: Uint8Array,
  name: string,
  wanted: ReadonlySet<string>
): Promise<FideList> {
  const bytes = await listBytes(data, name);
  let end = bytes.indexOf(0x0a);
  if (end < 0) end = bytes.length;
  const header = latin1(bytes, 0, end)
    .replace(/\r$/, "")
    .replace(/^\uFEFF|^ï»¿/, "");
  if (!/^ID Number\s/.test(header))
    throw notAList(name, 'its first line is not "ID Number  Name ..."');
  const cols = headerColumns(header);
  const col = (n: string): Column | undefined => cols.find((c) => c.name.toLowerCase() === n);
  const combined = col("srtng") !== undefined;
  const month = cols.find((c) => MONTH.test(c.name));
  if (!combined && !month)
    throw notAList(name, "its header has neither SRtng RRtng BRtng nor a month's rating column");
  const layout: FideList["layout"] = combined ? "combined" : typeOfName(name);
  const single: RatingType = layout === null || layout === "combined" ? "standard" : layout;
  const types: [RatingType, Column | undefined, Column | undefined, Column | undefined][] = combined
    ? [
        ["standard", col("srtng"), col("sk"), col("sgm")],
        ["rapid", col("rrtng"), col("rk"), col("rgm")],
        ["blitz", col("brtng"), col("bk"), col("bgm")],
      ]
    : [[single, month, col("k"), col("gms")]];
  const idTo = cols[1]?.from ?? 15;
  const players = new Map<string, ListedPlayer>();
  let at = end + 1;
  while (at < bytes.length) {
    let next = bytes.indexOf(0x0a, at);
    if (next < 0) next = bytes.length;
    // the FIDE ID first, from the bytes: only the lines asked for are decoded
    let a = at;
    while (a < next && bytes[a] === 0x20) a++;
    let b = a;
    while (b < next && b < at + idTo && bytes[b] >= 0x30 && bytes[b] <= 0x39) b++;
    if (b > a && wanted.has(latin1(bytes, a, b))) {
      const line = lineText(bytes.subarray(at, next)).replace(/\r$/, "");
      const p: ListedPlayer = { list: name };
      for (const [type, rating, k, games] of types) {
        const r: ListedRating = {};
        const rv = whole(field(line, rating));
        const kv = whole(field(line, k));
        const gv = Number(field(line, games));
        if (rv !== undefined) r.rating = rv;
        if (kv !== undefined) r.k = kv;
        if (Number.isInteger(gv) && field(line, games) !== "") r.games = gv;
        if (Object.keys(r).length) p[type] = r;
      }
      const born = whole(field(line, col("b-day")));
      if (born !== undefined && born >= 1900) p.born = born;
      const sex = field(line, col("sex"));
      if (sex) p.sex = sex;
      const title = field(line, col("tit"));
      if (title) p.title = title;
      players.set(latin1(bytes, a, b), p);
    }
    at = next + 1;
  }
  return { name, players, layout };
}

/**
 * The tournament with each player's list entry (matched by FIDE ID) as `listed`, and what the
 * match left out, as warnings. A single list whose name does not say its type of play is read
 * as the event's (the caller says which).
 */
export function withFideList(
  t: Tournament,
  list: FideList,
  eventType: RatingType
): { tournament: Tournament; warnings: string[] } {
  const warnings: string[] = [];
  if (list.layout !== null && list.layout !== "combined" && list.layout !== eventType) {
    throw new InputError(
      "invalid-value",
      `--fide-list ${list.name}: a ${list.layout} list, but the event is ${eventType} play; give the ${eventType} list or the combined list (players_list.zip)`,
      FILE_PLACE(list.name)
    );
  }
  if (list.layout === null)
    warnings.push(
      `${list.name}: a list of one type of play whose name does not say which: read as the event's (${eventType})`
    );
  const retype = (p: ListedPlayer): ListedPlayer =>
    list.layout === null && p.standard && eventType !== "standard"
      ? { ...p, standard: undefined, [eventType]: p.standard }
      : p;
  const missing: string[] = [];
  let noId = 0;
  const players = t.players.map((p) => {
    const id = p.fideId?.trim();
    if (!id || !/^\d+$/.test(id)) {
      noId++;
      return p;
    }
    const entry = list.players.get(String(Number(id)));
    if (!entry) {
      missing.push(`${p.id} (${p.name}, FIDE ID ${id})`);
      return p;
    }
    return { ...p, listed: retype(entry) };
  });
  if (missing.length)
    warnings.push(
      `${list.name}: ${missing.length} player(s) not in the list: ${missing.slice(0, 5).join(", ")}${missing.length > 5 ? " ..." : ""}`
    );
  if (noId)
    warnings.push(
      `${list.name}: ${noId} player(s) without a FIDE ID in the file are not looked up`
    );
  return { tournament: { ...t, players }, warnings };
}

/** The FIDE IDs of a tournament's players, as the list writes them (no leading zeros). */
export function fideIdsOf(t: Tournament): Set<string> {
  const out = new Set<string>();
  for (const p of t.players) {
    const id = p.fideId?.trim();
    if (id && /^\d+$/.test(id)) out.add(String(Number(id)));
  }
  return out;
}
