import i18n from 'i18next';
import type { Catalogue } from './catalogues';
import { LANGUAGES, type Language } from './languages';

/**
 * The public screens' texts (marketing, legal, account) are most of the catalogue, so they are not
 * in the entry bundle: each namespace, in all five languages at once (so a language switch needs
 * no load), arrives with the screens that use it.
 */
export type Namespace = 'landing' | 'auth' | 'legal';

type Bundles = { [L in Language]: Catalogue[Namespace] };

const loaders: Record<Namespace, () => Promise<{ default: Bundles }>> = {
  landing: () => import(/* webpackChunkName: "i18n-landing" */ './locales/landing'),
  auth: () => import(/* webpackChunkName: "i18n-auth" */ './locales/auth'),
  legal: () => import(/* webpackChunkName: "i18n-legal" */ './locales/legal'),
};

export function addNamespace(namespace: Namespace, bundles: Bundles): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, 'translation', { [namespace]: bundles[language] }, true, true);
  }
}

const loading = new Map<Namespace, Promise<void>>();

/** Loads a namespace's texts into i18next (once); resolves when they can be used. */
export function loadNamespace(namespace: Namespace): Promise<void> {
  const pending =
    loading.get(namespace) ??
    loaders[namespace]().then(({ default: bundles }) => addNamespace(namespace, bundles));
  loading.set(namespace, pending);
  return pending;
}
