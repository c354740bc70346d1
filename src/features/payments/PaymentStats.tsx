import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/list/StatCard';
import { StatCardGrid } from '@/components/list/StatCardGrid';
import { numberFormat } from '@/lib/intl';
import { useAppSelector } from '@/store/hooks';
import { moneyFormat } from './paymentFormat';
import { selectPaymentSummary } from './paymentsSlice';

/**
 * Spec 2.4, Payments: the four summary cards (all payments, whatever the tab, search or filter).
 * Memoised: it has no props, and its figures do not change with the list's search, sort or page.
 */
export const PaymentStats = memo(function PaymentStats() {
  const { t, i18n } = useTranslation();
  const summary = useAppSelector(selectPaymentSummary);
  const money = moneyFormat(i18n.language);
  const number = numberFormat(i18n.language);
  const cards = [
    { key: 'volume', value: money.format(summary.totalVolume), count: undefined },
    { key: 'fees', value: money.format(summary.totalFees), count: undefined },
    { key: 'pending', value: money.format(summary.pendingAmount), count: summary.pendingCount },
    { key: 'failed', value: number.format(summary.failedCount), count: undefined },
  ] as const;
  return (
    <StatCardGrid phone="stack">
      {cards.map(({ key, value, count }) => (
        <StatCard
          key={key}
          title={t(`admin.payments.cards.${key}.title`)}
          value={value}
          description={t(`admin.payments.cards.${key}.description`, {
            pendingCount: number.format(count ?? 0),
          })}
        />
      ))}
    </StatCardGrid>
  );
});
