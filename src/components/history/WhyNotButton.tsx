import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { refusedSx } from '@/components/list/RowActionsMenu';
import { visuallyHidden } from '@/components/list/visuallyHidden';

interface WhyNotButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** Why the machine refuses the action now; the button then does nothing and says why. */
  disabledReason?: string;
}

/**
 * A status action button (detail pages, bulk toolbars). When the machine refuses the action it
 * stays visible and focusable but inactive (`aria-disabled`), with the reason as its tooltip and
 * accessible description: a disabled button could show neither.
 */
export function WhyNotButton({ disabledReason, onClick, children, sx, ...props }: WhyNotButtonProps) {
  const reasonId = useId();
  if (!disabledReason) {
    return (
      <Button onClick={onClick} sx={sx} {...props}>
        {children}
      </Button>
    );
  }
  return (
    <Tooltip title={disabledReason} describeChild>
      <Button
        {...props}
        aria-disabled="true"
        aria-describedby={reasonId}
        onClick={(event) => event.preventDefault()}
        sx={[refusedSx, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
        disableRipple
      >
        {children}
        <Box component="span" id={reasonId} aria-hidden="true" sx={visuallyHidden}>
          {disabledReason}
        </Box>
      </Button>
    </Tooltip>
  );
}
