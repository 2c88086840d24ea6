/**
 * Team tie-breaks (C.07 art. 12-13, spec §8). Individual codes run on MP or GP through the
 * team views (view.ts); the codes here read the team event itself.
 *
 *   MP, GP (MPTS, GPTS)   the scores; a primary score when an order starts with one
 *   MPvGP                 the secondary score (GP when MP is primary, MP when GP is)
 *   ESB, EMMSB, EMGSB, EGMSB, EGGSB
 *                         Σ over rounds of X(opponent) × Y(own in that match): the first letter
 *                         after E names the opponent's score X, the second the team's own Y
 *                         (ESB: X the primary, Y the secondary). Art. 16 on X (dummies, adjusted
 *                         scores, the 16.5 cut exception) as for SB; /C1 /C2 cut, /P forfeits as
 *                         played matches
 *   OSB                   the Olympiad Sonneborn-Berger, EMGSB/C1
 *   EDE, EDET, EDEB, EDEBT, EDEBB
 *                         DE on the primary score; where that splits nothing, DE on the
 *                         secondary; every new tied subgroup restarts from the primary score (as
 *                         the reference checker). Two teams still tied: the knock-out codes on
 *                         their mutual matches' boards (EDET: TBR; EDEB: BBE; EDEBT: BC then TBR;
 *                         EDEBB: BC then BBE), BC lower first (art. 12.1)
 *   SSSC /K /F /P         secondary + BH(primary) / F; F = ⌊highest primary total ÷ highest
 *                         secondary score of one match⌋ (0 becomes 1), or /Kx; /F Fore Buchholz,
 *                         /P forfeits as played. Kept exact (the checker rounds to 2 decimals)
 *   BC                    Σ board × game points on that board (lower is better)
 *   TBR                   game points on board 1, then board 2 ...
 *   BBE                   game points on all boards but the bottom one, then without the next ...
 * Knock-out codes (art. 12): individual forfeits count as wins and losses, a PAB as a win on
 * every board.
 */
import type { Ctx } from "../context";
import { blocksByKey, perPlayer } from "../context";
import { Q, type Value } from "../rational";
import {
  parseCode,
  register,
  registerPreset,
  type CodeSpec,
  type ExplainRow,
  type Explanation,
  type GroupOutcome,
  type MainScore,
  type TieBreakDef,
} from "../registry";
import { buchholzValues } from "../tiebreaks/buchholz";
import { deStep } from "../tiebreaks/direct-encounter";
import { applyCuts, elementsAll, vurCutRule } from "../unplayed";
import { TeamModelError } from "./model";
import { otherScore, scoreOf, teamOf, type TeamScore, type TeamView } from "./view";

const FAMILY = "Team";

function viewOf(ctx: Ctx, code: string): TeamView {
  const view = teamOf(ctx);
  if (!view)
    throw new TeamModelError(
      `${code} is a team tie-break; the results are not a team event`,
      undefined,
      "not-applicable"
    );
  return view;
}

function ctxOf(view: TeamView, s: TeamScore): Ctx {
  return s === "MP" ? view.mp : view.gp;
}

function totals(view: TeamView, s: TeamScore): Q[] {
  const c = ctxOf(view, s);
  return perPlayer(c, (i) => c.score(i));
}

function explainTotal(view: TeamView, spec: CodeSpec, i: number, s: TeamScore): Explanation {
  const c = ctxOf(view, s);
  const rows: ExplainRow[] = [];
  for (let r = 0; r < c.n; r++) {
    const tr = view.rounds[i][r];
    const opp = tr.opponent >= 0 ? view.event.teams[tr.opponent] : undefined;
    rows.push({
      round: r + 1,
      opponent: opp?.id ?? null,
      label: matchLabel(view, tr),
      used: null,
      own: c.points(i, r),
      contribution: c.points(i, r),
      status: "kept",
    });
  }
  return { code: spec.code, value: c.score(i), rows, summary: `${s} scored in each match` };
}

