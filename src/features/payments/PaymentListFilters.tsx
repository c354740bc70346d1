import { useTranslation } from 'react-i18next';
import { ListFilterBar, optionsWithAll } from '@/components/list/ListFilterBar';
import type { ListParams } from '@/components/list/useListParams';
import { PAYMENT_LIST_FILTERS, type PaymentListFilter } from './paymentListFilters';

/** Spec 5: search over payer, payee and id, and the status filter, both in the URL and shared by the tabs. */
export function PaymentListFilters({ params }: { params: ListParams<PaymentListFilter> }) {
  const { t } = useTranslation();
  return (
    <ListFilterBar
      params={params}
      searchLabel={t('admin.payments.search')}
      searchPlaceholder={t('admin.payments.searchPlaceholder')}
      sx={{ my: 2 }}
      filters={[
        {
          name: 'status',
          label: t('admin.payments.columns.status'),
          options: optionsWithAll(PAYMENT_LIST_FILTERS.status, t('admin.payments.allStatus'), (value) =>
            t(`status.${value}`),
          ),
        },
      ]}
    />
  );
}
