import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataListColumn } from './DataList';
import { isDataColumn, isHideable } from './listColumns';
import { refusedSx } from './RowActionsMenu';
import { visuallyHidden } from './visuallyHidden';

interface ColumnsMenuProps<Row> {
  columns: readonly DataListColumn<Row>[];
  /** The columns shown now. */
  shown: readonly DataListColumn<Row>[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: ReadonlySet<string>) => void;
}

/**
 * The "Columns" button and its menu: one checkbox item per column the user may hide. The last data
 * column shown cannot be hidden: its item stays, inactive, saying why.
 */
export function ColumnsMenu<Row>({ columns, shown, hidden, onChange }: ColumnsMenuProps<Row>) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const reasonId = useId();
  const shownData = shown.filter(isDataColumn);
  const keepOne = t('admin.tools.columns.keepOne');
  const toggle = (field: string) => {
    const next = new Set(hidden);
    if (next.has(field)) next.delete(field);
    else next.add(field);
    onChange(next);
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('admin.tools.columns.button')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('admin.tools.columns.menu') } }}
      >
        {columns.filter(isHideable).map((column) => {
          const visible = shown.includes(column);
          const locked = visible && isDataColumn(column) && shownData.length === 1;
          const item = (
            <MenuItem
              key={column.field}
              role="menuitemcheckbox"
              aria-checked={visible}
              aria-disabled={locked ? 'true' : undefined}
              aria-describedby={locked ? reasonId : undefined}
              onClick={locked ? undefined : () => toggle(column.field)}
              sx={locked ? refusedSx : undefined}
            >
              <ListItemIcon>
                {visible ? (
                  <CheckBoxIcon fontSize="small" color="primary" />
                ) : (
                  <CheckBoxOutlineBlankIcon fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText>{column.headerName}</ListItemText>
              {locked && (
                <Box component="span" id={reasonId} aria-hidden="true" sx={visuallyHidden}>
                  {keepOne}
                </Box>
              )}
            </MenuItem>
          );
          return locked ? (
            <Tooltip key={column.field} title={keepOne} placement="left" describeChild>
              {item}
            </Tooltip>
          ) : (
            item
          );
        })}
      </Menu>
    </>
  );
}
