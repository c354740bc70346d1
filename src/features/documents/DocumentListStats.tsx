import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/list/StatCard';
import { StatCardGrid } from '@/components/list/StatCardGrid';
import { numberFormat } from '@/lib/intl';
import { useAppSelector } from '@/store/hooks';
import { EXPIRY_WARNING_DAYS, selectDocumentStats } from './documentsSlice';

/** Spec 2.4, Documents: total, verified, pending and expiring soon (all documents, whatever the filters). */
export function DocumentListStats({ today }: { today: string }) {
  const { t, i18n } = useTranslation();
  const stats = useAppSelector((state) => selectDocumentStats(state, today));
  const number = numberFormat(i18n.language);
  const cards = [
    { key: 'total', value: stats.total },
    { key: 'verified', value: stats.byStatus.verified },
    { key: 'pending', value: stats.byStatus.pending },
    { key: 'expiringSoon', value: stats.expiringSoon },
  ] as const;
  return (
    <StatCardGrid>
      {cards.map(({ key, value }) => (
        <StatCard
          key={key}
          title={t(`admin.documents.cards.${key}.title`)}
          value={number.format(value)}
          description={t(`admin.documents.cards.${key}.description`, {
            days: number.format(EXPIRY_WARNING_DAYS),
          })}
        />
      ))}
    </StatCardGrid>
  );
}
