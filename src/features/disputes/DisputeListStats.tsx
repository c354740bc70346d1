import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/list/StatCard';
import { StatCardGrid } from '@/components/list/StatCardGrid';
import { numberFormat } from '@/lib/intl';
import { statusesOf } from '@/machines/lifecycle';
import { disputeStatusMachine } from '@/machines/statusSets.machine';
import { useAppSelector } from '@/store/hooks';
import { selectDisputeStatusCounts } from './disputesSlice';

/**
 * One card per dispute status with its count (all disputes, whatever the filters).
 * Memoised: it has no props, and its figures do not change with the list's search, sort or page.
 */
export const DisputeListStats = memo(function DisputeListStats() {
  const { t, i18n } = useTranslation();
  const counts = useAppSelector(selectDisputeStatusCounts);
  const number = numberFormat(i18n.language);
  return (
    <StatCardGrid>
      {statusesOf(disputeStatusMachine).map((status) => (
        <StatCard
          key={status}
          title={t(`status.${status}`)}
          value={number.format(counts[status])}
          description={t(`admin.disputes.cards.${status}`)}
        />
      ))}
    </StatCardGrid>
  );
});
