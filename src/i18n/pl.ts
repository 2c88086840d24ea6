/**
 * Polski. The words of docs/glossary.md, "Polski": punktacja pomocnicza, klasyfikacja, runda,
 * walkower, pauza, wynik bezpośredni, punktacja Buchholza, punktacja Sonneborna-Bergera.
 */
import type { Catalogue } from "./en";
import { plural } from "./format";

export const messages: Catalogue = {
  "lang.label": "Język",

  "pane.skip": "Przejdź do działań klasyfikacji",
  "pane.results": "Wyniki",
  "pane.useSelection": "Użyj zaznaczonego zakresu",
  "pane.readAgain": "Wczytaj ponownie",
  "pane.orTable": "Lub tabela albo nazwany zakres",
  "pane.useRoster": "Użyj zaznaczonego zakresu jako składów drużyn",
  "pane.clearRoster": "Usuń składy drużyn",
  "pane.importTrf": "Importuj plik TRF do nowego arkusza wyników",
  "pane.resultsFile": "Plik wyników (.trf, .csv lub .xlsx)",
  "pane.order": "Kolejność punktacji pomocniczych",
  "pane.preset": "Ustawienie",
  "pane.rules": "Przepisy",
  "pane.unrated": "Ranking dla zawodników bez rankingu",
  "pane.unratedPlaceholder": "brak (punktacje według rankingu nieokreślone)",
  "pane.afterPoints": "Po punktach, w tej kolejności",
  "pane.orderHelp":
    "Strzałki w górę / w dół przenoszą fokus, Alt+strzałka w górę / w dół przesuwa wybraną punktację, Enter otwiera jej modyfikatory (Escape wraca), Delete ją usuwa; albo przeciągnij myszą.",
  "pane.orderEmpty": "Tylko punkty: dodaj punktacje pomocnicze z katalogu poniżej.",
  "pane.modifiersOf": "Modyfikatory",
  "pane.cut": "Odrzucone wyniki",
  "pane.modP": "/P walkowery liczą się jako partie rozegrane",
  "pane.modR": "/R odwrócona",
  "pane.modF": "/F z wyprzedzeniem (ostatnia runda jako remis)",
  "pane.modU": "/U ranking dla zawodników bez rankingu (tylko ta punktacja)",
  "pane.modUPlaceholder": "np. 1400",
  "pane.addTiebreak": "Dodaj punktację pomocniczą",
  "pane.asCodes": "Jako kody FIDE",
  "pane.standings": "Klasyfikacja",
  "pane.extraColumns": "Dodatkowe kolumny",
  "pane.boardPrizes": "Nagrody za szachownice",
  "pane.minGames": "Minimalna liczba partii do nagrody za szachownicę",
  "pane.minGamesHint":
    "0: nagrodę może otrzymać każdy zawodnik z rozegraną partią. Walkowery nie liczą się ani jako partie, ani jako punkty.",
  "pane.prizes": "Nagrody",
  "pane.usePrizeList": "Użyj zaznaczonego zakresu jako listy nagród",
  "pane.prizeFile": "Lista nagród (.csv, .xlsx lub .json)",
  "pane.prizeHint":
    "Jeden wiersz na nagrodę: nazwa, kwota i kategoria, np. U1800 (brak: nagroda za miejsce).",
  "pane.tiedOnPoints": "Zawodnicy z równą liczbą punktów",
  "pane.splitTiebreak": "Decyduje punktacja pomocnicza; nic nie jest dzielone",
  "pane.splitShared": "Dzielą nagrody po równo",
  "pane.splitHort": "Hort: połowa według punktacji pomocniczej, połowa dzielona",
  "pane.ratingRead": "Kategorie rankingowe według",
  "pane.ratingMain": "rankingu w wynikach",
  "pane.ratingFide": "rankingu FIDE",
  "pane.ratingNational": "rankingu krajowego",
  "pane.writePrizes": "Zapisz nagrody",
  "pane.downloadPrizesXlsx": "Pobierz nagrody jako .xlsx",
  "pane.downloadPrizesCsv": "Pobierz nagrody jako .csv",
  "pane.downloadPrizesHtml": "Pobierz nagrody jako .html",
  "pane.actions": "Działania klasyfikacji",
  "pane.writeStandings": "Zapisz klasyfikację",
  "pane.downloadXlsx": "Pobierz .xlsx",
  "pane.downloadCsv": "Pobierz .csv",
  "pane.afterRound": "Po rundzie",
  "pane.allRounds": "wszystkie",
  "pane.toStandings": "Klasyfikacja ↓",

  "count.players": (p) =>
    plural("pl", p.n, {
      one: "# zawodnik",
      few: "# zawodników",
      many: "# zawodników",
      other: "# zawodnika",
    }),
  "count.rounds": (p) =>
    plural("pl", p.n, { one: "# runda", few: "# rundy", many: "# rund", other: "# rundy" }),

  // the pane's start and its language
  "lang.notSaved": (p) => `Nie udało się zapisać języka: ${p.error}`,
  "pane.couldNotStart": (p) => `Nie udało się uruchomić okienka zadań: ${p.error}`,
  "pane.outside":
    "Poza Excelem: otwórz plik wyników (.trf, .csv lub .xlsx), aby zobaczyć klasyfikację.",
  "pane.noOfficeJs":
    "Nie udało się wczytać office.js programu Excel (brak połączenia z internetem?), więc dodatek nie może współpracować z Excelem. Nadal możesz tu otworzyć plik wyników.",
  "pane.connecting": "Łączenie z Excelem…",
  "pane.stillWaiting":
    "Łączenie z Excelem… Excel jeszcze nie odpowiedział (wolna sieć?); okienko uruchomi się, gdy tylko odpowie.",
  "pane.fileEncoding": "Kodowanie znaków plików .trf i .csv",
  "pane.encodingAuto": "Automatycznie (UTF-8, w przeciwnym razie odgadnięte z nazwisk)",
};
