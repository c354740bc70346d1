import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Box from '@mui/material/Box';
import { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WhyNotButton } from '@/components/history/WhyNotButton';
import { whyNotText } from '@/components/history/whyNot';
import { refusedSx } from '@/components/list/RowActionsMenu';
import { visuallyHidden } from '@/components/list/visuallyHidden';
import { queueActionStates, useVerificationEvent, type QueueEventType } from './useVerificationEvent';
import type { VerificationQueue, VerificationStatus } from './verificationSlice';

/** How each action's button looks: approving reads as good news, rejecting as a warning. */
export const QUEUE_ACTION_LOOKS: Record<
  QueueEventType,
  { colour: ButtonProps['color']; Icon: typeof CheckCircleOutlineIcon }
> = {
  APPROVE: { colour: 'success', Icon: CheckCircleOutlineIcon },
  REJECT: { colour: 'error', Icon: HighlightOffIcon },
  MARK_UNDER_REVIEW: { colour: 'primary', Icon: ManageSearchIcon },
};

interface QueueActionsProps {
  queue: VerificationQueue;
  item: { id: string; name: string; status: VerificationStatus };
  /** Icon buttons with their label as a tooltip (the table's narrow column); text buttons otherwise. */
  compact?: boolean;
}

/**
 * A queue item's actions as visible buttons, each named with the item ("Approve Ana Ruiz"): every
 * action of the queue, the ones the machine refuses from the item's status shown disabled with the
 * machine's reason as tooltip and accessible description ("Already approved.").
 */
export function QueueActions({ queue, item, compact = false }: QueueActionsProps) {
  const { t, i18n } = useTranslation();
  const send = useVerificationEvent(queue);
  return (
    <Box sx={{ display: 'flex', flexWrap: compact ? 'nowrap' : 'wrap', gap: compact ? 0.25 : 1 }}>
      {queueActionStates(item.status).map(({ type, refusal }) => {
        const { colour, Icon } = QUEUE_ACTION_LOOKS[type];
        const label = t(`admin.verification.actions.${type}`);
        const name = t(`admin.verification.actionsFor.${type}`, { name: item.name });
        const reason = refusal ? whyNotText(t, refusal, i18n.language) : undefined;
        const onClick = () => send(item, type);
        if (!compact) {
          return (
            <WhyNotButton
              key={type}
              size="small"
              variant="outlined"
              color={reason ? 'inherit' : colour}
              startIcon={<Icon aria-hidden />}
              aria-label={name}
              disabledReason={reason}
              onClick={onClick}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {label}
            </WhyNotButton>
          );
        }
        if (reason)
          return <RefusedIconButton key={type} label={label} name={name} reason={reason} Icon={Icon} />;
        return (
          <Tooltip key={type} title={label}>
            <IconButton size="small" color={colour} aria-label={name} onClick={onClick}>
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      })}
    </Box>
  );
}

/**
 * An icon action the machine refuses: focusable but inactive (`aria-disabled`), its label and the
 * reason as the tooltip, the reason as its accessible description.
 */
function RefusedIconButton({
  label,
  name,
  reason,
  Icon,
}: {
  label: string;
  name: string;
  reason: string;
  Icon: typeof CheckCircleOutlineIcon;
}) {
  const reasonId = useId();
  return (
    <Tooltip
      describeChild
      title={
        <>
          <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {label}
          </Box>
          {reason}
        </>
      }
    >
      <IconButton
        size="small"
        aria-label={name}
        aria-disabled="true"
        aria-describedby={reasonId}
        onClick={(event) => event.preventDefault()}
        disableRipple
        sx={refusedSx}
      >
        <Icon fontSize="small" />
        <Box component="span" id={reasonId} aria-hidden="true" sx={visuallyHidden}>
          {reason}
        </Box>
      </IconButton>
    </Tooltip>
  );
}