/** A team round in words: "match 3-1 vs Beta", "forfeited match 4-0 vs Beta (won)", "team PAB". */
export function matchLabel(view: TeamView, tr: TeamView["rounds"][number][number]): string {
  const opp = tr.opponent >= 0 ? view.event.teams[tr.opponent].name : "";
  switch (tr.kind) {
    case "played":
      return `match ${tr.gp}-${tr.opponentGP} vs ${opp}`;
    case "forfeit":
      return `forfeited match ${tr.gp}-${tr.opponentGP} vs ${opp} (${tr.outcome === "win" ? "won" : tr.outcome === "draw" ? "drawn, no board played" : "lost"})`;
    case "pab":
      return "team PAB";
    case "absent":
      return tr.free ? "free round" : tr.withdrawn ? "withdrawn" : "absent";
  }
}

function scoreDef(s: TeamScore): TieBreakDef {
  return {
    name: s,
    aliases: [`${s}TS`],
    title: s === "MP" ? "Match points" : "Game points",
    summary:
      s === "MP"
        ? "Match points: a match won, drawn, lost by game points (default 2/1/0, TRF 362); the team PAB a draw's unless pab= or a 320 record says otherwise. Ranks first when it leads the order."
        : "Game points: the sum of the board points. Ranks first when it leads the order.",
    family: FAMILY,
    modifiers: [],
    primaryScore: true,
    team: true,
    compute: (ctx) => totals(viewOf(ctx, s), s),
    explain: (ctx, spec, i) => explainTotal(viewOf(ctx, s), spec, i, s),
  };
}

const MPVGP: TieBreakDef = {
  name: "MPvGP",
  aliases: ["MPVGP"],
  title: "Secondary score (MP versus GP)",
  summary:
    "The score that is not primary: game points when match points rank first, and the reverse.",
  family: FAMILY,
  fideType: "B",
  modifiers: [],
  team: true,
  compute: (ctx, _spec, main) => {
    const v = viewOf(ctx, "MPvGP");
    return totals(v, otherScore(scoreOf(v, null, main)));
  },
  explain: (ctx, spec, i, main) => {
    const v = viewOf(ctx, "MPvGP");
    return explainTotal(v, spec, i, otherScore(scoreOf(v, null, main)));
  },
};

// ---------------------------------------------------------------------------------------------
// Extended Sonneborn-Berger

interface EsbWork {
  rows: ExplainRow[];
  value: Q;
}

function esbScores(view: TeamView, name: string, main: MainScore): [TeamScore, TeamScore] {
  if (name === "ESB" || name === "OSB") {
    if (name === "OSB") return ["MP", "GP"];
    const p = scoreOf(view, null, main);
    return [p, otherScore(p)];
  }
  const x = name[1] === "M" ? "MP" : "GP";
  const y = name[2] === "M" ? "MP" : "GP";
  return [x, y];
}

function esbWork(view: TeamView, spec: CodeSpec, main: MainScore, i: number): EsbWork {
  const [x, y] = esbScores(view, spec.def.name, main);
  const xc = ctxOf(view, x);
  const yc = ctxOf(view, y);
  const cut = spec.def.name === "OSB" ? 1 : spec.cut;
  const els = elementsAll(xc, { p: spec.p })[i].map((el) => ({
    ...el,
    own: yc.points(i, el.round - 1),
  }));
  const res = applyCuts(els, "SB", cut, 0, vurCutRule(xc), xc.edition === "plain");
  const rows = els.map((el, k): ExplainRow => ({
    round: el.round,
    opponent: el.opponent >= 0 ? view.event.teams[el.opponent].id : null,
    label: `${matchLabel(view, view.rounds[i][el.round - 1])}${el.source === "real" ? "" : ` (${el.source} opponent)`}`,
    used: el.oppScore,
    own: el.own,
    contribution: el.oppScore.mul(el.own),
    status: res.status[k],
    note: el.note,
  }));
  return { rows, value: res.value };
}

