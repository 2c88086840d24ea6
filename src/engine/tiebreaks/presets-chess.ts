/**
 * Chess tie-break presets. C.07 (2023-2026) recommends no list any more (the Chief Arbiter
 * publishes one), so the FIDE-named presets are our suggestions, labelled as such, or the old
 * C.02 13.16 lists for reference.
 */
import { registerPreset } from "../registry";

registerPreset(
  {
    id: "fide-swiss",
    title: "FIDE Swiss (our suggested default)",
    summary:
      "BH/C1, BH, SB, DE, WIN: our suggestion for an individual Swiss, since C.07 gives no default list; no rating-based tie-break, so safe with unrated players.",
    game: "chess",
    order: ["BH/C1", "BH", "SB", "DE", "WIN"],
    defaultFor: "swiss",
  },
  {
    id: "fide-round-robin",
    title: "FIDE round robin",
    summary:
      "DE, WIN, SB, KS: the old C.02 13.16.2 round-robin list (Buchholz must not be used in round robins).",
    game: "chess",
    order: ["DE", "WIN", "SB", "KS"],
    defaultFor: "round-robin",
  },
  {
    id: "fide-swiss-rated",
    title: "FIDE Swiss, all players rated (old 13.16.5)",
    summary:
      "BH/C1, BH, DE, ARO/C1, WIN, BWG, BPG, SB: the old C.02 13.16.5 list for a Swiss whose players all have consistent ratings.",
    game: "chess",
    order: ["BH/C1", "BH", "DE", "ARO/C1", "WIN", "BWG", "BPG", "SB"],
  },
  {
    id: "club",
    title: "Club Swiss (Arena conventions)",
    summary:
      "DE, BH, BH/C1, BH/M1, PS, WIN, SB, BWG, ARO, RTNG under plain rules: byes are no opponents, DE shows mini-table points.",
    game: "chess",
    order: ["DE", "BH", "BH/C1", "BH/M1", "PS", "WIN", "SB", "BWG", "ARO", "RTNG"],
    options: { rules: "plain" },
  },
  {
    id: "chess-com",
    title: "Online Swiss (Chess.com style)",
    summary:
      "BH/C1, BH, SB, DE, WIN, BWG, ARO/C1, RTNG: Buchholz first as in Chess.com events, ratings last.",
    game: "chess",
    order: ["BH/C1", "BH", "SB", "DE", "WIN", "BWG", "ARO/C1", "RTNG"],
  }
);
