import { memo } from 'react';
import { CountCards } from '@/components/list/CountCards';
import { useAppSelector } from '@/store/hooks';
import { selectCompanyCounts } from './companiesSlice';

/** The list's four cards and which count each shows. */
const CARDS = ['total', 'active', 'pending', 'verified'] as const;

/**
 * Spec 2.4, Companies: the count cards above the list (all companies, whatever the filters).
 * Memoised: it has no props, and its figures do not change with the list's search, sort or page.
 */
export const CompanyListStats = memo(function CompanyListStats() {
  const counts = useAppSelector(selectCompanyCounts);
  return <CountCards cards={CARDS} counts={counts} textKey="admin.companyList.cards" />;
});
