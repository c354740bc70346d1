import { keysTranslatedForRows } from '@/testing/columnTranslations';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { userListColumns } from './userListColumns';
import { seedUsers, type User } from './usersSlice';

describe('userListColumns', () => {
  it('translates each label once for the whole list, not once a row (export, sort, ranking)', () => {
    const users = Object.values(seedUsers(TEST_REFERENCE_DATE).entities) as User[];
    const rows = Array.from({ length: 20 }, () => users).flat();
    const keys = keysTranslatedForRows((t) => userListColumns(t, TEST_REFERENCE_DATE), rows);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('admin.userList.verified');
  });
});
