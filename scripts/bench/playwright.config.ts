import { defineConfig } from '@playwright/test';

/**
 * `npm run bench` (scale.bench.ts): the production build in dist/ (run `npm run build` first),
 * served by scripts/serve.mjs on BENCH_PORT (default 4353), which Playwright starts and stops.
 * Not part of `npm test`: the e2e suite's config only looks in e2e/.
 */
const PORT = Number(process.env.BENCH_PORT ?? 4353);

export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  outputDir: '../../test-results/bench',
  workers: 1,
  // Two sizes, three lists, five runs each, on a shared 2-core machine.
  timeout: 30 * 60_000,
  reporter: 'line',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1366, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    },
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: '../..',
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
