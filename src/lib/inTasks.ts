/**
 * A promise settled in a later task of the browser's event loop (a timer), not in a microtask: the
 * browser may paint and handle input in between.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

interface Scheduler {
  yield?: () => Promise<void>;
  postTask?: (task: () => void, options: { delay: number }) => Promise<void>;
}

const schedulerOf = () => (globalThis as { scheduler?: Scheduler }).scheduler;

/**
 * A pause between two pieces of long work (reading and checking 100,000 saved records, writing a
 * large CSV): the rest of the work goes on in a later task, so the browser handles input and paints
 * in between. `scheduler.yield()` where the browser has it (its continuation runs before other
 * queued tasks, so the work is not delayed by them), else a message posted to ourselves (unlike a
 * timer, never held back 4 ms after a few nested pauses), else a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = schedulerOf();
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return nextTask();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

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

/**
 * A promise settled once the browser has painted the next frame (an animation frame, then a task),
 * for work that must not hold up what is already on screen: the dashboard fetches its charts' library
 * only after the page's text is painted, so the text is not kept waiting for it.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => void nextTask().then(resolve));
    else void nextTask().then(resolve);
  });

/**
 * `afterNextPaint`, or `ms` later, whichever comes first: a tab in the background paints no frames,
 * and neither does a page whose clock a test holds (Playwright's `page.clock` fakes animation
 * frames and timers). The bound is a task of the browser's scheduler (`scheduler.postTask` with a
 * delay), which neither pauses; a timer where there is none.
 */
export const afterNextPaintOrAfter = (ms: number): Promise<void> => {
  const scheduler = schedulerOf();
  const bound =
    typeof scheduler?.postTask === 'function'
      ? scheduler.postTask(() => undefined, { delay: ms })
      : new Promise<void>((resolve) => setTimeout(resolve, ms));
  return Promise.race([afterNextPaint(), bound]);
};

/** The browser's next idle callback (at the latest after `timeout` ms); a task where it has none. */
const idleCallback = (timeout: number): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else void nextTask().then(resolve);
  });

/** What background work waits for (`holdIdleWork`): each settles, never rejects. */
const holds = new Set<Promise<void>>();

/**
 * Holds background work (`whenIdle`, `inIdleSlices`) until `settled` settles. A save's transaction
 * commits only once the page has handled each of its requests' replies, and while the database
 * works the page looks idle: a slice of background work that started then (a spare copy, a list's
 * index) held the save up by its own length (traced: heard complete after 9.9 ms, not 1.6; 16 to
 * 27 ms in some benchmark runs at 100,000 records, docs/performance.md).
 */
export function holdIdleWork(settled: Promise<unknown>): void {
  const hold = settled.then(
    () => undefined,
    () => undefined,
  );
  holds.add(hold);
  void hold.then(() => holds.delete(hold));
}

/**
 * A promise settled when the browser is idle (an idle callback, asked for with `timeout`; a hold
 * can make it later) and nothing holds background work (`holdIdleWork`), for background work that
 * should not share a frame with what the user just did, nor hold up a save; a task where the
 * browser has no idle callbacks.
 */
export async function whenIdle(timeout = 1000): Promise<void> {
  for (;;) {
    // Nothing held: the idle callback is asked for at once, in the caller's task.
    while (holds.size > 0) await Promise.all(holds);
    await idleCallback(timeout);
    if (holds.size === 0) return;
  }
}

/** How long one slice of background work may hold the main thread, in ms. */
export const IDLE_SLICE_MS = 8;

/**
 * Background work in slices, each in an idle moment of the browser (`whenIdle`): `slice` is given
 * the time by which to stop (it checks the clock every few hundred items) and says whether the
 * work is done.
 */
export async function inIdleSlices(slice: (until: number) => boolean): Promise<void> {
  for (;;) {
    await whenIdle();
    if (slice(performance.now() + IDLE_SLICE_MS)) return;
  }
}
