// Serves the production build in dist/ (DIST_DIR for another folder) on 127.0.0.1 (port from PORT,
// default 4173). A path that is a file, or a folder with an index.html (the prerendered public
// pages: /login is login/index.html), is served as such; a missing file under /assets/ is a 404;
// any other path gets the page shell (shell.html), so client-side routes load directly. Text is
// sent compressed when the browser accepts it, as any real host would: the brotli copy the build
// made beside the file (scripts/precompress.mjs) when there is one, else gzipped here. A page is
// sent with its Content
// Security Policy as a header too: the one in its <meta>, plus frame-ancestors, which only a header
// can set (scripts/csp.mjs).
// FALLBACK=index.html answers as many single-page-app hosts do instead (nginx `try_files $uri
// /index.html`): a file as it is, any other path, folders included, that file (e2e/static-host).
// PORT=0 takes a free port; the line printed on start names it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headerPolicy } from './csp.mjs';

const root = resolve(process.env.DIST_DIR ?? join(import.meta.dirname, '..', 'dist'));
const port = Number(process.env.PORT ?? 4173);
const host = '127.0.0.1';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.map', '.txt', '.xml']);

const fallback = process.env.FALLBACK ? join(root, process.env.FALLBACK) : null;
// Builds from before prerendering had no shell.html: their index.html is the shell (perf comparisons).
const shell = (fallback ? [fallback] : [join(root, 'shell.html'), join(root, 'index.html')]).find((file) =>
  existsSync(file),
);
if (!shell) {
  console.error(`${fallback ?? 'dist/shell.html'} is missing: run "npm run build" first.`);
  process.exit(1);
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The file for a URL path, or null for the page shell (or the FALLBACK file). */
function resolveFile(pathname) {
  const candidate = normalize(join(root, pathname));
  if (!candidate.startsWith(root)) return null;
  if (isFile(candidate)) return candidate;
  const index = join(candidate, 'index.html');
  return !fallback && isFile(index) ? index : null;
}

/** The build's brotli copy of `file`, when there is one made since the file was last written. */
const brotliCopyOf = (file) =>
  isFile(`${file}.br`) && statSync(`${file}.br`).mtimeMs >= statSync(file).mtimeMs;

/** Gzipped files, made once per version of each file (a rebuild while serving is picked up). */
const gzipped = new Map();

const server = createServer((request, response) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    response.writeHead(400).end();
    return;
  }
  const assets = pathname.startsWith('/assets/');
  // A missing asset (a chunk of an older build, say) is a 404, never a page.
  const file = resolveFile(pathname) ?? (assets ? null : shell);
  if (!file) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : 'Not found');
    return;
  }
  const extension = extname(file);
  const headers = {
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': assets ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  let body = readFileSync(file);
  const policy = extension === '.html' ? headerPolicy(body.toString('utf8')) : null;
  if (policy) headers['Content-Security-Policy'] = policy;
  const accepted = request.headers['accept-encoding'] ?? '';
  if (COMPRESSIBLE.has(extension) && /\bbr\b/.test(accepted) && brotliCopyOf(file)) {
    body = readFileSync(`${file}.br`);
    headers['Content-Encoding'] = 'br';
  } else if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(accepted)) {
    const key = `${file}@${statSync(file).mtimeMs}`;
    if (!gzipped.has(key)) gzipped.set(key, gzipSync(body));
    body = gzipped.get(key);
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.length;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${server.address().port}/`);
});
