// After the build: a brotli copy (`name.br`, quality 11) beside each text file in dist/ that is worth
// compressing, for hosts that serve precompressed files (nginx `brotli_static on`, and
// scripts/serve.mjs). Brotli at its best quality takes about 14% off the JavaScript that gzip
// leaves (docs/performance.md), and costs nothing per request since it is done once, here.
// DIST_DIR names another build folder.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export const PRECOMPRESSED = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml']);
/** Files smaller than this are sent as they are by most hosts (nginx's gzip_min_length is about 1 KiB). */
const MIN_BYTES = 1024;

function* filesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

const root = resolve(process.env.DIST_DIR ?? join(import.meta.dirname, '..', 'dist'));
let count = 0;
let before = 0;
let after = 0;
for (const file of filesUnder(root)) {
  if (!PRECOMPRESSED.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const compressed = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, compressed);
  count += 1;
  before += body.length;
  after += compressed.length;
}
console.log(
  `precompressed ${count} files with brotli: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB`,
);
