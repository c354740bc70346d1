import { configureStore } from '@reduxjs/toolkit';
import fc from 'fast-check';
import { makeStore } from '@/app/store';
import { buildCompanies } from '@/fixtures/companies';
import { COMPANY_DOCUMENT_TYPES } from '@/fixtures/documents';
import { buildUsers, DRIVER_DOCUMENT_TYPES } from '@/fixtures/users';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { eventTypesOf, isStatusOf, nextStatus, statusesOf } from '@/machines/lifecycle';
import { sampleDataReset } from '@/store/sharedActions';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import {
  documentsDomain,
  documentStatusEventSent,
  expiresSoon,
  isDocumentsState,
  seedDocuments,
  selectAllDocuments,
  selectDocumentStats,
  selectFilteredDocuments,
  type Document,
  type DocumentEvent,
  type DocumentFilters,
  type DocumentsState,
} from './documentsSlice';

const setup = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
// Read-only tests share one store (building one seeds every domain).
const seeded = setup().getState();
const TODAY = TEST_REFERENCE_DATE.toISOString();
const all = () => selectAllDocuments(seeded);
const filtered = (filters: Partial<DocumentFilters>) =>
  selectFilteredDocuments(seeded, { search: '', status: 'all', userType: 'all', ...filters });
const ids = (documents: readonly Document[]) => documents.map((d) => d.id).sort();
const EVENTS: DocumentEvent[] = eventTypesOf(driverDocumentMachine).map((type) => ({ type }));

/** A documents-only store on the real reducer, from a cached seed: cheap enough for 1,000 runs. */
const cachedSeed = seedDocuments(TEST_REFERENCE_DATE);
const documentsStore = (documents: DocumentsState = cachedSeed) =>
  configureStore({ reducer: { documents: documentsDomain.reducer }, preloadedState: { documents } });

const withStatus = (id: string, status: Document['status']): DocumentsState => ({
  ...cachedSeed,
  entities: { ...cachedSeed.entities, [id]: { ...cachedSeed.entities[id]!, status } },
});

