import { makeStore } from '@/app/store';
import { batchSummary } from '@/components/history/bulk';
import { addAllCatalogues } from '@/i18n/catalogues';
import { i18n } from '@/i18n/instance';
import { eventTypesOf } from '@/machines/lifecycle';
import { driverDocumentMachine, type DocumentStatus } from '@/machines/driverDocument.machine';
import { selectAuditEntries } from '@/store/history/audit';
import { undoable, undoChanges } from '@/store/history/undo';
import type { AppStore } from '@/store/hooks';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { documentEventsSent, documentStatusEventSent, selectAllDocuments } from './documentsSlice';
import { DOCUMENT_ACTIONS } from './useDocumentStatusActions';

const setup = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
const t = () => i18n.getFixedT('en');
const documentsIn = (store: AppStore, status: DocumentStatus, count: number) =>
  selectAllDocuments(store.getState())
    .filter((d) => d.status === status)
    .slice(0, count);
const statusOf = (store: AppStore, id: string) => store.getState().documents.entities[id]!.status;

describe('documents: bulk status actions', () => {
  beforeAll(() => addAllCatalogues());

  it('offers every event of the document machine', () => {
    expect([...DOCUMENT_ACTIONS].sort()).toEqual(eventTypesOf(driverDocumentMachine).sort());
  });

  it('verifies the pending and rejected documents in one action and skips the verified one', () => {
    const store = setup();
    const selection = [
      ...documentsIn(store, 'pending', 2),
      ...documentsIn(store, 'rejected', 1),
      ...documentsIn(store, 'verified', 1),
    ];
    const actions: string[] = [];
    store.subscribe(() => actions.push('change'));
    const plan = store.dispatch(
      documentEventsSent({ ids: selection.map((d) => d.id), event: { type: 'VERIFY' } }),
    );
    expect(plan.accepted).toEqual(selection.slice(0, 3).map((d) => d.id));
    expect(batchSummary(t(), 'VERIFY', plan, 'en')).toBe('3 verified, 1 skipped (already verified)');
    for (const d of selection) expect(statusOf(store, d.id)).toBe('verified');
    // One change and its audit entries: no per-document dispatches.
    expect(actions).toHaveLength(2);
    expect(
      selectAuditEntries(store.getState())
        .map((entry) => entry.entityId)
        .sort(),
    ).toEqual(plan.accepted.slice().sort());
  });

  it('one Undo restores the batch; a document changed since makes it refuse, changing nothing', () => {
    const store = setup();
    const selection = documentsIn(store, 'verified', 3);
    const reject = () =>
      store.dispatch(
        undoable(documentEventsSent({ ids: selection.map((d) => d.id), event: { type: 'REJECT' } })),
      );
    const first = reject();
    expect(store.dispatch(undoChanges(first.ticket!))).toBe('undone');
    for (const d of selection) expect(statusOf(store, d.id)).toBe('verified');

    const second = reject();
    store.dispatch(documentStatusEventSent({ id: selection[0]!.id, event: { type: 'VERIFY' } }));
    const before = store.getState().documents;
    expect(store.dispatch(undoChanges(second.ticket!))).toBe('changed');
    expect(store.getState().documents).toBe(before);
  });

  it('changes nothing and gives no ticket when every document’s machine refuses', () => {
    const store = setup();
    const selection = documentsIn(store, 'rejected', 2);
    const { result, ticket } = store.dispatch(
      undoable(documentEventsSent({ ids: selection.map((d) => d.id), event: { type: 'MARK_PENDING' } })),
    );
    expect(ticket).toBeNull();
    expect(batchSummary(t(), 'MARK_PENDING', result as never, 'en')).toBe(
      '2 skipped (not possible while rejected)',
    );
  });
});
