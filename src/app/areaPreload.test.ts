import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_PAGES, AREA_ROLES } from './areaPages';
import { areaPreloadScript, pageChunkName, PRELOADED_PAGES, type AreaPreloadManifest } from './areaPreload';

/** A manifest as the build makes it, with one made-up script per chunk. */
const manifest: AreaPreloadManifest = (() => {
  const files: string[] = ['/assets/shared.js', '/assets/admin.js'];
  const file = (name: string) => files.push(`/assets/${name}.js`) - 1;
  return {
    roles: AREA_ROLES,
    files,
    area: [1, 0],
    texts: { en: [file('i18n-admin-en')], es: [file('i18n-admin-es'), file('i18n-shell-es')] },
    defaultLanguage: 'en',
    pages: PRELOADED_PAGES.map((page) => [ADMIN_PAGES[page], [0, file(pageChunkName(page))]]),
  };
})();

/** Runs the inline script as the shell's <head> would, at `path`; returns the scripts it preloaded. */
function preloadedAt(path: string, language = 'en'): string[] {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  document.documentElement.lang = language;
  window.history.replaceState(null, '', path);
  new Function(areaPreloadScript(manifest))();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
    (link) => new URL(link.href).pathname,
  );
}

describe('preloading an admin page from the page shell', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.documentElement.lang = 'en';
  });

  it("asks at once for the area's, the texts' and the screen's scripts, each once", () => {
    expect(preloadedAt('/admin/users')).toEqual([
      '/assets/admin.js',
      '/assets/shared.js',
      '/assets/i18n-admin-en.js',
      '/assets/page-users.js',
    ]);
  });

  it('takes a fixed path before a parameter, any role, and a final slash', () => {
    expect(preloadedAt('/admin/users/verification')).toContain('/assets/page-user-verification.js');
    expect(preloadedAt('/admin/users/USR-001')).toContain('/assets/page-user-detail.js');
    expect(preloadedAt('/driver/jobs/')).toContain('/assets/page-jobs.js');
    expect(preloadedAt('/carrier')).toContain('/assets/page-dashboard.js');
    expect(preloadedAt('/admin/profile/settings')).toContain('/assets/page-account-settings.js');
  });

  it("takes the saved language's texts (the start-up script put it on <html>)", () => {
    const scripts = preloadedAt('/admin/roles', 'es');
    expect(scripts).toEqual(expect.arrayContaining(['/assets/i18n-admin-es.js', '/assets/i18n-shell-es.js']));
    expect(scripts).not.toContain('/assets/i18n-admin-en.js');
  });

  it('preloads nothing where no admin screen will run, so nothing preloaded goes unused', () => {
    expect(preloadedAt('/login')).toEqual([]);
    expect(preloadedAt('/')).toEqual([]);
    expect(preloadedAt('/pilot/users')).toEqual([]);
    expect(preloadedAt('/admin/no-such-page')).toEqual([]);
    expect(preloadedAt('/admin/users/USR-001/more')).toEqual([]);
    expect(preloadedAt('/admin/settings')).toEqual([]); // a redirect, whose target loads its own
  });

  it("names each page's chunk as src/app/adminScreens.tsx does", () => {
    const screens = readFileSync(join(__dirname, 'adminScreens.tsx'), 'utf8');
    const named = [...screens.matchAll(/webpackChunkName: "([^"]+)"/g)].map(([, name]) => name);
    expect(PRELOADED_PAGES.map(pageChunkName).sort()).toEqual([...named].sort());
    expect(pageChunkName('companyVerification')).toBe('page-company-verification');
  });
});
