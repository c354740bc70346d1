// One Lighthouse run in a fresh headless Chromium, summarised to the figures the tables show.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const PRESETS = { mobile: undefined, desktop: desktopConfig }; // undefined: Lighthouse's default config
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
CHROME_FLAGS.push('--disable-background-networking', '--disable-component-update', '--disable-sync');

/** Kills any Chromium this module started that is still running (an error or a signal ended the script). */
export const killBrowsers = () => chromeLauncher.killAll();

/** Resolves with the summary of one Lighthouse run of `url` with `config` (a preset). */
export async function audit(url, config, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const lhr = (await lighthouse(url, flags, config))?.lhr;
    if (!lhr) throw new Error('no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return summarize(lhr);
  } finally {
    chrome.kill();
  }
}

function summarize({ audits, categories, lighthouseVersion, finalDisplayedUrl }) {
  const value = (id) => {
    const numeric = audits[id]?.numericValue;
    if (typeof numeric !== 'number')
      throw new Error(`audit ${id}: ${audits[id]?.errorMessage ?? 'no value'}`);
    return numeric;
  };
  const score = (id) => {
    if (typeof categories[id]?.score !== 'number') throw new Error(`no ${id} score`);
    return Math.round(categories[id].score * 100);
  };
  const script = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    perf: score('performance'),
    lcp: `${(value('largest-contentful-paint') / 1000).toFixed(1)} s`,
    tbt: `${Math.round(value('total-blocking-time'))} ms`,
    tbtMs: Math.round(value('total-blocking-time')),
    cls: value('cumulative-layout-shift').toFixed(3),
    fcp: `${(value('first-contentful-paint') / 1000).toFixed(1)} s`,
    js: Math.round((script?.transferSize ?? 0) / 1024),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    version: lighthouseVersion,
    ended: new URL(finalDisplayedUrl).pathname,
  };
}
