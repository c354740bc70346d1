import type { LegalCatalogue } from '@/i18n/locales/legal/en';

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

/** A document's sections as a catalogue holds them (any language: they all have the same keys in the same order). */
export type LegalSectionsCatalogue = LegalCatalogue[LegalDocumentId]['sections'];

/**
 * A document's sections, read from the shape of its catalogue (`catalogue`: the loaded language's
 * `legal.<document>.sections`; every language has the English keys in the English order, checked
 * by the catalogue test): a section's `title` is its heading, a text is a paragraph and a nested
 * group is a list. The words come from the current language through `t`.
 */
export function legalSections(document: LegalDocumentId, catalogue: LegalSectionsCatalogue): LegalSection[] {
  const base = `legal.${document}.sections`;
  return Object.entries(catalogue).map(([sectionId, section]) => {
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
