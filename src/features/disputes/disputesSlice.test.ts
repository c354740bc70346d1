import { makeStore } from '@/app/store';
import { SETTLED_DISPUTE_STATUSES } from '@/fixtures/disputes';
import { PRIORITIES } from '@/fixtures/notifications';
import { buildUsers } from '@/fixtures/users';
import { statusesOf } from '@/machines/lifecycle';
import { disputeStatusMachine } from '@/machines/statusSets.machine';
import { sampleDataReset } from '@/store/sharedActions';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import {
  disputeStatusEventSent,
  isDisputesState,
  seedDisputes,
  selectAllDisputes,
  selectDisputeStatusCounts,
  selectFilteredDisputes,
  type Dispute,
  type DisputeEventType,
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

  describe('disputeStatusEventSent', () => {
    const TODAY = '2026-06-15T12:30:00.000Z';
    const firstIn = (status: Dispute['status']) => all().find((d) => d.status === status)!;
    const send = (id: string, type: DisputeEventType) => {
      const store = setup();
      store.dispatch(disputeStatusEventSent({ id, event: { type }, today: TODAY }));
      return store.getState().disputes.entities[id]!;
    };

    it('takes an open dispute into review, without a decision date', () => {
      const open = firstIn('open');
      expect(send(open.id, 'MARK_IN_REVIEW')).toEqual({ ...open, status: 'in_review' });
    });

    it.each([
      ['open', 'RESOLVE', 'resolved'],
      ['open', 'REJECT', 'rejected'],
      ['in_review', 'RESOLVE', 'resolved'],
      ['in_review', 'REJECT', 'rejected'],
    ] as const)('decides a dispute (%s --%s--> %s) and dates the decision', (from, type, to) => {
      const dispute = firstIn(from);
      expect(send(dispute.id, type)).toEqual({ ...dispute, status: to, resolvedAt: TODAY });
    });

    it.each([
      ['in_review', 'MARK_IN_REVIEW'],
      ['resolved', 'MARK_IN_REVIEW'],
      ['resolved', 'RESOLVE'],
      ['resolved', 'REJECT'],
      ['rejected', 'RESOLVE'],
      ['rejected', 'REJECT'],
    ] as const)('refuses what the machine refuses (%s, %s): nothing changes', (from, type) => {
      const store = setup();
      const before = store.getState().disputes;
      const dispute = firstIn(from);
      store.dispatch(disputeStatusEventSent({ id: dispute.id, event: { type }, today: TODAY }));
      expect(store.getState().disputes).toBe(before);
    });

    it('ignores an unknown dispute', () => {
      const store = setup();
      const before = store.getState().disputes;
      store.dispatch(disputeStatusEventSent({ id: 'DSP-999', event: { type: 'RESOLVE' }, today: TODAY }));
      expect(store.getState().disputes).toBe(before);
    });

    it('is noted in the audit trail by the store, by the signed-in administrator', () => {
      const store = setup();
      const open = firstIn('open');
      store.dispatch(disputeStatusEventSent({ id: open.id, event: { type: 'REJECT' }, today: TODAY }));
      expect(store.getState().audit.entries[0]).toMatchObject({
        entityType: 'dispute',
        entityId: open.id,
        entityName: open.raisedBy,
        subjectId: open.jobId,
        from: 'open',
        to: 'rejected',
        event: 'REJECT',
        by: SIGNED_IN_ADMIN_ID,
      });
    });
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
