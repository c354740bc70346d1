import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/list/DataList';
import { useLatestSearchParams } from '@/components/list/useLatestSearchParams';
import { useListParams } from '@/components/list/useListParams';
import { PAGE_PARAM } from '@/components/list/usePageParam';
import { PageHeader } from '@/components/PageHeader';
import { TabbedPanels } from '@/components/tabs/TabbedPanels';
import { useTabs } from '@/components/tabs/useTabs';
import { useAppSelector } from '@/store/hooks';
import { PaymentAdvancedFilters } from './PaymentAdvancedFilters';
import { paymentRangeFrom } from './paymentAdvancedFilters';
import { PaymentListCard } from './PaymentListCard';
import { paymentListColumns } from './paymentListColumns';
import { PaymentListFilters } from './PaymentListFilters';
import { PAYMENT_LIST_FILTERS, PAYMENT_TABS, paymentFiltersFrom } from './paymentListFilters';
import { PaymentStats } from './PaymentStats';
import type { Payment } from './paymentsSlice';
import { selectPaymentsOfTab } from './paymentTabSelectors';

/** The tabs share one list: a new tab starts on page 1 (in the same URL write as the tab). */
const TAB_OPTIONS = { resets: [PAGE_PARAM] };

const paymentId = (payment: Payment) => payment.id;

/**
 * Spec 2.4, Payments: four summary cards, the tabs All Transactions, Job Payments, Posting Fees and
 * Disputes (`?tab=`), each its own list of payments, with one search and status filter shared by all
 * tabs (`?q=&status=`) and the Advanced Filters (`?min=&max=&from=&to=&method=`, issue 12). A tab
 * change keeps the search and filters and goes back to page 1. The list's own toolbar exports it.
 */
export default function PaymentsPage() {
  const { t, i18n } = useTranslation();
  const tabs = useTabs(PAYMENT_TABS, TAB_OPTIONS);
  const { tab } = tabs;
  const params = useListParams(PAYMENT_LIST_FILTERS);
  const [searchParams] = useLatestSearchParams();
  const filters = paymentFiltersFrom(tab, params.query, params.filters, paymentRangeFrom(searchParams));
  const payments = useAppSelector((state) => selectPaymentsOfTab(state, tab, filters));
  const columns = useMemo(() => paymentListColumns(t, i18n.language), [t, i18n.language]);

  const tabLabel = t(`admin.payments.tabs.${tab}`);
  return (
    <>
      <PageHeader
        title={t('pages.payments')}
        description={t('admin.payments.description')}
        actions={<PaymentAdvancedFilters />}
      />
      <PaymentStats />
      <TabbedPanels
        state={tabs}
        label={t('admin.payments.tabsLabel')}
        tabLabel={(name) => t(`admin.payments.tabs.${name}`)}
        sharedContent
        scrollButtons="auto"
        compact
      >
        {() => (
          <>
            <PaymentListFilters params={params} />
            <DataList
              listId="payments"
              rows={payments}
              columns={columns}
              getRowId={paymentId}
              renderCard={(payment) => <PaymentListCard payment={payment} />}
              ariaLabel={tabLabel}
              emptyTitle={t(
                tab === 'disputes' ? 'admin.payments.emptyDisputes' : 'admin.payments.emptyTitle',
              )}
              emptyHint={t('admin.payments.emptyHint')}
              dense
            />
          </>
        )}
      </TabbedPanels>
    </>
  );
}