function esbDef(name: string): TieBreakDef {
  const olympiad = name === "OSB";
  const [xs, ys] =
    name === "ESB"
      ? ["primary score", "secondary score"]
      : olympiad
        ? ["MP", "GP"]
        : [name[1] === "M" ? "MP" : "GP", name[2] === "M" ? "MP" : "GP"];
  return {
    name,
    title: olympiad ? "Olympiad Sonneborn-Berger" : `Extended Sonneborn-Berger (${name})`,
    summary: olympiad
      ? "EMGSB/C1: Σ opponents' match points × own game points against them, the lowest contribution cut."
      : `Σ over the matches of the opponent's ${xs} × own ${ys} in that match; art. 16 for unplayed matches, /C1 /C2 cut the lowest, /P counts forfeited matches as played.`,
    family: FAMILY,
    fideType: "BC",
    modifiers: olympiad ? ["V"] : ["C", "P", "V"],
    team: true,
    compute: (ctx, spec, main) => {
      const v = viewOf(ctx, name);
      return ctx.memo(`team:esb:${main.code}:${spec.code}`, () =>
        v.event.teams.map((_, i) => esbWork(v, spec, main, i).value)
      );
    },
    explain: (ctx, spec, i, main) => {
      const v = viewOf(ctx, name);
      const w = esbWork(v, spec, main, i);
      const [x, y] = esbScores(v, name, main);
      return {
        code: spec.code,
        value: w.value,
        rows: w.rows,
        summary: `sum of the kept opponents' ${x} × own ${y}`,
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// board vectors (knock-out codes)

/** Game points per board (index board - 1) over the counted rounds, or over the given rounds. */
function boardPoints(view: TeamView, i: number, n: number, only?: (r: number) => boolean): Q[] {
  const B = view.boards;
  if (B <= 0)
    throw new TeamModelError(
      "the board tie-breaks (BC, TBR, BBE) need the board results",
      undefined,
      "missing"
    );
  const out = Array.from({ length: B }, () => Q.ZERO);
  for (let r = 0; r < n; r++) {
    if (only && !only(r)) continue;
    const tr = view.rounds[i][r];
    if (tr.kind === "pab") {
      // art. 12: a PAB counts, per board, as a standard win
      for (let b = 0; b < B; b++) out[b] = out[b].add(view.event.game.win);
      continue;
    }
    if (tr.kind === "played" && tr.boards.length === 0)
      throw new TeamModelError(
        `the board tie-breaks (BC, TBR, BBE) need the board results; round ${r + 1} of ${view.event.teams[i].name} has a match score only`,
        undefined,
        "missing"
      );
    for (const b of tr.boards) {
      if (b.board >= 1 && b.board <= B) out[b.board - 1] = out[b.board - 1].add(b.points);
    }
  }
  return out;
}

function boardCountOf(pts: readonly Q[]): Q {
  let s = Q.ZERO;
  pts.forEach((p, k) => (s = s.add(p.mul(Q.int(k + 1)))));
  return s;
}

/** TBR keys: board 1, board 2, ... (higher first). */
function tbrKeys(pts: readonly Q[]): Q[] {
  return [...pts];
}

/** BBE keys: all boards but the bottom one, then without the next, ... (higher first). */
function bbeKeys(pts: readonly Q[]): Q[] {
  const keys: Q[] = [];
  for (let drop = 1; drop < pts.length; drop++) {
    let s = Q.ZERO;
    for (let k = 0; k < pts.length - drop; k++) s = s.add(pts[k]);
    keys.push(s);
  }
  return keys;
}

function placesOf(blocks: number[][], alone: boolean): Map<number, Value> {
  const values = new Map<number, Value>();
  let place = 1;
  for (const b of blocks) {
    for (const m of b) values.set(m, Q.int(alone ? 0 : place));
    place += b.length;
  }
  return values;
}

const BC: TieBreakDef = {
  name: "BC",
  title: "Board count",
  summary:
    "Σ board number × game points on that board over the team's matches; the lower ranks higher (art. 12.1). Meant for teams with equal game points.",
  family: FAMILY,
  fideType: "D",
  modifiers: [],
  team: true,
  ascending: true,
  compute: (ctx) => {
    const v = viewOf(ctx, "BC");
    return v.event.teams.map((_, i) => boardCountOf(boardPoints(v, i, ctx.n)));
  },
  explain: (ctx, spec, i) => {
    const v = viewOf(ctx, "BC");
    const pts = boardPoints(v, i, ctx.n);
    return {
      code: spec.code,
      value: boardCountOf(pts),
      rows: pts.map((p, k) => ({
        round: null,
        opponent: null,
        label: `board ${k + 1}`,
        used: Q.int(k + 1),
        own: p,
        contribution: p.mul(Q.int(k + 1)),
        status: "kept",
      })),
      summary: "Σ board number × game points on the board (lower ranks higher)",
    };
  },
};

function lexDef(name: "TBR" | "BBE"): TieBreakDef {
  const keysOf = name === "TBR" ? tbrKeys : bbeKeys;
  return {
    name,
    title: name === "TBR" ? "Top board result" : "Bottom board elimination",
    summary:
      name === "TBR"
        ? "Game points on board 1; if still tied, board 2, and so on (art. 12). Shown: the place in the tied group."
        : "Game points on all boards but the bottom one; if still tied, without the next-lowest, and so on (art. 12). Shown: the place in the tied group.",
    family: FAMILY,
    fideType: "D",
    modifiers: [],
    team: true,
    group: (ctx, _spec, members): GroupOutcome => {
      const v = viewOf(ctx, name);
      const keys = new Map<number, Q[]>();
      for (const m of members) keys.set(m, keysOf(boardPoints(v, m, ctx.n)));
      const blocks = blocksByKey(members, keys);
      return { blocks, values: placesOf(blocks, members.length < 2) };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// EDE

type KoStep = "C" | "T" | "B";

const EDE_STEPS: Record<string, KoStep[]> = {
  EDE: [],
  EDET: ["T"],
  EDEB: ["B"],
  EDEBT: ["C", "T"],
  EDEBB: ["C", "B"],
};

function deSpec(p: boolean): CodeSpec {
  return parseCode(p ? "DE/P" : "DE");
}

/**
 * One step of DE on the view `c` (art. 6 without its own re-application inside the blocks): EDE
 * restarts from the primary score on every new tied subgroup itself (13.3).
 */
function deSplit(c: Ctx, members: number[], p: boolean): number[][] {
  return deStep(c, deSpec(p), members);
}

/** The knock-out step on the mutual matches of two teams: blocks, or null if still tied. */
function koSplit(view: TeamView, n: number, a: number, b: number, step: KoStep): number[][] | null {
  const met = (i: number, j: number) => (r: number) => view.rounds[i][r].opponent === j;
  const pa = boardPoints(view, a, n, met(a, b));
  const pb = boardPoints(view, b, n, met(b, a));
  if (step === "C") {
    const c = boardCountOf(pa).cmp(boardCountOf(pb));
    return c === 0 ? null : c < 0 ? [[a], [b]] : [[b], [a]];
  }
  const ka = step === "T" ? tbrKeys(pa) : bbeKeys(pa);
  const kb = step === "T" ? tbrKeys(pb) : bbeKeys(pb);
  const blocks = blocksByKey(
    [a, b],
    new Map([
      [a, ka],
      [b, kb],
    ])
  );
  return blocks.length > 1 ? blocks : null;
}

function edeBlocks(
  view: TeamView,
  n: number,
  members: number[],
  steps: KoStep[],
  p: boolean,
  main: MainScore,
  depth = 0
): number[][] {
  if (members.length < 2 || depth > members.length * 4) return [members];
  const primary = scoreOf(view, null, main);
  for (const s of [primary, otherScore(primary)]) {
    const blocks = deSplit(ctxOf(view, s), members, p);
    if (blocks.length > 1)
      return blocks.flatMap((g) => edeBlocks(view, n, g, steps, p, main, depth + 1));
  }
  if (members.length === 2) {
    for (const step of steps) {
      const b = koSplit(view, n, members[0], members[1], step);
      if (b) return b;
    }
  }
  return [members];
}

function edeDef(name: string): TieBreakDef {
  const steps = EDE_STEPS[name];
  const ko = steps.map((s) => (s === "C" ? "BC" : s === "T" ? "TBR" : "BBE")).join(" then ");
  return {
    name,
    title: `Extended direct encounter${steps.length ? ` with ${ko}` : ""}`,
    summary: `DE on the primary score, then on the secondary score, again for every new tied subgroup${steps.length ? `; two teams still tied: ${ko} on their mutual matches${steps.includes("C") ? " (BC: lower is better)" : ""}` : ""}. Shown: the place in the tied group.`,
    family: FAMILY,
    fideType: "A",
    modifiers: ["P"],
    team: true,
    group: (ctx, spec, members, _rest, main): GroupOutcome => {
      const v = viewOf(ctx, name);
      const blocks = edeBlocks(v, ctx.n, members, steps, spec.p, main);
      return { blocks, values: placesOf(blocks, members.length < 2 || blocks.length < 2) };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// SSSC

/** The SSSC normalising factor: /Kx, else ⌊highest primary total ÷ highest secondary of one match⌋; 0 becomes 1. */
export function ssscFactor(view: TeamView, ctx: Ctx, spec: CodeSpec, primary: TeamScore): Q {
  let f: Q;
  if (spec.k !== undefined) f = Q.fromNumber(spec.k);
  else {
    const ev = view.event;
    const boardsWin = ev.game.win.mul(Q.int(view.boards));
    const rounds = Q.int(ctx.n);
    const ratio =
      primary === "MP"
        ? ev.matchPoints.win.mul(rounds).div(boardsWin)
        : boardsWin.mul(rounds).div(ev.matchPoints.win);
    f = Q.int(ratio.floor());
  }
  return f.isZero() ? Q.ONE : f;
}

const SSSC: TieBreakDef = {
  name: "SSSC",
  title: "Score-strength combination",
  summary:
    "Secondary score + Buchholz on the primary score ÷ F, F = highest primary total ÷ highest secondary score of one match, rounded down (0 becomes 1), or /Kx; /F Fore Buchholz, /P forfeits as played.",
  family: FAMILY,
  fideType: "C",
  modifiers: ["K", "F", "P", "V"],
  team: true,
  compute: (ctx, spec, main) => {
    const v = viewOf(ctx, "SSSC");
    const primary = scoreOf(v, null, main);
    const pc = ctxOf(v, primary);
    const bh = buchholzValues(pc, spec.f, 0, 0, spec.p);
    const sec = totals(v, otherScore(primary));
    const f = ssscFactor(v, pc, spec, primary);
    return sec.map((s, i) => s.add(bh[i].div(f)));
  },
  explain: (ctx, spec, i, main) => {
    const v = viewOf(ctx, "SSSC");
    const primary = scoreOf(v, null, main);
    const pc = ctxOf(v, primary);
    const bh = buchholzValues(pc, spec.f, 0, 0, spec.p)[i];
    const sec = totals(v, otherScore(primary))[i];
    const f = ssscFactor(v, pc, spec, primary);
    return {
      code: spec.code,
      value: sec.add(bh.div(f)),
      rows: [],
      summary: `${otherScore(primary)} ${sec} + ${spec.f ? "FB" : "BH"} on ${primary} ${bh} ÷ ${f}`,
    };
  },
};

register(
  scoreDef("MP"),
  scoreDef("GP"),
  MPVGP,
  ...["ESB", "EMMSB", "EMGSB", "EGMSB", "EGGSB", "OSB"].map(esbDef),
  ...Object.keys(EDE_STEPS).map(edeDef),
  SSSC,
  BC,
  lexDef("TBR"),
  lexDef("BBE")
);

registerPreset(
  {
    id: "team-olympiad",
    title: "Team Swiss, Olympiad style",
    summary:
      "MP, Olympiad Sonneborn-Berger (EMGSB/C1), GP: match points first, as at Chess Olympiads.",
    game: "team",
    order: ["MP", "OSB", "GP"],
  },
  {
    id: "team-league",
    title: "Team league (club)",
    summary: "MP, GP, EDE: match points, then game points, then the extended direct encounter.",
    game: "team",
    order: ["MP", "GP", "EDE"],
  },
  {
    id: "team-gp",
    title: "Team event on game points",
    summary: "GP, MP, BH:GP: game points first, then match points, then Buchholz on game points.",
    game: "team",
    order: ["GP", "MP", "BH:GP"],
  }
);
