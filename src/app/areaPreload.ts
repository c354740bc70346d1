// Relative imports of plain modules: webpack.config.ts loads this file through ts-node.
import { ADMIN_PAGES, type AdminPage } from './areaPages';

/**
 * What the page shell needs to preload an admin page's scripts (made by the build from webpack's
 * chunk groups: scripts/areaPreloadPlugin.ts). Scripts are given by their index in `files`, so a
 * chunk that several pages share is written once.
 */
export interface AreaPreloadManifest {
  /** The admin area's first path segments (/admin, /driver...). */
  roles: readonly string[];
  /** Every script named below, as a URL path. */
  files: string[];
  /** The admin area's own scripts (layout, domain slices, fixtures), needed by every page. */
  area: number[];
  /** Per language: its admin texts (and, for a language other than the default, its shell texts). */
  texts: Record<string, number[]>;
  defaultLanguage: string;
  /** Per admin page: its path under /{role} (ADMIN_PAGES), and its screen's scripts. Paths with no
   * parameter come first, so /users/verification is not taken for /users/:id. */
  pages: [pattern: string, scripts: number[]][];
}

/** The inline script's marker: prerendered public pages leave it out (scripts/prerender.mjs). */
export const AREA_PRELOAD_ATTRIBUTE = 'data-area-preload';

/** The webpack chunk name of an admin page's screen (src/app/adminScreens.tsx): "page-user-detail". */
export const pageChunkName = (page: AdminPage): string =>
  `page-${page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The admin pages whose screen is a chunk of its own (Settings only redirects). */
export const PRELOADED_PAGES = (Object.keys(ADMIN_PAGES) as AdminPage[])
  .filter((page) => page !== 'settings')
  .sort((a, b) => Number(ADMIN_PAGES[a].includes(':')) - Number(ADMIN_PAGES[b].includes(':')));

/**
 * Runs in the page shell's <head>, after the start-up script has put the saved language on <html>:
 * on an admin page, asks the browser for every script the page will run (the area's, its texts',
 * its screen's) at once, instead of one after another as each arrives and asks for the next (the
 * entry, then the area, then the screen: three round trips on a phone's link). A path that is no
 * admin page preloads nothing, so every preloaded script is used.
 * Self-contained: it is serialised with toString(), so it may use nothing but its argument.
 */
export function preloadAreaScripts(manifest: AreaPreloadManifest): void {
  const segments = window.location.pathname.replace(/\/+$/, '').split('/');
  if (manifest.roles.indexOf(segments[1] ?? '') < 0) return;
  const rest = segments.slice(2);
  let screen: number[] | null = null;
  for (const [pattern, scripts] of manifest.pages) {
    const parts = pattern === '' ? [] : pattern.split('/');
    const matches =
      parts.length === rest.length &&
      parts.every((part, i) => (part.charAt(0) === ':' ? rest[i] !== '' : part === rest[i]));
    if (matches) {
      screen = scripts;
      break;
    }
  }
  if (!screen) return;
  const texts =
    manifest.texts[document.documentElement.lang] ?? manifest.texts[manifest.defaultLanguage] ?? [];
  const wanted = manifest.area.concat(texts, screen);
  wanted.forEach((file, i) => {
    if (wanted.indexOf(file) !== i) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = manifest.files[file]!;
    document.head.appendChild(link);
  });
}

/** The inline <script> body the build puts in the page shell's <head>. */
export const areaPreloadScript = (manifest: AreaPreloadManifest): string =>
  `(${preloadAreaScripts.toString()})(${JSON.stringify(manifest)});`;
