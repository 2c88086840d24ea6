/**
 * A small fake of the Excel objects the task pane uses (workbook settings, worksheets, tables,
 * ranges), with the behaviours that matter for the rules under test:
 * - properties of loaded objects (items, value, id, name, isNullObject) can only be read after
 *   load() and sync(), as in Office.js;
 * - a string written through range.values that starts with =, +, - or @ becomes a formula,
 *   whatever the number format, unless it starts with Excel's quote prefix ', which is dropped;
 * - table names are unique in the workbook; worksheet names are unique (case-insensitive).
 */

export interface FakeCell {
  value: string | number;
  formula?: string;
  format: string;
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
      const x = v[r][k];
      delete c.formula;
      if (typeof x === "string" && x.startsWith("'")) c.value = x.slice(1);
      else if (typeof x === "string" && /^[=+\-@]/.test(x)) {
        c.formula = x;
        c.value = "#FORMULA";
      } else c.value = x;
    });
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
  getRange(): FakeRange {
    return new FakeRange(this, 0, 0, 1e6, 1e4);
  }
  getRangeByIndexes(r: number, c: number, rows: number, cols: number): FakeRange {
    return new FakeRange(this, r, c, rows, cols);
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
