/**
 * Русский. The words of docs/glossary.md, "Русский": дополнительные показатели, итоговая
 * таблица, тур, неявка, личная встреча, коэффициент Бухгольца, коэффициент Бергера.
 */
import type { Catalogue } from "./en";
import { plural } from "./format";

export const messages: Catalogue = {
  "lang.label": "Язык",

  "pane.skip": "Перейти к действиям с таблицей",
  "pane.results": "Результаты",
  "pane.useSelection": "Использовать выделенный диапазон",
  "pane.readAgain": "Прочитать заново",
  "pane.orTable": "Или таблица либо именованный диапазон",
  "pane.useRoster": "Использовать выделенный диапазон как составы команд",
  "pane.clearRoster": "Убрать составы команд",
  "pane.importTrf": "Импортировать файл TRF на новый лист результатов",
  "pane.resultsFile": "Файл результатов (.trf, .csv или .xlsx)",
  "pane.order": "Порядок дополнительных показателей",
  "pane.preset": "Набор",
  "pane.rules": "Правила",
  "pane.unrated": "Рейтинг для участников без рейтинга",
  "pane.unratedPlaceholder": "нет (показатели по рейтингу не определены)",
  "pane.afterPoints": "После очков, по порядку",
  "pane.orderHelp":
    "Вверх / Вниз перемещают фокус, Alt+Вверх / Alt+Вниз перемещают выбранный показатель, Enter открывает его модификаторы (Escape — назад), Delete удаляет его; или перетащите мышью.",
  "pane.orderEmpty": "Только очки: добавьте показатели из каталога ниже.",
  "pane.modifiersOf": "Модификаторы",
  "pane.cut": "Отбрасываемые результаты",
  "pane.modP": "/P неявки считаются сыгранными партиями",
  "pane.modR": "/R обратный порядок",
  "pane.modF": "/F с опережением (последний тур считается ничьей)",
  "pane.modU": "/U рейтинг для участников без рейтинга (только этот показатель)",
  "pane.modUPlaceholder": "напр. 1400",
  "pane.addTiebreak": "Добавить показатель",
  "pane.asCodes": "Кодами FIDE",
  "pane.standings": "Итоговая таблица",
  "pane.extraColumns": "Дополнительные столбцы",
  "pane.boardPrizes": "Призы по доскам",
  "pane.minGames": "Минимум партий для приза по доске",
  "pane.minGamesHint":
    "0: на приз претендует каждый участник, сыгравший партию. Неявки не считаются ни партиями, ни очками.",
  "pane.prizes": "Призы",
  "pane.usePrizeList": "Использовать выделенный диапазон как список призов",
  "pane.prizeFile": "Список призов (.csv, .xlsx или .json)",
  "pane.prizeHint":
    "Одна строка на приз: название, сумма и категория, например U1800 (без категории — приз за место).",
  "pane.tiedOnPoints": "Участники с равным количеством очков",
  "pane.splitTiebreak": "Решают дополнительные показатели; ничего не делится",
  "pane.splitShared": "Призы делятся поровну",
  "pane.splitHort": "Хорт: половина по показателям, половина делится",
  "pane.ratingRead": "Рейтинговые категории по",
  "pane.ratingMain": "рейтингу в результатах",
  "pane.ratingFide": "рейтингу FIDE",
  "pane.ratingNational": "национальному рейтингу",
  "pane.writePrizes": "Записать призы",
  "pane.downloadPrizesXlsx": "Скачать призы в .xlsx",
  "pane.downloadPrizesCsv": "Скачать призы в .csv",
  "pane.downloadPrizesHtml": "Скачать призы в .html",
  "pane.actions": "Действия с таблицей",
  "pane.writeStandings": "Записать таблицу",
  "pane.downloadXlsx": "Скачать .xlsx",
  "pane.downloadCsv": "Скачать .csv",
  "pane.afterRound": "После тура",
  "pane.allRounds": "все",
  "pane.toStandings": "Таблица ↓",

  "count.players": (p) =>
    plural("ru", p.n, {
      one: "# участник",
      few: "# участника",
      many: "# участников",
      other: "# участника",
    }),
  "count.rounds": (p) =>
    plural("ru", p.n, { one: "# тур", few: "# тура", many: "# туров", other: "# тура" }),

  // the pane's start and its language
  "lang.notSaved": (p) => `Не удалось сохранить язык: ${p.error}`,
  "pane.couldNotStart": (p) => `Не удалось запустить область задач: ${p.error}`,
  "pane.outside":
    "Не в Excel: откройте файл результатов (.trf, .csv или .xlsx), чтобы увидеть итоговую таблицу.",
  "pane.noOfficeJs":
    "Не удалось загрузить office.js Excel (нет подключения к интернету?), поэтому надстройка не может работать с Excel. Здесь всё равно можно открыть файл результатов.",
  "pane.connecting": "Подключение к Excel…",
  "pane.stillWaiting":
    "Подключение к Excel… Excel ещё не ответил (медленная сеть?); область запустится, как только он ответит.",
  "pane.fileEncoding": "Кодировка файлов .trf и .csv",
  "pane.encodingAuto": "Автоматически (UTF-8, иначе по фамилиям)",
};
