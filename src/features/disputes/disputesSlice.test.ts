import { makeStore } from '@/app/store';
import { SETTLED_DISPUTE_STATUSES } from '@/fixtures/disputes';
import { PRIORITIES } from '@/fixtures/notifications';
import { buildUsers } from '@/fixtures/users';
import { statusesOf } from '@/machines/lifecycle';
import { disputeStatusMachine } from '@/machines/statusSets.machine';
import { sampleDataReset } from '@/store/sharedActions';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import {
  isDisputesState,
  seedDisputes,
  selectAllDisputes,
  selectDisputeStatusCounts,
  selectFilteredDisputes,
  type Dispute,
  type DisputeFilters,
} from './disputesSlice';

const setup = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
// Read-only tests share one store (building one seeds every domain).
const seeded = setup().getState();
const all = () => selectAllDisputes(seeded);
const filtered = (filters: Partial<DisputeFilters>) =>
  selectFilteredDisputes(seeded, { search: '', status: 'all', priority: 'all', ...filters });
const ids = (disputes: readonly Dispute[]) => disputes.map((d) => d.id).sort();

describe('disputes slice', () => {
  it('is seeded with DSP-001..DSP-020, every status and priority present, newest first', () => {
    const disputes = all();
    expect(ids(disputes)).toEqual(
      Array.from({ length: 20 }, (_, i) => `DSP-${String(i + 1).padStart(3, '0')}`),
    );
    const counts = selectDisputeStatusCounts(seeded);
    for (const status of statusesOf(disputeStatusMachine)) expect(counts[status]).toBeGreaterThan(0);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(20);
    expect(new Set(disputes.map((d) => d.priority))).toEqual(new Set(PRIORITIES));
    const created = disputes.map((d) => d.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('is a pure function of the reference date', () => {
    expect(seedDisputes(TEST_REFERENCE_DATE)).toEqual(seedDisputes(new Date(TEST_REFERENCE_DATE)));
  });

  it('has resolvedAt exactly for settled disputes, after createdAt and not in the future', () => {
    for (const d of all()) {
      expect(d.resolvedAt !== null).toBe(SETTLED_DISPUTE_STATUSES.includes(d.status));
      if (d.resolvedAt !== null) {
        expect(d.resolvedAt > d.createdAt).toBe(true);
        expect(Date.parse(d.resolvedAt)).toBeLessThanOrEqual(TEST_REFERENCE_DATE.getTime());
      }
    }
  });

  it('names real users with their roles as parties, on jobs JOB-1001..JOB-1040', () => {
    const users = new Map(buildUsers(TEST_REFERENCE_DATE).map((u) => [u.name, u]));
    for (const d of all()) {
      expect(users.get(d.raisedBy)?.role).toBe(d.raisedByRole);
      expect(users.get(d.against)?.role).toBe(d.againstRole);
      expect(d.raisedBy).not.toBe(d.against);
      expect(Number(d.jobId.slice(4))).toBeGreaterThanOrEqual(1001);
      expect(Number(d.jobId.slice(4))).toBeLessThanOrEqual(1040);
    }
  });

  it('searches raiser, target and job id, case-insensitively', () => {
    const sample = all()[3]!;
    expect(ids(filtered({ search: sample.raisedBy.toUpperCase() }))).toContain(sample.id);
    expect(ids(filtered({ search: sample.against.toLowerCase() }))).toContain(sample.id);
    expect(ids(filtered({ search: sample.jobId.toLowerCase() }))).toContain(sample.id);
    expect(filtered({ search: '' })).toHaveLength(20);
  });

  it('does not search the fields spec 5 does not list', () => {
    const sample = all()[3]!;
    for (const query of [sample.id, sample.reason, sample.raisedByRole, sample.createdAt, 'in_review']) {
      expect(filtered({ search: query })).toEqual([]);
    }
  });

  it('filters by status and by priority', () => {
    const counts = selectDisputeStatusCounts(seeded);
    for (const status of statusesOf(disputeStatusMachine)) {
      const rows = filtered({ status });
      expect(rows).toHaveLength(counts[status]);
      expect(rows.every((d) => d.status === status)).toBe(true);
    }
    for (const priority of PRIORITIES) {
      const rows = filtered({ priority });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((d) => d.priority === priority)).toBe(true);
    }
    const [status] = statusesOf(disputeStatusMachine);
    expect(
      filtered({ status, priority: 'high' }).every((d) => d.status === status && d.priority === 'high'),
    ).toBe(true);
  });

  it('restores the seed on sampleDataReset', () => {
    const store = setup();
    const later = new Date('2027-01-01T00:00:00Z');
    store.dispatch(sampleDataReset({ referenceDate: later.toISOString() }));
    expect(store.getState().disputes).toEqual(seedDisputes(later));
  });

  it('accepts its own state and rejects tampered state', () => {
    const good = seedDisputes(TEST_REFERENCE_DATE);
    expect(isDisputesState(good)).toBe(true);
    const id = good.ids[0]!;
    const tampered = (changes: object) => ({
      ...good,
      entities: { ...good.entities, [id]: { ...good.entities[id], ...changes } },
    });
    expect(isDisputesState(tampered({ status: 'closed' }))).toBe(false);
    expect(isDisputesState(tampered({ raisedByRole: 'admin' }))).toBe(false);
    expect(isDisputesState(tampered({ priority: 'urgent' }))).toBe(false);
    expect(isDisputesState(tampered({ createdAt: 'last week' }))).toBe(false);
    expect(isDisputesState(tampered({ resolvedAt: 42 }))).toBe(false);
    expect(isDisputesState(tampered({ reason: undefined }))).toBe(false);
    expect(isDisputesState({ ...good, ids: [...good.ids, 'ghost'] })).toBe(false);
  });
});
