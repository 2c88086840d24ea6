/**
 * FIDE rating list files (src/formats/fide-list.ts) in the TXT layouts of
 * ratings.fide.com/download_lists.phtml: the combined list (players_list_foa.txt: SRtng SGm SK
 * RRtng RGm Rk BRtng BGm BK) and a list of one type of play (standard_rating_list.txt: the
 * month's rating, Gms, K). The fixtures in test/fixtures/fide/ are made by hand in those layouts
 * (fictional players); the expected values are the numbers written in their lines.
 */
import * as fs from "fs";
import * as path from "path";
import JSZip from "jszip";
import { fideIdsOf, readFideList, withFideList } from "../../src/formats/fide-list";
import { parseTrf } from "../../src/formats/trf";

const FIXTURES = path.resolve(__dirname, "..", "fixtures", "fide");
const read = (f: string): Uint8Array => new Uint8Array(fs.readFileSync(path.join(FIXTURES, f)));
const ALL = new Set(["90000011", "90000012", "90000013", "90000016", "90000099"]);

describe("the combined list (players_list_foa.txt)", () => {
  it("reads per FIDE ID each type of play's rating, K and games, the year of birth, sex and title", async () => {
    const list = await readFideList(read("players_list_foa.txt"), "players_list_foa.txt", ALL);
    expect(list.layout).toBe("combined");
    // the line of 90000011: SRtng 2210 SGm 0 SK 20, RRtng 2150 RGm 0 Rk 20, BRtng 2100 BGm 0
    // BK 20, B-day 1990, sex M
    expect(list.players.get("90000011")).toEqual({
      list: "players_list_foa.txt",
      standard: { rating: 2210, k: 20, games: 0 },
      rapid: { rating: 2150, k: 20, games: 0 },
      blitz: { rating: 2100, k: 20, games: 0 },
      born: 1990,
      sex: "M",
    });
    // 90000013: no rapid or blitz rating (0), K 0: no K either
    expect(list.players.get("90000013")).toMatchObject({
      standard: { rating: 1995, k: 40, games: 3 },
      rapid: { games: 0 },
      born: 1985,
    });
    expect(list.players.get("90000013")?.rapid?.rating).toBeUndefined();
    expect(list.players.get("90000016")).toMatchObject({ title: "GM", standard: { k: 10 } });
    expect(list.players.get("90000099")).toMatchObject({ title: "WFM", sex: "F" });
  });

  it("decodes only the lines asked for", async () => {
    const list = await readFideList(read("players_list_foa.txt"), "x.txt", new Set(["90000012"]));
    expect([...list.players.keys()]).toEqual(["90000012"]);
  });

  it("reads the .zip as downloaded", async () => {
    const zip = new JSZip();
    zip.file("players_list_foa.txt", read("players_list_foa.txt"));
    const bytes = await zip.generateAsync({ type: "uint8array" });
    const list = await readFideList(bytes, "players_list.zip", ALL);
    expect(list.players.get("90000012")?.standard).toEqual({ rating: 2080, k: 40, games: 4 });
  });

  it("refuses a file that is not a FIDE list, naming it", async () => {
    const text = new TextEncoder().encode("012 Some event\n001    1 m    A, B\n");
    await expect(readFideList(text, "event.trf", ALL)).rejects.toThrow(
      /--fide-list event\.trf: not a FIDE rating list in TXT format/
    );
    const zip = new JSZip();
    zip.file("readme.md", "nothing");
    const bytes = await zip.generateAsync({ type: "uint8array" });
    await expect(readFideList(bytes, "list.zip", ALL)).rejects.toThrow(/holds no \.txt file/);
  });
});

describe("a list of one type of play (standard_rating_list.txt)", () => {
  it("reads the month's rating column, Gms and K as the type its name says", async () => {
    const list = await readFideList(
      read("standard_rating_list.txt"),
      "standard_rating_list.txt",
      ALL
    );
    expect(list.layout).toBe("standard");
    // 90000012: FEB26 2080, Gms 4, K 40, B-day 2009
    expect(list.players.get("90000012")).toEqual({
      list: "standard_rating_list.txt",
      standard: { rating: 2080, k: 40, games: 4 },
      born: 2009,
      sex: "F",
    });
  });

  it("a standard list is refused for a rapid event; a list whose name says nothing is read as the event's", async () => {
    const t = parseTrf(fs.readFileSync(path.join(FIXTURES, "rating-event.trf"), "utf8")).tournament;
    const std = await readFideList(
      read("standard_rating_list.txt"),
      "standard_rating_list.txt",
      fideIdsOf(t)
    );
    expect(() => withFideList(t, std, "rapid")).toThrow(
      /a standard list, but the event is rapid play/
    );
    const anon = await readFideList(read("standard_rating_list.txt"), "list.txt", fideIdsOf(t));
    const { tournament, warnings } = withFideList(t, anon, "rapid");
    expect(tournament.players[1].listed?.rapid).toEqual({ rating: 2080, k: 40, games: 4 });
    expect(warnings.join("\n")).toMatch(/does not say which: read as the event's \(rapid\)/);
  });
});

describe("matching the event's players by FIDE ID", () => {
  it("sets each player's list entry, and says who is not in the list or has no FIDE ID", async () => {
    const t = parseTrf(fs.readFileSync(path.join(FIXTURES, "rating-event.trf"), "utf8")).tournament;
    expect([...fideIdsOf(t)].sort()).toEqual([
      "90000011",
      "90000012",
      "90000013",
      "90000014",
      "90000016",
    ]);
    const list = await readFideList(
      read("players_list_foa.txt"),
      "players_list_foa.txt",
      fideIdsOf(t)
    );
    const { tournament, warnings } = withFideList(t, list, "standard");
    expect(tournament.players.map((p) => p.listed?.standard?.k ?? null)).toEqual([
      20,
      40,
      40,
      null,
      null,
      10,
    ]);
    // the file is left as it was
    expect(t.players[0].listed).toBeUndefined();
    expect(warnings).toEqual([
      "players_list_foa.txt: 1 player(s) not in the list: 4 (Davis, Dan, FIDE ID 90000014)",
      "players_list_foa.txt: 1 player(s) without a FIDE ID in the file are not looked up",
    ]);
  });
});
