import { useCallback } from 'react';
import { useUndoable } from '@/components/history/useUndoable';
import { whyNotText } from '@/components/history/whyNot';
import type { RowAction } from '@/components/list/RowActionsMenu';
import type { ToastVariant } from '@/components/toast';
import { useLocale } from '@/i18n/locale';
import { driverDocumentMachine, type DocumentStatus } from '@/machines/driverDocument.machine';
import { actionStatesFrom, statusTone, type EventTypeOf } from '@/machines/lifecycle';
import { toastVariantOfTone } from '@/components/history/tone';
import { documentStatusEventSent, type Document } from './documentsSlice';

export type DocumentEventType = EventTypeOf<typeof driverDocumentMachine>;
type Row = Pick<Document, 'id' | 'fileName' | 'status'>;

/** The document machine's events in the order the menus and the bulk toolbar show them. */
export const DOCUMENT_ACTIONS = [
  'VERIFY',
  'REJECT',
  'MARK_PENDING',
] as const satisfies readonly DocumentEventType[];

/** Every document action with the machine's answer for a document in this status. */
export const documentActionStates = (status: DocumentStatus) =>
  actionStatesFrom(driverDocumentMachine, DOCUMENT_ACTIONS, status);

/** A status's toast and menu colour, from the machine's tone of it. */
export const toastVariantOf = (status: DocumentStatus): ToastVariant =>
  toastVariantOfTone(statusTone(driverDocumentMachine, status));

/**
 * A document's row actions: every status event of the document machine, the ones it refuses now
 * disabled with its reason (spec 4). Each sends the event and shows the spec's toast "Document
 * Status Updated: {document} has been {status}", with "Undo".
 */
export function useDocumentStatusActions(): (document: Row) => RowAction[] {
  const run = useUndoable();
  const { t, language } = useLocale();
  const send = useCallback(
    (document: Row, type: DocumentEventType, next: DocumentStatus) => {
      run(documentStatusEventSent({ id: document.id, event: { type } }), {
        title: t('admin.userDetail.documents.changed.title'),
        description: t(`admin.userDetail.documents.changed.${next}`, { document: document.fileName }),
        variant: toastVariantOf(next),
      });
    },
    [run, t],
  );
  return useCallback(
    (document) =>
      documentActionStates(document.status).map(({ type, next, refusal }) => ({
        key: type,
        label: t(`admin.userDetail.documents.events.${type}`),
        onSelect: () => {
          if (next !== null) send(document, type, next);
        },
        destructive: next !== null && toastVariantOf(next) === 'destructive',
        ...(refusal ? { disabledReason: whyNotText(t, refusal, language) } : {}),
      })),
    [language, send, t],
  );
}
