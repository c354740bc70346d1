import { isSubsequence, newIndices } from '@/lib/changedIndices';
import { whenIdle } from '@/lib/inTasks';
import { rankCache, rankInSlices } from './collationRanks';
import { Slices } from './slicedSort';

/** Values to rank: `items`, and how to read an item's value unless the items are the values. */
export interface ValueSource {
  readonly items: readonly unknown[];
  readonly read?: (item: unknown) => unknown;
  /**
   * The items this column was last checked for (and ranked), kept by the column: a list's rows
   * change one at a time (a status change, an undo), each change a new array of the same 100,000
   * rows but a few, and only the items this column has not checked are read then (`newIndices`:
   * rows that left or joined a few at a time do not count the rows they move). A list that differs
   * more (another sort: over 1,024 places) is read whole: a cached value and a look-up a row. A
   * search's or a filter's subset of the rows checked, however sparse, is not read at all
   * (`isSubsequence`), and leaves them the rows checked. (A set of checked rows, as before, was a
   * WeakSet entry per row and column: 166 MB of allocation in one benchmark run at 100,000 rows,
   * docs/performance.md.)
   */
  readonly checked?: { items: readonly unknown[] | null };
}

/** One language's ranking in the background: one run at a time, so two merges never race. */
interface Queue {
  running: Promise<void> | null;
  /** The columns of the list shown last; a newer list replaces them if they have not started. */
  list: readonly ValueSource[] | null;
  /** Values sorts met unranked, each kept until ranked. */
  met: ValueSource[];
}

const queues = new Map<string, Queue>();

function queueOf(language: string): Queue {
  let queue = queues.get(language);
  if (!queue) {
    queue = { running: null, list: null, met: [] };
    queues.set(language, queue);
  }
  return queue;
}

/**
 * Ranks, in the background, the text values of a list's sortable columns (`DataList` after each
 * render with new rows). Coalesced: while a run is under way, only the newest list waits for the
 * next, since each status change or undo hands over a new array of the same 100,000 rows.
 */
export function rankListLater(language: string, columns: readonly ValueSource[]): Promise<void> {
  const queue = queueOf(language);
  queue.list = columns;
  return start(language, queue);
}

/** Ranks, in the background, the values a sort met unranked, so that the next sort is fast. */
export function rankValuesLater(language: string, values: ValueSource): Promise<void> {
  const queue = queueOf(language);
  queue.met.push(values);
  return start(language, queue);
}

/** Settled when the language has nothing left to rank (tests, the benchmark). */
export const ranksSettled = (language: string): Promise<void> =>
  queues.get(language)?.running ?? Promise.resolve();

function start(language: string, queue: Queue): Promise<void> {
  queue.running ??= run(language, queue);
  return queue.running;
}

async function run(language: string, queue: Queue): Promise<void> {
  // Never in the caller's task (a render's effect, a sort), nor in the frame that shows what the
  // user just did: from the browser's next idle moment.
  await whenIdle();
  try {
    while (queue.list || queue.met.length > 0) {
      const sources = [...queue.met, ...(queue.list ?? [])];
      queue.met = [];
      queue.list = null;
      const slices = new Slices();
      const cache = rankCache(language);
      // Checking 100,000 values against the map is a few milliseconds a column: in slices too.
      const unknown = new Set<string>();
      const within = subsequenceTest();
      for (const { items, read, checked } of sources) {
        // The rows checked last, or a search or filter within them: nothing to read, and those
        // rows stay the ones checked, so that clearing it reads nothing either.
        if (checked?.items && within(checked.items, items)) continue;
        const changed = checked?.items ? newIndices(checked.items, items) : null;
        const count = changed ? changed.length : items.length;
        // By index, not `for…of`: an array's iterator in this async function made a result object
        // per item (120 MB of allocation in one benchmark run at 100,000 rows).
        for (let k = 0; k < count; k++) {
          const item = items[changed ? changed[k]! : k];
          const value = read ? read(item) : item;
          // A column with a number in it never sorts by rank (numbers by value, a mix with the
          // collator): read no further (a date or amount column costs one read, not 100,000).
          if (typeof value === 'number') break;
          const text = String(value ?? '');
          if (!cache.ranks.has(text)) unknown.add(text);
          if (slices.tick()) await slices.pause();
        }
        if (checked) checked.items = items;
      }
      if (unknown.size > 0) await rankInSlices(cache, [...unknown], slices);
    }
  } finally {
    // Set before this function returns, with no pause after the loop's last test: a request that
    // came in during the run either was taken by the loop or starts a new run.
    queue.running = null;
  }
}

/**
 * `isSubsequence`, answered at once for the same array and once for each pair of arrays: a list's
 * sortable columns were most often checked for the same rows and are handed the same rows, and a
 * pass over 100,000 rows is 2 to 3 ms, five of them in one task of a list's first render at 100,000
 * (docs/performance.md).
 */
function subsequenceTest() {
  let last: { prev: readonly unknown[]; next: readonly unknown[]; answer: boolean } | null = null;
  return (prev: readonly unknown[], next: readonly unknown[]): boolean => {
    if (prev === next) return true;
    if (last?.prev !== prev || last.next !== next) last = { prev, next, answer: isSubsequence(prev, next) };
    return last.answer;
  };
}
