import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUndoable } from '@/components/history/useUndoable';
import { nextStatus, statusTone } from '@/machines/lifecycle';
import { disputeStatusMachine } from '@/machines/statusSets.machine';
import { disputeStatusEventSent, type Dispute, type DisputeEventType } from './disputesSlice';

/**
 * Sends an administrator's decision on a dispute (Mark in review, Approve, Reject) through the
 * machine, with a toast that names the dispute and offers Undo. The audit trail notes the change by
 * itself. A decision the machine refuses changes nothing and shows no toast.
 */
export function useDisputeDecision(): (
  dispute: Pick<Dispute, 'id' | 'status' | 'raisedBy'>,
  type: DisputeEventType,
) => void {
  const run = useUndoable();
  const { t } = useTranslation();
  return useCallback(
    (dispute, type) => {
      const next = nextStatus(disputeStatusMachine, dispute.status, { type });
      if (next === null) return;
      run(disputeStatusEventSent({ id: dispute.id, event: { type }, today: new Date().toISOString() }), {
        title: t(`admin.disputes.changed.${type}.title`),
        description: t(`admin.disputes.changed.${type}.description`, {
          id: dispute.id,
          name: dispute.raisedBy,
        }),
        variant: statusTone(disputeStatusMachine, next) === 'success' ? 'success' : 'default',
      });
    },
    [run, t],
  );
}
