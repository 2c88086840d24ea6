/**
 * Italiano. The words of docs/glossary.md, "Italiano": spareggio tecnico, classifica, turno,
 * forfait, scontro diretto, maggior numero di vittorie, Buchholz Cut 1.
 */
import type { Catalogue } from "./en";
import { plural } from "./format";

export const messages: Catalogue = {
  "lang.label": "Lingua",

  "pane.skip": "Vai alle azioni della classifica",
  "pane.results": "Risultati",
  "pane.useSelection": "Usa l'intervallo selezionato",
  "pane.readAgain": "Rileggi",
  "pane.orTable": "Oppure una tabella o un intervallo denominato",
  "pane.useRoster": "Usa l'intervallo selezionato come formazioni delle squadre",
  "pane.clearRoster": "Rimuovi le formazioni",
  "pane.importTrf": "Importa un file TRF in un nuovo foglio dei risultati",
  "pane.resultsFile": "File dei risultati (.trf, .csv o .xlsx)",
  "pane.order": "Ordine degli spareggi",
  "pane.preset": "Preimpostazione",
  "pane.rules": "Regolamento",
  "pane.unrated": "Elo per i giocatori senza Elo",
  "pane.unratedPlaceholder": "nessuno (spareggi basati sull'Elo non definiti)",
  "pane.afterPoints": "Dopo i punti, nell'ordine",
  "pane.orderHelp":
    "Su / Giù sposta il focus, Alt+Su / Alt+Giù sposta lo spareggio selezionato, Invio apre i suoi modificatori (Esc torna indietro), Canc lo rimuove; oppure trascinalo con il mouse.",
  "pane.orderEmpty": "Solo punti: aggiungi spareggi dal catalogo qui sotto.",
  "pane.modifiersOf": "Modificatori di",
  "pane.cut": "Risultati esclusi",
  "pane.modP": "/P i forfait contano come partite giocate",
  "pane.modR": "/R inverso",
  "pane.modF": "/F anticipato (ultimo turno contato patta)",
  "pane.modU": "/U Elo per i giocatori senza Elo (solo questo spareggio)",
  "pane.modUPlaceholder": "es. 1400",
  "pane.addTiebreak": "Aggiungi uno spareggio",
  "pane.asCodes": "Come codici FIDE",
  "pane.standings": "Classifica",
  "pane.extraColumns": "Colonne aggiuntive",
  "pane.boardPrizes": "Premi di scacchiera",
  "pane.minGames": "Numero minimo di partite per un premio di scacchiera",
  "pane.minGamesHint":
    "0: ogni giocatore con una partita ne ha diritto. I forfait non contano né come partite né come punti.",
  "pane.prizes": "Premi",
  "pane.usePrizeList": "Usa l'intervallo selezionato come elenco dei premi",
  "pane.prizeFile": "Elenco dei premi (.csv, .xlsx o .json)",
  "pane.prizeHint":
    "Una riga per premio: nome, importo e una categoria come U1800 (nessuna: un premio di classifica).",
  "pane.tiedOnPoints": "Giocatori a pari punti",
  "pane.splitTiebreak": "Decidono gli spareggi; nulla viene diviso",
  "pane.splitShared": "Si dividono i premi in parti uguali",
  "pane.splitHort": "Hort: metà per spareggio, metà divisa",
  "pane.ratingRead": "Categorie di Elo secondo",
  "pane.ratingMain": "l'Elo nei risultati",
  "pane.ratingFide": "l'Elo FIDE",
  "pane.ratingNational": "l'Elo nazionale",
  "pane.writePrizes": "Scrivi i premi",
  "pane.downloadPrizesXlsx": "Scarica i premi in .xlsx",
  "pane.downloadPrizesCsv": "Scarica i premi in .csv",
  "pane.downloadPrizesHtml": "Scarica i premi in .html",
  "pane.actions": "Azioni della classifica",
  "pane.writeStandings": "Scrivi la classifica",
  "pane.downloadXlsx": "Scarica .xlsx",
  "pane.downloadCsv": "Scarica .csv",
  "pane.afterRound": "Dopo il turno",
  "pane.allRounds": "tutti",
  "pane.toStandings": "Classifica ↓",

  "count.players": (p) => plural("it", p.n, { one: "# giocatore", other: "# giocatori" }),
  "count.rounds": (p) => plural("it", p.n, { one: "# turno", other: "# turni" }),

  // the pane's start and its language
  "lang.notSaved": (p) => `Non è stato possibile salvare la lingua: ${p.error}`,
  "pane.couldNotStart": (p) => `Non è stato possibile avviare il riquadro attività: ${p.error}`,
  "pane.outside":
    "Fuori da Excel: apri un file dei risultati (.trf, .csv o .xlsx) per vederne la classifica.",
  "pane.noOfficeJs":
    "Non è stato possibile caricare office.js di Excel (nessuna connessione a Internet?), quindi il componente aggiuntivo non può comunicare con Excel. Puoi comunque aprire qui un file dei risultati.",
  "pane.connecting": "Connessione a Excel…",
  "pane.stillWaiting":
    "Connessione a Excel… Excel non ha ancora risposto (rete lenta?); il riquadro si avvia appena risponde.",
  "pane.fileEncoding": "Codifica dei file .trf e .csv",
  "pane.encodingAuto": "Automatica (UTF-8, altrimenti dedotta dai nomi)",
};
