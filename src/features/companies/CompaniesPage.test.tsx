import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { companyAdded, type Company, type CompanyStatus } from './companiesSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const companies = seed.companies.ids.map((id) => seed.companies.entities[id]!);
const count = (test: (c: Company) => boolean) => companies.filter(test).length;
const STATUS_LABELS: Record<CompanyStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  suspended: 'Suspended',
};

const isWide = () => window.matchMedia('(min-width:768px)').matches;

/** Opens the list; from 768 px, waits for its grid (a lazy chunk) unless the list opens empty. */
async function openList(path = '/admin/companies', { empty = false } = {}) {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState: seed });
  await screen.findByRole('heading', { level: 1, name: 'Company Management' });
  if (isWide() && !empty) await screen.findByRole('grid', { name: 'Companies' });
  const params = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, params, ...rendered };
}

const table = () => screen.getByRole('grid', { name: 'Companies' });
/** The grid from 768 px, the cards below. */
const list = () => (isWide() ? table() : screen.getByRole('list', { name: 'Companies' }));
/** The rows' company names, from their view links ("View Atlas Shipping"). */
const rowNames = (container: HTMLElement = list()) =>
  within(container)
    .getAllByRole('link', { name: /^View / })
    .map((link) => link.getAttribute('aria-label')!.replace(/^View /, ''));
/** Puts `text` in place of a field's text as one input (select all, paste): one search, not two. */
async function replaceText(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.tripleClick(field);
  await user.paste(text);
}
const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('.MuiCard-root') as HTMLElement;

