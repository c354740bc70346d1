import type { Page } from '@playwright/test';
import type { StepResult } from './probes';

/** The benchmark's results (scale.bench.ts): each step's runs, by the step's name, and its table. */
export type Results = Map<string, StepResult[]>;

export const record = (results: Results, name: string, result: StepResult) =>
  results.set(name, [...(results.get(name) ?? []), result]);

/**
 * Anywhere: the longest task of the run's page, from its load until now (the background ranking,
 * collections), not only those that overlapped a timed step; each one over 200 ms is logged with
 * the step it came after (or the untimed set-up after it).
 */
export async function recordLongestTask(page: Page, results: Results): Promise<void> {
  const tasks = await page.evaluate(() => window.__bench.longTasks);
  const longest = Math.max(0, ...tasks.map((t) => t.duration));
  const steps = [...results].map(([name, runs]) => ({ name, start: runs[runs.length - 1]!.start }));
  for (const task of tasks.filter((t) => t.duration > 200)) {
    const after = steps.filter((s) => s.start <= task.start).sort((a, b) => b.start - a.start)[0];
    console.log(
      `bench: a ${Math.round(task.duration)} ms task at ${Math.round(task.start)} ms, after "${after?.name}"`,
    );
  }
  record(results, 'any task of the run (load to export, and 3 s after)', {
    ms: longest,
    longTask: longest,
    start: 0,
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

export function table(bySize: Map<number, Results>): string {
  const sizes = [...bySize.keys()];
  const header = ['Step', ...sizes.flatMap((n) => [`${n} median`, `${n} worst`, `${n} longest task`])];
  const names = [...bySize.get(sizes[0]!)!.keys()];
  const rows = names.map((name) => [
    name,
    ...sizes.flatMap((n) => {
      const steps = bySize.get(n)!.get(name) ?? [];
      return [
        ms(median(steps.map((s) => s.ms))),
        ms(Math.max(...steps.map((s) => s.ms))),
        ms(Math.max(...steps.map((s) => s.longTask))),
      ];
    }),
  ]);
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/**
 * This machine's speed today, for comparing tables taken on different days (its figures move by 2x
 * and more from day to day): a fixed piece of work in the page, sorting 200,000 strings with an
 * Intl.Collator as the lists do, 5 times, the median in milliseconds.
 */
export async function referenceWork(page: Page): Promise<number> {
  return page.evaluate(() => {
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    const words = Array.from({ length: 200_000 }, (_, i) => `Name ${(i * 7919) % 200_003} Street ${i % 97}`);
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      [...words].sort(collator.compare);
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[2]!;
  });
}
