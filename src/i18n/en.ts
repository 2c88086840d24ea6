/**
 * The English messages: the catalogue every language translates. Its type is the Catalogue, so
 * TypeScript checks that each language file (`export const messages: Catalogue = {...}`) has
 * every key, no other key, and every message with parameters as a function of the same
 * parameters. A message is a whole sentence or label: parameters carry data only (numbers,
 * names, codes, cell references), never words of another message.
 *
 * Keys: `pane.*` the task pane and the page (taskpane.html names them in data-i18n attributes);
 * further groups follow as the rest of the product's texts are translated.
 */
import { plural } from "./format";

export const messages = {
  "lang.label": "Language",

  // taskpane.html: the page's fixed texts (data-i18n); the HTML holds the same English
  "pane.skip": "Skip to the standings actions",
  "pane.results": "Results",
  "pane.useSelection": "Use the selected range",
  "pane.readAgain": "Read again",
  "pane.orTable": "Or a table or named range",
  "pane.useRoster": "Use the selected range as the roster",
  "pane.clearRoster": "Clear the roster",
  "pane.importTrf": "Import a TRF file into a new results sheet",
  "pane.resultsFile": "Results file (.trf, .csv or .xlsx)",
  "pane.order": "Tie-break order",
  "pane.preset": "Preset",
  "pane.rules": "Rules",
  "pane.unrated": "Rating for unrated players",
  "pane.unratedPlaceholder": "none (rating-based values undefined)",
  "pane.afterPoints": "After points, in order",
  "pane.orderHelp":
    "Up / Down moves the focus, Alt+Up / Alt+Down moves the focused tie-break, Enter goes to its modifiers (Escape comes back), Delete removes it; or drag with the mouse.",
  "pane.orderEmpty": "Points only: add tie-breaks from the catalogue below.",
  "pane.modifiersOf": "Modifiers of",
  "pane.cut": "Cut",
  "pane.modP": "/P forfeits count as played",
  "pane.modR": "/R reverse",
  "pane.modF": "/F fore",
  "pane.modU": "/U rating for unrated players (this tie-break)",
  "pane.modUPlaceholder": "e.g. 1400",
  "pane.addTiebreak": "Add a tie-break",
  "pane.asCodes": "As FIDE codes",
  "pane.standings": "Standings",
  "pane.extraColumns": "Extra columns",
  "pane.boardPrizes": "Board prizes",
  "pane.minGames": "Minimum games for a board prize",
  "pane.minGamesHint":
    "0: every player with a game is eligible. Forfeits count for neither games nor points.",
  "pane.prizes": "Prizes",
  "pane.usePrizeList": "Use the selected range as the prize list",
  "pane.prizeFile": "Prize list (.csv, .xlsx or .json)",
  "pane.prizeHint":
    "One row per prize: name, amount, and a category such as U1800 (none: a place prize).",
  "pane.tiedOnPoints": "Players tied on points",
  "pane.splitTiebreak": "Tie-breaks decide; nothing is shared",
  "pane.splitShared": "They share the prizes equally",
  "pane.splitHort": "Hort: half by tie-breaks, half shared",
  "pane.ratingRead": "Rating categories read",
  "pane.ratingMain": "the rating in the results",
  "pane.ratingFide": "the FIDE rating",
  "pane.ratingNational": "the national rating",
  "pane.writePrizes": "Write prizes",
  "pane.downloadPrizesXlsx": "Download prizes .xlsx",
  "pane.downloadPrizesCsv": "Download prizes .csv",
  "pane.downloadPrizesHtml": "Download prizes .html",
  "pane.actions": "Standings actions",
  "pane.writeStandings": "Write standings",
  "pane.downloadXlsx": "Download .xlsx",
  "pane.downloadCsv": "Download .csv",
  "pane.afterRound": "After round",
  "pane.allRounds": "all",
  "pane.toStandings": "Standings ↓",

  // counts in sentences (plural forms through Intl.PluralRules)
  "count.players": (p: { n: number }) => plural("en", p.n, { one: "# player", other: "# players" }),
  "count.rounds": (p: { n: number }) => plural("en", p.n, { one: "# round", other: "# rounds" }),

  // the pane's start and its language
  "lang.notSaved": (p: { error: string }) => `The language could not be saved: ${p.error}`,
  "pane.couldNotStart": (p: { error: string }) => `The task pane could not start: ${p.error}`,
  "pane.outside":
    "Not running in Excel: open a results file (.trf, .csv or .xlsx) to see its standings.",
  "pane.noOfficeJs":
    "Excel's office.js could not be loaded (no internet connection?), so the add-in cannot talk to Excel. You can still open a results file here.",
  "pane.connecting": "Connecting to Excel…",
  "pane.stillWaiting":
    "Connecting to Excel… Excel has not answered yet (a slow network?); the pane starts as soon as it does.",
  "pane.fileEncoding": "Text encoding of .trf and .csv files",
  "pane.encodingAuto": "Automatic (UTF-8, else guessed from the names)",
};

/** Every message, with its parameters: what each language file provides. */
export type Catalogue = typeof messages;
export type MessageKey = keyof Catalogue;
