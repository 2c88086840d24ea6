/**
 * A small fake of the Excel objects the task pane uses (workbook settings, worksheets, tables,
 * ranges), with the behaviours that matter for the rules under test:
 * - properties of loaded objects (items, value, id, name, isNullObject) can only be read after
 *   load() and sync(), as in Office.js;
 * - a value written through range.values is taken as Excel takes typed entries (excelEntry): a
 *   string that starts with =, +, - or @ becomes a formula, whatever the number format (the
 *   Range.values reference says so and names no exception), a string that reads as a number
 *   or TRUE/FALSE becomes one (unless the cell's format is Text, "@"), and Excel's quote prefix '
 *   makes the rest text, the prefix itself not stored;
 * - table names are unique in the workbook; worksheet names are unique (case-insensitive).
 */

export interface FakeCell {
  value: string | number | boolean;
  formula?: string;
  format: string;
}

/** Numbers as an en-US Excel reads them from typed text: 12, -3.5, 1e3, 25%, 1,200. */
const NUMBER_TEXT = /^\s*[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:e[+-]?\d+)?%?\s*$/i;

/**
 * What Excel stores for one value written through range.values into a cell of `format` (a subset
 * of its entry rules, enough for the text-stays-text tests).
 */
export function excelEntry(
  x: unknown,
  format: string
): { value: string | number | boolean; formula?: string } {
  if (typeof x !== "string") return { value: x as number | boolean };
  if (x.startsWith("'")) return { value: x.slice(1) };
  if (/^[=+\-@]/.test(x) && x.length > 1 && !NUMBER_TEXT.test(x)) {
    return { value: "#FORMULA", formula: x };
  }
  if (format !== "@") {
    if (/\d/.test(x) && NUMBER_TEXT.test(x)) {
      const n = Number(x.replace(/[,%\s]/g, ""));
      return { value: x.trim().endsWith("%") ? n / 100 : n };
    }
    if (/^(true|false)$/i.test(x.trim())) return { value: x.trim().toLowerCase() === "true" };
  }
  return { value: x };
}

class Loadable {
  private requested = false;
  private ready = false;
  constructor(private readonly fx: FakeExcel) {
    fx.loadables.push(this);
  }
  load(): this {
    this.requested = true;
    return this;
  }
  /** Called by sync(). */
  settle(): void {
    if (this.requested) this.ready = true;
  }
  /** Loaded through its collection (collection.load("items/...")). */
  markReady(): void {
    this.ready = true;
  }
  protected get isRequested(): boolean {
    return this.requested;
  }
  protected guard(prop: string): void {
    if (!this.ready) {
      throw new Error(`fake Excel: "${prop}" read before load() and sync()`);
    }
  }
  protected get owner(): FakeExcel {
    return this.fx;
  }
}

export class FakeRange {
  readonly isNullObject = false;
  readonly format: { font: { bold?: boolean }; autofitColumns: () => void; autofitted: boolean };
  constructor(
    readonly sheet: FakeSheet,
    readonly row: number,
    readonly col: number,
    readonly rows: number,
    readonly cols: number
  ) {
    const self = this;
    this.format = {
      font: {
        set bold(b: boolean) {
          self.eachCell((c) => ((c as FakeCell & { bold?: boolean }).bold = b));
        },
      },
      autofitColumns() {
        this.autofitted = true;
      },
      autofitted: false,
    };
  }
  private eachCell(f: (c: FakeCell, r: number, k: number) => void): void {
    for (let r = 0; r < this.rows; r++)
      for (let k = 0; k < this.cols; k++) f(this.sheet.cell(this.row + r, this.col + k), r, k);
  }
  private checkShape(a: unknown[][], what: string): void {
    if (a.length !== this.rows || a.some((r) => r.length !== this.cols)) {
      throw new Error(`fake Excel: ${what} is not ${this.rows}x${this.cols}`);
    }
  }
  set numberFormat(f: string[][]) {
    this.checkShape(f, "numberFormat");
    this.sheet.fake.log.push(`numberFormat ${this.sheet.name}`);
    this.eachCell((c, r, k) => (c.format = f[r][k]));
  }
  set values(v: (string | number)[][]) {
    this.checkShape(v, "values");
    this.sheet.fake.log.push(`values ${this.sheet.name}`);
    this.eachCell((c, r, k) => {
      const e = excelEntry(v[r][k], c.format);
      delete c.formula;
      c.value = e.value;
      if (e.formula !== undefined) c.formula = e.formula;
    });
  }
  /** What range.values reads back after load() (blank cells as ""). */
  get values(): (string | number | boolean)[][] {
    const out: (string | number | boolean)[][] = [];
    for (let r = 0; r < this.rows; r++) {
      const row: (string | number | boolean)[] = [];
      for (let k = 0; k < this.cols; k++) row.push(this.sheet.at(this.row + r, this.col + k).value);
      out.push(row);
    }
    return out;
  }
  load(): this {
    return this;
  }
  get worksheet(): FakeSheet {
    return this.sheet;
  }
  get rowIndex(): number {
    return this.row;
  }
  get columnIndex(): number {
    return this.col;
  }
  get address(): string {
    const a = (r: number, c: number): string => `${columnLetters(c)}${r + 1}`;
    return `'${this.sheet.name}'!${a(this.row, this.col)}:${a(this.row + this.rows - 1, this.col + this.cols - 1)}`;
  }
  set formulas(v: string[][]) {
    this.checkShape(v, "formulas");
    this.sheet.fake.log.push(`formulas ${this.sheet.name}`);
    this.eachCell((c, r, k) => {
      c.formula = v[r][k];
      c.value = "#FORMULA";
    });
  }
  clear(): void {
    this.sheet.fake.log.push(`clear ${this.sheet.name}`);
    this.sheet.cells.clear();
  }
  select(): void {
    this.sheet.fake.selected = `${this.sheet.name}!${this.row},${this.col}`;
  }
}

