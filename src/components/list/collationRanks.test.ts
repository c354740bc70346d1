import { nextTask } from '@/lib/inTasks';
import { insertRanks, listCollator, type RankCache, rankInSlices } from './collationRanks';
import { Slices } from './slicedSort';

/** Accents, case, numbers inside text, empty and blank strings, and each language's own letters. */
export const VARIED = [
  ...['Émile', 'emile', 'EMILE', 'Emile', 'éclair', 'Eclair', 'zebra', 'Zoë', 'zoe', 'Zürich'],
  ...['Job 9', 'Job 10', 'job 100', 'Job 09', 'Job 2a', 'Job 2', '10', '9', '2', 'a2', 'a10'],
  ...['', ' ', '  ', '-', '(none)', 'Ärger', 'Arger', 'Apfel', 'Öl', 'Ol', 'Über', 'uber', 'Ufer'],
  ...['Straße', 'Strasse', 'Strase', 'niño', 'nino', 'Ñandú', 'nandu', 'Núñez', 'Nunez', 'ñ', 'n', 'o'],
  ...['محمد', 'أحمد', 'احمد', 'إبراهيم', 'عمر', 'عُمر', 'ليلى', '٣ شاحنات', '10 شاحنات', 'Ahmed'],
  ...['côte', 'cote', 'coté', 'côté', 'Œuvre', 'oeuvre', 'ça', 'ca', 'Ça va', 'İstanbul', 'istanbul'],
];

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'ar'];

/** An empty cache of its own, not the shared one of the language. */
const emptyCache = (language: string): RankCache => ({
  collator: listCollator(language),
  sorted: [],
  ranks: new Map(),
  late: null,
});

/**
 * The cache agrees with its collator: every string of `values` ranked, and for every pair, ranks in
 * the order `compare` gives them, equal exactly when `compare` says 0. The sorted array holds each
 * ranked string once, in rank order.
 */
export function expectCollatorOrder(cache: RankCache, values: readonly string[]) {
  const { compare } = cache.collator;
  const wrong: string[] = [];
  for (const a of values) {
    for (const b of values) {
      const byRank = Math.sign(cache.ranks.get(a)! - cache.ranks.get(b)!);
      if (byRank !== Math.sign(compare(a, b))) wrong.push(`${a} / ${b}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(new Set(cache.sorted).size).toBe(cache.sorted.length);
  expect(cache.ranks.size).toBe(cache.sorted.length);
  cache.sorted.forEach((value, i) => {
    if (i > 0) expect(compare(cache.sorted[i - 1]!, value)).toBeLessThanOrEqual(0);
    if (i > 0) expect(cache.ranks.get(value)).toBeGreaterThanOrEqual(cache.ranks.get(cache.sorted[i - 1]!)!);
  });
}

/** The same strings in a scrambled order (the fixed order of a stride through them). */
const scrambled = (values: readonly string[]) => values.map((_, i) => values[(i * 17) % values.length]!);

describe.each(LANGUAGES)('collation ranks in %s', (language) => {
  it('ranks in slices in the order of collator.compare, equal strings equally', async () => {
    const cache = emptyCache(language);
    await rankInSlices(cache, scrambled(VARIED), new Slices(0));
    expectCollatorOrder(cache, VARIED);
    expect(cache.ranks.get('Émile')).toBe(cache.ranks.get('emile'));
    expect(cache.ranks.get('Job 9')).toBeLessThan(cache.ranks.get('Job 10')!);
  });

  it('inserts one string at a time in the same order', () => {
    const cache = emptyCache(language);
    for (const value of scrambled(VARIED)) insertRanks(cache, [value]);
    expectCollatorOrder(cache, VARIED);
  });

  it('merges a second large set into the first, and inserts a few into that', async () => {
    const cache = emptyCache(language);
    const values = scrambled(VARIED);
    await rankInSlices(cache, values.slice(0, 40), new Slices(0));
    await rankInSlices(cache, values.slice(40, 70), new Slices(0));
    insertRanks(cache, values.slice(70));
    expectCollatorOrder(cache, VARIED);
  });
});

describe('inserting a few strings', () => {
  it('changes no other rank, and gives a string equal to a ranked one its rank', async () => {
    const cache = emptyCache('fr');
    await rankInSlices(cache, ['cote', 'Zoë', 'abc', 'Job 10'], new Slices());
    const before = new Map(cache.ranks);
    insertRanks(cache, ['côte', 'Job 9', 'zzz', '', 'Côté']);
    for (const [value, rank] of before) expect(cache.ranks.get(value)).toBe(rank);
    expect(cache.ranks.get('côte')).toBe(cache.ranks.get('cote'));
    expectCollatorOrder(cache, [...before.keys(), 'côte', 'Job 9', 'zzz', '', 'Côté']);
  });

  it('renumbers every rank as whole numbers when a gap has no room left, and keeps the order', () => {
    const cache = emptyCache('en');
    insertRanks(cache, ['a', 'b']);
    // 'aa', 'aaa', 'aaaa'... each goes between the last one and 'b': the gap halves each time.
    const inserted = ['a', 'b'];
    let renumberedAt = 0;
    for (let length = 2; length < 80 && !renumberedAt; length++) {
      const value = 'a'.repeat(length);
      const rankOfA = cache.ranks.get('a');
      insertRanks(cache, [value]);
      inserted.push(value);
      if (cache.ranks.get('a') !== rankOfA) renumberedAt = length;
    }
    expect(renumberedAt).toBeGreaterThan(40);
    // The ranks before it are whole numbers again; the last string took the midpoint of its gap.
    const last = inserted.at(-1)!;
    const others = cache.sorted.filter((value) => value !== last);
    expect(others.map((value) => cache.ranks.get(value))).toEqual(others.map((_, i) => i));
    expect(cache.ranks.get(last)! % 1).toBe(0.5);
    expectCollatorOrder(cache, inserted);
  });
});

describe('ranking in slices while a sort inserts', () => {
  const names = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => `${prefix} ${(i * 7919) % count}`);

  it('keeps strings inserted at once while it sorts and while it merges, each once', async () => {
    const cache = emptyCache('de');
    await rankInSlices(cache, names('Müller', 3_000), new Slices());
    const batch = names('Muller', 3_000);
    const merging = rankInSlices(cache, batch, new Slices(0));
    // While it sorts: one of its own strings and a new one.
    await nextTask();
    expect(cache.late).toBeNull();
    insertRanks(cache, ['Muller 5', 'Zander']);
    // While it merges.
    while (cache.late === null) await nextTask();
    insertRanks(cache, ['Muller 7', 'Adler', 'Müller 1', 'Mueller']);
    await merging;
    expect(cache.late).toBeNull();
    expectCollatorOrder(cache, [
      'Zander',
      'Adler',
      'Mueller',
      'Müller 10',
      'Muller 10',
      'Muller 7',
      'Muller 5',
    ]);
    expect(cache.sorted).toHaveLength(6_003);
    expect([...cache.ranks.keys()].sort()).toEqual([...cache.sorted].sort());
    expect(cache.sorted).toEqual([...cache.sorted].sort(cache.collator.compare));
  });
});
