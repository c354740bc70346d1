import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import type { Job } from '@/fixtures/jobs';
import { driverAssignment } from '@/store/driverAssignment';
import { driverAssignedToJob, verificationStatusChanged } from '@/store/sharedActions';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { expectTabsLinkedToPanels } from '@/testing/tabs';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { companyAdded } from './companiesSlice';
import { selectCompanyJobs, selectCompanyStats, selectCompanyUsers } from './companyDetailSelectors';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const company = seed.companies.entities['CMP-001']!;
const allJobs = seed.jobs.ids.map((id) => seed.jobs.entities[id]!);
const allUsers = seed.users.ids.map((id) => seed.users.entities[id]!);
/** What the store holds for the company, written out here rather than taken from the selectors. */
const companyJobs = allJobs.filter((job) => job.companyId === company.id);
const companyUsers = allUsers.filter((user) => user.company === company.name);

async function openCompany(path: string, preloadedState = seed) {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState });
  await screen.findByRole('heading', { level: 1 });
  const params = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, params, ...rendered };
}

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('.MuiCard-root') as HTMLElement;
const panel = () => screen.getByRole('tabpanel');
/** A row of a tab's grid: the `role="row"` holding `element`. */
const rowWith = (element: HTMLElement) => element.closest<HTMLElement>('[role="row"]')!;
const linksIn = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => setViewportWidth(1366));
afterEach(restoreViewport);

