import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import {
  buttonNames,
  columnHeaders,
  COMPANIES_TABLE,
  expectedButtons,
  expectToastText,
  isWide,
  namesOf,
  OFFERED,
  offeredActions,
  rowNames,
  rowOf,
  statCard,
  toastVariant,
} from './queueTestKit';
import { selectCompanyVerificationItemById, type VerificationStatus } from './verificationSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const items = seed.verification.companies.ids.map((id) => seed.verification.companies.entities[id]!);
const firstWith = (status: VerificationStatus) => items.find((item) => item.status === status)!;

async function openQueue(query = '', area = 'admin') {
  const user = userEvent.setup();
  const rendered = renderRoute(`/${area}/companies/verification${query}`, { preloadedState: seed });
  await screen.findByRole('heading', { level: 1, name: 'Company Verification' });
  if (isWide()) await screen.findByRole('grid', { name: COMPANIES_TABLE });
  const params = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, params, ...rendered };
}

describe('Company Verification', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(restoreViewport);

  it('shows the company columns and filters by type from the URL, Warehousing included', async () => {
    const { user, params } = await openQueue('?type=Warehousing', 'carrier');
    expect(columnHeaders(COMPANIES_TABLE)).toEqual([
      'Select all rows',
      'Company',
      'Type',
      'Contact Person',
      'Location',
      'Registered',
      'Documents',
      'Priority',
      'Status',
      'Actions',
    ]);
    expect(rowNames(COMPANIES_TABLE)).toEqual(['Bayou Shipping Co.']);
    const row = rowOf(COMPANIES_TABLE, 'Bayou Shipping Co.');
    for (const text of [
      'contact@bayoushippingco.com',
      'Warehousing',
      'Natalie Wilson',
      'Dallas, TX',
      'High',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByText('Pending')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Types',
      'Logistics',
      'Shipping',
      'Freight',
      'Transport',
      'Warehousing',
    ]);
    await user.click(screen.getByRole('option', { name: 'Transport' }));
    expect(params().get('type')).toBe('Transport');
    expect(rowNames(COMPANIES_TABLE)).toEqual(namesOf(items.filter((item) => item.type === 'Transport')));
  });

  it('searches name, email and contact person only, case-insensitively, in ?q=', async () => {
    setViewportWidth(375); // the search's logic, in the cards (the grid is checked above)
    const { user, params } = await openQueue();
    const box = screen.getByRole('searchbox', { name: 'Search by name, email or contact person' });
    await user.click(box);
    await user.paste('carlos CHEN');
    expect(rowNames(COMPANIES_TABLE)).toEqual(['Atlas Shipping']);
    expect(params().get('q')).toBe('carlos CHEN');
    await user.tripleClick(box);
    await user.paste('CONTACT@IRONHORSE');
    expect(rowNames(COMPANIES_TABLE)).toEqual(['Ironhorse Transport']);
    await user.tripleClick(box);
    await user.paste('great lakes');
    expect(rowNames(COMPANIES_TABLE)).toEqual(['Great Lakes Freight']);
    await user.tripleClick(box);
    await user.paste('Atlanta'); // the location: not searched
    expect(screen.getByText('No results found.')).toBeInTheDocument();
  });

  it('filters by status and priority from the URL and counts each status', async () => {
    setViewportWidth(375); // the filters' logic, in the cards (the grid is checked above)
    const { user, params } = await openQueue('?status=pending&priority=high');
    expect(rowNames(COMPANIES_TABLE)).toEqual(
      namesOf(items.filter((item) => item.status === 'pending' && item.priority === 'high')),
    );
    const counts = { Pending: 8, 'Under Review': 3, Approved: 2, Rejected: 2 };
    for (const [title, count] of Object.entries(counts)) {
      expect(within(statCard(title)).getByText(String(count))).toBeInTheDocument();
    }
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Approved' }));
    expect(params().get('status')).toBe('approved');
    expect(rowNames(COMPANIES_TABLE)).toEqual(['Midwest Distribution']);
    const approved = rowOf(COMPANIES_TABLE, 'Midwest Distribution');
    expect(buttonNames(approved)).toEqual(expectedButtons('Midwest Distribution'));
    expect(offeredActions(approved, 'Midwest Distribution')).toEqual([]);
  });

  it('Approve on a rejected company: "Company Approved", and the company is verified', async () => {
    const { user, store } = await openQueue('?status=rejected');
    const item = firstWith('rejected');
    expect(store.getState().companies.entities[item.companyId]!.verified).toBe(false);
    const row = rowOf(COMPANIES_TABLE, item.name);
    expect(offeredActions(row, item.name)).toEqual(OFFERED.rejected);
    await user.click(within(row).getByRole('button', { name: `Approve ${item.name}` }));
    expect(selectCompanyVerificationItemById(store.getState(), item.id)!.status).toBe('approved');
    expect(store.getState().companies.entities[item.companyId]!.verified).toBe(true);
    expect(await toastVariant('Company Approved')).toBe('success');
    expectToastText(`${item.name} has been successfully verified and approved.`);
  });

  it('Reject: the destructive "Company Rejected" toast; the company stays unverified', async () => {
    setViewportWidth(375); // the decision's effects, from a card's button (the grid's are checked above)
    const { user, store } = await openQueue();
    const item = firstWith('pending');
    await user.click(
      within(rowOf(COMPANIES_TABLE, item.name)).getByRole('button', { name: `Reject ${item.name}` }),
    );
    expect(selectCompanyVerificationItemById(store.getState(), item.id)!.status).toBe('rejected');
    expect(store.getState().companies.entities[item.companyId]!.verified).toBe(false);
    expect(await toastVariant('Company Rejected')).toBe('error');
    expectToastText(`${item.name}'s verification has been rejected.`);
  });

  it('Mark Under Review: "Status Updated" with the company’s name', async () => {
    setViewportWidth(375); // the decision's effects, from a card's button (the grid's are checked above)
    const { user, store } = await openQueue();
    const item = firstWith('pending');
    await user.click(
      within(rowOf(COMPANIES_TABLE, item.name)).getByRole('button', {
        name: `Mark Under Review ${item.name}`,
      }),
    );
    expect(selectCompanyVerificationItemById(store.getState(), item.id)!.status).toBe('under_review');
    expect(await toastVariant('Status Updated')).toBe('default');
    expectToastText(`${item.name} is now under review.`);
  });
});
