import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { expectTabsLinkedToPanels } from '@/testing/tabs';
import type { Payment } from './paymentsSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const payments = seed.payments.ids.map((id) => seed.payments.entities[id]!);
const disputedJobs = new Set(seed.disputes.ids.map((id) => seed.disputes.entities[id]!.jobId));
const idsOf = (rows: readonly Payment[]) => rows.map((p) => p.id).sort();
const usd = (value: number, locale = 'en') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    value,
  );

async function openPayments(path = '/admin/payments', preloadedState: object = seed) {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState });
  await screen.findByRole('heading', { level: 1 });
  if (isWide()) await screen.findByRole('grid');
  const params = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, params, ...rendered };
}

const isWide = () => window.matchMedia('(min-width:768px)').matches;
const panel = () => screen.getByRole('tabpanel');
/** The current tab's list: its grid from 768 px, its cards below (null when the tab has none). */
const table = () => panel().querySelector<HTMLElement>(isWide() ? '[role="grid"]' : '[role="list"]')!;
/** The rows of the grid (less its header row), or the cards. */
const rows = () =>
  isWide() ? within(table()).getAllByRole('row').slice(1) : within(table()).getAllByRole('listitem');
/** The ids on the page: each row's first cell, or each card's first line (after its hidden "ID"). */
const pageIds = () =>
  rows().map((row) =>
    isWide()
      ? within(row).getAllByRole('gridcell')[0]!.textContent!
      : row.querySelector('p')!.lastChild!.textContent!,
  );
/** Every row id of the current tab, walking through all its pages. */
async function allRowIds(user: ReturnType<typeof userEvent.setup>) {
  const ids: string[] = [];
  for (;;) {
    if (!table()) return ids;
    ids.push(...pageIds());
    const next = within(panel()).queryByRole('button', { name: /next/i });
    if (!next || next.hasAttribute('disabled') || next.getAttribute('aria-disabled') === 'true') break;
    await user.click(next);
  }
  return ids.sort();
}
/** Puts `text` in place of a field's text as one input (select all, paste): one search, not one a key. */
async function replaceText(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.tripleClick(field);
  await user.paste(text);
}
const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('.MuiCard-root') as HTMLElement;

