/**
 * A promise settled in a later task of the browser's event loop (a timer), not in a microtask: the
 * browser may paint and handle input in between.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs `steps` one after another, each in its own task. The start-up gives each group of modules
 * (React, MUI, i18next, the store, the router...) its own step, so their evaluation is several short
 * tasks instead of one long one that would leave a tap unanswered (issue 22, docs/performance.md).
 */
export async function inTasks(steps: readonly (() => unknown)[]): Promise<void> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
}
