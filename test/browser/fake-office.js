/* A test-only stand-in for office.js, served in place of it by test/browser/excel-mode.test.ts:
 * Office.onReady reports Excel, and Excel.run hands the page a small in-memory workbook with the
 * members the task pane uses (settings, worksheets, tables, names, ranges). A value written
 * through range.values is taken as Excel takes typed entries (excelEntry below): =, +, - or @
 * start a formula, number-like text becomes a number, unless it carries the quote prefix. Settings persist in localStorage so that a reload is a "reopen".
 * The test describes the workbook in window.__fakeSeed and reads it through window.__fakeExcel. */
(function () {
  "use strict";
  var STORE = "fake-excel-settings";
  var nextId = 1;

  function colIndex(letters) {
    var n = 0;
    for (var i = 0; i < letters.length; i++) n = n * 26 + (letters.charCodeAt(i) - 64);
    return n - 1;
  }
  function colName(c) {
    var s = "";
    var n = c + 1;
    while (n > 0) {
      var m = (n - 1) % 26;
      s = String.fromCharCode(65 + m) + s;
      n = Math.floor((n - 1) / 26);
    }
    return s;
  }
  function parseA1(a) {
    var parts = a.replace(/\$/g, "").toUpperCase().split(":");
    var p = parts.map(function (x) {
      var m = /^([A-Z]+)(\d+)$/.exec(x);
      if (!m) throw new Error("fake Excel: bad address " + a);
      return { r: Number(m[2]) - 1, c: colIndex(m[1]) };
    });
    var e = p[1] || p[0];
    return { row: p[0].r, col: p[0].c, rows: e.r - p[0].r + 1, cols: e.c - p[0].c + 1 };
  }
  // Excel's entry rules for a value written through range.values (a subset; as
  // test/taskpane/fake-excel.ts excelEntry): the quote prefix ' makes the rest text and is not
  // stored; =, +, - or @ start a formula whatever the number format; a number or TRUE/FALSE in
  // text becomes one unless the cell is formatted as Text ("@").
  var NUMBER_TEXT = /^\s*[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:e[+-]?\d+)?%?\s*$/i;
  function excelEntry(x, format) {
    if (typeof x !== "string") return { value: x };
    if (x.charAt(0) === "'") return { value: x.slice(1) };
    if (/^[=+\-@]/.test(x) && x.length > 1 && !NUMBER_TEXT.test(x))
      return { value: "#FORMULA", formula: x };
    if (format !== "@") {
      if (/\d/.test(x) && NUMBER_TEXT.test(x)) {
        var n = Number(x.replace(/[,%\s]/g, ""));
        return { value: /%\s*$/.test(x) ? n / 100 : n };
      }
      if (/^(true|false)$/i.test(x.trim())) return { value: x.trim().toLowerCase() === "true" };
    }
    return { value: x };
  }
  function quote(name) {
    return /^[A-Za-z0-9_]+$/.test(name) ? name : "'" + name.replace(/'/g, "''") + "'";
  }

  function Range(sheet, row, col, rows, cols) {
    this.worksheet = sheet;
    this.rowIndex = row;
    this.columnIndex = col;
    this.rows = rows;
    this.cols = cols;
    var self = this;
    this.format = {
      autofitColumns: function () {},
      font: {
        set bold(v) {
          self.each(function (cell) {
            cell.bold = v;
          });
        },
      },
    };
  }
  Range.prototype.load = function () {
    return this;
  };
  Range.prototype.each = function (f) {
    for (var r = 0; r < this.rows; r++)
      for (var c = 0; c < this.cols; c++)
        f(this.worksheet.cell(this.rowIndex + r, this.columnIndex + c), r, c);
  };
  Object.defineProperty(Range.prototype, "address", {
    get: function () {
      var a = colName(this.columnIndex) + (this.rowIndex + 1);
      var b = colName(this.columnIndex + this.cols - 1) + (this.rowIndex + this.rows);
      return quote(this.worksheet.name) + "!" + (a === b ? a : a + ":" + b);
    },
  });
  Object.defineProperty(Range.prototype, "values", {
    get: function () {
      var out = [];
      for (var r = 0; r < this.rows; r++) {
        var row = [];
        for (var c = 0; c < this.cols; c++) {
          var cell = this.worksheet.peek(this.rowIndex + r, this.columnIndex + c);
          row.push(cell ? cell.value : "");
        }
        out.push(row);
      }
      return out;
    },
    set: function (v) {
      this.each(function (cell, r, c) {
        var e = excelEntry(v[r][c], cell.format);
        delete cell.formula;
        cell.value = e.value;
        if (e.formula !== undefined) cell.formula = e.formula;
      });
    },
  });
  Object.defineProperty(Range.prototype, "numberFormat", {
    set: function (f) {
      this.each(function (cell, r, c) {
        cell.format = f[r][c];
      });
    },
  });
  Object.defineProperty(Range.prototype, "formulas", {
    set: function (f) {
      this.each(function (cell, r, c) {
        cell.formula = f[r][c];
        cell.value = "#FORMULA";
      });
    },
  });
  Range.prototype.clear = function () {
    this.worksheet.cells = {};
  };
  Range.prototype.select = function () {
    fake.selected = this.address;
  };

  function Sheet(name) {
    this.name = name;
    this.id = "{fake-" + nextId++ + "}";
    this.cells = {};
    var self = this;
    this.tables = {
      add: function (range) {
        var t = {
          name: "Table" + (fake.tables.length + 1),
          worksheet: self,
          style: "",
          showBandedRows: false,
          range: range,
          getRange: function () {
            return range;
          },
          delete: function () {
            fake.tables = fake.tables.filter(function (x) {
              return x !== t;
            });
          },
          load: function () {},
        };
        fake.tables.push(t);
        return t;
      },
    };
  }
  Sheet.prototype.load = function () {};
  Sheet.prototype.cell = function (r, c) {
    var k = r + "," + c;
    if (!this.cells[k]) this.cells[k] = { value: "", format: "General" };
    return this.cells[k];
  };
  Sheet.prototype.peek = function (r, c) {
    return this.cells[r + "," + c];
  };
  Sheet.prototype.getRange = function (a) {
    if (!a) return new Range(this, 0, 0, 1000, 100);
    var p = parseA1(a);
    return new Range(this, p.row, p.col, p.rows, p.cols);
  };
  Sheet.prototype.getRangeByIndexes = function (r, c, rows, cols) {
    return new Range(this, r, c, rows, cols);
  };
  /** The cells holding a value, as Excel's getUsedRangeOrNullObject(true). */
  Sheet.prototype.getUsedRangeOrNullObject = function () {
    var top = Infinity,
      left = Infinity,
      bottom = -1,
      right = -1;
    for (var k in this.cells) {
      if (this.cells[k].value === "" || this.cells[k].value === null) continue;
      var rc = k.split(",").map(Number);
      top = Math.min(top, rc[0]);
      left = Math.min(left, rc[1]);
      bottom = Math.max(bottom, rc[0]);
      right = Math.max(right, rc[1]);
    }
    if (bottom < 0) return { isNullObject: true, load: function () {} };
    var r = new Range(this, top, left, bottom - top + 1, right - left + 1);
    r.isNullObject = false;
    return r;
  };
  Sheet.prototype.activate = function () {
    fake.active = this.name;
  };
  /** Writes a 2-D array of plain values at A1 (for seeding). */
  Sheet.prototype.put = function (rows) {
    for (var r = 0; r < rows.length; r++)
      for (var c = 0; c < rows[r].length; c++) this.cell(r, c).value = rows[r][c];
  };

  var saved = {};
  try {
    saved = JSON.parse(localStorage.getItem(STORE) || "{}");
  } catch {
    saved = {};
  }

  var fake = {
    sheets: [],
    tables: [],
    names: [],
    settings: saved,
    selection: null,
    selected: "",
    active: "",
    syncs: 0,
    addSheet: function (name) {
      if (
        fake.sheets.some(function (s) {
          return s.name.toLowerCase() === name.toLowerCase();
        })
      )
        throw new Error("fake Excel: a sheet named " + name + " already exists");
      var s = new Sheet(name);
      fake.sheets.push(s);
      return s;
    },
    sheet: function (name) {
      return fake.sheets.find(function (s) {
        return s.name === name;
      });
    },
    findSheet: function (nameOrId) {
      var s = fake.sheets.find(function (x) {
        return x.name === nameOrId || x.id === nameOrId;
      });
      if (!s) throw new Error("fake Excel: no sheet " + nameOrId);
      return s;
    },
    cellsOf: function (name) {
      var s = fake.sheet(name);
      return s ? s.cells : null;
    },
  };

  var workbook = {
    settings: {
      getItemOrNullObject: function (key) {
        return {
          load: function () {},
          get isNullObject() {
            return !(key in fake.settings);
          },
          get value() {
            return fake.settings[key];
          },
        };
      },
      add: function (key, value) {
        fake.settings[key] = value;
        localStorage.setItem(STORE, JSON.stringify(fake.settings));
      },
    },
    worksheets: {
      load: function () {},
      get items() {
        return fake.sheets;
      },
      add: function (name) {
        return fake.addSheet(name);
      },
      getItem: function (name) {
        return fake.findSheet(name);
      },
      getActiveWorksheet: function () {
        return fake.findSheet(fake.active || fake.sheets[0].name);
      },
    },
    tables: {
      load: function () {},
      get items() {
        return fake.tables;
      },
      getItem: function (name) {
        var t = fake.tables.find(function (x) {
          return x.name === name;
        });
        if (!t) throw new Error("fake Excel: no table " + name);
        return t;
      },
    },
    names: {
      load: function () {},
      get items() {
        return fake.names.map(function (n) {
          return { name: n.name, type: "Range" };
        });
      },
      getItem: function (name) {
        var n = fake.names.find(function (x) {
          return x.name === name;
        });
        if (!n) throw new Error("fake Excel: no name " + name);
        return {
          getRange: function () {
            return fake.findSheet(n.sheet).getRange(n.address);
          },
        };
      },
    },
    getSelectedRange: function () {
      var s = fake.selection;
      return fake.findSheet(s.sheet).getRange(s.address);
    },
  };

  window.__fakeExcel = fake;
  // the functions bundle on the same page registers its functions at load
  fake.associated = [];
  window.CustomFunctions = {
    associate: function (id) {
      fake.associated.push(id);
    },
    ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A" },
    Error: function (code, message) {
      this.code = code;
      this.message = message;
    },
  };
  window.Excel = {
    run: function (cb) {
      var ctx = {
        workbook: workbook,
        sync: function () {
          fake.syncs++;
          return Promise.resolve();
        },
      };
      return Promise.resolve().then(function () {
        return cb(ctx);
      });
    },
  };
  // the workbook the test describes (page.addInitScript sets window.__fakeSeed before this runs)
  var seed = window.__fakeSeed || {};
  (seed.sheets || []).forEach(function (d) {
    fake.addSheet(d.name).put(d.cells || []);
  });
  fake.selection = seed.selection || null;
  fake.names = seed.names || [];

  // seed.readyDelay: ms before onReady reports Excel (a slow office.js); seed.officeTheme: the
  // theme Office.context reports; fake.showPane() calls the pane's visibility handlers as Office
  // does when the user opens the task pane again (the shared runtime lives on while it is closed)
  var visibilityHandlers = [];
  fake.showPane = function () {
    visibilityHandlers.forEach(function (h) {
      h({ visibilityMode: "Taskpane" });
    });
    return visibilityHandlers.length;
  };
  window.Office = {
    HostType: { Excel: "Excel" },
    // seed.displayLanguage: Office's display language (Office always reports one; en-US here)
    context: Object.assign(
      { displayLanguage: seed.displayLanguage || "en-US" },
      seed.officeTheme ? { officeTheme: seed.officeTheme } : {}
    ),
    addin: {
      onVisibilityModeChanged: function (h) {
        visibilityHandlers.push(h);
        return Promise.resolve(function () {});
      },
    },
    onReady: function (cb) {
      var info = { host: "Excel", platform: "PC" };
      return new Promise(function (resolve) {
        setTimeout(function () {
          if (cb) cb(info);
          resolve(info);
        }, seed.readyDelay || 0);
      });
    },
  };
})();