describe('Payments screen', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(restoreViewport);

  it('shows the four summary cards from the store', async () => {
    setViewportWidth(375); // the figures above the list, without the grid
    await openPayments('/shipper/payments');
    const completed = payments.filter((p) => p.status === 'completed');
    const pending = payments.filter((p) => p.status === 'pending');
    const sum = (rows: Payment[], pick: (p: Payment) => number) =>
      Math.round(rows.reduce((t, p) => t + pick(p), 0) * 100) / 100;
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(within(card('Total Volume')).getByText(usd(sum(completed, (p) => p.amount)))).toBeInTheDocument();
    expect(within(card('Platform Fees')).getByText(usd(sum(completed, (p) => p.fee)))).toBeInTheDocument();
    expect(within(card('Pending')).getByText(usd(sum(pending, (p) => p.amount)))).toBeInTheDocument();
    expect(within(card('Pending')).getByText(`Awaiting settlement: ${pending.length}`)).toBeInTheDocument();
    const failed = payments.filter((p) => p.status === 'failed').length;
    expect(within(card('Failed')).getByText(String(failed))).toBeInTheDocument();
  });

  it('shows each tab its own subset of the store, with the columns, and keeps the tab in the URL', async () => {
    // The tabs' logic, paging through the cards (each page of the grid is a slow render in jsdom); the
    // grid's columns, and its page on a tab change, are checked below.
    setViewportWidth(375);
    const { user, params } = await openPayments();
    expect(
      within(rows()[0]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Job', 'Payer', 'Payee', 'Amount', 'Fee', 'Method', 'Date', 'Type']);
    expect(await allRowIds(user)).toEqual(idsOf(payments));

    const expected = {
      'Job Payments': ['job_payments', payments.filter((p) => p.type === 'job_payment')],
      'Posting Fees': ['posting_fees', payments.filter((p) => p.type === 'job_posting_fee')],
      Disputes: ['disputes', payments.filter((p) => disputedJobs.has(p.jobId))],
    } as const;
    for (const [name, [param, rows]] of Object.entries(expected)) {
      await user.click(screen.getByRole('tab', { name }));
      expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      expect(panel()).toHaveAccessibleName(name);
      expect(expectTabsLinkedToPanels()).toHaveLength(4);
      expect(params().get('tab')).toBe(param);
      expect(params().get('page')).toBeNull();
      expect(rows.length).toBeGreaterThan(0);
      expect(await allRowIds(user)).toEqual(idsOf(rows));
    }
    await user.click(screen.getByRole('tab', { name: 'All Transactions' }));
    expect(params().get('tab')).toBeNull();
  });

  it('goes back to the first page of the grid on a tab change', async () => {
    const { user, params } = await openPayments('/admin/payments?page=4');
    expect(screen.getByText('Showing 31–40 of 40')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Job Payments' }));
    const jobPayments = payments.filter((p) => p.type === 'job_payment');
    expect(params().get('tab')).toBe('job_payments');
    expect(params().get('page')).toBeNull();
    expect(screen.getByText(`Showing 1–10 of ${jobPayments.length}`)).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Page 1, current page' })).toBeInTheDocument();
  });

  it('opens the tab, search and status of the URL', async () => {
    setViewportWidth(375); // the URL's logic, in the cards (the grid has its own tests)
    const fee = payments.find((p) => p.type === 'job_posting_fee')!;
    await openPayments(`/admin/payments?tab=posting_fees&q=${fee.id.toLowerCase()}&status=${fee.status}`);
    expect(screen.getByRole('tab', { name: 'Posting Fees' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search payments' })).toHaveValue(fee.id.toLowerCase());
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByText(fee.id)).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Posting Fee')).toBeInTheDocument();
  });

  it('searches payer, payee and id; the search is shared by the tabs, and a tab change goes back to page 1', async () => {
    setViewportWidth(375); // the search's logic, in the cards (the grid has its own tests)
    const { user, params } = await openPayments();
    const sample = payments.find((p) => p.type === 'job_payment')!;
    const search = screen.getByRole('searchbox', { name: 'Search payments' });
    await replaceText(user, search, sample.payee.toUpperCase());
    const byPayee = payments.filter((p) => p.payee === sample.payee || p.payer === sample.payee);
    expect(await allRowIds(user)).toEqual(idsOf(byPayee));
    expect(params().get('q')).toBe(sample.payee.toUpperCase());

    await replaceText(user, search, sample.payer);
    const byPayer = payments.filter((p) => p.payer === sample.payer || p.payee === sample.payer);
    expect(await allRowIds(user)).toEqual(idsOf(byPayer));

    await user.click(screen.getByRole('tab', { name: 'Posting Fees' }));
    expect(params().get('q')).toBe(sample.payer);
    expect(params().get('page')).toBeNull();
    const fees = byPayer.filter((p) => p.type === 'job_posting_fee');
    if (fees.length) expect(await allRowIds(user)).toEqual(idsOf(fees));
    else expect(screen.getByText('No payments match')).toBeInTheDocument();

    const fee = payments.find((p) => p.type === 'job_posting_fee')!;
    await replaceText(user, search, fee.id.toLowerCase());
    expect(await allRowIds(user)).toEqual([fee.id]);
  });

  it('shows amounts and the 5 percent fee as money in English, with method and status', async () => {
    const row = payments.find((p) => p.type === 'job_payment' && p.amount % 1 !== 0) ?? payments[0]!;
    await openPayments(`/admin/payments?q=${row.id}`);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'ID',
      'Job',
      'Payer',
      'Payee',
      'Amount',
      'Fee',
      'Method',
      'Status',
      'Date',
      'Type',
    ]);
    const cells = within(rows()[0]!).getAllByRole('gridcell');
    expect(cells[4]!.textContent).toBe(usd(row.amount));
    expect(cells[5]!.textContent).toBe(usd(row.fee));
    expect(row.fee).toBe(Math.round(row.amount * 5) / 100);
    expect(cells[6]).toHaveTextContent(row.method);
    expect(cells[7]).toHaveTextContent(row.status.replace(/^./, (c) => c.toUpperCase()));
  });

  it('formats money in German', async () => {
    const row = payments.find((p) => p.type === 'job_payment')!;
    await openPayments(`/admin/payments?q=${row.id}`, {
      ...seed,
      preferences: { theme: 'light', language: 'de' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Zahlungen' })).toBeInTheDocument();
    const cells = within(rows()[0]!).getAllByRole('gridcell');
    const german = usd(row.amount, 'de');
    expect(german).toMatch(/,\d\d\s?\$$/);
    expect(cells[4]!.textContent).toBe(german);
    expect(cells[5]!.textContent).toBe(usd(row.fee, 'de'));
    expect(screen.getByRole('tab', { name: 'Alle Transaktionen' })).toBeInTheDocument();
  });

  it('has one Export button (the list’s own) and Advanced Filters, which opens its dialog', async () => {
    const { user } = await openPayments();
    expect(screen.getAllByRole('button', { name: /Export/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Advanced Filters' }));
    expect(await screen.findByRole('dialog', { name: 'Advanced Filters' })).toBeInTheDocument();
  });
});