describe('Company detail', () => {
  it('shows the header, Back to Companies, and the Overview: contact, registration, size and store counts', async () => {
    await openCompany('/broker/companies/CMP-001');
    expect(screen.getByRole('heading', { level: 1, name: company.name })).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getByText(`${company.type} · ${company.id}`)).toBeInTheDocument();
    expect(within(header).getByText('Active')).toBeInTheDocument();
    expect(within(header).getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Companies' })).toHaveAttribute(
      'href',
      '/broker/companies',
    );

    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(contact).getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(within(contact).getByText(company.phone)).toBeInTheDocument();
    expect(within(contact).getByText(company.address)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: company.website })).toHaveAttribute(
      'href',
      company.website,
    );
    const details = screen.getByRole('region', { name: 'Company Details' });
    expect(within(details).getByText('Registration date')).toBeInTheDocument();
    expect(within(details).getByText(company.employees.toLocaleString('en'))).toBeInTheDocument();
    expect(within(details).getByText(company.description)).toBeInTheDocument();

    expect(within(card('Total Jobs')).getByText(String(companyJobs.length))).toBeInTheDocument();
    const activeJobs = companyJobs.filter((job) => job.status === 'active').length;
    expect(within(card('Active Jobs')).getByText(String(activeJobs))).toBeInTheDocument();
    const completed = companyJobs.filter((job) => job.status === 'completed').length;
    expect(within(card('Completed Jobs')).getByText(String(completed))).toBeInTheDocument();
    expect(within(card('Total Users')).getByText(String(companyUsers.length))).toBeInTheDocument();
  });

  it('opens the tab named in the URL, and writes the chosen tab to ?tab=', async () => {
    setViewportWidth(375); // the tabs, with the lists as cards (each tab's grid is checked below)
    const { user, params } = await openCompany('/admin/companies/CMP-001?tab=documents');
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('Documents');
    expect(expectTabsLinkedToPanels()).toHaveLength(5);

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(params().get('tab')).toBe('users');
    expectTabsLinkedToPanels();
    expect(screen.getByRole('list', { name: `Users of ${company.name}` })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Jobs' }));
    expect(params().get('tab')).toBe('jobs');
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(params().has('tab')).toBe(false);
    expect(screen.getByRole('region', { name: 'Contact Information' })).toBeInTheDocument();
  });

  it('lists the audit entries of the company and its verification in the Activity tab, newest first', async () => {
    const item = Object.values(seed.verification.companies.entities).find(
      (candidate) => candidate?.status === 'pending',
    )!;
    const { user, params, store } = await openCompany(`/admin/companies/${item.companyId}`);
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(params().get('tab')).toBe('activity');
    expect(within(panel()).getByText('No activity yet.')).toBeInTheDocument();

    const today = '2026-06-15T12:00:00.000Z';
    act(() => {
      store.dispatch(
        verificationStatusChanged({
          queue: 'companies',
          itemId: item.id,
          subjectId: item.companyId,
          from: item.status,
          to: 'rejected',
          today,
        }),
      );
    });
    const entries = within(panel()).getAllByRole('listitem');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toHaveTextContent(`Rejected · Company verification ${item.name}`);
    expect(entries[0]).toHaveTextContent('by Super Admin');
  });

  it('shows the company lifecycle from its machine, with the current status marked', async () => {
    const { user } = await openCompany('/admin/companies/CMP-001');
    await user.click(screen.getByRole('button', { name: 'Lifecycle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company lifecycle' });
    expect(dialog).toHaveTextContent(/\(current\)/);
  });

  it('lists the jobs the store holds for the company, each linking to its job in the area', async () => {
    await openCompany('/carrier/companies/CMP-001?tab=jobs');
    const table = await screen.findByRole('grid', { name: `Jobs of ${company.name}` });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Job', 'Status', 'Pay', 'Posted', 'Due']);
    expect(linksIn(table)).toEqual(companyJobs.map((job) => [job.title, `/carrier/jobs/${job.id}`]));
    const first = companyJobs[0]!;
    const row = rowWith(within(table).getByRole('link', { name: first.title }));
    expect(within(row).getByText(`$${first.payAmount.toLocaleString('en')}`)).toBeInTheDocument();
    const day = (date: string) =>
      new Date(date).toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' } as never);
    expect(within(row).getByText(day(first.postedDate))).toBeInTheDocument();
    expect(within(row).getByText(day(first.dueDate))).toBeInTheDocument();
  });

  it('shows a job added to the store, pages the jobs on their own parameter, and follows a change', async () => {
    setViewportWidth(375); // the tab's paging and store updates, in the cards
    const template = companyJobs[0]!;
    const extra: Job[] = Array.from({ length: 11 }, (_, i) => ({
      ...template,
      id: `JOB-9${String(i).padStart(3, '0')}`,
      title: `Extra load ${i + 1}`,
      status: 'active',
      assignedDriver: null,
    }));
    const jobs = {
      ...seed.jobs,
      ids: [...seed.jobs.ids, ...extra.map((job) => job.id)],
      entities: { ...seed.jobs.entities, ...Object.fromEntries(extra.map((job) => [job.id, job])) },
    };
    const { store } = await openCompany('/admin/companies/CMP-001?tab=jobs&jobsPage=2', { ...seed, jobs });
    const held = selectCompanyJobs(store.getState(), company.id);
    expect(held).toHaveLength(companyJobs.length + 11);
    const table = () => screen.getByRole('list', { name: `Jobs of ${company.name}` });
    expect(linksIn(table()).map(([title]) => title)).toEqual(held.slice(10).map((job) => job.title));
    expect(screen.getByText(`Showing 11–${held.length} of ${held.length}`)).toBeInTheDocument();

    const last = held[held.length - 1]!;
    const row = () => within(table()).getByRole('link', { name: last.title }).closest('li')!;
    expect(within(row()).getByText('Active')).toBeInTheDocument();
    act(() => {
      store.dispatch(
        driverAssignedToJob(
          driverAssignment(store.getState(), last.id, 'DRV-001', TEST_REFERENCE_DATE.toISOString())!,
        ),
      );
    });
    expect(within(row()).getByText('In Progress')).toBeInTheDocument();
    expect(selectCompanyStats(store.getState(), company).activeJobs).toBe(
      held.filter((job) => job.status === 'active').length - 1,
    );
  });

  it("lists the company's users from the store, each linking to its user in the area", async () => {
    await openCompany('/admin/companies/CMP-001?tab=users');
    const table = await screen.findByRole('grid', { name: `Users of ${company.name}` });
    expect(companyUsers.length).toBeGreaterThan(0);
    expect(linksIn(table)).toEqual(companyUsers.map((user) => [user.name, `/admin/users/${user.id}`]));
    const first = companyUsers[0]!;
    const row = rowWith(within(table).getByRole('link', { name: first.name }));
    expect(within(row).getByText(first.email)).toBeInTheDocument();
    expect(within(row).getByText(new RegExp(`^${first.role}$`, 'i'))).toBeInTheDocument();
  });

  it("lists the company's documents with status and upload date", async () => {
    await openCompany('/admin/companies/CMP-003?tab=documents');
    const documents = seed.companies.entities['CMP-003']!.documents;
    const table = await screen.findByRole('grid', {
      name: `Documents of ${seed.companies.entities['CMP-003']!.name}`,
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('gridcell')[0]!.textContent)).toEqual(
      documents.map((d) => d.name),
    );
    const labels = { verified: 'Verified', pending: 'Pending', rejected: 'Rejected' };
    expect(rows.map((row) => within(row).getAllByRole('gridcell')[1]!.textContent)).toEqual(
      documents.map((d) => labels[d.status]),
    );
  });

  it('shows a clear empty state on each list tab of a new company, and zero counts', async () => {
    const { store, user, router } = await openCompany('/admin/companies/CMP-031');
    expect(screen.getByText('No company has the id CMP-031.')).toBeInTheDocument();
    act(() => {
      store.dispatch(
        companyAdded({
          id: 'CMP-031',
          today: '2026-06-15',
          name: 'Northwind Freight',
          type: 'Logistics',
          email: 'hello@northwind.example',
          phone: '+1 555 0199',
          address: '9 Harbour Street, Seattle',
        }),
      );
    });
    expect(selectCompanyUsers(store.getState(), 'Northwind Freight')).toEqual([]);
    // The page follows the store: the id now exists.
    expect(router.state.location.pathname).toBe('/admin/companies/CMP-031');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Freight' })).toBeInTheDocument();
    expect(within(card('Total Jobs')).getByText('0')).toBeInTheDocument();
    expect(screen.getByText('Not given')).toBeInTheDocument();
    expect(screen.getByText('No description yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Jobs' }));
    expect(screen.getByText('No jobs yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByText('No users yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(screen.getByText('No documents yet')).toBeInTheDocument();
  });

  it('shows the not-found view inside the layout for an unknown id, with the way back', async () => {
    await openCompany('/driver/companies/CMP-999');
    expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('No company has the id CMP-999.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Companies' })).toHaveAttribute(
      'href',
      '/driver/companies',
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('Company detail at 375 px', () => {
  beforeEach(() => setViewportWidth(375));

  it('shows the jobs and users as cards with the same links', async () => {
    const { user } = await openCompany('/admin/companies/CMP-001?tab=jobs');
    const jobs = screen.getByRole('list', { name: `Jobs of ${company.name}` });
    expect(linksIn(jobs)).toEqual(companyJobs.map((job) => [job.title, `/admin/jobs/${job.id}`]));
    expect(within(jobs).getAllByText('Pay', { selector: 'dt' })).toHaveLength(companyJobs.length);
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    const users = screen.getByRole('list', { name: `Users of ${company.name}` });
    expect(linksIn(users)).toEqual(companyUsers.map((u) => [u.name, `/admin/users/${u.id}`]));
  });
});

describe('Company detail in German', () => {
  it('writes money, dates, numbers and texts in the current language', async () => {
    await openCompany('/admin/companies/CMP-001?tab=jobs', {
      ...seed,
      preferences: { theme: 'light', language: 'de' },
    } as typeof seed);
    expect(await screen.findByRole('tab', { name: 'Aufträge' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('grid', { name: `Aufträge von ${company.name}` });
    const first = companyJobs[0]!;
    const row = rowWith(within(table).getByRole('link', { name: first.title }));
    const money = new Intl.NumberFormat('de', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    /** As the page shows it, with the no-break spaces that Intl writes read as spaces. */
    const shown = (text: string) => text.replace(/\s/g, ' ');
    expect(within(row).getByText(shown(money.format(first.payAmount)))).toBeInTheDocument();
    const day = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(within(row).getByText(shown(day.format(new Date(first.dueDate))))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zu Unternehmen' })).toBeInTheDocument();
  });
});