export class FakeTable extends Loadable {
  private _name: string;
  style = "";
  showBandedRows = false;
  constructor(
    fake: FakeExcel,
    readonly worksheet: FakeSheet,
    readonly range: FakeRange,
    name: string
  ) {
    super(fake);
    this._name = name;
  }
  get name(): string {
    return this._name;
  }
  set name(n: string) {
    if (this.owner.tables.some((t) => t !== this && t._name.toLowerCase() === n.toLowerCase())) {
      throw new Error(`fake Excel: a table named ${n} already exists`);
    }
    this._name = n;
  }
  getRange(): FakeRange {
    return this.range;
  }
  delete(): void {
    this.owner.tables = this.owner.tables.filter((t) => t !== this);
    this.owner.log.push(`delete table ${this._name}`);
  }
}

function columnLetters(c: number): string {
  let s = "";
  for (let n = c + 1; n > 0; n = Math.floor((n - 1) / 26))
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

let nextId = 1;

export class FakeSheet extends Loadable {
  readonly cells = new Map<string, FakeCell>();
  readonly tables: { add: (r: FakeRange, header: boolean) => FakeTable };
  private readonly _id: string;
  active = false;
  constructor(
    readonly fake: FakeExcel,
    private _name: string
  ) {
    super(fake);
    this._id = `{sheet-${nextId++}}`;
    this.tables = {
      add: (r: FakeRange) => {
        const t = new FakeTable(fake, this, r, `Table${fake.tables.length + 1}`);
        fake.tables.push(t);
        fake.log.push(`add table on ${this._name}`);
        return t;
      },
    };
  }
  get id(): string {
    this.guard("id");
    return this._id;
  }
  get rawId(): string {
    return this._id;
  }
  get name(): string {
    return this._name;
  }
  rename(n: string): void {
    this._name = n;
  }
  cell(r: number, c: number): FakeCell {
    const k = `${r},${c}`;
    let cell = this.cells.get(k);
    if (!cell) {
      cell = { value: "", format: "General" };
      this.cells.set(k, cell);
    }
    return cell;
  }
  /** Value of a cell for assertions ("" when never written). */
  at(r: number, c: number): FakeCell {
    return this.cells.get(`${r},${c}`) ?? { value: "", format: "General" };
  }
  /** The whole sheet, or an A1 range ("A1:H9"). */
  getRange(address?: string): FakeRange {
    if (!address) return new FakeRange(this, 0, 0, 1e6, 1e4);
    const ends = address
      .replace(/\$/g, "")
      .toUpperCase()
      .split(":")
      .map((p) => {
        const m = /^([A-Z]+)(\d+)$/.exec(p);
        if (!m) throw new Error(`fake Excel: bad address ${address}`);
        let c = 0;
        for (const ch of m[1]) c = c * 26 + ch.charCodeAt(0) - 64;
        return { r: Number(m[2]) - 1, c: c - 1 };
      });
    const [a, b = ends[0]] = ends;
    return new FakeRange(this, a.r, a.c, b.r - a.r + 1, b.c - a.c + 1);
  }
  getRangeByIndexes(r: number, c: number, rows: number, cols: number): FakeRange {
    return new FakeRange(this, r, c, rows, cols);
  }
  /** The cells holding a value, as Excel's getUsedRangeOrNullObject(true); a null object when none. */
  getUsedRangeOrNullObject(): FakeRange | { isNullObject: true; load: () => unknown } {
    const held = [...this.cells.entries()]
      .filter(([, c]) => c.value !== "")
      .map(([k]) => k.split(",").map(Number));
    if (held.length === 0) return { isNullObject: true, load: () => undefined };
    const top = Math.min(...held.map((x) => x[0]));
    const left = Math.min(...held.map((x) => x[1]));
    const bottom = Math.max(...held.map((x) => x[0]));
    const right = Math.max(...held.map((x) => x[1]));
    return new FakeRange(this, top, left, bottom - top + 1, right - left + 1);
  }
  activate(): void {
    for (const s of this.fake.sheets) s.active = false;
    this.active = true;
  }
}

class FakeSetting extends Loadable {
  constructor(
    fake: FakeExcel,
    private readonly key: string
  ) {
    super(fake);
  }
  get isNullObject(): boolean {
    this.guard("isNullObject");
    return !this.owner.settings.has(this.key);
  }
  get value(): unknown {
    this.guard("value");
    return this.owner.settings.get(this.key);
  }
}

class FakeCollection<T> extends Loadable {
  constructor(
    fake: FakeExcel,
    private readonly list: () => T[]
  ) {
    super(fake);
  }
  get items(): T[] {
    this.guard("items");
    return this.list();
  }
  override settle(): void {
    super.settle();
    if (this.isRequested) {
      for (const x of this.list()) if (x instanceof Loadable) x.markReady();
    }
  }
}

/** The fake request context: `ctx.workbook`, `ctx.sync()`, plus inspection helpers. */
export class FakeExcel {
  loadables: { settle(): void }[] = [];
  sheets: FakeSheet[] = [];
  tables: FakeTable[] = [];
  settings = new Map<string, unknown>();
  log: string[] = [];
  syncs = 0;
  selected = "";

  readonly workbook: {
    settings: {
      getItemOrNullObject(key: string): FakeSetting;
      add(key: string, value: unknown): void;
    };
    worksheets: {
      load(): unknown;
      add(name: string): FakeSheet;
      getItem(name: string): FakeSheet;
      readonly items: FakeSheet[];
    };
    tables: FakeCollection<FakeTable>;
  };

  constructor() {
    const sheets = new FakeCollection(this, () => this.sheets);
    this.workbook = {
      settings: {
        getItemOrNullObject: (key: string) => new FakeSetting(this, key),
        add: (key: string, value: unknown) => {
          this.settings.set(key, value);
        },
      },
      worksheets: {
        load: () => sheets.load(),
        add: (name: string) => {
          if (this.sheets.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
            throw new Error(`fake Excel: a sheet named ${name} already exists`);
          }
          const s = new FakeSheet(this, name);
          this.sheets.push(s);
          this.log.push(`add sheet ${name}`);
          return s;
        },
        getItem: (name: string) => {
          const s = this.sheets.find((x) => x.name === name || x.rawId === name);
          if (!s) throw new Error(`fake Excel: no sheet ${name}`);
          return s;
        },
        get items() {
          return sheets.items;
        },
      },
      tables: new FakeCollection(this, () => this.tables),
    };
  }

  async sync(): Promise<void> {
    this.syncs++;
    this.log.push("sync");
    for (const l of this.loadables) l.settle();
  }

  /** A sheet the user made, with some content. */
  userSheet(name: string, cells: [number, number, string | number][] = []): FakeSheet {
    const s = new FakeSheet(this, name);
    this.sheets.push(s);
    for (const [r, c, v] of cells) s.cell(r, c).value = v;
    return s;
  }

  sheet(name: string): FakeSheet {
    const s = this.sheets.find((x) => x.name === name);
    if (!s)
      throw new Error(`no sheet ${name}; sheets: ${this.sheets.map((x) => x.name).join(", ")}`);
    return s;
  }

  /** For passing where an Excel.RequestContext is expected. */
  get ctx(): Excel.RequestContext {
    return this as unknown as Excel.RequestContext;
  }
}
