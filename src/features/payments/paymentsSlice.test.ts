import { makeStore } from '@/app/store';
import { JOB_PAYMENT_FEE_RATE, JOB_POSTING_FEES } from '@/fixtures/roles';
import { buildUsers } from '@/fixtures/users';
import { PLATFORM_PAYEE } from '@/fixtures/payments';
import { statusesOf } from '@/machines/lifecycle';
import { paymentStatusMachine } from '@/machines/statusSets.machine';
import { sampleDataReset } from '@/store/sharedActions';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import {
  isPaymentsState,
  seedPayments,
  selectAllPayments,
  selectFilteredPayments,
  selectPaymentStatusCounts,
  selectPaymentSummary,
  type Payment,
  type PaymentFilters,
} from './paymentsSlice';

const setup = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
// Read-only tests share one store (building one seeds every domain).
const seeded = setup().getState();
const all = () => selectAllPayments(seeded);
const filtered = (filters: Partial<PaymentFilters>) =>
  selectFilteredPayments(seeded, { search: '', status: 'all', type: 'all', ...filters });
const ids = (payments: readonly Payment[]) => payments.map((p) => p.id).sort();
const cents = (value: number) => Math.round(value * 100) / 100;

describe('payments slice', () => {
  it('is seeded with PAY-2001..PAY-2040, every status, type and method present', () => {
    const payments = all();
    expect(ids(payments)).toEqual(Array.from({ length: 40 }, (_, i) => `PAY-${2001 + i}`));
    const counts = selectPaymentStatusCounts(seeded);
    for (const status of statusesOf(paymentStatusMachine)) expect(counts[status]).toBeGreaterThan(0);
    expect(new Set(payments.map((p) => p.type)).size).toBe(2);
    expect(new Set(payments.map((p) => p.method)).size).toBe(2);
    expect(payments.every((p) => /^\d{4}-\d{2}-\d{2}$/.test(p.date))).toBe(true);
    expect(payments.every((p) => p.date <= TEST_REFERENCE_DATE.toISOString().slice(0, 10))).toBe(true);
  });

  it('is a pure function of the reference date', () => {
    expect(seedPayments(TEST_REFERENCE_DATE)).toEqual(seedPayments(new Date(TEST_REFERENCE_DATE)));
  });

  it('follows the fee rule of spec 9', () => {
    const payments = all();
    const jobPayments = payments.filter((p) => p.type === 'job_payment');
    const postingFees = payments.filter((p) => p.type === 'job_posting_fee');
    expect(jobPayments.length).toBeGreaterThan(0);
    expect(postingFees.length).toBeGreaterThan(0);
    expect(JOB_PAYMENT_FEE_RATE).toBe(0.05);
    for (const p of jobPayments) expect(p.fee).toBe(cents(p.amount * 0.05));
    for (const p of postingFees) {
      expect(p.fee).toBe(0);
      expect(p.amount).toBe(JOB_POSTING_FEES[p.payerRole]);
      expect([25, 15]).toContain(p.amount);
      expect(p.payee).toBe(PLATFORM_PAYEE);
    }
    expect(new Set(postingFees.map((p) => p.payerRole))).toEqual(new Set(['broker', 'shipper']));
  });

  it('names real users as payers (with their role) and drivers as payees, on jobs JOB-1001..JOB-1040', () => {
    const users = new Map(buildUsers(TEST_REFERENCE_DATE).map((u) => [u.name, u]));
    for (const p of all()) {
      expect(users.get(p.payer)?.role).toBe(p.payerRole);
      if (p.type === 'job_payment') expect(users.get(p.payee)?.role).toBe('driver');
      expect(Number(p.jobId.slice(4))).toBeGreaterThanOrEqual(1001);
      expect(Number(p.jobId.slice(4))).toBeLessThanOrEqual(1040);
    }
  });

  it('searches payer, payee and id, case-insensitively', () => {
    const sample = all()[5]!;
    expect(ids(filtered({ search: sample.payer.toUpperCase() }))).toContain(sample.id);
    expect(ids(filtered({ search: sample.payee.toLowerCase() }))).toContain(sample.id);
    expect(ids(filtered({ search: sample.id.toLowerCase() }))).toEqual([sample.id]);
    expect(filtered({ search: '  ' })).toHaveLength(40);
  });

  it('does not search the fields spec 5 does not list', () => {
    const sample = all()[5]!;
    for (const query of [sample.jobId, sample.method, sample.date, sample.type, String(sample.amount)]) {
      expect(filtered({ search: query })).toEqual([]);
    }
  });

  it('filters by status and by type', () => {
    for (const status of statusesOf(paymentStatusMachine)) {
      const rows = filtered({ status });
      expect(rows.length).toBe(selectPaymentStatusCounts(seeded)[status]);
      expect(rows.every((p) => p.status === status)).toBe(true);
    }
    const fees = filtered({ type: 'job_posting_fee' });
    expect(fees).toHaveLength(10);
    expect(fees.every((p) => p.fee === 0)).toBe(true);
    expect(filtered({ type: 'job_payment' })).toHaveLength(30);
    const both = filtered({ type: 'job_payment', status: statusesOf(paymentStatusMachine)[0]! });
    expect(both.every((p) => p.type === 'job_payment')).toBe(true);
  });

  it('filters by the Advanced Filters: method, amount range and date range, ends included', () => {
    const payments = all();
    for (const method of ['Bank Transfer', 'Credit Card'] as const) {
      expect(ids(filtered({ method }))).toEqual(ids(payments.filter((p) => p.method === method)));
    }
    const amounts = payments.map((p) => p.amount).sort((a, b) => a - b);
    const [low, high] = [amounts[10]!, amounts[30]!];
    const inAmount = payments.filter((p) => p.amount >= low && p.amount <= high);
    expect(ids(filtered({ minAmount: low, maxAmount: high }))).toEqual(ids(inAmount));
    expect(inAmount.some((p) => p.amount === low) && inAmount.some((p) => p.amount === high)).toBe(true);
    expect(ids(filtered({ minAmount: high }))).toEqual(ids(payments.filter((p) => p.amount >= high)));
    expect(ids(filtered({ maxAmount: low }))).toEqual(ids(payments.filter((p) => p.amount <= low)));

    const dates = payments.map((p) => p.date).sort();
    const [from, to] = [dates[5]!, dates[25]!];
    expect(ids(filtered({ from, to }))).toEqual(ids(payments.filter((p) => p.date >= from && p.date <= to)));
    expect(ids(filtered({ from: to, to: to }))).toEqual(ids(payments.filter((p) => p.date === to)));

    const all4 = filtered({ method: 'Credit Card', minAmount: low, from, status: 'completed' });
    expect(ids(all4)).toEqual(
      ids(
        payments.filter(
          (p) => p.method === 'Credit Card' && p.amount >= low && p.date >= from && p.status === 'completed',
        ),
      ),
    );
    expect(filtered({ minAmount: 10, maxAmount: 5 })).toEqual([]);
    expect(filtered({ method: 'all', minAmount: null, maxAmount: null, from: null, to: null })).toHaveLength(
      40,
    );
  });

  it('computes the four summary cards', () => {
    const payments = all();
    const counts = selectPaymentStatusCounts(seeded);
    const summary = selectPaymentSummary(seeded);
    const inGroup = (status: string) => payments.filter((p) => p.status === status);
    const [completed, pending, failed] = statusesOf(paymentStatusMachine).map(inGroup);
    expect(summary).toEqual({
      totalVolume: cents(completed!.reduce((t, p) => t + p.amount, 0)),
      totalFees: cents(completed!.reduce((t, p) => t + p.fee, 0)),
      pendingAmount: cents(pending!.reduce((t, p) => t + p.amount, 0)),
      pendingCount: pending!.length,
      failedCount: failed!.length,
    });
    expect(counts.failed).toBe(summary.failedCount);
    expect(summary.totalVolume).toBeGreaterThan(0);
  });

  it('restores the seed on sampleDataReset', () => {
    const store = setup();
    const later = new Date('2027-01-01T00:00:00Z');
    store.dispatch(sampleDataReset({ referenceDate: later.toISOString() }));
    expect(store.getState().payments).toEqual(seedPayments(later));
  });

  it('accepts its own state and rejects tampered state', () => {
    const good = seedPayments(TEST_REFERENCE_DATE);
    expect(isPaymentsState(good)).toBe(true);
    const id = good.ids[0]!;
    const tampered = (changes: object) => ({
      ...good,
      entities: { ...good.entities, [id]: { ...good.entities[id], ...changes } },
    });
    expect(isPaymentsState(tampered({ status: 'refunded' }))).toBe(false);
    expect(isPaymentsState(tampered({ amount: '100' }))).toBe(false);
    expect(isPaymentsState(tampered({ fee: -1 }))).toBe(false);
    expect(isPaymentsState(tampered({ method: 'Cash' }))).toBe(false);
    expect(isPaymentsState(tampered({ type: 'refund' }))).toBe(false);
    expect(isPaymentsState(tampered({ date: 'yesterday' }))).toBe(false);
    expect(isPaymentsState(tampered({ payer: undefined }))).toBe(false);
    expect(isPaymentsState(null)).toBe(false);
  });
});
