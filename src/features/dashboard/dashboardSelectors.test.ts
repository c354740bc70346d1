import { makeStore, seedDomainState } from '@/app/store';
import { statusHasTag } from '@/machines/lifecycle';
import { disputeStatusMachine } from '@/machines/statusSets.machine';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { selectDashboardSummary, selectDashboardTrends, selectRecentJobPostings } from './dashboardSelectors';

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

  it('counts as open every dispute awaiting a decision (open or in review), following the slice', () => {
    const store = makeStore(seed);
    const disputes = all(seed.disputes);
    const awaiting = disputes.filter((d) => statusHasTag(disputeStatusMachine, d.status, 'awaitsDecision'));
    expect(selectDashboardSummary(store.getState()).openDisputes).toBe(awaiting.length);
    const [first] = awaiting;
    const today = TEST_REFERENCE_DATE.toISOString();
    store.dispatch({
      type: 'disputes/disputeStatusEventSent',
      payload: { id: first!.id, event: { type: 'RESOLVE' }, today },
    });
    expect(selectDashboardSummary(store.getState()).openDisputes).toBe(awaiting.length - 1);
  });

  it('follows the data: no payments, no revenue; no disputes, none open', () => {
    const empty = { ids: [], entities: {} };
    const store = makeStore({ ...seed, payments: empty, disputes: empty });
    expect(selectDashboardSummary(store.getState())).toMatchObject({ totalRevenue: 0, openDisputes: 0 });
  });
});

describe('dashboard trends', () => {
  const seed = seedDomainState(TEST_REFERENCE_DATE);
  const now = TEST_REFERENCE_DATE.getTime();
  const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000).toISOString();
  const user = seed.users.entities[seed.users.ids[0]!]!;
  const usersJoined = (...days: number[]) => ({
    ids: days.map((_, i) => `USR-T${i}`),
    entities: Object.fromEntries(
      days.map((d, i) => [`USR-T${i}`, { ...user, id: `USR-T${i}`, joinDate: daysAgo(d).slice(0, 10) }]),
    ),
  });

  it('compares the last 30 days with the 30 before: 3 sign-ups against 2 is +50 %', () => {
    const store = makeStore({ ...seed, users: usersJoined(1, 10, 29, 31, 59, 61, 200) });
    expect(selectDashboardTrends(store.getState(), now).users).toEqual({
      current: 3,
      previous: 2,
      change: 0.5,
    });
  });

  it('has no relative change when the earlier window is empty', () => {
    const store = makeStore({ ...seed, users: usersJoined(3, 4) });
    expect(selectDashboardTrends(store.getState(), now).users).toEqual({
      current: 2,
      previous: 0,
      change: null,
    });
  });

  it('sums revenue of completed payments only, and counts disputes by when they were opened', () => {
    const trends = selectDashboardTrends(makeStore(seed).getState(), now);
    const payments = seed.payments.ids.map((id) => seed.payments.entities[id]!);
    const completedStatus = selectDashboardSummary(makeStore(seed).getState()).totalRevenue > 0;
    expect(completedStatus).toBe(true);
    const recentAll = payments
      .filter((p) => now - Date.parse(p.date) < 30 * 24 * 60 * 60 * 1000 && Date.parse(p.date) <= now)
      .reduce((sum, p) => sum + p.amount, 0);
    expect(trends.revenue.current).toBeLessThanOrEqual(Math.round(recentAll * 100) / 100);
    const disputes = seed.disputes.ids.map((id) => seed.disputes.entities[id]!);
    const opened = disputes.filter((d) => now - Date.parse(d.createdAt) < 30 * 24 * 60 * 60 * 1000).length;
    expect(trends.disputes.current).toBe(opened);
  });

  it('lists the five most recently posted jobs, newest first', () => {
    const recent = selectRecentJobPostings(makeStore(seed).getState());
    expect(recent).toHaveLength(5);
    const dates = recent.map((job) => job.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const newest = seed.jobs.ids
      .map((id) => seed.jobs.entities[id]!.postedDate)
      .sort()
      .reverse()[0];
    expect(dates[0]).toBe(newest);
  });
});
