// Prints, for nginx, the Content Security Policy header of every page in dist/ (DIST_DIR for another
// folder): the lines of a `map $uri ...` block, one per HTML file, keyed by the file's URI as nginx
// sees it after try_files (/index.html, /login/index.html, /shell.html). The value is what
// scripts/serve.mjs sends: the page's own <meta> policy, with its inline code's hashes, plus
// frame-ancestors (scripts/csp.mjs). Run it after each build: the hashes change with the pages.
//   node scripts/nginx-csp.mjs > csp-pages.map   (the README's Deploy section includes it)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { headerPolicy } from './csp.mjs';

const root = resolve(process.env.DIST_DIR ?? join(import.meta.dirname, '..', 'dist'));

const htmlFiles = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });

const files = htmlFiles(root).sort();
if (!files.some((file) => file.endsWith(`${sep}shell.html`))) {
  console.error(`${join(root, 'shell.html')} is missing: run "npm run build" first.`);
  process.exit(1);
}
for (const file of files) {
  const policy = headerPolicy(readFileSync(file, 'utf8'));
  // A policy holds single quotes, never double ones.
  if (policy) console.log(`/${relative(root, file).split(sep).join('/')} "${policy}";`);
}
