import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { visuallyHidden } from './visuallyHidden';

export interface RowAction {
  /** Stable key, e.g. the machine event type. */
  key: string;
  label: string;
  onSelect: () => void;
  /** Drawn in the error colour (reject, suspend). */
  destructive?: boolean;
  /**
   * Why the machine refuses this action for the row: the item is shown disabled, with the reason as
   * its tooltip and accessible description (`whyNotText`).
   */
  disabledReason?: string;
}

interface RowActionsMenuProps {
  /** The button's accessible name, e.g. "Status actions for Ana Ruiz". */
  label: string;
  /** The actions the machine allows for this row; none shows a single disabled item saying so. */
  actions: readonly RowAction[];
  /** Shown, disabled, when there are no actions. */
  emptyText: string;
}

/**
 * An action the machine refuses: still in the menu (so the reviewer sees it exists), focusable,
 * announced as unavailable, with the reason as tooltip and accessible description.
 */
function RefusedMenuItem({ label, reason }: { label: string; reason: string }) {
  const reasonId = useId();
  return (
    <Tooltip title={reason} placement="left" describeChild>
      <MenuItem aria-disabled="true" aria-describedby={reasonId} sx={refusedSx}>
        <ListItemText>{label}</ListItemText>
        {/* Out of the item's name (aria-hidden), still its description (aria-describedby reads it). */}
        <Box component="span" id={reasonId} aria-hidden="true" sx={visuallyHidden}>
          {reason}
        </Box>
      </MenuItem>
    </Tooltip>
  );
}

/** Looks disabled (MUI's disabled opacity) while staying focusable, which `disabled` would not. */
export const refusedSx = { opacity: 0.6, cursor: 'not-allowed' } as const;

/** A row's "more" button and its menu of actions. */
export function RowActionsMenu({ label, actions, emptyText }: RowActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {actions.length === 0 ? (
          <MenuItem disabled>
            <ListItemText>{emptyText}</ListItemText>
          </MenuItem>
        ) : (
          actions.map((action) =>
            action.disabledReason ? (
              <RefusedMenuItem key={action.key} label={action.label} reason={action.disabledReason} />
            ) : (
              <MenuItem
                key={action.key}
                onClick={() => {
                  close();
                  action.onSelect();
                }}
                sx={action.destructive ? { color: 'error.main' } : undefined}
              >
                <ListItemText>{action.label}</ListItemText>
              </MenuItem>
            ),
          )
        )}
      </Menu>
    </>
  );
}
