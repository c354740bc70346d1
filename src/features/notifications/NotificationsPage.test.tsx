import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { selectNotificationById, selectUnreadCount } from './notificationsSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const all = seed.notifications.ids.map((id) => seed.notifications.entities[id]!);
const byTitle = (title: string) => all.find((n) => n.title === title)!;

/** Opens the list; from 768 px, waits for its grid (a lazy chunk) unless the list opens empty. */
async function openList(path = '/admin/notifications', { empty = false } = {}) {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState: seed });
  await screen.findByRole('heading', { level: 1, name: 'Notifications' });
  if (isWide() && !empty) await screen.findByRole('grid', { name: 'Notifications' });
  const params = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { user, params, ...rendered };
}

const isWide = () => window.matchMedia('(min-width:768px)').matches;
const table = () => screen.getByRole('grid', { name: 'Notifications' });
/** The grid from 768 px, the cards below. */
const list = () => (isWide() ? table() : screen.getByRole('list', { name: 'Notifications' }));
/** The titles of the rows on the page, in order (each row's first cell, or card, starts with its title). */
const rowTitles = () =>
  (isWide()
    ? within(table())
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('gridcell')[0]!)
    : within(list()).getAllByRole('listitem')
  ).map((first) => all.find((n) => first.textContent!.startsWith(n.title))!.title);
const bell = () => screen.getByRole('button', { name: /^Notifications/ });

