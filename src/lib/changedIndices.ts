/**
 * Most a list's answers may be patched for; past it, a selector builds its answer afresh (a patch
 * costs a search and, for a row that joins or leaves, a splice, per change).
 */
const PATCH_LIMIT = 1024;

/** Lists made from another by replacing some items, as their maker noted them: `notePatch`. */
const patches = new WeakMap<readonly unknown[], { from: readonly unknown[]; at: readonly number[] }>();

/**
 * Notes that `next` is `prev` with the items at `at` (ascending) replaced, by the selector that made
 * it, so that the selectors built on `next` learn what changed without comparing (`changedIndices`).
 */
export function notePatch<T>(prev: readonly T[], next: readonly T[], at: readonly number[]): void {
  patches.set(next, { from: prev, at });
}

/**
 * The places at which `next` holds another item than `prev`, in order: what a selector over a list
 * patches its last answer with when a change replaced a few rows (Immer keeps an untouched row the
 * same object, so one comparison per row finds them: about 2 ms at 100,000 rows, nothing when the
 * list's maker noted the patch). Null when the
 * lists differ in length or in more than `limit` places: the answer is then built afresh.
 */
export function changedIndices<T>(
  prev: readonly T[],
  next: readonly T[],
  limit = PATCH_LIMIT,
): number[] | null {
  if (prev.length !== next.length) return null;
  const known = patches.get(next);
  if (known?.from === prev) return known.at.length > limit ? null : [...known.at];
  const changed: number[] = [];
  for (let i = 0; i < next.length; i++) {
    if (prev[i] === next[i]) continue;
    if (changed.length === limit) return null;
    changed.push(i);
  }
  return changed;
}

/** How far ahead `newIndices` looks for an item of `next` among `prev`'s (the rows that left before it). */
const LOOKAHEAD = 8;

/**
 * The places of `next` whose items are not among `prev`'s, found by walking the two lists in step:
 * what a list's background ranking reads again when its rows changed. Unlike `changedIndices`, rows
 * that left or joined do not count the rows after them, which they only move: a status change that
 * takes a user out of a filtered list made the ranking read every row of it again. Never misses
 * a new item (an item it skips is one `prev` holds); may name an old one that moved far. Null when
 * more than `limit` places are named: the caller reads them all.
 */
export function newIndices<T>(prev: readonly T[], next: readonly T[], limit = PATCH_LIMIT): number[] | null {
  const named: number[] = [];
  let i = 0;
  for (let j = 0; j < next.length; j++) {
    const item = next[j];
    if (i < prev.length && prev[i] === item) {
      i++;
      continue;
    }
    // Rows of `prev` that left just here: find this item a few places on.
    const stop = Math.min(prev.length, i + LOOKAHEAD);
    let k = i + 1;
    while (k < stop && prev[k] !== item) k++;
    if (k < stop) {
      i = k + 1;
      continue;
    }
    if (named.length === limit) return null;
    named.push(j);
    // A row that joined leaves `prev`'s next row for the next place; one that replaced it takes it.
    if (!(i < prev.length && j + 1 < next.length && prev[i] === next[j + 1])) i++;
  }
  return named;
}

/**
 * Whether every item of `next` is among `prev`'s, in the same order: a search's or a filter's
 * answer within the list it narrowed, however sparse (which `newIndices` gives up on). One pass
 * over `prev`, a comparison an item.
 */
export function isSubsequence<T>(prev: readonly T[], next: readonly T[]): boolean {
  if (next.length > prev.length) return false;
  let i = 0;
  for (let j = 0; j < next.length; j++) {
    while (i < prev.length && prev[i] !== next[j]) i++;
    if (i === prev.length) return false;
    i++;
  }
  return true;
}
