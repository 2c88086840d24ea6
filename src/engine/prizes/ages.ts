/**
 * Age categories: U16, U18 (youth) and S50, S65 (seniors), by the rules of FIDE's own events.
 *
 * - Un: under n on 1 January of the event's year, that is born in (year - n) or later (FIDE World
 *   Youth and World Youth U16 Olympiad regulations: a player "shall not have reached the age of n
 *   before 1 January" of the year of the competition).
 * - Sn: n or older in the event's year, that is born in (year - n) or earlier (FIDE World Senior
 *   Championships, Handbook D.04.03 art. 2: "50 or older in the year of the tournament"; ECU
 *   Tournament Rules E.1.2.1: the player "must have reached or reach the required age during the
 *   year of competition").
 *
 * Both need the birth year only. The event's year is that of its start date; the option
 * age_date=YYYY-MM-DD counts ages on that day instead (a national rule such as "under 12 on
 * 1 September"): Un is then younger than n on that day, Sn n or older on it, from the full birth
 * date. A player with a birth year only is in or out when the year decides it whatever the
 * birthday, else counted as without a birth date (warned about, not eligible).
 *
 * Pure: no Office, DOM or Node APIs.
 */

export interface Day {
  y: number;
  m: number;
  d: number;
}

export interface AgeRule {
  /** The year of the event (of the age date when given). */
  year: number;
  /** age_date: ages counted on this day, and the day as written back (YYYY-MM-DD). */
  date?: Day;
  iso?: string;
  /** How ages are counted, for the notes. */
  label: string;
}

/** A date as written: YYYY-MM-DD, YYYY/MM/DD, DD.MM.YYYY or DD/MM/YYYY; null otherwise. */
export function dayOf(text: string | undefined): Day | null {
  const t = (text ?? "").trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  let day: Day | null = null;
  if (m) day = { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
  else if ((m = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(t)))
    day = { y: Number(m[3]), m: Number(m[2]), d: Number(m[1]) };
  if (!day || day.m < 1 || day.m > 12 || day.d < 1 || day.d > 31) return null;
  return day;
}

/** The first four-digit year of a text ("2009", "2009/04/01", "01.04.2009"). */
export function yearIn(text: string | undefined): number | undefined {
  const m = /(\d{4})/.exec(text ?? "");
  return m ? Number(m[1]) : undefined;
}

/** The age rule of an event: age_date if given, else the event's start date; undefined: unknown. */
export function ageRuleOf(ageDate?: string, eventDate?: string): AgeRule | undefined {
  const date = dayOf(ageDate);
  if (date) {
    const iso = `${date.y}-${String(date.m).padStart(2, "0")}-${String(date.d).padStart(2, "0")}`;
    return { year: date.y, date, iso, label: `Age categories count ages on ${iso} (age_date).` };
  }
  const year = yearIn(eventDate);
  if (year === undefined) return undefined;
  return {
    year,
    label: `Age categories: Un is under n on 1 January ${year} (born ${year} - n or later), Sn is n or older in ${year} (born ${year} - n or earlier).`,
  };
}

/** The age on a day of someone born on `b`. */
function ageOn(b: Day, on: Day): number {
  const before = on.m < b.m || (on.m === b.m && on.d < b.d);
  return on.y - b.y - (before ? 1 : 0);
}

/**
 * Whether a player born `birth` is in Un (youth) or Sn (senior) under the rule: "yes", "no", or
 * "missing" (no birth year, or a birth year that does not decide it on an age date).
 */
export function ageTest(
  group: "youth" | "senior",
  n: number,
  birth: string | undefined,
  rule: AgeRule
): "yes" | "no" | "missing" {
  const inGroup = (age: number): boolean => (group === "youth" ? age < n : age >= n);
  const b = yearIn(birth);
  if (b === undefined) return "missing";
  if (!rule.date) {
    const ok = group === "youth" ? b >= rule.year - n : b <= rule.year - n;
    return ok ? "yes" : "no";
  }
  const full = dayOf(birth);
  if (full) return inGroup(ageOn(full, rule.date)) ? "yes" : "no";
  // a year only: the age is on.y - b - 1 or on.y - b, by the unknown birthday (on 31 December
  // every birthday of the year has passed)
  const hi = inGroup(rule.date.y - b);
  const lo = rule.date.m === 12 && rule.date.d === 31 ? hi : inGroup(rule.date.y - b - 1);
  return lo === hi ? (lo ? "yes" : "no") : "missing";
}
