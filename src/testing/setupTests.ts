import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { initI18n } from '@/i18n';
import { addAllCatalogues } from '@/i18n/catalogues';

initI18n('en');
// The app loads each language's texts, and the public screens' texts, when they are needed;
// tests have them all from the start (loadLanguage and loadNamespace then import nothing).
addAllCatalogues();

// Lazily loaded screens can take more than the default 1 s to appear on a busy 2-core machine.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no matchMedia; tests that need a given viewport override it through setViewportWidth().
if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

afterEach(() => {
  window.localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
