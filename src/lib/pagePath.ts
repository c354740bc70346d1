/**
 * Which page a URL path shows, for deciding at start-up whether the page's prerendered markup is
 * that page's. Many static hosts answer every unknown path with `index.html` (the landing page), so
 * `/login` or `/admin/users` may arrive holding the landing page's markup: that must be rendered
 * afresh, never hydrated (docs/decisions.md).
 */

/**
 * The attribute scripts/prerender.mjs writes on a prerendered page's `<html>` (not on #root: the
 * start-up script in `<head>` reads it before #root is parsed): the path the markup was made for.
 */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

/**
 * The page a URL path shows, in the form the prerender step writes it: a trailing `index.html`
 * names its folder and trailing slashes are dropped, so `/login`, `/login/` and `/login/index.html`
 * are one page, and `/index.html` is `/`.
 * Self-contained (no imports, no helpers): the start-up script carries its source text.
 */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '') || '/';
}

/**
 * The path the router is given: the router matches `/login/` as `/login`, but knows no
 * `index.html`, so `/login/index.html` becomes `/login/` (and `/index.html` is `/`).
 */
export const withoutIndexFile = (pathname: string): string => pathname.replace(/\/index\.html$/, '/');

/** Whether markup prerendered for `prerenderedPath` (null: none, the page shell) is the page at `pathname`. */
export const isPrerenderedFor = (prerenderedPath: string | null | undefined, pathname: string): boolean =>
  typeof prerenderedPath === 'string' && prerenderedPath === pagePath(pathname);
