import legalEn from '@/i18n/locales/legal/en';

/** The two legal documents (spec 2.2). */
export type LegalDocumentId = 'privacy' | 'terms';

/** One piece of a section: a paragraph, or a bulleted list; each text is a catalogue key. */
export type LegalBlock = { kind: 'paragraph'; key: string } | { kind: 'list'; id: string; keys: string[] };

export interface LegalSection {
  /** The heading's id, the table of contents' link target. */
  id: string;
  titleKey: string;
  blocks: LegalBlock[];
}

/**
 * A document's sections, in the order of the English catalogue (the reference every language
 * matches, checked by the catalogue test): a section's `title` is its heading, a text is a
 * paragraph and a nested group is a list. The words come from the current language through `t`.
 */
export function legalSections(document: LegalDocumentId): LegalSection[] {
  const base = `legal.${document}.sections`;
  return Object.entries(legalEn[document].sections).map(([sectionId, section]) => {
    const prefix = `${base}.${sectionId}`;
    const blocks = Object.entries(section)
      .filter(([key]) => key !== 'title')
      .map(([key, value]): LegalBlock =>
        typeof value === 'string'
          ? { kind: 'paragraph', key: `${prefix}.${key}` }
          : { kind: 'list', id: key, keys: Object.keys(value).map((item) => `${prefix}.${key}.${item}`) },
      );
    return { id: `${document}-${sectionId}`, titleKey: `${prefix}.title`, blocks };
  });
}
