import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/**
 * Reading a DevTools CPU profile or trace of the production build (profile.bench.ts, and
 * scale.bench.ts with BENCH_PROFILE): self time summed by original source through the build's
 * source maps (the package, or the file of src/), the app's functions inclusive, and the main
 * thread's time by kind of work. PROFILE_TOP rows each (25); PROFILE_ALL counts every function
 * inclusive, not only src/'s.
 */
const TOP = Number(process.env.PROFILE_TOP ?? 25);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
export interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerFor(url: string): SourceMapConsumer | null {
  if (!consumers.has(url)) {
    const file = path.join('dist', new URL(url).pathname);
    try {
      consumers.set(
        url,
        new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap),
      );
    } catch {
      consumers.set(url, null);
    }
  }
  return consumers.get(url)!;
}

/** "react-dom", "@mui/x-data-grid" or "src/features/users/UserListPage.tsx" for a frame. */
function where(frame: ProfileNode['callFrame']): { source: string; fn: string } {
  if (!frame.url)
    return { source: `(${frame.functionName || 'no url'})`, fn: frame.functionName || '(no url)' };
  // A frame with no line (-1: the script as a whole) cannot be mapped.
  const consumer = frame.url.startsWith('http') && frame.lineNumber >= 0 ? consumerFor(frame.url) : null;
  const original = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const file = original?.source ?? frame.url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
  const source = pkg ?? file.replace(/^.*?\/src\//, 'src/');
  const fn = `${original?.name ?? frame.functionName ?? '?'} (${pkg ? file.replace(/^.*node_modules\//, '') : source}:${original?.line ?? '?'})`;
  return { source, fn };
}

export function summarise(profile: Profile, what: string): string {
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
  );
  const bySource = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (!ms) continue;
    const { source, fn } = where(node.callFrame);
    bySource.set(source, (bySource.get(source) ?? 0) + ms);
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
  }
  const top = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`)
      .join('\n');
  // Inclusive time of the app's own functions (src/): each sample counts once for every such
  // function on its stack, so a screen's render includes everything it calls.
  const parent = new Map<number, number>();
  for (const node of profile.nodes as (ProfileNode & { children?: number[] })[])
    for (const child of node.children ?? []) parent.set(child, node.id);
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { source, fn } = where(nodeById.get(at)!.callFrame);
      if ((!process.env.PROFILE_ALL && !source.startsWith('src/')) || seen.has(fn)) continue;
      seen.add(fn);
      inclusive.set(fn, (inclusive.get(fn) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    }
  });
  const total = (profile.endTime - profile.startTime) / 1000;
  return `profile of ${what}: ${total.toFixed(0)} ms\n\nby source:\n${top(bySource)}\n\nby function:\n${top(byFn)}\n\nsrc/, inclusive:\n${top(inclusive)}`;
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  ts: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** The renderer's main thread: time in each kind of work (script, style, layout, paint), in ms. */
export function timeline({ traceEvents }: { traceEvents: TraceEvent[] }): string {
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const kinds = [
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'RunMicrotasks',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'PrePaint',
    'Layerize',
    'HitTest',
    'ParseHTML',
    'RunTask',
  ];
  const sums = new Map<string, { ms: number; count: number; longest: number }>();
  for (const e of traceEvents) {
    if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !kinds.includes(e.name))
      continue;
    const ms = (e.dur ?? 0) / 1000;
    const sum = sums.get(e.name) ?? { ms: 0, count: 0, longest: 0 };
    sums.set(e.name, { ms: sum.ms + ms, count: sum.count + 1, longest: Math.max(sum.longest, ms) });
  }
  // Inside the longest task: every event by name (nested ones overlap their parents).
  const tasks = traceEvents.filter(
    (e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask',
  );
  const longest = tasks.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  if (longest) {
    const inside = new Map<string, number>();
    for (const e of traceEvents) {
      if (e.pid !== main!.pid || e.tid !== main!.tid || e.ph !== 'X' || e === longest) continue;
      if (e.ts < longest.ts || e.ts + (e.dur ?? 0) > longest.ts + (longest.dur ?? 0)) continue;
      inside.set(e.name, (inside.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    console.log(
      `longest task ${((longest.dur ?? 0) / 1000).toFixed(1)} ms:\n${[...inside.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([n, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${n}`)
        .join('\n')}`,
    );
  }
  return [...sums.entries()]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(
      ([name, s]) =>
        `${s.ms.toFixed(1).padStart(8)} ms  ${name} (${s.count}x, longest ${s.longest.toFixed(1)} ms)`,
    )
    .join('\n');
}
