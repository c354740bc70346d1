import { makeStore, seedDomainState } from '@/app/store';
import { statusesOf } from '@/machines/lifecycle';
import { jobMachine } from '@/machines/job.machine';
import { verificationStatusChanged } from '@/store/sharedActions';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { selectDashboardWeekly, selectJobsByStatus, selectVerificationBacklog } from './dashboardCharts';
import { weeklySums, weeksBefore } from './dashboardWeeks';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const now = TEST_REFERENCE_DATE.getTime(); // 2026-06-15, 12:00 UTC
const all = <T>(state: { ids: readonly string[]; entities: Record<string, T> }) =>
  state.ids.map((id) => state.entities[id]!);
const inWeek = (date: string, week: { from: string; to: string }) =>
  date.slice(0, 10) >= week.from && date.slice(0, 10) <= week.to;
const cents = (n: number) => Math.round(n * 100) / 100;

describe('weeks', () => {
  it('are seven UTC days each, oldest first, the last ending today', () => {
    expect(weeksBefore(now, 2)).toEqual([
      { from: '2026-06-02', to: '2026-06-08' },
      { from: '2026-06-09', to: '2026-06-15' },
    ]);
    expect(weeksBefore(now, 1, 1)).toEqual([{ from: '2026-06-02', to: '2026-06-08' }]);
  });

  it('sum by the day of each date, leaving out the future and what is older than the weeks', () => {
    const items = [
      { date: '2026-06-15T23:59:00Z', amount: 1 }, // today, late
      { date: '2026-06-09', amount: 2 }, // first day of this week
      { date: '2026-06-08', amount: 4 }, // last day of the week before
      { date: '2026-06-01', amount: 8 }, // three weeks back: outside two weeks
      { date: '2026-06-16', amount: 16 }, // tomorrow
    ];
    expect(weeklySums(items, (i) => i.date, now, 2)).toEqual([1, 2]);
    expect(
      weeklySums(
        items,
        (i) => i.date,
        now,
        2,
        (i) => i.amount,
      ),
    ).toEqual([4, 3]);
  });
});

describe('dashboard charts from the sample data', () => {
  const state = makeStore(seed).getState();
  const weekly = selectDashboardWeekly(state, now);

  it('has 12 weeks of sign-ups, jobs posted and disputes opened, each week counted from the records', () => {
    expect(weekly.weeks).toHaveLength(12);
    expect(weekly.weeks.at(-1)).toEqual({ from: '2026-06-09', to: '2026-06-15' });
    const users = all(seed.users);
    const jobs = all(seed.jobs);
    const disputes = all(seed.disputes);
    expect(weekly.users).toEqual(weekly.weeks.map((w) => users.filter((u) => inWeek(u.joinDate, w)).length));
    expect(weekly.jobs).toEqual(weekly.weeks.map((w) => jobs.filter((j) => inWeek(j.postedDate, w)).length));
    expect(weekly.disputes).toEqual(
      weekly.weeks.map((w) => disputes.filter((d) => inWeek(d.createdAt, w)).length),
    );
    // A believable history: something happens in most weeks, not only in the last one.
    for (const series of [weekly.users, weekly.jobs, weekly.disputes, weekly.revenue]) {
      expect(series.filter((n) => n > 0).length).toBeGreaterThanOrEqual(9);
    }
  });

  it('sums completed payments only, this period and the 12 weeks before', () => {
    const completed = all(seed.payments).filter((p) => p.status === 'completed');
    const revenueOf = (w: { from: string; to: string }) =>
      cents(completed.filter((p) => inWeek(p.date, w)).reduce((sum, p) => sum + p.amount, 0));
    expect(weekly.revenue).toEqual(weekly.weeks.map(revenueOf));
    expect(weekly.previousWeeks.at(-1)).toEqual({ from: '2026-03-17', to: '2026-03-23' });
    expect(weekly.previousRevenue).toEqual(weekly.previousWeeks.map(revenueOf));
    expect(weekly.previousRevenue.some((n) => n > 0)).toBe(true);
  });

  it('counts jobs in every status of the job machine, in its order', () => {
    const jobs = all(seed.jobs);
    const rows = selectJobsByStatus(state);
    expect(rows.map((r) => r.status)).toEqual(statusesOf(jobMachine));
    for (const row of rows) expect(row.count).toBe(jobs.filter((j) => j.status === row.status).length);
    expect(rows.find((r) => r.status === 'in_progress')!.count).toBe(6);
  });

  it('counts the verification backlog: users and companies pending and under review', () => {
    const backlog = selectVerificationBacklog(state);
    expect(backlog.statuses).toEqual(['pending', 'under_review']);
    for (const queue of ['users', 'companies'] as const) {
      const items: { status: string }[] = all<{ status: string }>(seed.verification[queue]);
      for (const status of backlog.statuses) {
        expect(backlog[queue][status]).toBe(items.filter((i) => i.status === status).length);
      }
    }
    expect(backlog.users).toMatchObject({ pending: 9, under_review: 3 });
    expect(backlog.companies).toMatchObject({ pending: 8, under_review: 3 });
  });
});

