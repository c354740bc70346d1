import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/list/StatCard';
import { StatCardGrid } from '@/components/list/StatCardGrid';
import { numberFormat } from '@/lib/intl';
import { useAppSelector } from '@/store/hooks';
import { selectCompanyCounts } from './companiesSlice';

/** The list's four cards and which count each shows. */
const CARDS = ['total', 'active', 'pending', 'verified'] as const;

/** Spec 2.4, Companies: the count cards above the list (all companies, whatever the filters). */
export function CompanyListStats() {
  const { t, i18n } = useTranslation();
  const counts = useAppSelector(selectCompanyCounts);
  const number = numberFormat(i18n.language);
  return (
    <StatCardGrid>
      {CARDS.map((card) => (
        <StatCard
          key={card}
          title={t(`admin.companyList.cards.${card}.title`)}
          value={number.format(counts[card])}
          description={t(`admin.companyList.cards.${card}.description`)}
        />
      ))}
    </StatCardGrid>
  );
}
