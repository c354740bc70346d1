import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { batchRefusal, batchSummary, planBatch, type BatchPlan } from '@/components/history/bulk';
import { useUndoable } from '@/components/history/useUndoable';
import { Refusable } from '@/components/history/Refusable';
import { BulkActionBar } from '@/components/list/BulkActionBar';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { nextStatus } from '@/machines/lifecycle';
import { documentEventsSent, type Document } from './documentsSlice';
import { DOCUMENT_ACTIONS, toastVariantOf, type DocumentEventType } from './useDocumentStatusActions';

interface DocumentBulkActionsProps {
  /** The selected documents, as the list shows them. */
  selected: readonly Pick<Document, 'id' | 'status'>[];
  onClear: () => void;
}

/**
 * The Documents bulk toolbar (issue 12): the selection's count and every status event of the
 * document machine. Each selected document asks its own machine; an event none of them accepts is
 * shown disabled with the machine's reasons. One toast says what happened ("3 verified, 1 skipped
 * (already verified)"), and its Undo restores the whole batch. The selection clears afterwards.
 */
export function DocumentBulkActions({ selected, onClear }: DocumentBulkActionsProps) {
  const { t, i18n } = useTranslation();
  const run = useUndoable();
  const plans = useMemo(
    () =>
      DOCUMENT_ACTIONS.map((type) => ({ type, plan: planBatch(driverDocumentMachine, selected, { type }) })),
    [selected],
  );

  const statusById = new Map(selected.map((document) => [document.id, document.status]));
  /** The status the plan's documents reach (one event has one target here), or null when none. */
  const reachedBy = (type: DocumentEventType, plan: BatchPlan) => {
    const first = plan.accepted[0] === undefined ? undefined : statusById.get(plan.accepted[0]);
    return first === undefined ? null : nextStatus(driverDocumentMachine, first, { type });
  };

  const apply = (type: DocumentEventType) => {
    run<BatchPlan>(
      documentEventsSent({ ids: selected.map((document) => document.id), event: { type } }),
      (plan) => {
        const reached = reachedBy(type, plan);
        const summary = batchSummary(t, type, plan, i18n.language);
        return reached
          ? { title: summary, variant: toastVariantOf(reached) }
          : { title: t('admin.tools.bulk.noneApplied'), description: summary };
      },
    );
    onClear();
  };

  return (
    <BulkActionBar count={selected.length} onClear={onClear}>
      {plans.map(({ type, plan }) => {
        const reached = reachedBy(type, plan);
        const reason = batchRefusal(t, type, plan, i18n.language);
        return (
          <Refusable key={type} reason={reason}>
            <Button
              size="small"
              variant="outlined"
              color={
                reached === null ? 'inherit' : toastVariantOf(reached) === 'destructive' ? 'error' : 'primary'
              }
              onClick={() => apply(type)}
            >
              {t(`admin.userDetail.documents.events.${type}`)}
            </Button>
          </Refusable>
        );
      })}
    </BulkActionBar>
  );
}
