/**
 * The OpenGotha fixture cases (test/fixtures/opengotha, see its README): their shape, and
 * the engine options (EngineOptions.extra) that carry a case's McMahon / Swiss parameters.
 */
export interface GoCase {
  name: string;
  system: "mcmahon" | "swiss";
  mcmahon: {
    bar: string;
    floor: string;
    zero: string;
    absent_mms: number;
    bye_mms: number;
    absent_nbw: number;
    bye_nbw: number;
    round_down_absent_bye: boolean;
    sos_unplayed_as_half: boolean;
    corrections: Record<string, number>;
  };
  rounds: number;
  criteria: string[];
  grid: (string | number)[][];
  expected: {
    ranking: number[];
    places: Record<string, number>;
    values: Record<string, Record<string, number>>;
  };
}

/** Engine options for a case; `renumber` maps row numbers to new start numbers (corrections). */
export function optionsOf(c: GoCase, renumber?: Map<number, number>): Record<string, string> {
  const m = c.mcmahon;
  const extra: Record<string, string> = {
    system: c.system,
    bar: m.bar,
    floor: m.floor,
    zero: m.zero,
    absent_mms: String(m.absent_mms),
    bye_mms: String(m.bye_mms),
    absent_nbw: String(m.absent_nbw),
    bye_nbw: String(m.bye_nbw),
    round_down: String(m.round_down_absent_bye),
    sos_unplayed_as_half: String(m.sos_unplayed_as_half),
  };
  for (const [row, corr] of Object.entries(m.corrections))
    extra[`correction:${renumber?.get(Number(row)) ?? Number(row)}`] = String(corr);
  return extra;
}
