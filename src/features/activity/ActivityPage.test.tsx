import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import type { AuditEntry } from '@/store/history/audit';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const users = seed.users.ids.map((id) => seed.users.entities[id]!);
const company = seed.companies.entities[seed.companies.ids[0]!]!;

/** An entry `minutes` before the reference date (the bigger, the older). */
const entry = (minutes: number, changes: Partial<AuditEntry>): AuditEntry => ({
  id: `E-${minutes}`,
  at: new Date(TEST_REFERENCE_DATE.getTime() - minutes * 60_000).toISOString(),
  by: 'ADM-001',
  entityType: 'user',
  entityId: users[minutes]!.id,
  entityName: users[minutes]!.name,
  from: 'active',
  to: 'suspended',
  event: 'SUSPEND',
  ...changes,
});

/** Thirteen entries, newest first: eleven users suspended, a company approved, a company verification approved. */
const ENTRIES: AuditEntry[] = [
  entry(1, {
    entityType: 'companyVerification',
    entityId: 'CVR-001',
    entityName: company.name,
    subjectId: company.id,
    from: 'pending',
    to: 'approved',
    event: 'APPROVE',
  }),
  entry(2, {
    entityType: 'company',
    entityId: company.id,
    entityName: company.name,
    from: 'pending',
    to: 'verified',
    event: 'VERIFY',
  }),
  ...Array.from({ length: 11 }, (_, i) => entry(i + 3, {})),
];

async function openActivity(path = '/admin/activity', entries: AuditEntry[] = ENTRIES) {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState: { ...seed, audit: { entries } } });
  await screen.findByRole('heading', { level: 1, name: 'Activity' });
  if (entries.length > 0 && isWide()) await screen.findByRole('grid', { name: 'Activity' });
  const params = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { user, params, ...rendered };
}

const isWide = () => window.matchMedia('(min-width:768px)').matches;
const table = () => screen.getByRole('grid', { name: 'Activity' });
/** The grid's rows from 768 px (less its header row), the cards below. */
const rows = () =>
  isWide()
    ? within(table()).getAllByRole('row').slice(1)
    : within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem');
/** Each row's Name: the grid's fourth cell, or the card's second field. */
const names = () =>
  rows().map((row) =>
    isWide()
      ? within(row).getAllByRole('gridcell')[3]!.textContent
      : row.querySelectorAll('dd')[1]!.textContent,
  );
const search = () => screen.getByRole('searchbox', { name: 'Search activity' });

/** Puts `text` in place of the search as one input (select all, paste): one search, not two. */
async function typeSearch(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.tripleClick(search());
  await user.paste(text);
}

describe('Activity page', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(restoreViewport);

  it('lists a status change made in the users list, linked to the user', async () => {
    const target = users.find((u) => u.status === 'active')!;
    const user = userEvent.setup();
    const { router } = renderRoute(`/admin/users?q=${encodeURIComponent(target.email)}`, {
      preloadedState: seed,
    });
    await user.click(await screen.findByRole('button', { name: `Status actions for ${target.name}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Suspend User' }));
    await act(() => router.navigate('/admin/activity'));
    await screen.findByRole('heading', { level: 1, name: 'Activity' });
    await screen.findByRole('grid', { name: 'Activity' });

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['When', 'Event', 'Record type', 'Name', 'Change', 'By']));
    expect(rows()).toHaveLength(1);
    const row = rows()[0]!;
    for (const text of ['Suspended', 'User', 'Active → Suspended', 'Super Admin']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(row.querySelector('time')).toHaveAttribute('datetime');
    const link = within(row).getByRole('link', { name: target.name });
    expect(link).toHaveAttribute('href', `/admin/users/${target.id}`);
    await user.click(link);
    expect(router.state.location.pathname).toBe(`/admin/users/${target.id}`);
  });

  it('pages the entries newest first, and sorts by when from the column header', async () => {
    const { user, params } = await openActivity();
    expect(screen.getByText('Showing 1–10 of 13')).toBeInTheDocument();
    expect(names()).toEqual(ENTRIES.slice(0, 10).map((e) => e.entityName));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(params().page).toBe('2');
    expect(names()).toEqual(ENTRIES.slice(10).map((e) => e.entityName));

    const when = within(table()).getByRole('columnheader', { name: /^When/ });
    await user.click(when);
    expect(params()).toEqual({ sort: 'at' });
    expect(when).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(
      [...ENTRIES]
        .reverse()
        .slice(0, 10)
        .map((e) => e.entityName),
    );
  });

  it('searches the name and the event, filters by record type, and keeps both in the URL', async () => {
    setViewportWidth(375); // the search's logic, in the cards (the grid is checked above)
    const { user, params } = await openActivity();
    const someone = ENTRIES[5]!;
    await typeSearch(user, someone.entityName.toUpperCase());
    expect(names()).toEqual([someone.entityName]);
    expect(params().q).toBe(someone.entityName.toUpperCase());

    // The event by its label in the current language, and by its machine name.
    await typeSearch(user, 'approved');
    expect(names()).toEqual([company.name]);
    await typeSearch(user, 'verify');
    expect(names()).toEqual([company.name]);
    expect(within(rows()[0]!).getByText('Company')).toBeInTheDocument();

    await typeSearch(user, 'nothing like this');
    expect(screen.getByText('No activity matches')).toBeInTheDocument();
    expect(screen.getByText('Try another search or record type.')).toBeInTheDocument();

    await user.clear(search());
    await user.click(screen.getByRole('combobox', { name: 'Record type' }));
    await user.click(screen.getByRole('option', { name: 'Company verification' }));
    expect(params()).toEqual({ type: 'companyVerification' });
    expect(rows()).toHaveLength(1);
    const link = within(rows()[0]!).getByRole('link', { name: company.name });
    expect(link).toHaveAttribute('href', `/admin/companies/${company.id}`);
  });

  it('opens with the search, filter and page of a shared link, linking under its role', async () => {
    setViewportWidth(375); // the URL's logic, in the cards (the grid is checked above)
    await openActivity('/broker/activity?type=user&q=Suspend&page=2');
    expect(search()).toHaveValue('Suspend');
    expect(screen.getByRole('combobox', { name: 'Record type' })).toHaveTextContent('User');
    expect(screen.getByRole('button', { name: 'Page 2, current page' })).toBeInTheDocument();
    expect(names()).toEqual([ENTRIES[12]!.entityName]);
    expect(within(rows()[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/broker/users/${ENTRIES[12]!.entityId}`,
    );
  });

  it('says when there is no activity yet', async () => {
    await openActivity('/admin/activity', []);
    expect(screen.getByText('No activity yet.')).toBeInTheDocument();
    expect(screen.getByText('Status changes made here appear in this list.')).toBeInTheDocument();
  });

  it('shows each entry as a card under 768 px', async () => {
    setViewportWidth(375);
    await openActivity();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = within(cards[0]!);
    for (const text of [
      'Approved',
      'Record type',
      'Company verification',
      'Pending → Approved',
      'Super Admin',
    ]) {
      expect(first.getByText(text)).toBeInTheDocument();
    }
    expect(first.getByRole('link', { name: company.name })).toHaveAttribute(
      'href',
      `/admin/companies/${company.id}`,
    );
  });
});
