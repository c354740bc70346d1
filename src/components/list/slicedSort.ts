import { yieldToBrowser } from '@/lib/inTasks';

/**
 * Steps (comparisons, look-ups) between two readings of the clock: 1,000 collator comparisons take
 * well under 1 ms, and reading the clock after each one would cost more than the comparison.
 */
export const SLICE_STEPS = 1_000;

/** How long a slice may run before the page gets a turn: half a 60 Hz frame, far from a long task. */
export const SLICE_BUDGET_MS = 8;

/**
 * Long work cut into slices: the work calls `tick()` after each step and, when it says so, awaits
 * `pause()`. A slice therefore lasts at most its budget plus one group of `SLICE_STEPS` steps; the
 * clock is read once a group, not once a step.
 */
export class Slices {
  private started = performance.now();
  private steps = 0;

  constructor(private readonly budgetMs: number = SLICE_BUDGET_MS) {}

  /** Counts one step; true when a group of steps is done and the slice has used its budget. */
  tick(): boolean {
    if (++this.steps < SLICE_STEPS) return false;
    this.steps = 0;
    return performance.now() - this.started >= this.budgetMs;
  }

  /** Gives the page a turn (input, paint), then starts a new slice. */
  async pause(): Promise<void> {
    await yieldToBrowser();
    this.started = performance.now();
    this.steps = 0;
  }
}

/**
 * `values` sorted by `compare`, in slices: a bottom-up merge sort (runs of 1, 2, 4... merged into
 * the other of two arrays), because its work is a plain loop that can stop after any comparison and
 * go on in a later task, which `Array.prototype.sort` cannot. Equal values keep their order
 * (irrelevant for the distinct strings it is given, but it makes the result deterministic).
 */
export async function sortInSlices(
  values: readonly string[],
  compare: (a: string, b: string) => number,
  slices: Slices,
): Promise<string[]> {
  const length = values.length;
  let from = values.slice();
  let to = new Array<string>(length);
  for (let width = 1; width < length; width *= 2) {
    for (let low = 0; low < length; low += 2 * width) {
      const middle = Math.min(low + width, length);
      const high = Math.min(low + 2 * width, length);
      let i = low;
      let j = middle;
      let k = low;
      while (i < middle && j < high) {
        // The right run's value goes first only when strictly smaller: that keeps the sort stable.
        to[k++] = compare(from[j]!, from[i]!) < 0 ? from[j++]! : from[i++]!;
        if (slices.tick()) await slices.pause();
      }
      while (i < middle) to[k++] = from[i++]!;
      while (j < high) to[k++] = from[j++]!;
    }
    [from, to] = [to, from];
  }
  return from;
}