describe('dashboard charts follow the store', () => {
  it('approving a queue item takes it out of the backlog at once; other changes leave the figures as they were', () => {
    const store = makeStore(seed);
    const before = selectVerificationBacklog(store.getState());
    const item = all(seed.verification.users).find((i) => i.status === 'pending')!;
    store.dispatch({ type: 'preferences/unrelated' });
    expect(selectVerificationBacklog(store.getState())).toBe(before);
    store.dispatch(
      verificationStatusChanged({
        queue: 'users',
        itemId: item.id,
        subjectId: item.userId,
        from: 'pending',
        to: 'approved',
        today: TEST_REFERENCE_DATE.toISOString(),
      }),
    );
    expect(selectVerificationBacklog(store.getState()).users.pending).toBe(before.users.pending - 1);
  });

  it('a payment completed adds to its week’s revenue; a new job counts in its status and this week', () => {
    const pending = all(seed.payments).find((p) => p.status === 'pending')!;
    const weekly = selectDashboardWeekly(makeStore(seed).getState(), now);
    const paid = makeStore({
      ...seed,
      payments: {
        ...seed.payments,
        entities: { ...seed.payments.entities, [pending.id]: { ...pending, status: 'completed' } },
      },
    });
    const after = selectDashboardWeekly(paid.getState(), now);
    const index = weekly.weeks.findIndex((w) => inWeek(pending.date, w));
    const previousIndex = weekly.previousWeeks.findIndex((w) => inWeek(pending.date, w));
    if (index >= 0) expect(after.revenue[index]).toBe(cents(weekly.revenue[index]! + pending.amount));
    else
      expect(after.previousRevenue[previousIndex]).toBe(
        cents(weekly.previousRevenue[previousIndex]! + pending.amount),
      );

    const store = makeStore(seed);
    const jobsBefore = selectJobsByStatus(store.getState());
    store.dispatch({
      type: 'jobs/jobPosted',
      payload: {
        fields: {
          title: 'Cold Chain Run',
          description: 'Frozen goods.',
          companyId: 'CMP-001',
          company: 'Any',
          payAmount: 1200,
          jobType: 'short',
          dueDate: '2026-07-01',
          pickup: 'Here',
          dropoff: 'There',
          distance: 120,
          requirements: [],
        },
        post: true,
        today: '2026-06-15',
      },
    });
    const active = (rows: typeof jobsBefore) => rows.find((r) => r.status === 'active')!.count;
    expect(active(selectJobsByStatus(store.getState()))).toBe(active(jobsBefore) + 1);
    const jobsWeekly = selectDashboardWeekly(store.getState(), now).jobs;
    expect(jobsWeekly[11]).toBe(selectDashboardWeekly(makeStore(seed).getState(), now).jobs[11]! + 1);
  });
});
