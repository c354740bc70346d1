import { Slices, sortInSlices } from './slicedSort';

/** The list's collator: numbers in text by value ("Job 9" before "Job 10"), case and accents aside. */
export const listCollator = (language: string) =>
  new Intl.Collator(language, { numeric: true, sensitivity: 'base' });

/**
 * The collator's order of every text value the lists have ranked in one language, so that a sort
 * compares numbers instead of calling the collator about n·log2(n) times (1.7 million calls, most
 * of a header click's time, at 100,000 rows). A string's place under a collator does not depend on
 * the list it is in, so one cache per language serves every list and every column.
 *
 * Ranks are numbers in the collator's order; strings the collator holds equal ('Émile' and 'emile'
 * under `sensitivity: 'base'`) share one, so a sort by rank breaks their ties by row as the collator
 * sort did. A few new strings take a rank between their neighbours' (fractions), so that adding
 * them changes no other rank; the ranks are made whole numbers again when a gap is used up.
 */
export interface RankCache {
  readonly collator: Intl.Collator;
  /**
   * Every ranked string once, in the collator's order. Replaced, never changed in place: a merge in
   * slices reads the array it started from while a sort may insert a few strings meanwhile.
   */
  sorted: readonly string[];
  /** Each string of `sorted` and its rank. Entries are added in place; a renumbering replaces it. */
  ranks: Map<string, number>;
  /** While a merge runs: the strings `insertRanks` added meanwhile, for the merge to add again. */
  late: string[] | null;
}

const caches = new Map<string, RankCache>();

/** The cache of one language, made empty the first time it is asked for. */
export function rankCache(language: string): RankCache {
  let cache = caches.get(language);
  if (!cache) {
    cache = { collator: listCollator(language), sorted: [], ranks: new Map(), late: null };
    caches.set(language, cache);
  }
  return cache;
}

/** The first index of `sorted` whose string is not before `value` (binary search, log2(n) calls). */
function lowerBound(sorted: readonly string[], value: string, compare: Intl.Collator['compare']): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle]!, value) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Ranks a few strings at once, for a sort that meets them (a new record, an edited name): each is
 * found among the ranked strings by binary search and takes a rank between its neighbours', so no
 * other rank changes; about k·log2(n) comparisons and one copy of the sorted array.
 */
export function insertRanks(cache: RankCache, values: Iterable<string>): void {
  const { compare } = cache.collator;
  const fresh = [...new Set(values)].filter((value) => !cache.ranks.has(value)).sort(compare);
  if (fresh.length === 0) return;
  const base = cache.sorted;
  const places = fresh.map((value) => lowerBound(base, value, compare));
  const ranks = ranksBetween(cache, fresh, places) ?? (renumber(cache), ranksBetween(cache, fresh, places));
  // Whole numbers 0..n-1 leave room for 2^52 / n strings between two neighbours: never used up.
  if (!ranks) throw new Error('No room for a rank after renumbering');
  fresh.forEach((value, i) => cache.ranks.set(value, ranks[i]!));
  const sorted = new Array<string>(base.length + fresh.length);
  let from = 0;
  fresh.forEach((value, i) => {
    for (; from < places[i]!; from++) sorted[from + i] = base[from]!;
    sorted[from + i] = value;
  });
  for (; from < base.length; from++) sorted[from + fresh.length] = base[from]!;
  cache.sorted = sorted;
  cache.late?.push(...fresh);
}

/**
 * The ranks of `fresh` (sorted, unranked), each to go before `base[places[i]]`: strings the collator
 * holds equal share a rank, one equal to the string after it takes that string's rank, the others
 * are spread evenly over the gap between the two neighbours' ranks. Null when a gap is too narrow
 * for distinct numbers (one gap halved some 52 - log2(n) times: 35 at 100,000 ranks).
 */
