import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Refusable } from '@/components/history/Refusable';
import { whyNotText } from '@/components/history/whyNot';
import { useLocale } from '@/i18n/locale';
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
  const { t, language } = useLocale();
  const send = useVerificationEvent(queue);
  return (
    <Box sx={{ display: 'flex', flexWrap: compact ? 'nowrap' : 'wrap', gap: compact ? 0.25 : 1 }}>
      {queueActionStates(item.status).map(({ type, refusal }) => {
        const { colour, Icon } = QUEUE_ACTION_LOOKS[type];
        const label = t(`admin.verification.actions.${type}`);
        const name = t(`admin.verification.actionsFor.${type}`, { name: item.name });
        const reason = refusal ? whyNotText(t, refusal, language) : undefined;
        const onClick = () => send(item, type);
        if (!compact) {
          return (
            <Refusable key={type} reason={reason}>
              <Button
                size="small"
                variant="outlined"
                color={reason ? 'inherit' : colour}
                startIcon={<Icon aria-hidden />}
                aria-label={name}
                onClick={onClick}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {label}
              </Button>
            </Refusable>
          );
        }
        return (
          <Refusable key={type} reason={reason} hint={label}>
            <IconButton
              size="small"
              color={reason || colour === 'inherit' ? undefined : colour}
              aria-label={name}
              onClick={onClick}
            >
              <Icon fontSize="small" />
            </IconButton>
          </Refusable>
        );
      })}
    </Box>
  );
}
