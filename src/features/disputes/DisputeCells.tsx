import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Refusable } from '@/components/history/Refusable';
import { StatusChip } from '@/components/list/StatusChip';
import { useLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/format';
import { statusTone } from '@/machines/lifecycle';
import { disputeStatusMachine } from '@/machines/statusSets.machine';
import { decisionReason, disputeDecisionsFor } from './disputeDecisions';
import type { Dispute, DisputeEventType, DisputePartyRole } from './disputesSlice';
import { useDisputeDecision } from './useDisputeDecision';

/** A party of a dispute: the name, and the role under it. */
export function Party({ name, role }: { name: string; role: DisputePartyRole }) {
  const { t } = useLocale();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <bdi>{name}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`admin.users.roles.${role}`)}
      </Typography>
    </Box>
  );
}

export function DisputeStatus({ status }: { status: Dispute['status'] }) {
  return <StatusChip status={status} tone={statusTone(disputeStatusMachine, status)} />;
}

export function Created({ value }: { value: string }) {
  const { language } = useLocale();
  return <time dateTime={value}>{formatDate(value, language)}</time>;
}

export function Priority({ priority }: { priority: Dispute['priority'] }) {
  const { t } = useLocale();
  return <>{t(`notifications.priorities.${priority}`)}</>;
}

const DECISION_LOOKS = {
  MARK_IN_REVIEW: { colour: 'info', Icon: RateReviewOutlinedIcon },
  RESOLVE: { colour: 'success', Icon: CheckCircleOutlineIcon },
  REJECT: { colour: 'error', Icon: HighlightOffIcon },
} as const;

/**
 * Mark in review, Approve and Reject on a dispute (spec 2.4's approve and reject icon buttons, made
 * real by issue 12): each asks the dispute machine. A refused one stays visible and focusable but
 * inactive (`aria-disabled`), with the machine's reason as its tooltip and accessible description.
 */
export function DisputeDecisions({ dispute }: { dispute: Pick<Dispute, 'id' | 'status' | 'raisedBy'> }) {
  const { t, language } = useLocale();
  const decide = useDisputeDecision();
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.25 }}>
      {disputeDecisionsFor(dispute).map((decision) => (
        <DecisionButton
          key={decision.type}
          type={decision.type}
          label={t(`admin.disputes.actions.${decision.type}`, { id: dispute.id })}
          hint={t(`admin.disputes.events.${decision.type}`)}
          reason={decisionReason(t, decision, language)}
          onClick={() => decide(dispute, decision.type)}
        />
      ))}
    </Box>
  );
}

interface DecisionButtonProps {
  type: DisputeEventType;
  /** Accessible name, with the dispute's id ("Approve dispute DSP-001"). */
  label: string;
  /** The tooltip of an allowed decision ("Approve"). */
  hint: string;
  /** Why the machine refuses it; the button then does nothing. */
  reason: string | undefined;
  onClick: () => void;
}

function DecisionButton({ type, label, hint, reason, onClick }: DecisionButtonProps) {
  const { colour, Icon } = DECISION_LOOKS[type];
  return (
    <Refusable reason={reason} hint={hint}>
      <IconButton size="small" color={reason ? undefined : colour} aria-label={label} onClick={onClick}>
        <Icon fontSize="small" />
      </IconButton>
    </Refusable>
  );
}
