import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refuseToRead } from '@/testing/database';
import { renderRoute } from '@/testing/renderWithProviders';
import { makeRootStore } from './rootStore';

const ERROR_TITLE = 'This page could not be shown';

describe('the admin area, a domain of its layout refused', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports the error its boundary caught.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the area's error view, not the app's generic one, whose Try again reads the domain again", async () => {
    const refuse = refuseToRead('notifications');
    // A store without the domains, as the app starts: the admin area reads them from the database.
    renderRoute('/admin/users', { store: makeRootStore() });
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TITLE })).toBeVisible();
    const view = screen.getByRole('main');
    expect(view).toHaveTextContent('Something went wrong while opening the back office.');
    expect(within(view).getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(
      consoleError.mock.calls.flat().some((part) => String(part).includes('The read was refused.')),
    ).toBe(true);

    // Try again reads the refused domain again (that it then shows the area, or the view again while
    // still refused, is e2e/storage.spec.ts's, in the browser: here React's test renderer leaves a
    // retried render waiting once its read has settled).
    const reads = refuse.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(refuse.mock.calls.length).toBeGreaterThan(reads));
  });
});