describe('documents slice', () => {
  it('is seeded with DOC-001..DOC-030, every status and user type present', () => {
    const documents = all();
    expect(ids(documents)).toEqual(
      Array.from({ length: 30 }, (_, i) => `DOC-${String(i + 1).padStart(3, '0')}`),
    );
    const stats = selectDocumentStats(seeded, TODAY);
    for (const status of statusesOf(driverDocumentMachine)) expect(stats.byStatus[status]).toBeGreaterThan(0);
    expect(filtered({ userType: 'Driver' })).toHaveLength(20);
    expect(filtered({ userType: 'Company' })).toHaveLength(10);
  });

  it('is a pure function of the reference date', () => {
    expect(seedDocuments(TEST_REFERENCE_DATE)).toEqual(seedDocuments(new Date(TEST_REFERENCE_DATE)));
  });

  it('belongs to real drivers (USR ids) and companies (CMP ids), matching their detail pages', () => {
    const users = new Map(buildUsers(TEST_REFERENCE_DATE).map((u) => [u.id, u]));
    const companies = new Map(buildCompanies(TEST_REFERENCE_DATE).map((c) => [c.id, c]));
    for (const d of all()) {
      if (d.userType === 'Driver') {
        const user = users.get(d.userID);
        expect(user?.name).toBe(d.userName);
        expect(DRIVER_DOCUMENT_TYPES).toContain(d.documentType);
        const own = user?.driver?.documents.find((doc) => doc.type === d.documentType);
        expect(own).toMatchObject({ status: d.status, expiryDate: d.expiryDate });
      } else {
        const company = companies.get(d.userID);
        expect(company?.name).toBe(d.userName);
        expect(COMPANY_DOCUMENT_TYPES).toContain(d.documentType);
        expect(company?.documents.find((doc) => doc.name === d.documentType)?.status).toBe(d.status);
      }
      expect(d.uploadDate <= TODAY.slice(0, 10)).toBe(true);
      expect(d.fileName).toMatch(/\.(pdf|jpg)$/);
    }
  });

  it('searches file name, user name and document type, case-insensitively', () => {
    const sample = all()[4]!;
    expect(ids(filtered({ search: sample.fileName.toUpperCase() }))).toEqual([sample.id]);
    expect(ids(filtered({ search: sample.userName.toLowerCase() }))).toContain(sample.id);
    expect(ids(filtered({ search: sample.documentType.toUpperCase() }))).toContain(sample.id);
  });

  it('does not search the fields spec 5 does not list', () => {
    const sample = all()[4]!;
    for (const query of [
      sample.id,
      sample.userID,
      sample.uploadDate,
      sample.expiryDate,
      sample.fileSize,
      sample.status,
    ]) {
      expect(filtered({ search: query })).toEqual([]);
    }
  });

  it('filters by status and by user type', () => {
    const stats = selectDocumentStats(seeded, TODAY);
    for (const status of statusesOf(driverDocumentMachine)) {
      const rows = filtered({ status });
      expect(rows).toHaveLength(stats.byStatus[status]);
      expect(rows.every((d) => d.status === status)).toBe(true);
    }
    const [status] = statusesOf(driverDocumentMachine);
    const rows = filtered({ status, userType: 'Company' });
    expect(rows.every((d) => d.status === status && d.userType === 'Company')).toBe(true);
  });

  it('counts the stat cards, including documents expiring within 30 days of today', () => {
    const stats = selectDocumentStats(seeded, TODAY);
    expect(stats.total).toBe(30);
    expect(Object.values(stats.byStatus).reduce((a, b) => a + b, 0)).toBe(30);
    const soon = all().filter((d) => d.expiryDate >= '2026-06-15' && d.expiryDate <= '2026-07-15');
    expect(stats.expiringSoon).toBe(soon.length);
    expect(stats.expiringSoon).toBeGreaterThan(0);
    // Expired documents are not "expiring".
    expect(all().some((d) => d.expiryDate < '2026-06-15')).toBe(true);
    expect(expiresSoon({ expiryDate: '2026-06-15' }, TODAY)).toBe(true);
    expect(expiresSoon({ expiryDate: '2026-07-15' }, TODAY)).toBe(true);
    expect(expiresSoon({ expiryDate: '2026-07-16' }, TODAY)).toBe(false);
    expect(expiresSoon({ expiryDate: '2026-06-14' }, TODAY)).toBe(false);
  });

  describe('status events', () => {
    const id = cachedSeed.ids[0]!;
    const pairs = statusesOf(driverDocumentMachine).flatMap((status) =>
      EVENTS.map((event) => [status, event] as const),
    );

    it.each(pairs)('from %s, %o follows the machine', (status, event) => {
      const store = documentsStore(withStatus(id, status));
      const before = store.getState().documents;
      store.dispatch(documentStatusEventSent({ id, event }));
      const after = store.getState().documents;
      const expected = nextStatus(driverDocumentMachine, status, event);
      if (expected === null) expect(after).toBe(before);
      else expect(after.entities[id]).toEqual({ ...before.entities[id], status: expected });
    });

    it('ignores an unknown id', () => {
      const store = documentsStore();
      const before = store.getState().documents;
      store.dispatch(documentStatusEventSent({ id: 'DOC-999', event: EVENTS[0]! }));
      expect(store.getState().documents).toBe(before);
    });

    it('goes through the app store too', () => {
      const store = setup();
      const doc = selectAllDocuments(store.getState())[0]!;
      const event = EVENTS.find((e) => nextStatus(driverDocumentMachine, doc.status, e) !== null)!;
      store.dispatch(documentStatusEventSent({ id: doc.id, event }));
      expect(store.getState().documents.entities[doc.id]!.status).toBe(
        nextStatus(driverDocumentMachine, doc.status, event),
      );
    });

    it('never leaves the machine, and a refused event changes nothing (1,000 random sequences)', () => {
      const step = fc.record({
        id: fc.constantFrom(...cachedSeed.ids, 'DOC-999'),
        event: fc.constantFrom(...EVENTS),
      });
      // The machine's answers, asked once (nextStatus is slow enough to dominate 1,000 runs).
      const table = new Map(
        pairs.map(([status, event]) => [
          `${status}/${event.type}`,
          nextStatus(driverDocumentMachine, status, event),
        ]),
      );
      fc.assert(
        fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
          const store = documentsStore();
          for (const { id: target, event } of steps) {
            const before = store.getState().documents;
            const item = before.entities[target];
            store.dispatch(documentStatusEventSent({ id: target, event }));
            const after = store.getState().documents;
            const expected = item ? table.get(`${item.status}/${event.type}`)! : null;
            // Immer hands back the very same state when a reducer changes nothing.
            if (expected === null) {
              if (after !== before) throw new Error(`refused ${event.type} on ${target} changed the state`);
            } else {
              expect(after.entities[target]).toEqual({ ...item, status: expected });
            }
            if (
              !after.ids.every((docId) => isStatusOf(driverDocumentMachine, after.entities[docId]!.status))
            ) {
              throw new Error('a status outside the machine');
            }
          }
        }),
        { numRuns: 1000 },
      );
    });
  });

  it('restores the seed on sampleDataReset', () => {
    const store = setup();
    const doc = selectAllDocuments(store.getState())[0]!;
    const event = EVENTS.find((e) => nextStatus(driverDocumentMachine, doc.status, e) !== null)!;
    store.dispatch(documentStatusEventSent({ id: doc.id, event }));
    const later = new Date('2027-01-01T00:00:00Z');
    store.dispatch(sampleDataReset({ referenceDate: later.toISOString() }));
    expect(store.getState().documents).toEqual(seedDocuments(later));
  });

  it('accepts its own state and rejects tampered state', () => {
    expect(isDocumentsState(cachedSeed)).toBe(true);
    const id = cachedSeed.ids[0]!;
    const tampered = (changes: object) => ({
      ...cachedSeed,
      entities: { ...cachedSeed.entities, [id]: { ...cachedSeed.entities[id], ...changes } },
    });
    expect(isDocumentsState(tampered({ status: 'under_review' }))).toBe(false);
    expect(isDocumentsState(tampered({ userType: 'Broker' }))).toBe(false);
    expect(isDocumentsState(tampered({ documentType: 'Passport' }))).toBe(false);
    expect(isDocumentsState(tampered({ expiryDate: '2026-13-45' }))).toBe(false);
    expect(isDocumentsState(tampered({ fileSize: 1024 }))).toBe(false);
    expect(isDocumentsState(tampered({ userName: undefined }))).toBe(false);
    expect(isDocumentsState(null)).toBe(false);
  });
});
