/**
 * Português (as Brazilian arbiters write it, CBX). The words of docs/glossary.md, "Português":
 * critério de desempate, classificação, rodada, W.O., confronto direto, maior número de vitórias.
 */
import type { Catalogue } from "./en";
import { plural } from "./format";

export const messages: Catalogue = {
  "lang.label": "Idioma",

  "pane.skip": "Ir para as ações da classificação",
  "pane.results": "Resultados",
  "pane.useSelection": "Usar o intervalo selecionado",
  "pane.readAgain": "Ler novamente",
  "pane.orTable": "Ou uma tabela ou um intervalo nomeado",
  "pane.useRoster": "Usar o intervalo selecionado como escalações das equipes",
  "pane.clearRoster": "Limpar as escalações",
  "pane.importTrf": "Importar um arquivo TRF para uma nova planilha de resultados",
  "pane.resultsFile": "Arquivo de resultados (.trf, .csv ou .xlsx)",
  "pane.order": "Ordem dos critérios de desempate",
  "pane.preset": "Predefinição",
  "pane.rules": "Regulamento",
  "pane.unrated": "Rating para jogadores sem rating",
  "pane.unratedPlaceholder": "nenhum (critérios por rating indefinidos)",
  "pane.afterPoints": "Depois dos pontos, nesta ordem",
  "pane.orderHelp":
    "Para cima / Para baixo move o foco, Alt+Para cima / Alt+Para baixo move o critério selecionado, Enter abre seus modificadores (Esc volta), Delete o remove; ou arraste com o mouse.",
  "pane.orderEmpty": "Somente pontos: adicione critérios do catálogo abaixo.",
  "pane.modifiersOf": "Modificadores de",
  "pane.cut": "Resultados descartados",
  "pane.modP": "/P W.O. conta como partida jogada",
  "pane.modR": "/R invertido",
  "pane.modF": "/F antecipado (última rodada como empate)",
  "pane.modU": "/U rating para jogadores sem rating (só este critério)",
  "pane.modUPlaceholder": "ex.: 1400",
  "pane.addTiebreak": "Adicionar um critério de desempate",
  "pane.asCodes": "Como códigos FIDE",
  "pane.standings": "Classificação",
  "pane.extraColumns": "Colunas extras",
  "pane.boardPrizes": "Prêmios por tabuleiro",
  "pane.minGames": "Mínimo de partidas para um prêmio por tabuleiro",
  "pane.minGamesHint":
    "0: todo jogador com uma partida concorre. W.O. não conta como partida nem como ponto.",
  "pane.prizes": "Prêmios",
  "pane.usePrizeList": "Usar o intervalo selecionado como lista de prêmios",
  "pane.prizeFile": "Lista de prêmios (.csv, .xlsx ou .json)",
  "pane.prizeHint":
    "Uma linha por prêmio: nome, valor e uma categoria como U1800 (nenhuma: prêmio por colocação).",
  "pane.tiedOnPoints": "Jogadores empatados em pontos",
  "pane.splitTiebreak": "Os critérios de desempate decidem; nada é dividido",
  "pane.splitShared": "Dividem os prêmios em partes iguais",
  "pane.splitHort": "Hort: metade pelo desempate, metade dividida",
  "pane.ratingRead": "Categorias de rating por",
  "pane.ratingMain": "rating dos resultados",
  "pane.ratingFide": "rating FIDE",
  "pane.ratingNational": "rating nacional",
  "pane.writePrizes": "Gravar prêmios",
  "pane.downloadPrizesXlsx": "Baixar prêmios em .xlsx",
  "pane.downloadPrizesCsv": "Baixar prêmios em .csv",
  "pane.downloadPrizesHtml": "Baixar prêmios em .html",
  "pane.actions": "Ações da classificação",
  "pane.writeStandings": "Gravar classificação",
  "pane.downloadXlsx": "Baixar .xlsx",
  "pane.downloadCsv": "Baixar .csv",
  "pane.afterRound": "Após a rodada",
  "pane.allRounds": "todas",
  "pane.toStandings": "Classificação ↓",

  "count.players": (p) => plural("pt", p.n, { one: "# jogador", other: "# jogadores" }),
  "count.rounds": (p) => plural("pt", p.n, { one: "# rodada", other: "# rodadas" }),

  // the pane's start and its language
  "lang.notSaved": (p) => `Não foi possível salvar o idioma: ${p.error}`,
  "pane.couldNotStart": (p) => `Não foi possível iniciar o painel de tarefas: ${p.error}`,
  "pane.outside":
    "Fora do Excel: abra um arquivo de resultados (.trf, .csv ou .xlsx) para ver a classificação.",
  "pane.noOfficeJs":
    "Não foi possível carregar o office.js do Excel (sem conexão com a internet?), então o suplemento não consegue falar com o Excel. Você ainda pode abrir aqui um arquivo de resultados.",
  "pane.connecting": "Conectando ao Excel…",
  "pane.stillWaiting":
    "Conectando ao Excel… O Excel ainda não respondeu (rede lenta?); o painel inicia assim que ele responder.",
  "pane.fileEncoding": "Codificação dos arquivos .trf e .csv",
  "pane.encodingAuto": "Automática (UTF-8, senão deduzida dos nomes)",
};
