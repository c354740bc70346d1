import { inTasks } from './inTasks';

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
