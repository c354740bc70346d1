import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@/components/list/RowActionsMenu';
import { showToast } from '@/components/toast';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { eventTypesFrom, nextStatus, statusTone, type EventTypeOf } from '@/machines/lifecycle';
import { useAppDispatch } from '@/store/hooks';
import { documentStatusEventSent, type Document } from './documentsSlice';

type DocumentEventType = EventTypeOf<typeof driverDocumentMachine>;
type Row = Pick<Document, 'id' | 'fileName' | 'status'>;

/**
 * A document's row actions: exactly the status events the machine allows now (spec 4). Each sends
 * the event and shows the spec's toast "Document Status Updated: {document} has been {status}".
 */
export function useDocumentStatusActions(): (document: Row) => RowAction[] {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const send = useCallback(
    (document: Row, type: DocumentEventType) => {
      const next = nextStatus(driverDocumentMachine, document.status, { type });
      if (next === null) return;
      dispatch(documentStatusEventSent({ id: document.id, event: { type } }));
      const tone = statusTone(driverDocumentMachine, next);
      showToast({
        title: t('admin.userDetail.documents.changed.title'),
        description: t(`admin.userDetail.documents.changed.${next}`, { document: document.fileName }),
        variant: tone === 'success' ? 'success' : tone === 'error' ? 'destructive' : 'default',
      });
    },
    [dispatch, t],
  );
  return useCallback(
    (document) =>
      eventTypesFrom(driverDocumentMachine, document.status).map((type) => ({
        key: type,
        label: t(`admin.userDetail.documents.events.${type}`),
        onSelect: () => send(document, type),
        destructive:
          statusTone(
            driverDocumentMachine,
            nextStatus(driverDocumentMachine, document.status, { type }) ?? document.status,
          ) === 'error',
      })),
    [send, t],
  );
}