async function choose(user: ReturnType<typeof userEvent.setup>, filter: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: filter }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('NotificationsPage', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(restoreViewport);

  it('lists the notifications newest first, unread ones with a dot and a Mark as read button', async () => {
    await openList();
    expect(screen.getByText('6 unread of 15')).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Notification', 'Type', 'Priority', 'Time', 'Status', 'Actions']);
    expect(rowTitles()).toEqual(all.slice(0, 10).map((n) => n.title));
    const unreadOnPage = all.slice(0, 10).filter((n) => !n.read);
    expect(within(table()).getAllByRole('img', { name: 'Unread' })).toHaveLength(unreadOnPage.length);
    expect(
      within(table())
        .getAllByRole('button', { name: /^Mark .* as read$/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(unreadOnPage.map((n) => `Mark ${n.title} as read`));
    const firstRow = within(table()).getAllByRole('row')[1]!;
    expect(firstRow).toHaveTextContent('User');
    expect(firstRow).toHaveTextContent('High');
    expect(firstRow.querySelector('time')).toHaveAttribute('datetime', all[0]!.time);
    expect(firstRow).toHaveTextContent('Unread');
  });

  it('searches over title and message, case-insensitively, in ?q=', async () => {
    setViewportWidth(375); // the search's logic, in the cards (the grid is checked above)
    const { user, params } = await openList();
    const search = screen.getByRole('searchbox', { name: 'Search notifications' });
    await user.type(search, 'DECLINED');
    expect(rowTitles()).toEqual(['Payment failed']);
    expect(params()).toEqual({ q: 'DECLINED' });
    await user.tripleClick(search);
    await user.paste('job completed');
    expect(rowTitles()).toEqual(['Job completed']);
  });

  it('filters by type and read state, in the URL, and reads them back on load', async () => {
    setViewportWidth(375); // the filters' logic, in the cards (the grid is checked above)
    const { user, params } = await openList();
    await choose(user, 'Type', 'System');
    expect(rowTitles()).toEqual(all.filter((n) => n.type === 'system').map((n) => n.title));
    expect(params()).toEqual({ type: 'system' });
    await choose(user, 'Type', 'All Types');
    await choose(user, 'Read status', 'Unread');
    expect(rowTitles()).toEqual(all.filter((n) => !n.read).map((n) => n.title));
    expect(params()).toEqual({ read: 'unread' });
    await choose(user, 'Read status', 'Read');
    expect(rowTitles()).toEqual(
      all
        .filter((n) => n.read)
        .slice(0, 10)
        .map((n) => n.title),
    );
  });

  it('restores search and filters from the URL; unknown values read as All', async () => {
    setViewportWidth(375); // the filters' logic, in the cards (the grid is checked above)
    await openList('/broker/notifications?q=card&type=payment&read=unread');
    expect(screen.getByRole('searchbox', { name: 'Search notifications' })).toHaveValue('card');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Payment');
    expect(screen.getByRole('combobox', { name: 'Read status' })).toHaveTextContent('Unread');
    expect(rowTitles()).toEqual(['Payment failed']);
  });

  it('says so when nothing matches', async () => {
    await openList('/admin/notifications?q=zzz&type=bogus', { empty: true });
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All Types');
    expect(screen.getByText('No notifications found')).toBeInTheDocument();
  });

  it('marks one notification read from the list; the bell count goes down', async () => {
    const { user, store } = await openList();
    const target = byTitle('New driver registration');
    expect(bell()).toHaveAccessibleName('Notifications, 6 unread');
    await user.click(within(table()).getByRole('button', { name: 'Mark New driver registration as read' }));
    expect(selectNotificationById(store.getState(), target.id)?.read).toBe(true);
    expect(
      within(table()).queryByRole('button', { name: 'Mark New driver registration as read' }),
    ).not.toBeInTheDocument();
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('Read');
    expect(bell()).toHaveAccessibleName('Notifications, 5 unread');
    expect(screen.getByText('5 unread of 15')).toHaveFocus();
  });

  it('Mark All Read empties the bell, shows a toast and is then disabled', async () => {
    setViewportWidth(375); // the marks' effects, on the cards (the grid's button is checked above)
    const { user, store } = await openList();
    const button = screen.getByRole('button', { name: 'Mark All Read' });
    await user.click(button);
    expect(selectUnreadCount(store.getState())).toBe(0);
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(within(list()).queryAllByRole('img', { name: 'Unread' })).toHaveLength(0);
    expect(within(list()).queryAllByRole('button', { name: /^Mark .* as read$/ })).toHaveLength(0);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('All notifications marked as read')).toBeInTheDocument();
    expect(button).toBeDisabled();
  });

  it('Undo in the Mark All Read toast makes unread again exactly what it marked read', async () => {
    setViewportWidth(375); // the marks' effects, on the cards (the grid's button is checked above)
    const { user, store } = await openList();
    // One marked read before: Mark All Read did not change it, so Undo leaves it read.
    await user.click(within(list()).getByRole('button', { name: 'Mark Payment received as read' }));
    await user.click(screen.getByRole('button', { name: 'Mark All Read' }));
    expect(selectUnreadCount(store.getState())).toBe(0);
    const region = screen.getByRole('region', { name: 'Notifications' });
    const toast = (await within(region).findByText('All notifications marked as read')).closest(
      '.notistack-MuiContent',
    ) as HTMLElement;
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(selectUnreadCount(store.getState())).toBe(5);
    expect(selectNotificationById(store.getState(), byTitle('Payment received').id)?.read).toBe(true);
    expect(bell()).toHaveAccessibleName('Notifications, 5 unread');
    expect(screen.getByText('5 unread of 15')).toBeInTheDocument();
    expect(await within(region).findByText('Change undone')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark All Read' })).toBeEnabled();
  });

  it('marks one read from the bell popover; the count and the list follow', async () => {
    setViewportWidth(375); // the marks' effects, on the cards (the grid's button is checked above)
    const { user, store } = await openList();
    await user.click(bell());
    const popover = screen.getByRole('dialog', { name: 'Notifications' });
    const marks = within(popover).getAllByRole('button', { name: /^Mark .* as read$/ });
    expect(marks).toHaveLength(all.slice(0, 5).filter((n) => !n.read).length);
    await user.click(within(popover).getByRole('button', { name: 'Mark Dispute opened as read' }));
    expect(selectNotificationById(store.getState(), byTitle('Dispute opened').id)?.read).toBe(true);
    expect(
      within(popover).queryByRole('button', { name: 'Mark Dispute opened as read' }),
    ).not.toBeInTheDocument();
    expect(within(popover).getAllByRole('img', { name: 'Unread' })).toHaveLength(marks.length - 1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 5 unread'));
    expect(screen.getByText('5 unread of 15')).toBeInTheDocument();
  });

  it('shows cards with the same information and action under 768 px', async () => {
    setViewportWidth(375);
    const { user, store } = await openList();
    const list = screen.getByRole('list', { name: 'Notifications' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('New driver registration');
    expect(first).toHaveTextContent('High');
    expect(first.querySelector('time')).toHaveAttribute('datetime', all[0]!.time);
    await user.click(within(first).getByRole('button', { name: 'Mark New driver registration as read' }));
    expect(selectUnreadCount(store.getState())).toBe(5);
  });
});
