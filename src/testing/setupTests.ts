import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { initI18n, LANGUAGES } from '@/i18n';
import { catalogues } from '@/i18n/catalogues';
import { addNamespace, type Namespace } from '@/i18n/namespaces';

initI18n('en');
// The app loads the public screens' texts with those screens; tests have them all from the start.
for (const namespace of ['landing', 'auth', 'legal'] as const satisfies Namespace[]) {
  addNamespace(namespace, Object.fromEntries(LANGUAGES.map((l) => [l, catalogues[l][namespace]])) as never);
}

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
