/**
 * The main score repeated later in the order ("MP, GP, MP"; "NBW, BH, NBW"): it ranks first, so
 * a repeat cannot separate anything. Every output shows the same list without it (the text
 * header's "Tie-breaks in order", the table's columns, the CSV header, the JSON "tiebreaks" list
 * and each team's or player's "tiebreaks" keys), and a warning says it was left out: never a
 * second NBW column, nor "NBW" twice in the JSON list, nor a header that lists it when the table
 * does not.
 *
 * Team event: test/fixtures/team/five-teams.trf (hand-worked in test/formats/trf-team.test.ts:
 * MP 5/1/3/2/3, GP 4½/2/3/3/3½ for Team A-E). Individual: the bundled example (no file).
 */
import * as path from "path";
import { runCli } from "../helpers/cli";

const FIX = path.resolve(__dirname, "../fixtures/team");
const cli = (...argv: string[]) => runCli(FIX, ...argv);

describe("a repeated main score is left out of every output", () => {
  it("team event, MP,GP,MP: header, columns, CSV, JSON agree on MP, GP", async () => {
    const text = await cli("standings", "five-teams.trf", "-t", "MP,GP,MP");
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^Tie-breaks in order: MP, GP$/m);
    expect(text.out).toMatch(/^Rk +SNo +Team +MP +GP +Decided by/m);
    expect(text.out).toMatch(/Warning: MP is the main score.*left out/);

    const csv = await cli("standings", "five-teams.trf", "-t", "MP,GP,MP", "-f", "csv");
    expect(csv.out.split(/\r?\n/)[0]).toBe(
      '"Rk","SNo","Team","MP","GP","Decided by","Why this place","Status"'
    );

    const json = await cli("standings", "five-teams.trf", "-t", "MP,GP,MP", "-f", "json");
    const j = JSON.parse(json.out) as {
      tiebreaks: string[];
      teams: { name: string; tiebreaks: Record<string, number> }[];
    };
    expect(j.tiebreaks).toEqual(["MP", "GP"]);
    // Team A: 5 MP, 4½ GP (hand-worked in trf-team.test.ts)
    expect(j.teams[0]).toMatchObject({ name: "Team A", tiebreaks: { MP: 5, GP: 4.5 } });
    for (const t of j.teams) expect(Object.keys(t.tiebreaks)).toEqual(["MP", "GP"]);
    expect(json.err).toMatch(/warning: MP is the main score/);
  });

  it("team event, MPTS as the repeat (the checker's spelling of MP) is the same code", async () => {
    const json = await cli("standings", "five-teams.trf", "-t", "MP,GP,MPTS", "-f", "json");
    expect((JSON.parse(json.out) as { tiebreaks: string[] }).tiebreaks).toEqual(["MP", "GP"]);
  });

  it("individual event, NBW,BH,NBW: one NBW column, the JSON list without the repeat", async () => {
    const text = await cli("standings", "-t", "NBW,BH,NBW");
    expect(text.out).toMatch(/^Tie-breaks in order: NBW, BH$/m);
    const header = text.out.split("\n").find((l) => l.startsWith("Rk "))!;
    expect(header.match(/\bNBW\b/g)).toHaveLength(1);
    const json = await cli("standings", "-t", "NBW,BH,NBW", "-f", "json");
    const j = JSON.parse(json.out) as { tiebreaks: string[] };
    expect(j.tiebreaks).toEqual(["NBW", "BH"]);
  });
});
