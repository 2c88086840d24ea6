/**
 * Nederlands. The words of docs/glossary.md, "Nederlands": tiebreak, stand, ronde,
 * weerstandspunten, onderling resultaat, SB-punten, progressieve score.
 */
import type { Catalogue } from "./en";
import { plural } from "./format";

export const messages: Catalogue = {
  "lang.label": "Taal",

  "pane.skip": "Naar de acties van de stand",
  "pane.results": "Uitslagen",
  "pane.useSelection": "Geselecteerd bereik gebruiken",
  "pane.readAgain": "Opnieuw inlezen",
  "pane.orTable": "Of een tabel of een benoemd bereik",
  "pane.useRoster": "Geselecteerd bereik als teamopstellingen gebruiken",
  "pane.clearRoster": "Teamopstellingen wissen",
  "pane.importTrf": "Een TRF-bestand importeren in een nieuw uitslagenblad",
  "pane.resultsFile": "Uitslagenbestand (.trf, .csv of .xlsx)",
  "pane.order": "Volgorde van de tiebreaks",
  "pane.preset": "Voorinstelling",
  "pane.rules": "Reglement",
  "pane.unrated": "Rating voor spelers zonder rating",
  "pane.unratedPlaceholder": "geen (tiebreaks op rating onbepaald)",
  "pane.afterPoints": "Na de punten, in volgorde",
  "pane.orderHelp":
    "Omhoog / Omlaag verplaatst de focus, Alt+Omhoog / Alt+Omlaag verplaatst de gekozen tiebreak, Enter opent de modificaties (Escape gaat terug), Delete verwijdert hem; of sleep met de muis.",
  "pane.orderEmpty": "Alleen punten: voeg tiebreaks toe uit de catalogus hieronder.",
  "pane.modifiersOf": "Modificaties van",
  "pane.cut": "Weggelaten resultaten",
  "pane.modP": "/P reglementaire partijen tellen als gespeeld",
  "pane.modR": "/R omgekeerd",
  "pane.modF": "/F vooruit (laatste ronde als remise)",
  "pane.modU": "/U rating voor spelers zonder rating (alleen deze tiebreak)",
  "pane.modUPlaceholder": "bijv. 1400",
  "pane.addTiebreak": "Tiebreak toevoegen",
  "pane.asCodes": "Als FIDE-codes",
  "pane.standings": "Stand",
  "pane.extraColumns": "Extra kolommen",
  "pane.boardPrizes": "Bordprijzen",
  "pane.minGames": "Minimumaantal partijen voor een bordprijs",
  "pane.minGamesHint":
    "0: elke speler met een partij komt in aanmerking. Reglementaire partijen tellen niet als partij en niet als punt.",
  "pane.prizes": "Prijzen",
  "pane.usePrizeList": "Geselecteerd bereik als prijzenlijst gebruiken",
  "pane.prizeFile": "Prijzenlijst (.csv, .xlsx of .json)",
  "pane.prizeHint":
    "Eén rij per prijs: naam, bedrag en een categorie zoals U1800 (geen: een plaatsprijs).",
  "pane.tiedOnPoints": "Spelers met gelijke punten",
  "pane.splitTiebreak": "De tiebreaks beslissen; er wordt niets gedeeld",
  "pane.splitShared": "Ze delen de prijzen gelijk",
  "pane.splitHort": "Hort: de helft volgens tiebreaks, de helft gedeeld",
  "pane.ratingRead": "Ratingcategorieën volgens",
  "pane.ratingMain": "de rating in de uitslagen",
  "pane.ratingFide": "de FIDE-rating",
  "pane.ratingNational": "de nationale rating",
  "pane.writePrizes": "Prijzen schrijven",
  "pane.downloadPrizesXlsx": "Prijzen downloaden als .xlsx",
  "pane.downloadPrizesCsv": "Prijzen downloaden als .csv",
  "pane.downloadPrizesHtml": "Prijzen downloaden als .html",
  "pane.actions": "Acties van de stand",
  "pane.writeStandings": "Stand schrijven",
  "pane.downloadXlsx": ".xlsx downloaden",
  "pane.downloadCsv": ".csv downloaden",
  "pane.afterRound": "Na ronde",
  "pane.allRounds": "alle",
  "pane.toStandings": "Stand ↓",

  "count.players": (p) => plural("nl", p.n, { one: "# speler", other: "# spelers" }),
  "count.rounds": (p) => plural("nl", p.n, { one: "# ronde", other: "# ronden" }),

  // the pane's start and its language
  "lang.notSaved": (p) => `De taal kon niet worden opgeslagen: ${p.error}`,
  "pane.couldNotStart": (p) => `Het taakvenster kon niet starten: ${p.error}`,
  "pane.outside":
    "Niet in Excel: open een uitslagenbestand (.trf, .csv of .xlsx) om de stand te zien.",
  "pane.noOfficeJs":
    "Office.js van Excel kon niet worden geladen (geen internetverbinding?), dus de invoegtoepassing kan niet met Excel praten. U kunt hier wel een uitslagenbestand openen.",
  "pane.connecting": "Verbinden met Excel…",
  "pane.stillWaiting":
    "Verbinden met Excel… Excel heeft nog niet geantwoord (traag netwerk?); het venster start zodra het antwoordt.",
  "pane.fileEncoding": "Tekencodering van .trf- en .csv-bestanden",
  "pane.encodingAuto": "Automatisch (UTF-8, anders afgeleid uit de namen)",
};
