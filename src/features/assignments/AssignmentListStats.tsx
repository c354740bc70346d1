import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/list/StatCard';
import { StatCardGrid } from '@/components/list/StatCardGrid';
import { numberFormat } from '@/lib/intl';
import { assignmentMachine } from '@/machines/assignment.machine';
import { statusesOf } from '@/machines/lifecycle';
import { useAppSelector } from '@/store/hooks';
import { selectAssignmentCounts } from './assignmentsSlice';

/**
 * The total and one card per assignment status (all assignments, whatever the filters).
 * Memoised: it has no props, and its figures do not change with the list's search, sort or page.
 */
export const AssignmentListStats = memo(function AssignmentListStats() {
  const { t, i18n } = useTranslation();
  const counts = useAppSelector(selectAssignmentCounts);
  const number = numberFormat(i18n.language);
  return (
    <StatCardGrid columns={5} leadOwnRow>
      <StatCard
        title={t('admin.assignments.cards.total')}
        value={number.format(counts.total)}
        description={t('admin.assignments.cards.totalDescription')}
      />
      {statusesOf(assignmentMachine).map((status) => (
        <StatCard
          key={status}
          title={t(`status.${status}`)}
          value={number.format(counts[status])}
          description={t(`admin.assignments.cards.${status}`)}
        />
      ))}
    </StatCardGrid>
  );
});
