/**
 * Français. The words of docs/glossary.md, "Français": départage, classement, ronde, forfait,
 * exempt, confrontation directe, nombre de victoires, Buchholz tronqué.
 */
import type { Catalogue } from "./en";
import { plural } from "./format";

export const messages: Catalogue = {
  "lang.label": "Langue",

  "pane.skip": "Aller aux actions du classement",
  "pane.results": "Résultats",
  "pane.useSelection": "Utiliser la plage sélectionnée",
  "pane.readAgain": "Relire",
  "pane.orTable": "Ou un tableau ou une plage nommée",
  "pane.useRoster": "Utiliser la plage sélectionnée comme composition des équipes",
  "pane.clearRoster": "Effacer la composition des équipes",
  "pane.importTrf": "Importer un fichier TRF dans une nouvelle feuille de résultats",
  "pane.resultsFile": "Fichier de résultats (.trf, .csv ou .xlsx)",
  "pane.order": "Ordre des départages",
  "pane.preset": "Préréglage",
  "pane.rules": "Règlement",
  "pane.unrated": "Elo des joueurs non classés",
  "pane.unratedPlaceholder": "aucun (départages fondés sur l'Elo indéfinis)",
  "pane.afterPoints": "Après les points, dans l'ordre",
  "pane.orderHelp":
    "Haut / Bas déplace le focus, Alt+Haut / Alt+Bas déplace le départage sélectionné, Entrée ouvre ses modificateurs (Échap revient), Suppr le retire ; ou faites-le glisser à la souris.",
  "pane.orderEmpty": "Points seuls : ajoutez des départages depuis le catalogue ci-dessous.",
  "pane.modifiersOf": "Modificateurs de",
  "pane.cut": "Résultats retirés",
  "pane.modP": "/P les forfaits comptent comme parties jouées",
  "pane.modR": "/R ordre inversé",
  "pane.modF": "/F anticipé (dernière ronde comptée nulle)",
  "pane.modU": "/U Elo des joueurs non classés (ce départage seulement)",
  "pane.modUPlaceholder": "p. ex. 1400",
  "pane.addTiebreak": "Ajouter un départage",
  "pane.asCodes": "En codes FIDE",
  "pane.standings": "Classement",
  "pane.extraColumns": "Colonnes supplémentaires",
  "pane.boardPrizes": "Prix par échiquier",
  "pane.minGames": "Nombre minimal de parties pour un prix par échiquier",
  "pane.minGamesHint":
    "0 : tout joueur ayant joué une partie peut recevoir un prix. Les forfaits ne comptent ni comme parties ni comme points.",
  "pane.prizes": "Prix",
  "pane.usePrizeList": "Utiliser la plage sélectionnée comme liste des prix",
  "pane.prizeFile": "Liste des prix (.csv, .xlsx ou .json)",
  "pane.prizeHint":
    "Une ligne par prix : nom, montant et une catégorie comme U1800 (aucune : un prix de place).",
  "pane.tiedOnPoints": "Joueurs à égalité de points",
  "pane.splitTiebreak": "Les départages décident ; rien n'est partagé",
  "pane.splitShared": "Ils partagent les prix à parts égales",
  "pane.splitHort": "Hort : moitié selon les départages, moitié partagée",
  "pane.ratingRead": "Catégories Elo selon",
  "pane.ratingMain": "l'Elo des résultats",
  "pane.ratingFide": "l'Elo FIDE",
  "pane.ratingNational": "l'Elo national",
  "pane.writePrizes": "Écrire les prix",
  "pane.downloadPrizesXlsx": "Télécharger les prix en .xlsx",
  "pane.downloadPrizesCsv": "Télécharger les prix en .csv",
  "pane.downloadPrizesHtml": "Télécharger les prix en .html",
  "pane.actions": "Actions du classement",
  "pane.writeStandings": "Écrire le classement",
  "pane.downloadXlsx": "Télécharger en .xlsx",
  "pane.downloadCsv": "Télécharger en .csv",
  "pane.afterRound": "Après la ronde",
  "pane.allRounds": "toutes",
  "pane.toStandings": "Classement ↓",

  "count.players": (p) => plural("fr", p.n, { one: "# joueur", other: "# joueurs" }),
  "count.rounds": (p) => plural("fr", p.n, { one: "# ronde", other: "# rondes" }),

  // the pane's start and its language
  "lang.notSaved": (p) => `La langue n'a pas pu être enregistrée : ${p.error}`,
  "pane.couldNotStart": (p) => `Le volet Office n'a pas pu démarrer : ${p.error}`,
  "pane.outside":
    "Hors d'Excel : ouvrez un fichier de résultats (.trf, .csv ou .xlsx) pour voir son classement.",
  "pane.noOfficeJs":
    "Le fichier office.js d'Excel n'a pas pu être chargé (pas de connexion Internet ?) : le complément ne peut pas dialoguer avec Excel. Vous pouvez quand même ouvrir ici un fichier de résultats.",
  "pane.connecting": "Connexion à Excel…",
  "pane.stillWaiting":
    "Connexion à Excel… Excel n'a pas encore répondu (réseau lent ?) ; le volet démarre dès qu'il répond.",
  "pane.fileEncoding": "Encodage des fichiers .trf et .csv",
  "pane.encodingAuto": "Automatique (UTF-8, sinon déduit des noms)",
};
