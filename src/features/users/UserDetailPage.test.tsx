import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { selectUserActivity } from './userDetailSelectors';
import { selectUserById } from './usersSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const DAVID = 'USR-001'; // driver, active; 14 jobs; documents verified, pending, rejected, verified
const MARIA = 'USR-006'; // driver, under review
const JENNIFER = 'USR-008'; // driver, suspended
const EMILY = 'USR-003'; // broker, active
const MICHAEL = 'USR-071'; // driver, pending verification

async function openDetail(path: string) {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState: seed });
  await screen.findByRole('tablist');
  return { user, ...rendered };
}

const toast = () => within(screen.getByRole('region', { name: 'Notifications' }));
const buttonNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('button')
    .map((button) => button.textContent);
const statusActions = () => screen.queryByRole('group', { name: 'Status actions' });

afterEach(restoreViewport);

describe('User detail: header and status actions', () => {
  it('shows the name, the avatar initials hidden beside it, status, rating, Edit Profile and Back to Users', async () => {
    const { container } = await openDetail(`/admin/users/${DAVID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'David Thompson' })).toBeInTheDocument();
    expect(screen.getByText('DT').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('Driver · USR-001')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    const rating = screen.getByRole('img', { name: 'Rating 3.6 out of 5' });
    expect(rating.querySelectorAll('[data-filled="true"]')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Users' })).toHaveAttribute('href', '/admin/users');
    // The four stat cards: Total Jobs, Completed, Total Earnings (money), Average Rating.
    for (const [title, value] of [
      ['Total Jobs', '206'],
      ['Completed', '199'],
      ['Total Earnings', '$277,008'],
      ['Average Rating', '3.6'],
    ] as const)
      expect(screen.getByRole('heading', { name: title }).nextElementSibling).toHaveTextContent(value);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
  });

  it.each([
    [DAVID, 'active', ['Mark Under Review', 'Suspend User']],
    [MARIA, 'under_review', ['Approve User', 'Reject User']],
    [JENNIFER, 'suspended', ['Approve User']],
  ])('%s (%s) is offered exactly %j', async (id, _status, expected) => {
    await openDetail(`/admin/users/${id}`);
    expect(buttonNames(statusActions()!)).toEqual(expected);
  });

  it('offers no status action to a user pending verification (approved in the verification queue)', async () => {
    await openDetail(`/admin/users/${MICHAEL}`);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(statusActions()).toBeNull();
    // In the header and on the Average Rating card.
    expect(screen.getAllByText('Not rated yet')).toHaveLength(2);
  });

  it.each([
    [DAVID, 'Mark Under Review', 'under_review', 'David Thompson has been marked as under review.'],
    [DAVID, 'Suspend User', 'suspended', 'David Thompson has been suspended.'],
    [MARIA, 'Approve User', 'active', 'Maria Garcia has been approved.'],
    [MARIA, 'Reject User', 'suspended', 'Maria Garcia has been suspended.'],
    [JENNIFER, 'Approve User', 'active', 'Jennifer Walker has been approved.'],
  ])('%s: %s makes the user %s, records it and toasts', async (id, button, to, description) => {
    const { user, store } = await openDetail(`/broker/users/${id}`);
    const from = selectUserById(store.getState(), id)!.status;
    await user.click(screen.getByRole('button', { name: button }));
    const changed = selectUserById(store.getState(), id)!;
    expect(changed.status).toBe(to);
    expect(changed.changes?.[0]).toMatchObject({ by: SIGNED_IN_ADMIN_ID, subject: 'status', from, to });
    expect(await toast().findByText('User Status Updated')).toBeInTheDocument();
    expect(toast().getByText(description)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: button })).toBeNull();
  });
});

describe('User detail: tabs', () => {
  it('keeps the chosen tab in ?tab= and links each tab to its panel', async () => {
    const { user, router } = await openDetail(`/admin/users/${DAVID}`);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Job History',
      'Documents',
      'Activity',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('IL-D6033898');

    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(router.state.location.search).toBe('?tab=documents');
    const tab = screen.getByRole('tab', { name: 'Documents' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(document.getElementById(tab.getAttribute('aria-controls')!)).toBe(
      screen.getByRole('tabpanel', { name: 'Documents' }),
    );
  });

  it('opens the tab named in the URL', async () => {
    await openDetail(`/admin/users/${DAVID}?tab=activity`);
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Activity' })).toBeInTheDocument();
  });

  it('shows a non-driver Overview and Activity only, without driver stats', async () => {
    await openDetail(`/admin/users/${EMILY}?tab=documents`);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Activity']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('heading', { name: 'Total Jobs' })).toBeNull();
    expect(screen.queryByRole('img', { name: /^Rating/ })).toBeNull();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Summit Freight Co.');
    expect(screen.getByText('Jobs, earnings and ratings are tracked for drivers only.')).toBeInTheDocument();
  });
});

describe('User detail: job history', () => {
  const jobIds = () =>
    within(screen.getByRole('table', { name: 'Job History' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows 5 jobs a page with the page in its own ?historyPage=', async () => {
    setViewportWidth(1366);
    const { user, router } = await openDetail(`/admin/users/${DAVID}?tab=history`);
    const history = seed.users.entities[DAVID]!.driver!.jobHistory.map((job) => job.jobId);
    expect(jobIds()).toEqual(history.slice(0, 5));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(new URLSearchParams(router.state.location.search).get('historyPage')).toBe('2');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('history');
    expect(jobIds()).toEqual(history.slice(5, 10));
    expect(screen.getByRole('link', { name: history[5] })).toHaveAttribute(
      'href',
      `/admin/jobs/${history[5]}`,
    );
  });

  it('opens the page named in the URL', async () => {
    setViewportWidth(1366);
    await openDetail(`/admin/users/${DAVID}?tab=history&historyPage=3`);
    expect(jobIds()).toHaveLength(4);
    expect(screen.getByText('Showing 11–14 of 14')).toBeInTheDocument();
  });
});

describe('User detail: documents', () => {
  const documentGroup = (name: string) => screen.getByRole('group', { name: `Actions for ${name}` });

  it('offers each document the actions its status allows', async () => {
    await openDetail(`/admin/users/${DAVID}?tab=documents`);
    expect(buttonNames(documentGroup("Driver's License"))).toEqual([
      'View Document',
      'Mark Pending',
      'Reject',
    ]);
    expect(buttonNames(documentGroup('TWIC Card'))).toEqual(['View Document', 'Verify', 'Reject']);
    expect(buttonNames(documentGroup('Medical Certificate'))).toEqual(['View Document', 'Verify']);
  });

  it.each([
    ['TWIC Card', 'Verify', 'verified', 'TWIC Card has been verified.'],
    ["Driver's License", 'Mark Pending', 'pending', "Driver's License has been marked as pending."],
    ['Medical Certificate', 'Verify', 'verified', 'Medical Certificate has been verified.'],
    ['TWIC Card', 'Reject', 'rejected', 'TWIC Card has been rejected.'],
  ])('%s: %s sets %s, records it and toasts', async (type, button, to, description) => {
    const { user, store } = await openDetail(`/admin/users/${DAVID}?tab=documents`);
    await user.click(within(documentGroup(type)).getByRole('button', { name: button }));
    const changed = selectUserById(store.getState(), DAVID)!;
    const document = changed.driver!.documents.find((d) => d.type === type)!;
    expect(document.status).toBe(to);
    expect(changed.changes?.[0]).toMatchObject({ by: SIGNED_IN_ADMIN_ID, subject: document.id, to });
    expect(await toast().findByText('Document Status Updated')).toBeInTheDocument();
    expect(toast().getByText(description)).toBeInTheDocument();
  });

  it('shows a drawn sample of the document in a dialog', async () => {
    const { user } = await openDetail(`/admin/users/${DAVID}?tab=documents`);
    await user.click(within(documentGroup('TWIC Card')).getByRole('button', { name: 'View Document' }));
    const dialog = screen.getByRole('dialog', { name: 'TWIC Card: sample' });
    expect(dialog).toHaveTextContent('David Thompson');
    expect(dialog).toHaveTextContent('IL-D6033898');
    expect(dialog).toHaveTextContent('Nov 28, 2029');
    expect(dialog).toHaveTextContent('USR-001-DOC-2');
    expect(dialog.querySelector('img')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(dialog);
  });
});

describe('User detail: activity', () => {
  beforeEach(() => {
    // Only Date is faked, so that the changes are made an hour after the sample data's "now".
    jest.useFakeTimers({
      now: TEST_REFERENCE_DATE.getTime() + 60 * 60 * 1000,
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'nextTick',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('lists the changes newest first by Super Admin, then the driver’s own activity', async () => {
    const { user, store } = await openDetail(`/admin/users/${DAVID}?tab=documents`);
    await user.click(
      within(screen.getByRole('group', { name: 'Actions for TWIC Card' })).getByRole('button', {
        name: 'Verify',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Suspend User' }));
    await user.click(screen.getByRole('tab', { name: 'Activity' }));

    const items = within(screen.getByRole('tabpanel', { name: 'Activity' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Status changed from Active to Suspended');
    expect(items[0]).toHaveTextContent('By Super Admin');
    expect(items[1]).toHaveTextContent('TWIC Card changed from Pending to Verified');
    expect(items[1]).toHaveTextContent('By Super Admin');
    expect(items[2]).toHaveTextContent('Started JOB-1029');
    expect(items[2]).toHaveTextContent('By David Thompson');
    expect(items[2]).toHaveTextContent(/yesterday \(Jun 14, 2026/);
    expect(items).toHaveLength(6);
    expect(selectUserActivity(store.getState(), DAVID).map((entry) => entry.kind)).toEqual([
      'status',
      'document',
      'driver',
      'driver',
      'driver',
      'driver',
    ]);
  });
});

describe('User detail: unknown id', () => {
  it.each(['admin', 'broker'])('shows the not-found view in the %s area with a way back', async (area) => {
    renderRoute(`/${area}/users/USR-999`, { preloadedState: seed });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('No user has the id USR-999.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Users' })).toHaveAttribute('href', `/${area}/users`);
    // Inside the layout: the main navigation is still there.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
