import { PRERENDERED_PATH_ATTRIBUTE } from '@/lib/pagePath';
import { readStoredPreferences } from '@/store/persist';
import { PERSIST_VERSION, ROOT_STORAGE_KEY } from '@/store/persistKeys';
import { COLOR_MODE_ATTRIBUTE } from '@/theme/colorMode';
import { startupScript } from './startupScript';

/** Runs the inline start-up script as the page's <head> would, at `path`, on markup made for `prerendered`. */
function startAt(path: string, prerendered: string | null): string | null {
  const html = document.documentElement;
  html.removeAttribute('data-render');
  if (prerendered === null) html.removeAttribute(PRERENDERED_PATH_ATTRIBUTE);
  else html.setAttribute(PRERENDERED_PATH_ATTRIBUTE, prerendered);
  window.history.replaceState(null, '', path);
  new Function(startupScript().script)();
  window.earlyInputHold?.stop(); // the hold it starts: earlyInput.test.ts
  return html.getAttribute('data-render');
}

describe('the start-up script', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('hides the landing page served for another path before it is painted', () => {
    expect(startAt('/login', '/')).toBe('client');
    expect(startAt('/admin/users', '/')).toBe('client');
    expect(startAt('/login', '/signup')).toBe('client');
  });

  it("leaves a page's own markup shown: trailing slash and index.html included", () => {
    expect(startAt('/', '/')).toBeNull();
    expect(startAt('/index.html', '/')).toBeNull();
    expect(startAt('/login/', '/login')).toBeNull();
    expect(startAt('/login/index.html', '/login')).toBeNull();
  });

  it('leaves the page shell (no prerendered markup) alone', () => {
    expect(startAt('/admin/users', null)).toBeNull();
  });

  it('puts on the page the preferences the app will read, and the defaults where it will not', () => {
    const html = document.documentElement;
    const root = (preferences: unknown, version: unknown = PERSIST_VERSION) =>
      JSON.stringify({
        preferences: JSON.stringify(preferences),
        _persist: JSON.stringify({ version, rehydrated: true }),
      });
    const stored = [
      root({ theme: 'dark', language: 'de' }),
      root({ theme: 'light', language: 'ar' }, 1),
      root({ theme: 'dark', language: 'de' }, 99), // saved by a newer version
      root({ theme: 'dark', language: 'xx' }),
      root({ theme: 'purple', language: 'fr' }),
      JSON.stringify({ preferences: JSON.stringify({ theme: 'dark', language: 'es' }) }), // no version
      '{not json',
      null,
    ];
    const applied = stored.map((raw) => {
      if (raw === null) window.localStorage.removeItem(ROOT_STORAGE_KEY);
      else window.localStorage.setItem(ROOT_STORAGE_KEY, raw);
      html.lang = 'en';
      startAt('/admin', null);
      const app = readStoredPreferences(window.localStorage);
      expect([html.lang, html.getAttribute(COLOR_MODE_ATTRIBUTE)]).toEqual([
        app.language,
        app.theme === 'dark' ? 'dark' : 'light', // jsdom has no matchMedia: the system scheme is light
      ]);
      return html.lang;
    });
    expect(applied).toEqual(['de', 'ar', 'en', 'en', 'en', 'en', 'en', 'en']);
    window.localStorage.clear();
    html.lang = 'en';
    html.dir = 'ltr';
  });
});
