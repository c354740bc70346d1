// The long tasks of a page's start: the page loaded in a fresh headless Chromium with the CPU slowed
// down through the DevTools protocol (Emulation.setCPUThrottlingRate, 4x as Lighthouse's mobile
// preset), a PerformanceObserver recording every 'longtask' entry (over 50 ms) from the start, until
// the network has been idle and the main thread quiet for a while.
import { chromium } from '@playwright/test';

const QUIET_MS = 3000; // after the load event and an idle network: time for hydration and what follows
// Lighthouse's mobile screen (its emulated phone): overlay scrollbars, so the page is laid out once
// at its width rather than again when a scrollbar appears.
const DEVICE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** The durations (ms, rounded) of the long tasks of one start of `url`, in order. */
export async function longTasksOf(url, { chromePath, cpu = 4 }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext(DEVICE);
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(QUIET_MS);
    return await page.evaluate(() => window.__longTasks);
  } finally {
    await browser.close();
  }
}

/** Lighthouse's blocking time of a list of tasks: what each spends over 50 ms, summed. */
export const blockingTime = (tasks) => tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0);
