import Box from '@mui/material/Box';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import type SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import { useId, type ReactNode } from 'react';
import { refusedSx } from '@/components/list/RowActionsMenu';
import { visuallyHidden } from '@/components/list/visuallyHidden';

interface WhyNotIconButtonProps {
  /** The accessible name ("Approve dispute DSP-001"). */
  label: string;
  Icon: typeof SvgIcon;
  /** The tooltip: the action's short name ("Approve"); a refused action adds its reason under it. */
  hint: string;
  /** Why the machine refuses the action now; the button then does nothing and says why. */
  disabledReason?: string;
  color?: IconButtonProps['color'];
  onClick: () => void;
}

/**
 * A status action as an icon button (dense table rows). When the machine refuses it, it stays
 * focusable but inactive (`aria-disabled`), with the reason in its tooltip and as its accessible
 * description, like WhyNotButton.
 */
export function WhyNotIconButton({
  label,
  Icon,
  hint,
  disabledReason,
  color,
  onClick,
}: WhyNotIconButtonProps) {
  const reasonId = useId();
  if (!disabledReason) {
    return (
      <Tooltip title={hint}>
        <IconButton size="small" color={color} aria-label={label} onClick={onClick}>
          <Icon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  }
  const title: ReactNode = (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
        {hint}
      </Box>
      {disabledReason}
    </>
  );
  return (
    <Tooltip title={title} describeChild>
      <IconButton
        size="small"
        aria-label={label}
        aria-disabled="true"
        aria-describedby={reasonId}
        onClick={(event) => event.preventDefault()}
        disableRipple
        sx={refusedSx}
      >
        <Icon fontSize="small" />
        <Box component="span" id={reasonId} aria-hidden="true" sx={visuallyHidden}>
          {disabledReason}
        </Box>
      </IconButton>
    </Tooltip>
  );
}
