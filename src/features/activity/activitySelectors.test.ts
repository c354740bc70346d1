import { makeStore } from '@/app/store';
import type { AuditEntry } from '@/store/history/audit';
import { ENTITY_TYPES } from '@/store/history/entityTables';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { ACTIVITY_LIST_FILTERS, detailOf, detailPathOf, selectActivityRows } from './activitySelectors';

const entry = (changes: Partial<AuditEntry>): AuditEntry => ({
  id: 'E-1',
  at: '2026-06-15T10:00:00.000Z',
  by: 'ADM-001',
  entityType: 'user',
  entityId: 'USR-001',
  entityName: 'Ana Ruiz',
  from: 'active',
  to: 'suspended',
  event: 'SUSPEND',
  ...changes,
});

const LABELS: Record<string, string> = { SUSPEND: 'Suspended', APPROVE: 'Approved' };
const eventLabel = ({ event }: Pick<AuditEntry, 'event'>) => LABELS[event] ?? event;

describe('activity selectors', () => {
  it('offers every kind of record the audit trail knows, after All', () => {
    expect(ACTIVITY_LIST_FILTERS.type).toEqual(['all', ...ENTITY_TYPES]);
  });

  it('links each kind of record to the user, company or job it is about', () => {
    const cases: [Partial<AuditEntry>, ReturnType<typeof detailOf>][] = [
      [
        { entityType: 'user', entityId: 'USR-007' },
        { page: 'users', id: 'USR-007' },
      ],
      [
        { entityType: 'driverDocument', entityId: 'USR-003-DOC-1', subjectId: 'USR-003' },
        { page: 'users', id: 'USR-003' },
      ],
      [
        { entityType: 'userVerification', entityId: 'UVR-002', subjectId: 'USR-072' },
        { page: 'users', id: 'USR-072' },
      ],
      [
        { entityType: 'document', entityId: 'DOC-004', subjectId: 'USR-010' },
        { page: 'users', id: 'USR-010' },
      ],
      [
        { entityType: 'document', entityId: 'DOC-009', subjectId: 'CMP-002' },
        { page: 'companies', id: 'CMP-002' },
      ],
      [
        { entityType: 'company', entityId: 'CMP-004' },
        { page: 'companies', id: 'CMP-004' },
      ],
      [
        { entityType: 'companyVerification', entityId: 'CVR-001', subjectId: 'CMP-011' },
        { page: 'companies', id: 'CMP-011' },
      ],
      [
        { entityType: 'job', entityId: 'JOB-1001' },
        { page: 'jobs', id: 'JOB-1001' },
      ],
      [
        { entityType: 'applicant', entityId: 'JOB-1002/USR-004', subjectId: 'JOB-1002' },
        { page: 'jobs', id: 'JOB-1002' },
      ],
      [
        { entityType: 'assignment', entityId: 'ASG-001', subjectId: 'JOB-1003' },
        { page: 'jobs', id: 'JOB-1003' },
      ],
      [
        { entityType: 'dispute', entityId: 'DSP-001', subjectId: 'JOB-1012' },
        { page: 'jobs', id: 'JOB-1012' },
      ],
      // Nothing to open: an id of no detail screen, or one that is not a single record.
      [{ entityType: 'dispute', entityId: 'DSP-002', subjectId: 'JOB-0998/x' }, null],
      [{ entityType: 'assignment', entityId: 'ASG-002', subjectId: 'PAY-001' }, null],
      [{ entityType: 'user', entityId: 'USR-' }, null],
    ];
    for (const [changes, expected] of cases) expect(detailOf(entry(changes))).toEqual(expected);
    expect(detailPathOf(entry({ entityId: 'USR-007' }), 'broker')).toBe('/broker/users/USR-007');
    expect(
      detailPathOf(entry({ entityType: 'dispute', entityId: 'DSP-1', subjectId: 'x' }), 'admin'),
    ).toBeNull();
  });

  it('searches the name and the event (its label and its name), then filters by kind of record', () => {
    const store = makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
    const entries = [
      entry({ id: 'a', entityName: 'Ana Ruiz' }),
      entry({ id: 'b', entityType: 'company', entityId: 'CMP-001', entityName: 'Acme', event: 'APPROVE' }),
      entry({ id: 'c', entityType: 'userVerification', entityName: 'Bo Li', event: 'APPROVE' }),
    ];
    const state = { ...store.getState(), audit: { entries } };
    const ids = (search: string, type: (typeof ACTIVITY_LIST_FILTERS.type)[number] = 'all') =>
      selectActivityRows(state, { search, type, eventLabel }).map((e) => e.id);
    expect(ids('')).toEqual(['a', 'b', 'c']);
    expect(ids('ACME')).toEqual(['b']);
    expect(ids('approved')).toEqual(['b', 'c']);
    expect(ids('suspend')).toEqual(['a']);
    expect(ids('MARK_')).toEqual([]);
    expect(ids('', 'company')).toEqual(['b']);
    expect(ids('approved', 'userVerification')).toEqual(['c']);
    // Neither the id, the statuses nor who made the change are searched.
    expect(ids('USR-001')).toEqual([]);
    expect(ids('active')).toEqual([]);
    expect(ids('ADM')).toEqual([]);
  });
});
