import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

export interface RowAction {
  /** Stable key, e.g. the machine event type. */
  key: string;
  label: string;
  onSelect: () => void;
  /** Drawn in the error colour (reject, suspend). */
  destructive?: boolean;
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
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {actions.length === 0 ? (
          <MenuItem disabled>
            <ListItemText>{emptyText}</ListItemText>
          </MenuItem>
        ) : (
          actions.map((action) => (
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
          ))
        )}
      </Menu>
    </>
  );
}
