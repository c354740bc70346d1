import { keysTranslatedForRows } from '@/testing/columnTranslations';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { jobListColumns } from './jobListColumns';
import { seedJobs, type Job } from './jobsSlice';

describe('jobListColumns', () => {
  it('translates each label once for the whole list, not once a row (export)', () => {
    const jobs = Object.values(seedJobs(TEST_REFERENCE_DATE).entities) as Job[];
    const rows = Array.from({ length: 20 }, () => jobs).flat();
    const keys = keysTranslatedForRows(jobListColumns, rows);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.some((key) => key.startsWith('status.'))).toBe(true);
  });
});
