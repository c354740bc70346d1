// Builds for production (into dist/, like npm run build) and prints, per chunk, its files, raw and gzipped size, and the
// packages that weigh most in it:  node scripts/bundle-report.cjs
require('ts-node').register({
  swc: true,
  compilerOptions: { module: 'CommonJS', moduleResolution: 'Node10' },
});
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');
const webpack = require('webpack');
const config = require('../webpack.config.ts').clientConfig('production');

config.devtool = false;
if (process.env.BUNDLE_OUT) config.output.path = process.env.BUNDLE_OUT;
webpack(config, (err, stats) => {
  if (err || stats.hasErrors()) {
    console.error(err ?? stats.toString('errors-only'));
    process.exit(1);
  }
  const { compilation } = stats;
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const chunks = [...compilation.chunks].sort((a, b) => Number(b.canBeInitial()) - Number(a.canBeInitial()));
  for (const chunk of chunks) {
    const byPackage = {};
    const add = (module) => {
      if (module.modules) return module.modules.forEach(add); // concatenated modules
      const resource = module.nameForCondition?.() ?? '';
      const name = resource.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ?? 'src';
      byPackage[name] = (byPackage[name] ?? 0) + module.size();
    };
    compilation.chunkGraph.getChunkModules(chunk).forEach(add);
    for (const file of [...chunk.files].filter((f) => f.endsWith('.js'))) {
      const source = readFileSync(join(config.output.path, file));
      const kind = chunk.canBeInitial() ? 'entry' : 'lazy ';
      console.log(`${kind} ${file}  ${kib(source.length)} raw, ${kib(gzipSync(source).length)} gzipped`);
    }
    const top = Object.entries(byPackage)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8);
    console.log(`      (before minifying) ${top.map(([name, size]) => `${name} ${kib(size)}`).join(', ')}`);
  }
});
