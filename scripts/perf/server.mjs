// scripts/serve.mjs as a child process, for scripts/perf.mjs: one per build measured.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts scripts/serve.mjs of `root` serving `dist` on a free port; resolves with its base URL and
 * the child process once it answers with that build's index.html.
 */
export async function startServer(root, dist) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), DIST_DIR: dist };
  const stdio = ['ignore', 'ignore', 'inherit']; // its stdout would mix with the tables
  const child = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], { cwd: root, env, stdio });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 15_000; waited += 200) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server (scripts/serve.mjs) exited before answering (code ${child.exitCode}).`);
    const response = await fetch(`${base}/index.html`).catch(() => undefined);
    if (response?.ok) {
      if ((await response.text()) !== readFileSync(join(dist, 'index.html'), 'utf8'))
        throw new Error(`The server does not serve ${dist} (does scripts/serve.mjs honour DIST_DIR?).`);
      return { base, child };
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  child.kill();
  throw new Error(`The server (scripts/serve.mjs) did not answer on ${base} within 15 s.`);
}
