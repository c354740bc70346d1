import { makeStore, seedDomainState } from '@/app/store';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { selectDashboardSummary } from './dashboardSelectors';

describe('dashboard summary', () => {
  const seed = seedDomainState(TEST_REFERENCE_DATE);
  const all = <T>(state: { ids: readonly string[]; entities: Record<string, T> }) =>
    state.ids.map((id) => state.entities[id]!);

  it('counts users, active jobs, revenue from completed payments and open disputes', () => {
    const summary = selectDashboardSummary(makeStore(seed).getState());
    const completedPayments = all(seed.payments).filter((p) => p.status === all(seed.payments)[0]!.status);
    expect(summary.totalUsers).toBe(85);
    expect(summary.activeJobs).toBeGreaterThan(0);
    expect(summary.activeJobs).toBeLessThan(all(seed.jobs).length);
    expect(summary.openDisputes).toBeGreaterThan(0);
    expect(summary.totalRevenue).toBeGreaterThan(0);
    expect(completedPayments.length).toBeGreaterThan(0);
  });

  it('follows the data: no payments, no revenue; no disputes, none open', () => {
    const empty = { ids: [], entities: {} };
    const store = makeStore({ ...seed, payments: empty, disputes: empty });
    expect(selectDashboardSummary(store.getState())).toMatchObject({ totalRevenue: 0, openDisputes: 0 });
  });
});
