import { catalogues } from './catalogues';
import { LANGUAGES } from './languages';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalogue as "a.b.c" -> text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const flat = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(catalogues[l] as unknown as Tree)]));
const allKeys = [...new Set(LANGUAGES.flatMap((l) => [...flat[l]!.keys()]))].sort();

describe('i18n catalogues', () => {
  it.each(LANGUAGES)('%s has every key that any catalogue has', (language) => {
    const missing = allKeys.filter((key) => !flat[language]!.has(key));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty value', (language) => {
    const empty = [...flat[language]!].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES)('%s uses the same {{placeholders}} as English', (language) => {
    const mismatched = allKeys.filter(
      (key) =>
        placeholders(flat[language]!.get(key) ?? '').join() !== placeholders(flat.en!.get(key) ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  // The legal pages take their sections' order from the catalogue of the language shown.
  it.each(LANGUAGES)('%s lists the legal texts in the English order', (language) => {
    const legalKeys = (l: (typeof LANGUAGES)[number]) =>
      [...flat[l]!.keys()].filter((key) => key.startsWith('legal.'));
    expect(legalKeys(language)).toEqual(legalKeys('en'));
  });

  it('detects a missing key and an empty value (the check itself works)', () => {
    const broken = flatten({ a: { b: 'x', c: '' } });
    expect(broken.has('a.d')).toBe(false);
    expect([...broken].filter(([, t]) => t === '').map(([k]) => k)).toEqual(['a.c']);
  });
});
