import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/list/StatCard';
import { StatCardGrid } from '@/components/list/StatCardGrid';
import { numberFormat } from '@/lib/intl';
import { useAppSelector } from '@/store/hooks';
import { selectDriverStats } from './driverSelectors';
import { isRated } from './userDetailSelectors';

/** Spec 2.4: a driver's four stat cards: Total Jobs, Completed, Total Earnings, Average Rating. */
export function UserDetailStats({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const stats = useAppSelector((state) => selectDriverStats(state, userId));
  if (!stats) return null;
  const number = numberFormat(i18n.language);
  const money = numberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const rating = numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const cards = [
    {
      key: 'totalJobs',
      value: number.format(stats.totalJobs),
      description: t('admin.userDetail.stats.totalJobsDescription'),
    },
    {
      key: 'completed',
      value: number.format(stats.completedJobs),
      description:
        stats.totalJobs > 0
          ? t('admin.userDetail.stats.completedDescription', {
              rate: percent.format(stats.completedJobs / stats.totalJobs),
            })
          : undefined,
    },
    {
      key: 'totalEarnings',
      value: money.format(stats.totalEarnings),
      description: t('admin.userDetail.stats.totalEarningsDescription'),
    },
    {
      key: 'averageRating',
      value: isRated(stats.rating) ? rating.format(stats.rating) : '—',
      description: isRated(stats.rating)
        ? t('admin.userDetail.stats.averageRatingDescription')
        : t('admin.userDetail.notRated'),
    },
  ] as const;

  return (
    <StatCardGrid phone="stack" mb={2}>
      {cards.map(({ key, value, description }) => (
        <StatCard
          key={key}
          title={t(`admin.userDetail.stats.${key}`)}
          value={value}
          description={description}
        />
      ))}
    </StatCardGrid>
  );
}
