/**
 * The pane's and the page's prize controls, read through the one options grammar: the four
 * lists (split, rating, priority, non-cash prizes) and the "More prize options" field, which
 * takes hort=, round= and age_date= and refuses anything else at the option.
 */
import { prizeOptions } from "../../src/engine/prizes";
import { paneOptionValues, type PrizeSettings } from "../../src/taskpane/prizes-panel";

const base: PrizeSettings = {
  split: "hort",
  rating: "main",
  priority: "category",
  trophies: "exclusive",
  more: "",
};

test("the lists and the further options give the engine's options", () => {
  const v = paneOptionValues({ ...base, more: "hort=40; round=1; age_date=2026-09-01" });
  expect(v).toEqual({
    split: "hort",
    rating: "main",
    priority: "category",
    trophies: "exclusive",
    hort: "40",
    round: "1",
    age_date: "2026-09-01",
  });
  expect(prizeOptions(v, { startDate: "2026/03/10" })).toEqual({
    split: "hort",
    rating: "main",
    priority: "category",
    trophies: "exclusive",
    hortShare: 40,
    unitCents: 100,
    ageDate: "2026-09-01",
    eventDate: "2026/03/10",
  });
});

test("the field refuses what the lists set, and unknown options, at the option", () => {
  expect(() => paneOptionValues({ ...base, more: "split=shared" })).toThrow(
    /split: not a prize option here; use hort, round, age_date/
  );
  expect(() => paneOptionValues({ ...base, more: "colour=red" })).toThrow(/colour/);
  expect(() => prizeOptions(paneOptionValues({ ...base, more: "round=-1" }))).toThrow(
    /round=-1: an amount such as 1/
  );
});
