import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { queueActionsFrom, useVerificationEvent, type QueueEventType } from './useVerificationEvent';
import type { VerificationQueue, VerificationStatus } from './verificationSlice';

/** How each action's button looks: approving reads as good news, rejecting as a warning. */
const LOOKS: Record<QueueEventType, { colour: ButtonProps['color']; Icon: typeof CheckCircleOutlineIcon }> = {
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
 * A queue item's actions as visible buttons: exactly the events the machine allows from the item's
 * status, each named with the item ("Approve Ana Ruiz"). An approved item has none.
 */
export function QueueActions({ queue, item, compact = false }: QueueActionsProps) {
  const { t } = useTranslation();
  const send = useVerificationEvent(queue);
  const actions = queueActionsFrom(item.status);
  if (actions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('admin.verification.noActions')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: compact ? 'nowrap' : 'wrap', gap: compact ? 0.25 : 1 }}>
      {actions.map((type) => {
        const { colour, Icon } = LOOKS[type];
        const label = t(`admin.verification.actions.${type}`);
        const name = t(`admin.verification.actionsFor.${type}`, { name: item.name });
        const onClick = () => send(item, type);
        return compact ? (
          <Tooltip key={type} title={label}>
            <IconButton size="small" color={colour} aria-label={name} onClick={onClick}>
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : (
          <Button
            key={type}
            size="small"
            variant="outlined"
            color={colour}
            startIcon={<Icon aria-hidden />}
            aria-label={name}
            onClick={onClick}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {label}
          </Button>
        );
      })}
    </Box>
  );
}
