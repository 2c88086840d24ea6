/**
 * STD (7.7), TPN (7.8), RTNG (10.6) and AOB over Fore Buchholz (AOB/F) are new in the 2026
 * edition of C.07 (fide-c07.md, the editions table: "New: STD (7.7), TPN (7.8), RTNG (10.6), AOB
 * over FB"). Asked for under the 2024 or pre-2023 rules they are computed as the 2026 text
 * defines them, with a warning naming the code and the edition; AOB itself, BH and the other
 * older codes carry none, nor does anything under the 2026 or the plain rules.
 */
import { computeStandings } from "../../src/engine";
import { parseGrid } from "../../src/formats/grid";
import { loadFixture } from "../helpers/fixtures";

const t = parseGrid(loadFixture("seeds/arena-swiss-5.json").grid).tournament;
const ORDER = "STD, TPN, RTNG, AOB/F, AOB, BH, SB, ARO";

function newCodeWarnings(rules: string, order = ORDER): string[] {
  return computeStandings(t, order, { rules: rules as "fide-2026" })
    .warnings.filter((w) => /new in the 2026 edition/.test(w))
    .map((w) => w.split(" ")[0]);
}

describe("tie-breaks new in C.07 2026 under an earlier edition", () => {
  test("under the 2024 and pre-2023 rules: STD, TPN, RTNG and AOB/F, each once", () => {
    expect(newCodeWarnings("fide-2024")).toEqual(["STD", "TPN", "RTNG", "AOB/F"]);
    expect(newCodeWarnings("fide-pre2023")).toEqual(["STD", "TPN", "RTNG", "AOB/F"]);
    const w = computeStandings(t, "STD", { rules: "fide-2024" }).warnings;
    expect(w).toContain(
      "STD is new in the 2026 edition of C.07: the fide-2024 rules have no such tie-break; computed as the 2026 text defines it"
    );
  });

  test("under the 2026 and the plain rules: none", () => {
    expect(newCodeWarnings("fide-2026")).toEqual([]);
    expect(newCodeWarnings("plain")).toEqual([]);
  });

  test("an edition forced on the code (/V2024) counts, not the event's", () => {
    expect(newCodeWarnings("fide-2026", "AOB/F/V2024, BH")).toEqual(["AOB/F/V2024"]);
    expect(newCodeWarnings("fide-2024", "AOB/F/V2026")).toEqual([]);
  });

  test("the values are the 2026 ones: the warning changes nothing", () => {
    const values = (rules: "fide-2024" | "fide-2026") =>
      computeStandings(t, "STD, TPN, RTNG", { rules }).rows.map((r) =>
        r.values.map((v) => v?.toString() ?? null)
      );
    expect(values("fide-2024")).toEqual(values("fide-2026"));
  });
});
