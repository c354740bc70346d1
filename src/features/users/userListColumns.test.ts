import type { TFunction } from 'i18next';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { userListColumns } from './userListColumns';
import { seedUsers, type User } from './usersSlice';

describe('userListColumns', () => {
  it('translates each label once for the whole list, not once a row (export, sort, ranking)', () => {
    const t = jest.fn((key: string) => `«${key}»`) as unknown as TFunction;
    const columns = userListColumns(t, TEST_REFERENCE_DATE);
    const made = (t as unknown as jest.Mock).mock.calls.length;
    const users = Object.values(seedUsers(TEST_REFERENCE_DATE).entities) as User[];
    const rows = Array.from({ length: 20 }, () => users).flat();
    for (const row of rows)
      for (const column of columns) {
        column.valueGetter?.(row);
        if (typeof column.exportValue === 'function') column.exportValue(row);
      }
    const perRow = (t as unknown as jest.Mock).mock.calls.slice(made).map(([key]) => key as string);
    expect(new Set(perRow).size).toBe(perRow.length);
    expect(perRow).toContain('admin.userList.verified');
  });
});
