// Lighthouse scores of the production build, as one markdown table (see docs/performance.md):
//   npm run perf                               build, measure, print the table
//   npm run perf -- --no-build                 measure the dist/ that is already there
//   npm run perf -- --write [--label before]   also put the table into docs/performance.md
//   npm run perf -- --against <commit>         the current build and that commit's side by side:
//                                              Lighthouse's blocking time and score as ratios
//                                              current / earlier, and the long tasks of each start
//                                              under a 4x CPU slowdown (scripts/perf/sideBySide.mjs)
// Env: DIST (a build directory to serve instead of dist/), PERF_ROUTES (comma-separated, default the
// four below), PERF_RUNS (runs per route and preset, default 3), CHROMIUM_PATH (as in
// playwright.config.ts).
// Every run gets a fresh headless Chromium; runs are sequential. Each row of the plain table is the
// median run of its route and preset by performance score (the lower middle one for an even number
// of runs). With --against, the runs alternate between the two builds, and each figure is the median
// of its own runs. The earlier commit is built outside the project (scripts/perf/earlierBuild.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildOf } from './perf/earlierBuild.mjs';
import { audit, killBrowsers, PRESETS } from './perf/lighthouse.mjs';
import { startServer } from './perf/server.mjs';
import { sideBySide } from './perf/sideBySide.mjs';
import { formatTable } from './perf/table.mjs';

const ROUTES = process.env.PERF_ROUTES
  ? process.env.PERF_ROUTES.split(',')
  : ['/', '/login', '/admin', '/admin/users'];
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
const options = {
  'no-build': { type: 'boolean' },
  write: { type: 'boolean' },
  label: { type: 'string' },
  against: { type: 'string' },
};
let args; // the parsed command-line options
const runs = Number(process.env.PERF_RUNS ?? 3);
const dist = process.env.DIST ? resolve(process.env.DIST) : join(root, 'dist');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const servers = []; // the scripts/serve.mjs child processes
const stopServers = () => servers.forEach((server) => server.kill());
process.on('exit', () => {
  killBrowsers(); // a Chromium still running (or starting) when a signal or an error ends the script
  stopServers();
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => process.exit(128 + constants.signals[signal]));

try {
  args = parseArgs({ options }).values;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`PERF_RUNS must be a positive integer.`);
  if (args.label !== undefined && !/^[\w-]+$/.test(args.label))
    throw new Error('--label takes a name made of letters, digits, "_" and "-".');
  if (
    !args['no-build'] &&
    spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] }).status !== 0
  )
    throw new Error('npm run build failed.');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no index.html: build it first.`);
  if (args.against) await compare(args.against);
  else await measure();
} catch (error) {
  console.error(`perf: ${error.message}`);
  process.exitCode = 1;
} finally {
  stopServers();
}

/** Serves `directory` with scripts/serve.mjs; resolves with its base URL. */
async function serve(directory) {
  const { base, child } = await startServer(root, directory);
  servers.push(child);
  return { base, child };
}

/** The plain table: every route and preset of the one build. */
async function measure() {
  const { base, child } = await serve(dist);
  const rows = [];
  let version;
  for (const route of ROUTES) {
    for (const [preset, config] of Object.entries(PRESETS)) {
      const results = [];
      for (let run = 1; run <= runs; run++) {
        const result = await audit(base + route, config, chromePath).catch((error) => {
          const gone = child.exitCode ?? child.signalCode; // null while the server runs
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
  const table = formatTable(
    HEADER,
    rows.map((row) => KEYS.map((key) => row[key])),
  );
  console.log(table);
  if (args.write) writeDocs(table, `Lighthouse ${version}, median of ${runsText()} per route and preset`);
}

/** The side-by-side tables: this build and the build of `commit`, runs alternating. */
async function compare(commit) {
  const earlier = buildOf(root, commit);
  const label = earlier.hash.slice(0, 7);
  const builds = [
    { label: 'now', base: (await serve(dist)).base },
    { label, base: (await serve(earlier.dist)).base },
  ];
  const { version, text } = await sideBySide({ routes: ROUTES, runs, builds, chromePath });
  console.log(text);
  const how = `Lighthouse ${version}, ${runsText()} of each build per route and preset, alternating, medians`;
  if (args.write) writeDocs(text, `${how}; long tasks with a 4x CPU slowdown`);
}

function runsText() {
  return `${runs} run${runs === 1 ? '' : 's'}`;
}

/** Replaces the marked block of docs/performance.md (or appends it), leaving the rest of the file alone. */
function writeDocs(table, how) {
  const file = join(root, 'docs', 'performance.md');
  const name = args.label ? `perf:${args.label}` : 'perf';
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const envPrefix = process.env.DIST ? 'DIST=<build directory> ' : '';
  const routes = process.env.PERF_ROUTES ? `PERF_ROUTES=${process.env.PERF_ROUTES} ` : '';
  const flags = [
    args.against && `--against ${args.against}`,
    '--write',
    args.label && `--label ${args.label}`,
  ];
  const command = `${envPrefix}${routes}npm run perf -- ${flags.filter(Boolean).join(' ')}`;
  const date = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  const block = `${start}\n\n${date}, ${how}: \`${command}\`\n\n${table}\n\n${end}`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : INTRO;
  const [from, to] = [text.indexOf(start), text.indexOf(end)];
  const updated =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, updated);
  console.error(`perf: wrote the tables into docs/performance.md (${start})`);
}
