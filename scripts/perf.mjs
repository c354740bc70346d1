// Lighthouse scores of the production build, as one markdown table (see docs/performance.md):
//   npm run perf                               build, measure, print the table
//   npm run perf -- --no-build                 measure the dist/ that is already there
//   npm run perf -- --write [--label before]   also put the table into docs/performance.md
// Env: DIST (a build directory to serve instead of dist/), PERF_ROUTES (comma-separated, default the four below), PERF_RUNS (runs per route and preset,
// default 3), CHROMIUM_PATH (as in playwright.config.ts).
// Every run gets a fresh headless Chromium; runs are sequential. Each row is the median run of its
// route and preset by performance score (the lower middle one for an even number of runs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const ROUTES = process.env.PERF_ROUTES
  ? process.env.PERF_ROUTES.split(',')
  : ['/', '/login', '/admin', '/admin/users'];
const PRESETS = { mobile: undefined, desktop: desktopConfig }; // undefined: Lighthouse's default config
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
CHROME_FLAGS.push('--disable-background-networking', '--disable-component-update', '--disable-sync');
const HEADER = ['Route', 'Preset', 'Perf', 'LCP', 'TBT', 'CLS', 'FCP', 'JS (KiB)', 'A11y', 'BP', 'SEO'];
const KEYS = ['route', 'preset', 'perf', 'lcp', 'tbt', 'cls', 'fcp', 'js', 'a11y', 'bp', 'seo']; // HEADER's
const INTRO = `# Performance

Lighthouse scores of the production build, measured with \`npm run perf\` (scripts/perf.mjs): the build
is served locally by scripts/serve.mjs and each route is loaded in a fresh headless Chromium with
Lighthouse's mobile preset (its default config: emulated mid-range phone, simulated slow 4G and 4x CPU
slowdown) and its desktop preset. Each row is the median run by performance score (the lower middle
one for an even number of runs); all the row's values come from that run. LCP and FCP are in seconds,
TBT in milliseconds; JS is the transfer size of the scripts the page loads, as scripts/serve.mjs sends
them (its compression included).
`;

const root = resolve(import.meta.dirname, '..');
const options = { 'no-build': { type: 'boolean' }, write: { type: 'boolean' }, label: { type: 'string' } };
let args; // the parsed command-line options
const runs = Number(process.env.PERF_RUNS ?? 3);
const dist = process.env.DIST ? resolve(process.env.DIST) : join(root, 'dist');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let server; // the scripts/serve.mjs child process
process.on('exit', () => {
  chromeLauncher.killAll(); // a Chromium still running (or starting) when a signal or an error ends the script
  server?.kill();
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => process.exit(128 + constants.signals[signal]));

try {
  args = parseArgs({ options }).values;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`PERF_RUNS must be a positive integer.`);
  if (args.label !== undefined && !/^[\w-]+$/.test(args.label))
    throw new Error('--label takes a name made of letters, digits, "_" and "-".');
  if (!args['no-build'] && spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0)
    throw new Error('npm run build failed.');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no index.html: build it first.`);

  const base = await startServer(await freePort());
  const rows = [];
  let version;
  for (const route of ROUTES) {
    for (const [preset, config] of Object.entries(PRESETS)) {
      const results = [];
      for (let run = 1; run <= runs; run++) {
        const result = await audit(base + route, config).catch((error) => {
          const gone = server.exitCode ?? server.signalCode; // null while the server runs
          const why = gone === null ? '' : ` (scripts/serve.mjs had stopped: ${gone})`;
          throw new Error(`Lighthouse failed for ${route} (${preset}, run ${run}): ${error.message}${why}`);
        });
        results.push(result);
        version = result.version;
        const { perf, lcp, tbt, ended } = result; // `ended` shows client-side redirects
        const note = ended === route ? '' : ` (ended at ${ended})`;
        console.error(`perf: ${route} ${preset} run ${run}/${runs}: ${perf}, LCP ${lcp}, TBT ${tbt}${note}`);
      }
      results.sort((a, b) => a.perf - b.perf);
      rows.push({ route, preset, ...results[Math.floor((runs - 1) / 2)] });
    }
  }
  const table = formatTable(rows);
  console.log(table);
  if (args.write) writeDocs(table, version);
} catch (error) {
  console.error(`perf: ${error.message}`);
  process.exitCode = 1;
} finally {
  server?.kill();
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** Starts scripts/serve.mjs on `port` and resolves with its base URL once it answers. */
async function startServer(port) {
  const env = { ...process.env, PORT: String(port), ...(process.env.DIST && { DIST_DIR: dist }) };
  const stdio = ['ignore', 'ignore', 'inherit']; // its stdout would mix with the table
  server = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], { cwd: root, env, stdio });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 15_000; waited += 200) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`The server (scripts/serve.mjs) exited before answering (code ${server.exitCode}).`);
    const response = await fetch(`${base}/index.html`).catch(() => undefined);
    if (response?.ok) {
      const served = await response.text(); // with DIST, check that DIST is what is served
      if (process.env.DIST && served !== readFileSync(join(dist, 'index.html'), 'utf8'))
        throw new Error(`The server does not serve ${dist} (does scripts/serve.mjs honour DIST_DIR?).`);
      return base;
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`The server (scripts/serve.mjs) did not answer on ${base} within 15 s.`);
}

/** One Lighthouse run in a fresh Chromium; resolves with the summary of its result. */
async function audit(url, config) {
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

/** A markdown table laid out the way Prettier formats it, so docs/performance.md stays formatted. */
function formatTable(rows) {
  const lines = [HEADER, ...rows.map((row) => KEYS.map((key) => String(row[key])))];
  const widths = HEADER.map((_, col) => Math.max(3, ...lines.map((line) => line[col].length)));
  const left = (col) => col < 2; // Route and Preset are text; the other columns are right-aligned numbers
  const pad = (text, col) => (left(col) ? text.padEnd(widths[col]) : text.padStart(widths[col]));
  const rule = widths.map((width, col) => (left(col) ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`));
  const format = (cells) => `| ${cells.join(' | ')} |`;
  return [format(HEADER.map(pad)), format(rule), ...lines.slice(1).map((line) => format(line.map(pad)))].join(
    '\n',
  );
}

/** Replaces the marked block of docs/performance.md (or appends it), leaving the rest of the file alone. */
function writeDocs(table, version) {
  const file = join(root, 'docs', 'performance.md');
  const name = args.label ? `perf:${args.label}` : 'perf';
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const envPrefix = process.env.DIST ? 'DIST=<build directory> ' : '';
  const command = `${envPrefix}npm run perf -- --write${args.label ? ` --label ${args.label}` : ''}`;
  const date = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  const runsText = `${runs} run${runs === 1 ? '' : 's'}`;
  const stamp = `${date}, Lighthouse ${version}, median of ${runsText} per route and preset: \`${command}\``;
  const block = `${start}\n\n${stamp}\n\n${table}\n\n${end}`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : INTRO;
  const [from, to] = [text.indexOf(start), text.indexOf(end)];
  const updated =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, updated);
  console.error(`perf: wrote the table into docs/performance.md (${start})`);
}
