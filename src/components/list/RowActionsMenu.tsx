import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Refusable } from '@/components/history/Refusable';

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
      {/* Refused items are aria-disabled, which MUI's menu keyboard would skip: keep them reachable. */}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { disabledItemsFocusable: true } }}
      >
        {actions.length === 0 ? (
          <MenuItem disabled>
            <ListItemText>{emptyText}</ListItemText>
          </MenuItem>
        ) : (
          // A refused action stays in the menu (so the reviewer sees it exists), focusable, with its reason.
          actions.map((action) => (
            <Refusable key={action.key} reason={action.disabledReason} placement="left">
              <MenuItem
                onClick={() => {
                  close();
                  action.onSelect();
                }}
                sx={action.destructive && !action.disabledReason ? { color: 'error.main' } : undefined}
              >
                <ListItemText>{action.label}</ListItemText>
              </MenuItem>
            </Refusable>
          ))
        )}
      </Menu>
    </>
  );
}
