import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import type { Payment } from './paymentsSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const payments = seed.payments.ids.map((id) => seed.payments.entities[id]!);
const idsOf = (rows: readonly Payment[]) => rows.map((p) => p.id).sort();

async function openPayments(path = '/admin/payments') {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState: seed });
  await screen.findByRole('heading', { level: 1, name: 'Payments' });
  const params = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { user, params, ...rendered };
}

const isWide = () => window.matchMedia('(min-width:768px)').matches;
const panel = () => screen.getByRole('tabpanel');
/** The current tab's list: its grid from 768 px, its cards below (null when the tab has none). */
const table = () => panel().querySelector<HTMLElement>(isWide() ? '[role="grid"]' : '[role="list"]');
/** The ids on the page: the grid's first cells, or each card's first line (after its hidden "ID"). */
const pageIds = (list: HTMLElement) =>
  isWide()
    ? within(list)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('gridcell')[0]!.textContent!)
    : within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')!.lastChild!.textContent!);
/** Every row id of the list, through all its pages. */
async function allRowIds(user: ReturnType<typeof userEvent.setup>) {
  const ids: string[] = [];
  for (;;) {
    const current = table();
    if (!current) return ids;
    ids.push(...pageIds(current));
    const next = within(panel()).queryByRole('button', { name: /next/i });
    if (!next || next.hasAttribute('disabled') || next.getAttribute('aria-disabled') === 'true') break;
    await user.click(next);
  }
  return ids.sort();
}

const firstPageIds = () => pageIds(table()!);
const dialog = () => screen.getByRole('dialog', { name: 'Advanced Filters' });
const field = (name: string) => within(dialog()).getByLabelText(name) as HTMLInputElement;
const setDate = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.clear(field(name));
  await user.click(field(name));
  await user.paste(value);
}

// Many fields typed into on a loaded machine.
jest.setTimeout(40_000);

describe('Payments Advanced Filters', () => {
  // The filters' logic, over the cards: the list's grid, from 768 px, is checked in PaymentsPage.test.tsx.
  beforeEach(() => setViewportWidth(375));
  afterEach(restoreViewport);

  it('says what is wrong at the field, keeps what was typed, then applies the filters into the URL', async () => {
    const { user, params } = await openPayments('/admin/payments?q=&page=2');
    await user.click(screen.getByRole('button', { name: 'Advanced Filters' }));
    await user.type(field('Minimum amount'), 'abc');
    await user.click(within(dialog()).getByRole('button', { name: 'Apply' }));
    expect(field('Minimum amount')).toHaveValue('abc');
    expect(field('Minimum amount')).toHaveAccessibleDescription(
      'Enter the amount in digits, e.g. 1500 or 99.50.',
    );
    expect(field('Minimum amount')).toHaveFocus();

    await fill(user, 'Minimum amount', '-5');
    await user.click(within(dialog()).getByRole('button', { name: 'Apply' }));
    expect(field('Minimum amount')).toHaveAccessibleDescription('Enter an amount of 0 or more.');

    const amounts = payments.map((p) => p.amount).sort((a, b) => a - b);
    const [low, high] = [amounts[5]!, amounts[35]!];
    await fill(user, 'Minimum amount', String(high));
    await fill(user, 'Maximum amount', String(low));
    const dates = payments.map((p) => p.date).sort();
    const [from, to] = [dates[3]!, dates[36]!];
    setDate('From date', to);
    setDate('To date', from);
    await user.click(within(dialog()).getByRole('button', { name: 'Apply' }));
    expect(field('Maximum amount')).toHaveAccessibleDescription('The maximum must be at least the minimum.');
    expect(field('To date')).toHaveAccessibleDescription('The end date must be on or after the start date.');
    expect(field('Minimum amount')).toHaveValue(String(high));
    expect(params().min).toBeUndefined();

    await fill(user, 'Minimum amount', String(low));
    await fill(user, 'Maximum amount', String(high));
    setDate('From date', from);
    setDate('To date', to);
    await user.selectOptions(field('Method'), 'Bank Transfer');
    await user.selectOptions(field('Status'), 'Completed');
    await user.click(within(dialog()).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(params()).toEqual({
      q: '',
      min: String(low),
      max: String(high),
      from,
      to,
      method: 'bankTransfer',
      status: 'completed',
    });
    const expected = payments.filter(
      (p) =>
        p.amount >= low &&
        p.amount <= high &&
        p.date >= from &&
        p.date <= to &&
        p.method === 'Bank Transfer' &&
        p.status === 'completed',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await allRowIds(user)).toEqual(idsOf(expected));
    expect(screen.getByRole('button', { name: 'Advanced Filters (4)' })).toBeInTheDocument();
    // The filter bar's status select is the same filter.
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Completed');
  });

  it('opens with the filters of a pasted link, and Reset clears them all', async () => {
    const { user, params } = await openPayments(
      '/admin/payments?tab=job_payments&min=1000&method=creditCard',
    );
    const expected = payments.filter(
      (p) => p.type === 'job_payment' && p.amount >= 1000 && p.method === 'Credit Card',
    );
    expect(await allRowIds(user)).toEqual(idsOf(expected));
    await user.click(screen.getByRole('button', { name: 'Advanced Filters (2)' }));
    expect(field('Minimum amount')).toHaveValue('1000');
    expect(field('Method')).toHaveDisplayValue('Credit Card');
    expect(field('Status')).toHaveDisplayValue('All Status');
    await user.click(within(dialog()).getByRole('button', { name: 'Reset' }));
    expect(params()).toEqual({ tab: 'job_payments' });
    expect(await screen.findByRole('button', { name: 'Advanced Filters' })).toBeInTheDocument();
  });

  it('ignores what a pasted link got wrong, and Cancel changes nothing', async () => {
    const { user, params } = await openPayments('/admin/payments?min=lots&from=yesterday&method=cash');
    // Every payment: 40 on 4 pages, the newest first.
    expect(firstPageIds()).toEqual(payments.slice(0, 10).map((p) => p.id));
    expect(screen.getByRole('button', { name: 'Page 4' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Advanced Filters' }));
    expect(field('Minimum amount')).toHaveValue('');
    await user.type(field('Minimum amount'), '5');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(params()).toEqual({ min: 'lots', from: 'yesterday', method: 'cash' });
  });
});
