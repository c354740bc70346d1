// Takes screenshots of the served production build (npm run build && npm run serve first):
//   node scripts/screenshots.mjs /admin /admin/profile ...
// Each path at 1366 px and 375 px, light and dark, into screenshots/ (ignored by git).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/admin'];
const language = process.env.LANG_PREF ?? 'en';
mkdirSync('screenshots', { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const scheme of ['light', 'dark']) {
  for (const width of [1366, 375]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 800 ? 800 : 780 },
      colorScheme: scheme,
    });
    await context.addInitScript((lang) => {
      if (!localStorage.getItem('persist:freight-back-office'))
        localStorage.setItem(
          'persist:freight-back-office',
          JSON.stringify({
            preferences: JSON.stringify({ theme: 'system', language: lang }),
            _persist: JSON.stringify({ version: 1, rehydrated: true }),
          }),
        );
    }, language);
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') console.log(`[${m.type()}] ${m.text()}`);
    });
    for (const path of paths) {
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
      // Lazily loaded screens: wait for the page's heading, then let fade-ins settle.
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1200);
      const name = `${path.replace(/\W+/g, '_') || 'root'}-${language}-${scheme}-${width}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage: process.env.FULL === '1' });
      console.log(`screenshots/${name}`);
    }
    await context.close();
  }
}
await browser.close();
