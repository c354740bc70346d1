import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/list/StatCard';
import { numberFormat } from '@/lib/intl';
import { statusesOf } from '@/machines/lifecycle';
import { disputeStatusMachine } from '@/machines/statusSets.machine';
import { useAppSelector } from '@/store/hooks';
import { selectDisputeStatusCounts } from './disputesSlice';

/** One card per dispute status with its count (all disputes, whatever the filters). */
export function DisputeListStats() {
  const { t, i18n } = useTranslation();
  const counts = useAppSelector(selectDisputeStatusCounts);
  const number = numberFormat(i18n.language);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {statusesOf(disputeStatusMachine).map((status) => (
        <StatCard
          key={status}
          title={t(`status.${status}`)}
          value={number.format(counts[status])}
          description={t(`admin.disputes.cards.${status}`)}
        />
      ))}
    </Box>
  );
}
