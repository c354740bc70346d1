import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/list/StatCard';
import { numberFormat } from '@/lib/intl';
import { assignmentMachine } from '@/machines/assignment.machine';
import { statusesOf } from '@/machines/lifecycle';
import { useAppSelector } from '@/store/hooks';
import { selectAssignmentCounts } from './assignmentsSlice';

/** The total and one card per assignment status (all assignments, whatever the filters). */
export function AssignmentListStats() {
  const { t, i18n } = useTranslation();
  const counts = useAppSelector(selectAssignmentCounts);
  const number = numberFormat(i18n.language);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {/* The total takes a row of its own on phones, so the four statuses pair up below it. */}
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <StatCard
          title={t('admin.assignments.cards.total')}
          value={number.format(counts.total)}
          description={t('admin.assignments.cards.totalDescription')}
        />
      </Box>
      {statusesOf(assignmentMachine).map((status) => (
        <StatCard
          key={status}
          title={t(`status.${status}`)}
          value={number.format(counts[status])}
          description={t(`admin.assignments.cards.${status}`)}
        />
      ))}
    </Box>
  );
}
