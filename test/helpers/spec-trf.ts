/**
 * The TRF test vectors of ../shared/reference/fide-c07.md section 13, read from the spec file
 * itself, and a tiny test-only TRF16 builder (001 records, 092, 162), so that engine tests do
 * not depend on the real reader (src/formats/trf.ts).
 */
import * as fs from "fs";
import * as path from "path";
import { defaultPoints, Q, type Player, type RoundEntry, type Tournament } from "../../src/engine";
import { SHARED } from "./fixtures";

const SPEC = path.join(SHARED, "reference", "fide-c07.md");

/** The first ``` block after "**Fixture" in the section whose heading starts with "### <n> ". */
export function specTrf(section: string): string {
  const text = fs.readFileSync(SPEC, "utf8");
  const start = text.indexOf(`### ${section} `);
  if (start < 0) throw new Error(`section ${section} not found in ${SPEC}`);
  const fixture = text.indexOf("**Fixture", start);
  const open = text.indexOf("```\n", fixture);
  const close = text.indexOf("```", open + 4);
  if (fixture < 0 || open < 0 || close < 0) throw new Error(`no TRF block in section ${section}`);
  return text.slice(open + 4, close);
}

/** Builds a tournament from TRF16 text (only what the rating and DE tests need). */
export function tournamentFromTrf(trf: string): Tournament {
  const t: Tournament = { players: [], points: defaultPoints(), meta: {} };
  for (const line of trf.split("\n")) {
    const rec = line.slice(0, 3);
    if (rec === "092") {
      const v = line.slice(4).toLowerCase();
      t.type = v.includes("round robin") ? "round-robin" : "swiss";
    } else if (rec === "162") {
      const m = /W\s+([\d.]+)\s+D\s+([\d.]+)\s+L\s+([\d.]+)/.exec(line);
      if (!m) throw new Error(`bad 162 line: ${line}`);
      const [w, d, l] = [m[1], m[2], m[3]].map((x) => Q.parse(x)!);
      t.points = { ...t.points, win: w, draw: d, loss: l, pab: w, unknown: d };
    } else if (rec === "001") {
      const rating = Number(line.slice(48, 52).trim() || "0");
      const p: Player = {
        id: Number(line.slice(4, 8)),
        name: line.slice(14, 47).trim(),
        rating: rating || undefined,
        attrs: {},
        rounds: [],
      };
      for (let c = 91; c + 8 <= line.length; c += 10) {
        const opp = Number(line.slice(c, c + 4).trim() || "0");
        const colour = line[c + 5] === "b" ? "b" : "w";
        const res = line[c + 7];
        let e: RoundEntry;
        if (opp === 0) {
          const bye = res === "U" ? "pab" : res === "F" ? "fpb" : res === "H" ? "hpb" : "zpb";
          e = { kind: "bye", bye };
        } else if (res === "+" || res === "-") {
          e = { kind: "forfeit", opponent: opp, colour, outcome: res === "+" ? "win" : "loss" };
        } else {
          const outcome = "1W".includes(res) ? "win" : "=D".includes(res) ? "draw" : "loss";
          e = { kind: "game", opponent: opp, colour, outcome, short: "WDL".includes(res) };
        }
        p.rounds.push(e);
      }
      t.players.push(p);
    }
  }
  return t;
}
