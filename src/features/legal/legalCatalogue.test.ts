import { catalogues } from '@/i18n/catalogues';
import { LANGUAGES } from '@/i18n/languages';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

/** The inline tags of a text, in order: "<strong>", "</strong>", "<jurisdiction/>"... */
const tags = (text: string) => [...text.matchAll(/<\/?\w+\s*\/?>/g)].map((m) => m[0].replace(/\s/g, ''));

const english = new Map(leaves(catalogues.en.legal as unknown as Tree));

describe('legal catalogue', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s keeps the inline tags of every English text',
    (language) => {
      const mismatched = leaves(catalogues[language].legal as unknown as Tree)
        .filter(([key, text]) => {
          const reference = tags(english.get(key) ?? '');
          const own = tags(text);
          // Word order may move a tag; the same tags must be there.
          return reference.slice().sort().join() !== own.slice().sort().join();
        })
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    },
  );

  it('the terms keep both placeholders of the spec in every language', () => {
    for (const language of LANGUAGES) {
      const law = catalogues[language].legal.terms.sections.law;
      expect(`${law.p1} ${law.p2}`).toMatch(/<jurisdiction\/>.*<arbitrator\/>/s);
    }
  });
});