describe('Companies list', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(restoreViewport);

  it('counts all companies, active, pending and verified ones, and links to the queue and the add form', async () => {
    setViewportWidth(375); // the figures and links above the list, without the grid
    await openList('/shipper/companies');
    expect(within(card('Total Companies')).getByText(String(companies.length))).toBeInTheDocument();
    expect(within(card('Active')).getByText(String(count((c) => c.status === 'active')))).toBeInTheDocument();
    expect(
      within(card('Pending')).getByText(String(count((c) => c.status === 'pending'))),
    ).toBeInTheDocument();
    expect(within(card('Verified')).getByText(String(count((c) => c.verified)))).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Add Company' })).toHaveAttribute('href', '/shipper/companies/add');
    expect(main.getByRole('link', { name: 'Company Verification' })).toHaveAttribute(
      'href',
      '/shipper/companies/verification',
    );
  });

  it('shows each company with its columns, 10 a page, and links each to its detail page', async () => {
    await openList('/broker/companies');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Company', 'Type', 'Status', 'Verified', 'Employees', 'Joined', 'Actions']);
    expect(rowNames()).toEqual(companies.slice(0, 10).map((c) => c.name));
    const first = companies[0]!;
    const row = within(table())
      .getByRole('link', { name: `View ${first.name}` })
      .closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getAllByRole('gridcell')).toHaveLength(7);
    expect(within(row).getByText(first.email)).toBeInTheDocument();
    expect(within(row).getByText(first.type)).toBeInTheDocument();
    expect(within(row).getByText(STATUS_LABELS[first.status])).toBeInTheDocument();
    expect(within(row).getByText(first.verified ? 'Verified' : 'Not verified')).toBeInTheDocument();
    expect(within(row).getByText(first.employees.toLocaleString('en'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `View ${first.name}` })).toHaveAttribute(
      'href',
      `/broker/companies/${first.id}`,
    );
    expect(screen.getByText(`Showing 1–10 of ${companies.length}`)).toBeInTheDocument();
  });

  it('searches name and email, case-insensitively, in ?q=, and goes back to page 1', async () => {
    setViewportWidth(375); // the search's logic, in the cards (the grid is checked above)
    const { user, params } = await openList('/admin/companies?page=3');
    expect(rowNames()).toEqual(companies.slice(20, 30).map((c) => c.name));
    const box = screen.getByRole('searchbox', { name: 'Search companies' });
    await user.type(box, 'SHIPPING');
    const shipping = companies.filter((c) => /shipping/i.test(`${c.name} ${c.email}`));
    expect(rowNames()).toEqual(shipping.map((c) => c.name));
    expect(params().get('q')).toBe('SHIPPING');
    expect(params().has('page')).toBe(false);

    await replaceText(user, box, 'contact@atlasshipping');
    expect(rowNames()).toEqual(['Atlas Shipping']);

    await replaceText(user, box, 'no such company');
    expect(screen.getByText('No companies found.')).toBeInTheDocument();
  });

  it('filters by status and type together, in the URL, back to page 1 on each change', async () => {
    setViewportWidth(375); // the filters' logic, in the cards (the grid is checked above)
    const { user, params } = await openList('/admin/companies?page=2');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Status',
      'Active',
      'Pending',
      'Suspended',
    ]);
    await user.click(screen.getByRole('option', { name: 'Active' }));
    expect(params().get('status')).toBe('active');
    expect(params().has('page')).toBe(false);
    const active = companies.filter((c) => c.status === 'active');
    expect(rowNames()).toEqual(active.slice(0, 10).map((c) => c.name));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(params().get('page')).toBe('2');
    expect(rowNames()).toEqual(active.slice(10, 20).map((c) => c.name));
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Types',
      'Logistics',
      'Shipping',
      'Freight',
      'Transport',
    ]);
    await user.click(screen.getByRole('option', { name: 'Freight' }));
    expect(params().get('type')).toBe('Freight');
    expect(params().get('status')).toBe('active');
    expect(params().has('page')).toBe(false);
    const expected = active.filter((c) => c.type === 'Freight');
    expect(expected.length).toBeGreaterThan(0);
    expect(rowNames()).toEqual(expected.map((c) => c.name));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All Status' }));
    expect(params().has('status')).toBe(false);
    expect(rowNames()).toEqual(companies.filter((c) => c.type === 'Freight').map((c) => c.name));
  });

  it('reads search and filters from the URL on load; an unknown filter value reads as All', async () => {
    setViewportWidth(375); // the filters' logic, in the cards (the grid is checked above)
    await openList('/admin/companies?q=transport&status=pending&type=Nope');
    expect(screen.getByRole('searchbox', { name: 'Search companies' })).toHaveValue('transport');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All Types');
    const expected = companies.filter(
      (c) => c.status === 'pending' && /transport/i.test(`${c.name} ${c.email}`),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(rowNames()).toEqual(expected.map((c) => c.name));
  });

  it('shows a company added to the store', async () => {
    const { store } = await openList('/admin/companies?q=northwind', { empty: true });
    expect(screen.getByText('No companies found.')).toBeInTheDocument();
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
    await screen.findByRole('grid', { name: 'Companies' });
    expect(rowNames()).toEqual(['Northwind Freight']);
    const row = screen
      .getByRole('link', { name: 'View Northwind Freight' })
      .closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('Not verified')).toBeInTheDocument();
    expect(within(row).getByText('Jun 15, 2026')).toBeInTheDocument();
  });
});

describe('Companies list at 375 px', () => {
  beforeEach(() => setViewportWidth(375));
  afterEach(restoreViewport);

  it('shows stacked cards with the row information and the same View link', async () => {
    await openList('/admin/companies?type=Shipping');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Companies' });
    const shipping = companies.filter((c) => c.type === 'Shipping');
    expect(rowNames(list)).toEqual(shipping.map((c) => c.name));
    const atlas = shipping[0]!;
    const item = within(list)
      .getByRole('link', { name: `View ${atlas.name}` })
      .closest('li')!;
    expect(within(item).getByText(atlas.email)).toBeInTheDocument();
    expect(within(item).getByText('Shipping')).toBeInTheDocument();
    expect(within(item).getByText(STATUS_LABELS[atlas.status])).toBeInTheDocument();
    expect(
      within(item).getByText(atlas.verified ? 'Verified' : 'Not verified', { selector: 'dd > span' }),
    ).toBeInTheDocument();
    expect(within(item).getByText(atlas.employees.toLocaleString('en'))).toBeInTheDocument();
    for (const label of ['Type', 'Verified', 'Employees', 'Joined']) {
      expect(within(item).getByText(label, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(within(item).getByRole('link', { name: `View ${atlas.name}` })).toHaveAttribute(
      'href',
      `/admin/companies/${atlas.id}`,
    );
  });
});
