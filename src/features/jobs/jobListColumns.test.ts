import type { TFunction } from 'i18next';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { jobListColumns } from './jobListColumns';
import { seedJobs, type Job } from './jobsSlice';

describe('jobListColumns', () => {
  it('translates each label once for the whole list, not once a row (export)', () => {
    const t = jest.fn((key: string) => `«${key}»`) as unknown as TFunction;
    const columns = jobListColumns(t);
    const made = (t as unknown as jest.Mock).mock.calls.length;
    const jobs = Object.values(seedJobs(TEST_REFERENCE_DATE).entities) as Job[];
    const rows = Array.from({ length: 20 }, () => jobs).flat();
    for (const row of rows)
      for (const column of columns) {
        column.valueGetter?.(row);
        if (typeof column.exportValue === 'function') column.exportValue(row);
      }
    const perRow = (t as unknown as jest.Mock).mock.calls.slice(made).map(([key]) => key as string);
    expect(new Set(perRow).size).toBe(perRow.length);
    expect(perRow.some((key) => key.startsWith('status.'))).toBe(true);
  });
});
