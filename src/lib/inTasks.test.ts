import {
  afterNextPaintOrAfter,
  holdIdleWork,
  inIdleSlices,
  inTasks,
  IDLE_SLICE_MS,
  whenIdle,
} from './inTasks';

describe('inTasks', () => {
  it('runs each step in a task of its own, in order, waiting for a step that returns a promise', async () => {
    const ran: string[] = [];
    const done = inTasks([
      () => ran.push('react'),
      () => Promise.resolve().then(() => ran.push('theme')),
      () => ran.push('store'),
    ]);
    // Tasks queued meanwhile (a tap, a paint) run between the steps, not after all of them.
    setTimeout(() => ran.push('other task'), 0);
    await done;
    expect(ran).toEqual(['react', 'other task', 'theme', 'store']);
  });
});

describe('afterNextPaintOrAfter', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("is bounded by the browser scheduler's delayed task, which a held clock does not hold", async () => {
    // A held clock: no frame, no timer fires.
    jest.useFakeTimers();
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const postTask = jest.fn((task: () => void, _options: { delay: number }) => Promise.resolve(task()));
    (globalThis as { scheduler?: unknown }).scheduler = { postTask };
    await afterNextPaintOrAfter(100);
    expect(postTask).toHaveBeenCalledWith(expect.any(Function), { delay: 100 });
    frame.mockRestore();
  });

  it('settles with the frame when it comes first', async () => {
    const frames: FrameRequestCallback[] = [];
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return 1;
    });
    let settled = false;
    const waiting = afterNextPaintOrAfter(10_000).then(() => void (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    frames.forEach((callback) => callback(0));
    await waiting;
    expect(settled).toBe(true);
    frame.mockRestore();
  });
});

describe('inIdleSlices', () => {
  it('calls its slice, each in a later task with a deadline a slice ahead, until it is done', async () => {
    const deadlines: number[] = [];
    let calls = 0;
    let settled = false;
    const done = inIdleSlices((until) => {
      deadlines.push(until - performance.now());
      return ++calls === 3;
    }).then(() => (settled = true));
    expect(calls).toBe(0); // not in the caller's task
    await done;
    expect(settled).toBe(true);
    expect(calls).toBe(3);
    for (const ahead of deadlines) expect(ahead).toBeLessThanOrEqual(IDLE_SLICE_MS);
  });
});

describe('whenIdle', () => {
  it('waits for the work that holds it (a save), failed or done, then for an idle moment', async () => {
    for (const outcome of ['done', 'failed'] as const) {
      let settle!: () => void;
      const held = new Promise<void>((resolve, reject) => {
        settle = outcome === 'done' ? resolve : () => reject(new Error('aborted'));
      });
      held.catch(() => undefined);
      holdIdleWork(held);
      let idle = false;
      const waiting = whenIdle().then(() => (idle = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(idle).toBe(false);
      settle();
      await waiting;
      expect(idle).toBe(true);
    }
  });
});
