// Writes docs/state-machines/*.md (npm run docs:machines). Pages of machines that no longer exist
// are removed, so the folder always matches src/machines.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCS_DIR, renderAll } from './machineDocs';

const dir = join(__dirname, '..', DOCS_DIR);
const pages = renderAll();
mkdirSync(dir, { recursive: true });
for (const file of readdirSync(dir)) {
  if (file.endsWith('.md') && !pages.has(file)) rmSync(join(dir, file));
}
for (const [file, content] of pages) writeFileSync(join(dir, file), content);
console.log(`Wrote ${pages.size} files to ${DOCS_DIR}`);
