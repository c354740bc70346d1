// Runs after `webpack --mode production` (npm run build): writes every public page, prerendered, into
// dist/ (dist/index.html, dist/login/index.html, ...) from the page shell dist/shell.html, and the
// crawlers' files robots.txt and sitemap.xml. SITE_ORIGIN (default below) is the site's address,
// which the sitemap must give in full. DIST_DIR builds into another folder.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { withInlineHashes } from './csp.mjs';

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, '..');
const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
const origin = (process.env.SITE_ORIGIN ?? 'https://freighthub.example').replace(/\/$/, '');

/** Aliases are prerendered too, but the sitemap lists each page once. */
const ALIASES = new Set(['/privacy', '/terms']);
/** The back office is for signed-in staff: nothing there for a search engine. */
const ADMIN_AREAS = ['/admin', '/driver', '/broker', '/shipper', '/carrier'];

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const {
  prerenderPage,
  PRERENDER_PATHS,
  PRERENDER_LANGUAGE,
  PRERENDERED_PATH_ATTRIBUTE,
  AREA_PRELOAD_ATTRIBUTE,
} = require(join(root, 'build', 'prerender.cjs'));
// The Content Security Policy of each page lists the hashes of that page's own inline code.
const shell = withInlineHashes(readFileSync(join(dist, 'shell.html'), 'utf8'));
if (!shell.includes('<div id="root"></div>')) throw new Error('shell.html has no empty #root to fill');
writeFileSync(join(dist, 'shell.html'), shell);

// The shell's preloading of admin pages' scripts (src/app/areaPreload.ts) does nothing on a public page.
const areaPreload = new RegExp(`<script ${AREA_PRELOAD_ATTRIBUTE}[^>]*>[\\s\\S]*?</script>`);
if (!areaPreload.test(shell)) throw new Error('shell.html has no script preloading the admin pages');

for (const path of PRERENDER_PATHS) {
  const page = await prerenderPage(path);
  // Function replacements: a `$` in the page must stay a `$`.
  // The page's path on <html>: a host that serves it for another path (every unknown path gets
  // index.html) makes the start-up script hide it and the app render that path afresh (boot.tsx).
  let html = shell
    .replace(areaPreload, '')
    .replace(/<html\b/, () => `<html ${PRERENDERED_PATH_ATTRIBUTE}="${escapeHtml(path)}"`)
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="${PRERENDER_LANGUAGE}">${page.html}</div>`,
    );
  if (page.title)
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  html = withInlineHashes(html);
  writeFileSync(file, html);
  console.log(`prerendered ${path} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB)`);
}

const pages = PRERENDER_PATHS.filter((path) => !ALIASES.has(path));
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${pages.map((path) => `  <url><loc>${escapeHtml(origin + path)}</loc></url>`).join('\n')}
</urlset>
`,
);
writeFileSync(
  join(dist, 'robots.txt'),
  `User-agent: *
${ADMIN_AREAS.map((area) => `Disallow: ${area}`).join('\n')}
Allow: /

Sitemap: ${origin}/sitemap.xml
`,
);
console.log(`wrote sitemap.xml (${pages.length} pages) and robots.txt`);
