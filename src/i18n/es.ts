/**
 * Español. The words of docs/glossary.md, "Español": desempate, clasificación, ronda,
 * incomparecencia, resultado particular, Buchholz -1, Buchholz mediano.
 */
import type { Catalogue } from "./en";
import { plural } from "./format";

export const messages: Catalogue = {
  "lang.label": "Idioma",

  "pane.skip": "Ir a las acciones de la clasificación",
  "pane.results": "Resultados",
  "pane.useSelection": "Usar el rango seleccionado",
  "pane.readAgain": "Volver a leer",
  "pane.orTable": "O una tabla o un rango con nombre",
  "pane.useRoster": "Usar el rango seleccionado como alineaciones de los equipos",
  "pane.clearRoster": "Quitar las alineaciones",
  "pane.importTrf": "Importar un archivo TRF en una hoja de resultados nueva",
  "pane.resultsFile": "Archivo de resultados (.trf, .csv o .xlsx)",
  "pane.order": "Orden de desempates",
  "pane.preset": "Predefinido",
  "pane.rules": "Reglamento",
  "pane.unrated": "Valoración para jugadores sin Elo",
  "pane.unratedPlaceholder": "ninguna (desempates por valoración sin definir)",
  "pane.afterPoints": "Tras los puntos, en orden",
  "pane.orderHelp":
    "Arriba / Abajo mueve el foco, Alt+Arriba / Alt+Abajo mueve el desempate seleccionado, Intro abre sus modificadores (Esc vuelve), Supr lo quita; o arrástrelo con el ratón.",
  "pane.orderEmpty": "Solo puntos: añada desempates del catálogo de abajo.",
  "pane.modifiersOf": "Modificadores de",
  "pane.cut": "Resultados eliminados",
  "pane.modP": "/P las incomparecencias cuentan como jugadas",
  "pane.modR": "/R inverso",
  "pane.modF": "/F anticipado (última ronda como tablas)",
  "pane.modU": "/U valoración para jugadores sin Elo (solo este desempate)",
  "pane.modUPlaceholder": "p. ej. 1400",
  "pane.addTiebreak": "Añadir un desempate",
  "pane.asCodes": "Como códigos FIDE",
  "pane.standings": "Clasificación",
  "pane.extraColumns": "Columnas adicionales",
  "pane.boardPrizes": "Premios por tablero",
  "pane.minGames": "Mínimo de partidas para un premio por tablero",
  "pane.minGamesHint":
    "0: todo jugador con una partida puede optar. Las incomparecencias no cuentan ni como partidas ni como puntos.",
  "pane.prizes": "Premios",
  "pane.usePrizeList": "Usar el rango seleccionado como lista de premios",
  "pane.prizeFile": "Lista de premios (.csv, .xlsx o .json)",
  "pane.prizeHint":
    "Una fila por premio: nombre, importe y una categoría como U1800 (ninguna: un premio por puesto).",
  "pane.tiedOnPoints": "Jugadores empatados a puntos",
  "pane.splitTiebreak": "Deciden los desempates; no se reparte nada",
  "pane.splitShared": "Se reparten los premios a partes iguales",
  "pane.splitHort": "Hort: la mitad por desempate, la mitad repartida",
  "pane.ratingRead": "Categorías de valoración según",
  "pane.ratingMain": "la valoración de los resultados",
  "pane.ratingFide": "el Elo FIDE",
  "pane.ratingNational": "la valoración nacional",
  "pane.writePrizes": "Escribir los premios",
  "pane.downloadPrizesXlsx": "Descargar los premios en .xlsx",
  "pane.downloadPrizesCsv": "Descargar los premios en .csv",
  "pane.downloadPrizesHtml": "Descargar los premios en .html",
  "pane.actions": "Acciones de la clasificación",
  "pane.writeStandings": "Escribir la clasificación",
  "pane.downloadXlsx": "Descargar .xlsx",
  "pane.downloadCsv": "Descargar .csv",
  "pane.afterRound": "Tras la ronda",
  "pane.allRounds": "todas",
  "pane.toStandings": "Clasificación ↓",

  "count.players": (p) => plural("es", p.n, { one: "# jugador", other: "# jugadores" }),
  "count.rounds": (p) => plural("es", p.n, { one: "# ronda", other: "# rondas" }),

  // the pane's start and its language
  "lang.notSaved": (p) => `No se pudo guardar el idioma: ${p.error}`,
  "pane.couldNotStart": (p) => `No se pudo iniciar el panel de tareas: ${p.error}`,
  "pane.outside":
    "Fuera de Excel: abra un archivo de resultados (.trf, .csv o .xlsx) para ver su clasificación.",
  "pane.noOfficeJs":
    "No se pudo cargar office.js de Excel (¿sin conexión a Internet?), así que el complemento no puede comunicarse con Excel. Aun así puede abrir aquí un archivo de resultados.",
  "pane.connecting": "Conectando con Excel…",
  "pane.stillWaiting":
    "Conectando con Excel… Excel aún no ha respondido (¿red lenta?); el panel se inicia en cuanto responda.",
  "pane.fileEncoding": "Codificación de los archivos .trf y .csv",
  "pane.encodingAuto": "Automática (UTF-8 o, si no, deducida de los nombres)",
};
