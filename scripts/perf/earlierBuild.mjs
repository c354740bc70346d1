// The production build of an earlier commit, for `npm run perf -- --against <commit>`: the commit's
// files (git archive) in a folder of the system's temporary directory, outside the project, built
// there into its own dist/. The build is kept, by full commit hash, so the next comparison with the
// same commit starts at once. Its text files get this checkout's brotli copies (scripts/precompress.mjs),
// so that both builds travel the same way whatever the earlier build did. Its dependencies: this checkout's node_modules (a symbolic link) when
// the commit's package-lock.json is the same as this one's, else its own `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (command, args, options) => {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed${result.stderr ? `: ${result.stderr.trim()}` : ''}`);
  return result.stdout;
};

/** Resolves `commit` (a hash, a branch, a tag) in the repository at `root`; returns the dist/ of its build. */
export function buildOf(root, commit) {
  const hash = run('git', ['rev-parse', '--verify', `${commit}^{commit}`], { cwd: root }).trim();
  const dir = join(tmpdir(), 'freight-perf-builds', hash);
  const dist = join(dir, 'dist');
  if (existsSync(join(dist, 'index.html'))) {
    console.error(`perf: the build of ${hash.slice(0, 7)} is already there (${dir})`);
    return { hash, dist: precompressed(root, dist) };
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.error(`perf: extracting ${hash.slice(0, 7)} into ${dir}`);
  const archive = spawnSync('git', ['archive', '--format=tar', hash], { cwd: root, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${hash} failed`);
  run('tar', ['-x', '-C', dir], { input: archive.stdout });
  const lock = (folder) => readFileSync(join(folder, 'package-lock.json'), 'utf8');
  if (lock(dir) === lock(root)) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  else if (
    spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 2, 2] }).status !== 0
  )
    throw new Error(`npm ci failed for ${hash.slice(0, 7)}`);
  console.error(`perf: building ${hash.slice(0, 7)}`);
  if (spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 2, 2] }).status !== 0)
    throw new Error(`npm run build failed for ${hash.slice(0, 7)}`);
  return { hash, dist: precompressed(root, dist) };
}

/** Writes this checkout's brotli copies beside `dist`'s text files; returns `dist`. */
function precompressed(root, dist) {
  run('node', [join(root, 'scripts', 'precompress.mjs')], { env: { ...process.env, DIST_DIR: dist } });
  return dist;
}
