import { inIdleSlices } from '@/lib/inTasks';
import { TABLE_KEYS, tableOf } from './history/entityTables';

/**
 * Where Immer's copy of a plain object (patched: patches/immer+11.2.10.patch) looks first: a copy of
 * that object made ahead of time, which it takes once. A change to one record of a table copies the
 * table's `entities`, every key: at 100,000 users 31 ms in Chromium (15 of them listing the keys),
 * in the click's task. Made here in idle time, the copy costs the click nothing.
 */
const REGISTRY = Symbol.for('immer-spare-copies');
const registry = ((globalThis as Record<symbol, unknown>)[REGISTRY] ??= new WeakMap()) as WeakMap<
  object,
  object
>;

/** Tables from this many records get a spare copy; below, a copy takes a few milliseconds. */
export const SPARE_FROM = 10_000;

/** Whether Immer would take a spare copy of `base` now (tests). */
export const hasSpareCopy = (base: object): boolean => registry.has(base);

/**
 * A copy of `base` as Immer's patched copy makes it (own enumerable keys in order, then enumerable
 * symbols), in slices of idle time (`inIdleSlices`); null when `wanted` says, between two slices, that it no longer is.
 */
async function copyInSlices(
  base: Record<string | symbol, unknown>,
  wanted: () => boolean,
): Promise<object | null> {
  let keys: string[] | null = null;
  const copy: Record<string | symbol, unknown> = {};
  let next = 0;
  let dropped = false;
  await inIdleSlices((until) => {
    if (!wanted()) return (dropped = true);
    // Listing the keys is a slice of its own (15 ms at 100,000 keys); copying them goes on in slices.
    if (!keys) {
      keys = Object.keys(base);
      return false;
    }
    for (; next < keys.length; next++) {
      copy[keys[next]!] = base[keys[next]!];
      if (next % 1024 === 1023 && performance.now() > until) return ++next >= keys.length;
    }
    return true;
  });
  if (dropped) return null;
  for (const symbol of Object.getOwnPropertySymbols(base))
    if (Object.prototype.propertyIsEnumerable.call(base, symbol)) copy[symbol] = base[symbol];
  return copy;
}

/**
 * Keeps a spare copy of the `entities` of each table of `SPARE_FROM` records or more in `state()`
 * (every table of every domain loaded), made in idle time after a change replaced it: the next
 * change to that table takes it. Nothing is copied until `ready()` (every domain has joined): while
 * 100,000 records a domain are being read, the copies' memory made the collector stop the page for
 * 226 to 308 ms at once (a full mark-compact), in each of three runs. Call `changed()` after each
 * change of the state; `stop()` drops the work under way.
 */
export function spareCopiesFor(
  state: () => object,
  ready: () => boolean = () => true,
): { changed: () => void; stop: () => void } {
  let stopped = false;
  let running = false;

  /** The large tables' `entities` now (known large by their `ids`, without listing keys). */
  const largeEntities = () =>
    TABLE_KEYS.flatMap((key) => {
      const table = tableOf(state(), key);
      return table && table.ids.length >= SPARE_FROM ? [table.entities as Record<string, unknown>] : [];
    });

  async function run(): Promise<void> {
    running = true;
    try {
      for (;;) {
        const base = largeEntities().find((entities) => !registry.has(entities));
        if (!base || stopped) return;
        const copy = await copyInSlices(base, () => !stopped && largeEntities().includes(base));
        if (copy) registry.set(base, copy);
      }
    } finally {
      running = false;
    }
  }

  return {
    changed: () => {
      if (!running && !stopped && ready()) void run();
    },
    stop: () => {
      stopped = true;
    },
  };
}
