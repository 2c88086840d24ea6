/**
 * Deutsch. The words of docs/glossary.md, "Deutsch": Feinwertung, Rangliste, Runde, kampflos,
 * spielfrei, direkter Vergleich, Sonneborn-Berger-Wertung.
 */
import type { Catalogue } from "./en";
import { plural } from "./format";

export const messages: Catalogue = {
  "lang.label": "Sprache",

  "pane.skip": "Zu den Aktionen der Rangliste springen",
  "pane.results": "Ergebnisse",
  "pane.useSelection": "Markierten Bereich verwenden",
  "pane.readAgain": "Neu einlesen",
  "pane.orTable": "Oder eine Tabelle oder ein benannter Bereich",
  "pane.useRoster": "Markierten Bereich als Mannschaftsmeldung verwenden",
  "pane.clearRoster": "Mannschaftsmeldung entfernen",
  "pane.importTrf": "TRF-Datei in ein neues Ergebnisblatt importieren",
  "pane.resultsFile": "Ergebnisdatei (.trf, .csv oder .xlsx)",
  "pane.order": "Reihenfolge der Feinwertungen",
  "pane.preset": "Vorlage",
  "pane.rules": "Regeln",
  "pane.unrated": "Wertungszahl für Spieler ohne Wertungszahl",
  "pane.unratedPlaceholder": "keine (Feinwertungen nach Wertungszahl bleiben offen)",
  "pane.afterPoints": "Nach den Punkten, in dieser Reihenfolge",
  "pane.orderHelp":
    "Pfeil auf / ab bewegt den Fokus, Alt+Pfeil auf / ab verschiebt die gewählte Feinwertung, Eingabe öffnet ihre Modifikatoren (Escape kehrt zurück), Entf entfernt sie; oder mit der Maus ziehen.",
  "pane.orderEmpty": "Nur Punkte: Feinwertungen aus dem Katalog unten hinzufügen.",
  "pane.modifiersOf": "Modifikatoren von",
  "pane.cut": "Streichergebnisse",
  "pane.modP": "/P kampflose Partien zählen als gespielt",
  "pane.modR": "/R umgekehrt",
  "pane.modF": "/F Fore (letzte Runde als remis gewertet)",
  "pane.modU": "/U Wertungszahl für Spieler ohne Wertungszahl (nur diese Feinwertung)",
  "pane.modUPlaceholder": "z. B. 1400",
  "pane.addTiebreak": "Feinwertung hinzufügen",
  "pane.asCodes": "Als FIDE-Codes",
  "pane.standings": "Rangliste",
  "pane.extraColumns": "Weitere Spalten",
  "pane.boardPrizes": "Brettpreise",
  "pane.minGames": "Mindestzahl an Partien für einen Brettpreis",
  "pane.minGamesHint":
    "0: Jeder Spieler mit einer Partie ist preisberechtigt. Kampflose Partien zählen weder als Partie noch als Punkt.",
  "pane.prizes": "Preise",
  "pane.usePrizeList": "Markierten Bereich als Preisliste verwenden",
  "pane.prizeFile": "Preisliste (.csv, .xlsx oder .json)",
  "pane.prizeHint":
    "Eine Zeile je Preis: Name, Betrag und eine Kategorie wie U1800 (keine: ein Platzpreis).",
  "pane.tiedOnPoints": "Punktgleiche Spieler",
  "pane.splitTiebreak": "Die Feinwertung entscheidet; nichts wird geteilt",
  "pane.splitShared": "Sie teilen die Preise zu gleichen Teilen",
  "pane.splitHort": "Hort: halb nach Feinwertung, halb geteilt",
  "pane.ratingRead": "Wertungskategorien nach",
  "pane.ratingMain": "der Wertungszahl in den Ergebnissen",
  "pane.ratingFide": "der Elo-Zahl der FIDE",
  "pane.ratingNational": "der nationalen Wertungszahl",
  "pane.writePrizes": "Preise schreiben",
  "pane.downloadPrizesXlsx": "Preise als .xlsx herunterladen",
  "pane.downloadPrizesCsv": "Preise als .csv herunterladen",
  "pane.downloadPrizesHtml": "Preise als .html herunterladen",
  "pane.actions": "Aktionen der Rangliste",
  "pane.writeStandings": "Rangliste schreiben",
  "pane.downloadXlsx": ".xlsx herunterladen",
  "pane.downloadCsv": ".csv herunterladen",
  "pane.afterRound": "Nach Runde",
  "pane.allRounds": "alle",
  "pane.toStandings": "Rangliste ↓",

  "count.players": (p) => plural("de", p.n, { one: "# Spieler", other: "# Spieler" }),
  "count.rounds": (p) => plural("de", p.n, { one: "# Runde", other: "# Runden" }),

  // the pane's start and its language
  "lang.notSaved": (p) => `Die Sprache konnte nicht gespeichert werden: ${p.error}`,
  "pane.couldNotStart": (p) => `Der Aufgabenbereich konnte nicht gestartet werden: ${p.error}`,
  "pane.outside":
    "Nicht in Excel geöffnet: Öffnen Sie eine Ergebnisdatei (.trf, .csv oder .xlsx), um ihre Rangliste zu sehen.",
  "pane.noOfficeJs":
    "Excels office.js konnte nicht geladen werden (keine Internetverbindung?), daher kann das Add-in nicht mit Excel arbeiten. Sie können hier trotzdem eine Ergebnisdatei öffnen.",
  "pane.connecting": "Verbindung mit Excel wird hergestellt…",
  "pane.stillWaiting":
    "Verbindung mit Excel wird hergestellt… Excel hat noch nicht geantwortet (langsames Netz?); der Bereich startet, sobald es antwortet.",
  "pane.fileEncoding": "Zeichenkodierung von .trf- und .csv-Dateien",
  "pane.encodingAuto": "Automatisch (UTF-8, sonst aus den Namen erkannt)",
};
