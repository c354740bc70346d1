import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
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
  const params = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, params, ...rendered };
}

const table = () => screen.getByRole('tabpanel').querySelector('table') as HTMLElement;
/** Every row id of the current tab, walking through all its pages. */
async function allRowIds(user: ReturnType<typeof userEvent.setup>) {
  const ids: string[] = [];
  for (;;) {
    if (!table()) return ids;
    const rows = within(table()).getAllByRole('row').slice(1);
    ids.push(...rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent!));
    const next = screen.queryByRole('button', { name: /next/i });
    if (!next || next.hasAttribute('disabled') || next.getAttribute('aria-disabled') === 'true') break;
    await user.click(next);
  }
  return ids.sort();
}
const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('.MuiCard-root') as HTMLElement;

describe('Payments screen', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(restoreViewport);

  it('shows the four summary cards from the store', async () => {
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
    const { user, params } = await openPayments();
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
    expect(await allRowIds(user)).toEqual(idsOf(payments));

    const expected = {
      'Job Payments': ['job_payments', payments.filter((p) => p.type === 'job_payment')],
      'Posting Fees': ['posting_fees', payments.filter((p) => p.type === 'job_posting_fee')],
      Disputes: ['disputes', payments.filter((p) => disputedJobs.has(p.jobId))],
    } as const;
    for (const [name, [param, rows]] of Object.entries(expected)) {
      await user.click(screen.getByRole('tab', { name }));
      expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      expect(params().get('tab')).toBe(param);
      expect(params().get('page')).toBeNull();
      expect(rows.length).toBeGreaterThan(0);
      expect(await allRowIds(user)).toEqual(idsOf(rows));
    }
    await user.click(screen.getByRole('tab', { name: 'All Transactions' }));
    expect(params().get('tab')).toBeNull();
  });

  it('opens the tab, search and status of the URL', async () => {
    const fee = payments.find((p) => p.type === 'job_posting_fee')!;
    await openPayments(`/admin/payments?tab=posting_fees&q=${fee.id.toLowerCase()}&status=${fee.status}`);
    expect(screen.getByRole('tab', { name: 'Posting Fees' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search payments' })).toHaveValue(fee.id.toLowerCase());
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText(fee.id)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Posting Fee')).toBeInTheDocument();
  });

  it('searches payer, payee and id; the search is shared by the tabs, and a tab change goes back to page 1', async () => {
    const { user, params } = await openPayments();
    const sample = payments.find((p) => p.type === 'job_payment')!;
    const search = screen.getByRole('searchbox', { name: 'Search payments' });
    await user.type(search, sample.payee.toUpperCase());
    const byPayee = payments.filter((p) => p.payee === sample.payee || p.payer === sample.payee);
    expect(await allRowIds(user)).toEqual(idsOf(byPayee));
    expect(params().get('q')).toBe(sample.payee.toUpperCase());

    await user.clear(search);
    await user.type(search, sample.payer);
    const byPayer = payments.filter((p) => p.payer === sample.payer || p.payee === sample.payer);
    expect(await allRowIds(user)).toEqual(idsOf(byPayer));

    await user.click(screen.getByRole('tab', { name: 'Posting Fees' }));
    expect(params().get('q')).toBe(sample.payer);
    expect(params().get('page')).toBeNull();
    const fees = byPayer.filter((p) => p.type === 'job_posting_fee');
    if (fees.length) expect(await allRowIds(user)).toEqual(idsOf(fees));
    else expect(screen.getByText('No payments match')).toBeInTheDocument();

    const fee = payments.find((p) => p.type === 'job_posting_fee')!;
    await user.clear(search);
    await user.type(search, fee.id.toLowerCase());
    expect(await allRowIds(user)).toEqual([fee.id]);
  });

  it('shows amounts and the 5 percent fee as money in English, with method and status', async () => {
    const row = payments.find((p) => p.type === 'job_payment' && p.amount % 1 !== 0) ?? payments[0]!;
    await openPayments(`/admin/payments?q=${row.id}`);
    const cells = within(within(table()).getAllByRole('row')[1]!).getAllByRole('cell');
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
    const cells = within(within(table()).getAllByRole('row')[1]!).getAllByRole('cell');
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
