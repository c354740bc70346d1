import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/list/StatusChip';
import { visuallyHidden } from '@/components/list/visuallyHidden';
import { formatDate } from '@/lib/format';
import { statusTone } from '@/machines/lifecycle';
import { disputeStatusMachine } from '@/machines/statusSets.machine';
import { awaitsDecision } from './disputeListFilters';
import type { Dispute, DisputePartyRole } from './disputesSlice';

/** A party of a dispute: the name, and the role under it. */
export function Party({ name, role }: { name: string; role: DisputePartyRole }) {
  const { t } = useTranslation();
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
  const { i18n } = useTranslation();
  return <time dateTime={value}>{formatDate(value, i18n.language)}</time>;
}

export function Priority({ priority }: { priority: Dispute['priority'] }) {
  const { t } = useTranslation();
  return <>{t(`notifications.priorities.${priority}`)}</>;
}

/**
 * Approve and Reject on a dispute that awaits a decision (spec 2.4). They do nothing yet: each is
 * aria-disabled but focusable, and its tooltip and description say a later release resolves disputes.
 */
export function DisputeDecisions({ dispute }: { dispute: Pick<Dispute, 'id' | 'status'> }) {
  const { t } = useTranslation();
  const hintId = useId();
  if (!awaitsDecision(dispute.status)) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('admin.disputes.noDecision')}
      </Typography>
    );
  }
  const hint = t('admin.disputes.decideLater');
  const buttons = [
    { key: 'approve', colour: 'success', Icon: CheckCircleOutlineIcon },
    { key: 'reject', colour: 'error', Icon: HighlightOffIcon },
  ] as const;
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
      {buttons.map(({ key, colour, Icon }) => (
        <Tooltip key={key} title={hint} describeChild>
          <IconButton
            size="small"
            color={colour}
            aria-label={t(`admin.disputes.${key}`, { id: dispute.id })}
            aria-disabled="true"
            aria-describedby={hintId}
            onClick={(event) => event.preventDefault()}
            sx={{ opacity: 0.6, cursor: 'not-allowed' }}
          >
            <Icon fontSize="small" />
          </IconButton>
        </Tooltip>
      ))}
      <Box component="span" id={hintId} sx={visuallyHidden}>
        {hint}
      </Box>
    </Box>
  );
}
