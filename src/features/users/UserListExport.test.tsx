import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { CSV_BOM } from '@/lib/csv';
import { lastDownload } from '@/testing/downloads';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { selectFilteredUsers, userAdded } from './usersSlice';

jest.mock('@/lib/download', () => ({ ...jest.requireActual('@/lib/download'), downloadText: jest.fn() }));

describe('User list: Export', () => {
  // Under 768 px, where the cards write the file themselves: the grid's own export (the same file,
  // from 768 px) cannot download in jsdom (no URL.createObjectURL), and is left to the browser tests.
  beforeEach(() => setViewportWidth(375));
  afterEach(restoreViewport);

  it('exports the searched list, every page, with a user named =SUM(1,2) as text, not a formula', async () => {
    const user = userEvent.setup();
    const { store } = renderRoute('/admin/users?q=e', {
      preloadedState: seedDomainState(TEST_REFERENCE_DATE),
    });
    await screen.findByRole('heading', { level: 1, name: 'User Management' });
    act(() => {
      store.dispatch(
        userAdded({
          id: 'USR-900',
          today: TEST_REFERENCE_DATE.toISOString(),
          name: '=SUM(1,2)',
          email: 'formula@example.com',
          phone: '+1 555 0100',
          role: 'shipper',
          companyName: 'Formula Freight',
          licenseNumber: '',
          workRadius: null,
          isEmailVerified: true,
          notes: '',
        }),
      );
    });
    await user.click(screen.getByRole('button', { name: 'Export' }));

    const [fileName, text, type] = lastDownload();
    expect(fileName).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(type).toMatch(/^text\/csv/);
    expect(text.startsWith(`${CSV_BOM}User,Role,Company,Status,Verified,Last Active\r\n`)).toBe(true);
    const rows = text.trimEnd().split('\r\n').slice(1);
    // Every matching user, not only the 10 on the page.
    const matching = selectFilteredUsers(store.getState(), { query: 'e', role: 'all', status: 'all' });
    expect(matching.length).toBeGreaterThan(10);
    expect(rows).toHaveLength(matching.length);
    expect(rows).toContainEqual(expect.stringMatching(/^"'=SUM\(1,2\)",Shipper,Formula Freight,/));
  });
});
