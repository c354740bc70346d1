import { CardFields } from '@/components/list/CardFields';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
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

/** An assignment under 768 px: the row's information and its buttons, stacked. */
export function AssignmentListCard({ row, onAssign }: { row: AssignmentRow; onAssign: OnAssign }) {
  const { t } = useTranslation();
  const fields = [
    { label: t('admin.assignments.columns.driver'), value: <DriverName driver={row.assignedDriver} /> },
    { label: t('admin.assignments.columns.priority'), value: <Priority priority={row.priority} /> },
    { label: t('admin.assignments.columns.assignedDate'), value: <CalendarDate value={row.assignedDate} /> },
    { label: t('admin.assignments.columns.dueDate'), value: <CalendarDate value={row.dueDate} /> },
    { label: t('admin.assignments.columns.location'), value: <bdi>{row.location}</bdi> },
    { label: t('admin.assignments.columns.pay'), value: <Pay amount={row.payAmount} /> },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <JobTitleLink assignment={row} />
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{row.companyName}</bdi>
          </Typography>
        </Box>
        <AssignmentStatus status={row.status} />
      </Box>
      <CardFields fields={fields} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        <AssignDriverButton assignment={row} onAssign={onAssign} />
        <UserActionsMenu row={row} compact={false} onAssign={onAssign} />
        <CompanyActionsMenu row={row} compact={false} />
      </Box>
    </Box>
  );
}
