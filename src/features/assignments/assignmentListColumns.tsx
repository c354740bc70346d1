import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { labelsOf } from '@/components/list/labels';
import { STATUS_COLUMN_MIN_WIDTH, type DataListColumn } from '@/components/list/listTypes';
import {
  AssignDriverButton,
  AssignmentStatus,
  CalendarDate,
  DriverName,
  JobTitleLink,
  Pay,
  Priority,
  type OnAssign,
} from './AssignmentCells';
import { CompanyActionsMenu, UserActionsMenu } from './AssignmentMenus';
import type { AssignmentRow } from './assignmentSelectors';
import { ASSIGNMENT_PRIORITIES } from './assignmentsSlice';

/**
 * Ten columns share about 1,060 px at 1366: the priority ("Medium") and the pay ("$10,500") take
 * less than the grid's least width, so the company and the status keep their words whole.
 */
const SHORT_VALUE_MIN_WIDTH = 84;

/**
 * Spec 3's assignment: job title (a link to the job), company, driver (or Unassigned, with Assign
 * Driver when allowed), status, priority, assigned date, location, pay, due date, and the User
 * Actions and Company Actions menus.
 */
export function assignmentListColumns(t: TFunction, onAssign: OnAssign): DataListColumn<AssignmentRow>[] {
  const label = labelsOf(t);
  return [
    {
      field: 'jobTitle',
      headerName: t('admin.assignments.columns.job'),
      flex: 1.5,
      hideable: false,
      renderCell: (a) => <JobTitleLink assignment={a} />,
    },
    {
      field: 'companyName',
      headerName: t('admin.assignments.columns.company'),
      flex: 1.2,
      // A company's longest word ("Distribution") on one line.
      minWidth: 108,
      renderCell: (a) => <bdi style={{ overflowWrap: 'anywhere' }}>{a.companyName}</bdi>,
    },
    {
      field: 'assignedDriver',
      headerName: t('admin.assignments.columns.driver'),
      // Wide enough for the Assign Driver button.
      flex: 1.7,
      minWidth: 152,
      // Unassigned items sort after every name, whichever the language.
      valueGetter: (a) => a.assignedDriver ?? '\uffff',
      exportValue: (a) => a.assignedDriver ?? label('admin.assignments.unassigned'),
      renderCell: (a) => (
        <Box sx={{ display: 'grid', gap: 0.75, justifyItems: 'start' }}>
          <DriverName driver={a.assignedDriver} />
          <AssignDriverButton assignment={a} onAssign={onAssign} />
        </Box>
      ),
    },
    {
      field: 'status',
      headerName: t('admin.assignments.columns.status'),
      minWidth: STATUS_COLUMN_MIN_WIDTH,
      valueGetter: (a) => label(`status.${a.status}`),
      renderCell: (a) => <AssignmentStatus status={a.status} />,
    },
    {
      field: 'priority',
      headerName: t('admin.assignments.columns.priority'),
      flex: 0.8,
      minWidth: SHORT_VALUE_MIN_WIDTH,
      // High first when sorted descending.
      valueGetter: (a) => ASSIGNMENT_PRIORITIES.length - ASSIGNMENT_PRIORITIES.indexOf(a.priority),
      exportValue: (a) => label(`notifications.priorities.${a.priority}`),
      renderCell: (a) => <Priority priority={a.priority} />,
    },
    {
      field: 'assignedDate',
      headerName: t('admin.assignments.columns.assignedDate'),
      valueGetter: (a) => a.assignedDate ?? '',
      exportValue: (a) => a.assignedDate,
      renderCell: (a) => <CalendarDate value={a.assignedDate} />,
    },
    {
      field: 'location',
      headerName: t('admin.assignments.columns.location'),
      flex: 1.3,
      renderCell: (a) => <bdi>{a.location}</bdi>,
    },
    {
      field: 'payAmount',
      headerName: t('admin.assignments.columns.pay'),
      flex: 0.8,
      minWidth: SHORT_VALUE_MIN_WIDTH,
      renderCell: (a) => <Pay amount={a.payAmount} />,
    },
    {
      field: 'dueDate',
      headerName: t('admin.assignments.columns.dueDate'),
      renderCell: (a) => <CalendarDate value={a.dueDate} />,
    },
    {
      field: 'actions',
      headerName: t('admin.assignments.columns.actions'),
      sortable: false,
      exportValue: false,
      flex: 0.9,
      renderCell: (a) => (
        <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
          <UserActionsMenu row={a} compact onAssign={onAssign} />
          <CompanyActionsMenu row={a} compact />
        </Box>
      ),
    },
  ];
}
