/**
 * A small bounded least-recently-used map. Custom functions keep parsed grids and computed
 * standings in it: Excel calls every formula cell separately, so the same grid arrives again and
 * again, and the cache must never grow without bound in a runtime that lives as long as the
 * workbook is open.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  readonly capacity: number;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`LRU capacity must be a positive whole number, got ${capacity}`);
    }
    this.capacity = capacity;
  }

  get size(): number {
    return this.map.size;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  /** The value, marked as most recently used; undefined when absent. */
  get(key: K): V | undefined {
    if (this.hasLast && key === this.lastKey) return this.lastValue;
    if (!this.map.has(key)) return undefined;
    const v = this.map.get(key) as V;
    this.map.delete(key);
    this.map.set(key, v);
    this.remember(key, v);
    return v;
  }

  // the most recently used entry, answered without touching the map's order
  private hasLast = false;
  private lastKey: K | undefined;
  private lastValue: V | undefined;
  private remember(key: K, value: V): void {
    this.hasLast = true;
    this.lastKey = key;
    this.lastValue = value;
  }

  set(key: K, value: V): void {
    if (this.map.has(key)) this.map.delete(key);
    this.map.set(key, value);
    this.remember(key, value);
    while (this.map.size > this.capacity) {
      const oldest = this.map.keys().next().value as K;
      this.map.delete(oldest);
    }
  }

  /** The cached value, or computes, stores and returns it. */
  getOrCompute(key: K, compute: () => V): V {
    if (this.hasLast && key === this.lastKey) return this.lastValue as V;
    if (this.map.has(key)) return this.get(key) as V;
    const v = compute();
    this.set(key, v);
    return v;
  }

  /** Keys from least to most recently used. */
  keys(): K[] {
    return [...this.map.keys()];
  }

  clear(): void {
    this.map.clear();
    this.hasLast = false;
    this.lastKey = undefined;
    this.lastValue = undefined;
  }
}
