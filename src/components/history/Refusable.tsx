import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, useId, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { visuallyHidden } from '@/components/list/visuallyHidden';

/** Looks disabled (MUI's disabled opacity) while staying focusable, which `disabled` would not. */
const refusedSx = { opacity: 0.6, cursor: 'not-allowed' } as const;

/** What Refusable sets on its control: a Button, an IconButton or a MenuItem. */
interface ControlProps {
  sx?: SxProps<Theme>;
  children?: ReactNode;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  disableRipple?: boolean;
  'aria-disabled'?: 'true';
  'aria-describedby'?: string;
}

interface RefusableProps {
  /** Why the action is refused now (`whyNotText`); without one the control is left as it is. */
  reason?: string | null | undefined;
  /** The control's own tooltip, e.g. an icon button's short name ("Approve"); a reason goes under it. */
  hint?: string;
  placement?: TooltipProps['placement'];
  /** The control: a Button, an IconButton or a MenuItem, with its name, look and onClick. */
  children: ReactElement<ControlProps>;
}

const asArray = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : sx ? [sx] : []);

/**
 * The one refused control: an action the machine refuses now stays visible and focusable but
 * inactive (`aria-disabled`, a click does nothing), with the reason as its tooltip and as its
 * accessible description (`aria-describedby`); a disabled control could show neither. An allowed
 * control is rendered as given, with its hint as tooltip if it has one.
 *
 *   <Refusable reason={reason}><Button onClick={approve}>Approve</Button></Refusable>
 */
export function Refusable({ reason, hint, placement, children }: RefusableProps) {
  const reasonId = useId();
  if (!reason) {
    return hint ? (
      <Tooltip title={hint} placement={placement}>
        {children}
      </Tooltip>
    ) : (
      children
    );
  }
  const title = hint ? (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
        {hint}
      </Box>
      {reason}
    </>
  ) : (
    reason
  );
  const control = cloneElement(children, {
    'aria-disabled': 'true',
    'aria-describedby': reasonId,
    onClick: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
    disableRipple: true,
    sx: [refusedSx, ...asArray(children.props.sx)] as SxProps<Theme>,
    children: (
      <>
        {children.props.children}
        {/* Out of the control's name (aria-hidden), still its description (aria-describedby reads it). */}
        <Box component="span" id={reasonId} aria-hidden="true" sx={visuallyHidden}>
          {reason}
        </Box>
      </>
    ),
  });
  return (
    <Tooltip title={title} placement={placement} describeChild>
      {control}
    </Tooltip>
  );
}
