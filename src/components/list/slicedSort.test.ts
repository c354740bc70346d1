import { yieldToBrowser } from '@/lib/inTasks';
import { SLICE_STEPS, Slices, sortInSlices } from './slicedSort';

// Pauses counted on a fake clock: each comparison "takes" COMPARE_MS, nothing else takes time.
jest.mock('@/lib/inTasks', () => ({ yieldToBrowser: jest.fn(() => Promise.resolve()) }));

const COMPARE_MS = 0.002;
let clock = 0;

beforeEach(() => {
  clock = 0;
  jest.mocked(yieldToBrowser).mockClear();
  jest.spyOn(performance, 'now').mockImplementation(() => clock);
});

afterEach(() => jest.restoreAllMocks());

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Distinct strings in no particular order, numbers inside some of them. */
const strings = (count: number) =>
  Array.from({ length: count }, (_, i) => `${i % 3 === 0 ? 'Job' : 'job'} ${(i * 7919) % count}`);

describe('sortInSlices', () => {
  it("gives Array.prototype.sort's order for every length from 0 to 40 and at 5,000", async () => {
    for (const length of [...Array.from({ length: 41 }, (_, i) => i), 5_000]) {
      const values = strings(length);
      const sorted = await sortInSlices(values, collator.compare, new Slices());
      expect(sorted).toEqual(values.slice().sort(collator.compare));
    }
  });

  it('keeps equal values in their order (stable)', async () => {
    const values = ['b', 'A', 'a', 'B', 'á', 'c', 'Á'];
    const sorted = await sortInSlices(values, collator.compare, new Slices());
    expect(sorted).toEqual(['A', 'a', 'á', 'Á', 'b', 'B', 'c']);
  });

  it('pauses once a slice has used its budget, and no slice runs longer than the budget and one group of steps', async () => {
    const budget = 8;
    const pausedAt: number[] = [];
    jest.mocked(yieldToBrowser).mockImplementation(() => {
      pausedAt.push(clock);
      return Promise.resolve();
    });
    const compare = (a: string, b: string) => {
      clock += COMPARE_MS;
      return collator.compare(a, b);
    };
    const values = strings(20_000);
    const sorted = await sortInSlices(values, compare, new Slices(budget));
    expect(sorted).toEqual(values.slice().sort(collator.compare));
    // About 260,000 comparisons, 520 ms on the fake clock: some 60 slices of 8 to 10 ms.
    const longest = Math.max(...[...pausedAt, clock].map((at, i) => at - (pausedAt[i - 1] ?? 0)));
    expect(pausedAt.length).toBeGreaterThan(clock / (budget + SLICE_STEPS * COMPARE_MS) - 1);
    expect(longest).toBeLessThanOrEqual(budget + SLICE_STEPS * COMPARE_MS + 1e-9);
    expect(longest).toBeGreaterThanOrEqual(budget);
  });

  it('never pauses while the work fits in its budget', async () => {
    await sortInSlices(strings(5_000), collator.compare, new Slices());
    expect(yieldToBrowser).not.toHaveBeenCalled();
  });
});

describe('Slices', () => {
  it('reads the clock once a group of steps and asks for a pause only past the budget', async () => {
    const now = jest.mocked(performance.now);
    const slices = new Slices(5);
    now.mockClear();
    clock = 100;
    const asked = Array.from({ length: SLICE_STEPS * 2 }, () => slices.tick());
    expect(now).toHaveBeenCalledTimes(2);
    expect(asked.filter(Boolean)).toHaveLength(2);
    expect(asked[SLICE_STEPS - 1]).toBe(true);
    await slices.pause();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
    // A new slice: its budget counts from the pause.
    expect(Array.from({ length: SLICE_STEPS }, () => slices.tick()).some(Boolean)).toBe(false);
  });
});
