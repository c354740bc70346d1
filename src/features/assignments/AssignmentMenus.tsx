import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { companyPath, jobPath, useAssignWhyNot, userPath, type OnAssign } from './AssignmentCells';
import type { AssignmentRow } from './assignmentSelectors';

/** A menu entry: a link, an action, or (neither) a disabled line saying why. */
interface Entry {
  key: string;
  label: string;
  to?: string;
  onSelect?: (trigger: HTMLElement) => void;
  reason?: string;
}

interface RowMenuProps {
  /** The trigger's id (also where the focus goes back to after an assignment). */
  id: string;
  /** Visible text ("User Actions"); the accessible name contains it. */
  text: string;
  /** Accessible name, e.g. "User Actions for Dallas Reefer Run". */
  label: string;
  icon: ReactNode;
  /** An icon button with a tooltip (the table), or a text button (the cards). */
  compact: boolean;
  entries: readonly Entry[];
}

function RowMenu({ id, text, label, icon, compact, entries }: RowMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `${id}-menu`;
  const open = (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const trigger = {
    id,
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    'aria-controls': anchor ? menuId : undefined,
    onClick: open,
  };
  return (
    <>
      {compact ? (
        <Tooltip title={text}>
          <IconButton {...trigger} size="small">
            {icon}
          </IconButton>
        </Tooltip>
      ) : (
        <Button {...trigger} size="small" variant="outlined" endIcon={<ArrowDropDownIcon aria-hidden />}>
          {text}
        </Button>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': id } }}
      >
        {entries.map((entry) => {
          if (entry.to) {
            return (
              <MenuItem key={entry.key} component={RouterLink} to={entry.to} relative="path">
                <ListItemText>{entry.label}</ListItemText>
              </MenuItem>
            );
          }
          const { onSelect } = entry;
          if (onSelect) {
            return (
              <MenuItem
                key={entry.key}
                onClick={() => {
                  const button = anchor!;
                  setAnchor(null);
                  onSelect(button);
                }}
              >
                <ListItemText>{entry.label}</ListItemText>
              </MenuItem>
            );
          }
          return (
            // Disabled, but its reason stays readable (MUI would fade the whole item).
            <MenuItem key={entry.key} disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
              <ListItemText
                primary={entry.label}
                secondary={entry.reason}
                slotProps={{ primary: { color: 'text.secondary' } }}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** The id of a row's User Actions button (the focus returns there after an assignment). */
export const userActionsId = (assignmentId: string) => `user-actions-${assignmentId}`;

interface AssignmentMenuProps {
  row: AssignmentRow;
  compact: boolean;
}

/**
 * User Actions: the assigned driver's user page (disabled, with the reason, when nobody is
 * assigned or the driver has no user record), and Assign Driver (disabled, with the machines'
 * reason, when they refuse it).
 */
export function UserActionsMenu({ row, compact, onAssign }: AssignmentMenuProps & { onAssign: OnAssign }) {
  const { t } = useTranslation();
  const assignReason = useAssignWhyNot(row.id);
  const viewDriver: Entry = {
    key: 'viewDriver',
    label: t('admin.assignments.userActions.viewDriver'),
    ...(row.driverUserId
      ? { to: userPath(row.driverUserId) }
      : {
          reason: t(
            row.assignedDriver === null
              ? 'admin.assignments.userActions.noDriver'
              : 'admin.assignments.userActions.driverUnknown',
          ),
        }),
  };
  const assign: Entry = {
    key: 'assign',
    label: t('admin.assignments.assign.button'),
    ...(assignReason === null
      ? { onSelect: (trigger: HTMLElement) => onAssign(row, trigger) }
      : { reason: assignReason }),
  };
  return (
    <RowMenu
      id={userActionsId(row.id)}
      text={t('admin.assignments.userActions.button')}
      label={t('admin.assignments.userActions.label', { job: row.jobTitle })}
      icon={<ManageAccountsOutlinedIcon fontSize="small" />}
      compact={compact}
      entries={[viewDriver, assign]}
    />
  );
}

/** Company Actions: the company's page (disabled, with the reason, when none has the name) and the job. */
export function CompanyActionsMenu({ row, compact }: AssignmentMenuProps) {
  const { t } = useTranslation();
  const viewCompany: Entry = {
    key: 'viewCompany',
    label: t('admin.assignments.companyActions.viewCompany'),
    ...(row.companyId
      ? { to: companyPath(row.companyId) }
      : { reason: t('admin.assignments.companyActions.companyUnknown') }),
  };
  return (
    <RowMenu
      id={`company-actions-${row.id}`}
      text={t('admin.assignments.companyActions.button')}
      label={t('admin.assignments.companyActions.label', { job: row.jobTitle })}
      icon={<ApartmentOutlinedIcon fontSize="small" />}
      compact={compact}
      entries={[
        viewCompany,
        { key: 'viewJob', label: t('admin.assignments.companyActions.viewJob'), to: jobPath(row.jobId) },
      ]}
    />
  );
}
