// `npm run perf -- --against <commit>`: the current build and an earlier one measured side by side.
// Runs alternate between the two builds (A, B, A, B...), so a change in the machine's load during
// the measurement weighs on both alike; what is compared is the ratio current / earlier.
import { audit, PRESETS } from './lighthouse.mjs';
import { blockingTime, longTasksOf } from './longTasks.mjs';
import { formatTable, median, ratio } from './table.mjs';

/**
 * `builds`: [current, earlier], each { label, base } (a served build). Resolves with two markdown
 * tables: Lighthouse's blocking time and score per route and preset (medians of `runs` runs each),
 * and the long tasks of each start under a 4x CPU slowdown.
 */
export async function sideBySide({ routes, runs, builds, chromePath }) {
  const [now, before] = builds;
  const lighthouseRows = [];
  let version;
  for (const route of routes) {
    for (const [preset, config] of Object.entries(PRESETS)) {
      const results = new Map(builds.map((build) => [build, []]));
      for (let run = 1; run <= runs; run++) {
        for (const build of builds) {
          const result = await audit(build.base + route, config, chromePath).catch((error) => {
            throw new Error(`Lighthouse failed for ${route} (${build.label}, ${preset}): ${error.message}`);
          });
          version = result.version;
          results.get(build).push(result);
          console.error(
            `perf: ${route} ${preset} ${build.label} run ${run}/${runs}: ${result.perf}, TBT ${result.tbt}`,
          );
        }
      }
      const tbt = (build) => median(results.get(build).map((result) => result.tbtMs));
      const perf = (build) => median(results.get(build).map((result) => result.perf));
      lighthouseRows.push([
        route,
        preset,
        `${tbt(now)} ms`,
        `${tbt(before)} ms`,
        ratio(tbt(now), tbt(before)),
        perf(now),
        perf(before),
        ratio(perf(now), perf(before)),
      ]);
    }
  }
  const header = ['Route', 'Preset', `TBT ${now.label}`, `TBT ${before.label}`, 'TBT ratio'];
  header.push(`Perf ${now.label}`, `Perf ${before.label}`, 'Perf ratio');
  const lighthouseTable = formatTable(header, lighthouseRows);

  const taskRows = [];
  for (const route of routes) {
    const starts = new Map(builds.map((build) => [build, []]));
    for (let run = 1; run <= runs; run++) {
      for (const build of builds) {
        const tasks = await longTasksOf(build.base + route, { chromePath });
        starts.get(build).push(tasks);
        console.error(`perf: long tasks of ${route} ${build.label} run ${run}/${runs}: ${tasks.join(', ')}`);
      }
    }
    for (const build of builds) {
      const list = starts.get(build);
      const longest = median(list.map((tasks) => Math.max(0, ...tasks)));
      const blocking = median(list.map(blockingTime));
      const each = list.map((tasks) => (tasks.length ? tasks.join(', ') : 'none')).join(' / ');
      taskRows.push([route, build.label, `${longest} ms`, `${blocking} ms`, each]);
    }
  }
  const taskHeader = ['Route', 'Build', 'Longest', 'Blocking', 'Long tasks of each start (ms)'];
  const taskTable = formatTable(taskHeader, taskRows, [0, 1, 4]);
  return { version, text: `${lighthouseTable}\n\n${taskTable}` };
}
