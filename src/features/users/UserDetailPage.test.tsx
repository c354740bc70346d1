import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { expectTabsLinkedToPanels } from '@/testing/tabs';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { selectAuditFor } from '@/store/history/audit';
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
/** The buttons the machine allows (the refused ones are shown, aria-disabled, with a reason). */
const offeredNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-disabled') !== 'true')
    .map((button) => button.textContent);
const statusActions = () => screen.getByRole('group', { name: 'Status actions' });

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
    expect(offeredNames(statusActions())).toEqual(expected);
    expect(within(statusActions()).getAllByRole('button')).toHaveLength(4);
    for (const name of ['Mark Under Review', 'Suspend User', 'Approve User', 'Reject User'])
      expect(within(statusActions()).getByRole('button', { name })).toBeInTheDocument();
  });

  it('shows a user pending verification every action disabled, with the machine’s reason', async () => {
    const { user, store } = await openDetail(`/admin/users/${MICHAEL}`);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    const buttons = within(statusActions()).getAllByRole('button');
    expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('Not possible while the status is pending.');
    }
    await user.click(buttons[2]!);
    expect(selectUserById(store.getState(), MICHAEL)!.status).toBe('pending');
    // In the header and on the Average Rating card.
    expect(screen.getAllByText('Not rated yet')).toHaveLength(2);
  });

  it.each([
    [DAVID, 'Mark Under Review', 'under_review', 'User has been marked as under review.'],
    [DAVID, 'Suspend User', 'suspended', 'User has been suspended.'],
    [MARIA, 'Approve User', 'active', 'User has been approved.'],
    [MARIA, 'Reject User', 'suspended', 'User has been suspended.'],
    [JENNIFER, 'Approve User', 'active', 'User has been approved.'],
  ])('%s: %s makes the user %s, records it and toasts', async (id, button, to, description) => {
    const { user, store } = await openDetail(`/broker/users/${id}`);
    const from = selectUserById(store.getState(), id)!.status;
    await user.click(screen.getByRole('button', { name: button }));
    const changed = selectUserById(store.getState(), id)!;
    expect(changed.status).toBe(to);
    expect(selectAuditFor(store.getState(), id)[0]).toMatchObject({
      by: SIGNED_IN_ADMIN_ID,
      entityType: 'user',
      entityId: id,
      from,
      to,
    });
    expect(await toast().findByText('User Status Updated')).toBeInTheDocument();
    expect(toast().getByText(description)).toBeInTheDocument();
    // Sent once, the action is now refused: shown disabled, with the reason.
    expect(within(statusActions()).getByRole('button', { name: button })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
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
    expectTabsLinkedToPanels();

    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(router.state.location.search).toBe('?tab=documents');
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Documents');
    expectTabsLinkedToPanels();
  });

  it('opens the tab named in the URL', async () => {
    await openDetail(`/admin/users/${DAVID}?tab=activity`);
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Activity' })).toBeInTheDocument();
  });

  it('shows a non-driver Overview and Activity only, without driver stats', async () => {
    await openDetail(`/admin/users/${EMILY}?tab=documents`);
    expect(expectTabsLinkedToPanels().map((tab) => tab.textContent)).toEqual(['Overview', 'Activity']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('heading', { name: 'Total Jobs' })).toBeNull();
    expect(screen.queryByRole('img', { name: /^Rating/ })).toBeNull();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Summit Freight Co.');
    expect(screen.getByText('Jobs, earnings and ratings are tracked for drivers only.')).toBeInTheDocument();
  });
});

describe('User detail: job history', () => {
  /** The history: a grid from 768 px (a lazy chunk, awaited by `openHistory`), cards below. */
  const list = () =>
    screen.getByRole(window.matchMedia('(min-width:768px)').matches ? 'grid' : 'list', {
      name: 'Job History',
    });
  const jobIds = () =>
    within(list())
      .getAllByRole('link')
      .map((link) => link.textContent);
  async function openHistory(path: string) {
    const opened = await openDetail(path);
    if (window.matchMedia('(min-width:768px)').matches)
      await screen.findByRole('grid', { name: 'Job History' });
    return opened;
  }

  it('shows 5 jobs a page with the page in its own ?historyPage=', async () => {
    setViewportWidth(1366);
    const { user, router } = await openHistory(`/admin/users/${DAVID}?tab=history`);
    expect(
      within(list())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Job', 'Date', 'Amount', 'Status']);
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
    setViewportWidth(375); // the page parameter's logic, in the cards (the grid is checked above)
    await openHistory(`/admin/users/${DAVID}?tab=history&historyPage=3`);
    expect(jobIds()).toHaveLength(4);
    expect(screen.getByText('Showing 11–14 of 14')).toBeInTheDocument();
  });
});

describe('User detail: documents', () => {
  const documentGroup = (name: string) => screen.getByRole('group', { name: `Actions for ${name}` });

  it('offers each document the actions its status allows', async () => {
    await openDetail(`/admin/users/${DAVID}?tab=documents`);
    expect(offeredNames(documentGroup("Driver's License"))).toEqual([
      'View Document',
      'Mark Pending',
      'Reject',
    ]);
    expect(offeredNames(documentGroup('TWIC Card'))).toEqual(['View Document', 'Verify', 'Reject']);
    expect(offeredNames(documentGroup('Medical Certificate'))).toEqual(['View Document', 'Verify']);
    // The refused ones stay, disabled, with the machine's reason.
    const rejected = within(documentGroup('Medical Certificate'));
    expect(rejected.getByRole('button', { name: 'Reject' })).toHaveAccessibleDescription('Already rejected.');
    expect(rejected.getByRole('button', { name: 'Mark Pending' })).toHaveAccessibleDescription(
      'Not possible while the status is rejected.',
    );
  });

  it.each([
    ['TWIC Card', 'Verify', 'verified', 'TWIC Card has been verified.'],
    ["Driver's License", 'Mark Pending', 'pending', "Driver's License has been pending."],
    ['Medical Certificate', 'Verify', 'verified', 'Medical Certificate has been verified.'],
    ['TWIC Card', 'Reject', 'rejected', 'TWIC Card has been rejected.'],
  ])('%s: %s sets %s, records it and toasts', async (type, button, to, description) => {
    const { user, store } = await openDetail(`/admin/users/${DAVID}?tab=documents`);
    await user.click(within(documentGroup(type)).getByRole('button', { name: button }));
    const changed = selectUserById(store.getState(), DAVID)!;
    const document = changed.driver!.documents.find((d) => d.type === type)!;
    expect(document.status).toBe(to);
    expect(selectAuditFor(store.getState(), DAVID)[0]).toMatchObject({
      by: SIGNED_IN_ADMIN_ID,
      entityType: 'driverDocument',
      entityId: document.id,
      to,
    });
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
