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