function ranksBetween(
  cache: RankCache,
  fresh: readonly string[],
  places: readonly number[],
): number[] | null {
  const { compare } = cache.collator;
  const base = cache.sorted;
  const rankOf = (index: number) =>
    index >= 0 && index < base.length ? cache.ranks.get(base[index]!)! : null;
  const ranks: number[] = [];
  for (let start = 0; start < fresh.length;) {
    const place = places[start]!;
    let end = start;
    while (end < fresh.length && places[end] === place) end++;
    const next = rankOf(place);
    const low = rankOf(place - 1) ?? (next ?? 1) - 1;
    const high = next ?? low + 1;
    // Steps within the gap: a new step where the collator tells two strings apart. A string equal
    // to the one after the gap (the last ones, if any) takes that string's rank.
    const after = base[place];
    let step = 0;
    const stepAt: number[] = [];
    for (let i = start; i < end; i++) {
      if (i === start || compare(fresh[i - 1]!, fresh[i]!) !== 0) step++;
      stepAt.push(after !== undefined && compare(fresh[i]!, after) === 0 ? 0 : step);
    }
    for (let i = start; i < end; i++) {
      const own = stepAt[i - start]!;
      if (own === 0) {
        ranks.push(high);
        continue;
      }
      const rank = low + ((high - low) * own) / (step + 1);
      const sharesPrevious = i > start && stepAt[i - start - 1] === own;
      if (!(rank > low && rank < high) || (!sharesPrevious && rank <= (ranks.at(-1) ?? -Infinity)))
        return null;
      ranks.push(sharesPrevious ? ranks.at(-1)! : rank);
    }
    start = end;
  }
  return ranks;
}

/**
 * Whole-number ranks 0, 1, 2... in the sorted order, equal ranks staying equal: no collator call.
 * A new map, so that a merge under way keeps reading the ranks it started from.
 */
function renumber(cache: RankCache): void {
  const ranks = new Map<string, number>();
  let rank = -1;
  let previous: number | undefined;
  for (const value of cache.sorted) {
    const old = cache.ranks.get(value)!;
    if (old !== previous) rank++;
    previous = old;
    ranks.set(value, rank);
  }
  cache.ranks = ranks;
}

/**
 * Ranks many strings without a long task (a list's 100,000 names the first time it shows; `unknown`
 * holds each once, none ranked when they were gathered): they are sorted by merge sort in slices,
 * then merged with the ranked strings, also in slices, and all ranks are renumbered as whole
 * numbers. The new array and map replace the old ones in one step, so a sort never sees them half
 * made; strings a sort inserted meanwhile are inserted again after.
 */
export async function rankInSlices(
  cache: RankCache,
  unknown: readonly string[],
  slices: Slices,
): Promise<void> {
  const { compare } = cache.collator;
  const sorted = await sortInSlices(unknown, compare, slices);
  // From here, what a sort inserts is logged in `late`: either it is ranked by now (in `base`, or
  // left out of `fresh` and inserted again after) or it is in `fresh`; never in both, never lost.
  const base = cache.sorted;
  const baseRanks = cache.ranks;
  cache.late = [];
  try {
    const fresh: string[] = [];
    for (const value of sorted) {
      if (!baseRanks.has(value)) fresh.push(value);
      if (slices.tick()) await slices.pause();
    }
    const merged = new Array<string>(base.length + fresh.length);
    const isFresh = new Uint8Array(merged.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < base.length && j < fresh.length) {
      if (compare(fresh[j]!, base[i]!) < 0) {
        isFresh[k] = 1;
        merged[k++] = fresh[j++]!;
      } else merged[k++] = base[i++]!;
      if (slices.tick()) await slices.pause();
    }
    while (i < base.length) merged[k++] = base[i++]!;
    for (; j < fresh.length; j++) {
      isFresh[k] = 1;
      merged[k++] = fresh[j]!;
    }
    const ranks = new Map<string, number>();
    let rank = 0;
    for (k = 0; k < merged.length; k++) {
      const value = merged[k]!;
      if (k > 0) {
        const before = merged[k - 1]!;
        // Two ranked strings are equal when their ranks are; a new one asks the collator.
        const equal =
          isFresh[k] || isFresh[k - 1]
            ? compare(before, value) === 0
            : baseRanks.get(before) === baseRanks.get(value);
        if (!equal) rank++;
      }
      ranks.set(value, rank);
      if (slices.tick()) await slices.pause();
    }
    cache.sorted = merged;
    cache.ranks = ranks;
  } finally {
    const late = cache.late;
    cache.late = null;
    insertRanks(cache, late);
  }
}
